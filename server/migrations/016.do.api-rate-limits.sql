-- The API flood guard's counters when several server processes share one PostgreSQL: one row per
-- client key and fixed window. Unlogged: a counter lost in a crash only forgives a minute.
CREATE UNLOGGED TABLE IF NOT EXISTS api_rate_limits (
  key text PRIMARY KEY,
  window_start timestamptz NOT NULL,
  hits integer NOT NULL
);
