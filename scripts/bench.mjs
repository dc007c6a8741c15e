// npm run bench [name ...]: runs bench/<name>.ts (all of them when none is named) through Vite's
// module runner, so benches import the server code exactly as the build sees it (import.meta.glob,
// ?raw). Each bench prints its own figures; nothing here times anything.
import { readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { runnerImport } from 'vite';

const dir = resolve('bench');
const wanted = process.argv.slice(2).map((name) => name.replace(/^bench\//, '').replace(/\.ts$/, ''));
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
for (const name of names) {
  console.log(`\n## ${name}`);
  await runnerImport(resolve(dir, `${name}.ts`), { configFile: false, logLevel: 'error' });
}
