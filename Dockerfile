# floorcall: a slim, non-root image.
#
#   docker build -t floorcall .                       # compiles in a Rust image
#   docker volume create floorcall-data
#   docker run --rm -v floorcall-data:/data floorcall keys create --name admin --role admin
#   docker run -p 8080:8080 -v floorcall-data:/data floorcall
#
# The server listens on 0.0.0.0:8080 in the image, so it refuses to start until the log holds
# an API key: create the first one as above (it is printed once), then more with it through
# /v1/keys or the same command. `-e FLOORCALL_NO_AUTH=true` serves without keys instead.
#
# Base images are build arguments, for machines that reach no image registry: any Debian
# bookworm root works as the runtime (e.g. `debootstrap --variant=minbase bookworm DIR` and
# `tar -C DIR -c . | docker import - NAME`), and with `--build-arg BINARY=context` the binary
# is taken from the build context (a file `floorcall` built on a bookworm machine) instead of
# compiled in `BUILD_IMAGE`. `.ci/run` builds and runs the image that way. BuildKit (Docker's
# default builder) builds only the stages the image needs.
ARG BUILD_IMAGE=rust:1.95-slim-bookworm
ARG RUNTIME_IMAGE=debian:bookworm-slim
ARG BINARY=build

FROM ${BUILD_IMAGE} AS build
WORKDIR /src
# gcc for the bundled SQLite (libsqlite3-sys builds it from C); CA certificates for crates.io.
RUN apt-get update && apt-get install -y --no-install-recommends gcc libc6-dev ca-certificates \
    && rm -rf /var/lib/apt/lists/*
COPY Cargo.toml Cargo.lock ./
# The crates, with the console's offline engine committed in crates/wasm/dist (no wasm target
# needed here; the build says so loudly if it is missing or older than the engine).
COPY crates ./crates
# The OpenAPI document the server serves, and the shipped house profiles, embedded in the binary.
COPY openapi ./openapi
COPY house-rules ./house-rules
# Debug information stripped (symbols kept, so a panic's backtrace still names functions):
# about a third of the size; `release/make.sh` keeps it beside the artifact as a .debug file.
# The compiler's output and the crates' sources are removed in the same step: the build stage's
# layer keeps the binary, not gigabytes of intermediate files.
RUN cargo build --release --locked -p floorcall-web \
    && strip --strip-debug -o /usr/local/bin/floorcall target/release/floorcall \
    && rm -rf target "${CARGO_HOME:-$HOME/.cargo}/registry"

FROM scratch AS context
COPY floorcall /usr/local/bin/floorcall

FROM ${BINARY} AS binary

FROM ${RUNTIME_IMAGE}
# A user of its own, without useradd (a minimal Debian root has no `passwd` package).
RUN echo 'floorcall:x:10001:10001:floorcall:/data:/usr/sbin/nologin' >> /etc/passwd \
    && echo 'floorcall:x:10001:' >> /etc/group \
    && mkdir -p /data && chown 10001:10001 /data
COPY --from=binary /usr/local/bin/floorcall /usr/local/bin/floorcall
USER floorcall
WORKDIR /data
ENV FLOORCALL_ADDR=0.0.0.0:8080 \
    FLOORCALL_DATABASE_URL=sqlite:///data/floorcall.sqlite \
    FLOORCALL_LOG_FORMAT=json
EXPOSE 8080
VOLUME ["/data"]
# The binary probes itself: no curl in the image.
HEALTHCHECK --interval=15s --timeout=3s --start-period=5s --retries=3 \
    CMD ["/usr/local/bin/floorcall", "health"]
STOPSIGNAL SIGTERM
ENTRYPOINT ["/usr/local/bin/floorcall"]
CMD ["serve"]
