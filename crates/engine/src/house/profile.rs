//! House-rule profiles: a TOML file naming the house, its version and source, and the knobs it
//! sets, each with the house's own rule number and words. Parsing checks every knob's name and
//! value; an error names the line and the field.

use super::{HouseRules, Knob};
use crate::lang::Language;
use crate::rules::Edition;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use toml::Spanned;

/// A house's words, in one language or several (`title = "Clock"` or
/// `title = { en = "Clock", pt = "Relógio" }`).
#[derive(Debug, Clone, PartialEq, Eq, Deserialize, Serialize)]
#[serde(untagged)]
pub enum HouseRuleText {
    /// The same words in every language.
    One(String),
    /// Words per language; a language not given falls back to English, then to any.
    Many(BTreeMap<Language, String>),
}

impl HouseRuleText {
    /// The words in a language.
    pub fn get(&self, lang: Language) -> &str {
        match self {
            HouseRuleText::One(s) => s,
            HouseRuleText::Many(m) => m
                .get(&lang)
                .or_else(|| m.get(&Language::En))
                .or_else(|| m.values().next())
                .map_or("", String::as_str),
        }
    }
}

/// One knob a profile sets, with the house's rule for it.
#[derive(Debug, Clone)]
pub struct Setting {
    /// The knob.
    pub knob: &'static Knob,
    /// The value, as the profile gives it.
    pub value: toml::Value,
    /// The house's number for the rule ("80", "IX-3").
    pub number: Option<String>,
    /// The house's title for the rule.
    pub title: Option<HouseRuleText>,
    /// The house rule in a sentence (the house's words, paraphrased).
    pub text: Option<HouseRuleText>,
}

/// A house-rule profile.
#[derive(Debug, Clone)]
pub struct Profile {
    /// The name requests use (`"house": "wsop-2024"`): lower-case letters, digits and hyphens.
    pub name: String,
    /// The profile's version, logged with every ruling.
    pub version: String,
    /// The rulebook's name ("WSOP 2024 Tournament Rules"), in English or the one language the
    /// profile gives it in (the name in a language: [`Profile::title_in`]).
    pub title: String,
    /// The rulebook's name per language, where the profile gives it so
    /// (`title = { en = "…", pt = "…" }`).
    pub titles: Option<HouseRuleText>,
    /// What the profile is, in a sentence or two, in one language or several (`description`).
    pub description: Option<HouseRuleText>,
    /// How its rules are cited ("WSOP 2024" → "WSOP 2024 Rule 80").
    pub cite_as: String,
    /// Where the rules come from.
    pub source: String,
    /// The TDA edition the house follows: the edition of a ruling whose request does not give
    /// one. The knobs the profile does not set keep the TDA's value of the ruling's edition.
    pub edition: Option<Edition>,
    /// The knobs it sets, in [`super::KNOBS`] order.
    pub settings: Vec<Setting>,
    /// `sha256:` and the hex digest of the file's bytes: two files with the same digest are
    /// the same profile.
    pub digest: String,
    /// The file's text, kept so that a logged ruling can be ruled again as it was.
    pub text: String,
}

