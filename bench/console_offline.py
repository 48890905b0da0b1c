#!/usr/bin/env python3
"""The console's offline ruling on a tablet: Chromium with its CPU throttled 4x.

Issue 36's target: the console's offline ruling (the engine in the page, WebAssembly) under
50 ms with the CPU throttled 4x, as Chrome's developer tools emulate a tablet. This loads the
console from a running server, throttles the page's CPU through the DevTools protocol
(`Emulation.setCPUThrottlingRate`, rate 4), and rules every case request in `tests/cases/*.json`
in the page exactly as the console does when the server is out of reach: `decideHere` (the
request as JSON into the engine's memory, `decide`, the ruling read back and parsed) and, for a
ruling, `renderRuling` (the ruling drawn on the page, its layout included). One pass warms the engine up (the
browser compiles WebAssembly in tiers); the next passes are measured, and each request keeps its
best time (the machine's noise only ever slows a call down).

usage: bench/console_offline.py BASE_URL [--passes N] [--rate R] [--limit-ms MS] [--figures FILE]
  CHROMIUM names the browser (default: chromium on the PATH). Prints the median, 95th
  percentile and slowest request in ms, and exits 1 when the slowest is over --limit-ms
  (default 50), or when no case was ruled. --figures appends the figures to FILE as
  `name value` lines (bench/gate.sh reads them).
"""
import argparse
import glob
import json
import os
import shutil
import statistics
import sys

from playwright.sync_api import sync_playwright

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def requests():
    out = []
    for path in sorted(glob.glob(os.path.join(ROOT, 'tests', 'cases', '*.json'))):
        for case in json.load(open(path, encoding='utf-8')):
            if isinstance(case, dict) and isinstance(case.get('request'), dict):
                out.append((case.get('id', '?'), case['request']))
    return out


# In the page: each request ruled `passes` times (the first a warm-up), its best time kept, for
# the engine alone and with the ruling drawn. Each pass takes the requests in another order: a
# pause that comes at the same point of every pass (the page's garbage collection, as the same
# drawings fill its heap alike) then falls on a different request each time, and a request's
# best time is its own.
MEASURE = """([reqs, passes]) => {
  const best = reqs.map(() => [Infinity, Infinity]);
  let ruled = 0, refused = 0;
  const order = reqs.map((_, i) => i);
  for (let pass = 0; pass < passes; pass++) {
    if (pass > 0) {
      for (let k = order.length - 1; k > 0; k--) {
        const j = Math.floor(Math.random() * (k + 1));
        [order[k], order[j]] = [order[j], order[k]];
      }
    }
    order.forEach((i) => {
      const req = reqs[i];
      const t0 = performance.now();
      const out = decideHere(req);
      const t1 = performance.now();
      if (!out.problem) { renderRuling(out); void document.getElementById("ruling").offsetHeight; }
      const t2 = performance.now();
      if (pass === 0) { if (out.problem) refused++; else ruled++; return; }
      best[i][0] = Math.min(best[i][0], t1 - t0);
      best[i][1] = Math.min(best[i][1], t2 - t0);
    });
  }
  return { best, ruled, refused };
}"""


def pct(values, p):
    values = sorted(values)
    return values[min(len(values) - 1, int(round(p / 100 * (len(values) - 1))))]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('base')
    ap.add_argument('--passes', type=int, default=3)
    ap.add_argument('--rate', type=float, default=4)
    ap.add_argument('--limit-ms', type=float, default=50)
    ap.add_argument('--figures')
    args = ap.parse_args()
    chromium = os.environ.get('CHROMIUM') or shutil.which('chromium')
    reqs = requests()
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=chromium, headless=True, args=['--no-sandbox'])
        ctx = browser.new_context(viewport={'width': 1280, 'height': 800}, locale='en-US',
                                  bypass_csp=True)  # the bench's own scripts run in the page
        page = ctx.new_page()
        page.goto(args.base.rstrip('/') + '/')
        page.wait_for_function('typeof state !== "undefined" && state.engine', timeout=30000)
        cdp = ctx.new_cdp_session(page)
        cdp.send('Emulation.setCPUThrottlingRate', {'rate': args.rate})
        got = page.evaluate(MEASURE, [[r for _, r in reqs], args.passes + 1])
        browser.close()
    engine = [b[0] for b in got['best']]
    drawn = [b[1] for b in got['best']]
    slowest = max(range(len(drawn)), key=lambda i: drawn[i]) if drawn else None
    print(f"console offline ruling, CPU throttled {args.rate:g}x: {len(reqs)} case requests "
          f"({got['ruled']} ruled, {got['refused']} refused as the server refuses them), best of "
          f"{args.passes} passes after a warm-up")
    for name, xs in (('the engine (decideHere)', engine), ('engine and the ruling drawn', drawn)):
        print(f"  {name}: median {statistics.median(xs):.2f} ms, p95 {pct(xs, 95):.2f} ms, "
              f"slowest {max(xs):.2f} ms")
    if slowest is not None:
        print(f"  slowest request: {reqs[slowest][0]}")
    if args.figures:
        with open(args.figures, 'a') as f:
            f.write(f"console_offline_p95_ms {pct(drawn, 95):.2f}\n")
            f.write(f"console_offline_slowest_ms {max(drawn):.2f}\n")
    if not got['ruled']:
        print('no case was ruled: the page has no engine')
        return 1
    if max(drawn) > args.limit_ms:
        print(f"over the {args.limit_ms:g} ms target")
        return 1
    return 0


if __name__ == '__main__':
    sys.exit(main())
