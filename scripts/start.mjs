// `npm start`: builds the UI and the hosted server when they are missing or older than the
// sources, then runs the server (UI + /api on http://localhost:3000 unless PORT/HOST say otherwise).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const outputs = ['out/server/main.js', 'out/renderer/index.html'].map((p) => join(root, p));
// The shipped data files (resources/knowledge) are copied into the build, so a regenerated one
// rebuilds it too.
const inputs = [
  'src',
  'resources/knowledge',
  'package.json',
  'electron.vite.config.ts',
  'vite.server.config.ts',
].map((p) => join(root, p));

function newestMtime(path) {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

const built = outputs.every((p) => existsSync(p));
const stale =
  built &&
  Math.min(...outputs.map((p) => statSync(p).mtimeMs)) < Math.max(...inputs.map(newestMtime));
if (!built || stale) {
  console.log(
    built ? 'Sources changed: rebuilding FactLens...' : 'First start: building FactLens...',
  );
  const result = spawnSync('npm', ['run', 'build'], {
    cwd: root,
    stdio: 'inherit',
    shell: process.platform === 'win32',
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
await import(join(root, 'out/server/main.js'));
