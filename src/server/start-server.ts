/**
 * What every FactLens server does, whichever shell composes it: open the stores (SQLite in
 * config.dataDir, or PostgreSQL at DATABASE_URL), purge expired screenshots, start the OCR and
 * parsing workers, build the app with the shell's plug-ins, listen on config.host:config.port and
 * close it all in order. The shells are ./hosted.ts (the public site and hub) and
 * ./desktop/server.ts (the desktop app's local server).
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Logger } from 'pino';
import {
  createOcrEngine,
  type OcrEngine,
  type OcrEngineOptions,
} from './analysis/acquire/image/ocr';
import {
  createAnalysisPool,
  type AnalysisPool,
  type AnalysisPoolOptions,
} from './analysis/acquire/isolation/analysis-pool';
import {
  createUntrustedPool,
  type UntrustedPool,
  type UntrustedPoolOptions,
} from './analysis/acquire/isolation/untrusted-pool';
import type { Resolver } from './analysis/acquire/net/safe-fetch';
import { createAnalyzer } from './analysis/llm/select-analyzer';
import type { Analyzer } from './analysis/analyzer';
import { answerClientError } from './client-errors';
import { systemClock, type Clock } from './clock';
import { DEFAULT_SHUTDOWN_GRACE_MS, type Config } from './config';
import { createApp, type AppPlugin } from './create-app';
import { trackResponsesForShutdown } from './graceful-shutdown';
import { applyHttpTimeouts } from './http-timeouts';
import { createLogger } from './logger';
import { startImagePurge } from './services/image-retention';
import { openStores, type OpenStoresOptions } from './store/open-stores';
import type { Stores } from './store/stores';

/** How long close() lets open requests finish before cutting them (SHUTDOWN_GRACE_MS sets it). */
export const SHUTDOWN_GRACE_MS = DEFAULT_SHUTDOWN_GRACE_MS;

export interface ServerOptions {
  config: Config;
  log?: Logger;
  analyzer?: Analyzer;
  clock?: Clock;
  /** How often expired screenshots are removed (IMAGE_PURGE_INTERVAL_MS); tests shorten it. */
  imagePurgeIntervalMs?: number;
  /** Budgets of the page, image and document parsing children (tests shorten the deadlines). */
  untrusted?: UntrustedPoolOptions;
  /** The analysis pool's workers and budgets (tests shorten the deadlines); ANALYSIS_WORKERS else. */
  analysis?: AnalysisPoolOptions;
  /**
   * An analysis pool started and closed by its owner instead of one of the server's own (several
   * servers of one process share it: the workers and their loaded models start once). `analysis`
   * is then not read.
   */
  analysisPool?: AnalysisPool;
  /** OCR workers and queue bounds (tests make them small). */
  ocr?: OcrEngineOptions;
  /**
   * An OCR engine and a pool of parsing children started and closed by their owner instead of the
   * server's own (several servers of one process share them: the OCR model, the image checks and
   * the children start once). `ocr` and `untrusted` are then not read.
   */
  ocrEngine?: OcrEngine;
  untrustedPool?: UntrustedPool;
  /** Name resolution for the URL fetcher; the system resolver unless a test passes another. */
  resolve?: Resolver;
}

export interface RunningServer {
  /** Where this process can reach the server (loopback when listening on every interface). */
  url: string;
  port: number;
  close(): Promise<void>;
}

/** What a shell's composition root has to build its plug-ins from. */
export interface ServerContext {
  config: Config;
  stores: Stores;
  clock: Clock;
  log: Logger;
}

/** A shell: its plug-ins, and the background work it runs while the server listens. */
export interface Shell {
  plugins: readonly AppPlugin[];
  /** Once the server listens, on its port (the desktop: its guard learns the port, workers start). */
  listening?(port: number): void;
  /** Called as close() begins; awaited before the stores close (a send under way finishes). */
  stop?(): Promise<unknown>;
}

const WILDCARD_HOSTS = new Set(['0.0.0.0', '::', '']);

function reachableUrl(host: string, port: number): string {
  const name = WILDCARD_HOSTS.has(host) ? '127.0.0.1' : host;
  return `http://${name.includes(':') ? `[${name}]` : name}:${port}`;
}

