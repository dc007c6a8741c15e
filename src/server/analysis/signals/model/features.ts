/**
 * Features of the learned model: hashed word and character n-grams plus a few shape cues
 * (ALL CAPS, number lengths, punctuation runs). Training (scripts/train-model.ts) and inference
 * use this one file, so a feature means the same thing in both. Every feature keeps the span of
 * the input it came from, so the model's strongest cues can be quoted to the user.
 */

import type { FeatureSink } from './feature-columns';
import { FeatureObjects, type Feature } from './feature-objects';
import { CATEGORY_NAMES, CATEGORY_OF, COUNTED_WORD } from './style-words';
import { TokenReader } from './tokens';
import { sentenceWordRuns } from '../../knowledge/patterns';

/** Which head reads an input: a bare link or domain, a short text (message, headline, post), an article. */
export type Genre = 'url' | 'short' | 'long';

export type { Feature } from './feature-objects';

/** A text from this many words on is read by the article head. */
export const LONG_TEXT_WORDS = 150;
/** A text with its own title (a fetched page, a news item) from this many words on is read as an article. */
export const TITLED_ARTICLE_WORDS = 25;
/** Only this many characters are featurised: enough for an article's style, bounded in time. */
export const MAX_FEATURE_CHARS = 8_000;
/** Character n-grams are taken from this many characters only (they are the costly part). */
export const MAX_CHAR_NGRAM_CHARS = 3_000;
/** Style cues need enough words to mean anything. */
const MIN_STYLE_WORDS = 8;
/** Character n-grams inside words, for short texts (spelling tricks, "txt", "£", "0800"). */
const CHAR_NGRAMS: readonly number[] = [3, 4];
const URL_NGRAMS: readonly number[] = [3, 4, 5];

/** 32-bit FNV-1a: fast, deterministic, good enough spread for feature hashing. */
export function fnv1a(s: string): number {
  return fnvOn(0x811c9dc5, s, 0, s.length);
}

/**
 * FNV-1a carried on from hash `h` over `s[from..to)`: the hash of a string made of several parts,
 * without making it ("c:" and three letters of a word, a word pair).
 */
function fnvOn(h: number, s: string, from: number, to: number): number {
  let x = h;
  for (let i = from; i < to; i++) {
    x ^= s.charCodeAt(i);
    x = Math.imul(x, 0x01000193);
  }
  return x >>> 0;
}

const SENTENCE_START_HASH = fnv1a('<s>');
const CAPS_HASH = fnv1a('<CAPS>');
/** The hash of the character n-grams' "c:" prefix, carried on over each n-gram's letters. */
const CHAR_PREFIX_HASH = fnv1a('c:');

