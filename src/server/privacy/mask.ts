/**
 * Masks what is not proven safe before anything is stored or shown publicly (ARCHITECTURE.md
 * rule 16). Every detector reads one normal form of the text (normal-form.ts: NFKC, digits of
 * any script folded, invisible characters removed) and what it finds is hidden in the text that
 * is shown, so no spelling, script or invisible character slips a value past it:
 *   - numbers: every run of four or more digits unless it reads as public (numbers.ts), named by
 *     kept libraries and checks where they can (libphonenumber-js, ibantools, Luhn, national
 *     identifiers' check digits);
 *   - identifiers written with letters, codes and passwords after their words (identifiers.ts);
 *   - e-mail addresses in every spelling (emails.ts); the path, query and fragment of links
 *     (links.ts), whose host stays as evidence;
 *   - street addresses (addresses.ts) and names after greetings, before sign-offs and in name
 *     fields (src/shared/personal-text.ts), in the languages the judge reads.
 * Kept on purpose: years, amounts, percentages, times, dates, quantities, the last four digits of
 * a card or account ("ending 4821": banks print them, and they help a reader see whether a message
 * is from their bank), numbers a public label names, and the public helplines of public-numbers.ts.
 * Pure and deterministic; plain data in and out, so it runs wherever the analysis runs.
 */
import {
  greetingNameSpans,
  oneTimeCodeSpans,
  privateNameSpans,
  readPersonal,
} from '../../shared/personal-text';
import { addressSpans } from './addresses';
import { ibanValid, luhnValid } from './checks';
import { emailSpans } from './emails';
import { identifierSpans } from './identifiers';
import { linkPartSpans } from './links';
import { foldDigits, normalForm, shownText } from './normal-form';
import { hiddenNumbers } from './numbers';

export { ibanValid, luhnValid };

export const MASKS = {
  card: '[card number hidden]',
  iban: '[IBAN hidden]',
  email: '[e-mail hidden]',
  phone: '[phone number hidden]',
  nationalId: '[ID number hidden]',
  passport: '[passport number hidden]',
  mrz: '[machine-readable document line hidden]',
  code: '[code hidden]',
  name: '[name hidden]',
  tracking: '[tracking number hidden]',
  reference: '[reference number hidden]',
  account: '[account number hidden]',
  address: '[street address hidden]',
  link: '[link path hidden]',
  number: '[number hidden]',
} as const;
export type MaskKind = keyof typeof MASKS;

export interface MaskResult {
  text: string;
  /** What was found, by kind (empty when nothing was masked). */
  found: Partial<Record<MaskKind, number>>;
  /** What was hidden, in the order it was found. */
  hidden: HiddenValue[];
}

export interface HiddenValue {
  kind: MaskKind;
  /** As it was shown. */
  value: string;
}

interface Found {
  start: number;
  end: number;
  kind: MaskKind;
}

/** When two findings overlap, the longer names the whole; at equal length, the earlier kind here. */
const SPECIFIC: readonly MaskKind[] = [
  'mrz',
  'iban',
  'card',
  'email',
  'link',
  'passport',
  'nationalId',
  'tracking',
  'account',
  'reference',
  'code',
  'phone',
  'address',
  'name',
  'number',
];

/** Overlapping findings become one, named by the longest (the most specific at a tie). */
function merged(found: Found[]): Found[] {
  const sorted = [...found].sort((a, b) => a.start - b.start || b.end - a.end);
  const out: Array<Found & { longest: number }> = [];
  for (const f of sorted) {
    const last = out[out.length - 1];
    if (last && f.start < last.end) {
      const length = f.end - f.start;
      if (
        length > last.longest ||
        (length === last.longest && SPECIFIC.indexOf(f.kind) < SPECIFIC.indexOf(last.kind))
      ) {
        last.kind = f.kind;
        last.longest = length;
      }
      last.end = Math.max(last.end, f.end);
    } else out.push({ ...f, longest: f.end - f.start });
  }
  return out.map(({ start, end, kind }) => ({ start, end, kind }));
}

