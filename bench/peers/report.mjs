// What the peers compute for the comparisons: a game replayed from SAN with a verdict after every
// move, and a position report (legal moves with SAN and flags, and the position's status) as JSON.
import { Chess as ChessJs } from 'chess.js';
import { Chess } from 'chessops/chess';
import { makeFen, parseFen } from 'chessops/fen';
import { makeSan, parseSan } from 'chessops/san';
import { makeSquare } from 'chessops/util';

// ------------------------------------------------------------------ replay

// chess.js keeps the history and its repetition counts itself; move() also writes the move's SAN.
export function replayChessjs(sans) {
  const chess = new ChessJs();
  let over = false, mate = false, stalemate = false, threefold = false;
  for (const san of sans) {
    chess.move(san); // throws on an illegal or unreadable move
    mate = chess.isCheckmate();
    stalemate = chess.isStalemate();
    threefold = chess.isThreefoldRepetition();
    over = chess.isInsufficientMaterial() || chess.isDraw() || mate;
  }
  return { plies: sans.length, checkmate: mate ? 1 : 0, stalemate: stalemate ? 1 : 0, threefold: threefold ? 1 : 0, over };
}

// chessops has no history: repetitions are counted here by the FEN without clocks (what a
// chessops user writes), reset at every capture or pawn move as the half-move clock says.
export function replayChessops(sans) {
  const pos = Chess.default();
  let seen = new Map([[makeFen(pos.toSetup(), { epd: true }), 1]]);
  let outcome, threefold = false, fifty = false, seventyFive = false, fivefold = false, insufficient = false;
  for (const san of sans) {
    const move = parseSan(pos, san);
    if (!move) throw new Error(`illegal or unreadable move ${san} in ${makeFen(pos.toSetup())}`);
    pos.play(move);
    if (pos.halfmoves === 0) seen = new Map();
    const key = makeFen(pos.toSetup(), { epd: true });
    const times = (seen.get(key) ?? 0) + 1;
    seen.set(key, times);
    outcome = pos.outcome(); // checkmate, stalemate, insufficient material
    insufficient = pos.isInsufficientMaterial();
    threefold = times >= 3;
    fivefold = times >= 5;
    fifty = pos.halfmoves >= 100;
    seventyFive = pos.halfmoves >= 150;
  }
  const mate = outcome !== undefined && outcome.winner !== undefined;
  const stalemate = outcome !== undefined && !mate && !insufficient;
  return { plies: sans.length, checkmate: mate ? 1 : 0, stalemate: stalemate ? 1 : 0, threefold: threefold ? 1 : 0,
    over: outcome !== undefined || fivefold || seventyFive || fifty };
}

// ------------------------------------------------------------------ position report

const ROLE = { p: 'pawn', n: 'knight', b: 'bishop', r: 'rook', q: 'queen', k: 'king' };

export function chessjsReport(fen) {
  const chess = new ChessJs(fen);
  const legalMoves = chess.moves({ verbose: true })
    .map((m) => ({
      uci: m.lan, san: m.san, from: m.from, to: m.to, piece: ROLE[m.piece],
      capture: m.captured ? ROLE[m.captured] : null, promotion: m.promotion ? ROLE[m.promotion] : null,
      castling: m.flags.includes('k') ? 'kingside' : m.flags.includes('q') ? 'queenside' : null,
      enPassant: m.flags.includes('e'), check: m.san.endsWith('+'), checkmate: m.san.endsWith('#'),
    }))
    .sort((a, b) => (a.uci < b.uci ? -1 : a.uci > b.uci ? 1 : 0));
  const checkmate = chess.isCheckmate();
  const stalemate = chess.isStalemate();
  return JSON.stringify({
    fen: chess.fen(), turn: chess.turn() === 'w' ? 'white' : 'black', check: chess.inCheck(), checkmate, stalemate,
    status: checkmate ? 'checkmate' : stalemate ? 'stalemate' : chess.isDraw() ? 'draw' : 'ongoing',
    insufficientMaterial: chess.isInsufficientMaterial(), threefoldRepetition: chess.isThreefoldRepetition(),
    fiftyMoves: chess.isDrawByFiftyMoves(), legalMoves,
  });
}

const PROMOTIONS = ['queen', 'rook', 'bishop', 'knight'];

export function chessopsReport(fen) {
  const pos = Chess.fromSetup(parseFen(fen).unwrap()).unwrap();
  const ctx = pos.ctx();
  const legalMoves = [];
  for (const [from, dests] of pos.allDests(ctx)) {
    const piece = pos.board.get(from);
    for (const to of dests) {
      const target = pos.board.get(to);
      const castle = piece.role === 'king' && target?.color === piece.color;
      const enPassant = piece.role === 'pawn' && to === pos.epSquare;
      const last = piece.role === 'pawn' && (to >> 3 === 7 || to >> 3 === 0);
      for (const promotion of last ? PROMOTIONS : [undefined]) {
        const move = { from, to, promotion };
        const san = makeSan(pos, move);
        // chessops writes castling as the king taking its own rook; reports give the king's square.
        const kingTo = castle ? (to > from ? from + 2 : from - 2) : to;
        legalMoves.push({
          uci: makeSquare(from) + makeSquare(kingTo) + (promotion ? (promotion === 'knight' ? 'n' : promotion[0]) : ''),
          san, from: makeSquare(from), to: makeSquare(kingTo), piece: piece.role,
          capture: castle ? null : enPassant ? 'pawn' : target?.role ?? null, promotion: promotion ?? null,
          castling: castle ? (to > from ? 'kingside' : 'queenside') : null, enPassant,
          check: san.endsWith('+'), checkmate: san.endsWith('#'),
        });
      }
    }
  }
  legalMoves.sort((a, b) => (a.uci < b.uci ? -1 : a.uci > b.uci ? 1 : 0));
  const outcome = pos.outcome(ctx);
  const checkmate = pos.isCheckmate(ctx), stalemate = pos.isStalemate(ctx);
  return JSON.stringify({
    fen: makeFen(pos.toSetup()), turn: pos.turn, check: pos.isCheck(), checkmate, stalemate,
    status: checkmate ? 'checkmate' : stalemate ? 'stalemate' : outcome ? 'draw' : 'ongoing',
    insufficientMaterial: pos.isInsufficientMaterial(), threefoldRepetition: false, fiftyMoves: pos.halfmoves >= 100,
    legalMoves,
  });
}
