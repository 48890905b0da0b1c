//! The ruling request of the contract: the edition and language asked for, the hand (as JSON, a
//! hand history to import, or a `spot`), the dispute, and where it happened; [`decide`] rules
//! on it through the dispute family's [`Decide`](crate::disputes::Decide).

use crate::disputes::Dispute;
use crate::error::HandError;
use crate::hand::Hand;
use crate::house::{HouseRules, Profile};
use crate::lang::Language;
use crate::rules::Edition;
use crate::ruling::house::{
    HouseEffect, HouseOut, HouseText, TdaBaseline, causes, house_citation, same_decision,
    same_primary,
};
use crate::ruling::{Citation, Ctx, Ruling};
use serde::Serialize;

/// Where a dispute happened: recorded with the ruling, and the log can be filtered by it.
#[derive(Debug, Clone, PartialEq, Eq, Default, serde::Deserialize, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(deny_unknown_fields)]
pub struct Context {
    /// The tournament's name or id.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "text_or_number"
    )]
    #[cfg_attr(feature = "openapi", schema(max_length = 200))]
    pub tournament: Option<String>,
    /// The table's name or number.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "text_or_number"
    )]
    #[cfg_attr(feature = "openapi", schema(max_length = 200))]
    pub table: Option<String>,
    /// The floor person who asked.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "text_or_number"
    )]
    #[cfg_attr(feature = "openapi", schema(max_length = 200))]
    pub floor: Option<String>,
}

/// A context field as text; a number (`"table": 12`) is read as its digits.
fn text_or_number<'de, D: serde::Deserializer<'de>>(d: D) -> Result<Option<String>, D::Error> {
    #[derive(serde::Deserialize)]
    #[serde(untagged)]
    enum TextOrNumber {
        Text(String),
        Number(serde_json::Number),
    }
    Ok(
        <Option<TextOrNumber> as serde::Deserialize>::deserialize(d)?.map(|v| match v {
            TextOrNumber::Text(s) => s,
            TextOrNumber::Number(n) => n.to_string(),
        }),
    )
}

/// A ruling request in the contract's shape.
#[derive(Debug, Clone, PartialEq, serde::Deserialize, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(deny_unknown_fields)]
pub struct RulingRequest {
    /// "2024" (= 2022) or "2026"; the server's default otherwise.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub edition: Option<Edition>,
    /// A language the server speaks (the `Language` schema lists them all); else
    /// `Accept-Language`, else English.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub language: Option<Language>,
    /// The hand (or `hand_text` with `hand_format`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub hand: Option<crate::hand::HandInput>,
    /// A hand history to import instead of `hand`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub hand_text: Option<String>,
    /// The format of `hand_text`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub hand_format: Option<crate::import::HandFormat>,
    /// The betting round as the floor finds it, instead of the whole hand, for the dispute
    /// types about the round under way (the document lists them).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub spot: Option<crate::hand::SpotInput>,
    /// What the floor is asked.
    pub dispute: Dispute,
    /// Where the dispute happened, recorded with the ruling in the log.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub context: Option<Context>,
    /// The house-rule profile to rule under (`GET /v1/house-rules` lists them): where a house
    /// rule changes the ruling, it is cited and the TDA's ruling is kept beside it. The
    /// server's default profile otherwise; none: the TDA.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(
        feature = "openapi",
        schema(max_length = 64, pattern = "^[a-z0-9-]{1,64}$")
    )]
    pub house: Option<String>,
    /// The version of the profile the ruling must be given under, as `GET /v1/house-rules`
    /// lists it: the console sends the version a ruling given offline was given under, so that
    /// the log records the same. With `house_digest`; a server whose profile is another version
    /// refuses the request (409) and logs nothing.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "openapi", schema(max_length = 40))]
    pub house_version: Option<String>,
    /// The digest (`sha256:…`) of the profile's file the ruling must be given under (the
    /// `digest` of `GET /v1/house-rules`): a server whose profile has another digest refuses the
    /// request (409, naming the profile and both versions) and logs nothing.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(
        feature = "openapi",
        schema(max_length = 71, pattern = "^sha256:[0-9a-f]{64}$")
    )]
    pub house_digest: Option<String>,
}

/// How the profile a request is ruled under stands to the version the request pins
/// (`house_version`, `house_digest`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum HousePin {
    /// The request pins no version, or the profile is the version it pins.
    Holds,
    /// The request pins a version and the profile is another.
    Changed,
    /// The request pins a version but is ruled under no profile.
    NoProfile,
}

