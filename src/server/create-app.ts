/**
 * createApp(deps) -> the FactLens Express app. Everything it uses comes in through deps (no
 * globals), so the hosted server, the desktop runtime and the tests each build their own. What a
 * shell adds to the core (the desktop's publishing and My analyses, the hub's publish endpoint)
 * comes in as plug-ins; the core never asks which shell it runs in.
 */
import { existsSync } from 'node:fs';
import express, { type Express, type RequestHandler, type Router } from 'express';
import type { Logger } from 'pino';
import type { OcrEngine } from './analysis/acquire/image/ocr';
import type { AnalysisPool } from './analysis/acquire/isolation/analysis-pool';
import type { UntrustedPool } from './analysis/acquire/isolation/untrusted-pool';
import type { Resolver } from './analysis/acquire/net/safe-fetch';
import type { Analyzer } from './analysis/analyzer';
import type { Clock } from './clock';
import type { Config } from './config';
import { JSON_BODY_LIMIT_BYTES, errorHandler, unknownAddress, unknownApiRoute } from './errors';
import { requestLogger } from './logger';
import { refuseDeclaredOversizeJson } from './security/declared-length';
import { securityHeaders } from './security/headers';
import { rateLimits } from './security/rate-limit';
import { apiRoutes } from './routes';
import { createAnalyzers, INPUT_KINDS } from './kinds/registry';
import { createServices, type CoreParts, type Services } from './services';
import { spaRoutes } from './spa';
import type { Stores } from './store/stores';

/** What a plug-in adds to the core app; each part is optional. */
export interface AppPlugin {
  /**
   * Runs before everything else (desktop: the launch-secret and Host check of ./access-guard), so
   * a refused request reaches nothing in the app.
   */
  accessGuard?: RequestHandler;
  /** The parts of the core it fills in (the feed's source, analyses read elsewhere, /api/meta). */
  core?: CoreParts;
  /** Its /api routes, on the core's services; mounted before the core's (./http/plugin-routes.ts). */
  routes?: (services: Services) => Router;
  /**
   * The UI as the desktop app publishing to this hub: its own pages (/my-analyses), the page
   * saying it is the desktop app (./spa.ts), and no link previews (nothing crawls a loopback
   * app, and a report may live on the hub, so a page never waits on a hub read).
   */
  desktopPages?: { hubUrl: string };
}

export interface AppDeps {
  stores: Stores;
  analyzer: Analyzer;
  clock: Clock;
  config: Config;
  log: Logger;
  /** Text recognition for screenshots; its owner closes it (a lazily started one otherwise). */
  ocr?: OcrEngine;
  /** Child processes that parse pages, images and documents; its owner closes it (else one is made). */
  untrusted?: UntrustedPool;
  /** Worker threads that run the analysis; its owner closes it (else one is made). */
  analysisPool?: AnalysisPool;
  /** Name resolution for the URL fetcher; the system resolver unless a test passes another. */
  resolve?: Resolver;
  /** What the composition root adds to the core (src/server/desktop/plugin.ts, src/server/hub/). */
  plugins?: readonly AppPlugin[];
}

export function createApp(deps: AppDeps): Express {
  const plugins = deps.plugins ?? [];
  const app = express();
  app.disable('x-powered-by');
  // TRUST_PROXY: which reverse proxies may name the client's address and scheme (req.ip, req.secure).
  app.set('trust proxy', deps.config.trustProxy);
  // First, so every answer carries them, refusals included (CSP, nosniff, no-referrer, ...).
  app.use(securityHeaders());
  for (const plugin of plugins) if (plugin.accessGuard) app.use(plugin.accessGuard);
  app.use(requestLogger(deps.log));
  // Before any body is read, so a throttled request costs no parsing.
  const limits = rateLimits(deps.config, deps.log, deps.stores.shared);
  if (limits) app.use(limits);
  app.use('/api', refuseDeclaredOversizeJson(JSON_BODY_LIMIT_BYTES));
  app.use('/api', express.json({ limit: JSON_BODY_LIMIT_BYTES }));

  const core: CoreParts = Object.assign({}, ...plugins.map((plugin) => plugin.core ?? {}));
  const services = createServices({
    ...deps,
    ...core,
    kinds: { kinds: INPUT_KINDS, createAnalyzers },
  });
  for (const plugin of plugins) if (plugin.routes) app.use(plugin.routes(services));
  app.use(...apiRoutes(services));
  app.use('/api', unknownApiRoute);

  if (existsSync(deps.config.staticDir)) {
    const desktop = plugins.find((plugin) => plugin.desktopPages)?.desktopPages;
    app.use(
      spaRoutes(deps.config.staticDir, {
        ...(desktop ? { desktop } : { reports: services.analyses }),
        publicUrl: deps.config.publicUrl ?? null,
      }),
    );
  }

  app.use(unknownAddress);
  app.use(errorHandler(deps.log));
  return app;
}
