package dev.hakem.api.i18n;

/**
 * An Accept-Language header matched against the two languages of the service as an RFC 4647 lookup
 * does ({@code Locale.lookupTag}): the ranges by weight, the first that names English or Turkish (its
 * primary subtag: tr-TR and tr-x-y are Turkish) decides; a weight of 0 excludes, {@code *} names no
 * language in particular. Only the first {@value #MAX_LENGTH} characters and {@value #MAX_RANGES}
 * ranges are read (no client sends more to mean something). A range that cannot be read (a weight
 * not as RFC 9110 writes it, other characters) is left out, where the JDK's parser refuses the
 * whole header.
 */
final class AcceptLanguage {
    private AcceptLanguage() {}

    static final int MAX_LENGTH = 256;
    static final int MAX_RANGES = 16;
    /** Weights are written with at most three decimals: q=0.001 to q=1, in thousandths. */
    private static final int NOT_A_WEIGHT = -1;

    static Lang choose(String header) {
        int end = Math.min(header.length(), MAX_LENGTH);
        // A range cut by the length cap is left out with everything after it.
        if (end < header.length() && header.charAt(end) != ',') {
            int comma = header.lastIndexOf(',', end - 1);
            end = Math.max(comma, 0);
        }
        // Per language: its heaviest weight, where that range stands, and whether a weight of 0 excludes it.
        int[] weight = new int[2], place = new int[2];
        boolean[] excluded = new boolean[2];
        int[] starts = new int[MAX_RANGES], ends = new int[MAX_RANGES];
        int kept = 0;
        int at = 0, ranges = 0;
        while (at < end && ranges < MAX_RANGES) {
            int next = header.indexOf(',', at);
            if (next < 0 || next > end) next = end;
            int start = skipSpace(header, at, next), stop = trimSpace(header, start, next);
            at = next + 1;
            if (start == stop) continue; // an empty element of the list ("tr,,en"), allowed
            ranges++;
            int semicolon = header.indexOf(';', start);
            boolean weighted = semicolon >= 0 && semicolon < stop;
            int tagEnd = weighted ? trimSpace(header, start, semicolon) : stop;
            int q = weighted ? weight(header, semicolon + 1, stop) : 1000;
            Lang lang = language(header, start, tagEnd);
            if (lang == null || q == NOT_A_WEIGHT) continue; // another language, or a range that cannot be read
            if (seen(header, starts, ends, kept, start, tagEnd)) continue; // as the JDK: the first of a range counts
            starts[kept] = start;
            ends[kept++] = tagEnd;
            int i = lang.ordinal();
            // As the JDK's lookup: a range of weight 0 excludes its language (tr-TR;q=0 all Turkish).
            if (q == 0) excluded[i] = true;
            // Ranges of one weight count in the order written: only a heavier one displaces the first.
            if (q > weight[i]) {
                weight[i] = q;
                place[i] = ranges;
            }
        }
        int en = Lang.EN.ordinal(), tr = Lang.TR.ordinal();
        if (excluded[tr] || weight[tr] == 0) return Lang.EN;
        if (excluded[en] || weight[en] == 0) return Lang.TR;
        return weight[tr] > weight[en] || weight[tr] == weight[en] && place[tr] < place[en] ? Lang.TR : Lang.EN;
    }

    private static boolean seen(String s, int[] starts, int[] ends, int kept, int start, int end) {
        for (int k = 0; k < kept; k++)
            if (ends[k] - starts[k] == end - start && s.regionMatches(true, starts[k], s, start, end - start)) return true;
        return false;
    }

    /** English or Turkish when the range's primary subtag names it (any case), else null. */
    private static Lang language(String s, int start, int end) {
        if (end - start < 2 || end - start > 2 && s.charAt(start + 2) != '-') return null;
        if (!range(s, start, end)) return null;
        char a = Character.toLowerCase(s.charAt(start)), b = Character.toLowerCase(s.charAt(start + 1));
        if (a == 'e' && b == 'n') return Lang.EN;
        if (a == 't' && b == 'r') return Lang.TR;
        return null;
    }

    /** A language range: {@code *}, or subtags of 1 to 8 letters (digits too after the first) joined by '-'. */
    private static boolean range(String s, int start, int end) {
        if (end - start == 1 && s.charAt(start) == '*') return true;
        int subtag = 0;
        boolean first = true;
        for (int i = start; i <= end; i++) {
            char c = i < end ? s.charAt(i) : '-';
            if (c == '-') {
                if (subtag == 0 || subtag > 8) return false;
                subtag = 0;
                first = false;
            } else if (c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || !first && c >= '0' && c <= '9' || !first && c == '*') {
                subtag++;
            } else {
                return false;
            }
        }
        return true;
    }

    /** The weight of ";q=0.5" (after the semicolon) in thousandths, or {@link #NOT_A_WEIGHT}. */
    private static int weight(String s, int start, int end) {
        start = skipSpace(s, start, end);
        if (end - start < 3 || Character.toLowerCase(s.charAt(start)) != 'q') return NOT_A_WEIGHT;
        int at = skipSpace(s, start + 1, end);
        if (at >= end || s.charAt(at) != '=') return NOT_A_WEIGHT;
        at = skipSpace(s, at + 1, end);
        if (at >= end) return NOT_A_WEIGHT;
        char unit = s.charAt(at);
        if (unit != '0' && unit != '1') return NOT_A_WEIGHT;
        int value = (unit - '0') * 1000, scale = 100;
        at++;
        if (at < end && s.charAt(at) == '.') {
            at++;
            for (int digits = 0; at < end && s.charAt(at) >= '0' && s.charAt(at) <= '9'; at++, digits++) {
                if (digits == 3) return NOT_A_WEIGHT;
                value += (s.charAt(at) - '0') * scale;
                scale /= 10;
            }
        }
        return at == end && value <= 1000 ? value : NOT_A_WEIGHT;
    }

    private static int skipSpace(String s, int at, int end) {
        while (at < end && (s.charAt(at) == ' ' || s.charAt(at) == '\t')) at++;
        return at;
    }

    private static int trimSpace(String s, int start, int end) {
        while (end > start && (s.charAt(end - 1) == ' ' || s.charAt(end - 1) == '\t')) end--;
        return end;
    }
}
