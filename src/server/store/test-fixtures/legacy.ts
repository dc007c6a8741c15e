/**
 * A database of the old per-database migrations, for the upgrade tests: the old SQL (the app's
 * own copy, legacy-schema.ts), rows as the old stores wrote them at a given old version, and what
 * today's stores must read back from it and still do with it.
 */
import { expect } from 'vitest';
import { ANALYSIS_TYPES } from '../../../shared';
import { makeResults } from '../../../../tests/helpers/fixtures';
import { publicLink } from '../../privacy/links';
import { MASKS } from '../../privacy/mask';
import { LEGACY_MIGRATIONS } from '../legacy-schema';
import type { SqlDialect } from '../schema';
import type { Stores } from '../stores';

/** The old migrations up to `version`, in order, as the old runners applied them. */
export const oldMigrations = (dialect: SqlDialect, version: number) =>
  LEGACY_MIGRATIONS[dialect].filter((migration) => migration.version <= version);

/** What the old schema had at a version, so rows are written as the old store at it wrote them. */
export interface OldSchema {
  /** analyses.unlisted (SQLite 004, PostgreSQL 002): the stored value of a mark; null before. */
  unlisted: ((flag: boolean) => unknown) | null;
  /** analysis_red_flags.unlisted (SQLite 007, PostgreSQL 005). */
  flagsUnlisted: boolean;
  /** received_publications (SQLite 002, PostgreSQL 001). */
  receipts: boolean;
  /** fact_checks (SQLite 006, PostgreSQL 004). */
  factChecks: boolean;
}

const SINCE: Record<SqlDialect, Record<keyof OldSchema, number>> = {
  sqlite: { unlisted: 4, flagsUnlisted: 7, receipts: 2, factChecks: 6 },
  postgres: { unlisted: 2, flagsUnlisted: 5, receipts: 1, factChecks: 4 },
};

export function oldSchema(dialect: SqlDialect, version: number): OldSchema {
  const since = SINCE[dialect];
  const mark = dialect === 'sqlite' ? (flag: boolean) => (flag ? 1 : 0) : (flag: boolean) => flag;
  return {
    unlisted: version >= since.unlisted ? mark : null,
    flagsUnlisted: version >= since.flagsUnlisted,
    receipts: version >= since.receipts,
    factChecks: version >= since.factChecks,
  };
}

export const T0 = Date.UTC(2025, 5, 15, 12);
export const HOUR = 60 * 60 * 1000;
export const PARCEL = 'Your parcel is held. Pay the fee.';

export interface OldRow {
  id: string;
  type: string;
  url?: string;
  domain?: string;
  video?: [videoId: string, channel: string, seconds: number, transcript: number];
  title?: string;
  content: string | null;
  image?: string;
  score: number;
  status: 'verified' | 'false' | 'uncertain' | 'mixed';
  at: number;
  unlisted?: boolean;
  flags: Array<{ type: string; severity?: 'high' | 'medium' | 'low' }>;
}

/** In insertion order: art1 shares txt1's time and was stored after it, so it shows first. */
export const OLD_ROWS: OldRow[] = [
  {
    id: 'txt1',
    type: 'text',
    content: `${MASKS.phone}\n${PARCEL}`,
    score: 20,
    status: 'false',
    at: T0,
    flags: [{ type: 'urgency', severity: 'high' }, { type: 'urgency' }],
  },
  {
    id: 'art1',
    type: 'article',
    url: 'https://news.example/a',
    domain: 'news.example',
    title: 'Headline',
    content: 'The body of the article.',
    score: 80,
    status: 'verified',
    at: T0,
    flags: [],
  },
  {
    id: 'vid1',
    type: 'video',
    url: 'https://www.youtube.com/watch?v=aaaaaaaaaaa',
    video: ['aaaaaaaaaaa', 'A channel', 60, 2400],
    title: 'A video',
    content: 'transcript',
    score: 55,
    status: 'mixed',
    at: T0 - HOUR,
    flags: [{ type: 'no_sources' }],
  },
  {
    id: 'shot1',
    type: 'screenshot',
    content: 'Hi Mum it is me\nnew phone',
    image: 'data:image/png;base64,AAAA',
    score: 30,
    status: 'uncertain',
    at: T0 - 2 * HOUR,
    flags: [],
  },
  {
    id: 'hid1',
    type: 'text',
    content: 'A private family message',
    score: 40,
    status: 'uncertain',
    at: T0 - 3 * HOUR,
    unlisted: true,
    flags: [{ type: 'urgency' }],
  },
];

