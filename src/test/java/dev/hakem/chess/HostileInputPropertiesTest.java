package dev.hakem.chess;

import dev.hakem.chess.notation.MoveError;
import dev.hakem.chess.notation.Notation;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/**
 * Whatever text arrives, the readers answer with a result or a typed error: never another
 * exception, never a position that is not legal.
 */
class HostileInputPropertiesTest {

    @Provide
    Arbitrary<String> fenLike() {
        // Mostly FEN characters, so that many inputs get deep into the reader before failing.
        return Arbitraries.strings().withChars("rnbqkpRNBQKP12345678/ wb-KQkqabcdefgh0_\t").ofMinLength(0).ofMaxLength(90);
    }

    @Provide
    Arbitrary<String> mutatedFen() {
        String[] seeds = {Fen.STANDARD, "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
                "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1", "rnbqkbnr/ppp1pppp/8/3pP3/8/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 2"};
        return Arbitraries.of(seeds).flatMap(seed -> Arbitraries.integers().between(0, seed.length() - 1)
                .flatMap(at -> Arbitraries.chars().with("rnbqkpRNBQKP12345678/ wb-0").map(c ->
                        seed.substring(0, at) + c + seed.substring(at + 1))));
    }

    @Property(tries = 3000)
    void fenReaderNeverThrows(@ForAll("fenLike") String text) {
        check(text);
    }

    @Property(tries = 3000)
    void fenReaderHandlesSingleCharacterCorruptions(@ForAll("mutatedFen") String text) {
        check(text);
    }

    private static void check(String text) {
        FenResult r = Fen.read(text);
        assertNotNull(r);
        if (r instanceof FenResult.Valid v) {
            Position p = v.position();
            // A position that was accepted is legal: the side not to move is not in check, one king each.
            assertFalse(p.isAttacked(p.kingSquare(p.turn().other()), p.turn()));
            assertTrue(Fen.read(Fen.write(p)) instanceof FenResult.Valid);
            MoveGen.perft(p, 2);
        } else {
            assertFalse(((FenResult.Invalid) r).errors().isEmpty(), "an invalid FEN names at least one error");
        }
    }

    @Provide
    Arbitrary<String> moveLike() {
        return Arbitraries.strings().withChars("KQRBNPabcdefgh12345678xX=+#O0-:!?. ep").ofMinLength(0).ofMaxLength(12);
    }

    @Property(tries = 5000)
    void moveReadersAnswerWithAMoveOrAMoveError(@ForAll("moveLike") String text) {
        Position[] positions = {Position.start(),
                Fen.position("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1"),
                Fen.position("rnbqkbnr/ppp1pppp/8/3pP3/8/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 2"),
                Fen.position("7k/5Q2/6K1/8/8/8/8/8 b - - 0 1")};
        for (Position p : positions) {
            for (boolean lenient : new boolean[] {false, true}) {
                try {
                    Notation.Parsed parsed = Notation.parse(p, text, lenient);
                    assertTrue(p.isLegal(parsed.move().code()), "a parsed move is legal");
                } catch (MoveError e) {
                    assertNotNull(e.reason());
                    assertNotNull(e.getMessage());
                }
            }
        }
    }
}
