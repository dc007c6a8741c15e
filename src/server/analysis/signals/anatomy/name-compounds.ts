/**
 * A link's site named by joining a name the message writes to other words with a hyphen
 * ("vcbdigibank-vn.com" in a text about "VCB Digibank", "edevlet-guvenlik.com" under "e-Devlet",
 * "maybank2u-verify.com" from "Maybank2u:"): the way phishing sites are named after a sender the
 * brand lists do not know. A plain fact the judge weighs (judge/inputs.ts), not hard evidence:
 * a small business may name its site so too. The site named exactly as the message writes the
 * name ("Lakeside Clinic" and lakeside-clinic.co.uk) is not one.
 */
import { parse as parseDomain } from 'tldts';

/** A name is at least this many letters ("VCB" alone is too short to tell). */
const MIN_NAME_LETTERS = 4;
/** Names are looked for in this much of the message. */
const NAME_SCAN_CHARS = 2000;
/** A written word with a capital letter (a name): "VCB", "Digibank", "e-Devlet", "Maybank2u". */
const WORD = /[\p{L}\p{N}][\p{L}\p{N}'-]*/gu;

const letters = (s: string) =>
  s
    .toLowerCase()
    .normalize('NFD')
    .replace(/[^a-z0-9]/g, '');

/** The names the message writes: capitalised words, alone and with the next one or two joined. */
function writtenNames(text: string): Set<string> {
  const words = [...text.slice(0, NAME_SCAN_CHARS).matchAll(WORD)].map((m) => ({
    word: m[0],
    named: /\p{Lu}/u.test(m[0]),
    at: m.index,
    end: m.index + m[0].length,
  }));
  const out = new Set<string>();
  for (let i = 0; i < words.length; i++) {
    if (!words[i]!.named) continue;
    let joined = '';
    for (let k = i; k < Math.min(words.length, i + 3); k++) {
      const w = words[k]!;
      // A name runs over capitalised words separated by spaces only ("VCB Digibank").
      if (k > i && (!w.named || !/^ +$/.test(text.slice(words[k - 1]!.end, w.at)))) break;
      joined += letters(w.word);
      if (joined.length >= MIN_NAME_LETTERS) out.add(joined);
    }
  }
  return out;
}

/** Whether the site of `host` joins a name the message writes to other words by a hyphen. */
export function nameJoinedToWords(host: string, text: string): boolean {
  const label = (parseDomain(host).domainWithoutSuffix ?? '').toLowerCase();
  if (!label.includes('-')) return false;
  const names = writtenNames(text);
  if (names.has(letters(label))) return false;
  const parts = label.split('-').filter(Boolean);
  // A part, or parts in a row, spelling a name, with other parts beside them.
  for (let i = 0; i < parts.length; i++) {
    let joined = '';
    for (let k = i; k < parts.length; k++) {
      joined += letters(parts[k]!);
      if (k - i + 1 < parts.length && names.has(joined)) return true;
    }
  }
  return false;
}
