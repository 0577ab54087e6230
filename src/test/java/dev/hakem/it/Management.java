package dev.hakem.it;

/**
 * Where the packaged service's management interface (health, metrics) listens in the integration
 * tests: the port the build reserved (it.management.port), passed to the service it starts.
 */
final class Management {
    private Management() {}

    static int port() {
        return Integer.getInteger("it.management.port", 9000);
    }

    static String url(String path) {
        return "http://localhost:" + port() + path;
    }
}
