/**
 * The desktop composition root: the core server (../start-server.ts) with the desktop plug-in
 * (./plugin.ts) mounted on it, the publish worker and the hub's fact-check sync running while it
 * listens, and the hub's publish endpoint answered with a 404 saying where it exists. The
 * Electron runtime (src/main/desktop-runtime.ts) starts it with its launch-secret guard;
 * `HUB_URL=... npm start` starts it with the loopback-only guard.
 */
import type { RequestHandler } from 'express';
import { ERRORS } from '../../shared';
import { HUB_ROUTES } from '../../shared/contracts';
import {
  DEFAULT_PUBLISH_RETRY_BASE_MS,
  DEFAULT_PUBLISH_RETRY_MAX_MS,
  type Config,
} from '../config';
import { notServedHere } from '../http/plugin-routes';
import { createLoopbackGuard } from '../security/loopback-guard';
import { startServer, type RunningServer, type ServerOptions } from '../start-server';
import { FactCheckIndex } from '../store/fact-check-index';
import { createHubClient } from './hub-client';
import {
  startFactCheckSync,
  type FactCheckSync,
  type FactCheckSyncLimits,
} from './hub-fact-checks';
import { desktopPlugin } from './plugin';
import { startPublishWorker, type PublishWorker } from './publish-worker';

export interface DesktopServerOptions extends ServerOptions {
  /**
   * Mounted before everything else (the Electron runtime's launch-secret guard); by default the
   * Host and Origin check alone, however the server was started.
   */
  accessGuard?: RequestHandler;
  /** How long close() lets a send to the hub finish (default PUBLISH_STOP_GRACE_MS). */
  publishStopGraceMs?: number;
  /** Fact-checks copied from the hub per sync and in total (tests make them small). */
  factCheckSyncLimits?: FactCheckSyncLimits;
}

/**
 * One person on loopback: no per-address rate limits (RATE_LIMIT_* apply to the public site).
 */
function desktopConfig(config: Config): Config {
  return { ...config, rateLimits: { analyzePerMinute: 0, readPerMinute: 0 } };
}

export async function startDesktopServer(options: DesktopServerOptions): Promise<RunningServer> {
  const { hubUrl } = options.config;
  if (!hubUrl) throw new Error('The desktop server needs the hub it publishes to (HUB_URL).');
  const config = desktopConfig(options.config);
  return startServer(
    { ...options, config },
    ({ stores, clock, log }) => {
      // Desktop mode always keeps its analyses in SQLite, with its own tables (open-stores.ts).
      const desktopStores = stores.desktop;
      if (!desktopStores) throw new Error('The desktop server keeps its analyses in SQLite only.');
      let boundPort: number | null = null;
      // Until listen() has picked the port, the guard refuses everything.
      const accessGuard = options.accessGuard ?? createLoopbackGuard(() => boundPort);
      // The one client of the hub, shared by the feed, the publish worker and the fact-check sync.
      const hub = createHubClient(hubUrl);
      // The outbox worker starts once the server listens; until then nothing is queued.
      let publishWorker: PublishWorker | null = null;
      let factCheckSync: FactCheckSync | null = null;
      return {
        plugins: [
          desktopPlugin({
            stores: desktopStores,
            hub,
            clock,
            accessGuard,
            worker: {
              nudge: () => publishWorker?.nudge(),
              hubReachable: () => publishWorker?.hubReachable(),
            },
          }),
          { routes: () => notServedHere(HUB_ROUTES, ERRORS.hubOnly) },
        ],
        listening(port) {
          boundPort = port;
          publishWorker = startPublishWorker({
            store: desktopStores.outbox,
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
          // The hub's fact-check index, copied so lookups work offline (./hub-fact-checks.ts).
          if (stores.factChecks instanceof FactCheckIndex) {
            factCheckSync = startFactCheckSync({
              index: stores.factChecks,
              hub,
              clock,
              log,
              ...(options.factCheckSyncLimits ? { limits: options.factCheckSyncLimits } : {}),
            });
          }
        },
        // The publish worker takes no new item from now on; its in-flight send is awaited (or cut
        // after its grace period) before the store closes.
        stop: () => Promise.all([publishWorker?.stop(), factCheckSync?.stop()]),
      };
      // A report's publication state changes on the desktop, so reports are read straight.
    },
    { cacheReports: false },
  );
}
