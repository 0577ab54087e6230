#!/usr/bin/env bash
# Start-up benchmark: wall time from exec of the JVM to hakem's first answered POST /v1/position
# and to readiness, CPU time and RSS at that moment, for JVMs with and without a start-up archive
# (AppCDS on JDK 17, the AOT cache on JDK 25), started in turn round after round; optionally RSS
# after a soak test. See README.md.
#
# Settings (environment variables, defaults in brackets):
#   ROUNDS [5]           measured rounds; each starts every variant once, in turn (after one
#                        unmeasured round that also checks each archive is really used)
#   VARIANTS [jdk17 jdk17-appcds jdk25 jdk25-aot jdk25-aot-quarkus]   see README.md; with BEFORE,
#                        jdk17-before is added in front, with BEFORE_AOT jdk25-aot-before
#   BEFORE []            a quarkus-app directory of another build (an older commit, say), started
#                        as jdk17-before: JDK 17, no archive, beside the others
#   BEFORE_AOT []        a quarkus-app directory of another build in the aot-jar layout, built by
#                        JDK 25 (-Dquarkus.package.jar.type=aot-jar), started as jdk25-aot-before:
#                        trained here as the image trains (unless SKIP_BUILD=1 and it has its
#                        app.aot), then started with that cache
#   CPU [1]              CPU list the JVMs run on (taskset -c), like the pod's limit of one CPU; "" none
#   JVM_OPTS [the options of the Dockerfile's ENTRYPOINT (image-options.py) and -XX:MaxRAM=512m]
#                        the image's options, and the pod's memory limit (MaxRAM) for the heap's size
#   JDK17 [/usr/lib/jvm/java-17-openjdk-amd64], JDK25 [/usr/lib/jvm/temurin-25-jdk-amd64]
#   BUILD_DIR [target-start]   prefix of the three build directories (-fast, -aot, -quarkus)
#   SKIP_BUILD [0]       1: use the jars and archives already built
#   SOAK [0]             seconds of bench/soak/run.sh against each of SOAK_VARIANTS, then its RSS;
#                        0: no soak. SOAK_WARMUP [30] of them are its warm-up
#   SOAK_VARIANTS [jdk17 jdk25-aot]
#   OUT [bench/start/results/<timestamp>]   raw output (one JSON line per start in starts.jsonl)
set -euo pipefail

HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
ROOT="$(cd "$HERE/../.." && pwd)"
ROUNDS="${ROUNDS:-5}"
BEFORE="${BEFORE:-}"
BEFORE_AOT="${BEFORE_AOT:-}"
VARIANTS="${VARIANTS:-${BEFORE:+jdk17-before }${BEFORE_AOT:+jdk25-aot-before }jdk17 jdk17-appcds jdk25 jdk25-aot jdk25-aot-quarkus}"
CPU="${CPU-1}"
JVM_OPTS="${JVM_OPTS:-$(python3 "$HERE/image-options.py") -XX:MaxRAM=512m}"
JDK17="${JDK17:-/usr/lib/jvm/java-17-openjdk-amd64}"
JDK25="${JDK25:-/usr/lib/jvm/temurin-25-jdk-amd64}"
BUILD_DIR="${BUILD_DIR:-target-start}"
SKIP_BUILD="${SKIP_BUILD:-0}"
SOAK="${SOAK:-0}"
SOAK_WARMUP="${SOAK_WARMUP:-30}"
SOAK_VARIANTS="${SOAK_VARIANTS:-jdk17 jdk25-aot}"
OUT="${OUT:-$HERE/results/$(date -u +%Y%m%d-%H%M%S)}"
mkdir -p "$OUT"
BODY="$ROOT/bench/load/position-request.json"
TRAIN="$ROOT/src/main/docker/train.sh"

. "$ROOT/bench/lib.sh"
command -v python3 >/dev/null || die "python3 is needed"
[ -x "$JDK17/bin/java" ] || die "no JDK 17 at $JDK17 (set JDK17)"
[ -x "$JDK25/bin/java" ] || die "no JDK 25 at $JDK25 (set JDK25)"
PIN=()
if [ -n "$CPU" ]; then
    command -v taskset >/dev/null || die "taskset not found (set CPU=\"\")"
    PIN=(taskset -c "$CPU")
