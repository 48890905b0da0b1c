//! The record hook: what a family's ruling adds to a player's record, and how a family rules
//! with that record.
//!
//! # Design
//!
//! The web crate keeps the record (the rulings log, searched by the offender's id and the
//! event) but never names a family: it asks the registry. A family that keeps a record says,
//! through [`Decide`](super::Decide):
//!
//! - whose record its ruling adds to ([`Decide::record_seat`]: the offender's seat);
//! - what a finished ruling adds ([`Decide::recorded`], read from the logged request and
//!   ruling, so the record is a query over the log, never a second copy of it);
//! - how it rules with the record ([`Decide::wants_history`], [`Decide::with_history`]);
//! - the webhook event a final word `upheld` raises on its ruling ([`Decide::UPHELD_EVENT`],
//!   which is also what makes the family keep a record).
//!
//! Every other family keeps the defaults and adds nothing. [`Added`] holds a family's own
//! payload, one variant per family that keeps a record (what it means, and how it is read from
//! the log, is the family's module's); [`Entry`] is one entry as the web crate lists it (the
//! OpenAPI schema `CountedPenalty`, the name the contract has always used). This module and
//! the family's module are the only ones that name a family keeping a record.

use super::DisputeKind;
use super::penalty::{Given, PriorPenalty};
use serde::Serialize;
use serde_json::Value;

/// What a ruling of a family that keeps a record adds to it, in the family's own terms.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(untagged)]
pub enum Added {
    /// A warning or missed rounds (the penalty register, Rule 71).
    Penalty(PriorPenalty),
}

/// How heavy a player's record is: the heaviest entry's weight (`warning` or `rounds`).
pub type Standing = Given;

impl Added {
    /// The dispute type whose ruling adds this.
    pub fn kind(&self) -> DisputeKind {
        match self {
            Added::Penalty(_) => DisputeKind::Penalty,
        }
    }

    /// Its weight.
    pub fn standing(&self) -> Standing {
        match self {
            Added::Penalty(p) => p.given,
        }
    }

    /// The word of its weight, as the record's reasons quote it (`warning`, `rounds`).
    pub fn word(&self) -> &'static str {
        match self {
            Added::Penalty(p) => p.word(),
        }
    }

    /// Its size: the missed rounds given (none: 0).
    pub fn size(&self) -> u8 {
        match self {
            Added::Penalty(p) => p.rounds.unwrap_or(0),
        }
    }

    /// Whether it is served over the hands dealt at its table (missed rounds).
    pub fn served_in_hands(&self) -> bool {
        match self {
            Added::Penalty(p) => p.given == Given::Rounds,
        }
    }

    /// From the family's part of an entry as the log stored it (a ruling's `register`); none
    /// when no family reads it.
    pub fn from_logged(v: &Value) -> Option<Added> {
        PriorPenalty::from_logged(v).map(Added::Penalty)
    }
}

/// One entry of a player's record: the ruling that added it, its table and time, and what the
/// family added.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Entry {
    /// The ruling.
    pub ruling_id: String,
    /// Its table.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub table: Option<String>,
    /// When it was given (RFC 3339, UTC).
    pub at: String,
    /// What it added.
    #[serde(flatten)]
    pub added: Added,
}

impl Entry {
    /// An entry as the log stored it (an element of a ruling's `register.counted`).
    pub fn from_logged(v: &Value) -> Option<Entry> {
        Some(Entry {
            ruling_id: v.get("ruling_id")?.as_str()?.to_string(),
            table: v.get("table").and_then(|t| t.as_str()).map(String::from),
            at: v.get("at")?.as_str()?.to_string(),
            added: Added::from_logged(v)?,
        })
    }
}

/// The heaviest standing of a record (none: an empty record).
pub fn standing(entries: &[Entry]) -> Option<Standing> {
    entries
        .iter()
        .map(|e| e.added.standing())
        .max_by_key(|g| matches!(g, Given::Rounds))
}

/// The latest entry served over the hands dealt at its table.
pub fn serving(entries: &[Entry]) -> Option<&Entry> {
    entries.iter().rev().find(|e| e.added.served_in_hands())
}

/// The hands a logged ruling gave its offender to miss (its `penalty.hands`; 0: none).
pub fn hands_to_serve(ruling: &Value) -> i64 {
    ruling
        .pointer("/penalty/hands")
        .and_then(Value::as_i64)
        .unwrap_or(0)
}

/// The dispute types whose rulings add to a player's record, in the registry's order.
pub fn kept_types() -> &'static [DisputeKind] {
    static KEPT: std::sync::OnceLock<Vec<DisputeKind>> = std::sync::OnceLock::new();
    KEPT.get_or_init(|| {
        DisputeKind::ALL
            .iter()
            .copied()
            .filter(|k| k.upheld_event().is_some())
            .collect()
    })
}

/// The same, as an SQL list of string literals (`'a', 'b'`) for `dispute_type IN (…)`: wire
/// names are lower-case words and underscores, so nothing needs quoting.
pub fn kept_types_sql() -> String {
    kept_types()
        .iter()
        .map(|k| format!("'{}'", k.as_str()))
        .collect::<Vec<_>>()
        .join(", ")
}

