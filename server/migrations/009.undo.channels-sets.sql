DROP TABLE IF EXISTS sets;
DROP INDEX IF EXISTS members_channel_idx;
ALTER TABLE members DROP CONSTRAINT IF EXISTS members_channel_fkey;
ALTER TABLE members ADD CONSTRAINT members_channel_check
  CHECK (channel IN ('appstore', 'huawei', 'xiaomi', 'oppo', 'vivo', 'web'));
DROP TABLE IF EXISTS channels;
