// node scripts/test-durations.mjs: writes tests/durations.json, each test file's duration in
// seconds from the last run's report (test-results/vitest.json), longest first. The test sequencer
// (tests/helpers/sequencer.ts) starts the longest files first on a clean clone, which has no
// vitest cache to order them by. Run it after a full `npm test` when files were added or became
// slower; a stale table only orders files less well, it never changes what runs.
import { readFileSync, writeFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';

const REPORT = 'test-results/vitest.json';
const OUT = 'tests/durations.json';
const root = resolve('.');
const report = JSON.parse(readFileSync(REPORT, 'utf8'));
const rows = report.testResults
  .map((file) => [
    relative(root, file.name).replaceAll('\\', '/'),
    Math.round((file.endTime - file.startTime) / 100) / 10,
  ])
  .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1));
writeFileSync(OUT, `${JSON.stringify(Object.fromEntries(rows), null, 2)}\n`);
console.log(
  `Wrote ${OUT}: ${rows.length} files, ${rows.reduce((s, r) => s + r[1], 0).toFixed(0)} s in all.`,
);
