/**
 * A PDF's objects as the pre-scan needs them (pdf-scan.ts): each numbered object's value (its
 * dictionary for a stream) and every reference between them with the keys it sits under, read
 * from the file's `N G obj` objects and from the objects packed in its object streams. Enough to
 * tell how an object is used (an image drawn by name, a page's content, a font...) and which
 * forms a form draws; strings are skipped, not kept. Bounded: values nest at most MAX_DEPTH deep
 * and at most MAX_TOKENS tokens are read, past which the file is read no further (the scan then
 * knows less, and refuses what it cannot place).
 */

export type PdfValue =
  | { kind: 'dict'; entries: Map<string, PdfValue> }
  | { kind: 'array'; items: PdfValue[] }
  | { kind: 'ref'; num: number }
  | { kind: 'name'; name: string }
  | { kind: 'number'; value: number }
  | { kind: 'other' };

export interface PdfObject {
  value: PdfValue;
  /** For a stream: where its dictionary starts in the text it was read from. */
  streamDictAt?: number;
}

/** A reference found in an object, under these keys (array levels are '[]'). */
export interface PdfRef {
  from: number;
  to: number;
  path: readonly string[];
}

export interface PdfObjects {
  objects: Map<number, PdfObject>;
  refs: PdfRef[];
}

const MAX_DEPTH = 64;
const MAX_TOKENS = 2_000_000;

const isSpace = (c: number) => c === 0 || c === 9 || c === 10 || c === 12 || c === 13 || c === 32;
const isDelimiter = (c: number) =>
  c === 0x28 ||
  c === 0x29 ||
  c === 0x3c ||
  c === 0x3e ||
  c === 0x5b ||
  c === 0x5d ||
  c === 0x7b ||
  c === 0x7d ||
  c === 0x2f ||
  c === 0x25;

const decodeName = (raw: string) =>
  raw.replace(/#([0-9a-fA-F]{2})/g, (_, hex: string) =>
    String.fromCharCode(Number.parseInt(hex, 16)),
  );

type Token =
  | { t: 'name'; v: string }
  | { t: 'num'; v: number }
  | { t: 'word'; v: string }
  | { t: 'open-dict' | 'close-dict' | 'open-array' | 'close-array' | 'string' };

/** Reads PDF tokens from `text` at `at`; `budget.left` counts tokens across the document. */
class Lexer {
  constructor(
    readonly text: string,
    public at: number,
    readonly budget: { left: number },
  ) {}

  next(): Token | null {
    const s = this.text;
    if (--this.budget.left < 0) return null;
    for (;;) {
      while (this.at < s.length && isSpace(s.charCodeAt(this.at))) this.at += 1;
      if (s.charCodeAt(this.at) !== 0x25) break;
      while (this.at < s.length && s[this.at] !== '\n' && s[this.at] !== '\r') this.at += 1;
    }
    if (this.at >= s.length) return null;
    const c = s.charCodeAt(this.at);
    if (s.startsWith('<<', this.at)) return this.step(2, { t: 'open-dict' });
    if (s.startsWith('>>', this.at)) return this.step(2, { t: 'close-dict' });
    if (c === 0x5b) return this.step(1, { t: 'open-array' });
    if (c === 0x5d) return this.step(1, { t: 'close-array' });
    if (c === 0x28) return this.literal();
    if (c === 0x3c) {
      const end = s.indexOf('>', this.at);
      this.at = end < 0 ? s.length : end + 1;
      return { t: 'string' };
    }
    const start = c === 0x2f ? this.at + 1 : this.at;
    let end = start;
    while (end < s.length && !isSpace(s.charCodeAt(end)) && !isDelimiter(s.charCodeAt(end)))
      end += 1;
    if (end === this.at) end += 1; // a stray delimiter: skip it
    const raw = s.slice(start, end);
    this.at = end;
    if (c === 0x2f) return { t: 'name', v: decodeName(raw) };
    const number = Number(raw);
    return Number.isFinite(number) && raw !== '' ? { t: 'num', v: number } : { t: 'word', v: raw };
  }

  private step(n: number, token: Token): Token {
    this.at += n;
    return token;
  }

  /** A literal string: balanced parentheses, backslash escapes. */
  private literal(): Token {
    const s = this.text;
    let depth = 0;
    for (; this.at < s.length; this.at += 1) {
      const c = s[this.at];
      if (c === '\\') this.at += 1;
      else if (c === '(') depth += 1;
      else if (c === ')' && --depth === 0) break;
    }
    this.at += 1;
    return { t: 'string' };
  }
}

/**
 * One value from the lexer, recording each reference with its path. Iterative, with an explicit
 * stack, so nesting costs no call stack; past MAX_DEPTH the value is read as 'other'.
 */
