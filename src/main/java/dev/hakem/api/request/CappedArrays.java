package dev.hakem.api.request;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.databind.DeserializationContext;
import com.fasterxml.jackson.databind.JsonDeserializer;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import dev.hakem.api.problem.ProblemException;
import dev.hakem.api.problem.Problems;
import dev.hakem.chess.text.Phrase;
import io.quarkus.runtime.annotations.RegisterForReflection;
import java.io.IOException;

/**
 * The list members of request bodies (moves, offers), counted while their tokens are read: a body of
 * a million one-letter moves is refused at the element past the cap, before it is held as a
 * million nodes. Anything but an array is read as it comes (bounded by the parser's constraints,
 * {@code api.json.JsonSettings}) and judged by the reader of the member. The caps are the mapper's
 * attributes, set from the configuration by {@code api.json.JsonSettings}; a mapper without them (a test's)
 * reads without a cap, and the member's reader counts again.
 */
public final class CappedArrays {
    private CappedArrays() {}

    /** The attribute holding hakem.game.max-plies. */
    public static final String MAX_PLIES = "hakem.game.max-plies";

    abstract static class Capped extends JsonDeserializer<JsonNode> {
        /** The most elements, or a negative number for no cap. */
        abstract int cap(int maxPlies);

        abstract ProblemException tooMany(int cap);

        @Override
        public JsonNode deserialize(JsonParser p, DeserializationContext ctxt) throws IOException {
            if (!p.isExpectedStartArrayToken()) return ctxt.readTree(p);
            Object maxPlies = ctxt.getAttribute(MAX_PLIES);
            int cap = maxPlies instanceof Integer n ? cap(n) : -1;
            ArrayNode out = ctxt.getNodeFactory().arrayNode();
            while (p.nextToken() != JsonToken.END_ARRAY) {
                if (out.size() == cap) throw tooMany(cap);
                out.add(ctxt.readTree(p));
            }
            return out;
        }
    }

    /** The moves member: at most hakem.game.max-plies moves (413 too_many_moves). */
    @RegisterForReflection
    public static final class Moves extends Capped {
        @Override
        int cap(int maxPlies) {
            return maxPlies;
        }

        @Override
        ProblemException tooMany(int cap) {
            return Problems.tooManyMoves(cap);
        }
    }

    /** The offers member: at most two offers per position, 2 × (hakem.game.max-plies + 1). */
    @RegisterForReflection
    public static final class Offers extends Capped {
        @Override
        int cap(int maxPlies) {
            return maxOffers(maxPlies);
        }

        @Override
        ProblemException tooMany(int cap) {
            return Problems.invalidMember("offers", Phrase.of("detail.offers_too_many", cap));
        }
    }

    public static int maxOffers(int maxPlies) {
        return 2 * (maxPlies + 1);
    }
}
