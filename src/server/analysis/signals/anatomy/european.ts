/**
 * The anatomy of a message in Spanish, Portuguese, French, German, Italian or Dutch
 * (class-reader.ts with european-words.ts), read on a copy of the text in lower case without
 * accents, one letter for one, so every quote is cut from the text as written. It adds the
 * pretexts the tagger-free reading of these languages lacks (other-languages.ts): a parcel held, an
 * account blocked or used from a new device, a fine unpaid, money said to be owed to the reader.
 */
import { MAX_CLASS_CHARS, readClasses } from './class-reader';
import { EUROPEAN_WORDS } from './european-words';
import type { Anatomy } from './parts';
import type { Reading } from './tokens';
import { foldVietnamese } from './vietnamese';

/** The languages this table reads. */
const LANGUAGES: ReadonlySet<string> = new Set(['es', 'pt', 'fr', 'de', 'it', 'nl']);

/** Reads a message in `lang` (ISO 639-1) if it is one of the six. */
export function readEuropean(reading: Reading, anatomy: Anatomy, lang: string): void {
  if (!LANGUAGES.has(lang)) return;
  readClasses(
    reading,
    anatomy,
    foldVietnamese(reading.text.slice(0, MAX_CLASS_CHARS)),
    EUROPEAN_WORDS,
  );
}
