"""Overload test: hostile and busy clients against the packaged jar with the pod's settings.

Run through run.sh (which builds the jar, bounds the whole run in time and cleans up). Each attack
runs for a bounded time while liveness, readiness and a cheap request are sampled every 250 ms,
until the service has settled after it; then a full GC is forced and the heap is read.

The probes are judged as the kubelet judges them (kubelet.py), with the probe settings of the
Deployment in k8s/ (k8s.py): an attack fails when, for some phase of the kubelet's schedule,
failureThreshold probes in a row get no 2xx/3xx answer within timeoutSeconds, liveness (the pod
would be restarted) or readiness (it would be taken out of the endpoints). A single slow probe, or
failures fewer than the threshold in a row, are reported, not failed. An attack also fails on any
5xx that is not a shed answer (429, or 503 with Retry-After), a probe or cheap request whose answer
was lost or cut (refused, reset, closed early), a JVM that exited, a heap after GC above its
baseline plus a margin, and winnability answers under a flood that differ from the idle ones; the
run fails when the service took longer to start than its startup probe allows.
"""
import argparse
import datetime
import json
import os
import platform
import signal
import subprocess
import sys
import threading
import time
import urllib.parse

import attacks
import k8s
import kubelet
import probes
from server import Server, configmap_env, get, pod_heap

# Seconds after an attack before the heap is read (see run_row).
QUIET_AFTER_ATTACK = 5.0


def log(msg):
    print(f"[{time.strftime('%H:%M:%S')}] {msg}", file=sys.stderr, flush=True)


def loadavg():
    try:
        return " ".join(open("/proc/loadavg").read().split()[:3])
    except OSError:
        return "?"


