#!/usr/bin/env bash
# Runs the whole suite (`npm test`, with the throwaway PostgreSQL CI uses) N times in a row while
# stress-ng keeps every core busy, and prints each run's closing line and time: the suite must not
# flake on a loaded machine.
#
#   bash scripts/stress-suite.sh [runs=5] [stress workers=cores]
#
# Installs stress-ng with apt-get when it is missing. Logs go to a temp dir it prints.
set -euo pipefail
cd "$(dirname "$0")/.."

RUNS="${1:-5}"
WORKERS="${2:-$(nproc)}"

if ! command -v stress-ng >/dev/null 2>&1; then
  echo "stress: installing stress-ng"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq stress-ng >/dev/null
fi

LOGS="$(mktemp -d "${TMPDIR:-/tmp}/opsdeck-stress.XXXXXX")"
echo "stress: $RUNS runs, stress-ng --cpu $WORKERS, logs in $LOGS"

# shellcheck source=../.ci/postgres.sh
source .ci/postgres.sh
node scripts/build-if-stale.mjs

stress-ng --cpu "$WORKERS" --timeout 0 --quiet &
STRESS=$!
trap 'kill "$STRESS" 2>/dev/null || true' EXIT

clean=0
for i in $(seq 1 "$RUNS"); do
  start=$(date +%s)
  status=0
  npx vitest run >"$LOGS/run-$i.log" 2>&1 || status=$?
  took=$(($(date +%s) - start))
  summary="$(grep -E '^[0-9]+ passed, [0-9]+ failed' "$LOGS/run-$i.log" | tail -n 1 || true)"
  echo "run $i: ${summary:-no summary line} (exit $status, ${took}s, load $(cut -d' ' -f1-3 /proc/loadavg))"
  if [ "$status" = 0 ]; then clean=$((clean + 1)); fi
done

echo "stress: $clean of $RUNS runs clean"
[ "$clean" = "$RUNS" ]
