#!/usr/bin/env python3
"""Generate the PokerKit differential fixture used by crates/engine/tests/oracle.rs.

Deals random legal NT, PO and FT hands with PokerKit 0.7.7 through the shared oracle
(../shared/oracle/pokerkit_oracle.py) and keeps, for each hand, its PHH text, its flags (the
PokerKit semantics that may differ from the TDA), the state before every player action and the
settlement. Run from the repository root:

    python3 -m venv /tmp/pk && /tmp/pk/bin/pip install pokerkit==0.7.7
    /tmp/pk/bin/python tests/oracle/generate.py --hands 2400 --seed 7

With --games it deals PokerKit's stud, stud/8, razz, 2-7 triple draw and badugi presets instead
(read by crates/engine/tests/oracle_games.rs), 500 hands of each by default:

    /tmp/pk/bin/python tests/oracle/generate.py --games --hands 500 --seed 7

Each line of pokerkit_games.jsonl is one hand: `seed`, `game` (the PHH variant code), `flags`
(circumstances the hand exercises: `reshuffle`, the deck ran out and PokerKit reshuffled),
`phh` (the hand as PokerKit writes it, without its optional fields), `steps` (one list per
player betting action, in the order of GAME_STEP_KEYS; `bring_in` is the bring-in owed at a
bring-in decision, else null) and `final_stacks`.
"""

import argparse
import json
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, '..', '..', '..', 'shared', 'oracle'))
import pokerkit_oracle as oracle  # noqa: E402

STEP_KEYS = ('k', 'actor', 'street', 'to_call', 'can_raise', 'min_raise_to',
             'max_raise_to', 'total_pot', 'action')

# The games file keeps each step as a list, in this order, to stay small.
GAME_STEP_KEYS = ('k', 'actor', 'to_call', 'can_raise', 'min_raise_to', 'max_raise_to',
                  'total_pot', 'bring_in')

GAME_AUTOMATIONS = oracle.GEN_AUTOMATIONS

# PHH code -> (PokerKit preset, stud?, most players).
GAME_PRESETS = {
    'F7S': ('FixedLimitSevenCardStud', True, 7),
    'F7S/8': ('FixedLimitSevenCardStudHighLowSplitEightOrBetter', True, 7),
    'FR': ('FixedLimitRazz', True, 7),
    'F2L3D': ('FixedLimitDeuceToSevenLowballTripleDraw', False, 6),
    'FB': ('FixedLimitBadugi', False, 6),
}


