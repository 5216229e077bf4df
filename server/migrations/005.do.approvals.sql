-- Approval requests (re-issues above a threshold and parameter changes wait for a second admin)
-- and who changed a stored setting. The settings themselves (approval thresholds, automation
-- switches, media encoding parameters) are rows of the one `settings` table; it is created here
-- when this runs first, and 010 leaves an existing table as it is.

CREATE TABLE IF NOT EXISTS settings (
  key text PRIMARY KEY CHECK (key ~ '^[a-z][a-z0-9_]*$'),
  value jsonb NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);
ALTER TABLE settings ADD COLUMN IF NOT EXISTS updated_by integer REFERENCES operators (id);

CREATE TABLE approvals (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('patch_coins', 'patch_vip', 'media_params')),
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'rejected')),
  requester_id integer NOT NULL REFERENCES operators (id),
  member_id integer REFERENCES members (id),
  idempotency_key text UNIQUE,
  request_hash text,
  -- the request: for a re-issue its body, for a parameter change the new values
  payload jsonb NOT NULL,
  -- the values before the change (member balance or VIP expiry, the old parameters)
  before jsonb NOT NULL DEFAULT '{}'::jsonb,
  -- what executing it gave (order number, balances after)
  result jsonb,
  decided_by integer REFERENCES operators (id),
  decided_at timestamptz,
  reject_reason text,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((status = 'pending') = (decided_at IS NULL)),
  CHECK (decided_by IS NULL OR decided_by <> requester_id)
);
CREATE INDEX approvals_status_created_idx ON approvals (status, created_at DESC, id DESC);
CREATE INDEX approvals_requester_idx ON approvals (requester_id, created_at DESC, id DESC);
