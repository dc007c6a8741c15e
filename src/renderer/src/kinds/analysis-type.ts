/** How each analysis type is named and drawn in lists: read from its kind (src/renderer/src/kinds). */
import type { LucideIcon } from 'lucide-react';
import type { AnalysisType } from '../../../shared';
import { RENDERER_KINDS } from './registry';

export const ANALYSIS_TYPE_LABEL = Object.fromEntries(
  Object.values(RENDERER_KINDS).map((kind) => [kind.type, kind.label]),
) as Readonly<Record<AnalysisType, string>>;

export const ANALYSIS_TYPE_ICON = Object.fromEntries(
  Object.values(RENDERER_KINDS).map((kind) => [kind.type, kind.icon]),
) as Readonly<Record<AnalysisType, LucideIcon>>;

/** The page that shows a stored analysis: videos have their own page with the player. */
export function analysisPath(id: string, type: AnalysisType): string {
  return RENDERER_KINDS[type].reportPath(id);
}
