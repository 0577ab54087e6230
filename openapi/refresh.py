#!/usr/bin/env python3
"""Rewrites openapi.yaml from a running service (default http://localhost:8080): the served
document plus real example answers for every endpoint and error. Review the diff before
committing: the file is the published contract, and OpenApiContractTest holds the service to it."""
import json, sys, urllib.error, urllib.parse, urllib.request
import yaml

base = sys.argv[1] if len(sys.argv) > 1 else "http://localhost:8080"
START = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"


def call(method, path, body=None, **query):
    url = base + path + ("?" + urllib.parse.urlencode(query) if query else "")
    data = body if isinstance(body, bytes) else None if body is None else json.dumps(body).encode()
    req = urllib.request.Request(url, data=data, method=method, headers={"Content-Type": "application/json"})
    try:
        with urllib.request.urlopen(req) as r:
            return json.load(r)
    except urllib.error.HTTPError as e:
        return json.load(e)


def call_text(method, path, body, accept):
    req = urllib.request.Request(base + path, data=json.dumps(body).encode(), method=method,
                                 headers={"Content-Type": "application/json", "Accept": accept})
    with urllib.request.urlopen(req) as r:
        return r.read().decode()


def call_batch(body, content_type="application/x-ndjson", **query):
    """POST /v1/games: the answer lines (each a JSON document) or the problem of the whole request."""
    url = base + "/v1/games" + ("?" + urllib.parse.urlencode(query) if query else "")
    req = urllib.request.Request(url, data=body.encode(), method="POST", headers={"Content-Type": content_type})
    try:
        with urllib.request.urlopen(req) as r:
            return [json.loads(line) for line in r.read().decode().splitlines() if line]
    except urllib.error.HTTPError as e:
        return json.load(e)


def trim(report):
    """Shortens long move lists in examples."""
    if isinstance(report, dict):
        for k, v in report.items():
            if k in ("legalMoves", "moves") and isinstance(v, list) and len(v) > 3:
                report[k] = v[:3]
            else:
                trim(v)
    return report


spec = yaml.safe_load(urllib.request.urlopen(base + "/q/openapi").read())
spec["info"]["description"] = (
    "hakem adjudicates chess: legal moves, positions, whole games and the rules' verdicts under two rule sets, "
    "`fide` (the FIDE Laws, default) and `online`. Errors are RFC 9457 problem details "
    "(application/problem+json) with a stable `code`; an invalid FEN lists every problem in `errors`; an illegal "
    "move names its `ply`, the position before it (`fen`), a `reason` and the legal moves of that piece.")