function readValue(lexer: Lexer, from: number, refs: PdfRef[]): PdfValue | null {
  type Frame = { value: PdfValue; key: string | null; path: string[] };
  const stack: Frame[] = [];
  const pending: PdfValue[] = [];
  let result: PdfValue | null = null;
  const place = (value: PdfValue): boolean => {
    const top = stack.at(-1);
    if (!top) {
      result = value;
      return true;
    }
    if (top.value.kind === 'array') top.value.items.push(value);
    else if (top.value.kind === 'dict' && top.key !== null) {
      top.value.entries.set(top.key, value);
      top.key = null;
    }
    return false;
  };
  const pathHere = (): string[] => {
    const top = stack.at(-1);
    if (!top) return [];
    return [...top.path, top.value.kind === 'array' ? '[]' : (top.key ?? '?')];
  };
  for (;;) {
    const token = lexer.next();
    if (!token) return result;
    const top = stack.at(-1);
    if (top?.value.kind === 'dict' && top.key === null) {
      if (token.t === 'name') {
        top.key = token.v;
        continue;
      }
      if (token.t !== 'close-dict') continue; // junk where a key belongs
    }
    if (token.t === 'open-dict' || token.t === 'open-array') {
      const value: PdfValue =
        token.t === 'open-dict'
          ? { kind: 'dict', entries: new Map() }
          : { kind: 'array', items: [] };
      if (stack.length >= MAX_DEPTH) {
        if (place({ kind: 'other' })) return result;
        continue;
      }
      stack.push({ value, key: null, path: pathHere() });
      continue;
    }
    if (token.t === 'close-dict' || token.t === 'close-array') {
      const done = stack.pop();
      if (!done) return result;
      if (place(done.value)) return result;
      continue;
    }
    if (token.t === 'num') {
      pending.push({ kind: 'number', value: token.v });
      // Numbers wait to see whether `n g R` follows.
      const after = lexer.at;
      const second = lexer.next();
      const third = second?.t === 'num' ? lexer.next() : null;
      if (second?.t === 'num' && third?.t === 'word' && third.v === 'R') {
        pending.pop();
        refs.push({ from, to: token.v, path: pathHere() });
        if (place({ kind: 'ref', num: token.v })) return result;
        continue;
      }
      lexer.at = after;
      if (place(pending.pop()!)) return result;
      continue;
    }
    const value: PdfValue =
      token.t === 'name' ? { kind: 'name', name: token.v } : { kind: 'other' };
    if (place(value)) return result;
  }
}

const OBJECT_HEADER = /(?<![0-9])(\d{1,10})\s+(\d{1,5})\s+obj(?![A-Za-z])/g;

/** The objects written as `N G obj` in `text` (the file, or an unpacked stream). */
function readTopLevel(text: string, found: PdfObjects, budget: { left: number }): void {
  for (const match of text.matchAll(OBJECT_HEADER)) {
    const num = Number(match[1]);
    const lexer = new Lexer(text, match.index + match[0].length, budget);
    const dictAt = lexer.at;
    const value = readValue(lexer, num, found.refs);
    if (!value) continue;
    const object: PdfObject = { value };
    if (value.kind === 'dict' && /^\s*stream(?=[\r\n\s])/.test(text.slice(lexer.at, lexer.at + 16)))
      object.streamDictAt = text.indexOf('<<', dictAt);
    // The last definition of a number wins, as in an updated file.
    found.objects.set(num, object);
  }
}

/** The objects packed in an object stream (its unpacked bytes, its /N and /First). */
export function readObjectStream(
  unpacked: string,
  dict: PdfValue,
  found: PdfObjects,
  budget: { left: number },
): void {
  if (dict.kind !== 'dict') return;
  const n = numberOf(dict.entries.get('N'));
  const first = numberOf(dict.entries.get('First'));
  if (n === null || first === null) return;
  const header = unpacked.slice(0, first).trim().split(/\s+/).map(Number);
  for (let i = 0; i + 1 < header.length && i / 2 < n; i += 2) {
    const num = header[i]!;
    const offset = header[i + 1]!;
    if (!Number.isInteger(num) || !Number.isInteger(offset)) break;
    const value = readValue(new Lexer(unpacked, first + offset, budget), num, found.refs);
    if (value && !found.objects.has(num)) found.objects.set(num, { value });
  }
}

export const numberOf = (value: PdfValue | undefined): number | null =>
  value?.kind === 'number' ? value.value : null;
export const nameOf = (value: PdfValue | undefined): string | null =>
  value?.kind === 'name' ? value.name : null;
export const dictOf = (value: PdfValue | undefined) =>
  value?.kind === 'dict' ? value.entries : null;

/** The file's own objects (object streams are added by the scan, which unpacks them). */
export function readPdfObjects(text: string): { found: PdfObjects; budget: { left: number } } {
  const found: PdfObjects = { objects: new Map(), refs: [] };
  const budget = { left: MAX_TOKENS };
  readTopLevel(text, found, budget);
  return { found, budget };
}
