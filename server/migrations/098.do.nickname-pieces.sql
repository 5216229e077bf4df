-- Every one- and two-character piece of every member's lower-cased nickname, for the member list's
-- short nickname searches (docs/decisions/0009-pglite-read-pipeline.md, "the nickname pieces").
--
-- A search of one or two characters (most Chinese searches: 李, 快乐) matched thousands of members,
-- and its exact total rechecked each of them through the trigram index (20–60 ms at 200,000
-- members). A nickname contains a term of one or two characters exactly when the term is one of its
-- pieces, so the count reads this table's index only, without visiting the members, and the page's
-- candidates are one equality lookup.
--
-- The pieces are taken from lower(nickname) with the nickname's own collation, as ILIKE compares
-- (lower() of both sides), so a search finds the rows ILIKE finds. The piece column sorts as bytes
-- (COLLATE "C"). A member has each distinct piece once (the primary key), about six rows per member.
CREATE FUNCTION opsdeck_nickname_pieces(nickname text) RETURNS SETOF text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT DISTINCT substr(l, i, k)
  FROM (SELECT lower(nickname) AS l) n, generate_series(1, char_length(l)) i, (VALUES (1), (2)) p(k)
  WHERE k = 1 OR i < char_length(l)
$$;

-- the backfill: the table and its index built in bulk (one sort), not row by row; each member's
-- pieces made distinct on their own (no sort of every piece of every member), and the index's sort
-- given the memory to stay off the disk (about 1.5 million rows at 200,000 members)
SET LOCAL maintenance_work_mem = '128MB';
CREATE TABLE member_nickname_pieces (
  piece text COLLATE "C" NOT NULL,
  member_id integer NOT NULL
);
INSERT INTO member_nickname_pieces (piece, member_id)
  SELECT p, m.id FROM members m, opsdeck_nickname_pieces(m.nickname) p;
ALTER TABLE member_nickname_pieces ADD PRIMARY KEY (piece, member_id);
-- its statistics (PGlite has no autovacuum: the server vacuums the table there, modules/analysis/fold.ts)
ANALYZE member_nickname_pieces;

-- Kept by triggers on members. Inserts and deletes are statement-level with the rows as a
-- transition table (a seed's bulk insert runs the function once per statement); a nickname change
-- is row-level, fired only by an UPDATE that names the nickname (or the id) in its SET, so the
-- money path (balances, VIP expiry) never fires it.
CREATE FUNCTION member_nickname_pieces_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO member_nickname_pieces (piece, member_id)
    SELECT p, n.id FROM new_members n, opsdeck_nickname_pieces(n.nickname) p;
  RETURN NULL;
END
$$;

CREATE FUNCTION member_nickname_pieces_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM member_nickname_pieces
    WHERE (piece, member_id) IN (SELECT p, o.id FROM old_members o, opsdeck_nickname_pieces(o.nickname) p);
  RETURN NULL;
END
$$;

CREATE FUNCTION member_nickname_pieces_rename() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM member_nickname_pieces
    WHERE member_id = OLD.id AND piece IN (SELECT opsdeck_nickname_pieces(OLD.nickname));
  INSERT INTO member_nickname_pieces (piece, member_id)
    SELECT p, NEW.id FROM opsdeck_nickname_pieces(NEW.nickname) p;
  RETURN NULL;
END
$$;

CREATE FUNCTION member_nickname_pieces_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM member_nickname_pieces;
  RETURN NULL;
END
$$;

CREATE TRIGGER members_nickname_pieces_insert
  AFTER INSERT ON members REFERENCING NEW TABLE AS new_members
  FOR EACH STATEMENT EXECUTE FUNCTION member_nickname_pieces_insert();
CREATE TRIGGER members_nickname_pieces_delete
  AFTER DELETE ON members REFERENCING OLD TABLE AS old_members
  FOR EACH STATEMENT EXECUTE FUNCTION member_nickname_pieces_delete();
CREATE TRIGGER members_nickname_pieces_rename
  AFTER UPDATE OF nickname, id ON members
  FOR EACH ROW WHEN (OLD.nickname IS DISTINCT FROM NEW.nickname OR OLD.id <> NEW.id)
  EXECUTE FUNCTION member_nickname_pieces_rename();
CREATE TRIGGER members_nickname_pieces_truncate
  AFTER TRUNCATE ON members FOR EACH STATEMENT EXECUTE FUNCTION member_nickname_pieces_truncate();
