-- The session cache (modules/auth/session-cache.ts, docs/decisions/0006-write-path.md) keeps a
-- session's operator (id, role, name, phone) and trusts that the operator is active. Any change of
-- those, of the password, or the operator's removal notifies 'opsdeck_operator_changed' with the
-- operator id once it commits, so every server process on the database drops that operator's cached
-- sessions. (A revoked session already notifies 'opsdeck_session_revoked', migration 006.)
CREATE FUNCTION opsdeck_operator_changed_notify() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('opsdeck_operator_changed', OLD.id::text);
  RETURN NULL;
END $$;
CREATE TRIGGER operators_changed_notify AFTER UPDATE OF role, status, name, phone, password_hash ON operators
  FOR EACH ROW
  WHEN ((OLD.role, OLD.status, OLD.name, OLD.phone, OLD.password_hash)
    IS DISTINCT FROM (NEW.role, NEW.status, NEW.name, NEW.phone, NEW.password_hash))
  EXECUTE FUNCTION opsdeck_operator_changed_notify();
CREATE TRIGGER operators_deleted_notify AFTER DELETE ON operators
  FOR EACH ROW EXECUTE FUNCTION opsdeck_operator_changed_notify();
