DROP INDEX IF EXISTS approvals_pending_created_idx;
UPDATE approvals SET status = 'rejected', reject_reason = coalesce(reject_reason, 'expired') WHERE status = 'expired';
ALTER TABLE approvals DROP CONSTRAINT IF EXISTS approvals_status_check;
ALTER TABLE approvals ADD CONSTRAINT approvals_status_check
  CHECK (status IN ('pending', 'approved', 'rejected'));
