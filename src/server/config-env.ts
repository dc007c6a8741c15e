/**
 * The environment variables the server reads, parsed once with zod: each with its default and
 * bounds (./config-defaults.ts) and, when it is wrong, a message naming what to set. ./config.ts
 * turns the parsed values into the Config.
 */
import { z } from 'zod';
import {
  DEFAULT_HTTP_HEADERS_TIMEOUT_MS,
  DEFAULT_HTTP_KEEP_ALIVE_TIMEOUT_MS,
  DEFAULT_HTTP_REQUEST_TIMEOUT_MS,
  MAX_HTTP_TIMEOUT_MS,
  MIN_HTTP_TIMEOUT_MS,
} from './http-timeouts';
import { parseTrustProxy } from './security/trust-proxy';
import {
  DEFAULT_ANALYSIS_WORKERS,
  DEFAULT_DATABASE_POOL_SIZE,
  DEFAULT_DATABASE_STATEMENT_TIMEOUT_MS,
  DEFAULT_DATA_DIR,
  DEFAULT_FACTCHECK_BASE_URL,
  DEFAULT_FACTCHECK_TIMEOUT_MS,
  DEFAULT_REFERENCE_TIMEOUT_MS,
  DEFAULT_WIKIDATA_BASE_URL,
  DEFAULT_WIKIPEDIA_BASE_URL,
  DEFAULT_FETCH_MAX_BYTES,
  DEFAULT_FETCH_TIMEOUT_MS,
  DEFAULT_GEMINI_MODEL,
  DEFAULT_HOST,
  DEFAULT_LLM_TIMEOUT_MS,
  DEFAULT_PORT,
  DEFAULT_PUBLISH_RETRY_BASE_MS,
  DEFAULT_PUBLISH_RETRY_MAX_MS,
  DEFAULT_RATE_LIMIT_ANALYZE_PER_MIN,
  DEFAULT_RATE_LIMIT_READ_PER_MIN,
  DEFAULT_RDAP_TIMEOUT_MS,
  DEFAULT_SHUTDOWN_GRACE_MS,
  DEFAULT_YOUTUBE_BASE_URL,
  DEFAULT_YOUTUBE_OEMBED_URL,
  DEFAULT_YOUTUBE_TIMEOUT_MS,
  LOG_LEVELS,
  MAX_ANALYSIS_WORKERS,
  MAX_DATABASE_POOL_SIZE,
  MAX_DATABASE_STATEMENT_TIMEOUT_MS,
  MAX_FACTCHECK_TIMEOUT_MS,
  MAX_REFERENCE_TIMEOUT_MS,
  MAX_FETCH_MAX_BYTES,
  MAX_FETCH_TIMEOUT_MS,
  MAX_LLM_TIMEOUT_MS,
  MAX_PUBLISH_RETRY_MS,
  MAX_RATE_LIMIT_PER_MIN,
  MAX_RDAP_TIMEOUT_MS,
  MAX_SHUTDOWN_GRACE_MS,
  MAX_YOUTUBE_TIMEOUT_MS,
} from './config-defaults';

const ALLOWED_HOST_ENTRY = /^(?:\[[0-9a-f:.]+\]|[a-z0-9.-]+):\d{1,5}$/i;

/** A comma-separated host:port list (FETCH_ALLOW_PRIVATE_HOSTS, RDAP_ALLOW_PRIVATE_HOSTS). */
function hostPortList() {
  return z
    .string()
    .transform((value) =>
      value
        .split(',')
        .map((entry) => entry.trim().toLowerCase())
        .filter(Boolean),
    )
    .refine(
      (entries) => entries.every((entry) => ALLOWED_HOST_ENTRY.test(entry)),
      'must be a comma-separated list of host:port, e.g. 127.0.0.1:8080,intranet.local:443',
    )
    .default([]);
}

// An empty variable (PORT=) means "not set", not "the empty string".
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema);

/** A whole number of milliseconds or bytes within [min, max], with a default. */
const boundedInt = (
  unit: 'milliseconds' | 'bytes' | 'requests per minute' | 'connections' | 'workers',
  min: number,
  max: number,
  fallback: number,
) =>
  optional(
    z.coerce
      .number({ error: `must be a number of ${unit} up to ${max}` })
      .int('must be a whole number')
      .min(min, `must be between ${min} and ${max}`)
      .max(max, `must be between ${min} and ${max}`)
      .default(fallback),
  );

