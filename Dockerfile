# syntax=docker/dockerfile:1
# JVM image. Build: docker build -t hakem:latest .   Run: docker run --rm -p 8080:8080 hakem:latest

FROM maven:3.9.11-eclipse-temurin-17 AS build
WORKDIR /src
COPY .mvn/ .mvn/
COPY mvnw pom.xml ./
COPY src/ src/
RUN --mount=type=cache,target=/root/.m2 ./mvnw -B package -DskipTests

FROM eclipse-temurin:17-jre
WORKDIR /app
# Numeric user, so Kubernetes can check runAsNonRoot.
RUN useradd --system --uid 1001 --gid 0 --no-create-home --shell /usr/sbin/nologin hakem
COPY --from=build --chown=1001:0 /src/target/quarkus-app/lib/ /app/lib/
COPY --from=build --chown=1001:0 /src/target/quarkus-app/*.jar /app/
COPY --from=build --chown=1001:0 /src/target/quarkus-app/app/ /app/app/
COPY --from=build --chown=1001:0 /src/target/quarkus-app/quarkus/ /app/quarkus/
USER 1001
EXPOSE 8080
ENTRYPOINT ["java", "-XX:MaxRAMPercentage=75.0", "-jar", "quarkus-run.jar"]
