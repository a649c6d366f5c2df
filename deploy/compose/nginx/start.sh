#!/bin/sh
# Runs the repository's site config (deploy/nginx/agency.conf, mounted unchanged with the files it
# includes at /srv/agency/current/deploy/nginx) with only what differs under compose replaced:
# the two upstream addresses become the app containers, and the certificate folder becomes
# /etc/nginx/certs, where a self-signed certificate is made on the first start unless one was
# put there. Everything else (request ids, body limits, retries, the 503 page) is the file's own.
set -eu
site=/srv/agency/current/deploy/nginx/agency.conf
certs=/etc/nginx/certs
name="${SERVER_NAME:-localhost}"
if [ ! -s "$certs/fullchain.pem" ] || [ ! -s "$certs/privkey.pem" ]; then
  mkdir -p "$certs"
  openssl req -x509 -newkey rsa:2048 -nodes -days 90 -subj "/CN=$name" \
    -addext "subjectAltName=DNS:$name" \
    -keyout "$certs/privkey.pem" -out "$certs/fullchain.pem" 2>/dev/null
  echo "agency-nginx: made a self-signed certificate for $name in $certs (browsers will warn)"
fi
sed -e "s|127\.0\.0\.1:3001|${APP_UPSTREAM_1:-app1:3000}|" \
    -e "s|127\.0\.0\.1:3002|${APP_UPSTREAM_2:-app2:3000}|" \
    -e "s|/etc/letsencrypt/live/example\.com|$certs|" \
    "$site" > /etc/nginx/sites-enabled/agency.conf
# If agency.conf changed so that these replacements no longer apply, stop here rather than run
# nginx against addresses and files that do not exist in this container.
if grep -q -e '127\.0\.0\.1:300[12]' -e '/etc/letsencrypt' /etc/nginx/sites-enabled/agency.conf; then
  echo "agency-nginx: $site no longer has the upstream or certificate lines this script replaces" >&2
  exit 1
fi
nginx -t
exec nginx -g 'daemon off;'
