//! The message files against the reasons: every message in every language, no argument a
//! reason does not give, no message nobody uses, and every message renders cleanly. At the
//! crate's root because it reads every family's reasons (`disputes`) and the words (`text`).

use crate::disputes::message_specs;
use crate::lang::Language;
use crate::rules::{Edition, RuleKey};
use crate::text::*;

fn specs() -> Vec<Spec> {
    let mut all: Vec<Spec> = CORE.to_vec();
    let others: [&[Spec]; 13] = [
        crate::hand::Errors::SPECS,
        crate::hand::GameText::SPECS,
        crate::request::Errors::SPECS,
        crate::replay::Errors::SPECS,
        crate::import::Errors::SPECS,
        crate::import::Notes::SPECS,
        crate::import::phh::Errors::SPECS,
        crate::import::ohh::Errors::SPECS,
        crate::import::pokerstars::Errors::SPECS,
        crate::tables::Errors::SPECS,
        crate::tables::TablesText::SPECS,
        crate::ruling::house::HouseText::SPECS,
        crate::house::KnobText::SPECS,
    ];
    for family in message_specs().into_iter().chain(others) {
        all.extend_from_slice(family);
    }
    all
}

#[test]
fn every_file_parses_and_has_the_same_messages() {
    let english: Vec<&str> = variables(Language::En).iter().map(|(id, _)| *id).collect();
    for lang in Language::ALL {
        let (_, errors) = bundle(lang);
        assert!(errors.is_empty(), "{errors:?}");
        let ids: Vec<&str> = variables(lang).iter().map(|(id, _)| *id).collect();
        for id in &english {
            assert!(ids.contains(id), "{id} is missing in {}.ftl", lang.code());
        }
        for id in &ids {
            assert!(
                english.contains(id),
                "{id} of {}.ftl is not in en.ftl",
                lang.code()
            );
        }
    }
}

#[test]
fn every_reason_has_its_message_with_only_its_arguments() {
    let specs = specs();
    let mut ids: Vec<&str> = specs.iter().map(|s| s.id).collect();
    ids.sort_unstable();
    let before = ids.len();
    ids.dedup();
    assert_eq!(before, ids.len(), "a message id is declared twice");
    for lang in Language::ALL {
        let file = variables(lang);
        for spec in &specs {
            let Some((_, vars)) = file.iter().find(|(id, _)| *id == spec.id) else {
                panic!("{} is missing in {}.ftl", spec.id, lang.code());
            };
            for v in vars {
                let given = spec.args.iter().any(|(name, _)| name == v);
                assert!(
                    given || rule_var(v).is_some(),
                    "{}.ftl: {} uses ${v}, which its reason does not give (it gives {:?}) and which names no rule",
                    lang.code(),
                    spec.id,
                    spec.args
                );
            }
        }
        for (id, _) in &file {
            let rule_title = id
                .strip_prefix("rule-")
                .is_some_and(|k| RuleKey::from_slug(k).is_some());
            assert!(
                rule_title || specs.iter().any(|s| s.id == *id),
                "{}.ftl: {id} is no reason's message and no rule's title",
                lang.code()
            );
        }
    }
}

/// A sample value of each kind, so that every message can be rendered.
fn sample(name: &str, kind: &str) -> Arg {
    match kind {
        "num" | "count" => Arg::Num(2),
        "seat" => Arg::Num(3),
        "seats" => Arg::Seats(vec![1, 4]),
        "chips" => Arg::Chips(1500),
        "rule" => Arg::Rule(RuleKey::RaiseAmounts),
        "sum" => Arg::Sum(vec![1000, 500]),
        "verbatim" => Arg::Verbatim("AsKd".into()),
        "text" => Arg::Text(Box::new(Message::new(
            "rule-ref",
            vec![("number", Arg::Verbatim("43".into()))],
        ))),
        "list" | "clauses" => Arg::List(vec![Message::new("options-check", vec![])]),
        "flag" => Arg::Choice("yes"),
        "choice" => Arg::Choice(match name {
            "pot" => "main",
            "word" => "bet",
            "category" => "pair",
            "when" => "heads-up",
            _ => "yes",
        }),
        other => panic!("unknown kind {other}"),
    }
}

