#!/usr/bin/env python3
"""Browser tests of the floor console at `/`, in a real headless Chromium (Debian's `chromium`,
driven by Playwright for Python as the system browser).

Every request the page makes to anything but the server is blocked: the console must work with
the network cable out. The dispute forms come from the server (GET /v1/disputes). Flows: a spot (the round now) in English, Portuguese and Spanish; a hand
entered tap by tap; a pasted PokerStars history; the floor's final word; a house-rule profile
chosen in the set-up (GET /v1/house-rules), whose ruling is shown beside the TDA's; offline, a
ruling under the server's own profile (the server started with `--house-rules tests/house-rules`),
logged when the server is back with the profile's version and digest. Each ruling
shown is compared with the API's answer to the same request. Screenshots at the two tablet sizes go to a
folder the test prints.

People sign in on the page: with FLOORCALL_CONSOLE_FLOOR and FLOORCALL_CONSOLE_SUPERVISOR set
("Name:PIN" each), the console is used signed in as the floor person, whose final word is a
proposal; the floor person signs out, the supervisor signs in on the same tablet and confirms
it, and the log's history shows both (and who asked for each ruling).

Usage: console_test.py BASE_URL [SCREENSHOT_DIR]   (FLOORCALL_API_KEY: the key the test's own
API checks use, if any; CHROMIUM: the browser, default /usr/bin/chromium; FLOORCALL_CONSOLE_ONLY=
offline: only the footer and the offline flow, as .ci/run checks the container)
"""

import json
import os
import sys
import urllib.error
import urllib.request
from urllib.parse import urlparse

from playwright.sync_api import sync_playwright

BASE = sys.argv[1].rstrip('/')
SHOTS = sys.argv[2] if len(sys.argv) > 2 else '/tmp/floorcall-console-shots'
KEY = os.environ.get('FLOORCALL_API_KEY', '')
CHROMIUM = os.environ.get('CHROMIUM', '/usr/bin/chromium')
# FLOORCALL_CONSOLE_ONLY=offline: the version footer and the offline flow alone (the container's
# check in .ci/run); otherwise every flow.
ONLY = os.environ.get('FLOORCALL_CONSOLE_ONLY', '')


def person(var):
    v = os.environ.get(var, '')
    return tuple(v.split(':', 1)) if ':' in v else None


FLOOR = person('FLOORCALL_CONSOLE_FLOOR')
SUPERVISOR = person('FLOORCALL_CONSOLE_SUPERVISOR')
HOST = urlparse(BASE).hostname

checks = 0
failures = []


def check(cond, what):
    global checks
    checks += 1
    if not cond:
        failures.append(what)
        print('FAIL', what)


def api(method, path, body=None):
    headers = {'content-type': 'application/json'}
    if KEY:
        headers['authorization'] = 'Bearer ' + KEY
    req = urllib.request.Request(BASE + path, method=method, headers=headers,
                                 data=None if body is None else json.dumps(body).encode())
    with urllib.request.urlopen(req) as r:
        return json.load(r)


SEATS = [(1, 19800), (2, 19800), (3, 19800), (4, 19800)]
SPOT = {'game': 'NLHE', 'blinds': {'small': 100, 'big': 200}, 'big_blind_ante': 200, 'button': 4, 'street': 'flop', 'pot': 800,
        'seats': [{'seat': 1, 'in_front': 600, 'behind': 19200}, {'seat': 2, 'in_front': 1600, 'behind': 18200},
                  {'seat': 3, 'in_front': 3600, 'behind': 16200, 'acted': True}, {'seat': 4, 'in_front': 0, 'behind': 19800}],
        'last_full_raise': 2000, 'to_act': 4}

STARS = """PokerStars Hand #77: Tournament #9, 100+10 Hold'em No Limit - Level II (50/100) - 2026/11/30 10:00:00 ET
Table '9 1' 9-max Seat #1 is the button
Seat 1: ann (5000 in chips)
Seat 2: bob (5000 in chips)
Seat 3: cid (5000 in chips)
bob: posts small blind 50
cid: posts big blind 100
*** HOLE CARDS ***
Dealt to ann [As Ad]
ann: raises 200 to 300
bob: folds
cid: calls 200
*** FLOP *** [2c 7d Jh]
cid: checks
ann: bets 400
cid: calls 400
*** TURN *** [2c 7d Jh] [4s]
cid: checks
ann: checks
*** RIVER *** [2c 7d Jh 4s] [9d]
cid: checks
ann: checks
*** SHOW DOWN ***
ann: shows [As Ad] (a pair of Aces)
cid: shows [Jd 9h] (two pair, Jacks and Nines)
cid collected 1450 from pot
*** SUMMARY ***
Total pot 1450 | Rake 0
"""


def wait_until(page, cond, what, timeout=10.0):
    """Poll from Python: the page's CSP forbids the eval that wait_for_function needs."""
    import time
    end = time.time() + timeout
    while time.time() < end:
        if cond():
            return True
        page.wait_for_timeout(50)
    check(False, f'timed out waiting: {what}')
    return False


def setup_table(page, seats=SEATS, button=4, sb=100, bb=200, bba=200):
    page.fill('#sb', str(sb))
    page.fill('#bb', str(bb))
    page.fill('#bba', str(bba))
    page.dispatch_event('#bb', 'change')
    rows = page.locator('#seat-rows tr')
    while rows.count() > len(seats):
        rows.nth(rows.count() - 1).locator('.s-remove').click()
    while rows.count() < len(seats):
        page.click('#add-seat')
    for i, (seat, stack) in enumerate(seats):
        row = rows.nth(i)
        row.locator('.s-seat').fill(str(seat))
        row.locator('.s-stack').fill(str(stack))
        row.locator('.s-stack').dispatch_event('change')
    page.select_option('#button', str(button))
    page.dispatch_event('#button', 'change')


def shown(page):
    wait_until(page, lambda: page.text_content('[data-testid=ruling-outcome]') or not page.locator('[data-testid=problem]').is_hidden(),
               'a ruling or a problem')
    if not page.locator('[data-testid=problem]').is_hidden():
        text = page.text_content('[data-testid=problem]')
        check(False, f'the console shows a problem: {text}')
        return {'outcome': None, 'citation': '', 'summary': text}
    return {
        'outcome': page.get_attribute('[data-testid=ruling-outcome]', 'data-outcome'),
        'citation': page.text_content('[data-testid=ruling-citation]'),
        'summary': page.text_content('[data-testid=ruling-summary]'),
    }


def compare(flow, got, want):
    check(got['outcome'] == want['outcome'], f'{flow}: outcome {got["outcome"]} vs API {want["outcome"]}')
    check(want['citation']['label'] in got['citation'], f'{flow}: citation {got["citation"]!r} vs API {want["citation"]["label"]}')
    check(got['summary'] == want['summary'], f'{flow}: summary {got["summary"]!r} vs API {want["summary"]!r}')


def sign_in(page, who):
    name, pin = who
    if page.locator('[data-testid=sign-in]').is_hidden():
        page.click('[data-testid=sign-in-open]')
    page.fill('[data-testid=sign-in-name]', name)
    page.fill('[data-testid=sign-in-pin]', pin)
    page.click('[data-testid=sign-in-submit]')
    wait_until(page, lambda: name in (page.text_content('[data-testid=signed-in]') or ''), f'signed in as {name}')
    check(page.locator('[data-testid=sign-in]').is_hidden(), f'{name}: the sign-in form closes')
    stored = page.evaluate("Object.keys(window.localStorage).filter(k => k.includes('session') || k.includes('key'))")
    check(not stored, f'no credential in the device storage: {stored}')


def sign_out(page):
    page.click('[data-testid=sign-out]')
    wait_until(page, lambda: not page.locator('[data-testid=sign-in-open]').is_hidden(), 'signed out')


def reset(page):
    page.evaluate("document.getElementById('ruling').hidden = true; document.getElementById('ruling-outcome').textContent = ''")


# The languages the server speaks (its console's words list them).
LANGS = []


def spot_flow(page, lang):
    page.select_option('[data-testid=language]', lang)
    page.click('[data-testid=mode-spot]')
    setup_table(page)
    page.select_option('#spot-street', 'flop')
    page.fill('#spot-pot', '800')
    page.fill('#spot-full', '2000')
    for s in SPOT['seats']:
        page.fill(f'[data-testid=spot-front-{s["seat"]}]', str(s['in_front']))
        page.fill(f'[data-testid=spot-behind-{s["seat"]}]', str(s['behind']))
        if s.get('acted'):
            page.check(f'[data-testid=spot-acted-{s["seat"]}]')
    page.select_option('[data-testid=spot-to-act]', '4')
    page.dispatch_event('#spot-to-act', 'change')
    check(page.text_content('[data-testid=drawn-pot]').replace(',', '').replace('.', '').replace('\u202f', '').replace('\xa0', '') == '6600',
          f'spot {lang}: the drawing shows the pot 6,600')
    page.select_option('[data-testid=dispute-type]', 'options')
    reset(page)
    page.click('[data-testid=submit-ruling]')
    got = shown(page)
    want = api('POST', '/v1/rulings', {'edition': '2024', 'language': lang, 'spot': SPOT, 'dispute': {'type': 'options', 'seat': 4}})
    compare(f'spot {lang}', got, want)
    check(want['citation']['key'] == 'raise-amounts' and want['options']['min_raise_to'] == 5600, 'TDA 43 Ex 1 as a spot: raise to 5,600')
    v = page.viewport_size
    wait_until(page, lambda: in_view(page, '[data-testid=ruling-outcome]'), f'spot {lang}: the ruling scrolled into view')
    glyphs(page, f'spot {lang} {v["width"]}x{v["height"]}')
    page.wait_for_timeout(300)
    page.screenshot(path=os.path.join(SHOTS, f'console-{v["width"]}x{v["height"]}-{lang}.png'))


# Every character on the screen has a glyph in the tablet's fonts: each one is drawn on a canvas
# in the page's font, and one drawn exactly as the browser draws a character no font has (U+FFFF,
# the last resort's box: same width, same pixels) is a missing glyph, a box on the floor's screen
# (Japanese, Korean and Chinese on a machine without CJK fonts). A Tangut character, which no
# font here has, is the control: a check that does not see it missing sees nothing.
GLYPHS = r"""(control) => {
  const c = document.createElement('canvas'); c.width = 48; c.height = 48;
  const g = c.getContext('2d', { willReadFrequently: true });
  g.font = '32px ' + getComputedStyle(document.body).fontFamily; g.textBaseline = 'top';
  const shape = (ch) => {
    g.clearRect(0, 0, 48, 48); g.fillText(ch, 4, 4);
    const d = g.getImageData(0, 0, 48, 48).data; let h = 0;
    for (let i = 3; i < d.length; i += 4) h = (h * 31 + d[i]) >>> 0;
    return g.measureText(ch).width.toFixed(2) + ':' + h;
  };
  const tofu = shape('\uFFFF');
  const text = [document.body.innerText, ...[...document.querySelectorAll('option')].map((o) => o.textContent)].join('') + control;
  const chars = [...new Set([...text])].filter((ch) => ch.codePointAt(0) > 0x7F && !/[\s\p{M}\p{Cf}]/u.test(ch));
  return { tofu, chars: chars.length, missing: chars.filter((ch) => shape(ch) === tofu) };
}"""
TANGUT = '\U00017000'


def glyphs(page, where):
    got = page.evaluate(GLYPHS, TANGUT)
    missing = [c for c in got['missing'] if c != TANGUT]
    check(TANGUT in got['missing'] and not got['tofu'].startswith('0.00'), f'{where}: the glyph check sees a missing glyph: {got["tofu"]}')
    check(not missing, f'{where}: {len(missing)} of {got["chars"]} characters drawn as boxes (no font): {"".join(missing[:40])}')


