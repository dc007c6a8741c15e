-- FactLens schema v4: analyses kept off the public feed (issue 16). An unlisted analysis is
-- reachable by its link (/shared/{id}) and counted in the totals, but absent from the feed, the
-- analytics' recent list and the daily pick. Existing analyses stay listed.
ALTER TABLE analyses ADD COLUMN unlisted INTEGER NOT NULL DEFAULT 0 CHECK (unlisted IN (0, 1));

-- The feed and the recent list read the newest listed analyses without skipping unlisted ones.
CREATE INDEX analyses_listed_created_at ON analyses (created_at DESC) WHERE unlisted = 0;
