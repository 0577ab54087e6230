#!/usr/bin/env python3
"""Summarise bench/position/run.sh's results.tsv: per target the medians over the rounds, and per
round the ratio of each hakem build to the event-loop ceiling measured in the same round.

Usage: summarise.py results.tsv duration_seconds
"""
import csv
import statistics
import sys

NAMES = {"before": "hakem, earlier build", "after": "hakem, this build", "ceiling": "event-loop ceiling"}


def main():
    path, duration = sys.argv[1], float(sys.argv[2])
    runs = {}
    for row in csv.DictReader(open(path), delimiter="\t"):
        requests, cpu = int(row["requests"]), float(row["server_cpu_s"])
        runs.setdefault(row["target"], {})[int(row["round"])] = {
            "rps": float(row["rps"]),
            "eff": requests / cpu if cpu > 0 else 0.0,
            "us": 1e6 * cpu / requests if requests else 0.0,
            "bytes": int(row["allocated_bytes"]) / requests if requests else 0.0,
            "util": 100 * cpu / duration,
            "load": row["load1"],
        }
    med = lambda t, k: statistics.median(r[k] for r in runs[t].values())
    print("| target (median of %d rounds) | req/s | req per server CPU-s | µs of server CPU per request "
          "| heap bytes allocated per request | server CPU |" % len(runs["ceiling"]))
    print("|---|---:|---:|---:|---:|---:|")
    for t in ("before", "after", "ceiling"):
        if t in runs:
            print("| %s | %s | **%s** | %.1f | %s | %.0f %% |" % (NAMES[t], f"{med(t, 'rps'):,.0f}", f"{med(t, 'eff'):,.0f}",
                                                             med(t, "us"), f"{med(t, 'bytes'):,.0f}", med(t, "util")))
    print()
    print("| ratio, by req per server CPU-s | median of the rounds' ratios | per round |")
    print("|---|---:|---|")
    pairs = [(t, "ceiling", NAMES[t] + " / event-loop ceiling") for t in ("before", "after") if t in runs]
    if "before" in runs:
        pairs.append(("after", "before", "this build / earlier build"))
    for a, b, label in pairs:
        ratios = [runs[a][r]["eff"] / runs[b][r]["eff"] for r in sorted(runs[a]) if r in runs[b] and runs[b][r]["eff"]]
        print("| %s | **%.2f** | %s |" % (label, statistics.median(ratios), " · ".join("%.2f" % x for x in ratios)))
    print()
    print("1-minute load average after each run: " + ", ".join(
        "%s %s" % (t, "/".join(runs[t][r]["load"] for r in sorted(runs[t]))) for t in runs))


if __name__ == "__main__":
    main()
