//! The words of every ruling, kept as reviewed snapshots (`tests/snapshots/`): every case of
//! `tests/cases/` in its own edition and in every language, its summary, reasoning and the
//! conditions of its alternatives. A change of wording fails here until the new snapshot is
//! reviewed: `cargo insta review` (or `INSTA_UPDATE=always cargo test -p floorcall-engine --test
//! wording`, then read the diff).

#[path = "../../../tests/cases/check.rs"]
mod check;

use floorcall_engine::lang::Language;
use floorcall_engine::request::RulingRequest;
use floorcall_engine::rules::Edition;
use std::fmt::Write as _;
use std::path::Path;

#[test]
fn the_words_of_every_case() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../tests/cases");
    let mut by_file: std::collections::BTreeMap<String, String> = Default::default();
    for (file, case) in check::all_cases(&dir) {
        let id = case["id"].as_str().unwrap_or("?");
        let Ok(req) = serde_json::from_value::<RulingRequest>(case["request"].clone()) else {
            panic!("{file}/{id}: the request does not parse");
        };
        let out = by_file.entry(file.clone()).or_default();
        for lang in Language::ALL {
            let mut r = req.clone();
            r.language = Some(lang);
            let ruling = r
                .decide(Edition::E2024, Language::En)
                .unwrap_or_else(|e| panic!("{file}/{id}: {e}"));
            let _ = writeln!(
                out,
                "== {id} · {} · {}\n{}",
                ruling.edition.as_str(),
                lang.code(),
                ruling.summary
            );
            for r in &ruling.reasoning {
                let _ = writeln!(out, "  - {r}");
            }
            for a in &ruling.alternatives {
                let _ = writeln!(out, "  ? {} → {}", a.condition, a.outcome);
            }
        }
    }
    let mut settings = insta::Settings::clone_current();
    settings.set_snapshot_path("../../../tests/snapshots");
    settings.set_prepend_module_to_snapshot(false);
    settings.bind(|| {
        for (file, words) in &by_file {
            insta::assert_snapshot!(file.as_str(), words);
        }
    });
}
