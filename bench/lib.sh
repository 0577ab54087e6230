# Functions the benchmark scripts share. Sourced, not run: . "$ROOT/bench/lib.sh"
# (bash; the scripts source it after setting ROOT, the repository's root).

# log MESSAGE...: one line on stderr, after the time of day ([14:02:11] MESSAGE).
# A script that wants bare lines sets LOG_TIMESTAMP=0 after sourcing this file.
LOG_TIMESTAMP=1
log() {
    if [ "$LOG_TIMESTAMP" = 1 ]; then
        printf '[%s] %s\n' "$(date +%H:%M:%S)" "$*" >&2
    else
        printf '%s\n' "$*" >&2
    fi
}

# die MESSAGE...: logs DIE_PREFIX and the message, then exits with status 1.
DIE_PREFIX='ERROR: '
die() { log "$DIE_PREFIX$*"; exit 1; }

# mvnw_offline_first ARGS...: the repository's Maven wrapper, quiet (-q), offline (-o) first, and once
# more online when that fails (an artifact missing from the local repository). It runs in the current
# directory, like ./mvnw from the repository's root.
mvnw_offline_first() {
    "$ROOT/mvnw" -o -q "$@" || "$ROOT/mvnw" -q "$@"
}

# start_jar JAR LOG [JVM options...]: the packaged service on two free ports, its output in LOG; sets PORT,
# MGMT (the management port) and SERVER (its pid), kills it when the script exits, and returns once it
# says it is ready (or after 60 s).
start_jar() {
    local jar=$1 logfile=$2
    shift 2
    PORT=$(python3 -c 'import socket; s = socket.socket(); s.bind(("", 0)); print(s.getsockname()[1])')
    MGMT=$(python3 -c 'import socket; s = socket.socket(); s.bind(("", 0)); print(s.getsockname()[1])')
    java "$@" -Dquarkus.http.port="$PORT" -Dquarkus.management.port="$MGMT" -jar "$jar" > "$logfile" 2>&1 &
    SERVER=$!
    trap 'kill $SERVER 2>/dev/null || true' EXIT
    for _ in $(seq 1 120); do
        curl -sf "localhost:$MGMT/q/health/ready" > /dev/null && break
        sleep 0.5
    done
}
