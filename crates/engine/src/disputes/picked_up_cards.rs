//! `picked_up_cards`: in stud, a player picked up (turned down) his up cards (Rule 66). Facing action
//! (a bet to call) that kills the hand, mandatory: the chips the player put in stay in the pot,
//! and a hand left alone wins it. Not facing a bet, the rule does not say: the floor's call
//! (Rule 1), the reading taken being the same dead hand (turning the up cards down is a fold
//! in stud; a fold when a check was possible stands, Rule 58).

use super::common::state_now;
use crate::error::HandError;
use crate::hand::Hand;
use crate::rules::RuleKey;
use crate::ruling::{Alt, Ctx, Draft, Outcome};
use crate::text::Reason;
use serde::{Deserialize, Serialize};

/// A stud player picked up or turned down his up cards.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(deny_unknown_fields)]
pub struct PickedUpCardsDispute {
    /// The seat that picked up its up cards, at the end of `hand.actions`.
    #[cfg_attr(feature = "openapi", schema(minimum = 1, maximum = 12))]
    pub seat: u8,
}

impl super::Decide for PickedUpCardsDispute {
    const NEEDS: super::Needs = super::Needs::UpCards;
    const OUTCOMES: &'static [(Outcome, &'static str)] = &[
        (
            Outcome::DeadHand,
            "the hand is dead; the chips the player put in stay in the pot (`pots` when one hand is left)",
        ),
        (
            Outcome::Stands,
            "the alternative where the floor lets a hand that faced no bet play on",
        ),
    ];
    const MESSAGES: &'static [&'static [crate::text::Spec]] = &[Text::SPECS];

    fn decide(&self, hand: &Hand, _ctx: &Ctx) -> Result<Draft, HandError> {
        let seat = self.seat;
        super::common::known_seat(hand, seat, "dispute.seat")?;
        let mut t = state_now(hand)?;
        let facing = t.to_act() == Some(seat)
            && t.options(seat).is_some_and(|o| o.to_call > 0);
        let in_pot = t.total_in(seat);
        let mut d = Draft::new(Outcome::DeadHand, RuleKey::DeadHandsStud, None);
        if facing {
            let to_call = t.options(seat).map_or(0, |o| o.to_call);
            d.reasoning.push(Text::Facing { seat, to_call, in_pot }.into());
            d.summary = Some(Text::DeadSummary { seat, in_pot }.into());
        } else {
            d.discretion = true;
            d.see_also.push((RuleKey::NonStandardFolds, None));
            d.reasoning.push(Text::NotFacing { seat, in_pot }.into());
            d.summary = Some(Text::DeadSummary { seat, in_pot }.into());
            d.alternatives
                .push(Alt::outcome(Text::IfPlaysOn { seat }, Outcome::Stands));
        }
        t.kill(seat, true);
        if let Some(res) = t.result()
            && t.live_seats().len() == 1
        {
            let winner = t.live_seats()[0];
            let amount: u64 = res.pots.iter().map(|p| p.amount).sum();
            d.reasoning.push(Text::LastHand { seat: winner, amount }.into());
            if !res.returned.is_empty() {
                d.decision.refunds = Some(
                    res.returned
                        .iter()
                        .map(|r| crate::ruling::Refund {
                            seat: r.seat,
                            amount: r.stack,
                        })
                        .collect(),
                );
            }
            d.decision.pots = Some(res.pots);
        }
        Ok(d)
    }
}

crate::text::messages! {
    /// The reasons of a `picked_up_cards` ruling.
    pub enum Text {
        /// Facing a bet: dead (Rule 66).
        Facing { seat: seat, to_call: chips, in_pot: chips } = "up-cards-facing",
        /// Not facing a bet: the floor's call.
        NotFacing { seat: seat, in_pot: chips } = "up-cards-not-facing",
        DeadSummary { seat: seat, in_pot: chips } = "up-cards-dead-summary",
        /// Alternative: plays on.
        IfPlaysOn { seat: seat } = "up-cards-if-plays-on",
        /// The one hand left wins.
        LastHand { seat: seat, amount: chips } = "up-cards-last-hand",
    }
}
