/**
 * createApp(deps) -> the FactLens Express app. Everything it uses comes in through deps (no
 * globals), so the hosted server, the desktop runtime and the tests each build their own.
 */
import { existsSync } from 'node:fs';
import express, { type Express, type RequestHandler } from 'express';
import type { Logger } from 'pino';
import type { OcrEngine } from './analysis/acquire/image/ocr';
import type { UntrustedPool } from './analysis/acquire/isolation/untrusted-pool';
import type { Resolver } from './analysis/acquire/net/safe-fetch';
import type { Analyzer } from './analysis/analyzer';
import type { Clock } from './clock';
import type { Config } from './config';
import type { HubClient } from './desktop/hub-client';
import { JSON_BODY_LIMIT_BYTES, errorHandler, unknownApiRoute } from './errors';
import { requestLogger } from './logger';
import { refuseDeclaredOversizeJson } from './security/declared-length';
import { securityHeaders } from './security/headers';
import { rateLimits } from './security/rate-limit';
import { apiRoutes } from './routes';
import { createServices } from './services';
import type { PublishNudge } from './services/publish';
import { spaRoutes } from './spa';
import type { Stores } from './store/stores';

export interface AppDeps {
  stores: Stores;
  analyzer: Analyzer;
  clock: Clock;
  config: Config;
  log: Logger;
  /** Text recognition for screenshots; its owner closes it (a lazily started one otherwise). */
  ocr?: OcrEngine;
  /**
   * Runs before everything else (desktop: the launch-secret and Host check of ./access-guard), so
   * a refused request reaches nothing in the app.
   */
  accessGuard?: RequestHandler;
  /** Desktop: the publish worker (src/server/desktop/publish-worker.ts), poked when something is queued. */
  publishWorker?: PublishNudge;
  /** Worker threads that parse pages and images; its owner closes it (a lazily started one otherwise). */
  untrusted?: UntrustedPool;
  /** Desktop: the one client of the hub (its feed, publishing), built by the server that owns it. */
  hub?: HubClient | null;
  /** Name resolution for the URL fetcher; the system resolver unless a test passes another. */
  resolve?: Resolver;
}

export function createApp(deps: AppDeps): Express {
  const app = express();
  app.disable('x-powered-by');
  // TRUST_PROXY: which reverse proxies may name the client's address and scheme (req.ip, req.secure).
  app.set('trust proxy', deps.config.trustProxy);
  // First, so every answer carries them, refusals included (CSP, nosniff, no-referrer, ...).
  app.use(securityHeaders());
  if (deps.accessGuard) app.use(deps.accessGuard);
  app.use(requestLogger(deps.log));
  // Before any body is read, so a throttled request costs no parsing.
  const limits = rateLimits(deps.config, deps.log, deps.stores.shared);
  if (limits) app.use(limits);
  app.use('/api', refuseDeclaredOversizeJson(JSON_BODY_LIMIT_BYTES));
  app.use('/api', express.json({ limit: JSON_BODY_LIMIT_BYTES }));

  const services = createServices(deps);
  app.use(...apiRoutes(services));
  app.use('/api', unknownApiRoute);

  if (existsSync(deps.config.staticDir)) {
    app.use(
      spaRoutes(deps.config.staticDir, {
        // Desktop: no link previews (nothing crawls a loopback app), and a report may live on the hub,
        // so the page never waits on a hub read before it loads.
        ...(deps.config.mode === 'desktop' ? {} : { reports: services.analyses }),
        desktop: deps.config.mode === 'desktop',
        publicUrl: deps.config.publicUrl ?? null,
      }),
    );
  }

  app.use(errorHandler(deps.log));
  return app;
}
