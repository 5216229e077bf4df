DROP INDEX IF EXISTS approvals_pending_member_idx;
DROP INDEX IF EXISTS orders_patch_operator_idx;
ALTER TABLE approvals DROP COLUMN IF EXISTS window_total;
ALTER TABLE approvals DROP COLUMN IF EXISTS rule;
DELETE FROM approvals WHERE kind = 'policy_change';
ALTER TABLE approvals DROP CONSTRAINT IF EXISTS approvals_kind_check;
ALTER TABLE approvals ADD CONSTRAINT approvals_kind_check
  CHECK (kind IN ('patch_coins', 'patch_vip', 'media_params'));
