//! Generates the `Language` enum from the message files in `locales/`: one variant per
//! `locales/<code>.ftl`, so a translator adds a language by adding a file, without touching
//! Rust. English (`en.ftl`) is required and is the default; the others follow in code order.

use std::fmt::Write as _;
use std::path::Path;

fn main() {
    let dir =
        Path::new(&std::env::var("CARGO_MANIFEST_DIR").expect("cargo sets it")).join("locales");
    println!("cargo::rerun-if-changed={}", dir.display());
    let mut codes: Vec<String> = std::fs::read_dir(&dir)
        .expect("crates/engine/locales is readable")
        .flatten()
        .filter_map(|e| {
            let p = e.path();
            println!("cargo::rerun-if-changed={}", p.display());
            (p.extension()? == "ftl").then(|| p.file_stem()?.to_str().map(String::from))?
        })
        .collect();
    for c in &codes {
        assert!(
            !c.is_empty() && c.len() <= 8 && c.bytes().all(|b| b.is_ascii_lowercase()),
            "locales/{c}.ftl: a message file is named by its lowercase language code (en, pt, es…)"
        );
    }
    codes.sort_by_key(|c| (c != "en", c.clone()));
    assert!(
        codes.first().is_some_and(|c| c == "en"),
        "locales/en.ftl is required"
    );

    let variant = |c: &str| {
        let mut s = c.to_string();
        s[..1].make_ascii_uppercase();
        s
    };
    let name = |c: &str| -> String {
        let text = std::fs::read_to_string(dir.join(format!("{c}.ftl"))).unwrap_or_default();
        text.lines()
            .find_map(|l| l.strip_prefix("language-name ="))
            .map(|n| n.trim().to_string())
            .unwrap_or_else(|| c.to_string())
    };
    // The digit-group separator, as the file writes it: `number-group-separator = {"."}` (a
    // Fluent string literal) or plain text. `text`'s test checks it against Fluent's reading.
    let separator = |c: &str| -> String {
        let text = std::fs::read_to_string(dir.join(format!("{c}.ftl"))).unwrap_or_default();
        let value = text
            .lines()
            .find_map(|l| l.strip_prefix("number-group-separator ="))
            .map(str::trim)
            .unwrap_or("");
        let inner = value
            .strip_prefix("{\"")
            .and_then(|v| v.strip_suffix("\"}"))
            .unwrap_or(value);
        let mut out = String::new();
        let mut chars = inner.chars();
        while let Some(ch) = chars.next() {
            match ch {
                '\\' => match chars.next() {
                    Some('u') => {
                        let hex: String = chars.by_ref().take(4).collect();
                        out.extend(u32::from_str_radix(&hex, 16).ok().and_then(char::from_u32));
                    }
                    Some(other) => out.push(other),
                    None => {}
                },
                _ => out.push(ch),
            }
        }
        out
    };
    let mut out = String::new();
    out.push_str(
        "/// A language of rulings, one per message file in `crates/engine/locales/` \
         (serialized as its code).\n\
         #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Default, \
         serde::Serialize, serde::Deserialize)]\n\
         #[cfg_attr(feature = \"openapi\", derive(utoipa::ToSchema))]\n\
         pub enum Language {\n",
    );
    for (i, c) in codes.iter().enumerate() {
        let _ = writeln!(out, "    /// {} (`{c}`).", name(c));
        if i == 0 {
            out.push_str("    #[default]\n");
        }
        let _ = writeln!(out, "    #[serde(rename = \"{c}\")]\n    {},", variant(c));
    }
    out.push_str("}\n\nimpl Language {\n");
    let _ = writeln!(
        out,
        "    /// Every language, English first.\n    pub const ALL: [Language; {}] = [{}];",
        codes.len(),
        codes
            .iter()
            .map(|c| format!("Language::{}", variant(c)))
            .collect::<Vec<_>>()
            .join(", ")
    );
    out.push_str("\n    /// The language's code: `en`, `pt`, `es`…\n    pub fn code(self) -> &'static str {\n        match self {\n");
    for c in &codes {
        let _ = writeln!(out, "            Language::{} => \"{c}\",", variant(c));
    }
    out.push_str("        }\n    }\n\n    /// The language's message file.\n    pub(crate) fn messages(self) -> &'static str {\n        match self {\n");
    for c in &codes {
        let _ = writeln!(
            out,
            "            Language::{} => include_str!(concat!(env!(\"CARGO_MANIFEST_DIR\"), \"/locales/{c}.ftl\")),",
            variant(c)
        );
    }
    out.push_str("        }\n    }\n\n    /// The language's digit-group separator (`number-group-separator` in its file).\n    pub fn group_separator(self) -> &'static str {\n        match self {\n");
    for c in &codes {
        let _ = writeln!(
            out,
            "            Language::{} => {:?},",
            variant(c),
            separator(c)
        );
    }
    out.push_str("        }\n    }\n}\n");
    let dest = Path::new(&std::env::var("OUT_DIR").expect("cargo sets it")).join("language.rs");
    std::fs::write(dest, out).expect("OUT_DIR is writable");
}
