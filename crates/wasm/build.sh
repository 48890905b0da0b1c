#!/usr/bin/env bash
# Rebuilds the console's offline engine, crates/wasm/dist/floorcall.wasm, and its stamp.
#
# Every build of the server embeds that committed file (crates/web/build.rs), so `cargo build
# --release` and `docker build .` need no wasm target. Run this after changing the engine or
# crates/wasm, and commit crates/wasm/dist/: `cargo test` fails until you do
# (crates/wasm/tests/artifact.rs). It needs the wasm32-unknown-unknown target, which it adds
# through rustup when it is missing.
set -euo pipefail
cd "$(dirname "$0")/../.."
TARGET=wasm32-unknown-unknown
if ! rustc --print target-libdir --target "$TARGET" >/dev/null 2>&1 \
  || [ ! -d "$(rustc --print target-libdir --target "$TARGET")" ]; then
  if command -v rustup >/dev/null 2>&1; then
    rustup target add "$TARGET"
  else
    echo "crates/wasm/build.sh: the Rust standard library for $TARGET is missing and there is no rustup to add it" >&2
    exit 1
  fi
fi
cargo build --locked -p floorcall-wasm --target "$TARGET" --profile wasm
OUT="${CARGO_TARGET_DIR:-target}/$TARGET/wasm/floorcall_wasm.wasm"
mkdir -p crates/wasm/dist
cp "$OUT" crates/wasm/dist/floorcall.wasm
FLOORCALL_BLESS_WASM=1 cargo test --locked -q -p floorcall-wasm --test artifact \
  the_committed_wasm_is_built_from_the_current_sources >/dev/null
cargo test --locked -q -p floorcall-wasm --test artifact >/dev/null
echo "crates/wasm/dist/floorcall.wasm: $(wc -c < crates/wasm/dist/floorcall.wasm) bytes, stamp written; commit crates/wasm/dist/"
