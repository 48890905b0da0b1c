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
    # The stud and draw hands of the WSOP mixed-game final table (floorcall's benchmark
    # `replay/mixed_games_stud_draw_parsed`), less the razz hand PokerKit refuses.
    games = ("'F7S'", "'F7S/8'", "'FR'", "'N2L1D'", "'F2L3D'")
    files = sorted(glob.glob(os.path.join(args.shared, 'mixed-games', '*', '*.phh')))
    texts = [open(f, encoding='utf-8').read() for f in files
             if not f.endswith('03-50-24.phh')]
    texts = [t for t in texts if any(f'variant = {v}' in t for v in games)]
    loaded = [HandHistory.loads(t) for t in texts]
    print(f'{len(texts)} stud and draw hands; pokerkit parsed: {rate(parsed):.0f} hands/s; '
          f'text: {rate(text):.0f} hands/s')
    return 0


if __name__ == '__main__':
    raise SystemExit(main())
