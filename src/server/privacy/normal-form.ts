/**
 * The one form every detector of the masker reads (ARCHITECTURE.md rule 16), and the text that is
 * shown. Detection reads the *normal form*: NFKC applied (full-width "４１１１" is "4111", "＠" is
 * "@"), every Unicode decimal digit folded to 0-9 (Arabic-Indic, Devanagari, Bengali, Thai...),
 * and every invisible, format and variation-selector character removed, so no invisible character
 * can split a value past the masker ("4111\u200B1111..." is one card number). Each character of
 * the normal form knows the stretch of the shown text it came from, so what a detector finds is
 * hidden in the shown text, invisible characters inside it included.
 *
 * What is *shown* is the text without bidirectional controls (they reorder what is drawn, so what
 * is shown would not be what was screened) and without invisible characters, except the joiners
 * and selectors that emoji sequences and scripts need inside words: the zero-width joiner and
 * non-joiner between two letters, marks or pictographs (Persian, the Indic scripts, "👩‍💻"), a
 * variation selector after a visible character, and tag characters after a flag.
 */

/** Removed from the normal form: zero-width and format characters, fillers, selectors, tags. */
const INVISIBLE =
  // biome-ignore lint/suspicious/noMisleadingCharacterClass: each invisible code point stands alone here, on purpose.
  /[\u00AD\u034F\u061C\u115F\u1160\u17B4\u17B5\u180B-\u180F\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u206F\u2800\u3164\uFE00-\uFE0F\uFEFF\uFFA0\u{E0000}-\u{E0FFF}\u{1BCA0}-\u{1BCA3}]/u;
/** Bidirectional controls: never shown (they reorder the characters drawn around them). */
const BIDI_CONTROL = /[\u202A-\u202E\u2066-\u2069\u061C]/u;
const JOINER = /[\u200C\u200D]/u;
const VARIATION_SELECTOR = /[\uFE00-\uFE0F\u180B-\u180D\u{E0100}-\u{E01EF}]/u;
const TAG = /[\u{E0020}-\u{E007F}]/u;
/** What a joiner may stand between inside a word or an emoji sequence. */
// biome-ignore lint/suspicious/noMisleadingCharacterClass: U+FE0F stands alone here, after a pictograph.
const JOINABLE = /[\p{L}\p{M}\p{Extended_Pictographic}\u{1F3FB}-\u{1F3FF}\uFE0F]/u;
/** A character after which a variation selector or a tag means something. */
const VISIBLE_BASE = /[^\s\p{C}]/u;
/**
 * Does the text hold anything NFKC, digit folding or removal could change (anything but tab, line
 * feed, return and printable ASCII)? A text without any is its own form. Told by code units, not
 * a pattern: most texts read are plain ASCII to their end.
 */
function mayChange(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if ((c < 0x20 || c > 0x7e) && c !== 0x09 && c !== 0x0a && c !== 0x0d) return true;
  }
  return false;
}
const NON_ASCII_DIGIT = /[^\P{Nd}0-9]/u;
const COMBINING = /\p{M}/u;

const codePoints = (text: string) => Array.from(text);
const withoutInvisible = (text: string) =>
  codePoints(text)
    .filter((c) => !INVISIBLE.test(c))
    .join('');

/** The shown text: bidi controls and needless invisible characters out, needed joiners kept. */
export function shownText(text: string): string {
  if (!mayChange(text)) return text;
  const chars = codePoints(text);
  let out = '';
  for (let i = 0; i < chars.length; i += 1) {
    const c = chars[i]!;
    if (!INVISIBLE.test(c) && !BIDI_CONTROL.test(c)) {
      out += c;
      continue;
    }
    if (BIDI_CONTROL.test(c)) continue;
    const before = lastVisible(out);
    if (
      JOINER.test(c) &&
      before !== '' &&
      JOINABLE.test(before) &&
      JOINABLE.test(chars[i + 1] ?? '')
    )
      out += c;
    else if ((VARIATION_SELECTOR.test(c) || TAG.test(c)) && VISIBLE_BASE.test(before)) out += c;
  }
  return out;
}

