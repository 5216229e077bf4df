DROP TABLE IF EXISTS collection_items;
DROP TABLE IF EXISTS collections;
DROP TABLE IF EXISTS templates;
DROP TABLE IF EXISTS wallpaper_topic_links;
DROP TABLE IF EXISTS wallpapers;
DROP TABLE IF EXISTS wallpaper_topics;
DROP TABLE IF EXISTS topics;
DROP TABLE IF EXISTS categories;
