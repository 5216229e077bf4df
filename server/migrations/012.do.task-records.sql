-- Support's task records: a missed sign-in or an invite recorded by an operator carries the request's
-- Idempotency-Key (a retry answers the first result) and who recorded it. `rewarded` says whether a
-- sign-in paid its reward (false: recorded while the sign-in reward rule was off); an invite says it
-- with its status (registered = not rewarded).
ALTER TABLE checkin_records
  ADD COLUMN idempotency_key text,
  ADD COLUMN operator_id integer REFERENCES operators (id),
  ADD COLUMN rewarded boolean NOT NULL DEFAULT true;
CREATE UNIQUE INDEX checkin_records_idempotency_key ON checkin_records (idempotency_key)
  WHERE idempotency_key IS NOT NULL;

ALTER TABLE invites
  ADD COLUMN idempotency_key text,
  ADD COLUMN operator_id integer REFERENCES operators (id);
CREATE UNIQUE INDEX invites_idempotency_key ON invites (idempotency_key) WHERE idempotency_key IS NOT NULL;
