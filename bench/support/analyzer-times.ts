/**
 * One process's timings for `npm run bench analyzer` (bench/analyzer.ts runs it in several
 * processes): median time of the offline analysis (signals with the learned model, analyzer and
 * scorer) for 250 to 250,000 characters of realistic mixed text, with the time per 1,000
 * characters. Prints its rows as one JSON line after ANALYZER_ROWS.
 */
import { acquireText } from '../../src/server/analysis/acquire/text';
import { analyzeOffline } from '../../src/server/analysis/offline/index';
import { shippedModel } from '../../src/server/analysis/signals/model/index';
import { score } from '../../src/server/analysis/score/index';
import { computeSignals } from '../../src/server/analysis/signals';
import { measure } from '../lib';
import { distinctText, longText } from './long-text';

const SIZES = [250, 2_500, 25_000, 250_000];
/** The 25,000 characters once more, of texts in which no sentence repeats (long-text.ts). */
const DISTINCT_SIZE = 25_000;
type Measured = { size: number; distinct: boolean };
const MEASURED: Measured[] = [
  ...SIZES.map((size) => ({ size, distinct: false })),
  { size: DISTINCT_SIZE, distinct: true },
];
const textOf = (m: Measured, lead: string, i: number) =>
  m.distinct ? distinctText(m.size, i * DISTINCT_OFFSET) : longText(m.size, lead);
/** How far apart in the corpora the distinct texts start, so no two are the same. */
const DISTINCT_OFFSET = 97;
const now = new Date();
const model = shippedModel();
function full(acquired: ReturnType<typeof acquireText>) {
  const signals = computeSignals(acquired, { model });
  return score(analyzeOffline(acquired, signals), acquired, signals, {
    analyzedAt: now,
    durationMs: 0,
  });
}
const rows: Array<Record<string, number>> = [];
/**
 * Each run reads a different text (its own first line), as each analysis on a server does: a
 * reading that several stages share is kept for the last few texts (remember.ts), and the same text
 * measured again would find it there.
 */
const DISTINCT_TEXTS = 8;
const textsOf = (m: Measured) =>
  Array.from({ length: DISTINCT_TEXTS }, (_, i) => {
    const acquired = acquireText(textOf(m, `Sample text ${i + 1}.`, i));
    return { acquired, signals: computeSignals(acquired, { model }) };
  });
const rotating = <T>(items: readonly T[]) => {
  let next = 0;
  return () => items[next++ % items.length]!;
};
// Warm every code path once, so the first size measured does not pay for compilation.
for (const m of MEASURED) {
  for (let i = 0; i < 3; i++) full(acquireText(textOf(m, `Warm-up text ${i + 1}.`, i + 5)));
}
for (const m of MEASURED) {
  const { size } = m;
  const texts = textsOf(m);
  const pick = rotating(texts);
  const runs = size >= 250_000 ? 9 : size >= 25_000 ? 60 : 80;
  const whole = await measure(() => full(pick().acquired), { runs });
  const signalsOnly = await measure(() => computeSignals(pick().acquired, { model }), { runs });
  const analyzer = await measure(
    () => {
      const { acquired, signals } = pick();
      return analyzeOffline(acquired, signals);
    },
    { runs },
  );
  const findings = texts.map(({ acquired, signals }) => analyzeOffline(acquired, signals));
  const withFindings = rotating(texts.map((t, i) => ({ ...t, findings: findings[i]! })));
  const scorer = await measure(
    () => {
      const { acquired, signals, findings } = withFindings();
      return score(findings, acquired, signals, { analyzedAt: now, durationMs: 0 });
    },
    { runs },
  );
  const modelOnly = await measure(
    () => {
      const { acquired } = pick();
      return model.read({ text: acquired.text, links: acquired.links });
    },
    { runs },
  );
  const acquired = texts[0]!.acquired;
  rows.push({
    chars: acquired.text.length,
    'no sentence repeated': m.distinct ? 1 : 0,
    'median ms': whole.medianMs,
    'p90 ms': whole.p90Ms,
    'median CPU ms': whole.medianCpuMs,
    'signals ms (incl. model)': signalsOnly.medianMs,
    'of which model ms': modelOnly.medianMs,
    'analyzer ms': analyzer.medianMs,
    'score ms': scorer.medianMs,
    runs,
  });
}
console.log(`ANALYZER_ROWS ${JSON.stringify(rows)}`);
