"""The independent examiners' cards (tests/cases/cards/<family>.json) as data-driven cases.

Each card was written in a tournament director's words from the TDA text alone, by someone who had
not read the code or the tests, before the code of its family changed; it holds the facts, the
question, the ruling the TD expects (outcome, rule, every chip movement, discretion), the request
that asks it, and the grade the service got then (`grade_before`). The cards are kept as written.

A card becomes a case through this file: its request, patched where a fact it states had no place
in the API then and has one now (PATCHES), and its expectation, resolved from the rule text where
the card and the ruling differed (RESOLVED: what the case expects instead, and why, quoting the
rule). Run by build.py.

Two later sets are kept the same way, each read by its own section below: the rest of the rulebook
(cards/rulebook.json: hand-for-hand, the chip race, the new level, a bet's amount not yet stated,
pot counts, a dropped stub, a non-chip item), whose cards say the ruling in a TD's words and list
its chip movements, so the outcome code the words give is read here (READING); and the house-rule
cards (cards/house.json), each with the TDA's ruling and the house's beside it in the service's own
shapes. Cards under a profile that is not shipped (tests/house-rules) become cases in
TEST_PROFILE_DIR, which only the engine's case test reads with those profiles.
"""

import copy
import json
import os

HERE = os.path.dirname(os.path.abspath(__file__))
FAMILIES = ['dealing', 'button_blinds', 'showdown', 'clock', 'penalty', 'out_of_turn', 'betting']

# A fact the card states that the request could not carry when it was written: the request as it
# is asked now (a JSON merge patch of the card's request).
PATCHES = {
    # Rule 40-A: the words came with the chips.
    'EX-betting-07': {'dispute': {'declared': {'before_chips': None, 'simultaneous': True}}},
    # "raise by 1,000".
    'EX-betting-10': {'dispute': {'declared': {'raise_by': True}}},
    # What the player did on the clock, and on which second.
    'EX-clock-03': {'dispute': {'act': {'action': 'call'}}},
    'EX-clock-09': {'dispute': {'act': {'action': 'call'}}},
    'EX-clock-12': {'dispute': {'act': {'action': 'call'}}},
    'EX-clock-10': {'dispute': {'act': {'action': 'call'}}},
    # Rule 31: left the table with a live hand.
    'EX-clock-13': {'dispute': {'left_table': True}},
    # The clock shouted from the bar.
    'EX-clock-20': {'dispute': {'called_from_seat': False}},
    # The floor's findings and choices.
    'EX-penalty-11': {'dispute': {'serious': True}},
    'EX-penalty-15': {'dispute': {'rounds': 2}},
    # Players seated after the misdeal.
    'EX-dealing-20': {'dispute': {'arriving': [7]}},
    # The fouled deck shown by its duplicate card.
    'EX-dealing-13': {'dispute': {'duplicate': 'As'}},
    # Late registrants.
    'EX-button_blinds-09': {'dispute': {'arriving_from': 'late_registration'}},
    'EX-button_blinds-10': {'dispute': {'arriving_from': 'late_registration'}},
    # The hand the card describes, with the river checked through and seat 6's nut straight (the
    # card's request carried no actions, so the engine could not see the check).
    'EX-penalty-09': {'hand': {
        'seats': [{'seat': 1, 'stack': 50000}, {'seat': 2, 'stack': 50000, 'cards': 'KhQh'},
                  {'seat': 3, 'stack': 50000}, {'seat': 4, 'stack': 50000}, {'seat': 5, 'stack': 50000},
                  {'seat': 6, 'stack': 50000, 'cards': '8s9s'}, {'seat': 7, 'stack': 50000}, {'seat': 8, 'stack': 50000}],
        'actions': [{'seat': 4, 'action': 'fold'}, {'seat': 5, 'action': 'fold'}, {'seat': 6, 'action': 'raise', 'to': 5000},
                    {'seat': 7, 'action': 'fold'}, {'seat': 8, 'action': 'fold'}, {'seat': 1, 'action': 'fold'},
                    {'seat': 2, 'action': 'call'}, {'seat': 3, 'action': 'fold'},
                    {'deal': 'flop', 'cards': '5h6d7c'}, {'seat': 2, 'action': 'check'}, {'seat': 6, 'action': 'check'},
                    {'deal': 'turn', 'cards': 'Kd'}, {'seat': 2, 'action': 'check'}, {'seat': 6, 'action': 'check'},
                    {'deal': 'river', 'cards': '2s'}, {'seat': 2, 'action': 'check'}, {'seat': 6, 'action': 'check'}]}},
}

