#!/usr/bin/env bash
# Instructions per request of the release server, in user space: a measure that the machine's
# load does not move (callgrind counts instructions; the kernel's share, the sockets and the
# log's writes, is not in it: bench/cpu.sh measures the whole).
#
#   bench/instructions.sh BINARY [BINARY…]     # each binary: /healthz and a logged ruling
#   REQUESTS=2000 TOP=25 bench/instructions.sh target/release/floorcall
#
# For each binary and each request kind, the server runs under valgrind's callgrind twice, once
# answering REQUESTS requests and once 2 × REQUESTS (4 keep-alive clients; the logged ruling is
# TDA Rule 45 Example 2 with an API key, as bench/gate.sh sends it); the difference, divided by
# REQUESTS, leaves out the start, the first requests' one-time work and the shutdown. With TOP,
# also the functions with the most instructions of their own per request.
#
# Under valgrind, SHA-256 runs without the CPU's SHA instructions (about 25 k instructions of a
# logged ruling's are the key's and the fingerprint's digests; natively a few hundred).
set -euo pipefail
cd "$(dirname "$0")/.."
[ $# -ge 1 ] || { echo "usage: bench/instructions.sh BINARY [BINARY…]" >&2; exit 2; }
command -v valgrind >/dev/null || { echo "valgrind is needed: apt-get install valgrind" >&2; exit 2; }
N=${REQUESTS:-4000}
TOP=${TOP:-0}
PORT=${INSTRUCTIONS_PORT:-18730}
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT

# run BINARY PATH COUNT OUT: the server under callgrind answering COUNT requests to PATH.
run() {
  local bin=$1 path=$2 count=$3 out=$4 db key pid
  db="sqlite://$WORK/log-$RANDOM.sqlite"
  key=$("$bin" keys create --name bench --role admin --database "$db" 2>/dev/null)
  valgrind --tool=callgrind --callgrind-out-file="$out" "$bin" serve --addr "127.0.0.1:$PORT" \
    --database "$db" --rate-limit 0 > "$WORK/server.log" 2>&1 &
  pid=$!
  for _ in $(seq 1 300); do curl -fsS "http://127.0.0.1:$PORT/readyz" >/dev/null 2>&1 && break; sleep 0.2; done
  python3 - "$PORT" "$key" "$count" "$path" <<'PY'
import http.client, json, sys, threading
port, key, n, path = int(sys.argv[1]), sys.argv[2], int(sys.argv[3]), sys.argv[4]
case = next(c for c in json.load(open('tests/cases/bet.json')) if c['id'] == 'SEED-45-2')
body = json.dumps(case['request'])
def client(k):
    c = http.client.HTTPConnection('127.0.0.1', port)
    for _ in range(k):
        if path == '/healthz':
            c.request('GET', path)
        else:
            c.request('POST', path, body, {'content-type': 'application/json',
                                           'authorization': 'Bearer ' + key})
        r = c.getresponse(); r.read()
        if r.status != 200:
            sys.exit(f'{path}: {r.status}')
threads = [threading.Thread(target=client, args=(n // 4,)) for _ in range(4)]
[t.start() for t in threads]; [t.join() for t in threads]
PY
  kill -INT "$pid"; wait "$pid" 2>/dev/null || true
}

for bin in "$@"; do
  for path in /healthz /v1/rulings; do
    run "$bin" "$path" "$N" "$WORK/one.cg"
    run "$bin" "$path" "$((2 * N))" "$WORK/two.cg"
    python3 - "$WORK/one.cg" "$WORK/two.cg" "$N" "$TOP" "$bin" "$path" <<'PY'
import collections, re, subprocess, sys
one, two, n, top, binary, path = sys.argv[1], sys.argv[2], int(sys.argv[3]), int(sys.argv[4]), sys.argv[5], sys.argv[6]
def own(f):
    out = subprocess.run(['callgrind_annotate', '--auto=no', '--threshold=100', f],
                         capture_output=True, text=True, check=True).stdout
    total, per = 0, collections.Counter()
    for line in out.splitlines():
        m = re.match(r'\s*([\d,]+) \([\d. %]+\)\s+(.*)$', line)
        if not m:
            continue
        v = int(m.group(1).replace(',', ''))
        if 'PROGRAM TOTALS' in line:
            total = v
            continue
        name = re.sub(r' \[.*\]$', '', m.group(2))
        per[name.split(':', 1)[1] if name.startswith(('/', './')) else name] += v
    return total, per
t1, p1 = own(one)
t2, p2 = own(two)
print(f'{binary} {path}: {(t2 - t1) / n / 1000:.1f} k instructions a request')
for name, v in sorted(((k, (p2[k] - p1.get(k, 0)) / n) for k in p2), key=lambda x: -x[1])[:top]:
    print(f'  {v:9.0f}  {name[:140]}')
PY
  done
done
