-- Order numbers without a hot row (docs/decisions/0007-write-path-scaling.md). Every re-issue took
-- the next number of its prefix and business day by updating ONE order_sequences row and held that
-- row's lock until it committed, so concurrent re-issues queued behind each other whatever the
-- number of server processes. Now each database connection draws numbers from a block of 100 in a
-- row of its own (its shard: backend pid modulo 64); only taking a new block updates the day's
-- order_sequences row, which stays the highest number handed out or reserved for the day. Numbers
-- stay unique, six digits and per prefix and day; they are no longer gap-free (a block's unused tail)
-- nor in time order across connections. A rolled-back number is handed out again, as before.
CREATE TABLE order_number_blocks (
  prefix text NOT NULL,
  day date NOT NULL,
  shard smallint NOT NULL CHECK (shard BETWEEN 0 AND 63),
  -- the last number handed out from the block, and the block's last number
  next_value integer NOT NULL,
  last_value integer NOT NULL,
  PRIMARY KEY (prefix, day, shard)
);

CREATE FUNCTION opsdeck_next_order_seq(p text, d date) RETURNS integer
LANGUAGE plpgsql AS $$
DECLARE
  s smallint := pg_backend_pid() % 64;
  v integer;
  hi integer;
BEGIN
  UPDATE order_number_blocks SET next_value = next_value + 1
    WHERE prefix = p AND day = d AND shard = s AND next_value < last_value
    RETURNING next_value INTO v;
  IF FOUND THEN
    RETURN v;
  END IF;
  INSERT INTO order_sequences (prefix, day, last_value) VALUES (p, d, 100)
    ON CONFLICT (prefix, day) DO UPDATE SET last_value = order_sequences.last_value + 100
    RETURNING last_value INTO hi;
  INSERT INTO order_number_blocks (prefix, day, shard, next_value, last_value) VALUES (p, d, s, hi - 99, hi)
    ON CONFLICT (prefix, day, shard) DO UPDATE SET next_value = excluded.next_value, last_value = excluded.last_value;
  RETURN hi - 99;
END
$$;
