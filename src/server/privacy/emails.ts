/**
 * E-mail addresses in the normal form (so "＠" is already "@"), in every spelling people use to
 * keep them from robots: "maria.gonzalez@example.com", "maria @ example.com", "maria (at)
 * example (dot) com", "maria[at]example[dot]com", "maria at example dot com", "maria arroba
 * example punto com". The domain must end in a real public suffix (tldts), so "look at this
 * dot com boom" or "meet at 10.30" are not addresses; a plain "at" needs an address-like name
 * before it ("maria.gonzalez at example.com") or a spelled-out "dot" after it.
 */
import { parse as parseDomain } from 'tldts';

export interface Found {
  start: number;
  end: number;
}

const LOCAL = "[\\p{L}\\p{N}](?:[\\p{L}\\p{N}._%+'-]{0,62}[\\p{L}\\p{N}_])?";
const LABEL = '[\\p{L}\\p{N}](?:[\\p{L}\\p{N}-]{0,61}[\\p{L}\\p{N}])?';
const AT_WORDS = 'at|arroba|@';
const DOT_WORDS = 'dot|punto|ponto|point|punkt|nokta|titik|chấm|kropka|stip|dott';
const BRACKETED = (w: string) =>
  `\\s?(?:\\(\\s?(?:${w})\\s?\\)|\\[\\s?(?:${w})\\s?\\]|\\{\\s?(?:${w})\\s?\\}|<\\s?(?:${w})\\s?>)\\s?`;
/** "@" with or without spaces, or a bracketed word; then a plain spelled word. */
const AT = `(?:\\s?@\\s?|${BRACKETED(AT_WORDS)}|\\s(?:${AT_WORDS})\\s)`;
const DOT = `(?:\\.|${BRACKETED(DOT_WORDS)}|\\s(?:${DOT_WORDS})\\s)`;
const ADDRESS = new RegExp(
  `(?<![\\p{L}\\p{N}._%+'-])(${LOCAL}(?:${'\\s(?:dot|punto|ponto|point|punkt)\\s'}${LOCAL}){0,3})${AT}((?:${LABEL}${DOT}){1,6}[\\p{L}]{2,24})(?![\\p{L}\\p{N}])`,
  'giu',
);
const SPELLED_AT = /^\s(?:at|arroba)\s$/i;
const SPELLED_DOT = new RegExp(`\\s(?:${DOT_WORDS})\\s|[([{<]\\s?(?:${DOT_WORDS})`, 'i');

function realDomain(spelled: string): boolean {
  const host = spelled.replace(new RegExp(DOT, 'giu'), '.').replace(/\s/g, '').toLowerCase();
  const parsed = parseDomain(host);
  return parsed.isIcann === true && parsed.domain !== null && parsed.publicSuffix !== host;
}

/** The length of the longest start of a spelled domain that is a real one; null when none is. */
function realEnd(domain: string): number | null {
  const dots = [...domain.matchAll(new RegExp(DOT, 'giu'))];
  for (let cut = dots.length; cut >= 1; cut -= 1) {
    const end = cut === dots.length ? domain.length : dots[cut]!.index;
    if (realDomain(domain.slice(0, end))) return end;
  }
  return null;
}

function readAddress(m: RegExpExecArray): Found | null {
  const local = m[1]!;
  const domain = m[2]!;
  const at = m[0].slice(local.length, m[0].length - domain.length);
  // "visit us at shop.example": a plain "at" needs a name shaped like an address before it
  // or a spelled "dot" after it.
  if (SPELLED_AT.test(at) && !/[._\d]|\sdot\s/.test(local) && !SPELLED_DOT.test(domain))
    return null;
  // Written plainly ("a@b.example"), it is an address whatever its ending. Spelled out or
  // spaced, the domain must end in a real suffix; a sentence run on after it
  // ("mail.example.Then") is cut back to the longest one that does.
  const plain = at === '@' && !/\s/.test(domain);
  const end = plain ? domain.length : realEnd(domain);
  if (end === null) return null;
  return { start: m.index, end: m.index + m[0].length - (domain.length - end) };
}

export function emailSpans(text: string): Found[] {
  if (!/@|\bat\b|arroba|\(at\)|\[at\]/i.test(text)) return [];
  const out: Found[] = [];
  ADDRESS.lastIndex = 0;
  for (let m = ADDRESS.exec(text); m !== null; m = ADDRESS.exec(text)) {
    const found = readAddress(m);
    // A rejected match ("me at j.whitfield") may hide a real address inside it: look again
    // from the next character, past both halves of one outside the BMP ("𨋢仔 at shop.example"):
    // asked to search from between them, the pattern starts at the same place again, for ever.
    if (found) out.push(found);
    else ADDRESS.lastIndex = m.index + (text.codePointAt(m.index)! > 0xffff ? 2 : 1);
  }
  return out;
}
