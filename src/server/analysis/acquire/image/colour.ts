/**
 * Colour as a browser shows it. A PNG's gAMA chunk and the ICC profile of a PNG (iCCP), a JPEG
 * (APP2 ICC_PROFILE) or a WebP (ICCP) change what a browser displays, but the pure-JS decoders
 * hand back the stored samples as they are: a PNG whose samples are stored as (v/255)^3 with a
 * matching gAMA looks normal in Chromium and very dark to a decoder that ignores it. So the bitmap
 * that is screened is first converted to sRGB the way a browser does (Skia: an sRGB chunk wins,
 * then an ICC profile, then gAMA as a pure power curve over sRGB primaries), and the copy that is
 * stored and shown is re-encoded from that bitmap without any colour chunk.
 *
 * Profiles understood: RGB matrix/TRC profiles (rXYZ, gXYZ, bXYZ with curv or para curves: sRGB,
 * Display P3, Adobe RGB and the like, which is what screenshots and phone photos carry) and gray
 * profiles (kTRC). Others (lookup-table profiles, CMYK) are not applied: their pixels are screened
 * as stored, and the stored copy shows those same pixels, so what is shown is still what was
 * screened. Every reader here is one bounded forward pass.
 */
import { inflateSync } from 'node:zlib';

/** An ICC profile larger than this is not read (real ones are a few KB; Display P3 is 536 bytes). */
export const MAX_ICC_PROFILE_BYTES = 1024 * 1024;
/** Entries of one curv table read at most (the format allows 2^32). */
export const MAX_CURVE_ENTRIES = 65_536;

/** Stored samples to linear light, per channel, for inputs in [0, 1]. */
export type Curve = (x: number) => number;

/** How an image's samples become sRGB: as stored, or through curves and a matrix. */
export interface ColourTransform {
  curves: [Curve, Curve, Curve];
  /** Linear RGB of the image to linear sRGB; null when the primaries are sRGB's (or gray). */
  matrix: number[] | null;
  /** What was applied, for notes and tests: "gAMA 1.36", "ICC profile". */
  source: string;
}

const u16be = (b: Uint8Array, at: number) => (b[at]! << 8) | b[at + 1]!;
const u32be = (b: Uint8Array, at: number) =>
  b[at]! * 0x1000000 + ((b[at + 1]! << 16) | (b[at + 2]! << 8) | b[at + 3]!);
const s15f16 = (b: Uint8Array, at: number) => (u32be(b, at) | 0) / 65536;
const fourcc = (b: Uint8Array, at: number) =>
  String.fromCharCode(b[at]!, b[at + 1]!, b[at + 2]!, b[at + 3]!);

/** Linear sRGB to sRGB-encoded, [0, 1]. */
export function srgbEncode(linear: number): number {
  const x = linear <= 0 ? 0 : Math.min(linear, 1);
  return x <= 0.0031308 ? 12.92 * x : 1.055 * x ** (1 / 2.4) - 0.055;
}

/** XYZ (D50, as ICC profiles state it) to linear sRGB: the inverse of sRGB's Bradford-adapted matrix. */
const XYZ_D50_TO_SRGB = [
  3.1338561, -1.6168667, -0.4906146, -0.9787684, 1.9161415, 0.033454, 0.0719453, -0.2289914,
  1.4052427,
];

function multiply(a: number[], b: number[]): number[] {
  const out: number[] = [];
  for (let r = 0; r < 3; r++)
    for (let c = 0; c < 3; c++)
      out.push(a[r * 3]! * b[c]! + a[r * 3 + 1]! * b[3 + c]! + a[r * 3 + 2]! * b[6 + c]!);
  return out;
}

function nearIdentity(m: number[]): boolean {
  return m.every((v, i) => Math.abs(v - (i % 4 === 0 ? 1 : 0)) < 0.002);
}

const clamp01 = (x: number) => (x <= 0 || Number.isNaN(x) ? 0 : Math.min(x, 1));

