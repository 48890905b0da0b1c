//! Rule titles and summaries in English, Portuguese and Spanish (`data/rules.toml`), written
//! here in our own words, and the TDA permission notice that goes with them.

use super::catalog::RuleKey;
use crate::lang::Language;
use std::collections::HashMap;
use std::sync::OnceLock;

/// The notice returned wherever rule titles or summaries are.
pub const NOTICE: &str = "Poker TDA rule numbers and titles are used with permission of the \
Poker Tournament Directors Association (www.pokertda.com). Summaries and reasoning are \
floorcall's own paraphrase, not the official text; the official TDA rules govern.";

struct Texts {
    by_key: HashMap<String, [(String, String); 3]>,
}

fn texts() -> &'static Texts {
    static T: OnceLock<Texts> = OnceLock::new();
    T.get_or_init(|| {
        let raw: toml::Table = include_str!("../../data/rules.toml")
            .parse()
            .unwrap_or_default();
        let mut by_key = HashMap::new();
        for (key, v) in raw {
            let pair = |lang: &str| -> (String, String) {
                let arr = v.get(lang).and_then(|x| x.as_array());
                let s = |i: usize| {
                    arr.and_then(|a| a.get(i))
                        .and_then(|x| x.as_str())
                        .unwrap_or_default()
                        .to_string()
                };
                (s(0), s(1))
            };
            by_key.insert(key, [pair("en"), pair("pt"), pair("es")]);
        }
        Texts { by_key }
    })
}

fn lang_index(l: Language) -> usize {
    match l {
        Language::En => 0,
        Language::Pt => 1,
        Language::Es => 2,
    }
}

/// A rule's title in a language (the English title if the data lacks one: a test forbids it).
pub fn title(key: RuleKey, lang: Language) -> String {
    texts()
        .by_key
        .get(key.slug())
        .map(|t| t[lang_index(lang)].0.clone())
        .filter(|s| !s.is_empty())
        .unwrap_or_else(|| super::entry(key).title_en.to_string())
}

/// A rule's short summary in a language.
pub fn summary(key: RuleKey, lang: Language) -> String {
    texts()
        .by_key
        .get(key.slug())
        .map(|t| t[lang_index(lang)].1.clone())
        .unwrap_or_default()
}

/// Whether the data has every language for a key (for the completeness test).
pub fn complete(key: RuleKey) -> bool {
    texts().by_key.get(key.slug()).is_some_and(|t| {
        t.iter()
            .all(|(title, summary)| !title.is_empty() && !summary.is_empty())
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_rule_has_title_and_summary_in_every_language() {
        for &k in RuleKey::ALL {
            assert!(
                complete(k),
                "{} lacks a title or summary in some language",
                k.slug()
            );
            assert_eq!(
                title(k, Language::En),
                super::super::entry(k).title_en,
                "{}",
                k.slug()
            );
        }
        assert_eq!(
            texts().by_key.len(),
            RuleKey::ALL.len(),
            "rules.toml has unknown keys"
        );
    }

    #[test]
    fn translations_differ_from_english() {
        assert_eq!(
            title(RuleKey::RaiseAmounts, Language::Pt),
            "Valores de Aumento"
        );
        assert_eq!(
            title(RuleKey::RaiseAmounts, Language::Es),
            "Cantidades de Subida"
        );
        let same = RuleKey::ALL
            .iter()
            .filter(|&&k| summary(k, Language::Pt) == summary(k, Language::En))
            .count();
        assert_eq!(same, 0);
    }
}
