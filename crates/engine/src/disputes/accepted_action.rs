//! `accepted_action`: a player called after being told a wrong amount (Rule 49). The caller is
//! responsible for knowing the real bet: the call is of the correct amount (or all-in when the
//! stack is short), whatever the dealer or another player announced. Chips put in above the
//! correct amount go back.

use super::common::{known_seat, state_now};
use crate::error::HandError;
use crate::hand::{ActionKind, Chips, Hand};
use crate::rules::RuleKey;
use crate::ruling::{Ctx, Draft, Outcome, RuledAction};
use serde::{Deserialize, Serialize};
use crate::text::Reason;

/// Who announced the wrong amount.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, Default)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "snake_case")]
pub enum Announcer {
    /// The dealer.
    #[default]
    Dealer,
    /// Another player (the bettor included).
    Player,
}

/// A player to act, facing a bet, called after being told a wrong amount (Rule 49): judged at
/// the end of `hand.actions`, before the call.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(deny_unknown_fields)]
pub struct AcceptedActionDispute {
    /// The caller: the player to act.
    pub seat: u8,
    /// The bet as it was announced to the caller, a street total (what the caller matched).
    #[cfg_attr(feature = "openapi", schema(value_type = crate::units::ChipsSchema))]
    pub announced: Chips,
    /// Who announced it (default: the dealer).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub by: Option<Announcer>,
}

impl super::Decide for AcceptedActionDispute {
    const SPOT: bool = true;
    const OUTCOMES: &'static [(Outcome, &'static str)] = &[
        (Outcome::Call, "the call is of the correct amount"),
        (Outcome::AllIn, "the call puts the player all-in"),
    ];
    const MESSAGES: &'static [&'static [crate::text::Spec]] = &[AcceptedText::SPECS, Errors::SPECS];

    fn decide(&self, hand: &Hand, ctx: &Ctx) -> Result<Draft, HandError> {
        decide(hand, self, ctx)
    }
}

/// Rule on an `accepted_action` dispute: judged where `hand.actions` ends, with `seat` to act
/// and facing a bet.
fn decide(hand: &Hand, d: &AcceptedActionDispute, _ctx: &Ctx) -> Result<Draft, HandError> {
    known_seat(hand, d.seat, "dispute.seat")?;
    let t = state_now(hand)?;
    let seat = d.seat;
    if t.to_act() != Some(seat) {
        return Err(HandError::dispute(
            "dispute.seat",
            Errors::NotToAct {
                seat,
            },
        ));
    }
    let to_call = t.options(seat).map_or(0, |o| o.to_call);
    if to_call == 0 {
        return Err(HandError::dispute(
            "dispute.seat",
            Errors::NoBetToCall {
                seat,
            },
        ));
    }
    let committed = t.committed(seat);
    let bet = t.current_bet();
    // The call as a street total: the bet, or everything the seat has.
    let call_to = committed + to_call;
    let all_in = to_call >= t.stack(seat);
    let announced = d.announced;
    let by = match d.by.unwrap_or_default() {
        Announcer::Dealer => "dealer",
        Announcer::Player => "player",
    };
    let outcome = if all_in {
        Outcome::AllIn
    } else {
        Outcome::Call
    };
    let mut dr = Draft::new(outcome, RuleKey::CallersResponsibility, None);
    dr.decision.action = Some(RuledAction {
        seat,
        action: if all_in {
            ActionKind::AllIn
        } else {
            ActionKind::Call
        },
        to: Some(call_to),
    });
    dr.reasoning.push(
        AcceptedText::Told {
            seat,
            announced,
            by,
            bet,
        }
        .into(),
    );
    dr.reasoning
        .push(AcceptedText::CallerResponsible { seat }.into());
    // What the announced amount would have had in the pot, and what the correct call needs.
    // (Never more than the seat had: a caller told more than its stack put in its last chip.)
    let paid_to: Chips = announced.max(committed).min(committed + t.stack(seat));
    let summary = if announced == bet {
        AcceptedText::NoDifference { seat, call_to }
    } else if paid_to < call_to {
        AcceptedText::OwesMore {
            seat,
            call_to,
            more: call_to - paid_to,
            all_in,
        }
    } else {
        let back = paid_to - call_to;
        dr.decision.returned = Some(back);
        AcceptedText::GetsBack {
            seat,
            call_to,
            back,
            all_in,
        }
    };
    dr.reasoning.push(AcceptedText::Rule1.into());
    dr.summary = Some(summary.into());
    Ok(dr)
}

crate::text::messages! {
    /// The reasons of an `accepted_action` ruling.
    pub enum AcceptedText {
        /// What the caller was told, by whom, and the real bet.
        Told { seat: seat, announced: chips, by: choice, bet: chips } = "accepted-told",
        /// The caller must know the real bet.
        CallerResponsible { seat: seat } = "accepted-caller-responsible",
        /// The count was right after all.
        NoDifference { seat: seat, call_to: chips } = "accepted-no-difference",
        /// The call is of the correct amount: more chips go in.
        OwesMore { seat: seat, call_to: chips, more: chips, all_in: flag } = "accepted-owes-more",
        /// The call is of the correct amount: the excess goes back.
        GetsBack { seat: seat, call_to: chips, back: chips, all_in: flag } = "accepted-gets-back",
        /// Rule 1 remains.
        Rule1 = "accepted-rule-1",
    }
}

crate::text::messages! {
    /// The errors of this module, in the words of `crates/engine/locales/*.ftl`.
    pub(crate) enum Errors {
        /// The caller is the player to act.
        NotToAct { seat: seat } = "error-accepted-not-to-act",
        /// There is a bet to call.
        NoBetToCall { seat: seat } = "error-accepted-no-bet-to-call",
    }
}
