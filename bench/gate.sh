#!/usr/bin/env bash
# The benchmark gate: the figures that matter to a casino, measured on one machine in one run,
# compared with the previous release's; fails when one falls by more than 20 %.
#
#   bench/gate.sh                      # this tree against bench/baseline.json (CI: a short budget)
#   bench/gate.sh --against REF        # this tree and the release REF (a git ref, or the path of
#                                      # a release's binary), side by side:
#                                      # REF is built in its own worktree and target folder, and
#                                      # both servers are measured alternately in the same run
#   bench/gate.sh --write              # … and write the figures as the new bench/baseline.json
#   GATE_SECONDS=10 bench/gate.sh      # longer wrk runs (default 4 s each)
#   GATE_BINARY=path bench/gate.sh     # gate another build of the server (a slowed one: it fails)
#   GATE_PORT=18650 bench/gate.sh      # the server's port (default 18598; the webhook receiver
#                                      # listens on the port below it)
#
# Every figure is a ratio measured in the same run, so that it means the same on a faster or
# busier machine: the server's logged rulings per second as a share of its own `/healthz`, and
# the replay as a multiple of PokerKit 0.7.7 on the same hands, and the server's rates per
# PokerKit hand a second (the machine's speed measured by a program this build does not touch,
# so that a uniformly slower build, whose ratios to /healthz hold, still fails). Logged rulings are sent with an
# API key (looked up per request, as a casino's server runs); the same from a signed-in person
# (a floor person's session) and with a webhook subscribed are reported beside them. The latency figure is the p99
# of logged rulings at about 1,000 per second, in milliseconds; it fails when it is 20 % worse
# than the baseline and above the 5 ms target. The console's offline ruling in Chromium with the
# CPU throttled 4x (bench/console_offline.py) fails when its slowest case is over 50 ms.
#
# Needs wrk (apt-get install wrk), the shared reference hands in ../shared, and PokerKit for the
# replay figures (a venv with pokerkit==0.7.7: GATE_PYTHON, default /tmp/pk/bin/python; without
# it the replay figures are skipped with a message, and CI installs it).
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT=$(pwd)
AGAINST=""
WRITE=0
while [ $# -gt 0 ]; do
  case "$1" in
    --against) AGAINST="$2"; shift 2 ;;
    --write) WRITE=1; shift ;;
    *) echo "usage: bench/gate.sh [--against REF] [--write]" >&2; exit 2 ;;
  esac
done
SECONDS_EACH=${GATE_SECONDS:-4}
PY=${GATE_PYTHON:-/tmp/pk/bin/python}
command -v wrk >/dev/null || { echo "wrk is needed: apt-get install wrk" >&2; exit 2; }
WORK=$(mktemp -d)
PIDS=()
cleanup() {
  for p in "${PIDS[@]}"; do kill "$p" 2>/dev/null || true; done
  if [ -n "$AGAINST" ] && [ -d "$WORK/ref" ]; then git worktree remove --force "$WORK/ref" >/dev/null 2>&1 || true; fi
  rm -rf "$WORK"
}
trap cleanup EXIT

if [ -z "${GATE_BINARY:-}" ]; then
  cargo build --release --locked -q -p floorcall-web
fi
NEW=${GATE_BINARY:-$ROOT/target/release/floorcall}
OLD=""
if [ -n "$AGAINST" ] && [ -x "$AGAINST" ] && [ -f "$AGAINST" ]; then
  OLD=$AGAINST   # a release's binary, already built
elif [ -n "$AGAINST" ]; then
  git worktree add -q --detach "$WORK/ref" "$AGAINST"
  (cd "$WORK/ref" && CARGO_TARGET_DIR="$ROOT/target/gate-ref" cargo build --release -q -p floorcall-web)
  OLD=$ROOT/target/gate-ref/release/floorcall
fi

# The request: TDA Rule 45 Example 2, the README's ruling.
python3 - "$WORK" <<'PY'
import json, sys
work = sys.argv[1]
case = next(c for c in json.load(open('tests/cases/bet.json')) if c['id'] == 'SEED-45-2')
body = json.dumps(case['request']).replace('\\', '\\\\').replace('"', '\\"')
open(f'{work}/post.lua', 'w').write(
    f'wrk.method = "POST"\nwrk.body = "{body}"\nwrk.headers["Content-Type"] = "application/json"\n')
