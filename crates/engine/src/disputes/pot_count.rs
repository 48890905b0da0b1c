//! `pot_count`: a player asks how much is in the pot. Players are entitled to a pot count in
//! pot limit only; in limit and no limit the dealer does not count it (54-A), and on request
//! the pot may be spread so that it can be seen (RP-21).

use super::common::{known_seat, state_now};
use crate::error::HandError;
use crate::hand::{Hand, Structure};
use crate::rules::RuleKey;
use crate::ruling::{Ctx, Draft, OptionsOut, Outcome};
use crate::text::Reason;
use serde::{Deserialize, Serialize};

/// A player asks for a count of the pot, judged at the end of `hand.actions`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(deny_unknown_fields)]
pub struct PotCountDispute {
    /// The player asking.
    pub requester: u8,
}

impl super::Decide for PotCountDispute {
    const SPOT: bool = true;
    const OUTCOMES: &'static [(Outcome, &'static str)] = &[
        (
            Outcome::Right,
            "pot limit: the dealer counts the pot (the count, and the largest bet the requester may make when to act, in `options`)",
        ),
        (
            Outcome::NoRight,
            "limit or no limit: the dealer does not count the pot; it may be spread to be seen",
        ),
    ];
    const MESSAGES: &'static [&'static [crate::text::Spec]] = &[Text::SPECS];

    fn decide(&self, hand: &Hand, _ctx: &Ctx) -> Result<Draft, HandError> {
        known_seat(hand, self.requester, "dispute.requester")?;
        let t = state_now(hand)?;
        let seat = self.requester;
        if hand.round_structure(t.street()) != Structure::PotLimit {
            let mut dr = Draft::new(Outcome::NoRight, RuleKey::PotLimitBets, Some("A"));
            dr.see_also.push((RuleKey::RpSpreadingThePot, None));
            dr.summary = Some(Text::NotCounted { seat }.into());
            dr.reasoning.push(Text::Spread.into());
            return Ok(dr);
        }
        let mut dr = Draft::new(Outcome::Right, RuleKey::PotLimitBets, Some("A"));
        dr.see_also.push((RuleKey::RpSpreadingThePot, None));
        let pot = t.pot();
        let options = (t.to_act() == Some(seat))
            .then(|| t.options(seat))
            .flatten();
        dr.decision.options = options.map(|o| OptionsOut::of(seat, o));
        dr.summary = Some(match options.and_then(|o| o.max_raise_to) {
            Some(max) => Text::CountedToAct { seat, pot, max }.into(),
            None => Text::Counted { seat, pot }.into(),
        });
        Ok(dr)
    }
}

crate::text::messages! {
    /// The reasons of a `pot_count` ruling.
    pub enum Text {
        /// Not pot limit: no count.
        NotCounted { seat: seat } = "pot-count-not-counted",
        /// The pot may be spread.
        Spread = "pot-count-spread",
        /// Pot limit: the count.
        Counted { seat: seat, pot: chips } = "pot-count-counted",
        /// Pot limit, the requester to act: the count and the pot bet.
        CountedToAct { seat: seat, pot: chips, max: chips } = "pot-count-counted-to-act",
    }
}