# Where the card and the ruling differ, what the case expects, resolved from the rule text. Each
# entry: the expected fields that replace the card's, and `why` (quoted into the case's source).
RESOLVED = {
    # Citations: the ruling names the part the rule text gives; the card named the rule only.
    'EX-betting-11': {'part': 'B', 'why': 'the raise is made up to a full raise: 43-B (with 52-A), as the rules-catalog formula the card quotes names it'},
    'EX-betting-12': {'part': 'C1', 'why': 'prior chips short of the call: 46-C1, the part the catalog numbers'},
    'EX-betting-13': {'part': 'C2', 'why': 'prior chips above the call: 46-C2'},
    'EX-betting-21': {'part': 'C', 'why': 'pot-limit after the flop uses the actual pot: 54-C (rules-catalog §2.18)'},
    'EX-clock-18': {'part': 'A', 'why': 'the penalty options are 71-A (73-A in 2026)'},
    'EX-showdown-22': {'pots': [{'amount': 1975, 'winners': [2, 5]}], 'why': 'winners are listed clockwise from the first seat left of the button, the order odd chips go in (20-A)'},
    # A ruling's own fields: a bet ruling reads the act; the player's choices before it are the
    # options dispute's answer.
    'EX-betting-06': {'options': 'drop', 'why': 'the raise the chip makes is the answer (44); the choices before the act are the options dispute'},
    'EX-betting-25': {'options': 'drop', 'why': 'the correction is the answer (52); the choices before the act are the options dispute'},
    # The card's reading where the service was right, on the card's own second thoughts.
    'EX-betting-33': {'discretion': True, 'why': '59-A: conditional statements "may be binding or penalised (TD)": whether to penalise is the floor\'s (the examiner: "the service\'s flag can be defended")'},
    # Nothing moves on a ruling that stands too late: the pots stay as pushed.
    'EX-showdown-02': {'pots': 'drop', 'why': 'raised after the next hand began: the pot stays as awarded (22); no chips move'},
    'EX-showdown-03': {'pots': 'drop', 'why': 'raised after substantial action on the next hand: stays (22); no chips move'},
    'EX-showdown-05': {'pots': 'drop', 'why': 'raised after substantial action: stays (22); no chips move'},
    # The hand goes on: a dead hand's chips stay in the pot (said in the reasoning); no pot is
    # awarded yet.
    'EX-clock-04': {'pots': 'drop', 'why': 'the dead hand does not end the hand: its 750 stays in the pot, stated; no pot is won yet'},
    'EX-clock-07': {'pots': 'drop', 'why': 'the hand goes on: nothing is won yet'},
    'EX-clock-13': {'pots': 'drop', 'alternatives': ['penalty'], 'why': 'the hand stays live (31) and the board is run out: no pot is won yet; whether to penalise leaving is the floor\'s (the house alternative of an abandoned hand is a house rule)'},
    'EX-clock-20': {'outcome': 'not_yet', 'why': '"The clock must be called from the seat" (29): no clock was running; not_yet is "time has not run out"'},
    'EX-penalty-01': {'penalty': 'drop', 'why': 'a warning misses no hands: no count'},
    'EX-penalty-06': {'penalty': 'drop', 'why': 'a warning misses no hands: no count'},
    'EX-penalty-09': {'outcome': 'no_infraction', 'alternatives': ['penalty'], 'why': 'checking the nuts last to act on the river is not by itself soft play (71-B); no penalty on these facts, the floor may find it from others'},
    # Outcome codes with one meaning per dispute type.
    'EX-showdown-08': {'outcome': 'live_hand', 'why': 'the hand thrown face down is 100% identifiable: it is live and plays (14); live_hand, with its pot'},
    'EX-showdown-10': {'outcome': 'must_table', 'why': 'one card tabled: the player must table the rest (15-A); must_table, with the pot the whole hand wins'},
    # The question the dispute type answers: who wins what (cards speak), the show order a typed
    # field beside it; the odd chip is the point the pots turn on.
    'EX-showdown-14': {'key': 'cards-speak', 'part': None, 'why': 'the showdown dispute answers who wins (12); who tables first is its show_order (seat 4, Rule 17, in see_also)'},
    'EX-showdown-15': {'key': 'cards-speak', 'part': None, 'why': 'as EX-showdown-14: show_order names seat 2 (Rule 17 in see_also)'},
    'EX-showdown-17': {'part': 'B', 'why': "a river bet's caller who kept the cards has the absolute right to see the last aggressor's hand: 18-B (19-B in 2026), as the seed example cites it"},
    'EX-showdown-24': {'key': 'odd-chips', 'part': 'A', 'why': 'the side pot is split with an odd 25: 20-A decides where it goes; 21 (side pots) is in see_also'},
    # 2026's passive out of turn: its text is unknown, its number without a part.
    'EX-out_of_turn-08': {'part': None, 'edition_dependent': True, 'why': 'the 2026 passive rule\'s subsection is unknown (the ES seed gives the example, not the text)'},
    'EX-out_of_turn-10': {'part': None, 'edition_dependent': True, 'why': 'as EX-out_of_turn-08'},
    'EX-out_of_turn-07': {'edition_dependent': True, 'why': 'the same facts answer otherwise in 2026 (call or fold)'},
    'EX-out_of_turn-09': {'edition_dependent': True, 'why': 'the same facts answer otherwise in 2026 (call or fold)'},
}

# Cards no request can ask yet, with the reason (reported, not made into cases).
SKIPPED = {
    'EX-clock-19': 'the answer is a 422 naming dispute.seat (a clock on a player not to act), which the card accepted in advance; refused requests are tested as such, not as rulings',
}


def catalog_numbers():
    """Each rule's number in 2024 and 2026, read from the engine's catalog (catalog.rs)."""
    import re
    path = os.path.join(HERE, '..', '..', 'crates', 'engine', 'src', 'rules', 'catalog.rs')
    out = {}
    for m in re.finditer(r'^\s+\w+ = "([a-z0-9-]+)", (Some\("([^"]+)"\)|None), (Some\("([^"]+)"\)|None),',
                         open(path, encoding='utf-8').read(), re.M):
        out[m.group(1)] = (m.group(3), m.group(5))
    return out


def merge(base, patch):
    """A JSON merge patch (RFC 7386): None removes a key."""
    if not isinstance(patch, dict):
        return copy.deepcopy(patch)
    out = copy.deepcopy(base) if isinstance(base, dict) else {}
    for k, v in patch.items():
        if v is None:
            out.pop(k, None)
        else:
            out[k] = merge(out.get(k), v)
    return out


def part_of(rule, edition):
    """The part letter of a card's rule for an edition ("35-A" -> "A"), where it names one."""
    text = (rule or {}).get(edition) or ''
    head = text.split(' ')[0]
    if '-' in head and not head.startswith('RP'):
        p = head.split('-', 1)[1]
        if p and p[0].isalpha() and len(p) <= 2:
            return p
    return None


def expected_of(card, num):
    e = card['expected']
    r = RESOLVED.get(card['id'], {})
    key = r.get('key', e.get('rule_key'))
    part = r['part'] if 'part' in r else part_of(e.get('rule'), '2024')
    out = {'outcome': e.get('outcome'),
           'citation': {'key': key, 'number': {'2024': num[key][0], '2026': num[key][1]}}}
    if part:
        out['citation']['part'] = part
    # A part lettered otherwise in 2026 (heads-up button placement, 34-B / 36-C).
    if key == 'button-placement' and part == 'B':
        out['citation']['part'] = {'2024': 'B', '2026': 'C'}
    out['discretion'] = e.get('discretion')
    for k in ('action', 'options', 'penalty', 'next_hand'):
        v = e.get(k)
        if v:
            out[k] = {x: y for x, y in v.items() if y is not None}
    if e.get('pots'):
        out['pots'] = [{'amount': p['amount'], 'winners': p.get('winners', [])} for p in e['pots']]
    # The resolution: fields the case expects instead of the card's.
    for k, v in r.items():
        if k in ('key', 'part', 'why'):
            continue
        if v == 'drop':
            out.pop(k, None)
        else:
            out[k] = v
    return out


