#!/usr/bin/env python3
"""One flow through the Python client generated from openapi/openapi.json, unchanged
(openapi-python-client): a ruling of every dispute type from the document's own examples, the
log listed with a filter and a cursor, one ruling read back, the floor's final word, the rules,
a replay, an import and a table balance. Usage: python_flow.py CLIENT_DIR BASE_URL DOC
(CLIENT_DIR holds the generated package `floorcall_client`)."""

import json
import os
import sys
import uuid

sys.path.insert(0, sys.argv[1])
base, doc = sys.argv[2], json.load(open(sys.argv[3]))

from floorcall_client import AuthenticatedClient, Client  # noqa: E402
from floorcall_client.api.hands import import_hands, replay_hand  # noqa: E402
from floorcall_client.api.rules import get_rule, list_rules  # noqa: E402
from floorcall_client.api.rulings import create_ruling, get_ruling, list_rulings, record_final_word  # noqa: E402
from floorcall_client.api.tables import balance_tables  # noqa: E402
from floorcall_client.models import (  # noqa: E402
    BalanceRequest, Edition, FinalRequest, FinalWord, HandInput, HandText, Language, Outcome,
    RulingRequest,
)

# The server's API key (FLOORCALL_API_KEY), sent by the generated client as a bearer token.
key = os.environ.get("FLOORCALL_API_KEY")
plain = Client(base_url=base, raise_on_unexpected_status=True)
client = AuthenticatedClient(base_url=base, token=key, raise_on_unexpected_status=True) if key else plain
checks = 0


def ok(cond, what):
    global checks
    if not cond:
        sys.exit(f"python client: {what}")
    checks += 1


if key:
    # Without the key the server refuses, with a problem the client parses.
    r = list_rules.sync_detailed(client=plain)
    ok(r.status_code == 401, f"no key: {r.status_code}")


def examples(op_path, method):
    media = doc["paths"][op_path][method]["requestBody"]["content"]["application/json"]
    # Every request example is one the server answers with success (a refused request is an
    # example of its 4xx answer, with the request as `x-request`).
    return {k: v["value"] for k, v in media["examples"].items()}


# A ruling of every dispute type, tagged so the log can be filtered by table.
table = f"py-{uuid.uuid4().hex[:8]}"
ids = {}
for kind, value in examples("/v1/rulings", "post").items():
    value = dict(value, context={"tournament": "Client flow", "table": table, "floor": "Ana"})
    r = create_ruling.sync_detailed(client=client, body=RulingRequest.from_dict(value))
    ok(r.status_code == 200, f"{kind}: {r.status_code} {r.content[:300]!r}")
    ok(isinstance(r.parsed.outcome, Outcome), f"{kind}: outcome {r.parsed.outcome!r}")
    ok(r.parsed.citation.key != "", f"{kind}: citation")
    ids[kind] = r.parsed.id
# At least one per dispute type the document declares (the discriminator's mapping), and the
# other examples (a `spot` instead of a hand).
kinds = doc["components"]["schemas"]["Dispute"]["discriminator"]["mapping"]
ok(set(kinds) <= set(ids) and len(kinds) >= 9, f"rulings of {sorted(ids)}")
n = len(ids)

# The log: a filter by table, two pages through the cursor.
size = n - 3  # two pages whatever the number of dispute types: n - 3 rulings, then 3
page = list_rulings.sync(client=client, table=table, limit=size)
ok(len(page.items) == size and page.next_cursor, f"first page of {size} with a cursor")
rest = list_rulings.sync(client=client, table=table, limit=size, cursor=page.next_cursor)
ok(len(rest.items) == 3 and not rest.next_cursor, "last page of three, no cursor")
ok({r.id for r in page.items + rest.items} == set(ids.values()), "every ruling listed once")
raises = list_rulings.sync(client=client, table=table, outcome=Outcome.RAISE)
ok(all(r.outcome == Outcome.RAISE for r in raises.items) and raises.items, "filter by outcome")

# One ruling read back, then the floor's final word.
rec = get_ruling.sync(client=client, id=ids["bet"])
ok(rec.id == ids["bet"] and rec.table == table, "get")
rec = record_final_word.sync(client=client, id=ids["bet"], body=FinalRequest(final=FinalWord.UPHELD, note="Python client"))
ok(rec.final == FinalWord.UPHELD and rec.final_note == "Python client", "final word")

# The rules.
rules = list_rules.sync(client=client, language=Language.PT)
ok(len(rules.rules) > 90 and rules.language == Language.PT, "rules list")
one = get_rule.sync(client=client, key="raise-amounts", edition=Edition("2026"))
ok(one.rules[0].number == "45", f"rule 43 is 45 in 2026: {one.rules[0].number}")

# Replay, import, balance.
hand = examples("/v1/hands/replay", "post")["hand"]
rep = replay_hand.sync(client=client, body=HandInput.from_dict(hand))
ok(len(rep.steps) == 3 and rep.steps[0].seat == 3, "replay")
imp = import_hands.sync(client=client, body=HandText.from_dict(examples("/v1/hands/import", "post")["phh"]))
ok(len(imp.hands) == 1 and imp.scale == 1, "import")
bal = balance_tables.sync(client=client, body=BalanceRequest.from_dict(examples("/v1/tables/balance", "post")["halt"]))
ok(bal.halt == ["A"] and bal.moves[0].to == "A", "balance")

print(f"python client: {checks} checks passed, 0 failed")