/** An ICC curv or para curve at `at`, or null when it is neither or does not fit. */
function readCurve(p: Uint8Array, at: number, size: number): Curve | null {
  if (size < 12 || at + size > p.length) return null;
  const type = fourcc(p, at);
  if (type === 'curv') {
    const count = u32be(p, at + 8);
    if (count === 0) return (x) => clamp01(x);
    if (count === 1) {
      const gamma = u16be(p, at + 12) / 256;
      return (x) => clamp01(x) ** gamma;
    }
    if (count > MAX_CURVE_ENTRIES || 12 + 2 * count > size) return null;
    const table = new Float64Array(count);
    for (let i = 0; i < count; i++) table[i] = u16be(p, at + 12 + 2 * i) / 65535;
    return (x) => {
      const pos = clamp01(x) * (count - 1);
      const i = Math.floor(pos);
      if (i >= count - 1) return table[count - 1]!;
      return table[i]! + (table[i + 1]! - table[i]!) * (pos - i);
    };
  }
  if (type === 'para') {
    const fn = u16be(p, at + 8);
    const params = [0, 1, 3, 4, 5][fn];
    if (params === undefined || 12 + 4 * params > size) return null;
    const [g = 1, a = 1, b = 0, c = 0, d = 0, e = 0, f = 0] = Array.from(
      { length: params },
      (_, i) => s15f16(p, at + 12 + 4 * i),
    );
    const pow = (v: number) => (v <= 0 ? 0 : v ** g);
    switch (fn) {
      case 0:
        return (x) => clamp01(pow(clamp01(x)));
      case 1:
        return (x) => clamp01(x >= -b / a ? pow(a * x + b) : 0);
      case 2:
        return (x) => clamp01(x >= -b / a ? pow(a * x + b) + c : c);
      case 3:
        return (x) => clamp01(x >= d ? pow(a * x + b) : c * x);
      default:
        return (x) => clamp01(x >= d ? pow(a * x + b) + e : c * x + f);
    }
  }
  return null;
}

/**
 * The transform an ICC profile asks for, or null when it is not a matrix/TRC RGB or a gray profile
 * (or is damaged): those images are screened and shown as stored.
 */
export function parseIccProfile(p: Uint8Array): ColourTransform | null {
  if (p.length < 132 || p.length > MAX_ICC_PROFILE_BYTES || fourcc(p, 36) !== 'acsp') return null;
  const space = fourcc(p, 16);
  const count = u32be(p, 128);
  if (count > 1000 || 132 + count * 12 > p.length) return null;
  const tags = new Map<string, { at: number; size: number }>();
  for (let i = 0; i < count; i++) {
    const entry = 132 + i * 12;
    tags.set(fourcc(p, entry), { at: u32be(p, entry + 4), size: u32be(p, entry + 8) });
  }
  const curve = (name: string) => {
    const tag = tags.get(name);
    return tag ? readCurve(p, tag.at, tag.size) : null;
  };
  if (space === 'GRAY') {
    const k = curve('kTRC');
    return k ? { curves: [k, k, k], matrix: null, source: 'ICC profile' } : null;
  }
  if (space !== 'RGB ') return null;
  const r = curve('rTRC');
  const g = curve('gTRC');
  const b = curve('bTRC');
  const columns = ['rXYZ', 'gXYZ', 'bXYZ'].map((name) => {
    const tag = tags.get(name);
    if (!tag || tag.size < 20 || tag.at + 20 > p.length || fourcc(p, tag.at) !== 'XYZ ')
      return null;
    return [s15f16(p, tag.at + 8), s15f16(p, tag.at + 12), s15f16(p, tag.at + 16)];
  });
  if (!r || !g || !b || columns.some((c) => c === null)) return null;
  const [cr, cg, cb] = columns as number[][];
  const toXyz = [cr![0]!, cg![0]!, cb![0]!, cr![1]!, cg![1]!, cb![1]!, cr![2]!, cg![2]!, cb![2]!];
  const matrix = multiply(XYZ_D50_TO_SRGB, toXyz);
  return { curves: [r, g, b], matrix: nearIdentity(matrix) ? null : matrix, source: 'ICC profile' };
}

/** A gAMA chunk's file gamma as Skia applies it: a pure power curve, sRGB primaries. */
function gammaTransform(fileGamma: number): ColourTransform | null {
  if (!(fileGamma > 0) || !Number.isFinite(fileGamma)) return null;
  const exponent = 1 / fileGamma;
  const curve: Curve = (x) => clamp01(x) ** exponent;
  return { curves: [curve, curve, curve], matrix: null, source: `gAMA ${fileGamma.toFixed(5)}` };
}

/** The colour chunks of a PNG, read before its image data. */
export function pngColour(b: Uint8Array): ColourTransform | null {
  let gamma: number | null = null;
  let icc: Uint8Array | null = null;
  for (let at = 8; at + 12 <= b.length; ) {
    const length = u32be(b, at);
    const type = fourcc(b, at + 4);
    const data = at + 8;
    if (type === 'IDAT' || type === 'IEND' || data + length > b.length) break;
    // An sRGB chunk says the samples already are sRGB, whatever else the file says.
    if (type === 'sRGB') return null;
    if (type === 'gAMA' && length === 4) gamma = u32be(b, data) / 100_000;
    if (type === 'iCCP' && icc === null) {
      // Profile name (1-79 bytes), a NUL, the compression method (0), then zlib data.
      const chunk = b.subarray(data, data + length);
      const nul = chunk.indexOf(0);
      if (nul > 0 && nul < 80 && chunk[nul + 1] === 0) {
        try {
          icc = inflateSync(chunk.subarray(nul + 2), { maxOutputLength: MAX_ICC_PROFILE_BYTES });
        } catch {
          icc = new Uint8Array(0);
        }
      }
    }
    at = data + length + 4;
  }
  if (icc && icc.length > 0) {
    const fromProfile = parseIccProfile(icc);
    if (fromProfile) return fromProfile;
    // A profile browsers would not accept either: they fall back to gAMA, or to sRGB.
  }
  return gamma === null ? null : gammaTransform(gamma);
}

