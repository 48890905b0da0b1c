//! `string_bet`: a raise made in more than one motion (Rules 42 and 56). In no-limit and
//! pot-limit a raise is made in one motion, or declared first: the full amount said before
//! the chips (any number of motions then), or "raise" said before putting in the call and
//! completing it in one more motion. Otherwise going back to the stack is a string bet: only
//! the first motion counts, read as chips alone, and the chips of the later motions go back.
//!
//! What the counted chips amount to (a call, a raise, the minimum) is the betting rules' job:
//! this module picks the chips and the words that count and hands them to [`super::bet`].

use super::bet;
use crate::error::HandError;
use crate::hand::{Chips, Hand};
use crate::rules::RuleKey;
use crate::ruling::{Ctx, Draft, RuledAction};
use super::common::state_now;
use super::bet::Declared;
use super::bet::DeclaredWord;
use serde::{Deserialize, Serialize};
use crate::text::Reason;
use crate::ruling::Outcome;

/// What the player said before the first motion, if anything.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, Default)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(deny_unknown_fields)]
pub struct StringBetDeclared {
    /// "Raise" was said before the chips (then the call and one more motion count).
    #[serde(default)]
    pub raise: bool,
    /// The full amount was said before the chips, as a street total ("raise to 3,000").
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "openapi", schema(value_type = Option<crate::units::ChipsSchema>))]
    pub to: Option<Chips>,
}

/// A player to act put chips forward in more than one motion (Rules 42, 56): judged at the
/// end of `hand.actions`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(deny_unknown_fields)]
pub struct StringBetDispute {
    /// The player's seat (the player to act).
    pub seat: u8,
    /// The denominations of each forward motion, in order: `[[1000, 500], [500]]`.
    #[cfg_attr(feature = "openapi", schema(min_items = 1, max_items = 20))]
    #[cfg_attr(feature = "openapi", schema(value_type = Vec<Vec<crate::units::ChipsSchema>>))]
    pub motions: Vec<Vec<Chips>>,
    /// What was said before the first motion (nothing, when absent).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub declared: Option<StringBetDeclared>,
}

impl super::Decide for StringBetDispute {
    const SPOT: bool = true;
    const OUTCOMES: &'static [(Outcome, &'static str)] = &[
        (Outcome::Call, "the chips that count make a call"),
        (Outcome::Raise, "the chips that count make a raise"),
        (Outcome::Bet, "the chips that count make a bet"),
        (Outcome::Check, "the act is a check"),
        (Outcome::AllIn, "the chips that count put the player all-in"),
        (Outcome::Fold, "the act is a fold"),
        (Outcome::MustCall, "an undercall that must be made a full call"),
        (Outcome::CallOrForfeit, "an undercall: a full call or forfeit the chips"),
        (Outcome::CallOrFold, "the player may call or fold, not raise"),
        (Outcome::Discretion, "the floor decides"),
    ];
    const MESSAGES: &'static [&'static [crate::text::Spec]] = &[StringText::SPECS, Errors::SPECS];

    fn decide(&self, hand: &Hand, ctx: &Ctx) -> Result<Draft, HandError> {
        decide(hand, self, ctx)
    }
}

/// Rule on a `string_bet` dispute (the chips of each forward motion, in order).
fn decide(hand: &Hand, d: &StringBetDispute, ctx: &Ctx) -> Result<Draft, HandError> {
    if d.motions.is_empty() {
        return Err(HandError::dispute("dispute.motions", Errors::NoMotion));
    }
    if let Some(i) = d.motions.iter().position(Vec::is_empty) {
        return Err(HandError::dispute(
            format!("dispute.motions[{i}]"),
            Errors::EmptyMotion,
        ));
    }
    let sum = |m: &[Vec<Chips>]| -> Chips {
        m.iter()
            .flatten()
            .fold(0, |a: Chips, c| a.saturating_add(*c))
    };
    let seat = d.seat;
    let n = d.motions.len();
    let (counted, declared) = match d.declared {
        // The full amount said first: every motion counts toward it.
        Some(StringBetDeclared { to: Some(to), .. }) => (
            n,
            Some(Declared {
                word: Some(DeclaredWord::Raise),
                amount: Some(to),
                before_chips: Some(true),
                audible: Some(true),
                ..Declared::default()
            }),
        ),
        // "Raise" said first: the call and one more motion.
        Some(StringBetDeclared { raise: true, .. }) => (
            n.min(2),
            Some(Declared {
                word: Some(DeclaredWord::Raise),
                amount: None,
                before_chips: Some(true),
                audible: Some(true),
                ..Declared::default()
            }),
        ),
        // Nothing said: the first motion alone.
        _ => (1, None),
    };
    let chips: Vec<Chips> = d.motions[..counted].iter().flatten().copied().collect();
    let back = sum(&d.motions[counted..]);
    let mut dr = bet::chips_and_words(hand, seat, chips, declared, ctx)?;
    let decided_by = dr.rule;
    let string = n > counted;
    // The question is which chips count: the rule on motions decides it, and the betting
    // rule what those chips make. Rule 42's ways of raising are no-limit's and pot-limit's: in
    // fixed limit the string-bet rule alone says which motions count.
    let limit = hand.structure == crate::hand::Structure::FixedLimit;
    let governs = if limit {
        RuleKey::StringRaisesAndBets
    } else {
        RuleKey::MethodsOfRaising
    };
    dr.rule = (governs, None);
    if decided_by.0 != governs {
        dr.see_also.insert(0, decided_by);
    }
    let mut why: Vec<StringText> = Vec::new();
    match d.declared {
        Some(StringBetDeclared { to: Some(to), .. }) => {
            why.push(StringText::AmountFirst { seat, to })
        }
        Some(StringBetDeclared { raise: true, .. }) => {
            why.push(StringText::RaiseWordFirst { seat })
        }
        _ => {}
    }
    let mut netted = None;
    if string {
        if !limit {
            dr.see_also.push((RuleKey::StringRaisesAndBets, None));
        }
        netted = later_motions(hand, seat, &mut dr, sum(&d.motions[..counted]), back)?;
        why.push(if declared.is_some() {
            StringText::ThirdMotion {
                seat,
                counted,
                back,
            }
        } else {
            StringText::StringBet {
                seat,
                first: sum(&d.motions[..1]),
                back,
                motions: n,
            }
        });
    } else if declared.is_none() {
        why.push(StringText::OneMotion { seat });
    }
    for (i, w) in why.into_iter().enumerate() {
        dr.reasoning.insert(i, w.into());
    }
    if let Some(w) = netted {
        dr.reasoning.push(w.into());
    }
    Ok(dr)
}

