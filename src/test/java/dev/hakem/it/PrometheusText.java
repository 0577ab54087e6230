package dev.hakem.it;

import static io.restassured.RestAssured.given;

import java.util.LinkedHashMap;
import java.util.Map;

/** Reads samples out of the Prometheus text the service writes at /q/metrics. */
final class PrometheusText {
    private PrometheusText() {}

    static String scrape() {
        return given().when().get(Management.url("/q/metrics")).then().statusCode(200).extract().asString();
    }

    /** The sum of the samples of {@code name} whose labels include all of {@code labels}; 0 when there is none. */
    static double value(String text, String name, Map<String, String> labels) {
        double sum = 0;
        for (String line : text.split("\n")) {
            if (line.isEmpty() || line.startsWith("#")) continue;
            int brace = line.indexOf('{');
            int space = line.lastIndexOf(' ');
            String metric = brace >= 0 && brace < space ? line.substring(0, brace) : line.substring(0, space);
            if (!metric.equals(name)) continue;
            Map<String, String> found = brace >= 0 && brace < space ? labels(line.substring(brace + 1, line.lastIndexOf('}')))
                    : Map.of();
            if (found.entrySet().containsAll(labels.entrySet())) sum += Double.parseDouble(line.substring(space + 1));
        }
        return sum;
    }

    /** Whether a sample of {@code name} with these labels is there at all. */
    static boolean present(String text, String name, Map<String, String> labels) {
        for (String line : text.split("\n")) {
            if (line.isEmpty() || line.startsWith("#")) continue;
            int brace = line.indexOf('{');
            if (brace < 0 || !line.substring(0, brace).equals(name)) continue;
            if (labels(line.substring(brace + 1, line.lastIndexOf('}'))).entrySet().containsAll(labels.entrySet())) return true;
        }
        return false;
    }

    static Map<String, String> labels(String body) {
        Map<String, String> out = new LinkedHashMap<>();
        int i = 0;
        while (i < body.length()) {
            int eq = body.indexOf('=', i);
            if (eq < 0) break;
            String key = body.substring(i, eq).trim();
            int start = body.indexOf('"', eq) + 1;
            StringBuilder value = new StringBuilder();
            int j = start;
            for (; j < body.length() && body.charAt(j) != '"'; j++) {
                if (body.charAt(j) == '\\' && j + 1 < body.length()) j++;
                value.append(body.charAt(j));
            }
            out.put(key, value.toString());
            i = j + 1;
            if (i < body.length() && body.charAt(i) == ',') i++;
        }
        return out;
    }
}
