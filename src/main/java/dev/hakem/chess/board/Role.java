package dev.hakem.chess.board;

/** Kind of piece, without colour. Ordinal order is relied on by the bitboard arrays. */
public enum Role {
    PAWN('p'), KNIGHT('n'), BISHOP('b'), ROOK('r'), QUEEN('q'), KING('k');

    private final char letter;
    private final String label;

    Role(char letter) {
        this.letter = letter;
        this.label = name().toLowerCase(java.util.Locale.ROOT);
    }

    /** Lower-case letter (FEN black piece, UCI promotion suffix). */
    public char letter() {
        return letter;
    }

    /** Upper-case SAN letter; pawns have none in SAN but 'P' is returned for completeness. */
    public char upper() {
        return Character.toUpperCase(letter);
    }

    /** Lower-case English name ("knight"), as the API writes it. */
    public String label() {
        return label;
    }

    /** The role for a letter of either case, or null. */
    public static Role fromLetter(char c) {
        switch (Character.toLowerCase(c)) {
            case 'p': return PAWN;
            case 'n': return KNIGHT;
            case 'b': return BISHOP;
            case 'r': return ROOK;
            case 'q': return QUEEN;
            case 'k': return KING;
            default: return null;
        }
    }

    public static final Role[] VALUES = values();
}
