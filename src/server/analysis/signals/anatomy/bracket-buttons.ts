/**
 * A button pasted from a mail as its label in brackets on a line of its own ("[Nu identificeren]",
 * "[Prozess starten]", "[Consulta aquí]", "[Account heractiveren]"), its address not shown: in a
 * message that speaks of the reader's affairs or as an organisation, it is the ask to open a link,
 * in any language, as a label above a link is (button-lines.ts). Not a name or a placeholder
 * ("[Name]", "[Firma]"), which has no verb: a button's label is a short phrase, read where no link
 * is asked to be opened already.
 */
import type { Anatomy } from './parts';
import type { Reading } from './tokens';

/** A bracketed line of at most five words, opening with a letter. */
const BUTTON = /^[ \t]*\[(\p{L}[^\]\n\d]{1,48})\][ \t]*$/gmu;
const LABEL_WORDS = 5;
/** What a template leaves for a name or a date to go: "[Name]", "[Vorname Nachname]". */
const PLACEHOLDER =
  /^(?:name|nom|nombre|nome|naam|vorname|nachname|imi[eę]|isim|nama|t[eê]n|firma|company|empresa|date|datum|fecha|data)\b/iu;

export function bracketButtons(reading: Reading, anatomy: Anatomy): void {
  if (!anatomy.pretexts.length || anatomy.asks.some((a) => a.kind === 'link')) return;
  const { text } = reading;
  for (const m of text.matchAll(BUTTON)) {
    const label = m[1]!.trim();
    if (label.split(/\s+/).length > LABEL_WORDS || PLACEHOLDER.test(label)) continue;
    const start = m.index + m[0].indexOf('[');
    const end = m.index + m[0].lastIndexOf(']') + 1;
    const sentence = reading.sentences.findIndex((s) => s.start <= start && start < s.end);
    anatomy.asks.push({
      kind: 'link',
      label: 'to open a link or button',
      span: { text: text.slice(start, end), start, end },
      ...(sentence >= 0 ? { sentence } : {}),
    });
    return;
  }
}
