/**
 * Reading the data's CSV files (RFC 4180, with a header row) and the small keys the data sets are
 * grouped by: normalised text, and a URL's host. Split from datasets.ts, which re-exports
 * parseCsv and hostOf for the scripts and tests that use them.
 */
import { readFileSync } from 'node:fs';

/** RFC 4180 CSV: quoted fields may hold commas, doubled quotes and newlines. */
export function parseCsv(src: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < src.length; i++) {
    const ch = src[i]!;
    if (quoted) {
      if (ch === '"') {
        if (src[i + 1] === '"') {
          field += '"';
          i++;
        } else quoted = false;
      } else field += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      row.push(field);
      field = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && src[i + 1] === '\n') i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += ch;
  }
  if (field || row.length) {
    row.push(field);
    rows.push(row);
  }
  return rows.filter((r) => r.length > 1 || (r[0] ?? '') !== '');
}

export function readCsv(path: string): Array<Record<string, string>> {
  const [header, ...rows] = parseCsv(readFileSync(path, 'utf8'));
  if (!header) return [];
  return rows.map((r) => Object.fromEntries(header.map((h, i) => [h, r[i] ?? ''])));
}

export const norm = (s: string) => s.toLowerCase().replace(/\s+/g, ' ').trim();

export function hostOf(url: string): string {
  const rest = url.replace(/^[a-z]+:\/\//i, '');
  return rest
    .split(/[/?#]/)[0]!
    .toLowerCase()
    .replace(/:\d+$/, '')
    .replace(/^www\d?\./, '');
}
