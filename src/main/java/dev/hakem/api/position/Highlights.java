package dev.hakem.api.position;

import dev.hakem.api.i18n.Lang;
import dev.hakem.api.i18n.Messages;
import dev.hakem.chess.Move;
import dev.hakem.chess.board.Piece;
import dev.hakem.chess.Position;
import dev.hakem.chess.board.Role;
import dev.hakem.chess.board.Square;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.TreeSet;

/** What a board shows: the targets of the legal moves, by square, and why a piece has none. */
final class Highlights {
    private Highlights() {}

    private static final List<String> PROMOTIONS = List.of(Role.QUEEN.label(), Role.ROOK.label(), Role.BISHOP.label(),
            Role.KNIGHT.label());

    /**
     * Every square with a piece that has a legal move, to its targets (castling: king's destination
     * and rook square), squares in the order a1, b1, ..., h8.
     */
    public static Map<String, List<String>> dests(Position p) {
        Map<Integer, TreeSet<Integer>> bySquare = new TreeMap<>();
        for (Move m : p.legalMoves())
            for (int to : targets(m)) bySquare.computeIfAbsent(m.from(), k -> new TreeSet<>()).add(to);
        Map<String, List<String>> out = new LinkedHashMap<>();
        bySquare.forEach((from, targets) -> out.put(Square.name(from), targets.stream().map(Square::name).toList()));
        return out;
    }

    public static HighlightsReport.Square highlight(Position p, int sq, Lang language) {
        String name = Square.name(sq);
        String checkSquare = p.isCheck() ? Square.name(p.kingSquare(p.turn())) : null;
        Piece piece = p.pieceAt(sq);
        if (piece == null)
            return new HighlightsReport.Square(name, null, null, List.of(), checkSquare, reason("empty_square", language));
        String role = piece.role().label(), color = piece.color().label();
        if (piece.color() != p.turn())
            return new HighlightsReport.Square(name, role, color, List.of(), checkSquare, reason("not_your_turn", language));
        Map<Integer, HighlightsReport.Target> targets = new TreeMap<>();
        for (Move m : p.legalMoves()) {
            if (m.from() != sq) continue;
            String kind = m.capture() != null ? "capture" : "move";
            List<String> promotions = m instanceof Move.Promotion ? PROMOTIONS : null;
            for (int to : targets(m))
                targets.putIfAbsent(to, new HighlightsReport.Target(Square.name(to), kind, promotions));
        }
        HighlightsReport.Reason reason = null;
        if (targets.isEmpty()) reason = reason(p.isCheck() ? "king_in_check" : "piece_cannot_move", language);
        return new HighlightsReport.Square(name, role, color, List.copyOf(targets.values()), checkSquare, reason);
    }

    /**
     * The squares a board accepts for a move: its destination, and for castling also the rook's
     * square (in Chess960 the king's destination may be its own square, which is no target, or
     * the rook's).
     */
    private static int[] targets(Move m) {
        if (!(m instanceof Move.Castle c)) return new int[] {m.to()};
        if (c.to() == c.from() || c.to() == c.rook()) return new int[] {c.rook()};
        return new int[] {c.to(), c.rook()};
    }

    private static HighlightsReport.Reason reason(String code, Lang language) {
        return new HighlightsReport.Reason(code, Messages.text(language, "highlight." + code));
    }
}
