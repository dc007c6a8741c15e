// The reader of the shipped data files: where it finds them, and that a missing, damaged or
// reshaped file stops it with a sentence naming the file and the fault (files written in a temp
// folder here, with their manifest).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import {
  MANIFEST_FILE,
  SHIPPED_DATA_FORMAT,
  ShippedDataError,
  isNonEmptyString,
  listOf,
  readShippedData,
  sha256,
  shippedDataDir,
} from './shipped-data';

const root = mkdtempSync(join(tmpdir(), 'factlens-shipped-data-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
let folders = 0;

const HEADER = {
  format: SHIPPED_DATA_FORMAT,
  name: 'a test list',
  about: 'Three domains.',
  source: 'this test',
  version: '1',
  generatedBy: 'shipped-data.test.ts',
  licence: [],
};
const DOMAINS = ['a.example', 'b.example', 'c.example'];
const domains = listOf(isNonEmptyString, 'a domain');

/** A folder with one file `list.json` and a manifest that matches it (unless `manifest` says). */
function folder(text: string, manifest: Record<string, unknown> = {}): string {
  const dir = join(root, `f${folders++}`);
  mkdirSync(dir);
  const bytes = Buffer.from(text);
  writeFileSync(join(dir, 'list.json'), bytes);
  const row = { bytes: bytes.length, sha256: sha256(bytes), entries: DOMAINS.length, ...manifest };
  writeFileSync(
    join(dir, MANIFEST_FILE),
    JSON.stringify({ format: SHIPPED_DATA_FORMAT, files: { 'list.json': row } }),
  );
  return dir;
}
const file = (fields: Record<string, unknown> = {}) =>
  JSON.stringify({ ...HEADER, entries: DOMAINS.length, data: DOMAINS, ...fields });
const read = (dir: string) => readShippedData<string[]>('list.json', domains, dir);
const failure = (dir: string) => {
  try {
    read(dir);
  } catch (error) {
    expect(error).toBeInstanceOf(ShippedDataError);
    return (error as Error).message;
  }
  throw new Error('the file was read');
};

describe('shipped data files', () => {
  it('reads a file that matches its manifest, with its header', () => {
    const shipped = read(folder(file()));
    expect(shipped.data).toEqual(DOMAINS);
    expect([shipped.name, shipped.version, shipped.entries]).toEqual(['a test list', '1', 3]);
  });

  it('says which file is missing and what to do', () => {
    const dir = folder(file());
    rmSync(join(dir, 'list.json'));
    expect(failure(dir)).toMatch(
      /^The data file list\.json that FactLens ships is missing \(expected at .*list\.json\)\. Reinstall FactLens, or restore/,
    );
  });

  it('refuses a damaged file: another size, or the same size with other bytes', () => {
    const truncated = folder(file());
    writeFileSync(join(truncated, 'list.json'), file().slice(0, 20));
    expect(failure(truncated)).toContain(`is damaged: it has 20 bytes, not ${file().length}`);
    const changed = folder(file());
    writeFileSync(join(changed, 'list.json'), file().replace('a.example', 'x.example'));
    expect(failure(changed)).toContain('is damaged: its SHA-256 is not the one in manifest.json');
  });

  it('refuses a file that is not JSON, not in the format, or short of a header field', () => {
    expect(failure(folder('{"format": '))).toContain('cannot be read as JSON');
    expect(failure(folder(file({ format: 'factlens-shipped-data/0' })))).toContain(
      `is not in the format this version reads (${SHIPPED_DATA_FORMAT})`,
    );
    expect(failure(folder(file({ source: undefined })))).toContain('has no "source" in its header');
    expect(failure(folder(file({ licence: 'MIT' })))).toContain('has no licence lines');
  });

  it('refuses entry counts that disagree, and names the first entry of the wrong shape', () => {
    expect(failure(folder(file(), { entries: 4 }))).toContain(
      'holds 3 entries where manifest.json says 4',
    );
    expect(failure(folder(file({ entries: 2 }), { entries: 2 }))).toContain(
      'holds 3 entries where its header says 2',
    );
    expect(failure(folder(file({ data: ['a.example', 7, ''] })))).toContain(
      'is not what this version reads: entry 2 (7) is not a domain',
    );
  });

  it('refuses a file the manifest does not list, and a manifest of another format', () => {
    const dir = folder(file());
    expect(() => readShippedData('other.json', domains, dir)).toThrow(
      'The data file other.json that FactLens ships is not listed in manifest.json',
    );
    writeFileSync(join(dir, MANIFEST_FILE), '{"format": "x", "files": {}}');
    expect(failure(dir)).toContain(
      `manifest.json that FactLens ships is not a ${SHIPPED_DATA_FORMAT} manifest`,
    );
  });

  it('finds the files: resources/knowledge from the sources, knowledge/ beside a bundle', () => {
    expect(shippedDataDir()).toBe(`${resolve('resources/knowledge')}/`);
    const out = join(root, 'out');
    const beside = join(out, 'server', 'knowledge');
    mkdirSync(beside, { recursive: true });
    writeFileSync(join(beside, MANIFEST_FILE), '{}');
    expect(shippedDataDir(pathToFileURL(join(out, 'server', 'main.js')).href)).toBe(`${beside}/`);
    // A shared chunk one folder below the entries.
    expect(shippedDataDir(pathToFileURL(join(out, 'server', 'chunks', 'x.js')).href)).toBe(
      `${beside}/`,
    );
    expect(() => shippedDataDir(pathToFileURL(join(root, 'elsewhere', 'main.js')).href)).toThrow(
      /^The data files FactLens ships are missing \(no manifest\.json in .*\)\. Build it again/,
    );
  });

  it('prefers the copy unpacked beside an asar archive', () => {
    const app = join(root, 'resources');
    const unpacked = join(app, 'app.asar.unpacked', 'out', 'main', 'knowledge');
    mkdirSync(unpacked, { recursive: true });
    writeFileSync(join(unpacked, MANIFEST_FILE), '{}');
    const entry = pathToFileURL(join(app, 'app.asar', 'out', 'main', 'server-process.js')).href;
    expect(shippedDataDir(entry)).toBe(`${unpacked}/`);
  });
});
