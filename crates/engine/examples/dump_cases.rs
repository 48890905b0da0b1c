//! Print every case of `tests/cases/` ruled in both editions and every language, one JSON
//! ruling a line: `cargo run -p floorcall-engine --example dump_cases > before.jsonl`.
//!
//! Diff two dumps to see exactly which rendered texts a change to the messages touched.
use floorcall_engine::lang::Language;
use floorcall_engine::request::RulingRequest;
use floorcall_engine::rules::Edition;
use serde_json::{Value, json};

fn main() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../tests/cases");
    let mut files: Vec<_> = std::fs::read_dir(&dir)
        .into_iter()
        .flatten()
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|x| x == "json"))
        .collect();
    files.sort();
    for f in files {
        let Ok(text) = std::fs::read_to_string(&f) else {
            continue;
        };
        let cases: Vec<Value> = serde_json::from_str(&text).unwrap_or_default();
        for case in cases {
            let Ok(req) = serde_json::from_value::<RulingRequest>(case["request"].clone()) else {
                continue;
            };
            for edition in [Edition::E2024, Edition::E2026] {
                for lang in Language::ALL {
                    let mut r = req.clone();
                    r.edition = Some(edition);
                    r.language = Some(lang);
                    let out = match r.decide(Edition::E2024, Language::En) {
                        Ok(ruling) => serde_json::to_value(&ruling).unwrap_or_default(),
                        Err(e) => json!({ "error": e.to_string() }),
                    };
                    println!(
                        "{}",
                        json!({ "id": case["id"], "edition": edition.as_str(), "lang": lang.code(), "ruling": out })
                    );
                }
            }
        }
    }
}
