#!/usr/bin/env python3
"""Summarise jdk.ExecutionSample events of a JFR recording: hot methods by self and inclusive time.

Usage: jfr-top.py recording.jfr [top-n]
"""
import collections
import json
import subprocess
import sys


# Inclusive shares of a few costs (a sample counts for a category if any frame on its stack matches).
CATEGORIES = [
    ("hakem: position report (moves, SAN, verdict)", ("dev.hakem.api.position.PositionReports.of",)),
    ("hakem: legal moves with SAN (chess MoveInfo.all)", ("dev.hakem.chess.notation.MoveInfo.all",)),
    ("hakem: verdict (verdict Adjudicator.judge)", ("dev.hakem.verdict.Adjudicator.judge",)),
    ("hakem: FEN parsing", ("dev.hakem.api.request.Inputs.position",)),
    ("hakem: move replay (/v1/move)", ("dev.hakem.verdict.Replay.",)),
    ("hakem: report JSON, one byte array (api.json.ReportJson)", ("dev.hakem.api.json.ReportJson.",)),
    ("Jackson: response serialisation", ("com.fasterxml.jackson.databind.ser.", "com.fasterxml.jackson.databind.ObjectWriter.",
                                         "dev.hakem.api.json.PositionReportSerializer.")),
    ("Jackson: request parsing", ("com.fasterxml.jackson.databind.deser.", "com.fasterxml.jackson.databind.ObjectReader.")),
    ("Micrometer (HTTP metrics)", ("io.micrometer.", "io.quarkus.micrometer.")),
    ("Netty/Vert.x I/O", ("io.netty.",)),
    ("worker pool idle/hand-off", ("org.jboss.threads.EnhancedQueueExecutor$PoolThreadNode.park",
                                   "java.util.concurrent.locks.LockSupport.park")),
]


def frame_name(frame):
    method = frame["method"]
    return method["type"]["name"].replace("/", ".") + "." + method["name"]


def main():
    path = sys.argv[1]
    top = int(sys.argv[2]) if len(sys.argv) > 2 else 30
    raw = subprocess.run(["jfr", "print", "--json", "--events", "jdk.ExecutionSample", path],
                         check=True, capture_output=True, text=True).stdout
    events = json.loads(raw)["recording"]["events"]
    self_time = collections.Counter()
    inclusive = collections.Counter()
    groups = collections.Counter()
    categories = collections.Counter()
    total = 0
    for event in events:
        stack = (event["values"].get("stackTrace") or {}).get("frames") or []
        if not stack:
            continue
        total += 1
        names = [frame_name(f) for f in stack]
        self_time[names[0]] += 1
        for label, prefixes in CATEGORIES:
            if any(n.startswith(prefixes) for n in names):
                categories[label] += 1
        for name in set(names):
            inclusive[name] += 1
        # Attribute the sample to the innermost hakem frame, or to the framework if none.
        owner = next((n for n in names if n.startswith("dev.hakem.")), None)
        groups[owner.rsplit(".", 1)[0] if owner else "(framework: no dev.hakem frame on the stack)"] += 1

    def show(title, counter, only=None):
        print(f"-- {title} --")
        shown = 0
        for name, count in counter.most_common():
            if only and not name.startswith(only):
                continue
            print(f"{100 * count / total:6.1f}%  {count:6d}  {name}")
            shown += 1
            if shown == top:
                break

    print(f"JFR execution samples: {total}")
    print("-- inclusive share by cost --")
    for label, _ in CATEGORIES:
        print(f"{100 * categories[label] / total:6.1f}%  {categories[label]:6d}  {label}")
    show("self time (top frame)", self_time)
    show("inclusive time, dev.hakem methods", inclusive, "dev.hakem.")
    show("samples by innermost dev.hakem class", groups)


if __name__ == "__main__":
    main()
