/**
 * One mutation for the four kinds of submission; a success writes the analyzer session (text, URL
 * and image results all land in the same store, spec 4).
 */
import { useMutation } from '@tanstack/react-query';
import type { AnalyzeUrlRequest } from '../../../../shared';
import { analyzeImage, analyzeText, analyzeUrl } from '../../api/analyze';
import { useAnalyzerStore } from '../../state/analyzer-store';

export type AnalyzeInput = (
  | { kind: 'text'; content: string }
  | { kind: 'url'; request: AnalyzeUrlRequest }
  | { kind: 'image'; file: File }
) & { unlisted?: boolean };

/** Marks analysis runs, so "is an analysis running?" does not count other requests (e.g. Publish). */
export const ANALYZE_MUTATION_KEY = ['analyze'] as const;

export function useAnalyze(onDone?: () => void) {
  return useMutation({
    mutationKey: ANALYZE_MUTATION_KEY,
    mutationFn: async (input: AnalyzeInput) => {
      const store = useAnalyzerStore.getState();
      switch (input.kind) {
        case 'text': {
          const res = await analyzeText(input.content, input.unlisted === true);
          store.setTextResult(res.id, res.results, input.content);
          return;
        }
        case 'url': {
          const res = await analyzeUrl(input.unlisted ? { ...input.request, unlisted: true } : input.request);
          store.setUrlResult(res.id, res.results, input.request.url);
          return;
        }
        case 'image': {
          store.setImageResult(await analyzeImage(input.file, input.unlisted === true));
          return;
        }
      }
    },
    onSuccess: () => onDone?.(),
  });
}
