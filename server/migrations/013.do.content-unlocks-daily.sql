-- Unlocks per piece of content and business day (UTC+8): the workplace's popular content ranks a
-- period and the one before it from these rows (one row per content unlocked on a day, a few hundred
-- a day at most), whatever the number of unlocks. Kept by a statement-level trigger in the unlock's
-- own transaction, like the other daily rollups, so it is exact at all times. Unlocks are never
-- updated or deleted; a deleted wallpaper or template keeps its rows (readers join the content).
CREATE TABLE content_unlocks_daily (
  day date NOT NULL,
  content_type text NOT NULL CHECK (content_type IN ('wallpaper', 'template')),
  content_id integer NOT NULL,
  n bigint NOT NULL DEFAULT 0,
  PRIMARY KEY (day, content_type, content_id)
);

-- Adds unlocks to the per-content days (from the trigger, and once for the rows already there).
CREATE FUNCTION opsdeck_content_unlocks_add(added unlocks[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO content_unlocks_daily (day, content_type, content_id, n)
  SELECT (u.created_at AT TIME ZONE 'Asia/Shanghai')::date, u.content_type, u.content_id, count(*)
  FROM unnest(added) u GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
  ON CONFLICT (day, content_type, content_id) DO UPDATE SET n = content_unlocks_daily.n + EXCLUDED.n;
$$;
CREATE FUNCTION opsdeck_content_unlocks_rollup() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM opsdeck_content_unlocks_add(ARRAY(SELECT n::unlocks FROM new_rows n));
  RETURN NULL;
END $$;
CREATE TRIGGER unlocks_content_rollup AFTER INSERT ON unlocks REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION opsdeck_content_unlocks_rollup();

-- Unlocks written before this migration.
SELECT opsdeck_content_unlocks_add(ARRAY(SELECT u FROM unlocks u));
