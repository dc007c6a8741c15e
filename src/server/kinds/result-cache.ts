/**
 * The 24 h result cache (spec 9): the same input analyzed again within RESULT_CACHE_MS gets the
 * stored analysis back, same id, instead of a new row. "Same" ignores Unicode form, line-ending
 * style, surrounding whitespace and runs of spaces within a line, which never change what a text
 * says. Line breaks are kept: the analyzer reads them as structure (a message sent one word per
 * line scores differently from the same words as prose), so they are part of what was analyzed.
 */
import { createHash } from 'node:crypto';
import type { AnalysisType } from '../../shared';

/**
 * What the replaces and the trim below would change: a space other than U+0020 or a line break,
 * two spaces in a row, a space beside a line break, space at either end. A text already in that
 * form (the text the analyzer reads, acquire/text.ts normaliseText) is given back as it is, not
 * copied by replaces that put every space and line break back where it was.
 */
const SPACING_TO_FOLD = /[^\S\n ]| {2}| \n|\n |^\s|\s$/;

export function normaliseForCache(content: string): string {
  const composed = content.normalize('NFC');
  if (!SPACING_TO_FOLD.test(composed)) return composed;
  return composed
    .replace(/\r\n?/g, '\n')
    .replace(/[^\S\n]+/g, ' ')
    .replace(/ ?\n ?/g, '\n')
    .trim();
}

/** The type is part of the key: the same string as text and as a URL are different analyses. */
export function resultCacheKey(type: AnalysisType, normalisedInput: string): string {
  return createHash('sha256').update(`${type}\n${normalisedInput}`).digest('hex');
}
