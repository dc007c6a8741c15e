import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../../../../../tests/helpers/prng';
import { NotPlainPngError, decodePlainPng, encodePlainPng } from './plain-png';
import type { RgbaImage } from './decode';

const SEED = 20_261_126;
const MAX_PIXELS = 10_000;

function randomImage(random: () => number, opaque: boolean): RgbaImage {
  const width = 1 + Math.floor(random() * 40);
  const height = 1 + Math.floor(random() * 40);
  const data = new Uint8Array(width * height * 4);
  for (let i = 0; i < data.length; i += 1)
    data[i] = opaque && i % 4 === 3 ? 255 : Math.floor(random() * 256);
  return { width, height, data, animated: false, colour: null };
}

describe(`the plain PNG codec (seed ${SEED})`, () => {
  it('reads back exactly what it wrote, opaque and not, and pngjs reads the same pixels', () => {
    const random = mulberry32(SEED);
    for (let n = 0; n < 40; n += 1) {
      const image = randomImage(random, n % 2 === 0);
      const png = encodePlainPng(image);
      const back = decodePlainPng(png, MAX_PIXELS);
      expect([back.width, back.height]).toEqual([image.width, image.height]);
      expect(Buffer.from(back.data).equals(Buffer.from(image.data))).toBe(true);
      const other = PNG.sync.read(Buffer.from(png));
      expect(Buffer.from(other.data).equals(Buffer.from(image.data))).toBe(true);
    }
  });

  it('reads every row filter another encoder writes', () => {
    const image = randomImage(mulberry32(SEED + 1), false);
    for (const filterType of [0, 1, 2, 3, 4]) {
      const png = new PNG({ width: image.width, height: image.height });
      png.data = Buffer.from(image.data);
      const bytes = PNG.sync.write(png, { filterType, colorType: 6 });
      expect(Buffer.from(decodePlainPng(bytes, MAX_PIXELS).data).equals(png.data)).toBe(true);
    }
  });

  it('refuses what it did not write: other PNG kinds, too many pixels, broken bytes', () => {
    const image = randomImage(mulberry32(SEED + 2), true);
    const png = encodePlainPng(image);
    expect(() => decodePlainPng(png, image.width * image.height - 1)).toThrow(NotPlainPngError);
    expect(() => decodePlainPng(png.subarray(0, 20), MAX_PIXELS)).toThrow(NotPlainPngError);
    const grey = new PNG({ width: 2, height: 2, colorType: 0, inputColorType: 0 });
    grey.data = Buffer.alloc(4, 7);
    const greyBytes = PNG.sync.write(grey, { colorType: 0, inputColorType: 0 });
    expect(() => decodePlainPng(greyBytes, MAX_PIXELS)).toThrow(NotPlainPngError);
    const broken = Uint8Array.from(png);
    broken.fill(0, 41, 60);
    expect(() => decodePlainPng(broken, MAX_PIXELS)).toThrow();
  });
});
