/**
 * Numbers, hidden unless proven public (ARCHITECTURE.md rule 16). Every run of digits in the
 * normal form (normal-form.ts), grouped by spaces, dots, dashes, slashes or brackets, is read
 * once. A run of four or more digits is kept only when it reads as something public: a year, an
 * amount with its currency, a percentage, a time, a date, a quantity with its unit or what it
 * counts, the last four digits of a card or an account introduced as such ("ending 4821"), a
 * number a public label names ("ISO 27001", "flight 2490") or one on the shipped list of public
 * helplines (public-numbers.ts). Everything else is hidden, and named when it can be: a card
 * (Luhn), a national identifier (its check digits), a phone (libphonenumber-js), or what the
 * words before it say it is (a code, an account, a reference, a parcel, an identity document).
 * Pure, over plain strings; the cost follows the numbers in the text, not its length.
 */
import {
  endingPhrase,
  endingPhrases,
  hasPhrase,
  phraseSet,
  phraseSets,
  tokens,
} from '../../shared/phrases';
import { hasDecimalDigit, normalForm } from './normal-form';
import { rememberLast } from '../../shared/remember';
import {
  TAIL_CHARS,
  isYear,
  labelledBefore,
  publicReason,
  tailTokens,
  type PublicReason,
} from './public-reason';
export type { PublicReason } from './public-reason';
import { isCardNumber, isNationalIdNumber } from './checks';
import { lettersThenDigits } from './letter-digits';
import { DIGITS_READ_ONE_AT_A_TIME, MIN_HIDDEN_DIGITS, mayHide } from './number-shape';
import { isPhoneNumber } from './phones';
import {
  ACCOUNT_WORDS,
  CODE_WORDS,
  ENDING_WORDS,
  ID_WORDS,
  PHONE_WORDS,
  REFERENCE_WORDS,
  TIME_UNITS,
  TRACKING_WORDS,
  UNITS,
  alternation,
} from './words';

export type HiddenNumberKind =
  | 'card'
  | 'phone'
  | 'code'
  | 'account'
  | 'reference'
  | 'tracking'
  | 'nationalId'
  | 'passport'
  | 'number';

export interface NumberReading {
  start: number;
  end: number;
  /** The digits alone, 0-9. */
  digits: string;
  /** What it was hidden as; null when it is public or too short to matter. */
  hidden: HiddenNumberKind | null;
  /** Why it is shown; null when hidden or too short to matter. */
  reason: PublicReason | null;
}

export { MIN_HIDDEN_DIGITS } from './number-shape';

/**
 * A run: digits in groups joined by one space, dot, dash, slash, en dash or a comma before a
 * digit, an area code in brackets among them ("(415) 555-0133", "+44 (0)20 7946 0958"), with an
 * optional leading "+". A bracket holds only an area code, so "2025-03-14 (127.0.0.1)" is two.
 */
const RUN =
  /(?<![\p{L}\p{N}_.,])(?:\+ ?)?(?:\(\d{1,5}\) ?\d+|\d+)(?:(?:[ .\-/–]|,(?=\d))(?:\(\d{1,5}\) ?\d+|\d+)|\s?\(\d{1,5}\)\s?\d+){0,24}/gu;

/** Between the word that introduces a number and the number: "number", "is", ":", "your". */
const FILLER = new Set(
  'number no nr n ° º numéro número nummer numer numero numara numarası numaranız nomor số id is are was es est ist lautet è e to jest wynosi adalah là de da do di del van du des your votre ton tu su ihr dein il tuo la tua je jouw uw twój twoja anda kamu của bạn sizin senin : = # - ( .'.split(
    ' ',
  ),
);
/** Of several intros that fit, at most this many filler tokens stand before the number. */
const MAX_FILLER = 5;

