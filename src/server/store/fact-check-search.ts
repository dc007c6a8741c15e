/**
 * SQLite's full-text search over the fact-checks' reviewed claims: FTS5 with BM25 ranking and
 * Porter stems, on which the claim-matching thresholds were tuned, so every lookup ranks with it
 * (on PostgreSQL too, over an in-memory SQLite copy: postgres-fact-checks.ts). SQLite only; the
 * rows themselves are declared with the other tables (tables.ts). Every statement may run again.
 */
import type Database from 'better-sqlite3';
import { factCheckTables } from './tables';

export const FACT_CHECK_SEARCH_SQL = `
CREATE VIRTUAL TABLE IF NOT EXISTS fact_checks_fts USING fts5(
  claim_reviewed,
  content = 'fact_checks',
  content_rowid = 'id',
  tokenize = 'porter unicode61 remove_diacritics 2'
);

-- How many fact-checks hold each (stemmed) term: the lookup queries with a claim's rarest words,
-- so its cost stays bounded however common the others are.
CREATE VIRTUAL TABLE IF NOT EXISTS fact_checks_vocab USING fts5vocab(fact_checks_fts, 'row');

CREATE TRIGGER IF NOT EXISTS fact_checks_fts_insert AFTER INSERT ON fact_checks BEGIN
  INSERT INTO fact_checks_fts (rowid, claim_reviewed) VALUES (new.id, new.claim_reviewed);
END;

CREATE TRIGGER IF NOT EXISTS fact_checks_fts_delete AFTER DELETE ON fact_checks BEGIN
  INSERT INTO fact_checks_fts (fact_checks_fts, rowid, claim_reviewed)
  VALUES ('delete', old.id, old.claim_reviewed);
END;
`;

/**
 * The fact-check tables and their search in a SQLite database of their own (the file beside a
 * PostgreSQL database, or the in-memory copy): idempotent, so a file made by an older version
 * opens as it is.
 */
export function createFactCheckSearch(db: Database.Database): void {
  for (const statement of factCheckTables('sqlite', { ifNotExists: true })) {
    const { sql, parameters } = statement.compile();
    db.prepare(sql).run(...(parameters as unknown[]));
  }
  db.exec(FACT_CHECK_SEARCH_SQL);
}
