//! What a ruling under a house profile says of it: the profile, whether it changed the ruling,
//! the house rule cited, and the TDA's ruling beside it (`request::rule_under` decides
//! it twice and compares).

use super::{Alternative, Citation, Ctx, Decision, Ruling};
use crate::house::{HouseRules, Knob, Profile};
use crate::rules::NumberStatus;
use serde::{Deserialize, Serialize};

/// Whether the profile changed the ruling.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "snake_case")]
pub enum HouseEffect {
    /// A house rule changed the ruling: `citation` is the house rule, `house.tda` the TDA's.
    Changed,
    /// The profile does not differ from the TDA on this question: the ruling is the TDA's.
    None,
}

/// The house rule a citation names: the profile, its version, and the knob.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
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
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct TdaBaseline {
    /// What the TDA would decide: the outcome, the action, the chips and the seats (on the
    /// wire, its fields are the baseline's own).
    #[serde(flatten)]
    #[cfg_attr(feature = "openapi", schema(inline))]
    pub decision: Decision,
    /// The TDA rule that would decide.
    pub citation: Citation,
    /// Whether the TDA leaves it to the floor.
    #[serde(default)]
    #[cfg_attr(feature = "openapi", schema(required))]
    pub discretion: bool,
    /// The TDA's alternatives.
    #[serde(default)]
    #[cfg_attr(feature = "openapi", schema(required))]
    pub alternatives: Vec<Alternative>,
    /// The TDA ruling in one sentence.
    #[serde(default)]
    #[cfg_attr(feature = "openapi", schema(required))]
    pub summary: String,
}

impl TdaBaseline {
    /// The TDA's ruling, without its reasoning.
    pub fn of(r: Ruling) -> TdaBaseline {
        TdaBaseline {
            decision: r.decision,
            citation: r.citation,
            discretion: r.discretion,
            alternatives: r.alternatives,
            summary: r.summary,
        }
    }
}

/// The house profile a ruling was given under, and what it did.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
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
    #[serde(default)]
    #[cfg_attr(feature = "openapi", schema(required))]
    pub rules: Vec<Citation>,
    /// The TDA's ruling, when a house rule changed it.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub tda: Option<TdaBaseline>,
}

/// Whether two rulings decide the same for the player: the same [`Decision`] (outcome,
/// action, every amount and seat) under the same rule and part (not the alternatives or
/// discretion).
pub(crate) fn same_primary(a: &Ruling, b: &Ruling) -> bool {
    a.decision == b.decision
        && a.citation.key == b.citation.key
        && a.citation.part == b.citation.part
}

/// Whether two rulings decide the same: [`same_primary`], the same discretion, and the
/// alternatives' outcomes and amounts (the words may differ).
pub(crate) fn same_decision(a: &Ruling, b: &Ruling) -> bool {
    let alts = |r: &Ruling| -> Vec<_> {
        r.alternatives
            .iter()
            .map(|x| (x.outcome, x.action.clone(), x.returned, x.options))
            .collect()
    };
    same_primary(a, b) && a.discretion == b.discretion && alts(a) == alts(b)
}

/// The knobs that make a house's ruling differ from the TDA's (`baseline`): each knob the
/// house sets differently (`differ`), alone on the TDA's rules, first those that change what
/// the ruling decides for the player (`same_primary` fails), then those that change anything
/// (`same` fails); else each whose removal from the house undoes the house's ruling
/// (`ruled`); else every knob the house sets differently. `decide` rules under a set of
/// rules (`None` where it cannot). Disputes and table balancing share it, so that a knob is
/// found by what it does, never by its name.
#[allow(clippy::too_many_arguments)]
pub(crate) fn causes<T>(
    differ: Vec<&'static Knob>,
    tda: &HouseRules,
    house: &HouseRules,
    baseline: &T,
    ruled: &T,
    decide: impl Fn(HouseRules) -> Option<T>,
    same_primary: fn(&T, &T) -> bool,
    same: fn(&T, &T) -> bool,
) -> Vec<&'static Knob> {
    let alone_rulings: Vec<(&'static Knob, Option<T>)> = differ
        .iter()
        .map(|k| (*k, decide(tda.with(k, house))))
        .collect();
    let alone = |same: fn(&T, &T) -> bool| -> Vec<&'static Knob> {
        alone_rulings
            .iter()
            .filter(|(_, x)| x.as_ref().is_some_and(|x| !same(x, baseline)))
            .map(|(k, _)| *k)
            .collect()
    };
    let primary_causes = alone(same_primary);
    if !primary_causes.is_empty() {
        return primary_causes;
    }
    let any_causes = alone(same);
    if !any_causes.is_empty() {
        return any_causes;
    }
    let undone: Vec<&'static Knob> = differ
        .iter()
        .copied()
        .filter(|k| decide(house.with(k, tda)).is_some_and(|x| !same(&x, ruled)))
        .collect();
    if undone.is_empty() { differ } else { undone }
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

#[cfg(test)]
mod tests {
    use super::{same_decision, same_primary};
    use crate::lang::Language;
    use crate::rules::{Edition, RuleKey};
    use crate::ruling::{Ctx, Decision, Draft, Outcome, Refund, SeatDrawn};
    use crate::text::Message;

    #[test]
    fn a_difference_in_any_field_of_the_decision_is_seen() {
        let ctx = Ctx::new(Edition::E2024, Language::En);
        let mut d = Draft::new(Outcome::Stands, RuleKey::BalancingTables, None);
        d.summary = Some(Message::new("ruling-no-summary", Vec::new()));
        let a = d.finish(&ctx);
        assert!(same_primary(&a, &a.clone()) && same_decision(&a, &a.clone()));
        // The fields the comparison used to skip: a house knob changing one of them alone is
        // a change.
        type Change = fn(&mut Decision);
        let changes: [(&str, Change); 8] = [
            ("posts", |d| {
                d.posts = Some(vec![Refund {
                    seat: 3,
                    amount: 200,
                }])
            }),
            ("out_of_play", |d| {
                d.out_of_play = Some(vec![Refund {
                    seat: 3,
                    amount: 200,
                }])
            }),
            ("mover", |d| d.mover = Some(4)),
            ("mover_to", |d| d.mover_to = Some(7)),
            ("chips_in_play", |d| d.chips_in_play = Some(5_000)),
            ("seating", |d| {
                d.seating = Some(vec![SeatDrawn {
                    player: "Ana".into(),
                    card: "As".into(),
                    seat: 1,
                }])
            }),
            ("refunds", |d| {
                d.refunds = Some(vec![Refund {
                    seat: 3,
                    amount: 200,
                }])
            }),
            ("outcome", |d| d.outcome = Outcome::Corrected),
        ];
        for (field, change) in changes {
            let mut b = a.clone();
            change(&mut b.decision);
            assert!(!same_primary(&a, &b), "{field}");
            assert!(!same_decision(&a, &b), "{field}");
        }
    }
}
