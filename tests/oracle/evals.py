#!/usr/bin/env python3
"""Generate the PokerKit fixture for the game evaluators (crates/engine/src/eval/oracle.rs).

For each evaluator PokerKit 0.7.7 has, draws (fixed seed) random pairs of hands and records
which of the two PokerKit finds stronger. Each line of the output is a JSON array

    [game, cards_a, cards_b, winner]

with winner 1 when hand a is stronger, -1 when hand b is, 0 for a tie (for the lows
"stronger" is the better low; for eight-or-better, a qualifying low beats none). The games:

    stud_high    StandardHighHand       best five of 5 to 7 cards
    razz         RegularLowHand         ace-to-five low, best five of 5 to 7 cards
    eight        EightOrBetterLowHand   A-5 low eight or better, best five of 5 to 7 cards
                                        (dealt from the aces and the deuces to the nines)
    deuce_seven  StandardLowHand        deuce-to-seven low, exactly five cards
    badugi       BadugiHand             four cards
    short_deck   ShortDeckHoldemHand    best five of 7 cards from the 36-card deck

A third of the pairs are two hands dealt from one deck, a third two independent deals (they
may share cards), and a third a hand and the same hand with one or two cards replaced (close
calls and ties). Run from the repository root:

    python3 -m venv /tmp/pk && /tmp/pk/bin/pip install pokerkit==0.7.7
    /tmp/pk/bin/python tests/oracle/evals.py --pairs 3000 --seed 20240
"""

import argparse
import importlib.metadata
import json
import os
import random
import sys

from pokerkit import (
    BadugiHand,
    EightOrBetterLowHand,
    RegularLowHand,
    ShortDeckHoldemHand,
    StandardHighHand,
    StandardLowHand,
)

HERE = os.path.dirname(os.path.abspath(__file__))
RANKS = '23456789TJQKA'
SUITS = 'cdhs'
FULL_DECK = [r + s for r in RANKS for s in SUITS]
SHORT_DECK = [r + s for r in RANKS[4:] for s in SUITS]
# Eight-or-better from the aces and the deuces to the nines, so that about two hands in five
# qualify for low (from the full deck most make none and tie at nothing).
LOW_DECK = [r + s for r in RANKS[:8] + 'A' for s in SUITS]

# game: (PokerKit hand type, deck, card counts to draw from)
GAMES = {
    'stud_high': (StandardHighHand, FULL_DECK, (5, 6, 7)),
    'razz': (RegularLowHand, FULL_DECK, (5, 6, 7)),
    'eight': (EightOrBetterLowHand, LOW_DECK, (5, 6, 7)),
    'deuce_seven': (StandardLowHand, FULL_DECK, (5,)),
    'badugi': (BadugiHand, FULL_DECK, (4,)),
    'short_deck': (ShortDeckHoldemHand, SHORT_DECK, (7,)),
}


def draw_pair(rng: random.Random, deck: list[str], n: int, mode: int) -> tuple[list, list]:
    if mode == 0:
        cards = rng.sample(deck, 2 * n)
        return cards[:n], cards[n:]
    if mode == 1:
        return rng.sample(deck, n), rng.sample(deck, n)
    a = rng.sample(deck, n)
    b = list(a)
    rest = [c for c in deck if c not in a]
    for i in rng.sample(range(n), rng.choice((1, 2))):
        b[i] = rest.pop(rng.randrange(len(rest)))
    return a, b


def compare(hand_type, a: str, b: str) -> int:
    ha = hand_type.from_game_or_none(a)
    hb = hand_type.from_game_or_none(b)
    if ha is None or hb is None:
        # Only eight-or-better has hands that make nothing: any low beats none.
        assert hand_type is EightOrBetterLowHand
        return (ha is not None) - (hb is not None)
    return (ha > hb) - (ha < hb)


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument('--pairs', type=int, default=3000)
    ap.add_argument('--seed', type=int, default=20240)
    ap.add_argument('--out', default=os.path.join(HERE, 'pokerkit_evals.jsonl'))
    args = ap.parse_args()
    version = importlib.metadata.version('pokerkit')
    assert version == '0.7.7', f'PokerKit {version}, not 0.7.7'
    rng = random.Random(args.seed)
    with open(args.out, 'w') as out:
        for game, (hand_type, deck, counts) in GAMES.items():
            for k in range(args.pairs):
                a, b = draw_pair(rng, deck, rng.choice(counts), k % 3)
                a, b = ''.join(a), ''.join(b)
                row = [game, a, b, compare(hand_type, a, b)]
                out.write(json.dumps(row, separators=(',', ':')) + '\n')
    print(f'wrote {args.pairs} pairs for each of {len(GAMES)} games to {args.out}',
          file=sys.stderr)
    return 0


if __name__ == '__main__':
    raise SystemExit(main())
