-- FactLens PostgreSQL schema v4: the fact-check index (as SQLite's 006), shared by every app
-- instance on this database so they all match claims against the same fact-checks. Rows only:
-- each instance keeps the same FTS5 (BM25) index over them in memory, caught up by id before each
-- lookup (postgres-fact-checks.ts). Writers lock the table, so ids become visible in order.
CREATE TABLE fact_checks (
  id              BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
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
  indexed_at      BIGINT NOT NULL
);
