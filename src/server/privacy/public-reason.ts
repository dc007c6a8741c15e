/**
 * Why a number is public (numbers.ts keeps a run of four or more digits only for one of these
 * reasons): an amount with its currency, a percentage, a date, a time, a listed helpline, a
 * quantity with its unit or what it counts, a year, or a public label before it. Read from the
 * words right before the number and the characters right after it.
 */
import { endingPhrase, phraseSet, tokens, type Token } from '../../shared/phrases';
import { isListedPublicNumber } from './public-numbers';
import {
  COUNTED,
  CURRENCY_SIGNS,
  CURRENCY_WORDS,
  MULTIPLIERS,
  PERCENT_BEFORE,
  PERCENT_WORDS,
  PUBLIC_LABELS,
  STANDARDS,
  TIME_UNITS,
  UNITS,
  alternation,
} from './words';

const I = 'iu';
export type PublicReason =
  | 'year'
  | 'amount'
  | 'percentage'
  | 'time'
  | 'date'
  | 'quantity'
  | 'last-digits'
  | 'labelled'
  | 'listed';

/** Characters before a number whose words are read. */
export const TAIL_CHARS = 48;
export const DASHES = new Set(['-', '–']);

const CURRENCY_WORD = phraseSet(CURRENCY_WORDS);
const CURRENCY_SIGN_BEFORE = new RegExp(`(?:${CURRENCY_SIGNS})\\s?[-–]?\\s?$`, 'u');
const PERCENT_TOKEN = new Set(PERCENT_BEFORE);
const TIME_WORD = phraseSet(
  'at|um|ab|bis|à|a las|às|alle|om|o|o godz|saat|pukul|jam|lúc|from|until|till|desde|hasta|de|dès|von|dalle|van|tot|od|do'.split(
    '|',
  ),
);
const LABEL = phraseSet(PUBLIC_LABELS);
const LABEL_SKIP = new Set(['n', '°', 'º', 'no', '.', '#']);
const STANDARD_WORD = new Set(STANDARDS.split('|'));
const STANDARD_BEFORE = /([A-Z]{2,5})(?:[ -]?(?:EN|ISO|IEC))?\s?$/u;
const AMOUNT_AFTER = new RegExp(
  `^(?:[.,]-{1,2})?\\s?(?:(?:${alternation(MULTIPLIERS)})\\.?\\s?)?(?:${CURRENCY_SIGNS}|(?:${alternation(CURRENCY_WORDS)})(?![\\p{L}]))`,
  I,
);
const PERCENT_AFTER = new RegExp(`^\\s?(?:%|‰|(?:${alternation(PERCENT_WORDS)})(?![\\p{L}]))`, I);
const UNIT_AFTER = new RegExp(
  `^\\s?(?:(?:${alternation(MULTIPLIERS)})\\.?\\s)?(?:${alternation([...UNITS, ...TIME_UNITS])})(?![\\p{L}\\p{N}])`,
  I,
);
/** What it counts, after up to two words ("2,000 new jobs", "5000 más personas"). */
const COUNTED_AFTER = new RegExp(
  `^\\s(?:[\\p{L}-]{1,14}\\s){0,2}(?:${alternation(COUNTED)})(?![\\p{L}])`,
  I,
);
/** What it counts, right after it (a long number needs its noun next to it). */
const COUNTED_NEXT = new RegExp(`^\\s(?:${alternation(COUNTED)})(?![\\p{L}])`, I);
/** An English plural after a count of a few digits ("1420 lines", "3000 complaints"). */
const PLURAL_AFTER =
  /^\s(?:[a-z-]{1,14}\s)?(?!(?:is|was|has|as|us|this|its|yours|his|hers|does|goes|less|plus|thus|thanks|pls|please|always|yes|previous|across|unless|perhaps|sometimes|series|news|status|address|access|business|process|express|bus|gas|yes)\b)[a-z]{2,}s\b/;
const ORDINAL_AFTER =
  /^(?:st|nd|rd|th|e|er|ème|eme|º|ª|°|\.?º|-?th|-?e|-?ste?|inci|ncı|üncü|ıncı)(?![\p{L}])/iu;
