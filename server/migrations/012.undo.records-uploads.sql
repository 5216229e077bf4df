DROP TABLE IF EXISTS uploads;
DROP INDEX IF EXISTS invites_idempotency_key;
ALTER TABLE invites DROP COLUMN IF EXISTS operator_id, DROP COLUMN IF EXISTS idempotency_key;
DROP INDEX IF EXISTS checkin_records_idempotency_key;
ALTER TABLE checkin_records
  DROP COLUMN IF EXISTS rewarded,
  DROP COLUMN IF EXISTS operator_id,
  DROP COLUMN IF EXISTS idempotency_key;
