/**
 * Links that came from what a person sent keep their host, which is evidence (a look-alike
 * domain, a listed scam site), and lose their path, query and fragment, which is where a phishing
 * link carries its victim ("/verify?email=maria.gonzalez@example.com&phone=..."), and any user
 * name before the host. This holds for links written in a text and for the address a person
 * analyzed (publicLink). Links the product writes itself (a fact-check search, a reference page)
 * are not content and are never passed through here.
 */
import { parse as parseDomain } from 'tldts';

export const LINK_PATH_MASK = '[link path hidden]';

export interface LinkPart {
  /** The stretch to hide (a user name, or everything after the host), or the host to keep. */
  start: number;
  end: number;
  keep: boolean;
}

const ABSOLUTE = /(?<!\w)https?:\/\/[^\s<>"'`{}|\\^[\]]+/giu;
const BARE =
  /(?<![\p{L}\p{N}@._/-])(?:[\p{L}\p{N}](?:[\p{L}\p{N}-]{0,61}[\p{L}\p{N}])?\.){1,8}[\p{L}]{2,24}(?![@\p{L}\p{N}-])(?::\d{2,5})?(?:[/?#][^\s<>"'`{}|\\^[\]]*)?/gu;
const TRAILING = /[.,;:!?)\]}'"»”’]+$/u;

function trimmed(raw: string): string {
  let out = raw.replace(TRAILING, '');
  if (raw.length > out.length && raw[out.length] === ')' && out.includes('(')) out += ')';
  return out;
}

/** Names reserved for examples and tests (RFC 2606, 6761): hosts all the same. */
const RESERVED = /\.(?:example|test|invalid|localhost)$/;

function realHost(host: string): boolean {
  const tld = host.slice(host.lastIndexOf('.') + 1);
  if (tld !== tld.toLowerCase() && host !== host.toUpperCase()) return false;
  if (RESERVED.test(host.toLowerCase())) return true;
  const parsed = parseDomain(host.toLowerCase());
  return parsed.isIcann === true && parsed.domain !== null;
}

/** Where a link's host ends (after its port), from the start of the link's text. */
function partsOf(link: string, offset: number, hostFrom: number): LinkPart[] {
  const parts: LinkPart[] = [];
  let from = hostFrom;
  const authorityEnd = link.slice(from).search(/[/?#]/);
  const authority = authorityEnd < 0 ? link.slice(from) : link.slice(from, from + authorityEnd);
  const at = authority.lastIndexOf('@');
  if (at >= 0) {
    parts.push({ start: offset + from, end: offset + from + at + 1, keep: false });
    from += at + 1;
  }
  const rest = link.slice(from).search(/[/?#]/);
  parts.push({ start: offset, end: offset + (rest < 0 ? link.length : from + rest), keep: true });
  if (rest < 0) return parts;
  let pathStart = from + rest;
  // "https://shop.example/" keeps its slash; "/[link path hidden]" reads as a path.
  if (link[pathStart] === '/') pathStart += 1;
  if (pathStart < link.length)
    parts.push({ start: offset + pathStart, end: offset + link.length, keep: false });
  return parts;
}

/**
 * The parts of every link in the normal form: what to hide, and the scheme and host to keep (no
 * other detector may hide a host's digits: "http://192.0.2.7:8080/" stays evidence).
 */
export function linkPartSpans(text: string): LinkPart[] {
  if (!/[./]/.test(text)) return [];
  const out: LinkPart[] = [];
  const covered: Array<[number, number]> = [];
  for (const m of text.matchAll(ABSOLUTE)) {
    const link = trimmed(m[0]);
    const scheme = link.indexOf('//') + 2;
    out.push(...partsOf(link, m.index, scheme));
    covered.push([m.index, m.index + link.length]);
  }
  for (const m of text.matchAll(BARE)) {
    if (covered.some(([s, e]) => m.index >= s && m.index < e)) continue;
    const link = trimmed(m[0]);
    const host = link.split(/[/:?#]/)[0] ?? '';
    if (!realHost(host)) continue;
    out.push(...partsOf(link, m.index, 0));
  }
  return out.sort((a, b) => a.start - b.start);
}

/**
 * The address of an analysis as every public surface shows it: scheme and host (and port), the
 * rest hidden. An address that is only its site is shown as it is.
 */
export function publicLink(url: string): string {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return url.replace(/^([a-z][a-z0-9+.-]*:\/\/[^/?#@\s]+).*$/i, (whole, site: string) =>
      whole === site ? site : `${site}/${LINK_PATH_MASK}`,
    );
  }
  const site = `${parsed.protocol}//${parsed.host}`;
  const bare = parsed.pathname === '/' && parsed.search === '' && parsed.hash === '';
  if (bare && parsed.username === '' && parsed.password === '') return url;
  return bare ? `${site}/` : `${site}/${LINK_PATH_MASK}`;
}

/** Whether a shown address has a hidden part (so it cannot be opened or analyzed again). */
export const hasHiddenPath = (url: string) => url.includes(LINK_PATH_MASK);
