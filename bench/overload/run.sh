#!/usr/bin/env bash
# Overload test: hostile and busy clients against the packaged jar, started with the pod's JVM
# settings, on loopback only. See README.md.
#
#   bench/overload/run.sh [--short] [JAR]
#
# JAR defaults to target/quarkus-app/quarkus-run.jar, built with ./mvnw -B -q package -DskipTests
# when it is missing (or when BUILD=1). Exit status: 0 when every attack passed, 1 when one
# failed (the criteria that failed are printed), 124 when the whole run hit its time bound.
#
# The probes are judged as the kubelet judges them, with the Deployment's probe settings read from
# k8s/: an attack fails when failureThreshold probes in a row, periodSeconds apart, get no 2xx/3xx
# answer within timeoutSeconds (liveness: the pod would be restarted; readiness: taken out of the
# endpoints); a single slow probe is reported. It also fails on a 5xx that is not a shed answer, a
# lost or cut answer, a JVM exit, a heap that stays up.
#
# Settings (environment variables, defaults in brackets):
#   SECONDS_PER_ATTACK [15; short: 3]   how long each attack lasts
#   SETTLE [45; short: 10]    seconds the service gets to answer quickly again after an attack
#                             (beyond that it is restarted for the next attack)
#   ONLY []                   comma-separated attack keys to run (1a,1b,2a,2b,3a,3b,3c,3d,3e,4,6,7a,7b,7c)
#   PROBE_SLOW_MS [1000]      probe samples slower than this are reported (they fail nothing)
#   PROBE_TIMEOUT [5]         seconds a probe or cheap request waits for its answer (at least the
#                             kubelet's timeoutSeconds + 1)
#   K8S_OVERLAY [jvm]         the overlay (k8s/overlays/<name>) whose probe patches apply over
#                             k8s/base/deployment.yaml; "" for the base alone
#   ENV_EXTRA []              KEY=VALUE ... given to the service over the ConfigMap's entries
#   ADMISSION [on]            off: admission control switched off (every cost class's max-in-flight
#                             and the body buffer out of reach), to show what the test catches
#                             without it; the report's name ends in -admission-off
#   HEAP_MARGIN_MB [16]       heap after GC allowed above the baseline (or 25 % of it, if larger)
#   PROBE_BASE []             the health base URL ({port}: the main port, {mgmt}: the management
#                             port), e.g. http://127.0.0.1:{port}/q/health; default: the management
#                             interface's /q/health if it answers, else the main port's
#   MGMT_PORT []              the management port given to the service (default: a free port)
#   SERVER_CPU [0]            the CPU the service is pinned to (taskset); the clients take CPU 1
#   CLIENT_CPU [1]
#   HEAP []                   -Xmx (default: from k8s/base/deployment.yaml and the Dockerfile, 307m)
#   JVM_OPTS []               more JVM options for the service
#   TIME_LIMIT [1200; short: 600]   seconds for the whole run, build excluded; attacks that would
#                             not finish in it are reported as not run (and fail)
#   OUT [bench/results]       where the report (overload-<date>.md) and raw output go
set -euo pipefail

HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
ROOT="$(cd "$HERE/../.." && pwd)"
SHORT=""
JAR=""
for arg in "$@"; do
    case "$arg" in
        --short) SHORT="--short" ;;
        -h|--help) sed -n '2,45p' "$0"; exit 0 ;;
        -*) echo "unknown option: $arg" >&2; exit 2 ;;
        *) JAR="$arg" ;;
    esac
done

. "$ROOT/bench/lib.sh"
command -v python3 >/dev/null || { log "python3 is needed"; exit 2; }
command -v jcmd >/dev/null && command -v jstat >/dev/null || { log "jcmd and jstat (a JDK) are needed"; exit 2; }

if [ -z "$JAR" ]; then
    JAR="$ROOT/target/quarkus-app/quarkus-run.jar"
    if [ ! -f "$JAR" ] || [ "${BUILD:-0}" = 1 ]; then
        log "building the jar: ./mvnw -B -q package -DskipTests"
        (cd "$ROOT" && ./mvnw -B -q package -DskipTests)
    fi
