-- The update and delete triggers go with their function; the update trigger of orders and the
-- rebuild go back to what migrations 006 and 015 made.
DROP FUNCTION IF EXISTS opsdeck_rollup_rows_changed() CASCADE;
CREATE TRIGGER orders_update_rollup AFTER UPDATE ON orders REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION opsdeck_orders_update_rollup();
DROP FUNCTION IF EXISTS opsdeck_orders_changed(orders[], orders[]), opsdeck_members_changed(members[], members[]),
  opsdeck_coins_changed(coin_ledger[], coin_ledger[]), opsdeck_unlocks_changed(unlocks[], unlocks[]);
DROP FUNCTION IF EXISTS opsdeck_analysis_rebuild();
ALTER FUNCTION opsdeck_analysis_daily_rebuild() RENAME TO opsdeck_analysis_rebuild;
