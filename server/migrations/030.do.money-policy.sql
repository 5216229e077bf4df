-- Money policy (docs/domain.md, money rules 6 and 7): a change that weakens a money control is itself an approval
-- request (kind 'policy_change'); re-issue limits apply to rolling windows per member and per
-- operator. Each request records which rule required approval and the window's total at request
-- time (the amount included).

ALTER TABLE approvals DROP CONSTRAINT IF EXISTS approvals_kind_check;
ALTER TABLE approvals ADD CONSTRAINT approvals_kind_check
  CHECK (kind IN ('patch_coins', 'patch_vip', 'media_params', 'policy_change'));

ALTER TABLE approvals ADD COLUMN rule text
  CHECK (rule IN ('amount', 'member_24h', 'operator_daily', 'policy_change', 'job_total'));
ALTER TABLE approvals ADD COLUMN window_total bigint;

-- Requests made before windows existed were held for their amount alone.
UPDATE approvals SET rule = 'amount' WHERE kind IN ('patch_coins', 'patch_vip') AND rule IS NULL;

-- The windows' sums: one operator's re-issues (patch orders) by time, and the pending requests of
-- one member by time (a requester's requests use approvals_requester_idx).
CREATE INDEX orders_patch_operator_idx ON orders (operator_id, created_at DESC)
  INCLUDE (coins, vip_days) WHERE kind = 'patch';
CREATE INDEX approvals_pending_member_idx ON approvals (member_id, created_at DESC)
  WHERE status = 'pending';
