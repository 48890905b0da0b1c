//! `show_request`: may this player see that player's hand? Rule 18 (2026: 19): after a river
//! bet, a caller who tabled or kept their cards has an absolute right to see the last
//! aggressor's hand; other requests are at the floor's discretion; a player who mucked or no
//! longer holds cards has no right to ask.

use super::common::{known_seat, state_now};
use crate::error::HandError;
use crate::hand::Hand;
use crate::replay::Phase;
use crate::rules::RuleKey;
use crate::ruling::{Ctx, Draft, Outcome};
use serde::{Deserialize, Serialize};
use crate::house::AskToSee;
use crate::text::Reason;

/// May this player see that player's hand?
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(deny_unknown_fields)]
pub struct ShowRequestDispute {
    /// The seat asking.
    pub requester: u8,
    /// The seat whose hand is asked for.
    pub target: u8,
}

impl super::Decide for ShowRequestDispute {
    const OUTCOMES: &'static [(Outcome, &'static str)] = &[
        (Outcome::Right, "the requester may see the hand"),
        (Outcome::NoRight, "the requester may not see the hand"),
        (Outcome::Discretion, "the floor decides whether to show it"),
    ];
    const MESSAGES: &'static [&'static [crate::text::Spec]] = &[Errors::SPECS, ShowRequestText::SPECS];

    fn decide(&self, hand: &Hand, ctx: &Ctx) -> Result<Draft, HandError> {
        decide(hand, self, ctx)
    }
}

/// Rule on a `show_request` dispute.
fn decide(hand: &Hand, d: &ShowRequestDispute, ctx: &Ctx) -> Result<Draft, HandError> {
    known_seat(hand, d.requester, "dispute.requester")?;
    known_seat(hand, d.target, "dispute.target")?;
    if d.requester == d.target {
        return Err(HandError::dispute(
            "dispute.target",
            Errors::PlayerAskingSeeTheirOwn,
        ));
    }
    let t = state_now(hand)?;
    if t.phase() != Phase::Closed {
        return Err(HandError::dispute(
            "dispute",
            Errors::HandNotShowdownBettingStill,
        ));
    }
    let (req, tgt) = (d.requester, d.target);
    if t.has_folded(req) || t.has_mucked(req) {
        let mut dr = Draft::new(Outcome::NoRight, RuleKey::AskingToSeeAHand, None);
        dr.summary = Some(ShowRequestText::NoCardsNoRight { requester: req }.into());
        return Ok(dr);
    }
    if t.has_folded(tgt) {
        return Err(HandError::dispute(
            "dispute.target",
            Errors::SeatFoldedBeforeShowdownHand {
                tgt,
            },
        ));
    }
    let aggressor = t.river_aggressor();
    // Everyone still in after a river bet acted on the river: called it or bet it.
    let called = t.has_acted(req);
    let rule = ctx.house.ask_to_see;
    if rule == AskToSee::AnyoneHoldingCards {
        let mut dr = Draft::new(Outcome::Right, RuleKey::AskingToSeeAHand, None);
        dr.summary = Some(
            ShowRequestText::HouseAnyone {
                requester: req,
                target: tgt,
            }
            .into(),
        );
        return Ok(dr);
    }
    if t.river_bet() && aggressor == Some(tgt) && called {
        // The absolute right after a river bet is the rule's part B.
        let mut dr = Draft::new(Outcome::Right, RuleKey::AskingToSeeAHand, Some("B"));
        dr.summary = Some(
            ShowRequestText::CalledTheRiverBet {
                target: tgt,
                requester: req,
            }
            .into(),
        );
        return Ok(dr);
    }
    if rule == AskToSee::CallersOnly {
        let mut dr = Draft::new(Outcome::NoRight, RuleKey::AskingToSeeAHand, None);
        dr.summary = Some(
            ShowRequestText::HouseCallersOnly {
                requester: req,
                target: tgt,
            }
            .into(),
        );
        return Ok(dr);
    }
    let mut dr = Draft::new(Outcome::Discretion, RuleKey::AskingToSeeAHand, None);
    dr.discretion = true;
    dr.summary = Some(if !t.river_bet() {
        ShowRequestText::NoRiverBet { requester: req }.into()
    } else {
        ShowRequestText::NotTheRiverAggressor {
            requester: req,
            target: tgt,
        }
        .into()
    });
    Ok(dr)
}

crate::text::messages! {
    /// The reasons of a `show_request` ruling.
    pub enum ShowRequestText {
        /// The requester folded or mucked: no right to ask.
        NoCardsNoRight { requester: seat } = "show-request-no-cards-no-right",
        /// The requester called the river bet of the target: an absolute right.
        CalledTheRiverBet { target: seat, requester: seat } = "show-request-called-the-river-bet",
        /// No river bet: at the floor's discretion.
        NoRiverBet { requester: seat } = "show-request-no-river-bet",
        /// The target was not the river's last aggressor: at the floor's discretion.
        NotTheRiverAggressor { requester: seat, target: seat } = "show-request-not-the-river-aggressor",
        /// The house lets anyone holding cards see any hand, which stays live.
        HouseAnyone { requester: seat, target: seat } = "show-request-house-anyone",
        /// The house lets only a river caller see the aggressor's hand.
        HouseCallersOnly { requester: seat, target: seat } = "show-request-house-callers-only",
    }
}

crate::text::messages! {
    /// The errors of this module, in the words of `crates/engine/locales/*.ftl`.
    pub(crate) enum Errors {
        PlayerAskingSeeTheirOwn = "error-show-request-player-asking-see-their-own",
        HandNotShowdownBettingStill = "error-show-request-hand-not-showdown-betting-still",
        SeatFoldedBeforeShowdownHand { tgt: seat } = "error-show-request-seat-folded-before-showdown-hand",
    }
}
