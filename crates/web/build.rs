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
    let dest = Path::new(&std::env::var("OUT_DIR").expect("cargo sets it")).join("locales.rs");
    std::fs::write(dest, out).expect("OUT_DIR is writable");
}
