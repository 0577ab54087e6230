package dev.hakem.chess.reference;

import dev.hakem.chess.board.CastlingRights;
import dev.hakem.chess.board.Color;
import dev.hakem.chess.board.Piece;
import dev.hakem.chess.Position;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SortedSet;
import java.util.TreeSet;

/**
 * A deliberately slow and simple legal move generator, used as an oracle by the tests. It shares
 * no logic with the production generator: the board is a mailbox of FEN letters, moves are found
 * by walking every piece's rays step by step over files and ranks, and a move is legal when, made
 * on a copy of the mailbox, it leaves no enemy piece attacking the mover's king (found by
 * scanning every enemy piece). Castling follows FIDE 3.8.2 condition by condition, en passant is
 * simulated like any other move (so the pin of both pawns along the king's rank is seen), and
 * pawns reaching the last rank promote to Q, R, B or N. Moves are UCI strings, castling as the
 * king's two-square move ("e1g1").
 *
 * <p>Chess960 ({@link #fromChess960Fen}): each right names its rook's file; castling follows FIDE
 * Guidelines II.3 condition by condition (king to the c- or g-file, rook to the d- or f-file,
 * the squares both travel over and land on empty but for those two, the king not in check and no
 * square it crosses or lands on attacked, and, as for every move, the king not attacked after
 * it), and is written as the king taking its rook ("b1a1").
 *
 * <p>Squares are numbered like the production code (a1 = 0, h1 = 7, h8 = 63) so that positions
 * can be read from {@link Position}'s accessors; nothing else is taken from it.
 */
public final class ReferenceMoveGen {
    private ReferenceMoveGen() {}

    private static final char EMPTY = '.';
    private static final int[][] KNIGHT_STEPS = {{1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}};
    private static final int[][] KING_STEPS = {{1, 0}, {1, 1}, {0, 1}, {-1, 1}, {-1, 0}, {-1, -1}, {0, -1}, {1, -1}};
    private static final int[][] ROOK_DIRECTIONS = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
    private static final int[][] BISHOP_DIRECTIONS = {{1, 1}, {1, -1}, {-1, 1}, {-1, -1}};
    private static final char[] PROMOTIONS = {'q', 'r', 'b', 'n'};

    /** Index into {@link State#castling}: white king side, white queen side, black king side, black queen side. */
    private static final int WK = 0, WQ = 1, BK = 2, BQ = 3;

    // ------------------------------------------------------------------ entry points

    /** The legal moves of p in UCI, sorted. */
    public static SortedSet<String> legalMoves(Position p) {
        return of(p).legalMoves();
    }

    /** Whether the side to move in p has its king attacked. */
    public static boolean inCheck(Position p) {
        return of(p).inCheck();
    }

    /** A reference state with the pieces, side to move, rights, en-passant square and clocks of p. */
    public static State of(Position p) {
        char[] board = new char[64];
        for (int sq = 0; sq < 64; sq++) {
            Piece piece = p.pieceAt(sq);
            if (piece == null) {
                board[sq] = EMPTY;
            } else {
                char letter = piece.role().letter();
                board[sq] = piece.color() == Color.WHITE ? Character.toUpperCase(letter) : letter;
            }
        }
        int rights = p.castlingRights();
        boolean[] castling = {
            (rights & CastlingRights.WHITE_KING_SIDE) != 0, (rights & CastlingRights.WHITE_QUEEN_SIDE) != 0,
            (rights & CastlingRights.BLACK_KING_SIDE) != 0, (rights & CastlingRights.BLACK_QUEEN_SIDE) != 0};
        return new State(board, p.turn() == Color.WHITE, castling, p.epSquare(), p.halfmoveClock(), p.fullmoveNumber());
    }

