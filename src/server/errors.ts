/**
 * One error shape for the whole API: throw AppError(status, message) anywhere; errorHandler turns
 * it into the contract's `{message, type?}`. Anything else is a bug: it is logged and the client
 * gets a generic 500 without internals.
 */
import type { ErrorRequestHandler, RequestHandler } from 'express';
import type { Logger } from 'pino';
import { ERRORS, type ErrorBody } from '../shared';

/** Largest JSON body accepted; the biggest legitimate one is MAX_TEXT_CHARS of escaped text. */
export const JSON_BODY_LIMIT_BYTES = 1024 * 1024;

export class AppError extends Error {
  override name = 'AppError';
  constructor(
    readonly status: number,
    message: string,
    readonly options: { type?: 'guidance' } = {},
  ) {
    super(message);
  }

  toBody(): ErrorBody {
    return this.options.type ? { message: this.message, type: this.options.type } : { message: this.message };
  }
}

/**
 * Errors raised inside Express itself: body-parser's carry a `type` string and an HTTP status, the
 * router's (e.g. a path with a broken %-escape) a 4xx status.
 */
interface HttpError {
  type?: unknown;
  status?: unknown;
  statusCode?: unknown;
}

function fromExpress(err: unknown): AppError | null {
  if (typeof err !== 'object' || err === null) return null;
  const { type } = err as HttpError;
  const status = (err as HttpError).status ?? (err as HttpError).statusCode;
  if (type === 'entity.parse.failed') return new AppError(400, ERRORS.badJson);
  if (type === 'entity.too.large') return new AppError(413, ERRORS.bodyTooLarge(JSON_BODY_LIMIT_BYTES));
  if (type === 'encoding.unsupported' || type === 'charset.unsupported') {
    return new AppError(415, ERRORS.unsupportedEncoding);
  }
  // Other client errors (a body that ended early, an undecodable path) are the client's to fix.
  if (typeof status === 'number' && status >= 400 && status < 500) {
    return new AppError(status, ERRORS.badRequest);
  }
  return null;
}

/** Fallback for /api paths no route matched. */
export const unknownApiRoute: RequestHandler = (_req, _res, next) => {
  next(new AppError(404, ERRORS.unknownRoute));
};

export function errorHandler(log: Logger): ErrorRequestHandler {
  return (err, req, res, next) => {
    if (res.headersSent) {
      next(err);
      return;
    }
    const known = err instanceof AppError ? err : fromExpress(err);
    if (known) {
      res.status(known.status).json(known.toBody());
      return;
    }
    log.error({ err, method: req.method, path: req.path }, 'unexpected error');
    const body: ErrorBody = { message: ERRORS.internal };
    res.status(500).json(body);
  };
}
