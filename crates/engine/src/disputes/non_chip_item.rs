//! `non_chip_item`: a player pushes out an item with no value in chips (a bounty chip, a clock
//! token) facing a bet (RP-22). Such items should differ in size from betting chips; betting
//! with one is read per house policy or Rule 1 and may be ruled a call or an all-in, at the
//! floor's discretion. The reading the rules lean to is a call.

use super::common::{known_seat, state_now};
use crate::error::HandError;
use crate::hand::{ActionKind, Hand};
use crate::rules::RuleKey;
use crate::ruling::{Alt, Ctx, Draft, Outcome, RuledAction};
use crate::text::Reason;
use serde::{Deserialize, Serialize};

/// What the item was.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "snake_case")]
pub enum Item {
    /// A bounty chip.
    BountyChip,
    /// A clock or time-bank token.
    ClockToken,
    /// Anything else with no value in chips.
    Other,
}

/// A player pushes out an item with no value in chips, facing a bet, judged at the end of
/// `hand.actions` with the player to act.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(deny_unknown_fields)]
pub struct NonChipItemDispute {
    /// The player.
    pub seat: u8,
    /// What the item was.
    pub item: Item,
}

impl super::Decide for NonChipItemDispute {
    const SPOT: bool = true;
    const OUTCOMES: &'static [(Outcome, &'static str)] = &[
        (
            Outcome::Call,
            "the item is read as a call (the reading the rules lean to; `action`)",
        ),
        (
            Outcome::AllIn,
            "the item is read as an all-in (an alternative; `action`, with the street total)",
        ),
        (
            Outcome::Check,
            "nothing to call: the item is read as a check",
        ),
    ];
    const MESSAGES: &'static [&'static [crate::text::Spec]] = &[Text::SPECS, Errors::SPECS];

    fn decide(&self, hand: &Hand, _ctx: &Ctx) -> Result<Draft, HandError> {
        known_seat(hand, self.seat, "dispute.seat")?;
        let t = state_now(hand)?;
        let seat = self.seat;
        if t.to_act() != Some(seat) {
            return Err(HandError::dispute("dispute.seat", Errors::NotToAct { seat }));
        }
        let all_in_to = t.committed(seat) + t.stack(seat);
        let to_call = t.options(seat).map_or(0, |o| o.to_call);
        // "All in" is the whole stack in no limit, the largest raise allowed in pot and fixed
        // limit.
        let (all_in_kind, all_in_cap) = super::common::all_in_act(&t, seat);
        let all_in = RuledAction {
            seat,
            action: all_in_kind,
            to: Some(all_in_cap),
        };
        let mut dr = if to_call == 0 {
            let mut dr = Draft::new(Outcome::Check, RuleKey::RpNonDenominationalItems, None);
            dr.decision.action = Some(RuledAction {
                seat,
                action: ActionKind::Check,
                to: None,
            });
            dr.summary = Some(Text::Check { seat }.into());
            dr
        } else {
            let call_to = t.current_bet().min(all_in_to);
            let mut dr = Draft::new(Outcome::Call, RuleKey::RpNonDenominationalItems, None);
            dr.decision.action = Some(RuledAction {
                seat,
                action: if call_to == all_in_to {
                    ActionKind::AllIn
                } else {
                    ActionKind::Call
                },
                to: Some(call_to),
            });
            dr.summary = Some(Text::Call { seat, to_call }.into());
            // Called all in with nobody left to act: the part of the bet it cannot call goes
            // back to the bettor.
            super::common::settle_closing_call(&mut dr, &t, hand.actions.len(), seat, |seat, amount| {
                Text::Uncalled { seat, amount }.into()
            });
            if call_to < all_in_cap {
                dr.alternatives.push(Alt {
                    condition: Text::IfAllIn { seat }.into(),
                    outcome: Outcome::AllIn,
                    action: Some(all_in),
                    returned: None,
                    options: None,
                });
            }
            dr
        };
        dr.discretion = true;
        dr.see_also.push((RuleKey::FloorDecisions, None));
        dr.reasoning.insert(0, Text::Rule.into());
        Ok(dr)
    }
}

crate::text::messages! {
    /// The reasons of a `non_chip_item` ruling.
    pub enum Text {
        /// What the procedure says.
        Rule = "item-rule",
        /// Read as a call.
        Call { seat: seat, to_call: chips } = "item-call",
        /// Nothing to call: a check.
        Check { seat: seat } = "item-check",
        /// Alternative: an all-in.
        IfAllIn { seat: seat } = "item-if-all-in",
        /// The part of the bet nobody can call goes back.
        Uncalled { seat: seat, amount: chips } = "item-uncalled",
    }
}

crate::text::messages! {
    /// The errors of this module, in the words of `crates/engine/locales/*.ftl`.
    pub(crate) enum Errors {
        NotToAct { seat: seat } = "error-item-not-to-act",
    }
}
