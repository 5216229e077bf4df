-- Facts about the installation itself, one row per key. The seed writes 'demo_seed' here; a
-- database without that row (production) never offers demo sign-ins.
CREATE TABLE IF NOT EXISTS settings (
  key text PRIMARY KEY CHECK (key ~ '^[a-z][a-z0-9_]*$'),
  value jsonb NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);
