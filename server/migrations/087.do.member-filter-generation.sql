-- Member list totals remembered per filter (docs/decisions/0009-pglite-read-pipeline.md): one
-- number that changes whenever a member row a list filter reads (other than the VIP expiry, which
-- re-issues change and whose filter compares with the current time) is inserted, deleted or
-- updated. A statement-level trigger, so a bulk insert bumps it once and the money path (balances,
-- VIP expiry) never touches it. The server reads it before a remembered total and counts again when
-- it moved.
CREATE TABLE member_filter_generation (
  id smallint PRIMARY KEY DEFAULT 1 CHECK (id = 1),
  generation bigint NOT NULL DEFAULT 0
);
INSERT INTO member_filter_generation DEFAULT VALUES;

CREATE FUNCTION member_filter_generation_bump() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE member_filter_generation SET generation = generation + 1 WHERE id = 1;
  RETURN NULL;
END
$$;

CREATE TRIGGER members_filter_generation_rows
  AFTER INSERT OR DELETE OR UPDATE OF nickname, phone, visible_id, status, platform, channel, registered_at
  ON members FOR EACH STATEMENT EXECUTE FUNCTION member_filter_generation_bump();
CREATE TRIGGER members_filter_generation_truncate
  AFTER TRUNCATE ON members FOR EACH STATEMENT EXECUTE FUNCTION member_filter_generation_bump();
