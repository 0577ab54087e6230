package dev.hakem.chess;

import dev.hakem.chess.notation.MoveError;
import dev.hakem.chess.notation.Notation;
import dev.hakem.chess.notation.San;
import dev.hakem.chess.notation.Uci;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import dev.hakem.Fuzz;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * FEN, SAN and UCI written for positions deep in random games, then damaged (several mutations at
 * once, where {@link HostileInputPropertiesTest} flips one character of a few fixed texts or draws
 * text from scratch). The readers answer with a result or a typed error, and what they accept keeps
 * its promises: a FEN read is a legal position that writes and reads back to itself; a move read is
 * legal; the lenient reader takes every move the strict one takes, as the same move; the candidates
 * an error lists are legal moves that read back.
 */
class NotationMutationFuzzTest {
    static final String FEN_ALPHABET = "rnbqkpRNBQKP12345678/ wb-KQkqabcdefghHA0_9";
    static final String MOVE_ALPHABET = "KQRBNPabcdefgh12345678xX=+#O0-:!?. epqrbn";

    @Test
    void damagedFensOfPlayedPositions() {
        Random r = Fuzz.random("fen-mutation");
        int valid = 0, tries = Fuzz.tries(4000);
        for (int i = 0; i < tries; i++) {
            Position p = playout(r, r.nextInt(80));
            String text = Fuzz.mutate(r, Fen.write(p), FEN_ALPHABET);
            String where = "'" + text + "' from '" + Fen.write(p) + "' (case " + i + ", seed " + Fuzz.seed() + ")";
            FenResult result;
            try {
                result = Fen.read(text);
            } catch (RuntimeException e) {
                fail("Fen.read threw " + e + " on " + where, e);
                return;
            }
            if (result instanceof FenResult.Valid v) {
                valid++;
                Position q = v.position();
                assertFalse(q.isAttacked(q.kingSquare(q.turn().other()), q.turn()), () -> "side not to move in check: " + where);
                FenResult again = Fen.read(Fen.write(q));
                assertTrue(again instanceof FenResult.Valid, () -> "own FEN refused: " + Fen.write(q) + "; " + where);
                Position back = ((FenResult.Valid) again).position();
                assertTrue(back.sameAs(q), () -> "round trip: " + where);
                assertEquals(Fen.write(q), Fen.write(back), () -> "round trip: " + where);
            } else {
                FenResult.Invalid bad = (FenResult.Invalid) result;
                assertFalse(bad.errors().isEmpty(), () -> "invalid without an error: " + where);
            }
        }
        assertTrue(valid > tries / 50 && valid < tries, "valid " + valid + " of " + tries);
    }

    @Test
    void damagedMovesOfPlayedPositions() {
        Random r = Fuzz.random("move-mutation");
        int read = 0, tries = Fuzz.tries(4000);
        for (int i = 0; i < tries; i++) {
            Position p = playout(r, r.nextInt(80));
            int[] codes = p.legalMoveCodes();
            if (codes.length == 0) continue;
            int code = codes[r.nextInt(codes.length)];
            String written = r.nextBoolean() ? San.of(p, code) : Uci.of(p, code);
            String text = Fuzz.mutate(r, written, MOVE_ALPHABET);
            String where = "'" + text + "' from '" + written + "' in " + Fen.write(p) + " (case " + i + ", seed " + Fuzz.seed() + ")";
            Integer strict = read(p, text, false, where), lenient = read(p, text, true, where);
            if (strict != null) {
                read++;
                assertEquals(strict, lenient, () -> "lenient reads what strict reads, as the same move: " + where);
            }
        }
        assertTrue(read > tries / 50 && read < tries, "read " + read + " of " + tries);
    }

    /** The code of the move read, or null for a move error (checked here). */
    private static Integer read(Position p, String text, boolean lenient, String where) {
        try {
            Notation.Parsed parsed = Notation.parse(p, text, lenient);
            assertTrue(p.isLegal(parsed.move().code()), () -> "a move read is legal: " + where);
            return parsed.move().code();
        } catch (MoveError e) {
            assertNotNull(e.reason(), where);
            assertFalse(e.getMessage() == null || e.getMessage().isBlank(), where);
            for (String candidate : e.candidates()) {
                try {
                    assertTrue(p.isLegal(San.parse(p, candidate).code()), () -> "candidate " + candidate + ": " + where);
                } catch (MoveError notLegal) {
                    fail("candidate " + candidate + " does not read back (" + notLegal.getMessage() + "): " + where);
                }
            }
            return null;
        } catch (RuntimeException e) {
            fail("Notation.parse threw " + e + " on " + where, e);
            return null;
        }
    }

    /** A position after up to {@code plies} random moves from one of the standard perft positions. */
    private static Position playout(Random r, int plies) {
        Position p = Fen.position(RandomPlayoutPropertiesTest.STARTS.get(r.nextInt(RandomPlayoutPropertiesTest.STARTS.size())));
        for (int i = 0; i < plies; i++) {
            int[] codes = p.legalMoveCodes();
            if (codes.length == 0) break;
            p = p.play(RandomPlayoutPropertiesTest.choose(p, codes, r.nextInt(1 << 20)));
        }
        return p;
    }
}
