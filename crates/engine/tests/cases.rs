//! Every case of `tests/cases/` (each seed example with its exact numbers, and our variants)
//! against the engine, in the case's edition and the other one, and in every language.
//! The cases of `tests/cases/with-test-profiles/` name a house-rule profile of
//! `tests/house-rules` (an examiner's own, not shipped): they are ruled under it, as the server
//! in CI serves it with `--house-rules tests/house-rules`.

#[path = "../../../tests/cases/check.rs"]
mod check;
mod common;
use common::zero_handed_back;

use floorcall_engine::HandError;
use floorcall_engine::house::Profile;
use floorcall_engine::lang::Language;
use floorcall_engine::request::RulingRequest;
use floorcall_engine::rules::{Edition, RuleKey};
use floorcall_engine::ruling::Ruling;
use std::path::Path;

/// The profiles of `tests/house-rules` (every `*.toml`).
fn test_profiles() -> Vec<Profile> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../tests/house-rules");
    let mut files: Vec<_> = std::fs::read_dir(&dir)
        .map(|d| d.flatten().map(|e| e.path()).collect())
        .unwrap_or_default();
    files.retain(|p| p.extension().is_some_and(|x| x == "toml"));
    files.sort();
    files
        .iter()
        .map(|f| {
            let text = std::fs::read_to_string(f).expect("read a profile");
            Profile::parse(&text).unwrap_or_else(|e| panic!("{}: {e}", f.display()))
        })
        .collect()
}

/// Rule on a request: under the shipped profile it names, else under the test profile of that
/// name, else (no profile named) under the TDA.
fn rule(r: &RulingRequest, profiles: &[Profile]) -> Result<Ruling, HandError> {
    let test = r
        .house
        .as_deref()
        .filter(|n| floorcall_engine::house::named(n).is_none())
        .and_then(|n| profiles.iter().find(|p| p.name == n));
    match test {
        Some(p) => r.decide_under(Edition::E2024, Language::En, Some(p)),
        None => r.decide(Edition::E2024, Language::En),
    }
}

#[test]
fn every_case() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../tests/cases");
    let mut cases = check::all_cases(&dir);
    let with_profiles = dir.join("with-test-profiles");
    if with_profiles.is_dir() {
        let more = check::all_cases(&with_profiles).into_iter();
        cases.extend(more.map(|(file, case)| (format!("with-test-profiles/{file}"), case)));
    }
    let profiles = test_profiles();
    assert!(cases.len() >= 100, "{} cases", cases.len());
    let mut failures = Vec::new();
    let mut seeds = 0;
    for (file, case) in &cases {
        let id = case["id"].as_str().unwrap_or("?");
        if id.starts_with("SEED") {
            seeds += 1;
        }
        let req: RulingRequest = match serde_json::from_value(case["request"].clone()) {
            Ok(r) => r,
            Err(e) => {
                failures.push(format!("{file}/{id}: request does not parse: {e}"));
                continue;
            }
        };
        let edition = req.edition.unwrap_or_default();
        for (ed, same) in [(edition, true), (other(edition), false)] {
            let mut r = req.clone();
            r.edition = Some(ed);
            match rule(&r, &profiles) {
                Ok(ruling) => {
                    // The family answers only with the codes it documents.
                    let declared = req.dispute.kind().outcomes();
                    let codes = std::iter::once(ruling.decision.outcome)
                        .chain(ruling.alternatives.iter().map(|a| a.outcome));
                    for code in codes {
                        if !declared.iter().any(|(o, _)| *o == code) {
                            failures.push(format!(
                                "{file}/{id}: `{code}` is not among the outcomes `{}` documents",
                                req.dispute.kind()
                            ));
                        }
                    }
                    let v = serde_json::to_value(&ruling).expect("serialize");
                    if let Err(e) = check::check(case, &v, ed.as_str(), same) {
                        failures.push(format!("{file}/{e}"));
                    }
                }
                Err(e) => failures.push(format!("{file}/{id} ({}): error {e}", ed.as_str())),
            }
        }
        // Every language gives the same outcome, with its own words.
        let mut summaries = Vec::new();
        let mut outcomes = Vec::new();
        for lang in Language::ALL {
            let mut r = req.clone();
            r.language = Some(lang);
            if let Ok(ruling) = rule(&r, &profiles) {
                assert!(!ruling.summary.is_empty(), "{id} {lang:?}: empty summary");
                // Plurals come from the language's rules, never from a "(s)" marker.
                let texts = std::iter::once(&ruling.summary)
                    .chain(&ruling.reasoning)
                    .chain(ruling.alternatives.iter().map(|a| &a.condition));
                for t in texts {
                    for marker in ["(s)", "(es)", "(ões)", "{", "$"] {
                        if t.contains(marker) {
                            failures.push(format!("{file}/{id} {lang:?}: {marker:?} in {t:?}"));
                        }
                    }
                    // No raw catalog key where a rule is named, no amount of 0 handed back.
                    for k in RuleKey::ALL
                        .iter()
                        .map(|k| k.slug())
                        .filter(|s| s.contains('-'))
                    {
                        if t.contains(k) {
                            failures.push(format!("{file}/{id} {lang:?}: raw key {k} in {t:?}"));
                        }
                    }
                    if let Some(z) = zero_handed_back(t) {
                        failures.push(format!("{file}/{id} {lang:?}: {z:?} in {t:?}"));
                    }
                }
                summaries.push(ruling.summary.clone());
                outcomes.push(ruling.decision.outcome);
            }
        }
        // Every language rules, each in its own words, with the same outcome.
        if summaries.len() != Language::ALL.len() {
            failures.push(format!(
                "{file}/{id}: {} of {} languages ruled",
                summaries.len(),
                Language::ALL.len()
            ));
        } else {
            for (lang, summary) in Language::ALL.iter().zip(&summaries).skip(1) {
                if *summary == summaries[0] {
                    failures.push(format!(
                        "{file}/{id}: the {lang:?} summary repeats the English one"
                    ));
                }
            }
            if outcomes.iter().any(|o| o != &outcomes[0]) {
                failures.push(format!("{file}/{id}: outcome depends on the language"));
            }
        }
    }
    for f in &failures {
        eprintln!("{f}");
    }
    eprintln!(
        "{} cases ({seeds} from the seeds), {} failures",
        cases.len(),
        failures.len()
    );
    assert!(failures.is_empty(), "{} case failures", failures.len());
    assert!(seeds >= 60, "{seeds} seed cases");
}

