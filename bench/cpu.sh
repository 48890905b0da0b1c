#!/usr/bin/env bash
# Server CPU per request (issue 36's measure): the server process's user + system time over the
# requests wrk completed, for /healthz, a ruling without log, a logged ruling with an API key,
# and the same with a webhook subscribed. Robust to other load on the machine, which a
# throughput figure is not.
#
#   bench/cpu.sh BINARY [BINARY…]          # each binary measured in turn, ROUNDS times (2)
#   ROUNDS=3 SECONDS_EACH=5 CPU_PORT=18610 bench/cpu.sh target/release/floorcall old/floorcall
#
# Prints one line per binary, round and scenario: µs of server CPU per request, requests done;
# for a logged scenario, also the log writer's and the checkpointer's threads (from
# /proc/PID/task/TID: their CPU, and the bytes the writer wrote, the WAL, per request).
set -euo pipefail
cd "$(dirname "$0")/.."
[ $# -ge 1 ] || { echo "usage: bench/cpu.sh BINARY [BINARY…]" >&2; exit 2; }
command -v wrk >/dev/null || { echo "wrk is needed: apt-get install wrk" >&2; exit 2; }
ROUNDS=${ROUNDS:-2}
SECS=${SECONDS_EACH:-5}
PORT=${CPU_PORT:-18610}
HOOK_PORT=$((PORT + 1))
WORK=$(mktemp -d)
PIDS=()
SERVER=""
cleanup() {
  [ -n "$SERVER" ] && kill "$SERVER" 2>/dev/null
  for p in "${PIDS[@]}"; do kill "$p" 2>/dev/null || true; done
  rm -rf "$WORK"
}
trap cleanup EXIT
python3 - "$WORK" <<'PY'
import json, sys
work = sys.argv[1]
case = next(c for c in json.load(open('tests/cases/bet.json')) if c['id'] == 'SEED-45-2')
body = json.dumps(case['request']).replace('\\', '\\\\').replace('"', '\\"')
open(f'{work}/post.lua', 'w').write(
    f'wrk.method = "POST"\nwrk.body = "{body}"\nwrk.headers["Content-Type"] = "application/json"\n')
PY
# A webhook receiver that takes every delivery (HTTP/1.1, keep-alive, 204), as bench/gate.sh's.
cat > "$WORK/hook.py" <<'PY'
import asyncio, sys
async def serve(r, w):
    try:
        while True:
            head = await r.readuntil(b'\r\n\r\n')
            n = 0
            for line in head.split(b'\r\n'):
                k, _, v = line.partition(b':')
                if k.strip().lower() == b'content-length':
                    n = int(v)
            await r.readexactly(n)
            w.write(b'HTTP/1.1 204 No Content\r\ncontent-length: 0\r\n\r\n')
            await w.drain()
    except Exception:
        w.close()
async def main():
    s = await asyncio.start_server(serve, '127.0.0.1', int(sys.argv[1]))
    async with s:
        await s.serve_forever()
asyncio.run(main())
PY
python3 "$WORK/hook.py" "$HOOK_PORT" & PIDS+=($!)

TICK=$(getconf CLK_TCK)
cpu_ticks() { awk '{print $14 + $15}' "/proc/$1/stat"; }
threads() {  # the log's threads: "name cpu-ticks bytes-written" each
  local t
  for t in /proc/"$1"/task/*; do
    case $(cat "$t/comm" 2>/dev/null) in
      floorcall-log | floorcall-ckpt)
        echo "$(cat "$t/comm") $(awk '{print $14 + $15}' "$t/stat") $(awk '/^wchar/ {print $2}' "$t/io")" ;;
    esac
  done
}
serve() {  # binary, database
  "$1" serve --addr "127.0.0.1:$PORT" --database "$2" --rate-limit 0 > "$WORK/server.log" 2>&1 &
  SERVER=$!
  for _ in $(seq 1 100); do curl -fsS "http://127.0.0.1:$PORT/readyz" >/dev/null 2>&1 && break; sleep 0.1; done
  curl -fsS "http://127.0.0.1:$PORT/readyz" >/dev/null || { cat "$WORK/server.log" >&2; exit 1; }
}
stop() { kill "$SERVER"; wait "$SERVER" 2>/dev/null || true; SERVER=""; }
one() {  # label, name, path, script…: wrk at full load, CPU per completed request
  local label=$1 name=$2 path=$3; shift 3
  local t0 t1 n
  sleep 0.5
  threads "$SERVER" > "$WORK/t0.txt"
  t0=$(cpu_ticks "$SERVER")
  wrk -t2 -c32 -d"${SECS}s" "$@" "http://127.0.0.1:$PORT$path" > "$WORK/w.txt"
  t1=$(cpu_ticks "$SERVER")
  threads "$SERVER" > "$WORK/t1.txt"
  n=$(awk '/requests in/ {print $1}' "$WORK/w.txt")
  awk -v l="$label" -v s="$name" -v d=$((t1 - t0)) -v n="$n" -v t="$TICK" \
    'BEGIN {printf "%-10s %-22s %7.1f us/request  (%d requests)\n", l, s, d * 1e6 / t / n, n}'
  if [ -s "$WORK/t0.txt" ]; then
    paste "$WORK/t0.txt" "$WORK/t1.txt" | awk -v n="$n" -v t="$TICK" \
      '{printf "%-33s %-14s %7.1f us/request, %6.0f bytes written/request\n", "", $1, ($5 - $2) * 1e6 / t / n, ($6 - $3) / n}'
  fi
}
for round in $(seq 1 "$ROUNDS"); do
  i=0
  for bin in "$@"; do
    i=$((i + 1)); label="bin$i"
    serve "$bin" none
    one "$label" healthz /healthz
    one "$label" "ruling, no log" /v1/rulings -s "$WORK/post.lua"
    stop
    db="sqlite://$WORK/$label-$round.sqlite"
    key=$("$bin" keys create --name "cpu-$label" --role admin --database "$db")
    printf 'wrk.headers["Authorization"] = "Bearer %s"\n' "$key" | cat "$WORK/post.lua" - > "$WORK/post_key.lua"
    serve "$bin" "$db"
    one "$label" "logged, key" /v1/rulings -s "$WORK/post_key.lua"
    curl -fsS -o /dev/null -H "Authorization: Bearer $key" -H 'content-type: application/json' \
      -d "{\"url\": \"http://127.0.0.1:$HOOK_PORT/hook\", \"events\": [\"ruling.created\", \"ruling.final\"]}" \
      "http://127.0.0.1:$PORT/v1/webhooks"
    one "$label" "logged, key, webhook" /v1/rulings -s "$WORK/post_key.lua"
    stop
  done
done
