// node scripts/import-graph.mjs [--graph]: prints the import problems of src/ (cycles, imports from a
// lower floor to a higher one, files on no floor) by the rules tests/architecture/import-graph.test.ts
// enforces; --graph also prints every file's floor and imports. Runs through Vite's module runner,
// as the eval does, so it reads the TypeScript tables directly.
import { resolve } from 'node:path';
import { runnerImport } from 'vite';

await runnerImport(resolve('scripts/import-graph/main.ts'), {
  configFile: false,
  logLevel: 'error',
});
