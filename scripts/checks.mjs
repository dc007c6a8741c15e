#!/usr/bin/env node
/**
 * The checks `npm test` runs before vitest: `npm run typecheck`, `npm run lint` and `npm run build`,
 * started together rather than one after the other. The type-check is one single-threaded tsc of
 * about 35 s; the lint and the two builds (about 10 s together) run beside it on the other core.
 * Each one's output is printed whole, in this order, once it has ended, and the script exits 1 if
 * any of them failed (all three are always run to the end, so one run reports every failure).
 */
import { spawn } from 'node:child_process';

const STEPS = ['typecheck', 'lint', 'build'];
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

function run(step) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(npm, ['run', step], {
      stdio: ['ignore', 'pipe', 'pipe'],
      shell: process.platform === 'win32',
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', (error) => {
      output += `${error.message}\n`;
    });
    child.on('close', (code, signal) => {
      resolve({ step, code: code ?? 1, signal, output, seconds: (Date.now() - started) / 1000 });
    });
  });
}

const results = STEPS.map(run);
let failed = 0;
for (const pending of results) {
  const { step, code, signal, output, seconds } = await pending;
  process.stdout.write(output);
  const how = code === 0 ? 'ok' : `FAILED (${signal ? `signal ${signal}` : `exit code ${code}`})`;
  console.log(`npm run ${step}: ${how} in ${seconds.toFixed(1)} s\n`);
  if (code !== 0) failed += 1;
}
if (failed > 0) {
  console.error(`${failed} of ${STEPS.length} checks failed (${STEPS.join(', ')}).`);
  process.exit(1);
}