/** The rest of a card's digits printed as stars or dots ("CARD ****1234", "•••• 4821"). */
const MASKED_DIGITS = /(?:^|[^\p{L}\p{N}])[*•·xX]{3,}[\s-]?$|(?:[*•·xX]{4}[\s-]){2,}$/u;
const ENDING = phraseSet(ENDING_WORDS);
const ENDING_SKIP = new Set([':', '#', '*', 'x', '•', '·', '.', '…']);
/** The words that introduce each kind of number, most telling kind first. */
const INTRO_WORDS: ReadonlyArray<[HiddenNumberKind, readonly string[]]> = [
  ['code', CODE_WORDS],
  ['account', ACCOUNT_WORDS],
  ['nationalId', ID_WORDS],
  ['tracking', TRACKING_WORDS],
  ['reference', REFERENCE_WORDS],
  ['phone', PHONE_WORDS],
];
const INTRO_KINDS = INTRO_WORDS.map(([kind]) => kind);
/** The words of every kind read together, in INTRO_WORDS' order (one look-up per token). */
const INTRO = phraseSets(INTRO_WORDS.map(([, words]) => phraseSet(words)));
const PASSPORT_WORD = /pass(?:port|eport|aporte|aporto|oort|port|zport|por)|reisepass|hộ chiếu/i;
/** Code words anywhere in the sentence label an unlabelled number a code ("482913 is your code"). */
const CODE_IN_SENTENCE = phraseSet(CODE_WORDS.filter((w) => w.length > 2));

const BEFORE_CHARS = 60;
const AFTER_CHARS = 48;

export interface NumberContext {
  /** The whole normal form: the sentence around each number is read from it. */
  text: string;
}

function sentenceAround(text: string, start: number, end: number): string {
  let from = start;
  while (from > 0 && start - from < 200 && !/[.!?\n]/.test(text[from - 1]!)) from -= 1;
  let to = end;
  while (to < text.length && to - end < 200 && !/[!?\n]/.test(text[to]!)) {
    if (text[to] === '.' && /\s|$/.test(text[to + 1] ?? '')) break;
    to += 1;
  }
  return text.slice(from, to);
}

/**
 * What the checks say a hidden number is that no words before it introduce: its one caller,
 * readRun, has returned the kind such words give (they are not read again here).
 */
function hiddenKind(run: string, digits: string, sentence: string): HiddenNumberKind {
  if (run.startsWith('+') && isPhoneNumber(run, digits)) return 'phone';
  if (isCardNumber(digits)) return 'card';
  if (isNationalIdNumber(run, digits)) return 'nationalId';
  if (digits.length <= 8 && !/^\+/.test(run) && hasPhrase(tokens(sentence), CODE_IN_SENTENCE))
    return 'code';
  if (isPhoneNumber(run, digits)) return 'phone';
  return 'number';
}

/**
 * What the words right before a number say it is: of several that fit, the one whose words start
 * first ("Tracking code 1234567" is a parcel's, not a code), a passport's when they say so.
 */
function introOf(left: string): HiddenNumberKind | null {
  const starts = endingPhrases(tailTokens(left), INTRO, FILLER, MAX_FILLER);
  let best: HiddenNumberKind | null = null;
  let at = Number.POSITIVE_INFINITY;
  for (let k = 0; k < starts.length; k++) {
    if (starts[k]! >= 0 && starts[k]! < at) {
      best = INTRO_KINDS[k]!;
      at = starts[k]!;
    }
  }
  return best === 'nationalId' && PASSPORT_WORD.test(left.slice(-TAIL_CHARS)) ? 'passport' : best;
}

function readRun(text: string, start: number, run: string): NumberReading[] {
  const end = start + run.length;
  const digits = run.replace(/\D/g, '');
  const reading = (hidden: HiddenNumberKind | null, reason: PublicReason | null) => ({
    start,
    end,
    digits,
    hidden,
    reason,
  });
  const left = text.slice(Math.max(0, start - BEFORE_CHARS), start);
  const right = text.slice(end, end + AFTER_CHARS);
  if (digits.length < MIN_HIDDEN_DIGITS) {
    // A short number is someone's only when its words say it is a code ("CVV 417", "PIN 482").
    const shortCode =
      digits.length === 3 && introOf(left) === 'code' && !publicReason(run, digits, left, right);
    return [reading(shortCode ? 'code' : null, null)];
  }
  if (
    digits.length === MIN_HIDDEN_DIGITS &&
    (endingPhrase(tailTokens(left), ENDING, ENDING_SKIP) >= 0 ||
      MASKED_DIGITS.test(left.slice(-24)))
  )
    return [reading(null, 'last-digits')];
  const intro = introOf(left);
  const reason = publicReason(run, digits, left, right);
  // "PIN 1987", "Kundennummer 1.234.567": introduced as someone's, a number shaped like a year or
  // a count is theirs; an amount, a date or a quantity with its unit stays what it is.
  // A sort code is shaped like a date ("sort code 09-01-28"); its words decide.
  const sortCode = intro === 'account' && /^\d{2}-\d{2}-\d{2}$/.test(run);
  if (intro && (!reason?.strong || sortCode)) return [reading(intro, null)];
  if (reason) return [reading(null, reason.reason)];
  // "in 2019 150 people": two numbers side by side, each public or short, are read apart.
  const parts = splitReadings(text, start, run);
  if (parts) return parts;
  return [reading(hiddenKind(run, digits, sentenceAround(text, start, end)), null)];
}

