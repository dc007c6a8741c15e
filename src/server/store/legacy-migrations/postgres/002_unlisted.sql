-- FactLens PostgreSQL schema v2: analyses kept off the public feed (as SQLite's 004_unlisted.sql).
-- An unlisted analysis is reachable by its link and counted in the totals, but absent from the
-- feed, the analytics' recent list and the daily pick. Existing analyses stay listed.
ALTER TABLE analyses ADD COLUMN unlisted BOOLEAN NOT NULL DEFAULT false;

-- The feed and the recent list read the newest listed analyses without skipping unlisted ones.
CREATE INDEX analyses_listed_created_at ON analyses (created_at DESC, seq DESC) WHERE NOT unlisted;