def hand_flow(page, lang):
    page.select_option('[data-testid=language]', lang)
    page.click('[data-testid=mode-hand]')
    page.click('[data-testid=new-hand]')
    setup_table(page, seats=[(1, 20000), (2, 20000), (3, 20000), (4, 20000), (5, 20000)], button=5, sb=250, bb=500, bba=0)
    wait_until(page, lambda: '3' in (page.text_content('[data-testid=guide]') or ''), 'seat 3 to act')
    # Facing the big blind: a check is not an option, so it cannot be tapped.
    check(page.locator('[data-testid=act-check]').is_disabled() and page.locator('[data-testid=act-call]').is_enabled()
          and page.locator('[data-testid=act-raise]').is_enabled(), f'hand {lang}: check disabled facing a bet')
    page.fill('[data-testid=act-to]', '1100')
    page.click('[data-testid=act-raise]')
    wait_until(page, lambda: page.locator('[data-testid=action-list] li').count() == 1, 'one action listed')
    guide = page.text_content('[data-testid=guide]')
    check('4' in guide and '1' in guide, f'hand {lang}: the guide names seat 4 and the call: {guide!r}')
    page.select_option('[data-testid=dispute-type]', 'bet')
    page.select_option('[data-testid=dispute-seat]', '4')
    check(page.locator('[data-testid=field-prior_chips_moved]').is_hidden(), f'hand {lang}: nothing in front: the earlier chips not asked about')
    for chip in [1000, 100, 100, 100, 100, 100]:
        page.click(f'[data-testid=chip-{chip}]')
    cut = page.evaluate("[...document.querySelectorAll('#denominations button')].filter(b => b.scrollWidth > b.clientWidth).map(b => b.textContent)")
    check(not cut, f'hand {lang}: every chip\'s amount fits its button: {cut}')
    check(page.text_content('[data-testid=chip-25000]') == grouped(25000, lang), f'hand {lang}: the 25,000 chip reads {grouped(25000, lang)}')
    reset(page)
    page.click('[data-testid=submit-ruling]')
    got = shown(page)
    hand = {'game': 'NLHE', 'blinds': {'small': 250, 'big': 500}, 'big_blind_ante': 0, 'button': 5,
            'seats': [{'seat': s, 'stack': 20000} for s in range(1, 6)], 'actions': [{'seat': 3, 'action': 'raise', 'to': 1100}]}
    want = api('POST', '/v1/rulings', {'edition': '2024', 'language': lang, 'hand': hand,
                                       'dispute': {'type': 'bet', 'seat': 4, 'chips': [1000, 100, 100, 100, 100, 100]}})
    compare(f'hand {lang}', got, want)
    check(want['outcome'] == 'raise' and want['action']['to'] == 1700, 'TDA 45 Ex 2 through the console: a raise to 1,700')


def prior_flow(page, lang):
    """Rule 46: the small blind, 100 in front, faces a raise to 600 and pushes 500. Whether the
    100 was left alone decides the ruling (a call, or short of one): the bet form asks it, and
    rules only once it is answered; for a seat with nothing in front it is not asked."""
    page.select_option('[data-testid=language]', lang)
    page.click('[data-testid=mode-hand]')
    page.click('[data-testid=new-hand]')
    setup_table(page, seats=[(1, 10000), (2, 10000), (3, 10000)], button=3, sb=100, bb=200, bba=0)
    wait_until(page, lambda: page.locator('[data-testid=act-raise]').is_enabled(), f'prior {lang}: the button to act')
    page.fill('[data-testid=act-to]', '600')
    tap_act(page, 'raise', 1)
    page.click('[data-testid=dispute-pick-bet]')
    wait_until(page, lambda: page.input_value('[data-testid=dispute-seat]') == '1', f'prior {lang}: the small blind to act')
    check(page.locator('[data-testid=field-prior_chips_moved]').is_visible(), f'prior {lang}: asked for the seat with chips in front')
    page.click('[data-testid=chip-500]')
    reset(page)
    page.click('[data-testid=submit-ruling]')
    wait_until(page, lambda: page.locator('[data-testid=field-problem]').count() == 1, f'prior {lang}: the question asked before ruling')
    check(page.get_attribute('[data-testid=field-problem]', 'data-field') == 'dispute.prior_chips_moved',
          f'prior {lang}: the problem sits at the question')
    check(page.locator('#ruling').is_hidden(), f'prior {lang}: no ruling until it is answered')
    hand = {'game': 'NLHE', 'blinds': {'small': 100, 'big': 200}, 'big_blind_ante': 0, 'button': 3,
            'seats': [{'seat': s, 'stack': 10000} for s in (1, 2, 3)], 'actions': [{'seat': 3, 'action': 'raise', 'to': 600}]}
    outcomes = set()
    for moved in ['none', 'all']:
        page.select_option('[data-testid=field-prior_chips_moved]', moved)
        reset(page)
        page.click('[data-testid=submit-ruling]')
        got = shown(page)
        want = api('POST', '/v1/rulings', {'edition': '2024', 'language': lang, 'hand': hand,
                                           'dispute': {'type': 'bet', 'seat': 1, 'chips': [500], 'prior_chips_moved': moved}})
        compare(f'prior {lang} {moved}', got, want)
        outcomes.add(want['outcome'])
    check(len(outcomes) == 2, f'prior {lang}: the answer decides the ruling: {outcomes}')
    # The big blind's seat: its 200 in front, asked too.
    page.select_option('[data-testid=dispute-seat]', '2')
    page.dispatch_event('[data-testid=dispute-seat]', 'change')
    check(page.locator('[data-testid=field-prior_chips_moved]').is_visible(), f'prior {lang}: the big blind has 200 in front: asked')
    page.click('[data-testid=new-hand]')


GROUP = {}
GROUP = {}


def grouped(n, lang):
    """`n` grouped as the server groups chips in `lang` (the engine's number-group-separator)."""
    if lang not in GROUP:
        GROUP[lang] = api('GET', f'/v1/console/messages?language={lang}')['group_separator']
    return f'{n:,}'.replace(',', GROUP[lang])


def digits(text):
    return int(''.join(c for c in text if c.isdigit()) or 0)


def in_view(page, selector):
    return page.evaluate("(sel) => { const r = document.querySelector(sel).getBoundingClientRect(); "
                         "return r.height > 0 && r.top >= 0 && r.bottom <= window.innerHeight; }", selector)


def numbers_flow(page, lang):
    """Numbers a floor can trust: the blinds in front from the set-up, behind derived from the
    stack, chips grouped in the language's way, the full hand's minimum raise for a pre-flop
    raise left without its last full raise (or the field asked for where the spot cannot tell),
    and every problem next to the field that caused it, in floor words, on screen."""
    page.select_option('[data-testid=language]', lang)
    page.click('[data-testid=mode-spot]')
    page.click('[data-testid=new-hand]')
    setup_table(page, seats=[(s, 20000) for s in range(1, 7)], button=6, sb=500, bb=1000, bba=0)
    page.select_option('#spot-street', 'preflop')
    front = lambda s: digits(page.input_value(f'[data-testid=spot-front-{s}]'))
    behind = lambda s: digits(page.input_value(f'[data-testid=spot-behind-{s}]'))
    check((front(1), front(2), front(3)) == (500, 1000, 0), f'numbers {lang}: the blinds in front from the set-up: {front(1)}, {front(2)}')
    check((behind(1), behind(2)) == (19500, 19000), f'numbers {lang}: behind is the stack less the blind')
    check(page.input_value('[data-testid=spot-to-act]') == '3', f'numbers {lang}: the seat after the big blind acts first')
    page.fill('[data-testid=spot-front-3]', '2500')
    check(behind(3) == 17500, f'numbers {lang}: behind drops when in front is typed: {behind(3)}')
    page.dispatch_event('[data-testid=spot-front-3]', 'change')
    check(page.input_value('[data-testid=spot-behind-3]') == grouped(17500, lang),
          f'numbers {lang}: chips grouped in the fields: {page.input_value("[data-testid=spot-behind-3]")!r}')
    page.select_option('[data-testid=spot-to-act]', '4')
    page.dispatch_event('#spot-to-act', 'change')
    page.fill('#spot-full', '')
    page.select_option('[data-testid=dispute-type]', 'options')
    page.select_option('[data-testid=dispute-seat]', '4')
    reset(page)
    page.click('[data-testid=submit-ruling]')
    got = shown(page)
    full = {'game': 'NLHE', 'blinds': {'small': 500, 'big': 1000}, 'big_blind_ante': 0, 'button': 6,
            'seats': [{'seat': s, 'stack': 20000} for s in range(1, 7)], 'actions': [{'seat': 3, 'action': 'raise', 'to': 2500}]}
    want = api('POST', '/v1/rulings', {'edition': '2024', 'language': lang, 'hand': full, 'dispute': {'type': 'options', 'seat': 4}})
    check(got['outcome'] == want['outcome'], f'numbers {lang}: the outcome of the full hand')
    check(want['options']['min_raise_to'] == 4000, f'numbers {lang}: the full hand raises to 4,000 at least')
    amounts = page.text_content('[data-testid=ruling-amounts]')
    check(grouped(4000, lang) in amounts and grouped(2500, lang) in amounts,
          f'numbers {lang}: the spot gives the full hand\'s minimum raise, grouped: {amounts!r}')
    wait_until(page, lambda: in_view(page, '[data-testid=ruling-outcome]'), f'numbers {lang}: the ruling scrolled into view')
    # The raise called: the spot cannot tell the last full raise, so the console asks for it.
    page.fill('[data-testid=spot-front-4]', '2500')
    page.select_option('[data-testid=spot-to-act]', '5')
    page.select_option('[data-testid=dispute-seat]', '5')
    reset(page)
    page.click('[data-testid=submit-ruling]')
    wait_until(page, lambda: page.locator('[data-testid=field-problem]').count() == 1, f'numbers {lang}: the field asked for')
    note = page.locator('[data-testid=field-problem]')
    text = note.text_content() or ''
    check(note.get_attribute('data-field') == 'spot.last_full_raise', f'numbers {lang}: asks for the last full raise')
    check(page.locator('#spot-full').evaluate('(el) => el.closest("label").nextElementSibling.dataset.testid') == 'field-problem',
          f'numbers {lang}: the problem sits next to the field')
    check('spot.' not in text and '[' not in text, f'numbers {lang}: floor words, no JSON path: {text!r}')
    check(page.locator('[data-testid=problem]').is_hidden(), f'numbers {lang}: not shown far above')
    wait_until(page, lambda: in_view(page, '[data-testid=field-problem]'), f'numbers {lang}: the problem scrolled into view')
    check(page.locator('[data-testid=ruling-outcome]').text_content() == '', f'numbers {lang}: no ruling given on a guess')
    # A seat's problem: next to that seat's row, named by its seat number.
    page.fill('#spot-full', '1500')
    page.check('[data-testid=spot-acted-5]')
    page.fill('[data-testid=spot-front-4]', '0')
    page.select_option('[data-testid=spot-to-act]', '4')
    page.select_option('[data-testid=dispute-seat]', '4')
    page.fill('[data-testid=spot-front-5]', '0')
    reset(page)
    page.click('[data-testid=submit-ruling]')
    wait_until(page, lambda: page.locator('[data-testid=field-problem]').count() == 1, f'numbers {lang}: a seat\'s problem')
    text = page.locator('[data-testid=field-problem]').text_content() or ''
    check(page.locator('#spot-rows tr[data-seat="5"] + tr.field-problem-row').count() == 1,
          f'numbers {lang}: the seat\'s problem under its row: {text!r}')
    check(text.split(':')[0].strip().endswith(' 5') and 'spot.' not in text and '[' not in text,
          f'numbers {lang}: "seat 5: …": {text!r}')
    wait_until(page, lambda: in_view(page, '[data-testid=field-problem]'), f'numbers {lang}: the seat\'s problem scrolled into view')
    page.screenshot(path=os.path.join(SHOTS, f'console-problem-{lang}.png'))
    page.uncheck('[data-testid=spot-acted-5]')
    # Fixed limit asks for the street total of the last full bet or raise (`full_bet_to`).
    words = api('GET', f'/v1/console/messages?language={lang}')['messages']
    page.select_option('#game', 'LHE')
    label = page.locator('#spot-full').evaluate('(el) => el.closest("label").querySelector("span").textContent')
    check(label == words['console-full-bet-to'], f'numbers {lang}: fixed limit asks for the street total: {label!r}')
    page.fill('#spot-full', '400')
    sent = page.evaluate('spot()')
    check(sent.get('full_bet_to') == 400 and 'last_full_raise' not in sent, f'numbers {lang}: sent as full_bet_to')
    page.fill('#spot-full', '')
    page.select_option('#game', 'NLHE')


