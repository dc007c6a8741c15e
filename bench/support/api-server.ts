/**
 * The hosted server as a child process of the API bench (node scripts/bench.mjs --child <this>):
 * startHostedServer with the configuration from the environment the bench sets (DATA_DIR,
 * RATE_LIMIT_*=0, LOG_LEVEL default), the production logger writing to this process's stdout,
 * which the bench points at /dev/null. It reports its URL over IPC and stops on 'stop'.
 *
 * For the throughput ratio the same app also answers GET /api/bench-trivial with a constant small
 * JSON body, mounted just before the router of /api/analysis/:id, so every middleware (security
 * headers, logging, rate limiting, body parsing) and the same routers run for both.
 */
import http from 'node:http';
import { syncBuiltinESMExports } from 'node:module';
import type { Express } from 'express';
import { loadConfig } from '../../src/server/config';
import { unknownApiRoute } from '../../src/server/errors';
import { startHostedServer } from '../../src/server/hosted';
import { TRIVIAL_PATH } from './trivial-route';

interface Layer {
  handle: unknown;
  route?: { path?: unknown };
}

/** True for the router layer that serves GET /api/analysis/:id. */
function servesAnalysis(layer: Layer): boolean {
  const inner = (layer.handle as { stack?: Layer[] } | null)?.stack;
  return Array.isArray(inner) && inner.some((l) => l.route?.path === '/api/analysis/:id');
}

function mountTrivialRoute(app: Express): void {
  // /api/bench-trivial/<bytes>: the same constant JSON padded to about that size, to tell what a
  // bigger body costs (socket writes, ETag hashing) from what reading and building an analysis costs.
  const padded = new Map<number, string>();
  app.get(`${TRIVIAL_PATH}{/:bytes}`, (req, res) => {
    const bytes = Math.min(Number(req.params.bytes) || 0, 1_000_000);
    if (!bytes) {
      res.json({ ok: true, route: 'trivial' });
      return;
    }
    let body = padded.get(bytes);
    if (!body) {
      body = JSON.stringify({
        ok: true,
        route: 'trivial',
        pad: 'x'.repeat(Math.max(0, bytes - 40)),
      });
      padded.set(bytes, body);
    }
    res.type('json').send(body);
  });
  // app.get appended the route last (after the 404 handler). Move it to just before the router of
  // /api/analysis/:id, so both pass the same middleware and the same routers before their handler.
  const stack = (app as unknown as { router: { stack: Layer[] } }).router.stack;
  const route = stack.pop()!;
  let at = stack.findIndex(servesAnalysis);
  if (at < 0) at = stack.findIndex((layer) => layer.handle === unknownApiRoute);
  if (at < 0)
    throw new Error(
      'bench: neither the analysis router nor the unknown-/api handler was found; cannot mount the trivial route',
    );
  stack.splice(at, 0, route);
}

// Top-level await: the module runner closes its transport once this module has been evaluated, so
// everything is imported statically and the server is up before evaluation ends.
try {
  // startHostedServer does not hand out its app; it gets it by calling http.createServer(app), read
  // from node:http at call time, so patching the builtin (and its ESM view) reaches it.
  const createServer = http.createServer;
  let mounted = false;
  http.createServer = ((...args: unknown[]) => {
    const app = args.find((arg) => typeof arg === 'function') as Express | undefined;
    if (app && !mounted) {
      mountTrivialRoute(app);
      mounted = true;
    }
    return (createServer as (...a: unknown[]) => http.Server)(...args);
  }) as typeof http.createServer;
  syncBuiltinESMExports();

  const server = await startHostedServer({ config: loadConfig() });
  if (!mounted)
    throw new Error(
      'bench: startHostedServer did not build its server through http.createServer(app)',
    );

  process.on('message', (message) => {
    if (message !== 'stop') return;
    server.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
  process.send?.({ url: server.url });
} catch (error) {
  console.error('bench api-server failed:', error);
  process.exit(1);
}
