#!/usr/bin/env bash
# A backup of the museum site (docs/deploy.md "Backups"): the PostgreSQL database as a pg_dump custom-format
# archive, and the stored files of DATA_DIR/files as a snapshot sharing unchanged files with the previous one
# (rsync --link-dest), in DEST/<UTC time>/; DEST/latest points at the newest. Snapshots older than
# BACKUP_KEEP_DAYS (14) are removed. Resized copies (files/variants) are left out: the server makes them again.
#
#   set -a; . /etc/museum/museum.env; set +a; deploy/backup.sh /var/backups/museum
#
# With S3_BUCKET the files are in the bucket, not here: back it up with the provider's versioning or replication.
# PERSONAL_DATA_KEY is not in the backup: keep it apart (without it names and ID numbers cannot be read back).
set -euo pipefail

DEST=${1:?usage: deploy/backup.sh DEST_DIR (with DATABASE_URL and DATA_DIR in the environment)}
: "${DATABASE_URL:?DATABASE_URL is not set}"
KEEP_DAYS=${BACKUP_KEEP_DAYS:-14}
SNAPSHOT="$DEST/$(date -u +%Y%m%dT%H%M%SZ)"
umask 077
mkdir -p "$SNAPSHOT"

# One consistent snapshot of the database, taken while the site runs.
pg_dump --format=custom --no-owner --no-acl --file="$SNAPSHOT/museum.dump.partial" "$DATABASE_URL"
mv "$SNAPSHOT/museum.dump.partial" "$SNAPSHOT/museum.dump"

if [ -z "${S3_BUCKET:-}" ]; then
  : "${DATA_DIR:?DATA_DIR is not set}"
  link=()
  [ -d "$DEST/latest/files" ] && link=(--link-dest="$(cd "$DEST/latest/files" && pwd)")
  mkdir -p "$DATA_DIR/files"
  rsync -a --exclude=/variants/ "${link[@]}" "$DATA_DIR/files/" "$SNAPSHOT/files/"
fi

ln -sfn "$(basename "$SNAPSHOT")" "$DEST/latest"
find "$DEST" -mindepth 1 -maxdepth 1 -type d -name '20*Z' -mtime "+$KEEP_DAYS" -exec rm -rf {} +
echo "backup written to $SNAPSHOT"
