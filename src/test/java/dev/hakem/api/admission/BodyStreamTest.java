package dev.hakem.api.admission;

import io.netty.buffer.Unpooled;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

/** A buffered body as the REST layer reads it: the same bytes as the buffer, and nothing once let go of. */
class BodyStreamTest {

    private static BodyStream of(String text) {
        return new BodyStream(Unpooled.wrappedBuffer(text.getBytes(StandardCharsets.UTF_8)));
    }

    @Test
    void readsTheBufferedBytesToTheirEnd() throws IOException {
        byte[] expected = "{\"fen\":\"8/8/8/8/8/8/8/K1k5 w - - 0 1\"}".getBytes(StandardCharsets.UTF_8);
        BodyStream stream = new BodyStream(Unpooled.wrappedBuffer(expected));
        assertEquals(expected.length, stream.available());
        assertArrayEquals(expected, stream.readAllBytes());
        assertEquals(-1, stream.read());
        assertEquals(-1, stream.read(new byte[4], 0, 4));
    }

    @Test
    void markAndResetReadTheSameBytesAgain() throws IOException {
        BodyStream stream = of("abcdef");
        assertEquals('a', stream.read());
        stream.mark(16);
        byte[] first = new byte[3];
        assertEquals(3, stream.read(first, 0, 3));
        stream.reset();
        byte[] again = new byte[3];
        assertEquals(3, stream.read(again, 0, 3));
        assertArrayEquals(first, again);
        assertEquals(2, stream.skip(10));
        assertEquals(-1, stream.read());
    }

    @Test
    void readsAsEndedOnceLetGoOf() throws IOException {
        BodyStream stream = of("{\"moves\":[\"e4\"]}");
        assertEquals('{', stream.read());
        stream.letGo();
        assertEquals(0, stream.available());
        assertEquals(-1, stream.read());
        assertEquals(-1, stream.read(new byte[8], 0, 8));
        assertEquals(0, stream.skip(3));
    }
}
