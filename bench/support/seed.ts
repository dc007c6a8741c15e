/**
 * Realistic stored analyses for the API benches. About 200 distinct inputs (news articles, SMS,
 * political statements from ../shared/data when it is there, else the repository's own examples)
 * go once through the real offline pipeline; the stored rows are copies of those results with
 * distinct ids, dates spread over the last 30 days and domains drawn from a skewed list, so the
 * analytics and the export do real grouping work and seeding 10,000 takes seconds, not minutes.
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import type { AnalysisType, Results } from '../../src/shared';
import { acquireText } from '../../src/server/analysis/acquire/text';
import { createOfflineAnalyzer } from '../../src/server/analysis/offline/index';
import { runAnalysis } from '../../src/server/analysis/pipeline';
import { openSqliteStore } from '../../src/server/store/sqlite-store';
import type { AnalysisStore, NewAnalysis } from '../../src/server/store/store';
import { loadDatasets } from '../../scripts/eval/datasets';
import {
  BANK_PHISHING_SMS,
  FAKE_SHOP_ADVERT,
  MIRACLE_CURE_POST,
  SOBER_NEWS_REPORT,
} from '../../tests/analyzer/examples';
import { NEWS_TEXT, SCAM_TEXT } from '../../tests/helpers/samples';
import { mulberry32 } from '../../tests/helpers/prng';

export const SEED_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;
const POOL_ARTICLES = 110;
const POOL_SHORT_TEXTS = 90;

export interface SeedInput {
  type: Extract<AnalysisType, 'text' | 'article'>;
  text: string;
  title: string | null;
}

export interface AnalyzedInput extends SeedInput {
  results: Results;
}

// Outlets people check most are few and big, then a long tail: weights fall off like 1/rank.
const DOMAINS = [
  'bbc.co.uk',
  'nytimes.com',
  'theguardian.com',
  'cnn.com',
  'foxnews.com',
  'reuters.com',
  'apnews.com',
  'dailymail.co.uk',
  'breitbart.com',
  'huffpost.com',
  'buzzfeed.com',
  'npr.org',
  'washingtonpost.com',
  'usatoday.com',
  'nbcnews.com',
  'infowars.com',
  'naturalnews.com',
  'theonion.com',
  'tmz.com',
  'people.com',
  'eonline.com',
  'newsmax.com',
  'vox.com',
  'politico.com',
  'thehill.com',
  'healthy-truth-daily.com',
  'patriot-news-now.net',
  'celebgossip.buzz',
  'local-herald.org',
  'wired.com',
];

function pickDomain(random: () => number): string {
  const total = DOMAINS.reduce((sum, _d, i) => sum + 1 / (i + 1), 0);
  let r = random() * total;
  for (let i = 0; i < DOMAINS.length; i++) {
    r -= 1 / (i + 1);
    if (r <= 0) return DOMAINS[i]!;
  }
  return DOMAINS[DOMAINS.length - 1]!;
}

/** Evenly spaced picks, so the pool spans the whole file rather than its first rows. */
function spread<T>(rows: readonly T[], count: number): T[] {
  if (rows.length <= count) return [...rows];
  return Array.from({ length: count }, (_, i) => rows[Math.floor((i * rows.length) / count)]!);
}

