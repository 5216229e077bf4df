-- The rollups leave the write path (docs/decisions/0006-write-path.md).
--
-- 1. Append-only daily deltas. Every trigger that added to analysis_daily (an upsert of the day's
--    row, which every concurrent writer of that day queued behind, and which fired the monthly chain
--    of migrations 015 and 017 in every write) now appends its rows to analysis_daily_delta, a heap
--    without indexes that concurrent writers never contend on. opsdeck_analysis_fold() moves the
--    pending deltas into analysis_daily in one statement (summed per day, metric and dimension; the
--    monthly rows follow through the triggers of 015), so the monthly chain runs once per fold, not
--    once per write. The readers of analysis_daily and analysis_monthly fold first, so what they read
--    is exact; the server also folds on a timer, so the delta table stays small.
-- 2. Update triggers only where a watched column changes: members, coin_ledger and unlocks get
--    row-level update triggers with a column list and a WHEN (their functions are sums, so a row at a
--    time adds up to the statement's change); a balance or last-active update fires nothing. Orders keep
--    their statement-level trigger (the distinct payers are not a sum of rows; transition tables cannot
--    go with a column list), and the application never updates orders.

CREATE TABLE analysis_daily_delta (
  day date NOT NULL,
  metric text NOT NULL,
  dim text NOT NULL DEFAULT '',
  value bigint NOT NULL
);

-- Moves every pending delta into analysis_daily; answers how many daily rows it changed. A delta
-- summing to 0 still writes its (0) row, as the upserts did, so a fold gives the rows the triggers
-- gave. Concurrent folds on PostgreSQL each move the rows they deleted (a row another fold deleted
-- first is skipped once that fold commits), and upsert the daily rows in key order.
CREATE FUNCTION opsdeck_analysis_fold() RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  n integer;
BEGIN
  IF NOT EXISTS (SELECT 1 FROM analysis_daily_delta) THEN
    RETURN 0;
  END IF;
  WITH moved AS (
    DELETE FROM analysis_daily_delta RETURNING day, metric, dim, value
  ), upserted AS (
    INSERT INTO analysis_daily (day, metric, dim, value)
    SELECT day, metric, dim, sum(value) FROM moved GROUP BY 1, 2, 3 ORDER BY 2, 3, 1
    ON CONFLICT (metric, dim, day) DO UPDATE SET value = analysis_daily.value + EXCLUDED.value
    RETURNING 1
  )
  SELECT count(*) INTO n FROM upserted;
  RETURN n;
END $$;

-- New members (insert trigger of 006).
CREATE OR REPLACE FUNCTION opsdeck_members_rollup() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO analysis_daily_delta (day, metric, dim, value)
  SELECT (registered_at AT TIME ZONE 'Asia/Shanghai')::date, 'members.new', d.dim, count(*)
  FROM new_rows, LATERAL (VALUES (''), ('channel:' || channel), ('platform:' || platform)) d(dim)
  GROUP BY 1, 3;
  RETURN NULL;
END $$;

-- Unlocks per day (insert trigger of 006; the per-content and slot rollups of 013 and 014 unchanged).
CREATE OR REPLACE FUNCTION opsdeck_unlocks_rollup() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO analysis_daily_delta (day, metric, dim, value)
  SELECT (created_at AT TIME ZONE 'Asia/Shanghai')::date, 'unlocks', d.dim, count(*)
  FROM new_rows, LATERAL (VALUES (''), ('via:' || via), ('type:' || content_type)) d(dim)
  GROUP BY 1, 3;
  RETURN NULL;
END $$;

-- The distinct payers of orders that became paid with an amount (011's part of opsdeck_orders_paid):
-- analysis_daily_payers and analysis_payers_since as before, the daily count of payers as a delta.
CREATE FUNCTION opsdeck_orders_paid_payers(paid orders[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  v_days date[];
  v_prevs date[];
  v_signs integer[];
BEGIN
  -- Every sub-statement sees the payers as they were before `fresh` inserted its rows.
  WITH fresh AS (
    INSERT INTO analysis_daily_payers (day, member_id)
    SELECT DISTINCT (o.paid_at AT TIME ZONE 'Asia/Shanghai')::date, o.member_id FROM unnest(paid) o
    WHERE o.amount_cents > 0 ORDER BY 1, 2
    ON CONFLICT DO NOTHING
    RETURNING day, member_id
  ), per_day AS (
    INSERT INTO analysis_daily_delta (day, metric, dim, value)
    SELECT day, 'payers', '', count(*) FROM fresh GROUP BY day
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

-- Orders that became paid (011's version, for any caller): the paid orders and revenue as deltas, then
-- the payers of those with an amount.
CREATE OR REPLACE FUNCTION opsdeck_orders_paid(paid orders[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO analysis_daily_delta (day, metric, dim, value)
  SELECT day, metric, dim, sum(v) FROM (
    SELECT (o.paid_at AT TIME ZONE 'Asia/Shanghai')::date AS day, m.metric, d.dim,
      CASE WHEN m.metric = 'orders.paid' THEN 1 ELSE o.amount_cents END AS v
    FROM unnest(paid) o
    CROSS JOIN (VALUES ('orders.paid'), ('orders.revenue')) m(metric)
    CROSS JOIN LATERAL (VALUES (''), ('kind:' || o.kind), ('channel:' || o.channel)) d(dim)
  ) x GROUP BY 1, 2, 3;
  IF EXISTS (SELECT 1 FROM unnest(paid) o WHERE o.amount_cents > 0) THEN
    PERFORM opsdeck_orders_paid_payers(paid);
  END IF;
END $$;

-- The insert triggers on the re-issue path are row-level (a write inserts one order and one ledger
-- row; a row trigger needs no transition table and its INSERT … VALUES plan is cached). Rows of one
-- statement are taken one after the other, each seeing the payers the rows before it left, which is
-- what inserting them one at a time gives. The bulk seed turns them off as before.
CREATE FUNCTION opsdeck_order_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  d date := (NEW.paid_at AT TIME ZONE 'Asia/Shanghai')::date;
BEGIN
  INSERT INTO analysis_daily_delta (day, metric, dim, value) VALUES
    (d, 'orders.paid', '', 1), (d, 'orders.paid', 'kind:' || NEW.kind, 1),
    (d, 'orders.paid', 'channel:' || NEW.channel, 1), (d, 'orders.revenue', '', NEW.amount_cents),
    (d, 'orders.revenue', 'kind:' || NEW.kind, NEW.amount_cents),
    (d, 'orders.revenue', 'channel:' || NEW.channel, NEW.amount_cents);
  IF NEW.amount_cents > 0 THEN
    PERFORM opsdeck_orders_paid_payers(ARRAY[NEW]::orders[]);
  END IF;
  RETURN NULL;
END $$;
DROP TRIGGER orders_insert_rollup ON orders;
CREATE TRIGGER orders_insert_rollup AFTER INSERT ON orders
  FOR EACH ROW WHEN (NEW.paid_at IS NOT NULL) EXECUTE FUNCTION opsdeck_order_inserted();

CREATE FUNCTION opsdeck_coin_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO analysis_daily_delta (day, metric, dim, value)
  VALUES ((NEW.created_at AT TIME ZONE 'Asia/Shanghai')::date,
    CASE WHEN NEW.delta > 0 THEN 'coins.issued' ELSE 'coins.spent' END, '', abs(NEW.delta));
  RETURN NULL;
END $$;
DROP TRIGGER coin_ledger_rollup ON coin_ledger;
CREATE TRIGGER coin_ledger_rollup AFTER INSERT ON coin_ledger
  FOR EACH ROW EXECUTE FUNCTION opsdeck_coin_inserted();

-- Changed orders (018's version): the paid orders, revenue and the payers' daily count as deltas; the
-- payer pairs and analysis_payers_since as before.
CREATE OR REPLACE FUNCTION opsdeck_orders_changed(gone orders[], came orders[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  c_members integer[];
  c_days date[];
  c_now boolean[];
  v_days date[];
  v_prevs date[];
  v_signs integer[];
BEGIN
  INSERT INTO analysis_daily_delta (day, metric, dim, value)
  SELECT (o.paid_at AT TIME ZONE 'Asia/Shanghai')::date, v.metric, d.dim, sum(v.value)
  FROM (
    SELECT g.paid_at, g.amount_cents, g.kind, g.channel, -1 AS sign FROM unnest(gone) g WHERE g.paid_at IS NOT NULL
    UNION ALL
    SELECT c.paid_at, c.amount_cents, c.kind, c.channel, 1 FROM unnest(came) c WHERE c.paid_at IS NOT NULL
  ) o
  CROSS JOIN LATERAL (VALUES ('orders.paid', o.sign), ('orders.revenue', o.sign * o.amount_cents)) v(metric, value)
  CROSS JOIN LATERAL (VALUES (''), ('kind:' || o.kind), ('channel:' || o.channel)) d(dim)
  GROUP BY 1, 2, 3 HAVING sum(v.value) <> 0;

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
  INSERT INTO analysis_daily_delta (day, metric, dim, value)
  SELECT c.day, 'payers', '', sum(CASE WHEN c.paying THEN 1 ELSE -1 END)
  FROM unnest(c_members, c_days, c_now) c(member_id, day, paying) GROUP BY c.day;

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

-- Changed members, coin ledger rows and unlocks (018's versions): their daily figures as deltas.
CREATE OR REPLACE FUNCTION opsdeck_members_changed(gone members[], came members[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO analysis_daily_delta (day, metric, dim, value)
  SELECT (m.registered_at AT TIME ZONE 'Asia/Shanghai')::date, 'members.new', d.dim, sum(m.sign)
  FROM (
    SELECT g.registered_at, g.channel, g.platform, -1 AS sign FROM unnest(gone) g
    UNION ALL SELECT c.registered_at, c.channel, c.platform, 1 FROM unnest(came) c
  ) m, LATERAL (VALUES (''), ('channel:' || m.channel), ('platform:' || m.platform)) d(dim)
  GROUP BY 1, 3 HAVING sum(m.sign) <> 0;
$$;

CREATE OR REPLACE FUNCTION opsdeck_coins_changed(gone coin_ledger[], came coin_ledger[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO analysis_daily_delta (day, metric, dim, value)
  SELECT (l.created_at AT TIME ZONE 'Asia/Shanghai')::date,
    CASE WHEN l.delta > 0 THEN 'coins.issued' ELSE 'coins.spent' END, '', sum(l.sign * abs(l.delta))
  FROM (
    SELECT g.created_at, g.delta, -1 AS sign FROM unnest(gone) g
    UNION ALL SELECT c.created_at, c.delta, 1 FROM unnest(came) c
  ) l GROUP BY 1, 2 HAVING sum(l.sign * abs(l.delta)) <> 0;
$$;

CREATE OR REPLACE FUNCTION opsdeck_unlocks_changed(gone unlocks[], came unlocks[]) RETURNS void LANGUAGE sql AS $$
  WITH u AS (
    SELECT (x.created_at AT TIME ZONE 'Asia/Shanghai') AS at, x.via, x.content_type, x.content_id, x.sign
    FROM (
      SELECT g.created_at, g.via, g.content_type, g.content_id, -1 AS sign FROM unnest(gone) g
      UNION ALL SELECT c.created_at, c.via, c.content_type, c.content_id, 1 FROM unnest(came) c
    ) x
  ), daily AS (
    INSERT INTO analysis_daily_delta (day, metric, dim, value)
    SELECT u.at::date, 'unlocks', d.dim, sum(u.sign)
    FROM u, LATERAL (VALUES (''), ('via:' || u.via), ('type:' || u.content_type)) d(dim)
    GROUP BY 1, 3 HAVING sum(u.sign) <> 0
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

-- Row-level update triggers with a column list and a WHEN for the tables whose change functions are
-- sums of their rows (same names as 018's statement-level ones, which the bulk seed turns off).
CREATE FUNCTION opsdeck_members_row_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM opsdeck_members_changed(ARRAY[OLD]::members[], ARRAY[NEW]::members[]);
  RETURN NULL;
END $$;
CREATE FUNCTION opsdeck_coins_row_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM opsdeck_coins_changed(ARRAY[OLD]::coin_ledger[], ARRAY[NEW]::coin_ledger[]);
  RETURN NULL;
END $$;
CREATE FUNCTION opsdeck_unlocks_row_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM opsdeck_unlocks_changed(ARRAY[OLD]::unlocks[], ARRAY[NEW]::unlocks[]);
  RETURN NULL;
END $$;

DROP TRIGGER members_update_rollup ON members;
CREATE TRIGGER members_update_rollup AFTER UPDATE OF registered_at, channel, platform ON members
  FOR EACH ROW WHEN ((OLD.registered_at, OLD.channel, OLD.platform) IS DISTINCT FROM (NEW.registered_at, NEW.channel, NEW.platform))
  EXECUTE FUNCTION opsdeck_members_row_changed();
DROP TRIGGER coin_ledger_update_rollup ON coin_ledger;
CREATE TRIGGER coin_ledger_update_rollup AFTER UPDATE OF created_at, delta ON coin_ledger
  FOR EACH ROW WHEN ((OLD.created_at, OLD.delta) IS DISTINCT FROM (NEW.created_at, NEW.delta))
  EXECUTE FUNCTION opsdeck_coins_row_changed();
DROP TRIGGER unlocks_update_rollup ON unlocks;
CREATE TRIGGER unlocks_update_rollup AFTER UPDATE OF created_at, via, content_type, content_id ON unlocks
  FOR EACH ROW WHEN ((OLD.created_at, OLD.via, OLD.content_type, OLD.content_id)
    IS DISTINCT FROM (NEW.created_at, NEW.via, NEW.content_type, NEW.content_id))
  EXECUTE FUNCTION opsdeck_unlocks_row_changed();

-- The one-pass rebuild recomputes from the base tables, which already hold what the pending deltas
-- describe: they are dropped first.
ALTER FUNCTION opsdeck_analysis_rebuild() RENAME TO opsdeck_analysis_rebuild_018;
CREATE FUNCTION opsdeck_analysis_rebuild() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE analysis_daily_delta;
  PERFORM opsdeck_analysis_rebuild_018();
END $$;
