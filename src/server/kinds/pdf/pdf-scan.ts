/**
 * What a PDF's raw bytes say before PDF.js reads them: whether it is a PDF at all, whether it is
 * encrypted, and whether its packed streams would unpack to more than a budget. The last is the
 * one limit the pool cannot enforce: PDF.js keeps unpacked streams in byte arrays, which live
 * outside the JavaScript heap and so outside the worker's heap cap, and a 1 MB Flate "zip bomb"
 * unpacks to 1 GB (measured: a worker reading one grew the process by over 2 GB). So every stream
 * found in the bytes is unpacked here first, counting and discarding, and the document is refused
 * once the count passes the budget. Streams are found the way PDF.js finds them when its
 * cross-reference table is broken (the `stream` keyword after a dictionary), each read up to its
 * own end mark or, with a /Length that cannot be checked, to the end of the file, and streams
 * packed inside streams are counted too: never less than PDF.js reads.
 */
import { formDrawCost } from './form-draws';
import { ccittBytes, IMAGE_CODECS, jbig2Bytes, jpegBytes, jpxBytes } from './image-codecs';
import {
  dictOf,
  nameOf,
  numberOf,
  type PdfObjects,
  type PdfValue,
  readObjectStream,
  readPdfObjects,
} from './pdf-objects';
import {
  countUnpacked,
  isKnownFilter,
  OverBudgetError,
  UNCOUNTED_FILTERS,
  type UnpackBudget,
} from './unpack-filters';

/** PDF readers accept the header anywhere in the first kilobyte (after a mail or HTTP preamble). */
const HEADER_WINDOW = 1024;
/** A stream's dictionary is looked for this far before its `stream` keyword. */
const DICTIONARY_WINDOW = 64 * 1024;

export function looksLikePdf(bytes: Uint8Array): boolean {
  return latin1(bytes.subarray(0, HEADER_WINDOW)).includes('%PDF-');
}

export interface PdfScan {
  /** The file has an /Encrypt entry: its streams cannot be checked, and it may need a password. */
  encrypted: boolean;
  /**
   * Its streams unpack (or its images decode) to more than the budget, use a packing that cannot
   * be counted, or name an image codec where PDF.js would decode it to read text.
   */
  overBudget: boolean;
  /** Its forms are drawn too many times over (form-draws.ts). */
  tooComplex: boolean;
}

function latin1(bytes: Uint8Array): string {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');
}

/** A PDF name with its #xx escapes undone (`/Fl#61teDecode` is /FlateDecode). */
const decodeName = (raw: string) =>
  raw.replace(/#([0-9a-fA-F]{2})/g, (_, hex: string) =>
    String.fromCharCode(Number.parseInt(hex, 16)),
  );

// biome-ignore lint/suspicious/noControlCharactersInRegex: NUL is PDF white space and ends a name.
const NAME = /\/([^\x00\t\n\f\r /<>[\]()%{}]+)/g;

function hasEncrypt(text: string): boolean {
  for (const match of text.matchAll(NAME)) {
    const raw = match[1]!;
    if (raw.length >= 7 && raw.length <= 21 && decodeName(raw) === 'Encrypt') return true;
  }
  return false;
}

const isPdfSpace = (c: number) =>
  c === 0 || c === 9 || c === 10 || c === 12 || c === 13 || c === 32;

/** The `<<` that opens the dictionary ending at `end` (just past its `>>`), or -1. */
function dictionaryStart(text: string, end: number): number {
  let depth = 0;
  const floor = Math.max(0, end - DICTIONARY_WINDOW);
  for (let i = end - 1; i > floor; i -= 1) {
    const c = text.charCodeAt(i);
    if (c !== 0x3e && c !== 0x3c) continue;
    if (text.charCodeAt(i - 1) !== c) continue;
    depth += c === 0x3e ? 1 : -1;
    if (depth === 0) return i - 1;
    i -= 1;
  }
  return -1;
}

