-- back to migration 100's single refile trigger (all five columns, the pieces found through the
-- query of opsdeck_nickname_pieces)
DROP TRIGGER IF EXISTS members_nickname_pieces_vip ON members;
DROP FUNCTION IF EXISTS member_nickname_pieces_vip();
CREATE OR REPLACE FUNCTION member_nickname_pieces_refile() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE member_nickname_pieces
    SET status = NEW.status, platform = NEW.platform, channel = NEW.channel,
      registered_at = NEW.registered_at, vip_expires_at = NEW.vip_expires_at
    WHERE piece = ANY (ARRAY(SELECT opsdeck_nickname_pieces(NEW.nickname))) AND member_id = NEW.id;
  RETURN NULL;
END
$$;
CREATE OR REPLACE FUNCTION member_nickname_pieces_rename() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM member_nickname_pieces
    WHERE piece = ANY (ARRAY(SELECT opsdeck_nickname_pieces(OLD.nickname))) AND member_id = OLD.id;
  INSERT INTO member_nickname_pieces (piece, member_id, status, platform, channel, registered_at, vip_expires_at)
    SELECT p, NEW.id, NEW.status, NEW.platform, NEW.channel, NEW.registered_at, NEW.vip_expires_at
    FROM opsdeck_nickname_pieces(NEW.nickname) p;
  RETURN NULL;
END
$$;
DROP FUNCTION IF EXISTS member_nickname_piece_array(text);
DROP TRIGGER members_nickname_pieces_refile ON members;
CREATE TRIGGER members_nickname_pieces_refile
  AFTER UPDATE OF status, platform, channel, registered_at, vip_expires_at ON members
  FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.platform IS DISTINCT FROM NEW.platform
    OR OLD.channel IS DISTINCT FROM NEW.channel OR OLD.registered_at IS DISTINCT FROM NEW.registered_at
    OR OLD.vip_expires_at IS DISTINCT FROM NEW.vip_expires_at)
  EXECUTE FUNCTION member_nickname_pieces_refile();
