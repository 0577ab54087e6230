#!/usr/bin/env python3
"""Rewrites the examples of openapi.yaml (the block at the end of the file, components/examples) with real
answers from a running service (default http://localhost:8080). The rest of the file is maintained by hand
and left as it is. Review the diff before committing: the file is the published contract."""
import json, sys, urllib.error, urllib.parse, urllib.request
import yaml

base = sys.argv[1] if len(sys.argv) > 1 else "http://localhost:8080"
START = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
MARKER = "  # Real answers, written by openapi/refresh.py"


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


def call_batch(body, content_type="application/x-ndjson", path="/v1/games", **query):
    """POST /v1/games (or another batch): the answer lines (each a JSON document) or the problem of the whole request."""
    url = base + path + ("?" + urllib.parse.urlencode(query) if query else "")
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


TOO_MANY = ["Nf3", "Nf6", "Ng1", "Ng8"] * 501
batch_lines = trim(call_batch('{"moves": "f3 e5 g4 Qh4#"}\n{"moves": "e4 e5 Ke3"}\n'))
winnability_lines = call_batch('{"fen": "8/8/8/4k3/8/8/2N5/4K3 w - - 0 1", "side": "white"}\n'
                               '{"fen": "8/8/8/4k3/8/8/2N5/4K3 w - - 0 1", "side": "red"}\n', path="/v1/winnability")