/// The 2024 answer to an out-of-turn case names the 2026 passive limit exactly when the 2026
/// answer for the same hand applies it (call or fold only, in the ruling or in a branch).
#[test]
fn the_2026_note_matches_the_2026_answer() {
    use floorcall_engine::disputes::out_of_turn::OutOfTurnText;
    use floorcall_engine::ruling::{OptionsOut, Outcome};
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../tests/cases");
    let note = floorcall_engine::text::render(
        &OutOfTurnText::PassiveIn2026.into(),
        Language::En,
        Edition::E2024,
    );
    // The limit on the player out of turn (not the skipped player's hand kept live).
    let limited = |seat: u64, o: Outcome, opts: &Option<OptionsOut>| {
        o == Outcome::CallOrFold
            && opts
                .as_ref()
                .is_some_and(|x| !x.can_raise && x.seat.map(u64::from) == Some(seat))
    };
    let (mut noted, mut checked) = (0, 0);
    for (file, case) in check::all_cases(&dir) {
        if file != "out_of_turn" {
            continue;
        }
        let req: RulingRequest = serde_json::from_value(case["request"].clone()).expect("request");
        let ask = |ed| {
            let mut r = req.clone();
            r.edition = Some(ed);
            r.language = Some(Language::En);
            r.decide(Edition::E2024, Language::En).expect("ruling")
        };
        let (r24, r26) = (ask(Edition::E2024), ask(Edition::E2026));
        let seat = case["request"]["dispute"]["seat"].as_u64().unwrap_or(0);
        let applies_2026 = limited(seat, r26.decision.outcome, &r26.decision.options)
            || r26
                .alternatives
                .iter()
                .any(|a| limited(seat, a.outcome, &a.options));
        let says_2024 = r24.reasoning.contains(&note);
        assert_eq!(
            says_2024, applies_2026,
            "{}: 2024 note {says_2024}, 2026 limit {applies_2026}",
            case["id"]
        );
        noted += usize::from(says_2024);
        checked += 1;
    }
    assert!(
        checked >= 15 && noted >= 2,
        "{checked} cases, {noted} noted"
    );
}

fn other(e: Edition) -> Edition {
    match e {
        Edition::E2024 => Edition::E2026,
        Edition::E2026 => Edition::E2024,
    }
}