def cases(num):
    """Every card as a case, by family: {family: [case]}."""
    num = dict(catalog_numbers(), **num)
    out = {}
    for fam in FAMILIES:
        cards = json.load(open(os.path.join(HERE, 'cards', fam + '.json'), encoding='utf-8'))
        for c in cards:
            if c['id'] in SKIPPED or not c.get('request'):
                continue
            request = merge(c['request'], PATCHES.get(c['id'], {}))
            why = RESOLVED.get(c['id'], {}).get('why')
            source = f"examiner card {c['id']}: {c['question']} — {c['ruling']}"
            if why:
                source += f" [resolved: {why}]"
            out.setdefault(fam, []).append({
                'id': c['id'],
                'source': source,
                'request': request,
                'expected': expected_of(c, num),
            })
    return out


# ------------------------------------------------------------------ the rest of the rulebook
# cards/rulebook.json: 45 cards written from the TDA text (the examiner's cards.json as written),
# with the request each sent, the grade after the re-grade (`grade`), and, for the five the
# examiner found to be card errors, the corrected expectation (`corrected`, from report.md's
# "Card errors", as the re-grade graded them).

def rule_of(text):
    """A card's rule for an edition ("59-B (50-B)", "RP-8-A", "22/RP-8") as (number, part)."""
    head = (text or '').replace('/', ' ').replace('(', ' ').split(' ')[0]
    if head.startswith('RP-'):
        bits = head.split('-')
        return '-'.join(bits[:2]), (bits[2] if len(bits) > 2 else None)
    number, _, part = head.partition('-')
    return number, (part or None)


def by_number(num):
    """Each edition's rule numbers to their catalog keys."""
    return ({v[0]: k for k, v in num.items() if v[0]}, {v[1]: k for k, v in num.items() if v[1]})


def one(by):
    """{'2024': x, '2026': x} as x; otherwise as it is."""
    return by['2024'] if by['2024'] == by['2026'] else by


def citation_of(rule, num):
    """The expected citation of a card's rule ({'2024': ..., '2026': ...}): its catalog key (by
    edition where they differ, as hand-for-hand's RP-8-A and 2026 Rule 22), the catalog's
    number in each edition and the part the card names."""
    by24, by26 = by_number(num)
    key, part = {}, {}
    for ed, by in (('2024', by24), ('2026', by26)):
        n, p = rule_of(rule.get(ed))
        # A procedure whose 2026 number is unknown is named by its 2024 number ("RP-4").
        key[ed] = by.get(n) or by24.get(n)
        if key[ed] is None:
            raise KeyError(f'no catalog rule numbered {n!r} in {ed}')
        part[ed] = p
    k = one(key)
    c = {'key': k, 'number': {ed: num[key[ed]][i] for i, ed in enumerate(('2024', '2026'))}}
    p = one(part)
    if p:
        c['part'] = p
    return c


# The outcome code each card's words give, and amounts the words state that `movements` does not
# carry. Every other amount comes from the card's movements (rulebook_expected).
READING = {
    # Hand-for-hand: "tie ... and split" (2024, RP-8-A) is shared_places; "ranked by starting
    # stack" (2026 Rule 22, equal stacks sharing) is ranked_by_stack; "no prize" is no_prize.
    'HH-1': {'outcome': 'shared_places'},
    'HH-2': {'outcome': 'ranked_by_stack'},
    'HH-3': {'outcome': 'ranked_by_stack'},
    'HH-4': {'outcome': 'shared_places'},
    'HH-5': {'outcome': 'ranked_by_stack'},
    'HH-6': {'outcome': 'no_prize'},
    'HH-7': {'outcome': 'no_prize'},
    'HH-8': {'outcome': 'ranked_by_stack'},
    'HH-9': {'outcome': 'shared_places'},
    # The chip race: with the race cards given the race is run (raced, CR-7's too, where it wins
    # no chip); "winners not known yet" is race_to_run.
    'CR-1': {'outcome': 'raced'},
    'CR-2': {'outcome': 'raced'},
    'CR-3': {'outcome': 'raced'},
    'CR-4': {'outcome': 'raced'},
    'CR-5': {'outcome': 'race_to_run'},
    'CR-6': {'outcome': 'raced'},
    'CR-7': {'outcome': 'raced'},
    # The new level: "stands" / "continues at 100-200" is stands; "correct to the new level" is
    # corrected, with who faces what after it where the card says.
    'LC-1': {'outcome': 'stands'},
    'LC-2': {'outcome': 'corrected', 'options': {'seat': 4, 'to_call': 400}},  # "seat 4 faces 400"
    'LC-3': {'outcome': 'stands'},
    'LC-4': {'outcome': 'corrected', 'options': {'seat': 1, 'to_call': 200}},  # "SB faces 400 with 200 in"
    'LC-5': {'outcome': 'stands'},
    'LC-6': {'outcome': 'stands'},
    'LC-7': {'outcome': 'corrected'},
    'LC-8': {'outcome': 'corrected'},
    # A bet's amount not yet stated: "held to the call" is must_call, its "alternative: not
    # bound" not_binding; a fold or an all-in that stands is fold / all_in.
    'BA-1': {'outcome': 'must_call', 'alternatives': ['not_binding']},
    'BA-2': {'outcome': 'fold'},
    'BA-3': {'outcome': 'must_call', 'alternatives': ['not_binding']},
    'BA-4': {'outcome': 'all_in'},
    # "(discretion) held to call 400": the other reading is the one BA-1 and BA-3 word, not bound.
    'BA-5': {'outcome': 'must_call', 'alternatives': ['not_binding']},
    # Pot counts: "the count is given" is right; "no count" is no_right.
    'PC-1': {'outcome': 'right'},
    'PC-2': {'outcome': 'no_right'},
    'PC-3': {'outcome': 'no_right'},
    'PC-4': {'outcome': 'right'},
    'PC-5': {'outcome': 'no_right'},
    'PC-6': {'outcome': 'no_right'},  # "I expect no count"
    # A dropped stub: "put back in its original order" is reconstruct; "reshuffle the stub
    # (without muck and burns)" reshuffle_stub; "with the muck/burns that mixed in" reshuffle_all.
    'ST-1': {'outcome': 'reconstruct'},
    'ST-2': {'outcome': 'reshuffle_stub'},
    'ST-3': {'outcome': 'reshuffle_all'},
    'ST-4': {'outcome': 'reconstruct', 'alternatives': ['reshuffle_stub']},  # "both branches shown"
    'ST-5': {'outcome': 'reconstruct'},  # "with certainty the original order is restored"
    # A non-chip item: "read as a call" is call; "read as a check" is check.
    'NC-1': {'outcome': 'call'},
    'NC-2': {'outcome': 'call'},
    'NC-3': {'outcome': 'call'},
    'NC-4': {'outcome': 'call'},
    'NC-5': {'outcome': 'check', 'action': {'seat': 2, 'action': 'check'}},
}

