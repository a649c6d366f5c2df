#!/bin/sh
# Writes one backup archive into BACKUP_DIR and keeps the KEEP newest (default 14).
# Run by deploy/systemd/agency-backup.service; safe to run by hand as the agency user.
set -eu
dir="${BACKUP_DIR:-/var/backups/agency}"
keep="${KEEP:-14}"
mkdir -p "$dir"
stamp=$(date -u +%Y-%m-%dT%H-%M-%SZ)
# Through npm, so the Node 24 of node_modules runs it.
npm run --silent backup -- "$dir/agency-$stamp.tar.gz"
# Names sort by time; everything but the newest $keep goes.
ls -1 "$dir"/agency-*.tar.gz | sort -r | tail -n +"$((keep + 1))" | while read -r old; do
  rm -f -- "$old"
done
