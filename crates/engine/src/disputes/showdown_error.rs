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
use crate::error::HandError;
use crate::replay::Table;
use crate::hand::Hand;
use crate::rules::RuleKey;
use crate::ruling::{Alt, Ctx, Draft, Outcome};
use serde::{Deserialize, Serialize};
use crate::house::Window;
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
    /// The hand was the last before a break, and the claim came within one minute of the pot
    /// being awarded (Rule 22: in time).
    InBreakWithinMinute,
    /// The hand was the last before a break, and the claim came more than one minute after the
    /// pot was awarded (Rule 22: too late, whatever the error).
    AfterBreakMinute,
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

/// The outcome codes only this family answers with.
#[allow(non_upper_case_globals)]
impl Outcome {
    /// The hand in question plays: retrieved, or identified beyond doubt.
    pub const LiveHand: Outcome = Outcome::code("live_hand");
    /// The player must table every card of the hand.
    pub const MustTable: Outcome = Outcome::code("must_table");
}

impl super::Decide for ShowdownErrorDispute {
    const OUTCOMES: &'static [(Outcome, &'static str)] = &[
        (
            Outcome::Corrected,
            "the error is corrected in time: the pots as the cards award them (`pots`)",
        ),
        (
            Outcome::Stands,
            "raised too late to correct: the pots stay as pushed; no chips move",
        ),
        (
            Outcome::LiveHand,
            "the hand in question is retrieved or identified beyond doubt and plays (`pots` as its cards award them)",
        ),
        (
            Outcome::DeadHand,
            "the hand in question is dead: `pots` among the others, a bet or raise nobody called back to its bettor (`refunds`)",
        ),
        (
            Outcome::MustTable,
            "one card tabled: the player must table every card (`pots` as the whole hand awards them; the alternative: the player refuses)",
        ),
    ];
    const MESSAGES: &'static [&'static [crate::text::Spec]] = &[ErrText::SPECS, Errors::SPECS];

    fn decide(&self, hand: &Hand, ctx: &Ctx) -> Result<Draft, HandError> {
        decide(hand, self, ctx)
    }
}

/// The table with the seat's hand played (retrieved, or its kill undone).
fn played<'h>(t: &Table<'h>, seat: u8) -> Table<'h> {
    let mut t = t.clone();
    t.retrieve(seat);
    t
}

/// Whether an error noticed then may still be corrected, for a window (Rule 22, or the
/// house's).
fn in_window(noticed: Noticed, window: Window) -> bool {
    match (window, noticed) {
        (Window::Always, _) => true,
        // Over a break, one minute after the pot is awarded is the limit for every error.
        (_, Noticed::InBreakWithinMinute) => true,
        (_, Noticed::AfterBreakMinute) => false,
        (Window::NextHand, n) => n == Noticed::BeforeNextHand,
        (Window::SubstantialAction, n) => n != Noticed::AfterSubstantialAction,
    }
}

/// A window's wire name, which the words select on.
fn window_name(w: Window) -> String {
    crate::units::wire_name(&w).to_string()
}

/// Rule on a `showdown_error` dispute.
/// What the rules find of an error at the showdown: a misread (Rule 12) or a pot given wrongly
/// (Rule 15) corrected within the house's time or standing after it, a winning hand killed by
/// mistake played (13-C), one card tabled (14-A: the rest must be), or a hand thrown away,
/// retrievable where 100% identifiable.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Case {
    /// A misread hand, noticed within the house's time or not.
    Misread { in_time: bool },
    /// A pot given to the wrong player, noticed within the house's time or not.
    WrongPot { in_time: bool },
    /// The winning hand killed: the kill is undone.
    KilledWinner,
    /// One card tabled: the rest must be.
    OneCardTabled,
    /// A hand thrown away (mucked face down, a bettor's muck, killed by the dealer).
    Thrown(ShowdownError),
}

