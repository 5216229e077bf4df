-- The triggers on analysis_daily go with their functions.
DROP FUNCTION IF EXISTS opsdeck_analysis_rebuild();
DROP FUNCTION IF EXISTS opsdeck_daily_inserted(), opsdeck_daily_updated(), opsdeck_daily_deleted() CASCADE;
DROP FUNCTION IF EXISTS opsdeck_monthly_add(analysis_daily[]);
DROP TABLE IF EXISTS analysis_monthly;
