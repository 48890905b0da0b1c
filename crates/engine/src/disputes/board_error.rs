//! `board_error`: board cards dealt wrongly (Rule 39 and Recommended Procedure 5).
//!
//! # Design
//!
//! The hand says where the error happened, so the request carries no separate facts:
//! - a four-card flop and a premature card: `hand.actions` end *before* the wrong deal (the
//!   four cards cannot be written as a flop; the premature card was never a legal deal), and
//!   the replay tells whether the betting round was really unfinished and who is to act;
//! - a street dealt without a burn: `hand.actions` include that deal and every action after it,
//!   so the ruling counts the action on the street.
//!
//! Rule 39 gives the procedure for the flop only; for a turn or river dealt without a burn we
//! apply the flop's logic by analogy and say it is the floor's call (`discretion: true`).

use crate::error::HandError;
use crate::hand::{Action, Hand, Street};
use crate::replay::{Phase, replay};
use crate::rules::RuleKey;
use crate::ruling::{Alt, Ctx, Draft, Outcome};
use serde::{Deserialize, Serialize};
use crate::text::Reason;

/// What went wrong on the board.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "snake_case")]
pub enum BoardError {
    /// Four cards were dealt on the flop (the hand ends before the flop).
    FourCardFlop,
    /// `street` was dealt without a burn (the hand includes that deal and any action after it).
    NoBurn,
    /// `street` was dealt before the betting round ended (the hand ends before that deal).
    Premature,
}

impl BoardError {
    /// The wire name.
    pub fn as_str(self) -> &'static str {
        crate::units::wire_name(&self)
    }
}

/// A board dealing error, judged at the end of `hand.actions`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(deny_unknown_fields)]
pub struct BoardErrorDispute {
    /// What went wrong.
    pub error: BoardError,
    /// The street dealt wrongly (default: the flop).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub street: Option<crate::hand::Street>,
}

fn street_word(s: Street) -> &'static str {
    match s {
        Street::Preflop => "preflop",
        Street::Flop => "flop",
        Street::Turn => "turn",
        Street::River => "river",
        other => other.as_str(),
    }
}

impl super::Decide for BoardErrorDispute {
    const NEEDS: super::Needs = super::Needs::Board;
    const OUTCOMES: &'static [(Outcome, &'static str)] = &[
        (Outcome::Corrected, "the board is corrected"),
        (Outcome::Stands, "the board stands"),
    ];
    const MESSAGES: &'static [&'static [crate::text::Spec]] = &[Errors::SPECS, BoardText::SPECS];

    fn decide(&self, hand: &Hand, ctx: &Ctx) -> Result<Draft, HandError> {
        decide(hand, self, ctx)
    }
}