const URL_SHAPED =
  /^(?:https?:\/\/)?(?:[\p{L}\p{N}-]+\.)+[\p{L}\p{N}-]{2,}(?::\d+)?(?:[/?#]\S*)?$/iu;

/** A text that is only a link or a domain goes to the URL head. */
export function isUrlShaped(text: string): boolean {
  const t = text.trim();
  return t.length > 3 && t.length <= 2048 && !/\s/.test(t) && URL_SHAPED.test(t);
}

export function genreOf(text: string, title?: string | null): Genre {
  if (isUrlShaped(text)) return 'url';
  // A body under a headline is an article even when short (a brief news item).
  const enough = title?.trim() ? TITLED_ARTICLE_WORDS : LONG_TEXT_WORDS;
  let words = 0;
  for (const _ of text.slice(0, 4000).matchAll(/\S+/g)) if (++words >= enough) return 'long';
  return 'short';
}

/** `/^\p{N}/u.test(raw)`, with ASCII told by its code (a letter or a sign is no number). */
function startsWithNumber(raw: string): boolean {
  const c = raw.charCodeAt(0);
  return c < 0x80 ? c >= 0x30 && c <= 0x39 : /^\p{N}/u.test(raw);
}

/** Number shapes instead of numbers: a phone number, a year and a price differ in length and form. */
export function tokenForm(raw: string): string {
  if (startsWithNumber(raw)) {
    const digits = raw.replace(/\D/g, '').length;
    if (/[.,:]/.test(raw)) return `<num.${Math.min(digits, 6)}>`;
    return digits >= 9 ? '<num9+>' : digits >= 5 ? '<num5-8>' : `<num${digits}>`;
  }
  if (raw[0] === '!' || raw[0] === '?') return raw.length > 1 ? `${raw[0]}${raw[0]}` : raw;
  return raw.toLowerCase();
}

/** Style cues are one per text, so they get this fixed value instead of sharing the n-grams' one. */
export const STYLE_VALUE = 4;

/** Counts gathered while tokenising, for the style cues. */
interface StyleCounts {
  words: number;
  letters: number;
  numbers: number;
  reports: number;
  longWords: number;
  first: number;
  second: number;
  third: number;
  negations: number;
  capitalised: number;
  types: Set<string>;
  /** Per CATEGORIES entry, in the order of CATEGORY_NAMES. */
  categories: number[];
}

const lin = (rate: number, step: number, max: number) => Math.min(max, Math.floor(rate / step));
/** Bucket of a rate on a rough log scale: 0 for none, then one bucket per doubling. */
function rateBucket(rate: number, unit: number): number {
  return rate <= 0 ? 0 : Math.max(1, Math.min(6, Math.floor(Math.log2(rate / unit)) + 3));
}

/**
 * How the text is written rather than which words it uses (readability, punctuation, pronouns,
 * figures, attributions): fabricated stories tend to have fewer specifics and attributions, other
 * word and sentence lengths and more direct address than reporting.
 */
function styleFeatures(out: FeatureSink, mask: number, text: string, c: StyleCounts): void {
  let sentences = 0,
    quotes = 0,
    commas = 0,
    exclaims = 0,
    questions = 0,
    parens = 0,
    colons = 0,
    dashes = 0,
    paragraphs = 1;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    if (ch === 46) sentences++;
    else if (ch === 33) {
      exclaims++;
      sentences++;
    } else if (ch === 63) {
      questions++;
      sentences++;
    } else if (ch === 34 || ch === 0x201c) quotes++;
    else if (ch === 44) commas++;
    else if (ch === 40) parens++;
    else if (ch === 58 || ch === 59) colons++;
    else if (ch === 0x2014 || ch === 0x2013) dashes++;
    else if (ch === 10 && text.charCodeAt(i + 1) === 10) paragraphs++;
  }
  const w = c.words;
  const alpha = Math.max(1, w - c.numbers);
  const cues: Array<[string, number]> = [
    ['numbers', rateBucket(c.numbers / w, 0.01)],
    ['reporting', rateBucket(c.reports / w, 0.005)],
    ['quotes', rateBucket(quotes / w, 0.01)],
    ['commas', rateBucket(commas / w, 0.01)],
    ['exclaims', rateBucket(exclaims / w, 0.005)],
    ['questions', rateBucket(questions / w, 0.005)],
    ['parens', rateBucket(parens / w, 0.005)],
    ['colons', rateBucket(colons / w, 0.005)],
    ['dashes', rateBucket(dashes / w, 0.005)],
    ['first-person', rateBucket(c.first / w, 0.005)],
    ['second-person', rateBucket(c.second / w, 0.005)],
    ['third-person', rateBucket(c.third / w, 0.005)],
    ['negations', rateBucket(c.negations / w, 0.005)],
    ['capitalised', lin(c.capitalised / alpha, 0.05, 8)],
    ['long-words', lin(c.longWords / alpha, 0.04, 10)],
    ['word-len', Math.min(10, Math.round((c.letters / alpha) * 2))],
    ['sentence-len', rateBucket(w / Math.max(1, sentences), 4)],
    ['paragraph-len', rateBucket(w / paragraphs, 10)],
    ['type-token', lin(c.types.size / w, 0.05, 20)],
    ['sentence-spread', sentenceSpread(text)],
    ...CATEGORY_NAMES.map((name, k): [string, number] => [
      name,
      rateBucket(c.categories[k]! / w, 0.005),
    ]),
  ];
  for (const [name, bucket] of cues) {
    const f = `<${name}:${bucket}>`;
    out.named(f, fnv1a(f) & mask, 0, 0, STYLE_VALUE);
  }
}

/** Coefficient of variation of sentence lengths, bucketed: uniform sentences versus a mix. */
function sentenceSpread(text: string): number {
  let n = 0,
    sum = 0,
    sq = 0;
  // Each sentence's words as `sentence.split(/\s+/).filter(Boolean)` gives them, for the
  // sentences of `text.split(/[.!?]+\s+/)`, counted without making either.
  for (const len of sentenceWordRuns(text)) {
    if (len === 0) continue;
    n++;
    sum += len;
    sq += len * len;
  }
  if (n < 2) return 0;
  const mean = sum / n;
  const sd = Math.sqrt(Math.max(0, sq / n - mean * mean));
  return 1 + Math.min(8, Math.floor((sd / mean) * 8));
}

const isAsciiLower = (c: number): boolean => c >= 0x61 && c <= 0x7a;

function push(out: FeatureSink, mask: number, name: string, start: number, end: number): void {
  out.named(name, fnv1a(name) & mask, start, end, undefined);
}

/**
 * Word unigrams and bigrams, casing shapes, (for short texts) character n-grams inside words and,
 * unless `withStyle` is false, the style cues (rates of punctuation and of English word classes).
 */
export function textFeatures(
  text: string,
  bits: number,
  withChars: boolean,
  withStyle = true,
): Feature[] {
  const out: Feature[] = [];
  readTextFeatures(text, bits, withChars, withStyle, new FeatureObjects(out));
  return out;
}

/** textFeatures handed to `out` one by one (the model's reading keeps them as columns). */
export function readTextFeatures(
  text: string,
  bits: number,
  withChars: boolean,
  withStyle: boolean,
  out: FeatureSink,
): void {
  const mask = (1 << bits) - 1;
  const input = text.length > MAX_FEATURE_CHARS ? text.slice(0, MAX_FEATURE_CHARS) : text;
  let prev = '<s>';
  let prevHash = SENTENCE_START_HASH;
  let prevStart = 0;
  let prevEnd = -1;
  let caps = 0;
  const c: StyleCounts = {
    words: 0,
    letters: 0,
    numbers: 0,
    reports: 0,
    longWords: 0,
    first: 0,
    second: 0,
    third: 0,
    negations: 0,
    capitalised: 0,
    types: new Set(),
    categories: CATEGORY_NAMES.map(() => 0),
  };
  const reader = new TokenReader(input);
  while (reader.next()) {
    const { start, end } = reader;
    const raw = input.slice(start, end);
    const form = tokenForm(raw);
    c.words++;
    if (!withStyle) {
      // The style cues' counts are not needed: only the word count is.
    } else if (form.startsWith('<num')) c.numbers++;
    else {
      c.letters += raw.length;
      if (raw.length >= 7) c.longWords++;
      const counted = COUNTED_WORD.get(form);
      if (counted !== undefined) c[counted]++;
      const cats = CATEGORY_OF.get(form);
      if (cats) for (const k of cats) c.categories[k]!++;
      const first = raw.charCodeAt(0);
      if (first >= 65 && first <= 90) c.capitalised++;
      if (c.types.size < 5000) c.types.add(form);
    }
    const formHash = fnv1a(form);
    out.word(formHash & mask, start, end, form);
    // The pair's hash is the hash of "prev form", carried on from prev's own.
    const pairHash = fnvOn(fnvOn(prevHash, ' ', 0, 1), form, 0, form.length);
    const first = prev === '<s>';
    out.pair(
      pairHash & mask,
      first ? start : prevStart,
      end,
      prev,
      form,
      first ? -1 : prevEnd,
      start,
    );
    // Most words are not in capitals: a lower-case ASCII first letter, then the plain comparison,
    // rule them out before any pattern.
    if (
      raw.length >= 2 &&
      !isAsciiLower(raw.charCodeAt(0)) &&
      raw === raw.toUpperCase() &&
      /\p{Lu}/u.test(raw)
    ) {
      caps++;
      out.named('<CAPS>', CAPS_HASH & mask, start, end, undefined);
    }
    if (withChars && start < MAX_CHAR_NGRAM_CHARS && raw.length >= 3 && /^\p{L}/u.test(raw)) {
      const w = `<${form}>`;
      for (const n of CHAR_NGRAMS)
        for (let i = 0; i + n <= w.length; i++)
          out.char(fnvOn(CHAR_PREFIX_HASH, w, i, i + n) & mask, start, end, w, i, n);
    }
    prev = form;
    prevHash = formHash;
    prevStart = start;
    prevEnd = end;
  }
  const words = c.words;
  const lenBucket =
    words < 8 ? 'xs' : words < 20 ? 's' : words < 60 ? 'm' : words < 300 ? 'l' : 'xl';
  push(out, mask, `<len:${lenBucket}>`, 0, 0);
  if (words > 0 && caps / words > 0.3) push(out, mask, '<mostly-caps>', 0, 0);
  if (withStyle && words >= MIN_STYLE_WORDS) styleFeatures(out, mask, input, c);
}

/** Character n-grams of host and path, host labels, path words and structure (depth, digits, IP). */
export function urlFeatures(raw: string, bits: number): Feature[] {
  const out: Feature[] = [];
  readUrlFeatures(raw, bits, new FeatureObjects(out));
  return out;
}

/** urlFeatures handed to `out` one by one. */
export function readUrlFeatures(raw: string, bits: number, out: FeatureSink): void {
  const mask = (1 << bits) - 1;
  const s = raw.trim().slice(0, 2048);
  // The scheme is left out: whether a link has "https" says little today, and data sets differ on it.
  const schemeEnd = s.search(/:\/\//);
  const rest = schemeEnd >= 0 ? s.slice(schemeEnd + 3) : s;
  const offset = s.length - rest.length;
  const hostEnd = rest.search(/[/?#]/);
  const hostPart = (hostEnd >= 0 ? rest.slice(0, hostEnd) : rest).toLowerCase();
  const path = hostEnd >= 0 ? rest.slice(hostEnd).toLowerCase() : '';
  const host = hostPart.replace(/^www\d?\./, '').replace(/:\d+$/, '');
  const hostStart = offset + (hostPart.length - hostPart.replace(/^www\d?\./, '').length);
  const hostEndAt = hostStart + host.length;
  const padded = `^${host}$`;
  for (const n of URL_NGRAMS)
    for (let i = 0; i + n <= padded.length; i++)
      push(out, mask, `h:${padded.slice(i, i + n)}`, hostStart, hostEndAt);
  const labels = host.split('.');
  const tld = labels[labels.length - 1] ?? '';
  push(out, mask, `tld:${tld}`, hostStart, hostEndAt);
  push(out, mask, `labels:${Math.min(labels.length, 6)}`, hostStart, hostEndAt);
  for (const l of labels.slice(0, -1)) {
    for (const part of l.split('-'))
      if (part.length >= 2)
        push(out, mask, `host:${part.replace(/\d/g, '0')}`, hostStart, hostEndAt);
  }
  if (/^\d+(?:\.\d+){3}$/.test(host)) push(out, mask, '<ip-host>', hostStart, hostEndAt);
  const hyphens = (host.match(/-/g) ?? []).length;
  push(out, mask, `hyphens:${Math.min(hyphens, 4)}`, hostStart, hostEndAt);
  const digits = (host.match(/\d/g) ?? []).length;
  push(
    out,
    mask,
    `host-digits:${digits === 0 ? 0 : digits < 3 ? 1 : digits < 6 ? 2 : 3}`,
    hostStart,
    hostEndAt,
  );
  push(out, mask, `host-len:${Math.min(Math.floor(host.length / 8), 6)}`, hostStart, hostEndAt);
  const pathStart = hostEndAt + (hostPart.match(/:\d+$/)?.[0].length ?? 0);
  if (path.length > 1) {
    const segments = path.split('/').filter(Boolean);
    push(out, mask, `depth:${Math.min(segments.length, 6)}`, pathStart, s.length);
    for (const m of path.matchAll(/[a-z]{2,}/g)) {
      push(out, mask, `path:${m[0]}`, pathStart + m.index, pathStart + m.index + m[0].length);
    }
    const p = path.length > 200 ? path.slice(0, 200) : path;
    // Path n-grams point at the whole path when quoted: "/log" alone would explain nothing.
    for (let i = 0; i + 4 <= p.length; i++)
      push(out, mask, `p:${p.slice(i, i + 4)}`, pathStart, s.length);
    if (path.includes('?')) push(out, mask, '<query>', pathStart, s.length);
    if (/@/.test(path)) push(out, mask, '<at-sign>', pathStart, s.length);
    push(out, mask, `path-len:${Math.min(Math.floor(path.length / 20), 8)}`, pathStart, s.length);
  } else push(out, mask, '<no-path>', hostStart, hostEndAt);
}
