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
  /** Its streams unpack to more than the budget (or use a packing that cannot be counted). */
  overBudget: boolean;
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

/**
 * Counts every stream in `text` (the latin1 view of `bytes`): the file itself, or what a stream
 * unpacked to. Indirect filter names are looked up in the file's text.
 */
function countStreams(
  bytes: Uint8Array,
  text: string,
  fileText: string,
  budget: UnpackBudget,
  depth: number,
): void {
  for (const match of text.matchAll(STREAM_KEYWORD)) {
    const keyword = match.index;
    let dictEnd = keyword;
    while (dictEnd > 0 && isPdfSpace(text.charCodeAt(dictEnd - 1))) dictEnd -= 1;
    const open = text.startsWith('>>', dictEnd - 2) ? dictionaryStart(text, dictEnd) : -1;
    const plan = open >= 0 ? readDictionary(fileText, text.slice(open, dictEnd)) : UNKNOWN;
    const start = dataStart(text, keyword);
    const data = bytes.subarray(start, dataEnd(text, start, plan.length));
    // Packing not known: counted both ways that could unpack to much.
    const chains = plan.chains ?? [['FlateDecode'], ['LZWDecode']];
    for (const chain of chains) {
      // A packing that cannot be counted is refused like one that counts too much.
      if (chain.some((name) => UNCOUNTED_FILTERS.has(name)))
        throw new OverBudgetError(chain.join(' '));
      const unpacked = countUnpacked(data, chain, budget, plan.earlyChange);
      if (!unpacked) continue;
      const inner = latin1(unpacked);
      if (!HAS_STREAM_KEYWORD.test(inner)) continue;
      if (depth >= MAX_STREAM_NESTING) throw new OverBudgetError('streams nested too deep');
      countStreams(unpacked, inner, fileText, budget, depth + 1);
    }
  }
}

/**
 * Checks a PDF's raw bytes against an unpack budget (bytes all its streams may unpack to) and
 * for an /Encrypt entry. An encrypted file is not unpacked: its streams are ciphertext here.
 */
export function scanPdf(bytes: Uint8Array, maxUnpackedBytes: number): PdfScan {
  const text = latin1(bytes);
  if (hasEncrypt(text)) return { encrypted: true, overBudget: false };
  try {
    countStreams(bytes, text, text, { left: maxUnpackedBytes }, 0);
  } catch (error) {
    if (error instanceof OverBudgetError) return { encrypted: false, overBudget: true };
    throw error;
  }
  return { encrypted: false, overBudget: false };
}
