import { resolve } from 'node:path';
import { runnerImport } from 'vite';
process.chdir('/work/main');
await runnerImport(resolve(process.argv[2]), { configFile: false, logLevel: 'error' });
