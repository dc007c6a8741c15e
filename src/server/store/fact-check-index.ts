/**
 * The local fact-check index on better-sqlite3: rows unique by review URL (tables.ts), an FTS5
 * index over the reviewed claim for BM25 candidates (fact-check-search.ts), and the cursor-paged
 * export the hub serves to desktop apps. The same class runs on the main SQLite file, on its own
 * file in DATA_DIR (openFactCheckFile), or on the in-memory copy of a PostgreSQL database's rows
 * (postgres-fact-checks.ts). It imports no store: the stores hand it their connection.
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
import { SQLITE_BUSY_TIMEOUT_MS } from './busy-retry';
import { createFactCheckSearch } from './fact-check-search';
import { statementCache } from './statements';

/** The separate file used beside a PostgreSQL database. */
export const FACT_CHECK_FILE_NAME = 'fact-checks.db';

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

/** A fact-check row as both stores keep it (SQLite here, PostgreSQL in postgres-fact-checks.ts). */
export interface FactCheckRow {
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

function toFactCheck(row: FactCheckRow): IndexedFactCheck {
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
    appearanceUrls: Array.isArray(appearances)
      ? appearances.filter((u): u is string => typeof u === 'string')
      : [],
  };
}

/**
 * Rows a lookup's full-text query may match at most (the sum of its words' document counts):
 * ranking is per matched row, so this bounds the cost of a lookup whatever the index holds.
 */
export const MAX_CANDIDATE_ROWS = 500;
/** Words AND-ed at most when every word is common. */
const MAX_AND_WORDS = 4;
/** Words whose document counts are kept in memory at most. */
const CACHED_COUNTS = 20_000;
/** Words a query uses at most (the rarest of the claim's). */
export const MAX_SEARCH_WORDS = 8;

const quote = (w: string) => `"${w.replace(/"/g, '""')}"`;

/** An FTS5 query matching any of the words, each quoted so none is read as an operator. */
export function ftsQuery(words: readonly string[]): string {
  return words.map(quote).join(' OR ');
}

/**
 * The stems the Porter tokenizer may have indexed a word under: mostly the word minus a suffix
 * ("turbines" -> "turbin"), or a final y turned i ("happy" -> "happi"). Only used to estimate how
 * common a word is; a word none of whose forms is found counts as absent from the index.
 */
function stemForms(word: string): string[] {
  const w = word.toLowerCase();
  const forms = [w];
  for (let cut = 1; cut <= 4 && w.length - cut >= 3; cut++) forms.push(w.slice(0, -cut));
  if (w.endsWith('y')) forms.push(`${w.slice(0, -1)}i`);
  return forms;
}

/**
 * The query for a claim's words: the rarest ones, OR-ed, while their rows stay within
 * MAX_CANDIDATE_ROWS; when even the rarest word is too common, the rarest AND-ed, as many as it
 * takes (at most MAX_AND_WORDS) for the expected rows (as if words were independent) to fit: a
 * claim that repeats a fact-checked one shares most of its words, so it shares those. Words the
 * index does not hold are left out: they cannot find anything.
 */
export function chooseQuery(
  words: readonly string[],
  documents: (word: string) => number | null,
  total: number,
): string | null {
  const counted = words
    .map((word) => ({ word, docs: documents(word) }))
    .filter((w): w is { word: string; docs: number } => w.docs !== null && w.docs > 0)
    .sort((a, b) => a.docs - b.docs);
  if (!counted.length) return null;
  const chosen: string[] = [];
  let rows = 0;
  for (const { word, docs } of counted) {
    if (chosen.length >= MAX_SEARCH_WORDS || rows + docs > MAX_CANDIDATE_ROWS) break;
    chosen.push(word);
    rows += docs;
  }
  if (chosen.length) return ftsQuery(chosen);
  if (counted.length < 2) return null;
  const and = [counted[0]!];
  let expected = counted[0]!.docs;
  for (const next of counted.slice(1, MAX_AND_WORDS)) {
    if (and.length >= 2 && expected <= MAX_CANDIDATE_ROWS) break;
    and.push(next);
    expected *= next.docs / Math.max(1, total);
  }
  return and.map((w) => quote(w.word)).join(' AND ');
}

export class FactCheckIndex {
  private readonly insert: Database.Statement;
  private readonly searchStatement: Database.Statement;
  /** Statements kept prepared by their SQL: preparing costs more than running the lookups. */
  private readonly prepared: (sql: string) => Database.Statement;
  /** Document counts per word, valid while the index's largest id is countsGeneration. */
  private readonly counts = new Map<string, number | null>();
  private countsGeneration = -1;

