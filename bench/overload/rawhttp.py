"""A small HTTP/1.1 client on plain sockets, and the tally the attacks keep of what came back.

Plain sockets rather than http.client: the attacks need requests it will not send (no Host header,
a body sent a byte at a time, a body sent whole before the answer is read), and every socket must
be registered so that the end of an attack can cut the calls still blocked in it.
"""
import collections
import socket
import threading
import time


class Response:
    def __init__(self, status, headers, body, elapsed):
        self.status = status
        self.headers = headers
        self.body = body
        self.elapsed = elapsed

    def shed(self):
        """An answer that says "not now": 429, or 503 with Retry-After."""
        return self.status == 429 or (self.status == 503 and "retry-after" in self.headers)


class Sockets:
    """Every client socket of an attack, so that stopping it can cut blocked calls at once."""

    def __init__(self):
        self._lock = threading.Lock()
        self._open = set()
        self.stopped = threading.Event()

    def connect(self, host, port, timeout):
        s = socket.create_connection((host, port), timeout=timeout)
        s.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
        with self._lock:
            if self.stopped.is_set():
                s.close()
                raise ConnectionAbortedError("attack stopped")
            self._open.add(s)
        return s

    def release(self, s):
        with self._lock:
            self._open.discard(s)
        try:
            s.close()
        except OSError:
            pass

    def stop(self):
        self.stopped.set()
        with self._lock:
            socks = list(self._open)
            self._open.clear()
        for s in socks:
            try:
                s.shutdown(socket.SHUT_RDWR)
            except OSError:
                pass
            try:
                s.close()
            except OSError:
                pass


def read_head(sock, buf=b""):
    """Reads up to the end of a response head; returns (status, headers, rest of the bytes)."""
    while b"\r\n\r\n" not in buf:
        chunk = sock.recv(65536)
        if not chunk:
            raise ConnectionResetError("closed before the answer's head" if not buf else "closed in the head")
        buf += chunk
        if len(buf) > 1 << 20:
            raise ValueError("answer head over 1 MiB")
    head, rest = buf.split(b"\r\n\r\n", 1)
    lines = head.decode("latin-1").split("\r\n")
    parts = lines[0].split(" ", 2)
    status = int(parts[1])
    headers = {}
    for line in lines[1:]:
        if ":" in line:
            k, v = line.split(":", 1)
            headers[k.strip().lower()] = v.strip()
    return status, headers, rest


def read_body(sock, headers, rest, limit=64 << 20, keep=True, sink=None):
    """Reads the body (Content-Length, chunked or up to the close); returns (body, leftover).

    Keeps at most `limit` bytes of it; with `sink`, hands every piece to it and keeps nothing.
    """
    body = bytearray()
    if sink is not None:
        keep = False

    def more():
        chunk = sock.recv(1 << 20)
        if not chunk:
            raise ConnectionResetError("closed in the body")
        return chunk

    if "chunked" in headers.get("transfer-encoding", "").lower():
        buf = rest
        while True:
            while b"\r\n" not in buf:
                buf += more()
            size_line, buf = buf.split(b"\r\n", 1)
            size = int(size_line.split(b";")[0].strip() or b"0", 16)
            if size == 0:
                # Trailer lines, up to an empty one.
                while True:
                    while b"\r\n" not in buf:
                        buf += more()
                    line, buf = buf.split(b"\r\n", 1)
                    if not line:
                        return bytes(body), buf
            while len(buf) < size + 2:
                buf += more()
            if keep and len(body) < limit:
                body += buf[:size]
            if sink is not None:
                sink(buf[:size])
            buf = buf[size + 2:]
    if "content-length" in headers:
        n = int(headers["content-length"])
        buf = rest
        while len(buf) < n:
            buf += more()
        if sink is not None:
            sink(buf[:n])
        return bytes(buf[:n]) if keep else b"", buf[n:]
    buf = bytearray(rest if keep else b"")
    if sink is not None and rest:
        sink(rest)
    while True:
        chunk = sock.recv(1 << 20)
        if not chunk:
            return bytes(buf), b""
        if sink is not None:
            sink(chunk)
        if keep and len(buf) < limit:
            buf += chunk


class Client:
    """One keep-alive connection; reconnects after the server closed it."""

    def __init__(self, host, port, sockets, timeout=30.0):
        self.host, self.port, self.sockets, self.timeout = host, port, sockets, timeout
        self.sock = None
        self.leftover = b""

    def close(self):
        if self.sock is not None:
            self.sockets.release(self.sock)
            self.sock = None
            self.leftover = b""

    def request(self, method, path, headers=(), body=None, host=True, keep_body=True):
        if self.sock is None:
            self.sock = self.sockets.connect(self.host, self.port, self.timeout)
        lines = [f"{method} {path} HTTP/1.1"]
        if host:
            lines.append(f"Host: {self.host}:{self.port}")
        lines.extend(f"{k}: {v}" for k, v in headers)
        if body is not None:
            lines.append(f"Content-Length: {len(body)}")
        data = ("\r\n".join(lines) + "\r\n\r\n").encode("latin-1") + (body or b"")
        start = time.monotonic()
        try:
            self.sock.sendall(data)
            status, hdrs, rest = read_head(self.sock, self.leftover)
            payload, self.leftover = read_body(self.sock, hdrs, rest, keep=keep_body)
        except BaseException:
            self.close()
            raise
        elapsed = time.monotonic() - start
        if hdrs.get("connection", "").lower() == "close":
            self.close()
        return Response(status, hdrs, payload, elapsed)


def error_kind(exc):
    if isinstance(exc, (socket.timeout, TimeoutError)):
        return "timeout"
    if isinstance(exc, ConnectionRefusedError):
        return "refused"
    if isinstance(exc, (ConnectionResetError, BrokenPipeError, ConnectionAbortedError)):
        return "reset"
    if isinstance(exc, OSError):
        return "oserror"
    return type(exc).__name__


class Tally:
    """What an attack's clients got back: statuses, shed answers with Retry-After, errors."""

    def __init__(self):
        self._lock = threading.Lock()
        self.statuses = collections.Counter()
        self.errors = collections.Counter()
        self.shed = 0
        self.shed_with_retry_after = 0
        self.server_errors = 0
        self.notes = collections.Counter()

    def answer(self, response):
        with self._lock:
            self.statuses[response.status] += 1
            if response.status in (429, 503):
                self.shed += 1
                if "retry-after" in response.headers:
                    self.shed_with_retry_after += 1
            if response.status >= 500 and not response.shed():
                self.server_errors += 1

    def error(self, exc_or_kind):
        kind = exc_or_kind if isinstance(exc_or_kind, str) else error_kind(exc_or_kind)
        with self._lock:
            self.errors[kind] += 1

    def note(self, what, n=1):
        with self._lock:
            self.notes[what] += n

    def answers(self):
        with self._lock:
            parts = [f"{s}×{n}" for s, n in sorted(self.statuses.items())]
            parts += [f"{k}×{n}" for k, n in sorted(self.errors.items())]
        return ", ".join(parts) or "none"
