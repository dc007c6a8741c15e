/**
 * Writes a shipped data file (resources/knowledge/<file>, the format that
 * src/server/analysis/knowledge/shipped-data.ts reads) and its row in manifest.json: size, SHA-256
 * and entry count. One entry per line, so a regenerated list shows in a diff as the lines it
 * changed. The generators call it: scripts/knowledge/generate-knowledge.mjs and
 * perennial-sources.mjs (through Vite's module runner) and scripts/eval/train-domains.ts.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import {
  MANIFEST_FILE,
  SHIPPED_DATA_FORMAT,
  sha256,
  type Manifest,
  type ShippedDataHeader,
} from '../../src/server/analysis/knowledge/shipped-data';

export const SHIPPED_DATA_DIR = resolve('resources/knowledge');

export type HeaderFields = Omit<ShippedDataHeader, 'format' | 'entries'>;

const DATA_MARK = '\u0000data\u0000';

/**
 * The file's text: the header (its keys always in one order), two-space indented, then `data`, a
 * list one entry per line.
 */
export function formatShippedData(header: HeaderFields, data: unknown, entries: number): string {
  const { name, about, source, version, generatedBy, licence } = header;
  const ordered = { name, about, source, version, generatedBy, licence };
  const text = JSON.stringify(
    { format: SHIPPED_DATA_FORMAT, ...ordered, entries, data: DATA_MARK },
    null,
    2,
  );
  const body = Array.isArray(data)
    ? data.length === 0
      ? '[]'
      : `[\n${data.map((entry) => `    ${JSON.stringify(entry)}`).join(',\n')}\n  ]`
    : JSON.stringify(data, null, 2).replace(/\n/g, '\n  ');
  return `${text.replace(JSON.stringify(DATA_MARK), () => body)}\n`;
}

/**
 * Writes the file and updates its manifest row; returns its path and size. `entries` defaults to
 * the length of a list (a model names its own count: its weights).
 */
export function writeShippedData(
  file: string,
  header: HeaderFields,
  data: unknown,
  entries: number = Array.isArray(data) ? data.length : Number.NaN,
  dir: string = SHIPPED_DATA_DIR,
): { path: string; bytes: number } {
  if (!Number.isInteger(entries)) throw new Error(`${file}: say how many entries the data holds`);
  mkdirSync(dir, { recursive: true });
  const bytes = Buffer.from(formatShippedData(header, data, entries), 'utf8');
  const path = join(dir, file);
  writeFileSync(path, bytes);
  const manifestPath = join(dir, MANIFEST_FILE);
  const manifest: Manifest = existsSync(manifestPath)
    ? (JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest)
    : { format: SHIPPED_DATA_FORMAT, files: {} };
  manifest.files[file] = { bytes: bytes.length, sha256: sha256(bytes), entries };
  const files = Object.fromEntries(
    Object.entries(manifest.files).sort(([a], [b]) => (a < b ? -1 : 1)),
  );
  writeFileSync(
    manifestPath,
    `${JSON.stringify({ format: SHIPPED_DATA_FORMAT, files }, null, 2)}\n`,
  );
  return { path, bytes: bytes.length };
}
