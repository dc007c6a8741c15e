-- FactLens PostgreSQL schema v5 (as SQLite's 007): unlisted analyses are left out of every
-- aggregate: totals, per-day counts, distributions, the domain rankings and the red-flag type
-- counts, so an unlisted shop's domain never appears in a public ranking. Red flags carry their
-- analysis's unlisted mark, so their counts follow it without reading the analysis.

ALTER TABLE analysis_red_flags ADD COLUMN unlisted BOOLEAN NOT NULL DEFAULT false;
UPDATE analysis_red_flags f SET unlisted = true FROM analyses a WHERE a.id = f.analysis_id AND a.unlisted;

CREATE OR REPLACE FUNCTION analyses_count(r analyses, delta INTEGER) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF r.unlisted THEN RETURN; END IF;
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
    DELETE FROM analysis_counts WHERE count <= 0 AND (dimension, key) IN (('type', r.type), ('grade', r.grade), ('status', r.overall_status));
    DELETE FROM analysis_days WHERE day = r.created_at / 86400000 AND count <= 0;
    DELETE FROM domain_counts WHERE domain = r.domain AND count <= 0;
  END IF;
END $$;

DROP TRIGGER analyses_counts ON analyses;
CREATE TRIGGER analyses_counts AFTER INSERT OR DELETE OR UPDATE OF type, grade, overall_status, credibility_score, domain, created_at, unlisted
  ON analyses FOR EACH ROW EXECUTE FUNCTION analyses_counts_trigger();

CREATE FUNCTION analyses_unlisted_flags() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE analysis_red_flags SET unlisted = NEW.unlisted WHERE analysis_id = NEW.id;
  RETURN NULL;
END $$;
CREATE TRIGGER analyses_unlisted_flags AFTER UPDATE OF unlisted ON analyses
  FOR EACH ROW WHEN (OLD.unlisted IS DISTINCT FROM NEW.unlisted) EXECUTE FUNCTION analyses_unlisted_flags();

CREATE OR REPLACE FUNCTION red_flags_counts_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND NOT OLD.unlisted THEN
    UPDATE red_flag_type_counts SET count = count - 1 WHERE type = OLD.type;
    DELETE FROM red_flag_type_counts WHERE type = OLD.type AND count <= 0;
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') AND NOT NEW.unlisted THEN
    INSERT INTO red_flag_type_counts AS t (type, count) VALUES (NEW.type, 1)
      ON CONFLICT (type) DO UPDATE SET count = t.count + 1;
  END IF;
  RETURN NULL;
END $$;

DROP TRIGGER red_flags_counts ON analysis_red_flags;
CREATE TRIGGER red_flags_counts AFTER INSERT OR DELETE OR UPDATE OF type, unlisted
  ON analysis_red_flags FOR EACH ROW EXECUTE FUNCTION red_flags_counts_trigger();

-- The counts again, from the listed analyses only.
DELETE FROM analysis_counts;
DELETE FROM analysis_days;
DELETE FROM domain_counts;
DELETE FROM red_flag_type_counts;
INSERT INTO analysis_counts (dimension, key, count)
  SELECT 'type', type, count(*) FROM analyses WHERE NOT unlisted GROUP BY type
  UNION ALL SELECT 'grade', grade, count(*) FROM analyses WHERE NOT unlisted GROUP BY grade
  UNION ALL SELECT 'status', overall_status, count(*) FROM analyses WHERE NOT unlisted GROUP BY overall_status;
INSERT INTO analysis_days (day, count, score_sum)
  SELECT created_at / 86400000, count(*), sum(credibility_score) FROM analyses WHERE NOT unlisted
  GROUP BY created_at / 86400000;
INSERT INTO domain_counts (domain, count)
  SELECT domain, count(*) FROM analyses WHERE NOT unlisted AND domain IS NOT NULL GROUP BY domain;
INSERT INTO red_flag_type_counts (type, count)
  SELECT type, count(*) FROM analysis_red_flags WHERE NOT unlisted GROUP BY type;
