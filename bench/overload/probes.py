"""Liveness, readiness and a cheap request, each sent every 250 ms while an attack runs.

The sampler runs in a process of its own, so that the attack's client threads (and Python's global
interpreter lock) do not delay it. Every probe is a fresh connection, as the kubelet's are, and a
new one starts every interval whether or not the last has answered.
"""
import json
import multiprocessing
import signal
import threading
import time
from urllib.parse import urlsplit

import rawhttp

START_FEN = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR%20w%20KQkq%20-%200%201"


def probe_once(kind, url, timeout, t0, results, lock):
    parts = urlsplit(url)
    path = parts.path + ("?" + parts.query if parts.query else "")
    sockets = rawhttp.Sockets()
    client = rawhttp.Client(parts.hostname, parts.port, sockets, timeout=timeout)
    started = time.monotonic()
    rec = {"kind": kind, "t": round(started - t0, 3)}
    try:
        r = client.request("GET", path, headers=[("Connection", "close")])
        rec.update(ms=round(r.elapsed * 1000.0, 1), status=r.status, shed=r.shed(),
                   retry_after="retry-after" in r.headers)
    except Exception as e:  # noqa: BLE001 - every failure is a data point
        rec.update(ms=round((time.monotonic() - started) * 1000.0, 1), status=None, error=rawhttp.error_kind(e))
    finally:
        client.close()
    with lock:
        results.append(rec)


def sample(urls, interval, timeout, stop, out_path):
    # The run's own handlers are for the parent; this process just ends when told to.
    signal.signal(signal.SIGTERM, signal.SIG_DFL)
    signal.signal(signal.SIGINT, signal.SIG_DFL)
    results, lock, threads = [], threading.Lock(), []
    t0 = time.monotonic()
    n = 0
    while not stop.is_set():
        for kind, url in urls.items():
            th = threading.Thread(target=probe_once, args=(kind, url, timeout, t0, results, lock), daemon=True)
            th.start()
            threads.append(th)
        n += 1
        # Fixed schedule: a slow probe does not delay the next one.
        delay = t0 + n * interval - time.monotonic()
        if delay > 0:
            stop.wait(delay)
    for th in threads:
        th.join(timeout + 1.0)
    with lock, open(out_path, "w", encoding="utf-8") as f:
        for rec in sorted(results, key=lambda r: r["t"]):
            f.write(json.dumps(rec) + "\n")


class Sampler:
    def __init__(self, probe_base, base, out_path, interval=0.25, timeout=5.0):
        self.urls = {
            "live": probe_base + "/live",
            "ready": probe_base + "/ready",
            "cheap": f"{base}/v1/position?fen={START_FEN}",
        }
        self.out_path, self.interval, self.timeout = out_path, interval, timeout
        ctx = multiprocessing.get_context("fork")
        self.stop_event = ctx.Event()
        self.proc = ctx.Process(target=sample, args=(self.urls, interval, timeout, self.stop_event, out_path),
                                daemon=True)

    def start(self):
        self.proc.start()
        return self

    def stop(self):
        self.stop_event.set()
        self.proc.join(self.timeout + 5.0)
        if self.proc.is_alive():
            self.proc.kill()
        records = []
        try:
            with open(self.out_path, encoding="utf-8") as f:
                records = [json.loads(line) for line in f if line.strip()]
        except OSError:
            pass
        return records


def percentile(values, p):
    if not values:
        return None
    v = sorted(values)
    k = max(0, min(len(v) - 1, int(round(p / 100.0 * len(v) + 0.5)) - 1))
    return v[k]


def summarise(records, limit_ms, timeout_s):
    """Per kind: count, p50, p99, max, failures; and the criteria's findings."""
    out = {}
    for kind in ("live", "ready", "cheap"):
        recs = [r for r in records if r["kind"] == kind]
        # A probe without an answer (refused by a dead JVM, reset, timed out) counts as the timeout,
        # not as the few milliseconds it took to fail.
        ms = [r["ms"] if r.get("status") is not None else max(r["ms"], timeout_s * 1000.0) for r in recs]
        no_answer = [r for r in recs if r.get("status") is None]
        over = [r for r in recs if r.get("status") is None or r["ms"] > limit_ms]
        # The first sample of a row may meet a JIT that is still cold or a machine that is briefly busy:
        # reported, not failed, when it is the only one over the limit.
        first_only = len(over) == 1 and recs and over[0] is recs[0]
        out[kind] = {
            "n": len(recs),
            "p50": percentile(ms, 50),
            "p99": percentile(ms, 99),
            "max": max(ms) if ms else None,
            "no_answer": len(no_answer),
            "over": 0 if first_only else len(over),
            "first_only": first_only,
            "statuses": sorted({r.get("status") for r in recs if r.get("status") is not None}),
            "not_200": sum(1 for r in recs if r.get("status") not in (None, 200)),
            "shed": sum(1 for r in recs if r.get("shed")),
            "server_errors": sum(1 for r in recs
                                 if r.get("status") is not None and r["status"] >= 500 and not r.get("shed")),
        }
    return out
