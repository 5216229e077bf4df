-- The rollups follow every change of a row that feeds them, not only inserts and an order becoming
-- paid: an update takes the old row's contribution out and puts the new row's in, a delete takes the
-- old row's out, in the write's transaction (statement-level triggers, like the insert triggers).
-- Orders: paid_at moved to another day or month, amount, kind, channel or member changed, paid_at
-- cleared, the order deleted. Members: registered_at, channel or platform changed, a member deleted.
-- Coin ledger and unlocks (append-only today): an edited or deleted row. The rebuild also recomputes
-- the unlock rollups of migrations 013 and 014, so the bulk seed can turn their triggers off too.

-- Paid orders and revenue of `gone` (the old rows) out and of `came` (the new rows) in; then the
-- distinct payers: each (member, business day) pair a changed paying order was or is on is a paying
-- day now when the member has an order with an amount paid that day (orders is already written when
-- a statement-level AFTER trigger runs); the pairs whose state changed are added to or removed from
-- analysis_daily_payers and the daily 'payers' count, and analysis_payers_since gets the difference
-- between the changed members' (paying day, previous paying day) pairs after and before.
CREATE FUNCTION opsdeck_orders_changed(gone orders[], came orders[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  c_members integer[];
  c_days date[];
  c_now boolean[];
  v_days date[];
  v_prevs date[];
  v_signs integer[];
BEGIN
  INSERT INTO analysis_daily (day, metric, dim, value)
  SELECT day, metric, dim, sum(v) FROM (
    SELECT (o.paid_at AT TIME ZONE 'Asia/Shanghai')::date AS day, m.metric, d.dim,
      o.sign * CASE WHEN m.metric = 'orders.paid' THEN 1 ELSE o.amount_cents END AS v
    FROM (
      SELECT g.paid_at, g.amount_cents, g.kind, g.channel, -1 AS sign FROM unnest(gone) g WHERE g.paid_at IS NOT NULL
      UNION ALL
      SELECT c.paid_at, c.amount_cents, c.kind, c.channel, 1 FROM unnest(came) c WHERE c.paid_at IS NOT NULL
    ) o
    CROSS JOIN (VALUES ('orders.paid'), ('orders.revenue')) m(metric)
    CROSS JOIN LATERAL (VALUES (''), ('kind:' || o.kind), ('channel:' || o.channel)) d(dim)
  ) x GROUP BY 1, 2, 3 HAVING sum(v) <> 0 ORDER BY 2, 3, 1
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

-- Only the orders whose rollup columns changed (a refund or a status change alone changes nothing).
CREATE OR REPLACE FUNCTION opsdeck_orders_update_rollup() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed_ids integer[];
BEGIN
  changed_ids := ARRAY(
    SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id
    WHERE (o.paid_at, o.amount_cents, o.kind, o.channel, o.member_id)
      IS DISTINCT FROM (n.paid_at, n.amount_cents, n.kind, n.channel, n.member_id));
  IF cardinality(changed_ids) > 0 THEN
    PERFORM opsdeck_orders_changed(
      ARRAY(SELECT o::orders FROM old_rows o WHERE o.id = ANY (changed_ids)),
      ARRAY(SELECT n::orders FROM new_rows n WHERE n.id = ANY (changed_ids)));
  END IF;
  RETURN NULL;
END $$;
CREATE FUNCTION opsdeck_orders_delete_rollup() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM opsdeck_orders_changed(ARRAY(SELECT o::orders FROM old_rows o WHERE o.paid_at IS NOT NULL), '{}');
  RETURN NULL;
END $$;
CREATE TRIGGER orders_delete_rollup AFTER DELETE ON orders REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION opsdeck_orders_delete_rollup();

-- New members per day, channel and platform: `sign` 1 adds the rows, -1 takes them out.
CREATE FUNCTION opsdeck_members_add(changed members[], sign integer) RETURNS void LANGUAGE sql AS $$
  INSERT INTO analysis_daily (day, metric, dim, value)
  SELECT (m.registered_at AT TIME ZONE 'Asia/Shanghai')::date, 'members.new', d.dim, sign * count(*)
  FROM unnest(changed) m, LATERAL (VALUES (''), ('channel:' || m.channel), ('platform:' || m.platform)) d(dim)
  GROUP BY 1, 3 ORDER BY 3, 1
  ON CONFLICT (metric, dim, day) DO UPDATE SET value = analysis_daily.value + EXCLUDED.value;
$$;
CREATE FUNCTION opsdeck_members_update_rollup() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed_ids integer[];
BEGIN
  changed_ids := ARRAY(
    SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id
    WHERE (o.registered_at, o.channel, o.platform) IS DISTINCT FROM (n.registered_at, n.channel, n.platform));
  IF cardinality(changed_ids) > 0 THEN
    PERFORM opsdeck_members_add(ARRAY(SELECT o::members FROM old_rows o WHERE o.id = ANY (changed_ids)), -1);
    PERFORM opsdeck_members_add(ARRAY(SELECT n::members FROM new_rows n WHERE n.id = ANY (changed_ids)), 1);
  END IF;
  RETURN NULL;
END $$;
CREATE FUNCTION opsdeck_members_delete_rollup() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM opsdeck_members_add(ARRAY(SELECT o::members FROM old_rows o), -1);
  RETURN NULL;
END $$;
CREATE TRIGGER members_update_rollup AFTER UPDATE ON members REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION opsdeck_members_update_rollup();
CREATE TRIGGER members_delete_rollup AFTER DELETE ON members REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION opsdeck_members_delete_rollup();

-- Coins issued and spent per day (an update takes all its old rows out and puts the new ones in: the
-- ledger is append-only, so this is for corrections by hand, not a hot path).
CREATE FUNCTION opsdeck_coins_add(changed coin_ledger[], sign integer) RETURNS void LANGUAGE sql AS $$
  INSERT INTO analysis_daily (day, metric, dim, value)
  SELECT (l.created_at AT TIME ZONE 'Asia/Shanghai')::date,
    CASE WHEN l.delta > 0 THEN 'coins.issued' ELSE 'coins.spent' END, '', sign * sum(abs(l.delta))
  FROM unnest(changed) l GROUP BY 1, 2 ORDER BY 2, 1
  ON CONFLICT (metric, dim, day) DO UPDATE SET value = analysis_daily.value + EXCLUDED.value;
$$;
CREATE FUNCTION opsdeck_coins_update_rollup() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM opsdeck_coins_add(ARRAY(SELECT o::coin_ledger FROM old_rows o), -1);
  PERFORM opsdeck_coins_add(ARRAY(SELECT n::coin_ledger FROM new_rows n), 1);
  RETURN NULL;
END $$;
CREATE FUNCTION opsdeck_coins_delete_rollup() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM opsdeck_coins_add(ARRAY(SELECT o::coin_ledger FROM old_rows o), -1);
  RETURN NULL;
END $$;
CREATE TRIGGER coin_ledger_update_rollup AFTER UPDATE ON coin_ledger
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION opsdeck_coins_update_rollup();
CREATE TRIGGER coin_ledger_delete_rollup AFTER DELETE ON coin_ledger REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION opsdeck_coins_delete_rollup();

-- Unlocks per day (and via, content type), per content and day, and per two-hour slot.
CREATE FUNCTION opsdeck_unlocks_add(changed unlocks[], sign integer) RETURNS void LANGUAGE sql AS $$
  INSERT INTO analysis_daily (day, metric, dim, value)
  SELECT (u.created_at AT TIME ZONE 'Asia/Shanghai')::date, 'unlocks', d.dim, sign * count(*)
  FROM unnest(changed) u, LATERAL (VALUES (''), ('via:' || u.via), ('type:' || u.content_type)) d(dim)
  GROUP BY 1, 3 ORDER BY 3, 1
  ON CONFLICT (metric, dim, day) DO UPDATE SET value = analysis_daily.value + EXCLUDED.value;
  INSERT INTO content_unlocks_daily (day, content_type, content_id, n)
  SELECT (u.created_at AT TIME ZONE 'Asia/Shanghai')::date, u.content_type, u.content_id, sign * count(*)
  FROM unnest(changed) u GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
  ON CONFLICT (day, content_type, content_id) DO UPDATE SET n = content_unlocks_daily.n + EXCLUDED.n;
  INSERT INTO analysis_unlock_slots (day, slot, content_type, n)
  SELECT (u.created_at AT TIME ZONE 'Asia/Shanghai')::date,
    (extract(hour FROM u.created_at AT TIME ZONE 'Asia/Shanghai')::int / 2)::smallint, u.content_type,
    sign * count(*)
  FROM unnest(changed) u GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
  ON CONFLICT (day, slot, content_type) DO UPDATE SET n = analysis_unlock_slots.n + EXCLUDED.n;
$$;
CREATE FUNCTION opsdeck_unlocks_update_rollup() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM opsdeck_unlocks_add(ARRAY(SELECT o::unlocks FROM old_rows o), -1);
  PERFORM opsdeck_unlocks_add(ARRAY(SELECT n::unlocks FROM new_rows n), 1);
  RETURN NULL;
END $$;
CREATE FUNCTION opsdeck_unlocks_delete_rollup() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM opsdeck_unlocks_add(ARRAY(SELECT o::unlocks FROM old_rows o), -1);
  RETURN NULL;
END $$;
CREATE TRIGGER unlocks_update_rollup AFTER UPDATE ON unlocks
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION opsdeck_unlocks_update_rollup();
CREATE TRIGGER unlocks_delete_rollup AFTER DELETE ON unlocks REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION opsdeck_unlocks_delete_rollup();

-- Recomputes every rollup from the base tables in one pass, now with the unlock rollups of
-- migrations 013 (per content and day) and 014 (per two-hour slot) as well.
CREATE OR REPLACE FUNCTION opsdeck_analysis_rebuild() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE analysis_daily, analysis_daily_payers, analysis_payers_since, analysis_monthly,
    content_unlocks_daily, analysis_unlock_slots;
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
  INSERT INTO content_unlocks_daily (day, content_type, content_id, n)
  SELECT (created_at AT TIME ZONE 'Asia/Shanghai')::date, content_type, content_id, count(*)
  FROM unlocks GROUP BY 1, 2, 3;
  INSERT INTO analysis_unlock_slots (day, slot, content_type, n)
  SELECT (created_at AT TIME ZONE 'Asia/Shanghai')::date,
    (extract(hour FROM created_at AT TIME ZONE 'Asia/Shanghai')::int / 2)::smallint, content_type, count(*)
  FROM unlocks GROUP BY 1, 2, 3;
END $$;
