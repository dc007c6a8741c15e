// `npm run factchecks -- import <file-or-url>`: fills the local fact-check index in DATA_DIR
// (src/server/fact-checks-cli.ts). Goes through Vite's module runner, as `npm run eval` does, so
// the server code (and its bundled SQL migrations) loads as the build sees it.
import { resolve } from 'node:path';
import { runnerImport } from 'vite';

await runnerImport(resolve(import.meta.dirname, 'factchecks.ts'), {
  configFile: false,
  logLevel: 'error',
});
