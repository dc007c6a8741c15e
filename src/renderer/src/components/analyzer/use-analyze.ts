/**
 * One mutation for every kind of submission (each kind's tab builds its own, src/renderer/src/
 * kinds); a success writes the analyzer session (text, URL and image results all land in the
 * same store, spec 4).
 */
import { useMutation } from '@tanstack/react-query';
import type { Submission } from '../../kinds/kind';
import { useAnalyzerStore } from '../../state/analyzer-store';

export interface AnalyzeInput {
  submission: Submission;
  /** Keep it off the public feed (beyond the spec). */
  unlisted?: boolean;
}

/** Marks analysis runs, so "is an analysis running?" does not count other requests (e.g. Publish). */
export const ANALYZE_MUTATION_KEY = ['analyze'] as const;

export function useAnalyze(onDone?: () => void) {
  return useMutation({
    mutationKey: ANALYZE_MUTATION_KEY,
    mutationFn: async (input: AnalyzeInput) => {
      const result = await input.submission(input.unlisted === true);
      useAnalyzerStore.getState().setResult(result, input.unlisted === true);
    },
    onSuccess: () => onDone?.(),
  });
}
