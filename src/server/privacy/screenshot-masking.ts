/**
 * Where the personal data of a screenshot sits in the image: the words OCR read (with their
 * boxes, acquire/image/ocr.ts) are joined into text the way Tesseract lays it out, the text masker
 * (mask.ts) runs over it, and every word that overlaps a masked stretch gives a box to paint over.
 * Whatever the masker hides is covered, of any kind: the stretches are found by lining the masked
 * text up against the text read, not by knowing the kinds. Pure and linear in the text's length.
 * When the two cannot be lined up, the answer is null and screening withholds the image instead.
 */
import { MASKS, maskPersonalData, type MaskResult } from './mask';

/** A box to paint over, in the image's pixels: left and top inclusive, right and bottom not. */
/** A word the text recognition read, with its box (analysis/acquire/image/ocr.ts gives these). */
interface OcrWord {
  text: string;
  x0: number;
  y0: number;
  x1: number;
  y1: number;
  /** Which line of the page it is on (words of one line share it), in reading order. */
  line: number;
}

export interface CoverBox {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/**
 * Pixels added on each side of a word's box: OCR boxes hug the ink, and anti-aliased edges of the
 * glyphs reach a pixel or two past them.
 */
export const COVER_PADDING_PX = 3;

/** A placeholder of the masker's shape ("[phone number hidden]"), for kinds added later too. */
const PLACEHOLDER_SHAPE = '\\[[^[\\]\\n]{1,60} hidden\\]';
const literally = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The stretches [start, end) of `original` that the masker replaced to make `masked`, found by
 * lining up the text between the placeholders; null when they cannot be lined up. A masked
 * stretch never ends in white space, which settles where one ends when the text after it recurs.
 */
export function maskedStretches(original: string, masked: string): Array<[number, number]> | null {
  if (original === masked) return [];
  const placeholder = new RegExp(
    [...Object.values(MASKS).map(literally), PLACEHOLDER_SHAPE].join('|'),
    'g',
  );
  const between: string[] = [];
  let last = 0;
  for (const m of masked.matchAll(placeholder)) {
    between.push(masked.slice(last, m.index));
    last = m.index + m[0].length;
  }
  between.push(masked.slice(last));
  const placeholders = between.length - 1;
  if (placeholders === 0 || !original.startsWith(between[0]!)) return null;
  const stretches: Array<[number, number]> = [];
  let start = between[0]!.length;
  for (let i = 1; i <= placeholders; i += 1) {
    const after = between[i]!;
    if (i === placeholders) {
      const end = original.length - after.length;
      if (end <= start || !original.endsWith(after)) return null;
      stretches.push([start, end]);
      break;
    }
    // Placeholders side by side make one stretch.
    if (after === '') continue;
    let end = original.indexOf(after, start + 1);
    while (end !== -1 && /\s/.test(original[end - 1]!)) end = original.indexOf(after, end + 1);
    if (end === -1) return null;
    stretches.push([start, end]);
    start = end + after.length;
  }
  return stretches;
}

/**
 * The boxes covering the personal data among `words` (one box per line of each masked stretch),
 * padded and kept inside a `width` x `height` image, with what the masker found in them; no
 * boxes when there is none, null when the masked text cannot be lined up with the words.
 */
export function personalDataBoxes(
  words: readonly OcrWord[],
  width: number,
  height: number,
): { boxes: CoverBox[]; found: MaskResult['found'] } | null {
  let text = '';
  const at: Array<[number, number]> = [];
  words.forEach((word, i) => {
    if (i > 0) text += word.line === words[i - 1]!.line ? ' ' : '\n';
    at.push([text.length, text.length + word.text.length]);
    text += word.text;
  });
  const masked = maskPersonalData(text);
  const stretches = maskedStretches(text, masked.text);
  if (!stretches) return null;
  const boxes: CoverBox[] = [];
  let w = 0;
  for (const [start, end] of stretches) {
    while (w < words.length && at[w]![1] <= start) w += 1;
    let box: (CoverBox & { line: number }) | null = null;
    for (let k = w; k < words.length && at[k]![0] < end; k += 1) {
      const word = words[k]!;
      if (box && box.line === word.line) {
        box.x0 = Math.min(box.x0, word.x0);
        box.y0 = Math.min(box.y0, word.y0);
        box.x1 = Math.max(box.x1, word.x1);
        box.y1 = Math.max(box.y1, word.y1);
        continue;
      }
      if (box) boxes.push(box);
      box = { x0: word.x0, y0: word.y0, x1: word.x1, y1: word.y1, line: word.line };
    }
    if (box) boxes.push(box);
  }
  const padded = boxes.map(({ x0, y0, x1, y1 }) => ({
    x0: Math.max(0, x0 - COVER_PADDING_PX),
    y0: Math.max(0, y0 - COVER_PADDING_PX),
    x1: Math.min(width, x1 + COVER_PADDING_PX),
    y1: Math.min(height, y1 + COVER_PADDING_PX),
  }));
  return { boxes: padded, found: masked.found };
}

/** Paints the boxes opaque in an RGBA bitmap (4 bytes a pixel, row after row), in place. */
export function paintBoxes(
  rgba: Uint8Array,
  width: number,
  height: number,
  boxes: readonly CoverBox[],
): void {
  for (const box of boxes) {
    const x0 = Math.max(0, Math.floor(box.x0));
    const x1 = Math.min(width, Math.ceil(box.x1));
    for (let y = Math.max(0, Math.floor(box.y0)); y < Math.min(height, Math.ceil(box.y1)); y += 1)
      for (let x = x0; x < x1; x += 1) {
        const p = (y * width + x) * 4;
        // Dark grey, fully opaque: reads as "covered" on light and dark themes alike.
        rgba[p] = 0x33;
        rgba[p + 1] = 0x33;
        rgba[p + 2] = 0x33;
        rgba[p + 3] = 0xff;
      }
  }
}

/**
 * True when the boxes cover at least as much of each kind as the masker finds in `text` (the text
 * the report uses, normalised from the same words), so nothing it hides is left visible.
 */
export function coversAll(text: string, found: MaskResult['found']): boolean {
  return Object.entries(maskPersonalData(text).found).every(
    ([kind, count]) => (found[kind as keyof typeof found] ?? 0) >= (count ?? 0),
  );
}
