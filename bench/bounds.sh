#!/usr/bin/env bash
# Resource bounds of one release server on this machine (wrk, curl):
#
#   bench/bounds.sh
#
# 1. Heavy requests: 16 clients posting the heaviest valid table balance (1,000 tables, about
#    1 MiB) as fast as they can, while /healthz is asked about 100 times a second; the
#    /healthz latency percentiles with and without the heavy load.
# 2. Exports: a SQLite log of at least 200 MB, then four concurrent NDJSON exports of all of
#    it; the server's resident memory before and at its highest during the exports.
# 3. Exports of maximum-size rulings (each request padded to the 256 KiB the log stores): a
#    log of about 100 MB, then one and then eight concurrent NDJSON exports; the memory each
#    adds (pages are 1 MiB of stored text however large the rulings).
set -euo pipefail
cd "$(dirname "$0")/.."
command -v wrk >/dev/null || { echo "wrk is needed: apt-get install wrk" >&2; exit 2; }
cargo build --release --locked -q -p floorcall-web
WORK=$(mktemp -d)
PID=""
trap '[ -n "$PID" ] && kill $PID 2>/dev/null; rm -rf "$WORK"' EXIT
PORT=18611
start() {
  ./target/release/floorcall serve --addr "127.0.0.1:$PORT" --database "$1" --rate-limit 0 \
    --max-exports 8 --max-exports-per-credential 8 --daily-stored-bytes 0 \
    > "$WORK/server.log" 2>&1 &
  PID=$!
  for _ in $(seq 1 100); do curl -fsS "http://127.0.0.1:$PORT/readyz" >/dev/null 2>&1 && return; sleep 0.1; done
  echo "server did not start" >&2; cat "$WORK/server.log" >&2; exit 1
}
stop() { kill "$PID"; wait "$PID" 2>/dev/null || true; PID=""; }
rss_kb() { awk '/^VmRSS/ {print $2}' "/proc/$PID/status"; }

python3 - "$WORK" <<'PY'
import json, sys
work = sys.argv[1]
tables = [{"id": f"{'Tournament room north wing ' * 36}{i:05}", "players": 5 + i % 5} for i in range(1000)]
body = json.dumps({"seats_per_table": 9, "tables": tables})
assert len(body) <= 1024 * 1024, len(body)
open(f'{work}/heavy.json', 'w').write(body)
esc = body.replace('\\', '\\\\').replace('"', '\\"')
open(f'{work}/heavy.lua', 'w').write(
    f'wrk.method = "POST"\nwrk.body = "{esc}"\nwrk.headers["Content-Type"] = "application/json"\n')
open(f'{work}/get_rate.lua', 'w').write('function delay() return 10 end\n')
case = next(c for c in json.load(open('tests/cases/bet.json')) if c['id'] == 'SEED-45-2')
req = case['request']
req['context'] = {"tournament": "Main Event " + "x" * 180, "table": "12", "floor": "Ana " + "y" * 190}
esc = json.dumps(req).replace('\\', '\\\\').replace('"', '\\"')
open(f'{work}/post.lua', 'w').write(
    f'wrk.method = "POST"\nwrk.body = "{esc}"\nwrk.headers["Content-Type"] = "application/json"\n')
# The largest request the log stores: padded with whitespace to just under 256 KiB.
body = json.dumps(case['request'])
big = '{' + ' ' * (256 * 1024 - 64 - len(body)) + body[1:]
esc = big.replace('\\', '\\\\').replace('"', '\\"')
open(f'{work}/big.lua', 'w').write(
    f'wrk.method = "POST"\nwrk.body = "{esc}"\nwrk.headers["Content-Type"] = "application/json"\n')
PY
echo "heavy body: $(wc -c < "$WORK/heavy.json") bytes"
start none
code=$(curl -s -o /dev/null -w '%{http_code}' -H 'content-type: application/json' \
  --data-binary "@$WORK/heavy.json" "http://127.0.0.1:$PORT/v1/tables/balance")
