-- FactLens PostgreSQL schema v3 (as SQLite's 005): the analysis type is checked by the
-- input-kind registry (src/server/kinds/registry.ts) instead of a CHECK listing the types, so a
-- new kind needs no schema change. Dropping a CHECK changes no row.
ALTER TABLE analyses DROP CONSTRAINT IF EXISTS analyses_type_check;
