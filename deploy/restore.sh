#!/usr/bin/env bash
# Restores a snapshot of deploy/backup.sh (docs/deploy.md "Restoring"): the database into DATABASE_URL, which must
# be a new, empty database, and the files into DATA_DIR/files. Stop the server processes first; start them
# afterwards with the same PERSONAL_DATA_KEY as when the backup was made.
#
#   set -a; . /etc/museum/museum.env; set +a; deploy/restore.sh /var/backups/museum/latest
set -euo pipefail

SNAPSHOT=${1:?usage: deploy/restore.sh SNAPSHOT_DIR (with DATABASE_URL and DATA_DIR in the environment)}
: "${DATABASE_URL:?DATABASE_URL is not set}"
[ -f "$SNAPSHOT/museum.dump" ] || { echo "no museum.dump in $SNAPSHOT" >&2; exit 1; }

tables=$(psql "$DATABASE_URL" -tAc "select count(*) from information_schema.tables
  where table_schema not in ('pg_catalog', 'information_schema')")
if [ "$tables" != "0" ]; then
  echo "the database of DATABASE_URL already has $tables tables: restore into a new one (createdb)" >&2
  exit 1
fi
# All or nothing: a failed restore leaves the database empty, to be tried again.
pg_restore --no-owner --no-acl --exit-on-error --single-transaction --dbname="$DATABASE_URL" "$SNAPSHOT/museum.dump"

if [ -d "$SNAPSHOT/files" ]; then
  : "${DATA_DIR:?DATA_DIR is not set}"
  mkdir -p "$DATA_DIR/files"
  rsync -a "$SNAPSHOT/files/" "$DATA_DIR/files/"
fi
echo "restored $SNAPSHOT"