/// The chips of the later motions (`back`), already on the table: where the ruling obliges the
/// player to put in more than the `counted` chips (a full raise to complete, a call to make up),
/// they make that up before anything goes back, and the player is not handed chips to push
/// forward again. Sets what goes back (with any change from the counted motions) and, for a
/// call, a summary that says all of it; returns the reason to give when chips stayed in.
fn later_motions(
    hand: &Hand,
    seat: u8,
    dr: &mut Draft,
    counted: Chips,
    back: Chips,
) -> Result<Option<StringText>, HandError> {
    let change = dr.decision.returned.unwrap_or(0);
    let (to, owed) = owed_after(hand, seat, dr, counted.saturating_sub(change))?;
    let used = owed.min(back);
    let rest = back - used;
    let netted = if used == 0 {
        None
    } else if rest > 0 {
        Some(StringText::LaterChipsComplete {
            seat,
            to,
            back,
            used,
            rest,
        })
    } else {
        Some(StringText::LaterChipsAllStay { seat, to, back })
    };
    // Everything handed back: what is left of the later motions, and any change from the ones
    // that count.
    dr.decision.returned = Some(rest + change).filter(|r| *r > 0);
    // A call's summary says what goes back: all of it, not only the counted motions' change.
    if let (Outcome::Call, Some(&RuledAction { to: Some(to), .. }), Some(back)) = (
        dr.decision.outcome,
        dr.decision.action.as_ref(),
        dr.decision.returned,
    ) && back > change
    {
        dr.summary = Some(StringText::SummaryCall { to, back, seat }.into());
    }
    Ok(netted)
}

/// The street total the ruling obliges the player to reach, and the chips that takes beyond
/// the `counted_in` chips the counted motions leave in: a full raise to complete, an undercall
/// to make up (0 when the counted chips suffice, or when adding is the player's choice).
fn owed_after(
    hand: &Hand,
    seat: u8,
    dr: &Draft,
    counted_in: Chips,
) -> Result<(Chips, Chips), HandError> {
    let obliged = matches!(
        dr.decision.outcome,
        Outcome::Raise | Outcome::Bet | Outcome::Call | Outcome::MustCall | Outcome::AllIn
    );
    let Some(&RuledAction { to: Some(to), .. }) = dr.decision.action.as_ref().filter(|_| obliged) else {
        return Ok((0, 0));
    };
    let before = state_now(hand)?.committed(seat);
    Ok((to, to.saturating_sub(before.saturating_add(counted_in))))
}

crate::text::messages! {
    /// The reasons of a `string_bet` ruling.
    pub enum StringText {
        /// One forward motion: no string bet.
        OneMotion { seat: seat } = "string-one-motion",
        /// The full amount declared first.
        AmountFirst { seat: seat, to: chips } = "string-amount-first",
        /// "Raise" declared first: the call and one more motion.
        RaiseWordFirst { seat: seat } = "string-raise-word-first",
        /// Back to the stack with nothing said: only the first motion counts.
        StringBet { seat: seat, first: chips, back: chips, motions: count } = "string-bet",
        /// After "raise", more than one completing motion: the extra ones do not count.
        ThirdMotion { seat: seat, counted: count, back: chips } = "string-third-motion",
        /// The ruling obliges more chips than the counted motions: part of the later motions'
        /// chips stay in to make them up, the rest goes back.
        LaterChipsComplete { seat: seat, to: chips, back: chips, used: chips, rest: chips } = "string-later-chips-complete",
        /// The ruling obliges at least the later motions' chips: all of them stay in.
        LaterChipsAllStay { seat: seat, to: chips, back: chips } = "string-later-chips-all-stay",
        /// A call, with everything that goes back (the later motions' chips included).
        SummaryCall { to: chips, back: chips, seat: seat } = "string-summary-call",
    }
}

crate::text::messages! {
    /// The errors of this module, in the words of `crates/engine/locales/*.ftl`.
    pub(crate) enum Errors {
        /// No motion given.
        NoMotion = "error-string-no-motion",
        /// A motion with no chips.
        EmptyMotion = "error-string-empty-motion",
    }
}
