#!/usr/bin/env bash
# The release artifacts of this checkout's version, in one command:
#
#   release/make.sh [--base-image IMAGE] [--no-image] [OUT_DIR]
#
# into OUT_DIR (default target/release-artifacts/floorcall-VERSION):
#   floorcall-VERSION-TRIPLE.tar.gz        the binary, stripped, with README, CHANGELOG, docs,
#                                          the OpenAPI document and the shipped house profiles
#   floorcall-VERSION-TRIPLE.debug         its debug information (for a backtrace's file and
#                                          line: `gdb floorcall` finds it by its debug link)
#   floorcall-VERSION-image.tar.gz         the container image (`docker load < FILE`), built
#                                          from the Dockerfile around that binary; not with --no-image
#   floorcall-VERSION-python-client.tar.gz the Python client (openapi-python-client)
#   floorcall-VERSION-typescript-client.tar.gz  the TypeScript types (openapi-typescript) for
#                                          openapi-fetch
#   SHA256SUMS                             `sha256sum -c SHA256SUMS` checks them all
#
# It refuses to make a release whose offline engine is not the engine's (the stamp test), whose
# binary does not say its version, or whose console cannot rule offline. Needs what the README's
# "Install first" lists, plus python3 (venv) and npm for the clients, and a Docker engine for the
# image. IMAGE is the runtime base (default debian:bookworm-slim; any Debian bookworm root).
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT=$(pwd)
BASE_IMAGE=debian:bookworm-slim
IMAGE=1
OUT=""
while [ $# -gt 0 ]; do
  case "$1" in
    --base-image) BASE_IMAGE=$2; shift 2 ;;
    --no-image) IMAGE=0; shift ;;
    -h|--help) sed -n '2,24p' "$0"; exit 0 ;;
    *) OUT=$1; shift ;;
  esac
done
VERSION=$(sed -n 's/^version = "\(.*\)"$/\1/p' Cargo.toml | head -1)
TRIPLE=$(rustc -vV | sed -n 's/^host: //p')
OUT=${OUT:-target/release-artifacts/floorcall-$VERSION}
NAME=floorcall-$VERSION
rm -rf "$OUT"
mkdir -p "$OUT"
OUT=$(cd "$OUT" && pwd)
STAGE=$(mktemp -d)
trap 'rm -rf "$STAGE"' EXIT

echo "== floorcall $VERSION for $TRIPLE into $OUT"
cargo test --locked -q -p floorcall-wasm --test artifact >/dev/null \
  || { echo "the committed offline engine is stale: run bash crates/wasm/build.sh" >&2; exit 1; }
cargo build --locked --release   # as the README builds it (the same features, the same cache)
BIN=${CARGO_TARGET_DIR:-target}/release/floorcall

# The binary without debug information, and the debug information in a file of its own.
mkdir -p "$STAGE/$NAME"
objcopy --only-keep-debug "$BIN" "$OUT/$NAME-$TRIPLE.debug"
objcopy --strip-debug --strip-unneeded --add-gnu-debuglink="$OUT/$NAME-$TRIPLE.debug" \
  "$BIN" "$STAGE/$NAME/floorcall"
chmod 755 "$STAGE/$NAME/floorcall"
"$STAGE/$NAME/floorcall" --version | head -1 | grep -qx "floorcall $VERSION" \
  || { echo "floorcall --version does not say $VERSION" >&2; exit 1; }
"$STAGE/$NAME/floorcall" --version | grep -q "offline engine: included" \
  || { echo "this build has no current offline engine: $("$STAGE/$NAME/floorcall" --version)" >&2; exit 1; }
cp README.md CHANGELOG.md ARCHITECTURE.md "$STAGE/$NAME/"
cp -r docs house-rules "$STAGE/$NAME/"
mkdir -p "$STAGE/$NAME/openapi" && cp openapi/openapi.json "$STAGE/$NAME/openapi/"
tar -C "$STAGE" --owner=0 --group=0 --sort=name -czf "$OUT/$NAME-$TRIPLE.tar.gz" "$NAME"
echo "binary: $(stat -c %s "$BIN") bytes as built, $(stat -c %s "$STAGE/$NAME/floorcall") stripped, debug information $(stat -c %s "$OUT/$NAME-$TRIPLE.debug")"

# The clients, generated from the committed document by the same pinned generators as CI's.
python3 -m venv "$STAGE/venv"
"$STAGE/venv/bin/pip" install -q "openapi-python-client==0.29.1" "ruff==0.17.6"
(cd "$STAGE" && PATH="$STAGE/venv/bin:$PATH" "$STAGE/venv/bin/openapi-python-client" generate \
  --path "$ROOT/openapi/openapi.json" --meta setup --output-path "$NAME-python-client" >/dev/null)
tar -C "$STAGE" --owner=0 --group=0 --sort=name -czf "$OUT/$NAME-python-client.tar.gz" "$NAME-python-client"
(cd tests/clients/ts && npm ci --silent --no-audit --no-fund)
mkdir -p "$STAGE/$NAME-typescript-client"
(cd tests/clients/ts && npx openapi-typescript "$ROOT/openapi/openapi.json" \
  -o "$STAGE/$NAME-typescript-client/schema.d.ts" >/dev/null 2>&1)
cat > "$STAGE/$NAME-typescript-client/README.md" <<TXT
# floorcall $VERSION: TypeScript types

schema.d.ts is generated from floorcall's OpenAPI document by openapi-typescript. Use it with
openapi-fetch: \`createClient<paths>({ baseUrl })\` (see floorcall's README).
TXT
tar -C "$STAGE" --owner=0 --group=0 --sort=name -czf "$OUT/$NAME-typescript-client.tar.gz" "$NAME-typescript-client"

# The container image around the same stripped binary (the Dockerfile's BINARY=context path).
if [ "$IMAGE" = 1 ]; then
  DOCKER=/usr/bin/docker
  [ -x "$DOCKER" ] || DOCKER=docker
  mkdir -p "$STAGE/image"
  cp "$STAGE/$NAME/floorcall" "$STAGE/image/floorcall"
  DOCKER_BUILDKIT=1 "$DOCKER" build -q --network host -f Dockerfile \
    --build-arg RUNTIME_IMAGE="$BASE_IMAGE" --build-arg BINARY=context \
    -t "floorcall:$VERSION" "$STAGE/image" >/dev/null
  "$DOCKER" save "floorcall:$VERSION" | gzip > "$OUT/$NAME-image.tar.gz"
fi

(cd "$OUT" && sha256sum -- * > SHA256SUMS && sha256sum -c --quiet SHA256SUMS)
echo "== release $VERSION:"
(cd "$OUT" && ls -l)
