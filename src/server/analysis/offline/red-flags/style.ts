/**
 * Flags on the way a text is written rather than what it says: shouting in capitals (a run, or
 * many scattered words that are not acronyms or names), piled-up exclamation marks, and
 * sensational or absolute words. Split from index.ts, which runs every red-flag pass.
 */
import type { RedFlag } from '../../../../shared';
import { allMatches, countRuns, cue, type Span } from '../../knowledge/patterns';
import { flag } from './flag';
import { codePointBefore } from '../../../../shared/word-regexp';

const KNOWN_ACRONYMS = new Set([
  'NASA',
  'NATO',
  'COVID',
  'UNESCO',
  'UNICEF',
  'OPEC',
  'HSBC',
  'FIFA',
  'IKEA',
  'USPS',
  'NYSE',
  'NASDAQ',
  'FTSE',
  'AIDS',
  'ASAP',
  'UEFA',
  'OECD',
  'NAACP',
  'SARS',
  'MERS',
  'NOAA',
  'DEFRA',
  'OFCOM',
  'OFGEM',
  'BREXIT',
  'GDPR',
  'HTML',
  'HTTP',
  'HTTPS',
  'JSON',
  'CNBC',
  'MSNBC',
  'NPR',
  'WHO',
]);
/**
 * A word in capitals (two letters or more, so "IT" and "IS" join a shouted run) is this, not
 * preceded by a letter or digit. The lookbehind is checked in code (`capsWords`): a regex that
 * opens with one is tried by V8 at every position of the text. Sticky: it is tried only where a
 * word in capitals may start.
 */
