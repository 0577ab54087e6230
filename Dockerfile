# syntax=docker/dockerfile:1
#
# hakem, built from source. Two images:
#   JVM (the default target):  docker build -t hakem:jvm .
#   native executable:         docker build --target native -t hakem:native .
# Run either with: docker run --rm -p 8080:8080 hakem:jvm
#
# The JVM image starts from an AOT cache (JDK 25, JEP 483/514/515): a training run of the service
# in the image itself (src/main/docker/train.sh: started, asked what clients and probes ask after a
# start, stopped) writes /app/app.aot, and every start maps the classes it loaded, linked, from
# there (train.sh leaves out the run's method profiles: see bench/start/README.md). A cache works
# only with the JVM that wrote it (same build, same runtime image), so it is written in the final
# stage, by the java of that stage. If the cache cannot be used (options in JAVA_TOOL_OPTIONS that
# do not fit it, say) the JVM starts without it, only slower. bench/start measures it; CI checks
# that the image's JVM uses it (-XX:AOTMode=on).
#
# The native build runs in two steps, as the Maven build here and in CI does: Quarkus writes the
# native-image inputs (target/native-sources) with -Dquarkus.native.sources-only=true on a plain
# JDK, then the Mandrel builder image compiles them. Its Mandrel (JDK 25) is the GraalVM version
# Quarkus 3.33 names in target/native-sources/graalvm.version.

# ---------------------------------------------------------------- build (JVM jar and native sources)
# Temurin 25, as the JVM image; the classes are compiled for Java 17 (maven.compiler.release) as in
# every build. The aot-jar layout puts every jar on the JVM's own class path (the manifest's
# Class-Path), where the AOT cache can hold their classes; Quarkus's fast-jar class loader cannot.
FROM maven:3.9.11-eclipse-temurin-25 AS build
WORKDIR /src
COPY .mvn/ .mvn/
COPY mvnw pom.xml ./
COPY src/main/ src/main/
COPY openapi/openapi.yaml openapi/
RUN --mount=type=cache,target=/root/.m2 ./mvnw -B -ntp package -Dmaven.test.skip=true \
        -Dquarkus.package.jar.type=aot-jar

FROM build AS native-sources
RUN --mount=type=cache,target=/root/.m2 ./mvnw -B -ntp package -Dmaven.test.skip=true \
        -Dnative -Dquarkus.native.sources-only=true

# ---------------------------------------------------------------- native executable
FROM quay.io/quarkus/ubi9-quarkus-mandrel-builder-image:jdk-25 AS native-build
# Heap of the native-image compiler itself.
ARG NATIVE_IMAGE_XMX=5g
USER root
WORKDIR /project
COPY --from=native-sources /src/target/native-sources/ /project/
# native-image.args holds every argument Quarkus computed, the output name (*-runner) among them.
RUN native-image $(cat native-image.args) -J-Xmx${NATIVE_IMAGE_XMX} && cp ./*-runner /project/application

# ---------------------------------------------------------------- native image
# Same UBI 9 base as the builder image (glibc), with only what a native executable needs.
FROM quay.io/quarkus/ubi9-quarkus-micro-image:2.0 AS native
WORKDIR /work
COPY --from=native-build --chown=1001:0 --chmod=0755 /project/application /work/application
COPY --chown=1001:0 --chmod=0755 src/main/docker/healthcheck.sh /work/healthcheck.sh
USER 1001
EXPOSE 8080 9000
HEALTHCHECK --interval=10s --timeout=5s --start-period=5s --retries=3 CMD ["/work/healthcheck.sh"]
ENTRYPOINT ["/work/application", "-Dquarkus.http.host=0.0.0.0"]

# ---------------------------------------------------------------- JVM image (default: the last stage)
FROM eclipse-temurin:25-jre AS jvm
WORKDIR /app
# A numeric non-root user, so Kubernetes can check runAsNonRoot; group 0 for arbitrary-uid platforms.
RUN useradd --system --uid 1001 --gid 0 --no-create-home --shell /usr/sbin/nologin hakem
COPY --from=build --chown=1001:0 /src/target/quarkus-app/lib/ /app/lib/
COPY --from=build --chown=1001:0 /src/target/quarkus-app/*.jar /app/
COPY --from=build --chown=1001:0 /src/target/quarkus-app/app/ /app/app/
COPY --from=build --chown=1001:0 /src/target/quarkus-app/quarkus/ /app/quarkus/
COPY --chown=1001:0 --chmod=0755 src/main/docker/healthcheck.sh /app/healthcheck.sh
# The training run, with the options of the ENTRYPOINT below and the same jar path (the cache
# records the class path and checks it at every start). The JVM writes the cache as it exits.
# Nothing it leaves under /tmp stays in the image.
COPY --chmod=0755 src/main/docker/train.sh /tmp/train.sh
RUN /tmp/train.sh -XX:AOTCacheOutput=/app/app.aot -XX:MaxRAMPercentage=60.0 -XX:+ExitOnOutOfMemoryError \
        -XX:Tier4InvocationThreshold=10000 -XX:Tier4MinInvocationThreshold=1200 -XX:Tier4CompileThreshold=30000 \
        -XX:Tier4BackEdgeThreshold=80000 -jar /app/quarkus-run.jar \
    && chown 1001:0 /app/app.aot && chmod 0444 /app/app.aot \
    && rm -rf /tmp/* /tmp/.[!.]*
USER 1001
EXPOSE 8080 9000
HEALTHCHECK --interval=10s --timeout=5s --start-period=20s --retries=3 CMD ["/app/healthcheck.sh"]
# Heap at 60% of the container's memory: with the Kubernetes limit of 512Mi that is about 300 MB, and
# threads, metaspace, code cache and the mapped AOT cache fit in the rest. C2 compiles a method once it
# has run twice as often as by default (the Tier4 thresholds): the start's own configuration, zip and
# class-file code then stays with C1 instead of taking turns with the start on the pod's one CPU, about
# a fifth of a start's CPU time, with no slower warm-up of the hot path measured (bench/start/README.md).
# More JVM options: JAVA_TOOL_OPTIONS.
ENTRYPOINT ["java", "-XX:AOTCache=/app/app.aot", "-XX:MaxRAMPercentage=60.0", "-XX:+ExitOnOutOfMemoryError", \
            "-XX:Tier4InvocationThreshold=10000", "-XX:Tier4MinInvocationThreshold=1200", \
            "-XX:Tier4CompileThreshold=30000", "-XX:Tier4BackEdgeThreshold=80000", \
            "-jar", "/app/quarkus-run.jar"]
