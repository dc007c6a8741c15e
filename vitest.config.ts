import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'tests/**/*.test.ts'],
    environment: 'node',
    // Safety nets for a hung test, not speed checks: on a loaded 2-core machine (other test files,
    // other programs) one screenshot's analysis has taken 20 s, so they are far above that.
    testTimeout: 120_000,
    hookTimeout: 300_000,
    // The runner's own counts, read by .ci/run for its closing 'tests: N passed, N failed' line.
    reporters: ['default', ['json', { outputFile: 'test-results/vitest.json' }]],
  },
});
