/**
 * GET /api/fact-checks?since=<ISO>&after=<id>: this server's fact-check index, oldest first, in
 * pages of FACT_CHECK_PAGE_SIZE; follow `next` until it is null. Desktop apps copy the hub's.
 */
import { factChecksRoute } from '../../shared/contracts/fact-checks';
import { serve, type ServedRoute } from '../http/serve-contract';
import type { Services } from '../services';

export function factCheckRoutes(services: Services): ServedRoute[] {
  return [serve(factChecksRoute, ({ query }) => services.factChecks.page(query))];
}
