/**
 * The 24 h result cache (spec 9): the same input analyzed again within RESULT_CACHE_MS gets the
 * stored analysis back, same id, instead of a new row. "Same" ignores Unicode form, line-ending
 * style, surrounding whitespace and runs of spaces within a line, which never change what a text
 * says. Line breaks are kept: the analyzer reads them as structure (a message sent one word per
 * line scores differently from the same words as prose), so they are part of what was analyzed.
 */
import { createHash } from 'node:crypto';
import type { AnalysisType } from '../../shared';

export function normaliseForCache(content: string): string {
  return content
    .normalize('NFC')
    .replace(/\r\n?/g, '\n')
    .replace(/[^\S\n]+/g, ' ')
    .replace(/ ?\n ?/g, '\n')
    .trim();
}

/** The type is part of the key: the same string as text and as a URL are different analyses. */
export function resultCacheKey(type: AnalysisType, normalisedInput: string): string {
  return createHash('sha256').update(`${type}\n${normalisedInput}`).digest('hex');
}
