#!/usr/bin/env python3
"""Markdown summary and RESULT lines of a bench/start run.

Usage: summarise.py OUT-DIR "VARIANT..."

Reads OUT-DIR/starts.jsonl (one start a line, from measure.py) and OUT-DIR/soaks.jsonl (if any).
Per variant: the median and the range of the wall times from exec to the first answer and to
readiness, the median CPU time until then, RSS and peak RSS (VmHWM) at that moment.
"""
import json
import os
import statistics
import sys

TARGET_MS = 1000
WHAT = {
    "jdk17-before": ("OpenJDK 17", "none (fast-jar), the build in BEFORE"),
    "jdk25-aot-before": ("Temurin 25", "AOT cache, trained by train.sh: the aot-jar build in BEFORE_AOT"),
    "jdk17": ("OpenJDK 17", "none (fast-jar)"),
    "jdk17-appcds": ("OpenJDK 17", "AppCDS, trained by train.sh (aot-jar)"),
    "jdk25": ("Temurin 25", "none (fast-jar)"),
    "jdk25-aot": ("Temurin 25", "AOT cache, trained by train.sh (aot-jar): the image"),
    "jdk25-aot-quarkus": ("Temurin 25", "AOT cache of Quarkus's build (start only)"),
}


def main():
    out, variants = sys.argv[1], sys.argv[2].split()
    starts = [json.loads(line) for line in open(os.path.join(out, "starts.jsonl")) if line.strip()]
    soaks_file = os.path.join(out, "soaks.jsonl")
    soaks = [json.loads(line) for line in open(soaks_file) if line.strip()] if os.path.exists(soaks_file) else []

    rows, results = [], []
    for v in variants:
        ok = [s for s in starts if s["variant"] == v and not s.get("error")]
        failed = sum(1 for s in starts if s["variant"] == v and s.get("error"))
        if not ok:
            rows.append(f"| {v} | {WHAT[v][0]} | {WHAT[v][1]} | no start answered ({failed} failed) | | | | | 0 |")
            continue
        med = lambda k: statistics.median(s[k] for s in ok)
        rng = lambda k: f"{min(s[k] for s in ok):,.0f}–{max(s[k] for s in ok):,.0f}"
        answer, ready = med("exec_to_answer_ms"), med("exec_to_ready_ms")
        rows.append(f"| {v} | {WHAT[v][0]} | {WHAT[v][1]} | **{answer:,.0f} ms** ({rng('exec_to_answer_ms')}) "
                    f"| {ready:,.0f} ms ({rng('exec_to_ready_ms')}) | {med('cpu_ms'):,.0f} ms "
                    f"| {med('rss_mb'):.0f} MB | {med('hwm_mb'):.0f} MB | {len(ok)}{f' ({failed} failed)' if failed else ''} |")
        results.append(f"RESULT start variant={v} answer_ms={answer:.0f} ready_ms={ready:.0f} cpu_ms={med('cpu_ms'):.0f} "
                       f"rss_mb={med('rss_mb'):.1f} hwm_mb={med('hwm_mb'):.1f} starts={len(ok)} failed={failed} "
                       f"target_ms={TARGET_MS} met={'yes' if answer < TARGET_MS else 'no'}")
    loads = [s["load1"] for s in starts]
    print("| variant | JVM | start-up archive | exec → first answer, median (range) | exec → ready, median (range) "
          "| CPU time until then | RSS at first answer | peak RSS (VmHWM) | starts |")
    print("|---|---|---|---|---|---|---|---|---|")
    print("\n".join(rows))
    if loads:
        print(f"\nLoad average (1 min) at the starts: {min(loads):.1f} to {max(loads):.1f}. Target: first answer "
              f"under {TARGET_MS} ms.")
    if soaks:
        print("\n| variant | soak | req/s (measured part) | RSS at the end | peak RSS (VmHWM) | soak verdict |")
        print("|---|---|---|---|---|---|")
        for s in soaks:
            print(f"| {s['variant']} | {s['soak_s']} s | {s['rps']:,.0f} | {s['rss_mb']:.0f} MB | {s['hwm_mb']:.0f} MB "
                  f"| {s['verdict']} |")
            results.append(f"RESULT soak variant={s['variant']} seconds={s['soak_s']} rss_mb={s['rss_mb']:.1f} "
                           f"hwm_mb={s['hwm_mb']:.1f} rps={s['rps']:.0f} status={s['status']}")
    print()
    print("\n".join(results))


if __name__ == "__main__":
    main()
