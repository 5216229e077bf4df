DROP INDEX IF EXISTS members_nickname_key_trgm_idx;
ALTER TABLE members DROP COLUMN IF EXISTS nickname_key;
CREATE INDEX members_nickname_search_idx ON members USING gin (opsdeck_search_key(nickname) gin_trgm_ops);
