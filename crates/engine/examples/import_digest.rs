//! Import every file under a folder with every importer and print one line per file: the
//! importer, the file, and the hands read (or the error). Diff two runs to check that a
//! refactoring of the importers changed nothing:
//! `cargo run -p floorcall-engine --example import_digest -- ../shared/realdata > after.txt`.
use floorcall_engine::import::{HandFormat, import_text};

fn main() {
    let root = std::env::args()
        .nth(1)
        .unwrap_or_else(|| "../shared".into());
    let mut stack = vec![std::path::PathBuf::from(root)];
    let mut files = Vec::new();
    while let Some(d) = stack.pop() {
        for e in std::fs::read_dir(&d).into_iter().flatten().flatten() {
            let p = e.path();
            if p.is_dir() {
                stack.push(p);
            } else {
                files.push(p);
            }
        }
    }
    files.sort();
    for f in files {
        let Ok(text) = std::fs::read_to_string(&f) else {
            continue;
        };
        for format in [HandFormat::Phh, HandFormat::Pokerstars, HandFormat::Ohh] {
            let out = match import_text(&text, format) {
                Ok(hands) => format!("{hands:?}"),
                Err(e) => format!("error {e} {:?} {:?}", e.field, e.kind),
            };
            println!("{format:?} {} {out}", f.display());
        }
    }
}
