#!/usr/bin/env bash
# Two release servers on one PostgreSQL log share one rate limit (per credential):
#
#   FLOORCALL_BENCH_POSTGRES_URL=postgres://user:pw@127.0.0.1/db bench/replicas.sh
#
# One admin key, `--rate-limit 50 --rate-burst 50` on both servers; 8 clients (4 per server)
# ask `GET /v1/rules` as fast as they can for 10 s. One shared limit accepts about
# 50 + 50 × 10 = 550 in all, whichever server is asked; a limit per process would accept
# about twice that. Then the same with `--local-rate-limit`, for comparison.
set -euo pipefail
cd "$(dirname "$0")/.."
: "${FLOORCALL_BENCH_POSTGRES_URL:?set FLOORCALL_BENCH_POSTGRES_URL to a PostgreSQL database}"
cargo build --release --locked -q -p floorcall-web
BIN=${CARGO_TARGET_DIR:-target}/release/floorcall
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
echo "shared rate limit (the default on PostgreSQL):"
run ""
echo "a limit per server (--local-rate-limit):"
run "--local-rate-limit"