impl RulingRequest {
    /// The hand of the request: `hand`, `hand_text` imported from `hand_format`, or the hand
    /// that starts from `spot`.
    pub fn hand(&self) -> Result<Hand, HandError> {
        if self.dispute.kind().handless()
            && self.hand.is_none()
            && self.hand_text.is_none()
            && self.spot.is_none()
        {
            return Ok(Hand::no_hand());
        }
        let Some(spot) = &self.spot else {
            let parse = if self.dispute.shows_duplicate_cards() {
                Hand::parse_fouled
            } else {
                Hand::parse
            };
            return crate::import::hand_of_as(
                self.hand.as_ref(),
                self.hand_text.as_deref(),
                self.hand_format,
                parse,
            );
        };
        if self.hand.is_some() || self.hand_text.is_some() {
            return Err(HandError::invalid("spot", Errors::SpotOrHand));
        }
        let kind = self.dispute.kind();
        if !kind.spot() {
            return Err(HandError::invalid(
                "spot",
                Errors::SpotNotForDispute {
                    kind: kind.as_str().to_string(),
                    spot_types: crate::disputes::DisputeKind::ALL
                        .iter()
                        .filter(|k| k.spot())
                        .map(|k| k.as_str())
                        .collect::<Vec<_>>()
                        .join(", "),
                },
            ));
        }
        Hand::from_spot(spot)
    }

    /// The edition and language the ruling is given in: the request's own, else the house
    /// profile's edition, else the caller's defaults (the server's edition, the
    /// `Accept-Language` header). The one place where the defaults are applied.
    pub fn settings(
        &self,
        edition: Edition,
        lang: Language,
        profile: Option<&Profile>,
    ) -> (Edition, Language) {
        (
            self.edition
                .or_else(|| profile.and_then(|p| p.edition))
                .unwrap_or(edition),
            self.language.unwrap_or(lang),
        )
    }

    /// The shipped profile the request names, if it names one; an unknown name is a 422.
    pub fn builtin_house(&self) -> Result<Option<&'static Profile>, HandError> {
        match &self.house {
            None => Ok(None),
            Some(name) => crate::house::named(name).map(Some).ok_or_else(|| {
                HandError::invalid(
                    "house",
                    Errors::UnknownHouse {
                        name: name.clone(),
                        known: crate::house::builtin()
                            .iter()
                            .map(|p| p.name.as_str())
                            .collect::<Vec<_>>()
                            .join(", "),
                    },
                )
            }),
        }
    }

    /// Whether `profile` (the one the request is ruled under) is the version the request pins.
    pub fn house_pin(&self, profile: Option<&Profile>) -> HousePin {
        if self.house_version.is_none() && self.house_digest.is_none() {
            return HousePin::Holds;
        }
        let Some(p) = profile else {
            return HousePin::NoProfile;
        };
        let same = self.house_version.as_ref().is_none_or(|v| *v == p.version)
            && self.house_digest.as_ref().is_none_or(|d| *d == p.digest);
        if same {
            HousePin::Holds
        } else {
            HousePin::Changed
        }
    }

    /// Rule on the request with the given defaults for edition and language.
    ///
    /// ```
    /// use floorcall_engine::lang::Language;
    /// use floorcall_engine::rules::Edition;
    /// use floorcall_engine::request::RulingRequest;
    /// use floorcall_engine::ruling::Outcome;
    ///
    /// // TDA Rule 45 Example 2: UTG raises to 1,100; UTG+1 silently pushes 1,000 + 5 × 100.
    /// let req: RulingRequest = serde_json::from_str(r#"{
    ///   "hand": {"game": "NLHE", "blinds": {"small": 250, "big": 500}, "button": 5,
    ///     "seats": [{"seat": 1, "stack": 20000}, {"seat": 2, "stack": 20000},
    ///               {"seat": 3, "stack": 20000}, {"seat": 4, "stack": 20000},
    ///               {"seat": 5, "stack": 20000}],
    ///     "actions": [{"seat": 3, "action": "raise", "to": 1100}]},
    ///   "dispute": {"type": "bet", "seat": 4, "chips": [1000, 100, 100, 100, 100, 100]}
    /// }"#).unwrap();
    /// let ruling = req.decide(Edition::E2024, Language::En).unwrap();
    /// assert_eq!(ruling.decision.outcome, Outcome::Raise);
    /// assert_eq!(ruling.decision.action.unwrap().to, Some(1700));
    /// assert_eq!(ruling.citation.label, "TDA 2024 Rule 45-B");
    /// // The 2026 edition renumbered the rule.
    /// let ruling = req.decide(Edition::E2026, Language::Es).unwrap();
    /// assert_eq!(ruling.citation.number.as_deref(), Some("47"));
    /// ```
    pub fn decide(&self, edition: Edition, lang: Language) -> Result<Ruling, HandError> {
        let profile = self.builtin_house()?;
        self.decide_under(edition, lang, profile)
    }

    /// Rule on the request under a house profile (the one it names, found by the caller), or
    /// under the TDA.
    pub fn decide_under(
        &self,
        edition: Edition,
        lang: Language,
        profile: Option<&Profile>,
    ) -> Result<Ruling, HandError> {
        let hand = self.hand()?;
        let (edition, lang) = self.settings(edition, lang, profile);
        match profile {
            Some(p) => rule_under(&hand, &self.dispute, edition, lang, p),
            None => decide(&hand, &self.dispute, edition, lang),
        }
    }
}

