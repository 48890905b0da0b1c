//! `chip_race`: a scheduled color-up (Rule 24). Chips of the denomination removed are
//! exchanged for chips still in play at equal value; what is left of each player's (less than
//! one chip of the lowest denomination still in play) is raced off, starting in seat 1, one
//! chip at most to a player; nobody is raced out of play: a player who loses their last chips in
//! the race gets one chip of the lowest denomination.
//!
//! # Design
//! The hand gives the table: its seats and stacks. The race chips are the odd value rounded to
//! the nearest whole chip (the TDA leaves the rounding to the house; a value of exactly half a
//! chip is rounded up and said to be the floor's call). The race order is the cards dealt, one
//! per odd chip starting in seat 1, highest first: given as `order`, the ruling says who wins a
//! chip; without it, how many chips are raced and among whom.

use super::common::known_seat;
use crate::error::HandError;
use crate::hand::{Chips, Hand};
use crate::rules::RuleKey;
use crate::ruling::{Ctx, Draft, Outcome, RaceSeat};
use crate::text::Reason;
use serde::{Deserialize, Serialize};

/// A color-up: chips of one denomination leave play (Rule 24).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(deny_unknown_fields)]
pub struct ChipRaceDispute {
    /// The denomination removed (25).
    #[cfg_attr(feature = "openapi", schema(value_type = crate::units::ChipsSchema))]
    pub removed: Chips,
    /// The lowest denomination still in play (100).
    #[cfg_attr(feature = "openapi", schema(value_type = crate::units::ChipsSchema))]
    pub lowest: Chips,
    /// How many chips of the removed denomination each seat has, in the hand's seat order
    /// (one number per seat: `3 0 1 5`).
    #[cfg_attr(feature = "openapi", schema(max_items = 12))]
    pub odd: Vec<u32>,
    /// The race order: the seats in the order of their race cards, highest first (the seats
    /// with odd chips; others are ignored). Without it, the ruling says how many chips are
    /// raced and among whom.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub order: Option<Vec<u8>>,
}

/// The outcome codes only this family answers with.
#[allow(non_upper_case_globals)]
impl Outcome {
    /// The race is run: who wins a chip (`color_up`).
    pub const Raced: Outcome = Outcome::code("raced");
    /// The race is to be run: how many chips, among whom (`color_up` without winners).
    pub const RaceToRun: Outcome = Outcome::code("race_to_run");
    /// Nothing to race: every removed chip was exchanged at equal value.
    pub const Exchanged: Outcome = Outcome::code("exchanged");
}

impl super::Decide for ChipRaceDispute {
    const OUTCOMES: &'static [(Outcome, &'static str)] = &[
        (
            Outcome::Raced,
            "the race is run: each seat's exchange, race chip and stack after (`color_up`)",
        ),
        (
            Outcome::RaceToRun,
            "the race is to be run: the chips raced and the seats in it (`color_up`: no race chip decided yet)",
        ),
        (
            Outcome::Exchanged,
            "nothing left to race: the removed chips are exchanged at equal value (`color_up`)",
        ),
    ];
    const MESSAGES: &'static [&'static [crate::text::Spec]] = &[Text::SPECS, Errors::SPECS];

    fn decide(&self, hand: &Hand, _ctx: &Ctx) -> Result<Draft, HandError> {
        decide(hand, self)
    }
}

/// What Rule 24 finds of a color-up: nothing left to race (every odd value exchanged), the race
/// run by the race order (who wins a chip), or the race still to run (how many chips, among
/// whom).
#[derive(Debug)]
enum Case {
    Exchanged,
    Raced { winners: Vec<u8> },
    ToRun,
}

/// A finding: the case and each seat's exchange.
#[derive(Debug)]
struct Finding {
    case: Case,
    /// Each seat's exchange, race chip and stack after.
    rows: Vec<RaceSeat>,
    /// The value raced.
    odd_total: Chips,
    /// The chips raced: the odd value to the nearest whole chip, one at most to a player.
    chips: Chips,
    /// The seats in the race.
    in_race: Vec<u8>,
    /// The odd value is exactly half a chip (rounded up: the floor's call).
    exactly_half: bool,
    /// The seats kept in with a chip of the lowest denomination.
    kept_in: Vec<u8>,
}

