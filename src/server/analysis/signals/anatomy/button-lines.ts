/**
 * A button pasted from a mail: its label on a line of its own, the link it opened alone on the
 * next ("Commander ma nouvelle carte\nhttps://…", "Dokument hochladen\nhttps://…", "Ver detalhes
 * <link>"). In English the label's verb says it (a verb before a link is a directive, asks.ts); in
 * any language the layout does: the label is the ask to open the link. Not a closing and a site
 * under a signature ("Kind regards\nhttps://…", "Mit freundlichen Grüßen"), nor a name.
 */
import { ASK_LABEL } from './ask-kinds';
import type { Anatomy } from './parts';
import type { Reading } from './tokens';

/** A button's label runs to this many words at most. */
const LABEL_WORDS = 5;
/** Closings and thanks that stand over a signature's web address, in the languages read. */
const CLOSING =
  /(?<!\w)(?:regards|wishes|sincerely|cheers|thanks|thank you|grü(?:ß|ss)e|gruß|danke|cordialement|salutations|merci|saludos|atentamente|gracias|cumprimentos|atenciosamente|obrigad[oa]|saluti|cordiali|grazie|groeten|groet|bedankt|hormat|terima kasih|salam|pozdrawiam|saygılarımızla|teşekkürler|trân trọng|cảm ơn)\b/iu;

/** Asks to open the links that stand under a button's label; none already read in that sentence. */
export function buttonLineAsks(reading: Reading, anatomy: Anatomy): void {
  const { text } = reading;
  for (const link of reading.links) {
    const lineStart = text.lastIndexOf('\n', link.start - 1) + 1;
    if (text.slice(lineStart, link.start).trim() !== '' || lineStart === 0) continue;
    const after = text.indexOf('\n', link.end);
    if (text.slice(link.end, after < 0 ? text.length : after).trim() !== '') continue;
    const labelStart = text.lastIndexOf('\n', lineStart - 2) + 1;
    const label = text.slice(labelStart, lineStart - 1).trim();
    const words = label.split(/\s+/);
    if (
      !label ||
      words.length > LABEL_WORDS ||
      !/^\p{L}/u.test(label) ||
      /[.!?:;,]$/.test(label) ||
      /\d/.test(label) ||
      CLOSING.test(label) ||
      // A name ("Anna Schmidt", "Team Support"): every word capitalised, more than one.
      (words.length > 1 && words.every((w) => /^\p{Lu}/u.test(w)))
    )
      continue;
    const sentence = reading.sentences.findIndex(
      (s) => s.start <= link.start && link.start < s.end,
    );
    if (sentence < 0 || anatomy.asks.some((a) => a.sentence === sentence)) continue;
    const from = text.indexOf(label, labelStart);
    anatomy.asks.push({
      kind: 'link',
      label: ASK_LABEL.link,
      span: { text: text.slice(from, link.end), start: from, end: link.end },
      sentence,
    });
  }
}
