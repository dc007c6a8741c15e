#!/usr/bin/env node
/**
 * The checks `npm test` runs before vitest: `npm run typecheck`, `npm run lint` and `npm run build`,
 * started together rather than one after the other. The type-check is one single-threaded tsc of
 * about 35 s; the lint and the two builds (about 10 s together) run beside it on the other core.
 * Each one's output is printed whole, in this order, once it has ended, and the script exits 1 if
 * any of them failed (all are always run to the end, so one run reports every failure).
 *
 * When the packages' own install scripts have not run (`npm install --ignore-scripts`, as .ci/run
 * does), the ones package.json allows (allowScripts) run here too, beside the checks: their slow
 * part is compiling better-sqlite3's SQLite (about 80 s on one core), which the checks do not
 * need and the tests do (compiled at -O1 here, below); its own C++ is compiled beside it. Its
 * compiler output is printed only if it fails.
 */
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
/** The native binding better-sqlite3's install script compiles. */
const SQLITE_BINDING = 'node_modules/better-sqlite3/build/Release/better_sqlite3.node';

const STEPS = [
  { name: 'npm run typecheck', args: ['run', 'typecheck'] },
  { name: 'npm run lint', args: ['run', 'lint'] },
  { name: 'npm run build', args: ['run', 'build'] },
];
if (!existsSync(SQLITE_BINDING)) {
  const { allowScripts = {} } = JSON.parse(readFileSync('package.json', 'utf8'));
  const allowed = Object.keys(allowScripts).filter((name) => allowScripts[name] === true);
  STEPS.unshift({
    name: `npm rebuild ${allowed.join(' ')}`,
    args: ['rebuild', ...allowed],
    quiet: true,
    // node-gyp compiles SQLite and better-sqlite3's own C++ at the same time (JOBS): the SQLite
    // file alone is most of it, and the C++ no longer waits for it (rebuilt alone: 98 s -> 80 s).
    // SQLite is compiled at -O1 here (node-gyp puts CFLAGS after the package's -O3, so it wins):
    // the same source and the same behaviour, compiled in 37 s of CPU instead of 68 s, which the
    // type-check, lint and build running beside it share (the whole step: about 100 s -> 70 s on
    // 2 cores). The tests time nothing (docs/contributing.md, "Tests"). A plain `npm install` and
    // `npm run dist` build the package's own way, at -O3; an explicit CFLAGS is kept as given.
    env: { JOBS: 'max', CFLAGS: process.env.CFLAGS ?? '-O1' },
  });
}

function run({ name, args, quiet = false, env = {} }) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(npm, args, {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, ...env },
      shell: process.platform === 'win32',
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', (error) => {
      output += `${error.message}\n`;
    });
    child.on('close', (code, signal) => {
      const seconds = (Date.now() - started) / 1000;
      resolve({ name, quiet, code: code ?? 1, signal, output, seconds });
    });
  });
}

const results = STEPS.map(run);
let failed = 0;
for (const pending of results) {
  const { name, quiet, code, signal, output, seconds } = await pending;
  if (!quiet || code !== 0) process.stdout.write(output);
  const how = code === 0 ? 'ok' : `FAILED (${signal ? `signal ${signal}` : `exit code ${code}`})`;
  console.log(`${name}: ${how} in ${seconds.toFixed(1)} s\n`);
  if (code !== 0) failed += 1;
}
if (failed > 0) {
  console.error(
    `${failed} of ${STEPS.length} steps failed (${STEPS.map((s) => s.name).join(', ')}).`,
  );
  process.exit(1);
}
