/**
 * The configuration's defaults and bounds, one named constant each (docs/hosting.md, "Configuration").
 * ./config.ts re-exports them, so callers import them from there.
 */
import {
  DEFAULT_FETCH_MAX_BYTES,
  DEFAULT_RATE_LIMIT_ANALYZE_PER_MIN,
  DEFAULT_RATE_LIMIT_READ_PER_MIN,
} from '../shared/constants';
import { availableParallelism } from 'node:os';

export const DEFAULT_PORT = 3000;
export const DEFAULT_HOST = '127.0.0.1';
export const DEFAULT_DATA_DIR = './data';
/** A current Gemini Flash model; Gemini 3 models combine Google Search with a JSON schema. */
export const DEFAULT_GEMINI_MODEL = 'gemini-3.6-flash';
/** How long a stopping server lets open requests finish, then cuts them (SHUTDOWN_GRACE_MS). */
export const DEFAULT_SHUTDOWN_GRACE_MS = 5_000;
export const MAX_SHUTDOWN_GRACE_MS = 600_000;
/** Total time a model may take per analysis (its retry included) before the offline result is used. */
export const DEFAULT_LLM_TIMEOUT_MS = 45_000;
export const MAX_LLM_TIMEOUT_MS = 600_000;
export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];
export const DEFAULT_YOUTUBE_BASE_URL = 'https://www.youtube.com';
export const DEFAULT_YOUTUBE_OEMBED_URL = 'https://www.youtube.com/oembed';
/** Budget for reading one video (oEmbed, watch page, captions); keeps the answer under 15 s. */
export const DEFAULT_YOUTUBE_TIMEOUT_MS = 12_000;
/** The promise of issue 4: a video request is answered within 15 s, even when YouTube hangs. */
export const YOUTUBE_ANSWER_WITHIN_MS = 15_000;
/** The reading budget stays a second below it, leaving time to answer. */
export const MAX_YOUTUBE_TIMEOUT_MS = YOUTUBE_ANSWER_WITHIN_MS - 1_000;
/** Safe fetcher limits (FETCH_TIMEOUT_MS, FETCH_MAX_BYTES): total time per page, redirects included, and body size. */
export const DEFAULT_FETCH_TIMEOUT_MS = 10_000;
export { DEFAULT_FETCH_MAX_BYTES };
/** Time for one RDAP answer about a shop's domain (RDAP_TIMEOUT_MS): lookup, connect and body. */
export const DEFAULT_RDAP_TIMEOUT_MS = 4_000;
export const MAX_RDAP_TIMEOUT_MS = 30_000;
/** Upper bounds, so a typo cannot make one request hold a connection or memory without end. */
export const MAX_FETCH_TIMEOUT_MS = 60_000;
export const MAX_FETCH_MAX_BYTES = 50 * 1024 * 1024;
/**
 * Per-address rate limits (RATE_LIMIT_ANALYZE_PER_MIN, RATE_LIMIT_READ_PER_MIN); 0 turns one off.
 * The defaults live in src/shared/constants.ts, where the FAQ reads them too.
 */
export { DEFAULT_RATE_LIMIT_ANALYZE_PER_MIN, DEFAULT_RATE_LIMIT_READ_PER_MIN };
export const MAX_RATE_LIMIT_PER_MIN = 1_000_000;
/**
 * PostgreSQL (DATABASE_URL, DATABASE_POOL_SIZE, DATABASE_STATEMENT_TIMEOUT_MS): connections each
 * app instance keeps, and how long one statement may run before the server cancels it. The pool
 * of every instance together must stay under the server's max_connections (100 by default).
 */
export const DEFAULT_DATABASE_POOL_SIZE = 10;
export const MAX_DATABASE_POOL_SIZE = 200;
export const DEFAULT_DATABASE_STATEMENT_TIMEOUT_MS = 5_000;
export const MAX_DATABASE_STATEMENT_TIMEOUT_MS = 600_000;
/**
 * Desktop publishing (PUBLISH_RETRY_BASE_MS, PUBLISH_RETRY_MAX_MS): the first retry waits about
 * the base, each later one twice as long, never more than the max (plus jitter below it).
 */
export const DEFAULT_PUBLISH_RETRY_BASE_MS = 2_000;
export const DEFAULT_PUBLISH_RETRY_MAX_MS = 10 * 60 * 1000;
export const MAX_PUBLISH_RETRY_MS = 24 * 60 * 60 * 1000;
/**
 * Google's Fact Check Tools API (FACTCHECK_API_KEY, FACTCHECK_BASE_URL, FACTCHECK_TIMEOUT_MS):
 * the time all of one analysis's searches may take together, so it adds little to an analysis.
 */
export const DEFAULT_FACTCHECK_BASE_URL = 'https://factchecktools.googleapis.com';
export const DEFAULT_FACTCHECK_TIMEOUT_MS = 4_000;
export const MAX_FACTCHECK_TIMEOUT_MS = 30_000;
/**
 * Reference passages (REFERENCE_LOOKUP, WIKIPEDIA_BASE_URL, WIKIDATA_BASE_URL,
 * REFERENCE_TIMEOUT_MS): the public, keyless Wikipedia and Wikidata APIs, searched for the names
 * in a report's claims. "{lang}" in the Wikipedia address becomes the claim's language; the time
 * is what all of one analysis's lookups may take together.
 */
export const DEFAULT_WIKIPEDIA_BASE_URL = 'https://{lang}.wikipedia.org';
export const DEFAULT_WIKIDATA_BASE_URL = 'https://www.wikidata.org';
export const DEFAULT_REFERENCE_TIMEOUT_MS = 4_000;
export const MAX_REFERENCE_TIMEOUT_MS = 30_000;
/** The hosts desktop mode may listen on. */
export const LOOPBACK_HOSTS = new Set(['127.0.0.1', '::1', 'localhost']);
/**
 * Worker threads that run the analysis (ANALYSIS_WORKERS): one per core, at most 2 by default, so
 * the request thread, which only validates, queues, stores and answers, keeps a share of a core.
 */
export const DEFAULT_ANALYSIS_WORKERS = Math.max(1, Math.min(2, availableParallelism()));
export const MAX_ANALYSIS_WORKERS = 16;