/** Everything the detectors find in a normal form, by kind, not yet merged. */
function findAll(text: string): Found[] {
  const found: Found[] = [];
  const add = (spans: ReadonlyArray<{ start: number; end: number }>, kind: MaskKind) => {
    for (const s of spans) if (s.end > s.start) found.push({ start: s.start, end: s.end, kind });
  };
  const links = linkPartSpans(text);
  add(
    links.filter((l) => !l.keep),
    'link',
  );
  add(emailSpans(text), 'email');
  for (const f of identifierSpans(text)) found.push(f);
  for (const n of hiddenNumbers(text)) found.push({ start: n.start, end: n.end, kind: n.hidden });
  add(addressSpans(text), 'address');
  add(oneTimeCodeSpans(text), 'code');
  add(greetingNameSpans(text), 'name');
  add(privateNameSpans(text, readPersonal(text).personal), 'name');
  const hosts = links.filter((l) => l.keep);
  if (hosts.length === 0) return found;
  // A link's scheme and host are evidence and stay, whatever else reads digits in them.
  return found.filter(
    (f) =>
      f.kind === 'link' ||
      f.kind === 'email' ||
      !hosts.some((h) => f.start < h.end && h.start < f.end),
  );
}

export function maskPersonalData(text: string): MaskResult {
  const shown = shownText(text);
  const form = normalForm(shown);
  const findings = merged(findAll(form.text));
  const found: Partial<Record<MaskKind, number>> = {};
  const hidden: HiddenValue[] = [];
  let out = '';
  let at = 0;
  for (const f of findings) {
    const start = form.start(f.start);
    const end = form.end(f.end - 1);
    if (start < at) continue;
    const value = shown.slice(start, end);
    found[f.kind] = (found[f.kind] ?? 0) + 1;
    hidden.push({ kind: f.kind, value });
    out += shown.slice(at, start) + MASKS[f.kind];
    at = end;
  }
  return { text: out + shown.slice(at), found, hidden };
}

/** True when the text had anything to mask. */
export function hasPersonalData(text: string): boolean {
  return Object.keys(maskPersonalData(text).found).length > 0;
}

/** Values shorter than this are not looked for again elsewhere (a two-letter name would hit words). */
const MIN_REPEATED_VALUE_CHARS = 3;
/**
 * Longer values are not looked for again word for word (a regular expression of a 100,000-digit
 * value is too large to compile); the texts they could reappear in are masked on their own first,
 * and their digits are still looked for below.
 */
const MAX_REPEATED_VALUE_CHARS = 500;
/** Digits of a hidden number looked for again elsewhere: a fragment of at least this many. */
const MIN_REPEATED_DIGITS = 4;
const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const DIGIT_RUN = /(?<![\p{L}\p{N}])\+?\d+(?:[ .\-/]\d+)*(?![\p{N}])/gu;

/**
 * Hides, anywhere in `text`, the values masking found in the whole content: a quote or a claim
 * cut from "Good morning Rachel, ..." may read "Rachel, the plumber ..." without its greeting,
 * and a question may quote "the figure 01632" out of a hidden phone number. Words are matched
 * whole (case as written, or any case for a name written in lower case); numbers by their digits
 * in any spelling, a fragment of four digits or more (a year-shaped one only when it is longer).
 */
export function maskKnownValues(text: string, hidden: readonly HiddenValue[]): string {
  let out = text;
  const longestFirst = [...hidden].sort((a, b) => b.value.length - a.value.length);
  const digitValues: Array<{ kind: MaskKind; digits: string }> = [];
  for (const { kind, value } of longestFirst) {
    const digits = foldDigits(value).replace(/\D/g, '');
    if (digits.length >= MIN_REPEATED_DIGITS && kind !== 'name') digitValues.push({ kind, digits });
    // A link's path is hidden where the link is; its words ("account", "pay") are everyone's.
    const length = value.trim().length;
    if (length < MIN_REPEATED_VALUE_CHARS || length > MAX_REPEATED_VALUE_CHARS || kind === 'link')
      continue;
    const lower = value === value.toLowerCase() && /\p{L}/u.test(value);
    out = out.replace(
      new RegExp(
        `(?<![\\p{L}\\p{N}])${escapeRegExp(value.trim())}(?![\\p{L}\\p{N}])`,
        lower ? 'giu' : 'gu',
      ),
      MASKS[kind],
    );
  }
  if (digitValues.length === 0) return out;
  const shown = shownText(out);
  const form = normalForm(shown);
  let result = '';
  let at = 0;
  for (const m of form.text.matchAll(DIGIT_RUN)) {
    const digits = m[0].replace(/\D/g, '');
    if (digits.length < MIN_REPEATED_DIGITS) continue;
    if (digits.length === MIN_REPEATED_DIGITS && /^(?:1[89]|20)\d\d$/.test(digits)) continue;
    const source = digitValues.find((v) => v.digits.includes(digits));
    if (!source) continue;
    const start = form.start(m.index);
    const end = form.end(m.index + m[0].length - 1);
    if (start < at) continue;
    result += shown.slice(at, start) + MASKS[source.kind];
    at = end;
  }
  return result + shown.slice(at);
}
