DROP INDEX IF EXISTS members_nickname_search_idx;
DROP FUNCTION IF EXISTS opsdeck_search_key(text);
-- the extension stays: other objects of the database may use it