/** A JPEG's ICC profile, from its APP2 "ICC_PROFILE" segments in sequence order. */
export function jpegColour(b: Uint8Array): ColourTransform | null {
  const parts: Array<{ seq: number; data: Uint8Array }> = [];
  let total = 0;
  for (let at = 2; at + 4 <= b.length; ) {
    if (b[at] !== 0xff) break;
    const marker = b[at + 1]!;
    if (marker === 0xff) {
      at += 1;
      continue;
    }
    // Start of scan or end of image: the profile is always before them.
    if (marker === 0xda || marker === 0xd9) break;
    const length = u16be(b, at + 2);
    const data = at + 4;
    if (length < 2 || at + 2 + length > b.length) break;
    if (
      marker === 0xe2 &&
      length >= 16 &&
      String.fromCharCode(...b.subarray(data, data + 11)) === 'ICC_PROFILE' &&
      b[data + 11] === 0
    ) {
      const part = b.subarray(data + 14, at + 2 + length);
      total += part.length;
      if (total > MAX_ICC_PROFILE_BYTES) return null;
      parts.push({ seq: b[data + 12]!, data: part });
    }
    at += 2 + length;
  }
  if (parts.length === 0) return null;
  parts.sort((x, y) => x.seq - y.seq);
  return parseIccProfile(Buffer.concat(parts.map((p) => p.data)));
}

/** A WebP's ICC profile, from its ICCP chunk. */
export function webpColour(b: Uint8Array): ColourTransform | null {
  for (let at = 12; at + 8 <= b.length; ) {
    const type = fourcc(b, at);
    const size = b[at + 4]! | (b[at + 5]! << 8) | (b[at + 6]! << 16) | (b[at + 7]! * 0x1000000);
    if (type === 'ICCP') {
      if (size > MAX_ICC_PROFILE_BYTES || at + 8 + size > b.length) return null;
      return parseIccProfile(b.subarray(at + 8, at + 8 + size));
    }
    // The profile comes before the image data.
    if (type === 'VP8 ' || type === 'VP8L' || type === 'ANMF') return null;
    at += 8 + size + (size & 1);
  }
  return null;
}

/**
 * Converts RGBA samples (0..maxSample, 8 or 16 bits) to 8-bit sRGB RGBA in `out`, through the
 * transform (or just rescaled when there is none). Lookup tables keep it linear and cheap: one
 * table per channel from stored sample to linear light, one from linear light to 8-bit sRGB.
 */
export function toSrgb8(
  samples: ArrayLike<number>,
  maxSample: number,
  transform: ColourTransform | null,
  out: Uint8Array,
): void {
  const pixels = out.length / 4;
  if (!transform) {
    for (let i = 0; i < out.length; i++) out[i] = Math.round((samples[i]! * 255) / maxSample);
    return;
  }
  const levels = maxSample + 1;
  const linear = transform.curves.map((curve) => {
    const table = new Float32Array(levels);
    for (let v = 0; v < levels; v++) table[v] = curve(v / maxSample);
    return table;
  }) as [Float32Array, Float32Array, Float32Array];
  const ENCODE_STEPS = 65_535;
  const encode = new Uint8Array(ENCODE_STEPS + 1);
  for (let i = 0; i <= ENCODE_STEPS; i++)
    encode[i] = Math.round(srgbEncode(i / ENCODE_STEPS) * 255);
  const [lr, lg, lb] = linear;
  const m = transform.matrix;
  const q = (x: number) => encode[Math.round(clamp01(x) * ENCODE_STEPS)]!;
  for (let p = 0; p < pixels; p++) {
    const at = p * 4;
    const r = lr[samples[at]!]!;
    const g = lg[samples[at + 1]!]!;
    const b = lb[samples[at + 2]!]!;
    if (m) {
      out[at] = q(m[0]! * r + m[1]! * g + m[2]! * b);
      out[at + 1] = q(m[3]! * r + m[4]! * g + m[5]! * b);
      out[at + 2] = q(m[6]! * r + m[7]! * g + m[8]! * b);
    } else {
      out[at] = q(r);
      out[at + 1] = q(g);
      out[at + 2] = q(b);
    }
    out[at + 3] = Math.round((samples[at + 3]! * 255) / maxSample);
  }
}
