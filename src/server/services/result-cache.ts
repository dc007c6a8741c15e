/**
 * The 24 h result cache (spec 9): the same input analysed again within RESULT_CACHE_MS gets the
 * stored analysis back, same id, instead of a new row. "Same" ignores Unicode form, surrounding
 * whitespace and how whitespace is spread, which never change what a text says.
 */
import { createHash } from 'node:crypto';
import type { AnalysisType } from '../../shared';

export function normaliseForCache(content: string): string {
  return content.normalize('NFC').trim().replace(/\s+/g, ' ');
}

/** The type is part of the key: the same string as text and as a URL are different analyses. */
export function resultCacheKey(type: AnalysisType, normalisedInput: string): string {
  return createHash('sha256').update(`${type}\n${normalisedInput}`).digest('hex');
}
