#!/usr/bin/env python3
"""One cold start of hakem, timed from exec to its first answer.

    measure.py --cwd DIR --port P --mgmt M --body FILE [--keep] -- java ARGS...

Starts the command in DIR and polls, every POLL_MS milliseconds, both POST /v1/position on port P
(the body of FILE) and GET /q/health/ready on the management port M until each has answered 200.
"first answer" is a complete 200 answer whose body is a position report (it has a "legalMoves"
member), not a port that accepts connections. Then it reads VmRSS and VmHWM of the process from
/proc and prints one JSON object: exec_to_answer_ms, exec_to_ready_ms, rss_mb, hwm_mb, answer_bytes,
the CPU time the process used until then (cpu_ms, all threads: less
sensitive than wall time to other work on the machine) and its split by kind of thread
(cpu_by_thread_ms: jit, gc_vm, main, vertx, workers, other) and the pid. Without --keep it stops the process (SIGTERM, then SIGKILL after 20 s); with --keep it
leaves it running, for a soak test to use.
"""
import argparse
import http.client
import json
import os
import signal
import subprocess
import sys
import time

POLL_MS = 5


def status(pid):
    """VmRSS and VmHWM of a process, in MB."""
    values = {}
    with open(f"/proc/{pid}/status", encoding="ascii") as f:
        for line in f:
            key, _, rest = line.partition(":")
            if key in ("VmRSS", "VmHWM"):
                values[key] = int(rest.split()[0]) / 1024
    return values


def cpu_ms(pid):
    """User plus system CPU time of a process so far (all its threads), in ms."""
    with open(f"/proc/{pid}/stat", encoding="ascii") as f:
        fields = f.read().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) * 1000 / os.sysconf("SC_CLK_TCK")


def thread_cpu_ms(pid):
    """CPU time so far by kind of thread (JIT compilers, GC, main, event loops, workers, other), in ms."""
    kinds = {}
    tick = 1000 / os.sysconf("SC_CLK_TCK")
    for tid in os.listdir(f"/proc/{pid}/task"):
        try:
            with open(f"/proc/{pid}/task/{tid}/stat", encoding="ascii", errors="replace") as f:
                raw = f.read()
        except OSError:
            continue
        comm = raw[raw.index("(") + 1:raw.rindex(")")]
        fields = raw.rsplit(")", 1)[1].split()
        ms = (int(fields[11]) + int(fields[12])) * tick
        if comm.startswith(("C1 Compiler", "C2 Compiler", "C1 CompilerThre", "C2 CompilerThre")):
            kind = "jit"
        elif comm.startswith(("GC ", "G1 ", "VM Thread", "VM Periodic")) or "GC" in comm:
            kind = "gc_vm"
        elif comm == "java":
            kind = "main"
        elif comm.startswith("vert.x"):
            kind = "vertx"
        elif comm.startswith("executor"):
            kind = "workers"
        else:
            kind = "other"
        kinds[kind] = kinds.get(kind, 0) + ms
    return {k: round(v) for k, v in sorted(kinds.items())}


def ask(port, method, path, body=None):
    """(status, body) of one request on a fresh connection, or None when nothing answered yet."""
    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=10)
    try:
        headers = {"Content-Type": "application/json", "Accept": "application/json"} if body else {}
        conn.request(method, path, body=body, headers=headers)
        r = conn.getresponse()
        return r.status, r.read()
    except (ConnectionError, OSError, http.client.HTTPException):
        return None
    finally:
        conn.close()


def main():
    p = argparse.ArgumentParser()
    p.add_argument("--cwd", required=True)
    p.add_argument("--port", type=int, required=True)
    p.add_argument("--mgmt", type=int, required=True)
    p.add_argument("--body", required=True)
    p.add_argument("--log", default=os.devnull)
    p.add_argument("--timeout", type=float, default=60)
    p.add_argument("--keep", action="store_true")
    p.add_argument("command", nargs=argparse.REMAINDER)
    a = p.parse_args()
    command = a.command[1:] if a.command[:1] == ["--"] else a.command
    body = open(a.body, "rb").read()

    log = open(a.log, "wb")
    t0 = time.monotonic()
    proc = subprocess.Popen(command, cwd=a.cwd, stdout=log, stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL)
    answer_ms = ready_ms = None
    answer_bytes = 0
    error = None
    deadline = t0 + a.timeout
    while answer_ms is None or ready_ms is None:
        if proc.poll() is not None:
            error = f"the process exited with {proc.returncode}"
            break
        if time.monotonic() > deadline:
            error = f"no answer within {a.timeout} s"
            break
        if answer_ms is None:
            r = ask(a.port, "POST", "/v1/position", body)
            if r is not None:
                if r[0] == 200 and b'"legalMoves"' in r[1]:
                    answer_ms = (time.monotonic() - t0) * 1000
                    answer_bytes = len(r[1])
                elif r[0] != 503:
                    error = f"POST /v1/position answered {r[0]}: {r[1][:200]!r}"
                    break
        if ready_ms is None:
            r = ask(a.mgmt, "GET", "/q/health/ready")
            if r is not None and r[0] == 200:
                ready_ms = (time.monotonic() - t0) * 1000
        if answer_ms is None or ready_ms is None:
            time.sleep(POLL_MS / 1000)
    alive = proc.poll() is None
    mem = status(proc.pid) if alive else {}
    cpu = cpu_ms(proc.pid) if alive else None
    threads = thread_cpu_ms(proc.pid) if alive else {}
    result = {
        "pid": proc.pid,
        "exec_to_answer_ms": round(answer_ms, 1) if answer_ms else None,
        "exec_to_ready_ms": round(ready_ms, 1) if ready_ms else None,
        "cpu_ms": round(cpu) if cpu is not None else None,
        "cpu_by_thread_ms": threads,
        "rss_mb": round(mem.get("VmRSS", 0), 1),
        "hwm_mb": round(mem.get("VmHWM", 0), 1),
        "answer_bytes": answer_bytes,
    }
    if error:
        result["error"] = error
    if not a.keep or error:
        if proc.poll() is None:
            proc.send_signal(signal.SIGTERM)
            try:
                proc.wait(20)
            except subprocess.TimeoutExpired:
                proc.kill()
                proc.wait()
    print(json.dumps(result), flush=True)
    return 1 if error else 0


if __name__ == "__main__":
    sys.exit(main())
