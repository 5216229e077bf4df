-- Back to the upserts of migrations 006, 011 and 018: the pending deltas are folded in first, the
-- row-level update triggers go back to 018's statement-level ones.
SELECT opsdeck_analysis_fold();
DROP FUNCTION opsdeck_analysis_rebuild();
ALTER FUNCTION opsdeck_analysis_rebuild_018() RENAME TO opsdeck_analysis_rebuild;
DROP TRIGGER orders_insert_rollup ON orders;
CREATE TRIGGER orders_insert_rollup AFTER INSERT ON orders REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION opsdeck_orders_insert_rollup();
DROP TRIGGER coin_ledger_rollup ON coin_ledger;
CREATE TRIGGER coin_ledger_rollup AFTER INSERT ON coin_ledger REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION opsdeck_coins_rollup();
DROP TRIGGER members_update_rollup ON members;
DROP TRIGGER coin_ledger_update_rollup ON coin_ledger;
DROP TRIGGER unlocks_update_rollup ON unlocks;
DROP FUNCTION opsdeck_members_row_changed(), opsdeck_coins_row_changed(), opsdeck_unlocks_row_changed();
CREATE TRIGGER members_update_rollup AFTER UPDATE ON members REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION opsdeck_rollup_rows_changed('opsdeck_members_changed', 'registered_at, channel, platform');
CREATE TRIGGER coin_ledger_update_rollup AFTER UPDATE ON coin_ledger REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION opsdeck_rollup_rows_changed('opsdeck_coins_changed', 'created_at, delta');
CREATE TRIGGER unlocks_update_rollup AFTER UPDATE ON unlocks REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION opsdeck_rollup_rows_changed('opsdeck_unlocks_changed', 'created_at, via, content_type, content_id');

CREATE OR REPLACE FUNCTION opsdeck_members_rollup() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO analysis_daily (day, metric, dim, value)
  SELECT (registered_at AT TIME ZONE 'Asia/Shanghai')::date, 'members.new', d.dim, count(*)
  FROM new_rows, LATERAL (VALUES (''), ('channel:' || channel), ('platform:' || platform)) d(dim)
  GROUP BY 1, 3 ORDER BY 3, 1
  ON CONFLICT (metric, dim, day) DO UPDATE SET value = analysis_daily.value + EXCLUDED.value;
  RETURN NULL;
END $$;
CREATE OR REPLACE FUNCTION opsdeck_coins_rollup() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO analysis_daily (day, metric, dim, value)
  SELECT (created_at AT TIME ZONE 'Asia/Shanghai')::date,
    CASE WHEN delta > 0 THEN 'coins.issued' ELSE 'coins.spent' END, '', sum(abs(delta))
  FROM new_rows GROUP BY 1, 2 ORDER BY 2, 1
  ON CONFLICT (metric, dim, day) DO UPDATE SET value = analysis_daily.value + EXCLUDED.value;
  RETURN NULL;
END $$;
CREATE OR REPLACE FUNCTION opsdeck_unlocks_rollup() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO analysis_daily (day, metric, dim, value)
  SELECT (created_at AT TIME ZONE 'Asia/Shanghai')::date, 'unlocks', d.dim, count(*)
  FROM new_rows, LATERAL (VALUES (''), ('via:' || via), ('type:' || content_type)) d(dim)
  GROUP BY 1, 3 ORDER BY 3, 1
  ON CONFLICT (metric, dim, day) DO UPDATE SET value = analysis_daily.value + EXCLUDED.value;
  RETURN NULL;
