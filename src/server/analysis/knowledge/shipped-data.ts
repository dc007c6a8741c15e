/**
 * The shipped data files: lists, ratings, weights and tables that scripts generate from their
 * sources (resources/knowledge/*.json, each written by the script its `generatedBy` names), kept as
 * data rather than code. Each file is read once, when the module that uses it loads (at the
 * server's start), and checked: its size and SHA-256 against resources/knowledge/manifest.json, its
 * format version, and the shape of every entry. A missing or damaged file stops the start with a
 * sentence saying which file and what to do (the server entries load the server's code inside
 * their start, so it is said in one line like any other start failure).
 *
 * Where the files are: run from the TypeScript sources (tests, benches, scripts) in
 * resources/knowledge; built, in a knowledge/ folder next to the bundle (out/server/knowledge,
 * out/main/knowledge), which the build copies (scripts/build/shipped-data-plugin.ts); in the
 * packaged desktop app that folder is unpacked beside the asar archive (electron-builder.yml).
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The envelope every file and the manifest carry; a reader refuses any other. */
export const SHIPPED_DATA_FORMAT = 'factlens-shipped-data/1';
export const MANIFEST_FILE = 'manifest.json';
/** The folder next to the built bundle, and where the sources keep the files. */
export const SHIPPED_DATA_FOLDER = 'knowledge';
const SOURCE_FOLDER = '../../../../resources/knowledge/';

/** The header every data file starts with; `data` follows it. */
export interface ShippedDataHeader {
  format: string;
  /** How a sentence names the data ("Lin et al. 2023, PNAS Nexus"). */
  name: string;
  /** What the data is, in a sentence or two. */
  about: string;
  /** Where it comes from (a file of a repository or package). */
  source: string;
  /** The source's version: a commit, a package version, a revision, a training run. */
  version: string;
  /** The command that writes the file. */
  generatedBy: string;
  /** The licence under which the data ships, line by line (empty: the project's own). */
  licence: string[];
  /** How many entries `data` holds (list entries, or model weights). */
  entries: number;
}

export interface ShippedData<T> extends ShippedDataHeader {
  data: T;
}

/** A manifest row: what the file must be, byte for byte. */
export interface ManifestEntry {
  bytes: number;
  sha256: string;
  entries: number;
}

export interface Manifest {
  format: string;
  files: Record<string, ManifestEntry>;
}

/** The file is missing, damaged or not what this version reads. */
export class ShippedDataError extends Error {
  override name = 'ShippedDataError';
}

/** Checks a file's data: null when it has the expected shape, else what is wrong, in words. */
export type ShapeCheck = (data: unknown, header: ShippedDataHeader) => string | null;

/** A check that the data is a list whose every entry passes `isEntry` (described by `entry`). */
export function listOf(isEntry: (value: unknown) => boolean, entry: string): ShapeCheck {
  return (data) => {
    if (!Array.isArray(data)) return 'its data is not a list';
    const bad = data.findIndex((value) => !isEntry(value));
    return bad < 0
      ? null
      : `entry ${bad + 1} (${JSON.stringify(data[bad])?.slice(0, 80)}) is not ${entry}`;
  };
}

export const isNonEmptyString = (value: unknown): value is string =>
  typeof value === 'string' && value.length > 0;

export const sha256 = (bytes: Uint8Array): string =>
  createHash('sha256').update(bytes).digest('hex');

/**
 * The folder of the shipped files. From the sources it is resources/knowledge; from a bundle, the
 * knowledge/ folder next to the entry (or one up, for a shared chunk in a subfolder), preferring
 * its unpacked copy when the bundle runs from an asar archive.
 */
export function shippedDataDir(here: string = import.meta.url): string {
  const candidates = /\.ts(?:\?.*)?$/.test(here)
    ? [SOURCE_FOLDER]
    : [`./${SHIPPED_DATA_FOLDER}/`, `../${SHIPPED_DATA_FOLDER}/`];
  const dirs = candidates.map((c) => fileURLToPath(new URL(c, here)));
  for (const dir of dirs) {
    const unpacked = dir.replace(/([/\\])app\.asar([/\\])/, '$1app.asar.unpacked$2');
    for (const candidate of unpacked === dir ? [dir] : [unpacked, dir])
      if (existsSync(join(candidate, MANIFEST_FILE))) return candidate;
  }
  throw new ShippedDataError(
    `The data files FactLens ships are missing (no ${MANIFEST_FILE} in ${dirs.join(' or ')}). Build it again with "npm run build", or reinstall FactLens.`,
  );
}

