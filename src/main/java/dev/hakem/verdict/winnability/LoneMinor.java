package dev.hakem.verdict.winnability;

import dev.hakem.chess.board.Attacks;
import dev.hakem.chess.board.Bitboards;
import dev.hakem.chess.board.Board;
import dev.hakem.chess.board.Color;
import dev.hakem.chess.board.Role;
import dev.hakem.chess.text.Phrase;

/**
 * Without pawns, a king and one knight or bishop against a king and one other piece: whether a
 * checkmate by the minor piece can exist at all, decided once per material by listing every
 * picture. The material can only shrink (no pawns, so no promotion), so when no picture exists
 * for this material or less, none is ever reachable.
 *
 * <p>A mate picture has the loser's king on k, the checker on s attacking k, the winner's king on
 * w (never next to k: it would be in check with the loser to move) and the loser's piece on b or
 * gone. The king must have no flight square: each neighbour attacked by the winner (the checker
 * seen through the king's square), or held by its own piece. The loser's piece must neither take
 * the checker nor, against a bishop, step between; it cannot be pinned, because the only winner
 * piece that could pin is the checker, and a piece between it and the king would block the check.
 * Nor may it attack the winner's king: that position cannot arise with the loser to move.
 */
final class LoneMinor {
    private LoneMinor() {}

    /** Winner: knight, light bishop, dark bishop. Loser: queen, rook, knight, light bishop, dark bishop, none. */
    private static final Boolean[] MATE_EXISTS = new Boolean[3 * 6];

    /** A reason when the winner can never mate, else null. */
    static Phrase proveNoMate(Board b, Color winner) {
        if (b.pawns() != 0) return null;
        long kings = b.kings();
        long own = b.byColor(winner) & ~kings, theirs = b.byColor(winner.other()) & ~kings;
        if (Long.bitCount(own) != 1 || Long.bitCount(theirs) > 1) return null;
        int minor = minorIndex(b, own);
        if (minor < 0) return null;
        int blocker = theirs == 0 ? 5 : blockerIndex(b, theirs);
        int slot = minor * 6 + blocker;
        Boolean exists = MATE_EXISTS[slot];
        if (exists == null) MATE_EXISTS[slot] = exists = anyMate(minor, blocker); // same answer whoever computes it
        if (exists) return null;
        Role piece = minor == 0 ? Role.KNIGHT : Role.BISHOP;
        Role other = blocker == 5 ? null : blocker == 0 ? Role.QUEEN : blocker == 1 ? Role.ROOK : blocker == 2 ? Role.KNIGHT
                : Role.BISHOP;
        return other == null ? Phrase.of("win.lone_minor_v_king", piece) : Phrase.of("win.lone_minor", piece, other);
    }

    private static int minorIndex(Board b, long piece) {
        if ((piece & b.knights()) != 0) return 0;
        if ((piece & b.bishops()) != 0) return (piece & Bitboards.LIGHT_SQUARES) != 0 ? 1 : 2;
        return -1;
    }

    private static int blockerIndex(Board b, long piece) {
        if ((piece & b.queens()) != 0) return 0;
        if ((piece & b.rooks()) != 0) return 1;
        if ((piece & b.knights()) != 0) return 2;
        return (piece & Bitboards.LIGHT_SQUARES) != 0 ? 3 : 4;
    }

    private static final Role[] BLOCKER_ROLES = {Role.QUEEN, Role.ROOK, Role.KNIGHT, Role.BISHOP, Role.BISHOP, null};

    /** Lists every picture: true when one of them is a checkmate. */
    static boolean anyMate(int minor, int blocker) {
        Role checkerRole = minor == 0 ? Role.KNIGHT : Role.BISHOP;
        long checkerSquares = minor == 0 ? ~0L : minor == 1 ? Bitboards.LIGHT_SQUARES : Bitboards.DARK_SQUARES;
        Role blockerRole = BLOCKER_ROLES[blocker];
        long blockerSquares = blocker == 3 ? Bitboards.LIGHT_SQUARES : blocker == 4 ? Bitboards.DARK_SQUARES : ~0L;
        for (int k = 0; k < 64; k++) {
            long flight = Attacks.king(k);
            // The checker stands where the same piece on k would attack it (empty board; blockers are checked below).
            long from = Attacks.of(checkerRole, Color.WHITE, k, 0);
            for (long ss = checkerSquares & from; ss != 0; ss &= ss - 1) {
                int s = Long.numberOfTrailingZeros(ss);
                for (long ws = ~flight & ~(1L << k) & ~(1L << s); ws != 0; ws &= ws - 1) {
                    int w = Long.numberOfTrailingZeros(ws);
                    long base = (1L << k) | (1L << s) | (1L << w);
                    if ((Attacks.of(checkerRole, Color.WHITE, s, base) & (1L << k)) == 0) continue;
                    // Without the loser's piece; a piece can only take a flight square away by standing
                    // on it (more pieces only shorten the bishop's lines), so two open squares are too many.
                    long open = flight & ~covered(checkerRole, s, w, k, base);
                    if (Long.bitCount(open) > 1) continue;
                    if (blockerRole == null || open == 0) {
                        if (open == 0 && isMate(checkerRole, s, w, k, null, -1)) return true;
                        if (blockerRole == null) continue;
                    }
                    long candidates = (open != 0 ? open : ~base) & blockerSquares & ~base;
                    for (long bs = candidates; bs != 0; bs &= bs - 1)
                        if (isMate(checkerRole, s, w, k, blockerRole, Long.numberOfTrailingZeros(bs))) return true;
                }
            }
        }
        return false;
    }

    /** Neighbours of k the winner attacks: its king, and the checker with the loser's king lifted. */
    private static long covered(Role checkerRole, int s, int w, int k, long occupied) {
        long occ = occupied & ~(1L << k);
        long c = Attacks.king(w) | Attacks.of(checkerRole, Color.WHITE, s, occ);
        // Taking the checker: safe only if the winner's king does not guard it.
        if ((Attacks.king(w) & (1L << s)) == 0) c &= ~(1L << s);
        return c;
    }

    private static boolean isMate(Role checkerRole, int s, int w, int k, Role blockerRole, int b) {
        long occ = (1L << k) | (1L << s) | (1L << w) | (b >= 0 ? 1L << b : 0);
        if ((Attacks.of(checkerRole, Color.WHITE, s, occ) & (1L << k)) == 0) return false; // the check is blocked
        long flight = Attacks.king(k) & ~(b >= 0 ? 1L << b : 0);
        if ((flight & ~covered(checkerRole, s, w, k, occ)) != 0) return false;
        if (b < 0) return true;
        long reach = Attacks.of(blockerRole, Color.WHITE, b, occ);
        if ((reach & (1L << w)) != 0) return false; // the winner's king would be in check: not a legal picture
        if ((reach & (1L << s)) != 0) return false; // takes the checker
        return (reach & Attacks.between(s, k)) == 0; // or steps between
    }
}