    /**
     * Reads a Chess960 FEN with a parser of its own: castling as X-FEN or Shredder-FEN (K/Q for
     * the outermost rook on that side of the king, or the rook's file letter). Trusted to be legal.
     */
    public static State fromChess960Fen(String fen) {
        String[] fields = fen.trim().split("\\s+");
        State standard = fromFen(fields[0] + " " + fields[1] + " - " + String.join(" ", java.util.Arrays.copyOfRange(fields, 3, fields.length)));
        boolean[] castling = new boolean[4];
        int[] files = {7, 0, 7, 0};
        if (!fields[2].equals("-")) {
            for (char c : fields[2].toCharArray()) {
                boolean white = Character.isUpperCase(c);
                int home = white ? 0 : 7;
                char rook = white ? 'R' : 'r';
                int king = findKing(standard.board, white), kingFile = file(king);
                char u = Character.toUpperCase(c);
                int file = -1;
                if (u == 'K') for (int f = 7; f > kingFile && file < 0; f--) file = standard.board[square(f, home)] == rook ? f : -1;
                else if (u == 'Q') for (int f = 0; f < kingFile && file < 0; f++) file = standard.board[square(f, home)] == rook ? f : -1;
                else file = u - 'A';
                int right = (white ? 0 : 2) + (file > kingFile ? 0 : 1);
                castling[right] = true;
                files[right] = file;
            }
        }
        return new State(standard.board, standard.whiteToMove, castling, standard.ep, standard.halfmoves, standard.fullmoves,
                files, true);
    }

    /**
     * Reads a FEN with a parser of its own. The input is trusted to describe a legal position; the
     * en-passant square is kept exactly as written, whether or not a capture onto it is legal.
     * Missing clocks are read as 0 and 1.
     */
    public static State fromFen(String fen) {
        String[] fields = fen.trim().split("\\s+");
        char[] board = new char[64];
        Arrays.fill(board, EMPTY);
        String[] ranks = fields[0].split("/");
        if (ranks.length != 8) throw new IllegalArgumentException("not 8 ranks: " + fen);
        for (int i = 0; i < 8; i++) {
            int rank = 7 - i, file = 0;
            for (char c : ranks[i].toCharArray()) {
                if (c >= '1' && c <= '8') {
                    file += c - '0';
                } else {
                    if ("PNBRQKpnbrqk".indexOf(c) < 0 || file > 7) throw new IllegalArgumentException("bad placement: " + fen);
                    board[square(file, rank)] = c;
                    file++;
                }
            }
            if (file != 8) throw new IllegalArgumentException("bad rank length: " + fen);
        }
        boolean white = fields[1].equals("w");
        boolean[] castling = new boolean[4];
        if (!fields[2].equals("-")) {
            for (char c : fields[2].toCharArray()) castling["KQkq".indexOf(c)] = true;
        }
        int ep = fields[3].equals("-") ? -1 : parseSquare(fields[3]);
        int half = fields.length > 4 ? Integer.parseInt(fields[4]) : 0;
        int full = fields.length > 5 ? Integer.parseInt(fields[5]) : 1;
        return new State(board, white, castling, ep, half, full);
    }

    public static String squareName(int sq) {
        return "" + (char) ('a' + file(sq)) + (char) ('1' + rank(sq));
    }

    public static int parseSquare(String name) {
        return square(name.charAt(0) - 'a', name.charAt(1) - '1');
    }

    // ------------------------------------------------------------------ the state

    /** An immutable position on a mailbox of FEN letters ('.' for an empty square). */
    public static final class State {
        private final char[] board;
        private final boolean whiteToMove;
        private final boolean[] castling;
        /** The square a pawn skipped on the last move (or as written in a FEN), or -1; a capture onto it may be illegal. */
        private final int ep;
        private final int halfmoves, fullmoves;
        /** The file of each right's rook (h, a, h, a in standard chess). */
        private final int[] rookFiles;
        private final boolean chess960;

        State(char[] board, boolean whiteToMove, boolean[] castling, int ep, int halfmoves, int fullmoves) {
            this(board, whiteToMove, castling, ep, halfmoves, fullmoves, new int[] {7, 0, 7, 0}, false);
        }

        State(char[] board, boolean whiteToMove, boolean[] castling, int ep, int halfmoves, int fullmoves, int[] rookFiles,
              boolean chess960) {
            this.rookFiles = rookFiles;
            this.chess960 = chess960;
            this.board = board;
            this.whiteToMove = whiteToMove;
            this.castling = castling;
            this.ep = ep;
            this.halfmoves = halfmoves;
            this.fullmoves = fullmoves;
        }

