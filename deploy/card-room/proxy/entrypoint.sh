#!/bin/sh
# The room's certificate from /certs (server.crt: the chain; server.key), mounted read-only;
# without one, a self-signed certificate for ROOM_HOST so a trial starts at once (tablets must
# then be told to trust it: replace it with the casino's own before the event).
set -eu
mkdir -p /run/floorcall-tls
if [ -s /certs/server.crt ] && [ -s /certs/server.key ]; then
  cp /certs/server.crt /certs/server.key /run/floorcall-tls/
else
  HOST=${ROOM_HOST:-localhost}
  openssl req -x509 -newkey ec -pkeyopt ec_paramgen_curve:P-256 -nodes -days 30 \
    -subj "/CN=$HOST" -addext "subjectAltName=DNS:$HOST,DNS:localhost,IP:127.0.0.1" \
    -keyout /run/floorcall-tls/server.key -out /run/floorcall-tls/server.crt 2>/dev/null
  echo "proxy: no certificate in /certs; a self-signed one for $HOST (30 days)"
fi
chmod 0600 /run/floorcall-tls/server.key
exec nginx -g 'daemon off;'
