//! `showdown_error`: what went wrong at the showdown, and what is done about it.
//!
//! - `misread`: the dealer or a player announced the wrong hand. Cards speak (Rule 12): the
//!   pot goes by the cards, and the reading may be disputed until the next hand begins (22).
//! - `wrong_pot`: the pot was pushed to the wrong player. An accounting error may be corrected
//!   until substantial action on the next hand (22).
//! - `killed_winner`: the dealer killed a properly tabled hand that was obviously the winner;
//!   the dealer cannot kill it (13-C): it wins.
//! - `mucked_face_down`: a hand thrown face down but not yet in the muck: live, and it may be
//!   retrieved and tabled, if it is 100% identifiable (14).
//! - `one_card_tabled`: a player tabled one card of a winning hand: all the cards are tabled
//!   (15-A).
//! - `killed_hand`: the dealer killed a hand that was not properly tabled, or a hand was
//!   fouled: no redress; it stays live only if it can still be identified beyond doubt; called
//!   bets are not refunded, an uncalled bet or raise goes back (65).
//! - `bettor_mucked`: the bettor discarded believing they had won: the dealer holds the cards
//!   for the floor; recoverable, they are tabled; not, the hand is dead, called bets stay and an
//!   uncalled bet or raise goes back (15-B).
//!
//! The pots, where they are given, are the `showdown` ruling's: the cards decide.

use super::common::{known_seat, state_now};
use super::showdown;
use crate::error::HandError;
use crate::hand::Hand;
use crate::rules::RuleKey;
use crate::ruling::{Alt, Ctx, Draft, Outcome};
use serde::{Deserialize, Serialize};
use crate::text::Reason;

/// What went wrong at the showdown.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "snake_case")]
pub enum ShowdownError {
    /// The dealer or a player announced the wrong hand (Rule 12).
    Misread,
    /// The pot was pushed to the wrong player (Rule 22).
    WrongPot,
    /// The dealer killed a properly tabled hand that was obviously the winner (13-C).
    KilledWinner,
    /// The dealer killed a hand that was not properly tabled, or a hand was fouled (65).
    KilledHand,
    /// A hand was thrown face down but may be retrievable (14).
    MuckedFaceDown,
    /// A player tabled one card of a winning hand (15-A).
    OneCardTabled,
    /// The bettor discarded believing they had won (15-B).
    BettorMucked,
}

/// When the error was noticed (Rule 22's limits).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, Default)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "snake_case")]
pub enum Noticed {
    /// Before the next hand began.
    #[default]
    BeforeNextHand,
    /// After the next hand began, before substantial action on it.
    NextHandBegun,
    /// After substantial action on the next hand.
    AfterSubstantialAction,
}

/// Something went wrong at the showdown (Rules 12–15, 22): the hand as played to the end,
/// hole cards shown where they were.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(deny_unknown_fields)]
pub struct ShowdownErrorDispute {
    /// What went wrong.
    pub error: ShowdownError,
    /// The seat concerned: whose hand was misread, killed, thrown away or partly tabled, or
    /// who should have had the pot.
    pub seat: u8,
    /// `misread`, `wrong_pot`: when it was noticed (default: before the next hand began).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub noticed: Option<Noticed>,
    /// `mucked_face_down`, `bettor_mucked`, `killed_hand`: whether the cards are retrievable
    /// and 100% identifiable (unknown when absent).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub identifiable: Option<bool>,
}

impl super::Decide for ShowdownErrorDispute {
    const OUTCOMES: &'static [(Outcome, &'static str)] = &[
        (Outcome::Corrected, "the error is corrected"),
        (Outcome::Stands, "the result stands"),
        (Outcome::DeadHand, "the hand is dead"),
        (Outcome::FaceUp, "the player must table the rest of the hand"),
        (Outcome::Award, "the pots are awarded (`pots`)"),
    ];
    const MESSAGES: &'static [&'static [crate::text::Spec]] = &[ErrText::SPECS];

    fn decide(&self, hand: &Hand, ctx: &Ctx) -> Result<Draft, HandError> {
        decide(hand, self, ctx)
    }
}

