#!/usr/bin/env bash
# Weekly base backup for point-in-time recovery (run as the postgres user by
# procelia-base-backup.service): a pg_basebackup in tar format under BASE_BACKUP_DIR, the newest
# BASE_BACKUPS_KEPT (2) kept, and the WAL archive cleaned of the segments the oldest one kept does
# not need. Recovery from one of them: docs/operations/backups.md, "Point-in-time recovery".
# Connection: libpq's defaults (the local socket as postgres), or PGHOST/PGPORT/PGUSER.
set -euo pipefail

BASE_BACKUP_DIR="${BASE_BACKUP_DIR:-/var/lib/postgresql/15/base-backups}"
WAL_ARCHIVE_DIR="${WAL_ARCHIVE_DIR:-/var/lib/postgresql/15/wal-archive}"
BASE_BACKUPS_KEPT="${BASE_BACKUPS_KEPT:-2}"

install -d -m 0700 "$BASE_BACKUP_DIR"
stamp="$(date -u +%Y%m%dT%H%M%SZ)"
# Under a temporary name until complete: a folder named by its stamp is always a whole backup.
partial="$BASE_BACKUP_DIR/.$stamp.partial"
trap 'rm -rf "$partial"' EXIT
pg_basebackup --pgdata="$partial" --format=tar --gzip --checkpoint=fast --wal-method=stream --no-password
mv "$partial" "$BASE_BACKUP_DIR/$stamp"
echo "Base backup $BASE_BACKUP_DIR/$stamp"

mapfile -t backups < <(find "$BASE_BACKUP_DIR" -mindepth 1 -maxdepth 1 -type d -name '*Z' -printf '%f\n' | sort)
excess=$((${#backups[@]} - BASE_BACKUPS_KEPT))
for ((i = 0; i < excess; i++)); do
  rm -rf "${BASE_BACKUP_DIR:?}/${backups[i]}"
  echo "Removed base backup ${backups[i]}"
done

# The oldest backup kept starts at a WAL segment (its backup_label says which); the archive keeps
# that one and everything after it.
oldest="$(find "$BASE_BACKUP_DIR" -mindepth 1 -maxdepth 1 -type d -name '*Z' -printf '%f\n' | sort | head -n 1)"
first_segment="$(tar -xzOf "$BASE_BACKUP_DIR/$oldest/base.tar.gz" backup_label |
  sed -n 's/^START WAL LOCATION: .*(file \([0-9A-F]\{24\}\))$/\1/p')"
if [ -z "$first_segment" ]; then
  echo "No start segment in $oldest's backup_label: the WAL archive was not cleaned." >&2
  exit 1
fi
pg_archivecleanup "$WAL_ARCHIVE_DIR" "$first_segment"
echo "WAL archive kept from $first_segment"
