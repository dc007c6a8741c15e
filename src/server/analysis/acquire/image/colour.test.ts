import { deflateSync } from 'node:zlib';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { jpegColour, parseIccProfile, pngColour, srgbEncode, webpColour } from './colour';
import { decodeImage } from './decode';
import { encodePlainPng } from './plain-png';

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
function chunk(type: string, data: Uint8Array): Buffer {
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  out.write(type, 4, 'latin1');
  out.set(data, 8);
  return out;
}
const gama = (gamma: number) => {
  const b = Buffer.alloc(4);
  b.writeUInt32BE(Math.round(gamma * 100_000));
  return chunk('gAMA', b);
};
const withChunks = (...chunks: Buffer[]) =>
  Buffer.concat([
    SIGNATURE,
    chunk('IHDR', Buffer.alloc(13)),
    ...chunks,
    chunk('IDAT', Buffer.alloc(0)),
  ]);

describe('colour as a browser shows it', () => {
  it('reads gAMA as a pure power curve, and lets an sRGB chunk win over it', () => {
    const transform = pngColour(withChunks(gama(0.5)));
    expect(transform?.source).toMatch(/^gAMA 0\.5/);
    // Stored 0.5 under file gamma 0.5 is linear 0.25.
    expect(transform!.curves[0](0.5)).toBeCloseTo(0.25, 6);
    expect(pngColour(withChunks(chunk('sRGB', Buffer.from([0])), gama(0.5)))).toBeNull();
    expect(pngColour(withChunks())).toBeNull();
  });

  it('leaves profiles it cannot apply (lookup tables, CMYK, damaged) to the stored samples', () => {
    const header = Buffer.alloc(132);
    header.writeUInt32BE(132, 0);
    header.write('mntrCMYKXYZ ', 12, 'latin1');
    header.write('acsp', 36, 'latin1');
    expect(parseIccProfile(header)).toBeNull();
    expect(parseIccProfile(Buffer.from('not a profile at all, not even close to one'))).toBeNull();
    // A damaged iCCP falls back to the gAMA beside it, as browsers do.
    const iccp = chunk('iCCP', Buffer.concat([Buffer.from('x\0\0'), deflateSync('garbage')]));
    expect(pngColour(withChunks(iccp, gama(0.5)))?.source).toMatch(/^gAMA/);
    expect(jpegColour(Buffer.from([0xff, 0xd8, 0xff, 0xd9]))).toBeNull();
    expect(webpColour(Buffer.from('RIFF\0\0\0\0WEBPVP8 \0\0\0\0', 'latin1'))).toBeNull();
  });

  it('encodes the screened bitmap as a plain PNG that decodes to the same pixels', () => {
    for (const alpha of [255, 128]) {
      const png = new PNG({ width: 37, height: 11 });
      for (let i = 0; i < png.data.length; i += 4) {
        png.data[i] = (i * 7) & 255;
        png.data[i + 1] = (i * 13) & 255;
        png.data[i + 2] = (i >> 2) & 255;
        png.data[i + 3] = alpha;
      }
      const image = decodeImage(new Uint8Array(PNG.sync.write(png)), 'image/png');
      const out = Buffer.from(encodePlainPng(image));
      const types: string[] = [];
      for (let at = 8; at < out.length; at += 12 + out.readUInt32BE(at))
        types.push(out.toString('latin1', at + 4, at + 8));
      expect(types).toEqual(['IHDR', 'IDAT', 'IEND']);
      expect(out[24]).toBe(8);
      expect(out[25]).toBe(alpha === 255 ? 2 : 6);
      expect(PNG.sync.read(out).data.equals(png.data)).toBe(true);
    }
  });

  it('encodes linear light as sRGB', () => {
    expect(srgbEncode(0)).toBe(0);
    expect(srgbEncode(1)).toBeCloseTo(1, 6);
    expect(Math.round(srgbEncode(0.2159) * 255)).toBe(128);
  });
});
