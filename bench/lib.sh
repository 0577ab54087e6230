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