/// A profile that cannot be read: where and what.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("line {line}, field `{field}`: {message}")]
pub struct ProfileError {
    /// The line (from 1).
    pub line: usize,
    /// The field, dotted (`knobs.clock_expiry.value`).
    pub field: String,
    /// What is wrong.
    pub message: String,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct File {
    name: Spanned<String>,
    version: Spanned<String>,
    title: Option<HouseRuleText>,
    description: Option<HouseRuleText>,
    cite_as: Option<String>,
    source: String,
    edition: Option<Edition>,
    #[serde(default)]
    knobs: BTreeMap<Spanned<String>, Spanned<Entry>>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Entry {
    value: Spanned<toml::Value>,
    rule: Option<String>,
    title: Option<HouseRuleText>,
    text: Option<HouseRuleText>,
}

fn line_of(text: &str, at: usize) -> usize {
    text[..at.min(text.len())].matches('\n').count() + 1
}

/// The field a TOML error is about, read from its message ("unknown field `x`" → x; a missing
/// field the same way), else the key on its line.
fn field_of(message: &str, text: &str, line: usize) -> String {
    for marker in ["unknown field `", "missing field `"] {
        if let Some(rest) = message.split(marker).nth(1)
            && let Some(name) = rest.split('`').next()
        {
            return name.to_string();
        }
    }
    text.lines()
        .nth(line.saturating_sub(1))
        .and_then(|l| l.split('=').next())
        .map(|k| k.trim().trim_matches(['[', ']']).to_string())
        .unwrap_or_default()
}

impl Profile {
    /// Read a profile from its TOML text.
    pub fn parse(text: &str) -> Result<Profile, ProfileError> {
        let file: File = toml::from_str(text).map_err(|e| {
            let line = e.span().map_or(1, |s| line_of(text, s.start));
            let message = e.message().trim().to_string();
            ProfileError {
                line,
                field: field_of(&message, text, line),
                message,
            }
        })?;
        let err = |span: std::ops::Range<usize>, field: String, message: String| ProfileError {
            line: line_of(text, span.start),
            field,
            message,
        };
        let name = file.name.get_ref();
        let valid_name = !name.is_empty()
            && name.len() <= 64
            && name
                .chars()
                .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-');
        if !valid_name {
            return Err(err(
                file.name.span(),
                "name".into(),
                "expected 1 to 64 lower-case letters, digits and hyphens".into(),
            ));
        }
        let version = file.version.get_ref();
        if version.trim().is_empty() || version.len() > 40 {
            return Err(err(
                file.version.span(),
                "version".into(),
                "expected a version of 1 to 40 characters".into(),
            ));
        }
        let mut settings = Vec::new();
        let mut probe = HouseRules::default();
        for (key, entry) in file.knobs {
            let knob_name = key.get_ref();
            let Some(knob) = Knob::named(knob_name) else {
                return Err(err(
                    key.span(),
                    format!("knobs.{knob_name}"),
                    format!(
                        "unknown knob `{knob_name}` (the knobs: {})",
                        super::KNOBS
                            .iter()
                            .map(|k| k.name)
                            .collect::<Vec<_>>()
                            .join(", ")
                    ),
                ));
            };
            let entry = entry.into_inner();
            let span = entry.value.span();
            let value = entry.value.into_inner();
            knob.set(&mut probe, value.clone())
                .map_err(|m| err(span, format!("knobs.{knob_name}.value"), m))?;
            settings.push(Setting {
                knob,
                value,
                number: entry.rule,
                title: entry.title,
                text: entry.text,
            });
        }
        settings.sort_by_key(|s| super::KNOBS.iter().position(|k| std::ptr::eq(k, s.knob)));
        let name = file.name.into_inner();
        let title = file
            .title
            .as_ref()
            .map_or_else(|| name.clone(), |t| t.get(Language::En).to_string());
        Ok(Profile {
            cite_as: file.cite_as.unwrap_or_else(|| title.clone()),
            title,
            titles: file.title,
            description: file.description,
            name,
            version: file.version.into_inner(),
            source: file.source,
            edition: file.edition,
            settings,
            digest: digest(text),
            text: text.to_string(),
        })
    }

    /// The house's rules for a ruling in an edition: the TDA's of that edition, with the
    /// profile's knobs set.
    pub fn rules(&self, edition: Edition) -> HouseRules {
        let mut h = HouseRules::tda(edition);
        for s in &self.settings {
            // Checked when the profile was read.
            let _ = s.knob.set(&mut h, s.value.clone());
        }
        h
    }

    /// The profile's setting of a knob, where it sets it.
    pub fn setting(&self, knob: &str) -> Option<&Setting> {
        self.settings.iter().find(|s| s.knob.name == knob)
    }

    /// The knobs whose value differs from the TDA's in an edition.
    pub fn differences(&self, edition: Edition) -> Vec<&'static Knob> {
        self.rules(edition).differences(&HouseRules::tda(edition))
    }
}

/// `sha256:` and the hex digest of a text.
impl Profile {
    /// The rulebook's name in a language (English, else any, where the profile does not give
    /// that language; the profile's name where it gives no title).
    pub fn title_in(&self, lang: Language) -> &str {
        self.titles
            .as_ref()
            .map_or(self.title.as_str(), |t| t.get(lang))
    }

    /// What the profile is, in a language (as [`HouseRuleText::get`]).
    pub fn description_in(&self, lang: Language) -> Option<&str> {
        self.description.as_ref().map(|d| d.get(lang))
    }
}

pub fn digest(text: &str) -> String {
    use sha2::Digest;
    let hash = sha2::Sha256::digest(text.as_bytes());
    let mut hex = String::with_capacity(64);
    for b in hash {
        hex.push_str(&format!("{b:02x}"));
    }
    format!("sha256:{hex}")
}

#[cfg(test)]
mod tests {
    use super::*;

