//! `cards_dealt`: a player holds the wrong number of hole cards. Before substantial action it
//! is a misdeal (35-A); after it the hand is dead (38, with 36 and 35-D), and the dealer burns
//! one card per street without restoring the stub's order. The button dealt too few cards is
//! the exception (37, named in 35-A): its hand is completed from the stub, before or after
//! substantial action, as long as the button has not acted; once it has, the hand is dead.

use super::common::{known_seat, state_now};
use crate::error::HandError;
use crate::hand::{Hand, Street};
use crate::rules::RuleKey;
use crate::ruling::{Alt, Ctx, Draft, Outcome};
use serde::{Deserialize, Serialize};
use crate::text::Reason;

/// A player holds the wrong number of hole cards.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(deny_unknown_fields)]
pub struct CardsDealtDispute {
    /// The player's seat.
    pub seat: u8,
    /// How many hole cards the player holds.
    pub count: u8,
    /// Empty seats taken after the misdeal was called (a new or moved player): not dealt into
    /// the re-deal (Rule 35-C).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub arriving: Vec<u8>,
}

/// The outcome codes only this family answers with.
#[allow(non_upper_case_globals)]
impl Outcome {
    /// The button's hand is completed from the stub.
    pub const CompleteHand: Outcome = Outcome::code("complete_hand");
}

impl super::Decide for CardsDealtDispute {
    const NEEDS: super::Needs = super::Needs::Button;
    const OUTCOMES: &'static [(Outcome, &'static str)] = &[
        (Outcome::DeadHand, "the player's hand is dead"),
        (
            Outcome::Misdeal,
            "a misdeal: the hand is re-dealt (`refunds`: the chips back; `next_hand`: the re-deal)",
        ),
        (
            Outcome::CompleteHand,
            "the button's hand is completed from the stub (`options`: the button's choices)",
        ),
    ];
    const MESSAGES: &'static [&'static [crate::text::Spec]] = &[Errors::SPECS, CardsDealtText::SPECS];

    fn decide(&self, hand: &Hand, ctx: &Ctx) -> Result<Draft, HandError> {
        decide(hand, self, ctx)
    }
}

/// Rule on a `cards_dealt` dispute.
fn decide(hand: &Hand, d: &CardsDealtDispute, ctx: &Ctx) -> Result<Draft, HandError> {
    known_seat(hand, d.seat, "dispute.seat")?;
    let expected = hand.game.hole_cards();
    if usize::from(d.count) == expected {
        return Err(HandError::dispute(
            "dispute.count",
            Errors::DealsHoleCardsRightNumber {
                value: (hand.game.as_str()).to_string(),
                expected: (expected).to_string(),
                count: (d.count).to_string(),
            },
        ));
    }
    if d.count > 10 {
        return Err(HandError::dispute("dispute.count", Errors::MostCards));
    }
    let t = state_now(hand)?;
    if t.has_folded(d.seat) {
        return Err(HandError::dispute(
            "dispute.seat",
            Errors::SeatHasAlreadyFolded {
                seat: d.seat,
            },
        ));
    }
    if d.seat == hand.button && usize::from(d.count) < expected {
        let mut dr = button_short(hand, d, expected - usize::from(d.count));
        if dr.decision.outcome == Outcome::CompleteHand {
            dr.decision.options = t
                .options(d.seat)
                .map(|o| crate::ruling::OptionsOut::of(d.seat, o));
        }
        return Ok(dr);
    }
    let kinds: Vec<_> = t.history().iter().map(|a| (a.kind, a.chips_in)).collect();
    let sa = ctx.house.substantial(&kinds);
    let counted = CardsDealtText::Counted {
        actions: sa.actions,
        with_chips: sa.with_chips,
    };
    let preflop = t.street() == Street::Preflop && t.board().is_empty();
    let burn = if !preflop {
        CardsDealtText::BurnsAsNormal
    } else if usize::from(d.count) > expected {
        CardsDealtText::ExtraCardIsNotTheBurn
    } else {
        CardsDealtText::BurnOneCardOnly
    };
    let mut dr = if sa.reached {
        dead_hand(d)
    } else {
        super::common::check_arriving(hand, &d.arriving, "dispute.arriving")?;
        let mut dr = misdeal(d, sa.ambiguous);
        let (back, next) = super::common::redeal(hand, &d.arriving)?;
        dr.decision.refunds = Some(back);
        dr.decision.next_hand = Some(next);
        dr
    };
    dr.reasoning.insert(0, counted.into());
    if sa.reached {
        dr.reasoning.push(burn.into());
    }
    Ok(dr)
}

