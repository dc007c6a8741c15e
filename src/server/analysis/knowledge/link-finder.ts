/**
 * The link finder: every link in a text with its exact span, absolute http(s) ones and bare
 * domains such as "bit.ly/x", which scam messages use precisely because they do not look like
 * links. Run once per analysis (by acquisition for pasted text, else by the signals stage); the
 * detectors read the spans it found.
 */
import { parse as parseDomain } from 'tldts';
import { MESSAGE_BRANDS } from './brands';
import { PLATFORM_LINK_WRAPPERS, URL_SHORTENERS } from './lexicons';
import type { Span } from './patterns';

export interface LinkSpan {
  /** Absolute URL; bare domains get an "http://" prefix so URL parsing works downstream. */
  url: string;
  /** The exact text of the input that names the link. */
  text: string;
  start: number;
  end: number;
}

const ABSOLUTE_URL = /(?<!\w)https?:\/\/[^\s<>"'`{}|\\^[\]]+/giu;
// A bare host: labels of letters, digits and hyphens, then a TLD, then an optional path. Bounded
// label lengths keep the pattern linear. The TLD is checked against the public suffix list below.
// Never the name before an e-mail address's "@" ("rachel.kim@…" names no site on .kim): the
// lookahead refuses a host that any run of an address's own characters joins to an "@".
const BARE_DOMAIN =
  /(?<![\p{L}\p{N}@._/-])(?:[\p{L}\p{N}](?:[\p{L}\p{N}-]{0,61}[\p{L}\p{N}])?\.){1,8}[\p{L}]{2,24}(?![\p{L}\p{N}._%+-]*@)(?::\d{2,5})?(?:\/[^\s<>"'`{}|\\^[\]]*)?/gu;
/** JavaScript's `\s`, the whitespace both link patterns stop at. */
const SPACE = /\s/u;
// Sentence punctuation that sticks to the end of a link in prose is not part of it.
const TRAILING_PUNCTUATION = /[.,;:!?)\]}'"»”’]+$/u;

function trimLink(raw: string): string {
  let out = raw.replace(TRAILING_PUNCTUATION, '');
  // Keep a closing parenthesis that closes one inside the URL (Wikipedia-style links).
  if (raw.length > out.length && raw[out.length] === ')' && out.includes('(')) out += ')';
  return out;
}

/**
 * Endings that are also everyday words ("me", "in", "so", "now", "how"): "home.so", "Tel.no",
 * "call me.in 5 min" and "Wife.how" are two words with the space after a full stop lost, not a
 * site. A bare two-part host with one of them and no path is read as words.
 */
const WORD_ENDINGS = new Set(
  'so do it my am be in is me no to us at im as by how now call love like you ice xxx one day fun here win'.split(
    ' ',
  ),
);
/** Endings a shouted host ("WAY2SMS.COM") is written with; "PVT.LTD" is a company's name. */
const SHOUTED_ENDINGS = new Set(
  'com net org info biz co io ly me us uk in de fr es it nl au ca ru cn xyz top app online site shop store vip live link click cc'.split(
    ' ',
  ),
);

/** A bare host counts only when its ending is a real public suffix, so "e.g." or "file.txt" do not. */
function isRealHost(host: string, hasPath: boolean): boolean {
  const tld = host.slice(host.lastIndexOf('.') + 1);
  // "today.The" is a missing space after a full stop, not a domain: TLDs are written lower-case
  // in running text unless the whole host is shouted in capitals.
  const shouted = host === host.toUpperCase();
  if (tld !== tld.toLowerCase() && !shouted) return false;
  if (shouted && tld !== tld.toLowerCase() && !SHOUTED_ENDINGS.has(tld.toLowerCase())) return false;
  const lower = host.toLowerCase();
  const labels = lower.split('.');
  if (
    !hasPath &&
    labels.length === 2 &&
    /^(?:\p{L}+|\d+)$/u.test(labels[0]!) &&
    WORD_ENDINGS.has(labels[1]!) &&
    !URL_SHORTENERS.has(lower) &&
    !PLATFORM_LINK_WRAPPERS.has(lower) &&
    !MESSAGE_BRANDS.some((b) => b.official.includes(lower))
  )
    return false;
  const parsed = parseDomain(lower);
  return parsed.isIcann === true && parsed.domain !== null;
}

/**
 * Every match of `pattern` (global) in the text, in order, where a match always holds `marker`
 * and never whitespace, as both link patterns' matches do ("://", "."). Such a match lies inside
 * one whitespace-free run with the marker in it, and the patterns look at most one character
 * back (`\b`, the look-behind), which at a run's start is whitespace or nothing and gives the
 * same answer either way. Scanning only those runs therefore gives exactly the matches of a scan
 * of the whole text, without trying the pattern at every word of the prose.
 */
function* matchesInRuns(
  text: string,
  marker: string,
  pattern: RegExp,
): Generator<{ text: string; start: number }> {
  for (let at = text.indexOf(marker); at !== -1; ) {
    let start = at;
    while (start > 0 && !isSpace(text.charCodeAt(start - 1))) start--;
    let end = at + marker.length;
    while (end < text.length && !isSpace(text.charCodeAt(end))) end++;
    // exec on the one shared pattern: matchAll would copy the pattern for every run.
    const run = text.slice(start, end);
    pattern.lastIndex = 0;
    for (let m = pattern.exec(run); m !== null; m = pattern.exec(run))
      yield { text: m[0], start: start + m.index };
    at = text.indexOf(marker, end);
  }
}

/** JavaScript's `\s` of one code unit, printable ASCII (nearly every one) told by its code. */
const isSpace = (c: number): boolean =>
  c > 0x20 && c < 0x7f ? false : SPACE.test(String.fromCharCode(c));

/**
 * A link written so that nothing turns it into a link ("defanged"), as scam reports, warnings and
 * forwarded screenshots quote them: "hxxps://", "usps-help[.]com", "ezpass(.)tollpay(.)info",
 * "[dot]". Read as the link it names, quoted as written.
 */
const FANG_MARKERS = ['[.]', '(.)', '{.}', '[dot]', '(dot)', 'hxxp'] as const;
const DEFANGED_DOT = /\[\.\]|\(\.\)|\{\.\}|\[dot\]|\(dot\)/giu;
const DEFANGED =
  /(?<![\p{L}\p{N}@._/-])(?:hxxps?(?:\[:\]|:)\/\/)?(?:[\p{L}\p{N}](?:[\p{L}\p{N}-]{0,61}[\p{L}\p{N}])?(?:\.|\[\.\]|\(\.\)|\{\.\}|\[dot\]|\(dot\))){1,8}[\p{L}]{2,24}(?![\p{L}\p{N}._%+-]*@)(?::\d{2,5})?(?:\/[^\s<>"'`{}|\\^[\]]*)?/giu;
const refang = (raw: string): string =>
  raw.replace(/^hxxp/i, 'http').replace(/\[:\]/g, ':').replace(DEFANGED_DOT, '.');

/** Does [start, end) overlap a link already found? */
const taken = (links: readonly LinkSpan[], start: number, end: number): boolean =>
  links.some((l) => start < l.end && end > l.start);

function defangedLinks(text: string, found: readonly LinkSpan[]): LinkSpan[] {
  const out: LinkSpan[] = [];
  for (const marker of FANG_MARKERS) {
    if (!text.includes(marker)) continue;
    for (const m of matchesInRuns(text, marker, DEFANGED)) {
      const raw = trimLink(m.text);
      const start = m.start;
      const end = start + raw.length;
      if (!FANG_MARKERS.some((f) => raw.includes(f))) continue;
      if (taken(found, start, end) || taken(out, start, end)) continue;
      const url = refang(raw);
      const bare = url.replace(/^https?:\/\//i, '');
      const host = bare.split(/[/:]/)[0] ?? '';
      if (!isRealHost(host, bare.length > host.length + 1)) continue;
      out.push({ url: /^https?:\/\//i.test(url) ? url : `http://${url}`, text: raw, start, end });
    }
  }
  return out;
}

/**
 * A link spelled out as it is said on a call or typed to slip past filters: "netflix-billing-update
 * dot com", "www dot irs-refund dot com". Only a name no sentence holds (with a hyphen or a digit,
 * or after "www dot"): "the dot com bubble" names no site.
 */
const SPELLED =
  /(?<![\p{L}\p{N}.-])((?:www\s+dot\s+)?)([\p{L}\p{N}][\p{L}\p{N}-]{0,61}[\p{L}\p{N}])\s+dot\s+(com|net|org|info|biz|co|us|io|xyz|top|online|site|shop|app|ly|uk|ca)(?![\p{L}\p{N}])/giu;
function spelledLinks(text: string, found: readonly LinkSpan[]): LinkSpan[] {
  if (!/\sdot\s/i.test(text)) return [];
  const out: LinkSpan[] = [];
  for (const m of text.matchAll(SPELLED)) {
    const [raw, www, name, tld] = m as unknown as [string, string, string, string];
    if (!www && !/[-\d]/.test(name)) continue;
    const start = m.index;
    const end = start + raw.length;
    if (taken(found, start, end)) continue;
    const host = `${www ? 'www.' : ''}${name}.${tld}`.toLowerCase();
    if (!isRealHost(host, false)) continue;
    out.push({ url: `http://${host}`, text: raw, start, end });
  }
  return out;
}

/** Every link in the text with its exact span, in document order. */
export function findLinks(text: string): LinkSpan[] {
  const found: LinkSpan[] = [];
  const covered: Array<[number, number]> = [];
  for (const m of matchesInRuns(text, '://', ABSOLUTE_URL)) {
    const raw = trimLink(m.text);
    if (!/^https?:\/\/[^/?#]+/i.test(raw)) continue;
    const start = m.start;
    found.push({ url: raw, text: raw, start, end: start + raw.length });
    covered.push([start, start + raw.length]);
  }
  let c = 0;
  for (const m of matchesInRuns(text, '.', BARE_DOMAIN)) {
    const start = m.start;
    while (c < covered.length && covered[c]![1] <= start) c++;
    if (c < covered.length && covered[c]![0] <= start) continue;
    const raw = trimLink(m.text);
    const host = raw.split(/[/:]/)[0] ?? '';
    if (!isRealHost(host, raw.length > host.length + 1)) continue;
    found.push({ url: `http://${raw}`, text: raw, start, end: start + raw.length });
  }
  found.push(...defangedLinks(text, found));
  found.push(...spelledLinks(text, found));
  return found.sort((a, b) => a.start - b.start);
}

/**
 * The links of one stretch of `text` (a sentence), from the links of the whole text found once.
 * A link never holds whitespace, so where the stretch is bounded by whitespace or the text's
 * ends, these are exactly the links a scan of the stretch alone gives; a stretch cut inside a
 * word (a sentence cut short by a budget) is scanned on its own, as before.
 */
export function linksWithin(text: string, all: readonly LinkSpan[], stretch: Span): LinkSpan[] {
  const { start, end } = stretch;
  // A link spelled out ("name dot com") holds spaces: a stretch that cuts one is scanned alone.
  const bounded =
    (start === 0 || SPACE.test(text[start - 1]!)) &&
    (end === text.length || SPACE.test(text[end]!)) &&
    stretch.text === text.slice(start, end) &&
    !all.some((l) => l.start < end && l.end > start && (l.start < start || l.end > end));
  if (!bounded) {
    return findLinks(stretch.text).map((l) => ({
      ...l,
      start: l.start + start,
      end: l.end + start,
    }));
  }
  return all.filter((l) => l.start >= start && l.end <= end);
}
