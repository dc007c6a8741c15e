-- FactLens schema v7: unlisted analyses are left out of every aggregate (issue 28): the analytics
-- totals, per-day counts, grade and status distributions, the domain rankings (analytics and
-- /api/export-dataset topDomains) and the red-flag type counts. An unlisted shop's domain must
-- not appear in a public ranking. Red flags carry their analysis's unlisted mark, so their counts
-- follow it without reading the analysis (which a cascading delete has already removed).

ALTER TABLE analysis_red_flags ADD COLUMN unlisted INTEGER NOT NULL DEFAULT 0 CHECK (unlisted IN (0, 1));
UPDATE analysis_red_flags SET unlisted = 1
  WHERE analysis_id IN (SELECT id FROM analyses WHERE unlisted = 1);

DROP TRIGGER analyses_counts_insert;
DROP TRIGGER analyses_counts_delete;
DROP TRIGGER analyses_counts_update;
DROP TRIGGER red_flags_counts_insert;
DROP TRIGGER red_flags_counts_delete;
DROP TRIGGER red_flags_counts_update;

CREATE TRIGGER analyses_counts_insert AFTER INSERT ON analyses WHEN NEW.unlisted = 0 BEGIN
  INSERT INTO analysis_counts (dimension, key, count) VALUES
    ('type', NEW.type, 1), ('grade', NEW.grade, 1), ('status', NEW.overall_status, 1)
    ON CONFLICT (dimension, key) DO UPDATE SET count = count + 1;
  INSERT INTO analysis_days (day, count, score_sum) VALUES (NEW.created_at / 86400000, 1, NEW.credibility_score)
    ON CONFLICT (day) DO UPDATE SET count = count + 1, score_sum = score_sum + excluded.score_sum;
  INSERT INTO domain_counts (domain, count) SELECT NEW.domain, 1 WHERE NEW.domain IS NOT NULL
    ON CONFLICT (domain) DO UPDATE SET count = count + 1;
END;

CREATE TRIGGER analyses_counts_delete AFTER DELETE ON analyses WHEN OLD.unlisted = 0 BEGIN
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

-- An update takes the old row out (if it was counted) and puts the new one in (if it counts), so
-- a change of unlisted moves the analysis out of or into the counts.
CREATE TRIGGER analyses_counts_update_old
AFTER UPDATE OF type, grade, overall_status, credibility_score, domain, created_at, unlisted ON analyses
WHEN OLD.unlisted = 0 BEGIN
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

CREATE TRIGGER analyses_counts_update_new
AFTER UPDATE OF type, grade, overall_status, credibility_score, domain, created_at, unlisted ON analyses
WHEN NEW.unlisted = 0 BEGIN
  INSERT INTO analysis_counts (dimension, key, count) VALUES
    ('type', NEW.type, 1), ('grade', NEW.grade, 1), ('status', NEW.overall_status, 1)
    ON CONFLICT (dimension, key) DO UPDATE SET count = count + 1;
  INSERT INTO analysis_days (day, count, score_sum) VALUES (NEW.created_at / 86400000, 1, NEW.credibility_score)
    ON CONFLICT (day) DO UPDATE SET count = count + 1, score_sum = score_sum + excluded.score_sum;
  INSERT INTO domain_counts (domain, count) SELECT NEW.domain, 1 WHERE NEW.domain IS NOT NULL
    ON CONFLICT (domain) DO UPDATE SET count = count + 1;
END;

-- The flags follow their analysis's mark.
CREATE TRIGGER analyses_unlisted_flags AFTER UPDATE OF unlisted ON analyses
WHEN OLD.unlisted IS NOT NEW.unlisted BEGIN
  UPDATE analysis_red_flags SET unlisted = NEW.unlisted WHERE analysis_id = NEW.id;
END;

CREATE TRIGGER red_flags_counts_insert AFTER INSERT ON analysis_red_flags WHEN NEW.unlisted = 0 BEGIN
  INSERT INTO red_flag_type_counts (type, count) VALUES (NEW.type, 1)
    ON CONFLICT (type) DO UPDATE SET count = count + 1;
END;

CREATE TRIGGER red_flags_counts_delete AFTER DELETE ON analysis_red_flags WHEN OLD.unlisted = 0 BEGIN
  UPDATE red_flag_type_counts SET count = count - 1 WHERE type = OLD.type;
  DELETE FROM red_flag_type_counts WHERE type = OLD.type AND count <= 0;
END;

CREATE TRIGGER red_flags_counts_update_old AFTER UPDATE OF type, unlisted ON analysis_red_flags
WHEN OLD.unlisted = 0 BEGIN
  UPDATE red_flag_type_counts SET count = count - 1 WHERE type = OLD.type;
  DELETE FROM red_flag_type_counts WHERE type = OLD.type AND count <= 0;
END;

CREATE TRIGGER red_flags_counts_update_new AFTER UPDATE OF type, unlisted ON analysis_red_flags
WHEN NEW.unlisted = 0 BEGIN
  INSERT INTO red_flag_type_counts (type, count) VALUES (NEW.type, 1)
    ON CONFLICT (type) DO UPDATE SET count = count + 1;
END;

-- The counts again, from the listed analyses only.
DELETE FROM analysis_counts;
DELETE FROM analysis_days;
DELETE FROM domain_counts;
DELETE FROM red_flag_type_counts;
INSERT INTO analysis_counts (dimension, key, count)
  SELECT 'type', type, count(*) FROM analyses WHERE unlisted = 0 GROUP BY type
  UNION ALL SELECT 'grade', grade, count(*) FROM analyses WHERE unlisted = 0 GROUP BY grade
  UNION ALL SELECT 'status', overall_status, count(*) FROM analyses WHERE unlisted = 0 GROUP BY overall_status;
INSERT INTO analysis_days (day, count, score_sum)
  SELECT created_at / 86400000, count(*), sum(credibility_score) FROM analyses WHERE unlisted = 0
  GROUP BY created_at / 86400000;
INSERT INTO domain_counts (domain, count)
  SELECT domain, count(*) FROM analyses WHERE unlisted = 0 AND domain IS NOT NULL GROUP BY domain;
INSERT INTO red_flag_type_counts (type, count)
  SELECT type, count(*) FROM analysis_red_flags WHERE unlisted = 0 GROUP BY type;