PY
# A webhook receiver that takes every delivery (HTTP/1.1, keep-alive, 204).
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
PORT=${GATE_PORT:-18598}
HOOK_PORT=$((PORT - 1))
python3 "$WORK/hook.py" "$HOOK_PORT" & PIDS+=($!)

serve() {  # binary, database: starts the server (keys in the log), prints its pid
  "$1" serve --addr "127.0.0.1:$PORT" --database "$2" --rate-limit 0 > "$WORK/server.log" 2>&1 &
  local pid=$!
  for _ in $(seq 1 100); do curl -fsS "http://127.0.0.1:$PORT/readyz" >/dev/null 2>&1 && break; sleep 0.1; done
  curl -fsS "http://127.0.0.1:$PORT/readyz" >/dev/null || { cat "$WORK/server.log" >&2; exit 1; }
  SERVER=$pid
}
stop() { kill "$SERVER"; wait "$SERVER" 2>/dev/null || true; }
rps() { awk '/Requests\/sec/ {print $2}' "$1"; }
p99_ms() {  # wrk's 99% latency in ms
  awk '$1=="99%" {v=$2; if (v ~ /us$/) {sub(/us$/,"",v); v/=1000} else if (v ~ /ms$/) {sub(/ms$/,"",v)} else if (v ~ /s$/) {sub(/s$/,"",v); v*=1000}; printf "%.3f", v}' "$1"
}

measure() {  # name, binary: prints "name healthz logged p99" for one server
  local name=$1 bin=$2 db="sqlite://$WORK/$1-$RANDOM.sqlite"
  local key
  key=$("$bin" keys create --name "gate-$name" --role admin --database "$db")
  printf 'wrk.headers["Authorization"] = "Bearer %s"\n' "$key" | cat "$WORK/post.lua" - > "$WORK/post_key.lua"
  { cat "$WORK/post_key.lua"; echo 'function delay() return 10 end'; } > "$WORK/post_rate.lua"
  printf '482913\n' | "$bin" staff add --name "Gate Floor" --role floor --database "$db" > /dev/null
  serve "$bin" "$db"
  wrk -t2 -c32 -d"${SECONDS_EACH}s" "http://127.0.0.1:$PORT/healthz" > "$WORK/h.txt"
  wrk -t2 -c32 -d"${SECONDS_EACH}s" -s "$WORK/post_key.lua" "http://127.0.0.1:$PORT/v1/rulings" > "$WORK/l.txt"
  wrk -t2 -c10 -d"${SECONDS_EACH}s" --latency -s "$WORK/post_rate.lua" "http://127.0.0.1:$PORT/v1/rulings" > "$WORK/r.txt"
  # Then as a signed-in person (a floor person's session, as the console sends it; reported).
  local token
  token=$(curl -fsS -H 'content-type: application/json' -d '{"name": "Gate Floor", "secret": "482913"}' \
    "http://127.0.0.1:$PORT/v1/sessions" | python3 -c 'import json, sys; print(json.load(sys.stdin)["token"])')
  python3 -c "import sys; t = open(sys.argv[1]).read(); print(t.replace(sys.argv[2], sys.argv[3]), end='')" \
    "$WORK/post_key.lua" "$key" "$token" > "$WORK/post_person.lua"
  wrk -t2 -c32 -d"${SECONDS_EACH}s" -s "$WORK/post_person.lua" "http://127.0.0.1:$PORT/v1/rulings" > "$WORK/p.txt"
  # Then with a webhook subscribed to every ruling (reported, not gated: the receiver, a Python
  # program on the same two cores, is part of what it measures).
  curl -fsS -o /dev/null -H "Authorization: Bearer $key" -H 'content-type: application/json' \
    -d "{\"url\": \"http://127.0.0.1:$HOOK_PORT/hook\", \"events\": [\"ruling.created\", \"ruling.final\"]}" \
    "http://127.0.0.1:$PORT/v1/webhooks" || echo "(no webhooks in $name)"
  wrk -t2 -c32 -d"${SECONDS_EACH}s" -s "$WORK/post_key.lua" "http://127.0.0.1:$PORT/v1/rulings" > "$WORK/w.txt"
  stop
  echo "$name $(rps "$WORK/h.txt") $(rps "$WORK/l.txt") $(p99_ms "$WORK/r.txt") $(rps "$WORK/w.txt") $(rps "$WORK/p.txt")"
}

# The HTTP figures: two rounds, alternating the servers when there are two; the better round
# of each is kept (the machine's noise only ever slows a run down).
: > "$WORK/http.txt"
for round in 1 2; do
  measure new "$NEW" >> "$WORK/http.txt"
  [ -n "$OLD" ] && measure old "$OLD" >> "$WORK/http.txt"
