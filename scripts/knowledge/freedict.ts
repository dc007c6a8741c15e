/**
 * Reading Debian's FreeDict dictionaries (dictd format: a .index of "headword<TAB>offset<TAB>
 * length" in base 64, and a dictzip'd .dict.dz, which gunzips whole) into headword -> the list of
 * translations each entry gives. The entries' layouts differ by dictionary (plain lists, numbered
 * senses, Ding's German with notes and examples, the Polish Roman-numbered senses, WikDict's
 * numbered senses followed by an English gloss); each is read down to its translation lines.
 */
import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';

export const DICT_DIR = '/usr/share/dictd';

const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const decode = (s: string) => [...s].reduce((n, c) => n * 64 + B64.indexOf(c), 0);

export interface Dictionary {
  name: string;
  /** The dictionary's edition and licence, as its header entry states them. */
  edition: string;
  /** Lower-cased headword -> each entry's translations (already split and cleaned). */
  entries: Map<string, string[][]>;
}

/** Grammar marks, labels and notes inside a translation line: "zahlen <v, trans>", "(huk.)". */
const MARKUP = /\([^)]*\)|\[[^\]]*\]|\{[^}]*\}|<[^>]*>/g;

/** A translation item worth keeping: letters, at most three words, no stray markup. */
function cleanItem(raw: string): string | null {
  const item = raw
    .replace(MARKUP, ' ')
    .replace(/^\s*(?:\d+\.|[IVX]+\.)\s*/, '')
    .replace(/["“”]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase()
    .normalize('NFKC');
  // Digits, markup, and IPA (Ding's pronunciations of abbreviations) are not words.
  if (item.length < 2 || /\d|[=:|ˈˌːɛʒɹɑʌəɪʊɔæθðŋʃɜ]/.test(item)) return null;
  if (item.split(' ').length > 3) return null;
  return /^\p{L}[\p{L}\p{M}'’ -]*$/u.test(item) ? item : null;
}

/** The lines of an entry that hold translations (the first line is the headword's). */
function translationLines(body: string, wikdict: boolean): string[] {
  const lines = body.split('\n').slice(1);
  const numbered = lines.filter((l) => /^\s*\d+\.\s/.test(l));
  if (wikdict) return numbered.length ? numbered : lines.slice(0, 1);
  return lines.filter((l) => {
    if (!l.trim()) return false;
    // Ding's notes, examples and cross-references are indented; so are Polish continuation lines.
    if (/^\s{3,}/.test(l) || /^\s*(?:Note|Synonyms?|see|Example):/i.test(l.trim())) return false;
    // Polish phrasal and compound sub-entries translate a longer English phrase.
    return !/<(?:V|N|Adj|Adv) (?:Phras|Comp)>/.test(l);
  });
}

export function readDictionary(name: string): Dictionary {
  const data = gunzipSync(readFileSync(`${DICT_DIR}/freedict-${name}.dict.dz`));
  const wikdict = data.subarray(0, 4000).toString('utf8').includes('Creative Commons');
  const entries = new Map<string, string[][]>();
  let edition = '';
  for (const line of readFileSync(`${DICT_DIR}/freedict-${name}.index`, 'utf8').split('\n')) {
    const [head, off, len] = line.split('\t');
    if (!head || off === undefined || len === undefined) continue;
    const body = data.subarray(decode(off), decode(off) + decode(len)).toString('utf8');
    if (/^00-?database/.test(head)) {
      if (/^00-?database-?info$/.test(head)) edition = body.match(/Edition:\s*(\S+)/)?.[1] ?? '';
      continue;
    }
    const items = translationLines(body, wikdict)
      .flatMap((l) => l.replace(MARKUP, ' ').split(/[,;/]/))
      .map(cleanItem)
      .filter((x): x is string => x !== null);
    const key = head.toLowerCase();
    const list = entries.get(key) ?? [];
    list.push(items);
    entries.set(key, list);
  }
  return { name, edition, entries };
}

/** English -> X: the translations of an English word. */
export function forward(dict: Dictionary, english: string): string[] {
  return (dict.entries.get(english) ?? []).flat();
}

/** X -> English, read backwards: the X headwords one of whose glosses is `english`. */
export function reverseIndex(dict: Dictionary): Map<string, Set<string>> {
  const byGloss = new Map<string, Set<string>>();
  for (const [head, lists] of dict.entries) {
    if (!cleanItem(head)) continue;
    for (const gloss of lists.flat()) {
      const g = gloss.replace(/^to /, '');
      const set = byGloss.get(g) ?? new Set<string>();
      set.add(head);
      byGloss.set(g, set);
    }
  }
  return byGloss;
}
