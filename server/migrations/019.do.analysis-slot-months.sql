-- The unlocks per two-hour slot summed by month, so a year's period analysis reads 13 months of
-- slots plus its edge days instead of 366 x 12 x 2 daily slot rows (about 9 ms a request on PGlite).
-- Kept from analysis_unlock_slots by its own triggers, whatever writes that table (the unlock
-- triggers, the change triggers, the rebuild): a row's change in n moves its month's row by as much,
-- and emptying the daily table empties this one.
CREATE TABLE analysis_unlock_slot_months (
  month date NOT NULL,
  slot smallint NOT NULL CHECK (slot BETWEEN 0 AND 11),
  content_type text NOT NULL,
  n bigint NOT NULL DEFAULT 0,
  PRIMARY KEY (month, slot, content_type)
);

CREATE FUNCTION opsdeck_unlock_slot_months() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE analysis_unlock_slot_months SET n = n - OLD.n
    WHERE month = date_trunc('month', OLD.day)::date AND slot = OLD.slot AND content_type = OLD.content_type;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO analysis_unlock_slot_months (month, slot, content_type, n)
    VALUES (date_trunc('month', NEW.day)::date, NEW.slot, NEW.content_type, NEW.n)
    ON CONFLICT (month, slot, content_type) DO UPDATE SET n = analysis_unlock_slot_months.n + EXCLUDED.n;
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER unlock_slots_months AFTER INSERT OR UPDATE OR DELETE ON analysis_unlock_slots
  FOR EACH ROW EXECUTE FUNCTION opsdeck_unlock_slot_months();

CREATE FUNCTION opsdeck_unlock_slot_months_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE analysis_unlock_slot_months;
  RETURN NULL;
END $$;
CREATE TRIGGER unlock_slots_months_truncate AFTER TRUNCATE ON analysis_unlock_slots
  FOR EACH STATEMENT EXECUTE FUNCTION opsdeck_unlock_slot_months_truncate();

-- The slots counted before this migration.
INSERT INTO analysis_unlock_slot_months (month, slot, content_type, n)
SELECT date_trunc('month', day)::date, slot, content_type, sum(n)
FROM analysis_unlock_slots GROUP BY 1, 2, 3;