fn decide(hand: &Hand, d: &ShowdownErrorDispute, ctx: &Ctx) -> Result<Draft, HandError> {
    known_seat(hand, d.seat, "dispute.seat")?;
    let seat = d.seat;
    let t = state_now(hand)?;
    // A hand killed or thrown away needs another hand left to win the pot.
    if matches!(
        d.error,
        ShowdownError::KilledHand | ShowdownError::MuckedFaceDown | ShowdownError::BettorMucked
    ) && t.live_seats() == [seat]
    {
        return Err(HandError::dispute("dispute.seat", Errors::OnlyHandLeft { seat }));
    }
    let mut dr = explain(find(d, ctx), &t, d, ctx);
    if matches!(d.error, ShowdownError::Misread | ShowdownError::WrongPot) {
        dr.reasoning.push(ErrText::TimeLimit.into());
    }
    if let Some(s) = dr.summary.clone() {
        dr.reasoning.push(s);
    }
    Ok(dr)
}

/// Finds the case (pure: no words).
fn find(d: &ShowdownErrorDispute, ctx: &Ctx) -> Case {
    let noticed = d.noticed.unwrap_or(Noticed::BeforeNextHand);
    match d.error {
        ShowdownError::Misread => Case::Misread {
            in_time: in_window(noticed, ctx.house.misread_window),
        },
        ShowdownError::WrongPot => Case::WrongPot {
            in_time: in_window(noticed, ctx.house.pot_error_window),
        },
        ShowdownError::KilledWinner => Case::KilledWinner,
        ShowdownError::OneCardTabled => Case::OneCardTabled,
        thrown => Case::Thrown(thrown),
    }
}

/// Builds the ruling from the case.
fn explain(case: Case, t: &Table, d: &ShowdownErrorDispute, ctx: &Ctx) -> Draft {
    let seat = d.seat;
    match case {
        Case::Misread { in_time: true } => {
            let mut dr = Draft::new(Outcome::Corrected, RuleKey::CardsSpeak, None);
            dr.settle(t);
            dr.summary = Some(ErrText::MisreadCorrected { seat }.into());
            dr.see_also.push((RuleKey::DisputedHands, None));
            dr
        }
        Case::Misread { in_time: false } => {
            let mut dr = Draft::new(Outcome::Stands, RuleKey::DisputedHands, None);
            dr.summary = Some(if d.noticed == Some(Noticed::AfterBreakMinute) {
                ErrText::BreakTooLate.into()
            } else {
                ErrText::MisreadTooLate {
                    window: window_name(ctx.house.misread_window),
                }
                .into()
            });
            dr.see_also.push((RuleKey::CardsSpeak, None));
            dr
        }
        Case::WrongPot { in_time: false } => {
            let mut dr = Draft::new(Outcome::Stands, RuleKey::DisputedHands, None);
            dr.summary = Some(if d.noticed == Some(Noticed::AfterBreakMinute) {
                ErrText::BreakTooLate.into()
            } else {
                ErrText::PotTooLate {
                    window: window_name(ctx.house.pot_error_window),
                }
                .into()
            });
            dr
        }
        Case::WrongPot { in_time: true } => {
            let mut dr = Draft::new(Outcome::Corrected, RuleKey::DisputedHands, None);
            dr.settle(t);
            dr.summary = Some(ErrText::PotCorrected { seat }.into());
            dr
        }
        Case::KilledWinner => {
            // The kill is undone: the tabled hand plays (13-C).
            let mut dr = Draft::new(Outcome::Corrected, RuleKey::TablingCards, Some("C"));
            dr.settle(&played(t, seat));
            dr.summary = Some(ErrText::KilledWinner { seat }.into());
            dr
        }
        Case::OneCardTabled => one_card_tabled(t, seat),
        Case::Thrown(error) => thrown(t, error, d.identifiable, seat),
    }
}

