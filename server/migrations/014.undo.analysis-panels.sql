ALTER TABLE wallpapers DROP COLUMN IF EXISTS duration_seconds;
DROP TRIGGER IF EXISTS unlocks_slot_rollup ON unlocks;
DROP FUNCTION IF EXISTS opsdeck_unlock_slots_rollup();
DROP TABLE IF EXISTS analysis_unlock_slots;