fi
[ -f "$JAR" ] || { log "missing $JAR"; exit 2; }
JAR="$(cd "$(dirname "$JAR")" && pwd)/$(basename "$JAR")"

ENV_EXTRA="${ENV_EXTRA:-}"
case "${ADMISSION:-on}" in
    on) SUFFIX="" ;;
    off)
        # Every gate of admission control out of reach: no request queued nor refused for its class,
        # and no body refused for the body buffer.
        for class in PERFT WINNABILITY GAME BATCH CHECK; do
            ENV_EXTRA="HAKEM_${class}_MAX_IN_FLIGHT=100000 $ENV_EXTRA"
        done
        ENV_EXTRA="HAKEM_HTTP_BODY_BUFFER=1099511627776 $ENV_EXTRA"
        SUFFIX="-admission-off" ;;
    *) echo "ADMISSION is on or off, not ${ADMISSION}" >&2; exit 2 ;;
esac

OUT="${OUT:-$ROOT/bench/results}"
STAMP="$(date -u +%Y-%m-%d-%H%M)"
RAW="$OUT/overload-$STAMP${SHORT:+-short}$SUFFIX"
REPORT="$OUT/overload-$STAMP${SHORT:+-short}$SUFFIX.md"
mkdir -p "$RAW"
PID_FILE="$RAW/pids"
: >"$PID_FILE"
if [ -n "$SHORT" ]; then TIME_LIMIT="${TIME_LIMIT:-600}"; else TIME_LIMIT="${TIME_LIMIT:-1200}"; fi

RUNNER_PID=""
cleanup() {
    # The runner's process group (clients, probe sampler), then every JVM it started.
    if [ -n "$RUNNER_PID" ]; then kill -TERM -- "-$RUNNER_PID" 2>/dev/null || true; fi
    while read -r pid; do
        [ -n "$pid" ] && kill -KILL "$pid" 2>/dev/null || true
    done <"$PID_FILE"
}
trap cleanup EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

CLIENT_CPU="${CLIENT_CPU:-1}"
PIN=()
if command -v taskset >/dev/null && [ "$(nproc)" -gt 1 ]; then PIN=(taskset -c "$CLIENT_CPU"); fi
log "overload test${SHORT:+ (short)}: $JAR; report $REPORT; time limit ${TIME_LIMIT}s${ENV_EXTRA:+; ENV_EXTRA: $ENV_EXTRA}"
set +e
timeout --kill-after=15 "$TIME_LIMIT" "${PIN[@]}" python3 "$HERE/overload.py" $SHORT \
    --jar "$JAR" --root "$ROOT" --out "$RAW" --report "$REPORT" --pid-file "$PID_FILE" \
    --only "${ONLY:-}" --seconds "${SECONDS_PER_ATTACK:-0}" --settle "${SETTLE:-0}" \
    --cpu "${SERVER_CPU:-0}" --heap "${HEAP:-}" --jvm-opts="${JVM_OPTS:-}" --mgmt-port "${MGMT_PORT:-0}" \
    --probe-base="${PROBE_BASE:-}" --probe-slow-ms "${PROBE_SLOW_MS:-1000}" \
    --overlay="${K8S_OVERLAY-jvm}" --env-extra="$ENV_EXTRA" \
    --probe-timeout "${PROBE_TIMEOUT:-5}" --heap-margin-mb "${HEAP_MARGIN_MB:-16}" --time-limit "$TIME_LIMIT" &
RUNNER_PID=$!
wait "$RUNNER_PID"
rc=$?
set -e
RUNNER_PID=""
if [ "$rc" = 124 ] || [ "$rc" = 137 ]; then
    log "FAILED: the run hit its time limit of ${TIME_LIMIT}s"
elif [ "$rc" != 0 ]; then
    log "FAILED (exit $rc): see the criteria above and $REPORT"
else
    log "passed: $REPORT"
fi
exit "$rc"
