-- migrate: foreign keys off
-- FactLens schema v5: the analysis type is checked by the input-kind registry
-- (src/server/kinds/registry.ts) instead of a CHECK listing the types, so a new kind needs no
-- table rebuild. SQLite cannot drop a CHECK in place: the table is rebuilt (SQLite's documented
-- procedure, with foreign keys off so the rows that reference analyses stay), every row copied as
-- it is, and its indexes and aggregate-count triggers made again exactly as 001, 003 and 004 did.

DROP TRIGGER analyses_counts_insert;
DROP TRIGGER analyses_counts_delete;
DROP TRIGGER analyses_counts_update;

CREATE TABLE analyses_v5 (
  id                TEXT PRIMARY KEY,
  type              TEXT NOT NULL,
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
  results_json      TEXT NOT NULL,
  created_at        INTEGER NOT NULL,
  unlisted          INTEGER NOT NULL DEFAULT 0 CHECK (unlisted IN (0, 1))
) STRICT;

INSERT INTO analyses_v5 (
  id, type, url, domain, video_id, title, channel_name, video_duration, transcript_length,
  content, content_hash, image_data, image_name, image_size, credibility_score, grade,
  overall_status, results_json, created_at, unlisted
)
SELECT
  id, type, url, domain, video_id, title, channel_name, video_duration, transcript_length,
  content, content_hash, image_data, image_name, image_size, credibility_score, grade,
  overall_status, results_json, created_at, unlisted
FROM analyses;

DROP TABLE analyses;
ALTER TABLE analyses_v5 RENAME TO analyses;

CREATE INDEX analyses_created_at ON analyses (created_at DESC);
CREATE INDEX analyses_domain ON analyses (domain, created_at) WHERE domain IS NOT NULL;
CREATE INDEX analyses_type ON analyses (type, created_at);
CREATE INDEX analyses_grade ON analyses (grade, created_at);
CREATE INDEX analyses_status ON analyses (overall_status, created_at);
CREATE INDEX analyses_day_score ON analyses (created_at, credibility_score);
CREATE INDEX analyses_video_id ON analyses (video_id) WHERE video_id IS NOT NULL;
CREATE INDEX analyses_cache ON analyses (content_hash, created_at) WHERE content_hash IS NOT NULL;
CREATE INDEX analyses_listed_created_at ON analyses (created_at DESC) WHERE unlisted = 0;

CREATE TRIGGER analyses_counts_insert AFTER INSERT ON analyses BEGIN
  INSERT INTO analysis_counts (dimension, key, count) VALUES
    ('type', NEW.type, 1), ('grade', NEW.grade, 1), ('status', NEW.overall_status, 1)
    ON CONFLICT (dimension, key) DO UPDATE SET count = count + 1;
  INSERT INTO analysis_days (day, count, score_sum) VALUES (NEW.created_at / 86400000, 1, NEW.credibility_score)
    ON CONFLICT (day) DO UPDATE SET count = count + 1, score_sum = score_sum + excluded.score_sum;
  INSERT INTO domain_counts (domain, count) SELECT NEW.domain, 1 WHERE NEW.domain IS NOT NULL
    ON CONFLICT (domain) DO UPDATE SET count = count + 1;
END;

CREATE TRIGGER analyses_counts_delete AFTER DELETE ON analyses BEGIN
  UPDATE analysis_counts SET count = count - 1
    WHERE (dimension = 'type' AND key = OLD.type) OR (dimension = 'grade' AND key = OLD.grade)
       OR (dimension = 'status' AND key = OLD.overall_status);
  DELETE FROM analysis_counts WHERE count <= 0;
  UPDATE analysis_days SET count = count - 1, score_sum = score_sum - OLD.credibility_score
    WHERE day = OLD.created_at / 86400000;
  DELETE FROM analysis_days WHERE day = OLD.created_at / 86400000 AND count <= 0;
  UPDATE domain_counts SET count = count - 1 WHERE domain = OLD.domain;
  DELETE FROM domain_counts WHERE domain = OLD.domain AND count <= 0;
END;

CREATE TRIGGER analyses_counts_update
AFTER UPDATE OF type, grade, overall_status, credibility_score, domain, created_at ON analyses BEGIN
  UPDATE analysis_counts SET count = count - 1
    WHERE (dimension = 'type' AND key = OLD.type) OR (dimension = 'grade' AND key = OLD.grade)
       OR (dimension = 'status' AND key = OLD.overall_status);
  INSERT INTO analysis_counts (dimension, key, count) VALUES
    ('type', NEW.type, 1), ('grade', NEW.grade, 1), ('status', NEW.overall_status, 1)
    ON CONFLICT (dimension, key) DO UPDATE SET count = count + 1;
  DELETE FROM analysis_counts WHERE count <= 0;
  UPDATE analysis_days SET count = count - 1, score_sum = score_sum - OLD.credibility_score
    WHERE day = OLD.created_at / 86400000;
  INSERT INTO analysis_days (day, count, score_sum) VALUES (NEW.created_at / 86400000, 1, NEW.credibility_score)
    ON CONFLICT (day) DO UPDATE SET count = count + 1, score_sum = score_sum + excluded.score_sum;
  DELETE FROM analysis_days WHERE day = OLD.created_at / 86400000 AND count <= 0;
  UPDATE domain_counts SET count = count - 1 WHERE domain = OLD.domain;
  INSERT INTO domain_counts (domain, count) SELECT NEW.domain, 1 WHERE NEW.domain IS NOT NULL
    ON CONFLICT (domain) DO UPDATE SET count = count + 1;
  DELETE FROM domain_counts WHERE domain = OLD.domain AND count <= 0;
END;
