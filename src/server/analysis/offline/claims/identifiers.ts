/**
 * What is not a claim even though it has digits or repeats one: identifiers (phone, account,
 * order and street numbers, versions, times of day, product model numbers, "COVID-19"), vote
 * tallies ("7 to 2"), reviews' bylines ("- John, 2 hours ago"), a wire dateline in front of a
 * lead and a headline repeated by the first sentence. Each pattern is bounded, so a sentence is
 * read in time linear in its length.
 */
import { hasDecimalDigit } from '../../../privacy/normal-form';
import { hiddenNumberSpans } from '../../../privacy/numbers';
import type { Span } from '../../knowledge/patterns';

const MONTHS =
  'jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?';

export interface Identifier {
  pattern: RegExp;
  /**
   * A part of every match, searched for first where the pattern is slow to search (it opens on a
   * word boundary or a short word V8 finds everywhere): most windows lack it.
   */
  needs?: RegExp;
}

/**
 * Identifiers, each read as a blank when looking for figures. Must not take real figures:
 * "4.2%", "£3.5 million", "175,000 jobs", "3 in 10 adults" all stay. Each pattern blanks its
 * first group when it has one (the number after "call" or "order number"), else the whole match.
 * Plain-ASCII patterns without lookbehinds: a lookbehind is tried at every position (a pattern
 * written with one took 70 µs a sentence).
 */
