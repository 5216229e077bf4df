-- Two-factor sign-in (TOTP, RFC 6238): the operator's secret (pending until the first code confirms
-- it), the last accepted time step (a code is accepted once), the hashed one-time recovery codes,
-- and the short-lived challenges a password sign-in answers when TOTP is on.
CREATE TABLE operator_totp (
  operator_id integer PRIMARY KEY REFERENCES operators (id) ON DELETE CASCADE,
  secret text NOT NULL,
  enabled_at timestamptz,
  last_step bigint,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE operator_recovery_codes (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  operator_id integer NOT NULL REFERENCES operators (id) ON DELETE CASCADE,
  code_hash text NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX operator_recovery_codes_operator_idx ON operator_recovery_codes (operator_id);

CREATE TABLE login_challenges (
  challenge_hash text PRIMARY KEY,
  operator_id integer NOT NULL REFERENCES operators (id) ON DELETE CASCADE,
  -- the password attempt's row in login_attempts: it counts as a failure until the code is right
  attempt_id bigint NOT NULL,
  user_agent text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX login_challenges_operator_idx ON login_challenges (operator_id, created_at DESC);
