#!/usr/bin/env bash
# Two release servers on one PostgreSQL log share one rate limit (per credential):
#
#   FLOORCALL_BENCH_POSTGRES_URL=postgres://user:pw@127.0.0.1/db bench/replicas.sh
#
# One admin key, `--rate-limit 50 --rate-burst 50` on both servers; 8 clients (4 per server)
# ask `GET /v1/rules` as fast as they can for 10 s. One shared limit accepts about
# 50 + 50 × 10 = 550 in all, whichever server is asked; a limit per process would accept
# about twice that. Then the same with `--local-rate-limit`, for comparison.
#
#   FLOORCALL_BENCH_POSTGRES_URL=... bench/replicas.sh p99
#
# instead measures the latency of logged rulings at about 1,000 a second over both replicas.
# BENCH_BINARY=path measures that binary instead of building this tree. The p99 is measured
# after 2 s of the same load (BENCH_COLD=1: from the servers' start).
set -euo pipefail
cd "$(dirname "$0")/.."
: "${FLOORCALL_BENCH_POSTGRES_URL:?set FLOORCALL_BENCH_POSTGRES_URL to a PostgreSQL database}"
# BENCH_BINARY names a release binary already built (then nothing is built).
if [ -z "${BENCH_BINARY:-}" ]; then cargo build --release --locked -q -p floorcall-web; fi
BIN=${BENCH_BINARY:-${CARGO_TARGET_DIR:-target}/release/floorcall}
DB=$FLOORCALL_BENCH_POSTGRES_URL
WORK=$(mktemp -d)
PIDS=()
trap 'for p in "${PIDS[@]}"; do kill "$p" 2>/dev/null || true; done; rm -rf "$WORK"' EXIT
KEY=$("$BIN" keys create --name "bench-replicas-$$" --role admin --database "$DB" 2>/dev/null)
run() {
  local extra=$1
  PIDS=()
  for port in 18721 18722; do
    "$BIN" serve --addr "127.0.0.1:$port" --database "$DB" --rate-limit 50 --rate-burst 50 \
      --max-requests-per-credential 64 $extra > "$WORK/server-$port.log" 2>&1 &
    PIDS+=($!)
  done
  for port in 18721 18722; do
    for _ in $(seq 1 100); do curl -fsS "http://127.0.0.1:$port/readyz" >/dev/null 2>&1 && break; sleep 0.1; done
  done
  python3 - "$KEY" <<'PY'
import http.client, sys, threading, time
key = sys.argv[1]
counts = {}
lock = threading.Lock()
end = time.time() + 10
def client(port):
    c = http.client.HTTPConnection('127.0.0.1', port, timeout=5)
    n = 0
    while time.time() < end and n < 200000:
        c.request('GET', '/v1/rules', headers={'authorization': 'Bearer ' + key})
        r = c.getresponse(); r.read(); n += 1
        with lock:
            counts[(port, r.status)] = counts.get((port, r.status), 0) + 1
t0 = time.time()
threads = [threading.Thread(target=client, args=(p,)) for p in [18721, 18722] * 4]
for t in threads: t.start()
for t in threads: t.join()
secs = time.time() - t0
ok = {p: counts.get((p, 200), 0) for p in [18721, 18722]}
limited = sum(v for (p, s), v in counts.items() if s == 429)
other = {k: v for k, v in counts.items() if k[1] not in (200, 429)}
print(f"  {secs:.1f} s: accepted {sum(ok.values())} ({ok[18721]} + {ok[18722]}), refused 429 {limited}, other {other}; "
      f"one limit allows {50 + 50 * secs:.0f}, one per server {2 * (50 + 50 * secs):.0f}")
PY
  for p in "${PIDS[@]}"; do kill "$p"; wait "$p" 2>/dev/null || true; done
  PIDS=()
}
p99() {
  # Logged rulings at about 1,000 a second in all, half to each replica (wrk, 5 connections per
  # server, each pausing 10 ms between requests), with the API key; the rate limit is off.
  command -v wrk >/dev/null || { echo "wrk is needed: apt-get install wrk" >&2; exit 2; }
  python3 - "$WORK" "$KEY" <<'PY'
import json, sys
work, key = sys.argv[1], sys.argv[2]
case = next(c for c in json.load(open('tests/cases/bet.json')) if c['id'] == 'SEED-45-2')
body = json.dumps(case['request']).replace('\\', '\\\\').replace('"', '\\"')
open(f'{work}/post_rate.lua', 'w').write(
    f'wrk.method = "POST"\nwrk.body = "{body}"\nwrk.headers["Content-Type"] = "application/json"\n'
    f'wrk.headers["Authorization"] = "Bearer {key}"\nfunction delay() return 10 end\n')
PY
  PIDS=()
  for port in 18721 18722; do
    "$BIN" serve --addr "127.0.0.1:$port" --database "$DB" --rate-limit 0 > "$WORK/server-$port.log" 2>&1 &
    PIDS+=($!)
  done
  for port in 18721 18722; do
    for _ in $(seq 1 100); do curl -fsS "http://127.0.0.1:$port/readyz" >/dev/null 2>&1 && break; sleep 0.1; done
  done
  # The first seconds after a start apart (each PostgreSQL connection's first statements:
  # their preparation, the backend's catalog caches, the trigger's compilation), unless
  # BENCH_COLD=1: 2 s of the same load, not measured.
  if [ "${BENCH_COLD:-0}" = "0" ]; then
    local warming=()
    for port in 18721 18722; do
      wrk -t1 -c5 -d2s -s "$WORK/post_rate.lua" "http://127.0.0.1:$port/v1/rulings" > /dev/null &
      warming+=($!)
    done
    wait "${warming[@]}"
  fi
  local loads=()
  for port in 18721 18722; do
    wrk -t1 -c5 -d10s --latency -s "$WORK/post_rate.lua" "http://127.0.0.1:$port/v1/rulings" > "$WORK/p99-$port.txt" &
    loads+=($!)
  done
  wait "${loads[@]}"
  for port in 18721 18722; do
    rps=$(awk '/Requests\/sec/ {print $2}' "$WORK/p99-$port.txt")
    p50=$(awk '$1=="50%" {print $2}' "$WORK/p99-$port.txt"); p99=$(awk '$1=="99%" {print $2}' "$WORK/p99-$port.txt")
    echo "  replica $port: $rps logged rulings/s, p50 $p50, p99 $p99"
  done
  for p in "${PIDS[@]}"; do kill "$p"; wait "$p" 2>/dev/null || true; done
  PIDS=()
}
if [ "${1:-}" = "p99" ]; then
  echo "logged rulings at about 1,000/s over two replicas on one PostgreSQL log:"
  p99
  exit 0
fi
echo "shared rate limit (the default on PostgreSQL):"
run ""
echo "a limit per server (--local-rate-limit):"
run "--local-rate-limit"
