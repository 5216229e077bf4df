DROP INDEX IF EXISTS operators_avatar_sha256_idx;
DROP TRIGGER IF EXISTS operators_avatar_sha256 ON operators;
DROP FUNCTION IF EXISTS opsdeck_operator_avatar_sha256();
ALTER TABLE operators DROP COLUMN IF EXISTS avatar_sha256;