# English words a Portuguese or Spanish floor must not meet on the console (its own words, the
# forms', the rulings'). The house-rule profiles' titles are their documents' own names.
ENGLISH = ['Table', 'Seat', 'Rule', 'Fold', 'Check', 'Call', 'Raise', 'Bet', 'Upheld', 'Overruled', 'Recent', 'Behind',
           'In front', 'Sign in', 'Sign out', 'Language', 'Edition', 'permission', 'Summaries', 'Returned', 'Forfeited',
           'Remember', 'Add seat', 'Pot', 'Street', 'Import', 'Paste', 'The round', 'Undo', 'Clear', 'Note', 'Type',
           'dispute', 'House rules', 'To call', 'To act', 'Not yet logged', 'raises', 'folds', 'calls', 'checks',
           'Pre-flop', 'Button', 'Game', 'Name', 'Stack', 'Final word', 'New hand', 'Levels', 'Print', 'seat', 'the']

# Poker words a language's TDA translation keeps in English (docs/glossary/<lang>.md): the
# Portuguese text writes "pot" and, as a noun, "call"; a Portuguese screen may show them.
KEPT = {'pt': {'Pot', 'Call'}}

SCREEN_TEXT = """(() => {
  const seen = (el) => !!(el.offsetParent || el.getClientRects().length);
  const out = [document.body.innerText];
  for (const sel of document.querySelectorAll('select')) {
    if (!seen(sel) || sel.id === 'house' || sel.id === 'language') continue;
    out.push(...[...sel.options].map((o) => o.textContent));
  }
  for (const el of document.querySelectorAll('[placeholder], [aria-label]')) {
    if (seen(el)) out.push(el.getAttribute('placeholder') || '', el.getAttribute('aria-label') || '');
  }
  return out.join('\\n');
})()"""


def no_english(page, lang, where):
    """The screen in `lang` holds none of the English words (whole words, as written)."""
    import re
    wait_until(page, lambda: page.evaluate('document.documentElement.lang') == lang, f'{where}: the page in {lang}')
    text = page.evaluate(SCREEN_TEXT)
    # The house-rule profiles' names as the house titles them, and the languages' own names.
    found = sorted({w for w in ENGLISH if w not in KEPT.get(lang, ())
                    and re.search(r'(?<![\w-])' + re.escape(w) + r'(?![\w-])', text)})
    check(not found, f'{where}: English on a {lang} screen: {found}')


def words_flow(page, lang, tz):
    """Every word from the server's message files: the language picker lists the server's
    languages, the legal notice and the record's times are the floor's (the tablet's time zone)."""
    from datetime import datetime
    from zoneinfo import ZoneInfo
    served = api('GET', f'/v1/console/messages?language={lang}')
    offered = page.evaluate("[...document.querySelectorAll('[data-testid=language] option')].map(o => o.value)")
    check(offered == [x['code'] for x in served['languages']], f'words {lang}: the languages are the server\'s: {offered}')
    check(page.text_content('[data-testid=ruling-notice]') == served['messages']['console-notice'],
          f'words {lang}: the notice in the language')
    check(page.text_content('[data-testid=submit-ruling]') == served['messages']['console-submit'], f'words {lang}: the Rule button')
    rid = page.evaluate('state.ruling.id')
    first = page.locator('[data-testid=recent-item]').first
    wait_until(page, lambda: page.locator('[data-testid=recent-item]').count() > 0 and first.get_attribute('data-id') == rid,
               f'words {lang}: the newest ruling first')
    stored = api('GET', f'/v1/rulings/{rid}')
    local = datetime.fromisoformat(stored['created_at'].replace('Z', '+00:00')).astimezone(ZoneInfo(tz))
    shown_time = first.locator('time').text_content()
    check(f'{local:%H:%M}' in shown_time, f'words {lang}: the time in the tablet\'s zone {tz}: {shown_time!r} vs {local:%H:%M}')
    forms = api('GET', f'/v1/disputes?language={lang}')
    title = next(d['title'] for d in forms['disputes'] if d['type'] == stored['dispute_type'])
    text = first.text_content()
    check(title in text and stored['dispute_type'] not in text.replace(title, ''), f'words {lang}: the record in floor words: {text!r}')
    no_english(page, lang, f'words {lang}')


def paste_flow(page, lang):
    page.select_option('[data-testid=language]', lang)
    page.click('[data-testid=mode-paste]')
    page.fill('[data-testid=hand-text]', STARS)
    page.click('[data-testid=import-hand]')
    wait_until(page, lambda: page.locator('[data-testid=action-list] li').count() > 5, 'the imported actions listed')
    page.select_option('[data-testid=dispute-type]', 'showdown')
    reset(page)
    page.click('[data-testid=submit-ruling]')
    got = shown(page)
    imported = api('POST', '/v1/hands/import', {'hand_text': STARS, 'hand_format': 'pokerstars'})['hand']
    want = api('POST', '/v1/rulings', {'edition': '2024', 'language': lang, 'hand': imported, 'dispute': {'type': 'showdown'}})
    compare(f'paste {lang}', got, want)
    # Cards drawn with suit symbols in four colours: the board 2c 7d Jh 4s 9d, and the hole cards.
    board = page.locator('[data-testid=drawn-board] .card')
    check(board.count() == 5 and (board.first.text_content() or '') == '2\u2663', f'paste {lang}: the board drawn with suits: {board.count()}')
    colours = page.evaluate("""Object.fromEntries(['spades', 'hearts', 'diamonds', 'clubs'].map((s) => {
      const el = document.querySelector('#felt .card.' + s); return [s, el ? getComputedStyle(el).color : null]; }))""")
    check(all(colours.values()) and len(set(colours.values())) == 4, f'paste {lang}: four suits in four colours: {colours}')
    check('AsAd' not in (page.text_content('#felt') or ''), f'paste {lang}: no card written as text')
    check(want['pots'][0]['winners'] == [3], 'the pasted hand: cid wins with two pair')
    # One-tap print: shown only where the server has the ruling's print view.
    rid = page.evaluate('state.ruling.id')
    try:
        req = urllib.request.Request(f'{BASE}/v1/rulings/{rid}/print', headers={'authorization': 'Bearer ' + KEY} if KEY else {})
        urllib.request.urlopen(req).read()
        has_print = True
    except urllib.error.HTTPError as e:
        has_print = e.code != 404
    if has_print:
        wait_until(page, lambda: not page.locator('[data-testid=print]').is_hidden(), f'paste {lang}: the print button')
    else:
        page.wait_for_timeout(300)
        check(page.locator('[data-testid=print]').is_hidden(), f'paste {lang}: no print button without the print view')
    page.fill('[data-testid=final-note]', 'checked at the table')
    page.click('[data-testid=final-upheld]')
    wait_until(page, lambda: page.text_content('[data-testid=final-status]'), 'the final word recorded')
    rid = page.evaluate('state.ruling.id')
    stored = api('GET', f'/v1/rulings/{rid}')
    if FLOOR and SUPERVISOR:
        asked = stored.get('asked_by') or {}
        check(asked.get('kind') == 'staff' and asked.get('name') == FLOOR[0], f'the ruling names who asked: {asked}')
        history = stored.get('final_history') or []
        check(stored.get('final') is None and history and history[-1]['status'] == 'proposed'
              and history[-1]['by']['name'] == FLOOR[0], f'the floor person proposed: {history}')
        check(page.locator('[data-testid=final-confirm]').is_hidden(), 'the floor person cannot confirm')
        # The floor person signs out; the supervisor signs in on the same tablet and confirms.
        sign_out(page)
        sign_in(page, SUPERVISOR)
        wait_until(page, lambda: not page.locator('[data-testid=final-confirm]').is_hidden(), 'the confirm button')
        page.click('[data-testid=final-confirm]')
        wait_until(page, lambda: 'upheld' in (page.text_content('[data-testid=final-status]') or '').lower()
                   or 'mantida' in (page.text_content('[data-testid=final-status]') or '').lower()
                   or 'confirmada' in (page.text_content('[data-testid=final-status]') or '').lower(), 'the confirmation shown')
        stored = api('GET', f'/v1/rulings/{rid}')
        history = stored.get('final_history') or []
        check(stored.get('final') == 'upheld', f'the confirmed word is the final word: {stored.get("final")}')
        check(len(history) >= 2 and history[-1]['status'] == 'confirmed' and history[-1]['by']['name'] == SUPERVISOR[0]
              and history[-1]['confirms'] == history[-2]['id'], f'the history shows both: {history}')
        sign_out(page)
        sign_in(page, FLOOR)
    else:
        check('upheld' in json.dumps(stored.get('final')), f'the final word reached the log: {stored.get("final")}')


# A stud hand of our own (a tournament at 200-400, antes 40, bring-in 60): the console takes a
# pasted stud history, which its set-up cannot build, and sends it with its antes and bring-in.
STUD = """PokerStars Hand #78: Tournament #9, 100+10 7 Card Stud Limit - Level IV (200/400) - 2026/11/30 11:00:00 ET
Table '9 2' 8-max
Seat 1: ann (6000 in chips)
Seat 2: bob (6000 in chips)
Seat 3: cid (6000 in chips)
ann: posts the ante 40
bob: posts the ante 40
cid: posts the ante 40
*** 3rd STREET ***
Dealt to ann [Kc 9d 8h]
Dealt to bob [2c]
Dealt to cid [Ks]
bob: brings in for 60
cid: completes it to 200
ann: calls 200
bob: folds
*** 4th STREET ***
Dealt to ann [Kc 9d 8h] [8d]
Dealt to cid [Ks] [5c]
ann: bets 200
cid: calls 200
*** 5th STREET ***
Dealt to ann [Kc 9d 8h 8d] [3s]
Dealt to cid [Ks 5c] [Jh]
ann: bets 400
cid: calls 400
*** 6th STREET ***
Dealt to ann [Kc 9d 8h 8d 3s] [Tc]
Dealt to cid [Ks 5c Jh] [4d]
ann: checks
cid: checks
*** RIVER ***
Dealt to ann [Kc 9d 8h 8d 3s Tc] [2s]
ann: checks
cid: checks
*** SHOW DOWN ***
ann: shows [Kc 9d 8h 8d 3s Tc 2s] (a pair of Eights)
cid: shows [Kd 7s Ks 5c Jh 4d 6h] (a pair of Kings)
cid collected 1780 from pot
*** SUMMARY ***
Total pot 1780 | Rake 0
"""


def stud_flow(page, lang):
    page.select_option('[data-testid=language]', lang)
    page.click('[data-testid=mode-paste]')
    page.fill('[data-testid=hand-text]', STUD)
    page.click('[data-testid=import-hand]')
    # The game first: the list can already hold more than ten actions from the flow before,
    # and checked on that, the game was read before the import had set the table up.
    wait_until(page, lambda: page.eval_on_selector('#game', 'e => e.value') == 'STUD',
               f'stud {lang}: the table set up as stud')
    wait_until(page, lambda: page.locator('[data-testid=action-list] li').count() > 10, f'stud {lang}: the imported actions listed')
    check(page.eval_on_selector('#game', 'e => e.value') == 'STUD', f'stud {lang}: the table set up as stud')
    check(page.locator('#sb').is_hidden() and page.locator('[data-testid=button-seat]').is_hidden(),
          f'stud {lang}: no blinds or button asked for stud')
    page.select_option('[data-testid=dispute-type]', 'showdown')
    reset(page)
    page.click('[data-testid=submit-ruling]')
    got = shown(page)
    imported = api('POST', '/v1/hands/import', {'hand_text': STUD, 'hand_format': 'pokerstars'})['hand']
    want = api('POST', '/v1/rulings', {'edition': '2024', 'language': lang, 'hand': imported, 'dispute': {'type': 'showdown'}})
    compare(f'stud {lang}', got, want)
    check(want['pots'][0]['amount'] == 1780 and want['pots'][0]['winners'] == [3], f'stud {lang}: cid wins the 1,780 with kings: {want["pots"]}')
    # Back to the table's own game for the flows that follow.
    page.select_option('#game', 'NLHE')
    check(not page.locator('#sb').is_hidden(), f'stud {lang}: the blinds asked again for hold\'em')

