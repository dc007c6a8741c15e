/**
 * The server's logger. FactLens promises not to track people, so nothing that identifies a visitor
 * (IP address, user agent, cookies) may reach a log line, even by accident through a logged object.
 */
import type { RequestHandler } from 'express';
import { pino, type DestinationStream, type Logger } from 'pino';
import type { LogLevel } from './config';

const IDENTIFYING_FIELDS = [
  'ip',
  'ips',
  'remoteAddress',
  'remotePort',
  'userAgent',
  'user-agent',
  'cookie',
  'cookies',
  'set-cookie',
  'authorization',
];

// pino redaction paths: each field at the top level, one level down (req.ip) and in headers.
const REDACT_PATHS = IDENTIFYING_FIELDS.flatMap((field) => {
  const key = /^[A-Za-z_$][\w$]*$/.test(field) ? `.${field}` : `["${field}"]`;
  return [key.replace(/^\./, ''), `*${key}`, `*.headers${key}`];
});

export function createLogger(level: LogLevel, destination?: DestinationStream): Logger {
  const options = { level, redact: { paths: REDACT_PATHS, remove: true } };
  return destination ? pino(options, destination) : pino(options);
}

/** One line per request: method, path without query, status, duration. Never IP or user agent. */
export function requestLogger(log: Logger): RequestHandler {
  return (req, res, next) => {
    const started = performance.now();
    // The query string can carry user input (e.g. a shared URL), so only the path is logged.
    const path = req.originalUrl.split('?')[0] ?? '';
    res.on('finish', () => {
      log.info(
        {
          method: req.method,
          path,
          status: res.statusCode,
          ms: Math.round(performance.now() - started),
        },
        'request',
      );
    });
    next();
  };
}
