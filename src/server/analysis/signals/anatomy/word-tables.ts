/**
 * Which word table reads a message's anatomy (class-reader.ts), and on what copy of its text:
 * Thai, told by its script, with Latin look-alike letters read back as Thai; Vietnamese, Indonesian
 * (and Malay) and Spanish, Portuguese, French, German, Italian and Dutch, told by the language read
 * once, in lower case without marks ("Tài khoản" reads as "Tai khoan", "bestätigen" as
 * "bestatigen"). Every copy has the text's length, so each quote is cut from the text as written.
 */
import { readLanguage } from '../../knowledge/language';
import { type ClassWords, MAX_CLASS_CHARS, readClasses } from './class-reader';
import { EUROPEAN_WORDS } from './european-words';
import { INDONESIAN_WORDS } from './indonesian-words';
import type { Anatomy } from './parts';
import { THAI_WORDS } from './thai-words';
import { unmaskThai } from './thai';
import type { Reading } from './tokens';
import { VIETNAMESE_WORDS } from './vietnamese-words';

/** The languages read from a word table other than Thai (ISO 639-1; 'id' also reads Malay). */
const TABLES: Readonly<Record<string, ClassWords>> = {
  vi: VIETNAMESE_WORDS,
  id: INDONESIAN_WORDS,
  es: EUROPEAN_WORDS,
  pt: EUROPEAN_WORDS,
  fr: EUROPEAN_WORDS,
  de: EUROPEAN_WORDS,
  it: EUROPEAN_WORDS,
  nl: EUROPEAN_WORDS,
};

const MARKS = /\p{M}/gu;

/**
 * `text` in lower case with its accents and tone marks taken off ("đ" read as "d"), one code unit
 * for one, so offsets into it are offsets into `text`. (knowledge/meaning-morphology.ts `fold`
 * folds a word and may change its length.)
 */
export function foldMarks(text: string): string {
  let out = '';
  for (const ch of text) {
    if (ch === 'đ' || ch === 'Đ') {
      out += 'd';
      continue;
    }
    const base = ch.normalize('NFD').replace(MARKS, '').toLowerCase();
    out += base.length === ch.length ? base : ch;
  }
  return out;
}

/** Reads `reading` with the word table of its language, if it has one. */
export function readWordTables(reading: Reading, anatomy: Anatomy, thai: boolean): void {
  const text = reading.text.slice(0, MAX_CLASS_CHARS);
  if (thai) {
    readClasses(reading, anatomy, unmaskThai(text).plain, THAI_WORDS);
    return;
  }
  const code = readLanguage(text).code;
  const table = Object.hasOwn(TABLES, code) ? TABLES[code] : undefined;
  if (table) readClasses(reading, anatomy, foldMarks(text), table);
}
