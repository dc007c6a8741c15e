/**
 * A real FactLens server for API tests: startHostedServer (startDesktopServer with HUB_URL) on 127.0.0.1, port 0, a fresh temp
 * DATA_DIR, the real offline analyzer (unless a test passes another), and a clock the test owns.
 * Requests go over HTTP with fetch, as a browser's would.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Logger } from 'pino';
import {
  createOcrEngine,
  type OcrEngine,
  type OcrEngineOptions,
} from '../../src/server/analysis/acquire/image/ocr';
import {
  createAnalysisPool,
  type AnalysisPool,
  type AnalysisPoolOptions,
} from '../../src/server/analysis/acquire/isolation/analysis-pool';
import {
  createUntrustedPool,
  type UntrustedPool,
  type UntrustedPoolOptions,
} from '../../src/server/analysis/acquire/isolation/untrusted-pool';
import type { Analyzer } from '../../src/server/analysis/analyzer';
import type { Resolver } from '../../src/server/analysis/acquire/net/safe-fetch';
import { loadConfig } from '../../src/server/config';
import type { FactCheckSyncLimits } from '../../src/server/desktop/hub-fact-checks';
import { startDesktopServer } from '../../src/server/desktop/server';
import { startHostedServer } from '../../src/server/hosted';
import { createLogger } from '../../src/server/logger';
import { openSqliteStore, type SqliteStore } from '../../src/server/store/sqlite-store';
import { READ_PDF_JOB } from '../../src/server/kinds/pdf/pdf-job';
import { ManualClock } from './clock';

export interface TestServerOptions {
  /** Reuse a data directory (restart tests); a fresh temp one otherwise. */
  dataDir?: string;
  /** A built UI to serve; by default a directory that does not exist (API only). */
  staticDir?: string;
  clock?: ManualClock;
  analyzer?: Analyzer;
  log?: Logger;
  /** Extra environment for loadConfig, e.g. { HUB_URL } for desktop mode. */
  env?: Record<string, string>;
  /**
   * Budgets of the page and image parsing children (deadline and memory tests shorten them);
   * UNHURRIED_UNTRUSTED for any not given. Given, the server has children of its own; without it
   * the test process's shared ones (sharedUntrusted).
   */
  untrusted?: UntrustedPoolOptions;
  /**
   * An analysis pool of the server's own (its workers, the encoder's budgets), UNHURRIED_ANALYSIS
   * for any not given. Without it the server uses the test process's shared pool (sharedPool).
   */
  analysis?: AnalysisPoolOptions;
  /**
   * OCR workers and queue bounds (queue tests make them small); UNHURRIED_OCR for the rest. Given,
   * the server has an OCR engine of its own; without it the test process's shared one (sharedOcr).
   */
  ocr?: OcrEngineOptions;
  /** Name resolution for the URL fetcher (a test maps its made-up shop names to 127.0.0.1). */
  resolve?: Resolver;
  /** Desktop: fact-checks copied from the hub per sync and in total (bound tests make them small). */
  factCheckSyncLimits?: FactCheckSyncLimits;
}

export interface ApiResponse {
  status: number;
  headers: Headers;
  text: string;
  /** The parsed body, or undefined when it is not JSON. */
  json: unknown;
}

export interface TestServer {
  url: string;
  dataDir: string;
  clock: ManualClock;
  request(path: string, init?: RequestInit): Promise<ApiResponse>;
  get(path: string): Promise<ApiResponse>;
  /** POST a JSON value (stringified) with a JSON content type. */
  postJson(path: string, body: unknown): Promise<ApiResponse>;
  /** A second connection to the same SQLite file, as the Store interface (closed by close()). */
  openStore(): SqliteStore;
  close(): Promise<void>;
}

/**
 * Budgets the test servers run with unless a test sets its own: long enough that a loaded 2-core
 * machine never hits them, so a test's outcome never depends on how fast the machine is. Tests of
 * the deadlines themselves pass a 1 ms budget (it always expires) or own the queue they test.
 */
export const UNHURRIED_UNTRUSTED: Required<
  Pick<
    UntrustedPoolOptions,
    | 'pageDeadlineMs'
    | 'imageDeadlineMs'
    | 'classifyDeadlineMs'
    | 'classifierLoadMs'
    | 'coverDeadlineMs'
    | 'queueWaitMs'
    | 'jobDeadlinesMs'
  >
> = {
  pageDeadlineMs: 120_000,
  imageDeadlineMs: 120_000,
  classifyDeadlineMs: 120_000,
  classifierLoadMs: 300_000,
  coverDeadlineMs: 120_000,
  queueWaitMs: 300_000,
  // A kind's parsing job, by its name: a PDF is read under a page's budget.
  jobDeadlinesMs: { [READ_PDF_JOB.name]: 120_000 },
};
/**
 * The analysis pool of a test server: one worker (what the tests need, at half the start-up
 * cost of two) and budgets no loaded machine reaches.
 */
export const UNHURRIED_ANALYSIS: Required<
  Pick<
    AnalysisPoolOptions,
    'workers' | 'stepDeadlineMs' | 'embedDeadlineMs' | 'encoderLoadMs' | 'queueWaitMs'
  >
