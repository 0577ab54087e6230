#!/bin/bash
# Training run for the JVM's start-up archive: starts the service with the JVM options given, asks
# it what a client and Kubernetes ask after a start (probes, metrics, a position, a move, a game,
# a perft, highlights, a problem), then stops it with SIGTERM; the JVM writes the archive as it
# exits (-XX:AOTCacheOutput on JDK 25, -XX:ArchiveClassesAtExit on JDK 17). The classes of those
# first answers are then in the archive too, not only those of the start itself.
#   train.sh JAVA_OPTION... -jar quarkus-run.jar     (run from the application's directory)
# Needs only bash (/dev/tcp), as the image has neither curl nor wget for certain.
# Ports: TRAIN_HTTP_PORT (18080) and TRAIN_MANAGEMENT_PORT (19000), set on the command line here.
set -euo pipefail
http_port="${TRAIN_HTTP_PORT:-18080}"
management_port="${TRAIN_MANAGEMENT_PORT:-19000}"
java_bin="${JAVA:-java}"

# Options before -jar stay where they are; the ports go right before -jar, so they apply.
# An AOT cache is written without the run's method profiles (JEP 515): replayed at every start, they
# made the JIT compile more of the start's own code before the first answer (about 0.1 s of CPU on
# one CPU), and steady-state throughput was no higher with them (bench/start/README.md).
args=()
for a in "$@"; do
    case "$a" in -XX:AOTCacheOutput=*) args+=(-XX:+UnlockDiagnosticVMOptions -XX:-AOTRecordTraining) ;; esac
    if [ "$a" = -jar ]; then
        args+=("-Dquarkus.http.port=$http_port" "-Dquarkus.management.port=$management_port")
    fi
    args+=("$a")
done
"$java_bin" "${args[@]}" &
pid=$!

# request METHOD PORT PATH [BODY [CONTENT-TYPE]] -> the status code, the answer read to its end. A request
# with a body names what it accepts, as clients do, so that the Accept negotiation is trained too.
request() {
    local method=$1 port=$2 path=$3 body=${4:-} type=${5:-application/json} status
    exec 3<>"/dev/tcp/127.0.0.1/$port" || return 1
    if [ -n "$body" ]; then
        printf '%s %s HTTP/1.0\r\nHost: localhost\r\nContent-Type: %s\r\nAccept: application/json\r\nContent-Length: %d\r\n\r\n%s' \
            "$method" "$path" "$type" "${#body}" "$body" >&3
    else
        printf '%s %s HTTP/1.0\r\nHost: localhost\r\n\r\n' "$method" "$path" >&3
    fi
    IFS= read -r -t 60 status <&3 || { exec 3>&-; return 1; }
    cat <&3 >/dev/null
    exec 3>&-
    echo "$status" | cut -d' ' -f2
}

ready=0
for _ in $(seq 1 600); do
    kill -0 "$pid" 2>/dev/null || { echo "train.sh: the service exited" >&2; exit 1; }
    if [ "$(request GET "$management_port" /q/health/ready 2>/dev/null || true)" = 200 ]; then ready=1; break; fi
    sleep 0.1
done
[ "$ready" = 1 ] || { echo "train.sh: not ready after 60 s" >&2; kill "$pid"; exit 1; }

kiwipete='r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1'
moves='["e4","e5","Nf3","Nc6","Bb5","a6","Ba4","Nf6","O-O","Be7","Re1","b5","Bb3","d6","c3","O-O"]'
failed=0
check() { # EXPECTED-STATUS METHOD PORT PATH [BODY [TYPE]]: three times, as profiles count calls
    local expected=$1 got
    shift
    for _ in 1 2 3; do
        got="$(request "$@" || echo none)"
        if [ "$got" != "$expected" ]; then
            echo "train.sh: $1 $3 answered $got, not $expected" >&2
            failed=1
            return
        fi
    done
}
check 200 GET "$management_port" /q/health/started
check 200 GET "$management_port" /q/health/live
check 200 GET "$management_port" /q/health/ready
check 200 GET "$management_port" /q/metrics
check 200 POST "$http_port" /v1/position "{\"fen\":\"$kiwipete\",\"rules\":\"fide\"}"
check 200 GET "$http_port" "/v1/position?fen=8/8/8/8/8/8/8/K1k5%20w%20-%20-%200%201"
check 200 POST "$http_port" /v1/move "{\"moves\":$moves,\"move\":\"d3\",\"rules\":\"fide\"}"
check 200 POST "$http_port" /v1/game "{\"moves\":$moves,\"rules\":\"fide\"}"
start='rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR%20w%20KQkq%20-%200%201'
check 200 GET "$http_port" "/v1/perft?depth=2&fen=$start"
check 200 GET "$http_port" "/v1/position/highlights?square=e2&fen=$start"
check 422 POST "$http_port" /v1/move "{\"moves\":$moves,\"move\":\"Ke3\",\"rules\":\"fide\"}"
check 400 POST "$http_port" /v1/position '{"fen":'

# SIGTERM: the service shuts down gracefully, and the JVM writes the archive as it exits.
kill -TERM "$pid"
status=0
wait "$pid" || status=$?
# 143 = 128 + SIGTERM, if the JVM chose to exit by the signal rather than with 0.
if [ "$status" != 0 ] && [ "$status" != 143 ]; then
    echo "train.sh: the service exited with $status" >&2
    exit 1
fi
exit "$failed"
