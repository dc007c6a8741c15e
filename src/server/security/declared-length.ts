/**
 * A JSON body whose Content-Length already says it is over the limit is refused at once. The JSON
 * parser would otherwise read the whole declared body before answering, so a client that
 * declares 1 GB and sends a trickle would hold the request until the request timeout, and an
 * honest one would upload megabytes only to be told no.
 *
 * The answer goes out immediately; the body that keeps arriving is read and dropped (never kept),
 * so the client is still being read from when the 413 reaches it instead of meeting a reset
 * connection. Past MAX_REFUSED_BODY_DRAIN_BYTES the connection is cut.
 *
 * Multipart uploads (screenshots) have their own, larger limit, checked by their route. A body
 * sent chunked (no length) is counted as it arrives by the JSON parser itself.
 */
import type { RequestHandler } from 'express';
import { ERRORS } from '../../shared';
import { AppError } from '../errors';
import { MAX_LINGER_BYTES, lingerAfterRefusal } from './linger-close';

/** How much of a refused body is read and dropped before the connection is cut. */
export const MAX_REFUSED_BODY_DRAIN_BYTES = MAX_LINGER_BYTES;

export function refuseDeclaredOversizeJson(limitBytes: number): RequestHandler {
  return (req, res, next) => {
    const declared = Number(req.headers['content-length']);
    // Only what express.json would parse; other types get their own answer from their route.
    if (!Number.isFinite(declared) || declared <= limitBytes || !req.is('application/json')) {
      next();
      return;
    }
    lingerAfterRefusal(req, res, MAX_REFUSED_BODY_DRAIN_BYTES);
    next(new AppError(413, ERRORS.bodyTooLarge(limitBytes)));
  };
}