def setup_stud(page, game, seats, ante=50, bring=100, small=400, big=800):
    """A stud table set up as its game's row asks: antes, the bring-in and the limits, no blinds
    and no button."""
    page.select_option('[data-testid=game]', game)
    page.dispatch_event('[data-testid=game]', 'change')
    wait_until(page, lambda: page.locator('[data-testid=ante]').is_visible(), f'{game}: the set-up asks for the ante')
    check(page.locator('#sb').is_hidden() and page.locator('[data-testid=button-seat]').is_hidden(),
          f'{game}: no blinds or button asked')
    for sel, v in [('ante', ante), ('bring-in', bring), ('small-bet', small), ('big-bet', big)]:
        page.fill(f'[data-testid={sel}]', str(v))
        page.dispatch_event(f'[data-testid={sel}]', 'change')
    rows = page.locator('#seat-rows tr')
    while rows.count() > len(seats):
        rows.nth(rows.count() - 1).locator('.s-remove').click()
    while rows.count() < len(seats):
        page.click('#add-seat')
    for i, (seat, stack) in enumerate(seats):
        row = rows.nth(i)
        row.locator('.s-seat').fill(str(seat))
        row.locator('.s-name').fill('')
        row.locator('.s-stack').fill(str(stack))
        row.locator('.s-stack').dispatch_event('change')


def deal_up(page, street, cards):
    """A stud round's up cards, tapped seat after seat: `cards` is [(seat, card), …]."""
    wait_until(page, lambda: page.locator(f'[data-testid=deal-{street}]').count() == 1, f'the {street} street to deal')
    page.click(f'[data-testid=deal-{street}]')
    for seat, card in cards:
        wait_until(page, lambda: page.locator('[data-testid=card-picker]').is_visible()
                   and page.get_attribute('[data-testid=card-picker]', 'data-seat') == str(seat), f'{street}: the picker for seat {seat}')
        page.click(f'[data-testid=pick-{card}]')
    wait_until(page, lambda: not page.locator('[data-testid=card-picker]').is_visible(), f'{street}: the picker closed')


def stud_hand(game, seats, actions):
    return {'game': game, 'button': 0, 'ante': 50, 'bring_in': 100, 'limits': {'small_bet': 400, 'big_bet': 800},
            'seats': seats, 'actions': actions}


def stud_tap_flow(page, lang):
    """Stud entered by tapping, as hold'em is, from the game's row (GET /v1/games): a stud hand
    with a down card exposed (RP-10-A) and a razz bring-in, each ruled as the API rules it."""
    games = {g['game']: g for g in api('GET', f'/v1/games?language={lang}')['games']}
    check(games['RAZZ']['family'] == 'stud' and not games['RAZZ']['blinds'] and games['RAZZ']['rounds'][0]['up'] == 1,
          f'stud tap {lang}: the games come from the engine\'s rows')
    page.select_option('[data-testid=language]', lang)
    page.click('[data-testid=mode-hand]')
    page.click('[data-testid=new-hand]')
    wait_until(page, lambda: page.locator('[data-testid=game] option[value=RAZZ]').text_content() == games['RAZZ']['name'],
               f'stud tap {lang}: the games named in the language')
    seats = [(1, 10000), (2, 10000), (3, 10000), (4, 10000)]
    # A stud hand: seat 3's first down card, the 2s, was dealt face up. Seat 1's down cards are
    # known (tapped in the set-up), the others' up cards only.
    setup_stud(page, 'STUD', seats)
    page.click('[data-testid=seat-cards-1]')
    pick(page, ['As', 'Ad'])
    deal_up(page, 'third', [(1, 'Kh'), (2, '9c'), (3, '2s'), (4, '7d')])
    wait_until(page, lambda: page.input_value('[data-testid=dispute-seat]') == '3', f'stud tap {lang}: the 2s brings in')
    check(page.locator('[data-testid=act-bring-in]').is_enabled() and page.locator('[data-testid=act-call]').is_disabled(),
          f'stud tap {lang}: the bring-in is the act to tap')
    check(page.locator('[data-testid=drawn-seat-3] .card').count() == 1, f'stud tap {lang}: the up card drawn at its seat')
    v = page.viewport_size
    page.locator('#felt').scroll_into_view_if_needed()
    page.screenshot(path=os.path.join(SHOTS, f'console-stud-tapped-{v["width"]}x{v["height"]}-{lang}.png'))
    order = page.evaluate("[...document.querySelectorAll('[data-testid=dispute-grid] button')].map(b => b.dataset.type)")
    forms = {f['type']: f for f in api('GET', f'/v1/disputes?language={lang}')['disputes']}
    first_board = min([i for i, x in enumerate(order) if forms[x]['needs'] == 'board'] or [len(order)])
    check('stud_deal' in order and order.index('stud_deal') < first_board,
          f'stud tap {lang}: the stud deal one tap away, before the board\'s types: {order.index("stud_deal") if "stud_deal" in order else None}')
    page.click('[data-testid=dispute-pick-stud_deal]')
    page.select_option('[data-testid=field-error]', 'down_card_exposed')
    page.select_option('[data-testid=dispute-seat]', '3')
    reset(page)
    page.click('[data-testid=submit-ruling]')
    got = shown(page)
    hand = stud_hand('STUD', [{'seat': 1, 'stack': 10000, 'cards': 'AsAdKh'}, {'seat': 2, 'stack': 10000, 'up_cards': '9c'},
                              {'seat': 3, 'stack': 10000, 'up_cards': '2s'}, {'seat': 4, 'stack': 10000, 'up_cards': '7d'}], [])
    sent = page.evaluate('JSON.parse(JSON.stringify(state.sent))')
    check(sent['hand'] == hand, f'stud tap {lang}: the hand sent is the one tapped: {sent["hand"]}')
    want = api('POST', '/v1/rulings', {'edition': '2024', 'language': lang, 'hand': hand,
                                       'dispute': {'type': 'stud_deal', 'error': 'down_card_exposed', 'seat': 3}})
    compare(f'stud tap {lang}', got, want)
    check(want['outcome'] == 'corrected' and want['citation']['key'] == 'rp-stud-dealing', f'RP-10-A: corrected: {want["outcome"]}')
    # Razz: the highest up card brings in (the kings: spades over diamonds), then a completion.
    page.click('[data-testid=new-hand]')
    setup_stud(page, 'RAZZ', seats)
    deal_up(page, 'third', [(1, 'Kd'), (2, 'Ks'), (3, '4c'), (4, 'Ac')])
    wait_until(page, lambda: page.input_value('[data-testid=dispute-seat]') == '2', f'razz tap {lang}: the king of spades to bring in')
    check(page.locator('[data-testid=act-bring-in]').is_enabled(), f'razz tap {lang}: the bring-in to tap')
    page.click('[data-testid=dispute-pick-options]')
    reset(page)
    page.click('[data-testid=submit-ruling]')
    got = shown(page)
    razz = stud_hand('RAZZ', [{'seat': s, 'stack': 10000, 'up_cards': c} for s, c in [(1, 'Kd'), (2, 'Ks'), (3, '4c'), (4, 'Ac')]], [])
    want = api('POST', '/v1/rulings', {'edition': '2024', 'language': lang, 'hand': razz, 'dispute': {'type': 'options', 'seat': 2}})
    compare(f'razz tap {lang}', got, want)
    check(want['options'].get('seat') in (None, 2) and want['options']['to_call'] == 100
          and want['options']['min_raise_to'] == 400, f'razz: seat 2 brings in 100 or completes to 400: {want["options"]}')
    tap_act(page, 'bring-in', 1)
    wait_until(page, lambda: page.input_value('[data-testid=dispute-seat]') == '3', f'razz tap {lang}: seat 3 to act')
    check(page.locator('[data-testid=act-complete]').is_enabled() and page.locator('[data-testid=act-bring-in]').is_disabled(),
          f'razz tap {lang}: seat 3 may complete, the bring-in is made')
    tap_act(page, 'complete', 2)
    wait_until(page, lambda: page.input_value('[data-testid=dispute-seat]') == '4', f'razz tap {lang}: seat 4 to act')
    reset(page)
    page.click('[data-testid=submit-ruling]')
    got = shown(page)
    razz['actions'] = [{'seat': 2, 'action': 'bring_in'}, {'seat': 3, 'action': 'complete'}]
    check(page.evaluate('JSON.parse(JSON.stringify(state.sent))')['hand'] == razz, f'razz tap {lang}: the bring-in and the completion sent as tapped')
    want = api('POST', '/v1/rulings', {'edition': '2024', 'language': lang, 'hand': razz, 'dispute': {'type': 'options', 'seat': 4}})
    compare(f'razz tap {lang}', got, want)
    check(want['options']['to_call'] == 400 and want['options']['min_raise_to'] == 800,
          f'razz: facing the completion, call 400 or raise to 800: {want["options"]}')
    # Fixed limit: the one raise there is shown as one amount, not a range from 800 to 800.
    line = page.text_content('[data-testid=ruling-amounts]') or ''
    check(line.rstrip().endswith('800') and '–' not in line, f'razz tap {lang}: the one raise as one amount: {line!r}')
    guide = page.text_content('#guide') or ''
    check('800' in guide and '–' not in guide and ' 至 ' not in guide, f'razz tap {lang}: the guide names the one raise: {guide!r}')
    v = page.viewport_size
    page.screenshot(path=os.path.join(SHOTS, f'console-razz-{v["width"]}x{v["height"]}-{lang}.png'))
    page.click('[data-testid=new-hand]')
    page.select_option('[data-testid=game]', 'NLHE')
    page.dispatch_event('[data-testid=game]', 'change')


def draw_flow(page, lang):
    """Deuce-to-seven triple draw tapped: the blinds and the first round, then each seat's draw
    (a count, or standing pat) before the round after it, ruled as the API rules the hand."""
    page.select_option('[data-testid=language]', lang)
    page.click('[data-testid=mode-hand]')
    page.click('[data-testid=new-hand]')
    page.select_option('[data-testid=game]', 'TD27')
    page.dispatch_event('[data-testid=game]', 'change')
    setup_table(page, seats=[(1, 5000), (2, 5000), (3, 5000)], button=3, sb=50, bb=100, bba=0)
    n = 0
    for act in ['call', 'call', 'check']:
        n += 1
        tap_act(page, act, n)
    for seat, count in [(1, 2), (2, 0), (3, 1)]:
        wait_until(page, lambda: page.locator(f'[data-testid=draw-{seat}-{count}]').count() == 1, f'draw {lang}: seat {seat} to draw')
        n += 1
        page.click(f'[data-testid=draw-{seat}-{count}]')
        wait_until(page, lambda: page.locator('[data-testid=action-list] li').count() == n, f'draw {lang}: seat {seat} drew')
    wait_until(page, lambda: page.locator('[data-testid=draws]').is_hidden(), f'draw {lang}: every seat drew')
    tap_act(page, 'check', n + 1)
    page.click('[data-testid=dispute-pick-options]')
    reset(page)
    page.click('[data-testid=submit-ruling]')
    got = shown(page)
    hand = {'game': 'TD27', 'blinds': {'small': 50, 'big': 100}, 'big_blind_ante': 0, 'button': 3,
            'seats': [{'seat': s, 'stack': 5000} for s in (1, 2, 3)],
            'actions': [{'seat': 3, 'action': 'call'}, {'seat': 1, 'action': 'call'}, {'seat': 2, 'action': 'check'},
                        {'seat': 1, 'action': 'draw', 'discards': '????'}, {'seat': 2, 'action': 'draw'},
                        {'seat': 3, 'action': 'draw', 'discards': '??'}, {'seat': 1, 'action': 'check'}]}
    check(page.evaluate('JSON.parse(JSON.stringify(state.sent))')['hand'] == hand, f'draw {lang}: the draws sent as tapped')
    want = api('POST', '/v1/rulings', {'edition': '2024', 'language': lang, 'hand': hand, 'dispute': {'type': 'options', 'seat': 2}})
    compare(f'draw {lang}', got, want)
    page.click('[data-testid=new-hand]')
    page.select_option('[data-testid=game]', 'NLHE')
    page.dispatch_event('[data-testid=game]', 'change')


def spot_cards(page, seat, cards):
    """A spot's cards for a seat (stud: its up cards; draw: its hand), tapped in the picker."""
    page.click(f'[data-testid=spot-cards-{seat}]')
    pick(page, cards)


