/**
 * The fact-check index when DATABASE_URL keeps the analyses in PostgreSQL: the rows live in the
 * shared database (tables.ts), so every app instance on it matches
 * claims against the same fact-checks and the importer run anywhere reaches all of them.
 *
 * Lookups keep SQLite's FTS5 ranking (BM25 over Porter stems, on which the matching thresholds
 * were chosen): each instance holds the same FactCheckIndex over an in-memory SQLite copy of the
 * rows, and before every lookup, count or export page copies the rows added since (by id). Writers
 * lock the table for their transaction, so ids become visible in the order they were given and
 * "every id above the last one copied" never skips a row committed late.
 */
import Database from 'better-sqlite3';
import type pg from 'pg';
import type { FactCheck, FactCheckCursor, FactCheckPage } from '../../shared';
import {
  FactCheckIndex,
  type FactCheckRow,
  type ImportCounts,
  type IndexedFactCheck,
} from './fact-check-index';
import { createFactCheckSearch } from './fact-check-search';
import { query, transaction } from './postgres-pool';

/** Rows copied from PostgreSQL per query while catching up. */
export const MIRROR_PAGE_ROWS = 2_000;
/** Rows inserted per statement by add (one transaction for all of them). */
const INSERT_CHUNK_ROWS = 1_000;

const COLUMNS = `id, review_url, claim_reviewed, rating, verdict, publisher_name, publisher_site,
  review_date, language, claimant, appearance_urls, indexed_at`;

export class PostgresFactCheckIndex {
  /** Made on the first lookup (the importer never needs it). */
  private mirror: {
    db: Database.Database;
    index: FactCheckIndex;
    copy: Database.Statement;
  } | null = null;
  /** The largest id copied into the mirror. */
  private copiedUpTo = 0;
  /** The catch-up running now, and the one queued behind it (joined by every later caller). */
  private running: Promise<void> | null = null;
  private queued: Promise<void> | null = null;

  constructor(private readonly pool: pg.Pool) {}

  private local() {
    if (this.mirror) return this.mirror;
    const db = new Database(':memory:');
    createFactCheckSearch(db);
    const copy = db.prepare(`INSERT INTO fact_checks (${COLUMNS}) VALUES (@id, @review_url,
      @claim_reviewed, @rating, @verdict, @publisher_name, @publisher_site, @review_date, @language,
      @claimant, @appearance_urls, @indexed_at) ON CONFLICT DO NOTHING`);
    this.mirror = { db, index: new FactCheckIndex(db), copy };
    return this.mirror;
  }

  /** Adds them in one transaction (all or, on any error, none); skips duplicate review URLs. */
  async add(items: readonly FactCheck[], now: Date): Promise<ImportCounts> {
    if (!items.length) return { added: 0, duplicates: 0 };
    const added = await transaction(this.pool, async (client) => {
      // Writers one at a time: ids are handed out and committed in the same order.
      await query(client, 'LOCK TABLE fact_checks IN SHARE ROW EXCLUSIVE MODE');
      let count = 0;
      for (let start = 0; start < items.length; start += INSERT_CHUNK_ROWS) {
        const chunk = items.slice(start, start + INSERT_CHUNK_ROWS);
        const column = <K extends keyof FactCheck>(key: K) => chunk.map((item) => item[key]);
        const result = await query(
          client,
          `INSERT INTO fact_checks (review_url, claim_reviewed, rating, verdict, publisher_name,
             publisher_site, review_date, language, claimant, appearance_urls, indexed_at)
           SELECT r.review_url, r.claim_reviewed, r.rating, r.verdict, r.publisher_name,
             r.publisher_site, r.review_date, r.language, r.claimant, r.appearance_urls, $11
           FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[],
             $7::text[], $8::text[], $9::text[], $10::text[]) WITH ORDINALITY
             AS r(review_url, claim_reviewed, rating, verdict, publisher_name, publisher_site,
               review_date, language, claimant, appearance_urls, n)
           ORDER BY r.n
           ON CONFLICT (review_url) DO NOTHING`,
          [
            column('reviewUrl'),
            column('claimReviewed'),
            column('rating'),
            column('verdict'),
            column('publisherName'),
            column('publisherSite'),
            column('reviewDate'),
            column('language'),
            column('claimant'),
            chunk.map((item) => JSON.stringify(item.appearanceUrls)),
            now.getTime(),
          ],
        );
        count += result.rowCount ?? 0;
      }
      return count;
    });
    return { added, duplicates: items.length - added };
  }

  /** Candidates for a claim, as FactCheckIndex.search finds them, from every instance's rows. */
  async search(words: readonly string[], limit: number): Promise<IndexedFactCheck[]> {
    await this.catchUp();
    return this.local().index.search(words, limit);
  }

  /** Counted in the database: the same on every instance, without copying any row. */
  async count(): Promise<number> {
    const { rows } = await query<{ n: number }>(
      this.pool,
      'SELECT count(*)::bigint AS n FROM fact_checks',
    );
    return rows[0]?.n ?? 0;
  }

  /** One page of the export (ids and times are the database's, the same on every instance). */
  async page(cursor: FactCheckCursor | null, limit?: number): Promise<FactCheckPage> {
    await this.catchUp();
    return this.local().index.page(cursor, limit);
  }

  /**
   * Copies the rows added since the last catch-up. A caller arriving while one runs waits for a
   * fresh one after it (which it shares with every other caller arriving meanwhile), so what it
   * reads includes every row committed before it asked.
   */
  catchUp(): Promise<void> {
    if (this.queued) return this.queued;
    const before = this.running ?? Promise.resolve();
    const next: Promise<void> = before
      .catch(() => undefined)
      .then(() => {
        this.queued = null;
        this.running = next;
        return this.copyNewRows();
      })
      .finally(() => {
        if (this.running === next) this.running = null;
      });
    this.queued = next;
    return next;
  }

  private async copyNewRows(): Promise<void> {
    for (;;) {
      const { rows } = await query<FactCheckRow>(
        this.pool,
        `SELECT ${COLUMNS} FROM fact_checks WHERE id > $1 ORDER BY id LIMIT $2`,
        [this.copiedUpTo, MIRROR_PAGE_ROWS],
      );
      if (!rows.length) return;
      const { db, copy } = this.local();
      db.transaction(() => {
        for (const row of rows) copy.run(row);
      })();
      this.copiedUpTo = rows.at(-1)!.id;
      if (rows.length < MIRROR_PAGE_ROWS) return;
    }
  }

  close(): void {
    this.mirror?.db.close();
    this.mirror = null;
  }
}