/** The folder found and its manifest, read once. */
let shipped: { dir: string; manifest: Manifest } | null = null;

/** A file read: which, its version and size, and how long reading and checking it took. */
export interface ShippedDataRead {
  file: string;
  version: string;
  entries: number;
  bytes: number;
  ms: number;
}
const reads: ShippedDataRead[] = [];

/** The files this process has read so far (`npm run bench knowledge` prints them). */
export function shippedDataReads(): readonly ShippedDataRead[] {
  return reads;
}

function fail(file: string, problem: string): never {
  throw new ShippedDataError(
    `The data file ${file} that FactLens ships ${problem}. Reinstall FactLens, or restore resources/knowledge (git checkout resources/knowledge) and build again.`,
  );
}

function readManifest(dir: string): Manifest {
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(join(dir, MANIFEST_FILE), 'utf8'));
  } catch {
    fail(MANIFEST_FILE, 'cannot be read as JSON');
  }
  const m = parsed as Partial<Manifest> | null;
  if (m?.format !== SHIPPED_DATA_FORMAT || typeof m.files !== 'object' || m.files === null)
    fail(MANIFEST_FILE, `is not a ${SHIPPED_DATA_FORMAT} manifest`);
  return m as Manifest;
}

const HEADER_TEXT = ['format', 'name', 'about', 'source', 'version', 'generatedBy'] as const;

/**
 * Reads one shipped file, checked against the manifest (size, SHA-256, entry count), its envelope
 * and `check`; throws a ShippedDataError naming the file otherwise. `dir` is for tests.
 */
export function readShippedData<T>(file: string, check: ShapeCheck, dir?: string): ShippedData<T> {
  const started = performance.now();
  let m: Manifest;
  if (dir === undefined) {
    if (!shipped) {
      const found = shippedDataDir();
      shipped = { dir: found, manifest: readManifest(found) };
    }
    ({ dir, manifest: m } = shipped);
  } else m = readManifest(dir);
  const expected = m.files[file];
  if (!expected) fail(file, `is not listed in ${MANIFEST_FILE}`);
  const path = join(dir, file);
  if (!existsSync(path)) fail(file, `is missing (expected at ${path})`);
  const bytes = readFileSync(path);
  if (bytes.length !== expected.bytes)
    fail(file, `is damaged: it has ${bytes.length} bytes, not ${expected.bytes}`);
  if (sha256(bytes) !== expected.sha256)
    fail(file, `is damaged: its SHA-256 is not the one in ${MANIFEST_FILE}`);
  let parsed: ShippedData<unknown>;
  try {
    parsed = JSON.parse(bytes.toString('utf8')) as ShippedData<unknown>;
  } catch {
    fail(file, 'cannot be read as JSON');
  }
  if (parsed?.format !== SHIPPED_DATA_FORMAT)
    fail(file, `is not in the format this version reads (${SHIPPED_DATA_FORMAT})`);
  const missing = HEADER_TEXT.find((key) => typeof parsed[key] !== 'string');
  if (missing) fail(file, `has no "${missing}" in its header`);
  if (!Array.isArray(parsed.licence) || !parsed.licence.every((l) => typeof l === 'string'))
    fail(file, 'has no licence lines in its header');
  if (parsed.entries !== expected.entries)
    fail(file, `holds ${parsed.entries} entries where ${MANIFEST_FILE} says ${expected.entries}`);
  if (Array.isArray(parsed.data) && parsed.data.length !== parsed.entries)
    fail(file, `holds ${parsed.data.length} entries where its header says ${parsed.entries}`);
  const problem = check(parsed.data, parsed);
  if (problem) fail(file, `is not what this version reads: ${problem}`);
  const ms = performance.now() - started;
  reads.push({ file, version: parsed.version, entries: parsed.entries, bytes: bytes.length, ms });
  return parsed as ShippedData<T>;
}