[ "$code" = 200 ] || { echo "the heavy request answered $code" >&2; exit 1; }
wrk -t1 -c1 -d10s --latency -s "$WORK/get_rate.lua" "http://127.0.0.1:$PORT/healthz" > "$WORK/idle.txt"
wrk -t2 -c16 -d12s -s "$WORK/heavy.lua" "http://127.0.0.1:$PORT/v1/tables/balance" > "$WORK/heavy.txt" &
HEAVY=$!
sleep 1
wrk -t1 -c1 -d10s --latency -s "$WORK/get_rate.lua" "http://127.0.0.1:$PORT/healthz" > "$WORK/busy.txt"
wait "$HEAVY"
stop
pct() { awk -v p="$2" '$1==p {print $2}' "$1"; }
printf '/healthz alone:                    p50 %8s  p99 %8s\n' "$(pct "$WORK/idle.txt" 50%)" "$(pct "$WORK/idle.txt" 99%)"
printf '/healthz beside 16 heavy clients:  p50 %8s  p99 %8s   (heavy: %s req/s)\n' \
  "$(pct "$WORK/busy.txt" 50%)" "$(pct "$WORK/busy.txt" 99%)" "$(awk '/Requests\/sec/ {print $2}' "$WORK/heavy.txt")"

DB="$WORK/export.sqlite"
start "sqlite://$DB"
while [ "$(du -bc "$DB"* | tail -1 | cut -f1)" -lt 210000000 ]; do
  wrk -t2 -c32 -d5s -s "$WORK/post.lua" "http://127.0.0.1:$PORT/v1/rulings" > /dev/null
done
stop
start "sqlite://$DB"
echo "log: $(du -bc "$DB"* | tail -1 | cut -f1) bytes"
base=$(rss_kb)
peak=$base
EXPORTS=()
for i in 1 2 3 4; do
  curl -s -o "$WORK/export$i.ndjson" "http://127.0.0.1:$PORT/v1/rulings?format=ndjson" &
  EXPORTS+=($!)
done
while pgrep -f "export[1-4].ndjson" >/dev/null; do
  r=$(rss_kb); [ "$r" -gt "$peak" ] && peak=$r
  sleep 0.1
done
wait "${EXPORTS[@]}"
lines=$(wc -l < "$WORK/export1.ndjson")
bytes=$(wc -c < "$WORK/export1.ndjson")
stop
printf 'exports: 4 concurrent, each %s rulings, %s bytes\n' "$lines" "$bytes"
printf 'server RSS: %s MiB before, %s MiB at most during the exports (+%s MiB)\n' \
  "$((base / 1024))" "$((peak / 1024))" "$(((peak - base) / 1024))"

# 3. Maximum-size rulings.
DB="$WORK/big.sqlite"
start "sqlite://$DB"
while [ "$(du -bc "$DB"* | tail -1 | cut -f1)" -lt 100000000 ]; do
  wrk -t2 -c8 -d3s -s "$WORK/big.lua" "http://127.0.0.1:$PORT/v1/rulings" > /dev/null
done
stop
start "sqlite://$DB"
echo "log of maximum-size rulings: $(du -bc "$DB"* | tail -1 | cut -f1) bytes"
for n in 1 8; do
  base=$(rss_kb)
  peak=$base
  EXPORTS=()
  for i in $(seq 1 "$n"); do
    curl -s -o "$WORK/big$i.ndjson" "http://127.0.0.1:$PORT/v1/rulings?format=ndjson" &
    EXPORTS+=($!)
  done
  while pgrep -f "big[0-9]*.ndjson" >/dev/null; do
    r=$(rss_kb); [ "$r" -gt "$peak" ] && peak=$r
    sleep 0.05
  done
  wait "${EXPORTS[@]}"
  printf 'max-size exports: %s concurrent, each %s rulings, %s bytes; RSS %s MiB before, %s MiB at most (+%s MiB)\n' \
    "$n" "$(wc -l < "$WORK/big1.ndjson")" "$(wc -c < "$WORK/big1.ndjson")" \
    "$((base / 1024))" "$((peak / 1024))" "$(((peak - base) / 1024))"
done
stop
