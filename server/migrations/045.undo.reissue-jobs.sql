DELETE FROM approvals WHERE kind = 'reissue_job';
ALTER TABLE approvals DROP CONSTRAINT IF EXISTS approvals_kind_check;
ALTER TABLE approvals ADD CONSTRAINT approvals_kind_check
  CHECK (kind IN ('patch_coins', 'patch_vip', 'media_params', 'policy_change'));
DROP TABLE reissue_job_rows;
DROP TABLE reissue_jobs;
DROP SCHEMA IF EXISTS pgboss CASCADE;
