-- A nickname search (the member list's q: the nickname contains q, case-insensitive) through a
-- trigram index instead of reading every nickname (docs/decisions/0006-write-path.md).
--
-- pg_trgm takes its trigrams from the characters themselves, and a LIKE pattern of one or two
-- characters (most Chinese searches) has no trigram to look up. The index is therefore on the
-- lower-cased nickname's UTF-8 bytes written as hex: one Chinese character is six hex digits (four
-- trigrams), one Latin letter two. A search looks up the hex of its lower-cased q, then checks the
-- nickname itself (a hex match can start in the middle of a byte), so the answer is what the plain
-- LIKE / ILIKE gave. PGlite loads the extension's code from @electric-sql/pglite/contrib/pg_trgm
-- (db/client.ts PGLITE_EXTENSIONS); on PostgreSQL pg_trgm is a trusted extension, which the database
-- owner may create.
CREATE EXTENSION IF NOT EXISTS pg_trgm;

-- convert_to is only STABLE (it reads the database encoding, fixed at UTF8 here), so the key is an
-- IMMUTABLE function of its own, the same in the index and in the query.
CREATE FUNCTION opsdeck_search_key(t text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT encode(convert_to(lower(t), 'UTF8'), 'hex')
$$;

CREATE INDEX members_nickname_search_idx ON members USING gin (opsdeck_search_key(nickname) gin_trgm_ops);
