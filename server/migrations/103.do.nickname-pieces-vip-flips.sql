-- A VIP extension no longer refiles the nickname pieces; only a VIP that starts, ends early or is
-- cleared does (docs/decisions/0009-pglite-read-pipeline.md, amendment of migration 103).
--
-- Since migration 100 the pieces carry the member's VIP expiry, so that a short nickname search with
-- a VIP filter counts from the pieces' index only. Every VIP write (a re-issue of VIP days, a
-- purchase, a job row) then rewrote the member's six or so piece rows, each a new row version and a
-- new primary-key entry: about 0.5 ms of a VIP re-issue's CPU on PGlite, the one trigger cost left
-- over the issue's 1.1x (docs/performance.md). Most VIP writes extend a VIP that is still running,
-- and an extension does not change what the VIP filter answers until the old expiry passes.
--
-- So the pieces may carry an EARLIER expiry than the member: `members.vip_filed_at` holds the expiry
-- the pieces carry when it differs from vip_expires_at (NULL: they carry vip_expires_at). Always
--   pieces.vip_expires_at = coalesce(members.vip_filed_at, members.vip_expires_at)
--   members.vip_filed_at IS NULL or members.vip_filed_at < members.vip_expires_at.
-- A member whose piece expiry is after now is a VIP now (the real expiry is later still). The only
-- members the pieces count wrongly are those whose filed expiry has passed while the real one has
-- not: the count adds them (VIP) or takes them away (not VIP), found through a partial index of the
-- members with a filed expiry (nickname-pieces.ts `piecesFilteredCount`). The server's fold timer
-- refiles those whose filed expiry has passed (`opsdeck_nickname_pieces_vip_due`), so the set stays
-- a handful of rows: a member is refiled about once per filed expiry, not once per extension.
ALTER TABLE members ADD COLUMN vip_filed_at timestamptz;
CREATE INDEX members_vip_filed_idx ON members (vip_filed_at) WHERE vip_filed_at IS NOT NULL;
-- the new column's statistics (all NULL), so that the count plans the few late members as a few rows
-- read through that index (without them the planner guessed a third of the table; PGlite has no
-- autovacuum to gather them)
ANALYZE members (vip_filed_at);

-- Before the row is written: an extension (or the same expiry) of a VIP whose pieces still say VIP
-- keeps the pieces as they are and notes what they carry; any other change (a VIP that starts, ends,
-- is shortened or cleared, or whose filed expiry has already passed) refiles them with the new expiry.
-- The trigger's WHEN leaves out the writes with nothing to do (an extension while a filed expiry is
-- noted and still ahead), so a run of extensions of one member fires it once.
CREATE OR REPLACE FUNCTION member_nickname_pieces_vip() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.vip_expires_at >= OLD.vip_expires_at AND coalesce(OLD.vip_filed_at, OLD.vip_expires_at) > now() THEN
    NEW.vip_filed_at := coalesce(OLD.vip_filed_at, OLD.vip_expires_at);
  ELSE
    UPDATE member_nickname_pieces SET vip_expires_at = NEW.vip_expires_at
      WHERE piece = ANY (member_nickname_piece_array(NEW.nickname)) AND member_id = NEW.id;
    NEW.vip_filed_at := NULL;
  END IF;
  RETURN NEW;
END
$$;

DROP TRIGGER members_nickname_pieces_vip ON members;
CREATE TRIGGER members_nickname_pieces_vip
  BEFORE UPDATE OF vip_expires_at ON members
  FOR EACH ROW WHEN (OLD.vip_expires_at IS DISTINCT FROM NEW.vip_expires_at
    AND NOT coalesce(OLD.vip_filed_at > now() AND NEW.vip_expires_at >= OLD.vip_expires_at, false))
  EXECUTE FUNCTION member_nickname_pieces_vip();

-- Inserted and renamed members' pieces carry the filed expiry too (NULL on insert: the real one).
CREATE OR REPLACE FUNCTION member_nickname_pieces_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO member_nickname_pieces (piece, member_id, status, platform, channel, registered_at, vip_expires_at)
    SELECT p, n.id, n.status, n.platform, n.channel, n.registered_at, coalesce(n.vip_filed_at, n.vip_expires_at)
    FROM new_members n, opsdeck_nickname_pieces(n.nickname) p;
  RETURN NULL;
END
$$;

CREATE OR REPLACE FUNCTION member_nickname_pieces_rename() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM member_nickname_pieces
    WHERE piece = ANY (member_nickname_piece_array(OLD.nickname)) AND member_id = OLD.id;
  INSERT INTO member_nickname_pieces (piece, member_id, status, platform, channel, registered_at, vip_expires_at)
    SELECT p, NEW.id, NEW.status, NEW.platform, NEW.channel, NEW.registered_at,
      coalesce(NEW.vip_filed_at, NEW.vip_expires_at)
    FROM opsdeck_nickname_pieces(NEW.nickname) p;
  RETURN NULL;
END
$$;

-- The members whose filed expiry has passed get their pieces refiled with the real expiry (the
-- server's fold timer calls it; with nothing due it reads one empty range of the partial index).
-- The update of vip_filed_at alone fires none of the members' triggers.
CREATE FUNCTION opsdeck_nickname_pieces_vip_due() RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  refiled integer;
BEGIN
  WITH due AS (
    UPDATE members SET vip_filed_at = NULL WHERE vip_filed_at <= now()
    RETURNING id, nickname, vip_expires_at
  )
  UPDATE member_nickname_pieces p SET vip_expires_at = d.vip_expires_at FROM due d
    WHERE p.piece = ANY (member_nickname_piece_array(d.nickname)) AND p.member_id = d.id;
  GET DIAGNOSTICS refiled = ROW_COUNT;
  RETURN refiled;
END
$$;
