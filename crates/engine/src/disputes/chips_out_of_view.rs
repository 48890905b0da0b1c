//! `chips_out_of_view`: a player held, hid or carried tournament chips where they could not be
//! seen (Rule 63). Chips may not be held or moved in any way that takes them out of view; a
//! player who does so forfeits those chips, which are taken out of play, and may be penalised.
//! Chips carried in plain view (in a rack, when moving tables) break no rule and stay the
//! player's. No hand is needed.
//!
//! # Design
//! The forfeiture is the rule's and is not weighed against intent: the rule makes no
//! exception. Whether a penalty follows, and which (a warning up to disqualification, Rule 71),
//! is the floor's.

use crate::error::HandError;
use crate::hand::{Chips, Hand};
use crate::rules::RuleKey;
use crate::ruling::{Ctx, Draft, Outcome};
use crate::text::Reason;
use crate::units::{MAX_CHIPS, MAX_SEAT};
use serde::{Deserialize, Serialize};

/// Where the chips were.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "snake_case")]
pub enum Whereabouts {
    /// In a pocket, a bag or clothing.
    Pocketed,
    /// Held or covered at the table where nobody could see them (in a closed hand, under the
    /// table).
    Concealed,
    /// Carried to another table out of view (in a pocket or a closed hand).
    CarriedOutOfView,
    /// Carried to another table in plain view (in a rack, on an open tray).
    CarriedInView,
}

/// A player's chips were out of view, or in transit.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(deny_unknown_fields)]
pub struct ChipsOutOfViewDispute {
    /// The player.
    pub seat: u8,
    /// The chips that were out of view or in transit.
    #[cfg_attr(feature = "openapi", schema(value_type = crate::units::ChipsSchema))]
    pub amount: Chips,
    /// Where they were.
    pub whereabouts: Whereabouts,
    /// The chips the player has in view on the table, those aside (unknown when absent).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "openapi", schema(value_type = Option<crate::units::ChipsSchema>))]
    pub stack_in_view: Option<Chips>,
}

/// The outcome codes only this family answers with.
#[allow(non_upper_case_globals)]
impl Outcome {
    /// The chips are forfeited and taken out of play.
    pub const Forfeited: Outcome = Outcome::code("forfeited");
    /// The chips stay the player's.
    pub const Kept: Outcome = Outcome::code("kept");
}

impl super::Decide for ChipsOutOfViewDispute {
    const HANDLESS: bool = true;
    const OUTCOMES: &'static [(Outcome, &'static str)] = &[
        (
            Outcome::Forfeited,
            "the chips out of view are forfeited and taken out of play; a penalty besides is the floor's call",
        ),
        (
            Outcome::Kept,
            "the chips were carried in plain view: they stay the player's",
        ),
    ];
    const MESSAGES: &'static [&'static [crate::text::Spec]] = &[Text::SPECS, Errors::SPECS];

    fn decide(&self, _hand: &Hand, _ctx: &Ctx) -> Result<Draft, HandError> {
        let seat = self.seat;
        if !(1..=MAX_SEAT).contains(&seat) {
            return Err(HandError::dispute(
                "dispute.seat",
                Errors::Seat {
                    seat: u64::from(seat),
                },
            ));
        }
        let amount = self.amount;
        if amount == 0 || amount > MAX_CHIPS {
            return Err(HandError::dispute("dispute.amount", Errors::Amount));
        }
        if self.stack_in_view.is_some_and(|s| s > MAX_CHIPS) {
            return Err(HandError::dispute("dispute.stack_in_view", Errors::Stack));
        }
        let dr = if self.whereabouts == Whereabouts::CarriedInView {
            let mut dr = Draft::new(Outcome::Kept, RuleKey::ChipsOutOfSight, None);
            dr.see_also.push((RuleKey::ChipsVisible, None));
            dr.summary = Some(Text::Kept { seat, amount }.into());
            dr.reasoning.push(Text::Rule.into());
            dr.reasoning.push(Text::InView { seat, amount }.into());
            if let Some(s) = self.stack_in_view {
                dr.reasoning.push(
                    Text::KeptTotal {
                        seat,
                        total: s.saturating_add(amount),
                    }
                    .into(),
                );
            }
            dr
        } else {
            let mut dr = Draft::new(Outcome::Forfeited, RuleKey::ChipsOutOfSight, None);
            dr.summary = Some(Text::Forfeited { seat, amount }.into());
            dr.decision.out_of_play = Some(vec![crate::ruling::Refund { seat, amount }]);
            dr.reasoning.push(Text::Rule.into());
            dr.reasoning.push(
                match self.whereabouts {
                    Whereabouts::Pocketed => Text::Pocketed { seat, amount },
                    Whereabouts::Concealed => Text::Concealed { seat, amount },
                    _ => Text::CarriedHidden { seat, amount },
                }
                .into(),
            );
            dr.reasoning.push(Text::OutOfPlay { amount }.into());
            match self.stack_in_view {
                Some(0) => {
                    // Nothing left in view: what follows for the player is the floor's.
                    dr.discretion = true;
                    dr.reasoning.push(Text::NothingLeft { seat }.into());
                }
                Some(s) => {
                    dr.reasoning.push(Text::Left { seat, stack: s }.into());
                }
                None => {}
            }
            // The forfeiture is the rule's; only a penalty on top of it is the floor's (said in
            // the reasons, with Rule 71 cited).
            dr.see_also.push((RuleKey::Penalties, None));
            dr.see_also.push((RuleKey::FloorDecisions, None));
            dr.reasoning.push(Text::Penalty { seat }.into());
            dr
        };
        Ok(dr)
    }
}

crate::text::messages! {
    /// The reasons of a `chips_out_of_view` ruling.
    pub enum Text {
        /// What the rule says.
        Rule = "view-rule",
        /// Summary: forfeited.
        Forfeited { seat: seat, amount: chips } = "view-forfeited",
        /// In a pocket.
        Pocketed { seat: seat, amount: chips } = "view-pocketed",
        /// Concealed at the table.
        Concealed { seat: seat, amount: chips } = "view-concealed",
        /// Carried out of view.
        CarriedHidden { seat: seat, amount: chips } = "view-carried-hidden",
        /// Taken out of play.
        OutOfPlay { amount: chips } = "view-out-of-play",
        /// What the player keeps.
        Left { seat: seat, stack: chips } = "view-left",
        /// Nothing left in view.
        NothingLeft { seat: seat } = "view-nothing-left",
        /// The penalty is the floor's.
        Penalty { seat: seat } = "view-penalty",
        /// Summary: kept.
        Kept { seat: seat, amount: chips } = "view-kept",
        /// Carried in view.
        InView { seat: seat, amount: chips } = "view-in-view",
        /// The whole stack after.
        KeptTotal { seat: seat, total: chips } = "view-kept-total",
    }
}

crate::text::messages! {
    /// The errors of this module, in the words of `crates/engine/locales/*.ftl`.
    pub(crate) enum Errors {
        Seat { seat: num } = "error-view-seat",
        Amount = "error-view-amount",
        Stack = "error-view-stack",
    }
}