fi
read -r -a OPTS <<<"$JVM_OPTS"

FAST="$ROOT/$BUILD_DIR-fast/quarkus-app"
AOT="$ROOT/$BUILD_DIR-aot/quarkus-app"
QUARKUS="$ROOT/$BUILD_DIR-quarkus/quarkus-app"

# variant NAME -> "java|directory|archive option" (the options the image would add)
variant() {
    case "$1" in
        jdk17-before) [ -n "$BEFORE" ] || die "jdk17-before needs BEFORE"; echo "$JDK17/bin/java|$BEFORE|" ;;
        jdk25-aot-before) [ -n "$BEFORE_AOT" ] || die "jdk25-aot-before needs BEFORE_AOT"; echo "$JDK25/bin/java|$BEFORE_AOT|-XX:AOTCache=app.aot" ;;
        jdk17) echo "$JDK17/bin/java|$FAST|" ;;
        jdk17-appcds) echo "$JDK17/bin/java|$AOT|-XX:SharedArchiveFile=app-cds.jsa" ;;
        jdk25) echo "$JDK25/bin/java|$FAST|" ;;
        jdk25-aot) echo "$JDK25/bin/java|$AOT|-XX:AOTCache=app.aot" ;;
        jdk25-aot-quarkus) echo "$JDK25/bin/java|$QUARKUS|-XX:AOTCache=app.aot" ;;
        *) die "unknown variant $1" ;;
    esac
}
for v in $VARIANTS $([ "$SOAK" = 0 ] || echo "$SOAK_VARIANTS"); do variant "$v" >/dev/null; done
wants() { [[ " $VARIANTS $([ "$SOAK" = 0 ] || echo "$SOAK_VARIANTS") " == *" $1 "* ]]; }

free_port() {
    local p
    for _ in $(seq 1 200); do
        p=$((15000 + RANDOM % 17000))  # below the ephemeral ports (32768-), which clients take
        if ! (exec 3<>"/dev/tcp/127.0.0.1/$p") 2>/dev/null; then echo "$p"; return 0; fi
    done
    return 1
}

# --- build -------------------------------------------------------------------------------------
mvn_package() { # JAVA_HOME BUILD-DIR ARGS...: offline first, online if an artifact is missing
    local home=$1 dir=$2
    shift 2
    # maven.test.skip: test code being edited in the checkout cannot break the build under test.
    (cd "$ROOT" && export JAVA_HOME="$home" && mvnw_offline_first package -Dmaven.test.skip=true -Dbuild.dir="$dir" "$@") \
        >"$OUT/build-$dir.log" 2>&1 || die "the build failed; see $OUT/build-$dir.log"
}
train() { # JAVA ARCHIVE-OPTION [DIR]: the training run of the image (src/main/docker/train.sh), pinned like the starts
    local java=$1 archive=$2 dir=${3:-$AOT} log
    log="$OUT/train-$(basename "$(dirname "$(dirname "$java")")")$([ "$dir" = "$AOT" ] || echo -before).log"
    # Ports of its own, so that another training run on the machine does not take them.
    (cd "$dir" && JAVA="$java" TRAIN_HTTP_PORT="$(free_port)" TRAIN_MANAGEMENT_PORT="$(free_port)" \
        "${PIN[@]}" "$TRAIN" "$archive" "${OPTS[@]}" -jar quarkus-run.jar) >"$log" 2>&1 \
        || die "training run failed; see $log"
}
if [ "$SKIP_BUILD" != 1 ]; then
    if wants jdk17 || wants jdk25; then
        log "building the fast-jar (JDK 17, $BUILD_DIR-fast)"
        mvn_package "$JDK17" "$BUILD_DIR-fast"
    fi
    if wants jdk17-appcds || wants jdk25-aot; then
        # As the image: the aot-jar layout (every jar on the JVM's class path, so the archive can hold
        # their classes), built with JDK 25, then the training runs of src/main/docker/train.sh.
        log "building the aot-jar (JDK 25, $BUILD_DIR-aot)"
        mvn_package "$JDK25" "$BUILD_DIR-aot" -Dquarkus.package.jar.type=aot-jar
        rm -f "$AOT/app-cds.jsa" "$AOT/app.aot"
        if wants jdk17-appcds; then log "training run: JDK 17 AppCDS"; train "$JDK17/bin/java" -XX:ArchiveClassesAtExit=app-cds.jsa; fi
        if wants jdk25-aot; then log "training run: JDK 25 AOT cache"; train "$JDK25/bin/java" -XX:AOTCacheOutput=app.aot; fi
    fi
    if wants jdk25-aot-quarkus; then
        # Quarkus's own AOT file, built at package time from a run that exits as soon as it has started.
        log "building Quarkus's AOT cache (JDK 25, $BUILD_DIR-quarkus)"
        mvn_package "$JDK25" "$BUILD_DIR-quarkus" -Dquarkus.package.jar.aot.enabled=true -Dquarkus.package.jar.aot.phase=build -Dquarkus.package.jar.aot.type=aot
    fi