/**
 * A run of two space-joined numbers that is no card, phone or identifier, whose parts read as
 * public (or too short to matter) on their own. Three or more groups are one number's groups.
 */
function splitReadings(text: string, start: number, run: string): NumberReading[] | null {
  const groups = run.split(' ');
  if (groups.length !== 2 || !groups.every((g) => /^\d+$/.test(g))) return null;
  const digits = groups.join('');
  if (isCardNumber(digits) || isNationalIdNumber(run, digits)) return null;
  // Two short groups are one number's groups ("482 913"); only a public number of four digits
  // or more beside another is read apart ("2019 150").
  if (groups.every((g) => g.length < MIN_HIDDEN_DIGITS)) return null;
  const readings: NumberReading[] = [];
  let at = start;
  for (const group of groups) {
    const left = text.slice(Math.max(0, at - BEFORE_CHARS), at);
    const right = text.slice(at + group.length, at + group.length + AFTER_CHARS);
    const reason =
      group.length < MIN_HIDDEN_DIGITS ? null : publicReason(group, group, left, right);
    if (group.length >= MIN_HIDDEN_DIGITS && !reason) return null;
    readings.push({
      start: at,
      end: at + group.length,
      digits: group,
      hidden: null,
      reason: reason?.reason ?? null,
    });
    at += group.length + 1;
  }
  return readings;
}

/** Digits written against a unit or an ending: "1500mg", "1990s", "18h30", "1000th". */
const ATTACHED_PUBLIC = new RegExp(
  `^\\d+(?:[.,]\\d+)?(?:${alternation([...UNITS, ...TIME_UNITS])}|s|st|nd|rd|th|e|er|h\\d{2})$`,
  'iu',
);

/** Words with letters before their digits: hidden when four digits or more are not public. */
function readWords(text: string): NumberReading[] {
  const out: NumberReading[] = [];
  for (const m of lettersThenDigits(text)) {
    const word = m.word.replace(/[-_]+$/, '');
    const digits = word.replace(/\D/g, '');
    if (digits.length < MIN_HIDDEN_DIGITS) continue;
    const start = m.index;
    const end = start + word.length;
    const left = text.slice(Math.max(0, start - BEFORE_CHARS), start);
    const read = (hidden: HiddenNumberKind | null, reason: PublicReason | null) =>
      out.push({ start, end, digits, hidden, reason });
    const groups = word.match(/\d+/g) ?? [];
    const intro = introOf(left);
    if (/^[xX*•]+-?\d{4}$/.test(word)) read(null, 'last-digits');
    else if (intro) read(intro, null);
    else if (groups.every((g) => g.length < MIN_HIDDEN_DIGITS || isYear(g))) read(null, 'labelled');
    else if (
      ATTACHED_PUBLIC.test(word.slice(word.search(/\d/))) ||
      labelledBefore(left, tailTokens(left))
    )
      read(null, 'labelled');
    else read('number', null);
  }
  return out;
}

/** A number read out one digit at a time ("4, 5, 3, 2, 0, ..."): eight single digits or more. */
const ONE_DIGIT_AT_A_TIME = /(?<![\p{L}\p{N}])\d(?:[^\p{L}\p{N}\n]{1,3}\d(?!\p{N})){7,18}/gu;

function readDigitByDigit(text: string): NumberReading[] {
  const out: NumberReading[] = [];
  let digits = 0;
  for (let i = 0; i < text.length && digits < DIGITS_READ_ONE_AT_A_TIME; i++) {
    const c = text.charCodeAt(i);
    if (c >= 0x30 && c <= 0x39) digits++;
  }
  if (digits < DIGITS_READ_ONE_AT_A_TIME) return out;
  for (const m of text.matchAll(ONE_DIGIT_AT_A_TIME)) {
    const digits = m[0].replace(/\D/g, '');
    out.push({
      start: m.index,
      end: m.index + m[0].length,
      digits,
      hidden: isCardNumber(digits) ? 'card' : 'number',
      reason: null,
    });
  }
  return out;
}