done

# The replay figures: criterion's estimate for each group, PokerKit on the same files. Five
# short rounds of each, the best kept (as the HTTP figures': the machine's noise only ever slows
# a run down; in CI a single round once measured the stud/draw hands 30 % slower than the same
# binary measured again on the quiet machine, and on a noisy day three rounds of PokerKit gave
# 757, 463 and 605 hands a second).
: > "$WORK/replay.txt"
if [ -x "$PY" ] && "$PY" -c 'import pokerkit' 2>/dev/null; then
  echo "# load average before the replay figures: $(cut -d' ' -f1-3 /proc/loadavg)" >> "$WORK/replay.txt"
  : > "$WORK/rounds.txt"
  for round in $(seq 1 "${GATE_REPLAY_ROUNDS:-5}"); do
    cargo bench -q -p floorcall-engine --bench engine -- replay --warm-up-time 1 --measurement-time 2 \
      --noplot > "$WORK/criterion.txt" 2>&1 || { cat "$WORK/criterion.txt" >&2; exit 1; }
    "$PY" bench/pokerkit_replay.py --seconds 2 > "$WORK/pokerkit.txt"
    python3 - "$WORK" >> "$WORK/rounds.txt" <<'PY'
import json, os, re, sys
work = sys.argv[1]
def rate(name):
    d = os.path.join('target', 'criterion', 'replay', name, 'new')
    mean = json.load(open(os.path.join(d, 'estimates.json')))['mean']['point_estimate'] / 1e9
    t = json.load(open(os.path.join(d, 'benchmark.json'))).get('throughput') or {}
    return t.get('Elements') / mean
pk = open(f'{work}/pokerkit.txt').read().splitlines()
board = [float(x) for x in re.findall(r'parsed: (\d+) hands/s; text: (\d+)', pk[0])[0]]
stud = [float(x) for x in re.findall(r'parsed: (\d+) hands/s; text: (\d+)', pk[1])[0]]
print(json.dumps({
    'board': rate('phh_samples_parsed'), 'text': rate('phh_samples_from_text'),
    'stud': rate('mixed_games_stud_draw_parsed'),
    'pk_board': board[0], 'pk_text': board[1], 'pk_stud': stud[0]}))
PY
  done
  python3 - "$WORK" >> "$WORK/replay.txt" <<'PY'
import json, sys
work = sys.argv[1]
rounds = [json.loads(line) for line in open(f'{work}/rounds.txt')]
best = {k: max(r[k] for r in rounds) for k in rounds[0]}
print(f"pokerkit_board_per_s {best['pk_board']:.1f}")
print(f"replay_board_vs_pokerkit {best['board'] / best['pk_board']:.0f}")
print(f"replay_stud_draw_vs_pokerkit {best['stud'] / best['pk_stud']:.0f}")
print(f"text_replay_vs_pokerkit {best['text'] / best['pk_text']:.1f}")
print(f"# floorcall hands/s, best of {len(rounds)} rounds: board {best['board']:.0f}, stud/draw "
      f"{best['stud']:.0f}, text {best['text']:.0f}; PokerKit: board {best['pk_board']:.0f}, "
      f"stud/draw {best['pk_stud']:.0f}, text {best['pk_text']:.0f}")
for k, name in (('board', 'board'), ('stud', 'stud/draw'), ('text', 'text')):
    rs = [r[k] for r in rounds]
    pk = [r['pk_' + k] for r in rounds]
    print(f"#   {name}: floorcall {', '.join(f'{x:.0f}' for x in rs)}; "
          f"PokerKit {', '.join(f'{x:.0f}' for x in pk)} hands/s a round")
PY
else
  echo "replay figures skipped: no PokerKit at $PY (python3 -m venv /tmp/pk && /tmp/pk/bin/pip install pokerkit==0.7.7)"
fi

# The console's offline ruling on a tablet (Chromium, its CPU throttled 4x): every case request
# ruled in the page by the engine this server embeds, and the ruling drawn. Gated against issue
# 36's target (the slowest under 50 ms), not against the baseline.
: > "$WORK/console.txt"
CHROMIUM=${CHROMIUM:-$(command -v chromium || true)}
if [ -n "$CHROMIUM" ] && [ -x "$PY" ] && "$PY" -c 'import playwright' 2>/dev/null; then
  serve "$NEW" none
  CHROMIUM=$CHROMIUM "$PY" bench/console_offline.py "http://127.0.0.1:$PORT" --limit-ms 1e9 --passes 3 \
    --figures "$WORK/console.txt" | sed 's/^/# /'
  stop
