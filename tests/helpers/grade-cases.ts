/**
 * The shape the pinned-message tests share: through the real pipeline, each genuine message is
 * graded C or better and never "false", each scam D or F; a failure prints the red flags.
 */
import { describe, expect, it } from 'vitest';
import { analyzeText } from './pipeline';

const bad = (grade: string) => grade === 'D' || grade === 'F';
const title = (text: string) => text.slice(0, 60).replace(/\n/g, ' ');

export function pinGrades(
  genuine: readonly string[],
  scams: readonly string[],
  what = 'messages',
): void {
  // An empty list makes no suite: vitest fails a suite with no test in it.
  if (genuine.length > 0)
    describe(`genuine ${what}, C or better`, () => {
      for (const text of genuine)
        it(`C or better: ${title(text)}`, async () => {
          const r = await analyzeText(text);
          expect(bad(r.summary.overallGrade), JSON.stringify(r.redFlags)).toBe(false);
          expect(r.summary.overallStatus).not.toBe('false');
        });
    });
  if (scams.length > 0)
    describe(`scam ${what}, D or F`, () => {
      for (const text of scams)
        it(`D or F: ${title(text)}`, async () => {
          const r = await analyzeText(text);
          expect(bad(r.summary.overallGrade), JSON.stringify(r.redFlags)).toBe(true);
        });
    });
}
