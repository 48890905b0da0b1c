//! The committed offline engine (`crates/wasm/dist/floorcall.wasm`) is the one the engine's
//! sources make: every build of the server embeds that file, so a user's `cargo build
//! --release` or `docker build .` needs no wasm target. This test fails when the engine or this
//! crate changed since the file was built; `bash crates/wasm/build.sh` rebuilds it and writes
//! the stamp (it runs this test with `FLOORCALL_BLESS_WASM=1`). CI also rebuilds the `.wasm`
//! from scratch and compares the bytes (`.ci/run`), which covers what the stamp does not: the
//! dependencies and the compiler.

include!("../stamp.rs");

use std::path::Path;

fn root() -> &'static Path {
    Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/../.."))
}

#[test]
fn the_committed_wasm_is_built_from_the_current_sources() {
    let root = root();
    let inputs = stamp_inputs_digest(root).expect("the engine's sources are readable");
    let wasm = std::fs::read(root.join(STAMP_WASM))
        .unwrap_or_else(|e| panic!("{STAMP_WASM}: {e}: build it with `bash crates/wasm/build.sh`"));
    let wasm = stamp_file_digest(&wasm);
    if std::env::var_os("FLOORCALL_BLESS_WASM").is_some() {
        std::fs::write(root.join(STAMP_FILE), stamp_text(&inputs, &wasm))
            .expect("the stamp is writable");
        return;
    }
    let stamp = std::fs::read_to_string(root.join(STAMP_FILE))
        .unwrap_or_else(|e| panic!("{STAMP_FILE}: {e}: run `bash crates/wasm/build.sh`"));
    let (stamped_inputs, stamped_wasm) =
        stamp_parse(&stamp).expect("the stamp names inputs and wasm");
    assert_eq!(
        stamped_wasm, wasm,
        "{STAMP_WASM} is not the file its stamp names: run `bash crates/wasm/build.sh`"
    );
    assert_eq!(
        stamped_inputs, inputs,
        "the engine or crates/wasm changed since {STAMP_WASM} was built, so the console would \
         rule offline with an older engine than the server's: run `bash crates/wasm/build.sh` \
         and commit crates/wasm/dist/"
    );
}

#[test]
fn the_digest_sees_a_change_in_any_input() {
    // A copy of the inputs, changed one file at a time: each change moves the digest.
    let dir = tempfile::tempdir().expect("a temporary folder");
    let root = root();
    for input in STAMP_INPUTS {
        copy(&root.join(input), &dir.path().join(input));
    }
    let before = stamp_inputs_digest(dir.path()).expect("readable");
    for touched in [
        "crates/engine/src/lib.rs",
        "crates/wasm/src/lib.rs",
        "house-rules/tda-2024.toml",
    ] {
        let p = dir.path().join(touched);
        let mut text = std::fs::read(&p).expect("readable");
        text.push(b'\n');
        std::fs::write(&p, &text).expect("writable");
        let after = stamp_inputs_digest(dir.path()).expect("readable");
        assert_ne!(before, after, "{touched}");
        text.pop();
        std::fs::write(&p, &text).expect("writable");
    }
    assert_eq!(before, stamp_inputs_digest(dir.path()).expect("readable"));
}

fn copy(from: &Path, to: &Path) {
    if from.is_dir() {
        std::fs::create_dir_all(to).expect("writable");
        for e in std::fs::read_dir(from).expect("readable").flatten() {
            copy(&e.path(), &to.join(e.file_name()));
        }
    } else {
        std::fs::create_dir_all(to.parent().expect("a parent")).expect("writable");
        std::fs::copy(from, to).expect("copied");
    }
}