examples = {
    ("/v1/perft", "get", "200"): call("GET", "/v1/perft", fen=START, depth=2),
    ("/v1/perft", "get", "400"): call("GET", "/v1/perft", fen=START, depth=9),
    ("/v1/perft", "get", "422"): {"type": "urn:hakem:problem:perft-budget-exceeded", "title": "Perft budget exceeded",
                                  "status": 422, "detail": "the count did not finish within 30 s; ask for a smaller depth",
                                  "instance": "/v1/perft", "code": "perft_budget_exceeded"},
    ("/v1/position", "get", "200"): trim(call("GET", "/v1/position", fen="7k/8/8/8/8/8/6PP/6K1 w - - 0 1")),
    ("/v1/position", "get", "400"): call("GET", "/v1/position", fen="rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBN w KQkq e4 0 1"),
    ("/v1/position", "post", "200"): trim(call("POST", "/v1/position", {"fen": "8/8/8/8/8/5k2/8/5K1N w - - 0 1", "rules": "online"})),
    ("/v1/position", "post", "400"): call("POST", "/v1/position", {"fen": START, "rules": "blitz"}),
    ("/v1/game", "post", "200"): trim(call("POST", "/v1/game", {"moves": "Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1 Ng8", "rules": "online"})),
    ("/v1/game", "post", "400"): call("POST", "/v1/game", b'{"moves": ['),
    ("/v1/game", "post", "413"): {"type": "urn:hakem:problem:too-many-moves", "title": "Too many moves", "status": 413,
                                  "detail": "at most 2000 moves are accepted in one request", "instance": "/v1/game",
                                  "code": "too_many_moves"},
    ("/v1/game", "post", "422"): call("POST", "/v1/game", {"moves": ["e4", "e5", "Ke3"]}),
    ("/v1/move", "post", "200"): trim(call("POST", "/v1/move", {"moves": ["e4", "e5"], "move": "g1f3"})),
    ("/v1/move", "post", "400"): call("POST", "/v1/move", {"moves": ["e4"], "move": "e5", "rules": "uscf"}),
    ("/v1/move", "post", "413"): {"type": "urn:hakem:problem:too-many-moves", "title": "Too many moves", "status": 413,
                                  "detail": "at most 2000 moves are accepted in one request", "instance": "/v1/move",
                                  "code": "too_many_moves"},
    ("/v1/move", "post", "422"): call("POST", "/v1/move", {"moves": ["f3", "e5", "g4", "Qh4#"], "move": "e4"}),
    ("/v1/winnability", "get", "200"): call("GET", "/v1/winnability", fen="8/8/8/4k3/8/8/2N5/4K3 w - - 0 1"),
    ("/v1/winnability", "get", "400"): call("GET", "/v1/winnability", fen="8/8/8/8/8/8/8/8 w - - 0 1"),
    ("/v1/winnability", "post", "200"): call("POST", "/v1/winnability", {"fen": "4k3/8/8/p1p1p1p1/P1P1P1P1/8/8/4K3 w - - 0 1"}),
    ("/v1/winnability", "post", "400"): call("POST", "/v1/winnability", {"fen": "4k3/8/8/8/8/8/8/4K3 w - - 0 1", "moves": 3}),
    ("/v1/winnability", "post", "413"): {"type": "urn:hakem:problem:too-many-moves", "title": "Too many moves",
                                         "status": 413, "detail": "at most 2000 moves are accepted in one request",
                                         "instance": "/v1/winnability", "code": "too_many_moves"},
    ("/v1/winnability", "post", "422"): call("POST", "/v1/winnability", {"moves": ["e4", "e5", "Ke3"]}),
    ("/v1/time-control", "get", "200"): call("GET", "/v1/time-control", control="5+3"),
    ("/v1/time-control", "get", "400"): call("GET", "/v1/time-control", base=300, increment=3601),
    ("/v1/draw-offer", "post", "200"): call("POST", "/v1/draw-offer", {"moves": "e4 e5 Nf3",
                                                                       "offers": [{"ply": 2, "by": "white"}]}),
    ("/v1/draw-offer", "post", "400"): call("POST", "/v1/draw-offer", {"offers": [{"ply": 0, "by": "red"}]}),
    ("/v1/draw-offer", "post", "413"): {"type": "urn:hakem:problem:too-many-moves", "title": "Too many moves",
                                        "status": 413, "detail": "at most 2000 moves are accepted in one request",
                                        "instance": "/v1/draw-offer", "code": "too_many_moves"},
    ("/v1/draw-offer", "post", "422"): call("POST", "/v1/draw-offer", {"moves": "Nf3 Nf6 Ng1 Ng8 e4",
                                                                       "offers": [{"ply": 0, "by": "white"},
                                                                                  {"ply": 4, "by": "white"}]}),
    ("/v1/position/highlights", "get", "200"): call("GET", "/v1/position/highlights",
                                                    fen="r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", square="e1"),
    ("/v1/position/highlights", "get", "400"): call("GET", "/v1/position/highlights", fen=START, square="e9"),
    ("/v1/games", "post", "400"): call_batch("\n\n"),
    ("/v1/games", "post", "413"): {"type": "urn:hakem:problem:body-too-large", "title": "Request body too large",
                                   "status": 413, "detail": "the batch body has 300000000 bytes; at most 268435456 are "
                                   "accepted (hakem.batch.max-body-size)", "instance": "/v1/games",
                                   "code": "body_too_large"},
    ("/v1/games", "post", "415"): call_batch('{"moves": "e4"}', "application/json"),
}
batch_lines = trim(call_batch('{"moves": "f3 e5 g4 Qh4#"}\n{"moves": "e4 e5 Ke3"}\n'))
examples[("/v1/games", "post", "200")] = batch_lines
# Examples in another media type than JSON, by (path, method, status, media type).
text_examples = {
    ("/v1/game", "post", "200", "application/x-chess-pgn"): call_text(
        "POST", "/v1/game", {"pgn": "[Event \"Casual\"]\n[Result \"0-1\"]\n\n1. f3 e5 2. g4 Qh4# 0-1"},
        "application/x-chess-pgn"),
    ("/v1/games", "post", "200", "application/x-ndjson"): "".join(
        json.dumps(line, separators=(",", ":")) + "\n" for line in batch_lines),
}
for (path, method, status), value in examples.items():
    op = spec["paths"][path][method]
    for name, media in op["responses"][status].get("content", {}).items():
        media["example"] = text_examples.get((path, method, status, name), value)
missing_media = [(p, m, s, t) for p, ops in spec["paths"].items() for m, op in ops.items()
                 for s, r in op["responses"].items() for t in r.get("content", {})
                 if "json" not in t and (p, m, s, t) not in text_examples]
if missing_media:
    print("no example for media type:", missing_media)

header = ("# The published contract of the hakem HTTP API. OpenApiContractTest checks that the service serves the\n"
          "# same paths, operations, parameters, status codes and schemas at /q/openapi; examples are real answers\n"
          "# (refresh.py rewrites this file from a running service).\n")
with open(__file__.rsplit("/", 1)[0] + "/openapi.yaml", "w") as f:
    f.write(header + yaml.safe_dump(spec, sort_keys=False, allow_unicode=True, width=110))
missing = [(p, m, s) for p, ops in spec["paths"].items() for m, op in ops.items() for s in op["responses"]
           if (p, m, s) not in examples]
print("no example for:", missing if missing else "none")
