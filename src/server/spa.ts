/**
 * Serves the built renderer. The UI is a single-page app with client-side routes (/feed,
 * /shared/:id, /video/:id, ...), so any GET outside /api that is not a file gets index.html and the
 * router in the page takes over. /api is never answered with HTML.
 */
import { existsSync } from 'node:fs';
import { extname, join } from 'node:path';
import express, { Router } from 'express';

/** Vite puts content-hashed files under /assets, so they can be cached for good. */
const ASSET_MAX_AGE = '365d';

const isApiPath = (path: string) => path === '/api' || path.startsWith('/api/');

export function spaRoutes(staticDir: string): Router {
  const router = Router();
  const indexFile = join(staticDir, 'index.html');
  router.use(
    '/assets',
    express.static(join(staticDir, 'assets'), { immutable: true, maxAge: ASSET_MAX_AGE }),
  );
  router.use(express.static(staticDir, { index: false }));
  router.use((req, res, next) => {
    const wantsPage = req.method === 'GET' || req.method === 'HEAD';
    // A missing /logo.png stays a 404 instead of becoming an HTML page the browser cannot use.
    if (!wantsPage || isApiPath(req.path) || extname(req.path) !== '' || !existsSync(indexFile)) {
      next();
      return;
    }
    // index.html names the current hashed assets, so it must be revalidated on every load.
    res.set('Cache-Control', 'no-cache');
    res.sendFile(indexFile);
  });
  return router;
}
