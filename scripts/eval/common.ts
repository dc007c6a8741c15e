/** Command-line bits shared by `npm run eval` and `npm run train`. */
import { resolve } from 'node:path';

/** ../shared/data next to the repository, or --data <dir>. */
export function dataDirFromArgs(argv: readonly string[]): string {
  const i = argv.indexOf('--data');
  return resolve(i >= 0 && argv[i + 1] ? argv[i + 1]! : '../shared/data');
}

export const WEIGHTS_PATH = resolve('resources/model/weights.json');
