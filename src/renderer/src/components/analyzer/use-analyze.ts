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
  /**
   * Keep it off the public feed (beyond the spec); left out (a screenshot nobody chose for), the
   * server decides from the text it reads.
   */
  unlisted?: boolean;
}

/** Marks analysis runs, so "is an analysis running?" does not count other requests (e.g. Publish). */
export const ANALYZE_MUTATION_KEY = ['analyze'] as const;

/**
 * A report's "Try the page again" (results/page-not-opened-card.tsx): under the analyze key, so it
 * counts as an analysis running, and its own, so its error can be read after the card remounts.
 */
export const RETRY_MUTATION_KEY = [...ANALYZE_MUTATION_KEY, 'retry'] as const;

export function useAnalyze(
  onDone?: () => void,
  mutationKey: readonly string[] = ANALYZE_MUTATION_KEY,
) {
  return useMutation({
    mutationKey,
    mutationFn: async (input: AnalyzeInput) => {
      const result = await input.submission(input.unlisted);
      useAnalyzerStore.getState().setResult(result, input.unlisted === true);
    },
    onSuccess: () => onDone?.(),
  });
}
