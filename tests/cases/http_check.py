#!/usr/bin/env python3
"""Post every case of tests/cases/*.json to a running floorcall and check the answer.

    python3 tests/cases/http_check.py http://127.0.0.1:8080

Checks status 200, outcome, citation key, part and number for the case's edition, and the
ULID id; prints 'N passed, N failed'. Exit status 1 on any failure. The API key in
FLOORCALL_API_KEY, if any, is sent as a bearer token.
"""

import glob
import json
import os
import sys
import urllib.error
import urllib.request


def post(base, body):
    headers = {'content-type': 'application/json'}
    if os.environ.get('FLOORCALL_API_KEY'):
        headers['authorization'] = 'Bearer ' + os.environ['FLOORCALL_API_KEY']
    req = urllib.request.Request(base + '/v1/rulings', data=json.dumps(body).encode(),
                                 headers=headers, method='POST')
    try:
        with urllib.request.urlopen(req, timeout=30) as r:
            return r.status, json.loads(r.read())
    except urllib.error.HTTPError as e:
        return e.code, json.loads(e.read() or b'null')


def main() -> int:
    base = sys.argv[1].rstrip('/') if len(sys.argv) > 1 else 'http://127.0.0.1:8080'
    here = os.path.dirname(os.path.abspath(__file__))
    passed = failed = 0
    for path in sorted(glob.glob(os.path.join(here, '*.json'))):
        for case in json.load(open(path)):
            req, exp = case['request'], case['expected']
            ed = req.get('edition', '2024')
            status, got = post(base, req)
            errs = []
            if status != 200:
                errs.append(f'status {status}: {got}')
            else:
                cit = got.get('citation', {})
                if got.get('outcome') != exp['outcome']:
                    errs.append(f"outcome {got.get('outcome')} != {exp['outcome']}")
                if cit.get('key') != exp['citation']['key']:
                    errs.append(f"key {cit.get('key')} != {exp['citation']['key']}")
                if cit.get('number') != exp['citation']['number'][ed]:
                    errs.append(f"number {cit.get('number')} != {exp['citation']['number'][ed]}")
                # A part may differ by edition ({"2024": "B", "2026": "C"}).
                part = exp['citation'].get('part')
                if isinstance(part, dict):
                    part = part.get(ed)
                if cit.get('part') != part:
                    errs.append(f"part {cit.get('part')} != {part}")
                if len(got.get('id', '')) != 26:
                    errs.append('no ULID id')
            if errs:
                failed += 1
                print(f"FAIL {os.path.basename(path)}/{case['id']}: {'; '.join(errs)}")
            else:
                passed += 1
    print(f'{passed} passed, {failed} failed')
    return 1 if failed else 0


if __name__ == '__main__':
    raise SystemExit(main())
