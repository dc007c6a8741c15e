/**
 * Precision and recall of the masking on a labelled corpus of short texts
 * (tests/fixtures/masking-corpus.json): every personal span labelled by kind, and many texts with
 * ordinary numbers and names that must stay. Prints a table per kind and overall
 * (`npx vitest run tests/privacy/masking-corpus.test.ts`) and holds the floors below.
 */
import { describe, expect, it } from 'vitest';
import { maskPersonalData } from '../../src/server/privacy/mask';
import { withoutBidiControls } from '../../src/server/privacy/mask-analysis';
import { loadMaskingCorpus, precision, recall, score } from '../helpers/masking-corpus';

const corpus = loadMaskingCorpus();
const mask = (text: string) => maskPersonalData(withoutBidiControls(text)).text;

/** Floors met on the corpus as written; overall recall is what keeps personal data off the feed. */
const FLOORS = {
  overall: { precision: 0.95, recall: 0.95 },
  perKind: { precision: 0.85, recall: 0.85 },
} as const;

describe('masking on the labelled corpus', () => {
  it('is big enough to mean something, with negatives', () => {
    expect(corpus.length).toBeGreaterThanOrEqual(80);
    expect(corpus.filter((t) => t.spans.length === 0).length).toBeGreaterThanOrEqual(30);
  });

  it(`reaches precision and recall of ${FLOORS.overall.precision} overall and ${FLOORS.perKind.precision} per kind`, () => {
    const { byKind, misses } = score(corpus, mask);
    const pct = (x: number) => `${(x * 100).toFixed(1)}%`.padStart(7);
    const lines = [...byKind.entries()]
      .sort(([a], [b]) => (a === 'overall' ? 1 : b === 'overall' ? -1 : a.localeCompare(b)))
      .map(
        ([kind, t]) =>
          `${kind.padEnd(10)} precision ${pct(precision(t))}  recall ${pct(recall(t))}  (tp ${t.truePositives}, fp ${t.falsePositives}, fn ${t.falseNegatives})`,
      );
    console.log(
      `Masking corpus: ${corpus.length} texts, ${corpus.reduce((n, t) => n + t.spans.length, 0)} labelled spans\n${lines.join('\n')}${misses.length ? `\n${misses.join('\n')}` : ''}`,
    );
    const overall = byKind.get('overall')!;
    expect(precision(overall)).toBeGreaterThanOrEqual(FLOORS.overall.precision);
    expect(recall(overall)).toBeGreaterThanOrEqual(FLOORS.overall.recall);
    for (const [kind, t] of byKind) {
      if (kind === 'overall') continue;
      expect(precision(t), `${kind} precision`).toBeGreaterThanOrEqual(FLOORS.perKind.precision);
      expect(recall(t), `${kind} recall`).toBeGreaterThanOrEqual(FLOORS.perKind.recall);
    }
  });
});