crate::text::messages! {
    /// The errors of a ruling request, in the words of `crates/engine/locales/*.ftl`.
    pub(crate) enum Errors {
        SpotOrHand = "error-ruling-spot-or-hand",
        SpotNotForDispute { kind: verbatim, spot_types: verbatim } = "error-ruling-spot-not-for-dispute",
        UnknownHouse { name: verbatim, known: verbatim } = "error-ruling-unknown-house",
    }
}

/// Rule on a dispute about a hand.
pub fn decide(
    hand: &Hand,
    dispute: &Dispute,
    edition: Edition,
    lang: Language,
) -> Result<Ruling, HandError> {
    let ctx = Ctx::new(edition, lang).with_unit(hand.blinds.big);
    Ok(dispute.decide(hand, &ctx)?.finish(&ctx))
}

fn decide_with(
    hand: &Hand,
    dispute: &Dispute,
    edition: Edition,
    lang: Language,
    house: HouseRules,
) -> Result<Ruling, HandError> {
    let ctx = Ctx::under(edition, lang, house).with_unit(hand.blinds.big);
    let mut hand = hand.clone();
    hand.conventions = house.conventions();
    Ok(dispute.decide(&hand, &ctx)?.finish(&ctx))
}

/// Rule on a dispute under a house profile (see the module's documentation).
pub fn rule_under(
    hand: &Hand,
    dispute: &Dispute,
    edition: Edition,
    lang: Language,
    profile: &Profile,
) -> Result<Ruling, HandError> {
    let tda = HouseRules::tda(edition);
    let house = profile.rules(edition);
    let ctx = Ctx::under(edition, lang, house);
    let out = |effect, rules, baseline| HouseOut {
        profile: profile.name.clone(),
        version: profile.version.clone(),
        digest: profile.digest.clone(),
        effect,
        rules,
        tda: baseline,
    };
    let baseline = decide_with(hand, dispute, edition, lang, tda)?;
    let differ = house.differences(&tda);
    if differ.is_empty() {
        let mut r = baseline;
        r.reasoning.push(
            ctx.render(
                &HouseText::NoEffect {
                    title: profile.title.clone(),
                }
                .into(),
            ),
        );
        r.house = Some(out(HouseEffect::None, Vec::new(), None));
        return Ok(r);
    }
    let mut r = decide_with(hand, dispute, edition, lang, house)?;
    if same_decision(&r, &baseline) {
        r.reasoning.push(
            ctx.render(
                &HouseText::NoEffect {
                    title: profile.title.clone(),
                }
                .into(),
            ),
        );
        r.house = Some(out(HouseEffect::None, Vec::new(), None));
        return Ok(r);
    }
    // The knobs that make the difference: each alone on the TDA, first those that change what
    // the ruling decides for the player (outcome, amounts), then those that change anything
    // (the alternatives, discretion); else each whose removal from the house undoes it; else
    // every knob the house sets differently.
    let causes = causes(
        differ,
        &tda,
        &house,
        &baseline,
        &r,
        |rules| decide_with(hand, dispute, edition, lang, rules).ok(),
        same_primary,
        same_decision,
    );
    let rules: Vec<Citation> = causes
        .iter()
        .map(|k| house_citation(profile, k, &house, &tda, &ctx))
        .collect();
    let primary = rules[0].clone();
    let applied = HouseText::applied(&primary);
    let under_tda = HouseText::UnderTda {
        citation: baseline.citation.label.clone(),
        summary: lower_first(lang, baseline.summary.trim_end_matches('.')),
    };
    let mut reasoning = vec![ctx.render(&applied)];
    reasoning.append(&mut r.reasoning);
    reasoning.push(ctx.render(&under_tda.into()));
    r.reasoning = reasoning;
    // The TDA rule the house departs from (the house rule cited) comes first among the
    // others, then the TDA rule the ruling applied with the house's values; each once.
    let tda_rule = std::mem::replace(&mut r.citation, primary);
    let mut first: Vec<Citation> = causes
        .iter()
        .take(1)
        .map(|k| ctx.cite(k.rule, k.part))
        .collect();
    first.push(tda_rule);
    let mut see_also: Vec<Citation> = Vec::new();
    for c in first.into_iter().chain(std::mem::take(&mut r.see_also)) {
        if !see_also.iter().any(|d| d.key == c.key && d.part == c.part) {
            see_also.push(c);
        }
    }
    r.see_also = see_also;
    r.house = Some(out(
        HouseEffect::Changed,
        rules,
        Some(TdaBaseline::of(baseline)),
    ));
    Ok(r)
}

/// A sentence set inside another: its first letter lower-case ("the hand is checked"), where
/// the language writes it so (German keeps its capitals: nouns, and a whole sentence after a
/// colon).
pub(crate) fn lower_first(lang: Language, s: &str) -> String {
    if lang == Language::De {
        return s.to_string();
    }
    let mut c = s.chars();
    match c.next() {
        Some(f) if f.is_uppercase() => f.to_lowercase().chain(c).collect(),
        Some(f) => std::iter::once(f).chain(c).collect(),
        None => String::new(),
    }
}
