/**
 * Reads a fact-check file or feed (ClaimReview JSON-LD or CSV) from disk or, through the safe
 * fetcher, from a URL, and adds it to the index. Used by `npm run factchecks -- import`.
 *
 * Built to run beside the server: every entry is checked first (nothing is added when any is
 * malformed), then the entries go in in short transactions of IMPORT_BATCH_ROWS, with a pause
 * between them in which the server's writes get the lock; a CSV file is read as a stream (twice:
 * to check, then to add), so memory holds a batch, not the file.
 */
import { createReadStream } from 'node:fs';
import { open, readFile, stat } from 'node:fs/promises';
import { extname } from 'node:path';
import type { FactCheck } from '../../../shared';
import { safeFetch, type FetchPolicy } from '../acquire/net/safe-fetch';
import { parseFactCheckCsv, readFactCheckCsv } from './claim-review-csv';
import { parseClaimReviewJson } from './claim-review-json';
import { ImportError } from './record';

/** Largest file or feed imported at once. */
export const MAX_IMPORT_BYTES = 50 * 1024 * 1024;
/** Time a feed may take to download. */
export const IMPORT_FETCH_TIMEOUT_MS = 60_000;
/** Fact-checks written per transaction: each holds the database's write lock for milliseconds. */
export const IMPORT_BATCH_ROWS = 200;
/** Pause after each transaction, in which the server's waiting writes take the lock. */
export const IMPORT_BATCH_PAUSE_MS = 10;
/** Characters read from a file at a time. */
const READ_CHUNK_BYTES = 64 * 1024;
const FEED_TYPES = [
  'application/json',
  'application/ld+json',
  'text/csv',
  'text/plain',
  'application/octet-stream',
];

export type ImportFormat = 'json' | 'csv';

/** What one batch added (the store's ImportCounts has this shape). */
export interface ImportCounts {
  added: number;
  /** Already in the index (same review URL), or repeated within the import. */
  duplicates: number;
}

/**
 * Where the entries go: the fact-check store fits (store/stores.ts). Declared here rather than
 * imported, so that this module, below the store, never imports it.
 */
export interface FactCheckSink {
  /** Adds them all or none; skips review URLs already indexed (or repeated in `items`). */
  add(items: readonly FactCheck[], now: Date): ImportCounts | Promise<ImportCounts>;
}

export interface ImportSummary extends ImportCounts {
  read: number;
  format: ImportFormat;
}

/**
 * The entries were all checked, but the file changed while they were added and a later one was
 * malformed: the batches before it stay added.
 */
export class ImportStoppedError extends Error {
  override name = 'ImportStoppedError';
  constructor(
    message: string,
    readonly added: number,
  ) {
    super(message);
  }
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

/** Where the entries come from: a downloaded feed (in memory, at most 50 MB) or a file. */
type Source = { text: string; hint: string } | { path: string; hint: string };

async function openSource(
  source: string,
  fetchPolicy: Omit<FetchPolicy, 'timeoutMs' | 'maxBytes'>,
): Promise<Source> {
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
  return { path: source, hint: extname(source) };
}

/** The source's text piece by piece. */
async function* pieces(source: Source): AsyncGenerator<string> {
  if ('text' in source) {
    for (let at = 0; at < source.text.length; at += READ_CHUNK_BYTES)
      yield source.text.slice(at, at + READ_CHUNK_BYTES);
    return;
  }
  const stream = createReadStream(source.path, {
    encoding: 'utf8',
    highWaterMark: READ_CHUNK_BYTES,
  });
  for await (const piece of stream) yield piece as string;
}

/** The first characters, enough to tell JSON from CSV. */
async function head(source: Source): Promise<string> {
  if ('text' in source) return source.text.slice(0, 1024);
  const file = await open(source.path, 'r');
  try {
    const buffer = Buffer.alloc(1024);
    const { bytesRead } = await file.read(buffer, 0, buffer.length, 0);
    return buffer.subarray(0, bytesRead).toString('utf8');
  } finally {
    await file.close();
  }
}

/** The entries, checked, one at a time (a JSON document is parsed whole; a CSV is streamed). */
async function* entries(source: Source, format: ImportFormat): AsyncGenerator<FactCheck> {
  if (format === 'csv') {
    yield* readFactCheckCsv(pieces(source));
    return;
  }
  const text = 'text' in source ? source.text : await readFile(source.path, 'utf8');
  yield* parseClaimReviewJson(text);
}

export interface ImportOptions {
  fetchPolicy: Omit<FetchPolicy, 'timeoutMs' | 'maxBytes'>;
  now: Date;
  /** IMPORT_BATCH_PAUSE_MS unless given. */
  batchPauseMs?: number;
}

export async function importFactChecks(
  source: string,
  index: FactCheckSink,
  options: ImportOptions,
): Promise<ImportSummary> {
  const opened = await openSource(source, options.fetchPolicy);
  const format = detectFormat(await head(opened), opened.hint);
  const pauseMs = options.batchPauseMs ?? IMPORT_BATCH_PAUSE_MS;

  // Everything is checked before anything is written: a malformed entry refuses the whole file.
  let read = 0;
  let checked: FactCheck[] | null = null;
  if (format === 'json') checked = [];
  for await (const entry of entries(opened, format)) {
    read++;
    checked?.push(entry);
  }

  const counts: ImportCounts = { added: 0, duplicates: 0 };
  let batch: FactCheck[] = [];
  const flush = async () => {
    const done = await index.add(batch, options.now);
    counts.added += done.added;
    counts.duplicates += done.duplicates;
    batch = [];
    await new Promise((resolve) => setTimeout(resolve, pauseMs));
  };
  try {
    for await (const entry of checked ?? entries(opened, format)) {
      batch.push(entry);
      if (batch.length >= IMPORT_BATCH_ROWS) await flush();
    }
    if (batch.length) await flush();
  } catch (error) {
    if (error instanceof ImportError)
      throw new ImportStoppedError(
        `The file changed while it was imported. ${error.message}`,
        counts.added,
      );
    if (/^SQLITE_/.test(String((error as { code?: unknown } | null)?.code)))
      throw new ImportStoppedError(
        'The database could not be written to: another program held it too long, or the disk is full.',
        counts.added,
      );
    throw error;
  }
  return { ...counts, read, format };
}