fi
if wants jdk25-aot-before && { [ "$SKIP_BUILD" != 1 ] || [ ! -f "$BEFORE_AOT/app.aot" ]; }; then
    log "training run: JDK 25 AOT cache of $BEFORE_AOT"
    rm -f "$BEFORE_AOT/app.aot"
    train "$JDK25/bin/java" -XX:AOTCacheOutput=app.aot "$BEFORE_AOT"
fi
for v in $VARIANTS; do
    IFS='|' read -r java dir archive <<<"$(variant "$v")"
    [ -f "$dir/quarkus-run.jar" ] || die "$v: missing $dir/quarkus-run.jar (run without SKIP_BUILD)"
    if [ -n "$archive" ]; then [ -f "$dir/${archive#*=}" ] || die "$v: missing $dir/${archive#*=}"; fi
done

# start VARIANT ROUND [STRICT [--keep]] -> one JSON line (measure.py), also appended to starts.jsonl
start() {
    local v=$1 round=$2 strict=${3:-0} keep=${4:-} java dir archive port mgmt extra=() line
    IFS='|' read -r java dir archive <<<"$(variant "$v")"
    if [ -n "$archive" ]; then
        extra=("$archive")
        # The unmeasured round: the JVM must refuse to start rather than run without the archive.
        if [ "$strict" = 1 ]; then
            case "$archive" in -XX:AOTCache=*) extra+=(-XX:AOTMode=on) ;; *) extra+=(-Xshare:on) ;; esac
        fi
    fi
    port="$(free_port)"; mgmt="$(free_port)"
    line="$(python3 "$HERE/measure.py" --cwd "$dir" --port "$port" --mgmt "$mgmt" --body "$BODY" \
        --log "$OUT/$v-$round.log" $keep -- "${PIN[@]}" "$java" "${extra[@]}" "${OPTS[@]}" \
        -Dquarkus.http.port="$port" -Dquarkus.management.port="$mgmt" -jar quarkus-run.jar)" || true
    line="$(python3 -c 'import json,sys; d=json.loads(sys.argv[1]); r=sys.argv[3]; d.update(variant=sys.argv[2], round=int(r) if r.isdigit() else r, port=int(sys.argv[4]), mgmt=int(sys.argv[5]), load1=float(sys.argv[6])); print(json.dumps(d))' \
        "$line" "$v" "$round" "$port" "$mgmt" "$(cut -d' ' -f1 /proc/loadavg)")"
    if [[ $round =~ ^[1-9][0-9]*$ ]]; then echo "$line" >>"$OUT/starts.jsonl"; fi
    echo "$line"
}

