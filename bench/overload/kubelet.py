"""The kubelet's verdict on a pod, simulated from the 250 ms probe samples.

The kubelet sends a probe every periodSeconds, counts it failed when no answer with a status from
200 to 399 came back within timeoutSeconds (a refused or reset connection too), and acts after
failureThreshold failures in a row: a failing liveness probe restarts the container, a failing
readiness probe takes the pod out of its Service's endpoints.

The samples start on a fixed 250 ms schedule, so the kubelet's probes are every k-th sample
(k = periodSeconds / 0.25 s), from whichever sample its schedule happens to meet first: its phase,
which nothing ties to the attack. Every phase is simulated, and the verdict is the worst of them:
with many pods (and many attacks), some pod meets the worst phase.
"""


def failed(rec, timeout_s):
    """Whether the kubelet counts this sample, had it been its probe, as failed."""
    status = rec.get("status")
    return status is None or not 200 <= status < 400 or rec["ms"] > timeout_s * 1000.0


def judge(records, kind, probe, interval):
    """The kubelet's view of one probe over a row's samples.

    Returns n (samples), failed (samples that would fail the kubelet's probe), streak (the longest run
    of failures in a row over every phase), threshold, phases (how many of the `step` phases reach the
    threshold), step, and at (seconds into the row when the first phase reached it, or None).
    """
    timeout_s, threshold = probe["timeoutSeconds"], probe["failureThreshold"]
    step = max(1, int(round(probe["periodSeconds"] / interval)))
    by_n = {r["n"]: r for r in records if r["kind"] == kind and "n" in r}
    out = {"n": len(by_n), "failed": sum(1 for r in by_n.values() if failed(r, timeout_s)), "streak": 0,
           "threshold": threshold, "phases": 0, "step": step, "at": None}
    if not by_n:
        return out
    last = max(by_n)
    for phase in range(step):
        streak, reached = 0, False
        for n in range(phase, last + 1, step):
            r = by_n.get(n)
            if r is None:
                continue  # not sampled (a thread that never ran): neither a failure nor a success
            if failed(r, timeout_s):
                streak += 1
                out["streak"] = max(out["streak"], streak)
                if streak >= threshold and not reached:
                    reached = True
                    out["phases"] += 1
                    # The kubelet knows once the last probe of the run has timed out (or failed).
                    at = r["t"] + min(r["ms"] / 1000.0, timeout_s)
                    out["at"] = at if out["at"] is None else min(out["at"], at)
            else:
                streak = 0
    return out


def horizon(probes):
    """Seconds of failing probes after which every phase has seen failureThreshold failures of each
    probe: how long a row must go on watching a service that does not recover, to know."""
    return max(p["failureThreshold"] * p["periodSeconds"] + p["timeoutSeconds"] for p in probes)


def recovered(records, probes, interval):
    """Whether each probe (kind -> settings) passed on every sample of its last period that is old enough
    to be judged (sent at least its timeoutSeconds before the newest sample): whatever the kubelet's
    phase, its latest probe passed, so no run of failures goes on."""
    newest = max((r["n"] for r in records if "n" in r), default=-1)
    for kind, probe in probes.items():
        by_n = {r["n"]: r for r in records if r["kind"] == kind and "n" in r}
        step = max(1, int(round(probe["periodSeconds"] / interval)))
        last = newest - int(-(-probe["timeoutSeconds"] // interval))
        if last - step + 1 < 0:
            return False
        for n in range(last - step + 1, last + 1):
            r = by_n.get(n)  # still without an answer: it is past its timeout, so it failed
            if r is None or failed(r, probe["timeoutSeconds"]):
                return False
    return True
