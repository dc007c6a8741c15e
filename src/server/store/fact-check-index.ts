/**
 * The local fact-check index on better-sqlite3 (migration 005_fact_checks): rows unique by review
 * URL, an FTS5 index over the reviewed claim for BM25 candidates, and the cursor-paged export the
 * hub serves to desktop apps. The same class runs on the main SQLite file, or (when the server
 * keeps its analyses in PostgreSQL) on its own file in DATA_DIR: see openFactCheckFile.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import {
  FACT_CHECK_PAGE_SIZE,
  type FactCheck,
  type FactCheckCursor,
  type FactCheckPage,
  type FactCheckVerdict,
} from '../../shared';
import { bundledMigrations, migrate } from './migrate';
import { SQLITE_BUSY_TIMEOUT_MS } from './sqlite-store';

/** The separate file used beside a PostgreSQL database. */
export const FACT_CHECK_FILE_NAME = 'fact-checks.db';
/** The migration that creates the index; the separate file runs only this one. */
const FACT_CHECK_MIGRATION = /_fact_checks$/;

export interface IndexedFactCheck extends FactCheck {
  id: number;
  /** BM25 rank from FTS5 (lower is better); 0 for rows not found by a search. */
  rank: number;
}

export interface ImportCounts {
  added: number;
  /** Already in the index (same review URL), or repeated within the import. */
  duplicates: number;
}

export interface HubSyncState {
  cursor: FactCheckCursor | null;
  syncedAt: Date | null;
  lastError: string | null;
}

interface Row {
  id: number;
  review_url: string;
  claim_reviewed: string;
  rating: string;
  verdict: FactCheckVerdict;
  publisher_name: string;
  publisher_site: string | null;
  review_date: string | null;
  language: string | null;
  claimant: string | null;
  appearance_urls: string;
  indexed_at: number;
  rank?: number;
}

function toFactCheck(row: Row): IndexedFactCheck {
  let appearances: unknown;
  try {
    appearances = JSON.parse(row.appearance_urls);
  } catch {
    appearances = [];
  }
  return {
    id: row.id,
    rank: row.rank ?? 0,
    claimReviewed: row.claim_reviewed,
    rating: row.rating,
    verdict: row.verdict,
    publisherName: row.publisher_name,
    publisherSite: row.publisher_site,
    reviewUrl: row.review_url,
    reviewDate: row.review_date,
    language: row.language,
    claimant: row.claimant,
    appearanceUrls: Array.isArray(appearances) ? appearances.filter((u): u is string => typeof u === 'string') : [],
  };
}

/** An FTS5 query matching any of the words, each quoted so none is read as an operator. */
export function ftsQuery(words: readonly string[]): string {
  return words.map((w) => `"${w.replace(/"/g, '""')}"`).join(' OR ');
}

export class FactCheckIndex {
  private readonly insert: Database.Statement;
  private readonly searchStatement: Database.Statement;

  constructor(private readonly db: Database.Database) {
    this.insert = db.prepare(`INSERT INTO fact_checks (review_url, claim_reviewed, rating, verdict, publisher_name,
      publisher_site, review_date, language, claimant, appearance_urls, indexed_at)
      VALUES (@reviewUrl, @claimReviewed, @rating, @verdict, @publisherName, @publisherSite, @reviewDate,
      @language, @claimant, @appearanceUrls, @indexedAt) ON CONFLICT (review_url) DO NOTHING`);
    this.searchStatement = db.prepare(`SELECT f.*, bm25(fact_checks_fts) AS rank FROM fact_checks_fts
      JOIN fact_checks f ON f.id = fact_checks_fts.rowid
      WHERE fact_checks_fts MATCH ? ORDER BY rank LIMIT ?`);
  }

  /** Adds them in one transaction: all or, on any error, none. Duplicates by review URL are skipped. */
  add(items: readonly FactCheck[], now: Date): ImportCounts {
    const at = now.getTime();
    return this.db.transaction(() => {
      let added = 0;
      for (const item of items) {
        added += this.insert.run({ ...item, appearanceUrls: JSON.stringify(item.appearanceUrls), indexedAt: at }).changes;
      }
      return { added, duplicates: items.length - added };
    })();
  }

