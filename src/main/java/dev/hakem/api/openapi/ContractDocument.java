package dev.hakem.api.openapi;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;

/**
 * The published contract as the build packs it (openapi/openapi.yaml, copied to
 * META-INF/openapi.yaml): its bytes as they are, and the same document in JSON. Both are made on
 * the first request that asks for them, not at start: the contract is 108 KB, and reading and
 * writing it again at every start (as a model, in two formats) cost about a fifth of the start's CPU.
 */
final class ContractDocument {
    /** Also named in application.properties (quarkus.native.resources.includes), so native images keep it. */
    static final String RESOURCE = "META-INF/openapi.yaml";

    private ContractDocument() {}

    /** The committed file, byte for byte (its comments included). */
    static byte[] yaml() {
        return Yaml.BYTES;
    }

    /** The same tree in JSON, members in the file's order, indented as SmallRye OpenAPI indented it. */
    static byte[] json() {
        return Json.BYTES;
    }

    private static final class Yaml {
        static final byte[] BYTES = read();

        private static byte[] read() {
            try (InputStream in = ContractDocument.class.getClassLoader().getResourceAsStream(RESOURCE)) {
                if (in == null) throw new IllegalStateException(RESOURCE + " is not on the class path");
                return in.readAllBytes();
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
    }

    private static final class Json {
        static final byte[] BYTES = convert(Yaml.BYTES);

        private static byte[] convert(byte[] yaml) {
            try {
                return new ObjectMapper().writerWithDefaultPrettyPrinter()
                        .writeValueAsBytes(new ObjectMapper(new YAMLFactory()).readTree(yaml));
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
    }
}
