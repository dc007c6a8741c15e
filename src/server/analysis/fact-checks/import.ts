/**
 * Reads a fact-check file or feed (ClaimReview JSON-LD or CSV) from disk or, through the safe
 * fetcher, from a URL, and adds it to the index in one transaction: everything or, when any entry
 * is malformed, nothing. Used by `npm run factchecks -- import`.
 */
import { readFile, stat } from 'node:fs/promises';
import { extname } from 'node:path';
import type { FactCheck } from '../../../shared';
import type { ImportCounts } from '../../store/fact-check-index';
import type { FactCheckStore } from '../../store/stores';
import { safeFetch, type FetchPolicy } from '../acquire/net/safe-fetch';
import { parseFactCheckCsv } from './claim-review-csv';
import { parseClaimReviewJson } from './claim-review-json';
import { ImportError } from './record';

/** Largest file or feed imported at once. */
export const MAX_IMPORT_BYTES = 50 * 1024 * 1024;
/** Time a feed may take to download. */
export const IMPORT_FETCH_TIMEOUT_MS = 60_000;
const FEED_TYPES = [
  'application/json',
  'application/ld+json',
  'text/csv',
  'text/plain',
  'application/octet-stream',
];

export type ImportFormat = 'json' | 'csv';

export interface ImportSummary extends ImportCounts {
  read: number;
  format: ImportFormat;
}

/** JSON by name or type, CSV likewise, else by the first character. */
export function detectFormat(text: string, hint: string | null): ImportFormat {
  const h = (hint ?? '').toLowerCase();
  if (/\.(?:json|jsonld)$|json/.test(h)) return 'json';
  if (/\.csv$|text\/csv/.test(h)) return 'csv';
  return /^\uFEFF?\s*[[{]/.test(text) ? 'json' : 'csv';
}

export function parseFactChecks(text: string, format: ImportFormat): FactCheck[] {
  return format === 'json' ? parseClaimReviewJson(text) : parseFactCheckCsv(text);
}

async function readSource(
  source: string,
  fetchPolicy: Omit<FetchPolicy, 'timeoutMs' | 'maxBytes'>,
): Promise<{ text: string; hint: string }> {
  if (/^https?:\/\//i.test(source)) {
    let url: URL;
    try {
      url = new URL(source);
    } catch {
      throw new ImportError(`"${source.slice(0, 100)}" is not a web address FactLens can read.`);
    }
    const page = await safeFetch(url, {
      ...fetchPolicy,
      timeoutMs: IMPORT_FETCH_TIMEOUT_MS,
      maxBytes: MAX_IMPORT_BYTES,
      acceptTypes: FEED_TYPES,
    }).catch((error: unknown) => {
      throw new ImportError(
        `The feed at ${url.host} could not be read: ${error instanceof Error ? error.message : 'unknown error'}`,
      );
    });
    return { text: page.body, hint: `${page.contentType} ${new URL(page.url).pathname}` };
  }
  const info = await stat(source).catch(() => null);
  if (!info?.isFile())
    throw new ImportError(
      `There is no file at ${source}. Give the path of a .json, .jsonld or .csv file, or an http(s) address.`,
    );
  if (info.size > MAX_IMPORT_BYTES)
    throw new ImportError(
      `${source} is larger than ${MAX_IMPORT_BYTES / 1024 / 1024} MB. Split it into smaller files.`,
    );
  return { text: await readFile(source, 'utf8'), hint: extname(source) };
}

export async function importFactChecks(
  source: string,
  index: Pick<FactCheckStore, 'add'>,
  options: { fetchPolicy: Omit<FetchPolicy, 'timeoutMs' | 'maxBytes'>; now: Date },
): Promise<ImportSummary> {
  const { text, hint } = await readSource(source, options.fetchPolicy);
  const format = detectFormat(text, hint);
  const items = parseFactChecks(text, format);
  return { ...(await index.add(items, options.now)), read: items.length, format };
}