fn decide(hand: &Hand, d: &ChipRaceDispute) -> Result<Draft, HandError> {
    let f = find(hand, d)?;
    let lowest = d.lowest;
    let chips = f.chips as usize;
    let decided = !matches!(f.case, Case::ToRun);
    let mut dr = match f.case {
        Case::Exchanged => {
            let mut dr = Draft::new(Outcome::Exchanged, RuleKey::RaceOff, Some("A"));
            dr.summary = Some(Text::AllExchanged.into());
            dr
        }
        Case::Raced { winners } => {
            let mut dr = Draft::new(Outcome::Raced, RuleKey::RaceOff, Some("A"));
            dr.summary = Some(
                Text::Raced {
                    chips,
                    lowest,
                    count: winners.len(),
                    winners,
                }
                .into(),
            );
            dr
        }
        Case::ToRun => {
            let mut dr = Draft::new(Outcome::RaceToRun, RuleKey::RaceOff, Some("A"));
            dr.summary = Some(
                Text::ToRun {
                    chips,
                    lowest,
                    count: f.in_race.len(),
                    seats: f.in_race.clone(),
                }
                .into(),
            );
            dr
        }
    };
    dr.reasoning.push(
        Text::Exchange {
            removed: d.removed,
            lowest,
            odd_total: f.odd_total,
            chips,
        }
        .into(),
    );
    for &seat in &f.kept_in {
        dr.reasoning.push(Text::KeptIn { seat, lowest }.into());
    }
    if f.exactly_half && !f.in_race.is_empty() {
        dr.discretion = true;
        dr.reasoning.push(Text::ExactlyHalf { lowest }.into());
    }
    if !decided && f.rows.iter().any(|r| r.stack == 0) {
        dr.reasoning.push(Text::MayBeKeptIn { lowest }.into());
    }
    dr.decision.color_up = Some(f.rows);
    Ok(dr)
}

/// Each seat's exchange at equal value, before the race; the request checked.
fn exchange(hand: &Hand, d: &ChipRaceDispute) -> Result<Vec<RaceSeat>, HandError> {
    if d.removed == 0 || d.lowest <= d.removed || d.lowest > crate::units::MAX_CHIPS {
        return Err(HandError::dispute(
            "dispute.lowest",
            Errors::Denominations {
                removed: d.removed,
                lowest: d.lowest,
            },
        ));
    }
    let mut rows: Vec<RaceSeat> = Vec::new();
    if d.odd.len() != hand.seats.len() {
        return Err(HandError::dispute(
            "dispute.odd",
            Errors::OnePerSeat {
                seats: hand.seats.len(),
                got: d.odd.len(),
            },
        ));
    }
    for (k, (&count, s)) in d.odd.iter().zip(&hand.seats).enumerate() {
        let (seat, stack) = (s.seat, s.stack);
        let value = Chips::from(count).saturating_mul(d.removed);
        if value > stack {
            return Err(HandError::dispute(
                format!("dispute.odd[{k}]"),
                Errors::MoreThanStack { seat, value, stack },
            ));
        }
        if value == 0 {
            continue;
        }
        let exchanged = value / d.lowest * d.lowest;
        rows.push(RaceSeat {
            seat,
            removed: value,
            exchanged,
            raced: value - exchanged,
            race_chip: false,
            kept_in: false,
            stack: stack - value + exchanged,
        });
    }
    Ok(rows)
}

