/**
 * The server's one configuration, parsed once from the environment with defaults for everything,
 * so the hosted entry, the desktop runtime and the tests all build the same shape.
 */
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import type { MetaResponse } from '../shared';
import {
  DEFAULT_FETCH_MAX_BYTES,
  DEFAULT_RATE_LIMIT_ANALYZE_PER_MIN,
  DEFAULT_RATE_LIMIT_READ_PER_MIN,
} from '../shared/constants';
import {
  DEFAULT_HTTP_HEADERS_TIMEOUT_MS,
  DEFAULT_HTTP_KEEP_ALIVE_TIMEOUT_MS,
  DEFAULT_HTTP_REQUEST_TIMEOUT_MS,
  MAX_HTTP_TIMEOUT_MS,
  MIN_HTTP_TIMEOUT_MS,
  type HttpTimeouts,
} from './http-timeouts';
import { parseTrustProxy, type TrustProxy } from './security/trust-proxy';
import type { RdapConfig } from './analysis/acquire/net/rdap';

export const DEFAULT_PORT = 3000;
export const DEFAULT_HOST = '127.0.0.1';
export const DEFAULT_DATA_DIR = './data';
/** A current Gemini Flash model; Gemini 3 models combine Google Search with a JSON schema. */
export const DEFAULT_GEMINI_MODEL = 'gemini-3.6-flash';
/** Total time a model may take per analysis (its retry included) before the offline result is used. */
/** How long a stopping server lets open requests finish, then cuts them (SHUTDOWN_GRACE_MS). */
export const DEFAULT_SHUTDOWN_GRACE_MS = 5_000;
export const MAX_SHUTDOWN_GRACE_MS = 600_000;
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
/** The hosts desktop mode may listen on. */
export const LOOPBACK_HOSTS = new Set(['127.0.0.1', '::1', 'localhost']);
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

/**
 * The built renderer sits next to the built server (out/server/main.js -> out/renderer, and in the
 * Electron build out/main/index.js -> out/renderer), so it is found relative to this module.
 */
export function defaultStaticDir(): string {
  return resolve(dirname(fileURLToPath(import.meta.url)), '..', 'renderer');
}

// An empty variable (PORT=) means "not set", not "the empty string".
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema);

