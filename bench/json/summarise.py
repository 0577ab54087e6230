#!/usr/bin/env python3
"""Summarises a bench/json/run.sh result directory: medians over every measured iteration of every round."""
import glob, json, os, re, statistics, sys

out = sys.argv[1]
sizes = {}
for line in open(os.path.join(out, "sizes.txt")):
    _, name, n = line.split()
    sizes[name] = int(n)

samples, alloc, forks, byround = {}, {}, {}, {}
for f in sorted(glob.glob(os.path.join(out, "round*-*.json"))):
    for b in json.load(open(f)):
        bench = b["benchmark"].rsplit(".", 1)[1]  # write_A
        key = (bench.split("_")[0], b["params"]["position"], bench.split("_")[1])
        raw = [x for fork in b["primaryMetric"]["rawData"] for x in fork]
        samples.setdefault(key, []).extend(raw)
        forks.setdefault(key, []).append(statistics.median(raw))
        byround[key + (re.search(r"round(\d+)-", f).group(1),)] = statistics.median(raw)
        sec = b.get("secondaryMetrics", {}).get("gc.alloc.rate.norm") or b.get("secondaryMetrics", {}).get("·gc.alloc.rate.norm")
        if sec: alloc.setdefault(key, []).append(sec["score"])

def q(xs, p):
    xs = sorted(xs); i = (len(xs) - 1) * p; lo = int(i)
    return xs[lo] + (xs[min(lo + 1, len(xs) - 1)] - xs[lo]) * (i - lo)

loads = [float(l.split()[1]) for l in open(os.path.join(out, "loadavg.txt"))]
print(open(os.path.join(out, "environment.txt")).read().rstrip())
print(f"load:     1-minute load average {min(loads):.2f} to {max(loads):.2f} (median {statistics.median(loads):.2f}) over {len(loads)} readings")
print()
names = {"A": "A hand-made", "B": "B databind", "C": "C serializer"}
for kind, title in (("write", "Writing the built report to UTF-8 bytes"), ("buildAndWrite", "Building the report and writing it")):
    if not any(k[0] == kind for k in samples): continue
    print(f"### {title} ({kind}_*)\n")
    print("| position | path | ops/s (median ± IQR/2) | MB/s | fork medians (min–max) | B/op allocated | vs A | vs A, paired by round |")
    print("|---|---|---:|---:|---:|---:|---:|---:|")
    for pos in ("start", "kiwipete"):
        base = None
        for p in "ABC":
            key = (kind, pos, p)
            if key not in samples: continue
            xs = samples[key]; med = statistics.median(xs); err = (q(xs, .75) - q(xs, .25)) / 2
            base = base or (med if p == "A" else None)
            ratio = f"{med / base:.2f}" if base else "-"
            a = f"{statistics.median(alloc[key]):.0f}" if key in alloc else "-"
            pr = [byround[key + (r,)] / byround[(kind, pos, "A", r)] for (k0, k1, k2, r) in byround
                  if (k0, k1, k2) == key and (kind, pos, "A", r) in byround]
            paired = f"{statistics.median(pr):.2f} ({min(pr):.2f}–{max(pr):.2f})" if pr else "-"
            print(f"| {pos} ({sizes[pos]} B) | {names[p]} | {med:,.0f} ± {err:,.0f} | {med * sizes[pos] / 1e6:,.0f} |"
                  f" {min(forks[key]):,.0f}–{max(forks[key]):,.0f} | {a} | {ratio} | {paired} |")
    print()
print(f"n = {len(next(iter(samples.values())))} iterations per row ({len(next(iter(forks.values())))} forks); "
      "MB/s = ops/s x report size / 10^6; B/op from -prof gc (gc.alloc.rate.norm), median of the forks;\n"
      "paired: median (min–max) over the rounds of the path's fork median over A's fork median in the same round.")
