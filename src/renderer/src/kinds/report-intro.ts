/** The shared report's opening lines (spec 2): what was analyzed, then the grade. */
import type { StoredAnalysis } from '../../../shared';
import { credibilityLabel } from '../../../shared/grading';
import { RENDERER_KINDS } from './registry';
import { SCREENSHOT_INTRO } from './screenshot';
import { hostOf } from '../lib/url';

/** What was analyzed: the address's host, else its kind's intro (an image shown is a screenshot). */
export function reportSubject(
  record: Pick<StoredAnalysis, 'url' | 'imageName' | 'imageData' | 'type'>,
): string {
  const host = hostOf(record.url);
  if (host) return `analyzing content from ${host}`;
  if (record.imageName || record.imageData) return SCREENSHOT_INTRO;
  return RENDERER_KINDS[record.type].intro;
}

export function gradeSentence(grade: string, score: number): string {
  return `It received an overall grade of ${grade} with a credibility score of ${score}% (${credibilityLabel(score)}).`;
}