def game_config(rng: random.Random, code: str) -> dict:
    """Limits, antes, blinds and stacks of one hand; some stacks short enough to be all-in
    for the ante, the bring-in or a blind, others for a bet or two."""
    _, stud, most = GAME_PRESETS[code]
    n = rng.randint(2, most)
    small = rng.choice([2, 4, 10, 20, 100])
    big = 2 * small
    if stud:
        bring_in = max(1, small // rng.choice([2, 4, 5]))
        ante = rng.choice([0, max(1, small // 10), max(1, small // 5), max(1, small // 4)])
        blinds = [0] * n
    else:
        bring_in = 0
        ante = rng.choice([0, 0, 0, max(1, small // 10)])
        blinds = [small // 2, small] + [0] * (n - 2)
    forced = ante + max(bring_in, small)
    stacks = []
    for _ in range(n):
        u = rng.random()
        if u < 0.08:
            stacks.append(rng.randint(1, max(1, ante + bring_in + blinds[1])))
        elif u < 0.16:
            stacks.append(ante + rng.randint(1, max(1, forced)))
        elif u < 0.4:
            stacks.append(forced + rng.randint(0, 6 * big))
        else:
            stacks.append(rng.randint(10, 60) * big + rng.randint(0, small))
    return {
        'players': n,
        'ante': ante,
        'bring_in': bring_in,
        'blinds': blinds,
        'small_bet': small,
        'big_bet': big,
        'stacks': stacks,
    }


def game_step(state, k: int) -> list:
    """The state before a player betting action, as a GAME_STEP_KEYS list."""
    bring_in = state.effective_bring_in_amount if state.can_post_bring_in() else None
    return [
        k,
        state.actor_index,
        oracle._num(state.checking_or_calling_amount),
        state.can_complete_bet_or_raise_to(),
        oracle._num(state.min_completion_betting_or_raising_to_amount),
        oracle._num(state.max_completion_betting_or_raising_to_amount),
        oracle._num(state.total_pot_amount),
        oracle._num(bring_in),
    ]


def game_action(rng: random.Random, state) -> None:
    """A random legal action: bring-in or complete, fold, check or call, bet or raise."""
    can_raise = state.can_complete_bet_or_raise_to()
    r = rng.random()
    if state.can_post_bring_in():
        # A "completion" to no more than the bring-in (a short stack's all-in) is the bring-in
        # posted all-in: post it as such.
        completes = (state.min_completion_betting_or_raising_to_amount or 0) > \
            state.effective_bring_in_amount
        if can_raise and completes and r < 0.35:
            state.complete_bet_or_raise_to(state.min_completion_betting_or_raising_to_amount)
        else:
            state.post_bring_in()
        return
    to_call = state.checking_or_calling_amount or 0
    if to_call > 0 and r < 0.22:
        state.fold()
    elif can_raise and r < (0.5 if to_call > 0 else 0.4):
        state.complete_bet_or_raise_to(state.min_completion_betting_or_raising_to_amount)
    else:
        state.check_or_call()


def slim_phh(text: str) -> str:
    """The PHH text without its optional fields (PokerKit adds none we need)."""
    keep = ('variant', 'ante_trimming_status', 'antes', 'blinds_or_straddles', 'bring_in',
            'small_bet', 'big_bet', 'starting_stacks', 'actions')
    return '\n'.join(
        line for line in text.splitlines() if line.split(' = ')[0] in keep
    )


def gen_game_hand(seed: int, code: str) -> dict:
    import pokerkit
    from pokerkit import HandHistory, HoleDealing, CardBurning
    rng = random.Random(seed)
    random.seed(seed)                # PokerKit shuffles with `random`
    cfg = game_config(rng, code)
    cls = getattr(pokerkit, GAME_PRESETS[code][0])
    stud = GAME_PRESETS[code][1]
    if stud:
        game = cls(GAME_AUTOMATIONS, True, cfg['ante'], cfg['bring_in'], cfg['small_bet'],
                   cfg['big_bet'], mode=pokerkit.Mode.TOURNAMENT)
    else:
        game = cls(GAME_AUTOMATIONS, True, cfg['ante'], cfg['blinds'], cfg['small_bet'],
                   cfg['big_bet'], mode=pokerkit.Mode.TOURNAMENT)
    state = game(cfg['stacks'], cfg['players'])
    steps = []
    while state.status:
        if state.actor_index is not None:
            k = len(HandHistory.from_game_state(game, state).actions)
            steps.append(game_step(state, k))
            game_action(rng, state)
        elif state.can_stand_pat_or_discard():
            i = state.stand_patter_or_discarder_index
            hole = list(state.hole_cards[i])
            count = rng.choice([0, 0, 1, 1, 2, 2, 3, len(hole)])
            state.stand_pat_or_discard(rng.sample(hole, min(count, len(hole))))
        elif state.can_show_or_muck_hole_cards():
            state.show_or_muck_hole_cards()
        else:
            raise RuntimeError('unexpected pending operation')
    dealt = sum(
        len(op.cards) if isinstance(op, HoleDealing) else 1
        for op in state.operations if isinstance(op, (HoleDealing, CardBurning))
    )
    flags = ['reshuffle'] if dealt > len(type(game).deck) else []
    assert sum(state.stacks) == sum(cfg['stacks']), 'chips leaked'
    phh = HandHistory.from_game_state(game, state).dumps()
    # PokerKit writes false whatever the game's setting: the games here trim antes (an ante
    # posted short plays for a side pot).
    phh = phh.replace('ante_trimming_status = false', 'ante_trimming_status = true')
    return {
        'seed': seed,
        'game': code,
        'flags': flags,
        'phh': slim_phh(phh),
        'steps': steps,
        'final_stacks': oracle._nums(state.stacks),
    }


def main_games(hands: int, seed: int, out_path: str) -> int:
    import warnings
    # PokerKit warns when it reshuffles (the hand records the `reshuffle` flag).
    warnings.simplefilter('ignore')
    with open(out_path, 'w') as out:
        for g, code in enumerate(GAME_PRESETS):
            for h in range(hands):
                # Each game its own deals and stacks.
                rec = gen_game_hand(seed * 1_000_003 + g * 100_000 + h, code)
                out.write(json.dumps(rec, separators=(',', ':')) + '\n')
    print(f'wrote {hands} hands of each of {len(GAME_PRESETS)} games to {out_path}',
          file=sys.stderr)
    return 0


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument('--hands', type=int, default=2400)
    ap.add_argument('--seed', type=int, default=7)
    ap.add_argument('--out', default=None)
    ap.add_argument('--games', action='store_true',
                    help="PokerKit's stud, stud/8, razz, 2-7 triple draw and badugi presets")
    args = ap.parse_args()
    if args.games:
        return main_games(args.hands, args.seed,
                          args.out or os.path.join(HERE, 'pokerkit_games.jsonl'))
    args.out = args.out or os.path.join(HERE, 'pokerkit_hands.jsonl')
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
