//! `rebuy_announced`: a player announces a re-buy (Rule 27). A player may not miss a hand to
//! re-buy. One who announces the re-buy before a hand begins plays the re-buy's chips as
//! chips behind in that hand and must make the re-buy; announced once the hand has begun, the
//! hand is played for the chips the player had when it began (no chips are added during a
//! hand), and the re-buy's chips come in after it.
//!
//! # Design
//! The line is the start of the hand, not the deal: a hand begins on the first riffle, the
//! push of the shuffler button, or the dealer push (Rule 23). A floor that says only "before
//! the deal" has not said which side of that line the announcement fell: the ruling reads it
//! as before the hand and gives the other side as an alternative.

use crate::error::HandError;
use crate::hand::{Chips, Hand};
use crate::rules::RuleKey;
use crate::ruling::{Alt, Ctx, Draft, Outcome};
use crate::text::Reason;
use serde::{Deserialize, Serialize};

/// When the re-buy was announced.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "snake_case")]
pub enum Announced {
    /// Before the hand began: before the first riffle, the shuffler button or the dealer push
    /// (Rule 23).
    BeforeHand,
    /// Before any card was dealt, without saying whether the shuffle had begun: read as before
    /// the hand, with the other reading in `alternatives`.
    BeforeDeal,
    /// Once the hand had begun (the shuffle or the dealer push under way) but before any card
    /// was dealt.
    HandBegun,
    /// After the hand was dealt (during the hand).
    DuringHand,
}

/// A player announces a re-buy.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(deny_unknown_fields)]
pub struct RebuyAnnouncedDispute {
    /// When the player announced it.
    pub announced: Announced,
    /// The chips the player had when the hand began.
    #[cfg_attr(feature = "openapi", schema(value_type = crate::units::ChipsSchema))]
    pub stack: Chips,
    /// The chips a re-buy gives.
    #[cfg_attr(feature = "openapi", schema(value_type = crate::units::ChipsSchema))]
    pub rebuy_chips: Chips,
}

/// The outcome codes only this family answers with.
#[allow(non_upper_case_globals)]
impl Outcome {
    /// The re-buy's chips play in this hand, as chips behind; the re-buy must be made.
    pub const PlaysBehind: Outcome = Outcome::code("plays_behind");
    /// The hand is played for the chips the player had; the re-buy's chips come in after it.
    pub const AfterHand: Outcome = Outcome::code("after_hand");
}

impl super::Decide for RebuyAnnouncedDispute {
    const HANDLESS: bool = true;
    const OUTCOMES: &'static [(Outcome, &'static str)] = &[
        (
            Outcome::PlaysBehind,
            "announced before the hand began: the player plays the re-buy's chips as chips behind in this hand and must make the re-buy",
        ),
        (
            Outcome::AfterHand,
            "announced once the hand had begun (the first riffle, the shuffler button, the dealer push): the hand is played for the chips the player had when it began; the re-buy's chips come in after it",
        ),
    ];
    const MESSAGES: &'static [&'static [crate::text::Spec]] = &[Text::SPECS, Errors::SPECS];

    fn decide(&self, _hand: &Hand, _ctx: &Ctx) -> Result<Draft, HandError> {
        let max = crate::units::MAX_CHIPS;
        if self.rebuy_chips == 0 || self.rebuy_chips > max {
            return Err(HandError::dispute("dispute.rebuy_chips", Errors::Chips));
        }
        if self.stack > max {
            return Err(HandError::dispute("dispute.stack", Errors::Chips));
        }
        let (stack, chips) = (self.stack, self.rebuy_chips);
        let mut dr = match self.announced {
            Announced::BeforeHand | Announced::BeforeDeal => {
                let mut dr = Draft::new(Outcome::PlaysBehind, RuleKey::Rebuys, None);
                dr.summary = Some(
                    Text::PlaysBehind {
                        stack,
                        chips,
                        in_play: stack + chips,
                    }
                    .into(),
                );
                dr
            }
            Announced::HandBegun | Announced::DuringHand => {
                let mut dr = Draft::new(Outcome::AfterHand, RuleKey::Rebuys, None);
                dr.summary = Some(Text::AfterHand { stack, chips }.into());
                dr
            }
        };
        let behind = matches!(self.announced, Announced::BeforeHand | Announced::BeforeDeal);
        dr.decision.chips_in_play = Some(if behind { stack.saturating_add(chips) } else { stack });
        dr.reasoning.insert(0, Text::Rule.into());
        if self.announced != Announced::DuringHand {
            dr.see_also.push((RuleKey::NewHandNewLimits, None));
        }
        if self.announced == Announced::BeforeDeal {
            dr.reasoning.push(Text::BeforeDealRead.into());
            dr.alternatives.push(Alt::outcome(
                Text::IfHandBegun { stack, chips },
                Outcome::AfterHand,
            ));
        }
        Ok(dr)
    }
}

crate::text::messages! {
    /// The reasons of a `rebuy_announced` ruling.
    pub enum Text {
        /// What the rule says.
        Rule = "rebuy-rule",
        /// Before the deal: chips behind.
        PlaysBehind { stack: chips, chips: chips, in_play: chips } = "rebuy-plays-behind",
        /// During the hand: after it.
        AfterHand { stack: chips, chips: chips } = "rebuy-after-hand",
        /// "Before the deal": read as before the hand began.
        BeforeDealRead = "rebuy-before-deal-read",
        /// Alternative: the hand had begun.
        IfHandBegun { stack: chips, chips: chips } = "rebuy-if-hand-begun",
    }
}

crate::text::messages! {
    /// The errors of this module, in the words of `crates/engine/locales/*.ftl`.
    pub(crate) enum Errors {
        Chips = "error-rebuy-chips",
    }
}
