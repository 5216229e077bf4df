-- Month totals on the monthly rollup rows, so a range's whole months are summed without their days.
--
-- analysis_monthly.total is the sum of the row's `days`, set by a row trigger on every insert and
-- update of a monthly row, in the same transaction as the write that changed the daily rows (the
-- monthly rows are kept by the statement-level triggers of migration 015), so it is always exactly the
-- month's daily values added up. The overview reads a previous range's whole months as one summed total
-- per figure instead of 31 days each.
ALTER TABLE analysis_monthly ADD COLUMN total bigint NOT NULL DEFAULT 0;

CREATE FUNCTION opsdeck_monthly_total() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.total := (SELECT coalesce(sum(v), 0) FROM unnest(NEW.days) v);
  RETURN NEW;
END $$;
CREATE TRIGGER analysis_monthly_total BEFORE INSERT OR UPDATE OF days ON analysis_monthly
  FOR EACH ROW EXECUTE FUNCTION opsdeck_monthly_total();

-- The rows written before this migration.
UPDATE analysis_monthly SET days = days;
