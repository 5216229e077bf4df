-- GET /avatars/<sha256>.<ext> (modules/account/avatar-files.ts) finds an operator's avatar by the
-- hash of its data: URL. The hash was computed for every operator on every request; it is now kept
-- beside the avatar, filled on every write by a trigger (a generated column cannot: convert_to is
-- only stable), and indexed, so a request is one index lookup.
ALTER TABLE operators ADD COLUMN avatar_sha256 text;

CREATE FUNCTION opsdeck_operator_avatar_sha256() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.avatar_sha256 := CASE
    WHEN NEW.avatar LIKE 'data:image/%' THEN encode(sha256(convert_to(NEW.avatar, 'UTF8')), 'hex')
  END;
  RETURN NEW;
END $$;
CREATE TRIGGER operators_avatar_sha256 BEFORE INSERT OR UPDATE OF avatar, avatar_sha256 ON operators
  FOR EACH ROW EXECUTE FUNCTION opsdeck_operator_avatar_sha256();

UPDATE operators SET avatar_sha256 = NULL;

CREATE INDEX operators_avatar_sha256_idx ON operators (avatar_sha256) WHERE avatar_sha256 IS NOT NULL;
