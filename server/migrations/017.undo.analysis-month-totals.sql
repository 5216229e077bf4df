DROP TRIGGER IF EXISTS analysis_monthly_total ON analysis_monthly;
DROP FUNCTION IF EXISTS opsdeck_monthly_total();
ALTER TABLE analysis_monthly DROP COLUMN IF EXISTS total;
