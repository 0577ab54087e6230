package dev.hakem.api.cache;

import dev.hakem.api.i18n.Lang;
import dev.hakem.api.problem.Problem;
import dev.hakem.chess.Fen;
import dev.hakem.chess.Position;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.Base64;
import java.util.List;

/**
 * The canonical form of a cacheable request, and the strong entity tag made from it: what the answer's
 * bytes are a function of, and nothing else. Each part is the input as the service read it, not as the
 * client wrote it (the FEN as hakem writes it, the rule set's name, the language chosen from
 * Accept-Language, the square's index), so requests answered with the same bytes share their tag, and
 * any input that changes a byte (a FEN's warnings too, since the answer lists them) changes it. The tag
 * is a digest of the operation, its media type, the {@link RulesVersion} and the parts, each written
 * with its length so that no two lists of parts read alike; computing it costs a FEN's parsing and a
 * SHA-256 of a few hundred bytes, never the answer.
 */
public final class EntityTag {

    /** The media type of every cacheable answer: problems are never cached. */
    static final String MEDIA_TYPE = "application/json";

    private final StringBuilder canonical = new StringBuilder(160);

    private EntityTag(String operation) {
        part("version", RulesVersion.VALUE).part("operation", operation).part("type", MEDIA_TYPE);
    }

    /** The canonical request of an operation ({@code GET /v1/position}), to which its parts are added. */
    public static EntityTag of(String method, String path) {
        return new EntityTag(method + " " + path);
    }

    /** A part of the request, by name; null is a part of its own, apart from any text. */
    public EntityTag part(String name, Object value) {
        canonical.append(name.length()).append(':').append(name);
        if (value == null) {
            canonical.append("-;");
        } else {
            String text = value.toString();
            canonical.append('=').append(text.length()).append(':').append(text).append(';');
        }
        return this;
    }

    /** The position as the service reads it: its FEN as hakem writes it, and its variant. */
    public EntityTag position(Position position) {
        return part("fen", Fen.write(position)).part("variant", position.variant().name());
    }

    /** The language the answer's words are in. */
    public EntityTag lang(Lang lang) {
        return part("lang", lang.tag());
    }

    /** What the FEN had that common tools write but the standard does not, when the answer lists it. */
    public EntityTag warnings(List<Problem.Item> warnings) {
        part("warnings", warnings.size());
        for (Problem.Item w : warnings) {
            part("code", w.code()).part("field", w.field());
            if (w.phrase() == null) part("message", w.message());
            else part("phrase", w.phrase().key()).part("args", w.phrase().args());
        }
        return this;
    }

    /** The canonical request as text, for tests and for reading. */
    String canonical() {
        return canonical.toString();
    }

    /** The strong entity tag, quoted: 22 characters of base64url of the canonical request's SHA-256. */
    public String value() {
        byte[] digest = SHA_256.get().digest(canonical.toString().getBytes(StandardCharsets.UTF_8));
        return '"' + Base64.getUrlEncoder().withoutPadding().encodeToString(digest).substring(0, 22) + '"';
    }

    /** One digest per thread (event loops and workers): a digest is reset by {@code digest()}. */
    private static final ThreadLocal<MessageDigest> SHA_256 = ThreadLocal.withInitial(() -> {
        try {
            return MessageDigest.getInstance("SHA-256");
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every JVM has SHA-256", e);
        }
    });

    /**
     * Whether an If-None-Match header names the tag (RFC 9110 §13.1.2): {@code *}, or a list of entity
     * tags of which one is the tag by the weak comparison ({@code W/"x"} matches {@code "x"}). A header
     * that cannot be read names nothing: the answer is sent whole.
     */
    public static boolean matches(String ifNoneMatch, String tag) {
        if (ifNoneMatch == null) return false;
        int i = 0, n = ifNoneMatch.length();
        while (i < n) {
            char c = ifNoneMatch.charAt(i);
            if (c == ' ' || c == '\t' || c == ',') {
                i++;
            } else if (c == '*') {
                return true;
            } else {
                if (ifNoneMatch.startsWith("W/", i)) i += 2;
                if (i >= n || ifNoneMatch.charAt(i) != '"') return false;
                int end = ifNoneMatch.indexOf('"', i + 1);
                if (end < 0) return false;
                if (ifNoneMatch.regionMatches(i, tag, 0, tag.length()) && end + 1 - i == tag.length()) return true;
                i = end + 1;
            }
        }
        return false;
    }
}
