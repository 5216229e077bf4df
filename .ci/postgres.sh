#!/usr/bin/env bash
# Sourced by .ci/run: a throwaway PostgreSQL for the suites that need a real server.
# Installs Debian's postgresql when no server binaries are there, creates a cluster in a temp dir
# owned by a non-root user, starts it on a free loopback port, exports OPSDECK_TEST_DATABASE_URL
# and stops and removes it when the calling shell exits.

ci_pg_bindir() {
  ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1
}

if [ -z "$(ci_pg_bindir)" ] || [ ! -x "$(ci_pg_bindir)/initdb" ]; then
  echo "ci: installing Debian's postgresql for the PostgreSQL suites"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >/dev/null
fi
CI_PG_BIN="$(ci_pg_bindir)"

# PostgreSQL refuses to run as root: use the postgres user (created by the package) or nobody
if [ "$(id -u)" = 0 ]; then
  if id postgres >/dev/null 2>&1; then CI_PG_USER=postgres; else CI_PG_USER=nobody; fi
  ci_pg_as() { runuser -u "$CI_PG_USER" -- "$@"; }
else
  CI_PG_USER="$(id -un)"
  ci_pg_as() { "$@"; }
fi

CI_PG_DIR="$(mktemp -d "${TMPDIR:-/tmp}/opsdeck-ci-pg.XXXXXX")"
chmod 755 "$CI_PG_DIR"
[ "$(id -u)" = 0 ] && chown "$CI_PG_USER" "$CI_PG_DIR"
CI_PG_PORT="$(node -e "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")"

ci_pg_stop() {
  ci_pg_as "$CI_PG_BIN/pg_ctl" -D "$CI_PG_DIR/data" -m immediate stop >/dev/null 2>&1 || true
  rm -rf "$CI_PG_DIR"
}
trap ci_pg_stop EXIT

ci_pg_as "$CI_PG_BIN/initdb" -D "$CI_PG_DIR/data" -U postgres --auth=trust -E UTF8 --locale=C.UTF-8 >/dev/null
ci_pg_as "$CI_PG_BIN/pg_ctl" -D "$CI_PG_DIR/data" -l "$CI_PG_DIR/log" -w -t 60 \
  -o "-p $CI_PG_PORT -k $CI_PG_DIR -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200" start >/dev/null
ci_pg_as "$CI_PG_BIN/createdb" -h 127.0.0.1 -p "$CI_PG_PORT" -U postgres opsdeck_test

export OPSDECK_TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$CI_PG_PORT/opsdeck_test"
echo "ci: PostgreSQL $("$CI_PG_BIN/postgres" --version | awk '{print $3}') at $OPSDECK_TEST_DATABASE_URL"
