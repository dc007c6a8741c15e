/**
 * Desktop: GET /api/my-analyses (the analyses on this computer, newest first, searchable) and
 * DELETE /api/analysis/:id (forget one here; a copy already published stays on the hub).
 */
import {
  ERRORS,
  MY_ANALYSES_DEFAULT_LIMIT,
  MY_ANALYSES_MAX_LIMIT,
  MY_ANALYSES_MAX_QUERY_CHARS,
  type MyAnalysesResponse,
} from '../../shared';
import { AppError } from '../errors';
import { isAnalysisId } from '../store/ids';
import type { MyAnalysesStore } from '../store/store';

/** Query-string values as Express hands them over (a repeated key comes as an array). */
export interface MyAnalysesQuery {
  q?: unknown;
  limit?: unknown;
}

function readLimit(value: unknown): number {
  if (value === undefined || value === '') return MY_ANALYSES_DEFAULT_LIMIT;
  const limit = typeof value === 'string' && /^\d{1,4}$/.test(value) ? Number(value) : NaN;
  if (!(limit >= 1 && limit <= MY_ANALYSES_MAX_LIMIT))
    throw new AppError(400, ERRORS.myAnalysesLimit(MY_ANALYSES_MAX_LIMIT));
  return limit;
}

function readQuery(value: unknown): string {
  if (value === undefined) return '';
  if (typeof value !== 'string') throw new AppError(400, ERRORS.myAnalysesQueryInvalid);
  if (value.length > MY_ANALYSES_MAX_QUERY_CHARS)
    throw new AppError(400, ERRORS.myAnalysesQueryTooLong(MY_ANALYSES_MAX_QUERY_CHARS));
  // SQLite's LIKE pattern ends at a NUL, so "a\u0000b" would match every analysis; none can be typed.
  return value.replaceAll('\u0000', '').trim();
}

export function createMyAnalyses(deps: { store: MyAnalysesStore }) {
  return {
    async list(query: MyAnalysesQuery): Promise<MyAnalysesResponse> {
      return deps.store.listMyAnalyses({
        query: readQuery(query.q),
        limit: readLimit(query.limit),
      });
    },

    async remove(id: string): Promise<void> {
      const removed = isAnalysisId(id) ? await deps.store.deleteAnalysis(id) : false;
      if (!removed) throw new AppError(404, ERRORS.analysisNotFound);
    },
  };
}
