DROP TRIGGER IF EXISTS templates_popular_truncate ON templates;
DROP TRIGGER IF EXISTS templates_popular ON templates;
DROP TRIGGER IF EXISTS wallpapers_popular_truncate ON wallpapers;
DROP TRIGGER IF EXISTS wallpapers_popular ON wallpapers;
DROP TRIGGER IF EXISTS content_unlock_months_popular_truncate ON content_unlock_months;
DROP TRIGGER IF EXISTS content_unlock_months_popular ON content_unlock_months;
DROP FUNCTION IF EXISTS popular_generation_bump();
DROP TABLE IF EXISTS popular_generation;
