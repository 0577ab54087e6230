#!/usr/bin/env python3
"""Writes the seed inputs of the coverage-guided fuzz tests (the @FuzzTest classes, tag "jazzer") from the
conformance cases and the real games in src/test/resources: src/test/resources/<package>/<Class>Inputs/<method>/.
The same files are what every build replays and where fuzzing starts from. Seeds are named seed-*; findings
that fuzzing saves beside them (crash-*, timeout-*) are kept as they are. Run from the project's root."""
import csv, json, os, random, re, sys

R = 'src/test/resources'
rnd = random.Random()

def section(name):
    """Each target's seeds from a generator of their own: adding seeds to one changes no other's."""
    rnd.seed(f'20261203-{name}')
csv.field_size_limit(10**7)

def rows(name):
    with open(f'{R}/conformance/{name}', newline='') as f:
        return list(csv.DictReader(f, delimiter='\t'))

def write(cls, method, seeds):
    d = f'{R}/{cls.replace(".", "/")}Inputs/{method}'
    os.makedirs(d, exist_ok=True)
    for old in os.listdir(d):
        if old.startswith('seed-'): os.remove(os.path.join(d, old))
    for i, s in enumerate(seeds):
        with open(f'{d}/seed-{i:03d}', 'wb') as f:
            f.write(s.encode('utf-8') if isinstance(s, str) else s)
    print(f'{len(seeds):4d} seeds  {d}')

moves = rows('moves.tsv'); status = rows('status.tsv'); games = rows('games.tsv')
sample = lambda xs, n: rnd.sample(xs, min(n, len(xs)))

section('fen')
# FEN: positions of every kind of the cases, the Chess960 ones, and a few written as people write them.
c960 = [l.split(';')[0] for l in open(f'{R}/chess960/positions.txt') if l.strip() and not l.startswith('#')]
fens = [r['fen'] for r in sample(moves, 120)] + [r['fen'] for r in sample(status, 80)] + c960[:30]
# Chess960 starts with their castling rights in both forms: X-FEN's KQkq and Shredder's rook files.
def shredder(fen):
    board, rest = fen.split(' ', 1)
    back = ''.join('.' * int(c) if c.isdigit() else c for c in board.split('/')[-1])
    king, rooks = back.index('K'), [i for i, c in enumerate(back) if c == 'R']
    files = 'abcdefgh'
    right = ''.join(files[r].upper() for r in rooks if r > king) + ''.join(files[r].upper() for r in rooks if r < king)
    return board + ' ' + rest.replace('KQkq', right + right.lower(), 1)
with open(f'{R}/chess960/starts-deep.csv') as f:
    starts = sorted({line.split(',')[1] for line in f if line[0].isdigit()})
