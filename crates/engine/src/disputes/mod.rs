//! One module per kind of dispute. Each turns a hand and a dispute into a [`Draft`] ruling.
//!
//! [`Draft`]: crate::ruling::Draft

pub mod accepted_action;
pub mod at_seat;
pub mod bet;
pub mod board_error;
pub mod button_blinds;
pub mod cards_dealt;
pub mod chips_behind;
pub mod clock;
pub mod conditional;
pub mod count_request;
pub mod deal_error;
pub mod face_up;
pub mod incorrect_bet;
pub mod options;
pub mod out_of_turn;
pub mod penalty;
pub mod show_request;
pub mod showdown;
pub mod showdown_error;
pub mod string_bet;
pub mod substantial;
pub mod tables;

use crate::error::HandError;
use crate::hand::Hand;
use crate::replay::{Table, replay};
use crate::text::{Reason, Spec};

/// The table after every listed action, with the next street dealt if it is due.
pub(crate) fn state_now(hand: &Hand) -> Result<Table<'_>, HandError> {
    let mut t = replay(hand)?.table;
    t.deal_implied(hand.actions.len())?;
    Ok(t)
}

/// Chips handed back: `amount(seat)` for each seat of the hand that gets any.
pub(crate) fn refunds(
    hand: &Hand,
    amount: impl Fn(u8) -> crate::hand::Chips,
) -> Vec<crate::ruling::Refund> {
    hand.seats
        .iter()
        .map(|s| crate::ruling::Refund {
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
        Err(HandError::dispute(
            field,
            Errors::SeatNotHand {
                seat: (seat).to_string(),
            },
        ))
    }
}

/// The messages of every reason family and of every module's errors, for the completeness
/// test of the message files.
pub fn message_specs() -> Vec<&'static [Spec]> {
    vec![
        Errors::SPECS,
        bet::Errors::SPECS,
        options::Errors::SPECS,
        out_of_turn::Errors::SPECS,
        incorrect_bet::Errors::SPECS,
        cards_dealt::Errors::SPECS,
        deal_error::Errors::SPECS,
        deal_error::DealText::SPECS,
        board_error::Errors::SPECS,
        board_error::BoardText::SPECS,
        button_blinds::Errors::SPECS,
        button_blinds::ButtonText::SPECS,
        show_request::Errors::SPECS,
        face_up::Errors::SPECS,
        showdown::Errors::SPECS,
        penalty::Errors::SPECS,
        clock::Errors::SPECS,
        tables::Errors::SPECS,
        crate::hand::Errors::SPECS,
        crate::ruling::Errors::SPECS,
        crate::replay::Errors::SPECS,
        crate::import::Errors::SPECS,
        crate::import::phh::Errors::SPECS,
        crate::import::ohh::Errors::SPECS,
        crate::import::pokerstars::Errors::SPECS,
        bet::BetText::SPECS,
        options::OptionsText::SPECS,
        out_of_turn::OutOfTurnText::SPECS,
        incorrect_bet::IncorrectBetText::SPECS,
        cards_dealt::CardsDealtText::SPECS,
        show_request::ShowRequestText::SPECS,
        face_up::FaceUpText::SPECS,
        showdown::ShowdownText::SPECS,
        penalty::PenaltyText::SPECS,
        clock::ClockText::SPECS,
        at_seat::AtSeatText::SPECS,
        accepted_action::AcceptedText::SPECS,
        accepted_action::Errors::SPECS,
        count_request::CountText::SPECS,
        count_request::Errors::SPECS,
        string_bet::StringText::SPECS,
        string_bet::Errors::SPECS,
        conditional::CondText::SPECS,
        conditional::Errors::SPECS,
        chips_behind::BehindText::SPECS,
        chips_behind::Errors::SPECS,
        showdown_error::ErrText::SPECS,
        tables::TablesText::SPECS,
    ]
}

crate::text::messages! {
    /// The errors of this module, in the words of `crates/engine/locales/*.ftl`.
    pub(crate) enum Errors {
        SeatNotHand { seat: verbatim } = "error-dispute-seat-not-hand",
    }
}
