-- The nickname search through its trigram index (docs/decisions/0006-write-path.md): migration 021
-- indexed the expression opsdeck_search_key(nickname), so every candidate row's recheck called that
-- SQL function again (not inlined: its body is only STABLE), and the search measured slower than
-- reading every nickname. The key is now a stored generated column, computed once per write; the
-- trigram index is on the column, and a recheck compares two texts.
DROP INDEX IF EXISTS members_nickname_search_idx;
ALTER TABLE members
  ADD COLUMN nickname_key text GENERATED ALWAYS AS (opsdeck_search_key(nickname)) STORED;
CREATE INDEX members_nickname_key_trgm_idx ON members USING gin (nickname_key gin_trgm_ops);
-- the new column's statistics (PGlite has no autovacuum): the planner then sees how many rows a key matches
ANALYZE members;
