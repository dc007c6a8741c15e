-- FactLens schema v5: the local fact-check index (issue 19). One row per published fact-check
-- (schema.org ClaimReview), unique by its review URL; an FTS5 index over the claim it reviewed
-- (BM25 ranking, Porter stems) finds candidates for each claim of an analysis. indexed_at and id
-- order rows for the hub's incremental export (GET /api/fact-checks?since=...).
CREATE TABLE fact_checks (
  id              INTEGER PRIMARY KEY,
  review_url      TEXT NOT NULL UNIQUE,
  claim_reviewed  TEXT NOT NULL,
  rating          TEXT NOT NULL,
  verdict         TEXT NOT NULL CHECK (verdict IN ('false', 'mixed', 'true', 'other')),
  publisher_name  TEXT NOT NULL,
  publisher_site  TEXT,
  review_date     TEXT,
  language        TEXT,
  claimant        TEXT,
  appearance_urls TEXT NOT NULL DEFAULT '[]',
  indexed_at      INTEGER NOT NULL
) STRICT;

CREATE INDEX fact_checks_indexed_at ON fact_checks (indexed_at, id);

CREATE VIRTUAL TABLE fact_checks_fts USING fts5(
  claim_reviewed,
  content = 'fact_checks',
  content_rowid = 'id',
  tokenize = 'porter unicode61 remove_diacritics 2'
);

-- How many fact-checks hold each (stemmed) term: the lookup queries with a claim's rarest words,
-- so its cost stays bounded however common the others are.
CREATE VIRTUAL TABLE fact_checks_vocab USING fts5vocab(fact_checks_fts, 'row');

CREATE TRIGGER fact_checks_fts_insert AFTER INSERT ON fact_checks BEGIN
  INSERT INTO fact_checks_fts (rowid, claim_reviewed) VALUES (new.id, new.claim_reviewed);
END;

CREATE TRIGGER fact_checks_fts_delete AFTER DELETE ON fact_checks BEGIN
  INSERT INTO fact_checks_fts (fact_checks_fts, rowid, claim_reviewed)
  VALUES ('delete', old.id, old.claim_reviewed);
END;

-- Desktop: how far the hub's index has been copied (the cursor of the last page read).
CREATE TABLE fact_check_sync (
  hub_url    TEXT PRIMARY KEY,
  since_ms   INTEGER NOT NULL,
  after_id   INTEGER NOT NULL,
  synced_at  INTEGER,
  last_error TEXT
) STRICT;