/** The rows an old store could hold: before the unlisted mark existed, every analysis was listed. */
export const oldRows = (schema: OldSchema) =>
  schema.unlisted ? OLD_ROWS : OLD_ROWS.filter((row) => !row.unlisted);

/** Made once per row: results carry the time they were made. */
export const RESULTS = new Map(
  OLD_ROWS.map((row) => [
    row.id,
    makeResults({ score: row.score, status: row.status, redFlags: row.flags }),
  ]),
);
export const results = (row: OldRow) => RESULTS.get(row.id)!;

/** Statements (text with ? placeholders, values) the old stores would have written. */
export function oldWrites(schema: OldSchema): Array<[string, unknown[]]> {
  const { unlisted } = schema;
  const writes: Array<[string, unknown[]]> = [];
  for (const row of oldRows(schema)) {
    const r = results(row);
    const values = [
      row.id,
      row.type,
      row.url ?? null,
      row.domain ?? null,
      row.video?.[0] ?? null,
      row.title ?? null,
      row.video?.[1] ?? null,
      row.video?.[2] ?? null,
      row.video?.[3] ?? 0,
      row.content,
      `hash-${row.id}`,
      row.image ?? null,
      row.image ? 'shot.png' : null,
      row.image ? 3 : null,
      r.scorecard.credibilityScore,
      r.summary.overallGrade,
      r.summary.overallStatus,
      JSON.stringify(r),
      row.at,
      ...(unlisted ? [unlisted(row.unlisted === true)] : []),
    ];
    writes.push([
      `INSERT INTO analyses (id, type, url, domain, video_id, title, channel_name, video_duration,
         transcript_length, content, content_hash, image_data, image_name, image_size,
         credibility_score, grade, overall_status, results_json, created_at${unlisted ? ', unlisted' : ''})
       VALUES (${values.map(() => '?').join(', ')})`,
      values,
    ]);
    r.redFlags.forEach((flag, position) => {
      const mark = schema.flagsUnlisted && unlisted ? [unlisted(row.unlisted === true)] : [];
      writes.push([
        `INSERT INTO analysis_red_flags (analysis_id, position, type, severity${mark.length ? ', unlisted' : ''})
         VALUES (?, ?, ?, ?${mark.length ? ', ?' : ''})`,
        [row.id, position, flag.type, flag.severity, ...mark],
      ]);
    });
  }
  if (schema.receipts)
    writes.push([
      'INSERT INTO received_publications (publish_id, analysis_id, received_at) VALUES (?, ?, ?)',
      ['pub-1', 'vid1', T0],
    ]);
  if (schema.factChecks)
    writes.push([
      `INSERT INTO fact_checks (review_url, claim_reviewed, rating, verdict, publisher_name, indexed_at)
       VALUES (?, ?, ?, ?, ?, ?)`,
      ['https://checks.example/1', 'A parcel fee text is a scam', 'False', 'false', 'Checks', T0],
    ]);
  return writes;
}

