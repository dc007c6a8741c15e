// node scripts/knowledge/run-ts.mjs <script.ts> [args]: runs a TypeScript script of this folder
// (the language-ID comparison, the meaning-class generator and its coverage) through Vite's
// module runner, as scripts/eval.mjs does, so it can share the eval scripts' CSV reader.
import { resolve } from 'node:path';
import { runnerImport } from 'vite';

const script = process.argv[2];
if (!script) {
  console.error('Usage: node scripts/knowledge/run-ts.mjs <script.ts> [args]');
  process.exit(2);
}
await runnerImport(resolve(script), { configFile: false, logLevel: 'error' });