def stud_spot_flow(page, lang):
    """Stud's round now entered by tapping (issue 39): the game's streets offered, each seat's up
    cards tapped, the antes in the pot and the bring-in seat to act on third street; then fourth
    street with an open pair opening. Each ruled as the API rules the spot."""
    page.select_option('[data-testid=language]', lang)
    page.click('[data-testid=mode-spot]')
    page.click('[data-testid=new-hand]')
    setup_stud(page, 'STUD', [(1, 10000), (2, 10000), (3, 10000), (4, 10000)])
    wait_until(page, lambda: page.eval_on_selector('#spot-street', 'e => e.value') == 'third', f'stud spot {lang}: third street first')
    streets = page.eval_on_selector_all('#spot-street option', 'os => os.map(o => o.value)')
    check(streets == ['third', 'fourth', 'fifth', 'sixth', 'seventh'], f'stud spot {lang}: the game\'s streets offered: {streets}')
    check(page.locator('#spot-cards-head').is_visible(), f'stud spot {lang}: the up cards asked')
    ups = [(1, 'Kh'), (2, '2c'), (3, '2d'), (4, '9s')]
    for seat, card in ups:
        spot_cards(page, seat, [card])
    wait_until(page, lambda: page.input_value('[data-testid=spot-to-act]') == '2', f'stud spot {lang}: the 2c to bring in')
    check(digits(page.input_value('#spot-pot')) == 200, f'stud spot {lang}: the antes in the pot: {page.input_value("#spot-pot")}')
    check(page.locator('[data-testid=drawn-seat-2] .card').count() == 1, f'stud spot {lang}: the up card drawn at its seat')
    wide = page.evaluate('document.documentElement.scrollWidth - document.documentElement.clientWidth')
    check(wide <= 0, f'stud spot {lang}: the round with its up cards fits the screen ({wide} px over)')
    v = page.viewport_size
    page.locator('#input').screenshot(path=os.path.join(SHOTS, f'console-stud-spot-input-{v["width"]}x{v["height"]}-{lang}.png'))
    page.click('[data-testid=dispute-pick-options]')
    reset(page)
    page.click('[data-testid=submit-ruling]')
    got = shown(page)
    spot = {'game': 'STUD', 'ante': 50, 'bring_in': 100, 'limits': {'small_bet': 400, 'big_bet': 800}, 'street': 'third', 'pot': 200,
            'seats': [{'seat': s, 'in_front': 0, 'behind': 9950, 'up_cards': c} for s, c in ups], 'to_act': 2}
    sent = page.evaluate('JSON.parse(JSON.stringify(state.sent))')
    check(sent.get('spot') == spot, f'stud spot {lang}: the spot sent is the one tapped: {sent.get("spot")}')
    want = api('POST', '/v1/rulings', {'edition': '2024', 'language': lang, 'spot': spot, 'dispute': {'type': 'options', 'seat': 2}})
    compare(f'stud spot {lang}', got, want)
    check(want['options']['to_call'] == 100 and want['options']['min_raise_to'] == 400,
          f'stud spot: the 2c brings in 100 or completes to 400: {want["options"]}')
    v = page.viewport_size
    glyphs(page, f'stud spot {lang} {v["width"]}x{v["height"]}')
    page.screenshot(path=os.path.join(SHOTS, f'console-stud-spot-{v["width"]}x{v["height"]}-{lang}.png'))
    # Fourth street: the 2c folded on third street; the open nines open, a bet is the small bet.
    page.select_option('#spot-street', 'fourth')
    page.dispatch_event('#spot-street', 'change')
    check(page.locator('[data-testid=spot-cards-1] .card').count() == 0, f'stud spot {lang}: third street\'s up cards are not fourth\'s')
    page.check('[data-testid=spot-folded-2]')
    page.fill('[data-testid=spot-behind-2]', '9950')
    page.dispatch_event('[data-testid=spot-behind-2]', 'input')
    page.fill('#spot-pot', '1500')
    page.dispatch_event('#spot-pot', 'input')
    fourth = [(1, ['Kh', '9d']), (3, ['Ah', '5c']), (4, ['9s', '9c'])]
    for seat, cards in fourth:
        page.fill(f'[data-testid=spot-behind-{seat}]', '9550')
        page.dispatch_event(f'[data-testid=spot-behind-{seat}]', 'input')
        spot_cards(page, seat, cards)
    page.select_option('[data-testid=spot-to-act]', '4')
    page.dispatch_event('#spot-to-act', 'input')
    page.dispatch_event('#spot-to-act', 'change')
    reset(page)
    page.click('[data-testid=submit-ruling]')
    got = shown(page)
    spot = dict(spot, street='fourth', pot=1500, to_act=4,
                seats=[{'seat': 1, 'in_front': 0, 'behind': 9550, 'up_cards': 'Kh9d'}, {'seat': 2, 'in_front': 0, 'behind': 9950, 'folded': True},
                       {'seat': 3, 'in_front': 0, 'behind': 9550, 'up_cards': 'Ah5c'}, {'seat': 4, 'in_front': 0, 'behind': 9550, 'up_cards': '9s9c'}])
    sent = page.evaluate('JSON.parse(JSON.stringify(state.sent))')
    check(sent.get('spot') == spot, f'stud spot {lang}: fourth street sent as tapped: {sent.get("spot")}')
    want = api('POST', '/v1/rulings', {'edition': '2024', 'language': lang, 'spot': spot, 'dispute': {'type': 'options', 'seat': 4}})
    compare(f'stud spot fourth {lang}', got, want)
    check(want['options']['min_raise_to'] == 400 and want['options']['max_raise_to'] == 400,
          f'stud spot: no doubling for the open pair on fourth street: {want["options"]}')
    page.screenshot(path=os.path.join(SHOTS, f'console-stud-spot-fourth-{v["width"]}x{v["height"]}-{lang}.png'))
    page.click('[data-testid=new-hand]')
    page.select_option('[data-testid=game]', 'NLHE')
    page.dispatch_event('[data-testid=game]', 'change')


def draw_spot_flow(page, lang):
    """A draw game's round now entered by tapping: the round named by the draw (after the second
    draw of 2-7 triple draw: the big bet), a seat's hand tapped, a bet faced; ruled as the API."""
    page.select_option('[data-testid=language]', lang)
    page.click('[data-testid=mode-spot]')
    page.click('[data-testid=new-hand]')
    page.select_option('[data-testid=game]', 'TD27')
    page.dispatch_event('[data-testid=game]', 'change')
    setup_table(page, seats=[(1, 5000), (2, 5000), (3, 5000)], button=3, sb=50, bb=100, bba=0)
    streets = page.eval_on_selector_all('#spot-street option', 'os => os.map(o => o.value)')
    check(streets == ['predraw', 'first_draw', 'second_draw', 'third_draw'], f'draw spot {lang}: the rounds named by the draw: {streets}')
    page.select_option('#spot-street', 'second_draw')
    page.dispatch_event('#spot-street', 'change')
    page.fill('#spot-pot', '600')
    page.dispatch_event('#spot-pot', 'input')
    for seat, front, behind in [(1, 200, 4600), (2, 0, 4800), (3, 0, 4800)]:
        page.fill(f'[data-testid=spot-front-{seat}]', str(front))
        page.dispatch_event(f'[data-testid=spot-front-{seat}]', 'input')
        page.fill(f'[data-testid=spot-behind-{seat}]', str(behind))
        page.dispatch_event(f'[data-testid=spot-behind-{seat}]', 'input')
    page.check('[data-testid=spot-acted-1]')
    spot_cards(page, 2, ['7c', '5d', '4h', '3s', '2c'])
    v = page.viewport_size
    page.locator('#input').screenshot(path=os.path.join(SHOTS, f'console-draw-spot-input-{v["width"]}x{v["height"]}-{lang}.png'))
    page.select_option('[data-testid=spot-to-act]', '2')
    page.dispatch_event('#spot-to-act', 'input')
    page.dispatch_event('#spot-to-act', 'change')
    page.click('[data-testid=dispute-pick-options]')
    reset(page)
    page.click('[data-testid=submit-ruling]')
    got = shown(page)
    spot = {'game': 'TD27', 'blinds': {'small': 50, 'big': 100}, 'big_blind_ante': 0, 'button': 3, 'street': 'second_draw', 'pot': 600,
            'seats': [{'seat': 1, 'in_front': 200, 'behind': 4600, 'acted': True}, {'seat': 2, 'in_front': 0, 'behind': 4800, 'cards': '7c5d4h3s2c'},
                      {'seat': 3, 'in_front': 0, 'behind': 4800}], 'to_act': 2}
    sent = page.evaluate('JSON.parse(JSON.stringify(state.sent))')
    check(sent.get('spot') == spot, f'draw spot {lang}: the spot sent as tapped: {sent.get("spot")}')
    want = api('POST', '/v1/rulings', {'edition': '2024', 'language': lang, 'spot': spot, 'dispute': {'type': 'options', 'seat': 2}})
    compare(f'draw spot {lang}', got, want)
    check(want['options']['to_call'] == 200 and want['options']['min_raise_to'] == 400,
          f'draw spot: after the second draw the big bet, a raise to 400: {want["options"]}')
    line = page.text_content('[data-testid=ruling-amounts]') or ''
    check(line.rstrip().endswith('400') and '–' not in line, f'draw spot {lang}: the one raise as one amount: {line!r}')
    v = page.viewport_size
    glyphs(page, f'draw spot {lang} {v["width"]}x{v["height"]}')
    page.screenshot(path=os.path.join(SHOTS, f'console-draw-spot-{v["width"]}x{v["height"]}-{lang}.png'))
    page.click('[data-testid=new-hand]')
    page.select_option('[data-testid=game]', 'NLHE')
    page.dispatch_event('[data-testid=game]', 'change')


def draw_cards_flow(page, lang):
    """A draw hand whose draws are tapped card by card: seat 1's and seat 2's hands are known
    (tapped in the set-up), so the cards each throws are tapped among them and the cards it
    receives from the deck; both draw. The hand sent carries them; a showdown rules on
    the hands they leave."""
    page.select_option('[data-testid=language]', lang)
    page.click('[data-testid=mode-hand]')
    page.click('[data-testid=new-hand]')
    page.select_option('[data-testid=game]', 'SD27')
    page.dispatch_event('[data-testid=game]', 'change')
    setup_table(page, seats=[(1, 5000), (2, 5000)], button=2, sb=50, bb=100, bba=0)
    page.click('[data-testid=seat-cards-1]')
    pick(page, ['Kd', 'Kc', '7h', '4s', '2d'])
    page.click('[data-testid=seat-cards-2]')
    pick(page, ['8c', '6d', '5h', '3c', 'Qs'])
    n = 0
    for act in ['call', 'check']:
        n += 1
        tap_act(page, act, n)
    # Seat 1 throws the kings and draws 5c 3h; seat 2 throws the queen and draws the 2s.
    for seat, count, out, got in [(1, 2, ['Kd', 'Kc'], ['5c', '3h']), (2, 1, ['Qs'], ['2s'])]:
        wait_until(page, lambda: page.locator(f'[data-testid=draw-{seat}-{count}]').count() == 1, f'draw cards {lang}: seat {seat} to draw')
        page.click(f'[data-testid=draw-{seat}-{count}]')
        wait_until(page, lambda: page.locator('[data-testid=card-picker]').is_visible(), f'draw cards {lang}: seat {seat} throws')
        held = page.eval_on_selector_all('#picker-grid button.pick-card:not([disabled])', 'bs => bs.map(b => b.dataset.card)')
        check(sorted(held) == sorted({1: ['Kd', 'Kc', '7h', '4s', '2d'], 2: ['8c', '6d', '5h', '3c', 'Qs']}[seat]),
              f'draw cards {lang}: seat {seat} throws only cards it holds: {held}')
        for c in out:
            page.click(f'[data-testid=pick-{c}]')
        wait_until(page, lambda: page.locator(f'[data-testid=pick-{out[0]}]').is_disabled(), f'draw cards {lang}: seat {seat} draws')
        check(page.locator('[data-testid=pick-7h]').is_disabled(), f'draw cards {lang}: a card held cannot be drawn')
        pick(page, got)
        n += 1
        wait_until(page, lambda: page.locator('[data-testid=action-list] li').count() == n, f'draw cards {lang}: seat {seat} drew')
    v = page.viewport_size
    page.screenshot(path=os.path.join(SHOTS, f'console-draw-cards-{v["width"]}x{v["height"]}-{lang}.png'))
    for act in ['check', 'check']:
        n += 1
        tap_act(page, act, n)
    page.click('[data-testid=dispute-pick-showdown]')
    reset(page)
    page.click('[data-testid=submit-ruling]')
    got = shown(page)
    hand = {'game': 'SD27', 'blinds': {'small': 50, 'big': 100}, 'big_blind_ante': 0, 'button': 2,
            'seats': [{'seat': 1, 'stack': 5000, 'cards': 'KdKc7h4s2d'}, {'seat': 2, 'stack': 5000, 'cards': '8c6d5h3cQs'}],
            'actions': [{'seat': 2, 'action': 'call'}, {'seat': 1, 'action': 'check'},
                        {'seat': 1, 'action': 'draw', 'discards': 'KdKc', 'cards': '5c3h'},
                        {'seat': 2, 'action': 'draw', 'discards': 'Qs', 'cards': '2s'},
                        {'seat': 1, 'action': 'check'}, {'seat': 2, 'action': 'check'}]}
    sent = page.evaluate('JSON.parse(JSON.stringify(state.sent))')
    check(sent['hand'] == hand, f'draw cards {lang}: the draws sent with their cards: {sent["hand"]}')
    want = api('POST', '/v1/rulings', {'edition': '2024', 'language': lang, 'hand': hand, 'dispute': {'type': 'showdown'}})
    compare(f'draw cards {lang}', got, want)
    check(want['pots'][0]['winners'] == [1], f'draw cards: 7-5-4-3-2 after the draw beats 8-6-5-3-2: {want["pots"]}')
    page.click('[data-testid=new-hand]')
    page.select_option('[data-testid=game]', 'NLHE')
    page.dispatch_event('[data-testid=game]', 'change')


