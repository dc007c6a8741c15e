/**
 * A message retold by the person who received it ("I got a text saying my account was suspended
 * and I had to update my payment details at a link", "Someone texted me claiming to be my
 * grandson"): what the retelling says happened to "my" account is what the message said about
 * "your" account. The rules read a copy of the retold part with the teller's own words in the
 * reader's place ("my" as "ur", "I" as "u", "me" as "u "), the same length, so every quote still
 * comes from the text as written. English only; a text that does not open with such a frame is
 * read as it is. The act rules and the anatomy both read the copy.
 */
import type { Span } from '../../knowledge/patterns';
import type { Anatomy } from './parts';

/** How far into a text the frame of a retelling is looked for. */
const FRAME_REACH = 160;
const TELLER =
  '(?:i|we|my (?:mom|mum|mother|dad|father|wife|husband|grandma|grandmother|grandpa|grandfather|gran|nan|son|daughter|friend|sister|brother|aunt|uncle|parents|neighbou?r|partner|boss))';
const MESSAGE_WORDS =
  '(?:text|texts|sms|message|messages|call|calls|phone call|email|e-mail|emails|voicemail|voice mail|dm|whatsapp|letter|notification|alert)';
/**
 * "I got a text saying …", "Someone called me claiming …", "Got an email that …", "Received a
 * call from …", "A caller said …", "They called saying …", "A woman contacted me on Instagram",
 * "My mother was called by …", "Text said …".
 */
const FRAME = new RegExp(
  [
    `(?:^|[.!?]\\s+|\\b(?:so|today|yesterday|just|hi|hello|hey)[, ]+)(?:${TELLER}(?: just| also| keep| kept)? (?:got|get|getting|received|receive|had|keep getting)|got|received|just got|just received)(?: an?| this| these| some| another| the same| a few)?(?: [\\p{L}-]+){0,2} ${MESSAGE_WORDS}\\b`,
    '(?:^|[.!?]\\s+)(?:someone|somebody|a (?:guy|man|woman|lady|person|number|scammer|caller)|an? (?:unknown|random|strange) (?:number|caller|person))(?: just)? (?:texted|called|emailed|messaged|rang|contacted|sent|left)\\b',
    '(?:^|[.!?]\\s+)(?:the |a |this )?(?:caller|scammer|they|he|she)(?: on the phone)? (?:called|texted|emailed|messaged|rang|said|claimed|told|asked)\\b',
    '\\b(?:contacted|messaged|texted|called|emailed|approached|rang|reached(?: out to)?) (?:me|my (?:mom|mum|mother|dad|father|wife|husband|grandma|grandmother|grandpa|grandfather|son|daughter|friend|sister|brother|aunt|uncle|parents|neighbou?r|partner)) (?:on|via|through|from|by|out of|claiming|saying|pretending)\\b',
    `\\b${TELLER} (?:was|were|got|have been|had been|has been) (?:called|contacted|texted|messaged|emailed|targeted|approached|rung)\\b`,
    `(?:^|[.!?]\\s+)(?:the |a |an |this |that )?${MESSAGE_WORDS}(?: message)? (?:said|says|claimed|claims|stated|told|asked|warned)\\b`,
  ].join('|'),
  'iu',
);
/** What a retelling goes on to say the message said or wanted ("saying", "claiming", "asked"). */
const REPORTED =
  /(?<!\w)(?:saying|said|says|claiming|claimed|claims|stating|stated|telling|told|asking|asked|wanting|wanted|pretending|offering|offered|promising|promised|that|who|from (?:someone|somebody|a|an|this|the)|about)(?!\w)/iu;
/** How far after its frame a retelling says what the message said. */
const REPORT_REACH = 120;
/**
 * A speaker's name opening a line of a transcript ("Caller: ", "Receiver: "); not a mail's header
 * or a label ("Objet : ", "Rappel : ", "Betreff: ").
 */
