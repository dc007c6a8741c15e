/**
 * The runner asks the kind's descriptor, never the type's name: the feed snippet stored is the
 * one the kind chose from the masked title and content, an image is kept only for a kind that
 * keeps images, and a type with no kind in the registry it was given is not stored at all. The
 * store here records what it is asked to insert (the real AnalysisStore interface, in memory).
 */
import { describe, expect, it } from 'vitest';
import { acquireText } from '../analysis/acquire/text';
import { createOfflineAnalyzer } from '../analysis/offline';
import type { Acquired } from '../analysis/types';
import type { NewAnalysis } from '../store/store';
import { createAnalysisRunner, type RunnerKind, type StoredText } from './analysis-runner';

const clock = { now: () => new Date('2026-11-26T12:00:00Z') };

function recordingRunner(kinds: Record<string, RunnerKind>) {
  const inserted: NewAnalysis[] = [];
  const runAnalysis = createAnalysisRunner({
    store: {
      findCachedAnalysis: async () => null,
      insertAnalysis: async (analysis) => {
        inserted.push(analysis);
        return { id: `id-${inserted.length}`, analysisResults: analysis.results };
      },
    },
    analyzer: createOfflineAnalyzer(),
    clock,
    kinds,
  });
  return { runAnalysis, inserted };
}

const TEXT =
  'The council voted on Tuesday to extend the bus line.\nWrite to jan.devries@gmail.com to object.';

describe('the analysis runner and the kinds it is given', () => {
  it('stores the feed snippet the kind chooses, from what is stored (masked), and keeps the image only for a kind that keeps images', async () => {
    const seen: StoredText[] = [];
    const { runAnalysis, inserted } = recordingRunner({
      text: {
        keepsImage: false,
        feedSnippet: (stored) => {
          seen.push(stored);
          return `snippet of ${stored.content?.split('\n')[1]}`;
        },
      },
    });
    const acquired: Acquired = {
      ...acquireText(TEXT),
      image: { name: 'x.png', size: 3, mime: 'image/png', bytes: new Uint8Array(3) },
    } as Acquired;
    await runAnalysis({
      cacheKey: 'k1',
      acquire: () => acquired,
      content: () => TEXT,
      imageData: 'data:image/png;base64,AAAA',
    });
    expect(seen).toHaveLength(1);
    // The kind reads the masked content: the e-mail address never reaches a snippet.
    expect(seen[0]!.content).not.toContain('jan.devries@gmail.com');
    expect(inserted[0]!.snippet).toBe(`snippet of ${seen[0]!.content?.split('\n')[1]}`);
    expect(inserted[0]!.image?.data).toBeNull();
  });

  it('refuses to store a type the registry it was given has no kind for', async () => {
    const { runAnalysis, inserted } = recordingRunner({});
    await expect(
      runAnalysis({ cacheKey: 'k2', acquire: () => acquireText(TEXT), content: () => TEXT }),
    ).rejects.toThrow(/no input kind/);
    expect(inserted).toEqual([]);
  });
});
