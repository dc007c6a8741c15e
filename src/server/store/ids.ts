/** Analysis ids: random, url-safe, unguessable (they are the share links of anonymous analyses). */
import { randomBytes } from 'node:crypto';
import { MAX_ID_CHARS } from '../../shared';

/** 12 random bytes = 96 bits = 16 base64url characters. */
const ID_BYTES = 12;
const ID_PATTERN = new RegExp(`^[A-Za-z0-9_-]{1,${MAX_ID_CHARS}}$`);

export function newAnalysisId(): string {
  return randomBytes(ID_BYTES).toString('base64url');
}

/** True for strings that could be one of our ids; anything else cannot be found. */
export function isAnalysisId(value: string): boolean {
  return ID_PATTERN.test(value);
}