const SPEAKER_TURN =
  /^(?!(?:Objet|Subject|Betreff|Asunto|Assunto|Onderwerp|Oggetto|Rappel|Remarque|Nota|Note|Hinweis|Important|Importante|Attention|Date|Datum|Fecha|Data|From|To|Cc|De|Von|Van|Para|À|Re|RE|Tr|TR|Aw|AW|Fwd?|FWD?|Achtung|Warnung|Vorsicht|Warning|Alert|Alerta|Aviso|Attenzione|Let op|Uwaga|Dikkat|Waspada|Tipp?s?|Consejo|Conseil|Unser Rat|Our advice|Mehr dazu|Read more|More|Más información|En savoir plus) ?: )[\p{Lu}][\p{L} ]{1,20}: /gmu;
/** A call's transcript: two or more turns opened by a speaker's name. */
export const isTranscript = (text: string) => (text.match(SPEAKER_TURN) ?? []).length >= 2;
const TELLERS_WORDS = /\b(?:my|I|me)\b/g;
const IN_READERS_PLACE: Record<string, string> = { my: 'ur', i: 'u', me: 'u ' };

/**
 * The text with the retold part's "my", "I" and "me" in the reader's place; else the text. With
 * `reported`, only where the frame goes on to say what the message said or wanted ("I got a call
 * from someone claiming …", not "I got your message, send me the report").
 */
export function asRetold(text: string, reported = false): string {
  const m = FRAME.exec(text.slice(0, FRAME_REACH));
  if (!m) return text;
  // A transcript's turns ("Caller: … Receiver: …") are each speaker's own words, not retold.
  if (reported && isTranscript(text)) return text;
  const after = m.index + m[0].length;
  if (reported && !REPORTED.test(text.slice(after, after + REPORT_REACH))) return text;
  const from = m.index;
  return (
    text.slice(0, from) +
    text.slice(from).replace(TELLERS_WORDS, (w) => IN_READERS_PLACE[w.toLowerCase()] ?? w)
  );
}

/**
 * The anatomy read from a retold copy, with every quote taken back from the text as written (the
 * copy has its length, so every position holds).
 */
export function quotedAsWritten(anatomy: Anatomy, text: string): Anatomy {
  const written = <P extends { span: Span }>(p: P): P => ({
    ...p,
    span: { ...p.span, text: text.slice(p.span.start, p.span.end) },
  });
  return {
    ...anatomy,
    pretexts: anatomy.pretexts.map(written),
    asks: anatomy.asks.map(written),
    pressures: anatomy.pressures.map(written),
    channels: anatomy.channels.map(written),
    reassurances: anatomy.reassurances.map(written),
    protective: anatomy.protective.map((s) => ({ ...s, text: text.slice(s.start, s.end) })),
  };
}

/**
 * "[WhatsApp]", "[WhatsApp, unknown number]", "[Voicemail transcript]", "[Sprachnachricht]"
 * opening a pasted message: the label of where it came, set down by whoever copied it, not words of
 * the message (no sender named, no button). A sender's own tag ("[Chase]", "[BCA]") stays.
 */
const CHANNEL_LABEL =
  /^\s*\[(?:whats ?app|sms|text(?: message)?|imessage|messenger|telegram|signal|viber|line|zalo|wechat|kakaotalk|slack|voice ?mail|e-?mail|chat|instagram|facebook|dm|leboncoin|marktplaats|ghi [âa]m|cu[ộo]c g[ọo]i|tin nh[ắa]n|ข้อความเสียง|mensagem de voz|mensaje de voz|message vocal|sprachnachricht|messaggio vocale|spraakbericht|wiadomo[śs][ćc] g[łl]osowa|sesli mesaj|pesan suara)(?![\p{L}])[^\]\n]{0,40}\]/iu;
export function withoutChannelLabel(text: string): string {
  const m = CHANNEL_LABEL.exec(text);
  if (!m) return text;
  const from = m[0].indexOf('[');
  return text.slice(0, from) + ' '.repeat(m[0].length - from) + text.slice(m[0].length);
}
