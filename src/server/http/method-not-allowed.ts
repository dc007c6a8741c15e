/** Answers a known path called with the wrong method: 405 JSON naming the method to use. */
import type { RequestHandler } from 'express';
import { ERRORS } from '../../shared';
import { AppError } from '../errors';

export function methodNotAllowed(...allowed: string[]): RequestHandler {
  // Express answers HEAD with the GET handler, so a GET route allows HEAD too.
  const allow = allowed.includes('GET') ? [...allowed, 'HEAD'] : allowed;
  return (req, res, next) => {
    res.set('Allow', allow.join(', '));
    next(new AppError(405, ERRORS.methodNotAllowed(req.method, allowed)));
  };
}
