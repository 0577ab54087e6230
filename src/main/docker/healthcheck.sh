#!/bin/bash
# Container health check that needs neither curl nor wget (the native image's base has neither):
# one HTTP/1.0 GET over bash's /dev/tcp, healthy when the answer is 200.
#   healthcheck.sh [path]   path defaults to /q/health/ready; the port is the management interface's,
#   QUARKUS_MANAGEMENT_PORT or 9000.
path="${1:-/q/health/ready}"
port="${QUARKUS_MANAGEMENT_PORT:-9000}"
exec 3<>"/dev/tcp/127.0.0.1/${port}" || exit 1
printf 'GET %s HTTP/1.0\r\nHost: localhost\r\nConnection: close\r\n\r\n' "$path" >&3 || exit 1
IFS= read -r -t 5 status <&3 || exit 1
case "$status" in
  "HTTP/1."?" 200 "*) exit 0 ;;
  *) exit 1 ;;
esac
