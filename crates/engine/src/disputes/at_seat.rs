//! `at_seat`: a player must be at the seat, within reach of the chair, when the last card of
//! the initial deal is dealt, or the hand is dead (Rule 30); what the seat had already put in
//! (blinds, antes) stays in the pot, and a dead hand that leaves one player ends the hand. A
//! player with a live hand, all-in or not, must stay at the table (Rule 31): leaving does not
//! kill the hand, and the floor may penalise it.

use super::common::known_seat;
use crate::error::HandError;
use crate::hand::Hand;
use crate::replay::replay;
use crate::rules::RuleKey;
use crate::ruling::{Alt, Ctx, Draft, Outcome};
use serde::{Deserialize, Serialize};
use crate::house::SeatedBy;
use crate::text::Reason;

/// Was the player at the seat when the last card of the initial deal was dealt? (Rule 30.)
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(deny_unknown_fields)]
pub struct AtSeatDispute {
    /// The seat in question.
    pub seat: u8,
    /// Whether the player was at the seat (within reach of the chair) when the last card of
    /// the initial deal was dealt.
    pub at_seat: bool,
    /// Whether the player then left the table with the hand live (Rule 31), all-in or not.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub left_table: Option<bool>,
    /// Whether the player reached the seat only after the first card was dealt (by the last):
    /// it matters where the house requires the player at the seat from the first card.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub arrived_during_deal: Option<bool>,
}

impl super::Decide for AtSeatDispute {
    const SPOT: bool = true;
    const OUTCOMES: &'static [(Outcome, &'static str)] = &[
        (
            Outcome::Stands,
            "the hand is live: the player was at the seat (and leaving the table afterwards does not kill it)",
        ),
        (
            Outcome::DeadHand,
            "the player was not at the seat: the hand is dead, its blinds and antes stay in the pot (`pots` where that ends the hand)",
        ),
        (
            Outcome::Penalty,
            "the floor penalises a player who left the table with a live hand (an alternative)",
        ),
    ];
    const MESSAGES: &'static [&'static [crate::text::Spec]] = &[AtSeatText::SPECS];

    fn decide(&self, hand: &Hand, ctx: &Ctx) -> Result<Draft, HandError> {
        decide(hand, self, ctx)
    }
}

/// Rule on an `at_seat` dispute.
fn decide(hand: &Hand, d: &AtSeatDispute, ctx: &Ctx) -> Result<Draft, HandError> {
    known_seat(hand, d.seat, "dispute.seat")?;
    let seat = d.seat;
    let first_card = ctx.house.at_seat_by == SeatedBy::FirstCard;
    // At the seat by the last card, but late for a house that wants the first.
    let late = first_card && d.arrived_during_deal == Some(true);
    let at_seat = d.at_seat && !late;
    if at_seat && d.left_table == Some(true) {
        // Rule 31: the hand stays live; whether to penalise is the floor's.
        let mut dr = Draft::new(Outcome::Stands, RuleKey::AtTheTable, None);
        dr.see_also.push((RuleKey::AtYourSeat, None));
        dr.see_also.push((RuleKey::Penalties, None));
        dr.discretion = true;
        dr.summary = Some(AtSeatText::LeftTable { seat }.into());
        dr.alternatives.push(Alt::outcome(
            AtSeatText::IfPenalised { seat },
            Outcome::Penalty,
        ));
        return Ok(dr);
    }
    if at_seat {
        let mut dr = Draft::new(Outcome::Stands, RuleKey::AtYourSeat, None);
        dr.summary = Some(if first_card {
            AtSeatText::LiveFirstCard { seat }.into()
        } else {
            AtSeatText::Live { seat }.into()
        });
        if first_card && d.arrived_during_deal.is_none() {
            dr.alternatives.push(Alt::outcome(
                AtSeatText::IfArrivedDuringDeal { seat },
                Outcome::DeadHand,
            ));
        }
        return Ok(dr);
    }
    // The seat away is dealt in and posts what it owes (the blinds, the antes, in stud the
    // bring-in of the low card, Rules 30 and 71-C): replayed as absent where the hand allows.
    let mut away = hand.clone();
    if let Some(i) = away.seat_index(seat) {
        away.seats[i].absent = true;
    }
    let t = match replay(&away) {
        Ok(r) => r.table,
        Err(_) => replay(hand)?.table,
    };
    let start = hand.seat_index(seat).map_or(0, |i| hand.seats[i].stack);
    let in_pot = start.saturating_sub(t.stack(seat));
    let mut dr = Draft::new(Outcome::DeadHand, RuleKey::AtYourSeat, None);
    dr.summary = Some(
        AtSeatText::Dead {
            seat,
            in_pot,
            any: in_pot > 0,
        }
        .into(),
    );
    dr.reasoning.push(if first_card {
        AtSeatText::WhyDeadFirstCard { seat }.into()
    } else {
        AtSeatText::WhyDead { seat }.into()
    });
    // A spot: the hand is killed where it stands.
    if hand.spot.is_some() {
        let mut now = super::common::state_now(hand)?;
        now.kill(seat, false);
        dr.settle(&now);
        return Ok(dr);
    }
    // The hand with the seat away: dealt in, posting, killed at the end of the deal.
    let mut away = hand.to_input();
    if let Some(s) = away.seats.iter_mut().find(|s| s.seat == seat) {
        s.absent = true;
    }
    if let Ok(mut h) = Hand::parse(&away)
        && let Ok((r, None)) = {
            h.conventions = hand.conventions;
            crate::replay::replay_partial(&h)
        }
    {
        dr.settle(&r.table);
        // The hand goes on: the choices of the player to act.
        if dr.decision.pots.is_none()
            && let Some(next) = r.table.to_act()
        {
            dr.decision.options = r
                .table
                .options(next)
                .map(|o| crate::ruling::OptionsOut::of(next, o));
        }
    }
    Ok(dr)
}

crate::text::messages! {
    /// The reasons of an `at_seat` ruling.
    pub enum AtSeatText {
        /// At the seat in time: the hand is live.
        Live { seat: seat } = "at-seat-live",
        /// Not at the seat: dead hand; what it put in stays.
        Dead { seat: seat, in_pot: chips, any: flag } = "at-seat-dead",
        /// The rule.
        WhyDead { seat: seat } = "at-seat-why-dead",
        /// At the seat when the first card was dealt (a house that requires it): live.
        LiveFirstCard { seat: seat } = "at-seat-live-first-card",
        /// The house rule: at the seat from the first card.
        WhyDeadFirstCard { seat: seat } = "at-seat-why-dead-first-card",
        /// Alternative: the player arrived after the first card.
        IfArrivedDuringDeal { seat: seat } = "at-seat-if-arrived-during-deal",
        /// Left the table with a live hand: still live, may be penalised.
        LeftTable { seat: seat } = "at-seat-left-table",
        /// Alternative: the floor penalises leaving.
        IfPenalised { seat: seat } = "at-seat-if-penalised",
    }
}
