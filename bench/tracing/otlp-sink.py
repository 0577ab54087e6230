#!/usr/bin/env python3
"""An OTLP/HTTP sink for bench/tracing/run.sh: answers every export (POST /v1/traces, protobuf) with 200
and an empty ExportTraceServiceResponse, and counts the exports and their bytes (printed on SIGTERM).

    python3 otlp-sink.py PORT
"""
import signal
import sys
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

counts = {"exports": 0, "bytes": 0}
lock = threading.Lock()


class Sink(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"

    def do_POST(self):
        length = int(self.headers.get("Content-Length") or 0)
        self.rfile.read(length)
        with lock:
            counts["exports"] += 1
            counts["bytes"] += length
        self.send_response(200)
        self.send_header("Content-Type", "application/x-protobuf")
        self.send_header("Content-Length", "0")
        self.end_headers()

    def log_message(self, *args):
        pass


def main():
    server = ThreadingHTTPServer(("127.0.0.1", int(sys.argv[1])), Sink)

    def stop(*_):
        print(f"exports {counts['exports']} bytes {counts['bytes']}", flush=True)
        threading.Thread(target=server.shutdown).start()

    signal.signal(signal.SIGTERM, stop)
    server.serve_forever()


if __name__ == "__main__":
    main()
