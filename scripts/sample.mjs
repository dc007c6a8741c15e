// `npm run sample`: analyzes the Sample Report's message with the real offline engine, through a
// real server on a temporary database, and writes what it answered to
// src/renderer/src/lib/sample-report.json, which /sample renders (scripts/sample/regenerate.ts).
// Goes through Vite's module runner, as `npm run eval` does, so the server code loads as the
// build sees it. tests/api/sample-report.test.ts fails when the file no longer matches the engine.
import { resolve } from 'node:path';
import { runnerImport } from 'vite';

const { module } = await runnerImport(resolve(import.meta.dirname, 'sample/regenerate.ts'), {
  configFile: false,
  logLevel: 'error',
});
const file = await module.writeSampleReport();
console.log(`Wrote ${file}`);
