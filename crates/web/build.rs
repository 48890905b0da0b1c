//! Lists the web service's message files (`locales/<code>.ftl`) for `text.rs` to embed, so a
//! language is added by adding a file, without touching Rust. Which codes are languages is the
//! engine's to say (its own `locales/`); `text.rs`'s test checks that the two sets are equal.

use std::fmt::Write as _;
use std::path::{Path, PathBuf};

fn main() {
    let dir =
        Path::new(&std::env::var("CARGO_MANIFEST_DIR").expect("cargo sets it")).join("locales");
    println!("cargo::rerun-if-changed={}", dir.display());
    // `sqlx::migrate!` embeds the migrations: a new file must rebuild the crate.
    println!(
        "cargo::rerun-if-changed={}",
        dir.with_file_name("migrations").display()
    );
    let mut codes: Vec<String> = std::fs::read_dir(&dir)
        .expect("crates/web/locales is readable")
        .flatten()
        .filter_map(|e| {
            let p = e.path();
            println!("cargo::rerun-if-changed={}", p.display());
            (p.extension()? == "ftl").then(|| p.file_stem()?.to_str().map(String::from))?
        })
        .collect();
    codes.sort();
    let mut out = String::from(
        "/// The web service's message files, by language code (`crates/web/locales/<code>.ftl`).\n\
         const FILES: &[(&str, &str)] = &[\n",
    );
    for c in &codes {
        let _ = writeln!(
            out,
            "    (\"{c}\", include_str!(concat!(env!(\"CARGO_MANIFEST_DIR\"), \"/locales/{c}.ftl\"))),"
        );
    }
    out.push_str("];\n");
    let out_dir = std::env::var("OUT_DIR").expect("cargo sets it");
    let dest = Path::new(&out_dir).join("locales.rs");
    std::fs::write(dest, out).expect("OUT_DIR is writable");
    console_wasm(Path::new(&out_dir));
}

include!("../wasm/stamp.rs");

/// The console's offline engine (`crates/wasm` built for `wasm32-unknown-unknown`), embedded in
/// every build: the committed `crates/wasm/dist/floorcall.wasm`, or the file that
/// `FLOORCALL_CONSOLE_WASM` names (a developer's or CI's fresh build). A build without one, or
/// with one older than the engine's sources, says so here (a cargo warning) and at run time
/// (`GET /healthz`'s `offline_engine`, and the log at start-up): never silently a lesser product.
fn console_wasm(out_dir: &Path) {
    println!("cargo::rerun-if-env-changed=FLOORCALL_CONSOLE_WASM");
    let manifest = PathBuf::from(std::env::var("CARGO_MANIFEST_DIR").expect("cargo sets it"));
    let root = manifest.join("../..");
    for input in STAMP_INPUTS.iter().chain([&STAMP_WASM, &STAMP_FILE]) {
        println!("cargo::rerun-if-changed={}", root.join(input).display());
    }
    let given = std::env::var("FLOORCALL_CONSOLE_WASM")
        .ok()
        .filter(|p| !p.is_empty());
    let (path, source) = match &given {
        Some(p) => (PathBuf::from(p), "FLOORCALL_CONSOLE_WASM"),
        None => (root.join(STAMP_WASM), "committed"),
    };
    let (code, status, digest) = match std::fs::read(&path) {
        Err(e) => {
            if given.is_some() {
                panic!("FLOORCALL_CONSOLE_WASM={}: {e}", path.display());
            }
            println!(
                "cargo::warning=floorcall: NO OFFLINE ENGINE in this build ({}: {e}); the console \
                 will rule only while the server is reachable. Restore the file from git, or run \
                 `bash crates/wasm/build.sh`.",
                path.display()
            );
            ("None".to_string(), "missing", None)
        }
        Ok(bytes) => {
            let path = std::fs::canonicalize(&path).expect("a file just read has a path");
            let digest = stamp_file_digest(&bytes);
            let status = if given.is_some() {
                "included"
            } else {
                let stamp = std::fs::read_to_string(root.join(STAMP_FILE)).unwrap_or_default();
                let inputs = stamp_inputs_digest(&root).unwrap_or_default();
                match stamp_parse(&stamp) {
                    Some((i, w)) if i == inputs && w == digest => "included",
                    _ => {
                        println!(
                            "cargo::warning=floorcall: the offline engine {STAMP_WASM} is STALE: \
                             the engine changed since it was built, so the console offline could \
                             rule otherwise than the server. Run `bash crates/wasm/build.sh` and \
                             commit crates/wasm/dist/."
                        );
                        "stale"
                    }
                }
            };
            (
                format!("Some(include_bytes!({:?}))", path.display().to_string()),
                status,
                Some(digest),
            )
        }
    };
    let digest = match digest {
        Some(d) => format!("Some({d:?})"),
        None => "None".into(),
    };
    let text = format!(
        "/// The console's offline engine (see `build.rs`): `None` when this build has none.\n\
         pub const WASM: Option<&[u8]> = {code};\n\
         /// `included`, `stale` (older than the engine's sources) or `missing`.\n\
         pub const WASM_STATUS: &str = {status:?};\n\
         /// Where the build took it from: `committed` or `FLOORCALL_CONSOLE_WASM`.\n\
         pub const WASM_SOURCE: &str = {source:?};\n\
         /// SHA-256 of the embedded `.wasm`, in hex.\n\
         pub const WASM_SHA256: Option<&str> = {digest};\n"
    );
    std::fs::write(out_dir.join("console_wasm.rs"), text).expect("OUT_DIR is writable");
}
