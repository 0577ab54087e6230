#!/usr/bin/env python3
"""The table of bench/move/run.sh: per case, hakem's and the ceiling's req/s (median of the rounds),
their ratio, hakem's requests per CPU-second, and the sizes of request and answer."""
import csv, json, statistics, sys

rows = list(csv.DictReader(open(sys.argv[1]), delimiter="\t"))
cases = json.load(open(sys.argv[2]))
print(f"game: {cases['game']}, continued to {cases['continued_to']} plies by seeded random legal moves\n")
print("| plies | history | answer | hakem req/s | ceiling req/s | hakem / ceiling | hakem req/CPU-s | request bytes | answer bytes | errors |")
print("|---:|---|---|---:|---:|---:|---:|---:|---:|---:|")
def med(xs): return statistics.median(xs) if xs else 0
for n in ("10", "80", "300"):
    c = cases["cases"][n]
    for kind in ("whole", "resume"):
        for answer in ("full", "minimal"):
            sel = [r for r in rows if r["plies"] == n and r["history"] == kind and r["answer"] == answer]
            h = [float(r["rps"]) for r in sel if r["server"] == "hakem"]
            k = [float(r["rps"]) for r in sel if r["server"] == "ceiling"]
            eff = [float(r["requests"]) / float(r["server_cpu_s"]) for r in sel if r["server"] == "hakem" and float(r["server_cpu_s"]) > 0]
            errors = sum(int(r["errors"]) for r in sel)
            label = kind + (f" ({c['resume_moves']} moves)" if kind == "resume" else "")
            print(f"| {n} | {label} | {answer} | {med(h):,.0f} | {med(k):,.0f} | {med(h) / med(k) if med(k) else 0:.2f} | "
                  f"{med(eff):,.0f} | {c['request_bytes_' + kind]:,} | {c['answer_bytes_' + answer]:,} | {errors} |")
loads = [r["load1"] for r in rows]
print(f"\nload average (1 min) after each run: {' '.join(loads)}")
