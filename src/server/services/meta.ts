/** GET /api/meta: which shell is serving the UI and with which analyzer. */
import type { MetaResponse } from '../../shared';
// A named import, so the build inlines only the version and not the whole package.json.
import { version } from '../../../package.json';
import type { Config } from '../config';

export const APP_VERSION: string = version;

/** `factChecks`: published fact-checks in the local index, counted when asked. */
export function meta(config: Config, analyzerName: string, factChecks = 0): MetaResponse {
  if (config.mode === 'desktop')
    return {
      mode: 'desktop',
      version: APP_VERSION,
      analyzer: analyzerName,
      hubUrl: config.hubUrl,
      factChecks,
    };
  return { mode: 'hosted', version: APP_VERSION, analyzer: analyzerName, factChecks };
}
