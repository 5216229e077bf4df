-- Server-side re-issue jobs (docs/decisions/0005-reissue-jobs.md): one job gives coins or VIP days
-- to every member a member-list filter found (or to explicit rows) through the ordinary re-issue
-- path, one patch order per row under the key `reissue-job:<job>:<member>`. The rows are fixed when
-- the job is made; pg-boss (its own schema, created by pg-boss when the first job runs) hands the
-- chunks of rows to the workers of every server process.

CREATE TABLE reissue_jobs (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('coins', 'vip')),
  -- the amount every row gets (null when explicit rows carry their own)
  amount integer CHECK (amount IS NULL OR amount > 0),
  reason text NOT NULL,
  -- the member list's query the rows came from (null for explicit rows)
  filter jsonb,
  status text NOT NULL CHECK (status IN ('pending_approval', 'queued', 'running', 'done', 'cancelled', 'failed')),
  row_count integer NOT NULL CHECK (row_count >= 0),
  total bigint NOT NULL CHECK (total >= 0),
  chunk_size integer NOT NULL CHECK (chunk_size > 0),
  created_by integer NOT NULL REFERENCES operators (id),
  approval_id integer REFERENCES approvals (id),
  -- the creating request's Idempotency-Key and body hash: a retried POST answers the same job
  idempotency_key text UNIQUE,
  request_hash text,
  ip text NOT NULL DEFAULT '',
  error text,
  created_at timestamptz NOT NULL DEFAULT now(),
  started_at timestamptz,
  finished_at timestamptz,
  cancelled_by integer REFERENCES operators (id)
);
CREATE INDEX reissue_jobs_created_idx ON reissue_jobs (created_at DESC, id DESC);
CREATE INDEX reissue_jobs_open_idx ON reissue_jobs (status) WHERE status IN ('queued', 'running');

CREATE TABLE reissue_job_rows (
  job_id integer NOT NULL REFERENCES reissue_jobs (id) ON DELETE CASCADE,
  seq integer NOT NULL CHECK (seq >= 1),
  member_id integer NOT NULL REFERENCES members (id),
  visible_id text NOT NULL,
  amount integer NOT NULL CHECK (amount > 0),
  reason text NOT NULL,
  state text NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'issued', 'replayed', 'failed', 'cancelled')),
  order_no text,
  -- why a row failed: an i18n key of the money errors and its parameters
  error text,
  error_params jsonb,
  done_at timestamptz,
  PRIMARY KEY (job_id, seq),
  UNIQUE (job_id, member_id)
);
CREATE INDEX reissue_job_rows_pending_idx ON reissue_job_rows (job_id, seq) WHERE state = 'pending';

-- A job above the batch threshold waits for a second admin as one approval request.
ALTER TABLE approvals DROP CONSTRAINT IF EXISTS approvals_kind_check;
ALTER TABLE approvals ADD CONSTRAINT approvals_kind_check
  CHECK (kind IN ('patch_coins', 'patch_vip', 'media_params', 'policy_change', 'reissue_job'));