export const IDENTIFIERS: readonly Identifier[] = [
  // Phone numbers: "0800 123 4567", "+44 20 7946 0958", "(555) 123-4567"; "0800"-style prefixes.
  {
    pattern:
      /(?:\+\d{1,3}[ .-]?)?(?:\(\d{2,5}\)[ .-]?)?\d{2,5}(?:[ -]\d{2,5}){1,4}(?![\d%.,])(?! ?(?:%|percent|per cent|million|billion|people|jobs))|\b0[89]\d{2}\b/gi,
    needs: /\d\d[ -]\d\d|0[89]\d\d/,
  },
  // A number right after "call", "text" or "number".
  {
    pattern:
      /\b(?:call|phone|tel|text|dial|ring|whatsapp|sms|number|freephone)[:. ]{1,3}(?:us |it |now |free |today )?(?:on |at )?(\+?\d[\d -]{1,20})/gi,
  },
  // Account, order, reference, card, invoice, ticket, case, flight and tracking numbers.
  {
    pattern:
      /\b(?:account|acct|order|ref|reference|card|invoice|ticket|case|flight|tracking|policy|customer|member|booking|confirmation|serial|id|no|nr|ending|ending in|item|sku|parcel|code|pin|passcode|otp|password)\.?[:#]? ?(?:no\.? |number |is |#)?([a-z]{0,4}[-#]?\d[\da-z-]{1,24})/gi,
  },
  { pattern: /#\d{2,}/g, needs: /#\d\d/ },
  // One-time codes and references standing alone: a run of 5 to 10 digits with no thousands
  // separator that counts nothing (the sentence ends or a function word follows: "482913 is your
  // code", "use 730516 to sign in"). A count is written "482,913" and is followed by what it counts.
  {
    pattern:
      /(?<![\d.,$£€¥₹-])\b\d{5,10}\b(?![.,]\d)(?=\s*(?:$|[.,;:!?)]|(?:is|was|to|as|for|and|or|in|on|at|it|if|when|before|then|by|from|with|into)\b))/gi,
    needs: /\d{5}/,
  },
  // Codes with letters: "G-482913", tracking numbers such as "RM123456789GB" or "1Z999AA10123456784".
  {
    pattern: /\b[A-Z]{1,3}-\d{4,10}\b|\b(?=[A-Z\d]*[A-Z])(?=[A-Z\d]*\d{5})[A-Z\d]{8,30}\b/g,
    needs: /\d{4}/,
  },
  // House numbers after the street: "Hauptstraße 5", "Storgata 12".
  // Every street word ends in one of "eagjtn", a space and the number after it.
  {
    pattern: /(?:strasse|straße|weg|gate|gata|vej|straat|laan|plein)(\s\d{1,4}[a-z]?)/gi,
    needs: /[eagjtn]\s\d/i,
  },
  // Versions and numbered things: "v2.3", "version 4.1", "iOS 17", "Model 5", "type 2".
  {
    pattern:
      /\bv\d+(?:\.\d+)+|\b(?:version|release|build|update|firmware|ios|android|windows|macos|model|series|mk|gen|generation|type|class|level|tier|chapter|section|article|clause|page|room|gate|platform|route|bus|channel|episode|season|vol|volume|phase|stage|block|unit|suite|floor|apartment|apt)\.? ?\d[\d.]*[a-z]?\b/gi,
  },
  // Names with digits: "COVID-19", "F-35", "3D", "5G".
  { pattern: /\b[a-z]{1,8}-\d{1,4}\b|\b\d{1,2}[gd]\b/gi, needs: /-\d|\d[gd]/i },
  // Times of day and relative times: "09:14", "6pm", "6.30 p.m.", "2 hours ago".
  {
    pattern:
      /\b\d{1,2}:\d{2}(?::\d{2})?(?: ?[ap]\.?m\.?)?|\b\d{1,2}(?:\.\d{2})? ?[ap]\.?m\.?(?![a-z])|\b\d{1,3} (?:seconds?|minutes?|mins?|hours?|hrs?|days?|weeks?) ago\b/gi,
    needs: /:\d|\d ?[ap]\.?m|ago/i,
  },
  // A time of day in other languages: "hasta las 7", "às 19h", "lúc 9", "o godz. 10", "saat 15",
  // "10 Uhr", "om 7 uur", "9 giờ", "18h30". Each form says it is an hour: "alle 7" or "um 10"
  // alone may count ("um 10 Prozent gestiegen").
  { pattern: /\b(?:a|hasta|desde|para) las (\d{1,2}(?:[:.]\d{2})?)\b/gi, needs: / las /i },
  {
    pattern: /(?:^|\s)(?:às|lúc|saat) (\d{1,2}(?:[:.h]\d{2})?h?)\b/gi,
    needs: /(?:às|lúc|saat) \d/i,
  },
  { pattern: /\bo godz(?:\.|inie)? (\d{1,2}(?:[:.]\d{2})?)\b/gi, needs: /godz/i },
  {
    pattern: /\b\d{1,2}(?:[:.]\d{2})? ?(?:Uhr|uur|giờ|heures?)(?![a-z])|\b\d{1,2}h\d{2}\b/gi,
    needs: /uhr|uur|giờ|heure|\dh\d/i,
  },
  // Calendar dates: "14 Nov", "March 3", "3/4/2024", "2024-03-03".
  {
    pattern: new RegExp(
      `\\b\\d{1,2}(?:st|nd|rd|th)? (?:${MONTHS})\\b|\\b(?:${MONTHS}) \\d{1,2}(?:st|nd|rd|th)?\\b|\\b\\d{1,4}[/-]\\d{1,2}[/-]\\d{1,4}\\b`,
      'gi',
    ),
    needs: /jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec|\d[/-]\d/i,
  },
  // Told by their capitals: street numbers, product models, "G7", "M25", "A380".
  {
    pattern:
      /\b\d{1,5}[a-z]? (?:[A-Z][A-Za-z'’-]+ ){1,3}(?:Street|St|Road|Rd|Avenue|Ave|Lane|Ln|Boulevard|Blvd|Drive|Way|Place|Square|Court|Terrace|Close|Crescent|Highway|Hwy|Parkway)\b/g,
    needs: /\d[a-z]? [A-Z]/,
  },
  {
    pattern:
      /\b(?:iPhone|iPad|Galaxy|Pixel|Xbox|PlayStation|PS|Surface|Kindle|Model|Note|Mate|Redmi|Series|Airbus|Boeing|GPT|Windows|Office|Mark|No) ?[A-Z]?\d{1,4}(?: ?(?:Pro|Max|Plus|Ultra|Mini|Lite|S|X))*\b|\b[A-Z]{1,4}\d{1,4}[A-Z]?\b/g,
  },
];

/** `text` with each identifier blanked (its first group, else the whole match). */
function blankIdentifiers(text: string): string {
  let out = text;
  for (const { pattern, needs } of IDENTIFIERS) {
    if (needs && !needs.test(out)) continue;
    out = out.replace(pattern, (m: string, group?: unknown) => {
      if (typeof group !== 'string') return ' '.repeat(m.length);
      const at = m.lastIndexOf(group);
      return m.slice(0, at) + ' '.repeat(group.length) + m.slice(at + group.length);
    });
  }
  return out;
}

const TALLY_NUMBERS = /(?<!\d)\d{1,3} ?(?:to|-|–) ?\d{1,3}(?![\d%])/gu;

/** Characters around a number that an identifier's wording can take ("order number 55821943"). */
const BEFORE_DIGITS = 48;
const AFTER_DIGITS = 32;
const DIGITS = /\d+/g;

/**
 * The sentence with every identifier (and, in a sentence about a vote, the tally) replaced by
 * spaces: same length, offsets unchanged. Only the stretches around numbers are searched (each
 * identifier has a digit), so the cost follows the numbers, not the sentence's length.
 */
export function identifierFree(text: string, tally = false): string {
  if (!hasDecimalDigit(text)) return text;
  const sentence = withoutHiddenNumbers(text);
  const blank = (m: string) => ' '.repeat(m.length);
  let out = '';
  let done = 0;
  DIGITS.lastIndex = 0;
  for (let m = DIGITS.exec(sentence); m !== null; m = DIGITS.exec(sentence)) {
    let from = Math.max(done, m.index - BEFORE_DIGITS);
    // Start on a word's start, so "\b" and the lookbehinds see what they would in the sentence.
    while (from > done && sentence[from - 1] !== ' ') from--;
    let to = Math.min(sentence.length, m.index + m[0].length + AFTER_DIGITS);
    // Take in the numbers that follow closely: one window for "0800 123 4567".
    for (let n = DIGITS.exec(sentence); n !== null && n.index < to; n = DIGITS.exec(sentence)) {
      to = Math.min(sentence.length, n.index + n[0].length + AFTER_DIGITS);
    }
    while (to < sentence.length && sentence[to] !== ' ') to++;
    DIGITS.lastIndex = to;
    const window = blankIdentifiers(sentence.slice(from, to));
    out += sentence.slice(done, from) + window;
    done = to;
  }
  out += sentence.slice(done);
  DIGITS.lastIndex = 0;
  return tally ? out.replace(TALLY_NUMBERS, blank) : out;
}

/**
 * The sentence with every number the masker hides (privacy/numbers.ts: a phone, a code, an
 * account, any run of four or more digits not proven public in whatever spelling) blanked: a
 * number nobody else may see is no figure to check, and the report would quote it masked.
 */
function withoutHiddenNumbers(sentence: string): string {
  let out = '';
  let done = 0;
  for (const n of hiddenNumberSpans(sentence)) {
    if (n.start < done) continue;
    out += sentence.slice(done, n.start) + ' '.repeat(n.end - n.start);
    done = n.end;
  }
  return done === 0 ? sentence : out + sentence.slice(done);
}

/** "voted 7 to 2", "a 5-4 ruling", "passed 52-48": a tally, not a statistic. */
const VOTE_TALLY =
  /(?:vot(?:e|ed|ing)|rul(?:e|ed|ing)|decision|verdict|majority|margin|passed|approved|rejected|split|confirmed|won|lost|beat|defeated)[^.!?\n]{0,30}?(?<!\d)\d{1,3} ?(?:to|-|–) ?\d{1,3}(?!\d)|(?<!\d)\d{1,3} ?(?:to|-|–) ?\d{1,3}(?![\d%]) (?:vote|ruling|decision|verdict|majority|win|victory|defeat|loss|split)/iu;

/**
 * What both ways of VOTE_TALLY hold: two numbers joined by "to" or a dash. Most sentences with
 * figures have none, and the pattern, which opens on a list of words, is not run over them.
 */
const TALLY_NEEDS = /\d ?(?:to|-|–) ?\d/iu;

export function isVoteTally(sentence: string): boolean {
  return TALLY_NEEDS.test(sentence) && VOTE_TALLY.test(sentence);
}

/** A review's byline on a line of its own: "- John, 2 hours ago", "Sarah K. · 3 days ago". */
const BYLINE =
  /^\s*(?:[-–—~•·|]\s*)?(?:by )?\p{Lu}[\p{L}.'’-]{0,30}(?: \p{Lu}[\p{L}.'’-]{0,30}){0,2}\s*[,·•|–—-]?\s*(?:\d{1,3}|an?|one) (?:seconds?|minutes?|mins?|hours?|hrs?|days?|weeks?|months?|years?) ago\.?\s*$|^\s*(?:posted|reviewed|written) (?:by \p{Lu}[\p{L}.'’-]{0,30} )?(?:on|\d{1,3}|an?) [^.!?\n]{0,30}$/iu;

const BYLINE_WORD = /ago|posted|reviewed|written/i;

export function isByline(sentence: string): boolean {
  return sentence.length <= 80 && BYLINE_WORD.test(sentence) && BYLINE.test(sentence);
}

/** A news-agency dateline in front of a lead: "LONDON (Reuters) - ", "WASHINGTON, May 3 (AP) — ". */
const DATELINE =
  /^\s*(?:\p{Lu}[\p{Lu} .'’-]{1,40}(?:,[^()\n]{1,40})? )?\((?:Reuters|AP|AFP|Bloomberg|dpa|PA Media|UPI|Xinhua|ANSA|EFE)\)\s?[-–—]\s*/u;

export function withoutDateline(span: Span): Span {
  const m = DATELINE.exec(span.text);
  if (!m || m[0].length >= span.text.length - 10) return span;
  return { text: span.text.slice(m[0].length), start: span.start + m[0].length, end: span.end };
}

/** Word stems a sentence is compared on: lower-case, five letters (fell/fall still differ). */
export function stemsOf(s: string): Set<string> {
  const out = new Set<string>();
  for (const w of s.toLowerCase().match(/[\p{L}\p{N}][\p{L}\p{N}.%]*/gu) ?? []) {
    if (w.length >= 3 || /\d/.test(w)) out.add(w.replace(/[.]$/, '').slice(0, 5));
  }
  return out;
}

/** Share of the shorter sentence's stems found in the longer one above which two are one claim. */
const DUPLICATE_SHARE = 0.7;
/** Stems the shorter sentence needs before it can be called a duplicate. */
const DUPLICATE_MIN_STEMS = 3;

/**
 * Does one sentence repeat the other (a headline and its lead, a subject line and its body)?
 * Takes their stems (`stemsOf`), so a caller comparing many pairs computes each set once. Every
 * figure of the shorter must be in the longer: "Sales in region 1 rose 10%" and "Sales in
 * region 2 rose 11%" are two claims.
 */
export function repeats(a: ReadonlySet<string>, b: ReadonlySet<string>): boolean {
  const [short, long] = a.size <= b.size ? [a, b] : [b, a];
  if (short.size < DUPLICATE_MIN_STEMS) return false;
  let shared = 0;
  for (const w of short) {
    if (long.has(w)) shared++;
    else if (/\d/.test(w)) return false;
  }
  return shared / short.size >= DUPLICATE_SHARE;
}

export function nearDuplicate(a: string, b: string): boolean {
  return repeats(stemsOf(a), stemsOf(b));
}
