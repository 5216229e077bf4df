DROP TRIGGER IF EXISTS members_filter_generation_truncate ON members;
DROP TRIGGER IF EXISTS members_filter_generation_rows ON members;
DROP FUNCTION IF EXISTS member_filter_generation_bump();
DROP TABLE IF EXISTS member_filter_generation;
