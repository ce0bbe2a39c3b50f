#!/usr/bin/env bash
# Runs a command against a throwaway local PostgreSQL cluster (a free port, trust auth on 127.0.0.1 only), then
# removes the cluster. Exports TEST_DATABASE_URL (for the API suite) and PG_URL.
#   bash scripts/with-postgres.sh npx vitest run --project server
set -euo pipefail
PGBIN=${PGBIN:-$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -1)}
[ -x "$PGBIN/initdb" ] || { echo "PostgreSQL server binaries not found (apt-get install -y postgresql)"; exit 1; }
# A free port unless one is given, so two runs (CI and a developer, say) never collide.
PORT=${PGPORT_TEST:-$(node -e "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")}
DIR=$(mktemp -d /tmp/barber-pg.XXXXXX)
RUN_AS=()
if [ "$(id -u)" = 0 ]; then
  # PostgreSQL refuses to run as root: use the postgres system user (created by the Debian package).
  id postgres >/dev/null 2>&1 || useradd --system --no-create-home postgres
  chown postgres "$DIR"
  RUN_AS=(runuser -u postgres --)
fi
cleanup() { "${RUN_AS[@]}" "$PGBIN/pg_ctl" -D "$DIR/data" -m immediate stop >/dev/null 2>&1 || true; rm -rf "$DIR"; }
trap cleanup EXIT
"${RUN_AS[@]}" "$PGBIN/initdb" -D "$DIR/data" -A trust -U postgres --no-sync >/dev/null
if ! "${RUN_AS[@]}" "$PGBIN/pg_ctl" -D "$DIR/data" -l "$DIR/log" -w -o "-p $PORT -k $DIR -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=300" start >/dev/null; then
  echo "PostgreSQL did not start; its log:"; cat "$DIR/log"; exit 1
fi
export TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$PORT/postgres"
export PG_URL="$TEST_DATABASE_URL"
echo "PostgreSQL $("$PGBIN/postgres" --version | awk '{print $3}') on 127.0.0.1:$PORT"
"$@"
