/**
 * The anatomy of an Indonesian or Malay message (class-reader.ts with indonesian-words.ts), read in
 * lower case, so every quote is cut from the text as written.
 */
import { MAX_CLASS_CHARS, readClasses } from './class-reader';
import { INDONESIAN_WORDS } from './indonesian-words';
import type { Anatomy } from './parts';
import type { Reading } from './tokens';
import { foldVietnamese } from './vietnamese';

/** Reads a message already known to be Indonesian or Malay. */
export function readIndonesian(reading: Reading, anatomy: Anatomy): void {
  readClasses(
    reading,
    anatomy,
    foldVietnamese(reading.text.slice(0, MAX_CLASS_CHARS)),
    INDONESIAN_WORDS,
  );
}
