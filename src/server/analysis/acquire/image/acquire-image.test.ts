import { describe, expect, it } from 'vitest';
import { ImageRejectedError, inspectImage } from './acquire-image';
import { isEditingSoftware, metadataNotes } from './exif';
import { sniffImageType } from './sniff';

const bytes = (...parts: Array<string | number[]>) =>
  Buffer.concat(
    parts.map((p) => (typeof p === 'string' ? Buffer.from(p, 'latin1') : Buffer.from(p))),
  );

/** A GIF header (logical screen size) followed by nothing: enough for the header checks. */
const gifOf = (w: number, h: number) => {
  const b = Buffer.alloc(13);
  b.write('GIF89a', 0, 'latin1');
  b.writeUInt16LE(w, 6);
  b.writeUInt16LE(h, 8);
  return b;
};

const rejection = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    return error instanceof ImageRejectedError ? error.problem : 'other';
  }
  return null;
};

describe('sniffImageType', () => {
  it('knows the four allowed formats by their magic numbers', () => {
    expect(sniffImageType(bytes([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
    expect(sniffImageType(bytes([0x89], 'PNG\r\n\x1a\n'))).toBe('image/png');
    expect(sniffImageType(bytes('GIF87a'))).toBe('image/gif');
    expect(sniffImageType(bytes('RIFF', [1, 2, 3, 4], 'WEBPVP8 '))).toBe('image/webp');
  });

  it('refuses everything else, whatever it claims to be', () => {
    for (const b of [
      bytes('%PDF-1.7'),
      bytes('<svg xmlns="http://www.w3.org/2000/svg">'),
      bytes('BM6'),
      bytes('RIFF', [0, 0, 0, 0], 'WAVE'),
      bytes([0xff, 0xd8]),
      bytes(''),
    ]) {
      expect(sniffImageType(b)).toBeNull();
    }
  });
});

describe('inspectImage', () => {
  it('reads dimensions from the header', () => {
    expect(inspectImage(gifOf(900, 420))).toEqual({ mime: 'image/gif', width: 900, height: 420 });
  });

  it('refuses pixel bombs by area and by side, and headers without dimensions', () => {
    expect(rejection(() => inspectImage(gifOf(6000, 6000)))).toBe('too_many_pixels');
    expect(rejection(() => inspectImage(gifOf(65000, 1)))).toBe('too_many_pixels');
    expect(rejection(() => inspectImage(bytes([0xff, 0xd8, 0xff, 0xe0, 0, 0])))).toBe('unreadable');
    expect(rejection(() => inspectImage(bytes('hello')))).toBe('not_an_image');
  });
});

describe('metadata notes', () => {
  it('names editing software and GPS, and says when there is no metadata', () => {
    expect(isEditingSoftware('Adobe Photoshop Lightroom Classic 13.0')).toBe(true);
    expect(isEditingSoftware('iOS 17.4')).toBe(false);
    const notes = metadataNotes({
      software: 'GIMP 2.10.34',
      capturedAt: '2024-03-02T10:00:00.000Z',
      hasGps: true,
      cameraModel: null,
    }).join(' ');
    expect(notes).toMatch(/editing software \(GIMP 2\.10\.34\)/);
    expect(notes).toMatch(/2024-03-02/);
    expect(notes).toMatch(/GPS position/);
    expect(metadataNotes(null).join(' ')).toMatch(/no EXIF metadata/);
  });
});
