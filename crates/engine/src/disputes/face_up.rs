//! `face_up`: must the hands be turned face up now? Rule 16 (2026: 17): once a player is
//! all-in and no more betting is possible, every live hand is tabled at once, then the rest of
//! the board is dealt, side pots are awarded before the main pot.

use super::common::state_now;
use crate::error::HandError;
use crate::hand::{Hand, Street};
use crate::replay::Phase;
use crate::rules::RuleKey;
use crate::ruling::{Ctx, Draft, Outcome};
use serde::{Deserialize, Serialize};
use crate::text::Reason;

/// Must the hands be turned face up now? Judged at the end of `hand.actions`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, Default)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(deny_unknown_fields)]
pub struct FaceUpDispute {}

/// The outcome codes only this family answers with.
#[allow(non_upper_case_globals)]
impl Outcome {
    /// Every live hand is turned face up now.
    pub const FaceUp: Outcome = Outcome::code("face_up");
}

impl super::Decide for FaceUpDispute {
    const SPOT: bool = true;
    const OUTCOMES: &'static [(Outcome, &'static str)] = &[
        (Outcome::FaceUp, "the hands are turned face up now"),
        (
            Outcome::NotYet,
            "not yet: betting is still possible, or nobody is all-in and the hands are tabled in Rule 17's order (`show_order`)",
        ),
    ];
    const MESSAGES: &'static [&'static [crate::text::Spec]] = &[Errors::SPECS, FaceUpText::SPECS];

    fn decide(&self, hand: &Hand, ctx: &Ctx) -> Result<Draft, HandError> {
        decide(hand, ctx)
    }
}

/// Rule on a `face_up` dispute, at the end of the listed actions.
fn decide(hand: &Hand, _ctx: &Ctx) -> Result<Draft, HandError> {
    let t = state_now(hand)?;
    let live = t.live_seats();
    let all_in: Vec<u8> = live.iter().copied().filter(|&s| t.is_all_in(s)).collect();
    if t.phase() == Phase::Uncontested {
        return Err(HandError::dispute(
            "dispute",
            Errors::EveryoneElseFoldedThereNo,
        ));
    }
    let betting_over = t.phase() == Phase::Closed;
    if !all_in.is_empty() && betting_over {
        let mut d = Draft::new(Outcome::FaceUp, RuleKey::AllInFaceUp, None);
        d.see_also.push((RuleKey::SidePots, None));
        d.summary = Some(
            FaceUpText::TurnedUpNow {
                all_in_count: all_in.len(),
                all_in: all_in.clone(),
                live: live.clone(),
                // Board games: the rest of the board is dealt; stud and draw hands are
                // finished as their game deals them.
                cards_to_come: if hand.game.has_board() {
                    5usize.saturating_sub(t.board().len())
                } else {
                    0
                },
            }
            .into(),
        );
        // The part of a bet nobody can call goes back, and the pots stand for the showdown.
        let back: Vec<crate::ruling::Refund> = t
            .returned()
            .iter()
            .filter(|s| s.stack > 0)
            .map(|s| crate::ruling::Refund {
                seat: s.seat,
                amount: s.stack,
            })
            .collect();
        for b in &back {
            d.reasoning.push(
                super::common::PlayOut::Uncalled {
                    seat: b.seat,
                    amount: b.amount,
                }
                .into(),
            );
        }
        if !back.is_empty() {
            d.decision.refunds = Some(back);
        }
        // Side pots are settled before the main pot (Rule 21); pots are known once the
        // betting is over.
        let live_levels: std::collections::BTreeSet<u64> =
            live.iter().map(|&s| t.total_in(s)).collect();
        if live_levels.len() > 1 {
            d.reasoning.push(FaceUpText::SidePotsFirst.into());
        }
        return Ok(d);
    }
    if all_in.is_empty() && betting_over && t.street() == Street::River {
        let mut d = Draft::new(Outcome::NotYet, RuleKey::ShowdownOrder, None);
        d.decision.show_order = crate::ruling::ShowOrder::of(&t);
        let first = t
            .river_aggressor()
            .or_else(|| t.seats_from_button().into_iter().find(|s| live.contains(s)));
        d.summary = Some(match first {
            Some(who) => FaceUpText::NobodyAllInShowsFirst { who }.into(),
            None => FaceUpText::NobodyAllIn.into(),
        });
        return Ok(d);
    }
    let mut d = Draft::new(Outcome::NotYet, RuleKey::AllInFaceUp, None);
    let with_chips: Vec<u8> = live.iter().copied().filter(|&s| !t.is_all_in(s)).collect();
    d.summary = Some(if all_in.is_empty() {
        FaceUpText::NotYetBettingOpen.into()
    } else {
        FaceUpText::NotYetOthersMayBet {
            all_in_count: all_in.len(),
            all_in,
            with_chips,
        }
        .into()
    });
    Ok(d)
}

crate::text::messages! {
    /// The reasons of a `face_up` ruling.
    pub enum FaceUpText {
        /// All-in with no more betting: every live hand is turned up now.
        TurnedUpNow { all_in_count: count, all_in: seats, live: seats, cards_to_come: count } = "face-up-turned-up-now",
        /// Side pots are awarded before the main pot.
        SidePotsFirst = "face-up-side-pots-first",
        /// Nobody all-in at the river showdown: the showdown order applies.
        NobodyAllInShowsFirst { who: seat } = "face-up-nobody-all-in-shows-first",
        /// Nobody all-in, and no seat to show first could be found.
        NobodyAllIn = "face-up-nobody-all-in",
        /// Nobody all-in and the betting open.
        NotYetBettingOpen = "face-up-not-yet-betting-open",
        /// Someone all-in, but others may still bet.
        NotYetOthersMayBet { all_in_count: count, all_in: seats, with_chips: seats } = "face-up-not-yet-others-may-bet",
    }
}

crate::text::messages! {
    /// The errors of this module, in the words of `crates/engine/locales/*.ftl`.
    pub(crate) enum Errors {
        EveryoneElseFoldedThereNo = "error-face-up-everyone-else-folded-there-no",
    }
}
