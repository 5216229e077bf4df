-- Back to the monthly rows without totals (the function as migration 015 made it).
CREATE OR REPLACE FUNCTION opsdeck_monthly_add(deltas analysis_daily[]) RETURNS void LANGUAGE sql AS $$
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
ALTER TABLE analysis_monthly DROP COLUMN IF EXISTS total;
