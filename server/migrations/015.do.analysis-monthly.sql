-- Monthly rows of the daily rollups, so a year is read in 13 rows per figure instead of 366.
--
-- analysis_monthly (metric, dim, month, days): `days[k]` is analysis_daily's value of that metric and
-- dimension on day k of the month (31 elements; the days a month lacks stay 0). Statement-level
-- triggers on analysis_daily keep it in the same transaction as the write that changed the daily row
-- (insert, upsert, update or delete), so it is always exactly the daily table regrouped by month.
CREATE TABLE analysis_monthly (
  metric text NOT NULL,
  dim text NOT NULL DEFAULT '',
  month date NOT NULL CHECK (extract(day FROM month) = 1),
  days bigint[] NOT NULL CHECK (cardinality(days) = 31),
  PRIMARY KEY (metric, dim, month)
);

-- Adds daily deltas (analysis_daily rows whose value is the change) to their months: one 31-element
-- delta array per (metric, dim, month), added element by element to the stored row.
CREATE FUNCTION opsdeck_monthly_add(deltas analysis_daily[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO analysis_monthly AS m (metric, dim, month, days)
  SELECT g.metric, g.dim, g.month,
    ARRAY(SELECT coalesce(sum(d.value) FILTER (WHERE d.day = g.month + k - 1), 0)::bigint
      FROM generate_series(1, 31) k CROSS JOIN unnest(g.rows) d GROUP BY k ORDER BY k)
  FROM (
    SELECT d.metric, d.dim, date_trunc('month', d.day)::date AS month, array_agg(d) AS rows
    FROM unnest(deltas) d WHERE d.value <> 0 GROUP BY 1, 2, 3
  ) g
  ORDER BY 1, 2, 3
  ON CONFLICT (metric, dim, month) DO UPDATE SET days = ARRAY(
    SELECT a + b FROM unnest(m.days, EXCLUDED.days) WITH ORDINALITY t(a, b, i) ORDER BY i);
$$;

CREATE FUNCTION opsdeck_daily_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM opsdeck_monthly_add(ARRAY(SELECT n::analysis_daily FROM new_rows n));
  RETURN NULL;
END $$;
CREATE FUNCTION opsdeck_daily_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- the key columns never change (the upserts update value only); a key change counts as both moves
  PERFORM opsdeck_monthly_add(ARRAY(
    SELECT ROW(n.day, n.metric, n.dim, n.value)::analysis_daily FROM new_rows n
    UNION ALL
    SELECT ROW(o.day, o.metric, o.dim, -o.value)::analysis_daily FROM old_rows o));
  RETURN NULL;
END $$;
CREATE FUNCTION opsdeck_daily_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM opsdeck_monthly_add(ARRAY(SELECT ROW(o.day, o.metric, o.dim, -o.value)::analysis_daily FROM old_rows o));
  RETURN NULL;
END $$;
CREATE TRIGGER analysis_daily_monthly_insert AFTER INSERT ON analysis_daily REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION opsdeck_daily_inserted();
CREATE TRIGGER analysis_daily_monthly_update AFTER UPDATE ON analysis_daily
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION opsdeck_daily_updated();
CREATE TRIGGER analysis_daily_monthly_delete AFTER DELETE ON analysis_daily REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION opsdeck_daily_deleted();

-- Recomputes every rollup from the base tables in one pass (set-based; the bulk seed loads its rows
-- with the per-statement rollup triggers off and calls this once at the end). The result is what the
-- triggers would have kept; a test compares the two.
CREATE FUNCTION opsdeck_analysis_rebuild() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE analysis_daily, analysis_daily_payers, analysis_payers_since, analysis_monthly;
  INSERT INTO analysis_daily (day, metric, dim, value)
  SELECT (registered_at AT TIME ZONE 'Asia/Shanghai')::date, 'members.new', d.dim, count(*)
  FROM members, LATERAL (VALUES (''), ('channel:' || channel), ('platform:' || platform)) d(dim)
  GROUP BY 1, 3
  UNION ALL
  SELECT day, metric, dim, sum(v) FROM (
    SELECT (o.paid_at AT TIME ZONE 'Asia/Shanghai')::date AS day, m.metric, d.dim,
      CASE WHEN m.metric = 'orders.paid' THEN 1 ELSE o.amount_cents END AS v
    FROM orders o
    CROSS JOIN (VALUES ('orders.paid'), ('orders.revenue')) m(metric)
    CROSS JOIN LATERAL (VALUES (''), ('kind:' || o.kind), ('channel:' || o.channel)) d(dim)
    WHERE o.paid_at IS NOT NULL
  ) x GROUP BY 1, 2, 3
  UNION ALL
  SELECT (created_at AT TIME ZONE 'Asia/Shanghai')::date,
    CASE WHEN delta > 0 THEN 'coins.issued' ELSE 'coins.spent' END, '', sum(abs(delta))
  FROM coin_ledger GROUP BY 1, 2
  UNION ALL
  SELECT (created_at AT TIME ZONE 'Asia/Shanghai')::date, 'unlocks', d.dim, count(*)
  FROM unlocks, LATERAL (VALUES (''), ('via:' || via), ('type:' || content_type)) d(dim)
  GROUP BY 1, 3;
  INSERT INTO analysis_daily_payers (day, member_id)
  SELECT DISTINCT (paid_at AT TIME ZONE 'Asia/Shanghai')::date, member_id FROM orders
  WHERE paid_at IS NOT NULL AND amount_cents > 0;
  INSERT INTO analysis_daily (day, metric, dim, value)
  SELECT day, 'payers', '', count(*) FROM analysis_daily_payers GROUP BY day;
  PERFORM opsdeck_payers_since_add(array_agg(day), array_agg(prev), array_agg(1))
  FROM (
    SELECT day, lag(day) OVER (PARTITION BY member_id ORDER BY day) AS prev FROM analysis_daily_payers
  ) x
  HAVING count(*) > 0;
END $$;

-- The months of the daily rows written before this migration.
SELECT opsdeck_monthly_add(ARRAY(SELECT d FROM analysis_daily d));
