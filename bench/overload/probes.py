"""Liveness, readiness and a cheap request, each sent every 250 ms while an attack runs and until the
service has settled after it.

The sampler runs in a process of its own, so that the attack's client threads (and Python's global
interpreter lock) do not delay it. Every probe is a fresh connection, as the kubelet's are, and a
new one starts every interval whether or not the last has answered. Sample n starts n intervals
after the first: the kubelet's schedule, one probe every periodSeconds, is every k-th sample
(kubelet.py). Each sample is appended to the output file as it ends, so the run can judge the
probes while they are still being sent.
"""
import json
import multiprocessing
import signal
import threading
import time
from urllib.parse import urlsplit

import rawhttp

START_FEN = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR%20w%20KQkq%20-%200%201"


def probe_once(kind, url, n, timeout, t0, results, lock, out):
    parts = urlsplit(url)
    path = parts.path + ("?" + parts.query if parts.query else "")
    sockets = rawhttp.Sockets()
    client = rawhttp.Client(parts.hostname, parts.port, sockets, timeout=timeout)
    started = time.monotonic()
    rec = {"kind": kind, "n": n, "t": round(started - t0, 3)}
    try:
        r = client.request("GET", path, headers=[("Connection", "close")])
        # From before the connection is opened, as the kubelet's timeout counts: a full accept backlog
        # makes a probe slow too.
        rec.update(ms=round((time.monotonic() - started) * 1000.0, 1), status=r.status, shed=r.shed(),
                   retry_after="retry-after" in r.headers)
    except Exception as e:  # noqa: BLE001 - every failure is a data point
        rec.update(ms=round((time.monotonic() - started) * 1000.0, 1), status=None, error=rawhttp.error_kind(e))
    finally:
        client.close()
    with lock:
        results.append(rec)
        out.write(json.dumps(rec) + "\n")
        out.flush()


def sample(urls, interval, timeout, stop, out_path):
    # The run's own handlers are for the parent; this process just ends when told to.
    signal.signal(signal.SIGTERM, signal.SIG_DFL)
    signal.signal(signal.SIGINT, signal.SIG_DFL)
    results, lock, threads = [], threading.Lock(), []
    out = open(out_path, "w", encoding="utf-8")
    t0 = time.monotonic()
    n = 0
    while not stop.is_set():
        for kind, url in urls.items():
            th = threading.Thread(target=probe_once, args=(kind, url, n, timeout, t0, results, lock, out),
                                  daemon=True)
            th.start()
            threads.append(th)
        n += 1
        # Fixed schedule: a slow probe does not delay the next one.
        delay = t0 + n * interval - time.monotonic()
        if delay > 0:
            stop.wait(delay)
    for th in threads:
        th.join(timeout + 1.0)
    with lock:
        out.close()
        with open(out_path, "w", encoding="utf-8") as f:
            for rec in sorted(results, key=lambda r: (r["n"], r["kind"])):
                f.write(json.dumps(rec) + "\n")


def read_records(path):
    """The samples written so far (a line still being written is left out)."""
    records = []
    try:
        with open(path, encoding="utf-8") as f:
            for line in f:
                try:
                    records.append(json.loads(line))
                except ValueError:
                    pass
    except OSError:
        pass
    return records


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
        return read_records(self.out_path)

    def so_far(self):
        return read_records(self.out_path)


def percentile(values, p):
    if not values:
        return None
    v = sorted(values)
    k = max(0, min(len(v) - 1, int(round(p / 100.0 * len(v) + 0.5)) - 1))
    return v[k]


def lost(rec):
    """No answer, or one cut short, for a reason other than the client's timeout: the connection was
    refused, reset or closed before the answer's head or within its body."""
    return rec.get("status") is None and rec.get("error") != "timeout"


def summarise(records, slow_ms, timeout_s):
    """Per kind: count, p50, p99, max, slow ones, lost ones, statuses; the kubelet's view is kubelet.py's."""
    out = {}
    for kind in ("live", "ready", "cheap"):
        recs = [r for r in records if r["kind"] == kind]
        # A probe without an answer (refused by a dead JVM, reset, timed out) counts as the timeout,
        # not as the few milliseconds it took to fail.
        ms = [r["ms"] if r.get("status") is not None else max(r["ms"], timeout_s * 1000.0) for r in recs]
        out[kind] = {
            "n": len(recs),
            "p50": percentile(ms, 50),
            "p99": percentile(ms, 99),
            "max": max(ms) if ms else None,
            "no_answer": sum(1 for r in recs if r.get("status") is None),
            "timeouts": sum(1 for r in recs if r.get("status") is None and r.get("error") == "timeout"),
            "lost": sum(1 for r in recs if lost(r)),
            "lost_kinds": sorted({r.get("error") for r in recs if lost(r)}),
            "slow": sum(1 for r, m in zip(recs, ms) if m > slow_ms),
            "statuses": sorted({r.get("status") for r in recs if r.get("status") is not None}),
            "not_200": sum(1 for r in recs if r.get("status") not in (None, 200)),
            "shed": sum(1 for r in recs if r.get("shed")),
            "server_errors": sum(1 for r in recs
                                 if r.get("status") is not None and r["status"] >= 500 and not r.get("shed")),
        }
    return out
