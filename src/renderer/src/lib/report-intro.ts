/** The shared report's opening lines (spec 2): what was analyzed, then the grade. */
import type { StoredAnalysis } from '../../../shared';
import { credibilityLabel } from '../../../shared/grading';
import { hostOf } from './url';

export function reportSubject(record: Pick<StoredAnalysis, 'url' | 'imageName' | 'imageData' | 'type'>): string {
  const host = hostOf(record.url);
  if (host) return `analyzing content from ${host}`;
  if (record.type === 'screenshot' || record.imageName || record.imageData) return 'analyzing screenshot content';
  return 'reviewing submitted text content';
}

export function gradeSentence(grade: string, score: number): string {
  return `It received an overall grade of ${grade} with a credibility score of ${score}% (${credibilityLabel(score)}).`;
}
