//! Lists the web service's message files (`locales/<code>.ftl`) for `text.rs` to embed, so a
//! language is added by adding a file, without touching Rust. Which codes are languages is the
//! engine's to say (its own `locales/`); `text.rs`'s test checks that the two sets are equal.

use std::fmt::Write as _;
use std::path::Path;

fn main() {
    let dir =
        Path::new(&std::env::var("CARGO_MANIFEST_DIR").expect("cargo sets it")).join("locales");
    println!("cargo::rerun-if-changed={}", dir.display());
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

/// The console's offline engine (`crates/wasm` built for `wasm32-unknown-unknown`), embedded
/// when `FLOORCALL_CONSOLE_WASM` names the `.wasm` file (`.ci/run` builds it before the release
/// build). Without it the console rules online only, and `cargo test` needs no wasm target.
fn console_wasm(out_dir: &Path) {
    println!("cargo::rerun-if-env-changed=FLOORCALL_CONSOLE_WASM");
    let wasm = std::env::var("FLOORCALL_CONSOLE_WASM")
        .ok()
        .filter(|p| !p.is_empty())
        .map(|p| Path::new(&p).to_path_buf());
    let code = match wasm {
        Some(p) => {
            let p = std::fs::canonicalize(&p)
                .unwrap_or_else(|e| panic!("FLOORCALL_CONSOLE_WASM={}: {e}", p.display()));
            println!("cargo::rerun-if-changed={}", p.display());
            format!("Some(include_bytes!({:?}))", p.display().to_string())
        }
        None => "None".to_string(),
    };
    let text = format!(
        "/// The console's offline engine, if the build was given one (`FLOORCALL_CONSOLE_WASM`).\n\
         pub const WASM: Option<&[u8]> = {code};\n"
    );
    std::fs::write(out_dir.join("console_wasm.rs"), text).expect("OUT_DIR is writable");
}
