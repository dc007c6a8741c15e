/**
 * Desktop: GET /api/my-analyses (the analyses on this computer, newest first, searchable; the
 * route's contract reads ?q= and ?limit=, src/shared/contracts (desktop.ts, publish.ts)) and
 * DELETE /api/analysis/:id (forget one here; a copy already published stays on the hub).
 */
import { ERRORS, type MyAnalysesResponse } from '../../shared';
import { AppError } from '../errors';
import { isAnalysisId } from '../store/ids';
import type { MyAnalysesStore } from '../store/store';

export function createMyAnalyses(deps: { store: MyAnalysesStore }) {
  return {
    /** The search and limit as the route's contract parsed them (myAnalysesQuerySchema). */
    async list(search: { q: string; limit: number }): Promise<MyAnalysesResponse> {
      return deps.store.listMyAnalyses({ query: search.q, limit: search.limit });
    },

    async remove(id: string): Promise<void> {
      const removed = isAnalysisId(id) ? await deps.store.deleteAnalysis(id) : false;
      if (!removed) throw new AppError(404, ERRORS.analysisNotFound);
    },
  };
}
