/**
 * A message retold by the person who received it ("I got a text saying my account was suspended
 * and I had to update my payment details at a link", "Someone texted me claiming to be my
 * grandson"): what the retelling says happened to "my" account is what the message said about
 * "your" account. The rules read a copy of the retold part with the teller's own words in the
 * reader's place ("my" as "ur", "I" as "u", "me" as "u "), the same length, so every quote still
 * comes from the text as written. English only; a text that does not open with such a frame is
 * read as it is.
 */

/** How far into a text the frame of a retelling is looked for. */
const FRAME_REACH = 160;
const TELLER =
  '(?:i|we|my (?:mom|mum|mother|dad|father|wife|husband|grandma|grandmother|grandpa|grandfather|gran|nan|son|daughter|friend|sister|brother|aunt|uncle|parents|neighbou?r|partner|boss))';
const MESSAGE_WORDS =
  '(?:text|texts|sms|message|messages|call|calls|phone call|email|e-mail|emails|voicemail|voice mail|dm|whatsapp|letter|notification|alert)';
/** "I got a text saying …", "Someone called me claiming …", "Got an email that …". */
const FRAME = new RegExp(
  `(?:^|[.!?]\\s+|\\b(?:so|today|yesterday|just|hi|hello|hey)[, ]+)(?:${TELLER}(?: just| also| keep| kept)? (?:got|get|getting|received|receive|had|keep getting)|got)(?: an?| this| these| some| another| the same)?(?: [\\p{L}-]+){0,2} ${MESSAGE_WORDS}\\b|(?:^|[.!?]\\s+)(?:someone|somebody|a (?:guy|man|woman|lady|person|number|scammer|caller)|an? (?:unknown|random|strange) (?:number|caller|person))(?: just)? (?:texted|called|emailed|messaged|rang|contacted|sent|left)\\b`,
  'iu',
);
const TELLERS_WORDS = /\b(?:my|I|me)\b/g;
const IN_READERS_PLACE: Record<string, string> = { my: 'ur', i: 'u', me: 'u ' };

/** The text with the retold part's "my", "I" and "me" in the reader's place; else the text. */
export function asRetold(text: string): string {
  const m = FRAME.exec(text.slice(0, FRAME_REACH));
  if (!m) return text;
  const from = m.index;
  return (
    text.slice(0, from) +
    text.slice(from).replace(TELLERS_WORDS, (w) => IN_READERS_PLACE[w.toLowerCase()] ?? w)
  );
}
