-- Pending approval requests expire (APPROVAL_TTL_HOURS after they were made, default 72): an expired
-- request can no longer be approved. It is marked 'expired' with `decided_at` = when that was noticed
-- and no decider (the CHECK that a decided request has `decided_at` still holds).

ALTER TABLE approvals DROP CONSTRAINT IF EXISTS approvals_status_check;
ALTER TABLE approvals ADD CONSTRAINT approvals_status_check
  CHECK (status IN ('pending', 'approved', 'rejected', 'expired'));

-- the expiry sweep looks for old pending requests (status, created_at)
CREATE INDEX IF NOT EXISTS approvals_pending_created_idx ON approvals (created_at) WHERE status = 'pending';
