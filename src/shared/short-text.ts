/**
 * Text too short to carry a claim or a request ("hi", "ok thanks", "lol") is refused before it is
 * analyzed, stored or shown on the feed: there is nothing in it to judge, and a grade would only
 * pretend there was. The rule reads meaning, not length alone: a short text that carries a link, a
 * phone number, an amount, a code, an e-mail address or an ask ("Call me now", "Is this you?
 * bit.ly/x", "Your code is 482913") is exactly what people receive from scammers, so it is always
 * analyzed. The server refuses with this rule; the text form uses it to say so before submitting.
 */

/** Shown under the text field while the text is too short to check (the server refuses it too). */
export const TOO_SHORT_HINT =
  'This is too short to check. Paste the whole message or article, including any link, number or request in it.';

/** Texts longer than this are never refused as too short, whatever words they use. */
export const SHORT_TEXT_MAX_CHARS = 280;
/**
 * Words beyond greetings, thanks and chat filler a short text needs to carry a claim: two, so
 * "Vaccines cause autism" or "Trump died" is judged, "hi there" or "ok thanks" is not.
 */
export const MIN_CLAIM_WORDS = 2;
/**
 * Scripts written without spaces between words: a run of their letters counts one word per this
 * many characters, two for Chinese characters (most words are one or two), four for kana, Thai
 * and the like (syllables), so "疫苗导致自闭症" is a claim and "谢谢" or "ありがとう" is not.
 */
export const HAN_CHARS_PER_WORD = 2;
export const SYLLABIC_CHARS_PER_WORD = 4;
/** Digits in a row that make a number a code, reference or amount worth checking. */
export const MIN_CODE_DIGITS = 3;
/** Digits (with spaces or dashes between them) that make a phone number. */
export const MIN_PHONE_DIGITS = 7;

/** Greetings, thanks, acknowledgements, laughter and chat filler: they carry no claim. */
const FILLER_WORDS = new Set(
  `hi hii hiii hey heya hello hallo hullo yo sup hiya howdy greetings morning evening afternoon
  night good gm gn there all everyone guys folks ok okay okey k kk alright fine sure yes yeah yep
  yup ya no nope nah thanks thank thx ty tysm cheers cool nice great awesome lol lmao rofl haha
  hahaha hehe xd omg wow oh ah uh um hmm hm bye goodbye cya see later ttyl you u too much so very
  test testing just please pls plz welcome np sorry well wait what why how really`
    .split(/\s+/)
    .filter(Boolean),
);

/** Verbs that ask the reader to do something: a request is worth judging however short it is. */
const ASK_WORDS = new Set(
  `call ring phone text reply respond send pay transfer wire click tap open visit verify confirm
  update login log sign download install share buy order claim donate help contact enter scan
  message whatsapp dm urgent act`
    .split(/\s+/)
    .filter(Boolean),
);

const LINK =
  /\bhttps?:\/\/\S+|\bwww\.\S+|\b[a-z0-9][a-z0-9-]*(?:\.[a-z0-9-]+)*\.[a-z]{2,}(?:\/\S*)?/i;
const EMAIL = /\b[^\s@]+@[^\s@]+\.[a-z]{2,}\b/i;
const AMOUNT =
  /[$€£¥₹₽]\s?\d|\d\s?(?:[$€£¥₹₽]|(?:usd|eur|gbp|dollars?|euros?|pounds?|bucks|btc|bitcoin)\b)/i;
const CODE = new RegExp(`\\d{${MIN_CODE_DIGITS},}`);
const PHONE_CANDIDATE = /\+?\d[\d\s().-]*\d/g;
const HAN = /\p{Script=Han}/gu;
const SYLLABIC =
  /[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}]/gu;

/** How many words a run of letters holds: one, unless its script is written without spaces. */
function wordsIn(token: string): number {
  const han = token.match(HAN)?.length ?? 0;
  const syllabic = token.match(SYLLABIC)?.length ?? 0;
  if (han + syllabic === 0) return 1;
  return Math.max(1, Math.floor(han / HAN_CHARS_PER_WORD + syllabic / SYLLABIC_CHARS_PER_WORD));
}
const WORD = /[\p{L}\p{N}]+(?:['’][\p{L}]+)?/gu;

function hasPhoneNumber(text: string): boolean {
  for (const match of text.matchAll(PHONE_CANDIDATE)) {
    if (match[0].replace(/\D/g, '').length >= MIN_PHONE_DIGITS) return true;
  }
  return false;
}

/** Whether a short text carries something a scam or a claim is made of: a link, a number, an ask. */
function carriesSomething(text: string, words: readonly string[]): boolean {
  return (
    LINK.test(text) ||
    EMAIL.test(text) ||
    AMOUNT.test(text) ||
    CODE.test(text) ||
    hasPhoneNumber(text) ||
    words.some((w) => ASK_WORDS.has(w))
  );
}

/**
 * True when the text is too short to carry a claim or a request, so there is nothing to judge.
 * Takes the text as sent (it is trimmed here).
 */
export function tooShortToJudge(content: string): boolean {
  const text = content.trim();
  if (text.length > SHORT_TEXT_MAX_CHARS) return false;
  const words = (text.match(WORD) ?? []).map((w) => w.toLowerCase());
  if (carriesSomething(text, words)) return false;
  const claimWords = words
    .filter((w) => !FILLER_WORDS.has(w) && !/^\d+$/.test(w))
    .reduce((sum, w) => sum + wordsIn(w), 0);
  return claimWords < MIN_CLAIM_WORDS;
}
