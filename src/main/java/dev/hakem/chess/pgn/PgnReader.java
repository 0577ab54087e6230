package dev.hakem.chess.pgn;

import dev.hakem.chess.notation.Dashes;
import dev.hakem.chess.text.Phrase;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Pattern;

/**
 * Reads PGN (the export and import formats of the PGN standard, as found in the wild): tag pairs
 * with backslash escapes, move text with move numbers ({@code 12.}, {@code 12...}, also glued to the
 * move as in {@code 12.e4}), comments ({@code {...}} and {@code ;} to the end of the line), NAGs
 * ({@code $0} to {@code $255}; a number above 255 is refused), annotation glyphs ({@code !}, {@code ?}, {@code !!}, {@code !?}...), recursive
 * variations (skipped), the game-termination marker, and {@code %} escape lines. Only the main
 * line is kept. Every error names its line and column (from 1).
 */
public final class PgnReader {

    /** The longest text read. */
    public static final int MAX_CHARS = 1_000_000;
    /** The default bound on the moves of one game. */
    public static final int DEFAULT_MAX_PLIES = 2000;

    private static final Pattern MOVE = Pattern.compile(
            "(?:[KQRBNP]?[a-h]?[1-8]?[x:-]?[a-h][1-8](?:=?[QRBNqrbn])?(?:e\\.?p\\.?)?|[O0o]-[O0o](?:-[O0o])?)[+#]{0,2}");
    private static final String SYMBOL_CHARS = "_+#=:-/";
    /** Dashes that word processors and web pages put where a hyphen-minus belongs ("1–0", "O‑O"). */
    private static final char HALF = '\u00BD';

    private final String text;
    private final int maxPlies;
    private int pos;
    private int line = 1;
    private int column = 1;
    /** What the current game's text needed forgiving outside its moves (keys {@code pgn.forgiven.*}). */
    private List<Phrase> warnings = new ArrayList<>();
    private PgnNotes notes = new PgnNotes();
    private int variations;
    private boolean keepComments;

    private PgnReader(String text, int maxPlies) {
        this.text = text;
        this.maxPlies = maxPlies;
    }

    /** Reads exactly one game; a text holding more than one is refused. */
    public static PgnGame read(String text) throws PgnError {
        return read(text, DEFAULT_MAX_PLIES);
    }

    public static PgnGame read(String text, int maxPlies) throws PgnError {
        PgnReader r = start(text, maxPlies);
        PgnGame game = r.next();
        if (game == null) throw new PgnError(1, 1, Phrase.of("pgn.no_game"));
        r.skipSpaceAndComments();
        if (r.pos < r.text.length())
            throw new PgnError(r.line, r.column, Phrase.of("pgn.second_game"));
        return game;
    }

    /** Reads every game of the text, in order. */
    public static List<PgnGame> readAll(String text) throws PgnError {
        return readAll(text, DEFAULT_MAX_PLIES);
    }

    public static List<PgnGame> readAll(String text, int maxPlies) throws PgnError {
        PgnReader r = start(text, maxPlies);
        List<PgnGame> games = new ArrayList<>();
        for (PgnGame g = r.next(); g != null; g = r.next()) games.add(g);
        return games;
    }

    private static PgnReader start(String text, int maxPlies) throws PgnError {
        if (text == null) throw new PgnError(1, 1, Phrase.of("pgn.missing"));
        if (text.length() > MAX_CHARS)
            throw new PgnError(PgnError.Kind.TOO_LONG, 1, 1, Phrase.of("pgn.too_long", text.length(), MAX_CHARS));
        PgnReader r = new PgnReader(text, maxPlies);
        if (text.startsWith("\uFEFF")) r.pos = 1;
        return r;
    }

    /**
     * The game-termination marker a token denotes, typography undone ("1–0", "½-½", "½–½"), or
     * null when it denotes none.
     */
    public static String result(String token) {
        if (token == null) return null;
        String s = Dashes.plain(token.strip());
        if (s.equals("1-0") || s.equals("0-1") || s.equals("1/2-1/2") || s.equals("*")) return s;
        if (s.equals(HALF + "-" + HALF)) return "1/2-1/2";
        return null;
    }

    // ------------------------------------------------------------------ games

