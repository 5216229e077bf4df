-- Month totals on the monthly rollup rows, so a range's whole months are summed without their days.
--
-- analysis_monthly.total is the sum of the row's `days`, kept by the same statement-level triggers on
-- analysis_daily in the write's transaction (opsdeck_monthly_add adds each statement's delta to the
-- days and to the total together), so it is always exactly the month's daily values added up. The
-- overview reads a previous range's whole months as one summed total per figure instead of 31 days each.
ALTER TABLE analysis_monthly ADD COLUMN total bigint NOT NULL DEFAULT 0;
UPDATE analysis_monthly SET total = (SELECT coalesce(sum(v), 0) FROM unnest(days) v);

CREATE OR REPLACE FUNCTION opsdeck_monthly_add(deltas analysis_daily[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO analysis_monthly AS m (metric, dim, month, days, total)
  SELECT g.metric, g.dim, g.month,
    ARRAY(SELECT coalesce(sum(d.value) FILTER (WHERE d.day = g.month + k - 1), 0)::bigint
      FROM generate_series(1, 31) k CROSS JOIN unnest(g.rows) d GROUP BY k ORDER BY k),
    (SELECT coalesce(sum(d.value), 0)::bigint FROM unnest(g.rows) d)
  FROM (
    SELECT d.metric, d.dim, date_trunc('month', d.day)::date AS month, array_agg(d) AS rows
    FROM unnest(deltas) d WHERE d.value <> 0 GROUP BY 1, 2, 3
  ) g
  ORDER BY 1, 2, 3
  ON CONFLICT (metric, dim, month) DO UPDATE SET days = ARRAY(
    SELECT a + b FROM unnest(m.days, EXCLUDED.days) WITH ORDINALITY t(a, b, i) ORDER BY i),
    total = m.total + EXCLUDED.total;
$$;