# Hand-for-hand in the other edition: the 2024 rule shares the places paid on the hand (RP-8-A),
# the 2026 rule ranks the busts by starting stack (22), so the same request answers otherwise;
# there only the citation is compared. A single bust finishes alone under both (HH-6).
EDITION_DEPENDENT = {'HH-1', 'HH-2', 'HH-3', 'HH-4', 'HH-5', 'HH-7', 'HH-8', 'HH-9'}

RACE_PART = 'the card cites Rule 24 (2026: 26); the race itself (one chip at most to a player, nobody raced out, 24-A: "a maximum of one chip awarded to a player. Players can\'t be raced out") is its part A'
REMAINDER = ('RP-8-A shares the prize ("will be eligible for a share of the place(s) paid"); it does not place a unit that does not divide, '
             'so the floor does (Rule 1): the card itself leaves the remainder of 1 "to be settled by the house"')

# Where the card and the ruling differ, what the case expects, resolved from the rule text (the
# TDA 2024 longform, rules-catalog.md's source S1). As RESOLVED above: fields that replace the
# card's, and `why`.
RULEBOOK_RESOLVED = {
    **{f'CR-{i}': {'part': 'A', 'why': RACE_PART} for i in range(1, 8)},
    'HH-4': {'discretion': True, 'why': REMAINDER},
    'HH-5': {'discretion': True, 'why': REMAINDER + ' (2026 Rule 22 ranks the two equal stacks together, sharing 1,501)'},
    'HH-7': {'part': {'2024': 'A', '2026': None}, 'why': 'the places paid on the hand that busts players together are RP-8-A\'s ("If enough players bust on the current hand to break into the money ...")'},
    'HH-8': {'part': {'2024': 'A', '2026': None}, 'why': 'as HH-7: RP-8-A in 2024; 2026 Rule 22 has no part'},
    'HH-9': {'part': {'2024': 'A', '2026': None}, 'why': 'as HH-7: RP-8-A'},
    'BA-2': {'key': 'acting-in-turn', 'part': 'B',
             'why': 'the fold was made in turn, before the amount was clear: 50-B (2026 52-B) is the rule of that act, its own example this fold ("B should wait to act"), and 50-A makes action in turn binding: the card\'s own "the fold stands"; 59-B speaks of a call before the amount, 58 of a fold with no bet to face or out of turn (cited 50-A until the rest4 examiner\'s cards asked for 50-B)'},
    'BA-4': {'key': 'acting-in-turn', 'part': 'B', 'discretion': False,
             'why': 'an all-in made in turn before the amount was clear binds: 50-B (2026 52-B) with 50-A\'s "Action in turn is binding and commits chips to the pot", the card\'s "possibly mandatory"; the floor\'s latitude of 59-B is for a call made before the amount'},
    'PC-6': {'outcome': 'right', 'discretion': False,
             'why': '54-A: "Players are entitled to a pot count in pot-limit only. Dealers will not count the pot in limit and no-limit" (and RP-21: "The pot will only be counted in pot-limit events"): the rule limits the count by the game, not by who asks, so the folded player is counted the pot as anyone at the table'},
    'ST-3': {'discretion': False,
             'why': 'whether the stub mixed with the muck is a finding of fact, and RP-4 then prescribes what to do ("scramble the mixed cards together, shuffle, and cut"): no Rule 1 call, as the examiner corrected ST-4'},
    'ST-5': {'outcome': 'reshuffle_all', 'discretion': False,
             'why': 'RP-4 names the stub mixed with the muck or burns as a case of its own, with its own remedy: "3) If when dropped the stub is mixed in with the muck and/or burns, then scramble the mixed cards together, shuffle, and cut"; the reconstruction of step 1 is for a stub that is only disordered'},
    'NC-5': {'discretion': True,
             'why': 'RP-22: "Betting with these items will be interpreted per house policy or Rule 1": the reading is the floor\'s, with nothing to call as with a bet to face (NC-1 to NC-4)'},
}

RULEBOOK_SKIPPED = {}


def prizes_of(card, request):
    """A hand-for-hand card's movements as the ruling's prizes, in finishing order."""
    names = request['dispute'].get('players')
    out = []
    for m in card['movements']:
        if 'player' not in m:
            continue  # the unit left over ({"remainder": 1}): placed by the floor, not a prize
        place, _, through = m['places'].partition('-')
        p = {'index': m['player'], 'place': int(place), 'through': int(through or place), 'amount': m['prize']}
        if names:
            p['player'] = names[m['player']]
        out.append(p)
    return sorted(out, key=lambda p: (p['place'], p['index']))


