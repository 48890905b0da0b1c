//! What a ruling under a house profile says of it: the profile, whether it changed the ruling,
//! the house rule cited, and the TDA's ruling beside it (`request::rule_under` decides
//! it twice and compares).

use super::{
    Alternative, Citation, Ctx, NextHand, OptionsOut, Outcome, PenaltyOut, Refund, RuledAction,
    Ruling, ShowOrder,
};
use crate::house::{HouseRules, Knob, Profile};
use crate::replay::Pot;
use crate::rules::NumberStatus;
use serde::Serialize;

/// Whether the profile changed the ruling.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "snake_case")]
pub enum HouseEffect {
    /// A house rule changed the ruling: `citation` is the house rule, `house.tda` the TDA's.
    Changed,
    /// The profile does not differ from the TDA on this question: the ruling is the TDA's.
    None,
}

/// The house rule a citation names: the profile, its version, and the knob.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct HouseCitation {
    /// The profile's name.
    pub profile: String,
    /// The profile's version.
    pub version: String,
    /// The knob the house sets.
    pub knob: String,
    /// The house's value.
    #[cfg_attr(feature = "openapi", schema(value_type = Object))]
    pub value: serde_json::Value,
    /// The TDA's value.
    #[cfg_attr(feature = "openapi", schema(value_type = Object))]
    pub tda_value: serde_json::Value,
    /// The house rule in a sentence, where the profile gives it.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub text: Option<String>,
}

/// The ruling the TDA alone would give, kept beside the house's so the difference shows.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct TdaBaseline {
    /// The TDA's outcome.
    pub outcome: Outcome,
    /// The action the TDA would make of the act.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub action: Option<RuledAction>,
    /// Chips the TDA would hand back.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "openapi", schema(value_type = Option<crate::units::ChipsSchema>))]
    pub returned: Option<crate::hand::Chips>,
    /// The player's options under the TDA.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub options: Option<OptionsOut>,
    /// The pots under the TDA.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub pots: Option<Vec<Pot>>,
    /// The penalty under the TDA.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub penalty: Option<PenaltyOut>,
    /// Chips handed back per seat under the TDA.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub refunds: Option<Vec<Refund>>,
    /// Chips forfeited under the TDA.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub forfeited: Option<Vec<Refund>>,
    /// The next hand under the TDA.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub next_hand: Option<NextHand>,
    /// The show order under the TDA.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub show_order: Option<ShowOrder>,
    /// The TDA rule that would decide.
    pub citation: Citation,
    /// Whether the TDA leaves it to the floor.
    pub discretion: bool,
    /// The TDA's alternatives.
    pub alternatives: Vec<Alternative>,
    /// The TDA ruling in one sentence.
    pub summary: String,
}

impl TdaBaseline {
    /// The TDA's ruling, without its reasoning.
    pub fn of(r: Ruling) -> TdaBaseline {
        TdaBaseline {
            outcome: r.outcome,
            action: r.action,
            returned: r.returned,
            options: r.options,
            pots: r.pots,
            penalty: r.penalty,
            refunds: r.refunds,
            forfeited: r.forfeited,
            next_hand: r.next_hand,
            show_order: r.show_order,
            citation: r.citation,
            discretion: r.discretion,
            alternatives: r.alternatives,
            summary: r.summary,
        }
    }
}

/// The house profile a ruling was given under, and what it did.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct HouseOut {
    /// The profile's name.
    pub profile: String,
    /// Its version.
    pub version: String,
    /// The digest of its file (`sha256:…`), logged with the ruling.
    pub digest: String,
    /// Whether a house rule changed the ruling.
    pub effect: HouseEffect,
    /// The house rules that changed it, the first cited as `citation` (empty when none did).
    pub rules: Vec<Citation>,
    /// The TDA's ruling, when a house rule changed it.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub tda: Option<TdaBaseline>,
}