export const envSchema = z.object({
  PORT: optional(
    z.coerce
      .number({ error: 'must be a port number between 0 and 65535' })
      .int('must be a whole number')
      .min(0, 'must be between 0 and 65535')
      .max(65535, 'must be between 0 and 65535')
      .default(DEFAULT_PORT),
  ),
  HOST: optional(z.string().default(DEFAULT_HOST)),
  DATA_DIR: optional(z.string().default(DEFAULT_DATA_DIR)),
  LOG_LEVEL: optional(
    z.enum(LOG_LEVELS, { error: `must be one of ${LOG_LEVELS.join(', ')}` }).default('info'),
  ),
  STATIC_DIR: optional(z.string().optional()),
  // Model providers (src/server/analysis/llm): Gemini when a key is set, else a local
  // OpenAI-compatible server when its URL is set, else only the offline analyzer.
  GEMINI_API_KEY: optional(z.string().optional()),
  GEMINI_MODEL: optional(z.string().default(DEFAULT_GEMINI_MODEL)),
  GEMINI_BASE_URL: optional(
    z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
  ),
  LLM_BASE_URL: optional(
    z
      .url({
        protocol: /^https?$/,
        error: 'must be an http(s) URL such as http://127.0.0.1:11434/v1',
      })
      .optional(),
  ),
  LLM_MODEL: optional(z.string().optional()),
  LLM_API_KEY: optional(z.string().optional()),
  LLM_TIMEOUT_MS: boundedInt('milliseconds', 1, MAX_LLM_TIMEOUT_MS, DEFAULT_LLM_TIMEOUT_MS),
  // Google Fact Check Tools API: searched only when a key is set (src/server/analysis/fact-checks).
  FACTCHECK_API_KEY: optional(z.string().optional()),
  FACTCHECK_BASE_URL: optional(
    z
      .url({
        protocol: /^https?$/,
        error: 'must be an http(s) URL such as https://factchecktools.googleapis.com',
      })
      .default(DEFAULT_FACTCHECK_BASE_URL),
  ),
  FACTCHECK_TIMEOUT_MS: boundedInt(
    'milliseconds',
    1,
    MAX_FACTCHECK_TIMEOUT_MS,
    DEFAULT_FACTCHECK_TIMEOUT_MS,
  ),
  // Reference passages from Wikipedia and Wikidata (src/server/analysis/reference): on unless
  // REFERENCE_LOOKUP=off; the addresses point at a mirror or, in tests, a local fake.
  REFERENCE_LOOKUP: optional(z.enum(['on', 'off'], { error: 'must be on or off' }).default('on')),
  WIKIPEDIA_BASE_URL: optional(
    z
      .string()
      .refine(
        (value) =>
          /^https?:\/\/[^/\s]+/i.test(value) && URL.canParse(value.replace('{lang}', 'en')),
        'must be an http(s) URL such as https://{lang}.wikipedia.org',
      )
      .default(DEFAULT_WIKIPEDIA_BASE_URL),
  ),
  WIKIDATA_BASE_URL: optional(
    z
      .url({
        protocol: /^https?$/,
        error: 'must be an http(s) URL such as https://www.wikidata.org',
      })
      .default(DEFAULT_WIKIDATA_BASE_URL),
  ),
  REFERENCE_TIMEOUT_MS: boundedInt(
    'milliseconds',
    1,
    MAX_REFERENCE_TIMEOUT_MS,
    DEFAULT_REFERENCE_TIMEOUT_MS,
  ),
  HUB_URL: optional(
    z
      .url({
        protocol: /^https?$/,
        error: 'must be an http(s) URL such as https://factlens.example',
      })
      .optional(),
  ),
  // The hub's own public address, for the share links it hands out (else the request's origin).
  PUBLIC_URL: optional(
    z
      .url({
        protocol: /^https?$/,
        error: 'must be an http(s) URL such as https://factlens.example',
      })
      .optional(),
  ),
  PUBLISH_RETRY_BASE_MS: boundedInt(
    'milliseconds',
    1,
    MAX_PUBLISH_RETRY_MS,
    DEFAULT_PUBLISH_RETRY_BASE_MS,
  ),
  PUBLISH_RETRY_MAX_MS: boundedInt(
    'milliseconds',
    1,
    MAX_PUBLISH_RETRY_MS,
    DEFAULT_PUBLISH_RETRY_MAX_MS,
  ),
  // YouTube endpoints (tests point them at a local fake) and the budget for reading one video.
  YOUTUBE_BASE_URL: optional(
    z
      .url({
        protocol: /^https?$/,
        error: 'must be an http(s) URL such as https://www.youtube.com',
      })
      .default(DEFAULT_YOUTUBE_BASE_URL),
  ),
  YOUTUBE_OEMBED_URL: optional(
    z
      .url({
        protocol: /^https?$/,
        error: 'must be an http(s) URL such as https://www.youtube.com/oembed',
      })
      .default(DEFAULT_YOUTUBE_OEMBED_URL),
  ),
  YOUTUBE_TIMEOUT_MS: boundedInt(
    'milliseconds',
    1,
    MAX_YOUTUBE_TIMEOUT_MS,
    DEFAULT_YOUTUBE_TIMEOUT_MS,
  ),
  // Private hosts the URL fetcher may read (intranet pages, test fixtures): "host:port,host:port".
  FETCH_ALLOW_PRIVATE_HOSTS: optional(hostPortList()),
  FETCH_TIMEOUT_MS: boundedInt('milliseconds', 1, MAX_FETCH_TIMEOUT_MS, DEFAULT_FETCH_TIMEOUT_MS),
  FETCH_MAX_BYTES: boundedInt('bytes', 1024, MAX_FETCH_MAX_BYTES, DEFAULT_FETCH_MAX_BYTES),
  // A shop's domain age over RDAP: one server for every domain instead of the shipped bootstrap
  // (a mirror; the tests' fake), and the time one answer may take.
  RDAP_BASE_URL: optional(
    z
      .url({
        protocol: /^https?$/,
        error: 'must be an http(s) URL such as https://rdap.example.net/',
      })
      .optional(),
  ),
  RDAP_TIMEOUT_MS: boundedInt('milliseconds', 1, MAX_RDAP_TIMEOUT_MS, DEFAULT_RDAP_TIMEOUT_MS),
  // Private hosts only the RDAP lookup may reach (an RDAP mirror on the intranet), so the mirror
  // need not be opened to every visitor through FETCH_ALLOW_PRIVATE_HOSTS.
  RDAP_ALLOW_PRIVATE_HOSTS: optional(hostPortList()),
  // Abuse limits (src/server/security, src/server/http-timeouts.ts).
  RATE_LIMIT_ANALYZE_PER_MIN: boundedInt(
    'requests per minute',
    0,
    MAX_RATE_LIMIT_PER_MIN,
    DEFAULT_RATE_LIMIT_ANALYZE_PER_MIN,
  ),
  RATE_LIMIT_READ_PER_MIN: boundedInt(
    'requests per minute',
    0,
    MAX_RATE_LIMIT_PER_MIN,
    DEFAULT_RATE_LIMIT_READ_PER_MIN,
  ),
  TRUST_PROXY: optional(
    z
      .string()
      .transform((value, ctx) => {
        const parsed = parseTrustProxy(value);
        if (parsed.ok) return parsed.value;
        ctx.addIssue({ code: 'custom', message: parsed.message });
        return z.NEVER;
      })
      .default(false),
  ),
  // A shared PostgreSQL database for several app instances (hosted only); SQLite in DATA_DIR otherwise.
  DATABASE_URL: optional(
    z
      .string()
      .refine(
        (value) => /^postgres(?:ql)?:\/\/./i.test(value),
        'must be a PostgreSQL URL such as postgres://factlens:secret@db.internal:5432/factlens (or unset, to keep SQLite in DATA_DIR)',
      )
      .optional(),
  ),
  DATABASE_POOL_SIZE: boundedInt(
    'connections',
    1,
    MAX_DATABASE_POOL_SIZE,
    DEFAULT_DATABASE_POOL_SIZE,
  ),
  DATABASE_STATEMENT_TIMEOUT_MS: boundedInt(
    'milliseconds',
    1,
    MAX_DATABASE_STATEMENT_TIMEOUT_MS,
    DEFAULT_DATABASE_STATEMENT_TIMEOUT_MS,
  ),
  HTTP_HEADERS_TIMEOUT_MS: boundedInt(
    'milliseconds',
    MIN_HTTP_TIMEOUT_MS,
    MAX_HTTP_TIMEOUT_MS,
    DEFAULT_HTTP_HEADERS_TIMEOUT_MS,
  ),
  HTTP_REQUEST_TIMEOUT_MS: boundedInt(
    'milliseconds',
    MIN_HTTP_TIMEOUT_MS,
    MAX_HTTP_TIMEOUT_MS,
    DEFAULT_HTTP_REQUEST_TIMEOUT_MS,
  ),
  HTTP_KEEP_ALIVE_TIMEOUT_MS: boundedInt(
    'milliseconds',
    MIN_HTTP_TIMEOUT_MS,
    MAX_HTTP_TIMEOUT_MS,
    DEFAULT_HTTP_KEEP_ALIVE_TIMEOUT_MS,
  ),
  SHUTDOWN_GRACE_MS: boundedInt(
    'milliseconds',
    1,
    MAX_SHUTDOWN_GRACE_MS,
    DEFAULT_SHUTDOWN_GRACE_MS,
  ),
  // Worker threads of the analysis (src/server/analysis/acquire/isolation/analysis-pool.ts).
  ANALYSIS_WORKERS: boundedInt('workers', 1, MAX_ANALYSIS_WORKERS, DEFAULT_ANALYSIS_WORKERS),
});

export type Env = z.infer<typeof envSchema>;
