DROP TRIGGER IF EXISTS members_nickname_pieces_refile ON members;
CREATE TRIGGER members_nickname_pieces_refile
  AFTER UPDATE OF status, platform, channel, registered_at ON members
  FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.platform IS DISTINCT FROM NEW.platform
    OR OLD.channel IS DISTINCT FROM NEW.channel OR OLD.registered_at IS DISTINCT FROM NEW.registered_at)
  EXECUTE FUNCTION member_nickname_pieces_refile();
CREATE OR REPLACE FUNCTION member_nickname_pieces_refile() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE member_nickname_pieces
    SET status = NEW.status, platform = NEW.platform, channel = NEW.channel, registered_at = NEW.registered_at
    WHERE piece IN (SELECT opsdeck_nickname_pieces(NEW.nickname)) AND member_id = NEW.id;
  RETURN NULL;
END
$$;
CREATE OR REPLACE FUNCTION member_nickname_pieces_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO member_nickname_pieces (piece, member_id, status, platform, channel, registered_at)
    SELECT p, n.id, n.status, n.platform, n.channel, n.registered_at
    FROM new_members n, opsdeck_nickname_pieces(n.nickname) p;
  RETURN NULL;
END
$$;
CREATE OR REPLACE FUNCTION member_nickname_pieces_rename() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM member_nickname_pieces
    WHERE member_id = OLD.id AND piece IN (SELECT opsdeck_nickname_pieces(OLD.nickname));
  INSERT INTO member_nickname_pieces (piece, member_id, status, platform, channel, registered_at)
    SELECT p, NEW.id, NEW.status, NEW.platform, NEW.channel, NEW.registered_at
    FROM opsdeck_nickname_pieces(NEW.nickname) p;
  RETURN NULL;
END
$$;
ALTER TABLE member_nickname_pieces DROP CONSTRAINT member_nickname_pieces_pkey;
ALTER TABLE member_nickname_pieces DROP COLUMN vip_expires_at;
ALTER TABLE member_nickname_pieces ADD CONSTRAINT member_nickname_pieces_pkey
  PRIMARY KEY (piece, member_id) INCLUDE (status, platform, channel, registered_at);