        public boolean whiteToMove() {
            return whiteToMove;
        }

        /** The en-passant square as written or as left by a double step, legal capture or not; -1 if none. */
        public int writtenEpSquare() {
            return ep;
        }

        public char pieceAt(int sq) {
            return board[sq];
        }

        /** FIDE 3.9: the king of the side to move is attacked by an enemy piece. */
        public boolean inCheck() {
            int king = findKing(board, whiteToMove);
            return king >= 0 && isAttacked(board, king, !whiteToMove);
        }

        /** The legal moves in UCI, sorted. */
        public SortedSet<String> legalMoves() {
            SortedSet<String> out = new TreeSet<>();
            for (RefMove m : legal()) out.add(m.uci());
            return out;
        }

        public boolean isCheckmate() {
            return inCheck() && legal().isEmpty();
        }

        public boolean isStalemate() {
            return !inCheck() && legal().isEmpty();
        }

        /** Whether an en-passant capture is among the legal moves. */
        public boolean hasLegalEnPassant() {
            for (RefMove m : legal()) if (m.kind == Kind.EN_PASSANT) return true;
            return false;
        }

        /** The en-passant square when an en-passant capture is legal, else -1 (what FIDE 9.2.3 compares). */
        public int legalEpSquare() {
            return hasLegalEnPassant() ? ep : -1;
        }

        /** Plays a legal move given in UCI; throws if it is not one. */
        public State play(String uci) {
            for (RefMove m : legal()) if (m.uci().equals(uci)) return make(m);
            throw new IllegalArgumentException("reference: " + uci + " is not legal in " + fen());
        }

        /** Placement, side to move, castling rights, and the en-passant square only when a capture onto it is legal. */
        public String identity() {
            StringBuilder sb = new StringBuilder();
            for (int rank = 7; rank >= 0; rank--) {
                int empties = 0;
                for (int file = 0; file < 8; file++) {
                    char c = board[square(file, rank)];
                    if (c == EMPTY) {
                        empties++;
                    } else {
                        if (empties > 0) sb.append(empties);
                        empties = 0;
                        sb.append(c);
                    }
                }
                if (empties > 0) sb.append(empties);
                if (rank > 0) sb.append('/');
            }
            sb.append(whiteToMove ? " w " : " b ");
            String rights = "";
            for (int right = WK; right <= BQ; right++) if (castling[right]) rights += xfenLetter(right);
            sb.append(rights.isEmpty() ? "-" : rights);
            int legalEp = legalEpSquare();
            sb.append(' ').append(legalEp >= 0 ? squareName(legalEp) : "-");
            return sb.toString();
        }

        /** K or Q (k, q) when no other rook of that colour stands further out on that side, else the rook's file. */
        private String xfenLetter(int right) {
            boolean white = right < 2, kingSide = right == WK || right == BK;
            int home = white ? 0 : 7, file = rookFiles[right];
            char rook = white ? 'R' : 'r';
            boolean outermost = true;
            for (int f = kingSide ? file + 1 : file - 1; f >= 0 && f < 8; f += kingSide ? 1 : -1)
                if (board[square(f, home)] == rook) outermost = false;
            String letter = outermost ? (kingSide ? "K" : "Q") : String.valueOf((char) ('A' + file));
            return white ? letter : letter.toLowerCase(java.util.Locale.ROOT);
        }

        /** The canonical FEN: {@link #identity()} followed by the two clocks. */
        public String fen() {
            return identity() + " " + halfmoves + " " + fullmoves;
        }

        /** Leaf count of the legal move tree; slow. */
        public long perft(int depth) {
            if (depth == 0) return 1;
            List<RefMove> moves = legal();
            if (depth == 1) return moves.size();
            long total = 0;
            for (RefMove m : moves) total += make(m).perft(depth - 1);
            return total;
        }

        // -------------------------------------------------------------- generation

        private List<RefMove> legal() {
            List<RefMove> out = new ArrayList<>();
            for (RefMove m : pseudoLegal()) {
                State after = make(m);
                int king = findKing(after.board, whiteToMove);
                if (king < 0 || !isAttacked(after.board, king, !whiteToMove)) out.add(m);
            }
            return out;
        }