const DECADE_AFTER = /^(?:s|'s|’s|er|ern|ies)(?![\p{L}])/iu;
const TIME_AFTER =
  /^\s?(?:h|uhr|hrs|hours|horas|heures|ore|uur|godz\.?|saat|wib|wita|wit|giờ|[ap]\.?m\.?)(?![\p{L}])/iu;

export const isYear = (digits: string) => /^(?:1[89]|20)\d\d$/.test(digits);
/** Day, month and year in any order people write them, with one separator throughout. */
function isDate(groups: readonly string[], seps: string): boolean {
  if (!/^(?:\.\.?|\/\/?|--?)$/.test(seps) || seps.length !== groups.length - 1) return false;
  const [a, b, c] = groups.map(Number) as [number, number, number | undefined];
  const day = (n: number) => n >= 1 && n <= 31;
  const month = (n: number) => n >= 1 && n <= 12;
  if (groups.length === 3) {
    if (groups[0]!.length === 4) return month(b) && day(c!);
    const yearOk = groups[2]!.length === 2 || groups[2]!.length === 4;
    return (
      yearOk &&
      groups[0]!.length <= 2 &&
      groups[1]!.length <= 2 &&
      ((day(a) && month(b)) || (month(a) && day(b)))
    );
  }
  // "15.03", "03/2025" (a month and a year), "2024-03".
  return (
    groups.length === 2 &&
    ((seps === '.' && groups[0]!.length <= 2 && groups[1]!.length === 2 && day(a) && month(b)) ||
      (groups[1]!.length === 4 && groups[0]!.length <= 2 && month(a) && isYear(groups[1]!)) ||
      (groups[0]!.length === 4 && groups[1]!.length === 2 && isYear(groups[0]!) && month(b)))
  );
}

/** "1,234,567", "1.234.567", "1 234 567": a quantity written to be read, with its decimals. */
const THOUSANDS = /^\d{1,3}(?:([,. ])\d{3})(?:\1\d{3})*(?:[.,]\d{1,2})?$/;
const DECIMAL = /^\d+[.,]\d{1,2}$/;

export interface Reason {
  reason: PublicReason;
  /** Outweighs the words that introduce a number as someone's ("PIN", "account"). */
  strong: boolean;
}
const strong = (reason: PublicReason): Reason => ({ reason, strong: true });
const weak = (reason: PublicReason): Reason => ({ reason, strong: false });
/** Two short numbers joined: a range, a score or a fraction ("10-12", "96-88", "24/7"). */
const RANGE = /^\d{1,3}[-–/]\d{1,3}$/;

/** Why a single number (or a whole run) is public, read from what stands around it. */
export function publicReason(
  run: string,
  digits: string,
  left: string,
  right: string,
): Reason | null {
  const tail = tailTokens(left);
  if (
    CURRENCY_SIGN_BEFORE.test(left.slice(-6)) ||
    endingPhrase(tail, CURRENCY_WORD, DASHES, 1) >= 0 ||
    AMOUNT_AFTER.test(right)
  )
    return strong('amount');
  if (PERCENT_AFTER.test(right) || PERCENT_TOKEN.has(tail.at(-1)?.text ?? ''))
    return strong('percentage');
  const groups = run.match(/\d+/g) ?? [];
  if (isDate(groups, run.replace(/\d/g, ''))) return strong('date');
  const hour = Number(groups[0]);
  if (
    /^\d{1,2}[.h]\d{2}$/.test(run) &&
    hour < 24 &&
    (TIME_AFTER.test(right) || endingPhrase(tail, TIME_WORD) >= 0)
  )
    return strong('time');
  if (
    /^\d{4}$/.test(run) &&
    Number(run.slice(0, 2)) < 24 &&
    Number(run.slice(2)) < 60 &&
    TIME_AFTER.test(right)
  )
    return strong('time');
  if (isListedPublicNumber(digits)) return strong('listed');
  // Quantities: a unit or what is counted right after; a few digits may have words between.
  const few = digits.length <= 6;
  if (UNIT_AFTER.test(right) || (few ? COUNTED_AFTER : COUNTED_NEXT).test(right))
    return strong('quantity');
  if (RANGE.test(run) && digits.length <= 5) return strong('quantity');
  if (groups.length === 1 && isYear(digits)) return weak('year');
  if (
    groups.length === 2 &&
    /^[/–-]$/.test(run.replace(/\d/g, '')) &&
    isYear(groups[0]!) &&
    (isYear(groups[1]!) || groups[1]!.length === 2)
  )
    return weak('year');
  if (groups.length === 1 && isYear(digits.slice(0, 4)) && DECADE_AFTER.test(right))
    return weak('year');
  if (few && PLURAL_AFTER.test(right)) return weak('quantity');
  if (groups.length === 1 && ORDINAL_AFTER.test(right)) return weak('quantity');
  if (labelledBefore(left, tail)) return weak('labelled');
  // Thousands written with a comma or a dot read as a count; with spaces ("448 190") they are
  // as often a code's groups, so they need their unit or currency (above).
  if (THOUSANDS.test(run) && !run.includes(' ') && !(run.includes('.') && digits.length >= 9))
    return weak('quantity');
  if (DECIMAL.test(run)) return weak('quantity');
  return null;
}

/**
 * The tokens of the words right before a number. One number is read by several look-ups on the
 * same stretch: the last one is kept, so the stretch is cut into tokens once.
 */
let lastTail: { text: string; tokens: Token[] } = { text: '', tokens: [] };
export function tailTokens(left: string): Token[] {
  const text = left.slice(-TAIL_CHARS);
  if (text !== lastTail.text) lastTail = { text, tokens: tokens(text) };
  return lastTail.tokens;
}

/** A public label right before the number ("ISO 27001", "flight 2490", "page 1024"). */
export function labelledBefore(left: string, tail: readonly Token[]): boolean {
  const standard = STANDARD_BEFORE.exec(left.slice(-12));
  return (
    (standard !== null && STANDARD_WORD.has(standard[1]!)) ||
    endingPhrase(tail, LABEL, LABEL_SKIP, 2) >= 0
  );
}