/// Whether two rulings decide the same: outcome, amounts, action, options, pots, the rule cited,
/// discretion and the alternatives' outcomes and amounts (the words may differ).
/// Whether two rulings decide the same for the player: outcome, action, amounts, options, pots
/// and the rule cited (not the alternatives or discretion).
pub(crate) fn same_primary(a: &Ruling, b: &Ruling) -> bool {
    a.outcome == b.outcome
        && a.action == b.action
        && a.returned == b.returned
        && a.options == b.options
        && a.pots == b.pots
        && a.penalty == b.penalty
        && a.refunds == b.refunds
        && a.forfeited == b.forfeited
        && a.next_hand == b.next_hand
        && a.show_order == b.show_order
        && a.citation.key == b.citation.key
        && a.citation.part == b.citation.part
}

pub(crate) fn same_decision(a: &Ruling, b: &Ruling) -> bool {
    let alts = |r: &Ruling| -> Vec<_> {
        r.alternatives
            .iter()
            .map(|x| (x.outcome, x.action.clone(), x.returned, x.options))
            .collect()
    };
    a.outcome == b.outcome
        && a.action == b.action
        && a.returned == b.returned
        && a.options == b.options
        && a.pots == b.pots
        && a.penalty == b.penalty
        && a.refunds == b.refunds
        && a.forfeited == b.forfeited
        && a.next_hand == b.next_hand
        && a.show_order == b.show_order
        && a.citation.key == b.citation.key
        && a.citation.part == b.citation.part
        && a.discretion == b.discretion
        && alts(a) == alts(b)
}

/// The citation of a house rule: the house's number and title, the key of the TDA rule it
/// changes.
pub(crate) fn house_citation(
    profile: &Profile,
    knob: &Knob,
    house: &HouseRules,
    tda: &HouseRules,
    ctx: &Ctx,
) -> Citation {
    let setting = profile.setting(knob.name);
    let number = setting.and_then(|s| s.number.clone());
    let tda_cite = ctx.cite(knob.rule, knob.part);
    let title = setting
        .and_then(|s| s.title.as_ref())
        .map(|t| t.get(ctx.lang).to_string())
        .unwrap_or_else(|| tda_cite.title.clone());
    // A number is "Rule 80"; a section or a heading is named as the house names it.
    let label = match &number {
        Some(n) if n.starts_with(|c: char| c.is_ascii_digit()) => {
            let rule = crate::text::Message::new(
                "rule-ref",
                vec![("number", crate::text::Arg::verbatim(n))],
            );
            format!("{} {}", profile.cite_as, ctx.render(&rule))
        }
        Some(n) => format!("{}, {n}", profile.cite_as),
        None => format!("{} ({})", profile.cite_as, knob.name),
    };
    Citation {
        edition: ctx.edition,
        number,
        part: None,
        key: tda_cite.key,
        title,
        number_status: NumberStatus::Confirmed,
        label,
        house: Some(HouseCitation {
            profile: profile.name.clone(),
            version: profile.version.clone(),
            knob: knob.name.to_string(),
            value: knob.value(house),
            tda_value: knob.value(tda),
            text: setting
                .and_then(|s| s.text.as_ref())
                .map(|t| t.get(ctx.lang).to_string()),
        }),
    }
}

impl HouseText {
    /// The sentence that says a house rule applied, with its words where the profile gives them.
    pub fn applied(c: &Citation) -> crate::text::Message {
        match c.house.as_ref().and_then(|h| h.text.clone()) {
            Some(text) => HouseText::Applied {
                label: c.label.clone(),
                title: c.title.clone(),
                text,
            }
            .into(),
            None => HouseText::AppliedBare {
                label: c.label.clone(),
                title: c.title.clone(),
            }
            .into(),
        }
    }
}

crate::text::messages! {
    /// The words of a ruling under a house profile.
    pub enum HouseText {
        /// The profile does not change this ruling.
        NoEffect { title: verbatim } = "house-no-effect",
        /// A house rule changed the ruling.
        Applied { label: verbatim, title: verbatim, text: verbatim } = "house-applied",
        /// A house rule changed the ruling (the profile gives no words for it).
        AppliedBare { label: verbatim, title: verbatim } = "house-applied-bare",
        /// What the TDA alone would rule.
        UnderTda { citation: verbatim, summary: verbatim } = "house-under-tda",
    }
}
