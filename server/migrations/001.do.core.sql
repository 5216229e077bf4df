-- Core console tables: operators, their sessions and messages, shops, login attempts.

CREATE TABLE operators (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  phone text NOT NULL UNIQUE,
  password_hash text NOT NULL,
  role text NOT NULL CHECK (role IN ('admin', 'user')),
  status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'disabled')),
  name text NOT NULL,
  avatar text NOT NULL DEFAULT '',
  job text NOT NULL DEFAULT '',
  job_name text NOT NULL DEFAULT '',
  organization text NOT NULL DEFAULT '',
  organization_name text NOT NULL DEFAULT '',
  location text NOT NULL DEFAULT '',
  location_name text NOT NULL DEFAULT '',
  email text NOT NULL DEFAULT '',
  introduction text NOT NULL DEFAULT '',
  personal_website text NOT NULL DEFAULT '',
  registration_date timestamptz NOT NULL DEFAULT now(),
  visible_id text NOT NULL UNIQUE,
  certification smallint NOT NULL DEFAULT 0 CHECK (certification IN (0, 1)),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE sessions (
  token_hash text PRIMARY KEY CHECK (token_hash ~ '^[0-9a-f]{64}$'),
  operator_id integer NOT NULL REFERENCES operators (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  last_seen_at timestamptz NOT NULL DEFAULT now(),
  user_agent text NOT NULL DEFAULT '',
  revoked_at timestamptz
);
CREATE INDEX sessions_operator_idx ON sessions (operator_id, created_at DESC);

CREATE TABLE messages (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  operator_id integer NOT NULL REFERENCES operators (id) ON DELETE CASCADE,
  type text NOT NULL CHECK (type IN ('message', 'notice', 'todo')),
  title text NOT NULL,
  sub_title text NOT NULL DEFAULT '',
  avatar text NOT NULL DEFAULT '',
  content text NOT NULL DEFAULT '',
  message_type smallint CHECK (message_type BETWEEN 0 AND 3),
  status smallint NOT NULL DEFAULT 0 CHECK (status IN (0, 1)),
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((type = 'message') = (message_type IS NULL))
);
CREATE INDEX messages_operator_created_idx ON messages (operator_id, created_at DESC, id DESC);

CREATE TABLE shops (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  name text NOT NULL,
  code text NOT NULL UNIQUE,
  shop_type smallint NOT NULL CHECK (shop_type BETWEEN 0 AND 2),
  sync_shop_id text
);

-- Every sign-in attempt; failed ones in the window drive the per-phone and per-IP limits.
CREATE TABLE login_attempts (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  phone text NOT NULL,
  ip text NOT NULL,
  succeeded boolean NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX login_attempts_phone_idx ON login_attempts (phone, created_at);
CREATE INDEX login_attempts_ip_idx ON login_attempts (ip, created_at);
