#!/bin/sh
# The card room's first start: the secrets (a database password, and a reader's key for
# Prometheus), the first admin key (printed once: keep it), then everything.
#
#   cd deploy/card-room && ./setup.sh          # then: docker compose ps / logs
#
# Environment (all optional): ROOM_HOST (the name tablets use; default localhost),
# ROOM_HTTPS_PORT (443), BASE_IMAGE, FLOORCALL_IMAGE (see compose.yaml), COMPOSE (the compose
# command: `docker compose` where the plugin is installed, else `docker-compose`).
set -eu
cd "$(dirname "$0")"
if [ -z "${COMPOSE:-}" ]; then
  if docker compose version >/dev/null 2>&1; then COMPOSE="docker compose"; else COMPOSE=docker-compose; fi
fi
umask 077
mkdir -p secrets certs
chmod 0700 secrets
if [ ! -s secrets/db_password ]; then
  od -An -N24 -tx1 /dev/urandom | tr -d ' \n' > secrets/db_password
fi
# The services read the secrets as their own users: readable inside the containers, while the
# directory keeps everyone else on the host out.
chmod 0644 secrets/db_password
: > secrets/prometheus_key.new
[ -s secrets/prometheus_key ] || mv secrets/prometheus_key.new secrets/prometheus_key
rm -f secrets/prometheus_key.new
chmod 0644 secrets/prometheus_key
# The room's own images; floorcall's is built from the checkout by `up` when it is missing.
$COMPOSE build db proxy prometheus
$COMPOSE up -d db
# The first keys, made on the log before any replica serves (a replica on a network address
# refuses to start without an admin key).
run() { $COMPOSE run --rm -T floorcall-a "$@"; }
if [ ! -s secrets/prometheus_key ]; then
  run keys create --name room-admin --role admin > secrets/admin_key
  run keys create --name prometheus --role reader | tr -d '\r\n' > secrets/prometheus_key
  chmod 0600 secrets/admin_key
  echo "The first admin key is in secrets/admin_key: move it somewhere safe, then delete the file."
fi
$COMPOSE up -d
echo "The room: https://${ROOM_HOST:-localhost}:${ROOM_HTTPS_PORT:-443}/  ·  Prometheus: http://127.0.0.1:${ROOM_PROMETHEUS_PORT:-9090}/consoles/floorcall.html"