/// The race order checked: no seat twice, every seat known, every seat in the race in it.
fn check_order(hand: &Hand, order: &[u8], in_race: &[u8]) -> Result<(), HandError> {
    for (k, s) in order.iter().enumerate() {
        if order[..k].contains(s) {
            return Err(HandError::dispute(
                format!("dispute.order[{k}]"),
                Errors::SeatTwice { seat: *s },
            ));
        }
    }
    for (k, s) in order.iter().enumerate() {
        known_seat(hand, *s, &format!("dispute.order[{k}]"))?;
    }
    if let Some(missing) = in_race.iter().find(|s| !order.contains(s)) {
        return Err(HandError::dispute(
            "dispute.order",
            Errors::NotInOrder { seat: *missing },
        ));
    }
    Ok(())
}

/// Finds the case (pure: no words).
fn find(hand: &Hand, d: &ChipRaceDispute) -> Result<Finding, HandError> {
    let mut rows = exchange(hand, d)?;
    let odd_total: Chips = rows.iter().map(|r| r.raced).sum();
    let in_race: Vec<u8> = rows.iter().filter(|r| r.raced > 0).map(|r| r.seat).collect();
    // The odd value to the nearest whole chip; one chip at most to a player.
    let exactly_half = (2 * odd_total) % (2 * d.lowest) == d.lowest;
    let chips = ((2 * odd_total + d.lowest) / (2 * d.lowest)).min(in_race.len() as Chips);
    // With no chip to race, or one for every seat in it, the race cards change nothing: the
    // race is decided without them.
    let order = d.order.clone().or_else(|| {
        (chips == 0 || chips as usize >= in_race.len()).then(|| in_race.clone())
    });
    let case = if in_race.is_empty() {
        Case::Exchanged
    } else if let Some(order) = &order {
        check_order(hand, order, &in_race)?;
        let winners: Vec<u8> = order
            .iter()
            .copied()
            .filter(|s| in_race.contains(s))
            .take(chips as usize)
            .collect();
        for r in &mut rows {
            if winners.contains(&r.seat) {
                r.race_chip = true;
                r.stack += d.lowest;
            }
        }
        Case::Raced { winners }
    } else {
        Case::ToRun
    };
    // Nobody is raced out: a seat left with nothing gets a chip of the lowest denomination.
    // Without the race order, it is kept in unless it wins a race chip.
    let mut kept_in = Vec::new();
    if !matches!(case, Case::ToRun) {
        for r in &mut rows {
            if r.stack == 0 {
                r.kept_in = true;
                r.stack = d.lowest;
                kept_in.push(r.seat);
            }
        }
    }
    Ok(Finding {
        case,
        rows,
        odd_total,
        chips,
        in_race,
        exactly_half,
        kept_in,
    })
}

crate::text::messages! {
    /// The reasons of a `chip_race` ruling.
    pub enum Text {
        /// The exchange and the chips to race.
        Exchange { removed: chips, lowest: chips, odd_total: chips, chips: count } = "race-exchange",
        /// Nothing to race.
        AllExchanged = "race-all-exchanged",
        /// The race run.
        Raced { chips: count, lowest: chips, count: count, winners: seats } = "race-raced",
        /// The race to run.
        ToRun { chips: count, lowest: chips, count: count, seats: seats } = "race-to-run",
        /// A seat kept in play.
        KeptIn { seat: seat, lowest: chips } = "race-kept-in",
        /// Exactly half a chip: the rounding is the floor's.
        ExactlyHalf { lowest: chips } = "race-exactly-half",
        /// A seat that may be raced out keeps a chip.
        MayBeKeptIn { lowest: chips } = "race-may-be-kept-in",
    }
}

crate::text::messages! {
    /// The errors of this module, in the words of `crates/engine/locales/*.ftl`.
    pub(crate) enum Errors {
        Denominations { removed: chips, lowest: chips } = "error-race-denominations",
        SeatTwice { seat: seat } = "error-race-seat-twice",
        OnePerSeat { seats: count, got: count } = "error-race-one-per-seat",
        MoreThanStack { seat: seat, value: chips, stack: chips } = "error-race-more-than-stack",
        NotInOrder { seat: seat } = "error-race-not-in-order",
    }
}
