/**
 * Hostile inputs, generated in the test (never committed as files): pages that stalled or fooled
 * the page reader, and images whose frames or metadata stalled or bloated the image checks.
 */
import { crc32 } from 'node:zlib';

export const SCAM_LINES =
  'URGENT!!! Your bank account will be SUSPENDED within 24 hours. Click http://secure-verify-login.example.top/account now ' +
  'and pay the $49 unlock fee in gift cards. Act now, this is your final warning!';

export const page = (body: string, title = 'Notice') =>
  `<!doctype html><html><head><title>${title}</title></head><body>${body}</body></html>`;

export const HOSTILE_PAGES = {
  /** Visible scam text between two scripts whose strings hold "<!--" and "-->". */
  commentTrick: () =>
    page(`<p><script>var a="<!--"</script>${SCAM_LINES}<script>var b="-->"</script></p>`),
  /** Visible scam text after an attribute value that holds "<style>". */
  attributeTrick: () => page(`<p><span title="<style>">${SCAM_LINES}</span></p>`),
  /** An ordinary article with "<script>" inside an attribute. */
  scriptInAttribute: (text: string) =>
    page(`<article><p data-note="<script>">${text}</p><p>${text}</p></article>`),
  /** 160 KB of unclosed <a tags (quadratic for a tag-matching regex). */
  unclosedAnchors: () => page(`<p>Start.</p>${'<a'.repeat(80_000)}`),
  /** One element with 100,000 attributes (1.1 MB). */
  manyAttributes: (text: string) =>
    page(`<p ${Array.from({ length: 100_000 }, (_, i) => `a${i}=x`).join(' ')}>${text}</p>`),
  /** 499 nested <div>s (5.7 KB). */
  deepNesting: (text: string) => page(`${'<div>'.repeat(499)}${text}${'</div>'.repeat(499)}`),
  /** A flat page of 30,000 small elements, inside every element limit. */
  flatElements: (text: string) =>
    page(`<article><p>${text}</p></article>${'<span>x</span>'.repeat(29_900)}`),
} as const;

export function pngChunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  body.copy(out, 4);
  out.writeUInt32BE(crc32(body), 8 + data.length);
  return out;
}

/** `png` with extra chunks inserted right after IHDR (where metadata and animation control go). */
export function withPngChunks(png: Buffer, ...chunks: Buffer[]): Buffer {
  const afterIhdr = 8 + 12 + png.readUInt32BE(8);
  return Buffer.concat([png.subarray(0, afterIhdr), ...chunks, png.subarray(afterIhdr)]);
}

/** An iTXt chunk carrying an XMP packet. */
export function xmpChunk(packetBody: string): Buffer {
  const packet = `<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">${packetBody}</rdf:RDF></x:xmpmeta>`;
  return pngChunk(
    'iTXt',
    Buffer.concat([
      Buffer.from('XML:com.adobe.xmp\0\0\0\0\0', 'latin1'),
      Buffer.from(packet, 'utf8'),
    ]),
  );
}

/** An XMP packet repeating one element until it is about `bytes` long (exifr parses it quadratically). */
export function xmpBomb(bytes: number): Buffer {
  const element =
    '<rdf:Description rdf:about="" xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:subject>x</dc:subject></rdf:Description>';
  return xmpChunk(element.repeat(Math.ceil(bytes / element.length)));
}

/** An APNG frame-control chunk declaring a frame of width x height. */
export function apngFrame(width: number, height: number): Buffer[] {
  const actl = Buffer.alloc(8);
  actl.writeUInt32BE(1, 0);
  const fctl = Buffer.alloc(26);
  fctl.writeUInt32BE(0, 0);
  fctl.writeUInt32BE(width, 4);
  fctl.writeUInt32BE(height, 8);
  return [pngChunk('acTL', actl), pngChunk('fcTL', fctl)];
}

/** A GIF whose screen is `screen` pixels square, holding `frames` (each width x height). */
export function gifWithFrames(screen: number, frames: Array<[number, number]>): Buffer {
  const header = Buffer.alloc(13);
  header.write('GIF89a', 0, 'latin1');
  header.writeUInt16LE(screen, 6);
  header.writeUInt16LE(screen, 8);
  const parts: Buffer[] = [header];
  for (const [w, h] of frames) {
    const descriptor = Buffer.alloc(10);
    descriptor[0] = 0x2c;
    descriptor.writeUInt16LE(w, 5);
    descriptor.writeUInt16LE(h, 7);
    // LZW minimum code size 2, one data sub-block, then the zero-length terminator.
    parts.push(descriptor, Buffer.from([2, 2, 0x4c, 0x01, 0]));
  }
  parts.push(Buffer.from([0x3b]));
  return Buffer.concat(parts);
}

/** An animated WebP: a 10 x 10 canvas (VP8X) with one ANMF frame of width x height. */
export function animatedWebp(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const size = Buffer.alloc(4);
    size.writeUInt32LE(data.length, 0);
    return Buffer.concat([
      Buffer.from(type, 'latin1'),
      size,
      data,
      data.length % 2 ? Buffer.alloc(1) : Buffer.alloc(0),
    ]);
  };
  const u24 = (v: number) => Buffer.from([v & 0xff, (v >> 8) & 0xff, (v >> 16) & 0xff]);
  const vp8x = Buffer.concat([Buffer.from([0x02, 0, 0, 0]), u24(9), u24(9)]);
  const anmf = Buffer.concat([
    u24(0),
    u24(0),
    u24(width - 1),
    u24(height - 1),
    u24(100),
    Buffer.from([0]),
  ]);
  const body = Buffer.concat([
    Buffer.from('WEBP', 'latin1'),
    chunk('VP8X', vp8x),
    chunk('ANIM', Buffer.alloc(6)),
    chunk('ANMF', anmf),
  ]);
  const size = Buffer.alloc(4);
  size.writeUInt32LE(body.length, 0);
  return Buffer.concat([Buffer.from('RIFF', 'latin1'), size, body]);
}
