/**
 * The product supports the Node.js its package.json names (engines.node, ">=20.19"): every package
 * the lock file installs must allow the oldest such Node by its own `engines.node`. Several latest
 * majors ask for Node 22; the version taken is the last that allows 20.19 (nsfwjs 4.4.0 asks for
 * exactly 22.13.0, so 4.3.0, the same code and models, is kept).
 *
 * The one exception is Electron's build tooling, kept at Electron ^45 on purpose (the developers'
 * guide): it runs only inside `npm run dist` on a build machine, never in the product's server nor
 * in its tests.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(__dirname, '../..');
const read = (file: string) => JSON.parse(readFileSync(resolve(ROOT, file), 'utf8'));

/** Electron 45 and the tools that fetch and rebuild for it (dev only, used by `npm run dist`). */
const ELECTRON_BUILD_TOOLING = new Set([
  'electron',
  '@electron/get',
  '@electron/rebuild',
  '@electron-internal/extract-zip',
  'node-abi',
]);

interface LockedPackage {
  version?: string;
  dev?: boolean;
  engines?: { node?: string } | string[];
}

describe('dependencies and the supported Node.js', () => {
  const oldest = semver.minVersion(read('package.json').engines.node)!.version;
  const packages = Object.entries(
    read('package-lock.json').packages as Record<string, LockedPackage>,
  ).filter(([path]) => path.startsWith('node_modules/'));

  it(`names the oldest supported Node.js (${oldest}) and locks every package`, () => {
    expect(oldest).toBe('20.19.0');
    expect(packages.length).toBeGreaterThan(100);
  });

  it('every locked package allows it, but Electron 45 build tooling', () => {
    const refused = packages.flatMap(([path, p]) => {
      const range = Array.isArray(p.engines) ? undefined : p.engines?.node;
      const name = path.slice(path.lastIndexOf('node_modules/') + 'node_modules/'.length);
      if (!range || semver.satisfies(oldest, range, { includePrerelease: true })) return [];
      if (p.dev && ELECTRON_BUILD_TOOLING.has(name)) return [];
      return [`${name}@${p.version} asks for Node ${range}`];
    });
    expect(refused).toEqual([]);
  });

  it('the check itself refuses a package that asks for a newer Node', () => {
    expect(semver.satisfies(oldest, '22.13.0')).toBe(false);
    expect(semver.satisfies(oldest, '>=22.12.0')).toBe(false);
    expect(semver.satisfies(oldest, '^18.18.0 || >=20.0.0')).toBe(true);
  });
});
