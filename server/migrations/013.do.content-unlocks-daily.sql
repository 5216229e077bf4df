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

CREATE FUNCTION opsdeck_content_unlocks_rollup() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO content_unlocks_daily (day, content_type, content_id, n)
  SELECT (created_at AT TIME ZONE 'Asia/Shanghai')::date, content_type, content_id, count(*)
  FROM new_rows GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
  ON CONFLICT (day, content_type, content_id) DO UPDATE SET n = content_unlocks_daily.n + EXCLUDED.n;
  RETURN NULL;
END $$;
CREATE TRIGGER unlocks_content_rollup AFTER INSERT ON unlocks REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION opsdeck_content_unlocks_rollup();

-- Unlocks written before this migration.
INSERT INTO content_unlocks_daily (day, content_type, content_id, n)
SELECT (created_at AT TIME ZONE 'Asia/Shanghai')::date, content_type, content_id, count(*)
FROM unlocks GROUP BY 1, 2, 3;
