ALTER TABLE audit_log DROP COLUMN IF EXISTS api_token_name;
ALTER TABLE audit_log DROP COLUMN IF EXISTS api_token_id;
DROP TABLE IF EXISTS api_token_coins;
DROP TABLE IF EXISTS api_tokens;
