DROP TRIGGER content_unlocks_months_truncate ON content_unlocks_daily;
DROP TRIGGER content_unlocks_months_delete ON content_unlocks_daily;
DROP TRIGGER content_unlocks_months_update ON content_unlocks_daily;
DROP TRIGGER content_unlocks_months_insert ON content_unlocks_daily;
DROP FUNCTION opsdeck_content_unlock_months_truncate();
DROP FUNCTION opsdeck_content_unlock_months();
DROP FUNCTION opsdeck_content_unlock_months_add(content_unlocks_daily[]);
DROP FUNCTION opsdeck_cum_add(bigint[], bigint[]);
DROP TABLE content_unlock_months;
