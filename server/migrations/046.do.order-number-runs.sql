-- Order numbers for many orders at once (docs/decisions/0005-reissue-jobs.md): a re-issue job's batch
-- inserts its patch orders in one statement and takes their numbers in one call. The numbers are the
-- ones `n` calls of opsdeck_next_order_seq (migration 027) would give on this connection, in order:
-- first the rest of the connection's block, then as many new blocks of 100 as the remainder needs
-- (reserved from the day's order_sequences row in one update, as that many single calls would), and
-- the block row left where the last of those calls would leave it.
CREATE FUNCTION opsdeck_next_order_seqs(p text, d date, n integer) RETURNS integer[]
LANGUAGE plpgsql AS $$
DECLARE
  s smallint := pg_backend_pid() % 64;
  nv integer;
  lv integer;
  took integer := 0;
  blocks integer;
  hi integer;
  lo integer;
  got integer[] := '{}';
BEGIN
  IF n IS NULL OR n < 1 THEN
    RETURN got;
  END IF;
  SELECT next_value, last_value INTO nv, lv FROM order_number_blocks
    WHERE prefix = p AND day = d AND shard = s FOR UPDATE;
  IF FOUND AND nv < lv THEN
    took := least(n, lv - nv);
    got := ARRAY(SELECT generate_series(nv + 1, nv + took));
    UPDATE order_number_blocks SET next_value = nv + took WHERE prefix = p AND day = d AND shard = s;
  END IF;
  IF took < n THEN
    blocks := (n - took + 99) / 100;
    INSERT INTO order_sequences (prefix, day, last_value) VALUES (p, d, 100 * blocks)
      ON CONFLICT (prefix, day) DO UPDATE SET last_value = order_sequences.last_value + 100 * blocks
      RETURNING last_value INTO hi;
    lo := hi - 100 * blocks + 1;
    got := got || ARRAY(SELECT generate_series(lo, lo + (n - took) - 1));
    INSERT INTO order_number_blocks (prefix, day, shard, next_value, last_value)
      VALUES (p, d, s, lo + (n - took) - 1, hi)
      ON CONFLICT (prefix, day, shard) DO UPDATE SET next_value = excluded.next_value, last_value = excluded.last_value;
  END IF;
  RETURN got;
END
$$;
