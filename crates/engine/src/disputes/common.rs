//! What several families share: the act a player states, the table at the end of the listed
//! actions, chips handed back per seat, and the check that a seat is in the hand.

use crate::error::HandError;
use crate::hand::{ActionKind, Chips, Hand};
use crate::replay::{Table, replay};
use crate::ruling::Refund;
use serde::{Deserialize, Serialize};

/// An act a player states or makes: the action and, for a bet or raise, its street total.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(deny_unknown_fields)]
pub struct PlayerAct {
    /// The action.
    pub action: ActionKind,
    /// The street total, for a bet or raise.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "openapi", schema(value_type = Option<crate::units::ChipsSchema>))]
    pub to: Option<Chips>,
}

/// The table after every listed action, with the next street dealt if it is due.
pub(crate) fn state_now(hand: &Hand) -> Result<Table<'_>, HandError> {
    let mut t = replay(hand)?.table;
    t.deal_implied(hand.actions.len())?;
    Ok(t)
}

/// Chips handed back: `amount(seat)` for each seat of the hand that gets any.
pub(crate) fn refunds(hand: &Hand, amount: impl Fn(u8) -> Chips) -> Vec<Refund> {
    hand.seats
        .iter()
        .map(|s| Refund {
            seat: s.seat,
            amount: amount(s.seat),
        })
        .filter(|r| r.amount > 0)
        .collect()
}

/// The seat must be in the hand.
pub(crate) fn known_seat(hand: &Hand, seat: u8, field: &str) -> Result<(), HandError> {
    if hand.seat_index(seat).is_some() {
        Ok(())
    } else {
        Err(HandError::dispute(field, Errors::SeatNotHand { seat }))
    }
}

crate::text::messages! {
    /// The errors of this module, in the words of `crates/engine/locales/*.ftl`.
    pub(crate) enum Errors {
        SeatNotHand { seat: seat } = "error-dispute-seat-not-hand",
    }
}
