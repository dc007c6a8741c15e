/**
 * Security headers on every response, API and UI alike (helmet). The Content-Security-Policy lets
 * the page run only the built UI's own files: no inline script or style, no third-party scripts,
 * fonts or images, requests to this server only, and frames only for the YouTube player (the
 * privacy-friendly youtube-nocookie.com domain, loaded when the visitor presses play).
 *
 * HTTPS-only headers (Strict-Transport-Security, upgrade-insecure-requests) are sent only when the
 * request came over HTTPS: the server itself speaks plain HTTP (loopback, the desktop app, or
 * behind a TLS-terminating proxy that says so with X-Forwarded-Proto and is trusted via
 * TRUST_PROXY). On plain http://127.0.0.1 they would be wrong (upgrading would break the page).
 */
import type { RequestHandler } from 'express';
import helmet from 'helmet';

/** The one site the UI may frame: the YouTube player, in its no-cookie variant. */
export const YOUTUBE_EMBED_ORIGIN = 'https://www.youtube-nocookie.com';

export const CONTENT_SECURITY_POLICY: Readonly<Record<string, readonly string[]>> = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  // No event-handler attributes either (onclick="..."), even from our own markup.
  'script-src-attr': ["'none'"],
  // Tailwind's build is one stylesheet file; React's style={...} goes through the CSSOM, which a
  // CSP does not restrict, so no 'unsafe-inline' is needed.
  'style-src': ["'self'"],
  // data: for the screenshot preview the API returns as a data URL.
  'img-src': ["'self'", 'data:'],
  'font-src': ["'self'"],
  'connect-src': ["'self'"],
  'frame-src': [YOUTUBE_EMBED_ORIGIN],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
};

/** One year, once a browser has seen the site over HTTPS. */
export const HSTS_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

function headersFor(secure: boolean): RequestHandler {
  const directives: Record<string, string[]> = {};
  for (const [name, values] of Object.entries(CONTENT_SECURITY_POLICY))
    directives[name] = [...values];
  if (secure) directives['upgrade-insecure-requests'] = [];
  return helmet({
    contentSecurityPolicy: { useDefaults: false, directives },
    // Subdomains are left out: they may be other people's plain-HTTP services.
    strictTransportSecurity: secure
      ? { maxAge: HSTS_MAX_AGE_SECONDS, includeSubDomains: false }
      : false,
    referrerPolicy: { policy: 'no-referrer' },
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    // The same as frame-ancestors 'none', for browsers that predate it.
    xFrameOptions: { action: 'deny' },
    xPoweredBy: true,
  }) as RequestHandler;
}

export function securityHeaders(): RequestHandler {
  const plain = headersFor(false);
  const secure = headersFor(true);
  return (request, response, next) => (request.secure ? secure : plain)(request, response, next);
}
