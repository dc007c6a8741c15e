/**
 * The desktop app's lock on its local server. The runtime listens on 127.0.0.1, but any program on
 * the machine, and any web page open in a browser, can still send requests to loopback. So every
 * request must:
 *  1. name the server's own loopback origin in its Host header (127.0.0.1:<port> or
 *     localhost:<port>): a DNS-rebinding page reaches 127.0.0.1 under its own name
 *     (evil.example:<port>) and is refused with 403;
 *  2. carry the per-launch secret cookie that only the desktop window's session holds (set by
 *     Electron before the window loads; HttpOnly, so page scripts cannot read it): everyone else
 *     gets 401;
 *  3. when it names an Origin (browsers do on cross-origin and state-changing requests), name the
 *     server's own: a page elsewhere cannot act through the window's cookie (403).
 * Plain Express, no Electron, so it is tested over HTTP like the rest of the API.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { RequestHandler, Response } from 'express';

/** The cookie that carries the launch secret. */
export const LAUNCH_COOKIE_NAME = 'factlens_launch';

export const ACCESS_MESSAGES = {
  missingSecret:
    'This is the private local server of the FactLens desktop app. Open FactLens from its desktop window; it is not reachable from a browser or another program.',
  foreignHost:
    'This local FactLens server only answers requests addressed to its own loopback address. Open FactLens from its desktop window.',
  foreignOrigin:
    'This local FactLens server only answers the FactLens desktop window, not other web pages. Open FactLens from its desktop window.',
} as const;

export interface AccessGuardOptions {
  /** The per-launch secret the cookie must carry. */
  secret: string;
  /**
   * The port the server listens on. It is known only after listen(), after the app was built, so
   * it is read per request; until it is known (null) every request is refused.
   */
  port: () => number | null;
  cookieName?: string;
}

/** Cookie header -> value of one cookie (first occurrence), or null. */
export function readCookie(header: string | undefined, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq === -1) continue;
    if (part.slice(0, eq).trim() !== name) continue;
    let value = part.slice(eq + 1).trim();
    if (value.startsWith('"') && value.endsWith('"') && value.length >= 2)
      value = value.slice(1, -1);
    try {
      return decodeURIComponent(value);
    } catch {
      return value;
    }
  }
  return null;
}

/** The Host values that name this server: loopback by address or name, with its port. */
export function allowedHosts(port: number): string[] {
  return [`127.0.0.1:${port}`, `localhost:${port}`];
}

// Hashing both sides gives equal-length buffers, so the comparison time says nothing about the secret.
function sameSecret(given: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

function refuse(res: Response, status: number, message: string): void {
  res.status(status).set('Cache-Control', 'no-store').json({ message });
}

export function createAccessGuard(options: AccessGuardOptions): RequestHandler {
  if (options.secret.length < 16)
    throw new Error('The launch secret must be at least 16 characters.');
  const cookieName = options.cookieName ?? LAUNCH_COOKIE_NAME;
  return (req, res, next) => {
    const port = options.port();
    const host = (req.headers.host ?? '').toLowerCase();
    if (port === null || !allowedHosts(port).includes(host)) {
      refuse(res, 403, ACCESS_MESSAGES.foreignHost);
      return;
    }
    const given = readCookie(req.headers.cookie, cookieName);
    if (given === null || !sameSecret(given, options.secret)) {
      refuse(res, 401, ACCESS_MESSAGES.missingSecret);
      return;
    }
    const origin = req.headers.origin;
    if (
      origin !== undefined &&
      !allowedHosts(port).some((allowed) => origin.toLowerCase() === `http://${allowed}`)
    ) {
      refuse(res, 403, ACCESS_MESSAGES.foreignOrigin);
      return;
    }
    next();
  };
}
