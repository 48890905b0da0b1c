//! The ruling request of the contract: the edition and language asked for, the hand (as JSON, a
//! hand history to import, or a `spot`), the dispute, and where it happened; [`decide`] rules
//! on it through the dispute family's [`Decide`](crate::disputes::Decide).

use crate::disputes::Dispute;
use crate::error::HandError;
use crate::hand::Hand;
use crate::lang::Language;
use crate::rules::Edition;
use crate::ruling::{Ctx, Ruling};
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
    /// "en", "pt" or "es"; else `Accept-Language`, else English.
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
}

impl RulingRequest {
    /// The hand of the request: `hand`, `hand_text` imported from `hand_format`, or the hand
    /// that starts from `spot`.
    pub fn hand(&self) -> Result<Hand, HandError> {
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
                },
            ));
        }
        Hand::from_spot(spot)
    }

    /// The edition and language the ruling is given in: the request's own, else the caller's
    /// defaults (the server's edition, the `Accept-Language` header). The one place where the
    /// defaults are applied.
    pub fn settings(&self, edition: Edition, lang: Language) -> (Edition, Language) {
        (
            self.edition.unwrap_or(edition),
            self.language.unwrap_or(lang),
        )
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
    /// assert_eq!(ruling.outcome, Outcome::Raise);
    /// assert_eq!(ruling.action.unwrap().to, Some(1700));
    /// assert_eq!(ruling.citation.label, "TDA 2024 Rule 45-B");
    /// // The 2026 edition renumbered the rule.
    /// let ruling = req.decide(Edition::E2026, Language::Es).unwrap();
    /// assert_eq!(ruling.citation.number.as_deref(), Some("47"));
    /// ```
    pub fn decide(&self, edition: Edition, lang: Language) -> Result<Ruling, HandError> {
        let hand = self.hand()?;
        let (edition, lang) = self.settings(edition, lang);
        decide(&hand, &self.dispute, edition, lang)
    }
}

crate::text::messages! {
    /// The errors of a ruling request, in the words of `crates/engine/locales/*.ftl`.
    pub(crate) enum Errors {
        SpotOrHand = "error-ruling-spot-or-hand",
        SpotNotForDispute { kind: verbatim } = "error-ruling-spot-not-for-dispute",
    }
}

/// Rule on a dispute about a hand.
pub fn decide(
    hand: &Hand,
    dispute: &Dispute,
    edition: Edition,
    lang: Language,
) -> Result<Ruling, HandError> {
    let ctx = Ctx::new(edition, lang);
    Ok(dispute.decide(hand, &ctx)?.finish(&ctx))
}