    const SMALL: &str = r#"name = "river-casino"
version = "3"
title = "River Casino Poker Rules"
cite_as = "River Casino"
source = "the house's poker room rules, 2025"

[knobs.clock_expiry]
value = "always_dead"
rule = "14"
title = { en = "Clock", pt = "Relógio" }
text = "A player whose time runs out has a dead hand."

[knobs.clock_seconds]
value = 40
"#;

    #[test]
    fn a_profile_sets_its_knobs_over_the_tda() {
        let p = Profile::parse(SMALL).unwrap();
        assert_eq!(p.name, "river-casino");
        assert_eq!(p.cite_as, "River Casino");
        let h = p.rules(Edition::E2024);
        assert_eq!(h.clock_seconds, 40);
        assert_eq!(h.clock_expiry, super::super::ClockExpiry::AlwaysDead);
        assert_eq!(h.clock_countdown_seconds, 5);
        let names: Vec<_> = p
            .differences(Edition::E2026)
            .iter()
            .map(|k| k.name)
            .collect();
        assert_eq!(names, ["clock_seconds", "clock_expiry"]);
        let s = p.setting("clock_expiry").unwrap();
        assert_eq!(s.title.as_ref().unwrap().get(Language::Pt), "Relógio");
        assert_eq!(s.title.as_ref().unwrap().get(Language::Es), "Clock");
        assert!(p.digest.starts_with("sha256:") && p.digest.len() == 71);
        assert_eq!(p.title_in(Language::Pt), "River Casino Poker Rules");
        assert_eq!(p.description_in(Language::En), None);
    }

    #[test]
    fn a_profile_names_itself_in_each_language_it_gives() {
        let text = SMALL.replace(
            r#"title = "River Casino Poker Rules""#,
            r#"title = { en = "River Casino Poker Rules", pt = "Regras de pôquer do River Casino" }
description = { en = "The room's rules since 2025.", es = "Las reglas de la sala desde 2025." }"#,
        );
        let p = Profile::parse(&text).unwrap();
        assert_eq!(p.title, "River Casino Poker Rules");
        assert_eq!(p.title_in(Language::Pt), "Regras de pôquer do River Casino");
        assert_eq!(p.title_in(Language::Ja), "River Casino Poker Rules");
        assert_eq!(
            p.description_in(Language::Es),
            Some("Las reglas de la sala desde 2025.")
        );
        assert_eq!(
            p.description_in(Language::Pt),
            Some("The room's rules since 2025.")
        );
        assert_eq!(p.cite_as, "River Casino");
    }

    #[test]
    fn a_misspelt_knob_names_its_line_and_field() {
        let bad = SMALL.replace("[knobs.clock_seconds]", "[knobs.clock_secs]");
        let e = Profile::parse(&bad).unwrap_err();
        assert_eq!(e.line, 13, "{e}");
        assert_eq!(e.field, "knobs.clock_secs");
        assert!(e.message.contains("unknown knob `clock_secs`"), "{e}");
    }

    #[test]
    fn an_invalid_value_names_its_line_and_field() {
        let bad = SMALL.replace("value = 40", "value = 4000");
        let e = Profile::parse(&bad).unwrap_err();
        assert_eq!(
            (e.line, e.field.as_str()),
            (14, "knobs.clock_seconds.value"),
            "{e}"
        );
        assert!(e.message.contains("from 5 to 600"), "{e}");
        let bad = SMALL.replace("\"always_dead\"", "\"dead\"");
        let e = Profile::parse(&bad).unwrap_err();
        assert_eq!(
            (e.line, e.field.as_str()),
            (8, "knobs.clock_expiry.value"),
            "{e}"
        );
    }

    #[test]
    fn an_unknown_field_or_a_bad_name_is_refused() {
        let bad = SMALL.replace("rule = \"14\"", "rule = \"14\"\nnumber = \"14\"");
        let e = Profile::parse(&bad).unwrap_err();
        assert_eq!(e.field, "number", "{e}");
        assert_eq!(e.line, 10, "{e}");
        let e = Profile::parse(&SMALL.replace("river-casino", "River Casino")).unwrap_err();
        assert_eq!((e.line, e.field.as_str()), (1, "name"));
        let e = Profile::parse(&SMALL.replace("version = \"3\"\n", "")).unwrap_err();
        assert_eq!(e.field, "version", "{e}");
    }
}
