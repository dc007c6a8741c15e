/** GET /api/meta: which shell is serving the UI and with which analyzer. */
import type { MetaResponse } from '../../shared';
// A named import, so the build inlines only the version and not the whole package.json.
import { version } from '../../../package.json';

export const APP_VERSION: string = version;

/**
 * What the shell says of itself, given by its composition root (the desktop plug-in: desktop and
 * its hub); the hosted site when nothing is given.
 */
export type ShellMeta = Pick<MetaResponse, 'mode' | 'hubUrl'>;

export const HOSTED_SHELL: ShellMeta = { mode: 'hosted' };

/**
 * `factChecks`: published fact-checks in the index, counted when asked; left out when they could
 * not be counted (the shared database is down), so the page says nothing about them.
 */
export function meta(
  shell: ShellMeta,
  analyzerName: string,
  factChecks: number | undefined = 0,
): MetaResponse {
  const counted = factChecks === undefined ? {} : { factChecks };
  return { ...shell, version: APP_VERSION, analyzer: analyzerName, ...counted };
}
