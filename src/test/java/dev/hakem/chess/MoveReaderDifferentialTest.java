package dev.hakem.chess;

import dev.hakem.Fuzz;
import dev.hakem.chess.board.Attacks;
import dev.hakem.chess.board.Role;
import dev.hakem.chess.board.Square;
import dev.hakem.chess.notation.MoveError;
import dev.hakem.chess.notation.MoveInfo;
import dev.hakem.chess.notation.MoveReader;
import dev.hakem.chess.notation.Notation;
import dev.hakem.chess.notation.San;
import dev.hakem.chess.notation.Uci;
import dev.hakem.chess.pgn.PgnGame;
import dev.hakem.chess.pgn.PgnReader;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

/**
 * The game reader ({@link MoveReader}: its own SAN and UCI reading without regular expressions, one
 * legal move list per position) against {@link Notation#parse}, the reader of every form: for every
 * text, strict and lenient, the same move with the same SAN, UCI, flags, position after and
 * forgiven forms, or the same refusal (reason, message, candidates). Texts: every legal move of
 * positions of random and real games written as canonical SAN and UCI, and each of them damaged.
 * The legal move list of a report ({@link MoveInfo#all}) is checked against writing and making each
 * move in the same positions.
 */
class MoveReaderDifferentialTest {
    static final String MOVE_ALPHABET = "KQRBNPabcdefgh12345678xX=+#O0-:!?. epqrbn";
    static final List<String> FILES = List.of("Capablanca.pgn", "London1851.pgn", "tatamast22.pgn", "WorldChamp1886.pgn",
            "Philidor.pgn", "Tarrasch7games.pgn", "Carlsen8games.pgn");

    @Test
    void everyLegalMoveOfRandomPlayoutsReadsAsTheFullReaderReadsIt() {
        Random r = Fuzz.random("move-reader");
        int texts = 0, tries = Fuzz.tries(40);
        for (int i = 0; i < tries; i++) {
            Position p = i % 7 == 6 ? Chess960.start(r.nextInt(960))
                    : Fen.position(RandomPlayoutPropertiesTest.STARTS.get(r.nextInt(RandomPlayoutPropertiesTest.STARTS.size())));
            int plies = r.nextInt(120);
            for (int ply = 0; ply < plies; ply++) {
                int[] codes = p.legalMoveCodes();
                if (codes.length == 0) break;
                texts += everyMove(r, p, "playout " + i + " ply " + ply + " (seed " + Fuzz.seed() + ")");
                p = p.play(RandomPlayoutPropertiesTest.choose(p, codes, r.nextInt(1 << 20)));
            }
        }
        assertTrue(texts > 20_000, texts + " texts");
    }

    @Test
    void realGamesReadMoveByMoveAsTheFullReaderReadsThem() throws Exception {
        Random r = Fuzz.random("move-reader-real");
        int games = 0, plies = 0;
        for (RealGame game : realGames()) {
            MoveReader reader = new MoveReader(game.start());
            Position p = game.start();
            for (String san : game.pgn().moves()) {
                String where = game.name() + " ply " + (plies + 1) + " '" + san + "' in " + Fen.write(p);
                Object fast = read(reader, san, true), slow = read(p, san, true);
                assertSame(slow, fast, where);
                if (!(slow instanceof Notation.Parsed parsed)) break;
                p = parsed.info().after();
                assertEquals(p.hasLegalMove(), reader.hasLegalMove(), where);
                assertEquals(Fen.write(p), Fen.write(reader.position()), where);
                if (r.nextInt(64) == 0) everyMove(r, p, where);
                plies++;
            }
            games++;
        }
        assertTrue(games > 900 && plies > 70_000, games + " games, " + plies + " plies");
    }

    /**
     * Real games sent as UCI (as a resume point's moves are): the SAN the reader writes only when asked
     * for is the full reader's, for every move, and a move played from the wrong square is refused
     * alike.
     */
    @Test
    void realGamesReadFromTheirUciAsTheFullReaderReadsThem() throws Exception {
        int plies = 0;
        for (RealGame game : realGames()) {
            MoveReader reader = new MoveReader(game.start());
            Position p = game.start();
            for (String san : game.pgn().moves()) {
                Notation.Parsed written;
                try {
                    written = Notation.parse(p, san, true);
                } catch (MoveError e) {
                    break;
                }
                String uci = written.info().uci(), where = game.name() + " '" + uci + "' in " + Fen.write(p);
                String wrongSquare = uci.charAt(0) == 'a' ? "h" + uci.substring(1) : "a" + uci.substring(1);
                assertSame(read(p, wrongSquare, false), read(new MoveReader(p), wrongSquare, false), where);
                Object fast = read(reader, uci, false), slow = read(p, uci, false);
                assertSame(slow, fast, where);
                assertEquals(written.info().san(), ((Notation.Parsed) fast).info().san(), where);
                p = written.info().after();
                plies++;
            }
        }
        assertTrue(plies > 70_000, plies + " plies");
    }

    /** A game of {@link #FILES}, named by its file and White's name for messages, and where it starts. */
    private record RealGame(String name, PgnGame pgn, Position start) {}

