/**
 * npm run bench masking: what masking costs (src/server/privacy/mask.ts, issue 34). Times the
 * masker on a 25,000-character article full of numbers (years, amounts, percentages, counts, a
 * press office's phone, links), in English and in the other languages the judge reads, on a
 * scam SMS, and the whole analysis's masking (maskSubmission: content, title and results), each
 * against a baseline measured in the same run: normalising the same text as acquisition does
 * (a linear pass over it). Medians of wall time, and the CPU time of the process per run, which
 * other load on a shared machine does not inflate: the goal is read on CPU time. Nothing here
 * passes or fails on time.
 */
import { normaliseText } from '../src/server/analysis/acquire/text';
import { maskSubmission } from '../src/server/privacy/mask-analysis';
import { maskPersonalData } from '../src/server/privacy/mask';
import { makeResults } from '../tests/helpers/fixtures';
import { addSummary, measure, printTable, verdict } from './lib';

const RUNS = Number(process.env.BENCH_RUNS ?? 30);
/** The article the issue names: masking it must stay cheap. */
export const ARTICLE_CHARS = 25_000;
/** Goal: masking an article costs at most this many times normalising it. */
const RATIO_GOAL = 60;

const PARAGRAPHS = [
  'The council approved a budget of £412 million for 2025, up 3.4% on 2024, with 1,850 new homes planned by 2030. The vote was 31 to 12.',
  'Unemployment fell to 4.2 per cent in the three months to March, the Office for National Statistics said, as 120,000 more people found work.',
  'For press enquiries call the media office on 020 7946 0321 or write to press.office@council.example; the full report is at https://council.example/reports/2025/budget.pdf.',
  'El Gobierno destinará 3.500 millones de euros a vivienda en 2026, un 12 % más que en 2025, según el ministerio, y construirá 20.000 pisos.',
  'Die Inflation lag 2024 bei 2,2 Prozent; rund 25.000 Menschen demonstrierten am Samstag in Hamburg, teilte die Polizei um 14:30 Uhr mit.',
  'Le chômage est de 7,3 % au troisième trimestre 2024, selon l’Insee; environ 3 000 personnes ont manifesté à Nantes le 1er mai.',
  'Residents of 14 Mill Lane said the works began on 12/03/2025 at 7.30 and will last 18 months, costing an estimated $2.3bn in total.',
  'Il PIL è cresciuto dello 0,7% nel 2024; la Turchia ha registrato un’inflazione del 44,4 per cento, e l’Indonesia del 2,8 persen.',
];

function article(chars: number): string {
  let out = '';
  for (let i = 0; out.length < chars; i += 1)
    out += `${PARAGRAPHS[i % PARAGRAPHS.length]!.replace(/\d+/, (d) => String(Number(d) + i))}\n\n`;
  return out.slice(0, chars);
}

const SMS =
  'Royal Mail: your parcel RR482913764GB is held. Pay £1.99 at royalmail-fees.example/pay?ref=77120 or call 07700 900456. Code 482913. Hi Sam x';

const text = article(ARTICLE_CHARS);
const results = makeResults({ claims: 8 });
results.claims = results.claims.map((claim, i) => ({
  ...claim,
  claim: PARAGRAPHS[i % PARAGRAPHS.length]!,
}));
results.criticalQuestions = PARAGRAPHS.slice(0, 4).map(
  (p) => `Where does "${p.slice(0, 60)}" come from?`,
);

/** CPU milliseconds of this process per call of `fn`, over RUNS calls after one warm-up. */
function cpuMs(fn: () => unknown): number {
  fn();
  const start = process.cpuUsage();
  for (let i = 0; i < RUNS; i += 1) fn();
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1000 / RUNS;
}

const baseline = await measure(() => normaliseText(text), { runs: RUNS });
const baselineCpu = cpuMs(() => normaliseText(text));
const rows: Array<Record<string, string | number>> = [];
const add = (what: string, fn: () => unknown) =>
  measure(fn, { runs: RUNS }).then((t) => {
    const cpu = cpuMs(fn);
    rows.push({
      what,
      'median ms': t.medianMs,
      'p90 ms': t.p90Ms,
      'cpu ms': cpu,
      'x normalising (cpu)': cpu / baselineCpu,
    });
    return { ...t, cpu };
  });

rows.push({
  what: `normalise a ${ARTICLE_CHARS}-char article (baseline)`,
  'median ms': baseline.medianMs,
  'p90 ms': baseline.p90Ms,
  'cpu ms': baselineCpu,
  'x normalising (cpu)': 1,
});
const articleTiming = await add(`mask a ${ARTICLE_CHARS}-char article`, () =>
  maskPersonalData(text),
);
await add('mask a scam SMS', () => maskPersonalData(SMS));
await add('mask an analysis (content, title, 8 claims, 4 questions)', () =>
  maskSubmission(text, 'Council budget 2025', results),
);
printTable(rows);

const ratio = articleTiming.cpu / baselineCpu;
addSummary({
  bench: 'masking',
  measure: `masking a ${ARTICLE_CHARS}-char article, CPU time per run`,
  figure: `${articleTiming.cpu.toFixed(1)} ms CPU (${ratio.toFixed(0)}x normalising it; wall median ${articleTiming.medianMs.toFixed(0)} ms)`,
  goal: `<= ${RATIO_GOAL}x`,
  verdict: verdict(ratio, { atMost: RATIO_GOAL }),
});
