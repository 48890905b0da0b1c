# syntax=docker/dockerfile:1
# floorcall: multi-stage build, slim non-root runtime.
#   docker build -t floorcall .
#   docker run -p 8080:8080 -v floorcall-data:/data floorcall

FROM rust:1.95-slim-bookworm AS build
WORKDIR /src
# gcc for the bundled SQLite (libsqlite3-sys builds it from C).
RUN apt-get update && apt-get install -y --no-install-recommends gcc libc6-dev \
    && rm -rf /var/lib/apt/lists/*
COPY Cargo.toml Cargo.lock ./
COPY crates ./crates
COPY openapi ./openapi
# The OpenAPI document's examples are computed from the data-driven cases.
COPY tests/cases ./tests/cases
RUN cargo build --release --locked -p floorcall-web \
    && cp target/release/floorcall /usr/local/bin/floorcall

FROM debian:bookworm-slim
RUN apt-get update && apt-get install -y --no-install-recommends ca-certificates curl \
    && rm -rf /var/lib/apt/lists/* \
    && useradd --system --uid 10001 --home-dir /data --create-home floorcall
COPY --from=build /usr/local/bin/floorcall /usr/local/bin/floorcall
USER floorcall
WORKDIR /data
ENV FLOORCALL_ADDR=0.0.0.0:8080 \
    FLOORCALL_DATABASE_URL=sqlite:///data/floorcall.sqlite \
    FLOORCALL_LOG_FORMAT=json
EXPOSE 8080
VOLUME ["/data"]
HEALTHCHECK --interval=15s --timeout=3s --start-period=5s --retries=3 \
    CMD curl -fsS http://127.0.0.1:8080/healthz || exit 1
STOPSIGNAL SIGTERM
ENTRYPOINT ["/usr/local/bin/floorcall"]
CMD ["serve"]
