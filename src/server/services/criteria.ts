/** GET /api/analysis-criteria/:type: what each analyzer tab will evaluate. */
import { CRITERIA_TYPES, ERRORS, criteriaTypeSchema, type AnalysisCriteria } from '../../shared';
import { ANALYSIS_CRITERIA } from '../analysis/criteria';
import { AppError } from '../errors';

export function analysisCriteria(type: string): AnalysisCriteria {
  const parsed = criteriaTypeSchema.safeParse(type);
  if (!parsed.success) throw new AppError(404, ERRORS.unknownCriteriaType(CRITERIA_TYPES));
  return { type: parsed.data, criteria: [...ANALYSIS_CRITERIA[parsed.data]] };
}
