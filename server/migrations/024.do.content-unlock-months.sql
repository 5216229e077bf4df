-- Unlocks per piece of content as running totals by month, for the workplace's popular panel
-- (docs/decisions/0007-popular-panel-months.md). The panel ranks the 7 days ending today against
-- the 7 before; summing their content_unlocks_daily rows read ~8,700 rows (14 days x ~620 pieces of
-- content) on every request. Here one row per content and month holds `cum[k]`, the content's
-- unlocks from the 1st of the month through day k (k = 1..31; days a month lacks repeat its total),
-- so the unlocks of any range inside the month are two array reads (cum[b] - cum[a - 1]) and the
-- 14 days read at most two rows per content (they span at most two months).
--
-- Kept from content_unlocks_daily by statement-level triggers, whatever writes that table (the
-- unlock triggers of 013/018/020 in the unlock's own transaction, the one-pass rebuild): each
-- statement's change of n per day becomes a running delta per content and month added element by
-- element, so the months are always the daily rows regrouped (rollups.test.ts checks it). Emptying
-- the daily table empties this one.
CREATE TABLE content_unlock_months (
  month date NOT NULL,
  content_type text NOT NULL,
  content_id integer NOT NULL,
  cum bigint[] NOT NULL CHECK (array_length(cum, 1) = 31),
  PRIMARY KEY (month, content_type, content_id)
);

-- a + b element by element (both 31 long).
CREATE FUNCTION opsdeck_cum_add(a bigint[], b bigint[]) RETURNS bigint[] LANGUAGE sql IMMUTABLE AS $$
  SELECT ARRAY(SELECT x + y FROM unnest(a, b) AS t(x, y))
$$;

-- Adds changes of content_unlocks_daily (rows with their signed change of n) to the month rows.
CREATE FUNCTION opsdeck_content_unlock_months_add(changes content_unlocks_daily[]) RETURNS void
LANGUAGE sql AS $$
  WITH g AS (
    SELECT date_trunc('month', c.day)::date AS month, c.content_type, c.content_id,
      extract(day FROM c.day)::int AS d, sum(c.n) AS v
    FROM unnest(changes) c GROUP BY 1, 2, 3, 4
  ), running AS (
    SELECT k.month, k.content_type, k.content_id, i,
      sum(COALESCE(g.v, 0)) OVER (PARTITION BY k.month, k.content_type, k.content_id ORDER BY i) AS run
    FROM (SELECT DISTINCT month, content_type, content_id FROM g) k
    CROSS JOIN generate_series(1, 31) i
    LEFT JOIN g ON g.month = k.month AND g.content_type = k.content_type AND g.content_id = k.content_id
      AND g.d = i
  )
  INSERT INTO content_unlock_months (month, content_type, content_id, cum)
  SELECT month, content_type, content_id, array_agg(run::bigint ORDER BY i)
  FROM running GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
  ON CONFLICT (month, content_type, content_id)
    DO UPDATE SET cum = opsdeck_cum_add(content_unlock_months.cum, EXCLUDED.cum);
$$;

CREATE FUNCTION opsdeck_content_unlock_months() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM opsdeck_content_unlock_months_add(ARRAY(SELECT r::content_unlocks_daily FROM new_rows r));
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM opsdeck_content_unlock_months_add(ARRAY(
      SELECT (o.day, o.content_type, o.content_id, -o.n)::content_unlocks_daily FROM old_rows o
      UNION ALL SELECT r::content_unlocks_daily FROM new_rows r));
  ELSE
    PERFORM opsdeck_content_unlock_months_add(ARRAY(
      SELECT (o.day, o.content_type, o.content_id, -o.n)::content_unlocks_daily FROM old_rows o));
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER content_unlocks_months_insert AFTER INSERT ON content_unlocks_daily
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION opsdeck_content_unlock_months();
CREATE TRIGGER content_unlocks_months_update AFTER UPDATE ON content_unlocks_daily
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION opsdeck_content_unlock_months();
CREATE TRIGGER content_unlocks_months_delete AFTER DELETE ON content_unlocks_daily
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION opsdeck_content_unlock_months();

CREATE FUNCTION opsdeck_content_unlock_months_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE content_unlock_months;
  RETURN NULL;
END $$;
CREATE TRIGGER content_unlocks_months_truncate AFTER TRUNCATE ON content_unlocks_daily
  FOR EACH STATEMENT EXECUTE FUNCTION opsdeck_content_unlock_months_truncate();

-- The days counted before this migration.
SELECT opsdeck_content_unlock_months_add(ARRAY(SELECT d FROM content_unlocks_daily d));
ANALYZE content_unlock_months;
