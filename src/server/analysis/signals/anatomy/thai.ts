/**
 * The anatomy of a Thai message, read from meaning classes (thai-words.ts) the way
 * other-languages.ts reads Spanish or Indonesian: an offer of easy money (a gambling site's free
 * credit, a loan with no checks, a grant, paid work from home, a prize, a promised return) or a
 * threat to the reader's account is the pretext; tapping a link, adding a chat contact, paying or
 * giving one's details is the ask; an offer of money for nothing is pressure (too good to be
 * true), as are urgency beside an ask and a threat to close an account. A chat ID to add is a way
 * to act that is not the sender's. The decision stays the anatomy's (index.ts): a pretext, an ask
 * and pressure or a foreign way to act together.
 *
 * Latin letters written in place of the Thai letters they look like ("เว็uตรง") are read as the
 * Thai letters, one for one, so every quote keeps its place in the text as written.
 */
import { MAX_CLASS_CHARS } from './class-reader';
import { LOOKALIKE_LATIN, THAI_LETTER } from './thai-words';

/** A text with fewer Thai letters than this is not read as Thai. */
const MIN_THAI_LETTERS = 8;
const MAX_THAI_CHARS = MAX_CLASS_CHARS;

interface Hit {
  start: number;
  end: number;
}

/** Whether `text` has enough Thai letters to be read as Thai. */
export function isThai(text: string): boolean {
  let n = 0;
  const end = Math.min(text.length, MAX_THAI_CHARS);
  for (let i = 0; i < end; i++) {
    const c = text.charCodeAt(i);
    if (c >= 0x0e01 && c <= 0x0e4e && ++n >= MIN_THAI_LETTERS) return true;
  }
  return false;
}

/**
 * `text` with single Latin look-alike letters inside Thai words read as the Thai letters, same
 * length, and whether any was found.
 */
export function unmaskThai(text: string): { plain: string; masked: Hit[] } {
  const masked: Hit[] = [];
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    // "1OO", "5,ooo": the letter o for a zero inside a number.
    if ((ch === 'o' || ch === 'O') && /[\d,]/.test(out[out.length - 1] ?? '')) {
      out += '0';
      masked.push({ start: i, end: i + 1 });
      continue;
    }
    const swap = LOOKALIKE_LATIN[ch];
    if (swap) {
      // Thai before it, as written or as just read back ("ระuuเติม": two in a row).
      const before = THAI_LETTER.test(out[out.length - 1] ?? '');
      const next = text[i + 1] ?? '';
      const after =
        THAI_LETTER.test(next) ||
        (LOOKALIKE_LATIN[next] !== undefined && THAI_LETTER.test(text[i + 2] ?? ''));
      const latinNext = /[A-Za-z]/.test(next);
      // Inside a Thai word: Thai before it, and Thai (or one more look-alike, then Thai) or no
      // Latin letter after it.
      if (before && (after || !latinNext)) {
        out += swap;
        masked.push({ start: i, end: i + 1 });
        continue;
      }
    }
    out += ch;
  }
  return { plain: out, masked };
}
