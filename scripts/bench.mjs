// npm run bench [name ...]: runs bench/<name>.ts (all of them when none is named) through Vite's
// module runner, so benches import the server code exactly as the build sees it (import.meta.glob,
// ?raw). Each bench prints its own figures and adds its headline figures to a summary (bench/lib.ts
// addSummary); after the last bench one combined summary table is printed. A bench that cannot run
// here (no Chromium, no built UI) is reported in the summary and the others still run.
// `node scripts/bench.mjs --child <file.ts>` runs one file the same way in a child process (the API
// bench's server); nothing here times anything.
import { readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { runnerImport } from 'vite';

const runOptions = { configFile: false, logLevel: 'error' };

if (process.argv[2] === '--child') {
  await runnerImport(resolve(process.argv[3]), runOptions);
} else {
  await runBenches(process.argv.slice(2));
}

async function runBenches(args) {
  const dir = resolve('bench');
  const wanted = args.map((name) => name.replace(/^bench\//, '').replace(/\.ts$/, ''));
  const all = readdirSync(dir)
    .filter((file) => file.endsWith('.ts') && !file.startsWith('lib'))
    .map((file) => file.slice(0, -3))
    .sort();
  const names = wanted.length ? wanted : all;
  const unknown = names.filter((name) => !all.includes(name));
  if (unknown.length) {
    console.error(`No such bench: ${unknown.join(', ')}. Available: ${all.join(', ')}`);
    process.exit(2);
  }
  const started = Date.now();
  const failed = [];
  for (const name of names) {
    console.log(`\n## ${name}`);
    try {
      await runnerImport(resolve(dir, `${name}.ts`), runOptions);
    } catch (error) {
      const reason = error instanceof Error ? error.message.split('\n')[0] : String(error);
      console.error(`Bench ${name} did not run: ${reason}`);
      failed.push({
        bench: name,
        measure: 'did not run',
        figure: '',
        goal: '',
        verdict: reason.slice(0, 100),
      });
    }
  }
  const { module: lib } = await runnerImport(resolve(dir, 'lib.ts'), runOptions);
  const rows = [...lib.summaryRows(), ...failed];
  if (rows.length) {
    console.log(
      `\n## Summary (${names.join(', ')}; ${Math.round((Date.now() - started) / 1000)} s in all; medians)`,
    );
    lib.printTable(rows);
  }
  if (failed.length) process.exitCode = 1;
}
