-- FactLens schema v1. Timestamps are epoch milliseconds (UTC) so ranges and day buckets are plain
-- integer comparisons on an index. No IP address, user agent or other visitor data is stored.

CREATE TABLE analyses (
  id                TEXT PRIMARY KEY,
  type              TEXT NOT NULL CHECK (type IN ('text', 'article', 'shopping', 'video', 'screenshot')),
  url               TEXT,
  -- Registrable domain of url, lower-case; for top-domain counts.
  domain            TEXT,
  video_id          TEXT,
  title             TEXT,
  channel_name      TEXT,
  -- Seconds.
  video_duration    INTEGER CHECK (video_duration IS NULL OR video_duration >= 0),
  transcript_length INTEGER NOT NULL DEFAULT 0 CHECK (transcript_length >= 0),
  -- What the person submitted (text, or the text read from the page/video/image).
  content           TEXT,
  -- sha256 of the normalised input; the 24 h result cache looks it up.
  content_hash      TEXT,
  image_data        TEXT,
  image_name        TEXT,
  image_size        INTEGER CHECK (image_size IS NULL OR image_size >= 0),
  credibility_score INTEGER NOT NULL CHECK (credibility_score BETWEEN 0 AND 100),
  grade             TEXT NOT NULL CHECK (grade IN ('A', 'B', 'C', 'D', 'F')),
  overall_status    TEXT NOT NULL CHECK (overall_status IN ('verified', 'false', 'uncertain', 'mixed')),
  -- The full contract Results; the columns above are copies for indexed queries.
  results_json      TEXT NOT NULL,
  created_at        INTEGER NOT NULL
) STRICT;

-- Feed, recent analyses, today/this-week counts, per-day series.
CREATE INDEX analyses_created_at ON analyses (created_at DESC);
-- Analytics and export group-bys, each covering so no row (and no JSON) is read.
CREATE INDEX analyses_domain ON analyses (domain, created_at) WHERE domain IS NOT NULL;
CREATE INDEX analyses_type ON analyses (type, created_at);
CREATE INDEX analyses_grade ON analyses (grade, created_at);
CREATE INDEX analyses_status ON analyses (overall_status, created_at);
CREATE INDEX analyses_day_score ON analyses (created_at, credibility_score);
-- Video page and daily analysis.
CREATE INDEX analyses_video_id ON analyses (video_id) WHERE video_id IS NOT NULL;
-- 24 h result cache.
CREATE INDEX analyses_cache ON analyses (content_hash, created_at) WHERE content_hash IS NOT NULL;

-- One row per red flag of an analysis, written with it, so the export counts red-flag types with
-- an indexed query instead of parsing every results_json.
CREATE TABLE analysis_red_flags (
  analysis_id TEXT NOT NULL REFERENCES analyses (id) ON DELETE CASCADE,
  position    INTEGER NOT NULL,
  type        TEXT NOT NULL,
  severity    TEXT NOT NULL CHECK (severity IN ('high', 'medium', 'low')),
  PRIMARY KEY (analysis_id, position)
) STRICT;

CREATE INDEX analysis_red_flags_type ON analysis_red_flags (type);
