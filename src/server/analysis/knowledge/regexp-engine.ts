/**
 * The detectors are hundreds of large regular expressions run over every sentence. V8 starts each
 * regular expression in its bytecode interpreter and compiles it to machine code only once it is
 * "hot"; with this many patterns, many stayed interpreted and the analysis of 25,000 characters
 * took three times as long, and 250,000 four times (`npm run bench analyzer`, with and without).
 * Compiling every pattern to machine code on its first use costs a little memory and nothing
 * measurable in time. Called once per process (server, worker threads, Electron main, benches and
 * the eval) before any pattern runs; V8 reads the flag when it compiles a pattern.
 */
import { setFlagsFromString } from 'node:v8';

let done = false;

export function compileRegExpsEagerly(): void {
  if (done) return;
  done = true;
  setFlagsFromString('--no-regexp-tier-up');
}
