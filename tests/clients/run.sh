#!/usr/bin/env bash
# Generated clients, unchanged, against a running server: validate openapi/openapi.json,
# generate a Python client (openapi-python-client) and a TypeScript client (openapi-typescript
# + openapi-fetch, checked with tsc --strict --noEmit), and run one flow through each.
# Usage: tests/clients/run.sh BASE_URL VENV_DIR   (run from the repository's root; needs npm)
set -euo pipefail
BASE=$1
VENV=$2
ROOT=$(pwd)
DOC="$ROOT/openapi/openapi.json"
OUT=$(mktemp -d)
trap 'rm -rf "$OUT"' EXIT

"$VENV/bin/pip" install -q "openapi-spec-validator==0.9.0" "openapi-python-client==0.29.1" "ruff==0.17.6"
"$VENV/bin/python" - "$DOC" <<'PY'
import json, sys
from openapi_spec_validator import validate
validate(json.load(open(sys.argv[1])))
print("openapi/openapi.json: valid (openapi-spec-validator)")
PY

echo "-- Python client"
(cd "$OUT" && PATH="$VENV/bin:$PATH" "$VENV/bin/openapi-python-client" generate \
   --path "$DOC" --meta none --output-path floorcall_client) > "$OUT/gen.log" 2>&1 || {
  cat "$OUT/gen.log"; exit 1; }
cat "$OUT/gen.log"
# A warning means a schema or an operation was skipped: the document must not need one.
if grep -qi "warning" "$OUT/gen.log"; then
  echo "openapi-python-client warned: the generated client is incomplete"; exit 1
fi
"$VENV/bin/python" "$ROOT/tests/clients/python_flow.py" "$OUT" "$BASE" "$DOC"

echo "-- TypeScript client"
cd "$ROOT/tests/clients/ts"
npm ci --silent --no-audit --no-fund
npx openapi-typescript "$DOC" -o schema.d.ts 2>&1 | tee "$OUT/ts-gen.log"
if grep -qi "warn" "$OUT/ts-gen.log"; then
  echo "openapi-typescript warned"; exit 1
fi
npx tsc --strict --noEmit -p .
npx tsc -p .
node dist/flow.js "$BASE" "$DOC"