/**
 * A resource its owner gave (and will close), or one of the server's own, made here and closed
 * with the server: the resource and how the server lets it go.
 */
function givenOrOwn<T extends { close(): Promise<void> }>(
  given: T | undefined,
  make: () => T,
): [T, () => Promise<void>] {
  if (given) return [given, () => Promise.resolve()];
  const own = make();
  return [own, () => own.close()];
}

export async function startServer(
  options: ServerOptions,
  compose: (context: ServerContext) => Shell,
  /** How the shell's stores are opened (the desktop reads reports straight, without the cache). */
  storeOptions: OpenStoresOptions = {},
): Promise<RunningServer> {
  const { config } = options;
  const log = options.log ?? createLogger(config.logLevel);
  const clock = options.clock ?? systemClock;
  const stores = await openStores(
    config,
    {
      now: () => clock.now().getTime(),
      onWait: () => log.warn('a database write waits for another program (an import or a backup)'),
    },
    storeOptions,
  );
  // Screenshots past their retention go before the first request is served, then on a timer.
  const imagePurge = startImagePurge(
    { store: stores.images, clock, log },
    options.imagePurgeIntervalMs,
  );
  await imagePurge.runOnce();
  // OCR workers for the server's life, started by the first screenshots, ended by close().
  const [ocr, closeOcr] = givenOrOwn(options.ocrEngine, () => createOcrEngine(log, options.ocr));
  // Pages, images and documents are parsed in child processes with deadlines and memory limits
  // the OS enforces; the analysis runs in worker threads. Both are ended by close().
  const [untrusted, closeUntrusted] = givenOrOwn(options.untrustedPool, () =>
    createUntrustedPool(options.untrusted),
  );
  const [analysisPool, closePool] = givenOrOwn(options.analysisPool, () =>
    createAnalysisPool({
      ...(config.analysisWorkers ? { workers: config.analysisWorkers } : {}),
      ...options.analysis,
    }),
  );
  // What was started before listening, let go again when the server cannot start.
  const release = async () => {
    imagePurge.stop();
    await closeUntrusted();
    await closePool();
    await closeOcr();
    await stores.close();
  };
  let shell: Shell;
  let app: ReturnType<typeof createApp>;
  try {
    shell = compose({ config, stores, clock, log });
    app = createApp({
      stores,
      analyzer: options.analyzer ?? createAnalyzer(config, log),
      clock,
      config,
      log,
      ocr,
      untrusted,
      analysisPool,
      ...(options.resolve ? { resolve: options.resolve } : {}),
      plugins: shell.plugins,
    });
  } catch (error) {
    await release();
    throw error;
  }
  const server = createServer(app);
  server.on('clientError', answerClientError); // unparseable requests get JSON {message} too (client-errors.ts)
  const shutdown = trackResponsesForShutdown(server);
  // Slow clients (headers or body trickled in) are cut off instead of holding sockets for minutes.
  applyHttpTimeouts(server, config.httpTimeouts);
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(config.port, config.host, () => {
        server.off('error', reject);
        resolve();
      });
    });
  } catch (error) {
    await release();
    throw error;
  }
  const port = (server.address() as AddressInfo).port;
  shell.listening?.(port);

  let closing: Promise<void> | null = null;
  const close = () => {
    // The shell's background work takes nothing new from now on; what it has under way is
    // awaited (or cut after its grace period) before the stores close.
    const shellStopped = closing ? undefined : shell.stop?.();
    closing ??= new Promise<void>((resolve, reject) => {
      shutdown.begin();
      server.close((error) => (error ? reject(error) : resolve()));
      // Idle keep-alive sockets would hold close() open; busy ones get a grace period.
      server.closeIdleConnections();
      setTimeout(
        () => server.closeAllConnections(),
        config.shutdownGraceMs ?? SHUTDOWN_GRACE_MS,
      ).unref();
    })
      .finally(() => imagePurge.stop())
      .finally(() => shellStopped)
      .finally(closeOcr)
      .finally(closeUntrusted)
      .finally(closePool)
      .finally(() => stores.close());
    return closing;
  };

  return { url: reachableUrl(config.host, port), port, close };
}
