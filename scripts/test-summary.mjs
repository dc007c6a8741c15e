// Prints vitest's own counts from test-results/vitest.json as 'tests: N passed, N failed'.
// When the runner never ran (install or type-check failed), it says so and counts nothing.
import { existsSync, readFileSync } from 'node:fs';

const report = new URL('../test-results/vitest.json', import.meta.url);
if (!existsSync(report)) {
  console.log('no test report: the test runner did not run (see the errors above)');
  console.log('tests: 0 passed, 0 failed');
  process.exit(0);
}
const {
  numPassedTests = 0,
  numFailedTests = 0,
  numPendingTests = 0,
  testResults = [],
} = JSON.parse(readFileSync(report, 'utf8'));
// A file can fail with no test failing (an empty suite, an error while loading it): name those,
// so a red run never ends on a line that looks green.
const brokenFiles = testResults.filter(
  (file) => file.status === 'failed' && !file.assertionResults?.some((t) => t.status === 'failed'),
);
for (const file of brokenFiles) {
  const why = (file.message ?? '').split('\n')[0];
  console.log(
    `a test file failed outside its tests (see above): ${file.name}${why ? `: ${why}` : ''}`,
  );
}
const skipped = numPendingTests ? `, ${numPendingTests} skipped` : '';
console.log(`tests: ${numPassedTests} passed, ${numFailedTests} failed${skipped}`);
