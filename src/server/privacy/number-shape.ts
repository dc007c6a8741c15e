/**
 * The shape every number the masker hides has (numbers.ts), told by code units alone, so that a
 * text without one (most sentences: "3 in 10 adults", "on May 5") is not read for numbers at all.
 */

/** Fewer digits than this are never hidden for being a number (a house number, "7 to 2"). */
export const MIN_HIDDEN_DIGITS = 4;
/** Digits a number read one at a time needs at least ("4, 5, 3, 2, 0, ..."). */
export const DIGITS_READ_ONE_AT_A_TIME = 8;

/** Of the digits on either side of a gap this short, a run may be made (") " in "(415) 555"). */
const RUN_GAP = 2;
/** Digits in one run below which nothing is hidden: three make a code when introduced as one. */
const RUN_DIGITS = 3;

/** An ASCII character no word is made of (a word has letters, digits, "_" and "-": readWords). */
const endsWord = (c: number): boolean =>
  c < 0x80 && !((c | 0x20) >= 0x61 && (c | 0x20) <= 0x7a) && c !== 0x5f && c !== 0x2d;

/**
 * Could the masker hide anything in this normal form? It hides a run of three digits or more
 * (RUN: its digits are never more than RUN_GAP characters apart), a word holding four digits or
 * more (readWords) and a number read one digit at a time (eight digits at least), nothing else.
 */
export function mayHide(text: string): boolean {
  let digits = 0;
  let inRun = 0;
  let inWord = 0;
  let gap = RUN_GAP + 1;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c >= 0x30 && c <= 0x39) {
      inRun = gap <= RUN_GAP ? inRun + 1 : 1;
      gap = 0;
      digits++;
      inWord++;
      if (inRun >= RUN_DIGITS || inWord >= MIN_HIDDEN_DIGITS || digits >= DIGITS_READ_ONE_AT_A_TIME)
        return true;
    } else {
      gap++;
      if (endsWord(c)) inWord = 0;
    }
  }
  return false;
}