  /**
   * `write` runs the hub sync's writes (the server's store passes its lock-retrying one, so a sync
   * meeting the importer's lock waits on a timer, not in SQLite).
   */
  constructor(
    private readonly db: Database.Database,
    private readonly write: <T>(work: () => T) => Promise<T> = async (work) => work(),
  ) {
    this.insert =
      db.prepare(`INSERT INTO fact_checks (review_url, claim_reviewed, rating, verdict, publisher_name,
      publisher_site, review_date, language, claimant, appearance_urls, indexed_at)
      VALUES (@reviewUrl, @claimReviewed, @rating, @verdict, @publisherName, @publisherSite, @reviewDate,
      @language, @claimant, @appearanceUrls, @indexedAt) ON CONFLICT (review_url) DO NOTHING`);
    this.searchStatement =
      db.prepare(`SELECT f.*, bm25(fact_checks_fts) AS rank FROM fact_checks_fts
      JOIN fact_checks f ON f.id = fact_checks_fts.rowid
      WHERE fact_checks_fts MATCH ? ORDER BY rank LIMIT ?`);
    this.prepared = statementCache(db);
  }

  /** Adds them in one transaction (all or, on any error, none); skips duplicate review URLs. */
  add(items: readonly FactCheck[], now: Date): ImportCounts {
    const at = now.getTime();
    return this.db.transaction(() => {
      let added = 0;
      for (const item of items) {
        added += this.insert.run({
          ...item,
          appearanceUrls: JSON.stringify(item.appearanceUrls),
          indexedAt: at,
        }).changes;
      }
      return { added, duplicates: items.length - added };
    })();
  }

  /** Candidates for a claim: fact-checks with its rarest words (chooseQuery), best BM25 first. */
  search(words: readonly string[], limit: number): IndexedFactCheck[] {
    if (!words.length) return [];
    const docs = this.documentCounts(words);
    const query = chooseQuery(words, (word) => docs.get(word) ?? null, this.countsGeneration);
    return query ? (this.searchStatement.all(query, limit) as FactCheckRow[]).map(toFactCheck) : [];
  }

  /** The largest id: grows with every row added here or by another process (the importer). */
  private generation(): number {
    return Number(this.prepared('SELECT coalesce(max(id), 0) FROM fact_checks').pluck().get());
  }

  /**
   * How many fact-checks hold each word (by its longest stem form in the index). Counting reads
   * the word's whole list of rows, so counts are kept until the index grows (at most
   * CACHED_COUNTS of them).
   */
  private documentCounts(words: readonly string[]): Map<string, number | null> {
    const generation = this.generation();
    if (generation !== this.countsGeneration) {
      this.counts.clear();
      this.countsGeneration = generation;
    }
    const out = new Map<string, number | null>();
    const missing = words.filter((w) => {
      if (!this.counts.has(w)) return true;
      out.set(w, this.counts.get(w)!);
      return false;
    });
    if (!missing.length) return out;
    if (this.counts.size + missing.length > CACHED_COUNTS) this.counts.clear();
    const forms = missing.map((word) => ({ word, forms: stemForms(word) }));
    const all = [...new Set(forms.flatMap((f) => f.forms))];
    const rows = this.prepared(
      `SELECT term, doc FROM fact_checks_vocab WHERE term IN (${all.map(() => '?').join(', ')})`,
    ).all(...all) as Array<{ term: string; doc: number }>;
    const byTerm = new Map(rows.map((r) => [r.term, r.doc]));
    for (const { word, forms: list } of forms) {
      const found = list.find((form) => byTerm.has(form));
      const docs = found === undefined ? null : byTerm.get(found)!;
      out.set(word, docs);
      this.counts.set(word, docs);
    }
    return out;
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
      .all({ since, after, limit }) as FactCheckRow[];
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
  addFromHub(
    hubUrl: string,
    items: readonly FactCheck[],
    cursor: FactCheckCursor,
    now: Date,
  ): Promise<ImportCounts> {
    return this.write(() =>
      this.db.transaction(() => {
        const counts = this.add(items, now);
        this.saveSync(hubUrl, cursor, now, null);
        return counts;
      })(),
    );
  }

  recordHubSync(hubUrl: string, now: Date, error: string | null): Promise<void> {
    return this.write(() =>
      this.db.transaction(() => {
        const state = this.hubSyncState(hubUrl);
        this.saveSync(
          hubUrl,
          state.cursor ?? { since: new Date(0).toISOString(), after: 0 },
          error ? state.syncedAt : now,
          error,
        );
      })(),
    );
  }

  private saveSync(
    hubUrl: string,
    cursor: FactCheckCursor,
    syncedAt: Date | null,
    error: string | null,
  ): void {
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
    // Instances sharing DATA_DIR may open it at once: the write lock is taken first, so the
    // second waits and then finds the tables made.
    db.transaction(() => createFactCheckSearch(db)).immediate();
  } catch (error) {
    db.close();
    throw error;
  }
  return { index: new FactCheckIndex(db), close: () => db.close() };
}
