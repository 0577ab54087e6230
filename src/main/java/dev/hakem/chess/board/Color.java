package dev.hakem.chess.board;

/** The two sides. White moves first (FIDE 1.2). */
public enum Color {
    WHITE, BLACK;

    public Color other() {
        return this == WHITE ? BLACK : WHITE;
    }

    /** Lower-case English name, as the API writes it. */
    public String label() {
        return this == WHITE ? "white" : "black";
    }

    /** The FEN side-to-move letter. */
    public char fenChar() {
        return this == WHITE ? 'w' : 'b';
    }

    public static Color of(int index) {
        return index == 0 ? WHITE : BLACK;
    }
}
