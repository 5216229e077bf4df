DROP TRIGGER IF EXISTS members_nickname_pieces_refile ON members;
DROP FUNCTION IF EXISTS member_nickname_pieces_refile();
CREATE OR REPLACE FUNCTION member_nickname_pieces_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO member_nickname_pieces (piece, member_id)
    SELECT p, n.id FROM new_members n, opsdeck_nickname_pieces(n.nickname) p;
  RETURN NULL;
END
$$;
CREATE OR REPLACE FUNCTION member_nickname_pieces_rename() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM member_nickname_pieces
    WHERE member_id = OLD.id AND piece IN (SELECT opsdeck_nickname_pieces(OLD.nickname));
  INSERT INTO member_nickname_pieces (piece, member_id)
    SELECT p, NEW.id FROM opsdeck_nickname_pieces(NEW.nickname) p;
  RETURN NULL;
END
$$;
ALTER TABLE member_nickname_pieces DROP CONSTRAINT member_nickname_pieces_pkey;
ALTER TABLE member_nickname_pieces DROP COLUMN status, DROP COLUMN platform, DROP COLUMN channel,
  DROP COLUMN registered_at;
ALTER TABLE member_nickname_pieces ADD PRIMARY KEY (piece, member_id);
