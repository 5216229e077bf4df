-- A VIP write refiles only the pieces' VIP column, and finds the member's pieces without a query
-- (docs/decisions/0009-pglite-read-pipeline.md, amendment of migration 102).
--
-- Since migration 100 a write of members.vip_expires_at (a VIP re-issue, purchase or job row) fired
-- the refile trigger, which wrote all five filed columns of the member's pieces and found them with
-- `ARRAY(SELECT opsdeck_nickname_pieces(NEW.nickname))`. Measured per firing on PGlite (EXPLAIN
-- ANALYZE's trigger time, demo data): about 0.25 ms, of which 0.13–0.2 ms was that query (a set-returning
-- SQL function with generate_series and DISTINCT, started and planned on every firing) and about
-- 0.1 ms the update of the six or so rows.
--
-- `member_nickname_piece_array` makes the same pieces as an array in a PL/pgSQL loop (about 0.02 ms):
-- every one-character piece, and every two-character one, plus the last character once more (its
-- `substr(l, n, 2)`), which is a piece too; duplicates are harmless in `piece = ANY (...)`, which
-- probes the primary key once per distinct piece. Inserts keep opsdeck_nickname_pieces (a set of
-- distinct pieces, for the primary key).
--
-- Two row triggers now: the refile keeps the four columns of migration 099 (status, platform,
-- channel, registration time) and fires only when one of them changed; the new VIP trigger writes
-- the expiry alone, in one statement, and fires only when the expiry changed. An UPDATE changing both
-- fires both, each writing its own columns, so the pieces stay exact in either order (and with a
-- rename in the same UPDATE, whose trigger files all five columns from NEW). A coin re-issue names
-- none of these columns and fires neither.
CREATE FUNCTION member_nickname_piece_array(nickname text) RETURNS text[] LANGUAGE plpgsql IMMUTABLE
  PARALLEL SAFE AS $$
DECLARE
  l text := lower(nickname);
  pieces text[] := '{}';
BEGIN
  FOR i IN 1..coalesce(char_length(l), 0) LOOP
    pieces := pieces || ARRAY[substr(l, i, 1), substr(l, i, 2)];
  END LOOP;
  RETURN pieces;
END
$$;

CREATE OR REPLACE FUNCTION member_nickname_pieces_refile() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE member_nickname_pieces
    SET status = NEW.status, platform = NEW.platform, channel = NEW.channel, registered_at = NEW.registered_at
    WHERE piece = ANY (member_nickname_piece_array(NEW.nickname)) AND member_id = NEW.id;
  RETURN NULL;
END
$$;

CREATE FUNCTION member_nickname_pieces_vip() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE member_nickname_pieces SET vip_expires_at = NEW.vip_expires_at
    WHERE piece = ANY (member_nickname_piece_array(NEW.nickname)) AND member_id = NEW.id;
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

DROP TRIGGER members_nickname_pieces_refile ON members;
CREATE TRIGGER members_nickname_pieces_refile
  AFTER UPDATE OF status, platform, channel, registered_at ON members
  FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.platform IS DISTINCT FROM NEW.platform
    OR OLD.channel IS DISTINCT FROM NEW.channel OR OLD.registered_at IS DISTINCT FROM NEW.registered_at)
  EXECUTE FUNCTION member_nickname_pieces_refile();
CREATE TRIGGER members_nickname_pieces_vip
  AFTER UPDATE OF vip_expires_at ON members
  FOR EACH ROW WHEN (OLD.vip_expires_at IS DISTINCT FROM NEW.vip_expires_at)
  EXECUTE FUNCTION member_nickname_pieces_vip();
