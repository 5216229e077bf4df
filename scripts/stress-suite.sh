#!/usr/bin/env bash
# Runs the whole suite (`npm test`, with the throwaway PostgreSQL CI uses) N times in a row while
# stress-ng keeps every core busy, and prints each run's closing line and time: the suite must not
# flake on a loaded machine.
#
#   bash scripts/stress-suite.sh [runs=5] [stress workers=cores]
#
# Stress workers 0 starts no stress-ng: the load is whatever else the machine runs (a parallel
# build, say). Each run's line gives the mean and the lowest one-minute load average sampled every
# 15 s during it. Installs stress-ng with apt-get when it is missing. Logs go to a temp dir it prints.
set -euo pipefail
cd "$(dirname "$0")/.."

RUNS="${1:-5}"
WORKERS="${2:-$(nproc)}"

if [ "$WORKERS" != 0 ] && ! command -v stress-ng >/dev/null 2>&1; then
  echo "stress: installing stress-ng"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq stress-ng >/dev/null
fi

LOGS="$(mktemp -d "${TMPDIR:-/tmp}/opsdeck-stress.XXXXXX")"
echo "stress: $RUNS runs, stress-ng --cpu $WORKERS, logs in $LOGS (CI=${CI:-})"

# shellcheck source=../.ci/postgres.sh
source .ci/postgres.sh
node scripts/build-if-stale.mjs

STRESS=""
if [ "$WORKERS" != 0 ]; then
  stress-ng --cpu "$WORKERS" --timeout 0 --quiet &
  STRESS=$!
fi
SAMPLER=""
# (and stop the PostgreSQL, whose own EXIT trap this one replaces)
trap 'kill $STRESS $SAMPLER 2>/dev/null || true; ci_pg_stop' EXIT

clean=0
for i in $(seq 1 "$RUNS"); do
  start=$(date +%s)
  status=0
  (while true; do cut -d' ' -f1 /proc/loadavg >>"$LOGS/load-$i.txt"; sleep 15; done) &
  SAMPLER=$!
  npx vitest run >"$LOGS/run-$i.log" 2>&1 || status=$?
  kill "$SAMPLER" 2>/dev/null || true
  took=$(($(date +%s) - start))
  load="$(awk '{ s += $1; if (min == "" || $1 < min) min = $1 } END { printf "mean %.1f, lowest %.1f", s / NR, min }' "$LOGS/load-$i.txt")"
  summary="$(grep -E '^[0-9]+ passed, [0-9]+ failed' "$LOGS/run-$i.log" | tail -n 1 || true)"
  echo "run $i: ${summary:-no summary line} (exit $status, ${took}s, load $load)"
  if [ "$status" = 0 ]; then clean=$((clean + 1)); fi
done

echo "stress: $clean of $RUNS runs clean"
[ "$clean" = "$RUNS" ]
