//! `clock`: the clock was called on the player to act (Rule 29). The player has 25 seconds,
//! then a 5-second countdown. An action by the end of the countdown stands (a tie goes to the
//! player); after it, a player facing a bet has a dead hand and one not facing a bet is checked.

use super::common::{known_seat, state_now};
use crate::error::HandError;
use crate::hand::{ActionKind, Hand};
use crate::rules::RuleKey;
use crate::ruling::{Ctx, Draft, Outcome, RuledAction};
use serde::{Deserialize, Serialize};
use crate::text::Reason;

/// The clock was called on the player to act (Rule 29): judged at the end of `hand.actions`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(deny_unknown_fields)]
pub struct ClockDispute {
    /// The seat on the clock: the player to act.
    pub seat: u8,
    /// Seconds from the call of the clock to the player's action (`acted: true`) or to now.
    #[cfg_attr(feature = "openapi", schema(maximum = 86400))]
    pub seconds: u32,
    /// Whether the player acted at `seconds` (default false: still thinking).
    #[serde(default)]
    pub acted: bool,
}

/// Seconds to act once the clock is called.
pub const CLOCK_SECONDS: u32 = 25;
/// The countdown that follows.
pub const COUNTDOWN_SECONDS: u32 = 5;

impl super::Decide for ClockDispute {
    const OUTCOMES: &'static [(Outcome, &'static str)] = &[
        (Outcome::Stands, "the action came in time and stands"),
        (Outcome::NotYet, "the clock is still running"),
        (Outcome::DeadHand, "time ran out facing a bet: the hand is dead"),
        (Outcome::Check, "time ran out with no bet to face: the player is checked"),
    ];
    const MESSAGES: &'static [&'static [crate::text::Spec]] = &[Errors::SPECS, ClockText::SPECS];

    fn decide(&self, hand: &Hand, ctx: &Ctx) -> Result<Draft, HandError> {
        decide(hand, self, ctx)
    }
}

/// Rule on a `clock` dispute.
fn decide(hand: &Hand, d: &ClockDispute, _ctx: &Ctx) -> Result<Draft, HandError> {
    known_seat(hand, d.seat, "dispute.seat")?;
    let t = state_now(hand)?;
    if t.to_act() != Some(d.seat) {
        return Err(HandError::dispute(
            "dispute.seat",
            Errors::NotToAct {
                seat: d.seat,
            },
        ));
    }
    let to_call = t.options(d.seat).map_or(0, |o| o.to_call);
    let limit = CLOCK_SECONDS + COUNTDOWN_SECONDS;
    let seat = d.seat;
    let seconds = d.seconds as usize;
    let (outcome, summary) = if d.seconds <= limit && d.acted {
        (Outcome::Stands, ClockText::InTime { seat, seconds })
    } else if d.seconds < limit {
        let left = (limit - d.seconds) as usize;
        (Outcome::NotYet, ClockText::Running { seat, left })
    } else if to_call > 0 {
        (
            Outcome::DeadHand,
            ClockText::ExpiredFacingBet { seat, to_call },
        )
    } else {
        (Outcome::Check, ClockText::ExpiredNoBet { seat })
    };
    let mut dr = Draft::new(outcome, RuleKey::CallingForAClock, None);
    dr.reasoning.push(
        ClockText::Time {
            seat,
            clock: CLOCK_SECONDS as usize,
            countdown: COUNTDOWN_SECONDS as usize,
            limit: limit as usize,
        }
        .into(),
    );
    if d.acted && d.seconds > limit {
        dr.reasoning
            .push(ClockText::ActedTooLate { seat, seconds }.into());
    }
    dr.action = match outcome {
        Outcome::Check => Some(RuledAction {
            seat,
            action: ActionKind::Check,
            to: None,
        }),
        Outcome::DeadHand => Some(RuledAction {
            seat,
            action: ActionKind::Fold,
            to: None,
        }),
        _ => None,
    };
    dr.reasoning.push(summary.clone().into());
    dr.summary = Some(summary.into());
    Ok(dr)
}

crate::text::messages! {
    /// The reasons of a `clock` ruling.
    pub enum ClockText {
        /// The time the rule gives.
        Time { seat: seat, clock: count, countdown: count, limit: count } = "clock-time",
        /// The player acted by the end of the countdown.
        InTime { seat: seat, seconds: count } = "clock-in-time",
        /// The clock is still running.
        Running { seat: seat, left: count } = "clock-running",
        /// Time ran out facing a bet: dead hand.
        ExpiredFacingBet { seat: seat, to_call: chips } = "clock-expired-facing-bet",
        /// Time ran out with no bet to face: checked.
        ExpiredNoBet { seat: seat } = "clock-expired-no-bet",
        /// The action came after the countdown and does not count.
        ActedTooLate { seat: seat, seconds: count } = "clock-acted-too-late",
    }
}

crate::text::messages! {
    /// The errors of this module, in the words of `crates/engine/locales/*.ftl`.
    pub(crate) enum Errors {
        /// The clock is called on the player to act.
        NotToAct { seat: seat } = "error-clock-not-to-act",
    }
}
