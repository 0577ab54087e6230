package dev.hakem.contract;

import io.restassured.RestAssured;
import org.junit.jupiter.api.extension.BeforeAllCallback;
import org.junit.jupiter.api.extension.ExtensionContext;

/**
 * Holds every answer a test class receives through REST Assured to the published contract. Declared on
 * each API and integration test class with {@code @ExtendWith(ContractChecked.class)} rather than
 * registered globally: Quarkus loads test classes in its own class loader, and the filter must go to
 * the REST Assured those classes use (ContractCoverageTest checks that no test class goes without it).
 */
public final class ContractChecked implements BeforeAllCallback {

    @Override
    public void beforeAll(ExtensionContext context) {
        synchronized (RestAssured.class) {
            if (RestAssured.filters().stream().noneMatch(f -> f instanceof ContractFilter))
                RestAssured.filters(new ContractFilter());
        }
    }
}
