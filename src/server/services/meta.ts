/** GET /api/meta: which shell is serving the UI and with which analyzer. */
import type { MetaResponse } from '../../shared';
// A named import, so the build inlines only the version and not the whole package.json.
import { version } from '../../../package.json';
import type { Config } from '../config';

export const APP_VERSION: string = version;

/**
 * `factChecks`: published fact-checks in the index, counted when asked; left out when they could
 * not be counted (the shared database is down), so the page says nothing about them.
 */
export function meta(
  config: Config,
  analyzerName: string,
  factChecks: number | undefined = 0,
): MetaResponse {
  const counted = factChecks === undefined ? {} : { factChecks };
  if (config.mode === 'desktop')
    return {
      mode: 'desktop',
      version: APP_VERSION,
      analyzer: analyzerName,
      hubUrl: config.hubUrl,
      ...counted,
    };
  return { mode: 'hosted', version: APP_VERSION, analyzer: analyzerName, ...counted };
}
