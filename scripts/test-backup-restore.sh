#!/usr/bin/env bash
# deploy/backup.sh and deploy/restore.sh on a real database (CI runs it on the one the end-to-end test through
# nginx filled): a backup of SOURCE_URL and of a DATA_DIR, restored into a new database and an empty DATA_DIR.
# Every table must come back with the same rows and every stored file with the same bytes; resized copies stay out.
#
#   bash scripts/test-backup-restore.sh postgres://postgres@127.0.0.1:5432/museum /tmp/backup-test
set -euo pipefail
export PGOPTIONS=--client-min-messages=warning

SOURCE=${1:?usage: scripts/test-backup-restore.sh POSTGRES_URL WORK_DIR}
WORK=${2:?usage: scripts/test-backup-restore.sh POSTGRES_URL WORK_DIR}
DEPLOY="$(cd "$(dirname "$0")/../deploy" && pwd)"
RESTORED_NAME="$(basename "$SOURCE")_restore_check"
RESTORED="${SOURCE%/*}/$RESTORED_NAME"

rm -rf "$WORK" && mkdir -p "$WORK/data/files/uploads/7/0123456789abcdef" "$WORK/data/files/variants/demo"
head -c 300000 /dev/urandom >"$WORK/data/files/uploads/7/0123456789abcdef/1700000000000-plan.pdf"
printf 'resized' >"$WORK/data/files/variants/demo/400x300.webp"
# A database of its own (never one that exists: it is dropped afterwards).
psql "$SOURCE" -qc "CREATE DATABASE \"$RESTORED_NAME\""
trap 'psql "$SOURCE" -qc "DROP DATABASE IF EXISTS \"$RESTORED_NAME\" WITH (FORCE)"' EXIT

DATABASE_URL=$SOURCE DATA_DIR="$WORK/data" "$DEPLOY/backup.sh" "$WORK/backups"
DATABASE_URL=$RESTORED DATA_DIR="$WORK/restored" "$DEPLOY/restore.sh" "$WORK/backups/latest"

# Rows of every table, and a digest of the content tables' rows, as each database has them.
contents() {
  psql "$1" -tA <<'SQL'
select table_schema || '.' || table_name || ' ' ||
  (xpath('/row/n/text()', query_to_xml(format('select count(*) as n from %I.%I', table_schema, table_name),
    false, true, '')))[1]::text
from information_schema.tables
where table_schema not in ('pg_catalog', 'information_schema') and table_type = 'BASE TABLE'
order by 1;
select 'exhibitions ' || md5(string_agg(e::text, '|' order by e.id)) from exhibitions e;
select 'users ' || md5(string_agg(u::text, '|' order by u.id)) from users u;
SQL
}
contents "$SOURCE" >"$WORK/source.txt"
contents "$RESTORED" >"$WORK/restored.txt"
diff "$WORK/source.txt" "$WORK/restored.txt"
grep -Eq '^public\.exhibitions [1-9]' "$WORK/restored.txt" || { echo "no exhibitions were restored" >&2; exit 1; }
grep -Eq '^drizzle\.__drizzle_migrations [1-9]' "$WORK/restored.txt" || { echo "no migrations record" >&2; exit 1; }
cmp "$WORK/data/files/uploads/7/0123456789abcdef/1700000000000-plan.pdf" \
  "$WORK/restored/files/uploads/7/0123456789abcdef/1700000000000-plan.pdf"
[ ! -e "$WORK/restored/files/variants" ] || { echo "resized copies were backed up" >&2; exit 1; }
echo "backup restored: $(wc -l <"$WORK/restored.txt") tables and digests equal, files equal"
