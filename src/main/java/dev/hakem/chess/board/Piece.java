package dev.hakem.chess.board;

/** A coloured piece. */
public record Piece(Color color, Role role) {

    /** FEN letter: upper case for White, lower case for Black. */
    public char fenChar() {
        return color == Color.WHITE ? role.upper() : role.letter();
    }

    public static Piece fromFenChar(char c) {
        Role role = Role.fromLetter(c);
        if (role == null) return null;
        return new Piece(Character.isUpperCase(c) ? Color.WHITE : Color.BLACK, role);
    }
}
