/**
 * createApp(deps) -> the FactLens Express app. Everything it uses comes in through deps (no
 * globals), so the hosted server, the desktop runtime and the tests each build their own.
 */
import { existsSync } from 'node:fs';
import express, { type Express } from 'express';
import type { Logger } from 'pino';
import type { OcrEngine } from './analysis/acquire/image/ocr';
import type { Analyzer } from './analysis/types';
import type { Clock } from './clock';
import type { Config } from './config';
import { JSON_BODY_LIMIT_BYTES, errorHandler, unknownApiRoute } from './errors';
import { requestLogger } from './logger';
import { apiRoutes } from './routes';
import { createServices } from './services';
import { spaRoutes } from './spa';
import type { Store } from './store/store';

export interface AppDeps {
  store: Store;
  analyzer: Analyzer;
  clock: Clock;
  config: Config;
  log: Logger;
  /** Text recognition for screenshots; its owner closes it (a lazily started one otherwise). */
  ocr?: OcrEngine;
}

export function createApp(deps: AppDeps): Express {
  const app = express();
  app.disable('x-powered-by');
  app.use(requestLogger(deps.log));
  app.use((_req, res, next) => {
    // Browsers must not guess a content type (e.g. run an uploaded image as script).
    res.set('X-Content-Type-Options', 'nosniff');
    next();
  });
  app.use('/api', express.json({ limit: JSON_BODY_LIMIT_BYTES }));

  const services = createServices(deps);
  app.use(...apiRoutes(services));
  app.use('/api', unknownApiRoute);

  if (existsSync(deps.config.staticDir)) app.use(spaRoutes(deps.config.staticDir));

  app.use(errorHandler(deps.log));
  return app;
}