        private boolean ours(char c) {
            return c != EMPTY && isWhite(c) == whiteToMove;
        }

        private boolean theirs(char c) {
            return c != EMPTY && isWhite(c) != whiteToMove;
        }

        private List<RefMove> pseudoLegal() {
            List<RefMove> out = new ArrayList<>();
            for (int rank = 0; rank < 8; rank++) {
                for (int file = 0; file < 8; file++) {
                    int from = square(file, rank);
                    char c = board[from];
                    if (!ours(c)) continue;
                    switch (Character.toLowerCase(c)) {
                        case 'p': pawnMoves(file, rank, out); break;
                        case 'n': stepMoves(file, rank, KNIGHT_STEPS, out); break;
                        case 'b': rayMoves(file, rank, BISHOP_DIRECTIONS, out); break;
                        case 'r': rayMoves(file, rank, ROOK_DIRECTIONS, out); break;
                        case 'q':
                            rayMoves(file, rank, BISHOP_DIRECTIONS, out);
                            rayMoves(file, rank, ROOK_DIRECTIONS, out);
                            break;
                        case 'k':
                            stepMoves(file, rank, KING_STEPS, out);
                            castlingMoves(file, rank, out);
                            break;
                        default: throw new IllegalStateException("unknown piece " + c);
                    }
                }
            }
            return out;
        }

        private void stepMoves(int file, int rank, int[][] steps, List<RefMove> out) {
            for (int[] s : steps) {
                int f = file + s[0], r = rank + s[1];
                if (!onBoard(f, r)) continue;
                int to = square(f, r);
                if (!ours(board[to])) out.add(new RefMove(square(file, rank), to, Kind.NORMAL, EMPTY));
            }
        }

        private void rayMoves(int file, int rank, int[][] directions, List<RefMove> out) {
            for (int[] d : directions) {
                int f = file + d[0], r = rank + d[1];
                while (onBoard(f, r)) {
                    int to = square(f, r);
                    if (ours(board[to])) break;
                    out.add(new RefMove(square(file, rank), to, Kind.NORMAL, EMPTY));
                    if (theirs(board[to])) break;
                    f += d[0];
                    r += d[1];
                }
            }
        }

        private void pawnMoves(int file, int rank, List<RefMove> out) {
            int from = square(file, rank);
            int dir = whiteToMove ? 1 : -1;
            int startRank = whiteToMove ? 1 : 6;
            int r1 = rank + dir;
            if (!onBoard(file, r1)) return;
            int one = square(file, r1);
            if (board[one] == EMPTY) {
                addPawnMove(from, one, out);
                int r2 = rank + 2 * dir;
                if (rank == startRank && board[square(file, r2)] == EMPTY)
                    out.add(new RefMove(from, square(file, r2), Kind.DOUBLE_STEP, EMPTY));
            }
            for (int df = -1; df <= 1; df += 2) {
                int f = file + df;
                if (!onBoard(f, r1)) continue;
                int to = square(f, r1);
                if (theirs(board[to])) {
                    addPawnMove(from, to, out);
                } else if (to == ep && board[to] == EMPTY) {
                    // The pawn that just made a double step stands beside ours, on the capturing pawn's rank.
                    char victim = board[square(f, rank)];
                    if (theirs(victim) && Character.toLowerCase(victim) == 'p')
                        out.add(new RefMove(from, to, Kind.EN_PASSANT, EMPTY));
                }
            }
        }

        private void addPawnMove(int from, int to, List<RefMove> out) {
            int lastRank = whiteToMove ? 7 : 0;
            if (rank(to) == lastRank) {
                for (char promo : PROMOTIONS) out.add(new RefMove(from, to, Kind.PROMOTION, promo));
            } else {
                out.add(new RefMove(from, to, Kind.NORMAL, EMPTY));
            }
        }