{
    echo "date:      $(date -u '+%Y-%m-%d %H:%M UTC')"
    echo "machine:   $(nproc) CPUs, $(awk -F': ' '/^model name/{print $2; exit}' /proc/cpuinfo), $(awk '/MemTotal/{printf "%.0f GiB", $2/1048576}' /proc/meminfo)"
    echo "jdk17:     $("$JDK17/bin/java" -XshowSettings:properties -version 2>&1 | awk -F' = ' '/java.runtime.version/{print $2}')"
    echo "jdk25:     $("$JDK25/bin/java" -XshowSettings:properties -version 2>&1 | awk -F' = ' '/java.runtime.version/{print $2}')"
    echo "hakem:     $(git -C "$ROOT" rev-parse --short HEAD) ($(git -C "$ROOT" status --porcelain -- src/main pom.xml | wc -l) uncommitted change(s) under src/main and pom.xml)"
    echo "jvm:       ${CPU:+taskset -c $CPU }$JVM_OPTS"
    echo "request:   POST /v1/position $(cat "$BODY")"
    echo "rounds:    $ROUNDS of: $VARIANTS"
    [ -z "$BEFORE" ] || echo "before:    $BEFORE"
    [ -z "$BEFORE_AOT" ] || echo "before:    $BEFORE_AOT (aot-jar)"
    echo "load:      $(cut -d' ' -f1-3 /proc/loadavg) at the start"
} | tee "$OUT/environment.txt" >&2

: >"$OUT/starts.jsonl"
log "unmeasured round: every variant once, each archive required (-Xshare:on, -XX:AOTMode=on)"
for v in $VARIANTS; do
    line="$(start "$v" 0 1)"
    log "check $v: $line"
    grep -q '"error"' <<<"$line" && die "$v does not start with its archive required; see $OUT/$v-0.log"
done
for ((r = 1; r <= ROUNDS; r++)); do
    for v in $VARIANTS; do log "round $r $v: $(start "$v" "$r")"; done
done
echo "load after rounds: $(cut -d' ' -f1-3 /proc/loadavg)" | tee -a "$OUT/environment.txt" >&2

# --- soak --------------------------------------------------------------------------------------
if [ "$SOAK" != 0 ]; then
    for v in $SOAK_VARIANTS; do
        log "soak $v: ${SOAK}s (bench/soak/run.sh)"
        line="$(start "$v" soak 0 --keep)"
        pid="$(python3 -c 'import json,sys; print(json.loads(sys.argv[1])["pid"])' "$line")"
        port="$(python3 -c 'import json,sys; print(json.loads(sys.argv[1])["port"])' "$line")"
        mgmt="$(python3 -c 'import json,sys; print(json.loads(sys.argv[1])["mgmt"])' "$line")"
        # measure.py ran taskset, which exec'd the JVM: the pid is the JVM's.
        soak_status=0
        DURATION="$SOAK" WARMUP="$SOAK_WARMUP" URL="http://127.0.0.1:$port" MANAGEMENT_URL="http://127.0.0.1:$mgmt" PID="$pid" \
            OUT="$OUT/soak-$v" "$ROOT/bench/soak/run.sh" >"$OUT/soak-$v.txt" 2>&1 || soak_status=$?
        rss="$(awk '/^VmRSS/{printf "%.1f", $2/1024}' "/proc/$pid/status" 2>/dev/null || echo 0)"
        hwm="$(awk '/^VmHWM/{printf "%.1f", $2/1024}' "/proc/$pid/status" 2>/dev/null || echo 0)"
        rps="$(sed -n 's/^measured *\([0-9]*\) req\/s.*/\1/p' "$OUT/soak-$v/summary.txt" 2>/dev/null | head -1)"
        verdict="$(tail -1 "$OUT/soak-$v/summary.txt" 2>/dev/null | cut -c1-60)"
        kill -TERM "$pid" 2>/dev/null || true
        for _ in $(seq 1 100); do kill -0 "$pid" 2>/dev/null || break; sleep 0.2; done
        python3 -c 'import json,sys; print(json.dumps({"variant": sys.argv[1], "round": "soak", "soak_s": int(sys.argv[2]), "rss_mb": float(sys.argv[3]), "hwm_mb": float(sys.argv[4]), "rps": float(sys.argv[5] or 0), "verdict": sys.argv[6], "status": int(sys.argv[7])}))' \
            "$v" "$SOAK" "$rss" "$hwm" "${rps:-0}" "$verdict" "$soak_status" >>"$OUT/soaks.jsonl"
        log "soak $v: RSS $rss MB, peak $hwm MB, $verdict"
    done
fi

python3 "$HERE/summarise.py" "$OUT" "$VARIANTS" | tee "$OUT/summary.md"
log "raw output in $OUT"
