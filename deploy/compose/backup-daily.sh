#!/bin/sh
# compose.yaml's backup job, in place of deploy/systemd/agency-backup.timer: the same
# deploy/backup-and-rotate.sh (npm run backup, then only the KEEP newest archives in BACKUP_DIR),
# at start and then every BACKUP_INTERVAL_SECONDS (a day by default). A failed backup is logged
# and tried again at the next interval.
set -u
trap 'exit 0' TERM INT
while :; do
  sh /app/deploy/backup-and-rotate.sh || echo "backup failed; next attempt in ${BACKUP_INTERVAL_SECONDS:-86400} s" >&2
  sleep "${BACKUP_INTERVAL_SECONDS:-86400}" &
  wait $!
done
