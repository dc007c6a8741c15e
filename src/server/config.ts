/**
 * The server's one configuration, parsed once from the environment with defaults for everything,
 * so the hosted entry, the desktop runtime and the tests all build the same shape.
 */
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { MetaResponse } from '../shared';
import { LOOPBACK_HOSTS, type LogLevel } from './config-defaults';
import { envSchema } from './config-env';
import type { HttpTimeouts } from './http-timeouts';
import type { TrustProxy } from './security/trust-proxy';

export * from './config-defaults';

/**
 * The built renderer sits next to the built server (out/server/main.js -> out/renderer, and in the
 * Electron build out/main/index.js -> out/renderer), so it is found relative to this module.
 */
export function defaultStaticDir(): string {
  return resolve(dirname(fileURLToPath(import.meta.url)), '..', 'renderer');
}

/** The domain registration lookup (RDAP) of the shop checks (analysis/acquire/net/rdap.ts). */
export interface RdapConfig {
  /** RDAP_BASE_URL: one RDAP server for every domain (a mirror, the tests' fake); null = bootstrap. */
  baseUrl: string | null;
  timeoutMs: number;
  /**
   * RDAP_ALLOW_PRIVATE_HOSTS: private host:port entries only the RDAP lookup may reach (a mirror
   * on the intranet). Never FETCH_ALLOW_PRIVATE_HOSTS: allowing the mirror there would let anyone
   * fetch it through /api/analyze/url.
   */
  allowPrivateHosts?: string[];
}

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
   * on loopback and SQLite; 'hosted': the public site (and hub). Only the composition roots read
   * it, to pick the shell (main.ts, tests/helpers/server.ts); services are handed what differs.
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
  /** Reference passages from Wikipedia and Wikidata; null (or absent) = REFERENCE_LOOKUP=off. */
  reference?: ReferenceConfig | null;
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
  /** ANALYSIS_WORKERS: worker threads that run the analysis (DEFAULT_ANALYSIS_WORKERS). */
  analysisWorkers?: number;
}

/** Where reference passages are looked up (analysis/reference), and how long it may take. */
export interface ReferenceConfig {
  /** WIKIPEDIA_BASE_URL, without a trailing slash; "{lang}" is replaced by a language code. */
  wikipediaBaseUrl: string;
  wikidataBaseUrl: string;
  timeoutMs: number;
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
    reference:
      e.REFERENCE_LOOKUP === 'on'
        ? {
            wikipediaBaseUrl: e.WIKIPEDIA_BASE_URL.replace(/\/+$/, ''),
            wikidataBaseUrl: e.WIKIDATA_BASE_URL.replace(/\/+$/, ''),
            timeoutMs: e.REFERENCE_TIMEOUT_MS,
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
    analysisWorkers: e.ANALYSIS_WORKERS,
  };
}
