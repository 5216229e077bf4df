-- back to migration 102: every VIP write refiles the pieces (an AFTER trigger), and the pieces of the
-- members with a filed expiry take the real one first
UPDATE member_nickname_pieces p SET vip_expires_at = m.vip_expires_at FROM members m
  WHERE m.vip_filed_at IS NOT NULL AND p.member_id = m.id
    AND p.piece = ANY (member_nickname_piece_array(m.nickname));
DROP FUNCTION opsdeck_nickname_pieces_vip_due();
DROP TRIGGER members_nickname_pieces_vip ON members;
CREATE OR REPLACE FUNCTION member_nickname_pieces_vip() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE member_nickname_pieces SET vip_expires_at = NEW.vip_expires_at
    WHERE piece = ANY (member_nickname_piece_array(NEW.nickname)) AND member_id = NEW.id;
  RETURN NULL;
END
$$;
CREATE TRIGGER members_nickname_pieces_vip
  AFTER UPDATE OF vip_expires_at ON members
  FOR EACH ROW WHEN (OLD.vip_expires_at IS DISTINCT FROM NEW.vip_expires_at)
  EXECUTE FUNCTION member_nickname_pieces_vip();
CREATE OR REPLACE FUNCTION member_nickname_pieces_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO member_nickname_pieces (piece, member_id, status, platform, channel, registered_at, vip_expires_at)
    SELECT p, n.id, n.status, n.platform, n.channel, n.registered_at, n.vip_expires_at
    FROM new_members n, opsdeck_nickname_pieces(n.nickname) p;
  RETURN NULL;
END
$$;
CREATE OR REPLACE FUNCTION member_nickname_pieces_rename() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM member_nickname_pieces
    WHERE piece = ANY (member_nickname_piece_array(OLD.nickname)) AND member_id = OLD.id;
  INSERT INTO member_nickname_pieces (piece, member_id, status, platform, channel, registered_at, vip_expires_at)
    SELECT p, NEW.id, NEW.status, NEW.platform, NEW.channel, NEW.registered_at, NEW.vip_expires_at
    FROM opsdeck_nickname_pieces(NEW.nickname) p;
  RETURN NULL;
END
$$;
DROP INDEX members_vip_filed_idx;
ALTER TABLE members DROP COLUMN vip_filed_at;
