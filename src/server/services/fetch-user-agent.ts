/**
 * The honest User-Agent every request to a page, a registry or a fact-check source carries. Here,
 * below the kinds, so a core service (fact-checks.ts) and the kinds that read pages share it.
 */
import { APP_VERSION } from './meta';

export const FETCH_USER_AGENT = `FactLens/${APP_VERSION} (+credibility checker)`;
