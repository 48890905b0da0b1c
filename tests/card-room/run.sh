#!/usr/bin/env bash
# The card-room drill (.ci/run): deploy/card-room brought up from scratch with its setup script,
# a floor person added, then tests/card-room/drill.py through the TLS proxy; torn down after.
#
# usage: tests/card-room/run.sh FLOORCALL_IMAGE BASE_IMAGE PYTHON SCREENSHOT_DIR
set -euo pipefail
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
IMAGE=$1 BASE=$2 PY=$3 SHOTS=$4
if ! command -v docker-compose >/dev/null 2>&1 && ! docker compose version >/dev/null 2>&1; then
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq docker-compose >/dev/null
fi
if docker compose version >/dev/null 2>&1; then COMPOSE="docker compose"; else COMPOSE=docker-compose; fi
export COMPOSE FLOORCALL_IMAGE="$IMAGE" BASE_IMAGE="$BASE" ROOM_HTTPS_PORT=18443 ROOM_PROMETHEUS_PORT=19090
cd "$ROOT/deploy/card-room"
cleanup() {
  $COMPOSE down -v --remove-orphans >/dev/null 2>&1 || true
  rm -rf secrets certs
}
trap cleanup EXIT
cleanup
START=$(date +%s)
./setup.sh > "$SHOTS.setup.log" 2>&1 || { tail -40 "$SHOTS.setup.log"; exit 1; }
echo "card room: built and started in $(( $(date +%s) - START )) s"
# A floor person, added on the running replica as a room's admin would (docs/deployment.md).
printf '482913\n' | $COMPOSE exec -T floorcall-a sh -c \
  'FLOORCALL_DATABASE_URL="postgres://floorcall:$(cat /run/secrets/db_password)@db:5432/floorcall" exec floorcall staff add --name "Ana Souza" --role floor'
FLOOR="Ana Souza:482913" "$PY" "$ROOT/tests/card-room/drill.py" \
  "https://127.0.0.1:18443" "http://127.0.0.1:19090" "$SHOTS"
