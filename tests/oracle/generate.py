#!/usr/bin/env python3
"""Generate the PokerKit differential fixture used by crates/engine/tests/oracle.rs.

Deals random legal NT, PO and FT hands with PokerKit 0.7.7 through the shared oracle
(../shared/oracle/pokerkit_oracle.py) and keeps, for each hand, its PHH text, its flags (the
PokerKit semantics that may differ from the TDA), the state before every player action and the
settlement. Run from the repository root:

    python3 -m venv /tmp/pk && /tmp/pk/bin/pip install pokerkit==0.7.7
    /tmp/pk/bin/python tests/oracle/generate.py --hands 2400 --seed 7
"""

import argparse
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, '..', '..', '..', 'shared', 'oracle'))
import pokerkit_oracle as oracle  # noqa: E402

STEP_KEYS = ('k', 'actor', 'street', 'to_call', 'can_raise', 'min_raise_to',
             'max_raise_to', 'total_pot', 'action')


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument('--hands', type=int, default=2400)
    ap.add_argument('--seed', type=int, default=7)
    ap.add_argument('--out', default=os.path.join(HERE, 'pokerkit_hands.jsonl'))
    args = ap.parse_args()
    variants = ['NT', 'PO', 'FT']
    with open(args.out, 'w') as out:
        for h in range(args.hands):
            seed = args.seed * 1_000_003 + h
            rec = oracle.gen_hand(seed, variants[h % len(variants)])
            slim = {
                'seed': rec['seed'],
                'variant': rec['config']['variant'],
                'flags': rec['config']['flags'],
                'phh': rec['phh'],
                'steps': [{k: s.get(k) for k in STEP_KEYS} for s in rec['steps']],
                'final_stacks': rec['result']['final_stacks'],
                'pots': rec['result']['pre_showdown_pots'],
            }
            out.write(json.dumps(slim, separators=(',', ':')) + '\n')
    print(f'wrote {args.hands} hands to {args.out}', file=sys.stderr)
    return 0


if __name__ == '__main__':
    raise SystemExit(main())
