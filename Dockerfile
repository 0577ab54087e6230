# syntax=docker/dockerfile:1
#
# hakem, built from source. Two images:
#   JVM (the default target):  docker build -t hakem:jvm .
#   native executable:         docker build --target native -t hakem:native .
# Run either with: docker run --rm -p 8080:8080 hakem:jvm
#
# The native build runs in two steps, as the Maven build here and in CI does: Quarkus writes the
# native-image inputs (target/native-sources) with -Dquarkus.native.sources-only=true on a plain
# JDK, then the Mandrel builder image compiles them. Its Mandrel (JDK 25) is the GraalVM version
# Quarkus 3.33 names in target/native-sources/graalvm.version.

# ---------------------------------------------------------------- build (JVM jar and native sources)
FROM maven:3.9.11-eclipse-temurin-17 AS build
WORKDIR /src
COPY .mvn/ .mvn/
COPY mvnw pom.xml ./
COPY src/main/ src/main/
COPY openapi/openapi.yaml openapi/
RUN --mount=type=cache,target=/root/.m2 ./mvnw -B -ntp package -Dmaven.test.skip=true

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
FROM eclipse-temurin:17-jre AS jvm
WORKDIR /app
# A numeric non-root user, so Kubernetes can check runAsNonRoot; group 0 for arbitrary-uid platforms.
RUN useradd --system --uid 1001 --gid 0 --no-create-home --shell /usr/sbin/nologin hakem
COPY --from=build --chown=1001:0 /src/target/quarkus-app/lib/ /app/lib/
COPY --from=build --chown=1001:0 /src/target/quarkus-app/*.jar /app/
COPY --from=build --chown=1001:0 /src/target/quarkus-app/app/ /app/app/
COPY --from=build --chown=1001:0 /src/target/quarkus-app/quarkus/ /app/quarkus/
COPY --chown=1001:0 --chmod=0755 src/main/docker/healthcheck.sh /app/healthcheck.sh
USER 1001
EXPOSE 8080 9000
HEALTHCHECK --interval=10s --timeout=5s --start-period=20s --retries=3 CMD ["/app/healthcheck.sh"]
# Heap at 60% of the container's memory: with the Kubernetes limit of 512Mi that is about 300 MB, and
# threads, metaspace and code cache fit in the rest. More JVM options: JAVA_TOOL_OPTIONS.
ENTRYPOINT ["java", "-XX:MaxRAMPercentage=60.0", "-XX:+ExitOnOutOfMemoryError", "-jar", "/app/quarkus-run.jar"]
