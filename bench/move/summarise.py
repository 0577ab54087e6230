#!/usr/bin/env python3
"""The table of bench/move/run.sh: per case, hakem's and both ceilings' req/s (median of the rounds),
hakem against each (the worker-thread ceiling is the one the target is judged against), hakem's
requests per CPU-second, the earlier build's figures when it was measured, and the sizes of request
and answer."""
import csv, json, statistics, sys

rows = list(csv.DictReader(open(sys.argv[1]), delimiter="\t"))
cases = json.load(open(sys.argv[2]))
before = any(r["server"] == "before" for r in rows)
print(f"game: {cases['game']}, continued to {cases['continued_to']} plies by seeded random legal moves\n")
head = "| plies | history | answer | hakem req/s | ceiling req/s | hakem / ceiling | event-loop ceiling req/s | hakem / event-loop ceiling | hakem req/CPU-s |"
rule = "|---:|---|---|---:|---:|---:|---:|---:|---:|"
if before:
    head += " earlier build req/s | earlier req/CPU-s | hakem / earlier (req/CPU-s) |"
    rule += "---:|---:|---:|"
print(head + " request bytes | answer bytes | errors |")
print(rule + "---:|---:|---:|")
def med(xs): return statistics.median(xs) if xs else 0
def ratio(a, b): return a / b if b else 0
for n in ("10", "80", "300"):
    c = cases["cases"][n]
    for kind in ("whole", "resume"):
        for answer in ("full", "minimal"):
            sel = [r for r in rows if r["plies"] == n and r["history"] == kind and r["answer"] == answer]
            if not sel:
                continue
            rps = {s: med([float(r["rps"]) for r in sel if r["server"] == s]) for s in ("hakem", "ceiling", "ceiling-el", "before")}
            eff = {s: med([float(r["requests"]) / float(r["server_cpu_s"]) for r in sel
                           if r["server"] == s and float(r["server_cpu_s"]) > 0]) for s in ("hakem", "ceiling", "ceiling-el", "before")}
            errors = sum(int(r["errors"]) for r in sel)
            label = kind + (f" ({c['resume_moves']} moves)" if kind == "resume" else "")
            line = (f"| {n} | {label} | {answer} | {rps['hakem']:,.0f} | {rps['ceiling']:,.0f} | {ratio(rps['hakem'], rps['ceiling']):.2f} ({ratio(eff['hakem'], eff['ceiling']):.2f}) | "
                    f"{rps['ceiling-el']:,.0f} | {ratio(rps['hakem'], rps['ceiling-el']):.2f} ({ratio(eff['hakem'], eff['ceiling-el']):.2f}) | {eff['hakem']:,.0f} |")
            if before:
                line += f" {rps['before']:,.0f} | {eff['before']:,.0f} | {ratio(eff['hakem'], eff['before']):.2f} |"
            print(line + f" {c['request_bytes_' + kind]:,} | {c['answer_bytes_' + answer]:,} | {errors} |")
loads = [r["load1"] for r in rows]
print("\nhakem / ceiling: by req/s, and in brackets by requests per CPU-second of each server")
print(f"load average (1 min) after each run: {' '.join(loads)}")
