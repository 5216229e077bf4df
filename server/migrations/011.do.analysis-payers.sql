-- Distinct paying members over any range, exact and without counting distinct members at read time.
--
-- analysis_payers_since (since, day, n): how many members paid (an order with an amount) on `day` and
-- on no day in [since, day). The distinct payers of a range [from, to] are then
--   sum(n) WHERE since = from AND day BETWEEN from AND to
-- (each payer is counted once, on their first paying day in the range): at most 366 rows read through
-- the primary key, whatever the number of orders. Ranges are at most 366 days, so only
-- since in [day - 365, day] is kept (366 rows per paying day at most).
-- A member's paying days come from analysis_daily_payers; a new paying day d after the member's
-- previous one p adds 1 for since in (p, d]; a paying day inserted before a later one q (a back-dated
-- payment) moves q's previous day to d, so q loses 1 for since in (p, d]. The same statement-level
-- triggers as the other rollups keep it, in the write's transaction.
CREATE TABLE analysis_payers_since (
  since date NOT NULL,
  day date NOT NULL,
  n bigint NOT NULL DEFAULT 0,
  PRIMARY KEY (since, day)
);

-- Adds a set of (paying day, previous paying day or null, +1/-1) to analysis_payers_since: each
-- counts for since from greatest(previous + 1, day - 365) to day; summed per (day, since) with a
-- running sum per day, so the work is one row per (day, since) touched rather than per payer.
CREATE FUNCTION opsdeck_payers_since_add(days date[], prevs date[], signs integer[]) RETURNS void
LANGUAGE sql AS $$
  WITH delta AS (
    SELECT t.day, t.prev, t.sign FROM unnest(days, prevs, signs) AS t(day, prev, sign)
  ), h AS (
    SELECT day, day - least(coalesce(day - prev - 1, 365), 365) AS lo, sum(sign) AS n
    FROM delta GROUP BY 1, 2
  ), span AS (
    SELECT day, min(lo) AS lo FROM h GROUP BY day
  ), grid AS (
    SELECT span.day, span.day - k AS since FROM span, generate_series(0, span.day - span.lo) k
  ), cum AS (
    SELECT g.day, g.since, sum(coalesce(h.n, 0)) OVER (PARTITION BY g.day ORDER BY g.since) AS n
    FROM grid g LEFT JOIN h ON h.day = g.day AND h.lo = g.since
  )
  INSERT INTO analysis_payers_since (since, day, n)
  SELECT since, day, n FROM cum WHERE n <> 0 ORDER BY 1, 2
  ON CONFLICT (since, day) DO UPDATE SET n = analysis_payers_since.n + EXCLUDED.n;
$$;

-- Orders that became paid in this statement: as before, plus the daily count of payers (metric
-- 'payers') and analysis_payers_since for the paying days that are new.
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

-- Paying days written before this migration.
INSERT INTO analysis_daily (day, metric, dim, value)
SELECT day, 'payers', '', count(*) FROM analysis_daily_payers GROUP BY day
ON CONFLICT (metric, dim, day) DO UPDATE SET value = EXCLUDED.value;
SELECT opsdeck_payers_since_add(array_agg(day), array_agg(prev), array_agg(1))
FROM (
  SELECT day, lag(day) OVER (PARTITION BY member_id ORDER BY day) AS prev FROM analysis_daily_payers
) x
HAVING count(*) > 0;