> = {
  workers: 1,
  stepDeadlineMs: 120_000,
  embedDeadlineMs: 120_000,
  encoderLoadMs: 300_000,
  queueWaitMs: 300_000,
};
let processPool: AnalysisPool | undefined;
/**
 * The analysis pool every test server of this process uses unless its test gives `analysis`
 * options: started once, with UNHURRIED_ANALYSIS, so its worker loads the analyzer and its models
 * once per test file instead of once per server (seconds each). Its idle worker does not hold the
 * process open; a test of the pool's own behaviour (queues, deadlines, a worker's death) starts a
 * pool of its own with `analysis`.
 */
export function sharedPool(): AnalysisPool {
  processPool ??= createAnalysisPool(UNHURRIED_ANALYSIS);
  return processPool;
}

export const UNHURRIED_OCR: Required<Pick<OcrEngineOptions, 'timeoutMs' | 'queueWaitMs'>> = {
  timeoutMs: 120_000,
  queueWaitMs: 300_000,
};

let processOcr: OcrEngine | undefined;
let processUntrusted: UntrustedPool | undefined;
/**
 * The OCR engine and the parsing children every test server of this process uses unless its test
 * gives `ocr` or `untrusted` options, as with sharedPool: the OCR model, the image checks' models
 * and the children load once per test process instead of once per server (8-10 s a server that
 * reads an image). Idle, they do not hold the process open.
 */
export function sharedOcr(): OcrEngine {
  processOcr ??= createOcrEngine(undefined, UNHURRIED_OCR);
  return processOcr;
}
export function sharedUntrusted(): UntrustedPool {
  processUntrusted ??= createUntrustedPool(UNHURRIED_UNTRUSTED);
  return processUntrusted;
}

/** Desktop servers let a send to the hub under way finish however long it takes when closing. */
export const UNHURRIED_PUBLISH_STOP_GRACE_MS = 120_000;

export async function makeTempDir(prefix = 'factlens-test-'): Promise<string> {
  return mkdtemp(join(tmpdir(), prefix));
}

export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const ownsDataDir = options.dataDir === undefined;
  const dataDir = options.dataDir ?? (await makeTempDir());
  const clock = options.clock ?? new ManualClock();
  const config = loadConfig({
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    STATIC_DIR: options.staticDir ?? join(dataDir, 'no-ui-here'),
    // No rate limits unless a test asks for them (tests/api/rate-limits.test.ts), so the others
    // can send as many requests as they need.
    RATE_LIMIT_ANALYZE_PER_MIN: '0',
    RATE_LIMIT_READ_PER_MIN: '0',
    // Tests talk only to 127.0.0.1: reference passages are looked up only where a test points
    // WIKIPEDIA_BASE_URL and WIKIDATA_BASE_URL at its fake (tests/fakes/wiki).
    REFERENCE_LOOKUP: 'off',
    ...options.env,
  });
  const shared = {
    config,
    clock,
    log: options.log ?? createLogger('silent'),
    ...(options.analyzer ? { analyzer: options.analyzer } : {}),
    // The parsing children and the OCR workers are shared too, unless the test sets their budgets.
    // (A child keeps what earlier files made it reserve; a job it then runs out of memory for is
    // run again on a fresh child: src/server/analysis/acquire/isolation/pool-engine.ts.)
    ...(options.untrusted
      ? { untrusted: { ...UNHURRIED_UNTRUSTED, ...options.untrusted } }
      : { untrustedPool: sharedUntrusted() }),
    ...(options.analysis
      ? { analysis: { ...UNHURRIED_ANALYSIS, ...options.analysis } }
      : { analysisPool: sharedPool() }),
    ...(options.ocr ? { ocr: { ...UNHURRIED_OCR, ...options.ocr } } : { ocrEngine: sharedOcr() }),
    ...(options.resolve ? { resolve: options.resolve } : {}),
  };
  // The environment picks the shell, as the server entry does (src/server/main.ts).
  const server =
    config.mode === 'desktop'
      ? await startDesktopServer({
          ...shared,
          publishStopGraceMs: UNHURRIED_PUBLISH_STOP_GRACE_MS,
          ...(options.factCheckSyncLimits
            ? { factCheckSyncLimits: options.factCheckSyncLimits }
            : {}),
        })
      : await startHostedServer(shared);
  const stores: SqliteStore[] = [];

  async function request(path: string, init?: RequestInit): Promise<ApiResponse> {
    const response = await fetch(server.url + path, init);
    const text = await response.text();
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      json = undefined;
    }
    return { status: response.status, headers: response.headers, text, json };
  }

  return {
    url: server.url,
    dataDir,
    clock,
    request,
    get: (path) => request(path),
    postJson: (path, body) =>
      request(path, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      }),
    openStore() {
      const store = openSqliteStore({ dataDir });
      stores.push(store);
      return store;
    },
    async close() {
      await Promise.all(stores.map((store) => store.close()));
      await server.close();
      if (ownsDataDir) await rm(dataDir, { recursive: true, force: true });
    },
  };
}
