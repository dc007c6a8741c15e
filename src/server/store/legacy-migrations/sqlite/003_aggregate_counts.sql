-- FactLens schema v3: running counts for the analytics dashboard and the dataset export (issue 8).
-- Counting every analysis on each GET /api/analytics made it ~5x slower at 10,000 analyses than
-- at 100. These small tables hold the counts instead, kept by triggers in the same transaction as
-- every insert, delete or update of analyses (whichever connection or code path writes), so the
-- aggregates read a few dozen rows however many analyses are stored.
-- A later migration that rebuilds `analyses` or `analysis_red_flags` must recreate these triggers.

-- Totals per value of type, grade and overall_status (dimension 'type' | 'grade' | 'status').
CREATE TABLE analysis_counts (
  dimension TEXT NOT NULL,
  key       TEXT NOT NULL,
  count     INTEGER NOT NULL,
  PRIMARY KEY (dimension, key)
) STRICT, WITHOUT ROWID;

-- Per UTC day (created_at / 86400000): how many analyses and the sum of their scores.
CREATE TABLE analysis_days (
  day       INTEGER PRIMARY KEY,
  count     INTEGER NOT NULL,
  score_sum INTEGER NOT NULL
) STRICT;

-- Analyses per registrable domain; the second index ranks them without a sort.
CREATE TABLE domain_counts (
  domain TEXT PRIMARY KEY,
  count  INTEGER NOT NULL
) STRICT, WITHOUT ROWID;
CREATE INDEX domain_counts_rank ON domain_counts (count DESC, domain ASC);

-- Red-flag occurrences per type.
CREATE TABLE red_flag_type_counts (
  type  TEXT PRIMARY KEY,
  count INTEGER NOT NULL
) STRICT, WITHOUT ROWID;

-- Existing data.
INSERT INTO analysis_counts (dimension, key, count)
  SELECT 'type', type, count(*) FROM analyses GROUP BY type
  UNION ALL SELECT 'grade', grade, count(*) FROM analyses GROUP BY grade
  UNION ALL SELECT 'status', overall_status, count(*) FROM analyses GROUP BY overall_status;
INSERT INTO analysis_days (day, count, score_sum)
  SELECT created_at / 86400000, count(*), sum(credibility_score) FROM analyses GROUP BY created_at / 86400000;
INSERT INTO domain_counts (domain, count)
  SELECT domain, count(*) FROM analyses WHERE domain IS NOT NULL GROUP BY domain;
INSERT INTO red_flag_type_counts (type, count)
  SELECT type, count(*) FROM analysis_red_flags GROUP BY type;

-- analyses: +1 for the new row's values, -1 for the old row's. Rows that reach 0 are removed, so
-- a deleted domain or flag type disappears from the rankings as it would from a count(*).
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

CREATE TRIGGER red_flags_counts_insert AFTER INSERT ON analysis_red_flags BEGIN
  INSERT INTO red_flag_type_counts (type, count) VALUES (NEW.type, 1)
    ON CONFLICT (type) DO UPDATE SET count = count + 1;
END;

CREATE TRIGGER red_flags_counts_delete AFTER DELETE ON analysis_red_flags BEGIN
  UPDATE red_flag_type_counts SET count = count - 1 WHERE type = OLD.type;
  DELETE FROM red_flag_type_counts WHERE type = OLD.type AND count <= 0;
END;

CREATE TRIGGER red_flags_counts_update AFTER UPDATE OF type ON analysis_red_flags BEGIN
  UPDATE red_flag_type_counts SET count = count - 1 WHERE type = OLD.type;
  INSERT INTO red_flag_type_counts (type, count) VALUES (NEW.type, 1)
    ON CONFLICT (type) DO UPDATE SET count = count + 1;
  DELETE FROM red_flag_type_counts WHERE type = OLD.type AND count <= 0;
END;
