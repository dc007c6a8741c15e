import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { SERVER_EXEC_ARGV } from './src/main/server-protocol';
import { LongestFirstSequencer } from './tests/helpers/sequencer';

export default defineConfig({
  test: {
    environment: 'node',
    // Safety nets for a hung test, not speed checks: on a loaded 2-core machine (other test files,
    // other programs) one screenshot's analysis has taken 20 s, so they are far above that.
    testTimeout: 120_000,
    hookTimeout: 300_000,
    // Two test files at a time even on 2 cores (vitest's default there is one): most files spend
    // much of their time waiting on a server, its worker threads, Chromium or PostgreSQL, and no
    // test depends on the machine's speed (docs/contributing.md, "Tests").
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // The test processes run Node with the V8 flags of the server's process in production (npm
    // start, the desktop app): without them a test server's analysis of 25,000 characters took
    // 0.9 s instead of 0.3 s.
    execArgv: [...SERVER_EXEC_ARGV],
    // Longest files first, from tests/durations.json on a clean clone (tests/helpers/sequencer.ts).
    sequence: { sequencer: LongestFirstSequencer },
    // The runner's own counts, read by .ci/run for its closing 'tests: N passed, N failed' line.
    reporters: ['default', ['json', { outputFile: 'test-results/vitest.json' }]],
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts'],
          // Unit tests share their workers' loaded modules instead of importing the analyzer,
          // its models and the server afresh for each of the 83 files (seconds each).
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['tests/**/*.test.ts'],
          // Servers, browsers and child processes, started and closed by each file. The files of
          // one vitest worker share its loaded modules too (importing the server and the analyzer
          // cost ~3 s a file, 490 s of a run), and with them the test servers' analysis pool and
          // parsing children (tests/helpers/server.ts) and the one Chromium
          // (tests/helpers/chromium.ts): a file never relies on a module's state being fresh.
          isolate: false,
        },
      },
    ],
  },
});
