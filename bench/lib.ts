/**
 * Helpers shared by the benches: run a function many times, report the median, print a table.
 * Benches print figures; they never assert on time (a shared machine makes timed tests flaky).
 */
import { performance } from 'node:perf_hooks';

export interface Timing {
  medianMs: number;
  p90Ms: number;
  /**
   * Median CPU time of this process per run (user + system, all its threads): steadier than the
   * wall time on a shared machine, where other programs' load stretches the wall clock.
   */
  medianCpuMs: number;
  runs: number;
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;
}

/** Times fn `runs` times after `warmup` untimed calls. */
export async function measure(fn: () => unknown, { runs = 30, warmup = 3 } = {}): Promise<Timing> {
  for (let i = 0; i < warmup; i++) await fn();
  const times: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < runs; i++) {
    const cpuStart = process.cpuUsage();
    const start = performance.now();
    await fn();
    times.push(performance.now() - start);
    const used = process.cpuUsage(cpuStart);
    cpu.push((used.user + used.system) / 1000);
  }
  return { medianMs: median(times), p90Ms: percentile(times, 0.9), medianCpuMs: median(cpu), runs };
}

/** Prints rows as an aligned Markdown table (so RESULTS.md can quote it as is). */
export function printTable(rows: ReadonlyArray<Record<string, string | number>>): void {
  if (rows.length === 0) return;
  const headers = Object.keys(rows[0]!);
  const cell = (v: string | number | undefined) => (typeof v === 'number' ? fmt(v) : (v ?? ''));
  const widths = headers.map((h) => Math.max(h.length, ...rows.map((r) => cell(r[h]).length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`;
  console.log(line(headers));
  console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const r of rows) console.log(line(headers.map((h) => cell(r[h]))));
}

function fmt(n: number): string {
  if (Number.isInteger(n)) return String(n);
  return n >= 100 ? n.toFixed(0) : n >= 10 ? n.toFixed(1) : n.toFixed(2);
}

/** One line of the combined summary that `npm run bench` prints after every bench has run. */
export interface SummaryRow {
  bench: string;
  measure: string;
  figure: string;
  goal: string;
  /** 'met', 'NOT met', or '' when the measure has no goal (context figures, baselines). */
  verdict: string;
}

// Each bench is loaded by its own module runner (so its own copy of this module): the rows live
// on globalThis, where scripts/bench.mjs reads them at the end.
const SUMMARY_KEY = '__factlensBenchSummary';

export function addSummary(row: SummaryRow): void {
  const store = globalThis as unknown as Record<string, SummaryRow[] | undefined>;
  store[SUMMARY_KEY] ??= [];
  store[SUMMARY_KEY].push(row);
}

export function summaryRows(): SummaryRow[] {
  return (globalThis as unknown as Record<string, SummaryRow[] | undefined>)[SUMMARY_KEY] ?? [];
}

/** 'met' / 'NOT met' for a figure against an upper (atMost) or lower (atLeast) goal. */
export function verdict(value: number, goal: { atMost?: number; atLeast?: number }): string {
  const ok =
    (goal.atMost === undefined || value <= goal.atMost) &&
    (goal.atLeast === undefined || value >= goal.atLeast);
  return ok ? 'met' : 'NOT met';
}

export const fmtNumber = fmt;
