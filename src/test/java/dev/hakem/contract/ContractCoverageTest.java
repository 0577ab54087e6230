package dev.hakem.contract;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Every test class that talks to the service holds its answers to the contract. */
class ContractCoverageTest {

    @Test
    void everyApiAndIntegrationTestClassChecksTheContract() throws IOException {
        List<String> unchecked = new ArrayList<>();
        int seen = 0;
        for (String dir : List.of("src/test/java/dev/hakem/api", "src/test/java/dev/hakem/it", "src/test/java/dev/hakem/contract")) {
            try (Stream<Path> files = Files.walk(Path.of(dir))) {
                for (Path f : files.filter(p -> p.toString().endsWith(".java")).toList()) {
                    String text = Files.readString(f);
                    if (!text.contains("@QuarkusTest\n") && !text.contains("@QuarkusIntegrationTest\n")) continue;
                    seen++;
                    if (!text.contains("@ExtendWith(ContractChecked.class)")) unchecked.add(f.toString());
                }
            }
        }
        assertTrue(seen > 20, "the scan sees the test classes: " + seen);
        assertEquals(List.of(), unchecked, "test classes without @ExtendWith(ContractChecked.class)");
    }
}
