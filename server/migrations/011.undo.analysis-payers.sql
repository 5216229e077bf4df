-- Back to the rollups of the monitor migration.
CREATE OR REPLACE FUNCTION opsdeck_orders_paid(paid orders[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO analysis_daily (day, metric, dim, value)
  SELECT day, metric, dim, sum(v) FROM (
    SELECT (o.paid_at AT TIME ZONE 'Asia/Shanghai')::date AS day, m.metric, d.dim,
      CASE WHEN m.metric = 'orders.paid' THEN 1 ELSE o.amount_cents END AS v
    FROM unnest(paid) o
    CROSS JOIN (VALUES ('orders.paid'), ('orders.revenue')) m(metric)
    CROSS JOIN LATERAL (VALUES (''), ('kind:' || o.kind), ('channel:' || o.channel)) d(dim)
  ) x GROUP BY 1, 2, 3 ORDER BY 2, 3, 1
  ON CONFLICT (metric, dim, day) DO UPDATE SET value = analysis_daily.value + EXCLUDED.value;
  INSERT INTO analysis_daily_payers (day, member_id)
  SELECT DISTINCT (o.paid_at AT TIME ZONE 'Asia/Shanghai')::date, o.member_id FROM unnest(paid) o
  WHERE o.amount_cents > 0 ORDER BY 1, 2
  ON CONFLICT DO NOTHING;
END $$;
DROP FUNCTION IF EXISTS opsdeck_payers_since_add(date[], date[], integer[]);
DROP TABLE IF EXISTS analysis_payers_since;
DELETE FROM analysis_daily WHERE metric = 'payers';
