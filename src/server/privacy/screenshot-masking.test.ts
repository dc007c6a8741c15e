import { describe, expect, it } from 'vitest';
import type { OcrWord } from '../analysis/acquire/image/ocr';
import { hasReadableText } from '../analysis/acquire/image/acquire-image';
import { screenshotTitle } from '../analysis/acquire/image/screenshot-title';
import { MASKS } from './mask';
import {
  COVER_PADDING_PX,
  coversAll,
  maskedStretches,
  paintBoxes,
  personalDataBoxes,
} from './screenshot-masking';

/** Words laid out left to right, 10 px a character, 20 px a line. */
function words(lines: string[]): OcrWord[] {
  return lines.flatMap((line, l) => {
    let x = 10;
    return line.split(' ').map((text) => {
      const word = {
        text,
        x0: x,
        y0: 10 + l * 20,
        x1: x + text.length * 10,
        y1: 24 + l * 20,
        line: l,
      };
      x = word.x1 + 10;
      return word;
    });
  });
}

describe('maskedStretches', () => {
  it('finds what each placeholder replaced, of any kind, even one the masker adds later', () => {
    const original = 'Your code is 482913. Call 07700 900123 now';
    const masked = `Your code is [code hidden]. Call ${MASKS.phone} now`;
    const stretches = maskedStretches(original, masked)!;
    expect(stretches.map(([s, e]) => original.slice(s, e))).toEqual(['482913', '07700 900123']);
  });

  it('does not end a stretch at a space inside it when the text after it is a space', () => {
    const original = 'Tel 07700 900123 07700 900124';
    const masked = `Tel ${MASKS.phone} ${MASKS.phone}`;
    const stretches = maskedStretches(original, masked)!;
    const covered = stretches.map(([s, e]) => original.slice(s, e)).join('|');
    expect(covered).toContain('900123');
    expect(covered).toContain('900124');
    expect(original.slice(0, stretches[0]![0])).toBe('Tel ');
  });

  it('gives nothing for unchanged text and null for text it cannot line up', () => {
    expect(maskedStretches('plain', 'plain')).toEqual([]);
    expect(maskedStretches('plain words', 'other words')).toBeNull();
    expect(maskedStretches('abc', `x${MASKS.phone}`)).toBeNull();
  });
});

describe('personalDataBoxes', () => {
  it('covers the words of a phone number with one padded box, and no other word', () => {
    const placed = personalDataBoxes(
      words(['+44 7700 900123', 'Your parcel is waiting']),
      400,
      100,
    )!;
    expect(placed.found).toEqual({ phone: 1 });
    expect(placed.boxes).toEqual([
      {
        x0: 10 - COVER_PADDING_PX,
        y0: 10 - COVER_PADDING_PX,
        x1: 10 + 30 + 10 + 40 + 10 + 60 + COVER_PADDING_PX,
        y1: 24 + COVER_PADDING_PX,
      },
    ]);
  });

  it('keeps boxes inside the image and finds nothing in ordinary text', () => {
    expect(personalDataBoxes(words(['Meeting at 12:30 in room 4']), 400, 100)).toEqual({
      boxes: [],
      found: {},
    });
    const [box] = personalDataBoxes(words(['07700 900123']), 50, 20)!.boxes;
    expect(box).toEqual({ x0: 7, y0: 7, x1: 50, y1: 20 });
  });

  it('coversAll asks the boxes to cover every kind the text holds', () => {
    expect(coversAll('Call +44 7700 900123', { phone: 1 })).toBe(true);
    expect(coversAll('Call +44 7700 900123 or a@b.example', { phone: 1 })).toBe(false);
  });
});

describe('paintBoxes', () => {
  it('paints inside the box only, opaque', () => {
    const rgba = new Uint8Array(4 * 4 * 4).fill(255);
    paintBoxes(rgba, 4, 4, [{ x0: 1, y0: 1, x1: 3, y1: 2 }]);
    const painted = [];
    for (let p = 0; p < rgba.length; p += 4) if (rgba[p] !== 255) painted.push(p / 4);
    expect(painted).toEqual([5, 6]);
    expect([...rgba.subarray(20, 24)]).toEqual([0x33, 0x33, 0x33, 255]);
  });
});

describe('hasReadableText', () => {
  it.each(['', 'Q', '|', 'ee Q', '482913', 'Hi'])('no readable text: %j', (text) => {
    expect(hasReadableText(text)).toBe(false);
  });
  it.each(['Pay now', 'Call me', 'URGENT: Your account is locked'])('readable: %j', (text) => {
    expect(hasReadableText(text)).toBe(true);
  });
});

describe('screenshotTitle', () => {
  it('passes over a header that is only a number, and lines with no words', () => {
    expect(screenshotTitle('+44 7700 900123\n9:41\nURGENT: Your account is locked')).toBe(
      'URGENT: Your account is locked',
    );
  });
  it('cuts a long line at a word, and is null when no line says anything', () => {
    const title = screenshotTitle(`${'word '.repeat(40)}end`)!;
    expect(title.length).toBeLessThanOrEqual(101);
    expect(title.endsWith('word…')).toBe(true);
    expect(screenshotTitle('07700 900123\nQ')).toBeNull();
  });
});
