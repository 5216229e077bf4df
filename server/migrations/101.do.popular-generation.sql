-- The workplace's popular panel remembered per kind, order and day until what it reads changes
-- (docs/decisions/0007-popular-panel-months.md, amendment of migration 101).
--
-- The panel reads the published wallpapers and templates (title, kind, status, downloads / uses) and
-- the running monthly unlock totals (content_unlock_months, kept by the unlock's own triggers). Any
-- statement that writes one of them adds one to a generation; the server reads the generation before
-- the panel and answers a remembered panel while it has not moved, in this process or, on PostgreSQL,
-- any other. The generation is 16 rows, one per backend (pid modulo 16), summed on read: concurrent
-- unlocks on PostgreSQL do not queue behind one row (every write only ever adds, so the sum moves
-- whenever any of them commits).
CREATE TABLE popular_generation (
  shard smallint PRIMARY KEY CHECK (shard BETWEEN 0 AND 15),
  generation bigint NOT NULL DEFAULT 0
);
INSERT INTO popular_generation (shard) SELECT generate_series(0, 15);

CREATE FUNCTION popular_generation_bump() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE popular_generation SET generation = generation + 1 WHERE shard = pg_backend_pid() % 16;
  RETURN NULL;
END
$$;

CREATE TRIGGER content_unlock_months_popular
  AFTER INSERT OR UPDATE OR DELETE ON content_unlock_months
  FOR EACH STATEMENT EXECUTE FUNCTION popular_generation_bump();
CREATE TRIGGER content_unlock_months_popular_truncate
  AFTER TRUNCATE ON content_unlock_months FOR EACH STATEMENT EXECUTE FUNCTION popular_generation_bump();
CREATE TRIGGER wallpapers_popular
  AFTER INSERT OR DELETE OR UPDATE OF id, title, type, status, downloads ON wallpapers
  FOR EACH STATEMENT EXECUTE FUNCTION popular_generation_bump();
CREATE TRIGGER wallpapers_popular_truncate
  AFTER TRUNCATE ON wallpapers FOR EACH STATEMENT EXECUTE FUNCTION popular_generation_bump();
CREATE TRIGGER templates_popular
  AFTER INSERT OR DELETE OR UPDATE OF id, name, kind, status, uses ON templates
  FOR EACH STATEMENT EXECUTE FUNCTION popular_generation_bump();
CREATE TRIGGER templates_popular_truncate
  AFTER TRUNCATE ON templates FOR EACH STATEMENT EXECUTE FUNCTION popular_generation_bump();
