"""The attacks of the overload test, each run by client threads for a bounded time.

Every attack is a function (target, seconds, size) -> Outcome: the clients' tally, a finding in
words, and extra failures it proved. `size` scales the number of connections between the full run
(1.0) and the short one.
"""
import json
import os
import select
import threading
import time
import urllib.parse

import h2c
import rawhttp

KIWIPETE = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1"
START = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
# A position whose analysis uses the whole node budget for one side (UNKNOWN for White, about 10 s of
# CPU at the default 64,000,000 nodes; Black's side is settled at once): the flood. From CHA-Solver's
# hard file, a dead position no analysis here proves.
WINNABILITY_FLOOD = [
    "B2b4/8/8/4k3/1p1p1p1p/1PpP1P1P/K1P4b/RB6 b - - 0 1",
]
# Positions decided within the budget, most after thousands of nodes: the check of answers under load.
WINNABILITY_CHECK = [
    "5N2/2K5/8/8/8/8/5N2/1kb5 b - - 0 1",
    "8/1P2k3/K2N4/8/8/8/8/b7 w - - 0 1",
    "8/8/1b6/6K1/5b2/5B2/k7/8 w - - 0 1",
    "k7/b6B/3b4/p1p1p1p1/P1P1P1P1/8/8/4K3 w - - 0 1",
    "4k3/p7/8/p1p1p1p1/P1P1P1P1/8/P7/4K3 w - - 0 1",
    "4k3/8/8/p1p1p1p1/P1P1P1P1/8/P2n4/4K3 w - - 0 1",
    "4k3/8/8/p1p1p1p1/P1P1P1P1/8/P7/4K3 w - - 0 1",
    "6nk/8/8/8/4K3/8/3R4/8 w - - 0 1",
    "2b1k3/8/8/8/8/8/8/2B1K3 w - - 0 1",
    "8/8/8/4k3/8/8/8/1N2KN2 w - - 0 1",
    "2k5/2p1p1p1/p1P1P1P1/P6K/2P5/8/8/8 w - - 0 1",
] + WINNABILITY_FLOOD


def q(fen):
    return urllib.parse.quote(fen, safe="")


class Target:
    def __init__(self, host, port, max_body, root):
        self.host, self.port, self.max_body, self.root = host, port, max_body, root


class Outcome:
    """failures fail the run; warnings are reported beside a passing row (hygiene, documented limits)."""

    def __init__(self, tally, finding="", failures=None, extra=None, warnings=None):
        self.tally, self.finding = tally, finding
        self.failures = failures or []
        self.extra = extra or {}
        self.warnings = warnings or []


def readable(socks, timeout, stopped=None):
    """The sockets with something to read (or closed) within the timeout; poll, not select: fds past 1024."""
    poller = select.poll()
    by_fd = {}
    for s in socks:
        by_fd[s.fileno()] = s
        poller.register(s, select.POLLIN | select.POLLERR | select.POLLHUP)
    end = time.monotonic() + timeout
    while True:
        step = min(0.5, max(0.0, end - time.monotonic()))
        events = poller.poll(step * 1000)
        if events:
            return [by_fd[fd] for fd, _ in events if fd in by_fd]
        if time.monotonic() >= end or (stopped is not None and stopped.is_set()):
            return []


def scaled(n, size, minimum=1):
    return max(minimum, int(round(n * size)))


def run_workers(n, worker, seconds, sockets):
    """Starts n threads running worker(i), lets them run `seconds`, then cuts their sockets."""
    threads = [threading.Thread(target=worker, args=(i,), daemon=True) for i in range(n)]
    for th in threads:
        th.start()
    sockets.stopped.wait(seconds)
    sockets.stop()
    for th in threads:
        th.join(10)


def request_loop(target, sockets, tally, build, timeout=60.0):
    """A worker that sends build(i, k) = (method, path, headers, body) over and over on one connection."""
    def worker(i):
        client = rawhttp.Client(target.host, target.port, sockets, timeout=timeout)
        k = 0
        while not sockets.stopped.is_set():
            method, path, headers, body = build(i, k)
            k += 1
            try:
                tally.answer(client.request(method, path, headers=headers, body=body, keep_body=False))
            except Exception as e:  # noqa: BLE001 - counted, then the next request
                if sockets.stopped.is_set():
                    break
                tally.error(e)
                time.sleep(0.05)
        client.close()
    return worker


