//! `chips_behind`: chips found behind a player's all-in after it was called (Rule 62). The
//! floor decides whether they were part of the accepted action. If they were, the all-in is
//! larger by them and each caller owes as much more (or what they have). If not, they do not
//! play: the all-in player is not paid for them when winning, and not saved by them when
//! losing; the floor may then give them to the caller.

use super::common::{known_seat, state_now};
use crate::error::HandError;
use crate::hand::{Act, Action, ActionKind, Chips, Hand};
use crate::replay::{Table, replay_prefix};
use crate::rules::RuleKey;
use crate::ruling::{Alt, Ctx, Draft, Outcome, RuledAction};
use serde::{Deserialize, Serialize};
use crate::text::Reason;

/// Chips found behind a player's all-in after it was called (Rule 62), judged at the end of
/// `hand.actions`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(deny_unknown_fields)]
pub struct ChipsBehindDispute {
    /// The all-in player.
    pub seat: u8,
    /// The chips found behind.
    #[cfg_attr(feature = "openapi", schema(value_type = crate::units::ChipsSchema))]
    pub found: Chips,
    /// The floor's finding: were they part of the accepted action? Unknown when absent.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub part_of_action: Option<bool>,
}

impl super::Decide for ChipsBehindDispute {
    const SPOT: bool = true;
    const OUTCOMES: &'static [(Outcome, &'static str)] = &[
        (Outcome::Corrected, "the chips play: the callers owe as much more"),
        (Outcome::Stands, "the chips do not play"),
        (Outcome::Discretion, "the floor decides whether they were part of the action"),
    ];
    const MESSAGES: &'static [&'static [crate::text::Spec]] = &[BehindText::SPECS, Errors::SPECS];

    fn decide(&self, hand: &Hand, ctx: &Ctx) -> Result<Draft, HandError> {
        decide(hand, self, ctx)
    }
}

/// What Rule 62 finds of chips behind a called all-in: the floor found them part of the
/// accepted action (they play), not part of it (they do not), or has not said (both readings).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Case {
    /// Part of the action: the all-in is larger by them; each caller owes as much more.
    Part,
    /// Not part of it: they do not play.
    NotPart,
    /// The floor's finding is not given.
    FloorDecides,
}

/// A finding: the case and the facts every case names.
#[derive(Debug)]
struct Finding<'h> {
    case: Case,
    seat: u8,
    found: Chips,
    /// The all-in as it was made.
    all_in: Chips,
    /// The players who matched it.
    callers: Vec<u8>,
    /// The table where `hand.actions` ends.
    t: Table<'h>,
}

/// Rule on a `chips_behind` dispute, judged where `hand.actions` ends.
fn decide(hand: &Hand, d: &ChipsBehindDispute, _ctx: &Ctx) -> Result<Draft, HandError> {
    let f = find(hand, d)?;
    let mut dr = match f.case {
        Case::Part => explain_part(hand, &f),
        Case::NotPart => explain_not_part(&f),
        Case::FloorDecides => {
            let (seat, found) = (f.seat, f.found);
            let mut dr = Draft::new(Outcome::Discretion, RuleKey::ChipsFoundBehind, None);
            dr.discretion = true;
            dr.summary = Some(BehindText::FloorDecides { seat, found }.into());
            dr.alternatives
                .push(Alt::from_draft(BehindText::IfPart, &explain_part(hand, &f)));
            dr.alternatives
                .push(Alt::from_draft(BehindText::IfNotPart, &explain_not_part(&f)));
            dr
        }
    };
    dr.reasoning.insert(
        0,
        BehindText::Found {
            seat: f.seat,
            found: f.found,
            all_in: f.all_in,
        }
        .into(),
    );
    Ok(dr)
}

/// Finds the case (pure: no words).
fn find<'h>(hand: &'h Hand, d: &ChipsBehindDispute) -> Result<Finding<'h>, HandError> {
    known_seat(hand, d.seat, "dispute.seat")?;
    if d.found == 0 {
        return Err(HandError::dispute("dispute.found", Errors::NothingFound));
    }
    let t = state_now(hand)?;
    let seat = d.seat;
    // All in: no chips left, or the last act was all-in and only the part nobody could call
    // came back.
    let went_all_in = hand.actions.iter().rev().find_map(|a| match a {
        Action::Player { seat: s, act } if *s == seat && act.is_betting() => Some(*act == Act::AllIn),
        _ => None,
    }) == Some(true);
    if !(t.is_all_in(seat) || went_all_in) || t.has_folded(seat) {
        return Err(HandError::dispute(
            "dispute.seat",
            Errors::NotAllIn {
                seat,
            },
        ));
    }
    // The all-in as it was made: the seat's street total when it went all-in (the round may
    // have closed since, which clears what is in front).
    let last = hand
        .actions
        .iter()
        .rposition(|a| matches!(a, Action::Player { seat: s, act } if *s == seat && act.is_betting()));
    let all_in = match last {
        Some(k) => {
            let before = replay_prefix(hand, k)?;
            before.committed(seat) + before.stack(seat)
        }
        None => t.committed(seat),
    };
    // The players who matched it: as much in the hand as the all-in player.
    let callers: Vec<u8> = t
        .live_seats()
        .into_iter()
        .filter(|&s| s != seat && t.total_in(s) >= t.total_in(seat))
        .collect();
    if callers.is_empty() {
        return Err(HandError::dispute(
            "dispute.seat",
            Errors::NotCalled {
                seat,
            },
        ));
    }
    let case = match d.part_of_action {
        Some(true) => Case::Part,
        Some(false) => Case::NotPart,
        None => Case::FloorDecides,
    };
    Ok(Finding { case, seat, found: d.found, all_in, callers, t })
}

