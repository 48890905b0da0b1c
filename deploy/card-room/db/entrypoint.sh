#!/bin/sh
# First start: a cluster with the floorcall database, owned by a floorcall role whose password
# is read from a secret file (never from the command line). Later starts: just serve. A first
# start cut short (no marker) starts over.
set -eu
BIN=/usr/lib/postgresql/15/bin
SOCK=/var/run/postgresql
if [ ! -f "$PGDATA/.floorcall-initialized" ]; then
  find "$PGDATA" -mindepth 1 -delete
  PASSWORD=$(cat "${DB_PASSWORD_FILE:?the password file}")
  "$BIN/initdb" -D "$PGDATA" --auth-local=peer --auth-host=scram-sha-256 -E UTF8 >/dev/null
  echo "listen_addresses = '*'" >> "$PGDATA/postgresql.conf"
  echo "port = 5432" >> "$PGDATA/postgresql.conf"
  echo "unix_socket_directories = '$SOCK'" >> "$PGDATA/postgresql.conf"
  echo "host all all 0.0.0.0/0 scram-sha-256" >> "$PGDATA/pg_hba.conf"
  echo "host all all ::/0 scram-sha-256" >> "$PGDATA/pg_hba.conf"
  "$BIN/pg_ctl" -D "$PGDATA" -o "-c listen_addresses=''" -w start >/dev/null
  "$BIN/psql" -h "$SOCK" -p 5432 -q -v ON_ERROR_STOP=1 -v pw="$PASSWORD" postgres <<'SQL'
CREATE ROLE floorcall LOGIN PASSWORD :'pw';
CREATE DATABASE floorcall OWNER floorcall;
SQL
  "$BIN/pg_ctl" -D "$PGDATA" -m fast -w stop >/dev/null
  touch "$PGDATA/.floorcall-initialized"
  echo "db: a new cluster with the floorcall database"
fi
exec "$BIN/postgres" -D "$PGDATA"
