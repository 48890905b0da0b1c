#!/usr/bin/env python3
"""Time PokerKit 0.7.7 replaying the shared PHH samples floorcall replays in its benchmark.

Side-by-side baseline for `cargo bench -p floorcall-engine` (group `replay`). Two rates:
  parsed  iterate a pre-loaded HandHistory to its final state (the replay alone)
  text    HandHistory.loads() from the PHH text, then iterate (import + replay)

    python3 -m venv /tmp/pk && /tmp/pk/bin/pip install pokerkit==0.7.7
    /tmp/pk/bin/python bench/pokerkit_replay.py [--shared ../shared] [--seconds 5]
"""

import argparse
import glob
import os
import time
import warnings

from pokerkit import HandHistory

SUPPORTED = ("'NT'", "'PO'", "'FT'", '"NT"', '"PO"', '"FT"')


def main() -> int:
    ap = argparse.ArgumentParser()
    here = os.path.dirname(os.path.abspath(__file__))
    ap.add_argument('--shared', default=os.path.join(here, '..', '..', 'shared'))
    ap.add_argument('--seconds', type=float, default=5.0)
    args = ap.parse_args()
    files = sorted(glob.glob(os.path.join(args.shared, 'phh-sample', '**', '*.phh'), recursive=True))
    texts = []
    for f in files:
        t = open(f, encoding='utf-8').read()
        if any(f'variant = {v}' in t for v in SUPPORTED):
            texts.append(t)
    warnings.simplefilter('ignore')
    loaded = [HandHistory.loads(t) for t in texts]

    def rate(fn):
        n = 0
        start = time.perf_counter()
        while time.perf_counter() - start < args.seconds:
            fn()
            n += len(texts)
        return n / (time.perf_counter() - start)

    def parsed():
        for hh in loaded:
            for _ in hh:
                pass

    def text():
        for t in texts:
            for _ in HandHistory.loads(t):
                pass

    print(f'{len(texts)} hands; pokerkit parsed: {rate(parsed):.0f} hands/s; '
          f'text: {rate(text):.0f} hands/s')
    return 0


if __name__ == '__main__':
    raise SystemExit(main())
