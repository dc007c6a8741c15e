/**
 * The hosted server: the stores (SQLite in config.dataDir, or PostgreSQL at DATABASE_URL),
 * createApp, the built UI, listening on config.host:config.port. Used by main.ts and by the API tests (port 0, temp data dir).
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { RequestHandler } from 'express';
import type { Logger } from 'pino';
import { createOcrEngine, type OcrEngineOptions } from './analysis/acquire/image/ocr';
import {
  createUntrustedPool,
  type UntrustedPoolOptions,
} from './analysis/acquire/isolation/untrusted-pool';
import type { Resolver } from './analysis/acquire/net/safe-fetch';
import { createAnalyzer } from './analysis/llm/select-analyzer';
import type { Analyzer } from './analysis/types';
import { systemClock, type Clock } from './clock';
import {
  DEFAULT_PUBLISH_RETRY_BASE_MS,
  DEFAULT_PUBLISH_RETRY_MAX_MS,
  DEFAULT_SHUTDOWN_GRACE_MS,
  type Config,
} from './config';
import { createApp } from './create-app';
import { applyHttpTimeouts } from './http-timeouts';
import { trackResponsesForShutdown } from './graceful-shutdown';
import { answerClientError } from './client-errors';
import { createLogger } from './logger';
import { createLoopbackGuard } from './security/loopback-guard';
import { createHubClient } from './desktop/hub-client';
import {
  startFactCheckSync,
  type FactCheckSync,
  type FactCheckSyncLimits,
} from './desktop/hub-fact-checks';
import { startPublishWorker, type PublishWorker } from './desktop/publish-worker';
import { startImagePurge } from './services/image-retention';
import { FactCheckIndex } from './store/fact-check-index';
import { openStores } from './store/open-stores';

/** How long close() lets open requests finish before cutting them (SHUTDOWN_GRACE_MS sets it). */
export const SHUTDOWN_GRACE_MS = DEFAULT_SHUTDOWN_GRACE_MS;

export interface HostedServerOptions {
  config: Config;
  log?: Logger;
  analyzer?: Analyzer;
  clock?: Clock;
  /** How often expired screenshots are removed (IMAGE_PURGE_INTERVAL_MS); tests shorten it. */
  imagePurgeIntervalMs?: number;
  /** Mounted before everything else in the app (the desktop runtime's launch-secret guard). */
  accessGuard?: RequestHandler;
  /** Budgets of the page and image parsing workers (tests shorten the deadlines). */
  untrusted?: UntrustedPoolOptions;
  /** OCR workers and queue bounds (tests make them small). */
  ocr?: OcrEngineOptions;
  /** Name resolution for the URL fetcher; the system resolver unless a test passes another. */
  resolve?: Resolver;
  /** Desktop: how long close() lets a send to the hub finish (default PUBLISH_STOP_GRACE_MS). */
  publishStopGraceMs?: number;
  /** Desktop: fact-checks copied from the hub per sync and in total (tests make them small). */
  factCheckSyncLimits?: FactCheckSyncLimits;
}

export interface HostedServer {
  /** Where this process can reach the server (loopback when listening on every interface). */
  url: string;
  port: number;
  close(): Promise<void>;
}

const WILDCARD_HOSTS = new Set(['0.0.0.0', '::', '']);

function reachableUrl(host: string, port: number): string {
  const name = WILDCARD_HOSTS.has(host) ? '127.0.0.1' : host;
  return `http://${name.includes(':') ? `[${name}]` : name}:${port}`;
}

export async function startHostedServer(options: HostedServerOptions): Promise<HostedServer> {
  const { config } = options;
  const log = options.log ?? createLogger(config.logLevel);
  const clock = options.clock ?? systemClock;
  const stores = await openStores(
    config,
    {
      now: () => clock.now().getTime(),
      onWait: () => log.warn('a database write waits for another program (an import or a backup)'),
    },
    // The desktop reads its reports straight: their publication state changes as they publish.
    { cacheReports: config.mode === 'hosted' },
  );
  // Screenshots past their retention go before the first request is served, then on a timer.
  const imagePurge = startImagePurge(
    { store: stores.images, clock: options.clock ?? systemClock, log },
    options.imagePurgeIntervalMs,
  );
  await imagePurge.runOnce();
  // OCR workers for the server's life, started by the first screenshots, ended by close().
  const ocr = createOcrEngine(log, options.ocr);
  // Pages and images are parsed in worker threads with deadlines and heap caps, ended by close().
  const untrusted = createUntrustedPool(options.untrusted);
  // Desktop mode: the outbox worker starts once the server listens; until then nothing is queued.
  let publishWorker: PublishWorker | null = null;
  let factCheckSync: FactCheckSync | null = null;
  // Desktop mode always checks Host and Origin, however it was started; the Electron runtime
  // passes its own guard, which adds the launch secret.
  let boundPort: number | null = null;
  const accessGuard =
    options.accessGuard ??
    (config.mode === 'desktop' ? createLoopbackGuard(() => boundPort) : undefined);
  // Desktop mode: the one client of the hub, shared by the feed and the publish worker.
  const hub = config.mode === 'desktop' && config.hubUrl ? createHubClient(config.hubUrl) : null;
  const app = createApp({
    stores,
    analyzer: options.analyzer ?? createAnalyzer(config, log),
    clock: options.clock ?? systemClock,
    config,
    log,
    ocr,
    untrusted,
    ...(options.resolve ? { resolve: options.resolve } : {}),
    ...(accessGuard ? { accessGuard } : {}),
    hub,
    ...(hub
      ? {
          publishWorker: {
            nudge: () => publishWorker?.nudge(),
            hubReachable: () => publishWorker?.hubReachable(),
          },
        }
      : {}),
  });
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
    imagePurge.stop();
    await untrusted.close();
    await ocr.close();
    await stores.close();
    throw error;
  }
  const port = (server.address() as AddressInfo).port;
  boundPort = port;
  // Desktop mode always has its SQLite tables (config.database is null there).
  if (hub && stores.desktop) {
    publishWorker = startPublishWorker({
      store: stores.desktop.outbox,
      hub,
      backoff: config.publish ?? {
        retryBaseMs: DEFAULT_PUBLISH_RETRY_BASE_MS,
        retryMaxMs: DEFAULT_PUBLISH_RETRY_MAX_MS,
      },
      log,
      ...(options.publishStopGraceMs !== undefined
        ? { stopGraceMs: options.publishStopGraceMs }
        : {}),
    });
    // The hub's fact-check index, copied so lookups work offline (desktop/hub-fact-checks.ts).
    if (stores.factChecks instanceof FactCheckIndex) {
      factCheckSync = startFactCheckSync({
        index: stores.factChecks,
        hub,
        clock: options.clock ?? systemClock,
        log,
        ...(options.factCheckSyncLimits ? { limits: options.factCheckSyncLimits } : {}),
      });
    }
  }

  let closing: Promise<void> | null = null;
  const close = () => {
    // The publish worker takes no new item from now on; its in-flight send is awaited (or cut
    // after its grace period) before the store closes.
    const workerStopped = closing
      ? undefined
      : Promise.all([publishWorker?.stop(), factCheckSync?.stop()]);
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
      .finally(() => workerStopped)
      .finally(() => ocr.close())
      .finally(() => untrusted.close())
      .finally(() => stores.close());
    return closing;
  };

  return { url: reachableUrl(config.host, port), port, close };
}