for start in sample(starts, 20): fens += [start, shredder(start)]
fens += ['rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq -', 'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1',
         '  8/8/8/8/8/8/8/K6k w - - 0 1  ', '4k3/8/8/8/8/8/8/4K2R w K - 0 1', 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w AHah - 0 1']
write('dev.hakem.chess.FenReaderFuzzTest', 'fen', fens)

section('move')
# Move text: a position and one of its moves, as SAN, UCI and the forms people and programs write.
def variants(san, uci):
    out = [san, uci]
    if san.startswith('O-O'): out += [san.replace('O', '0'), san.lower()]
    elif len(uci) >= 4: out += [uci[:2] + '-' + uci[2:], (san[0] if san[0] in 'NBRQK' else '') + uci[:2] + ('x' if 'x' in san else '-') + uci[2:4] + uci[4:].upper()]
    out += [san + '!?', san.rstrip('+#') + ' ', san.lower()]
    return out
seeds = []
for r in sample(moves, 60):
    sans, ucis = r['san_moves_sorted'].split(), r['uci_moves_sorted'].split()
    if not sans: continue
    i = rnd.randrange(len(sans)); j = rnd.randrange(len(ucis))
    for form in [sans[i], ucis[j]] + variants(sans[i], ucis[j])[2:4]: seeds.append(r['fen'] + '\n' + form)
# The positions with promotions, castling and en passant, each such move in the forms people write.
def forms(san):
    body = san.rstrip('+#')
    if '=' in body:
        sq, piece = body.split('=')
        return [sq + piece, sq + '=' + piece.lower(), sq + '(' + piece + ')', sq + '/' + piece, body + '+']
    if body.startswith('O-O'):
        return [body.replace('O', '0'), body.replace('-', '\u2013').replace('O', '0'), body.lower(), body + '+']
    return [body + ' e.p.', body + 'ep', body + 'e.p.+', body.replace('x', '')]
for tag, mark in (('promotion', '='), ('castle_move', 'O-O'), ('ep_legal', 'x')):
    for r in sample([r for r in moves if tag in r['tags']], 12):
        sans = [m for m in r['san_moves_sorted'].split() if mark in m and (tag != 'ep_legal' or m[0].islower())]
        if sans:
            m = rnd.choice(sans)
            seeds += [r['fen'] + '\n' + f for f in [m] + forms(m)]
seeds += ['e4', 'e2e4', 'Nf3', 'g1f3', 'e2-e4', 'Ng1-f3', 'P-K4', 'exd6 e.p.', 'e8=Q', 'O-O', '0-0-0', 'Ke1g1']
write('dev.hakem.chess.notation.MoveTextFuzzTest', 'move', seeds)

section('pgn')
# PGN: real games whole, and the files of other programs (BOM, CRLF, one line, typography).
games_pgn = []
for name in sorted(os.listdir(f'{R}/pgn')):
    if not name.endswith('.pgn'): continue
    text = open(f'{R}/pgn/{name}', encoding='utf-8', errors='replace').read()
    parts = re.split(r'\n\s*\n(?=\[Event )', text)
    games_pgn += [p.strip() + '\n' for p in parts[:8]]
tools = [open(f'{R}/pgn/tools/{n}', 'rb').read() for n in sorted(os.listdir(f'{R}/pgn/tools'))]
extra = ['1. e4 e5 2. Nf3 (2. f4 exf4 {gambit}) 2... Nc6 $1 3. Bb5 a6 *', '[FEN "8/8/8/8/8/8/8/K6k w - - 0 1"]\n[SetUp "1"]\n\n1. Kb1 *',
         '[Variant "Chess960"]\n[FEN "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9"]\n\n9. g3 *',
         '1. e4 {[%clk 0:03:00]} e5 {[%clk 0:02:59] [%emt 0:00:01]} 1/2-1/2']
write('dev.hakem.chess.pgn.PgnReaderFuzzTest', 'pgn', games_pgn + tools + extra)

section('json')
# JSON bodies: each endpoint's requests, from the games of the cases.
def body(d): return json.dumps(d, ensure_ascii=False, separators=(',', ':'))
seeds = []
for g in sample(games, 40):
    sans = g['moves_san'].split()
    k = rnd.randrange(len(sans)) if sans else 0
    seeds.append('/v1/move\n' + body({'fen': g['start_fen'], 'moves': sans[:k], 'move': sans[k] if k < len(sans) else 'e4'}))
    seeds.append('/v1/game\n' + body({'fen': g['start_fen'], 'moves': ' '.join(sans), 'rules': rnd.choice(['fide', 'online'])}))
for g in sample(games, 15):
    sans = g['moves_san'].split()
    seeds.append('/v1/draw-offer\n' + body({'fen': g['start_fen'], 'moves': sans, 'offers': [{'ply': max(1, len(sans) - 1)}]}))
for r in sample(status, 20):
    seeds.append('/v1/winnability\n' + body({'fen': r['fen']}))
# Games from PGN, and games with each kind of ending event (GameEnd in openapi/openapi.yaml).
for g in games_pgn[:6] + [t.decode('utf-8', 'replace') for t in tools]:
    seeds.append('/v1/game\n' + body({'pgn': g}))
ends = [{'by': 'resignation', 'side': 'white'}, {'by': 'flag', 'side': 'black', 'timeControl': '3+2', 'supervision': 'inadequate'},
        {'by': 'illegal_move', 'side': 'white', 'count': 2, 'answered': False, 'timeControl': '15+10'}, {'by': 'agreement'},
        {'by': 'claim', 'side': 'white', 'claim': 'threefold_repetition', 'timeControl': '90+30'},
        {'by': 'claim', 'side': 'black', 'claim': 'fifty_moves', 'move': 'Nf3'}]
for end, g in zip(ends * 2, sample(games, 12)):
    seeds.append('/v1/game\n' + body({'fen': g['start_fen'], 'moves': g['moves_san'].split()[:30], 'end': end}))
seeds += ['/v1/game\n' + body({'pgn': games_pgn[0], 'end': {'by': 'resignation', 'side': 'black'}}),
          '/v1/game\n' + body({'moves': ['e4', 'e5'], 'flag': 'white', 'lenient': True}),
          '/v1/move\n' + body({'moves': 'e4 e5 Nf3', 'move': 'Nc6', 'include': 'legalMoves'}),
          '/v1/move\n{}', '/v1/game\n[]', '/v1/move\n' + body({'move': 'e4', 'variant': 'chess960', 'fen': c960[0]})]
write('dev.hakem.api.request.JsonBodyFuzzTest', 'body', seeds)

section('resume')
# Resume points: a move, then the resume member.
seeds = []
for r in sample(moves, 30):
    sans, ucis = r['san_moves_sorted'].split(), r['uci_moves_sorted'].split()
    if not sans: continue
    seeds.append(rnd.choice(sans) + '\n' + body({'version': 1, 'ply': rnd.randrange(0, 200), 'fen': r['fen'], 'moves': []}))
    seeds.append(rnd.choice(sans) + '\n' + body({'version': 1, 'ply': 40, 'fen': r['fen'], 'moves': [rnd.choice(ucis)]}))
seeds += ['Nf3\n' + body({'version': 1, 'ply': 0, 'fen': 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1', 'moves': ['g1f3', 'g8f6', 'f3g1', 'f6g8', 'g1f3', 'g8f6', 'f3g1', 'f6g8']}),
          'e4\n' + body({'version': 2, 'ply': 0, 'fen': 'x', 'moves': []}), 'e4\n' + body({'version': 1, 'ply': -1}), 'e4\n[]']
write('dev.hakem.api.request.ResumePointFuzzTest', 'resume', seeds)

section('batch')
# Batches: NDJSON lines of game requests, and PGN bodies of a few games.
seeds = []
for _ in range(12):
    lines = [body({'fen': g['start_fen'], 'moves': ' '.join(g['moves_san'].split()[:12])}) for g in sample(games, rnd.randrange(1, 8))]
    seeds.append('ndjson\n' + rnd.choice(['\n', '\r\n', '\n\n']).join(lines))
small = [g for g in games_pgn if len(g) < 900]
for _ in range(12):
    seeds.append('pgn\n' + rnd.choice(['\n', '\r\n', '\r', '\n\n']).join(sample(small, rnd.randrange(1, 4))))
seeds += [b'pgn\n\xef\xbb\xbf' + tools[0][:2000], 'ndjson\n\n \t\n{}\n', 'pgn\n1. e4 *\n1. d4 *\n']
write('dev.hakem.api.batch.BatchBodyFuzzTest', 'body', seeds)

section('lang')
# Accept-Language: as browsers and clients send it.
headers = ['tr-TR,tr;q=0.9,en-US;q=0.8,en;q=0.7', 'en-US,en;q=0.9', 'tr', 'en', '*', 'de-DE,de;q=0.9,tr;q=0.8',
           'fr-CH, fr;q=0.9, en;q=0.8, de;q=0.7, *;q=0.5', 'tr;q=0, en', 'TR-tr', 'en-GB;q=0.5,tr;q=0.500', 'tr-x-foo,en;q=1.0',
           'zh-Hant-TW,tr;q=0.001', 'en;q=0.8,tr;q=0.8', 'tr,,en', ' tr ; q=0.5 , en;q=0.4', 'tr;q=1.5,en', 'i-klingon,tr',
           ','.join(['de'] * 20) + ',tr', 'x' * 300 + ',tr']
write('dev.hakem.api.i18n.AcceptLanguageFuzzTest', 'header', headers)
