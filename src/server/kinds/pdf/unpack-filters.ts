/**
 * The PDF stream filters that can unpack a few bytes into very many (Flate, LZW, run-length) and
 * the text encodings that may come before them (hex, ASCII85), decoded only to count what they
 * unpack to against a budget (pdf-scan.ts says why). Each reads its input until its own end mark,
 * as PDF.js's decoders do, so the count is never below what PDF.js would unpack. Pure JavaScript
 * (fflate for Flate): node:zlib must not run in a worker the pool may terminate (plain-png.ts).
 */
import { Inflate } from 'fflate';
import { IMAGE_CODECS } from './image-codecs';

/** What all streams of one PDF may still unpack to; shared by every stream of the document. */
export interface UnpackBudget {
  left: number;
}

export class OverBudgetError extends Error {
  override name = 'OverBudgetError';
}

/**
 * Collects a stage's output (the next stage reads it; the last one's is looked into for streams
 * packed inside it). Throws OverBudgetError as soon as the document's budget is spent, so what is
 * kept never passes the budget.
 */
class Sink {
  private parts: Uint8Array[] = [];
  constructor(
    private readonly budget: UnpackBudget,
    private readonly keep: boolean,
  ) {}

  push(chunk: Uint8Array): void {
    this.budget.left -= chunk.length;
    if (this.budget.left < 0) throw new OverBudgetError('over the unpack budget');
    // A copy: decoders reuse their buffers.
    if (this.keep) this.parts.push(chunk.slice());
  }

  bytes(): Uint8Array {
    const out = new Uint8Array(this.parts.reduce((n, p) => n + p.length, 0));
    let at = 0;
    for (const part of this.parts) {
      out.set(part, at);
      at += part.length;
    }
    return out;
  }
}

/** Input fed to the inflater at a time: one push's output is bounded by about 1,032 times it. */
const INFLATE_STEP = 4096;

/**
 * fflate's state after the last block of a deflate stream: `f` set, no length pending. Read from
 * its private state (fflate 0.8) because its stream API has no end-of-stream signal: input pushed
 * after the end is kept unread and copied on every push, which over a tail of megabytes costs
 * gigabytes of copying.
 */
function ended(inflater: Inflate): boolean {
  const state = (inflater as unknown as { s?: { f?: number; l?: unknown } }).s;
  return Boolean(state?.f) && !state?.l;
}

/** FlateDecode: a zlib header (checked as PDF.js checks it), then raw deflate to its last block. */
function flate(input: Uint8Array, sink: Sink): void {
  const cmf = input[0] ?? 0;
  const flg = input[1] ?? 0;
  if ((cmf & 0x0f) !== 8 || ((cmf << 8) | flg) % 31 !== 0) return;
  const inflater = new Inflate((chunk) => sink.push(chunk));
  for (let at = 2; at < input.length && !ended(inflater); at += INFLATE_STEP) {
    const end = Math.min(input.length, at + INFLATE_STEP);
    inflater.push(input.subarray(at, end), end === input.length);
  }
}

/** LZWDecode with PDF's early change (1 unless DecodeParms say 0), up to the end-of-data code. */
function lzw(input: Uint8Array, sink: Sink, earlyChange: number): void {
  const prefix = new Int32Array(4096);
  const suffix = new Uint8Array(4096);
  const length = new Uint32Array(4096);
  for (let i = 0; i < 256; i += 1) {
    suffix[i] = i;
    length[i] = 1;
  }
  let next = 258;
  let width = 9;
  let previous = -1;
  let bits = 0;
  let bitCount = 0;
  let at = 0;
  const string = new Uint8Array(4096);
  while (true) {
    while (bitCount < width) {
      if (at >= input.length) return;
      bits = ((bits << 8) | input[at++]!) & 0xffffff;
      bitCount += 8;
    }
    const code = (bits >>> (bitCount - width)) & ((1 << width) - 1);
    bitCount -= width;
    if (code === 256) {
      next = 258;
      width = 9;
      previous = -1;
      continue;
    }
    if (code === 257) return;
    let entry: number;
    if (code < next && (code < 256 || code > 257)) entry = code;
    else if (code === next && previous >= 0) entry = -1;
    else return;
    // The string of the code, first byte of the previous string when the code is the next one.
    let size: number;
    if (entry >= 0) {
      size = length[entry]!;
      for (let c = entry, i = size - 1; i >= 0; i -= 1, c = prefix[c]!) string[i] = suffix[c]!;
    } else {
      size = length[previous]! + 1;
      for (let c = previous, i = size - 2; i >= 0; i -= 1, c = prefix[c]!) string[i] = suffix[c]!;
      string[size - 1] = string[0]!;
    }
    sink.push(string.subarray(0, size));
    if (previous >= 0 && next < 4096) {
      prefix[next] = previous;
      suffix[next] = string[0]!;
      length[next] = length[previous]! + 1;
      next += 1;
    }
    previous = code;
    const limit = next + earlyChange;
    width = limit < 512 ? 9 : limit < 1024 ? 10 : limit < 2048 ? 11 : 12;
  }
}

