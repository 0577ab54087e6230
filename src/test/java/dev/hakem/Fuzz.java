package dev.hakem;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The budget and the mutations of the fuzz tests. Every fuzz test runs a fixed number of cases in
 * {@code ./mvnw verify} (seconds in all); {@code -Dfuzz.scale=N} multiplies the number of
 * cases (the {@code fuzz} profile sets 25), and {@code -Dfuzz.seed=S} explores other cases.
 * A failure names the seed and the case, so that it can be replayed.
 */
public final class Fuzz {
    private Fuzz() {}

    public static final long DEFAULT_SEED = 20261130L;

    /** The number of cases: the test's own default times the scale. */
    public static int tries(int base) {
        return Math.max(1, base * Math.max(1, Integer.getInteger("fuzz.scale", 1)));
    }

    public static long seed() {
        return Long.getLong("fuzz.seed", DEFAULT_SEED);
    }

    /** A generator of its own for each test, so that one test's cases do not depend on another's. */
    public static Random random(String test) {
        return new Random(seed() * 31 + test.hashCode());
    }

    private static final Pattern TOKEN = Pattern.compile("\\s+|[^\\s(){}\\[\\];]+|[(){}\\[\\];]");

    /** Whitespace runs, bracket and comment characters, and the words between them, in order. */
    public static List<String> tokens(String text) {
        Matcher m = TOKEN.matcher(text);
        List<String> out = new ArrayList<>();
        while (m.find()) out.add(m.group());
        return out;
    }

    /**
     * One to four mutations of a text: tokens deleted, duplicated or swapped, characters flipped
     * to one of {@code alphabet}, the text cut short, brackets inserted, spans wrapped in nested
     * variations or comments.
     */
    public static String mutate(Random r, String text, String alphabet) {
        String s = text;
        int n = 1 + r.nextInt(4);
        for (int i = 0; i < n; i++) s = mutateOnce(r, s, alphabet);
        return s;
    }

    private static String mutateOnce(Random r, String s, String alphabet) {
        List<String> t = tokens(s);
        switch (r.nextInt(10)) {
            case 0: // delete a token
                if (!t.isEmpty()) t.remove(r.nextInt(t.size()));
                return String.join("", t);
            case 1: // duplicate a token
                if (!t.isEmpty()) {
                    int i = r.nextInt(t.size());
                    t.add(i, t.get(i));
                }
                return String.join("", t);
            case 2: // swap two tokens
                if (t.size() > 1) {
                    int i = r.nextInt(t.size()), j = r.nextInt(t.size());
                    String x = t.get(i);
                    t.set(i, t.get(j));
                    t.set(j, x);
                }
                return String.join("", t);
            case 3: // flip a character
            case 4:
                if (s.isEmpty()) return String.valueOf(alphabet.charAt(r.nextInt(alphabet.length())));
                int at = r.nextInt(s.length());
                return s.substring(0, at) + alphabet.charAt(r.nextInt(alphabet.length())) + s.substring(at + 1);
            case 5: // cut short
                return s.substring(0, r.nextInt(s.length() + 1));
            case 6: { // a stray bracket or comment character
                String c = String.valueOf("(){}[];%$\"\\".charAt(r.nextInt(11)));
                int p = r.nextInt(s.length() + 1);
                return s.substring(0, p) + c + s.substring(p);
            }
            case 7: { // a span wrapped in variations, nested up to 40 deep (sometimes left open)
                int a = r.nextInt(s.length() + 1), b = a + r.nextInt(s.length() - a + 1), depth = 1 + r.nextInt(40);
                String close = r.nextInt(4) == 0 ? "" : ")".repeat(depth);
                return s.substring(0, a) + "(".repeat(depth) + s.substring(a, b) + close + s.substring(b);
            }
            case 8: { // a span wrapped in a comment, with braces and parentheses inside
                int a = r.nextInt(s.length() + 1), b = a + r.nextInt(s.length() - a + 1);
                return s.substring(0, a) + "{ (" + s.substring(a, b) + " } " + s.substring(b);
            }
            default: { // a random run of the alphabet
                StringBuilder sb = new StringBuilder();
                for (int k = r.nextInt(12); k >= 0; k--) sb.append(alphabet.charAt(r.nextInt(alphabet.length())));
                int p = r.nextInt(s.length() + 1);
                return s.substring(0, p) + sb + s.substring(p);
            }
        }
    }

    /**
     * An input of a coverage-guided fuzz test cut at its first LF: the line that chooses what is fuzzed
     * (null when there is no LF) and the bytes fuzzed after it (the whole input when there is none).
     */
    public record Selected(String first, byte[] rest) {
        public static Selected of(byte[] input) {
            int lf = indexOf(input, (byte) '\n', 0);
            return lf < 0 ? new Selected(null, input)
                    : new Selected(new String(input, 0, lf, StandardCharsets.UTF_8), Arrays.copyOfRange(input, lf + 1, input.length));
        }

        /** The first line, or "" when there is none. */
        public String line() {
            return first == null ? "" : first;
        }

        public String restText() {
            return new String(rest, StandardCharsets.UTF_8);
        }
    }

    /** The index of the first {@code b} in {@code bytes} from {@code from}, or -1. */
    public static int indexOf(byte[] bytes, byte b, int from) {
        for (int i = from; i < bytes.length; i++) if (bytes[i] == b) return i;
        return -1;
    }
}