def color_up_of(card, request):
    """A chip-race card's movements as the ruling's color_up: one row for each seat that holds
    chips of the removed denomination (a seat with none is not raced and keeps its stack, as the
    card's rows with a stack only say); the chips removed are the request's odd chips, of them a
    whole lowest chip's worth is exchanged and the rest raced."""
    d = request['dispute']
    stacks = {s['seat']: s['stack'] for s in request['hand']['seats']}
    rows = {m['seat']: m for m in card['movements'] if 'seat' in m}
    out = []
    for i, n in enumerate(d['odd']):
        if not n:
            continue
        seat = i + 1
        m = rows.get(seat, {})
        removed = n * d['removed']
        exchanged = m.get('exchanged', removed // d['lowest'] * d['lowest'])
        race_chip = m.get('race_chip', False)
        out.append({'seat': seat, 'removed': removed, 'exchanged': exchanged, 'raced': m.get('raced', removed - exchanged),
                    'race_chip': race_chip, 'kept_in': m.get('kept_in', False),
                    # Not yet raced (CR-5): the stack without the odd chips, before any race chip.
                    'stack': m.get('stack', stacks[seat] - removed + exchanged + (d['lowest'] if race_chip else 0))})
    return out


def action_of(m):
    """A movement {seat, action, to} as the ruling's action: a call that takes the last chips
    ("call (all-in)") is an all-in for them."""
    a = {'seat': m['seat'], 'action': 'all_in' if 'all-in' in m['action'] else m['action']}
    if 'to' in m:
        a['to'] = m['to']
    return a


def rulebook_expected(card, num):
    fam = card['family']
    req = card['request']
    reading = READING[card['id']]
    r = RULEBOOK_RESOLVED.get(card['id'], {})
    c = citation_of(card['rule'], num)
    if 'key' in r:
        k = r['key']
        c['key'], c['number'] = k, {'2024': num[k][0], '2026': num[k][1]}
    if 'part' in r:
        c.pop('part', None)
        if r['part']:
            c['part'] = r['part']
    out = {'outcome': reading['outcome'], 'citation': c}
    discretion = card.get('corrected', {}).get('discretion', card['discretion'])
    moves = card['movements']
    if fam == 'hand_for_hand':
        out['prizes'] = prizes_of(card, req)
    elif fam == 'chip_race':
        out['color_up'] = color_up_of(card, req)
    elif fam == 'level_change':
        # "No chips added": nothing posted.
        out['posts'] = [{'seat': m['seat'], 'amount': m['adds']} for m in moves] or None
    elif fam in ('before_amount', 'non_chip_item'):
        acts = [m for m in moves if 'action' in m]
        if acts:
            out['action'] = action_of(acts[-1])
    elif fam == 'pot_count':
        for m in moves:
            if 'to_call' in m:
                out['options'] = {k: m[k] for k in ('seat', 'to_call', 'max_raise_to')}
    for k, v in reading.items():
        if k != 'outcome':
            out[k] = v
    out['discretion'] = discretion
    if card['id'] in EDITION_DEPENDENT:
        out['edition_dependent'] = True
    for k, v in r.items():
        if k in ('key', 'part', 'why'):
            continue
        out[k] = v
    if out['discretion'] is None:
        raise ValueError(f"{card['id']}: the card leaves discretion open: resolve it (RULEBOOK_RESOLVED)")
    return out


def rulebook_cases(num):
    cards = json.load(open(os.path.join(HERE, 'cards', 'rulebook.json'), encoding='utf-8'))
    out = []
    for c in cards:
        if c['id'] in RULEBOOK_SKIPPED:
            continue
        why = RULEBOOK_RESOLVED.get(c['id'], {}).get('why')
        source = f"examiner card {c['id']} ({c['family']}): {c['question']} — {c['expected']}"
        if 'corrected' in c:
            source += f" [corrected: {c['corrected']['why']}]"
        if why:
            source += f" [resolved: {why}]"
        out.append({'id': 'EX-rulebook-' + c['id'], 'source': source, 'request': copy.deepcopy(c['request']),
                    'expected': rulebook_expected(c, num)})
    return out


# ------------------------------------------------------------------ house-rule cards
# cards/house.json: 44 cards under the wsop-2024 and example-casino profiles (shipped) and the
# examiner's harbour-club (tests/house-rules), as corrected after the first grading, each with the
# request it sent and its grade after the re-grade (`grade`). A card's `tda` is the TDA's ruling
# (the case's `house.tda`), its `house_ruling` the ruling under the profile.

TEST_PROFILE_DIR = 'with-test-profiles'


def profile_names(folder):
    """The names of the house-rule profiles in a folder of the repository."""
    import re
    d = os.path.join(HERE, '..', '..', folder)
    names = set()
    for f in sorted(os.listdir(d)) if os.path.isdir(d) else []:
        if f.endswith('.toml'):
            m = re.search(r'^name\s*=\s*"([^"]+)"', open(os.path.join(d, f), encoding='utf-8').read(), re.M)
            if m:
                names.add(m.group(1))
    return names


def knob_rules(num):
    """Each knob, in the order of docs/house-rules.md's table, with the TDA rule it changes (the
    table's 2024 rule, as a catalog key)."""
    import re
    by24, _ = by_number(num)
    out = {}
    for m in re.finditer(r'^\| `([a-z_]+)` \|[^|]*\|[^|]*\|[^|]*\| (?:Rule )?([^ /|]+)',
                         open(os.path.join(HERE, '..', '..', 'docs', 'house-rules.md'), encoding='utf-8').read(), re.M):
        out[m.group(1)] = by24[rule_of(m.group(2))[0]]
    return out


def pots_of(pots):
    """A card's pots (the service's shape): amount, winners and each share, side pots first."""
    return [{'amount': p['amount'], 'winners': p.get('winners', []), 'shares': [s['amount'] for s in p.get('shares', [])]}
            for p in pots]


def amounts_of(r):
    """The decided fields of one side of a house card (`tda` or `house_ruling`)."""
    out = {}
    for k in ('action', 'options', 'penalty', 'next_hand'):
        if r.get(k):
            out[k] = {x: y for x, y in r[k].items() if y is not None}
    if r.get('pots'):
        out['pots'] = pots_of(r['pots'])
    for k in ('refunds', 'forfeited'):
        if r.get(k):
            out[k] = r[k]
    # The bettor's own chips handed back ("returned", the ruling's `returned`); each other
    # seat's are its `refunds`.
    seat = (r.get('action') or {}).get('seat')
    back = [m['amount'] for m in r.get('chip_movements', []) if m['kind'] == 'returned' and m['seat'] == seat]
    if back:
        out['returned'] = sum(back)
    if r.get('discretion') is not None:
        out['discretion'] = r['discretion']
    if 'alternatives' in r:
        out['alternatives'] = [a['outcome'] for a in r['alternatives']]
    return out


EX_CASINO_LADDER = ('house rules supplement the TDA\'s, and the TDA\'s penalties stay the floor\'s: 71-A: "Enforcement options include but are not limited to '
                    'verbal warnings, one or more \'missed hand\' or \'missed round\' penalties, and disqualification", with Rule 1 over every ruling; '
                    'Example Casino 9.1 ("a first infraction costs one missed round; penalties rise one round at a time up to four") sets the step the ruling gives, '
                    'with its count, and the floor keeps the others as alternatives (so the repository\'s own HOUSE-first-penalty and HOUSE-penalty-max-rounds)')
NO_OPTIONS = 'a {} ruling answers the dispute (the chips it moves); the next player\'s choices after it are the options dispute\'s answer, not promised here (the examiner\'s own grade)'

# Where a house card and the ruling differ on a point the examiner left ambiguous, or the card
# accepts more than one answer, what the case expects and why. Fields replace the case's; `tda`
# holds fields of `house.tda`; 'drop' removes a field.
HOUSE_RESOLVED = {
    'EX-HOUSE-10': {'edition_dependent': True, 'number': {'2024': 'Glossary', '2026': '55'},
                    'why': 'the same request in 2026 is the TDA\'s own passive reading (call or fold): no effect there, the TDA rule cited (EX-HOUSE-11)'},
    'EX-HOUSE-11': {'part': None, 'edition_dependent': True, 'number': {'2024': 'Glossary', '2026': '55'},
                    'why': 'the 2026 passive rule\'s subsection is unknown (seed-cases.md: "probably 55-x (exact subsection unknown)"), so it is cited without a part; '
                           'in 2024 the WSOP changes the same request, its glossary cited (EX-HOUSE-10)'},
    'EX-HOUSE-13': {'options': 'drop', 'why': NO_OPTIONS.format('pot-limit correction')},
    'EX-HOUSE-16': {'part': 'B', 'why': "as EX-showdown-17: the absolute right of a river bet's caller is 18-B"},
    'EX-HOUSE-17': {'house_rule': '4.1', 'knob': 'clock_seconds',
                    'why': 'no knob alone makes 85 s, and the card accepts 4.1 or 4.3: the house rule cited is the first changed knob\'s in the knob table, clock_seconds (4.1), every knob that makes the difference listed in house.rules'},
    'EX-HOUSE-18': {'refunds': [{'seat': 3, 'amount': 15000}, {'seat': 2, 'amount': 15000}],
                    'why': 'the same two refunds, in the ruling\'s order: the late act\'s chips (seat 3, on the clock) first, then the bet nobody called'},
    'EX-HOUSE-27': {'discretion': True, 'alternatives': ['penalty', 'penalty', 'penalty', 'disqualification'], 'tda': {'options': 'drop'},
                    'why': EX_CASINO_LADDER + '; ' + NO_OPTIONS.format('penalty')},
    'EX-HOUSE-28': {'discretion': True, 'alternatives': ['penalty', 'disqualification'], 'knobs': ['penalty_max_rounds'],
                    'why': EX_CASINO_LADDER + '; and this is a fifth infraction (a warning and 1, 2 and 3 rounds before), so the first-penalty step does not decide it: '
                           'only the ladder\'s top (four rounds, not three) changes the ruling, the knob the card cites'},
    'EX-HOUSE-40': {'tda': {'options': 'drop'}, 'why': NO_OPTIONS.format('penalty')},
}

# House cards no ruling request can ask, with the reason.
HOUSE_SKIPPED = {
    'EX-HOUSE-29': 'a table balance (POST /v1/tables/balance: halt_short_by), not a ruling: the cases are ruling requests; the halt at 2 short is the balance tests\' to keep',
    'EX-HOUSE-30': 'a table balance (POST /v1/tables/balance), not a ruling, as EX-HOUSE-29',
}


def patch(out, r):
    for k, v in r.items():
        if k in ('why', 'tda', 'part', 'number', 'house_rule', 'knob', 'knobs'):
            continue
        if v == 'drop':
            out.pop(k, None)
        else:
            out[k] = v


def house_expected(card, num, knobs):
    t, h = card['tda'], card['house_ruling']
    r = HOUSE_RESOLVED.get(card['id'], {})
    tda_cite = citation_of(t['rule'], num)
    if h['effect'] == 'changed':
        n = r.get('house_rule', h['house_rule'])
        knob = r.get('knob', h['knob'])
        key = knobs[knob]
        out = {'outcome': h['outcome'], 'citation': {'key': key, 'number': {'2024': n, '2026': n}}}
        out.update(amounts_of(h))
        # The TDA rule the house departs from comes first among the others cited.
        out['see_also_first'] = key
        tda = {'outcome': t['outcome'], 'citation': {'key': tda_cite['key'], 'number': tda_cite['number']}}
        tda.update(amounts_of(t))
        patch(tda, r.get('tda', {}))
        order = list(knobs)
        out['house'] = {'effect': 'changed', 'knobs': r.get('knobs', sorted(card['knobs'], key=order.index)), 'tda': tda}
    else:
        if 'part' in r:
            tda_cite.pop('part', None)
            if r['part']:
                tda_cite['part'] = r['part']
        out = {'outcome': h['outcome'], 'citation': tda_cite}
        out.update(amounts_of(h))
        out['house'] = {'effect': 'none'}
    # A case whose citation differs by edition (the house's rule in one, the TDA's in the other).
    if 'number' in r:
        out['citation']['number'] = r['number']
    patch(out, r)
    return out


def house_cases(num):
    """The house cards as cases: {'house': [...] under shipped profiles, 'house_test_profiles':
    [...] under tests/house-rules}."""
    cards = json.load(open(os.path.join(HERE, 'cards', 'house.json'), encoding='utf-8'))
    shipped = profile_names('house-rules')
    knobs = knob_rules(num)
    out = {}
    for c in cards:
        if c['id'] in HOUSE_SKIPPED:
            continue
        why = HOUSE_RESOLVED.get(c['id'], {}).get('why')
        source = (f"examiner card {c['id']} ({c['house']}: {', '.join(c['knobs'])}): {c['question']} — "
                  f"TDA: {c['tda']['ruling']} House: {c['house_ruling']['ruling']}")
        if why:
            source += f" [resolved: {why}]"
        fam = 'house' if c['house'] in shipped else 'house_test_profiles'
        out.setdefault(fam, []).append({'id': c['id'], 'source': source, 'request': copy.deepcopy(c['request']),
                                        'expected': house_expected(c, num, knobs)})
    return out


def later_cases(num):
    """The rest-of-the-rulebook and house-rule cards: {family: [case]}; a family ending in
    `_test_profiles` needs the profiles of tests/house-rules."""
    num = dict(catalog_numbers(), **num)
    out = {'rulebook': rulebook_cases(num)}
    out.update(house_cases(num))
    return out


# ------------------------------------------------------------------ every game a floor deals
# cards/games.json: 50 cards on stud, razz, stud/8, draw, badugi, short deck and mixed rotations,
# written from the TDA text before the games were built, then graded (`grade_before`: 32 agree,
# 15 partial, 3 disagree). The cards say their rulings in a TD's words; a case expects what the
# examiner graded as agreeing (the service's outcome, rule and amounts the card accepted), and,
# for each card that differed, what the rule text decides (GAMES_RESOLVED, with why). Cards the
# API cannot ask in full yet are reported in GAMES_SKIPPED.

GAMES_RESOLVED = {
    'EX-GAMES-03': {'options': {'seat': 3, 'to_call': 2000, 'can_raise': False}, 'outcome': 'call_or_fold',
                    'key': 'number-of-raises', 'part': None,
                    'why': 'a house cap of 5 is "one bet and four raises" (48; WSOP D15: a stud completion is not a raise, it is the bet): after the completion and four raises to 2000 the round is capped'},
    'EX-GAMES-05': {'discretion': True, 'key': 'reopening-the-bet', 'part': 'B',
                    'why': 'an all-in over the bring-in short of the completion: 47-B counts half a bet or more as a bet, but the TDA does not say whether it is measured from zero or over the bring-in: the floor\'s (Rule 1); the engine reads it from zero (raise to 650) and gives the other reading (complete to 400) in alternatives'},
    'EX-GAMES-27': {'penalty': {'rounds': 0, 'hands': 7, 'players_at_table': 8, 'forced_bets': 150, 'blinded_out': False},
                    'why': '71-C: the player on penalty is dealt in, posts his ante (50) and, with the low card, the bring-in (100), and his hand is killed; the served-penalty ruling counts this hand and states the 150 posted (the card called the outcome a dead hand; the hand is dead and the answer is the penalty count)'},
    'EX-GAMES-19': {'part': 'E', 'why': 'the card is right on every fact; the rule that moves the action past the low card all in for the ante is RP-10-E, now cited with its part (examiner X6-06 asked for it)'},
    'EX-GAMES-40': {'discretion': True,
                    'why': 'the request states no house rule, and the TDA leaves an exposed card in a draw game to the house (35-A\'s exposed-card causes are written for flop games): the ruling follows the usual house rule the card quotes (replaced; a second card a misdeal) with discretion: true and a misdeal in alternatives (resolved so with examiner X6-15, the same facts in triple draw)'},
    'EX-GAMES-10': {'returned': 400, 'why': 'a fixed-limit bet of the wrong size is the limit\'s bet (RP-10-F: no doubling on fourth street): 800 put out, a 400 bet, 400 handed back'},
}

# Cards no request asks in full yet, with the reason (reported, not made into cases).
GAMES_SKIPPED = {
    'EX-GAMES-49': 'the rotation dispute names who moves (seat 5) but not the seat he takes at the new table or what he posts there (balancing, not yet asked)',
    'EX-GAMES-02': 'the card also asks the next player\'s options after the completion, which a bet ruling does not give (an options request does)',
    'EX-GAMES-21': 'the card also asks the next player\'s options after the premature card, which a stud_deal ruling does not give',
    'EX-GAMES-14': 'the card was graded on the old answer (only the ante stayed in the pot); the away low card now posts the bring-in too (Rules 30, 71-C) and the case G-STUD-ABSENT-LOW-CARD checks it',
    'EX-GAMES-32': 'as EX-GAMES-14: the away player\'s bring-in is now posted; checked by G-STUD-ABSENT-LOW-CARD',
}


# cards/rest2.json: 12 cards on Rule 51-C (undercall_chain), Rule 41 (a bet) and RP-9 / 10-B
# (final_table), written from the TDA text by an examiner who had not seen the code, after the
# families were built (graded: 11 agree, 1 disagree, on the citation of EX-rest2-08).
REST2_RESOLVED = {
    'EX-rest2-08': {'key': 'methods-of-calling', 'part': None,
                    'why': 'one chip of exactly the call is a standard call (41); Rule 44 covers a single chip larger than the call'},
}


def graded_cases(num, name, resolved, skipped):
    """A graded card file as cases: [case]."""
    import re
    num = dict(catalog_numbers(), **num)
    out = []
    for c in json.load(open(os.path.join(HERE, 'cards', name + '.json'), encoding='utf-8')):
        if c['id'] in skipped or not c.get('request') or not c.get('response'):
            continue
        r = c['response']
        res = resolved.get(c['id'], {})
        cit = r.get('citation')
        if isinstance(cit, dict):
            key, cpart = cit['key'], cit.get('part')
        else:
            key = r.get('citation_key')
            m = re.search(r'-([A-Z][0-9]?)$', (cit or '').strip())
            cpart = m.group(1) if m and not (cit or '').split()[-1].startswith('RP-') else None
        key = res.get('key', key)
        part = res['part'] if 'part' in res else cpart
        # A key that differs by edition: {"2024": ..., "2026": ...}.
        k24, k26 = (key['2024'], key['2026']) if isinstance(key, dict) else (key, key)
        e = {'outcome': res.get('outcome', r['outcome']),
             'citation': {'key': key, 'number': {'2024': num[k24][0], '2026': num[k26][1]}},
             'discretion': res.get('discretion', r.get('discretion', False))}
        if part:
            e['citation']['part'] = part
        if r.get('options'):
            e['options'] = {x: y for x, y in r['options'].items() if y is not None}
        if r.get('pots'):
            e['pots'] = [{'amount': p['amount'], 'winners': p.get('winners', []),
                          'shares': [x['amount'] for x in p.get('shares', [])]} for p in r['pots']]
        if r.get('next_hand'):
            e['next_hand'] = r['next_hand']
        for k, v in res.items():
            if k not in ('key', 'part', 'why', 'outcome', 'discretion'):
                e[k] = v
        source = f"examiner card {c['id']} ({c.get('game') or c.get('family')}): {c['question']} — {c['ruling']}"
        if res.get('why'):
            source += f" [resolved: {res['why']}]"
        out.append({'id': c['id'], 'source': source, 'request': c['request'], 'expected': e})
    return out


def games_cases(num):
    """The games cards as cases."""
    return graded_cases(num, 'games', GAMES_RESOLVED, GAMES_SKIPPED)


def rest2_cases(num):
    """The 51-C, 41 and final-table cards as cases."""
    return graded_cases(num, 'rest2', REST2_RESOLVED, {})


# cards/rest3.json: 22 cards on the penalty's infraction kinds (Rules 4, 5, 6, 33, 63, 67-70),
# re-buys (27), wrong seats (7) and leaving the table (31), written before those changes were
# coded and graded twice (first pass 10 agree, second pass 20 agree; `first_pass` keeps the
# first). The two that differed on the second pass, resolved from the rule text:
REST3_RESOLVED = {
    'EX-rest3-17': {'why': 'the card is right: the player left seat 2 just after posting its big blind, so the small blind due '
                           'there next hand falls on the left seat (32: dead) and is not paid twice; the extra is the big blind '
                           'and its ante, 800 (fixed after the second pass)'},
    'EX-rest3-19': {'why': 'kept as the floor\'s: both players move by Rule 7, but the swap brings seat 8\'s big blind sooner, '
                           'and a blind shifted between hands is the floor\'s as on card 18 (the examiner notes the two cards '
                           'differ on it)'},
}


def rest3_cases(num):
    """The penalty kinds, re-buy, wrong-seat and away-from-the-table cards as cases."""
    return graded_cases(num, 'rest3', REST3_RESOLVED, {})


# cards/rest4.json: 30 cards, two for each rule of the rest of the rulebook (59-B, 50-B, 23,
# RP-4, 54-A/RP-21, RP-22, 3, 7, 31, 63, RP-8 and the 2026 Rule 22, 24, 27, RP-9/10-B, 71),
# written after those families were built, graded twice: 24 agreed, then 28. The six that did not
# agree on the first pass, resolved from the rule text (each fixed in the engine, and checked
# here; 02 and 12 also state the pot the showdown decides, added after the second pass):
REST4_RESOLVED = {
    'EX-rest4-02': {'refunds': [{'seat': 3, 'amount': 100}], 'pots': [{'amount': 30000, 'winners': []}],
                    'why': 'the card is right: seat 7 calls all in for 9,000, and with nobody left to act the 100 of the 9,100 '
                           'bet nobody can call goes back to seat 3; the summary said "9,100 in all"'},
    'EX-rest4-03': {'part': 'B', 'why': 'the card is right: 50-B is the rule of an act before the amount is clear (its own example '
                                        'is this fold); 50-A (binding) is named in the reasoning'},
    'EX-rest4-04': {'part': 'B', 'why': 'as EX-rest4-03, for an all-in'},
    'EX-rest4-12': {'refunds': [{'seat': 3, 'amount': 1500}], 'pots': [{'amount': 15000, 'winners': []}],
                    'why': 'the card is right: the bounty chip read as an all-in call of 3,500 heads-up leaves 1,500 of the '
                           '5,000 bet nobody can call: back to seat 3'},
    'EX-rest4-15': {'discretion': False, 'alternatives': [],
                    'why': 'the card is right once its fact can be given: she posted no big blind from the wrong seat '
                           '(`big_blind_in_wrong_seat: false`), so the move skips and doubles nothing and nothing is left '
                           'to the floor; without the fact the ruling now gives that reading as an alternative'},
    'EX-rest4-21': {'edition_dependent': True, 'part': {'2024': 'A', '2026': None},
                    'key': {'2024': 'rp-hand-for-hand', '2026': 'simultaneous-busts'},
                    'why': 'several players busted on the bubble hand: RP-8-A in 2024; the card is a 2024 card'},
    'EX-rest4-22': {'edition_dependent': True, 'part': {'2024': 'A', '2026': None},
                    'key': {'2024': 'rp-hand-for-hand', '2026': 'simultaneous-busts'},
                    'why': 'ranked by their stacks at the start of the hand: the 2026 Rule 22; the card is a 2026 card'},
    'EX-rest4-18': {'why': 'the card is right: the dead-hand alternative now says seat 3 wins the 4,500 pot and takes back '
                           'the 2,000 nobody called'},
}


def rest4_cases(num):
    """The rest-of-the-rulebook cards as cases."""
    return graded_cases(num, 'rest4', REST4_RESOLVED, {})
