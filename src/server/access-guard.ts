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
 *     server's own: a page elsewhere cannot act through the window's cookie (403);
 *  4. not say it came from elsewhere in any other way either: a browser's `Sec-Fetch-Site` of
 *     `cross-site` or `same-site` (a page on another site, or on another port of this machine,
 *     even when no Origin was sent), or a `Referer` from another origin, is refused (403). The
 *     window sends neither: its pages are same-origin and its server says `no-referrer`.
 * Plain Express, no Electron, so it is tested over HTTP like the rest of the API.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
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

/** `Sec-Fetch-Site` values a browser gives a request that another page made. */
const FOREIGN_FETCH_SITES = new Set(['cross-site', 'same-site']);

/** The origin (scheme, host and port) of a URL, lower-cased; null when it is not one. */
function originOf(url: string): string | null {
  try {
    return new URL(url).origin.toLowerCase();
  } catch {
    return null;
  }
}

/**
 * Whether nothing in the request says another page made it: its Origin, Sec-Fetch-Site and
 * Referer headers, each when present, must name this server or say it is its own.
 */
function fromOwnOrigin(headers: IncomingHttpHeaders, port: number): boolean {
  const own = (origin: string | null) =>
    origin !== null &&
    allowedHosts(port).some((allowed) => origin.toLowerCase() === `http://${allowed}`);
  const { origin, referer } = headers;
  const site = headers['sec-fetch-site'];
  if (origin !== undefined && !own(origin)) return false;
  if (typeof site === 'string' && FOREIGN_FETCH_SITES.has(site.trim().toLowerCase())) return false;
  if (referer !== undefined && !own(originOf(referer))) return false;
  return true;
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
    if (!fromOwnOrigin(req.headers, port)) {
      refuse(res, 403, ACCESS_MESSAGES.foreignOrigin);
      return;
    }
    next();
  };
}
