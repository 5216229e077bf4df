-- The member list's other equality and range filters beside each nickname piece (status, platform,
-- channel, registration time), for the count of a short nickname search with those filters
-- (docs/decisions/0009-pglite-read-pipeline.md, "the nickname pieces").
--
-- A search of one or two characters alone counts its piece's index entries (migration 098). With a
-- status, platform, channel or registration range beside it, it counted through a join of the pieces
-- with members: one members row visited per match (14,973 for 小 at 200,000 members). With the
-- filters as included columns of the pieces' primary key, that count reads the piece's index entries
-- only again. The VIP filter compares the expiry with the current time and changes with every VIP
-- re-issue, so it stays out (those counts keep the join): the money path must not write here.
--
-- The table is built again in bulk (one sort for its index), not updated row by row.
SET LOCAL maintenance_work_mem = '128MB';
CREATE TABLE member_nickname_pieces_filed (
  piece text COLLATE "C" NOT NULL,
  member_id integer NOT NULL,
  status text NOT NULL,
  platform text NOT NULL,
  channel text NOT NULL,
  registered_at timestamptz NOT NULL
);
INSERT INTO member_nickname_pieces_filed (piece, member_id, status, platform, channel, registered_at)
  SELECT p.piece, p.member_id, m.status, m.platform, m.channel, m.registered_at
  FROM member_nickname_pieces p JOIN members m ON m.id = p.member_id;
DROP TABLE member_nickname_pieces;
ALTER TABLE member_nickname_pieces_filed RENAME TO member_nickname_pieces;
ALTER TABLE member_nickname_pieces ADD CONSTRAINT member_nickname_pieces_pkey
  PRIMARY KEY (piece, member_id) INCLUDE (status, platform, channel, registered_at);
ANALYZE member_nickname_pieces;

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

-- A ban, a platform, channel or registration time changed: the member's pieces (found through the
-- primary key) take the new values. Row-level and only for an UPDATE naming one of these columns in
-- its SET, so a re-issue's balance or VIP write never fires it. With a rename in the same UPDATE both
-- triggers write the new values, in either order.
CREATE FUNCTION member_nickname_pieces_refile() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE member_nickname_pieces
    SET status = NEW.status, platform = NEW.platform, channel = NEW.channel, registered_at = NEW.registered_at
    WHERE piece IN (SELECT opsdeck_nickname_pieces(NEW.nickname)) AND member_id = NEW.id;
  RETURN NULL;
END
$$;

CREATE TRIGGER members_nickname_pieces_refile
  AFTER UPDATE OF status, platform, channel, registered_at ON members
  FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.platform IS DISTINCT FROM NEW.platform
    OR OLD.channel IS DISTINCT FROM NEW.channel OR OLD.registered_at IS DISTINCT FROM NEW.registered_at)
  EXECUTE FUNCTION member_nickname_pieces_refile();
