package dev.hakem.it.cache;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * Debian's nginx as a shared HTTP cache in front of the service: its proxy cache in a folder of its own,
 * keeping what the service's Cache-Control allows (no proxy_cache_valid), revalidating an expired answer
 * with its ETag (proxy_cache_revalidate), and saying in X-Cache-Status whether it answered from the cache.
 * Installed with apt-get when missing (as root); null when it cannot be had.
 */
final class Nginx {

    static final List<Path> BINARIES = List.of(Path.of("/usr/sbin/nginx"), Path.of("/usr/bin/nginx"));

    /** The nginx executable, installed from Debian's packages if needed, or null. */
    static Path find() throws IOException, InterruptedException {
        for (Path p : BINARIES) if (Files.isExecutable(p)) return p;
        boolean root = "root".equals(System.getProperty("user.name"));
        if (!root || !Files.isExecutable(Path.of("/usr/bin/apt-get"))) return null;
        ProcessBuilder install = new ProcessBuilder("sh", "-c",
                "apt-get install -y --no-install-recommends nginx || (apt-get update -q && apt-get install -y --no-install-recommends nginx)")
                .redirectErrorStream(true).redirectOutput(ProcessBuilder.Redirect.DISCARD);
        install.environment().put("DEBIAN_FRONTEND", "noninteractive");
        Process p = install.start();
        if (!p.waitFor(300, TimeUnit.SECONDS)) p.destroyForcibly();
        for (Path b : BINARIES) if (Files.isExecutable(b)) return b;
        return null;
    }

    /** The configuration of a cache on {@code port} in front of the service on {@code upstream}, everything under {@code dir}. */
    static String config(Path dir, int port, int upstream) {
        return config(dir, port, upstream, "");
    }

    /** As {@link #config(Path, int, int)}, with more server blocks beside the cache's (a page of another origin). */
    static String config(Path dir, int port, int upstream, String servers) {
        String d = dir.toAbsolutePath().toString();
        return """
                worker_processes 1;
                daemon off;
                user root;
                pid %1$s/nginx.pid;
                error_log %1$s/error.log warn;
                events { worker_connections 256; }
                http {
                    log_format cache '$request_uri $status $upstream_cache_status';
                    access_log %1$s/access.log cache;
                    client_body_temp_path %1$s/body;
                    proxy_temp_path %1$s/proxy;
                    fastcgi_temp_path %1$s/fastcgi;
                    uwsgi_temp_path %1$s/uwsgi;
                    scgi_temp_path %1$s/scgi;
                    proxy_cache_path %1$s/cache levels=1:2 keys_zone=hakem:4m max_size=64m inactive=10m use_temp_path=off;
                    upstream hakem {
                        server 127.0.0.1:%3$d;
                        keepalive 32;
                    }
                    server {
                        listen 127.0.0.1:%2$d;
                        location / {
                            proxy_pass http://hakem;
                            proxy_http_version 1.1;
                            proxy_set_header Connection "";
                            proxy_cache hakem;
                            proxy_cache_revalidate on;
                            proxy_cache_lock on;
                            add_header X-Cache-Status $upstream_cache_status always;
                        }
                    }
                %4$s
                }
                """.replace("%4$s", servers).replace("%1$s", d).replace("%2$d", String.valueOf(port)).replace("%3$d", String.valueOf(upstream));
    }

    /** nginx started in the foreground with that configuration, its error log in {@code dir}. */
    static Process start(Path binary, Path dir, int port, int upstream) throws IOException {
        return start(binary, dir, config(dir, port, upstream));
    }

    /** nginx started in the foreground with a configuration of {@link #config}, its error log in {@code dir}. */
    static Process start(Path binary, Path dir, String config) throws IOException {
        Path conf = dir.resolve("nginx.conf");
        Files.writeString(conf, config);
        return new ProcessBuilder(binary.toString(), "-p", dir.toString(), "-e", dir.resolve("error.log").toString(),
                "-c", conf.toString()).redirectErrorStream(true).redirectOutput(dir.resolve("nginx.out").toFile()).start();
    }

    private Nginx() {}
}
