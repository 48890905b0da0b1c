#!/usr/bin/env python3
"""The print views on paper: a penalty ruling with its final word and an incident report,
each printed to PDF by headless Chromium (Debian's `chromium`, driven by Playwright for
Python), then read back twice: the PDF's text (poppler's `pdftotext`) and the page rendered to
an image (`pdftoppm`) read by OCR (`tesseract`). Both must show the rule's label and the final
word (or the sign-off); each view fits one page. The PNGs go to a folder the test prints.

Usage: print_test.py BASE_URL [OUT_DIR]   (FLOORCALL_API_KEY: an admin key; CHROMIUM: the
browser, default /usr/bin/chromium)
"""

import json
import os
import re
import subprocess
import sys
import urllib.request

from playwright.sync_api import sync_playwright

BASE = sys.argv[1].rstrip('/')
OUT = sys.argv[2] if len(sys.argv) > 2 else '/tmp/floorcall-print'
KEY = os.environ.get('FLOORCALL_API_KEY', '')
CHROMIUM = os.environ.get('CHROMIUM', '/usr/bin/chromium')
os.makedirs(OUT, exist_ok=True)
failures = []
checks = 0


def check(cond, what):
    global checks
    checks += 1
    if not cond:
        failures.append(what)
        print('FAIL:', what)


def api(method, path, body=None):
    data = json.dumps(body).encode() if body is not None else None
    req = urllib.request.Request(BASE + path, data=data, method=method)
    req.add_header('content-type', 'application/json')
    if KEY:
        req.add_header('authorization', 'Bearer ' + KEY)
    with urllib.request.urlopen(req) as r:
        return json.loads(r.read() or b'null')


seats = [{'seat': s, 'stack': 20000} for s in range(1, 10)]
seats[3]['player'] = {'id': 'PRINT-1', 'name': 'Paper Test'}
ruling = api('POST', '/v1/rulings', {
    'edition': '2024', 'language': 'en',
    'hand': {'game': 'NLHE', 'blinds': {'small': 100, 'big': 200}, 'button': 1,
             'seats': seats, 'actions': []},
    'dispute': {'type': 'penalty', 'seat': 4, 'infraction': 'etiquette'},
    'context': {'tournament': 'Print Test Event', 'table': '12', 'floor': 'Ana'},
})
api('PATCH', f"/v1/rulings/{ruling['id']}", {'final': 'upheld', 'note': 'Warned at the table'})
incident = api('POST', '/v1/incidents', {
    'kind': 'electronic_device', 'tournament': 'Print Test Event', 'table': '12', 'seat': 4,
    'seen': 'Seat 4 was texting with a live hand.', 'witnesses': ['dealer Rui'], 'language': 'es',
})


def pdf_text(pdf):
    return subprocess.run(['pdftotext', '-layout', pdf, '-'], check=True,
                          capture_output=True, text=True).stdout


def pages(pdf):
    info = subprocess.run(['pdfinfo', pdf], check=True, capture_output=True, text=True).stdout
    m = re.search(r'^Pages:\s+(\d+)', info, re.M)
    return int(m.group(1)) if m else 0


def ocr(pdf, name):
    png = os.path.join(OUT, name)
    subprocess.run(['pdftoppm', '-png', '-r', '150', '-singlefile', pdf, png[:-4]], check=True)
    text = subprocess.run(['tesseract', png, '-', '--psm', '3'], check=True,
                          capture_output=True, text=True).stdout
    return png, text


def squash(s):
    return re.sub(r'\s+', ' ', s)


with sync_playwright() as p:
    browser = p.chromium.launch(executable_path=CHROMIUM, args=['--no-sandbox'])
    ctx = browser.new_context(extra_http_headers={'authorization': 'Bearer ' + KEY} if KEY else {})
    page = ctx.new_page()
    for kind, path, must in [
        ('ruling', f"/v1/rulings/{ruling['id']}/print", ['TDA 2024 Rule 71-A', 'Upheld']),
        ('incident', f"/v1/incidents/{incident['id']}/print", ['TDA 2024 Regla 5', 'sin firmar']),
    ]:
        r = page.goto(BASE + path)
        check(r is not None and r.status == 200, f'{kind}: the print view answers 200')
        pdf = os.path.join(OUT, f'{kind}.pdf')
        page.pdf(path=pdf, format='A4', print_background=False)
        check(pages(pdf) == 1, f'{kind}: one page ({pages(pdf)})')
        text = squash(pdf_text(pdf))
        png, seen = ocr(pdf, f'{kind}.png')
        seen = squash(seen)
        for m in must:
            check(m in text, f'{kind}: the PDF text shows {m!r}')
            check(m in seen, f'{kind}: the page, as an image read back, shows {m!r}: {seen[:300]!r}')
        print(f'{kind}: {png}')
    browser.close()

print(f'print views: {checks} checks, {len(failures)} failed')
sys.exit(1 if failures else 0)