#[test]
fn every_message_renders_without_errors_or_markers() {
    for spec in specs() {
        let args = spec
            .args
            .iter()
            .map(|&(name, kind)| (name, sample(name, kind)))
            .collect();
        let msg = Message::new(spec.id, args);
        for lang in Language::ALL {
            for edition in [Edition::E2024, Edition::E2026] {
                // Debug builds assert that Fluent reported no error (a missing message or
                // argument); the text must also read as written by a person.
                let text = msg.render(lang, edition);
                let may_be_empty = ["number-group-separator", "error-replay-nothing"];
                assert!(
                    !text.is_empty() || may_be_empty.contains(&spec.id),
                    "{}",
                    spec.id
                );
                for marker in ["(s)", "(es)", "(ões)", "{", "}", "$", "rule_"] {
                    assert!(
                        !text.contains(marker),
                        "{} in {}: {text:?} contains {marker:?}",
                        spec.id,
                        lang.code()
                    );
                }
            }
        }
    }
}

/// Chips grouped by hand, against the plain form (the digits of `to_string`, a separator
/// before each group of three from the right), at every length and group boundary.
#[test]
fn chips_are_grouped_as_the_plain_form_groups_them() {
    let plain = |lang: Language, n: u64| {
        let digits = n.to_string();
        let mut out = String::new();
        for (i, c) in digits.chars().enumerate() {
            if i > 0 && (digits.len() - i).is_multiple_of(3) {
                out.push_str(lang.group_separator());
            }
            out.push(c);
        }
        out
    };
    let mut values = vec![0, 1, 9, u64::MAX, u64::MAX - 1];
    let mut p = 1u64;
    while let Some(next) = p.checked_mul(10) {
        values.extend([p - 1, p, p + 1, next - 1]);
        p = next;
    }
    values.extend((0..5_000u64).map(|i| i.wrapping_mul(0x9E37_79B9_7F4A_7C15) >> (i % 64)));
    for lang in Language::ALL {
        for &n in &values {
            assert_eq!(chips(lang, n), plain(lang, n), "{} {n}", lang.code());
        }
    }
}

#[test]
fn chips_and_rules_follow_language_and_edition() {
    assert_eq!(chips(Language::En, 1_300), "1,300");
    assert_eq!(chips(Language::Pt, 1_300), "1.300");
    assert_eq!(chips(Language::Es, 1_000_000), "1.000.000");
    assert_eq!(chips(Language::En, 999), "999");
    assert_eq!(
        rule_ref(RuleKey::RaiseAmounts, Language::Pt, Edition::E2024),
        "Regra 43"
    );
    assert_eq!(
        rule_ref(RuleKey::RaiseAmounts, Language::Es, Edition::E2026),
        "Regla 45"
    );
    // Where the 2026 number is unknown the 2024 number is named as such, never a guess.
    let unknown = rule_ref(RuleKey::BalancingTables, Language::En, Edition::E2026);
    assert_eq!(unknown, "TDA 2024 Rule 11");
    let unknown = rule_ref(RuleKey::BalancingTables, Language::Pt, Edition::E2026);
    assert_eq!(unknown, "numeração de 2024, Regra 11");
    let m = Message::new("out-of-turn-fold", vec![]);
    assert_eq!(m.render(Language::Es, Edition::E2024), "retirarse");
}

#[test]
fn plurals_follow_each_language() {
    let m = |n: usize| {
        Message::new(
            "cards-dealt-misdeal-redeal",
            vec![("seat", Arg::Num(5)), ("cards", Arg::Num(n as u64))],
        )
    };
    assert!(
        m(1).render(Language::En, Edition::E2024)
            .contains("has 1 card before")
    );
    assert!(
        m(3).render(Language::En, Edition::E2024)
            .contains("has 3 cards before")
    );
    assert!(
        m(1).render(Language::Es, Edition::E2024)
            .contains("tiene 1 carta antes")
    );
    assert!(
        m(3).render(Language::Pt, Edition::E2024)
            .contains("tem 3 cartas antes")
    );
    // Czech: one (1), few (2–4), other (0, 5…).
    for (n, words) in [
        (1, "má 1 kartu před"),
        (3, "má 3 karty před"),
        (5, "má 5 karet před"),
    ] {
        assert!(
            m(n).render(Language::Cs, Edition::E2024).contains(words),
            "{n}: {}",
            m(n).render(Language::Cs, Edition::E2024)
        );
    }
}