/**
 * Every number of the normal form, read once, in order. Kept for the last few texts: a claim's
 * sentence is read for its hidden numbers and then for whose they are. Shared between callers:
 * they must not change it.
 */
export const readNumbers: (text: string) => readonly NumberReading[] = rememberLast(
  readNumbersAfresh,
  4,
);

/** A run opens at most this many characters before its first digit ("+ (4"). */
const RUN_LEAD = 3;

function readNumbersAfresh(text: string): NumberReading[] {
  const firstDigit = text.search(/\d/);
  if (firstDigit < 0) return [];
  const out: NumberReading[] = [...readWords(text), ...readDigitByDigit(text)];
  // No run opens before RUN_LEAD characters ahead of the first digit: the search starts there
  // (the look-behind still reads the text before), and finds the runs a search of all would.
  RUN.lastIndex = Math.max(0, firstDigit - RUN_LEAD);
  for (let m = RUN.exec(text); m !== null; m = RUN.exec(text)) {
    // A run never ends on a separator or an opening bracket ("1999." is the year).
    const run = m[0].replace(/[ .\-/–,(]+$/, '').replace(/^\((?!\d+\))/, '');
    const start = m.index + m[0].indexOf(run);
    out.push(...readRun(text, start, run));
  }
  RUN.lastIndex = 0;
  return out.sort((a, b) => a.start - b.start);
}

/**
 * What a sentence naming a card's or an account's last digits must hold: four digits, and the
 * words for "ending in" or masked digits before them. The reading itself is the masker's
 * ('last-digits' in readRun); this only spares the sentences that cannot have one.
 */
const LAST_DIGITS_CUE = new RegExp(
  `(?:${alternation(ENDING_WORDS)}|[*•·xX]{3,})[^\\d]{0,12}\\d{4}(?!\\d)`,
  'iu',
);

/**
 * Does the text name the last digits of a card or an account ("card ending 4417", "conta
 * terminada em 0921", "****4417")? Something of one reader's, not of the public record.
 */
export function namesLastDigits(text: string): boolean {
  if (!LAST_DIGITS_CUE.test(text)) return false;
  return readNumbers(normalForm(text).text).some((r) => r.reason === 'last-digits');
}

/** Numbers that are one person's dealings with an organisation, whoever reads the sentence. */
const DEALING_KINDS: ReadonlySet<HiddenNumberKind> = new Set([
  'card',
  'account',
  'reference',
  'tracking',
]);

/**
 * Does the sentence hold a card, an account, a reference or a tracking number of someone's, as
 * the masker reads them in every language it has words for? (A code is left out: the masker
 * hides "78702" in "the second-most gentrified ZIP code" too, and that is a claim.)
 */
export function namesOwnNumber(text: string): boolean {
  // hiddenNumberSpans' numbers, read by kind alone: where they stand in `text` is not asked.
  if (!hasDecimalDigit(text)) return false;
  const form = normalForm(text);
  return mayHide(form.text) && hiddenNumbers(form.text).some((n) => DEALING_KINDS.has(n.hidden));
}

/** The hidden numbers only. */
export const hiddenNumbers = (text: string) =>
  readNumbers(text).filter(
    (r): r is NumberReading & { hidden: HiddenNumberKind } => r.hidden !== null,
  );

/**
 * The numbers the masker hides in any text (a claim's sentence, not yet in normal form), with
 * offsets into that text: what other readers of numbers (the offline claims) take as an
 * identifier rather than a figure, so both agree on which numbers are personal.
 */
export function hiddenNumberSpans(
  text: string,
): Array<{ start: number; end: number; kind: HiddenNumberKind }> {
  if (!hasDecimalDigit(text)) return [];
  const form = normalForm(text);
  // Most sentences with digits hold no number of the shape the masker hides: none is read.
  if (!mayHide(form.text)) return [];
  return hiddenNumbers(form.text).map((n) => ({
    start: form.start(n.start),
    end: form.end(n.end - 1),
    kind: n.hidden,
  }));
}
