/**
 * Loads the labelled development data in ../shared/data (see its README.md) as rows for the
 * evaluation and the model's training: what to analyse, the bad label, and a group key so that
 * duplicates and URLs of one host always land in the same cross-validation fold.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export type DatasetId = 'sms' | 'clickbait' | 'fake-news' | 'liar' | 'urls' | 'domains';

export interface Row {
  dataset: DatasetId;
  text: string;
  title: string | null;
  /** 1 = the bad side (spam, clickbait, fake, false, phishing, scam domain). */
  label: 0 | 1;
  /** Rows with one group key are never split across folds (duplicates, one host's URLs). */
  group: string;
}

export interface Dataset {
  id: DatasetId;
  label: string;
  /** ROC-AUC goal on the dev data. */
  goal: number;
  rows: Row[];
}

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

function readCsv(path: string): Array<Record<string, string>> {
  const [header, ...rows] = parseCsv(readFileSync(path, 'utf8'));
  if (!header) return [];
  return rows.map((r) => Object.fromEntries(header.map((h, i) => [h, r[i] ?? ''])));
}

const norm = (s: string) => s.toLowerCase().replace(/\s+/g, ' ').trim();

export function hostOf(url: string): string {
  const rest = url.replace(/^[a-z]+:\/\//i, '');
  return rest.split(/[/?#]/)[0]!.toLowerCase().replace(/:\d+$/, '').replace(/^www\d?\./, '');
}

function sms(dir: string): Row[] {
  return readCsv(join(dir, 'sms-spam/dev.csv')).map((r) => ({
    dataset: 'sms', text: r.text!, title: null, label: r.label === 'spam' ? 1 : 0, group: norm(r.text!),
  }));
}

function clickbait(dir: string): Row[] {
  return readCsv(join(dir, 'clickbait/dev.csv')).map((r) => ({
    dataset: 'clickbait', text: r.headline!, title: null, label: r.clickbait === '1' ? 1 : 0, group: norm(r.headline!),
  }));
}

function fakeNews(dir: string): Row[] {
  return readCsv(join(dir, 'fake-news/perez-rosas-2018.csv')).map((r) => ({
    dataset: 'fake-news', text: r.text!, title: r.title || null, label: r.label === 'fake' ? 1 : 0, group: norm(r.title || r.text!.slice(0, 200)),
  }));
}

const LIAR_BAD = new Set(['pants-fire', 'false']);
const LIAR_GOOD = new Set(['true', 'mostly-true']);

function liar(dir: string): Row[] {
  const out: Row[] = [];
  for (const file of ['liar/train.tsv', 'liar/valid.tsv']) {
    for (const line of readFileSync(join(dir, file), 'utf8').split('\n')) {
      const cols = line.split('\t');
      const label = cols[1] ?? '';
      const statement = cols[2] ?? '';
      // Only the statement is analysed: speaker, party and the history counts are not inputs.
      if (!statement || !(LIAR_BAD.has(label) || LIAR_GOOD.has(label))) continue;
      out.push({ dataset: 'liar', text: statement, title: null, label: LIAR_BAD.has(label) ? 1 : 0, group: norm(statement) });
    }
  }
  return out;
}

function urls(dir: string): Row[] {
  return readCsv(join(dir, 'urls/dev.csv')).map((r) => ({
    dataset: 'urls', text: r.url!, title: null, label: r.label === 'phishing' ? 1 : 0, group: hostOf(r.url!),
  }));
}

/** Scam-list domains against the hosts of the benign URLs (the list has no benign side of its own). */
function domains(dir: string, benignUrls: Row[]): Row[] {
  const scam = readCsv(join(dir, 'scam-domains/durablenapkin.csv'))
    .map((r) => r.domain!.trim().toLowerCase())
    .filter(Boolean);
  const benign = [...new Set(benignUrls.filter((r) => r.label === 0).map((r) => hostOf(r.text)))].filter((h) => h.includes('.'));
  const scamSet = new Set(scam);
  return [
    ...[...scamSet].map((d) => ({ dataset: 'domains' as const, text: d, title: null, label: 1 as const, group: d.replace(/^www\d?\./, '') })),
    ...benign.filter((h) => !scamSet.has(h)).map((h) => ({ dataset: 'domains' as const, text: h, title: null, label: 0 as const, group: h })),
  ];
}

export function loadDatasets(dataDir: string): Dataset[] {
  if (!existsSync(join(dataDir, 'README.md'))) throw new Error(`No data at ${dataDir}: the evaluation needs ../shared/data.`);
  const urlRows = urls(dataDir);
  return [
    { id: 'sms', label: 'SMS spam vs ham', goal: 0.97, rows: sms(dataDir) },
    { id: 'clickbait', label: 'Clickbait vs not (headlines)', goal: 0.93, rows: clickbait(dataDir) },
    { id: 'fake-news', label: 'Fake vs legit news (Perez-Rosas)', goal: 0.75, rows: fakeNews(dataDir) },
    { id: 'liar', label: 'LIAR: pants-fire+false vs true+mostly-true', goal: 0.65, rows: liar(dataDir) },
    { id: 'urls', label: 'Phishing vs benign URLs', goal: 0.9, rows: urlRows },
    { id: 'domains', label: 'Scam-list domains vs benign hosts', goal: 0.85, rows: domains(dataDir, urlRows) },
  ];
}