/** Names in a filter value: `/A`, `[/A /B]`, or `n g R` looked up as `n g obj` in the file. */
function filterNames(text: string, value: string): string[] | null {
  const indirect = /^(\d+)\s+(\d+)\s+R/.exec(value);
  if (indirect) {
    const object = new RegExp(`(?<!\\d)${indirect[1]}\\s+${indirect[2]}\\s+obj\\s*`).exec(text);
    if (!object || /^\d/.test(text.slice(object.index + object[0].length))) return null;
    const at = object.index + object[0].length;
    return filterNames(text, text.slice(at, at + 4096));
  }
  const close = value.indexOf(']');
  const body = value.startsWith('[')
    ? value.slice(1, close < 0 ? undefined : close)
    : (/^\/[^\s/<>[\]()%{}]+/.exec(value)?.[0] ?? '');
  return [...body.matchAll(NAME)].map((match) => decodeName(match[1]!));
}

interface StreamPlan {
  /** Each filter chain the dictionary may mean; null when one could not be read. */
  chains: string[][] | null;
  /** /Length when given as a plain number. */
  length: number | null;
  earlyChange: number;
}

const UNKNOWN: StreamPlan = { chains: null, length: null, earlyChange: 1 };
const FILTER_ENTRY = /\/(?:Filter|F)(?![\w#])\s*(\[[^\]]*\]?|\/[^\s/<>[\]]+|\d+\s+\d+\s+R)/g;

/**
 * What a stream's dictionary says: every /Filter (or /F, PDF.js's short form) value it holds, at
 * any depth (one more chain only means more counting), its /Length and LZW's /EarlyChange.
 */
function readDictionary(text: string, dictionary: string): StreamPlan {
  const plain = dictionary.replace(/\/[^\s/<>[\]()%{}]+/g, (name) => decodeName(name));
  const chains: string[][] = [];
  for (const match of plain.matchAll(FILTER_ENTRY)) {
    const names = filterNames(text, match[1]!);
    if (names === null || names.some((n) => !isKnownFilter(n))) return UNKNOWN;
    chains.push(names);
  }
  const length = /\/Length\s+(\d+)\b(?!\s+\d+\s+R)/.exec(plain);
  return {
    chains,
    length: length ? Number(length[1]) : null,
    earlyChange: /\/EarlyChange\s+0\b/.test(plain) ? 0 : 1,
  };
}

/** Where a stream's data starts: the line after its keyword (PDF.js's skipToNextLine). */
function dataStart(text: string, keyword: number): number {
  const eol = text.slice(keyword, keyword + 256).search(/\r\n|\n|\r/);
  if (eol < 0) return keyword + 'stream'.length;
  return keyword + eol + (text.startsWith('\r\n', keyword + eol) ? 2 : 1);
}

/**
 * Where PDF.js may stop reading it: /Length if `endstream` follows there, else the first
 * `endstream`; without a plain /Length (an indirect one is not checked here), the end of the file.
 */
function dataEnd(text: string, start: number, length: number | null): number {
  if (length === null) return text.length;
  const mark = text.indexOf('endstream', start);
  return Math.min(text.length, Math.max(mark < 0 ? text.length : mark, start + length));
}

const STREAM_KEYWORD = /(?<![A-Za-z0-9])stream(?=[\s<[(/%]|$)/g;
const HAS_STREAM_KEYWORD = new RegExp(STREAM_KEYWORD.source);
/**
 * Streams found inside unpacked streams are looked into this many levels deep. PDF.js reads the
 * objects of an object stream with streams allowed, so a packed stream can hide another; a real
 * PDF never has one there, so deeper nesting is refused rather than followed.
 */
const MAX_STREAM_NESTING = 3;

/** What the whole scan of one document shares. */
interface Scan {
  fileText: string;
  budget: UnpackBudget;
  /** What the document's images may decode to, together (their codecs' headers). */
  images: UnpackBudget;
  found: PdfObjects;
  /** Forms' and pages' contents, unpacked, by object number (form-draws.ts reads them). */
  contents: Map<number, string>;
  wanted: ReadonlySet<number>;
}

/** The object whose stream's dictionary opens at `open` in the file, if it is one. */
function objectAt(scan: Scan, open: number): number | null {
  const before = scan.fileText.slice(Math.max(0, open - 40), open);
  const match = /(?<!\d)(\d{1,10})\s+\d{1,5}\s+obj\s*$/.exec(before);
  return match ? Number(match[1]) : null;
}

/**
 * An image XObject, and only that: its dictionary says so, and everything that names it draws it
 * as an image (a page's or form's XObject resources, another image's mask, a page's thumbnail),
 * never as a page's content, a form or a font, which PDF.js would decode to read text.
 */
function isImageOnly(scan: Scan, num: number): boolean {
  const dict = dictOf(scan.found.objects.get(num)?.value);
  if (nameOf(dict?.get('Subtype')) !== 'Image') return false;
  const xobjectDicts = new Set(
    scan.found.refs.filter((r) => r.path.at(-1) === 'XObject').map((r) => r.to),
  );
  return scan.found.refs
    .filter((r) => r.to === num)
    .every(
      (r) =>
        (r.path.length >= 2 && r.path.at(-2) === 'XObject') ||
        IMAGE_USES.has(r.path.at(-1) ?? '') ||
        (r.path.length === 1 && xobjectDicts.has(r.from)),
    );
}
const IMAGE_USES = new Set(['SMask', 'Mask', 'Thumb']);

/** What an image codec's header says it decodes to (image-codecs.ts), for image `num`. */
function decodedSize(scan: Scan, num: number, codec: string, input: Uint8Array): number {
  switch (IMAGE_CODECS[codec]) {
    case 'jbig2':
      return jbig2Bytes(input);
    case 'jpeg':
      return jpegBytes(input);
    case 'jpx':
      return jpxBytes(input);
    default: {
      const dict = dictOf(scan.found.objects.get(num)?.value);
      const resolve = (v: PdfValue | undefined) =>
        v?.kind === 'ref' ? scan.found.objects.get(v.num)?.value : v;
      let params = resolve(dict?.get('DecodeParms') ?? dict?.get('DP'));
      if (params?.kind === 'array') params = resolve(params.items.at(-1));
      const parms = dictOf(params);
      const columns = numberOf(parms?.get('Columns')) ?? 1728;
      const rows = numberOf(parms?.get('Rows')) || numberOf(dict?.get('Height'));
      return ccittBytes(columns, rows, input.length);
    }
  }
}

/**
 * An image codec in a chain: only last, only on an image XObject, and its decoded size counted
 * against the document's image budget. Anywhere else PDF.js would decode it to read text, at
 * the size its header claims.
 */
function countImage(scan: Scan, open: number, chain: readonly string[], data: Uint8Array): void {
  const at = chain.findIndex((name) => name in IMAGE_CODECS);
  const num = open >= 0 && scan.fileText.length > 0 ? objectAt(scan, open) : null;
  if (at !== chain.length - 1) throw new OverBudgetError('an image codec before another filter');
  if (num === null || !isImageOnly(scan, num))
    throw new OverBudgetError('an image codec outside an image');
  const input = at === 0 ? data : (countUnpacked(data, chain.slice(0, at), scan.budget) ?? data);
  scan.images.left -= decodedSize(scan, num, chain[at]!, input);
  if (scan.images.left < 0) throw new OverBudgetError('images decode past the budget');
}

/**
 * Counts every stream in `text` (the latin1 view of `bytes`): the file itself (depth 0), or what
 * a stream unpacked to. Indirect filter names are looked up in the file's text.
 */
function countStreams(scan: Scan, bytes: Uint8Array, text: string, depth: number): void {
  for (const match of text.matchAll(STREAM_KEYWORD)) {
    const keyword = match.index;
    let dictEnd = keyword;
    while (dictEnd > 0 && isPdfSpace(text.charCodeAt(dictEnd - 1))) dictEnd -= 1;
    const open = text.startsWith('>>', dictEnd - 2) ? dictionaryStart(text, dictEnd) : -1;
    const plan = open >= 0 ? readDictionary(scan.fileText, text.slice(open, dictEnd)) : UNKNOWN;
    const start = dataStart(text, keyword);
    const data = bytes.subarray(start, dataEnd(text, start, plan.length));
    // Packing not known: counted both ways that could unpack to much. Not packed: read as it is.
    const chains = plan.chains ?? [['FlateDecode'], ['LZWDecode']];
    if (chains.length === 0) chains.push([]);
    const num = depth === 0 && open >= 0 ? objectAt(scan, open) : null;
    for (const chain of chains) {
      // A packing that cannot be counted is refused like one that counts too much.
      if (chain.some((name) => UNCOUNTED_FILTERS.has(name)))
        throw new OverBudgetError(chain.join(' '));
      if (chain.some((name) => name in IMAGE_CODECS)) {
        countImage(scan, depth === 0 ? open : -1, chain, data);
        continue;
      }
      const unpacked = countUnpacked(data, chain, scan.budget, plan.earlyChange) ?? data;
      if (num !== null && scan.wanted.has(num)) scan.contents.set(num, latin1(unpacked));
      if (chain.length === 0) continue;
      const inner = latin1(unpacked);
      if (!HAS_STREAM_KEYWORD.test(inner)) continue;
      if (depth >= MAX_STREAM_NESTING) throw new OverBudgetError('streams nested too deep');
      countStreams(scan, unpacked, inner, depth + 1);
    }
  }
}

/** The objects packed in the file's object streams, added to `found` (pdf-objects.ts). */
function readObjectStreams(
  text: string,
  bytes: Uint8Array,
  found: PdfObjects,
  tokens: { left: number },
): void {
  const budget = { left: MAX_OBJECT_STREAM_BYTES };
  for (const object of [...found.objects.values()]) {
    if (object.streamDictAt === undefined) continue;
    if (nameOf(dictOf(object.value)?.get('Type')) !== 'ObjStm') continue;
    const keyword = text.indexOf('stream', object.streamDictAt);
    const dictEnd = text.lastIndexOf('>>', keyword) + 2;
    const plan = readDictionary(text, text.slice(object.streamDictAt, dictEnd));
    const start = dataStart(text, keyword);
    const data = bytes.subarray(start, dataEnd(text, start, plan.length));
    const chain = plan.chains?.[0] ?? [];
    if (chain.some((name) => name in IMAGE_CODECS || UNCOUNTED_FILTERS.has(name))) continue;
    const unpacked = chain.length ? countUnpacked(data, chain, budget, plan.earlyChange) : data;
    if (unpacked) readObjectStream(latin1(unpacked), object.value, found, tokens);
  }
}
/** What the object streams may unpack to while their objects are read (counted again later). */
const MAX_OBJECT_STREAM_BYTES = 32 * 1024 * 1024;

export interface ScanLimits {
  maxUnpackedBytes: number;
  maxImageBytes: number;
  maxFormDraws: number;
  maxDrawnBytes: number;
}

/**
 * Checks a PDF's raw bytes against its limits: what all its streams may unpack to, what its
 * images' codecs may decode to (and that no codec packs anything but an image), and how often
 * its forms are drawn; and for an /Encrypt entry. An encrypted file is not unpacked: its streams
 * are ciphertext here.
 */
export function scanPdf(bytes: Uint8Array, limits: ScanLimits): PdfScan {
  const text = latin1(bytes);
  const clear: PdfScan = { encrypted: false, overBudget: false, tooComplex: false };
  if (hasEncrypt(text)) return { ...clear, encrypted: true };
  const { found, budget: tokens } = readPdfObjects(text);
  const scan: Scan = {
    fileText: text,
    budget: { left: limits.maxUnpackedBytes },
    images: { left: limits.maxImageBytes },
    found,
    contents: new Map(),
    wanted: new Set(),
  };
  try {
    readObjectStreams(text, bytes, found, tokens);
    scan.wanted = drawnContents(found);
    countStreams(scan, bytes, text, 0);
  } catch (error) {
    if (error instanceof OverBudgetError) return { ...clear, overBudget: true };
    throw error;
  }
  const cost = formDrawCost(found, scan.contents);
  if (cost.draws > limits.maxFormDraws || cost.bytes > limits.maxDrawnBytes)
    return { ...clear, tooComplex: true };
  return clear;
}

/** The objects whose contents are drawn: forms and pages' contents. */
function drawnContents(found: PdfObjects): Set<number> {
  const wanted = new Set<number>();
  for (const [num, object] of found.objects)
    if (nameOf(dictOf(object.value)?.get('Subtype')) === 'Form') wanted.add(num);
  for (const ref of found.refs)
    if (ref.path.at(-1) === 'Contents' || ref.path.slice(-2).join('/') === 'Contents/[]')
      wanted.add(ref.to);
  return wanted;
}