else
  echo "the console's offline figure skipped: no Chromium, or no Playwright at $PY"
fi

python3 - "$WORK" "$WRITE" "$(git rev-parse --short HEAD 2>/dev/null || echo unknown)" "${AGAINST:-}" <<'PY'
import json, os, sys
work, write, head, against = sys.argv[1], sys.argv[2] == '1', sys.argv[3], sys.argv[4]
runs = {}
for line in open(f'{work}/http.txt'):
    name, h, l, p99, w, person = line.split()
    runs.setdefault(name, []).append((float(h), float(l), float(p99), float(w), float(person)))
def figures(name):
    rs = runs[name]
    return {
        'logged_share_of_healthz': round(max(r[1] / r[0] for r in rs), 3),
        'logged_p99_ms_at_1000': round(min(r[2] for r in rs), 2),
        'with_webhook_share_of_healthz': round(max(r[3] / r[0] for r in rs), 3),
        'signed_in_person_share_of_healthz': round(max(r[4] / r[0] for r in rs), 3),
        'healthz_per_s': round(max(r[0] for r in rs)),
        'logged_per_s': round(max(r[1] for r in rs)),
    }
new = figures('new')
# The replay's and the console's figures: `name value` lines (a `#` line is printed as it is).
for name in ('replay.txt', 'console.txt'):
    for line in open(f'{work}/{name}'):
        if line.startswith('#'):
            print(line.rstrip())
            continue
        k, v = line.split()
        new[k] = float(v)
# The machine's own speed, as a program this build does not touch runs on it: the server's rates
# per PokerKit hand a second. A uniformly slower build keeps its ratios to /healthz; these fall.
pk = new.pop('pokerkit_board_per_s', None)
if pk:
    new['healthz_per_pokerkit_hand'] = round(new['healthz_per_s'] / pk, 1)
    new['logged_per_pokerkit_hand'] = round(new['logged_per_s'] / pk, 1)
if 'old' in runs:
    base = figures('old')
    if pk:
        base['healthz_per_pokerkit_hand'] = round(base['healthz_per_s'] / pk, 1)
        base['logged_per_pokerkit_hand'] = round(base['logged_per_s'] / pk, 1)
    source = f'the release {against}, measured in this run'
elif os.path.exists('bench/baseline.json'):
    b = json.load(open('bench/baseline.json'))
    base = b['figures']
    source = f"bench/baseline.json ({b['release']})"
else:
    base, source = {}, 'none yet'
    if not write:
        sys.exit('bench/baseline.json is missing: write it with bench/gate.sh --write')
# Figures where more is better, and the one where less is better.
higher = ['logged_share_of_healthz', 'replay_board_vs_pokerkit', 'replay_stud_draw_vs_pokerkit',
          'text_replay_vs_pokerkit', 'logged_per_pokerkit_hand']
failed = []
print(f'{"figure":32} {"this tree":>12} {"baseline":>12}   (baseline: {source})')
for k in higher + ['logged_p99_ms_at_1000', 'console_offline_slowest_ms', 'console_offline_p95_ms',
                  'with_webhook_share_of_healthz', 'signed_in_person_share_of_healthz',
                  'healthz_per_pokerkit_hand', 'healthz_per_s', 'logged_per_s']:
    if k not in new:
        continue
    b = base.get(k)
    mark = ''
    if b is not None and k in higher and new[k] < 0.8 * b:
        mark = '  FELL more than 20 %'
        failed.append(k)
    if b is not None and k == 'logged_p99_ms_at_1000' and new[k] > 1.2 * b and new[k] > 5.0:
        mark = '  ROSE more than 20 % (and above 5 ms)'
        failed.append(k)
    if k == 'console_offline_slowest_ms' and new[k] > 50.0:
        mark = '  above the 50 ms target'
        failed.append(k)
    print(f'{k:32} {new[k]:>12} {b if b is not None else "-":>12}{mark}')
if write:
    json.dump({'release': f'{head} (bench/gate.sh --write)', 'figures': new},
              open('bench/baseline.json', 'w'), indent=2)
    open('bench/baseline.json', 'a').write('\n')
    print('bench/baseline.json written')
if failed:
    print('benchmark gate: FAILED on ' + ', '.join(failed))
    sys.exit(1)
print('benchmark gate: passed')
PY
