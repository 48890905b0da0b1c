#!/usr/bin/env bash
# Load benchmark of one release server on this machine, with wrk (Debian: apt-get install wrk).
#
#   bench/load.sh                      # healthz, rulings without log, rulings with the SQLite log
#   FLOORCALL_BENCH_POSTGRES_URL=postgres://... bench/load.sh   # also with the PostgreSQL log
#
# The last SQLite run sends an API key (a server with keys looks each one up per request); the
# rate limit is off in every run.
#
# For each: requests/s at full load (wrk -t2 -c32 -d10s), and latency percentiles at about
# 1,000 requests/s (10 connections, each pausing 10 ms between requests). The ruling is a
# seed case (TDA Rule 45 Ex 2: 1000 + 5 x 100 facing 1100: a raise to 1700).
set -euo pipefail
cd "$(dirname "$0")/.."
command -v wrk >/dev/null || { echo "wrk is needed: apt-get install wrk" >&2; exit 2; }
cargo build --release --locked -q -p floorcall-web
WORK=$(mktemp -d)
PID=""
trap '[ -n "$PID" ] && kill $PID 2>/dev/null; rm -rf "$WORK"' EXIT
python3 - "$WORK" <<'PY'
import json, sys
work = sys.argv[1]
case = next(c for c in json.load(open('tests/cases/bet.json')) if c['id'] == 'SEED-45-2')
body = json.dumps(case['request']).replace('\\', '\\\\').replace('"', '\\"')
open(f'{work}/post.lua', 'w').write(
    f'wrk.method = "POST"\nwrk.body = "{body}"\nwrk.headers["Content-Type"] = "application/json"\n')
open(f'{work}/post_rate.lua', 'w').write(open(f'{work}/post.lua').read() + 'function delay() return 10 end\n')
open(f'{work}/get_rate.lua', 'w').write('function delay() return 10 end\n')
PY
PORT=18599
start() {
  ./target/release/floorcall serve --addr "127.0.0.1:$PORT" --database "$1" --rate-limit 0 \
    > "$WORK/server.log" 2>&1 &
  PID=$!
  for _ in $(seq 1 100); do curl -fsS "http://127.0.0.1:$PORT/readyz" >/dev/null 2>&1 && return; sleep 0.1; done
  echo "server did not start" >&2; cat "$WORK/server.log" >&2; exit 1
}
stop() { kill "$PID"; wait "$PID" 2>/dev/null || true; PID=""; }
HEALTHZ=""
report() {  # name, wrk output file, "ratio" to compare with /healthz at full load
  local rps p50 p90 p99 ratio=""
  rps=$(awk '/Requests\/sec/ {print $2}' "$2")
  p50=$(awk '$1=="50%" {print $2}' "$2"); p90=$(awk '$1=="90%" {print $2}' "$2"); p99=$(awk '$1=="99%" {print $2}' "$2")
  if [ "${3:-}" = ratio ]; then
    if [ -z "$HEALTHZ" ]; then HEALTHZ=$rps; else ratio=$(awk -v a="$rps" -v b="$HEALTHZ" 'BEGIN {printf "%5.1f %% of /healthz", 100 * a / b}'); fi
  fi
  printf '%-44s %10s req/s   p50 %8s   p90 %8s   p99 %8s   %s\n' "$1" "$rps" "$p50" "$p90" "$p99" "$ratio"
}
run() {  # name, db, path, script (or ""), rate script
  start "$2"
  local url="http://127.0.0.1:$PORT$3"
  local s=(); [ -n "$4" ] && s=(-s "$WORK/$4")
  wrk -t2 -c32 -d10s --latency "${s[@]}" "$url" > "$WORK/full.txt"
  wrk -t2 -c10 -d10s --latency -s "$WORK/$5" "$url" > "$WORK/rate.txt"
  stop
  report "$1 (full load)" "$WORK/full.txt" ratio
  report "$1 (~1,000 req/s)" "$WORK/rate.txt"
}
run "GET /healthz"                 none                          /healthz     ""       get_rate.lua
run "POST /v1/rulings, no log"     none                          /v1/rulings  post.lua post_rate.lua
run "POST /v1/rulings, SQLite log" "sqlite://$WORK/bench.sqlite" /v1/rulings  post.lua post_rate.lua
KEY=$(./target/release/floorcall keys create --name bench --role floor --database "sqlite://$WORK/keyed.sqlite")
for f in post post_rate; do
  printf 'wrk.headers["Authorization"] = "Bearer %s"\n' "$KEY" | cat "$WORK/$f.lua" - > "$WORK/${f}_key.lua"
done
run "POST /v1/rulings, SQLite log, API key"  "sqlite://$WORK/keyed.sqlite" /v1/rulings post_key.lua post_rate_key.lua
if [ -n "${FLOORCALL_BENCH_POSTGRES_URL:-}" ]; then
  run "POST /v1/rulings, PostgreSQL log" "$FLOORCALL_BENCH_POSTGRES_URL" /v1/rulings post.lua post_rate.lua
fi
