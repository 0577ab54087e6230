// The peers' side of the comparisons in bench/README.md: the same work as hakem's
// dev.hakem.bench.PeerWorkMain, with chess.js or chessops, timed the same way, one RESULT line.
//
//   node work.mjs replay   chess.js|chessops FILE [--runs N] [--warmup S]
//   node work.mjs position chess.js|chessops [FEN] [--runs N] [--warmup S] [--reports N]
//
// replay: every game of FILE (one game per line, SAN moves separated by spaces) from the
//   standard position, with the verdict after every move: checkmate, stalemate, threefold
//   repetition, insufficient material, fifty/seventy-five moves.
// position: a position report built from the FEN each time (legal moves with SAN and flags,
//   check, mate, stalemate, insufficient material, draw), written as JSON; kiwipete by default.
import { readFileSync } from 'node:fs';
import { chessjsReport, chessopsReport, replayChessjs, replayChessops } from './report.mjs';

const KIWIPETE = 'r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1';

function usage(problem) {
  process.stderr.write(`work.mjs: ${problem}\nusage: node work.mjs replay|position chess.js|chessops [FILE|FEN] [--runs N] [--warmup S] [--reports N]\n`);
  process.exit(2);
}

const [mode, lib, ...rest] = process.argv.slice(2);
if (!['replay', 'position'].includes(mode)) usage(`unknown mode ${mode}`);
if (!['chess.js', 'chessops'].includes(lib)) usage(`unknown library ${lib}`);
let runs = 5, warmup = 5, reports = 2000, operand;
for (let i = 0; i < rest.length; i++) {
  switch (rest[i]) {
    case '--runs': runs = Number(rest[++i]); break;
    case '--warmup': warmup = Number(rest[++i]); break;
    case '--reports': reports = Number(rest[++i]); break;
    default:
      if (operand !== undefined || rest[i].startsWith('--')) usage(`unexpected ${rest[i]}`);
      operand = rest[i];
  }
}
if (!(runs >= 1)) usage('--runs must be at least 1');

const version = JSON.parse(readFileSync(new URL(`./node_modules/${lib}/package.json`, import.meta.url))).version;

const cpuSeconds = () => { const c = process.cpuUsage(); return (c.user + c.system) / 1e6; };

// Runs work() `runs` times after `warmup` seconds of CPU time spent on the same (or ten times that
// by the wall clock, on a busy machine); wall and process CPU seconds per run.
function time(work) {
  const cpuEnd = cpuSeconds() + warmup;
  const wallEnd = process.hrtime.bigint() + BigInt(Math.round(warmup * 10e9));
  while (cpuSeconds() < cpuEnd && process.hrtime.bigint() < wallEnd) work();
  const seconds = [], cpu = [];
  for (let r = 0; r < runs; r++) {
    const c0 = process.cpuUsage();
    const t0 = process.hrtime.bigint();
    work();
    seconds.push(Number(process.hrtime.bigint() - t0) / 1e9);
    const c = process.cpuUsage(c0);
    cpu.push((c.user + c.system) / 1e6);
  }
  return { seconds, cpu };
}

const min = (v) => Math.min(...v);
const median = (v) => {
  const s = [...v].sort((a, b) => a - b);
  const n = s.length;
  return n % 2 ? s[(n - 1) / 2] : (s[n / 2 - 1] + s[n / 2]) / 2;
};

function print(work, items, extra, check, t) {
  const f = (x) => x.toFixed(1);
  console.log(`RESULT side=${lib} work=${work} items=${items} ${extra} runs=${runs} best_per_s=${f(items / min(t.seconds))}`
    + ` median_per_s=${f(items / median(t.seconds))} best_cpu_per_s=${f(items / min(t.cpu))}`
    + ` median_cpu_per_s=${f(items / median(t.cpu))} check=${check} runtime=node-${process.versions.node},${lib}-${version}`);
}

if (mode === 'replay') {
  if (!operand) usage('replay needs a FILE');
  const games = readFileSync(operand, 'utf8').split('\n')
    .filter((l) => l.trim() !== '' && !l.startsWith('#'))
    .map((l) => l.trim().split(/ +/));
  const replay = lib === 'chess.js' ? replayChessjs : replayChessops;
  const replayAll = () => {
    const sum = { mates: 0, stalemates: 0, threefold: 0, plies: 0 };
    for (const g of games) {
      const r = replay(g);
      sum.mates += r.checkmate; sum.stalemates += r.stalemate; sum.threefold += r.threefold; sum.plies += r.plies;
    }
    return sum;
  };
  const check = replayAll();
  const t = time(replayAll);
  print('replay', games.length, `plies=${check.plies}`,
    `mates=${check.mates},stalemates=${check.stalemates},threefold_at_end=${check.threefold}`, t);
} else {
  const fen = operand ?? KIWIPETE;
  const report = lib === 'chess.js' ? chessjsReport : chessopsReport;
  const first = JSON.parse(report(fen));
  const bytes = Buffer.byteLength(report(fen));
  let sink = 0;
  const t = time(() => { for (let i = 0; i < reports; i++) sink += report(fen).length; });
  print('position', reports, `bytes=${bytes}`, `legal_moves=${first.legalMoves.length}`, t);
  if (sink === 42) console.log();
}
