//! `chips_behind`: chips found behind a player's all-in after it was called (Rule 62). The
//! floor decides whether they were part of the accepted action. If they were, the all-in is
//! larger by them and each caller owes as much more (or what they have). If not, they do not
//! play: the all-in player is not paid for them when winning, and not saved by them when
//! losing; the floor may then give them to the caller.

use super::common::{known_seat, state_now};
use crate::error::HandError;
use crate::hand::{Chips, Hand};
use crate::rules::RuleKey;
use crate::ruling::{Alt, Ctx, Draft, Outcome};
use serde::{Deserialize, Serialize};
use crate::text::Reason;

/// Chips found behind a player's all-in after it was called (Rule 62), judged at the end of
/// `hand.actions`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(deny_unknown_fields)]
pub struct ChipsBehindDispute {
    /// The all-in player.
    pub seat: u8,
    /// The chips found behind.
    #[cfg_attr(feature = "openapi", schema(value_type = crate::units::ChipsSchema))]
    pub found: Chips,
    /// The floor's finding: were they part of the accepted action? Unknown when absent.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub part_of_action: Option<bool>,
}

impl super::Decide for ChipsBehindDispute {
    const OUTCOMES: &'static [(Outcome, &'static str)] = &[
        (Outcome::Corrected, "the chips play: the callers owe as much more"),
        (Outcome::Stands, "the chips do not play"),
        (Outcome::Discretion, "the floor decides whether they were part of the action"),
    ];
    const MESSAGES: &'static [&'static [crate::text::Spec]] = &[BehindText::SPECS, Errors::SPECS];

    fn decide(&self, hand: &Hand, ctx: &Ctx) -> Result<Draft, HandError> {
        decide(hand, self, ctx)
    }
}

/// Rule on a `chips_behind` dispute, judged where `hand.actions` ends.
fn decide(hand: &Hand, d: &ChipsBehindDispute, _ctx: &Ctx) -> Result<Draft, HandError> {
    known_seat(hand, d.seat, "dispute.seat")?;
    if d.found == 0 {
        return Err(HandError::dispute("dispute.found", Errors::NothingFound));
    }
    let t = state_now(hand)?;
    let seat = d.seat;
    if !t.is_all_in(seat) || t.has_folded(seat) {
        return Err(HandError::dispute(
            "dispute.seat",
            Errors::NotAllIn {
                seat,
            },
        ));
    }
    let all_in = t.committed(seat);
    let found = d.found;
    // The players who matched the all-in on this street.
    let callers: Vec<u8> = t
        .live_seats()
        .into_iter()
        .filter(|&s| s != seat && t.committed(s) >= all_in)
        .collect();
    if callers.is_empty() {
        return Err(HandError::dispute(
            "dispute.seat",
            Errors::NotCalled {
                seat,
            },
        ));
    }
    let part = || {
        let mut dr = Draft::new(Outcome::Corrected, RuleKey::ChipsFoundBehind, None);
        dr.summary = Some(
            BehindText::Part {
                seat,
                found,
                all_in: all_in + found,
            }
            .into(),
        );
        for &c in &callers {
            let more = found.min(t.stack(c));
            dr.reasoning.push(
                BehindText::CallerOwes {
                    caller: c,
                    more,
                    all_in: more < found,
                }
                .into(),
            );
        }
        dr
    };
    let not_part = || {
        let mut dr = Draft::new(Outcome::Stands, RuleKey::ChipsFoundBehind, None);
        dr.discretion = true;
        dr.summary = Some(
            BehindText::NotPart {
                seat,
                found,
                all_in,
            }
            .into(),
        );
        dr.reasoning
            .push(BehindText::NotPaidNotSaved { seat, found }.into());
        dr
    };
    let mut dr = match d.part_of_action {
        Some(true) => part(),
        Some(false) => not_part(),
        None => {
            let mut dr = Draft::new(Outcome::Discretion, RuleKey::ChipsFoundBehind, None);
            dr.discretion = true;
            dr.summary = Some(BehindText::FloorDecides { seat, found }.into());
            dr.alternatives
                .push(Alt::from_draft(BehindText::IfPart, &part()));
            dr.alternatives
                .push(Alt::from_draft(BehindText::IfNotPart, &not_part()));
            dr
        }
    };
    dr.reasoning.insert(
        0,
        BehindText::Found {
            seat,
            found,
            all_in,
        }
        .into(),
    );
    Ok(dr)
}

crate::text::messages! {
    /// The reasons of a `chips_behind` ruling.
    pub enum BehindText {
        /// What was found, behind which all-in.
        Found { seat: seat, found: chips, all_in: chips } = "behind-found",
        /// Nobody said whether they were part of the action.
        FloorDecides { seat: seat, found: chips } = "behind-floor-decides",
        /// Part of the action: the all-in is larger.
        Part { seat: seat, found: chips, all_in: chips } = "behind-part",
        /// A caller owes the difference.
        CallerOwes { caller: seat, more: chips, all_in: flag } = "behind-caller-owes",
        /// Not part of the action: the all-in stands.
        NotPart { seat: seat, found: chips, all_in: chips } = "behind-not-part",
        /// Not paid when winning, not saved when losing.
        NotPaidNotSaved { seat: seat, found: chips } = "behind-not-paid-not-saved",
        /// Alternative: the floor finds them part of the action.
        IfPart = "behind-if-part",
        /// Alternative: the floor finds they were not.
        IfNotPart = "behind-if-not-part",
    }
}

crate::text::messages! {
    /// The errors of this module, in the words of `crates/engine/locales/*.ftl`.
    pub(crate) enum Errors {
        /// Nothing found.
        NothingFound = "error-behind-nothing-found",
        /// The seat is not all-in.
        NotAllIn { seat: seat } = "error-behind-not-all-in",
        /// Nobody called the all-in.
        NotCalled { seat: seat } = "error-behind-not-called",
    }
}
