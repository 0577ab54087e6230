package dev.hakem.chess.pgn;

import dev.hakem.chess.Fen;
import dev.hakem.chess.Variant;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Writes one game in the PGN export format: the Seven Tag Roster first (from the given tags, "?"
 * where they lack one), then the other tags, SetUp and FEN for a non-standard start, a Termination
 * tag when the game ended by rule, and the move text wrapped at 80 columns, ending with the result.
 */
public final class PgnWriter {
    private PgnWriter() {}

    /** The longest line of move text (the PGN standard's export format). */
    public static final int WIDTH = 80;
    private static final List<String> ROSTER = List.of("Event", "Site", "Date", "Round", "White", "Black", "Result");
    private static final Map<String, String> DEFAULTS = Map.of("Event", "?", "Site", "?", "Date", "????.??.??",
            "Round", "?", "White", "?", "Black", "?");
    /** Tags the writer sets itself from the game, whatever the given tags said. */
    private static final Set<String> REWRITTEN = Set.of("Result", "FEN", "SetUp", "Termination");

    /**
     * @param input       the tags the game came with (none for a game given as moves)
     * @param startFen    the FEN of the start position
     * @param san         the moves played, in SAN
     * @param result      the game's result as PGN writes it (1-0, 0-1, 1/2-1/2, *)
     * @param termination how the rules ended the game, or null
     */
    public static String write(Map<String, String> input, String startFen, List<String> san, String result,
                               String termination) {
        return write(input, startFen, san, List.of(), result, termination);
    }

    /**
     * As above, with each move's notes written after it: its NAGs, then one comment holding the clock
     * commands and the comment's text.
     *
     * @param notes one per move, or fewer (the rest have none)
     */
    public static String write(Map<String, String> input, String startFen, List<String> san, List<PgnGame.Notes> notes,
                               String result, String termination) {
        return write(input, startFen, san, notes, result, termination, Variant.STANDARD);
    }

    /**
     * As above, for a game of the variant: a Chess960 game gets the tag {@code [Variant "Chess960"]}
     * (whatever spelling it came with) and always SetUp and FEN, as its start is not implied.
     */
    public static String write(Map<String, String> input, String startFen, List<String> san, List<PgnGame.Notes> notes,
                               String result, String termination, Variant variant) {
        boolean chess960 = variant == Variant.CHESS960;
        Map<String, String> tags = new LinkedHashMap<>();
        for (String name : ROSTER) tags.put(name, input.getOrDefault(name, DEFAULTS.get(name)));
        tags.put("Result", result);
        for (Map.Entry<String, String> e : input.entrySet())
            if (!tags.containsKey(e.getKey()) && !REWRITTEN.contains(e.getKey()) && !(chess960 && e.getKey().equals("Variant")))
                tags.put(e.getKey(), e.getValue());
        if (chess960) tags.put("Variant", "Chess960");
        if (chess960 || !startFen.equals(Fen.STANDARD)) {
            tags.put("SetUp", "1");
            tags.put("FEN", startFen);
        }
        if (termination != null) tags.put("Termination", termination);

        StringBuilder sb = new StringBuilder();
        for (Map.Entry<String, String> e : tags.entrySet())
            sb.append('[').append(e.getKey()).append(" \"").append(escape(e.getValue())).append("\"]\n");
        sb.append('\n');

        String[] fenFields = startFen.split(" ");
        boolean whiteToMove = fenFields.length < 2 || fenFields[1].equals("w");
        int number = fenFields.length >= 6 ? Integer.parseInt(fenFields[5]) : 1;
        StringBuilder lineText = new StringBuilder();
        boolean first = true;
        for (int i = 0; i < san.size(); i++) {
            String move = san.get(i);
            String token;
            if (whiteToMove) token = number + ". " + move;
            else token = first ? number + "... " + move : move;
            append(sb, lineText, token);
            PgnGame.Notes n = i < notes.size() ? notes.get(i) : PgnGame.Notes.NONE;
            for (int nag : n.nags()) append(sb, lineText, "$" + nag);
            String comment = comment(n);
            // After a comment the next move of Black needs its number again (PGN standard 8.2.2.2).
            if (comment != null) {
                for (String word : comment.split(" ")) append(sb, lineText, word);
                if (whiteToMove) first = true;
            }
            if (!whiteToMove) number++;
            whiteToMove = !whiteToMove;
            if (comment == null || whiteToMove) first = false;
        }
        append(sb, lineText, result);
        sb.append(lineText).append("\n\n");
        return sb.toString();
    }

    /** The comment written after a move: its clock commands first, then its text; null when there is none. */
    private static String comment(PgnGame.Notes n) {
        StringBuilder c = new StringBuilder();
        if (n.clock() != null) c.append("[%clk ").append(n.clock()).append(']');
        if (n.elapsed() != null) c.append(c.length() > 0 ? " " : "").append("[%emt ").append(n.elapsed()).append(']');
        if (n.comment() != null) c.append(c.length() > 0 ? " " : "").append(n.comment().replace('}', ')'));
        return c.length() == 0 ? null : "{" + c + "}";
    }

    /** Adds a token to the current line, starting a new line when it would pass the width. */
    private static void append(StringBuilder out, StringBuilder line, String token) {
        if (line.length() > 0 && line.length() + 1 + token.length() > WIDTH) {
            out.append(line).append('\n');
            line.setLength(0);
        }
        if (line.length() > 0) line.append(' ');
        line.append(token);
    }

    /** A tag value as the standard quotes it: backslash and quote escaped, no line breaks. */
    static String escape(String value) {
        return value.replace("\\", "\\\\").replace("\"", "\\\"").replace('\n', ' ').replace('\r', ' ');
    }
}
