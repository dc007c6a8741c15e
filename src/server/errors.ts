/**
 * One error shape for the whole API: throw AppError(status, message) anywhere; errorHandler turns
 * it into the contract's `{message, type?}`. A database that cannot work right now (full disk,
 * read-only, locked, I/O error) is a 503 saying what to do (fromSqlite). Anything else is a bug:
 * it is logged and the client gets a generic 500 without internals.
 */
import type { ErrorRequestHandler, RequestHandler } from 'express';
import type { Logger } from 'pino';
import { ERRORS, type ErrorBody } from '../shared';
import { lingerAfterRefusal } from './security/linger-close';
import { postgresCondition } from './database-error';

/** Largest JSON body accepted; the biggest legitimate one is MAX_TEXT_CHARS of escaped text. */
export const JSON_BODY_LIMIT_BYTES = 1024 * 1024;

export class AppError extends Error {
  override name = 'AppError';
  constructor(
    readonly status: number,
    message: string,
    readonly options: { type?: 'guidance'; retryAfterSeconds?: number } = {},
  ) {
    super(message);
  }

  toBody(): ErrorBody {
    return this.options.type
      ? { message: this.message, type: this.options.type }
      : { message: this.message };
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
  if (type === 'entity.too.large')
    return new AppError(413, ERRORS.bodyTooLarge(JSON_BODY_LIMIT_BYTES));
  if (type === 'encoding.unsupported' || type === 'charset.unsupported') {
    return new AppError(415, ERRORS.unsupportedEncoding);
  }
  // Other client errors (a body that ended early, an undecodable path) are the client's to fix.
  if (typeof status === 'number' && status >= 400 && status < 500) {
    return new AppError(status, ERRORS.badRequest);
  }
  return null;
}

/** How long a client should wait after a 503 from a busy database (busy_timeout already waited 5 s). */
export const STORAGE_BUSY_RETRY_AFTER_S = 5;
/** ...and after a full disk, a read-only or unreachable database: someone has to fix the server. */
export const STORAGE_DOWN_RETRY_AFTER_S = 60;

/**
 * SQLite errors that are the server's condition, not a bug: a full disk, a read-only or vanished
 * file, an I/O error, a write lock held past busy_timeout, a damaged file. better-sqlite3 throws
 * them as SqliteError with an extended code string (SQLITE_IOERR_WRITE, SQLITE_READONLY_DBMOVED).
 * They become 503 with a message saying what to do; the connection stays usable, so reads and
 * later writes work again once the cause is gone, without a restart.
 */
export function fromSqlite(err: unknown): AppError | null {
  if (typeof err !== 'object' || err === null) return null;
  const { code } = err as { code?: unknown };
  if (typeof code !== 'string' || !code.startsWith('SQLITE_')) return null;
  const primary = /^SQLITE_[A-Z]+/.exec(code)?.[0];
  const down = { retryAfterSeconds: STORAGE_DOWN_RETRY_AFTER_S };
  switch (primary) {
    case 'SQLITE_FULL':
      return new AppError(503, ERRORS.storageFull, down);
    case 'SQLITE_READONLY':
    case 'SQLITE_PERM':
      return new AppError(503, ERRORS.storageReadOnly, down);
    case 'SQLITE_BUSY':
    case 'SQLITE_LOCKED':
      return new AppError(503, ERRORS.storageBusy, {
        retryAfterSeconds: STORAGE_BUSY_RETRY_AFTER_S,
      });
    case 'SQLITE_IOERR':
    case 'SQLITE_CANTOPEN':
    case 'SQLITE_NOLFS':
      return new AppError(503, ERRORS.storageUnavailable, down);
    case 'SQLITE_CORRUPT':
    case 'SQLITE_NOTADB':
      return new AppError(503, ERRORS.storageDamaged, down);
    default:
      return null;
  }
}

/** PostgreSQL (DATABASE_URL) down, overloaded or too slow: a 503, as for SQLite's conditions. */
export function fromPostgres(err: unknown): AppError | null {
  const condition = postgresCondition(err);
  if (condition === 'busy')
    return new AppError(503, ERRORS.storageBusy, { retryAfterSeconds: STORAGE_BUSY_RETRY_AFTER_S });
  if (condition === 'unreachable')
    return new AppError(503, ERRORS.databaseServerUnavailable, {
      retryAfterSeconds: STORAGE_DOWN_RETRY_AFTER_S,
    });
  return null;
}

/** Fallback for /api paths no route matched. */
export const unknownApiRoute: RequestHandler = (_req, _res, next) => {
  next(new AppError(404, ERRORS.unknownRoute));
};

/**
 * Whatever no route or page answered ("GET *", "POST /nothing", a path the site has no page for
 * when no web app is built): a JSON 404 with a message, never the framework's HTML page.
 */
export const unknownAddress: RequestHandler = (_req, _res, next) => {
  next(new AppError(404, ERRORS.unknownAddress));
};

export function errorHandler(log: Logger): ErrorRequestHandler {
  return (err, req, res, next) => {
    if (res.headersSent) {
      next(err);
      return;
    }
    const storage = fromSqlite(err) ?? fromPostgres(err);
    if (storage) {
      // The operator must see what the disk or database said; the client gets what to do.
      log.error(
        { err, code: (err as { code: string }).code, method: req.method, path: req.path },
        'database unavailable',
      );
    }
    const known = err instanceof AppError ? err : (storage ?? fromExpress(err));
    // A body left unread (a 413 from the JSON parser, say) is drained before the connection
    // closes, so the client reads this answer even if it writes its whole body first.
    if (!req.complete) lingerAfterRefusal(req, res);
    if (known) {
      if (known.options.retryAfterSeconds !== undefined)
        res.set('Retry-After', String(known.options.retryAfterSeconds));
      res.status(known.status).json(known.toBody());
      return;
    }
    log.error({ err, method: req.method, path: req.path }, 'unexpected error');
    const body: ErrorBody = { message: ERRORS.internal };
    res.status(500).json(body);
  };
}