        /**
         * FIDE 3.8.2: the king and the rook have not moved (the right is still held, and both
         * stand on their home squares); the squares between them are empty; the king is not in
         * check; the square the king crosses and the one it lands on are not attacked. Nothing is
         * said about the rook's square or b1/b8, which may be attacked.
         */
        private void castlingMoves(int file, int rank, List<RefMove> out) {
            if (chess960) {
                chess960CastlingMoves(file, rank, out);
                return;
            }
            int home = whiteToMove ? 0 : 7;
            int kingHome = square(4, home);
            if (square(file, rank) != kingHome) return;
            char rook = whiteToMove ? 'R' : 'r';
            boolean enemy = !whiteToMove;
            if (castling[whiteToMove ? WK : BK]
                    && board[square(7, home)] == rook
                    && board[square(5, home)] == EMPTY && board[square(6, home)] == EMPTY
                    && !isAttacked(board, kingHome, enemy)
                    && !isAttacked(board, square(5, home), enemy) && !isAttacked(board, square(6, home), enemy)) {
                out.add(new RefMove(kingHome, square(6, home), Kind.CASTLE, EMPTY));
            }
            if (castling[whiteToMove ? WQ : BQ]
                    && board[square(0, home)] == rook
                    && board[square(1, home)] == EMPTY && board[square(2, home)] == EMPTY
                    && board[square(3, home)] == EMPTY
                    && !isAttacked(board, kingHome, enemy)
                    && !isAttacked(board, square(3, home), enemy) && !isAttacked(board, square(2, home), enemy)) {
                out.add(new RefMove(kingHome, square(2, home), Kind.CASTLE, EMPTY));
            }
        }

        /** Guidelines II.3, for each right held; the move's own legality test then sees the king's final square. */
        private void chess960CastlingMoves(int file, int rank, List<RefMove> out) {
            int home = whiteToMove ? 0 : 7;
            if (rank != home) return;
            char rook = whiteToMove ? 'R' : 'r';
            for (int right : whiteToMove ? new int[] {WK, WQ} : new int[] {BK, BQ}) {
                int rookFile = rookFiles[right];
                boolean kingSide = right == WK || right == BK;
                if (!castling[right] || board[square(rookFile, home)] != rook) continue;
                int kingTo = kingSide ? 6 : 2, rookTo = kingSide ? 5 : 3;
                boolean clear = true;
                for (int f = Math.min(file, kingTo); f <= Math.max(file, kingTo); f++)
                    if (f != file && f != rookFile && board[square(f, home)] != EMPTY) clear = false;
                for (int f = Math.min(rookFile, rookTo); f <= Math.max(rookFile, rookTo); f++)
                    if (f != file && f != rookFile && board[square(f, home)] != EMPTY) clear = false;
                if (!clear) continue;
                boolean safe = true;
                for (int f = Math.min(file, kingTo); f <= Math.max(file, kingTo); f++)
                    if (isAttacked(board, square(f, home), !whiteToMove)) safe = false;
                if (safe) out.add(new RefMove(square(file, home), square(rookFile, home), Kind.CASTLE, EMPTY));
            }
        }

        // -------------------------------------------------------------- making a move

        private State make(RefMove m) {
            char[] b = board.clone();
            char piece = b[m.from];
            boolean capture = (b[m.to] != EMPTY && m.kind != Kind.CASTLE) || m.kind == Kind.EN_PASSANT;
            b[m.from] = EMPTY;
            b[m.to] = m.kind == Kind.PROMOTION ? (whiteToMove ? Character.toUpperCase(m.promotion) : m.promotion) : piece;
            if (m.kind == Kind.EN_PASSANT) b[square(file(m.to), rank(m.from))] = EMPTY;
            if (m.kind == Kind.CASTLE && chess960) {
                int home = rank(m.from);
                boolean kingSide = m.to > m.from;
                b[m.from] = EMPTY;
                b[m.to] = EMPTY;
                b[square(kingSide ? 6 : 2, home)] = piece;
                b[square(kingSide ? 5 : 3, home)] = whiteToMove ? 'R' : 'r';
            } else if (m.kind == Kind.CASTLE) {
                int home = rank(m.from);
                boolean kingSide = file(m.to) == 6;
                int rookFrom = square(kingSide ? 7 : 0, home), rookTo = square(kingSide ? 5 : 3, home);
                b[rookTo] = b[rookFrom];
                b[rookFrom] = EMPTY;
            }
            boolean[] rights = castling.clone();
            if (piece == 'K') rights[WK] = rights[WQ] = false;
            if (piece == 'k') rights[BK] = rights[BQ] = false;
            for (int sq : new int[] {m.from, m.to}) {
                // A rook leaving its corner, or captured there, ends that right.
                if (sq == square(rookFiles[WQ], 0)) rights[WQ] = false;
                if (sq == square(rookFiles[WK], 0)) rights[WK] = false;
                if (sq == square(rookFiles[BQ], 7)) rights[BQ] = false;
                if (sq == square(rookFiles[BK], 7)) rights[BK] = false;
            }
            int newEp = m.kind == Kind.DOUBLE_STEP ? square(file(m.from), (rank(m.from) + rank(m.to)) / 2) : -1;
            boolean pawn = Character.toLowerCase(piece) == 'p';
            int half = pawn || capture ? 0 : halfmoves + 1;
            int full = whiteToMove ? fullmoves : fullmoves + 1;
            return new State(b, !whiteToMove, rights, newEp, half, full, rookFiles, chess960);
        }

