DROP TRIGGER IF EXISTS unlock_slots_months ON analysis_unlock_slots;
DROP TRIGGER IF EXISTS unlock_slots_months_truncate ON analysis_unlock_slots;
DROP FUNCTION IF EXISTS opsdeck_unlock_slot_months(), opsdeck_unlock_slot_months_truncate();
DROP TABLE IF EXISTS analysis_unlock_slot_months;