/** A whole number of milliseconds or bytes within [min, max], with a default. */
const boundedInt = (
  unit: 'milliseconds' | 'bytes' | 'requests per minute' | 'connections',
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

const envSchema = z.object({
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
});

export interface Config {
  port: number;
  host: string;
  /** Absolute path of the directory that holds the SQLite file. */
  dataDir: string;
  /** DATABASE_URL: PostgreSQL shared by several instances (hosted only); null = SQLite in dataDir. */
  database?: { url: string; poolSize: number; statementTimeoutMs: number } | null;
  logLevel: LogLevel;
  /** Absolute path of the built renderer; served only if it exists. */
  staticDir: string;
  /**
   * 'desktop': the person's own app (My analyses, publishing to the hub, the hub's feed), always
   * on loopback and SQLite; 'hosted': the public site (and hub). Every mode check reads this.
   */
  mode: ServerMode;
  /** The hosted public feed a desktop app publishes to; set exactly when mode is 'desktop'. */
  hubUrl: string | null;
  /** PUBLIC_URL without a trailing slash: the origin of the hub's share links; null = the request's. */
  publicUrl?: string | null;
  /** Desktop: backoff of the publish worker (PUBLISH_RETRY_BASE_MS, PUBLISH_RETRY_MAX_MS). */
  publish?: { retryBaseMs: number; retryMaxMs: number };
  /** Model providers; both null means offline only (nothing is sent anywhere). */
  llm: LlmConfig;
  /** Google's Fact Check Tools API; null (or absent) = no key, nothing is sent. */
  factCheckApi?: { apiKey: string; baseUrl: string; timeoutMs: number } | null;
  /** Where video metadata and captions are read from (YOUTUBE_BASE_URL, YOUTUBE_OEMBED_URL). */
  youtube: { baseUrl: string; oembedUrl: string; timeoutMs: number };
  /** The URL fetcher: private host:port entries it may read, total time and body caps. */
  fetch: { allowPrivateHosts: string[]; timeoutMs: number; maxBytes: number };
  /** A shop's registration date over RDAP (RDAP_BASE_URL, RDAP_TIMEOUT_MS). */
  rdap: RdapConfig;
  /** Requests per minute per client address; 0 = no limit. Never applied in desktop mode. */
  rateLimits: { analyzePerMinute: number; readPerMinute: number };
  /** Express 'trust proxy' (TRUST_PROXY): which proxies may name the client's address. */
  trustProxy: TrustProxy;
  /** How long slow clients may take to send a request (HTTP_*_TIMEOUT_MS). */
  httpTimeouts: HttpTimeouts;
  /** SHUTDOWN_GRACE_MS: how long close() lets open requests finish (DEFAULT_SHUTDOWN_GRACE_MS). */
  shutdownGraceMs?: number;
}

export interface LlmConfig {
  gemini: { apiKey: string; model: string; baseUrl: string | null } | null;
  openAiCompatible: { baseUrl: string; model: string; apiKey: string | null } | null;
  /** LLM_TIMEOUT_MS: the whole model run per analysis, retry included. */
  timeoutMs: number;
}

export type ServerMode = MetaResponse['mode'];

/**
 * What a caller fixes in code instead of the environment (the desktop runtime: loopback on a free
 * port in the user's data directory, desktop mode). Each wins over its variable; `hubUrl` is the
 * hub used when HUB_URL is not set.
 */
export interface ConfigOverrides {
  mode?: ServerMode;
  host?: string;
  port?: number;
  dataDir?: string;
  staticDir?: string;
  hubUrl?: string;
}

const SECRET_VARIABLES = new Set(['DATABASE_URL', 'FACTCHECK_API_KEY']);

export class ConfigError extends Error {
  override name = 'ConfigError';
}

export function loadConfig(
  env: NodeJS.ProcessEnv = process.env,
  overrides: ConfigOverrides = {},
): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => {
      const name = String(issue.path[0] ?? 'environment');
      // A database URL may carry a password: it is named, never printed.
      if (SECRET_VARIABLES.has(name)) return `${name} ${issue.message}`;
      return `${name}=${JSON.stringify(env[name] ?? '')} ${issue.message}`;
    });
    throw new ConfigError(`Invalid environment variable: ${problems.join('; ')}`);
  }
  const e = parsed.data;
  const hubUrl = e.HUB_URL ?? overrides.hubUrl ?? null;
  // HUB_URL alone makes a desktop server (`HUB_URL=... npm start`); the desktop runtime says so.
  const mode: ServerMode = overrides.mode ?? (hubUrl ? 'desktop' : 'hosted');
  if (mode === 'desktop' && !hubUrl) {
    throw new ConfigError(
      'Invalid environment variable: HUB_URL="" must name the hub a desktop app publishes to, e.g. https://factlens.example',
    );
  }
  const host = overrides.host ?? e.HOST;
  // Desktop mode serves private analyses and deletes them on request; outside Electron there is no
  // launch secret, so only this machine may reach it.
  if (mode === 'desktop' && !LOOPBACK_HOSTS.has(host.toLowerCase())) {
    throw new ConfigError(
      `Invalid environment variable: HOST=${JSON.stringify(host)} must be a loopback address (127.0.0.1, ::1 or localhost) when HUB_URL is set: desktop mode keeps private analyses and must not be reachable from the network.`,
    );
  }
  if (e.LLM_BASE_URL && !e.LLM_MODEL) {
    throw new ConfigError(
      'Invalid environment variable: LLM_MODEL="" must name the model to use when LLM_BASE_URL is set (e.g. llama3.1:8b)',
    );
  }
  if (e.HTTP_HEADERS_TIMEOUT_MS > e.HTTP_REQUEST_TIMEOUT_MS) {
    throw new ConfigError(
      `Invalid environment variable: HTTP_HEADERS_TIMEOUT_MS=${e.HTTP_HEADERS_TIMEOUT_MS} must not be longer than HTTP_REQUEST_TIMEOUT_MS=${e.HTTP_REQUEST_TIMEOUT_MS} (the headers are part of the request)`,
    );
  }
  return {
    port: overrides.port ?? e.PORT,
    host,
    dataDir: resolve(overrides.dataDir ?? e.DATA_DIR),
    // Desktop mode keeps the person's analyses on their computer, always in SQLite.
    database:
      e.DATABASE_URL && mode === 'hosted'
        ? {
            url: e.DATABASE_URL,
            poolSize: e.DATABASE_POOL_SIZE,
            statementTimeoutMs: e.DATABASE_STATEMENT_TIMEOUT_MS,
          }
        : null,
    logLevel: e.LOG_LEVEL,
    staticDir: resolve(overrides.staticDir ?? e.STATIC_DIR ?? defaultStaticDir()),
    mode,
    hubUrl: mode === 'desktop' ? hubUrl : null,
    publicUrl: e.PUBLIC_URL ? e.PUBLIC_URL.replace(/\/+$/, '') : null,
    publish: {
      retryBaseMs: e.PUBLISH_RETRY_BASE_MS,
      retryMaxMs: Math.max(e.PUBLISH_RETRY_MAX_MS, e.PUBLISH_RETRY_BASE_MS),
    },
    llm: {
      gemini: e.GEMINI_API_KEY
        ? { apiKey: e.GEMINI_API_KEY, model: e.GEMINI_MODEL, baseUrl: e.GEMINI_BASE_URL ?? null }
        : null,
      openAiCompatible:
        e.LLM_BASE_URL && e.LLM_MODEL
          ? { baseUrl: e.LLM_BASE_URL, model: e.LLM_MODEL, apiKey: e.LLM_API_KEY ?? null }
          : null,
      timeoutMs: e.LLM_TIMEOUT_MS,
    },
    factCheckApi: e.FACTCHECK_API_KEY
      ? {
          apiKey: e.FACTCHECK_API_KEY,
          baseUrl: e.FACTCHECK_BASE_URL.replace(/\/+$/, ''),
          timeoutMs: e.FACTCHECK_TIMEOUT_MS,
        }
      : null,
    youtube: {
      baseUrl: e.YOUTUBE_BASE_URL,
      oembedUrl: e.YOUTUBE_OEMBED_URL,
      timeoutMs: e.YOUTUBE_TIMEOUT_MS,
    },
    fetch: {
      allowPrivateHosts: e.FETCH_ALLOW_PRIVATE_HOSTS,
      timeoutMs: e.FETCH_TIMEOUT_MS,
      maxBytes: e.FETCH_MAX_BYTES,
    },
    rdap: {
      baseUrl: e.RDAP_BASE_URL ?? null,
      timeoutMs: e.RDAP_TIMEOUT_MS,
      allowPrivateHosts: e.RDAP_ALLOW_PRIVATE_HOSTS,
    },
    rateLimits: {
      analyzePerMinute: e.RATE_LIMIT_ANALYZE_PER_MIN,
      readPerMinute: e.RATE_LIMIT_READ_PER_MIN,
    },
    trustProxy: e.TRUST_PROXY,
    httpTimeouts: {
      headersMs: e.HTTP_HEADERS_TIMEOUT_MS,
      requestMs: e.HTTP_REQUEST_TIMEOUT_MS,
      keepAliveMs: e.HTTP_KEEP_ALIVE_TIMEOUT_MS,
    },
    shutdownGraceMs: e.SHUTDOWN_GRACE_MS,
  };
}
