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

-- New members per day, channel and platform.
CREATE FUNCTION opsdeck_members_changed(gone members[], came members[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO analysis_daily (day, metric, dim, value)
  SELECT (m.registered_at AT TIME ZONE 'Asia/Shanghai')::date, 'members.new', d.dim, sum(m.sign)
  FROM (
    SELECT g.registered_at, g.channel, g.platform, -1 AS sign FROM unnest(gone) g
    UNION ALL SELECT c.registered_at, c.channel, c.platform, 1 FROM unnest(came) c
  ) m, LATERAL (VALUES (''), ('channel:' || m.channel), ('platform:' || m.platform)) d(dim)
  GROUP BY 1, 3 HAVING sum(m.sign) <> 0 ORDER BY 3, 1
  ON CONFLICT (metric, dim, day) DO UPDATE SET value = analysis_daily.value + EXCLUDED.value;
$$;

-- Coins issued and spent per day.
CREATE FUNCTION opsdeck_coins_changed(gone coin_ledger[], came coin_ledger[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO analysis_daily (day, metric, dim, value)
  SELECT (l.created_at AT TIME ZONE 'Asia/Shanghai')::date,
    CASE WHEN l.delta > 0 THEN 'coins.issued' ELSE 'coins.spent' END, '', sum(l.sign * abs(l.delta))
  FROM (
    SELECT g.created_at, g.delta, -1 AS sign FROM unnest(gone) g
    UNION ALL SELECT c.created_at, c.delta, 1 FROM unnest(came) c
  ) l GROUP BY 1, 2 HAVING sum(l.sign * abs(l.delta)) <> 0 ORDER BY 2, 1
  ON CONFLICT (metric, dim, day) DO UPDATE SET value = analysis_daily.value + EXCLUDED.value;
$$;

-- Unlocks per day (and via, content type), per content and day (013) and per two-hour slot (014).
CREATE FUNCTION opsdeck_unlocks_changed(gone unlocks[], came unlocks[]) RETURNS void LANGUAGE sql AS $$
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

-- The update and delete triggers of every table that feeds a rollup. TG_ARGV[0] is the table's
-- function of (old rows, new rows) above; TG_ARGV[1] the columns it reads, so an update that changes
-- none of them (a refund, a balance, a last active time) passes it no rows. A PL/pgSQL trigger's
-- transition tables are visible to its EXECUTE statements.
CREATE FUNCTION opsdeck_rollup_rows_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed text := '';
  came text := '''{}''';
BEGIN
  IF TG_OP = 'UPDATE' THEN
    changed := format(
      ' WHERE r.id IN (SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE (%s) IS DISTINCT FROM (%s))',
      regexp_replace(TG_ARGV[1], '(\w+)', 'o.\1', 'g'), regexp_replace(TG_ARGV[1], '(\w+)', 'n.\1', 'g'));
    came := format('ARRAY(SELECT r::%I FROM new_rows r%s)', TG_TABLE_NAME, changed);
  END IF;
  EXECUTE format('SELECT %I(ARRAY(SELECT r::%I FROM old_rows r%s), %s)', TG_ARGV[0], TG_TABLE_NAME, changed, came);
  RETURN NULL;
END $$;

-- The update trigger of orders (migration 006 handled only paid_at set from null) now takes every
-- change of the columns the rollups read; opsdeck_orders_update_rollup() stays for the undo. Each
-- table that feeds a rollup gets <table>_update_rollup and <table>_delete_rollup.
DROP TRIGGER orders_update_rollup ON orders;
DO $$
DECLARE
  t record;
BEGIN
  FOR t IN SELECT * FROM (VALUES
    ('orders', 'opsdeck_orders_changed', 'paid_at, amount_cents, kind, channel, member_id'),
    ('members', 'opsdeck_members_changed', 'registered_at, channel, platform'),
    ('coin_ledger', 'opsdeck_coins_changed', 'created_at, delta'),
    ('unlocks', 'opsdeck_unlocks_changed', 'created_at, via, content_type, content_id')
  ) x(tab, fn, cols) LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows '
      'FOR EACH STATEMENT EXECUTE FUNCTION opsdeck_rollup_rows_changed(%L, %L)', t.tab || '_update_rollup', t.tab,
      t.fn, t.cols);
    EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS old_rows '
      'FOR EACH STATEMENT EXECUTE FUNCTION opsdeck_rollup_rows_changed(%L)', t.tab || '_delete_rollup', t.tab, t.fn);
  END LOOP;
END $$;

-- The one-pass rebuild (migration 015) now also recomputes the unlock rollups of 013 and 014.
ALTER FUNCTION opsdeck_analysis_rebuild() RENAME TO opsdeck_analysis_daily_rebuild;
CREATE FUNCTION opsdeck_analysis_rebuild() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM opsdeck_analysis_daily_rebuild();
  TRUNCATE content_unlocks_daily, analysis_unlock_slots;
  INSERT INTO content_unlocks_daily (day, content_type, content_id, n)
  SELECT (created_at AT TIME ZONE 'Asia/Shanghai')::date, content_type, content_id, count(*)
  FROM unlocks GROUP BY 1, 2, 3;
  INSERT INTO analysis_unlock_slots (day, slot, content_type, n)
  SELECT (created_at AT TIME ZONE 'Asia/Shanghai')::date,
    (extract(hour FROM created_at AT TIME ZONE 'Asia/Shanghai')::int / 2)::smallint, content_type, count(*)
  FROM unlocks GROUP BY 1, 2, 3;
END $$;
