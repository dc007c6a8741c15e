/**
 * The anatomy of a Vietnamese message (class-reader.ts with vietnamese-words.ts), read on a copy of
 * the text with its tone marks taken off, one letter for one, so "Tài khoản" and "Tai khoan" read
 * the same and every quote is cut from the text as written.
 */
import { MAX_CLASS_CHARS, readClasses } from './class-reader';
import type { Anatomy } from './parts';
import type { Reading } from './tokens';
import { VIETNAMESE_WORDS } from './vietnamese-words';

const MARKS = /\p{M}/gu;

/**
 * `text` in lower case with its tone and vowel marks taken off ("đ" read as "d"), one code unit for
 * one, so offsets into it are offsets into `text`.
 */
export function foldVietnamese(text: string): string {
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

/** Reads a message already known to be Vietnamese. */
export function readVietnamese(reading: Reading, anatomy: Anatomy): void {
  readClasses(
    reading,
    anatomy,
    foldVietnamese(reading.text.slice(0, MAX_CLASS_CHARS)),
    VIETNAMESE_WORDS,
  );
}
