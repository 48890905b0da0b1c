//! The structure check of ARCHITECTURE.md's invariant: the web crate never names a dispute
//! family. Every `.rs` file under `crates/web/src` is scanned for a family's variant
//! (`Dispute::Penalty`, `DisputeKind::Penalty`), a family's module (`disputes::penalty::…`,
//! also inside a grouped `use`), and a family's dispute type as an SQL string literal
//! (`'penalty'`). The families are the engine's registry (`DisputeKind::ALL`), read at test
//! time, so a new family is checked without touching this file. Comment lines are not code and
//! are not scanned. What a ruling adds to a player's record goes through the engine's record
//! hook (`floorcall_engine::record`), which is what keeps this check green.

use floorcall_engine::disputes::DisputeKind;
use std::path::{Path, PathBuf};

/// One way a family can be named in code.
#[derive(Debug)]
struct Family {
    variant: &'static str,
    module: &'static str,
    wire: &'static str,
}

fn families() -> Vec<Family> {
    DisputeKind::ALL
        .iter()
        .map(|k| Family {
            variant: k.variant(),
            module: k.module(),
            wire: k.as_str(),
        })
        .collect()
}

fn is_ident(c: char) -> bool {
    c.is_ascii_alphanumeric() || c == '_'
}

/// Whether `line` holds `word` with no identifier character right before or after it.
fn has_word(line: &str, word: &str) -> bool {
    line.match_indices(word).any(|(i, _)| {
        let before = line[..i].chars().next_back();
        let after = line[i + word.len()..].chars().next();
        !before.is_some_and(is_ident) && !after.is_some_and(is_ident)
    })
}

/// Why a line of code names a family, if it does.
fn names_a_family(line: &str, families: &[Family]) -> Option<String> {
    let code = line.trim_start();
    if code.starts_with("//") {
        return None;
    }
    for f in families {
        for path in [
            format!("Dispute::{}", f.variant),
            format!("DisputeKind::{}", f.variant),
            format!("disputes::{}", f.module),
        ] {
            if has_word(code, &path) {
                return Some(format!("`{path}`"));
            }
        }
        // `disputes::{penalty::Prior, Dispute}`: a grouped import of a family's module.
        for (i, _) in code.match_indices("disputes::{") {
            let group = &code[i + "disputes::{".len()..];
            let group = group.split('}').next().unwrap_or(group);
            if group
                .split(',')
                .map(str::trim)
                .any(|item| item == f.module || item.starts_with(&format!("{}::", f.module)))
            {
                return Some(format!("the module `{}` in `disputes::{{…}}`", f.module));
            }
        }
        let literal = format!("'{}'", f.wire);
        if code.contains(&literal) {
            return Some(format!("the dispute type {literal} in SQL"));
        }
    }
    None
}

fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    let mut entries: Vec<PathBuf> = std::fs::read_dir(dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .map(|e| e.expect("a directory entry").path())
        .collect();
    entries.sort();
    for path in entries {
        if path.is_dir() {
            rust_files(&path, out);
        } else if path.extension().is_some_and(|x| x == "rs") {
            out.push(path);
        }
    }
}

#[test]
fn the_web_crate_names_no_dispute_family() {
    let families = families();
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut files = Vec::new();
    rust_files(&root.join("src"), &mut files);
    assert!(files.len() > 10, "the scan found the sources: {files:?}");
    let mut found = Vec::new();
    for file in &files {
        let text = std::fs::read_to_string(file).expect("a source file");
        for (n, line) in text.lines().enumerate() {
            if let Some(why) = names_a_family(line, &families) {
                let rel = file.strip_prefix(root).unwrap_or(file);
                found.push(format!(
                    "crates/web/{}:{}: names a dispute family ({why}): {}",
                    rel.display(),
                    n + 1,
                    line.trim()
                ));
            }
        }
    }
    assert!(
        found.is_empty(),
        "the web crate must name no dispute family (ARCHITECTURE.md's invariants; go through \
         the engine's registry and its record hook, floorcall_engine::record):\n{}",
        found.join("\n")
    );
}

#[test]
fn the_registry_names_the_engines_family_modules() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../engine/src/disputes");
    let families = families();
    assert!(!families.is_empty());
    for f in &families {
        let module = dir.join(format!("{}.rs", f.module));
        let folder = dir.join(f.module).join("mod.rs");
        assert!(
            module.is_file() || folder.is_file(),
            "{f:?}: no module file in {}",
            dir.display()
        );
    }
}

#[test]
fn the_scanner_flags_a_family_named_in_code() {
    let families = families();
    let flagged = [
        "    let Dispute::Penalty(d) = &req.dispute else {",
        "use floorcall_engine::disputes::penalty::Given;",
        "        d.prior = Some(floorcall_engine::disputes::penalty::Prior::List(",
        "use floorcall_engine::disputes::{Dispute, penalty::{Given, Prior}};",
        "use floorcall_engine::disputes::penalty;",
        "                == Some(DisputeKind::Penalty.as_str());",
        "             AND final_word = 'upheld' AND dispute_type = 'penalty' ORDER BY id\",",
        "if let Dispute::Bet(b) = d {",
        "WHERE dispute_type = 'out_of_turn'",
    ];
    for line in flagged {
        assert!(
            names_a_family(line, &families).is_some(),
            "not flagged: {line}"
        );
    }
    let clean = [
        "use floorcall_engine::disputes::{Dispute, DisputeKind};",
        "    for &kind in DisputeKind::ALL {",
        "    let kind = req.dispute.kind();",
        "use floorcall_engine::record::{self, Entry, Standing};",
        "    /// Dispute::Penalty in a doc comment is words, not code.",
        "    // a comment about disputes::penalty::Given",
        "    \"events\": [\"ruling.final\", \"penalty.upheld\"]",
        "             AND final_word = 'upheld' AND dispute_type IN ({kept}) ORDER BY id\",",
        "let betting = Dispute::Betting;",
    ];
    for line in clean {
        assert_eq!(names_a_family(line, &families), None, "flagged: {line}");
    }
}

/// ARCHITECTURE.md's invariant of `app()`: the middleware is one `ServiceBuilder` stack given to
/// `Router::layer` once. Every other `.layer(` call on the router would box the stack again per
/// route, and each `from_fn` layer around it would clone the box on every request.
#[test]
fn the_middleware_is_one_layer_of_the_router() {
    let lib = std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("src/lib.rs"))
        .expect("lib.rs");
    let start = lib.find("pub fn app(").expect("app()");
    let body = &lib[start..start + lib[start..].find("\n}\n").expect("app()'s end")];
    let chain = body
        .find("tower::ServiceBuilder::new()")
        .expect("app() composes its middleware with tower::ServiceBuilder");
    let chain_end = chain + body[chain..].find(';').expect("the stack's end");
    let outside = format!("{}{}", &body[..chain], &body[chain_end..]);
    let calls: Vec<&str> = outside
        .lines()
        .filter(|l| !l.trim_start().starts_with("//") && l.contains(".layer("))
        .collect();
    assert_eq!(
        calls,
        ["    router.layer(stack)"],
        "app() gives the router one layer, the composed stack"
    );
}
