-- The update and delete triggers go with their functions; the update trigger of orders and the
-- rebuild go back to what migrations 006 and 015 made.
DROP FUNCTION IF EXISTS opsdeck_orders_delete_rollup(), opsdeck_members_update_rollup(),
  opsdeck_members_delete_rollup(), opsdeck_coins_update_rollup(), opsdeck_coins_delete_rollup(),
  opsdeck_unlocks_update_rollup(), opsdeck_unlocks_delete_rollup() CASCADE;
DROP FUNCTION IF EXISTS opsdeck_members_add(members[], integer), opsdeck_coins_add(coin_ledger[], integer),
  opsdeck_unlocks_add(unlocks[], integer);
CREATE OR REPLACE FUNCTION opsdeck_orders_update_rollup() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM opsdeck_orders_paid(ARRAY(
    SELECT n::orders FROM new_rows n JOIN old_rows o ON o.id = n.id
    WHERE n.paid_at IS NOT NULL AND o.paid_at IS NULL));
  RETURN NULL;
END $$;
DROP FUNCTION IF EXISTS opsdeck_orders_changed(orders[], orders[]);
CREATE OR REPLACE FUNCTION opsdeck_analysis_rebuild() RETURNS void LANGUAGE plpgsql AS $$
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