/// One card tabled: the rest must be; a player who refuses to table them has no claim.
fn one_card_tabled(t: &Table, seat: u8) -> Draft {
    let mut dr = Draft::new(
        Outcome::MustTable,
        RuleKey::ShowdownDiscardingIrregularities,
        Some("A"),
    );
    dr.see_also.push((RuleKey::TablingCards, Some("A")));
    dr.settle(&played(t, seat));
    dr.summary = Some(ErrText::OneCard { seat }.into());
    // A player who refuses to table the rest: the floor is called, and the hand can
    // have no claim unless it is tabled (13-A, 13-B).
    let mut refused = Draft::new(
        Outcome::DeadHand,
        RuleKey::ShowdownDiscardingIrregularities,
        Some("A"),
    );
    let mut dead = t.clone();
    dead.kill(seat, false);
    refused.settle(&dead);
    dr.alternatives
        .push(Alt::from_draft(ErrText::IfRefuses { seat }, &refused));
    dr
}

/// A hand thrown away, with the rule that governs each way of throwing it.
fn thrown(t: &Table, error: ShowdownError, identifiable: Option<bool>, seat: u8) -> Draft {
    match error {
        ShowdownError::BettorMucked => retrievable(
            t,
            identifiable,
            seat,
            RuleKey::ShowdownDiscardingIrregularities,
            Some("B"),
            ErrText::BettorLive { seat },
            ErrText::BettorDead { seat },
        ),
        ShowdownError::KilledHand => retrievable(
            t,
            identifiable,
            seat,
            RuleKey::KilledFouledExposedHands,
            None,
            ErrText::KilledLive { seat },
            ErrText::KilledDead { seat },
        ),
        _ => retrievable(
            t,
            identifiable,
            seat,
            RuleKey::LiveCardsAtShowdown,
            None,
            ErrText::MuckedLive { seat },
            ErrText::MuckedDead { seat },
        ),
    }
}

/// A hand thrown away but perhaps retrievable: live when 100% identifiable (it plays, with the
/// pots its cards give), dead otherwise (the pots among the others, and what nobody called
/// back to its bettor); the identification unknown, dead with the live reading as the
/// alternative.
fn retrievable(
    t: &Table,
    identifiable: Option<bool>,
    seat: u8,
    rule: RuleKey,
    part: Option<&'static str>,
    live: ErrText,
    dead: ErrText,
) -> Draft {
    let live_draft = {
        let mut dr = Draft::new(Outcome::LiveHand, rule, part);
        dr.settle(&played(t, seat));
        dr.summary = Some(live.into());
        dr
    };
    let mut dead_draft = Draft::new(Outcome::DeadHand, rule, part);
    let mut killed = t.clone();
    killed.kill(seat, true);
    dead_draft.settle(&killed);
    if dead_draft.decision.pots.is_none() {
        // The hand goes on: only what the kill itself handed back.
        let back = killed.returned()[t.returned().len()..].to_vec();
        if !back.is_empty() {
            dead_draft.decision.refunds = Some(
                back.iter()
                    .map(|s| crate::ruling::Refund {
                        seat: s.seat,
                        amount: s.stack,
                    })
                    .collect(),
            );
        }
    }
    dead_draft.decision.returned = dead_draft
        .decision.refunds
        .as_ref()
        .and_then(|r| r.iter().find(|r| r.seat == seat))
        .map(|r| r.amount);
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
        MisreadTooLate { window: verbatim } = "sderr-misread-too-late",
        /// The limits of Rule 22.
        TimeLimit = "sderr-time-limit",
        /// Wrong pot corrected.
        PotCorrected { seat: seat } = "sderr-pot-corrected",
        /// Wrong pot noticed too late.
        PotTooLate { window: verbatim } = "sderr-pot-too-late",
        /// The last hand before a break, claimed more than a minute after the pot: stands.
        BreakTooLate = "sderr-break-too-late",
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
        /// Alternative: the player refuses to table the rest.
        IfRefuses { seat: seat } = "sderr-if-refuses",
    }
}

crate::text::messages! {
    /// The errors of this module, in the words of `crates/engine/locales/*.ftl`.
    pub(crate) enum Errors {
        /// The hand in question is the only one left.
        OnlyHandLeft { seat: seat } = "error-sderr-only-hand-left",
    }
}
