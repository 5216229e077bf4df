-- Scoped, expiring API tokens for scripts: only the sha256 of the token is kept. The coins
-- re-issued with each per business day (UTC+8) count against its optional daily cap. Audit rows
-- name the token a write was made with.
CREATE TABLE api_tokens (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  token_hash text NOT NULL UNIQUE,
  operator_id integer NOT NULL REFERENCES operators (id) ON DELETE CASCADE,
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 64),
  scopes text[] NOT NULL CHECK (cardinality(scopes) >= 1 AND scopes <@ ARRAY['read', 'reissue']::text[]),
  daily_coin_cap bigint CHECK (daily_coin_cap IS NULL OR daily_coin_cap > 0),
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  last_used_at timestamptz,
  revoked_at timestamptz
);
CREATE INDEX api_tokens_operator_idx ON api_tokens (operator_id, created_at DESC);

CREATE TABLE api_token_coins (
  token_id integer NOT NULL REFERENCES api_tokens (id) ON DELETE CASCADE,
  business_day date NOT NULL,
  coins bigint NOT NULL DEFAULT 0 CHECK (coins >= 0),
  PRIMARY KEY (token_id, business_day)
);

ALTER TABLE audit_log ADD COLUMN api_token_id integer;
ALTER TABLE audit_log ADD COLUMN api_token_name text;
