DROP FUNCTION IF EXISTS opsdeck_analysis_rebuild();
DROP TRIGGER IF EXISTS analysis_daily_monthly_insert ON analysis_daily;
DROP TRIGGER IF EXISTS analysis_daily_monthly_update ON analysis_daily;
DROP TRIGGER IF EXISTS analysis_daily_monthly_delete ON analysis_daily;
DROP FUNCTION IF EXISTS opsdeck_daily_inserted();
DROP FUNCTION IF EXISTS opsdeck_daily_updated();
DROP FUNCTION IF EXISTS opsdeck_daily_deleted();
DROP FUNCTION IF EXISTS opsdeck_monthly_add(analysis_daily[]);
DROP TABLE IF EXISTS analysis_monthly;
