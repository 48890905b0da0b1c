// The offline engine's stamp: which sources the committed `crates/wasm/dist/floorcall.wasm` was
// built from. Included (with `include!`) by the web crate's `build.rs`, which embeds the file
// and warns when it is stale, and by this crate's `tests/artifact.rs`, which fails when it is
// stale and writes the stamp anew under `FLOORCALL_BLESS_WASM=1` (`crates/wasm/build.sh`).
// One implementation for both, so the two can never disagree on what "stale" means.

/// The files and folders, relative to the workspace root, whose contents make the `.wasm`: the
/// engine (its sources, message files, build script and the shipped house profiles it embeds)
/// and this crate. Dependencies are pinned by `Cargo.lock`, which CI checks another way: it
/// rebuilds the `.wasm` and compares the bytes.
pub const STAMP_INPUTS: &[&str] = &[
    "crates/engine/Cargo.toml",
    "crates/engine/build.rs",
    "crates/engine/src",
    "crates/engine/locales",
    "house-rules",
    "crates/wasm/Cargo.toml",
    "crates/wasm/src",
];

/// The committed engine, relative to the workspace root.
pub const STAMP_WASM: &str = "crates/wasm/dist/floorcall.wasm";
/// Its stamp, relative to the workspace root.
pub const STAMP_FILE: &str = "crates/wasm/dist/floorcall.wasm.stamp";

/// SHA-256, in lower-case hex, over every input file sorted by its path (each file as its
/// path with `/` separators, a NUL, its length, a NUL, then its bytes).
pub fn stamp_inputs_digest(root: &std::path::Path) -> std::io::Result<String> {
    use sha2::Digest as _;
    fn walk(
        root: &std::path::Path,
        rel: &str,
        out: &mut Vec<(String, std::path::PathBuf)>,
    ) -> std::io::Result<()> {
        let path = root.join(rel);
        if path.is_dir() {
            for entry in std::fs::read_dir(&path)? {
                let name = entry?.file_name();
                let name = name.to_string_lossy();
                walk(root, &format!("{rel}/{name}"), out)?;
            }
        } else {
            out.push((rel.to_string(), path));
        }
        Ok(())
    }
    let mut files = Vec::new();
    for input in STAMP_INPUTS {
        walk(root, input, &mut files)?;
    }
    files.sort();
    let mut hash = sha2::Sha256::new();
    for (rel, path) in &files {
        let bytes = std::fs::read(path)?;
        hash.update(rel.as_bytes());
        hash.update([0]);
        hash.update(bytes.len().to_string().as_bytes());
        hash.update([0]);
        hash.update(&bytes);
    }
    Ok(stamp_hex(&hash.finalize()))
}

/// SHA-256 of a file's bytes, in lower-case hex.
pub fn stamp_file_digest(bytes: &[u8]) -> String {
    use sha2::Digest as _;
    stamp_hex(&sha2::Sha256::digest(bytes))
}

fn stamp_hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

/// The stamp's text: the inputs' digest and the `.wasm`'s, one `key value` a line.
pub fn stamp_text(inputs: &str, wasm: &str) -> String {
    format!(
        "# The console's offline engine (crates/wasm/dist/floorcall.wasm) and the sources it was built\n\
         # from. Written by `bash crates/wasm/build.sh`; checked by `cargo test` (crates/wasm/tests/artifact.rs).\n\
         inputs {inputs}\nwasm {wasm}\n"
    )
}

/// `(inputs, wasm)` read back from a stamp's text.
pub fn stamp_parse(text: &str) -> Option<(String, String)> {
    let field = |key: &str| {
        text.lines()
            .find_map(|l| l.strip_prefix(key)?.strip_prefix(' ').map(str::trim))
            .map(String::from)
    };
    Some((field("inputs")?, field("wasm")?))
}
