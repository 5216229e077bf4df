DROP TRIGGER IF EXISTS unlocks_content_rollup ON unlocks;
DROP FUNCTION IF EXISTS opsdeck_content_unlocks_rollup();
DROP FUNCTION IF EXISTS opsdeck_content_unlocks_add(unlocks[]);
DROP TABLE IF EXISTS content_unlocks_daily;
