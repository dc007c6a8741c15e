/**
 * Copies the shipped data files (resources/knowledge/*.json) into the bundle's own knowledge/
 * folder (out/server/knowledge, out/main/knowledge), where the built server reads them
 * (src/server/analysis/knowledge/shipped-data.ts): the build output holds everything the server
 * needs, as when the data was code, and electron-builder packs it with the rest of out/.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Plugin } from 'vite';
import { SHIPPED_DATA_FOLDER } from '../../src/server/analysis/knowledge/shipped-data';

export function shippedDataPlugin(source: string = resolve('resources/knowledge')): Plugin {
  return {
    name: 'factlens-shipped-data',
    apply: 'build',
    generateBundle() {
      for (const file of readdirSync(source).filter((f) => f.endsWith('.json')))
        this.emitFile({
          type: 'asset',
          fileName: `${SHIPPED_DATA_FOLDER}/${file}`,
          source: readFileSync(join(source, file)),
        });
    },
  };
}
