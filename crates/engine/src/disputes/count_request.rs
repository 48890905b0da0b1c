//! `count_request`: may a player have an opponent's chips counted exactly (Rule 60)? Players
//! are entitled to a reasonable estimate of a stack at any time; an exact count only when
//! facing that player's all-in, in turn to act.

use super::common::{known_seat, state_now};
use crate::error::HandError;
use crate::hand::Hand;
use crate::rules::RuleKey;
use crate::ruling::{Ctx, Draft, Outcome};
use serde::{Deserialize, Serialize};
use crate::house::ChipCount;
use crate::text::Reason;

/// A player asks for an exact count of an opponent's chips (Rule 60), judged at the end of
/// `hand.actions`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(deny_unknown_fields)]
pub struct CountRequestDispute {
    /// The player asking.
    pub requester: u8,
    /// The player whose chips are to be counted.
    pub target: u8,
}

impl super::Decide for CountRequestDispute {
    const SPOT: bool = true;
    const OUTCOMES: &'static [(Outcome, &'static str)] = &[
        (Outcome::Right, "the player may have the chips counted exactly"),
        (Outcome::NoRight, "a reasonable estimate only"),
    ];
    const MESSAGES: &'static [&'static [crate::text::Spec]] = &[CountText::SPECS, Errors::SPECS];

    fn decide(&self, hand: &Hand, ctx: &Ctx) -> Result<Draft, HandError> {
        decide(hand, self, ctx)
    }
}

/// Rule on a `count_request` dispute, judged where `hand.actions` ends.
fn decide(hand: &Hand, d: &CountRequestDispute, ctx: &Ctx) -> Result<Draft, HandError> {
    known_seat(hand, d.requester, "dispute.requester")?;
    known_seat(hand, d.target, "dispute.target")?;
    if d.requester == d.target {
        return Err(HandError::dispute(
            "dispute.target",
            Errors::OwnStack {
                seat: d.target,
            },
        ));
    }
    let t = state_now(hand)?;
    let (requester, target) = (d.requester, d.target);
    let in_turn = t.to_act() == Some(requester);
    let target_all_in = t.is_all_in(target) && !t.has_folded(target);
    let facing = t.options(requester).is_some_and(|o| o.to_call > 0);
    let exact = match ctx.house.chip_count {
        ChipCount::FacingAllIn => in_turn && target_all_in && facing,
        ChipCount::InTurn => in_turn && !t.has_folded(target),
        ChipCount::EstimateOnly => false,
    };
    let mut dr = Draft::new(
        if exact {
            Outcome::Right
        } else {
            Outcome::NoRight
        },
        RuleKey::CountOfChipStack,
        None,
    );
    if ctx.house.chip_count == ChipCount::FacingAllIn {
        dr.reasoning.push(CountText::Estimate.into());
    }
    let summary = if exact && !target_all_in {
        CountText::HouseInTurn {
            requester,
            target,
            stack: t.stack(target),
        }
    } else if exact {
        CountText::Exact {
            requester,
            target,
            stack: t.committed(target),
        }
    } else if ctx.house.chip_count == ChipCount::EstimateOnly {
        CountText::HouseEstimateOnly { requester, target }
    } else if ctx.house.chip_count == ChipCount::InTurn {
        CountText::NotInTurn { requester, target }
    } else if !target_all_in {
        CountText::NotAllIn { requester, target }
    } else if !in_turn {
        CountText::NotInTurn { requester, target }
    } else {
        CountText::NotFacing { requester, target }
    };
    dr.reasoning.push(summary.clone().into());
    dr.summary = Some(summary.into());
    Ok(dr)
}

crate::text::messages! {
    /// The reasons of a `count_request` ruling.
    pub enum CountText {
        /// Anyone may have a reasonable estimate.
        Estimate = "count-estimate",
        /// Facing the all-in, in turn: an exact count.
        Exact { requester: seat, target: seat, stack: chips } = "count-exact",
        /// The target is not all-in: an estimate only.
        NotAllIn { requester: seat, target: seat } = "count-not-all-in",
        /// Not the requester's turn: an estimate only.
        NotInTurn { requester: seat, target: seat } = "count-not-in-turn",
        /// The requester does not face the all-in.
        NotFacing { requester: seat, target: seat } = "count-not-facing",
        /// The house counts any stack for the player in turn.
        HouseInTurn { requester: seat, target: seat, stack: chips } = "count-house-in-turn",
        /// The house never counts a stack exactly.
        HouseEstimateOnly { requester: seat, target: seat } = "count-house-estimate-only",
    }
}

crate::text::messages! {
    /// The errors of this module, in the words of `crates/engine/locales/*.ftl`.
    pub(crate) enum Errors {
        /// A count of one's own stack.
        OwnStack { seat: seat } = "error-count-own-stack",
    }
}