HOUSE_SPOT = {'game': 'NLHE', 'blinds': {'small': 100, 'big': 200}, 'big_blind_ante': 200, 'button': 4, 'street': 'flop', 'pot': 800,
              'seats': [{'seat': s, 'in_front': 0, 'behind': stack} for s, stack in SEATS], 'to_act': 1}


def house_flow(page, lang, shots):
    """WSOP 2024 Rule 80: the clock runs out on a player who faces no bet. The TDA checks the
    hand; the WSOP kills it. The console shows the house rule as the ruling's rule and the TDA's
    ruling beside it; under a profile that changes nothing, one line says so."""
    page.select_option('[data-testid=language]', lang)
    listed = api('GET', '/v1/house-rules')
    names = [p['name'] for p in listed['profiles']]
    check('wsop-2024' in names, f'the server lists wsop-2024: {names}')
    wait_until(page, lambda: page.locator('[data-testid=house] option[value="wsop-2024"]').count() == 1,
               'the set-up offers wsop-2024')
    offered = page.locator('[data-testid=house] option').count()
    check(offered == len(names) + 1, f'house {lang}: {offered} choices for {len(names)} profiles and none')
    page.select_option('[data-testid=house]', 'wsop-2024')
    page.click('[data-testid=mode-spot]')
    setup_table(page)
    page.select_option('#spot-street', 'flop')
    page.fill('#spot-pot', '800')
    page.fill('#spot-full', '')
    for s in HOUSE_SPOT['seats']:
        page.fill(f'[data-testid=spot-front-{s["seat"]}]', '0')
        page.fill(f'[data-testid=spot-behind-{s["seat"]}]', str(s['behind']))
        page.set_checked(f'[data-testid=spot-acted-{s["seat"]}]', False)
        page.set_checked(f'[data-testid=spot-folded-{s["seat"]}]', False)
    page.select_option('[data-testid=spot-to-act]', '1')
    page.dispatch_event('#spot-to-act', 'change')
    page.select_option('[data-testid=dispute-type]', 'clock')
    page.select_option('[data-testid=dispute-seat]', '1')
    page.fill('[data-testid=field-seconds]', '40')
    reset(page)
    page.click('[data-testid=submit-ruling]')
    got = shown(page)
    body = {'edition': '2024', 'language': lang, 'house': 'wsop-2024', 'spot': HOUSE_SPOT,
            'dispute': {'type': 'clock', 'seat': 1, 'seconds': 40}}
    want = api('POST', '/v1/rulings', body)
    compare(f'house {lang}', got, want)
    check(want['outcome'] == 'dead_hand' and want['house']['effect'] == 'changed', f'WSOP 80: the hand is dead: {want["outcome"]}')
    tda = want['house']['tda']
    check(tda['outcome'] == 'check', f'the TDA checks the hand: {tda["outcome"]}')
    check(not page.locator('[data-testid=ruling-tda]').is_hidden(), f'house {lang}: the TDA ruling is shown')
    check(page.get_attribute('[data-testid=ruling-tda-outcome]', 'data-outcome') == tda['outcome'],
          f'house {lang}: the TDA outcome shown')
    check(tda['citation']['label'] in page.text_content('[data-testid=ruling-tda-citation]'),
          f'house {lang}: the TDA citation {tda["citation"]["label"]}')
    check(page.text_content('[data-testid=ruling-tda-summary]') == tda['summary'], f'house {lang}: the TDA summary')
    check(want['citation']['label'] in got['citation'] and want['citation']['title'] in got['citation'],
          f'house {lang}: the house rule is the ruling\'s rule: {got["citation"]!r}')
    check(page.text_content('[data-testid=ruling-house-rule]') == want['citation']['house']['text'],
          f'house {lang}: the house rule\'s words')
    head = page.text_content('[data-testid=ruling-house-head]')
    check('WSOP' in head and want['house']['version'] in head, f'house {lang}: the house ruling is labelled: {head!r}')
    check(page.locator('[data-testid=ruling-house-none]').is_hidden(), f'house {lang}: no "no effect" line')
    page.locator('#ruling').screenshot(path=os.path.join(shots, f'console-house-{lang}.png'))
    # A profile that changes nothing here: the TDA's ruling and a line saying so.
    page.select_option('[data-testid=house]', 'tda-2024')
    reset(page)
    page.click('[data-testid=submit-ruling]')
    got = shown(page)
    check(got['outcome'] == 'check', f'house {lang}: under tda-2024 the hand checks: {got["outcome"]}')
    check(not page.locator('[data-testid=ruling-house-none]').is_hidden(), f'house {lang}: the "no effect" line')
    check(page.locator('[data-testid=ruling-tda]').is_hidden(), f'house {lang}: no TDA column when nothing changed')
    rid = page.evaluate('state.ruling.id')
    check(api('GET', f'/v1/rulings/{rid}').get('house_profile') == 'tda-2024', 'the log names the profile')
    page.select_option('[data-testid=house]', '')


def offline_flow(ctx, page, shots):
    """The server out of reach after the page loaded: the engine in the page (WebAssembly) rules,
    the ruling is marked not yet logged and kept on the device; a reload works from the service
    worker's cache; when the server is back the ruling is sent with its Idempotency-Key and
    logged exactly once, even when the first answer is lost on the way back."""
    import time
    table = f'offline-{int(time.time() * 1000) % 1000000}'
    page.fill('[data-testid=table-name]', table)
    page.dispatch_event('[data-testid=table-name]', 'change')
    page.select_option('[data-testid=language]', 'en')
    check(page.evaluate("navigator.serviceWorker.ready.then(() => true)"), 'offline: the service worker is ready')
    wait_until(page, lambda: page.evaluate('!!state.engine'), 'offline: the engine in the page is loaded')
    page.click('[data-testid=mode-spot]')
    setup_table(page)
    page.select_option('#spot-street', 'flop')
    page.fill('#spot-pot', '800')
    page.fill('#spot-full', '2000')
    for s in SPOT['seats']:
        page.fill(f'[data-testid=spot-front-{s["seat"]}]', str(s['in_front']))
        page.fill(f'[data-testid=spot-behind-{s["seat"]}]', str(s['behind']))
        page.set_checked(f'[data-testid=spot-acted-{s["seat"]}]', bool(s.get('acted')))
        page.set_checked(f'[data-testid=spot-folded-{s["seat"]}]', False)
    page.select_option('[data-testid=spot-to-act]', '4')
    page.dispatch_event('#spot-to-act', 'change')
    page.select_option('[data-testid=dispute-type]', 'options')
    # The server goes out of reach: every request to it fails, the service worker's too.
    cut = []

    def offline(route):
        cut.append(route.request.url)
        route.abort('internetdisconnected')
    ctx.route('**/*', offline)
    reset(page)
    page.click('[data-testid=submit-ruling]')
    got = shown(page)
    want = api('POST', '/v1/rulings', {'edition': '2024', 'language': 'en', 'spot': SPOT, 'dispute': {'type': 'options', 'seat': 4}})
    compare('offline', got, want)
    check(not page.locator('[data-testid=ruling-pending]').is_hidden(), 'offline: the ruling is marked not yet logged')
    check(page.evaluate("JSON.parse(localStorage.getItem('floorcall.pending')).length") == 1, 'offline: kept in the device storage')
    check(api('GET', f'/v1/rulings?table={table}')['items'] == [], 'offline: nothing logged yet')
    # A reload with the server still out of reach: the page comes from the cache, with the
    # ruling on screen and still marked.
    before = len(cut)
    page.reload()
    check(page.title() == 'floorcall', 'offline: the page reloads from the cache')
    wait_until(page, lambda: page.text_content('[data-testid=ruling-outcome]'), 'offline: the open ruling after the reload')
    check(page.get_attribute('[data-testid=ruling-outcome]', 'data-outcome') == want['outcome'], 'offline: the same ruling after the reload')
    check(not page.locator('[data-testid=ruling-pending]').is_hidden(), 'offline: still marked after the reload')
    check(len(cut) > before, f'offline: the reload did try the server ({len(cut) - before} requests cut)')
    page.screenshot(path=os.path.join(shots, 'console-offline.png'))
    # The server is back, but the first answer is lost on the way back: the server logged the
    # ruling and the page did not hear it, so it sends it again with the same key.
    ctx.unroute('**/*', offline)
    lost = []

    def lose_first(route):
        if route.request.method == 'POST' and urlparse(route.request.url).path == '/v1/rulings' and not lost:
            lost.append(route.request.headers.get('idempotency-key'))
            route.fetch()
            route.abort('connectionreset')
        else:
            route.fallback()
    ctx.route('**/*', lose_first)
    wait_until(page, lambda: page.locator('[data-testid=ruling-pending]').is_hidden(), 'back online: the ruling is logged', timeout=20)
    check(lost and lost[0], f'back online: sent with an Idempotency-Key: {lost}')
    logged = api('GET', f'/v1/rulings?table={table}')['items']
    check(len(logged) == 1, f'back online: logged exactly once: {len(logged)}')
    rid = page.evaluate('state.ruling.id')
    check(logged and logged[0]['id'] == rid, f'back online: the page shows the logged ruling {rid}')
    check(page.evaluate("JSON.parse(localStorage.getItem('floorcall.pending') || '[]').length") == 0, 'back online: nothing left to send')
    page.wait_for_timeout(6000)
    check(len(api('GET', f'/v1/rulings?table={table}')['items']) == 1, 'back online: still logged once')
    ctx.unroute('**/*', lose_first)