/** What today's stores must read from the adopted database. */
export async function expectEverythingBack(stores: Stores, schema: OldSchema) {
  for (const row of oldRows(schema)) {
    const stored = await stores.analyses.getAnalysis(row.id);
    expect(stored).toMatchObject({
      id: row.id,
      type: row.type,
      // Shown as every public surface shows it: a video's watch link whole, any other its site.
      url: row.url === undefined ? null : row.video ? row.url : publicLink(row.url),
      title: row.title ?? null,
      content: row.content,
      imageData: row.image ?? null,
      createdAt: new Date(row.at).toISOString(),
      analysisResults: results(row),
    });
    expect(JSON.parse((await stores.analyses.getAnalysisJson(row.id))!)).toEqual(stored);
  }
  const feed = await stores.analyses.listFeed(10);
  expect(feed.map((item) => [item.id, item.snippet])).toEqual([
    ['art1', null],
    ['txt1', PARCEL],
    ['vid1', null],
    ['shot1', 'Hi Mum it is me'],
  ]);
  expect(await stores.analyses.getVideoAnalysis('vid1')).toMatchObject({
    videoId: 'aaaaaaaaaaa',
    channelName: 'A channel',
    videoDuration: 60,
    transcriptLength: 2400,
  });
  expect(await stores.analyses.getVideoAnalysis('art1')).toBeNull();
  const videos = await stores.analyses.latestVideoAnalyses(new Date(T0 - 24 * HOUR), 10);
  expect(videos.map((v) => [v.analysis.id, v.redFlagCount])).toEqual([['vid1', 1]]);
  expect(await stores.analyses.findCachedAnalysis('hash-art1', new Date(0))).toMatchObject({
    id: 'art1',
  });
  expect(await stores.analyses.countAnalyses()).toBe(4);
  const analytics = await stores.aggregates.analytics(new Date(T0 + 60_000));
  expect(analytics).toMatchObject({
    totalAnalyses: 4,
    todayAnalyses: 4,
    topDomains: [{ domain: 'news.example', count: 1 }],
  });
  const grades: Record<string, number> = { A: 0, B: 0, C: 0, D: 0, F: 0 };
  for (const row of OLD_ROWS.filter((r) => !r.unlisted))
    grades[results(row).summary.overallGrade]! += 1;
  expect(analytics.gradeDistribution).toEqual(grades);
  expect(analytics.recentAnalyses.map((r) => r.id)).toEqual(['art1', 'txt1', 'vid1', 'shot1']);
  const dataset = await stores.aggregates.exportDataset(new Date(T0 + 60_000));
  // Every type counted, the ones added since (pdf) at 0.
  expect(dataset.byType).toEqual({
    ...Object.fromEntries(ANALYSIS_TYPES.map((type) => [type, 0])),
    ...{ text: 1, article: 1, video: 1, screenshot: 1 },
  });
  expect(dataset.redFlagTypes).toEqual([
    { type: 'urgency', count: 2 },
    { type: 'no_sources', count: 1 },
  ]);
  expect(await stores.receipts.findReceivedPublication('pub-1')).toBe(
    schema.receipts ? 'vid1' : null,
  );
  expect(await stores.factChecks?.count()).toBe(schema.factChecks ? 1 : 0);
}

/** And it keeps working: a new kind, a new analysis first in the feed, a delete counted. */
export async function expectWritesWork(stores: Stores) {
  const added = await stores.analyses.insertAnalysis({
    type: 'pdf' as never,
    url: null,
    domain: null,
    title: 'A document',
    content: 'Text of a document',
    contentHash: null,
    video: null,
    image: null,
    results: makeResults({ redFlags: [{ type: 'urgency' }] }),
    createdAt: new Date(T0 + HOUR),
    snippet: 'Given by the kind',
  });
  expect((await stores.analyses.listFeed(1)).map((f) => [f.id, f.snippet])).toEqual([
    [added.id, 'Given by the kind'],
  ]);
  expect(await stores.analyses.countAnalyses()).toBe(5);
  const now = new Date(T0 + 2 * HOUR);
  expect((await stores.aggregates.exportDataset(now)).redFlagTypes[0]).toEqual({
    type: 'urgency',
    count: 3,
  });
}