    /** The next game, or null at the end of the text. */
    private PgnGame next() throws PgnError {
        Map<String, String> tags = new LinkedHashMap<>();
        List<String> moves = new ArrayList<>();
        warnings = new ArrayList<>();
        notes = new PgnNotes();
        variations = 0;
        boolean inMoves = false;
        while (true) {
            keepComments = !moves.isEmpty();
            skipSpaceAndComments();
            keepComments = false;
            if (pos >= text.length()) break;
            char c = text.charAt(pos);
            if (c == '[') {
                if (inMoves) return game(tags, moves, null); // no marker: the next game's tags begin
                readTag(tags);
                continue;
            }
            inMoves = true;
            if (c == '(') {
                skipVariation();
            } else if (c == ')') {
                throw new PgnError(line, column, Phrase.of("pgn.unopened_variation"));
            } else if (c == '$') {
                int l = line, col = column;
                advance();
                if (pos >= text.length() || !asciiDigit(text.charAt(pos)))
                    throw new PgnError(l, col, Phrase.of("pgn.nag"));
                int start = pos;
                while (pos < text.length() && asciiDigit(text.charAt(pos))) advance();
                int nag = nag(start, pos);
                if (nag < 0) // PGN standard 8.2.4: a NAG is a number from 0 to 255
                    throw new PgnError(l, col, Phrase.of("pgn.nag_range", "$" + abbreviate(text.substring(start, pos))));
                if (!moves.isEmpty()) notes.nag(nag);
            } else if (c == '.') {
                // A period is a token of its own (PGN standard 8.2.2): "1. ... e5", "2. Nf3 ... Nc6".
                while (pos < text.length() && text.charAt(pos) == '.') advance();
            } else if (c == '!' || c == '?') {
                glyph(!moves.isEmpty());
            } else if (c == '*') {
                advance();
                return game(tags, moves, "*");
            } else if (isSymbolStart(c)) {
                int l = line, col = column;
                String token = symbol();
                String result = result(token);
                if (result != null) {
                    if (!result.equals(token)) warn(Phrase.of("pgn.forgiven.result_typography", token, result));
                    return game(tags, moves, result);
                }
                if (token.chars().allMatch(Character::isDigit)) {
                    while (pos < text.length() && text.charAt(pos) == '.') advance(); // a move number
                    continue;
                }
                if (pos < text.length() && text.charAt(pos) == '.' && (token.endsWith("e") || token.endsWith("ep"))) {
                    token = token + symbolWithDots(); // "exd6e.p."
                }
                if (!moves.isEmpty() && (token.equals("e.p.") || token.equals("ep"))) {
                    // "exd6 e.p." (FIDE C.10): the mark belongs to the move before it, whose reader says so.
                    moves.set(moves.size() - 1, moves.get(moves.size() - 1) + " " + token);
                    continue;
                }
                if (!MOVE.matcher(Dashes.plain(token)).matches())
                    throw new PgnError(l, col, Phrase.of("pgn.not_a_move", abbreviate(token)));
                if (moves.size() >= maxPlies)
                    throw new PgnError(PgnError.Kind.TOO_MANY_PLIES, l, col, Phrase.of("pgn.too_many_plies", maxPlies));
                notes.finish(moves.size());
                moves.add(token);
                glyph(true);
            } else {
                throw new PgnError(line, column, Phrase.of("pgn.unexpected_character", printable(c)));
            }
        }
        return tags.isEmpty() && moves.isEmpty() && !inMoves ? null : game(tags, moves, null);
    }

    private void readTag(Map<String, String> tags) throws PgnError {
        int l = line, col = column;
        advance(); // [
        skipBlanks();
        int start = pos;
        while (pos < text.length() && (Character.isLetterOrDigit(text.charAt(pos)) || text.charAt(pos) == '_')) advance();
        String name = text.substring(start, pos);
        if (name.isEmpty()) {
            if (atLineEnd()) throw new PgnError(l, col, Phrase.of("pgn.unterminated_tag"));
            throw new PgnError(line, column, Phrase.of("pgn.tag_name"));
        }
        skipBlanks();
        if (atLineEnd()) throw new PgnError(l, col, Phrase.of("pgn.unterminated_tag"));
        if (text.charAt(pos) != '"')
            throw new PgnError(line, column, Phrase.of("pgn.tag_value", name));
        advance();
        StringBuilder value = new StringBuilder();
        while (true) {
            if (atLineEnd())
                throw new PgnError(l, col, Phrase.of("pgn.unterminated_tag.quote", name));
            char c = text.charAt(pos);
            advance();
            if (c == '"') break;
            if (c == '\\' && pos < text.length() && (text.charAt(pos) == '"' || text.charAt(pos) == '\\')) {
                value.append(text.charAt(pos));
                advance();
            } else {
                value.append(c);
            }
        }
        skipBlanks();
        if (atLineEnd())
            throw new PgnError(l, col, Phrase.of("pgn.unterminated_tag.bracket", name));
        if (text.charAt(pos) != ']')
            throw new PgnError(line, column, Phrase.of("pgn.tag_bracket", name));
        advance();
        tags.put(name, value.toString());
    }

