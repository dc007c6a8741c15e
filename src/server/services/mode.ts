/**
 * Desktop-only and hub-only endpoints answer 404 JSON in the other mode, as if they did not exist
 * there, with a message saying where they do.
 */
import { ERRORS } from '../../shared';
import type { Config } from '../config';
import { AppError } from '../errors';

export function requireDesktop(config: Pick<Config, 'mode'>): void {
  if (config.mode !== 'desktop') throw new AppError(404, ERRORS.desktopOnly);
}

export function requireHub(config: Pick<Config, 'mode'>): void {
  if (config.mode !== 'hosted') throw new AppError(404, ERRORS.hubOnly);
}