#[test]
fn the_generated_separator_is_the_files() {
    for lang in Language::ALL {
        let (bundle, _) = bundle(lang);
        for (id, built) in [
            ("number-group-separator", lang.group_separator()),
            ("list-separator", lang.list_separator()),
            ("list-last-separator", lang.list_last_separator()),
            ("clause-separator", lang.clause_separator()),
        ] {
            assert_eq!(
                format_plain(&bundle, id).as_deref(),
                Some(built),
                "{id} in {}.ftl",
                lang.code()
            );
        }
    }
}

// Rule titles and summaries.

#[test]
fn every_rule_has_title_and_summary_in_every_language() {
    for &k in RuleKey::ALL {
        for lang in Language::ALL {
            let t = crate::text::plain(lang, &format!("rule-{}", k.slug()), None);
            assert!(
                t.is_some_and(|t| !t.is_empty()),
                "{} lacks a title in {lang:?}",
                k.slug()
            );
            assert!(
                !summary(k, lang).is_empty(),
                "{} lacks a summary in {lang:?}",
                k.slug()
            );
        }
    }
}

#[test]
fn translations_differ_from_english() {
    assert_eq!(title(RuleKey::RaiseAmounts, Language::En), "Raise Amounts");
    assert_eq!(
        title(RuleKey::RaiseAmounts, Language::Pt),
        "Valores dos Aumentos"
    );
    assert_eq!(
        title(RuleKey::RaiseAmounts, Language::Es),
        "Cantidades de Subida"
    );
    for lang in Language::ALL.into_iter().filter(|&l| l != Language::En) {
        let same = RuleKey::ALL
            .iter()
            .filter(|&&k| summary(k, lang) == summary(k, Language::En))
            .count();
        assert_eq!(same, 0, "{lang:?} repeats English summaries");
    }
}

#[test]
fn the_notice_is_the_tdas_permission_in_every_language() {
    assert_eq!(notice(Language::En), crate::rules::NOTICE);
    for lang in Language::ALL.into_iter().filter(|&l| l != Language::En) {
        let n = notice(lang);
        assert_ne!(n, crate::rules::NOTICE, "{lang:?}");
        assert!(
            n.contains("www.pokertda.com") && n.contains("TDA"),
            "{lang:?}: {n}"
        );
    }
}

/// The hands of the PokerKit fixtures (`tests/oracle/pokerkit_hands.jsonl` and
/// `pokerkit_games.jsonl`), each read by the PHH importer and parsed: the file, the line and the
/// hand, for tests of other modules that compare two forms over many real showdowns (here
/// because it reads both the importer and the modules under test).
pub(crate) fn oracle_fixture_hands() -> Vec<(&'static str, usize, crate::hand::Hand)> {
    let mut hands = Vec::new();
    for file in ["pokerkit_hands.jsonl", "pokerkit_games.jsonl"] {
        let path = format!("{}/../../tests/oracle/{file}", env!("CARGO_MANIFEST_DIR"));
        let text = std::fs::read_to_string(path).expect("the oracle's fixture");
        for (k, line) in text.lines().enumerate() {
            let v: serde_json::Value = serde_json::from_str(line).expect("a JSON line");
            let Some(phh) = v["phh"].as_str() else {
                continue;
            };
            let Ok(imported) = crate::import::phh::import(phh) else {
                continue;
            };
            if let Ok(h) = crate::hand::Hand::parse(&imported[0].hand) {
                hands.push((file, k, h));
            }
        }
    }
    hands
}