    /** Skips a variation and every variation nested in it, with the comments inside. */
    private void skipVariation() throws PgnError {
        int l = line, col = column;
        int depth = 0;
        while (pos < text.length()) {
            char c = text.charAt(pos);
            if (c == '{' || c == ';' || (c == '%' && column == 1)) {
                skipSpaceAndComments();
                continue;
            }
            advance();
            if (c == '(') {
                depth++;
                variations++;
            }
            else if (c == ')' && --depth == 0) return;
        }
        throw new PgnError(l, col, Phrase.of("pgn.unterminated_variation"));
    }

    // ------------------------------------------------------------------ notes

    private PgnGame game(Map<String, String> tags, List<String> moves, String result) {
        notes.finish(moves.size());
        return new PgnGame(tags, moves, result, warnings, notes.all(), variations);
    }

    /** Reads a move-suffix glyph ("!?"), kept as its NAG when it follows a move. */
    private void glyph(boolean keep) {
        int start = pos;
        while (pos < text.length() && (text.charAt(pos) == '!' || text.charAt(pos) == '?')) advance();
        if (keep) notes.glyph(text.substring(start, pos));
    }

    // ------------------------------------------------------------------ characters

    /** Skips white space, comments and escape lines. */
    private void skipSpaceAndComments() throws PgnError {
        while (pos < text.length()) {
            char c = text.charAt(pos);
            if (Character.isWhitespace(c) || c == '\uFEFF') {
                // A byte-order mark is skipped wherever a game's text begins (texts joined together).
                advance();
            } else if (c == '\u00A0' || c == '\u2007' || c == '\u202F') {
                warn(Phrase.of("pgn.forgiven.no_break_space", String.format(Locale.ROOT, "U+%04X", (int) c)));
                advance();
            } else if (c == '{') {
                int l = line, col = column;
                int start = pos + 1;
                while (pos < text.length() && text.charAt(pos) != '}') advance();
                if (pos >= text.length())
                    throw new PgnError(l, col, Phrase.of("pgn.unterminated_comment"));
                if (keepComments) notes.comment(text.substring(start, pos));
                advance();
            } else if (c == ';' || (c == '%' && column == 1)) {
                int start = pos + 1;
                while (pos < text.length() && text.charAt(pos) != '\n') advance();
                if (keepComments && c == ';') notes.comment(text.substring(start, pos));
            } else {
                return;
            }
        }
    }

    private boolean atLineEnd() {
        return pos >= text.length() || text.charAt(pos) == '\n' || text.charAt(pos) == '\r';
    }

    private void skipBlanks() {
        while (pos < text.length() && (text.charAt(pos) == ' ' || text.charAt(pos) == '\t')) advance();
    }

    private static boolean isSymbolStart(char c) {
        return (c < 128 && Character.isLetterOrDigit(c)) || c == HALF;
    }

    private void warn(Phrase warning) {
        if (!warnings.contains(warning)) warnings.add(warning);
    }

    private String symbol() {
        int start = pos;
        while (pos < text.length()) {
            char c = text.charAt(pos);
            if (!(c < 128 && Character.isLetterOrDigit(c)) && SYMBOL_CHARS.indexOf(c) < 0 && c != HALF
                    && !Dashes.isTypographic(c)) break;
            advance();
        }
        return text.substring(start, pos);
    }

    private String symbolWithDots() {
        int start = pos;
        while (pos < text.length()) {
            char c = text.charAt(pos);
            if (c != '.' && c != 'p' && SYMBOL_CHARS.indexOf(c) < 0) break;
            advance();
        }
        return text.substring(start, pos);
    }

    private void advance() {
        if (text.charAt(pos) == '\n') {
            line++;
            column = 1;
        } else {
            column++;
        }
        pos++;
    }

    private static String printable(char c) {
        return c < 32 || c == 127 ? String.format(Locale.ROOT, "\\u%04x", (int) c) : String.valueOf(c);
    }

    private static String abbreviate(String s) {
        return s.length() <= 20 ? s : s.substring(0, 20) + "...";
    }

    /** The NAG of the ASCII digits text[start, end) (leading zeros allowed), or -1 when it is above 255. */
    private int nag(int start, int end) {
        while (start < end - 1 && text.charAt(start) == '0') start++;
        if (end - start > 3) return -1;
        int n = Integer.parseInt(text, start, end, 10);
        return n <= 255 ? n : -1;
    }

    /** A NAG's number is written in ASCII digits only ($1), not in other scripts' digits ($١). */
    private static boolean asciiDigit(char c) {
        return c >= '0' && c <= '9';
    }
}
