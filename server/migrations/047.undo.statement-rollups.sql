DROP TRIGGER IF EXISTS audit_log_notify_set ON audit_log;
DROP TRIGGER IF EXISTS coin_ledger_rollup_set ON coin_ledger;
DROP TRIGGER IF EXISTS orders_insert_rollup_set ON orders;
DROP FUNCTION IF EXISTS opsdeck_audit_notify_set();
DROP FUNCTION IF EXISTS opsdeck_coins_inserted_set();
DROP FUNCTION IF EXISTS opsdeck_orders_inserted_set();
DROP TRIGGER audit_log_notify ON audit_log;
CREATE TRIGGER audit_log_notify AFTER INSERT ON audit_log FOR EACH ROW EXECUTE FUNCTION opsdeck_audit_notify();
DROP TRIGGER coin_ledger_rollup ON coin_ledger;
CREATE TRIGGER coin_ledger_rollup AFTER INSERT ON coin_ledger FOR EACH ROW EXECUTE FUNCTION opsdeck_coin_inserted();
DROP TRIGGER orders_insert_rollup ON orders;
CREATE TRIGGER orders_insert_rollup AFTER INSERT ON orders
  FOR EACH ROW WHEN (NEW.paid_at IS NOT NULL) EXECUTE FUNCTION opsdeck_order_inserted();
DROP FUNCTION IF EXISTS opsdeck_statement_rollups();