  /** Candidates for a claim: fact-checks sharing any of the words, best BM25 first. */
  search(words: readonly string[], limit: number): IndexedFactCheck[] {
    if (!words.length) return [];
    return (this.searchStatement.all(ftsQuery(words), limit) as Row[]).map(toFactCheck);
  }

  count(): number {
    return Number(this.db.prepare('SELECT count(*) FROM fact_checks').pluck().get());
  }

  /** One page of the export, oldest first, from the cursor on. */
  page(cursor: FactCheckCursor | null, limit = FACT_CHECK_PAGE_SIZE): FactCheckPage {
    const since = cursor ? Date.parse(cursor.since) : 0;
    const after = cursor?.after ?? 0;
    const rows = this.db
      .prepare(`SELECT * FROM fact_checks WHERE indexed_at > @since OR (indexed_at = @since AND id > @after)
        ORDER BY indexed_at, id LIMIT @limit`)
      .all({ since, after, limit }) as Row[];
    const last = rows.at(-1);
    return {
      factChecks: rows.map((row) => {
        const { id: _id, rank: _rank, ...item } = toFactCheck(row);
        return { ...item, indexedAt: new Date(row.indexed_at).toISOString() };
      }),
      next: last ? { since: new Date(last.indexed_at).toISOString(), after: last.id } : null,
      more: rows.length === limit,
    };
  }

  hubSyncState(hubUrl: string): HubSyncState {
    const row = this.db.prepare('SELECT * FROM fact_check_sync WHERE hub_url = ?').get(hubUrl) as
      | { since_ms: number; after_id: number; synced_at: number | null; last_error: string | null }
      | undefined;
    if (!row) return { cursor: null, syncedAt: null, lastError: null };
    return {
      cursor: { since: new Date(row.since_ms).toISOString(), after: row.after_id },
      syncedAt: row.synced_at === null ? null : new Date(row.synced_at),
      lastError: row.last_error,
    };
  }

  /** Copies one page from the hub and moves the cursor past it, in one transaction. */
  addFromHub(hubUrl: string, items: readonly FactCheck[], cursor: FactCheckCursor, now: Date): ImportCounts {
    return this.db.transaction(() => {
      const counts = this.add(items, now);
      this.saveSync(hubUrl, cursor, now, null);
      return counts;
    })();
  }

  recordHubSync(hubUrl: string, now: Date, error: string | null): void {
    const state = this.hubSyncState(hubUrl);
    this.saveSync(hubUrl, state.cursor ?? { since: new Date(0).toISOString(), after: 0 }, error ? state.syncedAt : now, error);
  }

  private saveSync(hubUrl: string, cursor: FactCheckCursor, syncedAt: Date | null, error: string | null): void {
    this.db
      .prepare(`INSERT INTO fact_check_sync (hub_url, since_ms, after_id, synced_at, last_error) VALUES (?, ?, ?, ?, ?)
        ON CONFLICT (hub_url) DO UPDATE SET since_ms = excluded.since_ms, after_id = excluded.after_id,
        synced_at = excluded.synced_at, last_error = excluded.last_error`)
      .run(hubUrl, Date.parse(cursor.since), cursor.after, syncedAt?.getTime() ?? null, error);
  }
}

/** The index in its own SQLite file (beside a PostgreSQL database); close it with the stores. */
export function openFactCheckFile(dataDir: string): { index: FactCheckIndex; close: () => void } {
  mkdirSync(dataDir, { recursive: true });
  const db = new Database(join(dataDir, FACT_CHECK_FILE_NAME));
  try {
    db.pragma('journal_mode = WAL');
    db.pragma(`busy_timeout = ${SQLITE_BUSY_TIMEOUT_MS}`);
    migrate(db, bundledMigrations().filter((m) => FACT_CHECK_MIGRATION.test(m.name)), () => new Date());
  } catch (error) {
    db.close();
    throw error;
  }
  return { index: new FactCheckIndex(db), close: () => db.close() };
}
