-- FactLens schema v2: desktop publishing (issue 7). A desktop keeps each analysis's publication
-- state and an outbox the publish worker drains; it caches the hub's public feed for offline use.
-- A hub remembers the publishIds it has received, so a retried publish never makes a second entry.

-- Desktop: where a local analysis stands on its way to the hub. One row per analysis, kept after
-- publishing (it holds the share link); the publishId is made once and reused by every retry.
CREATE TABLE publications (
  analysis_id TEXT PRIMARY KEY REFERENCES analyses (id) ON DELETE CASCADE,
  publish_id  TEXT NOT NULL UNIQUE,
  state       TEXT NOT NULL CHECK (state IN ('queued', 'published', 'failed')),
  shared_url  TEXT,
  -- The hub's analysis id once published.
  hub_id      TEXT,
  -- Why the last attempt failed, in words for the person.
  error       TEXT,
  attempts    INTEGER NOT NULL DEFAULT 0 CHECK (attempts >= 0),
  updated_at  INTEGER NOT NULL
) STRICT;

-- Desktop: analyses waiting to be sent. A row exists exactly while its publication is 'queued';
-- both are written in one transaction. Deleting the analysis drops its row.
CREATE TABLE publish_outbox (
  analysis_id     TEXT PRIMARY KEY REFERENCES analyses (id) ON DELETE CASCADE,
  next_attempt_at INTEGER NOT NULL,
  -- Set when the hub asked for a pause (Retry-After): not even a hub coming back online sends earlier.
  hold_until      INTEGER,
  queued_at       INTEGER NOT NULL
) STRICT;

CREATE INDEX publish_outbox_due ON publish_outbox (next_attempt_at);

-- Desktop: the last public feed read from a hub (per hub URL), shown when the hub is unreachable.
CREATE TABLE hub_feed_cache (
  hub_url         TEXT PRIMARY KEY,
  feed_json       TEXT,
  fetched_at      INTEGER,
  -- The hub's total count (GET /api/database-metrics) read with the feed, for the feed header.
  total_analyses  INTEGER CHECK (total_analyses IS NULL OR total_analyses >= 0),
  last_attempt_at INTEGER NOT NULL,
  last_error      TEXT
) STRICT;

-- Hub: every publishId received and the public analysis it produced.
CREATE TABLE received_publications (
  publish_id  TEXT PRIMARY KEY,
  analysis_id TEXT NOT NULL REFERENCES analyses (id) ON DELETE CASCADE,
  received_at INTEGER NOT NULL
) STRICT;