def own_house_offline_flow(ctx, page, shots):
    """A casino's own profile offline: the server serves a profile of its own folder
    (`--house-rules tests/house-rules`: Harbour Club, which ships in no binary); online the console
    keeps every profile's definition on the device; with the server out of reach the engine in
    the page rules under Harbour Club's clock (30 s and a 10-second count) as the server does;
    when the server is back the ruling is logged with the version and digest it was given under."""
    import time
    listed = api('GET', '/v1/house-rules')
    own = [p for p in listed['profiles'] if not p['shipped']]
    check(own, 'own profile offline: the server serves a profile of its own folder (--house-rules tests/house-rules)')
    if not own:
        return
    name = 'harbour-club' if any(p['name'] == 'harbour-club' for p in own) else own[0]['name']
    prof = next(p for p in own if p['name'] == name)
    definition = api('GET', f'/v1/house-rules/{name}/definition')
    check(definition['digest'] == prof['digest'] and definition['version'] == prof['version'],
          f'own profile offline: the definition is the listed version: {definition["version"]} {definition["digest"]}')
    key = f'{name} {prof["version"]} {prof["digest"]}'
    page.select_option('[data-testid=language]', 'en')
    # Online, the console picked the profiles up: each one's file, kept by name, version and digest.
    page.evaluate('loadHouses()')
    wait_until(page, lambda: page.evaluate(f"!!(JSON.parse(localStorage.getItem('floorcall.houseDefinitions') || '{{}}')[{json.dumps(key)}])"),
               f'own profile offline: the definition of {name} kept on the device')
    kept = page.evaluate(f"JSON.parse(localStorage.getItem('floorcall.houseDefinitions'))[{json.dumps(key)}]")
    check(kept and kept['text'] == definition['text'], 'own profile offline: the kept file is the served one')
    check(len(page.evaluate("Object.keys(JSON.parse(localStorage.getItem('floorcall.houseDefinitions')))")) == len(listed['profiles']),
          'own profile offline: every profile the server lists is kept')
    table = f'own-house-{int(time.time() * 1000) % 1000000}'
    page.fill('[data-testid=table-name]', table)
    page.dispatch_event('[data-testid=table-name]', 'change')
    wait_until(page, lambda: page.locator(f'[data-testid=house] option[value="{name}"]').count() == 1,
               f'own profile offline: the set-up offers {name}')
    page.select_option('[data-testid=house]', name)
    page.dispatch_event('[data-testid=house]', 'change')
    page.click('[data-testid=mode-spot]')
    setup_table(page)
    page.select_option('#spot-street', 'flop')
    page.fill('#spot-pot', '800')
    page.fill('#spot-full', '')
    for s in HOUSE_SPOT['seats']:
        page.fill(f'[data-testid=spot-front-{s["seat"]}]', '0')
        page.fill(f'[data-testid=spot-behind-{s["seat"]}]', str(s['behind']))
        page.set_checked(f'[data-testid=spot-acted-{s["seat"]}]', False)
        page.set_checked(f'[data-testid=spot-folded-{s["seat"]}]', False)
    page.select_option('[data-testid=spot-to-act]', '1')
    page.dispatch_event('#spot-to-act', 'change')
    page.select_option('[data-testid=dispute-type]', 'clock')
    page.select_option('[data-testid=dispute-seat]', '1')
    # 35 seconds: out of time under the TDA (25 + 5), in time at Harbour Club (30 + 10).
    page.fill('[data-testid=field-seconds]', '35')
    # The server goes out of reach (the service worker's requests too).
    cut = []

    def offline(route):
        cut.append(route.request.url)
        route.abort('internetdisconnected')
    ctx.route('**/*', offline)
    reset(page)
    page.click('[data-testid=submit-ruling]')
    got = shown(page)
    body = {'edition': '2024', 'language': 'en', 'house': name, 'spot': HOUSE_SPOT,
            'dispute': {'type': 'clock', 'seat': 1, 'seconds': 35}}
    want = api('POST', '/v1/rulings', body)
    compare('own profile offline', got, want)
    check(cut, 'own profile offline: the server was tried and cut')
    check(want['house']['profile'] == name and want['house']['effect'] == 'changed',
          f'own profile offline: {name} changes the ruling: {want["house"]}')
    check(not page.locator('[data-testid=ruling-pending]').is_hidden(), 'own profile offline: the ruling is marked not yet logged')
    check(page.evaluate('state.ruling.house && state.ruling.house.digest') == definition['digest'],
          'own profile offline: the page\'s ruling names the profile\'s digest')
    if want['house']['effect'] == 'changed':
        head = page.text_content('[data-testid=ruling-house-head]') or ''
        check(prof['title'] in head and prof['version'] in head, f'own profile offline: the house ruling is labelled: {head!r}')
        check(page.text_content('[data-testid=ruling-house-rule]') == want['citation']['house']['text'],
              'own profile offline: the house rule\'s words')
    kept = page.evaluate("JSON.parse(localStorage.getItem('floorcall.pending'))")
    check(len(kept) == 1 and kept[0]['body'].get('house_version') == definition['version']
          and kept[0]['body'].get('house_digest') == definition['digest'] and 'house_definition' not in kept[0]['body'],
          f'own profile offline: the request kept names the version and digest: {[k["body"].get("house_digest") for k in kept]}')
    check(api('GET', f'/v1/rulings?table={table}')['items'] == [], 'own profile offline: nothing logged yet')
    page.screenshot(path=os.path.join(shots, 'console-offline-own-house.png'))
    # The server is back: the ruling is logged once, under the version and digest it was given under.
    ctx.unroute('**/*', offline)
    page.evaluate('sendPending()')
    wait_until(page, lambda: page.locator('[data-testid=ruling-pending]').is_hidden(), 'own profile back online: logged', timeout=20)
    logged = api('GET', f'/v1/rulings?table={table}')['items']
    check(len(logged) == 1, f'own profile back online: logged exactly once: {len(logged)}')
    if logged:
        rec = api('GET', f'/v1/rulings/{logged[0]["id"]}')
        check((rec.get('house_profile'), rec.get('house_version'), rec.get('house_digest')) == (name, definition['version'], definition['digest']),
              f'own profile back online: the log has {name} {definition["version"]} {definition["digest"]}: '
              f'{rec.get("house_profile")} {rec.get("house_version")} {rec.get("house_digest")}')
        check(rec['ruling']['outcome'] == got['outcome'], f'own profile back online: the logged outcome is the one given offline: {rec["ruling"]["outcome"]}')
    page.select_option('[data-testid=house]', '')
    page.dispatch_event('[data-testid=house]', 'change')


def record_flow(page, lang):
    """A record: the table's rulings newest first with the final word; the table's name and the
    open ruling survive a reload; a new hand keeps the table and clears the hand; a note does
    not carry over to the next ruling."""
    rid = page.evaluate('state.ruling.id')
    first = page.locator('[data-testid=recent-item]').first
    wait_until(page, lambda: page.locator('[data-testid=recent-item]').count() > 0 and first.get_attribute('data-id') == rid,
               f'record {lang}: the newest ruling first')
    stored = api('GET', f'/v1/rulings/{rid}')
    if stored.get('final'):
        wait_until(page, lambda: page.locator('[data-testid=recent-item]').first.locator('[data-final]').count() == 1,
                   f'record {lang}: the final word in the record')
    times = page.evaluate("[...document.querySelectorAll('[data-testid=recent-item] time')].map(t => t.getAttribute('datetime'))")
    check(times == sorted(times, reverse=True), f'record {lang}: newest first: {times}')
    # The record searched by player, seat and dispute.
    page.fill('[data-testid=recent-search]', 'cid')
    wait_until(page, lambda: page.locator('[data-testid=recent-item]').count() >= 1, f'record {lang}: found by a player\'s name')
    found = page.evaluate("[...document.querySelectorAll('[data-testid=recent-item]')].map(b => b.dataset.id)")
    check(all('cid' in json.dumps(api('GET', f'/v1/rulings/{i}')['request']) for i in found[:3]), f'record {lang}: only the player\'s rulings')
    page.fill('[data-testid=recent-search]', '4')
    found = page.evaluate("[...document.querySelectorAll('[data-testid=recent-item]')].map(b => b.dataset.id)")
    check(found and all(api('GET', f'/v1/rulings/{i}')['request']['dispute'].get('seat') == 4 for i in found[:3]),
          f'record {lang}: found by seat 4: {len(found)}')
    page.fill('[data-testid=recent-search]', '')
    table = f'rec-{rid[-6:].lower()}'
    page.fill('[data-testid=table-name]', table)
    page.dispatch_event('[data-testid=table-name]', 'change')
    page.click('[data-testid=mode-spot]')
    page.click('[data-testid=new-hand]')
    page.fill('[data-testid=spot-front-3]', '600')
    page.select_option('[data-testid=dispute-type]', 'options')
    reset(page)
    page.click('[data-testid=submit-ruling]')
    shown(page)
    page.fill('[data-testid=final-note]', 'a note for the ruling before')
    reset(page)
    page.click('[data-testid=submit-ruling]')
    shown(page)
    check(page.input_value('[data-testid=final-note]') == '', f'record {lang}: the note does not carry over')
    opened = page.evaluate('state.ruling.id')
    page.reload()
    wait_until(page, lambda: page.text_content('[data-testid=ruling-outcome]'), f'record {lang}: the ruling after a reload')
    check(page.input_value('[data-testid=table-name]') == table, f'record {lang}: the table name survives a reload')
    check(page.evaluate('state.ruling && state.ruling.id') == opened, f'record {lang}: the open ruling survives a reload')
    check(page.locator('#ruling').is_visible(), f'record {lang}: and is on screen')
    page.click('[data-testid=new-hand]')
    check(page.input_value('[data-testid=table-name]') == table, f'record {lang}: a new hand keeps the table')
    check(page.locator('#ruling').is_hidden() and page.input_value('[data-testid=spot-front-3]') != '600',
          f'record {lang}: a new hand clears the hand and the ruling')
    check(page.locator('#seat-rows tr').count() >= 2, f'record {lang}: the set-up stays')
    page.reload()
    check(page.locator('#ruling').is_hidden(), f'record {lang}: the cleared ruling stays cleared')
    page.fill('[data-testid=table-name]', '1')
    page.dispatch_event('[data-testid=table-name]', 'change')


def tap_act(page, act, n):
    page.click(f'[data-testid=act-{act}]')
    wait_until(page, lambda: page.locator('[data-testid=action-list] li').count() == n, f'{n} actions listed')


def pick(page, cards):
    wait_until(page, lambda: page.locator('[data-testid=card-picker]').is_visible(), 'the card picker open')
    for c in cards:
        page.click(f'[data-testid=pick-{c}]')
    wait_until(page, lambda: not page.locator('[data-testid=card-picker]').is_visible(), 'the card picker closed')


