/**
 * The offline analyzer as a caller with nothing but the content runs it: signals computed first,
 * without the learned model, then the analyzer over them. For tests and benches that read one
 * text; the pipeline computes the signals itself and hands them over.
 */
import type { Findings } from '../../analyzer';
import { computeSignals } from '../../signals';
import type { Acquired } from '../../types';
import { analyzeOffline } from '../index';

export function analyzeAlone(acquired: Acquired): Findings {
  return analyzeOffline(acquired, computeSignals(acquired, { model: null }));
}
