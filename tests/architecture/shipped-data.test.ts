/**
 * Issue 37 item 3, "Shipped data as data": lists, ratings, weights and tables live in
 * resources/knowledge as data files (read by src/server/analysis/knowledge/shipped-data.ts), not
 * as TypeScript that the type-checker, the linter and the server bundle process as code.
 * - src/ holds no generated file and no file big enough to be data;
 * - the manifest lists every data file; the writer the generators use gives each file's bytes
 *   back from its content (a regenerated file differs only where its data does);
 * - the builds carry the same files next to their bundles (npm test builds first);
 * - the built server, without its data or with a damaged file, refuses to start in one line.
 */
import { spawnSync } from 'node:child_process';
import {
  cpSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  MANIFEST_FILE,
  type Manifest,
  type ShippedData,
} from '../../src/server/analysis/knowledge/shipped-data';
import { formatShippedData } from '../../scripts/knowledge/write-shipped-data';

const ROOT = resolve(__dirname, '../..');
const DATA_DIR = join(ROOT, 'resources/knowledge');
/** A source file this big is data, whatever it says of itself (the largest rule file is 27 KB). */
const MAX_SOURCE_BYTES = 64 * 1024;
const CODE = /\.(ts|tsx|mjs|cjs|js)$/;
const COPY = join(ROOT, 'test-results/shipped-data/server');

const listFiles = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    return statSync(full).isDirectory() ? listFiles(full) : CODE.test(name) ? [full] : [];
  });
const dataFiles = () =>
  readdirSync(DATA_DIR).filter((f) => f.endsWith('.json') && f !== MANIFEST_FILE);
const readJson = <T>(path: string) => JSON.parse(readFileSync(path, 'utf8')) as T;

afterAll(() => rmSync(COPY, { recursive: true, force: true }));

describe('shipped data', () => {
  it('keeps no generated data as code in src/', () => {
    const offenders = listFiles(join(ROOT, 'src')).flatMap((file) => {
      const text = readFileSync(file, 'utf8');
      const name = relative(ROOT, file).split(sep).join('/');
      const head = text.split('\n').slice(0, 5).join('\n');
      if (/\bGENERATED\b/.test(head)) return [`${name}: says it is GENERATED`];
      if (text.length > MAX_SOURCE_BYTES) return [`${name}: ${text.length} bytes`];
      return [];
    });
    expect(
      offenders,
      'Generated lists, ratings and weights belong in resources/knowledge as data files (see src/server/analysis/knowledge/shipped-data.ts)',
    ).toEqual([]);
  });

  it('lists every data file in the manifest, with its size', () => {
    const manifest = readJson<Manifest>(join(DATA_DIR, MANIFEST_FILE));
    expect(Object.keys(manifest.files).sort()).toEqual(dataFiles().sort());
    for (const file of dataFiles())
      expect([file, manifest.files[file]?.bytes]).toEqual([
        file,
        statSync(join(DATA_DIR, file)).size,
      ]);
  });

  it('writes each file back byte for byte from its content, as the generators write it', () => {
    for (const file of dataFiles()) {
      const text = readFileSync(join(DATA_DIR, file), 'utf8');
      const {
        format: _format,
        entries,
        data,
        ...header
      } = JSON.parse(text) as ShippedData<unknown>;
      expect(formatShippedData(header, data, entries) === text, file).toBe(true);
    }
  });

  it('has the same files next to each built bundle', () => {
    for (const out of ['out/server/knowledge', 'out/main/knowledge']) {
      const dir = join(ROOT, out);
      expect(
        statSync(dir, { throwIfNoEntry: false }),
        `${out}: run "npm run build" first`,
      ).toBeTruthy();
      expect(readdirSync(dir).sort(), out).toEqual([...dataFiles(), MANIFEST_FILE].sort());
      for (const file of readdirSync(dir))
        expect(
          readFileSync(join(dir, file)).equals(readFileSync(join(DATA_DIR, file))),
          `${out}/${file}`,
        ).toBe(true);
    }
  });

  it('the built server refuses to start without its data, or with a damaged file, in one line', () => {
    const built = join(ROOT, 'out/server');
    rmSync(COPY, { recursive: true, force: true });
    mkdirSync(COPY, { recursive: true });
    // The bundle's code without its knowledge/ folder, inside the repository so that its
    // dependencies resolve from node_modules as they do for out/server.
    for (const file of readdirSync(built).filter((f) => f.endsWith('.js')))
      cpSync(join(built, file), join(COPY, file));
    const start = () => {
      const run = spawnSync(process.execPath, [join(COPY, 'main.js')], {
        env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: join(COPY, 'data') },
        encoding: 'utf8',
        timeout: 120_000,
        // A server that starts after all must not outlive the test: SIGTERM at the deadline can
        // be caught by its shutdown handler, SIGKILL cannot.
        killSignal: 'SIGKILL',
      });
      return { status: run.status, stderr: run.stderr.trim() };
    };
    const missing = start();
    expect(missing.status).toBe(1);
    expect(missing.stderr).toMatch(
      /^FactLens cannot start: The data files FactLens ships are missing \(no manifest\.json in \S+ or \S+\)\. Build it again with "npm run build", or reinstall FactLens\.$/,
    );
    cpSync(join(built, 'knowledge'), join(COPY, 'knowledge'), { recursive: true });
    const ratings = join(COPY, 'knowledge/domain-ratings.json');
    writeFileSync(
      ratings,
      readFileSync(ratings, 'utf8').replace('"reuters.com",1', '"reuters.com",0'),
    );
    expect(start()).toEqual({
      status: 1,
      stderr:
        'FactLens cannot start: The data file domain-ratings.json that FactLens ships is damaged: its SHA-256 is not the one in manifest.json. Reinstall FactLens, or restore resources/knowledge (git checkout resources/knowledge) and build again.',
    });
  });
});