def input_flow(page, lang):
    """Faster input: every dispute type one tap away, the most met first; hole cards and the
    board tapped from a card picker; show and muck marked at the showdown; a rule looked up by
    number or by words in both editions."""
    page.select_option('[data-testid=language]', lang)
    page.click('[data-testid=mode-spot]')
    page.click('[data-testid=new-hand]')
    forms = api('GET', f'/v1/disputes?language={lang}')['disputes']
    wait_until(page, lambda: page.locator('[data-testid=dispute-grid] button').count() == len(forms),
               f'input {lang}: every dispute type one tap away ({len(forms)})')
    tally = page.evaluate("JSON.parse(localStorage.getItem('floorcall.tally') || '{}')")
    order = page.evaluate("[...document.querySelectorAll('[data-testid=dispute-grid] button')].map(b => b.dataset.type)")
    # The types a hold'em table can have first (a stud deal needs up cards), each part the most
    # met first.
    needs = {f['type']: f['needs'] for f in forms}
    fits = [needs[x] != 'up-cards' for x in order]
    check(fits == sorted(fits, reverse=True), f'input {lang}: the types of the table\'s game first: {list(zip(order, fits))}')
    for part in [[x for x in order if needs[x] != 'up-cards'], [x for x in order if needs[x] == 'up-cards']]:
        counts = [tally.get(x, 0) for x in part]
        check(counts == sorted(counts, reverse=True), f'input {lang}: the most met first: {list(zip(part, counts))[:5]}')
    check(tally.get(order[0], 0) > 0, f'input {lang}: a type met here first: {order[0]}')
    no_spot = next(f for f in forms if not f['spot'])
    page.click(f'[data-testid=dispute-pick-{no_spot["type"]}]')
    check(page.get_attribute('[data-testid=mode-hand]', 'aria-selected') == 'true'
          and page.input_value('[data-testid=dispute-type]') == no_spot['type'],
          f'input {lang}: a type a spot cannot stand for, in one tap from the spot: {no_spot["type"]}')
    # The hand, tap by tap, with the cards tapped.
    setup_table(page, seats=[(1, 5000), (2, 5000), (3, 5000)], button=1, sb=50, bb=100, bba=0)
    page.click('[data-testid=new-hand]')
    page.click('[data-testid=mode-hand]')
    page.click('[data-testid=seat-cards-1]')
    pick(page, ['As', 'Ad'])
    page.click('[data-testid=seat-cards-2]')
    wait_until(page, lambda: page.locator('[data-testid=card-picker]').is_visible(), 'the picker for seat 2')
    check(page.locator('[data-testid=pick-As]').is_disabled(), f'input {lang}: a card already dealt cannot be picked twice')
    pick(page, ['Ks', 'Kd'])
    check(page.locator('[data-testid=seat-cards-1] .card').count() == 2, f'input {lang}: the seat shows its cards')
    n = 0
    for act in ['call', 'call', 'check']:
        n += 1
        tap_act(page, act, n)
    for street, cards in [('flop', ['2c', '7d', 'Jh']), ('turn', ['4s']), ('river', ['9d'])]:
        wait_until(page, lambda: page.locator(f'[data-testid=deal-{street}]').count() == 1, f'input {lang}: the {street} to deal')
        page.click(f'[data-testid=deal-{street}]')
        pick(page, cards)
        n += 1
        wait_until(page, lambda: page.locator('[data-testid=action-list] li').count() == n, f'the {street} dealt')
        for _ in range(3):
            n += 1
            tap_act(page, 'check', n)
    wait_until(page, lambda: page.locator('[data-testid=show-2]').count() == 1, f'input {lang}: show and muck at the showdown')
    page.click('[data-testid=show-2]')
    wait_until(page, lambda: page.locator('[data-testid=muck-3]').count() == 1, 'seat 3 to show or muck')
    page.click('[data-testid=muck-3]')
    wait_until(page, lambda: page.locator('[data-testid=show-1]').count() == 1, 'seat 1 to show or muck')
    page.click('[data-testid=show-1]')
    wait_until(page, lambda: page.locator('[data-testid=mark-3]').count() == 1, f'input {lang}: the marks drawn')
    check(page.get_attribute('[data-testid=mark-3]', 'data-mark') == 'muck' and page.get_attribute('[data-testid=mark-2]', 'data-mark') == 'show',
          f'input {lang}: muck and show marked on the seats')
    page.click('[data-testid=dispute-pick-showdown]')
    reset(page)
    page.click('[data-testid=submit-ruling]')
    got = shown(page)
    checks_ = lambda s: [{'seat': x, 'action': 'check'} for x in (2, 3, 1)]
    hand = {'game': 'NLHE', 'blinds': {'small': 50, 'big': 100}, 'big_blind_ante': 0, 'button': 1,
            'seats': [{'seat': 1, 'stack': 5000, 'cards': 'AsAd'}, {'seat': 2, 'stack': 5000, 'cards': 'KsKd'}, {'seat': 3, 'stack': 5000}],
            'actions': [{'seat': 1, 'action': 'call'}, {'seat': 2, 'action': 'call'}, {'seat': 3, 'action': 'check'},
                        {'deal': 'flop', 'cards': '2c7dJh'}] + checks_(0) + [{'deal': 'turn', 'cards': '4s'}] + checks_(0) +
                       [{'deal': 'river', 'cards': '9d'}] + checks_(0) +
                       [{'seat': 2, 'action': 'show', 'cards': 'KsKd'}, {'seat': 3, 'action': 'muck'}, {'seat': 1, 'action': 'show', 'cards': 'AsAd'}]}
    want = api('POST', '/v1/rulings', {'edition': '2024', 'language': lang, 'hand': hand, 'dispute': {'type': 'showdown'}})
    compare(f'input {lang}', got, want)
    check((want.get('pots') or [{}])[0].get('winners') == [1], f'input {lang}: aces win: {want.get("pots")}')
    # A rule by number (either edition) and by words, in the language.
    rule = api('GET', f'/v1/rules/raise-amounts?language={lang}')['rules'][0]
    nums = rule['numbers']
    for q in [nums['2024'], nums['2026']]:
        page.fill('[data-testid=rule-search]', q)
        wait_until(page, lambda: page.locator('[data-testid=rule-result][data-key=raise-amounts]').count() == 1,
                   f'input {lang}: rule {q} found by number')
    text = page.locator('[data-testid=rule-result][data-key=raise-amounts]').text_content()
    check(rule['title'] in text and rule['summary'] in text and nums['2024'] in text and nums['2026'] in text,
          f'input {lang}: the rule with both editions\' numbers, title and summary: {text[:120]!r}')
    word = rule['title'].split()[0]
    page.fill('[data-testid=rule-search]', word.lower())
    wait_until(page, lambda: page.locator('[data-testid=rule-result][data-key=raise-amounts]').count() == 1,
               f'input {lang}: rule found by a word of its title: {word}')
    page.fill('[data-testid=rule-search]', '')


def portrait_flow(page, shots):
    """In portrait, the ruling is on screen after Rule is tapped, without the floor scrolling."""
    page.click('[data-testid=mode-spot]')
    page.click('[data-testid=new-hand]')
    page.click('[data-testid=dispute-pick-options]')
    page.evaluate('window.scrollTo(0, 0)')
    page.click('[data-testid=submit-ruling]')
    shown(page)
    wait_until(page, lambda: in_view(page, '[data-testid=ruling-outcome]') and in_view(page, '[data-testid=ruling-summary]'),
               'portrait: the ruling on screen after Rule')
    page.wait_for_timeout(400)
    page.screenshot(path=os.path.join(shots, 'console-portrait-ruling.png'))


CONTRAST = """(() => {
  const rgb = (c) => (c.match(/[\\d.]+/g) || []).map(Number);
  const lum = ([r, g, b]) => {
    const f = (v) => { v /= 255; return v <= 0.03928 ? v / 12.92 : Math.pow((v + 0.055) / 1.055, 2.4); };
    return 0.2126 * f(r) + 0.7152 * f(g) + 0.0722 * f(b);
  };
  const bg = (el) => {
    for (let e = el; e; e = e.parentElement) {
      const c = rgb(getComputedStyle(e).backgroundColor);
      if (c.length >= 3 && (c.length < 4 || c[3] > 0.5) && getComputedStyle(e).backgroundImage === 'none') return c;
      if (getComputedStyle(e).backgroundImage !== 'none') return null; // a gradient: checked by eye
    }
    return [13, 17, 23];
  };
  const out = [];
  for (const el of document.querySelectorAll('body *')) {
    if (!el.offsetParent || !el.childNodes.length) continue;
    const text = [...el.childNodes].filter((n) => n.nodeType === 3).map((n) => n.textContent.trim()).join('');
    if (!text) continue;
    const s = getComputedStyle(el);
    if (parseFloat(s.opacity) < 1) continue; // a folded seat, dimmed on purpose
    const b = bg(el);
    if (!b) continue;
    const l1 = lum(rgb(s.color)), l2 = lum(b);
    const ratio = (Math.max(l1, l2) + 0.05) / (Math.min(l1, l2) + 0.05);
    const size = parseFloat(s.fontSize), bold = parseInt(s.fontWeight, 10) >= 700;
    const need = size >= 24 || (size >= 18.66 && bold) ? 3 : 4.5;
    if (ratio < need) out.push(`${el.tagName}.${el.className} "${text.slice(0, 30)}" ${ratio.toFixed(2)}`);
  }
  return out;
})()"""


def main():
    os.makedirs(SHOTS, exist_ok=True)
    LANGS.extend(x['code'] for x in api('GET', '/v1/console/messages?language=en')['languages'])
    check(len(LANGS) >= 12, f'the server speaks the TDA\'s languages: {LANGS}')
    blocked = []
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, headless=True, args=['--no-sandbox'])
        for size, name in [((768, 1024), 'portrait-768x1024'), ((1180, 820), 'landscape-1180x820')]:
            tz = 'America/Sao_Paulo' if size[0] == 768 else 'Europe/Madrid'
            ctx = browser.new_context(viewport={'width': size[0], 'height': size[1]}, locale='en-US', timezone_id=tz)

            def guard(route):
                if urlparse(route.request.url).hostname != HOST:
                    blocked.append(route.request.url)
                    route.abort()
                else:
                    route.continue_()
            ctx.route('**/*', guard)
            page = ctx.new_page()
            errors = []
            page.on('pageerror', lambda e: errors.append(f'{e} {(e.stack or "").splitlines()[1:3]}'))
            page.goto(BASE + '/')
            check(page.title() == 'floorcall', 'the console loads')
            if FLOOR:
                # A server with credentials: the page asks a person to sign in.
                wait_until(page, lambda: not page.locator('[data-testid=sign-in]').is_hidden(), 'the sign-in form shown')
                sign_in(page, FLOOR)
            for hook in ['hand-text', 'import-hand', 'dispute-type', 'dispute-seat', 'submit-ruling', 'ruling-outcome',
                         'ruling-citation', 'ruling-summary', 'final-upheld', 'final-overruled', 'language']:
                check(page.locator(f'[data-testid={hook}]').count() == 1, f'hook {hook}')
            # The footer names the server's version, and no warning shows on a build with the
            # offline engine (GET /healthz says which).
            health = api('GET', '/healthz')
            wait_until(page, lambda: page.text_content('[data-testid=version]'), 'the footer shows the version')
            check(page.text_content('[data-testid=version]') == f'floorcall {health["version"]}',
                  f'the footer names version {health["version"]}: {page.text_content("[data-testid=version]")}')
            check(health['offline_engine']['status'] == 'included', f'this build rules offline: {health["offline_engine"]}')
            check(page.locator('[data-testid=offline-missing]').is_hidden(), 'no "no offline engine" warning')
            if ONLY == 'offline':
                # The container's check: the same offline flow on another build of the server.
                if size[0] == 768:
                    offline_flow(ctx, page, SHOTS)
                ctx.close()
                continue
            if size[0] == 768:
                # The dispute forms come from the server (GET /v1/disputes): every type in the
                # hand modes, the types a spot stands for in the spot mode.
                forms = api('GET', '/v1/disputes?language=en')['disputes']
                for mode, want in [('hand', len(forms)), ('spot', sum(1 for f in forms if f['spot']))]:
                    page.click(f'[data-testid=mode-{mode}]')
                    wait_until(page, lambda: page.locator('[data-testid=dispute-type] option').count() == want,
                               f'{want} dispute types offered in the {mode} mode')
                # Every language the server speaks rules a spot (and is photographed); Spanish
                # last, whose screen the words' checks read next.
                for lang in [x for x in LANGS if x != 'es'] + ['es']:
                    spot_flow(page, lang)
                words_flow(page, 'es', tz)
                numbers_flow(page, 'pt')
                hand_flow(page, 'pt')
                no_english(page, 'pt', 'hand pt')
                prior_flow(page, 'pt')
                paste_flow(page, 'es')
                no_english(page, 'es', 'paste es')
                stud_flow(page, 'pt')
                no_english(page, 'pt', 'stud pt')
                record_flow(page, 'es')
                stud_tap_flow(page, 'pt')
                no_english(page, 'pt', 'stud tap pt')
                stud_spot_flow(page, 'pt')
                no_english(page, 'pt', 'stud spot pt')
                draw_spot_flow(page, 'pt')
                draw_cards_flow(page, 'pt')
                input_flow(page, 'pt')
                portrait_flow(page, SHOTS)
                house_flow(page, 'pt', SHOTS)
                offline_flow(ctx, page, SHOTS)
                own_house_offline_flow(ctx, page, SHOTS)
            else:
                for lang in [x for x in LANGS if x not in ('pt', 'es')]:
                    spot_flow(page, lang)
                for lang in ['pt', 'es']:
                    spot_flow(page, lang)
                    words_flow(page, lang, tz)
                numbers_flow(page, 'en')
                input_flow(page, 'en')
                hand_flow(page, 'en')
                paste_flow(page, 'en')
                stud_tap_flow(page, 'en')
                draw_flow(page, 'en')
                stud_spot_flow(page, 'en')
                draw_spot_flow(page, 'en')
                draw_cards_flow(page, 'en')
            # Touch targets: every button and input at least 44 px high.
            small = page.evaluate("""[...document.querySelectorAll('button, input:not([type=checkbox]), select')]
                .filter(e => e.offsetParent !== null && e.getBoundingClientRect().height < 44).length""")
            check(small == 0, f'{name}: {small} touch targets under 44 px')
            # Contrast (WCAG AA): every visible text against the background it sits on, 4.5:1,
            # or 3:1 for large text (24 px, or 18.66 px bold).
            low = page.evaluate(CONTRAST)
            check(not low, f'{name}: text under WCAG AA contrast: {low[:5]}')
            page.screenshot(path=os.path.join(SHOTS, f'console-{name}.png'), full_page=True)
            check(not errors, f'{name}: page errors {errors}')
            ctx.close()
        browser.close()
    check(True, f'{len(blocked)} foreign requests blocked')
    print(f'screenshots in {SHOTS}')
    print(f'console: {checks} checks, {len(failures)} failed')
    sys.exit(1 if failures else 0)


if __name__ == '__main__':
    main()