/// The button dealt too few cards (37): completed from the stub unless the button has acted
/// (any action in the hand, a posted blind excepted); then the hand is dead.
fn button_short(hand: &Hand, d: &CardsDealtDispute, missing: usize) -> Draft {
    let seat = d.seat;
    let acted = hand.actions.iter().any(
        |a| matches!(a, crate::hand::Action::Player { seat: s, act } if *s == seat && act.is_betting()),
    );
    let mut dr = if acted {
        let mut dr = Draft::new(Outcome::DeadHand, RuleKey::ButtonTooFewCards, None);
        dr.summary = Some(CardsDealtText::ButtonActedDead { seat }.into());
        dr
    } else {
        let mut dr = Draft::new(Outcome::CompleteHand, RuleKey::ButtonTooFewCards, None);
        dr.summary = Some(CardsDealtText::ButtonCompleted { seat, missing }.into());
        dr.reasoning
            .push(CardsDealtText::ButtonNextCardFromStub.into());
        dr
    };
    dr.see_also.push((RuleKey::Misdeals, Some("A")));
    dr.see_also.push((RuleKey::SubstantialAction, None));
    dr.reasoning.insert(
        0,
        CardsDealtText::ButtonException {
            seat,
            acted,
        }
        .into(),
    );
    dr
}

/// After substantial action: the hand is dead (38).
fn dead_hand(d: &CardsDealtDispute) -> Draft {
    let (seat, cards) = (d.seat, usize::from(d.count));
    let mut dr = Draft::new(
        Outcome::DeadHand,
        RuleKey::BurnsAfterSubstantialAction,
        None,
    );
    dr.see_also.push((RuleKey::SubstantialAction, None));
    dr.see_also.push((RuleKey::Misdeals, Some("D")));
    dr.reasoning
        .push(CardsDealtText::NoMisdealHandDead { seat, cards }.into());
    dr.summary = Some(CardsDealtText::DeadHandPlayOn { seat }.into());
    dr
}

/// Before substantial action: a misdeal (35-A); a check and a fold alone leave it to the floor.
fn misdeal(d: &CardsDealtDispute, ambiguous: bool) -> Draft {
    let (seat, cards) = (d.seat, usize::from(d.count));
    let mut dr = Draft::new(Outcome::Misdeal, RuleKey::Misdeals, Some("A"));
    dr.see_also.push((RuleKey::SubstantialAction, None));
    dr.reasoning
        .push(CardsDealtText::NoSubstantialActionYet.into());
    dr.summary = Some(CardsDealtText::MisdealRedeal { seat, cards }.into());
    if ambiguous {
        dr.discretion = true;
        dr.alternatives.push(Alt::outcome(
            CardsDealtText::FloorCountsCheckAndFold,
            Outcome::DeadHand,
        ));
    }
    dr
}

crate::text::messages! {
    /// The reasons of a `cards_dealt` ruling.
    pub enum CardsDealtText {
        /// The actions counted towards substantial action since the deal.
        Counted { actions: count, with_chips: count } = "cards-dealt-counted",
        /// After the flop: burns as usual.
        BurnsAsNormal = "cards-dealt-burns-as-normal",
        /// Pre-flop, a card too many: it is not the burn.
        ExtraCardIsNotTheBurn = "cards-dealt-extra-card-is-not-the-burn",
        /// Pre-flop, a card too few: burn one card only.
        BurnOneCardOnly = "cards-dealt-burn-one-card-only",
        /// Substantial action: no misdeal, the hand is dead.
        NoMisdealHandDead { seat: seat, cards: count } = "cards-dealt-no-misdeal-hand-dead",
        /// Summary: the hand is dead and play goes on.
        DeadHandPlayOn { seat: seat } = "cards-dealt-dead-hand-play-on",
        /// The button short: the exception of Rule 37, and whether the button has acted.
        ButtonException { seat: seat, acted: flag } = "cards-dealt-button-exception",
        /// Summary: the button's hand is completed.
        ButtonCompleted { seat: seat, missing: count } = "cards-dealt-button-completed",
        /// Which card completes it.
        ButtonNextCardFromStub = "cards-dealt-button-next-card-from-stub",
        /// Summary: the button acted short, its hand is dead.
        ButtonActedDead { seat: seat } = "cards-dealt-button-acted-dead",
        /// No substantial action yet: a misdeal.
        NoSubstantialActionYet = "cards-dealt-no-substantial-action-yet",
        /// Summary: misdeal, re-deal.
        MisdealRedeal { seat: seat, cards: count } = "cards-dealt-misdeal-redeal",
        /// Alternative: the floor counts a check and a fold as substantial action.
        FloorCountsCheckAndFold = "cards-dealt-floor-counts-check-and-fold",
    }
}

crate::text::messages! {
    /// The errors of this module, in the words of `crates/engine/locales/*.ftl`.
    pub(crate) enum Errors {
        DealsHoleCardsRightNumber { value: verbatim, expected: verbatim, count: verbatim } = "error-cards-dealt-deals-hole-cards-right-number",
        MostCards = "error-cards-dealt-most-cards",
        SeatHasAlreadyFolded { seat: seat } = "error-cards-dealt-seat-has-already-folded",
    }
}
