"""The independent examiners' cards (tests/cases/cards/<family>.json) as data-driven cases.

Each card was written in a tournament director's words from the TDA text alone, by someone who had
not read the code or the tests, before the code of its family changed; it holds the facts, the
question, the ruling the TD expects (outcome, rule, every chip movement, discretion), the request
that asks it, and the grade the service got then (`grade_before`). The cards are kept as written.

A card becomes a case through this file: its request, patched where a fact it states had no place
in the API then and has one now (PATCHES), and its expectation, resolved from the rule text where
the card and the ruling differed (RESOLVED: what the case expects instead, and why, quoting the
rule). Run by build.py.
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
