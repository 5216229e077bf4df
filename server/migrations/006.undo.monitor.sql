DROP TRIGGER IF EXISTS sessions_revoked_notify ON sessions;
DROP FUNCTION IF EXISTS opsdeck_session_revoked_notify();
DROP TRIGGER IF EXISTS audit_log_notify ON audit_log;
DROP FUNCTION IF EXISTS opsdeck_audit_notify();
DROP TABLE IF EXISTS monitor_notes;