/// The all-in as the ruling makes it.
fn action(seat: u8, to: Chips) -> RuledAction {
    RuledAction {
        seat,
        action: ActionKind::AllIn,
        to: Some(to),
    }
}

/// The chips were part of the action: the all-in is larger, the callers owe more.
fn explain_part(hand: &Hand, f: &Finding<'_>) -> Draft {
    let (seat, found, all_in, t) = (f.seat, f.found, f.all_in, &f.t);
    let mut dr = Draft::new(Outcome::Corrected, RuleKey::ChipsFoundBehind, None);
    dr.decision.action = Some(action(seat, all_in + found));
    let mut more: Vec<(u8, Chips)> = vec![(seat, found)];
    dr.summary = Some(
        BehindText::Part {
            seat,
            found,
            all_in: all_in + found,
        }
        .into(),
    );
    for &c in &f.callers {
        let owes = found.min(t.stack(c));
        more.push((c, owes));
        if owes == 0 {
            // Already all in for less: nothing more to put in.
            continue;
        }
        let more = owes;
        dr.reasoning.push(
            BehindText::CallerOwes {
                caller: c,
                more,
                all_in: more < found,
            }
            .into(),
        );
    }
    dr.decision.pots = Some(t.pots_now(&more));
    play_with_found(&mut dr, hand, seat, found);
    dr
}

/// The hand as given played out with the found chips in the all-in: the pots as the cards
/// award them.
fn play_with_found(dr: &mut Draft, hand: &Hand, seat: u8, found: Chips) {
    let mut with_found = hand.clone();
    let Some(i) = with_found.seat_index(seat) else {
        return;
    };
    with_found.seats[i].stack += found;
    let Ok(r) = crate::replay::replay(&with_found) else {
        return;
    };
    if r.result().is_some() {
        dr.decision.pots = None;
        dr.settle(&r.table);
    } else {
        // Not over: the pots for the showdown; a part nobody could call (a pot
        // only the all-in seat is in) goes back to it.
        let (pots, back): (Vec<_>, Vec<_>) = r
            .table
            .pots_now(&[])
            .into_iter()
            .partition(|p| p.eligible.len() > 1);
        dr.decision.pots = Some(pots);
        let back: Vec<crate::ruling::Refund> = back
            .iter()
            .filter_map(|p| {
                Some(crate::ruling::Refund {
                    seat: *p.eligible.first()?,
                    amount: p.amount,
                })
            })
            .chain(r.table.returned().iter().map(|s| crate::ruling::Refund {
                seat: s.seat,
                amount: s.stack,
            }))
            .filter(|b| b.amount > 0)
            .collect();
        if !back.is_empty() {
            dr.decision.refunds = Some(back);
        }
    }
    if r.table.to_act().is_none() {
        super::common::name_the_pots(dr);
    }
}

/// The chips were not part of the action: they do not play.
fn explain_not_part(f: &Finding<'_>) -> Draft {
    let (seat, found, all_in, t) = (f.seat, f.found, f.all_in, &f.t);
    let mut dr = Draft::new(Outcome::Stands, RuleKey::ChipsFoundBehind, None);
    dr.discretion = true;
    dr.decision.action = Some(action(seat, all_in));
    if t.result().is_some() {
        // The hand as given is over: the pots as the cards award them.
        dr.settle(t);
        super::common::name_the_pots(&mut dr);
    } else {
        dr.decision.pots = Some(t.pots_now(&[]));
    }
    dr.summary = Some(
        BehindText::NotPart {
            seat,
            found,
            all_in,
        }
        .into(),
    );
    dr.reasoning
        .push(BehindText::NotPaidNotSaved { seat, found }.into());
    // The floor may give the chips to the caller when the all-in player loses.
    if let [caller] = f.callers.as_slice() {
        dr.alternatives.push(Alt::outcome(
            BehindText::IfLosesToCaller {
                seat,
                caller: *caller,
                found,
            },
            Outcome::Stands,
        ));
    }
    dr
}

crate::text::messages! {
    /// The reasons of a `chips_behind` ruling.
    pub enum BehindText {
        /// Alternative: the all-in player loses and the floor gives the chips to the caller.
        IfLosesToCaller { seat: seat, caller: seat, found: chips } = "behind-if-loses-to-caller",
        /// What was found, behind which all-in.
        Found { seat: seat, found: chips, all_in: chips } = "behind-found",
        /// Nobody said whether they were part of the action.
        FloorDecides { seat: seat, found: chips } = "behind-floor-decides",
        /// Part of the action: the all-in is larger.
        Part { seat: seat, found: chips, all_in: chips } = "behind-part",
        /// A caller owes the difference.
        CallerOwes { caller: seat, more: chips, all_in: flag } = "behind-caller-owes",
        /// Not part of the action: the all-in stands.
        NotPart { seat: seat, found: chips, all_in: chips } = "behind-not-part",
        /// Not paid when winning, not saved when losing.
        NotPaidNotSaved { seat: seat, found: chips } = "behind-not-paid-not-saved",
        /// Alternative: the floor finds them part of the action.
        IfPart = "behind-if-part",
        /// Alternative: the floor finds they were not.
        IfNotPart = "behind-if-not-part",
    }
}

crate::text::messages! {
    /// The errors of this module, in the words of `crates/engine/locales/*.ftl`.
    pub(crate) enum Errors {
        /// Nothing found.
        NothingFound = "error-behind-nothing-found",
        /// The seat is not all-in.
        NotAllIn { seat: seat } = "error-behind-not-all-in",
        /// Nobody called the all-in.
        NotCalled { seat: seat } = "error-behind-not-called",
    }
}
