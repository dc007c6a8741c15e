import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'tests/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 120_000,
    // The runner's own counts, read by .ci/run for its closing 'tests: N passed, N failed' line.
    reporters: ['default', ['json', { outputFile: 'test-results/vitest.json' }]],
  },
});
