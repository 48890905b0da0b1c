//! `final_table`: forming the final table (RP-9) and its seat draw (Rule 10-B).
//!
//! - RP-9: events of eight- and nine-handed tables form a nine-handed final table, played down
//!   from two tables of five at ten players; events of six- and seven-handed tables a
//!   seven-handed final table, from two tables of four at eight. Larger tables play down to the
//!   same size; the TDA names no size for them (the floor's).
//! - 10-B: the seat cards of the new table are shown, scrambled face down into a stack; each
//!   player is dealt one playing card face up; the seat cards are then handed out from the
//!   stack starting with the highest card by suit (spades, hearts, diamonds, clubs; the TDA
//!   names no suit order, the common one is taken). The draw decides the seats.

use crate::cards::parse_cards;
use crate::error::HandError;
use crate::hand::Hand;
use crate::rules::RuleKey;
use crate::ruling::{Ctx, Draft, Outcome, SeatDrawn};
use crate::text::Reason;
use serde::{Deserialize, Serialize};

/// A player and the playing card dealt face up for the seat draw.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(deny_unknown_fields)]
pub struct DrawCard {
    /// The player (a name or the casino's number).
    #[cfg_attr(feature = "openapi", schema(min_length = 1, max_length = 64))]
    pub player: String,
    /// The playing card dealt face up, e.g. `Ks`.
    pub card: String,
}

/// The final table: when it forms, and, with a seat draw, who sits where.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(deny_unknown_fields)]
pub struct FinalTableDispute {
    /// Seats at a table in the event (6 to 10).
    #[cfg_attr(feature = "openapi", schema(minimum = 6, maximum = 10))]
    pub seats_per_table: u8,
    /// Players left in the event.
    #[cfg_attr(feature = "openapi", schema(minimum = 2, maximum = 400))]
    pub remaining: u16,
    /// The seat draw: each player with the card dealt face up (10-B).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub draw: Vec<DrawCard>,
    /// The seat cards in the order they come off the scrambled stack (default: seats 1, 2, …).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub seat_cards: Vec<u8>,
}

/// The outcome codes only this family answers with.
#[allow(non_upper_case_globals)]
impl Outcome {
    /// The final table forms now (with the seat draw, `seating`).
    pub const FinalTable: Outcome = Outcome::code("final_table");
}

impl super::Decide for FinalTableDispute {
    const HANDLESS: bool = true;
    const OUTCOMES: &'static [(Outcome, &'static str)] = &[
        (
            Outcome::FinalTable,
            "the final table forms now; with a seat draw, who sits where (`seating`)",
        ),
        (
            Outcome::NotYet,
            "not yet: the tables the event plays on until it forms",
        ),
    ];
    const MESSAGES: &'static [&'static [crate::text::Spec]] = &[Errors::SPECS, Text::SPECS];

    fn decide(&self, _hand: &Hand, _ctx: &Ctx) -> Result<Draft, HandError> {
        if !(6..=10).contains(&self.seats_per_table) {
            return Err(HandError::dispute(
                "dispute.seats_per_table",
                Errors::TableSize,
            ));
        }
        // RP-9: nine-handed from two tables of five; seven-handed from two tables of four.
        let (size, discretion) = match self.seats_per_table {
            8 | 9 => (9u16, false),
            6 | 7 => (7u16, false),
            _ => (9u16, true),
        };
        let remaining = self.remaining;
        if remaining > size {
            let mut d = Draft::new(Outcome::NotYet, RuleKey::RpFinalTableSize, None);
            d.discretion = discretion;
            let text = if remaining == size + 1 {
                Text::TwoTables {
                    remaining: remaining.into(),
                    half: usize::from(remaining / 2),
                    size: size.into(),
                }
            } else {
                Text::NotYet {
                    remaining: remaining.into(),
                    size: size.into(),
                }
            };
            d.summary = Some(text.clone().into());
            d.reasoning.push(text.into());
            return Ok(d);
        }
        let mut d = Draft::new(Outcome::FinalTable, RuleKey::RpFinalTableSize, None);
        d.discretion = discretion;
        d.reasoning.push(
            Text::FormsNow {
                remaining: remaining.into(),
                size: size.into(),
            }
            .into(),
        );
        if self.draw.is_empty() {
            d.summary = Some(
                Text::FormsNow {
                    remaining: remaining.into(),
                    size: size.into(),
                }
                .into(),
            );
            return Ok(d);
        }
        if self.draw.len() != usize::from(remaining) {
            return Err(HandError::dispute(
                "dispute.draw",
                Errors::DrawCount {
                    remaining: remaining.into(),
                },
            ));
        }
        let seats: Vec<u8> = if self.seat_cards.is_empty() {
            (1..=remaining as u8).collect()
        } else {
            self.seat_cards.clone()
        };
        if seats.len() != self.draw.len()
            || seats.iter().any(|&s| !(1..=crate::hand::MAX_SEAT).contains(&s))
            || (1..seats.len()).any(|k| seats[..k].contains(&seats[k]))
        {
            return Err(HandError::dispute("dispute.seat_cards", Errors::SeatCards));
        }
        // The playing cards, highest first (rank, then suit: spades over hearts over diamonds
        // over clubs).
        let mut cards = Vec::with_capacity(self.draw.len());
        for (k, p) in self.draw.iter().enumerate() {
            let c = parse_cards(&p.card)
                .ok()
                .filter(|c| c.len() == 1)
                .ok_or_else(|| {
                    HandError::dispute(format!("dispute.draw[{k}].card"), Errors::NotACard)
                })?;
            if cards.iter().any(|(_, x)| *x == c[0]) {
                return Err(HandError::dispute(
                    format!("dispute.draw[{k}].card"),
                    Errors::CardTwice,
                ));
            }
            cards.push((k, c[0]));
        }
        cards.sort_by_key(|(_, c)| std::cmp::Reverse((c.rank().index(), c.suit() as u8)));
        let seating: Vec<SeatDrawn> = cards
            .iter()
            .zip(&seats)
            .map(|((k, c), &seat)| SeatDrawn {
                player: self.draw[*k].player.clone(),
                card: c.to_string(),
                seat,
            })
            .collect();
        d.see_also.push((RuleKey::NewPlayersBrokenTables, Some("B")));
        d.reasoning.push(Text::Draw.into());
        d.summary = Some(
            Text::DrawSummary {
                player: seating[0].player.clone(),
                card: seating[0].card.clone(),
                seat: seating[0].seat,
            }
            .into(),
        );
        d.decision.seating = Some(seating);
        Ok(d)
    }
}

crate::text::messages! {
    /// The reasons of a `final_table` ruling.
    pub enum Text {
        /// Not yet: play on.
        NotYet { remaining: count, size: count } = "final-table-not-yet",
        /// One more than the final table: two short tables.
        TwoTables { remaining: count, half: count, size: count } = "final-table-two-tables",
        /// The final table forms now.
        FormsNow { remaining: count, size: count } = "final-table-forms-now",
        /// The seat draw (10-B).
        Draw = "final-table-draw",
        DrawSummary { player: verbatim, card: verbatim, seat: seat } = "final-table-draw-summary",
    }
}

crate::text::messages! {
    /// The errors of this module, in the words of `crates/engine/locales/*.ftl`.
    pub(crate) enum Errors {
        TableSize = "error-final-table-table-size",
        DrawCount { remaining: count } = "error-final-table-draw-count",
        SeatCards = "error-final-table-seat-cards",
        NotACard = "error-final-table-not-a-card",
        CardTwice = "error-final-table-card-twice",
    }
}
