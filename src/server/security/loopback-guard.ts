/**
 * Desktop mode (HUB_URL set) however it is started: the local server holds private analyses
 * (/api/my-analyses) and publishes on request, so it answers only requests addressed to its own
 * loopback name and port (a DNS-rebinding page reaches 127.0.0.1 under its own name) and, when a
 * browser names an Origin, only its own (a form on another site cannot publish through it). The
 * Electron runtime adds its launch-secret cookie on top (../access-guard.ts); `HUB_URL=… npm start`
 * gets this guard alone.
 */
import type { RequestHandler, Response } from 'express';

export const LOOPBACK_MESSAGES = {
  foreignHost:
    'This FactLens server runs in desktop mode and only answers requests addressed to its own local address. Open it at http://localhost with its port.',
  foreignOrigin:
    'This FactLens server runs in desktop mode and only answers its own pages, not other web sites. Open it at http://localhost with its port.',
} as const;

/** The Host values that name a loopback server on `port`. */
export function loopbackHosts(port: number): string[] {
  return [`127.0.0.1:${port}`, `localhost:${port}`, `[::1]:${port}`];
}

function refuse(res: Response, message: string): void {
  res.status(403).set('Cache-Control', 'no-store').json({ message });
}

/** `port` is read per request: it is known only once the server listens (null until then). */
export function createLoopbackGuard(port: () => number | null): RequestHandler {
  return (req, res, next) => {
    const listening = port();
    const hosts = listening === null ? [] : loopbackHosts(listening);
    if (!hosts.includes((req.headers.host ?? '').toLowerCase())) {
      refuse(res, LOOPBACK_MESSAGES.foreignHost);
      return;
    }
    const origin = req.headers.origin;
    if (origin !== undefined && !hosts.some((host) => origin.toLowerCase() === `http://${host}`)) {
      refuse(res, LOOPBACK_MESSAGES.foreignOrigin);
      return;
    }
    next();
  };
}
