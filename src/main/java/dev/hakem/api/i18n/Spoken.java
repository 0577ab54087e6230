package dev.hakem.api.i18n;

import dev.hakem.chess.Move;
import dev.hakem.chess.notation.MoveInfo;
import dev.hakem.chess.board.Role;
import dev.hakem.chess.board.Square;

/**
 * A move in plain words for screen readers, as boards read their move lists aloud: "Knight f3",
 * "pawn e4", "castles kingside", "promotes to queen on e8, check"; in Turkish "At f3", "piyon e4",
 * "kısa rok", "e8'de vezire terfi, şah" (the piece names of docs/rules.md § Spoken moves).
 */
public final class Spoken {
    private Spoken() {}

    // Turkish case endings after a square name follow how its rank is read (bir, iki, üç, dört, beş,
    // altı, yedi, sekiz): vowel harmony and a hardened consonant after ç, t and ş.
    private static final String[] LOCATIVE = {"'de", "'de", "'te", "'te", "'te", "'da", "'de", "'de"};

    // The words of a move depend on few facts; position reports ask for the same ones again and again.
    // A direct-mapped cache: each slot holds one key and its words (a newer key replaces an older one),
    // read without locks or boxing; a slot is one immutable entry, so a reader sees a whole one or none.
    private static final int CACHE_SLOTS = 1 << 16;
    private static final Entry[] CACHE = new Entry[CACHE_SLOTS];

    private record Entry(int key, String text) {}

    public static String of(MoveInfo info, Lang lang) {
        String san = info.san();
        // SAN that tells two pieces apart (Nbd2) is rare: not cached.
        if (info.move() instanceof Move.Normal n && n.role() != Role.PAWN && !disambiguation(san).isEmpty())
            return words(info, lang);
        int key = key(info, lang);
        int slot = (key * 0x9E3779B1) >>> 16;
        Entry cached = CACHE[slot];
        if (cached != null && cached.key() == key) return cached.text();
        String text = words(info, lang);
        CACHE[slot] = new Entry(key, text);
        return text;
    }

    /** Everything the words depend on but the disambiguation: kind, pieces, squares, check, language. */
    private static int key(MoveInfo info, Lang lang) {
        Move m = info.move();
        int kind, promo, role, captured, from, to;
        if (m instanceof Move.Normal n) {
            // Most moves: the record's own fields, without a call through the interface per fact.
            kind = 0;
            promo = 7;
            role = n.role().ordinal();
            captured = n.capture() == null ? 7 : n.capture().ordinal();
            from = n.from();
            to = n.to();
        } else {
            kind = m instanceof Move.Castle c ? (c.kingSide() ? 1 : 2) : m instanceof Move.EnPassant ? 3 : 4;
            promo = m instanceof Move.Promotion p ? p.promotion().ordinal() : 7;
            role = m.role().ordinal();
            captured = m.capture() == null ? 7 : m.capture().ordinal();
            from = m.from();
            to = m.to();
        }
        int suffix = info.checkmate() ? 2 : info.check() ? 1 : 0;
        return ((((((lang.ordinal() * 8 + kind) * 8 + role) * 8 + captured) * 8 + promo) * 64 + to) * 8 + (from & 7)) * 4
                + suffix;
    }

    private static String words(MoveInfo info, Lang lang) {
        Move m = info.move();
        String text;
        if (m instanceof Move.Castle c) {
            text = Messages.text(lang, c.kingSide() ? "spoken.kingside" : "spoken.queenside");
        } else {
            int to = m.to();
            Role captured = m.capture();
            String mover = m.role() == Role.PAWN
                    ? captured != null ? Messages.text(lang, "spoken.file_pawn", Square.name(m.from()).substring(0, 1))
                    : Messages.text(lang, "spoken.piece.pawn")
                    : Messages.text(lang, "spoken.piece." + m.role().label()) + disambiguation(info.san());
            if (m instanceof Move.EnPassant) {
                text = Messages.text(lang, "spoken.en_passant", mover, at(to, lang, ""));
            } else if (m instanceof Move.Promotion p) {
                String promoted = Messages.text(lang, "spoken.promoted." + p.promotion().label());
                text = captured == null ? Messages.text(lang, "spoken.promotion", at(to, lang, ""), promoted)
                        : Messages.text(lang, "spoken.promotion_capture", mover, at(to, lang, "ki"),
                        Messages.text(lang, "spoken.taken." + captured.label()), promoted);
            } else if (captured != null) {
                text = Messages.text(lang, "spoken.capture", mover, at(to, lang, "ki"),
                        Messages.text(lang, "spoken.taken." + captured.label()));
            } else {
                text = Messages.text(lang, "spoken.move", mover, Square.name(to));
            }
        }
        if (info.checkmate()) return Messages.text(lang, "spoken.checkmate", text);
        if (info.check()) return Messages.text(lang, "spoken.check", text);
        return text;
    }

    /** The square with the Turkish locative ending ("e8'de"), and "ki" for "the one on" ("d5'teki"). */
    public static String at(int square, Lang lang, String relative) {
        String name = Square.name(square);
        return lang == Lang.TR ? name + LOCATIVE[square >>> 3] + relative : name;
    }

    /** What SAN adds to tell two pieces apart (the b of Nbd2, the 1 of R1e2), read as it is written. */
    private static String disambiguation(String san) {
        int end = san.length();
        while (end > 0 && (san.charAt(end - 1) == '+' || san.charAt(end - 1) == '#')) end--;
        end -= 2;
        if (end > 1 && san.charAt(end - 1) == 'x') end--;
        return end > 1 ? " " + san.substring(1, end) : "";
    }
}