function lastVisible(text: string): string {
  const last = text.codePointAt(text.length - 1);
  if (last === undefined) return '';
  // A low surrogate: the character is the pair before it.
  if (last >= 0xdc00 && last <= 0xdfff && text.length >= 2) return text.slice(-2);
  return String.fromCodePoint(last);
}

/** The value 0-9 of any Unicode decimal digit: its distance from the first digit of its run. */
const digitValues = new Map<number, number>();
export function digitValue(cp: number): number {
  const known = digitValues.get(cp);
  if (known !== undefined) return known;
  let zero = cp;
  // Decimal digits come in runs of ten (a few blocks hold several runs back to back).
  while (/\p{Nd}/u.test(String.fromCodePoint(zero - 1)) && cp - zero < 9) zero -= 1;
  const value = (cp - zero) % 10;
  digitValues.set(cp, value);
  return value;
}

/** Every decimal digit of any script written 0-9; other characters as they are. */
export function foldDigits(text: string): string {
  if (!NON_ASCII_DIGIT.test(text)) return text;
  return text.replace(/\p{Nd}/gu, (d) => String(digitValue(d.codePointAt(0)!)));
}

export interface NormalForm {
  /** What detectors read. */
  text: string;
  /** For each UTF-16 unit of `text`, where its stretch of the shown text starts and ends. */
  start(index: number): number;
  end(index: number): number;
}

/** A text that needs nothing done is its own normal form, offset for offset. */
function identity(text: string): NormalForm {
  return { text, start: (i) => i, end: (i) => i + 1 };
}

/**
 * The normal form of an already shown text (shownText), with each of its characters mapped back.
 * NFKC is applied to each character with the marks that follow it, so every output character
 * maps to the stretch it came from; a text with nothing to change costs one comparison.
 */
export function normalForm(shown: string): NormalForm {
  if (
    !mayChange(shown) ||
    (shown.normalize('NFKC') === shown && !NON_ASCII_DIGIT.test(shown) && !INVISIBLE.test(shown))
  )
    return identity(shown);
  let text = '';
  const starts: number[] = [];
  const ends: number[] = [];
  let at = 0;
  const chars = codePoints(shown);
  for (let i = 0; i < chars.length; ) {
    const base = chars[i]!;
    let segment = base;
    let j = i + 1;
    while (j < chars.length && COMBINING.test(chars[j]!)) segment += chars[j++];
    const from = at;
    at += segment.length;
    i = j;
    if (INVISIBLE.test(base)) continue;
    const visible = segment.length === base.length ? segment : withoutInvisible(segment);
    const out = foldDigits(visible.normalize('NFKC'));
    for (let k = 0; k < out.length; k += 1) {
      starts.push(from);
      ends.push(at);
    }
    text += out;
  }
  return {
    text,
    start: (index) => starts[index] ?? shown.length,
    end: (index) => ends[index] ?? shown.length,
  };
}

/**
 * Where a decimal digit of any script may be: an ASCII digit, or a code unit from U+0660 on outside
 * U+2000-U+A61F (punctuation, symbols and CJK, with no decimal digit; surrogates lie above). V8
 * finds these several times faster than \p{Nd}, through which most sentences (no digits, curly
 * quotes and dashes) would otherwise be read to their end.
 */
const MAYBE_DIGIT = /[\d\u0660-\u1fff\ua620-\uffff]/g;
const DECIMAL_DIGIT = /\p{Nd}/u;

/** Does the text hold a decimal digit of any script (`/\p{Nd}/u.test(text)`)? */
export function hasDecimalDigit(text: string): boolean {
  MAYBE_DIGIT.lastIndex = 0;
  const m = MAYBE_DIGIT.exec(text);
  MAYBE_DIGIT.lastIndex = 0;
  if (!m) return false;
  // Nothing before the first candidate is a digit, and a surrogate pair is never cut: its high
  // half is a candidate itself.
  return text.charCodeAt(m.index) <= 0x39 || DECIMAL_DIGIT.test(text.slice(m.index));
}