/** RunLengthDecode: a length byte, then that many bytes or one byte repeated, until 128. */
function runLength(input: Uint8Array, sink: Sink): void {
  let at = 0;
  while (at < input.length) {
    const n = input[at++]!;
    if (n === 128) return;
    if (n < 128) {
      sink.push(input.subarray(at, at + n + 1));
      at += n + 1;
    } else {
      if (at >= input.length) return;
      sink.push(new Uint8Array(257 - n).fill(input[at++]!));
    }
  }
}

const isSpace = (c: number) => c === 0 || c === 9 || c === 10 || c === 12 || c === 13 || c === 32;

/** ASCIIHexDecode: pairs of hex digits until '>'. Never longer than its input. */
function asciiHex(input: Uint8Array, sink: Sink): void {
  const out: number[] = [];
  let high = -1;
  for (const c of input) {
    if (c === 0x3e) break;
    if (isSpace(c)) continue;
    const digit = Number.parseInt(String.fromCharCode(c), 16);
    if (Number.isNaN(digit)) continue;
    if (high < 0) high = digit;
    else {
      out.push((high << 4) | digit);
      high = -1;
    }
  }
  if (high >= 0) out.push(high << 4);
  sink.push(Uint8Array.from(out));
}

/** ASCII85Decode: groups of five characters (or 'z') until '~'. At most 4/5 of its input... */
function ascii85(input: Uint8Array, sink: Sink): void {
  const out: number[] = [];
  let group: number[] = [];
  const flush = (count: number) => {
    while (group.length < 5) group.push(84);
    let value = 0;
    for (const d of group) value = value * 85 + d;
    for (let i = 0; i < count - 1; i += 1) out.push((value >>> (24 - 8 * i)) & 0xff);
    group = [];
  };
  for (const c of input) {
    if (c === 0x7e) break;
    if (isSpace(c)) continue;
    // ...or four zero bytes per 'z', so it is counted like any other stage.
    if (c === 0x7a && group.length === 0) out.push(0, 0, 0, 0);
    else if (c >= 0x21 && c <= 0x75) {
      group.push(c - 0x21);
      if (group.length === 5) flush(5);
    }
  }
  if (group.length > 1) flush(group.length);
  sink.push(Uint8Array.from(out));
}

/** Filters named by their full and abbreviated names, as PDF.js accepts them. */
const DECODERS: Record<string, (input: Uint8Array, sink: Sink, earlyChange: number) => void> = {
  FlateDecode: flate,
  Fl: flate,
  LZWDecode: lzw,
  LZW: lzw,
  RunLengthDecode: runLength,
  RL: runLength,
  ASCIIHexDecode: asciiHex,
  AHx: asciiHex,
  ASCII85Decode: ascii85,
  A85: ascii85,
};

/**
 * Image codecs (image-codecs.ts reads their decoded sizes from their headers): PDF.js decodes
 * them to draw an image, never to read text, unless a file names one as the packing of something
 * it reads (pdf-scan.ts refuses that).
 */
const IMAGE_FILTERS = new Set(Object.keys(IMAGE_CODECS));

/** Packings PDF.js reads that cannot be bounded here (no pure-JavaScript decoder to count with). */
export const UNCOUNTED_FILTERS = new Set(['BrotliDecode', 'Br']);

export const isKnownFilter = (name: string) =>
  name in DECODERS || IMAGE_FILTERS.has(name) || UNCOUNTED_FILTERS.has(name);

/**
 * Runs one stream's filter chain over its data, charging every stage's output to the budget, and
 * returns what the last stage unpacked (null when no stage unpacks anything); an image codec ends
 * the chain (what it reads is returned). Damaged data ends the count where the decoder stops
 * (PDF.js stops there too); OverBudgetError is the only error that leaves.
 */
export function countUnpacked(
  data: Uint8Array,
  filters: readonly string[],
  budget: UnpackBudget,
  earlyChange = 1,
): Uint8Array | null {
  let input: Uint8Array | null = null;
  for (const filter of filters) {
    const decode = DECODERS[filter];
    if (!decode) break;
    const sink = new Sink(budget, true);
    try {
      decode(input ?? data, sink, earlyChange);
    } catch (error) {
      if (error instanceof OverBudgetError) throw error;
    }
    input = sink.bytes();
  }
  return input;
}