/// Rule on a `showdown_error` dispute.
fn decide(hand: &Hand, d: &ShowdownErrorDispute, ctx: &Ctx) -> Result<Draft, HandError> {
    known_seat(hand, d.seat, "dispute.seat")?;
    let seat = d.seat;
    let noticed = d.noticed.unwrap_or(Noticed::BeforeNextHand);
    // The pots as the cards award them.
    let by_cards = || showdown::decide(hand, ctx).ok().and_then(|s| s.pots);
    let mut dr = match d.error {
        ShowdownError::Misread => {
            if noticed == Noticed::BeforeNextHand {
                let mut dr = Draft::new(Outcome::Corrected, RuleKey::CardsSpeak, None);
                dr.pots = by_cards();
                dr.summary = Some(ErrText::MisreadCorrected { seat }.into());
                dr.see_also.push((RuleKey::DisputedHands, None));
                dr
            } else {
                let mut dr = Draft::new(Outcome::Stands, RuleKey::DisputedHands, None);
                dr.summary = Some(ErrText::MisreadTooLate.into());
                dr.see_also.push((RuleKey::CardsSpeak, None));
                dr
            }
        }
        ShowdownError::WrongPot => {
            if noticed == Noticed::AfterSubstantialAction {
                let mut dr = Draft::new(Outcome::Stands, RuleKey::DisputedHands, None);
                dr.summary = Some(ErrText::PotTooLate.into());
                dr
            } else {
                let mut dr = Draft::new(Outcome::Corrected, RuleKey::DisputedHands, None);
                dr.pots = by_cards();
                dr.summary = Some(ErrText::PotCorrected { seat }.into());
                dr
            }
        }
        ShowdownError::KilledWinner => {
            let mut dr = Draft::new(Outcome::Award, RuleKey::TablingCards, Some("C"));
            dr.pots = by_cards();
            dr.summary = Some(ErrText::KilledWinner { seat }.into());
            dr
        }
        ShowdownError::MuckedFaceDown => retrievable(
            d.identifiable,
            seat,
            RuleKey::LiveCardsAtShowdown,
            None,
            ErrText::MuckedLive { seat },
            ErrText::MuckedDead { seat },
        ),
        ShowdownError::OneCardTabled => {
            let mut dr = Draft::new(
                Outcome::FaceUp,
                RuleKey::ShowdownDiscardingIrregularities,
                Some("A"),
            );
            dr.see_also.push((RuleKey::TablingCards, Some("A")));
            dr.summary = Some(ErrText::OneCard { seat }.into());
            dr
        }
        ShowdownError::BettorMucked | ShowdownError::KilledHand => {
            let t = state_now(hand)?;
            // An uncalled bet or raise goes back: handed back already when the betting is over,
            // else what the seat put in on this street above anyone else's.
            let handed_back: u64 = t
                .returned()
                .iter()
                .filter(|r| r.seat == seat)
                .map(|r| r.stack)
                .sum();
            let above = t.committed(seat).saturating_sub(
                t.live_seats()
                    .into_iter()
                    .filter(|&s| s != seat)
                    .map(|s| t.committed(s))
                    .max()
                    .unwrap_or(0),
            );
            let back = if handed_back > 0 { handed_back } else { above };
            let mut dr = if d.error == ShowdownError::BettorMucked {
                retrievable(
                    d.identifiable,
                    seat,
                    RuleKey::ShowdownDiscardingIrregularities,
                    Some("B"),
                    ErrText::BettorLive { seat },
                    ErrText::BettorDead { seat },
                )
            } else {
                retrievable(
                    d.identifiable,
                    seat,
                    RuleKey::KilledFouledExposedHands,
                    None,
                    ErrText::KilledLive { seat },
                    ErrText::KilledDead { seat },
                )
            };
            if dr.outcome == Outcome::DeadHand && back > 0 {
                dr.returned = Some(back);
            }
            dr
        }
    };
    if matches!(d.error, ShowdownError::Misread | ShowdownError::WrongPot) {
        dr.reasoning.push(ErrText::TimeLimit.into());
    }
    if let Some(s) = dr.summary.clone() {
        dr.reasoning.push(s);
    }
    Ok(dr)
}

/// A hand thrown away but perhaps retrievable: live when 100% identifiable, dead otherwise;
/// the identification unknown, dead with the live reading as the alternative.
fn retrievable(
    identifiable: Option<bool>,
    seat: u8,
    rule: RuleKey,
    part: Option<&'static str>,
    live: ErrText,
    dead: ErrText,
) -> Draft {
    let live_draft = {
        let mut dr = Draft::new(Outcome::Stands, rule, part);
        dr.summary = Some(live.into());
        dr
    };
    let mut dead_draft = Draft::new(Outcome::DeadHand, rule, part);
    dead_draft.summary = Some(dead.into());
    match identifiable {
        Some(true) => live_draft,
        Some(false) => dead_draft,
        None => {
            dead_draft.alternatives.push(Alt::from_draft(
                ErrText::IfIdentifiable { seat },
                &live_draft,
            ));
            dead_draft
        }
    }
}

crate::text::messages! {
    /// The reasons of a `showdown_error` ruling.
    pub enum ErrText {
        /// Misread noticed in time: cards speak.
        MisreadCorrected { seat: seat } = "sderr-misread-corrected",
        /// Misread noticed after the next hand began.
        MisreadTooLate = "sderr-misread-too-late",
        /// The limits of Rule 22.
        TimeLimit = "sderr-time-limit",
        /// Wrong pot corrected.
        PotCorrected { seat: seat } = "sderr-pot-corrected",
        /// Wrong pot noticed too late.
        PotTooLate = "sderr-pot-too-late",
        /// The dealer cannot kill a tabled winner.
        KilledWinner { seat: seat } = "sderr-killed-winner",
        /// A face-down hand retrieved.
        MuckedLive { seat: seat } = "sderr-mucked-live",
        /// A face-down hand gone.
        MuckedDead { seat: seat } = "sderr-mucked-dead",
        /// One card tabled: table them all.
        OneCard { seat: seat } = "sderr-one-card",
        /// The bettor's cards recovered.
        BettorLive { seat: seat } = "sderr-bettor-live",
        /// The bettor's cards lost.
        BettorDead { seat: seat } = "sderr-bettor-dead",
        /// Identification unknown: dead unless identifiable.
        UnknownIdentification { seat: seat } = "sderr-unknown-identification",
        /// A killed or fouled hand still identifiable.
        KilledLive { seat: seat } = "sderr-killed-live",
        /// A killed or fouled hand gone.
        KilledDead { seat: seat } = "sderr-killed-dead",
        /// Alternative: the cards are identifiable.
        IfIdentifiable { seat: seat } = "sderr-if-identifiable",
    }
}
