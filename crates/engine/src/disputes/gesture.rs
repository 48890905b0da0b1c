//! `gesture`: a player taps the table (Rule 3). Tapping the table is a check. Facing a bet a
//! check is no legal action: as with a declared "check" facing a bet (Rule 55), the player may
//! call or fold, not raise.

use super::common::{known_seat, state_now};
use crate::error::HandError;
use crate::hand::{ActionKind, Hand};
use crate::rules::RuleKey;
use crate::ruling::{Ctx, Draft, OptionsOut, Outcome, RuledAction};
use crate::text::Reason;
use serde::{Deserialize, Serialize};

/// The gesture made.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "snake_case")]
pub enum Motion {
    /// A tap (or knock) on the table.
    Tap,
}

/// A player to act makes a gesture, judged at the end of `hand.actions`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(deny_unknown_fields)]
pub struct GestureDispute {
    /// The player.
    pub seat: u8,
    /// The gesture.
    pub gesture: Motion,
}

impl super::Decide for GestureDispute {
    const SPOT: bool = true;
    const OUTCOMES: &'static [(Outcome, &'static str)] = &[
        (Outcome::Check, "nothing to call: the tap is a check (`action`)"),
        (
            Outcome::CallOrFold,
            "facing a bet the tap is no check: the player may call or fold, not raise (`options`)",
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
        let Some(o) = t.options(seat) else {
            return Err(HandError::dispute("dispute.seat", Errors::NotToAct { seat }));
        };
        let mut dr = if o.to_call == 0 {
            let mut dr = Draft::new(Outcome::Check, RuleKey::TerminologyAndGestures, None);
            dr.decision.action = Some(RuledAction {
                seat,
                action: ActionKind::Check,
                to: None,
            });
            dr.summary = Some(Text::Check { seat }.into());
            dr
        } else {
            let mut dr = Draft::new(Outcome::CallOrFold, RuleKey::InvalidBetDeclarations, None);
            dr.see_also.push((RuleKey::TerminologyAndGestures, None));
            let mut only = o;
            only.can_raise = false;
            only.min_raise_to = None;
            only.max_raise_to = None;
            dr.decision.options = Some(OptionsOut::of(seat, only));
            dr.summary = Some(
                Text::FacingBet {
                    seat,
                    to_call: o.to_call,
                }
                .into(),
            );
            dr
        };
        dr.reasoning.insert(0, Text::Rule.into());
        Ok(dr)
    }
}

crate::text::messages! {
    /// The reasons of a `gesture` ruling.
    pub enum Text {
        /// What the rule says.
        Rule = "gesture-rule",
        /// Nothing to call: a check.
        Check { seat: seat } = "gesture-check",
        /// Facing a bet: call or fold.
        FacingBet { seat: seat, to_call: chips } = "gesture-facing-bet",
    }
}

crate::text::messages! {
    /// The errors of this module, in the words of `crates/engine/locales/*.ftl`.
    pub(crate) enum Errors {
        NotToAct { seat: seat } = "error-gesture-not-to-act",
    }
}