# By example name (as the operations refer to them): a summary and the answer.
examples = {
    "getPerft200": ("the start position to depth 2", call("GET", "/v1/perft", fen=START, depth=2)),
    "getPerft400": ("a depth beyond the maximum", call("GET", "/v1/perft", fen=START, depth=9)),
    # A count that runs past its budget takes 30 s of CPU: written as the service words it.
    "getPerft422": ("a count past its time budget", {
        "type": "urn:hakem:problem:perft-budget-exceeded", "title": "Perft budget exceeded", "status": 422,
        "detail": "the count did not finish within 30 s; ask for a smaller depth", "instance": "/v1/perft",
        "code": "perft_budget_exceeded"}),
    "getPosition200": ("an ongoing position (legal moves shortened)",
                       trim(call("GET", "/v1/position", fen="7k/8/8/8/8/8/6PP/6K1 w - - 0 1"))),
    "getPosition400": ("a FEN with two faults", call(
        "GET", "/v1/position", fen="rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBN w KQkq e4 0 1")),
    "postPosition200": ("insufficient material under the online rules (legal moves shortened)",
                        trim(call("POST", "/v1/position", {"fen": "8/8/8/8/8/5k2/8/5K1N w - - 0 1", "rules": "online"}))),
    "postPosition400": ("an unknown rule set", call("POST", "/v1/position", {"fen": START, "rules": "blitz"})),
    "postGame200": ("a threefold repetition under the online rules (lists shortened)",
                    trim(call("POST", "/v1/game", {"moves": "Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1 Ng8", "rules": "online"}))),
    "postGame200Pgn": ("the game as PGN", call_text(
        "POST", "/v1/game", {"pgn": "[Event \"Casual\"]\n[Result \"0-1\"]\n\n1. f3 e5 2. g4 Qh4# 0-1"},
        "application/x-chess-pgn")),
    "postGame400": ("a body that is not JSON", call("POST", "/v1/game", b'{"moves": [')),
    "postGame413": ("more moves than the limit", call("POST", "/v1/game", {"moves": TOO_MANY})),
    "postGame422": ("an illegal move", call("POST", "/v1/game", {"moves": ["e4", "e5", "Ke3"]})),
    "postMove200": ("a knight move (legal moves shortened)",
                    trim(call("POST", "/v1/move", {"moves": ["e4", "e5"], "move": "g1f3"}))),
    "postMove400": ("an unknown rule set", call("POST", "/v1/move", {"moves": ["e4"], "move": "e5", "rules": "uscf"})),
    "postMove413": ("a history longer than the limit", call("POST", "/v1/move", {"moves": TOO_MANY, "move": "e4"})),
    "postMove422": ("a move after mate", call("POST", "/v1/move", {"moves": ["f3", "e5", "g4", "Qh4#"], "move": "e4"})),
    "getWinnability200": ("a dead position", call("GET", "/v1/winnability", fen="8/8/8/4k3/8/8/2N5/4K3 w - - 0 1")),
    "getWinnability400": ("a FEN without kings", call("GET", "/v1/winnability", fen="8/8/8/8/8/8/8/8 w - - 0 1")),
    "postWinnability200": ("a pawn wall", call("POST", "/v1/winnability",
                                               {"fen": "4k3/8/8/p1p1p1p1/P1P1P1P1/8/8/4K3 w - - 0 1"})),
    "postWinnability400": ("moves that are neither a list nor a string", call(
        "POST", "/v1/winnability", {"fen": "4k3/8/8/8/8/8/8/4K3 w - - 0 1", "moves": 3})),
    "postWinnability413": ("more moves than the limit", call("POST", "/v1/winnability", {"moves": TOO_MANY})),
    "postWinnability422": ("an illegal move", call("POST", "/v1/winnability", {"moves": ["e4", "e5", "Ke3"]})),
    # A batch's answer as its lines, an array (as the media type's schema reads the whole stream).
    "postWinnabilityBatch200": ("the lines of the answer to two questions, one that named its side and one with an"
                                " unknown side", winnability_lines[:2]),
    "getTimeControl200": ("5+3", call("GET", "/v1/time-control", control="5+3")),
    "getTimeControl400": ("an increment out of range", call("GET", "/v1/time-control", base=300, increment=3601)),
    "postDrawOffer200": ("an offer of the opponent stands", call(
        "POST", "/v1/draw-offer", {"moves": "e4 e5 Nf3", "offers": [{"ply": 2, "by": "white"}]})),
    "postDrawOffer400": ("an offer by a side that is not one", call(
        "POST", "/v1/draw-offer", {"offers": [{"ply": 0, "by": "red"}]})),
    "postDrawOffer413": ("more moves than the limit", call("POST", "/v1/draw-offer", {"moves": TOO_MANY})),
    "postDrawOffer422": ("a second offer in one position", call(
        "POST", "/v1/draw-offer", {"moves": "Nf3 Nf6 Ng1 Ng8 e4", "offers": [{"ply": 0, "by": "white"},
                                                                              {"ply": 4, "by": "white"}]})),
    "getHighlights200": ("the king before castling", call(
        "GET", "/v1/position/highlights", fen="r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", square="e1")),
    "getHighlights200Dests": ("every movable piece", call(
        "GET", "/v1/position/highlights", fen="7k/8/8/8/8/8/6PP/6K1 w - - 0 1")),
    "getHighlights400": ("a square that is not one", call("GET", "/v1/position/highlights", fen=START, square="e9")),
    "postGames200": ("the lines of the answer to two games, one adjudicated and one refused", batch_lines[:2]),
    "postGames400": ("an empty batch", call_batch("\n\n")),
    # A body over 256 MiB is not worth sending for an example: written as the service words it.
    "postGames413": ("a body over the batch limit", {
        "type": "urn:hakem:problem:body-too-large", "title": "Request body too large", "status": 413,
        "detail": "the batch body has 300000000 bytes; at most 268435456 are accepted (hakem.batch.max-body-size)",
        "instance": "/v1/games", "code": "body_too_large"}),
    "postGames415": ("a JSON body", call_batch('{"moves": "e4"}', "application/json")),
}

path = __file__.rsplit("/", 1)[0] + "/openapi.yaml"
with open(path) as f:
    text = f.read()
head = text[:text.index(MARKER)]
block = {name: {"summary": summary, "value": value} for name, (summary, value) in examples.items()}
dumped = yaml.safe_dump({"examples": block}, sort_keys=False, allow_unicode=True, width=110)
with open(path, "w") as f:
    f.write(head + MARKER + "; edit that script, not this block.\n"
            + "".join("  " + line + "\n" for line in dumped.splitlines()))

doc = yaml.safe_load(head + MARKER + "\n" + "".join("  " + line + "\n" for line in dumped.splitlines()))
used = {m["$ref"].rsplit("/", 1)[1] for p in doc["paths"].values() for op in p.values()
        for r in op["responses"].values() for media in r.get("content", {}).values()
        for m in media.get("examples", {}).values()}
print("examples not referred to:", sorted(set(examples) - used) or "none")
print("examples referred to but not written:", sorted(used - set(examples)) or "none")
