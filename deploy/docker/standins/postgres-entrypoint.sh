#!/bin/sh
# The stand-in postgres:16's entrypoint (postgres.Containerfile): what compose.yaml uses of the official image's. On
# an empty PGDATA it makes the cluster with POSTGRES_USER (default postgres) and POSTGRES_PASSWORD (or
# POSTGRES_HOST_AUTH_METHOD=trust), and the database POSTGRES_DB (default the user's name); the server then listens
# on every address. It starts as root only to own PGDATA, and runs as postgres.
set -eu
if [ "${1:-}" = postgres ] && [ "$(id -u)" = 0 ]; then
  mkdir -p "$PGDATA"
  chown -R postgres:postgres "$PGDATA"
  chmod 700 "$PGDATA"
  exec setpriv --reuid=postgres --regid=postgres --init-groups "$0" "$@"
fi
if [ "${1:-}" = postgres ] && [ ! -s "$PGDATA/PG_VERSION" ]; then
  user=${POSTGRES_USER:-postgres}
  db=${POSTGRES_DB:-$user}
  auth=${POSTGRES_HOST_AUTH_METHOD:-scram-sha-256}
  if [ -z "${POSTGRES_PASSWORD:-}" ] && [ "$auth" != trust ]; then
    echo 'Error: the database is uninitialized and POSTGRES_PASSWORD is not set (or POSTGRES_HOST_AUTH_METHOD=trust).' >&2
    exit 1
  fi
  pwfile=$(mktemp)
  printf '%s\n' "${POSTGRES_PASSWORD:-}" >"$pwfile"
  # shellcheck disable=SC2086 # POSTGRES_INITDB_ARGS is a list of arguments, as in the official image.
  initdb --username="$user" --pwfile="$pwfile" --auth-local=trust --auth-host="$auth" ${POSTGRES_INITDB_ARGS:-}
  rm -f "$pwfile"
  printf '\nhost all all all %s\n' "$auth" >>"$PGDATA/pg_hba.conf"
  printf "\nlisten_addresses = '*'\n" >>"$PGDATA/postgresql.conf"
  if [ "$db" != postgres ]; then
    pg_ctl -D "$PGDATA" -o "-c listen_addresses=''" -w start
    psql -v ON_ERROR_STOP=1 --username="$user" --dbname=postgres --command="CREATE DATABASE \"$db\""
    pg_ctl -D "$PGDATA" -m fast -w stop
  fi
  echo 'PostgreSQL init process complete; ready for start up.'
fi
exec "$@"
