-- The content panels of the analysis screens, and the playing time of video content.

-- Unlocks per two-hour slot of the business day (UTC+8): slot 0 is 00:00-01:59, slot 11 is
-- 22:00-23:59; one row per (day, slot, content type). Kept by a statement-level trigger in the
-- unlock's transaction like the daily rollups, so the period analysis reads at most 366 x 12 x 2
-- rows through the primary key whatever the number of unlocks.
CREATE TABLE analysis_unlock_slots (
  day date NOT NULL,
  slot smallint NOT NULL CHECK (slot BETWEEN 0 AND 11),
  content_type text NOT NULL,
  n bigint NOT NULL DEFAULT 0,
  PRIMARY KEY (day, slot, content_type)
);

CREATE FUNCTION opsdeck_unlock_slots_rollup() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO analysis_unlock_slots (day, slot, content_type, n)
  SELECT (created_at AT TIME ZONE 'Asia/Shanghai')::date,
    (extract(hour FROM created_at AT TIME ZONE 'Asia/Shanghai')::int / 2)::smallint, content_type, count(*)
  FROM new_rows GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
  ON CONFLICT (day, slot, content_type) DO UPDATE SET n = analysis_unlock_slots.n + EXCLUDED.n;
  RETURN NULL;
END $$;
CREATE TRIGGER unlocks_slot_rollup AFTER INSERT ON unlocks REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION opsdeck_unlock_slots_rollup();

-- Unlocks written before this migration.
INSERT INTO analysis_unlock_slots (day, slot, content_type, n)
SELECT (created_at AT TIME ZONE 'Asia/Shanghai')::date,
  (extract(hour FROM created_at AT TIME ZONE 'Asia/Shanghai')::int / 2)::smallint, content_type, count(*)
FROM unlocks GROUP BY 1, 2, 3;

-- Playing time in seconds of a video (live) wallpaper; null for a still one or when unknown.
ALTER TABLE wallpapers ADD COLUMN duration_seconds integer
  CHECK (duration_seconds IS NULL OR duration_seconds BETWEEN 1 AND 3600);