/** The distinct inputs: labelled dev data when available, else variations of the repo's examples. */
export function seedInputs(dataDir = resolve('../shared/data')): {
  inputs: SeedInput[];
  source: string;
} {
  if (existsSync(resolve(dataDir, 'README.md'))) {
    const sets = new Map(loadDatasets(dataDir).map((d) => [d.id, d.rows]));
    const articles = spread(sets.get('fake-news') ?? [], POOL_ARTICLES).map((r) => ({
      type: 'article' as const,
      text: r.text,
      title: r.title,
    }));
    const sms = spread(sets.get('sms') ?? [], POOL_SHORT_TEXTS / 2).map((r) => ({
      type: 'text' as const,
      text: r.text,
      title: null,
    }));
    const liar = spread(sets.get('liar') ?? [], POOL_SHORT_TEXTS / 2).map((r) => ({
      type: 'text' as const,
      text: r.text,
      title: null,
    }));
    const inputs = [...articles, ...sms, ...liar].filter((input) => input.text.trim().length > 0);
    if (inputs.length >= 100)
      return { inputs, source: `${dataDir} (fake-news articles, SMS, LIAR statements)` };
  }
  const base = [
    SOBER_NEWS_REPORT,
    MIRACLE_CURE_POST,
    BANK_PHISHING_SMS,
    FAKE_SHOP_ADVERT,
    NEWS_TEXT,
    SCAM_TEXT,
  ];
  const inputs = Array.from({ length: POOL_ARTICLES + POOL_SHORT_TEXTS }, (_, i) => {
    const text = `${base[i % base.length]!}\n\n${base[(i * 7 + 3) % base.length]!.slice(0, 80 + (i % 5) * 40)} (${i})`;
    return i % 2
      ? { type: 'text' as const, text, title: null }
      : { type: 'article' as const, text, title: `Story ${i}` };
  });
  return { inputs, source: 'the repository examples (../shared/data not found)' };
}

/** Runs every input through the real offline pipeline once. */
export async function analyzeInputs(inputs: readonly SeedInput[]): Promise<AnalyzedInput[]> {
  const analyzer = createOfflineAnalyzer();
  const out: AnalyzedInput[] = [];
  for (const input of inputs) {
    const acquired = acquireText(input.text);
    if (input.type === 'article') Object.assign(acquired, { type: 'article', title: input.title });
    out.push({
      ...input,
      results: await runAnalysis(acquired, { analyzer, now: () => new Date() }),
    });
  }
  return out;
}

/** The `count` analyses every seeded store holds: the same rows for the same pool and `now`. */
export function* seedAnalyses(
  pool: readonly AnalyzedInput[],
  count: number,
  now = new Date(),
): Generator<NewAnalysis> {
  const random = mulberry32(20261121); // seeded: every run seeds the same rows
  for (let i = 0; i < count; i++) {
    // Drawn at random, so 100 rows and 10,000 rows hold the same mix of long and short inputs.
    const input = pool[Math.floor(random() * pool.length)]!;
    const createdAt = new Date(now.getTime() - Math.floor(random() * SEED_DAYS * DAY_MS));
    const domain = input.type === 'article' ? pickDomain(random) : null;
    const results: Results = { ...input.results, analyzedAt: createdAt.toISOString() };
    yield {
      type: input.type,
      url: domain ? `https://www.${domain}/news/${i}` : null,
      domain,
      title: input.title,
      content: input.text,
      contentHash: createHash('sha256').update(`${i}\n${input.text}`).digest('hex'),
      video: null,
      image: null,
      results,
      createdAt,
    };
  }
}

/**
 * Writes `count` analyses into a fresh store in dataDir through the Store (validation, red-flag
 * rows and all), in one transaction so it takes seconds. Returns the ids written.
 */
export async function seedStore(
  dataDir: string,
  pool: readonly AnalyzedInput[],
  count: number,
  now = new Date(),
): Promise<string[]> {
  const store = openSqliteStore({ dataDir });
  const ids: string[] = [];
  try {
    store.db.exec('BEGIN');
    for (const analysis of seedAnalyses(pool, count, now))
      ids.push((await store.insertAnalysis(analysis)).id);
    store.db.exec('COMMIT');
  } finally {
    if (store.db.inTransaction) store.db.exec('ROLLBACK');
    await store.close();
  }
  return ids;
}

/** The same rows into a PostgreSQL store, `parallel` inserts at a time (each its own transaction). */
export async function seedPostgres(
  store: AnalysisStore,
  pool: readonly AnalyzedInput[],
  count: number,
  parallel = 8,
): Promise<string[]> {
  const rows = [...seedAnalyses(pool, count)];
  const ids: string[] = new Array<string>(rows.length);
  let next = 0;
  const worker = async () => {
    for (let i = next++; i < rows.length; i = next++)
      ids[i] = (await store.insertAnalysis(rows[i]!)).id;
  };
  await Promise.all(Array.from({ length: parallel }, worker));
  return ids;
}
