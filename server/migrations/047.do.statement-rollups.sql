-- Rollups per statement for set-based writes (docs/decisions/0005-reissue-jobs.md). The insert
-- triggers of orders and coin_ledger (migration 020) and the audit notify (006) run once per row:
-- right for a single re-issue (one row per statement), but a re-issue job's batch inserts a hundred
-- rows per statement, and a hundred trigger calls each appending its own delta rows cost more than
-- the rows themselves. A transaction that writes rows in sets turns on `opsdeck.statement_rollups`
-- (`set_config(..., true)`: until its end); then the row triggers stand aside (their WHEN) and
-- statement-level triggers with the same names' `_set` twins add the statement's rows at once from
-- its transition table: the same deltas summed per day, metric and dimension (a fold sums them
-- anyway, so analysis_daily gets the same rows and values), and one notify per audit row, in id
-- order. Exactly one of the two fires for any statement: both read the setting, which a statement
-- cannot change for itself.

CREATE FUNCTION opsdeck_statement_rollups() RETURNS boolean LANGUAGE sql STABLE AS $$
  SELECT coalesce(current_setting('opsdeck.statement_rollups', true), '') = 'on'
$$;

DROP TRIGGER orders_insert_rollup ON orders;
CREATE TRIGGER orders_insert_rollup AFTER INSERT ON orders
  FOR EACH ROW WHEN (NEW.paid_at IS NOT NULL AND NOT opsdeck_statement_rollups())
  EXECUTE FUNCTION opsdeck_order_inserted();

CREATE FUNCTION opsdeck_orders_inserted_set() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  paid orders[];
BEGIN
  SELECT array_agg(o ORDER BY o.id) INTO paid FROM new_rows o WHERE o.paid_at IS NOT NULL;
  IF paid IS NOT NULL THEN
    PERFORM opsdeck_orders_paid(paid);
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER orders_insert_rollup_set AFTER INSERT ON orders
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT WHEN (opsdeck_statement_rollups())
  EXECUTE FUNCTION opsdeck_orders_inserted_set();

DROP TRIGGER coin_ledger_rollup ON coin_ledger;
CREATE TRIGGER coin_ledger_rollup AFTER INSERT ON coin_ledger
  FOR EACH ROW WHEN (NOT opsdeck_statement_rollups())
  EXECUTE FUNCTION opsdeck_coin_inserted();

CREATE FUNCTION opsdeck_coins_inserted_set() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO analysis_daily_delta (day, metric, dim, value)
  SELECT (l.created_at AT TIME ZONE 'Asia/Shanghai')::date,
    CASE WHEN l.delta > 0 THEN 'coins.issued' ELSE 'coins.spent' END, '', sum(abs(l.delta))
  FROM new_rows l GROUP BY 1, 2;
  RETURN NULL;
END $$;
CREATE TRIGGER coin_ledger_rollup_set AFTER INSERT ON coin_ledger
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT WHEN (opsdeck_statement_rollups())
  EXECUTE FUNCTION opsdeck_coins_inserted_set();

DROP TRIGGER audit_log_notify ON audit_log;
CREATE TRIGGER audit_log_notify AFTER INSERT ON audit_log
  FOR EACH ROW WHEN (NOT opsdeck_statement_rollups())
  EXECUTE FUNCTION opsdeck_audit_notify();

CREATE FUNCTION opsdeck_audit_notify_set() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('opsdeck_audit', a.id::text) FROM (SELECT id FROM new_rows ORDER BY id) a;
  RETURN NULL;
END $$;
CREATE TRIGGER audit_log_notify_set AFTER INSERT ON audit_log
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT WHEN (opsdeck_statement_rollups())
  EXECUTE FUNCTION opsdeck_audit_notify_set();
