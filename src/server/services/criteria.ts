/**
 * GET /api/analysis-criteria/:type: what each analyzer tab will evaluate, as the kind's descriptor
 * says (src/server/kinds/<kind>/criteria.ts); a kind without a panel of its own is a 404 like an
 * unknown type.
 */
import { ERRORS, analysisTypeSchema, type AnalysisCriteria } from '../../shared';
import { AppError } from '../errors';

/** What the criteria service asks of a kind's descriptor (src/server/kinds/input-kind.ts). */
export interface CriteriaKind {
  criteria: readonly string[] | null;
}

export function createAnalysisCriteria(kinds: Readonly<Record<string, CriteriaKind | undefined>>) {
  const withPanel = Object.keys(kinds).filter((type) => kinds[type]?.criteria);
  return function analysisCriteria(type: string): AnalysisCriteria {
    const parsed = analysisTypeSchema.safeParse(type);
    const criteria = parsed.success ? kinds[parsed.data]?.criteria : null;
    if (!parsed.success || !criteria)
      throw new AppError(404, ERRORS.unknownCriteriaType(withPanel));
    return { type: parsed.data, criteria: [...criteria] };
  };
}