class Run:
    def __init__(self, args):
        self.args = args
        self.root = args.root
        self.short = args.short
        self.seconds = args.seconds or (3.0 if self.short else 15.0)
        self.size = 1.0
        self.settle_max = args.settle or (10.0 if self.short else 45.0)
        self.slow_ms = args.probe_slow_ms
        self.heap_margin = args.heap_margin_mb
        # The kubelet's probes of the pod the test stands for: the base Deployment, patched by the overlay.
        self.k8s, self.k8s_files = k8s.probes(self.root, args.overlay)
        for kind in ("liveness", "readiness"):
            if kind not in self.k8s:
                raise SystemExit(f"no {kind} probe in {', '.join(self.k8s_files)}")
        self.kube = {"live": self.k8s["liveness"], "ready": self.k8s["readiness"]}
        # A probe waits at least the kubelet's timeout, so that a late answer is measured, not cut.
        self.probe_timeout = max(args.probe_timeout, max(p["timeoutSeconds"] for p in self.kube.values()) + 1.0)
        self.horizon = kubelet.horizon(self.kube.values())
        startup = self.k8s.get("startup")
        self.startup_budget = (startup["initialDelaySeconds"] + startup["periodSeconds"] * startup["failureThreshold"]
                               if startup else None)
        self.startups = []
        self.run_failures = []
        self.deadline = float("inf")
        self.env = configmap_env(os.path.join(self.root, "k8s/base/configmap.yaml"))
        # ENV_EXTRA: entries over the ConfigMap's (ADMISSION=off sets them to switch admission control off).
        self.env_extra = dict(kv.split("=", 1) for kv in args.env_extra.split() if "=" in kv)
        self.env.update(self.env_extra)
        self.heap = args.heap or pod_heap(os.path.join(self.root, "k8s/base/deployment.yaml"),
                                          os.path.join(self.root, "Dockerfile"))
        self.server = Server(self.root, args.jar, args.out, args.cpu, self.heap, self.env,
                             args.jvm_opts.split() if args.jvm_opts else [], args.pid_file,
                             args.mgmt_port, args.probe_base, log)
        self.rows = []
        self.restart_for = None
        self.baseline = None
        self.winnability = None
        self.restarts = []

    # ---------------------------------------------------------------------------------- service
    def target(self):
        max_body = int(self.env.get("HAKEM_MAX_BODY_SIZE", "1048576"))
        return attacks.Target("127.0.0.1", self.server.port, max_body, self.root)

    def start(self, why):
        if self.server.proc is not None:
            self.server.stop()
            self.restarts.append(why)
            log(f"restarting the service: {why}")
        t = time.monotonic()
        self.server.start(timeout=max(90.0, (self.startup_budget or 0) + 10.0))
        took = time.monotonic() - t
        self.startups.append(took)
        if self.startup_budget is not None and took > self.startup_budget:
            self.run_failures.append(f"the service took {took:.0f} s to start: over the startup probe's "
                                     f"{self.startup_budget:.0f} s, the kubelet would have restarted it")
        self.warm_up()
        self.baseline = self.heap_after_gc()
        log(f"heap after GC, baseline: {self.baseline:.1f} MB" if self.baseline is not None else "no heap figure")

    def warm_up(self):
        """A few seconds of every endpoint the attacks use, so that a cold JIT is not measured."""
        base = self.server.base
        start = urllib.parse.quote(attacks.START, safe="")
        end = time.monotonic() + (2.0 if self.short else 4.0)
        while time.monotonic() < end:
            get(f"{base}/v1/position?fen={start}")
            get(f"{base}/v1/perft?fen={start}&depth=3")
            get(f"{base}/v1/winnability?fen={urllib.parse.quote(attacks.WINNABILITY_CHECK[0], safe='')}")
            get(self.server.probe_base + "/live")
            get(self.server.probe_base + "/ready")

    def heap_after_gc(self):
        return self.server.heap_after_gc_mb()

    def wait_idle(self, seconds):
        """Up to `seconds` for the work the attack left (a perft runs on after its client left, up to
        hakem.perft.timeout) to end, so that the heap read next is what stays, not what still runs."""
        deadline = time.monotonic() + max(seconds, 0.0)
        while self.server.alive() and time.monotonic() < deadline:
            busy = self.server.admitted()
            if busy is None or busy == 0:
                return
            time.sleep(0.25)

    def settle(self, sampler):
        """Seconds until cheap requests and readiness answer quickly again (None: not within the bound).

        The sampler runs on meanwhile. Past SETTLE seconds the service is restarted for the next
        attack, but first the row goes on watching while the kubelet's view is still open: until the
        liveness verdict is reached, or each probe has either reached its verdict or passes again, or
        the kubelet's horizon (failureThreshold × periodSeconds + timeoutSeconds of the longer probe)
        has passed.
        """
        base = self.server.base
        path = f"{base}/v1/position?fen={probes.START_FEN}"
        start = time.monotonic()
        bound = max(self.settle_max, min(self.horizon, self.deadline - start - 15.0))
        good = 0
        while time.monotonic() - start < bound:
            if not self.server.alive():
                return None
            t = time.monotonic()
            s1, _ = get(path, 2.0)
            s2, _ = get(self.server.probe_base + "/ready", 2.0)
            fast = time.monotonic() - t < 0.5
            good = good + 1 if (s1 == 200 and s2 == 200 and fast) else 0
            if good >= (2 if self.short else 3):
                return time.monotonic() - start
            if time.monotonic() - start >= self.settle_max:
                records = sampler.so_far()
                known = {kind: bool(kubelet.judge(records, kind, probe, sampler.interval)["phases"])
                         for kind, probe in self.kube.items()}
                if known["live"]:
                    return None  # the kubelet would have restarted it: nothing more to learn
                for kind, probe in self.kube.items():
                    known[kind] = known[kind] or kubelet.recovered(records, {kind: probe}, sampler.interval)
                if all(known.values()):
                    return None  # each probe failed the pod or passed a whole period; restarted for being slow
            time.sleep(0.25)
        return None

    # ---------------------------------------------------------------------------------- attacks
    def attack_list(self):
        s, z = self.seconds, self.size
        t = self.target
        return [
            ("1a", "moves string 1 MB", lambda: attacks.big_moves(t(), s, z, "string")),
            ("1b", "moves array 1 MB", lambda: attacks.big_moves(t(), s, z, "array")),
            ("2a", "slow chunked /v1/games", lambda: attacks.slow_bodies(t(), s, z, "/v1/games")),
            ("2b", "slow chunked /v1/game", lambda: attacks.slow_bodies(t(), s, z, "/v1/game")),
            ("3a", "perft d6 × 50", lambda: attacks.perft_flood(t(), s, z, 50)),
            ("3b", "perft d6 × 250", lambda: attacks.perft_flood(t(), s, z, 250)),
            ("3c", "winnability × 50, answers checked", self.winnability_row),
            ("3d", "winnability × 100", lambda: attacks.winnability_flood(t(), s, z, 100)),
            ("3e", "h2c 300 streams", lambda: attacks.h2c_streams(t(), s, z)),
            ("4", "Accept-Language 999", lambda: attacks.accept_language(t(), s, z)),
            ("6", "batch sent before read", lambda: attacks.batch_send_before_read(t(), s, z)),
            ("7a", "no Host header", lambda: attacks.no_host(t(), s, z, self.server)),
            ("7b", "idle connections", lambda: attacks.idle_connections(t(), s, z)),
            ("7c", "half a request head", lambda: attacks.partial_headers(t(), s, z)),
        ]

    def winnability_row(self):
        target = self.target()
        idle = attacks.winnability_answers(target, attacks.WINNABILITY_CHECK, attacks.rawhttp.Sockets(),
                                           time.monotonic() + 60.0)
        outcome = attacks.winnability_flood(target, self.seconds, self.size, 50, idle)
        self.winnability = outcome.extra
        return outcome

    def run_row(self, key, name, fn):
        if self.restart_for:
            # Left by the last row: restarted here, so that a run's last row costs no restart.
            self.start(self.restart_for)
        elif not self.server.alive():
            self.start(f"the service was not running before {key}")
        self.restart_for = None
        log(f"{key} {name}: {self.seconds:.0f} s (load {loadavg()})")
        pid, starts = self.server.proc.pid, self.server.starts
        sampler = probes.Sampler(self.server.probe_base, self.server.base,
                                 os.path.join(self.args.out, f"probes-{key}.jsonl"), 0.25, self.probe_timeout).start()
        started = time.monotonic()
        error = None
        try:
            outcome = fn()
        except Exception as e:  # noqa: BLE001 - a broken attack is reported, the run goes on
            outcome = attacks.Outcome(attacks.rawhttp.Tally(), f"attack failed to run: {type(e).__name__}: {e}")
            error = f"attack error {type(e).__name__}"
        elapsed = time.monotonic() - started
        time.sleep(0.5 if self.short else 1.0)  # the tail: probes just after the attack stopped
        # The probes go on until the service has settled: what the kubelet sees after an attack counts too.
        settled = self.settle(sampler) if self.server.alive() else None
        records = sampler.stop()
        if settled is not None:
            self.wait_idle(self.settle_max - settled)
            # A refused request's connection lingers up to 2 s (HttpLayerProblems.LINGER_MILLIS) and a
            # queued one waits up to hakem.admission.queue-timeout (2 s): an attack's last connections
            # (thousands, ~7 KB each) are still in the heap until then, which is not what stays.
            time.sleep(max(0.0, QUIET_AFTER_ATTACK - (time.monotonic() - started - elapsed)))
        heap = self.heap_after_gc() if self.server.alive() else None
        tries = 1
        while heap is not None and self.baseline is not None and heap > self.baseline + self.margin() and tries < 3:
            time.sleep(2.0)
            heap = self.heap_after_gc()
            tries += 1
        if heap is not None and self.baseline is not None and heap > self.baseline + self.margin():
            self.server.histogram(os.path.join(self.args.out, f"histogram-{key}.txt"))
        # Alive at the end of the row: a JVM that died while settling or being measured died of the attack.
        alive = self.server.alive() and self.server.proc.pid == pid and self.server.starts == starts
        exit_code = self.server.exit_code()
        row = self.evaluate(key, name, outcome, records, alive, exit_code, settled, heap, elapsed, error)
        self.rows.append(row)
        log(f"{key} {name}: {'PASS' if not row['failures'] else 'FAIL: ' + '; '.join(row['failures'])}")
        with open(os.path.join(self.args.out, f"row-{key}.json"), "w", encoding="utf-8") as f:
            json.dump(row, f, indent=1, default=str)
        if not alive:
            self.restart_for = f"the JVM exited during {key} (code {exit_code})"
        elif settled is None:
            self.restart_for = f"still busy {self.settle_max:.0f} s after {key}"
        elif heap is not None and self.baseline is not None and heap > self.baseline + self.margin():
            # The next row must not inherit what this one left in the heap.
            self.restart_for = f"heap not back to its baseline after {key}"

    def not_run(self, key, name, why):
        empty = {"n": 0, "p50": None, "p99": None, "max": None, "no_answer": 0, "timeouts": 0, "lost": 0,
                 "lost_kinds": [], "slow": 0, "statuses": [], "not_200": 0, "shed": 0, "server_errors": 0}
        kube = {k: kubelet.judge([], k, self.kube[k], 0.25) for k in ("live", "ready")}
        return {"key": key, "name": name, "seconds": 0, "probes": {k: empty for k in ("live", "ready", "cheap")},
                "kubelet": kube,
                "answers": "–", "shed": 0, "shed_retry_after": 0, "server_errors": 0, "alive": self.server.alive(),
                "exit_code": None, "heap": None, "baseline": self.baseline, "finding": "not run",
                "notes": [], "failures": [why], "warnings": []}

    def margin(self):
        return max(self.heap_margin, 0.25 * (self.baseline or 0.0))

    def evaluate(self, key, name, outcome, records, alive, exit_code, settled, heap, elapsed, error):
        p = probes.summarise(records, self.slow_ms, self.probe_timeout)
        kube = {k: kubelet.judge(records, k, self.kube[k], 0.25) for k in ("live", "ready")}
        tally = outcome.tally
        fails = []
        server_errors = tally.server_errors + p["cheap"]["server_errors"]
        if server_errors:
            fails.append(f"{server_errors} 5xx answers that are not shed answers")
        for kind, label, what in (("live", "liveness", "the kubelet would restart the pod"),
                                  ("ready", "readiness", "the kubelet would take the pod out of the endpoints")):
            k, probe = kube[kind], self.kube[kind]
            if k["phases"]:
                fails.append(f"{label}: {k['threshold']} probes in a row at {probe['periodSeconds']} s without a 2xx/3xx "
                             f"answer within {probe['timeoutSeconds']} s, {k['at']:.0f} s into the row "
                             f"({k['phases']} of {k['step']} phases of its schedule, {k['streak']} in a row at most): "
                             f"{what}")
        lost = {kind: p[kind]["lost"] for kind in ("live", "ready", "cheap") if p[kind]["lost"]}
        if lost:
            kinds = sorted({e for kind in lost for e in p[kind]["lost_kinds"]})
            fails.append("answers lost or cut (" + ", ".join(kinds) + "): "
                         + ", ".join(f"{n} {kind}" for kind, n in lost.items()))
        if not alive:
            oom = " after OutOfMemoryError" if self.server.oom_seen() else ""
            fails.append(f"JVM exited (code {exit_code}){oom}")
        if alive and heap is not None and self.baseline is not None and heap > self.baseline + self.margin():
            fails.append(f"heap after GC {heap:.1f} MB above baseline {self.baseline:.1f} + {self.margin():.0f} MB")
        if error:
            fails.append(error)
        fails.extend(outcome.failures)
        notes = []
        for kind, label in (("live", "liveness"), ("ready", "readiness")):
            k, q, probe = kube[kind], p[kind], self.kube[kind]
            if q["slow"] or k["failed"]:
                failures = (f"{k['failed']} failures for the kubelet (over {probe['timeoutSeconds']} s or not 2xx/3xx), "
                            f"at most {k['streak']} in a row of the {k['threshold']} it acts on" if k["failed"]
                            else "none a failure for the kubelet")
                notes.append(f"{label}: {q['slow']} of {q['n']} samples over {self.slow_ms:,.0f} ms (max {q['max']:,.0f}); "
                             + failures + (" (reported, not failed)" if not k["phases"] else ""))
        if p["live"]["not_200"]:
            notes.append(f"liveness answered non-200 {p['live']['not_200']}× ({p['live']['statuses']})")
        if p["ready"]["not_200"]:
            notes.append(f"readiness answered non-200 {p['ready']['not_200']}× ({p['ready']['statuses']})")
        if p["cheap"]["timeouts"]:
            notes.append(f"cheap request unanswered within {self.probe_timeout:.0f} s {p['cheap']['timeouts']}×")
        if alive and settled is None:
            notes.append(f"not settled {self.settle_max:.0f} s after the attack")
        elif settled is not None and settled > 2.0:
            notes.append(f"settled {settled:.0f} s after the attack")
        return {
            "key": key, "name": name, "seconds": round(elapsed, 1), "probes": p, "kubelet": kube,
            "answers": tally.answers(), "shed": tally.shed + p["cheap"]["shed"],
            "shed_retry_after": tally.shed_with_retry_after
            + sum(1 for r in records if r["kind"] == "cheap" and r.get("shed") and r.get("retry_after")),
            "server_errors": server_errors, "alive": alive, "exit_code": exit_code,
            "heap": heap, "baseline": self.baseline, "finding": outcome.finding,
            "notes": notes, "failures": fails, "warnings": outcome.warnings,
        }

    # ---------------------------------------------------------------------------------- report
    def report(self, started_at, load_start, load_end, wall):
        def ms(v):
            return "–" if v is None else f"{v:,.0f}"

        def probe(k):
            # An unanswered sample counts as the client's timeout: the true figure is at least that.
            mx = "–" if k["max"] is None else ("≥" if k["no_answer"] else "") + ms(k["max"])
            return f"{ms(k['p99'])} / {mx}" + (f" ({k['no_answer']} unanswered)" if k["no_answer"] else "")

        def kube(k):
            cell = f"{k['failed']} · {k['streak']}/{k['threshold']}"
            return f"**{cell}**" if k["phases"] else cell

        live, ready = self.kube["live"], self.kube["ready"]
        startup = self.k8s.get("startup")
        commit = subprocess.run(["git", "-C", self.root, "log", "-1", "--format=%h", "--", "src", "pom.xml"],
                                capture_output=True, text=True).stdout.strip() or "?"
        head = subprocess.run(["git", "-C", self.root, "log", "-1", "--format=%h"],
                              capture_output=True, text=True).stdout.strip() or "?"
        dirty = subprocess.run(["git", "-C", self.root, "status", "--porcelain", "--", "src", "pom.xml"],
                               capture_output=True, text=True).stdout.strip()
        java = subprocess.run(["java", "-version"], capture_output=True, text=True).stderr.splitlines()
        extra = (", with `ENV_EXTRA` over them: " + " ".join(f"`{k}={v}`" for k, v in self.env_extra.items())
                 if self.env_extra else "")
        lines = [
            f"# Overload test, {started_at:%Y-%m-%d %H:%M} UTC ({'short' if self.short else 'full'} run)",
            "",
            f"- service: `{os.path.relpath(self.args.jar, self.root) if self.args.jar.startswith(self.root) else self.args.jar}`"
            f", service code (src/, pom.xml) at {commit}{' with local changes' if dirty else ''}; checkout at {head}",
            f"- JVM: {java[0] if java else '?'}; `{' '.join(self.server.command())}`, "
            f"the ConfigMap's entries as environment variables{extra}; loopback only",
            f"- probes: `{self.server.probe_base}/live`, `/ready` and `GET /v1/position?fen=<start>`, every 250 ms, "
            f"a fresh connection each, {self.probe_timeout:.0f} s client timeout, from the attack's start until the "
            f"service has settled after it",
            f"- the kubelet's probes, from {', '.join(f'`{f}`' for f in self.k8s_files)}: "
            + "; ".join(k8s.describe(name, self.k8s[name]) for name in ("liveness", "readiness", "startup")
                        if name in self.k8s),
            f"- each attack {self.seconds:.0f} s; after it, up to {self.settle_max:.0f} s to settle (watched on up to "
            f"{self.horizon:.0f} s while the kubelet's verdict is open), then `jcmd GC.run` and `jstat -gc` "
            f"(heap margin {self.heap_margin:.0f} MB or 25 % of the baseline)",
            f"- machine: {os.cpu_count()} CPUs ({platform.processor() or platform.machine()}), shared with other builds: "
            f"load average {load_start} at the start, {load_end} at the end. **Figures are noisy**; compare rows "
            f"within one run.",
            f"- wall time {wall:.0f} s; service starts: {len(self.startups)} ("
            + ", ".join(f"{t:.1f} s" for t in self.startups) + " to answer"
            + (f"; startup probe budget {self.startup_budget:.0f} s" if self.startup_budget is not None else "") + ")"
            + (f"; restarts: {'; '.join(self.restarts)}" if self.restarts else ""),
            "",
            "## Verdict",
            "",
            "An attack **fails** on:",
            "",
            f"- liveness as the kubelet judges it: {live['failureThreshold']} probes in a row, {live['periodSeconds']} s "
            f"apart, without a 2xx/3xx answer within {live['timeoutSeconds']} s (a refused or reset connection too), "
            f"for some phase of the kubelet's schedule: **would restart** the pod;",
            f"- readiness likewise: {ready['failureThreshold']} in a row, {ready['periodSeconds']} s apart, "
            f"{ready['timeoutSeconds']} s timeout: **would take the pod out of the endpoints** (unready);",
            "- any 5xx, to the attack or to the cheap request, that is not a shed answer (429, or 503 with "
            "`Retry-After`: admission control's `overloaded` answer);",
            "- a probe or cheap request whose answer was lost or cut (connection refused, reset, or closed before "
            "the answer ended);",
            "- a JVM that exited; a heap after GC above the baseline plus the margin; in 3c, an answer under the "
            "flood that differs from the idle one; in 6, a read-while-sending batch that does not come back whole.",
            "",
            "The run also fails when the service takes longer to answer after it is started than the startup "
            "probe allows (initialDelaySeconds + periodSeconds × failureThreshold).",
            "",
            f"**Reported, not failed**: single slow probes (samples over {self.slow_ms:,.0f} ms, and failures for "
            "the kubelet fewer than its threshold in a row), readiness or liveness answers other than 200 short of "
            "the threshold, cheap requests slower than the client timeout, a service slow to settle; and the "
            "attacks' warnings.",
            "",
            f"Columns *kubelet*: samples that would fail the kubelet's probe · most in a row at its period, over "
            f"every phase / the threshold it acts on. *slow*: samples over {self.slow_ms:,.0f} ms. *lost*: "
            f"answers lost or cut (live, ready, cheap).",
            "",
            "| # | attack | live p99 / max ms | ready p99 / max ms | kubelet live | kubelet ready | slow live, ready "
            "| cheap p50 / p99 ms | lost | attack answers | shed (Retry-After) | 5xx | JVM | heap after GC MB (baseline) "
            "| result |",
            "|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|",
        ]
        for r in self.rows:
            p, kb = r["probes"], r["kubelet"]
            heap = "–" if r["heap"] is None else f"{r['heap']:.1f}"
            base = "–" if r["baseline"] is None else f"{r['baseline']:.1f}"
            jvm = "alive" if r["alive"] else f"**exited ({r['exit_code']})**"
            result = "**FAIL**" if r["failures"] else ("pass, with warnings" if r["warnings"] else "pass")
            lost = sum(p[k]["lost"] for k in ("live", "ready", "cheap"))
            lines.append(
                f"| {r['key']} | {r['name']} | {probe(p['live'])} | {probe(p['ready'])} | {kube(kb['live'])} "
                f"| {kube(kb['ready'])} | {p['live']['slow']}, {p['ready']['slow']} "
                f"| {ms(p['cheap']['p50'])} / {ms(p['cheap']['p99'])} | {'**' + str(lost) + '**' if lost else 0} "
                f"| {r['answers']} | {r['shed']} ({r['shed_retry_after']}) | {r['server_errors']} | {jvm} "
                f"| {heap} ({base}) | {result} |")
        lines += ["", "## Findings", ""]
        for r in self.rows:
            lines.append(f"- **{r['key']} {r['name']}**: {r['finding']}."
                         + ("".join(f" {n}." for n in r["notes"]))
                         + (" Warning: " + "; ".join(r["warnings"]) + "." if r["warnings"] else "")
                         + (" **Failed: " + "; ".join(r["failures"]) + ".**" if r["failures"] else ""))
        lines += self.winnability_report()
        failed = [r for r in self.rows if r["failures"]]
        lines += ["", f"**{len(failed)} of {len(self.rows)} attacks failed**"
                  + (": " + ", ".join(r["key"] for r in failed) if failed else "") + "."]
        lines += [f"**The run failed: {f}.**" for f in self.run_failures]
        return "\n".join(lines) + "\n"

    def winnability_report(self):
        w = self.winnability
        if not w:
            return []
        out = ["", "## Winnability: idle answers and answers under the flood", "",
               "Every answer received under the flood (row 3c) beside the idle answer of the same position "
               "(same service, same budget); canWin must be the same.", "",
               "| position | side | idle (nodes) | under the flood: answers (nodes) | same |", "|---|---|---|---|---|"]
        for fen in attacks.WINNABILITY_CHECK:
            idle, floods = w["idle"].get(fen) or {}, w["flood"].get(fen) or []
            for side in ("white", "black"):
                a = idle.get(side)
                fa = "–" if not a else f"{a[0]} ({a[1]})"
                counts = {}
                for got in floods:
                    counts[tuple(got[side])] = counts.get(tuple(got[side]), 0) + 1
                fb = ", ".join(f"{c}× {v[0]} ({v[1]})" for v, c in sorted(counts.items(), key=str)) or "none received"
                same = "–" if not floods else ("yes" if a and all(v[0] == a[0] for v in counts) else "**no**")
                out.append(f"| `{fen}` | {side} | {fa} | {fb} | {same} |")
        return out


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--short", action="store_true")
    ap.add_argument("--jar", required=True)
    ap.add_argument("--root", required=True)
    ap.add_argument("--out", required=True, help="directory for raw output")
    ap.add_argument("--report", required=True, help="the Markdown table's file")
    ap.add_argument("--pid-file", required=True)
    ap.add_argument("--only", default="", help="comma-separated attack keys (1a,3b,...)")
    ap.add_argument("--seconds", type=float, default=0.0)
    ap.add_argument("--settle", type=float, default=0.0)
    ap.add_argument("--cpu", default="0")
    ap.add_argument("--heap", default="")
    ap.add_argument("--jvm-opts", default="")
    ap.add_argument("--mgmt-port", type=int, default=0)
    ap.add_argument("--probe-base", default="")
    ap.add_argument("--probe-slow-ms", type=float, default=1000.0, help="samples slower are reported")
    ap.add_argument("--probe-timeout", type=float, default=5.0)
    ap.add_argument("--overlay", default="jvm", help="k8s/overlays/<name> whose probe patches apply ('' for none)")
    ap.add_argument("--env-extra", default="", help="KEY=VALUE ... over the ConfigMap's entries")
    ap.add_argument("--heap-margin-mb", type=float, default=16.0)
    ap.add_argument("--time-limit", type=float, default=0.0, help="seconds for the whole run")
    args = ap.parse_args()
    os.makedirs(args.out, exist_ok=True)

    def on_signal(signum, _frame):
        # Once: a second signal must not interrupt the clean-up the first one started.
        signal.signal(signal.SIGTERM, signal.SIG_IGN)
        signal.signal(signal.SIGINT, signal.SIG_IGN)
        raise SystemExit(128 + signum)
    signal.signal(signal.SIGTERM, on_signal)
    signal.signal(signal.SIGINT, on_signal)

    run = Run(args)
    started_at = datetime.datetime.now(datetime.timezone.utc)
    t0, load_start = time.monotonic(), loadavg()
    # Own bound, inside run.sh's: rows that would not finish in time are reported as not run.
    deadline = t0 + args.time_limit - 20.0 if args.time_limit else float("inf")
    run.deadline = deadline
    interrupted = None
    try:
        run.start("")
        only = {k.strip() for k in args.only.split(",") if k.strip()}
        for key, name, fn in run.attack_list():
            if only and key not in only:
                continue
            if time.monotonic() + run.seconds + run.settle_max + 10.0 > deadline:
                run.rows.append(run.not_run(key, name, "not run: the run's time limit"))
                continue
            run.run_row(key, name, fn)
    except (SystemExit, KeyboardInterrupt, RuntimeError) as e:
        interrupted = f"run stopped: {type(e).__name__} {e}"
        log(interrupted)
    finally:
        run.server.stop()
    if interrupted:
        run.rows.append(run.not_run("–", "(rest of the run)", interrupted))
    report = run.report(started_at, load_start, loadavg(), time.monotonic() - t0)
    sys.stdout.write(report)
    with open(args.report, "w", encoding="utf-8") as f:
        f.write(report)
    log(f"report written to {args.report}; raw output in {args.out}")
    failed = [r for r in run.rows if r["failures"]]
    for r in failed:
        log(f"FAILED {r['key']} {r['name']}: " + "; ".join(r["failures"]))
    for f in run.run_failures:
        log(f"FAILED: {f}")
    threading.Event().wait(0.1)
    return 1 if failed or run.run_failures else 0


if __name__ == "__main__":
    sys.exit(main())
