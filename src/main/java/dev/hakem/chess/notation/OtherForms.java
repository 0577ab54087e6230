package dev.hakem.chess.notation;

import dev.hakem.chess.Position;
import dev.hakem.chess.text.Phrase;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * What the SAN reader looks at only once a text is neither castling nor SAN, off the path of
 * canonical moves: typographic dashes and FIDE long algebraic notation.
 */
final class OtherForms {
    private OtherForms() {}

    /** FIDE long algebraic notation (Laws, Appendix C.13): "e2-e4", "Ng1-f3", "Rc4xd4", "e7-e8Q". */
    private static final Pattern LONG = Pattern.compile(
            "([KQRBNP])?([a-h][1-8])([-x:])([a-h][1-8])(=?[QRBNqrbn])?");

    /**
     * A text that is neither castling nor SAN: typographic dashes ("0–0", "O‑O") and FIDE long
     * algebraic notation ("Ng1-f3"), forgiven in lenient mode and refused with the reason in strict.
     */
    static int find(Position p, int[] legal, String input, String s, boolean lenient, List<Phrase> forgiven) throws MoveError {
        String dashed = Dashes.plain(s);
        if (!dashed.equals(s)) {
            if (!lenient) throw MoveError.syntax(input, "typographic_dash");
            forgiven.add(Phrase.of("move.forgiven.typographic_dash", s));
            if (San.isCastling(dashed)) return San.castle(p, legal, input, dashed, true, forgiven);
            Matcher san = San.MOVE.matcher(dashed);
            if (san.matches()) return San.findPieceMove(p, legal, input, san, true, forgiven);
            s = dashed;
        }
        Matcher m = LONG.matcher(s);
        if (!m.matches()) throw MoveError.syntax(input, "san");
        if (!lenient) throw MoveError.syntax(input, "long_algebraic");
        forgiven.add(Phrase.of("move.forgiven.long_algebraic", s));
        // Read as SAN naming the piece's square: what that reading forgives beyond naming the square
        // (a missing "x", a promotion without "=") is noted too.
        String letter = m.group(1) == null ? "" : m.group(1);
        String mark = m.group(3).equals("-") ? "" : m.group(3);
        String promo = m.group(5) == null ? "" : m.group(5);
        List<Phrase> more = new ArrayList<>();
        Matcher san = San.MOVE.matcher(letter + m.group(2) + mark + m.group(4) + promo);
        if (!san.matches()) throw MoveError.syntax(input, "san");
        int code = San.findPieceMove(p, legal, input, san, true, more);
        for (Phrase f : more) if (!f.key().equals("move.forgiven.over_disambiguation")) forgiven.add(f);
        return code;
    }
}
