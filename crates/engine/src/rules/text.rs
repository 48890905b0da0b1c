//! Rule titles and summaries in every language, written here in our own words, and the TDA
//! permission notice that goes with them. The texts live in the message files
//! (`crates/engine/locales/<code>.ftl`, message `rule-<key>` and its `.summary`).

use super::catalog::RuleKey;
use crate::lang::Language;

/// The notice returned wherever rule titles or summaries are.
pub const NOTICE: &str = "Poker TDA rule numbers and titles are used with permission of the \
Poker Tournament Directors Association (www.pokertda.com). Summaries and reasoning are \
floorcall's own paraphrase, not the official text; the official TDA rules govern.";

fn id(key: RuleKey) -> String {
    format!("rule-{}", key.slug())
}

/// A rule's title in a language (the English title if the file lacks one: a test forbids it).
pub fn title(key: RuleKey, lang: Language) -> String {
    crate::text::rule_title(key, lang)
        .or_else(|| crate::text::rule_title(key, Language::En))
        .unwrap_or(key.slug())
        .to_string()
}

/// A rule's short summary in a language.
pub fn summary(key: RuleKey, lang: Language) -> String {
    crate::text::plain(lang, &id(key), Some("summary")).unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_rule_has_title_and_summary_in_every_language() {
        for &k in RuleKey::ALL {
            for lang in Language::ALL {
                let t = crate::text::plain(lang, &id(k), None);
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
            "Valores de Aumento"
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
}