export const CAPS_TOKEN_REST = /\p{Lu}[\p{Lu}'’]+(?![\p{L}\p{N}])/uy;
const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;

/** Is the code point that ends just before `at` a letter or a digit? */
const letterOrDigitBefore = (text: string, at: number): boolean =>
  at > 0 && LETTER_OR_DIGIT.test(codePointBefore(text, at));

const isAsciiCapital = (c: number): boolean => c >= 0x41 && c <= 0x5a;
const APOSTROPHE = 0x27;

/**
 * Up to `cap` words in capitals, in order: what `(?<![\p{L}\p{N}])` before CAPS_TOKEN_REST
 * finds, searching the text. The text is read a code point at a time, as the search moves on: no
 * match starts on an ASCII character that is no capital, nor on a capital followed by an ASCII
 * character that is neither a capital nor an apostrophe (most capitals: "The", "Julia"), and a
 * match after a letter or digit is dropped whether or not it is there. Elsewhere the pattern is
 * tried where it stands (style.test.ts checks the two agree).
 */
export function capsWords(text: string, cap: number): Span[] {
  const out: Span[] = [];
  let at = 0;
  while (at < text.length && out.length < cap) {
    const c = text.charCodeAt(at);
    if (c < 0x80) {
      const next = at + 1 < text.length ? text.charCodeAt(at + 1) : 0;
      if (!isAsciiCapital(c) || (next < 0x80 && !isAsciiCapital(next) && next !== APOSTROPHE)) {
        at++;
        continue;
      }
    }
    if (!letterOrDigitBefore(text, at)) {
      CAPS_TOKEN_REST.lastIndex = at;
      const m = CAPS_TOKEN_REST.exec(text);
      if (m) {
        out.push({ text: m[0], start: at, end: at + m[0].length });
        at += m[0].length;
        continue;
      }
    }
    // Step over the whole code point, as the search does.
    at += c >= 0xd800 && c <= 0xdbff && isLowSurrogate(text.charCodeAt(at + 1)) ? 2 : 1;
  }
  return out;
}

const isLowSurrogate = (c: number): boolean => c >= 0xdc00 && c <= 0xdfff;
/** Capital words in a row that read as shouting ("SHARE IT BEFORE IT IS DELETED"). */
const SHOUTED_RUN = 3;
/** Scattered capital words that read as shouting even apart, when none is a name or acronym. */
const SCATTERED_SHOUTS = 6;
/** Long capital words (not acronyms) from which shouting is a medium flag. */
const MANY_SHOUTED_WORDS = 6;
/** Capital words looked at: enough to judge, bounded for long texts. */
const MAX_CAPS_WORDS = 200;

/** A preposition before a name a card alert prints in capitals: "a charge at ELECTRONICS HUB". */
const AT_MERCHANT = /(?:^|\s)(?:at|from|bij|bei|chez|presso)\s+$/u;

/**
 * The capital words less the merchants' names card alerts print after "at" ("$612.00 at
 * ELECTRONICS HUB ONLINE", "bei KAUFLAND SAGT DANKE"): a name as the card network gives it.
 */
function merchantsLeftOut<W extends { start: number; end: number }>(text: string, caps: W[]): W[] {
  const out: W[] = [];
  let inName = false;
  for (let i = 0; i < caps.length; i++) {
    const c = caps[i]!;
    const joined = i > 0 && /^[\s&.'-]{1,3}$/u.test(text.slice(caps[i - 1]!.end, c.start));
    inName = (inName && joined) || AT_MERCHANT.test(text.slice(Math.max(0, c.start - 8), c.start));
    if (!inName) out.push(c);
  }
  return out;
}

/**
 * Shouting is a run of words in capitals, or many scattered ones. A lone capitalised word is
 * mostly a name or an acronym: must not fire on "Back in 2002 CNET ran a piece on FOAF … the
 * BIBLE study group … the ATM outside TESCO" (four names, none shouted).
 */
function shoutingRun(text: string): { first: Span; words: number } | null {
  const caps = merchantsLeftOut(text, capsWords(text, MAX_CAPS_WORDS));
  let runStart = 0;
  let best: { from: number; length: number } | null = null;
  for (let i = 1; i <= caps.length; i++) {
    const joined =
      i < caps.length && /^[\s,:;!?.-]{1,3}$/u.test(text.slice(caps[i - 1]!.end, caps[i]!.start));
    if (joined) continue;
    const length = i - runStart;
    const longWords = caps.slice(runStart, i).filter((c) => c.text.length >= 4).length;
    if (length >= SHOUTED_RUN && longWords >= 2 && (!best || length > best.length))
      best = { from: runStart, length };
    runStart = i;
  }
  // Scattered words: long ones only, and not the acronyms and names every report uses.
  const scattered = caps.filter((c) => c.text.length >= 4 && !KNOWN_ACRONYMS.has(c.text));
  if (!best && scattered.length < SCATTERED_SHOUTS) return null;
  const first = best ? caps[best.from]! : scattered[0]!;
  const end = best ? caps[best.from + best.length - 1]!.end : first.end;
  return {
    first: { text: text.slice(first.start, end), start: first.start, end },
    words: scattered.length,
  };
}
const PUNCTUATION_RUN = /[!?]{2,}/g;
/** How far back a punctuation run's quote reaches for the word it follows. */
const PUNCTUATION_WORD_CHARS = 30;

/** The run with the word before it ("deal!!!"): found from the run, so the scan stays linear. */
function withPrecedingWord(text: string, run: Span): Span {
  let start = run.start;
  while (
    start > 0 &&
    run.start - start < PUNCTUATION_WORD_CHARS &&
    !/[\s!?]/.test(text[start - 1]!)
  )
    start--;
  return { text: text.slice(start, run.end), start, end: run.end };
}
const SENSATIONAL = cue([
  'shocking|shocked|unbelievable|bombshell|explosive|outrageous|horrifying|terrifying|insane|jaw-?dropping|mind-?blowing|stunning revelation|must[- ]see|incredible|unreal|scandalous|sensational|breaking',
]);
const ABSOLUTE = cue([
  'always|never|everyone|everybody|nobody|no one|100 ?%|undeniabl[ey]|proven fact|without exception|absolutely|totally|completely|forever|guaranteed|every single',
]);

export function styleFlags(text: string, positions: Map<RedFlag, number>): RedFlag[] {
  const out: RedFlag[] = [];
  const shout = shoutingRun(text);
  if (shout) {
    out.push(
      flag(
        'shouting',
        'Shouting in capital letters',
        shout.words >= MANY_SHOUTED_WORDS ? 'medium' : 'low',
        'Writing in capitals is meant to alarm or excite you; careful sources state facts in a calm voice.',
        shout.first,
        positions,
      ),
    );
  }
  const runs = allMatches(PUNCTUATION_RUN, text, 50)
    .filter((s) => s.text.includes('!'))
    .map((s) => withPrecedingWord(text, s));
  if (runs.length > 0) {
    out.push(
      flag(
        'excessive_punctuation',
        'Repeated exclamation marks',
        runs.length >= 3 ? 'medium' : 'low',
        'Piled-up exclamation marks signal emotion, not evidence; they are common in scams and hype.',
        runs[0]!,
        positions,
      ),
    );
  }
  const sensational = allMatches(SENSATIONAL, text, 20);
  const absolutes = allMatches(ABSOLUTE, text, 20);
  const words = Math.max(1, countRuns(text).spaceRuns + 1);
  const absoluteDense = absolutes.length >= 3 && absolutes.length / words >= 0.015;
  if (sensational.length > 0 || absoluteDense) {
    out.push(
      flag(
        'sensational_language',
        'Sensational or absolute language',
        sensational.length >= 3 ? 'medium' : 'low',
        'Words like "shocking" or "always/never/everyone" overstate; real evidence is usually more qualified.',
        sensational[0] ?? absolutes[0]!,
        positions,
      ),
    );
  }
  return out;
}
