-- The member's VIP expiry beside each nickname piece, for the count of a short nickname search with
-- a VIP filter (docs/decisions/0009-pglite-read-pipeline.md, "the nickname pieces", amendment of
-- migration 100).
--
-- Migration 099 filed status, platform, channel and registration time with every piece, so a short
-- search with those filters counts the piece's index entries only. A VIP filter still joined the
-- pieces with members (one members row visited per match). The pieces now carry the expiry itself,
-- not a "VIP now" flag: the filter compares it with the current time when it counts, exactly as the
-- member list's filter compares members.vip_expires_at, so a VIP that expires without any write is
-- counted as expired at once. A write of the expiry (a VIP re-issue, purchase or patch) refiles the
-- member's pieces (about six rows) through the existing row trigger; a coin re-issue still never
-- fires it.
--
-- The table is built again in bulk (one sort for its index), not updated row by row.
SET LOCAL maintenance_work_mem = '128MB';
CREATE TABLE member_nickname_pieces_filed (
  piece text COLLATE "C" NOT NULL,
  member_id integer NOT NULL,
  status text NOT NULL,
  platform text NOT NULL,
  channel text NOT NULL,
  registered_at timestamptz NOT NULL,
  vip_expires_at timestamptz
);
INSERT INTO member_nickname_pieces_filed
    (piece, member_id, status, platform, channel, registered_at, vip_expires_at)
  SELECT p.piece, p.member_id, m.status, m.platform, m.channel, m.registered_at, m.vip_expires_at
  FROM member_nickname_pieces p JOIN members m ON m.id = p.member_id;
DROP TABLE member_nickname_pieces;
ALTER TABLE member_nickname_pieces_filed RENAME TO member_nickname_pieces;
ALTER TABLE member_nickname_pieces ADD CONSTRAINT member_nickname_pieces_pkey
  PRIMARY KEY (piece, member_id) INCLUDE (status, platform, channel, registered_at, vip_expires_at);
ANALYZE member_nickname_pieces;

CREATE OR REPLACE FUNCTION member_nickname_pieces_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO member_nickname_pieces (piece, member_id, status, platform, channel, registered_at, vip_expires_at)
    SELECT p, n.id, n.status, n.platform, n.channel, n.registered_at, n.vip_expires_at
    FROM new_members n, opsdeck_nickname_pieces(n.nickname) p;
  RETURN NULL;
END
$$;

-- The rename and refile functions find the member's pieces with `piece = ANY (ARRAY(...))`: one
-- primary key probe per piece. With `piece IN (SELECT ...)` (098, 099) the planner may read the whole
-- table for member_id (it did on the demo data: 3.4 against 1.2 ms of CPU per VIP write on PGlite).
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

CREATE OR REPLACE FUNCTION member_nickname_pieces_refile() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE member_nickname_pieces
    SET status = NEW.status, platform = NEW.platform, channel = NEW.channel,
      registered_at = NEW.registered_at, vip_expires_at = NEW.vip_expires_at
    WHERE piece = ANY (ARRAY(SELECT opsdeck_nickname_pieces(NEW.nickname))) AND member_id = NEW.id;
  RETURN NULL;
END
$$;

-- as in 099, plus the expiry: row-level, only for an UPDATE naming one of these columns in its SET
-- and changing it (a coin re-issue's balance write never fires it)
DROP TRIGGER members_nickname_pieces_refile ON members;
CREATE TRIGGER members_nickname_pieces_refile
  AFTER UPDATE OF status, platform, channel, registered_at, vip_expires_at ON members
  FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.platform IS DISTINCT FROM NEW.platform
    OR OLD.channel IS DISTINCT FROM NEW.channel OR OLD.registered_at IS DISTINCT FROM NEW.registered_at
    OR OLD.vip_expires_at IS DISTINCT FROM NEW.vip_expires_at)
  EXECUTE FUNCTION member_nickname_pieces_refile();