END $$;
CREATE OR REPLACE FUNCTION opsdeck_orders_paid(paid orders[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  v_days date[];
  v_prevs date[];
  v_signs integer[];
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
  -- Every sub-statement sees the payers as they were before `fresh` inserted its rows.
  WITH fresh AS (
    INSERT INTO analysis_daily_payers (day, member_id)
    SELECT DISTINCT (o.paid_at AT TIME ZONE 'Asia/Shanghai')::date, o.member_id FROM unnest(paid) o
    WHERE o.amount_cents > 0 ORDER BY 1, 2
    ON CONFLICT DO NOTHING
    RETURNING day, member_id
  ), per_day AS (
    INSERT INTO analysis_daily (day, metric, dim, value)
    SELECT day, 'payers', '', count(*) FROM fresh GROUP BY day ORDER BY day
    ON CONFLICT (metric, dim, day) DO UPDATE SET value = analysis_daily.value + EXCLUDED.value
  ), days AS (
    SELECT a.member_id, a.day, false AS fresh FROM analysis_daily_payers a
    WHERE a.member_id IN (SELECT member_id FROM fresh)
    UNION ALL
    SELECT member_id, day, true FROM fresh
  ), now_prev AS (
    SELECT member_id, day, fresh, lag(day) OVER (PARTITION BY member_id ORDER BY day) AS prev FROM days
  ), old_prev AS (
    SELECT member_id, day, lag(day) OVER (PARTITION BY member_id ORDER BY day) AS prev FROM days
    WHERE NOT fresh
  ), delta AS (
    SELECT day, prev, 1 AS sign FROM now_prev WHERE fresh
    UNION ALL
    SELECT n.day, x.prev, x.sign FROM now_prev n JOIN old_prev o USING (member_id, day)
    CROSS JOIN LATERAL (VALUES (o.prev, -1), (n.prev, 1)) x(prev, sign)
    WHERE n.prev IS DISTINCT FROM o.prev
  )
  SELECT array_agg(day), array_agg(prev), array_agg(sign) INTO v_days, v_prevs, v_signs FROM delta;
  IF v_days IS NOT NULL THEN
    PERFORM opsdeck_payers_since_add(v_days, v_prevs, v_signs);
  END IF;
END $$;
CREATE OR REPLACE FUNCTION opsdeck_orders_changed(gone orders[], came orders[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  c_members integer[];
  c_days date[];
  c_now boolean[];
  v_days date[];
  v_prevs date[];
  v_signs integer[];
BEGIN
  INSERT INTO analysis_daily (day, metric, dim, value)
  SELECT (o.paid_at AT TIME ZONE 'Asia/Shanghai')::date, v.metric, d.dim, sum(v.value)
  FROM (
    SELECT g.paid_at, g.amount_cents, g.kind, g.channel, -1 AS sign FROM unnest(gone) g WHERE g.paid_at IS NOT NULL
    UNION ALL
    SELECT c.paid_at, c.amount_cents, c.kind, c.channel, 1 FROM unnest(came) c WHERE c.paid_at IS NOT NULL
  ) o
  CROSS JOIN LATERAL (VALUES ('orders.paid', o.sign), ('orders.revenue', o.sign * o.amount_cents)) v(metric, value)
  CROSS JOIN LATERAL (VALUES (''), ('kind:' || o.kind), ('channel:' || o.channel)) d(dim)
  GROUP BY 1, 2, 3 HAVING sum(v.value) <> 0 ORDER BY 2, 3, 1
  ON CONFLICT (metric, dim, day) DO UPDATE SET value = analysis_daily.value + EXCLUDED.value;

  SELECT array_agg(member_id), array_agg(day), array_agg(paying) INTO c_members, c_days, c_now
  FROM (
    SELECT p.member_id, p.day,
      EXISTS (SELECT 1 FROM analysis_daily_payers a WHERE a.day = p.day AND a.member_id = p.member_id) AS was,
      EXISTS (SELECT 1 FROM orders o WHERE o.member_id = p.member_id AND o.amount_cents > 0
        AND (o.paid_at AT TIME ZONE 'Asia/Shanghai')::date = p.day) AS paying
    FROM (
      SELECT g.member_id, (g.paid_at AT TIME ZONE 'Asia/Shanghai')::date AS day FROM unnest(gone) g
      WHERE g.paid_at IS NOT NULL AND g.amount_cents > 0
      UNION
      SELECT c.member_id, (c.paid_at AT TIME ZONE 'Asia/Shanghai')::date FROM unnest(came) c
      WHERE c.paid_at IS NOT NULL AND c.amount_cents > 0
    ) p
  ) s WHERE was <> paying;
  IF c_members IS NULL THEN
    RETURN;
  END IF;

  DELETE FROM analysis_daily_payers a USING unnest(c_members, c_days, c_now) c(member_id, day, paying)
  WHERE NOT c.paying AND a.day = c.day AND a.member_id = c.member_id;
  INSERT INTO analysis_daily_payers (day, member_id)
  SELECT c.day, c.member_id FROM unnest(c_members, c_days, c_now) c(member_id, day, paying) WHERE c.paying
  ORDER BY 1, 2;
  INSERT INTO analysis_daily (day, metric, dim, value)
  SELECT c.day, 'payers', '', sum(CASE WHEN c.paying THEN 1 ELSE -1 END)
  FROM unnest(c_members, c_days, c_now) c(member_id, day, paying) GROUP BY c.day ORDER BY c.day
  ON CONFLICT (metric, dim, day) DO UPDATE SET value = analysis_daily.value + EXCLUDED.value;

  -- the changed members' paying days now (from their orders, through the member index) and before
  -- (now, less the days added, plus the days removed); identical (day, previous day) pairs cancel
  WITH c AS (
    SELECT * FROM unnest(c_members, c_days, c_now) c(member_id, day, paying)
  ), now_days AS (
    SELECT DISTINCT o.member_id, (o.paid_at AT TIME ZONE 'Asia/Shanghai')::date AS day FROM orders o
    WHERE o.member_id = ANY (c_members) AND o.paid_at IS NOT NULL AND o.amount_cents > 0
  ), before_days AS (
    SELECT n.member_id, n.day FROM now_days n
    WHERE NOT EXISTS (SELECT 1 FROM c WHERE c.paying AND c.member_id = n.member_id AND c.day = n.day)
    UNION ALL
    SELECT c.member_id, c.day FROM c WHERE NOT c.paying
  ), pairs AS (
    SELECT day, lag(day) OVER (PARTITION BY member_id ORDER BY day) AS prev, 1 AS sign FROM now_days
    UNION ALL
    SELECT day, lag(day) OVER (PARTITION BY member_id ORDER BY day), -1 FROM before_days
  )
  SELECT array_agg(day), array_agg(prev), array_agg(sign) INTO v_days, v_prevs, v_signs
  FROM (SELECT day, prev, sum(sign)::integer AS sign FROM pairs GROUP BY 1, 2 HAVING sum(sign) <> 0) d;
  IF v_days IS NOT NULL THEN
    PERFORM opsdeck_payers_since_add(v_days, v_prevs, v_signs);
  END IF;
END $$;
CREATE OR REPLACE FUNCTION opsdeck_members_changed(gone members[], came members[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO analysis_daily (day, metric, dim, value)
  SELECT (m.registered_at AT TIME ZONE 'Asia/Shanghai')::date, 'members.new', d.dim, sum(m.sign)
  FROM (
    SELECT g.registered_at, g.channel, g.platform, -1 AS sign FROM unnest(gone) g
    UNION ALL SELECT c.registered_at, c.channel, c.platform, 1 FROM unnest(came) c
  ) m, LATERAL (VALUES (''), ('channel:' || m.channel), ('platform:' || m.platform)) d(dim)
  GROUP BY 1, 3 HAVING sum(m.sign) <> 0 ORDER BY 3, 1
  ON CONFLICT (metric, dim, day) DO UPDATE SET value = analysis_daily.value + EXCLUDED.value;
$$;
CREATE OR REPLACE FUNCTION opsdeck_coins_changed(gone coin_ledger[], came coin_ledger[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO analysis_daily (day, metric, dim, value)
  SELECT (l.created_at AT TIME ZONE 'Asia/Shanghai')::date,
    CASE WHEN l.delta > 0 THEN 'coins.issued' ELSE 'coins.spent' END, '', sum(l.sign * abs(l.delta))
  FROM (
    SELECT g.created_at, g.delta, -1 AS sign FROM unnest(gone) g
    UNION ALL SELECT c.created_at, c.delta, 1 FROM unnest(came) c
  ) l GROUP BY 1, 2 HAVING sum(l.sign * abs(l.delta)) <> 0 ORDER BY 2, 1
  ON CONFLICT (metric, dim, day) DO UPDATE SET value = analysis_daily.value + EXCLUDED.value;
$$;
CREATE OR REPLACE FUNCTION opsdeck_unlocks_changed(gone unlocks[], came unlocks[]) RETURNS void LANGUAGE sql AS $$
  WITH u AS (
    SELECT (x.created_at AT TIME ZONE 'Asia/Shanghai') AS at, x.via, x.content_type, x.content_id, x.sign
    FROM (
      SELECT g.created_at, g.via, g.content_type, g.content_id, -1 AS sign FROM unnest(gone) g
      UNION ALL SELECT c.created_at, c.via, c.content_type, c.content_id, 1 FROM unnest(came) c
    ) x
  ), daily AS (
    INSERT INTO analysis_daily (day, metric, dim, value)
    SELECT u.at::date, 'unlocks', d.dim, sum(u.sign)
    FROM u, LATERAL (VALUES (''), ('via:' || u.via), ('type:' || u.content_type)) d(dim)
    GROUP BY 1, 3 HAVING sum(u.sign) <> 0 ORDER BY 3, 1
    ON CONFLICT (metric, dim, day) DO UPDATE SET value = analysis_daily.value + EXCLUDED.value
  ), per_content AS (
    INSERT INTO content_unlocks_daily (day, content_type, content_id, n)
    SELECT u.at::date, u.content_type, u.content_id, sum(u.sign) FROM u
    GROUP BY 1, 2, 3 HAVING sum(u.sign) <> 0 ORDER BY 1, 2, 3
    ON CONFLICT (day, content_type, content_id) DO UPDATE SET n = content_unlocks_daily.n + EXCLUDED.n
  )
  INSERT INTO analysis_unlock_slots (day, slot, content_type, n)
  SELECT u.at::date, (extract(hour FROM u.at)::int / 2)::smallint, u.content_type, sum(u.sign) FROM u
  GROUP BY 1, 2, 3 HAVING sum(u.sign) <> 0 ORDER BY 1, 2, 3
  ON CONFLICT (day, slot, content_type) DO UPDATE SET n = analysis_unlock_slots.n + EXCLUDED.n;
$$;

DROP FUNCTION opsdeck_order_inserted(), opsdeck_coin_inserted(), opsdeck_orders_paid_payers(orders[]);
DROP FUNCTION opsdeck_analysis_fold();
DROP TABLE analysis_daily_delta;
