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
            well_formed(c),
            "locales/{c}.ftl: a message file is named by its language code: a lowercase language \
             (en, pt, es…), with a script or region subtag only where one language has two \
             written forms (zh-Hant: Hant a script in title case, a region in capitals)"
        );
    }
    codes.sort_by_key(|c| (c != "en", c.clone()));
    assert!(
        codes.first().is_some_and(|c| c == "en"),
        "locales/en.ftl is required"
    );

    // `zh` → `Zh`, `zh-Hant` → `ZhHant`: each subtag capitalized, the hyphens dropped.
    let variant = |c: &str| -> String {
        c.split('-')
            .map(|part| {
                let mut s = part.to_ascii_lowercase();
                s[..1].make_ascii_uppercase();
                s
            })
            .collect()
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
    let separator = |c: &str, id: &str| -> String {
        let text = std::fs::read_to_string(dir.join(format!("{c}.ftl"))).unwrap_or_default();
        let prefix = format!("{id} =");
        let value = text
            .lines()
            .find_map(|l| l.strip_prefix(prefix.as_str()))
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
    // The language's punctuation, each a message of its file read at build time.
    for (id, func, doc) in [
        (
            "number-group-separator",
            "group_separator",
            "digit-group separator",
        ),
        (
            "list-separator",
            "list_separator",
            "separator between the items of a list (`, `)",
        ),
        (
            "list-last-separator",
            "list_last_separator",
            "separator before the last of several seats (` and `)",
        ),
        (
            "clause-separator",
            "clause_separator",
            "separator between clauses (`; `)",
        ),
    ] {
        let _ = write!(
            out,
            "        }}\n    }}\n\n    /// The language's {doc} (`{id}` in its file).\n    pub fn {func}(self) -> &'static str {{\n        match self {{\n"
        );
        for c in &codes {
            let _ = writeln!(
                out,
                "            Language::{} => {:?},",
                variant(c),
                separator(c, id)
            );
        }
    }
    out.push_str("        }\n    }\n}\n");
    let dest = Path::new(&std::env::var("OUT_DIR").expect("cargo sets it")).join("language.rs");
    std::fs::write(dest, out).expect("OUT_DIR is writable");
    cited_rules(&dir);
}

/// A message file's name: a lowercase language subtag (2 to 8 letters), then optionally a
/// script subtag (4 letters, title case: `Hant`) or a region (2 capitals: `BR`), as BCP 47
/// writes them.
fn well_formed(code: &str) -> bool {
    let mut parts = code.split('-');
    let lang = parts.next().unwrap_or("");
    let lang_ok = (2..=8).contains(&lang.len()) && lang.bytes().all(|b| b.is_ascii_lowercase());
    let rest: Vec<&str> = parts.collect();
    let subtag_ok = |s: &&str| {
        let b = s.as_bytes();
        (b.len() == 4 && b[0].is_ascii_uppercase() && b[1..].iter().all(|c| c.is_ascii_lowercase()))
            || (b.len() == 2 && b.iter().all(|c| c.is_ascii_uppercase()))
    };
    lang_ok && rest.len() <= 1 && rest.iter().all(subtag_ok)
}

/// The rules the engine decides, derived from what its code cites: every `RuleKey::Name` in
/// the modules that rule (disputes, the replay, tables), and every rule a message names itself
/// (`$rule_<slug>` in the message files). Written to `OUT_DIR/cited.rs` as
/// `DECIDED_BY_ENGINE`, so the catalog's "decided by the engine" cannot drift from the code.
fn cited_rules(locales: &Path) {
    let src = locales.parent().expect("crate root").join("src");
    let catalog = std::fs::read_to_string(src.join("rules/catalog.rs")).unwrap_or_default();
    // `Name = "slug", …;` lines of the catalog! table.
    let entries: Vec<(String, String)> = catalog
        .lines()
        .filter_map(|l| {
            let l = l.trim();
            let (name, rest) = l.split_once(" = \"")?;
            let slug = rest.split('"').next()?;
            (name.chars().all(|c| c.is_ascii_alphanumeric()) && !name.is_empty())
                .then(|| (name.to_string(), slug.to_string()))
        })
        .collect();
    let mut cited: Vec<String> = Vec::new();
    let mut texts: Vec<String> = Vec::new();
    for sub in ["disputes", "replay", "tables.rs"] {
        collect(&src.join(sub), &mut texts);
    }
    for t in &texts {
        let mut rest = t.as_str();
        while let Some(at) = rest.find("RuleKey::") {
            rest = &rest[at + "RuleKey::".len()..];
            let name: String = rest
                .chars()
                .take_while(|c| c.is_ascii_alphanumeric())
                .collect();
            if entries.iter().any(|(n, _)| *n == name) && !cited.contains(&name) {
                cited.push(name);
            }
        }
    }
    for entry in std::fs::read_dir(locales).expect("locales").flatten() {
        let text = std::fs::read_to_string(entry.path()).unwrap_or_default();
        let mut rest = text.as_str();
        while let Some(at) = rest.find("$rule_") {
            rest = &rest[at + "$rule_".len()..];
            let var: String = rest
                .chars()
                .take_while(|c| c.is_ascii_alphanumeric() || *c == '_')
                .collect();
            let slug = var.replace('_', "-");
            if let Some((name, _)) = entries.iter().find(|(_, s)| *s == slug)
                && !cited.contains(name)
            {
                cited.push(name.clone());
            }
        }
    }
    // The rule every discretionary ruling cites is the floor's, not a decision of the engine.
    cited.retain(|n| n != "FloorDecisions");
    let order: Vec<&String> = entries.iter().map(|(n, _)| n).collect();
    cited.sort_by_key(|n| order.iter().position(|o| *o == n));
    let mut out = String::from(
        "/// The rules the engine decides: derived at build time from what the code cites (see \
         `build.rs`).\npub const DECIDED_BY_ENGINE: &[RuleKey] = &[\n",
    );
    for n in cited {
        let _ = writeln!(out, "    RuleKey::{n},");
    }
    out.push_str("];\n");
    let dest = Path::new(&std::env::var("OUT_DIR").expect("cargo sets it")).join("cited.rs");
    std::fs::write(dest, out).expect("OUT_DIR is writable");
}

fn collect(path: &Path, out: &mut Vec<String>) {
    println!("cargo::rerun-if-changed={}", path.display());
    if path.is_dir() {
        for e in std::fs::read_dir(path).into_iter().flatten().flatten() {
            collect(&e.path(), out);
        }
    } else if path.extension().is_some_and(|x| x == "rs")
        && path.file_name().is_some_and(|n| n != "tests.rs")
    {
        out.push(std::fs::read_to_string(path).unwrap_or_default());
    }
}