#[cfg(feature = "openapi")]
mod schema {
    use super::super::penalty::{Given, Infraction};

    /// An upheld penalty of the register, as a later penalty ruling counts it.
    #[derive(utoipa::ToSchema)]
    #[allow(dead_code)]
    pub struct CountedPenalty {
        /// The penalty ruling.
        pub ruling_id: String,
        /// Its table.
        pub table: Option<String>,
        /// When it was given (RFC 3339, UTC).
        #[schema(format = DateTime)]
        pub at: String,
        /// For what.
        pub infraction: Option<Infraction>,
        /// A warning, or missed rounds.
        pub given: Given,
        /// Missed rounds given.
        pub rounds: Option<u8>,
    }
}

#[cfg(feature = "openapi")]
impl utoipa::PartialSchema for Entry {
    fn schema() -> utoipa::openapi::RefOr<utoipa::openapi::schema::Schema> {
        <schema::CountedPenalty as utoipa::PartialSchema>::schema()
    }
}

#[cfg(feature = "openapi")]
impl utoipa::ToSchema for Entry {
    fn name() -> std::borrow::Cow<'static, str> {
        <schema::CountedPenalty as utoipa::ToSchema>::name()
    }

    fn schemas(
        schemas: &mut Vec<(
            String,
            utoipa::openapi::RefOr<utoipa::openapi::schema::Schema>,
        )>,
    ) {
        <schema::CountedPenalty as utoipa::ToSchema>::schemas(schemas)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::disputes::Dispute;
    use crate::disputes::penalty::Infraction;
    use serde_json::json;

    fn dispute(v: Value) -> Dispute {
        serde_json::from_value(v).expect("a dispute")
    }

    #[test]
    fn only_the_families_with_an_upheld_event_keep_a_record() {
        assert_eq!(kept_types(), &[DisputeKind::Penalty]);
        assert_eq!(kept_types_sql(), "'penalty'");
        assert_eq!(DisputeKind::Penalty.upheld_event(), Some("penalty.upheld"));
        assert_eq!(DisputeKind::Bet.upheld_event(), None);
        let bet = dispute(json!({"type": "bet", "seat": 1, "chips": [100]}));
        assert_eq!(bet.record_seat(), None);
        assert!(!bet.wants_history());
    }

    #[test]
    fn a_penalty_adds_its_warning_or_rounds_and_rules_with_the_record() {
        let request = json!({"dispute": {"type": "penalty", "seat": 3, "infraction": "abuse"}});
        let warning = DisputeKind::Penalty
            .recorded(&request, &json!({"outcome": "warning"}))
            .expect("a warning counts");
        assert_eq!((warning.word(), warning.size()), ("warning", 0));
        let rounds = DisputeKind::Penalty
            .recorded(
                &request,
                &json!({"outcome": "penalty", "penalty": {"rounds": 2}}),
            )
            .expect("missed rounds count");
        assert_eq!((rounds.word(), rounds.size()), ("rounds", 2));
        assert!(rounds.served_in_hands());
        assert_eq!(
            DisputeKind::Penalty.recorded(&request, &json!({"outcome": "disqualification"})),
            None
        );
        assert_eq!(
            DisputeKind::Bet.recorded(&request, &json!({"outcome": "warning"})),
            None
        );

        let entry = |id: &str, added: &Added| Entry {
            ruling_id: id.into(),
            table: Some("7".into()),
            at: "2026-01-01T10:00:00Z".into(),
            added: added.clone(),
        };
        let history = vec![entry("a", &warning), entry("b", &rounds)];
        assert_eq!(standing(&history), Some(Given::Rounds));
        assert_eq!(serving(&history).map(|e| e.ruling_id.as_str()), Some("b"));
        let logged = serde_json::to_value(&history[1]).expect("serializes");
        assert_eq!(
            logged,
            json!({"ruling_id": "b", "table": "7", "at": "2026-01-01T10:00:00Z",
                   "infraction": "abuse", "given": "rounds", "rounds": 2})
        );
        assert_eq!(Entry::from_logged(&logged), Some(history[1].clone()));

        let mut d = dispute(request["dispute"].clone());
        assert_eq!(d.record_seat(), Some(3));
        assert!(d.wants_history());
        d.with_history(&[]);
        assert!(d.wants_history(), "an empty record changes nothing");
        d.with_history(&history);
        assert!(!d.wants_history());
        let Dispute::Penalty(p) = &d else {
            unreachable!()
        };
        assert_eq!(
            p.prior,
            Some(super::super::penalty::Prior::List(vec![
                PriorPenalty {
                    infraction: Some(Infraction::Abuse),
                    given: Given::Warning,
                    rounds: None
                },
                PriorPenalty {
                    infraction: Some(Infraction::Abuse),
                    given: Given::Rounds,
                    rounds: Some(2)
                },
            ]))
        );
    }
}
