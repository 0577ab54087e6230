#!/usr/bin/env python3
"""Writes the soak test's request mix: one request a line, 'PATH<TAB>JSON', built from real games.

Usage: make-requests.py OUT_FILE COUNT SEED PGN_FILE...

Every request comes from a game of the PGN files, read with no chess knowledge: the main line's
tokens as written. What each kind of request is meant to get:

  game          POST /v1/game, a prefix of a game (0 plies to all of it): 200
  game-string   the same prefix as one string with move numbers: 200
  game-pgn      the whole game as PGN text (tags, comments and all): 200, or 400 for a broken record
  game-flag     a prefix with a flag fall: 200
  move          POST /v1/move, a prefix and the game's next move: 200 (422 game_over past the end)
  move-illegal  a prefix and a move taken from elsewhere in the game: mostly 422
  move-ambiguous a prefix and the next move with its disambiguation dropped (Nbd2 -> Nd2): 422
  game-broken   a prefix with one move replaced by a token no reader takes: 422
Any of them under the online rules at times (rules "online"), and some lenient.

The games are as published: a few records hold a wrong move, which makes a "200" request a 422.
The test fails on 5xx only, so that does no harm; the mix is printed so the counts can be read.
"""
import json
import random
import re
import sys

WEIGHTS = [("game", 22), ("game-string", 8), ("game-pgn", 5), ("game-flag", 5), ("move", 35),
           ("move-illegal", 10), ("move-ambiguous", 8), ("game-broken", 7)]
RESULT = re.compile(r"^(1-0|0-1|1/2-1/2|\*)$")
MOVE_NUMBER = re.compile(r"^\d+\.+")
DISAMBIGUATED = re.compile(r"^([NBRQK])([a-h]|[1-8]|[a-h][1-8])(x?[a-h][1-8].*)$")


def games(text):
    """(pgn text, main-line tokens) for each game: tags, then movetext up to the next tag section."""
    chunks = re.split(r"\n\s*\n(?=\[)", text.replace("\r\n", "\n"))
    for chunk in chunks:
        chunk = chunk.strip()
        if not chunk:
            continue
        movetext = "\n".join(line for line in chunk.split("\n") if not line.startswith("["))
        tokens = main_line(movetext)
        if tokens:
            yield chunk, tokens


def main_line(movetext):
    movetext = re.sub(r"\{[^}]*\}", " ", movetext)
    movetext = re.sub(r";[^\n]*", " ", movetext)
    while True:  # innermost variations first, until none is left
        stripped = re.sub(r"\([^()]*\)", " ", movetext)
        if stripped == movetext:
            break
        movetext = stripped
    out = []
    for token in movetext.split():
        token = MOVE_NUMBER.sub("", token)
        if not token or token.startswith("$") or RESULT.match(token):
            continue
        out.append(token)
    return out


def main():
    out_path, count, seed, files = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), sys.argv[4:]
    rnd = random.Random(seed)
    all_games = []
    for path in files:
        with open(path, encoding="utf-8", errors="replace") as f:
            all_games.extend(games(f.read()))
    if not all_games:
        sys.exit("no games in " + " ".join(files))
    kinds = [k for k, w in WEIGHTS for _ in range(w)]
    made = {}
    with open(out_path, "w", encoding="utf-8") as out:
        for _ in range(count):
            pgn, tokens = rnd.choice(all_games)
            kind = rnd.choice(kinds)
            path, body = request(rnd, kind, pgn, tokens)
            if body is None:  # no disambiguated move in this game: a plain move request instead
                kind = "move"
                path, body = request(rnd, kind, pgn, tokens)
            if rnd.random() < 0.25:
                body["rules"] = "online"
            if rnd.random() < 0.1 and "pgn" not in body:
                body["lenient"] = True
            made[kind] = made.get(kind, 0) + 1
            out.write(path + "\t" + json.dumps(body, separators=(",", ":")) + "\n")
    print("%d requests from %d games: %s" % (count, len(all_games),
                                            ", ".join("%s %d" % (k, made[k]) for k in sorted(made))))


def request(rnd, kind, pgn, tokens):
    n = len(tokens)
    if kind == "game":
        return "/v1/game", {"moves": tokens[:rnd.randint(0, n)]}
    if kind == "game-string":
        prefix = tokens[:rnd.randint(0, n)]
        text = " ".join(("%d. " % (i // 2 + 1) if i % 2 == 0 else "") + t for i, t in enumerate(prefix))
        return "/v1/game", {"moves": text}
    if kind == "game-pgn":
        return "/v1/game", {"pgn": pgn}
    if kind == "game-flag":
        return "/v1/game", {"moves": tokens[:rnd.randint(0, n)], "flag": rnd.choice(["white", "black"])}
    if kind == "move":
        k = rnd.randint(0, n - 1)
        return "/v1/move", {"moves": tokens[:k], "move": tokens[k]}
    if kind == "move-illegal":
        k = rnd.randint(0, n - 1)
        return "/v1/move", {"moves": tokens[:k], "move": rnd.choice(tokens)}
    if kind == "move-ambiguous":
        at = [i for i, t in enumerate(tokens) if DISAMBIGUATED.match(t)]
        if not at:
            return None, None
        k = rnd.choice(at)
        m = DISAMBIGUATED.match(tokens[k])
        return "/v1/move", {"moves": tokens[:k], "move": m.group(1) + m.group(3)}
    if kind == "game-broken":
        broken = list(tokens)
        broken[rnd.randrange(n)] = rnd.choice(["Zz9", "e9", "Kx", "O-O-O-O", "Nf3+!!?x", "h"])
        return "/v1/game", {"moves": broken}
    raise ValueError(kind)


if __name__ == "__main__":
    main()
