-- FactLens on PostgreSQL, schema v1: the hosted tables of SQLite migrations 001-003 (desktop-only
-- tables are not here: desktop mode always uses SQLite), plus what app instances sharing this
-- database coordinate through. Timestamps are epoch milliseconds (UTC) as in SQLite, so rows and
-- queries read the same in both stores. No IP address or other visitor data is stored.

CREATE TABLE analyses (
  -- Insertion order, the tie-break of "newest first" (SQLite's rowid).
  seq               BIGINT GENERATED ALWAYS AS IDENTITY UNIQUE,
  id                TEXT PRIMARY KEY,
  type              TEXT NOT NULL CHECK (type IN ('text', 'article', 'shopping', 'video', 'screenshot')),
  url               TEXT,
  domain            TEXT,
  video_id          TEXT,
  title             TEXT,
  channel_name      TEXT,
  video_duration    INTEGER CHECK (video_duration IS NULL OR video_duration >= 0),
  transcript_length INTEGER NOT NULL DEFAULT 0 CHECK (transcript_length >= 0),
  content           TEXT,
  content_hash      TEXT,
  image_data        TEXT,
  image_name        TEXT,
  image_size        INTEGER CHECK (image_size IS NULL OR image_size >= 0),
  credibility_score INTEGER NOT NULL CHECK (credibility_score BETWEEN 0 AND 100),
  grade             TEXT NOT NULL CHECK (grade IN ('A', 'B', 'C', 'D', 'F')),
  overall_status    TEXT NOT NULL CHECK (overall_status IN ('verified', 'false', 'uncertain', 'mixed')),
  -- Text, not jsonb: the shared report sends it as stored, without re-serialising.
  results_json      TEXT NOT NULL,
  created_at        BIGINT NOT NULL
);

CREATE INDEX analyses_created_at ON analyses (created_at DESC, seq DESC);
CREATE INDEX analyses_video ON analyses (created_at DESC, seq DESC) WHERE type = 'video' AND video_id IS NOT NULL;
CREATE INDEX analyses_cache ON analyses (content_hash, created_at) WHERE content_hash IS NOT NULL;
CREATE INDEX analyses_images ON analyses (created_at) WHERE image_data IS NOT NULL;

CREATE TABLE analysis_red_flags (
  analysis_id TEXT NOT NULL REFERENCES analyses (id) ON DELETE CASCADE,
  position    INTEGER NOT NULL,
  type        TEXT NOT NULL,
  severity    TEXT NOT NULL CHECK (severity IN ('high', 'medium', 'low')),
  PRIMARY KEY (analysis_id, position)
);

-- Hub: every publishId received and the public analysis it produced.
CREATE TABLE received_publications (
  publish_id  TEXT PRIMARY KEY,
  analysis_id TEXT NOT NULL REFERENCES analyses (id) ON DELETE CASCADE,
  received_at BIGINT NOT NULL
);

-- Running counts for analytics and the export, kept by the triggers below in the same transaction
-- as every write, so the aggregates read a few dozen rows however many analyses are stored.
CREATE TABLE analysis_counts (
  dimension TEXT NOT NULL,
  key       TEXT NOT NULL,
  count     BIGINT NOT NULL,
  PRIMARY KEY (dimension, key)
);
CREATE TABLE analysis_days (
  day       BIGINT PRIMARY KEY,
  count     BIGINT NOT NULL,
  score_sum BIGINT NOT NULL
);
CREATE TABLE domain_counts (
  domain TEXT PRIMARY KEY,
  count  BIGINT NOT NULL
);
CREATE INDEX domain_counts_rank ON domain_counts (count DESC, domain ASC);
CREATE TABLE red_flag_type_counts (
  type  TEXT PRIMARY KEY,
  count BIGINT NOT NULL
);

-- Counters are always locked in the same order (type, grade, status, day, domain; flag types in
-- the order the store inserts them, sorted), so concurrent inserts wait instead of deadlocking.
CREATE FUNCTION analyses_count(r analyses, delta INTEGER) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO analysis_counts AS c (dimension, key, count)
    VALUES ('type', r.type, delta), ('grade', r.grade, delta), ('status', r.overall_status, delta)
    ON CONFLICT (dimension, key) DO UPDATE SET count = c.count + excluded.count;
  INSERT INTO analysis_days AS d (day, count, score_sum) VALUES (r.created_at / 86400000, delta, delta * r.credibility_score)
    ON CONFLICT (day) DO UPDATE SET count = d.count + excluded.count, score_sum = d.score_sum + excluded.score_sum;
  IF r.domain IS NOT NULL THEN
    INSERT INTO domain_counts AS t (domain, count) VALUES (r.domain, delta)
      ON CONFLICT (domain) DO UPDATE SET count = t.count + excluded.count;
  END IF;
  IF delta < 0 THEN
    -- Rows that reach 0 go, so a deleted domain leaves the rankings as it would a count(*).
    DELETE FROM analysis_counts WHERE count <= 0 AND (dimension, key) IN (('type', r.type), ('grade', r.grade), ('status', r.overall_status));
    DELETE FROM analysis_days WHERE day = r.created_at / 86400000 AND count <= 0;
    DELETE FROM domain_counts WHERE domain = r.domain AND count <= 0;
  END IF;
END $$;

CREATE FUNCTION analyses_counts_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN PERFORM analyses_count(OLD, -1); END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN PERFORM analyses_count(NEW, 1); END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER analyses_counts AFTER INSERT OR DELETE OR UPDATE OF type, grade, overall_status, credibility_score, domain, created_at
  ON analyses FOR EACH ROW EXECUTE FUNCTION analyses_counts_trigger();

CREATE FUNCTION red_flags_counts_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE red_flag_type_counts SET count = count - 1 WHERE type = OLD.type;
    DELETE FROM red_flag_type_counts WHERE type = OLD.type AND count <= 0;
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN
    INSERT INTO red_flag_type_counts AS t (type, count) VALUES (NEW.type, 1)
      ON CONFLICT (type) DO UPDATE SET count = t.count + 1;
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER red_flags_counts AFTER INSERT OR DELETE OR UPDATE OF type
  ON analysis_red_flags FOR EACH ROW EXECUTE FUNCTION red_flags_counts_trigger();

-- Insert-or-wait for the 24 h result cache: one live claim per normalised input (its sha256),
-- held by the instance analyzing it. A claim older than the store's ANALYSIS_CLAIM_TTL_MS is
-- taken over (its instance died). Deleted when the analysis is stored or fails.
CREATE TABLE analysis_claims (
  content_hash TEXT PRIMARY KEY,
  token        TEXT NOT NULL,
  claimed_at   BIGINT NOT NULL
);

-- The day's featured video analysis as last chosen, so every instance shows the same one.
CREATE TABLE daily_pick (
  slot        SMALLINT PRIMARY KEY CHECK (slot = 1),
  analysis_id TEXT NOT NULL REFERENCES analyses (id) ON DELETE CASCADE,
  picked_at   BIGINT NOT NULL
);

-- Rate limits counted across instances. The client is a keyed hash (never the address) whose key
-- is made for its window and deleted with the window's counts a window later. UNLOGGED: counts
-- are worth nothing after a crash, so they skip the WAL and replicas.
CREATE UNLOGGED TABLE rate_limit_windows (
  window_start BIGINT PRIMARY KEY,
  secret       TEXT NOT NULL
);
CREATE UNLOGGED TABLE rate_limit_hits (
  limiter      TEXT NOT NULL,
  client       TEXT NOT NULL,
  window_start BIGINT NOT NULL,
  hits         INTEGER NOT NULL,
  PRIMARY KEY (limiter, client, window_start)
);