# ------------------------------------------------------------------------------------------ 1
def big_moves(target, seconds, size, form):
    """30 connections posting 1 MB of moves "a": one string to /v1/game (read by the REST layer on a
    worker thread), or an array to /v1/move (a body past the event loop's bound, parsed on a worker)."""
    limit = target.max_body - 64
    if form == "string":
        path, body = "/v1/game", b'{"moves": "' + b"a " * ((limit - 13) // 2) + b'"}'
    else:
        path, body = "/v1/move", b'{"move": "a", "moves": [' + b'"a",' * ((limit - 30) // 4) + b'"a"]}'
    sockets, tally = rawhttp.Sockets(), rawhttp.Tally()
    headers = [("Content-Type", "application/json")]
    n = scaled(30, size, 10)
    run_workers(n, request_loop(target, sockets, tally, lambda i, k: ("POST", path, headers, body)),
                seconds, sockets)
    return Outcome(tally, f"{n} conns, {len(body):,} B bodies")


# ------------------------------------------------------------------------------------------ 2
def slow_bodies(target, seconds, size, path):
    """~250 chunked uploads, one byte every 5 s, that never end."""
    if path == "/v1/games":
        ctype, payload = "application/x-ndjson", b'{"moves": "e4 e5 Nf3 Nc6 Bb5 a6 Ba4 Nf6 O-O Be7"}\n' * 50
    else:
        ctype, payload = "application/json", b'{"moves": "' + b"e4 e5 Nf3 Nc6 Bb5 a6 Ba4 Nf6 O-O Be7 " * 50
    sockets, tally = rawhttp.Sockets(), rawhttp.Tally()
    interval = 5.0
    n = scaled(250, size, 100)

    def worker(i):
        # Spread the connections over the first second, as real clients would arrive.
        sockets.stopped.wait((i % 50) / 50.0)
        while not sockets.stopped.is_set():
            try:
                s = sockets.connect(target.host, target.port, 10.0)
            except Exception as e:  # noqa: BLE001
                if not sockets.stopped.is_set():
                    tally.error(e)
                    sockets.stopped.wait(0.5)
                continue
            try:
                s.sendall((f"POST {path} HTTP/1.1\r\nHost: {target.host}:{target.port}\r\n"
                           f"Content-Type: {ctype}\r\nTransfer-Encoding: chunked\r\n\r\n").encode())
                k = 0
                while not sockets.stopped.is_set():
                    s.sendall(b"1\r\n" + payload[k % len(payload):k % len(payload) + 1] + b"\r\n")
                    k += 1
                    if readable([s], interval, sockets.stopped):
                        status, headers, _ = rawhttp.read_head(s)
                        tally.answer(rawhttp.Response(status, headers, b"", 0))
                        tally.note("answered after", k)
                        break
            except Exception as e:  # noqa: BLE001
                if not sockets.stopped.is_set():
                    tally.error(e)
            finally:
                sockets.release(s)
            # Back again after a cut, as a hostile client would, but not in a tight loop.
            sockets.stopped.wait(0.1)
    run_workers(n, worker, seconds, sockets)
    cut = tally.notes.get("answered after", 0)
    answered = sum(tally.statuses.values())
    return Outcome(tally, f"{n} conns to {path}, 1 B / {interval:.0f} s; "
                          + (f"server answered {answered} (after {cut / max(answered, 1):.1f} B on average)"
                             if answered else "none answered or cut by the server"))


# ------------------------------------------------------------------------------------------ 3
def perft_flood(target, seconds, size, connections):
    """Connections asking perft depth 6 of kiwipete (8,031,647,685 leaves: the whole time budget)."""
    sockets, tally = rawhttp.Sockets(), rawhttp.Tally()
    path = f"/v1/perft?fen={q(KIWIPETE)}&depth=6"
    n = scaled(connections, size, 10)
    run_workers(n, request_loop(target, sockets, tally, lambda i, k: ("GET", path, [], None)), seconds, sockets)
    return Outcome(tally, f"{n} conns, kiwipete depth 6")


def winnability_answers(target, fens, sockets, deadline, tally=None, alive=lambda: True):
    """canWin per side (and nodes) of each position; retries shed answers until the deadline."""
    client = rawhttp.Client(target.host, target.port, sockets, timeout=60.0)
    answers = {}
    for fen in fens:
        while time.monotonic() < deadline and alive():
            try:
                r = client.request("GET", f"/v1/winnability?fen={q(fen)}")
            except Exception as e:  # noqa: BLE001
                if tally:
                    tally.error(e)
                if sockets.stopped.is_set():
                    break
                time.sleep(0.2)
                continue
            if tally:
                tally.answer(r)
            if r.status == 200:
                doc = json.loads(r.body)
                answers[fen] = {side: (doc[side]["canWin"], doc[side].get("nodes")) for side in ("white", "black")}
                break
            if r.shed():
                try:
                    wait = float(r.headers.get("retry-after", "1"))
                except ValueError:
                    wait = 1.0
                time.sleep(min(max(wait, 0.05), 0.25))
                continue
            answers[fen] = {"status": r.status}
            break
    client.close()
    return answers


def winnability_flood(target, seconds, size, connections, idle_answers=None):
    """Winnability requests from many connections; with idle answers, every answer is compared.

    Without idle answers the flood asks only positions that use the whole node budget. With them it
    cycles through the check set as well, and every answer that comes back under the flood must say
    what the idle service said (canWin per side); the node counts are reported beside.
    """
    sockets, tally = rawhttp.Sockets(), rawhttp.Tally()
    fens = WINNABILITY_FLOOD if idle_answers is None else WINNABILITY_CHECK
    n = scaled(connections, size, 10)
    lock = threading.Lock()
    flood_answers = {}

    def worker(i):
        client = rawhttp.Client(target.host, target.port, sockets, timeout=60.0)
        k = i
        while not sockets.stopped.is_set():
            fen = fens[k % len(fens)]
            k += 1
            try:
                r = client.request("GET", f"/v1/winnability?fen={q(fen)}", keep_body=idle_answers is not None)
            except Exception as e:  # noqa: BLE001
                if sockets.stopped.is_set():
                    break
                tally.error(e)
                time.sleep(0.05)
                continue
            tally.answer(r)
            if r.status == 200 and idle_answers is not None:
                doc = json.loads(r.body)
                got = {side: (doc[side]["canWin"], doc[side].get("nodes")) for side in ("white", "black")}
                with lock:
                    flood_answers.setdefault(fen, []).append(got)
        client.close()
    run_workers(n, worker, seconds, sockets)
    if idle_answers is None:
        return Outcome(tally, f"{n} conns, {len(fens)} positions that use the whole node budget")
    mismatches, compared, node_changes = [], 0, 0
    for fen in fens:
        idle = idle_answers.get(fen)
        for got in flood_answers.get(fen, []):
            for side in ("white", "black"):
                compared += 1
                if idle is None or idle.get(side, (None,))[0] != got[side][0]:
                    mismatches.append((fen, side, idle and idle.get(side), got[side]))
                elif idle[side][1] != got[side][1]:
                    node_changes += 1
    covered = sum(1 for fen in fens if flood_answers.get(fen))
    failures = [f"winnability under the flood: {len(mismatches)} of {compared} answers differ from idle"] if mismatches else []
    finding = (f"{n} conns over the check set ({len(fens)} positions, {len(WINNABILITY_FLOOD)} of them using the "
               f"whole budget): {compared} answers (side × position) under the flood compared with idle, "
               f"{len(mismatches)} differ, {node_changes} with another node count; {covered} of {len(fens)} positions answered")
    return Outcome(tally, finding, failures, {"mismatches": mismatches, "idle": idle_answers, "flood": flood_answers})


def h2c_streams(target, seconds, size):
    """300 perft streams on one h2c connection (prior knowledge)."""
    streams = scaled(300, size, 100)
    attack = h2c.run_for(target.host, target.port, f"/v1/perft?fen={q(KIWIPETE)}&depth=6", streams, seconds)
    tally = rawhttp.Tally()
    for status, count in attack.statuses.items():
        for _ in range(count):
            tally.answer(rawhttp.Response(status, {}, b"", 0))
    for kind, count in attack.resets.items():
        tally.errors[f"RST {kind}"] += count
    warnings = []
    if attack.settings_seen and attack.max_streams is None:
        warnings.append("h2c on with no stream limit")
    return Outcome(tally, attack.summary(), warnings=warnings)


# ------------------------------------------------------------------------------------------ 4
def accept_language(target, seconds, size):
    """Cheap requests carrying a 999-character Accept-Language; throughput beside the same without it.

    One range of 499 wildcard subtags: the JDK's lookup (Locale.lookupTag) tries every truncation of
    a range with a regular expression each, tens of milliseconds per call.
    """
    header = "a" + "-*" * 499
    path = f"/v1/position?fen={q(START)}"
    n = scaled(16, size, 8)

    def measure(headers, secs):
        sockets, tally = rawhttp.Sockets(), rawhttp.Tally()
        run_workers(n, request_loop(target, sockets, tally, lambda i, k: ("GET", path, headers, None)), secs, sockets)
        return tally, sum(tally.statuses.values()) / secs

    _, plain_rate = measure([], max(1.0, seconds / 5))
    tally, rate = measure([("Accept-Language", header)], seconds)
    warnings = [f"throughput {rate / max(plain_rate, 1e-9):.1%} of the same requests without the header"] \
        if rate < 0.5 * plain_rate else []
    return Outcome(tally, f"{n} conns, header {len(header)} chars: {rate:,.0f} req/s (without it {plain_rate:,.0f} req/s)",
                   warnings=warnings)


# ------------------------------------------------------------------------------------------ 6
def batch_body(root, games):
    lines = []
    with open(os.path.join(root, "src/test/resources/conformance/games.tsv"), encoding="utf-8") as f:
        next(f)
        rows = [ln.rstrip("\n").split("\t") for ln in f]
    rows = [r for r in rows if len(r) > 2 and len(r[2]) > 200][:40]
    for i in range(games):
        r = rows[i % len(rows)]
        lines.append(json.dumps({"fen": r[1], "moves": r[2]}))
    return ("\n".join(lines) + "\n").encode()


class LineCount:
    def __init__(self):
        self.n = 0

    def __call__(self, data):
        self.n += data.count(b"\n")


def batch_send_before_read(target, seconds, size):
    """Clients that send a whole NDJSON batch before reading (as http.client does).

    6,000 games (4.1 MB with a Content-Length) is more than the server and the kernel buffer on
    loopback here: a client still sending when the time is up is in a deadlock (the server no longer
    reads because the client does not read its answers). Then, with those clients gone, a client that
    reads while it sends must get a whole batch: the threads of the stuck ones must have been freed.
    """
    games = 6000
    body = batch_body(target.root, games)
    sockets, tally = rawhttp.Sockets(), rawhttp.Tally()
    n = scaled(8, size, 4)
    head = batch_head(target, len(body))
    # Long enough that a client that is only slow has sent its body (that takes milliseconds when
    # the server reads).
    seconds = max(seconds, 8.0)
    deadline = time.monotonic() + seconds

    def worker(i):
        try:
            s = sockets.connect(target.host, target.port, max(1.0, deadline - time.monotonic()))
        except Exception as e:  # noqa: BLE001
            tally.error(e)
            return
        phase = "sending"
        try:
            s.settimeout(max(0.5, deadline - time.monotonic()))
            s.sendall(head + body)
            phase = "reading"
            s.settimeout(max(0.5, deadline - time.monotonic()))
            status, headers, rest = rawhttp.read_head(s)
            count = LineCount()
            rawhttp.read_body(s, headers, rest, sink=count)
            tally.answer(rawhttp.Response(status, headers, b"", 0))
            if status == 200:
                tally.note("complete" if count.n == games else "incomplete")
        except Exception as e:  # noqa: BLE001
            if isinstance(e, OSError) and time.monotonic() >= deadline - 0.6:
                tally.note(f"stuck {phase}")
            else:
                tally.error(e)
        finally:
            sockets.release(s)
    run_workers(n, worker, seconds + 1.0, sockets)
    stuck_sending = tally.notes.get("stuck sending", 0)
    check_games = 500
    check_body = batch_body(target.root, check_games)
    ok, detail = batch_read_while_sending(target, batch_head(target, len(check_body)), check_body, check_games,
                                          timeout=max(30.0, 4 * seconds))
    failures = [] if ok else [f"batch after the stuck clients left: {detail}"]
    where = ", ".join(f"{k}×{v}" for k, v in sorted(tally.notes.items()))
    finding = (f"{n} clients × {games} games ({len(body) // 1024} KiB) sent before reading: "
               f"{stuck_sending} still sending after {seconds:.0f} s (deadlock)" + (f" [{where}]" if where else "")
               + f"; then a client reading while sending {check_games} games: {detail}")
    warnings = [f"{stuck_sending} clients in a deadlock (must read while sending)"] if stuck_sending else []
    return Outcome(tally, finding, failures, warnings=warnings)


def batch_head(target, length):
    return (f"POST /v1/games HTTP/1.1\r\nHost: {target.host}:{target.port}\r\n"
            f"Content-Type: application/x-ndjson\r\nContent-Length: {length}\r\n\r\n").encode()


def batch_read_while_sending(target, head, body, games, timeout):
    sockets = rawhttp.Sockets()
    try:
        s = sockets.connect(target.host, target.port, timeout)
    except Exception as e:  # noqa: BLE001
        return False, f"no connection ({rawhttp.error_kind(e)})"
    sender = threading.Thread(target=lambda: _send_quietly(s, head + body), daemon=True)
    start = time.monotonic()
    try:
        s.settimeout(timeout)
        sender.start()
        status, headers, rest = rawhttp.read_head(s)
        count = LineCount()
        rawhttp.read_body(s, headers, rest, sink=count)
        ok = status == 200 and count.n == games
        return ok, f"{status}, {count.n} of {games} lines in {time.monotonic() - start:.1f} s"
    except Exception as e:  # noqa: BLE001
        return False, f"{rawhttp.error_kind(e)} after {time.monotonic() - start:.1f} s"
    finally:
        sockets.stop()


def _send_quietly(s, data):
    try:
        s.sendall(data)
    except OSError:
        pass


# ------------------------------------------------------------------------------------------ 7
def no_host(target, seconds, size, server):
    """Requests without a Host header, as fast as a few connections go: the answer and the log."""
    before = server.error_lines()
    sockets, tally = rawhttp.Sockets(), rawhttp.Tally()
    types = set()

    def build(i, k):
        return "GET", f"/v1/position?fen={q(START)}", [], None

    def worker(i):
        client = rawhttp.Client(target.host, target.port, sockets, timeout=10.0)
        while not sockets.stopped.is_set():
            try:
                r = client.request(*build(i, 0)[:2], host=False)
                tally.answer(r)
                types.add(r.headers.get("content-type", "none").split(";")[0])
            except Exception as e:  # noqa: BLE001
                if sockets.stopped.is_set():
                    break
                tally.error(e)
        client.close()
    run_workers(scaled(4, size, 2), worker, seconds, sockets)
    time.sleep(0.5)
    logged = server.error_lines() - before
    n = sum(tally.statuses.values())
    warnings = []
    if types - {"application/problem+json"}:
        warnings.append("answered without a problem document")
    if logged:
        warnings.append(f"{logged} ERROR log lines for {n} requests")
    return Outcome(tally, f"{n} requests: content-type {', '.join(sorted(types)) or '-'}; {logged} ERROR log lines",
                   warnings=warnings)


def idle_connections(target, seconds, size):
    """Many connections that send nothing: how many the server accepts and keeps."""
    want = scaled(2000, size, 500)
    sockets, tally = rawhttp.Sockets(), rawhttp.Tally()
    opened = []
    start = time.monotonic()
    for _ in range(want):
        if time.monotonic() - start > seconds / 2:
            break
        try:
            opened.append(sockets.connect(target.host, target.port, 2.0))
        except Exception as e:  # noqa: BLE001
            tally.error(e)
    sockets.stopped.wait(max(0.5, seconds - (time.monotonic() - start)))
    still_open = 0
    for s in opened:
        try:
            s.setblocking(False)
            data = s.recv(1, 0x40)  # MSG_DONTWAIT
            if data:
                still_open += 1
        except BlockingIOError:
            still_open += 1
        except OSError:
            pass
    sockets.stop()
    warnings = [f"no connection cap at {len(opened)} idle connections"] if still_open == len(opened) == want else []
    return Outcome(tally, f"{len(opened)} idle conns opened, {still_open} still open after "
                          f"{time.monotonic() - start:.0f} s", warnings=warnings)


def partial_headers(target, seconds, size):
    """Connections that send half a request head and wait: is there a header-read timeout?"""
    n = scaled(200, size, 100)
    sockets, tally = rawhttp.Sockets(), rawhttp.Tally()
    opened = []
    for _ in range(n):
        try:
            s = sockets.connect(target.host, target.port, 2.0)
            s.sendall(f"GET /v1/position?fen={q(START)} HTTP/1.1\r\nHost: {target.host}\r\n".encode())
            opened.append(s)
        except Exception as e:  # noqa: BLE001
            tally.error(e)
    start = time.monotonic()
    closed_at = {}
    while time.monotonic() - start < seconds and len(closed_at) < len(opened):
        live = [s for s in opened if s not in closed_at]
        for s in readable(live, 0.25):
            try:
                data = s.recv(65536)
            except OSError:
                data = b""
            if data.startswith(b"HTTP/1."):
                try:
                    tally.statuses[int(data.split(b" ", 2)[1])] += 1
                except (IndexError, ValueError):
                    pass
            closed_at[s] = time.monotonic() - start
    sockets.stop()
    if closed_at:
        first, last = min(closed_at.values()), max(closed_at.values())
        finding = (f"{len(opened)} conns with half a head: {len(closed_at)} closed by the server "
                   f"(after {first:.1f}–{last:.1f} s), {len(opened) - len(closed_at)} open after {seconds:.0f} s")
    else:
        finding = f"{len(opened)} conns with half a head: all still open after {seconds:.0f} s"
    warnings = [] if closed_at else [f"no header-read timeout within {seconds:.0f} s"]
    return Outcome(tally, finding, warnings=warnings)