        @Override
        public String toString() {
            return fen();
        }
    }

    // ------------------------------------------------------------------ moves and attacks

    private enum Kind { NORMAL, DOUBLE_STEP, EN_PASSANT, CASTLE, PROMOTION }

    private record RefMove(int from, int to, Kind kind, char promotion) {
        String uci() {
            return squareName(from) + squareName(to) + (kind == Kind.PROMOTION ? String.valueOf(promotion) : "");
        }
    }

    /** Whether any piece of the given colour attacks sq, found by trying every such piece in turn. */
    static boolean isAttacked(char[] board, int sq, boolean byWhite) {
        for (int from = 0; from < 64; from++) {
            char c = board[from];
            if (c != EMPTY && isWhite(c) == byWhite && from != sq && attacks(board, from, sq)) return true;
        }
        return false;
    }

    /** Whether the piece on from attacks target (a pinned piece attacks too; FIDE 3.9). */
    private static boolean attacks(char[] board, int from, int target) {
        char c = board[from];
        int f = file(from), r = rank(from), tf = file(target), tr = rank(target);
        switch (Character.toLowerCase(c)) {
            case 'p':
                return tr == r + (isWhite(c) ? 1 : -1) && Math.abs(tf - f) == 1;
            case 'n':
                return reachesInOneStep(f, r, tf, tr, KNIGHT_STEPS);
            case 'k':
                return reachesInOneStep(f, r, tf, tr, KING_STEPS);
            case 'b':
                return reachesAlongRay(board, f, r, tf, tr, BISHOP_DIRECTIONS);
            case 'r':
                return reachesAlongRay(board, f, r, tf, tr, ROOK_DIRECTIONS);
            case 'q':
                return reachesAlongRay(board, f, r, tf, tr, BISHOP_DIRECTIONS)
                        || reachesAlongRay(board, f, r, tf, tr, ROOK_DIRECTIONS);
            default:
                throw new IllegalStateException("unknown piece " + c);
        }
    }

    private static boolean reachesInOneStep(int f, int r, int tf, int tr, int[][] steps) {
        for (int[] s : steps) if (f + s[0] == tf && r + s[1] == tr) return true;
        return false;
    }

    private static boolean reachesAlongRay(char[] board, int f, int r, int tf, int tr, int[][] directions) {
        for (int[] d : directions) {
            int x = f + d[0], y = r + d[1];
            while (onBoard(x, y)) {
                if (x == tf && y == tr) return true;
                if (board[square(x, y)] != EMPTY) break;
                x += d[0];
                y += d[1];
            }
        }
        return false;
    }

    private static int findKing(char[] board, boolean white) {
        char king = white ? 'K' : 'k';
        for (int sq = 0; sq < 64; sq++) if (board[sq] == king) return sq;
        return -1;
    }

    private static boolean isWhite(char c) {
        return Character.isUpperCase(c);
    }

    private static boolean onBoard(int file, int rank) {
        return file >= 0 && file < 8 && rank >= 0 && rank < 8;
    }

    private static int square(int file, int rank) {
        return rank * 8 + file;
    }

    private static int file(int sq) {
        return sq % 8;
    }

    private static int rank(int sq) {
        return sq / 8;
    }
}