/// Rule on a `board_error` dispute.
fn decide(hand: &Hand, d: &BoardErrorDispute, _ctx: &Ctx) -> Result<Draft, HandError> {
    let street = d.street.unwrap_or(Street::Flop);
    if street == Street::Preflop {
        return Err(HandError::dispute("dispute.street", Errors::NoBoardPreflop));
    }
    let t = replay(hand)?.table;
    let word = street_word(street);
    let dealt = hand
        .actions
        .iter()
        .rposition(|a| matches!(a, Action::Deal { street: s, .. } if *s == street));
    match d.error {
        BoardError::FourCardFlop => {
            if street != Street::Flop {
                return Err(HandError::dispute(
                    "dispute.street",
                    Errors::FourCardsOnFlopOnly,
                ));
            }
            if dealt.is_some() || t.street() != Street::Preflop {
                return Err(HandError::dispute(
                    "hand.actions",
                    Errors::EndBeforeWrongDeal { street: word },
                ));
            }
            let mut dr = Draft::new(Outcome::Corrected, RuleKey::IrregularFlops, Some("A"));
            dr.summary = Some(BoardText::FourCardFlop.into());
            dr.reasoning.push(BoardText::FourCardFlopWhy.into());
            Ok(dr)
        }
        BoardError::Premature => {
            if dealt.is_some() {
                return Err(HandError::dispute(
                    "hand.actions",
                    Errors::EndBeforeWrongDeal { street: word },
                ));
            }
            let previous = match street {
                Street::Flop => Street::Preflop,
                Street::Turn => Street::Flop,
                _ => Street::Turn,
            };
            let to_act = match (t.phase(), t.to_act()) {
                (Phase::Betting, Some(seat)) if t.street() == previous => seat,
                (Phase::AwaitingDeal(next), _) if next == street => {
                    return Err(HandError::dispute(
                        "dispute.error",
                        Errors::RoundWasOver { street: word },
                    ));
                }
                _ => {
                    return Err(HandError::dispute(
                        "dispute.street",
                        Errors::NotTheNextStreet { street: word },
                    ));
                }
            };
            let mut dr = Draft::new(Outcome::Corrected, RuleKey::RpPrematureCards, None);
            dr.see_also.push((RuleKey::IrregularFlops, None));
            dr.summary = Some(
                BoardText::Premature {
                    street: word,
                    seat: to_act,
                }
                .into(),
            );
            dr.reasoning
                .push(BoardText::PrematureWhy { street: word }.into());
            // The action goes back to the player who was to act: that player's choices.
            dr.decision.options = t
                .options(to_act)
                .map(|o| crate::ruling::OptionsOut::of(to_act, o));
            Ok(dr)
        }
        BoardError::NoBurn => {
            let Some(at) = dealt else {
                return Err(HandError::dispute(
                    "hand.actions",
                    Errors::NoSuchDeal { street: word },
                ));
            };
            if t.street() != street {
                return Err(HandError::dispute(
                    "hand.actions",
                    Errors::LaterStreetDealt { street: word },
                ));
            }
            let acted = t.history().iter().filter(|a| a.index > at).count();
            let mut dr = if acted == 0 {
                let mut dr = Draft::new(Outcome::Corrected, RuleKey::IrregularFlops, None);
                dr.summary = Some(BoardText::NoBurnNoAction { street: word }.into());
                dr
            } else {
                let mut dr = Draft::new(Outcome::Stands, RuleKey::IrregularFlops, None);
                dr.summary = Some(BoardText::NoBurnStands { street: word }.into());
                dr
            };
            dr.reasoning.push(
                BoardText::ActionSinceDeal {
                    street: word,
                    actions: acted,
                }
                .into(),
            );
            if street != Street::Flop {
                dr.discretion = true;
                dr.reasoning.push(BoardText::ByAnalogy.into());
                if acted == 0 {
                    dr.alternatives
                        .push(Alt::outcome(BoardText::FloorLetsCardStand, Outcome::Stands));
                }
            }
            Ok(dr)
        }
    }
}

crate::text::messages! {
    /// The reasons of a `board_error` ruling.
    pub enum BoardText {
        /// Summary: a four-card flop.
        FourCardFlop = "board-four-card-flop",
        /// Why.
        FourCardFlopWhy = "board-four-card-flop-why",
        /// Summary: a premature card.
        Premature { street: choice, seat: seat } = "board-premature",
        /// Why.
        PrematureWhy { street: choice } = "board-premature-why",
        /// Summary: no burn, no action yet.
        NoBurnNoAction { street: choice } = "board-no-burn-no-action",
        /// Summary: no burn, action taken: the cards stand.
        NoBurnStands { street: choice } = "board-no-burn-stands",
        /// The action counted since the deal.
        ActionSinceDeal { street: choice, actions: count } = "board-action-since-deal",
        /// The turn or river: the flop's procedure applied by analogy.
        ByAnalogy = "board-by-analogy",
        /// Alternative: the floor lets the card stand.
        FloorLetsCardStand = "board-floor-lets-card-stand",
    }
}

crate::text::messages! {
    /// The errors of this module, in the words of `crates/engine/locales/*.ftl`.
    pub(crate) enum Errors {
        NoBoardPreflop = "error-board-no-board-preflop",
        FourCardsOnFlopOnly = "error-board-four-cards-on-flop-only",
        EndBeforeWrongDeal { street: choice } = "error-board-end-before-wrong-deal",
        RoundWasOver { street: choice } = "error-board-round-was-over",
        NotTheNextStreet { street: choice } = "error-board-not-the-next-street",
        NoSuchDeal { street: choice } = "error-board-no-such-deal",
        LaterStreetDealt { street: choice } = "error-board-later-street-dealt",
    }
}
