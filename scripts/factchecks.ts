// npm run factchecks -- import <file-or-url> (src/server/fact-checks-cli.ts).
import { runFactChecksCli } from '../src/server/fact-checks-cli';

process.exitCode = await runFactChecksCli(process.argv.slice(2), process.env, {
  log: console.log,
  error: console.error,
});