    private static List<RealGame> realGames() throws Exception {
        List<RealGame> out = new ArrayList<>();
        for (String file : FILES)
            for (PgnGame g : PgnReader.readAll(resource(file)))
                out.add(new RealGame(file + " " + g.tag("White"), g,
                        g.tag("FEN") == null ? Position.start() : Fen.position(g.tag("FEN"))));
        return out;
    }

    /**
     * Every legal move of p, as SAN, UCI and damaged, read both ways; returns the texts read. And the
     * list of legal moves with their SAN (written from one table of which pieces reach which square,
     * the check marks worked out without making the moves) is what writing and making each move gives.
     */
    private static int everyMove(Random r, Position p, String where) {
        int[] codes = p.legalMoveCodes();
        List<MoveInfo> all = MoveInfo.all(p);
        assertEquals(codes.length, all.size(), where);
        for (int i = 0; i < codes.length; i++) {
            MoveInfo m = all.get(i);
            Position after = p.play(codes[i]);
            assertEquals(San.of(p, codes[i]), m.san(), where);
            assertEquals(Uci.of(p, codes[i]), m.uci(), where);
            assertEquals(after.isCheck(), m.check(), where);
            assertEquals(after.isCheck() && !after.hasLegalMove(), m.checkmate(), where);
            assertEquals(Fen.write(after), Fen.write(m.after()), where);
            assertEquals(Move.decode(p, codes[i]), m.move(), where);
        }
        int n = 0;
        // Every move a knight, bishop, rook or queen of the side to move would make on an empty board, as
        // UCI: blocked ones, ones onto its own side's pieces, ones that leave or put its king in check.
        for (int from = 0; from < 64; from++) {
            int role = p.roleAt(from);
            if (role < Position.KNIGHT || role > Position.QUEEN || (p.byColor(p.turn()) & (1L << from)) == 0) continue;
            for (long to = Attacks.of(Role.VALUES[role], p.turn(), from, 0L); to != 0; to &= to - 1) {
                String text = Square.name(from) + Square.name(Long.numberOfTrailingZeros(to));
                for (boolean lenient : new boolean[] {false, true}) {
                    assertSame(read(p, text, lenient), read(new MoveReader(p), text, lenient),
                            "'" + text + "' " + (lenient ? "lenient" : "strict") + " in " + Fen.write(p) + ", " + where);
                    n++;
                }
            }
        }
        for (int code : p.legalMoveCodes()) {
            String san = San.of(p, code), uci = Uci.of(p, code);
            List<String> texts = new ArrayList<>(List.of(san, uci, San.withoutSuffix(p, code), San.withoutSuffix(p, code) + "+",
                    San.withoutSuffix(p, code) + "#", uci + "+", san + " e.p.", " " + san));
            for (int k = 0; k < 3; k++) texts.add(Fuzz.mutate(r, r.nextBoolean() ? san : uci, MOVE_ALPHABET));
            for (String text : texts) {
                for (boolean lenient : new boolean[] {false, true}) {
                    assertSame(read(p, text, lenient), read(new MoveReader(p), text, lenient),
                            "'" + text + "' " + (lenient ? "lenient" : "strict") + " in " + Fen.write(p) + ", " + where);
                    n++;
                }
            }
            try {
                assertEquals(san, new MoveReader(p).play(san, false).info().san(), where);
            } catch (MoveError e) {
                fail("canonical " + san + " refused: " + e.getMessage() + ", " + where);
            }
        }
        return n;
    }

    private static Object read(Position p, String text, boolean lenient) {
        try {
            return Notation.parse(p, text, lenient);
        } catch (MoveError e) {
            return e;
        }
    }

    private static Object read(MoveReader reader, String text, boolean lenient) {
        Position before = reader.position();
        try {
            return reader.play(text, lenient);
        } catch (MoveError e) {
            assertTrue(before == reader.position(), "a refused move leaves the reader where it was");
            return e;
        }
    }

    private static void assertSame(Object slow, Object fast, String where) {
        if (slow instanceof MoveError s) {
            assertTrue(fast instanceof MoveError, () -> "refused by the full reader (" + s.getMessage() + "), read: " + where);
            MoveError f = (MoveError) fast;
            assertEquals(s.reason(), f.reason(), where);
            assertEquals(s.phrase(), f.phrase(), where);
            assertEquals(s.candidates(), f.candidates(), where);
            return;
        }
        Notation.Parsed s = (Notation.Parsed) slow;
        assertTrue(fast instanceof Notation.Parsed, () -> "read by the full reader, refused (" + ((MoveError) fast).getMessage() + "): " + where);
        Notation.Parsed f = (Notation.Parsed) fast;
        MoveInfo a = s.info(), b = f.info();
        assertEquals(a.move(), b.move(), where);
        assertEquals(a.uci(), b.uci(), where);
        assertEquals(a.san(), b.san(), where);
        assertEquals(a.check(), b.check(), where);
        assertEquals(a.checkmate(), b.checkmate(), where);
        assertEquals(Fen.write(a.after()), Fen.write(b.after()), where);
        assertEquals(a.after().zobrist(), b.after().zobrist(), where);
        assertEquals(s.forgiven(), f.forgiven(), where);
    }

    static String resource(String name) throws IOException {
        try (InputStream in = MoveReaderDifferentialTest.class.getResourceAsStream("/pgn/" + name)) {
            assertNotNull(in, "missing test resource /pgn/" + name);
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }
}
