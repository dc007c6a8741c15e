/**
 * npm run bench analyzer: median time of the offline analysis (signals with the learned model,
 * analyzer and scorer) for 250 to 250,000 characters of realistic mixed text, with the time per 1,000
 * characters and its ratio to the 2,500-character run, so linearity shows. Goal: 25,000 characters
 * in under 20 ms on one core. That text repeats four examples; a last row reads 25,000 characters
 * in which no sentence repeats (support/long-text.ts distinctText), the honest figure for a long
 * text that does not repeat itself, which a reading remembered per sentence cannot shorten.
 *
 * Measured in ANALYZER_PROCESSES fresh processes, one after another (support/analyzer-times.ts),
 * and reported as the median over them of each process's median: on this 2-core virtual machine
 * one Node process in three or so runs every stage of the same code about half as slow again as
 * the others (38 ms or 57 ms at 25,000 characters, for the whole life of the process, with or
 * without address-space randomisation, on either core), so one process's figure can be either.
 * Each process's figure is printed too.
 */
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { addSummary, median, printTable, verdict } from './lib';

const ANALYZER_PROCESSES = 3;
/** A process that takes longer than this has hung. */
const PROCESS_TIMEOUT_MS = 300_000;

const runs: Array<Array<Record<string, number>>> = [];
for (let i = 0; i < ANALYZER_PROCESSES; i++) {
  const child = spawnSync(
    process.execPath,
    [
      '--no-regexp-tier-up',
      resolve('scripts/bench.mjs'),
      '--child',
      resolve('bench/support/analyzer-times.ts'),
    ],
    { encoding: 'utf8', timeout: PROCESS_TIMEOUT_MS, maxBuffer: 16 * 1024 * 1024 },
  );
  const line = child.stdout.split('\n').find((l) => l.startsWith('ANALYZER_ROWS '));
  if (!line) throw new Error(`analyzer process ${i + 1} gave no timings: ${child.stderr.trim()}`);
  runs.push(JSON.parse(line.slice('ANALYZER_ROWS '.length)));
}

const rows: Array<Record<string, number>> = runs[0]!.map((first, k) => {
  const row: Record<string, number> = {};
  for (const key of Object.keys(first))
    row[key] =
      key === 'chars' || key === 'runs' || key === 'no sentence repeated'
        ? first[key]!
        : median(runs.map((r) => r[k]![key]!));
  return row;
});
const perK = (r: Record<string, number>) => r['median ms']! / (r.chars! / 1000);
const baseline = rows.find((r) => r.chars! >= 2_400 && r.chars! < 2_600);
const distinct = (r: Record<string, number>) => r['no sentence repeated'] === 1;
const table: Array<Record<string, number>> = rows.map((r) => ({
  ...r,
  'ms per 1,000 chars': perK(r),
  'per-1k ratio vs 2,500': baseline ? perK(r) / perK(baseline) : 0,
}));
printTable(table);
const is25k = (r: Record<string, number>) =>
  r.chars! >= 24_000 && r.chars! < 26_000 && !distinct(r);
const at25k = table.find(is25k);
const each = runs.map((r) => Number(r.find(is25k)?.['median ms']).toFixed(1)).join(', ');
console.log(
  `\nV8 --no-regexp-tier-up: on (each process). Medians over ${ANALYZER_PROCESSES} processes; at 25,000 characters each process gave ${each} ms.`,
);
const atDistinct = table.find(distinct);
console.log(
  `\n25,000 characters: ${Number(at25k?.['median ms']).toFixed(1)} ms median, ${Number(at25k?.['median CPU ms']).toFixed(1)} ms of CPU (goal: under 20 ms). The same length in which no sentence repeats (the kept message corpora, one after another): ${Number(atDistinct?.['median ms']).toFixed(1)} ms, ${Number(atDistinct?.['median CPU ms']).toFixed(1)} ms of CPU.`,
);
for (const r of table) {
  const chars = r.chars!;
  addSummary({
    bench: 'analyzer',
    measure: `offline analysis of ${chars.toLocaleString('en')} chars${distinct(r) ? ', no sentence repeated' : ''}`,
    figure: `${r['median ms']!.toFixed(1)} ms, CPU ${r['median CPU ms']!.toFixed(1)} ms (${r['ms per 1,000 chars']!.toFixed(2)} ms per 1,000)`,
    goal: r === at25k ? '< 20 ms' : '',
    verdict: r === at25k ? verdict(r['median ms']!, { atMost: 20 }) : '',
  });
}
