DROP TRIGGER IF EXISTS operators_deleted_notify ON operators;
DROP TRIGGER IF EXISTS operators_changed_notify ON operators;
DROP FUNCTION IF EXISTS opsdeck_operator_changed_notify();
