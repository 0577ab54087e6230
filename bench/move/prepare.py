#!/usr/bin/env python3
"""Writes the request bodies and hakem's answers of the /v1/move hot-path benchmark, from a running
hakem (argument 1: its base URL; argument 2: the output directory; argument 3: the PGN directory).

The game: the longest real game of the PGN files (200 plies; none is longer), continued to 301 plies
with legal moves chosen at random (seeded) among those that keep the game going without repeating a
position: the records hold no game of 300 plies. For N in 10, 80 and 300 the request plays ply N:
  whole-N.json   {"moves": the N-1 moves before it, "move": ...}
  resume-N.json  {"resume": the resume point after ply N-1, "move": ...}
and hakem's answers to them, which must be identical for both forms, are stored for the ceiling as
  answers/full-N.json and answers/minimal-N.json (with Prefer: return=minimal)."""
import json, os, random, re, sys, urllib.request

base, out, pgn_dir = sys.argv[1], sys.argv[2], sys.argv[3]
PLIES = (10, 80, 300)
os.makedirs(os.path.join(out, "answers"), exist_ok=True)


def post(path, body, prefer=None):
    headers = {"Content-Type": "application/json"}
    if prefer:
        headers["Prefer"] = prefer
    req = urllib.request.Request(base + path, data=json.dumps(body).encode(), method="POST", headers=headers)
    try:
        with urllib.request.urlopen(req) as r:
            return r.status, r.read()
    except urllib.error.HTTPError as e:
        return e.code, e.read()


def games():
    for name in sorted(os.listdir(pgn_dir)):
        if not name.endswith(".pgn"):
            continue
        text = open(os.path.join(pgn_dir, name), encoding="latin-1").read()
        for i, g in enumerate(re.split(r"\n(?=\[Event )", text)):
            if "[FEN " in g or "[Event " not in g:
                continue
            body = re.sub(r"\{[^}]*\}|\[[^\]]*\]", " ", g)
            n = sum(1 for t in body.split() if not re.fullmatch(r"\d+\.+|1-0|0-1|1/2-1/2|\*", t))
            yield n, name, i + 1, g


candidates = sorted(games(), key=lambda x: -x[0])
rng = random.Random(20261201)
for plies, name, index, text in candidates:
    status, raw = post("/v1/game", {"pgn": text})
    report = json.loads(raw)
    if status != 200 or report["position"]["status"] != "ongoing" or report.get("endPly") is not None:
        continue
    sans = [m["san"] for m in report["moves"]]
    resume, legal = report["resume"], [m["san"] for m in report["position"]["legalMoves"]]
    source = f"{name} game {index} ({len(sans)} plies)"
    while len(sans) < max(PLIES):
        rng.shuffle(legal)
        for san in legal:
            status, raw = post("/v1/move?include=legalMoves", {"resume": resume, "move": san})
            answer = json.loads(raw)
            if status == 200 and answer["position"]["status"] == "ongoing" and answer["position"]["repetitions"] == 1 \
                    and answer["position"]["legalMoves"]:
                sans.append(san)
                resume, legal = answer["resume"], [m["san"] for m in answer["position"]["legalMoves"]]
                break
        else:
            break
    if len(sans) >= max(PLIES):
        break
else:
    sys.exit("no game could be continued to %d plies" % max(PLIES))

info = {"game": source, "continued_to": len(sans), "cases": {}}
for n in PLIES:
    history, move = sans[:n - 1], sans[n - 1]
    status, raw = post("/v1/game", {"moves": history})
    resume = json.loads(raw)["resume"]
    whole = {"moves": history, "move": move, "rules": "fide"}
    resumed = {"resume": resume, "move": move, "rules": "fide"}
    for kind, body in (("whole", whole), ("resume", resumed)):
        with open(os.path.join(out, f"{kind}-{n}.json"), "w") as f:
            json.dump(body, f, separators=(",", ":"))
    for answer, prefer in (("full", None), ("minimal", "return=minimal")):
        s1, a = post("/v1/move", whole, prefer)
        s2, b = post("/v1/move", resumed, prefer)
        if s1 != 200 or a != b:
            sys.exit(f"ply {n} {answer}: the answers after the whole history and after the resume point differ")
        with open(os.path.join(out, "answers", f"{answer}-{n}.json"), "wb") as f:
            f.write(a)
    info["cases"][n] = {
        "request_bytes_whole": len(json.dumps(whole, separators=(",", ":"))),
        "request_bytes_resume": len(json.dumps(resumed, separators=(",", ":"))),
        "resume_moves": len(resume["moves"]),
        "answer_bytes_full": os.path.getsize(os.path.join(out, "answers", f"full-{n}.json")),
        "answer_bytes_minimal": os.path.getsize(os.path.join(out, "answers", f"minimal-{n}.json")),
    }
json.dump(info, open(os.path.join(out, "cases.json"), "w"), indent=1)
print(json.dumps(info))
