//! `away_from_table`: a player with a live hand, all-in or not, leaves the table while action
//! is pending (Rule 31). Players with live hands must stay at the table through the betting and
//! the showdown; leaving may be penalised (Rule 71).
//!
//! # Design
//! Rule 31 kills no hand: the hand stays live and every chip stays where it is (what the seat
//! put in stays in the pot, the rest stays behind). The penalty is the floor's (Rule 71). If
//! the action reaches the absent player, the rule says nothing of its own; the one rule that
//! ends such a wait is the clock (Rule 29): when a clock called on the seat runs out, a hand
//! facing a bet is dead and one facing none is checked. An all-in player has nothing left to
//! act on, so only the penalty is in question.

use super::common::{known_seat, state_now};
use crate::error::HandError;
use crate::hand::{ActionKind, Chips, Hand};
use crate::rules::RuleKey;
use crate::replay::Table;
use crate::ruling::{Alt, Ctx, Draft, Outcome, PenaltyOut, RuledAction};
use crate::text::Reason;
use serde::{Deserialize, Serialize};

/// A player with a live hand left the table with action pending, judged at the end of
/// `hand.actions`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(deny_unknown_fields)]
pub struct AwayFromTableDispute {
    /// The player who left (a live hand).
    pub seat: u8,
    /// Whether a clock was called on the absent player, now to act, and ran out before they
    /// came back.
    #[serde(default)]
    pub clock_ran_out: bool,
}

/// The outcome codes only this family answers with.
#[allow(non_upper_case_globals)]
impl Outcome {
    /// The hand stays live; any penalty is the floor's.
    pub const StaysLive: Outcome = Outcome::code("stays_live");
}

impl super::Decide for AwayFromTableDispute {
    const OUTCOMES: &'static [(Outcome, &'static str)] = &[
        (
            Outcome::StaysLive,
            "the hand stays live and no chip moves (a hand already played out is settled, `pots`); leaving may be penalised, a `penalty` question",
        ),
        (
            Outcome::DeadHand,
            "the player is to act facing a bet and a clock ran out before they came back: the hand is dead, its chips stay in the pot",
        ),
        (
            Outcome::Check,
            "the player is to act with nothing to call and a clock ran out before they came back: the hand is checked",
        ),
    ];
    const MESSAGES: &'static [&'static [crate::text::Spec]] = &[Text::SPECS, Errors::SPECS];

    fn decide(&self, hand: &Hand, _ctx: &Ctx) -> Result<Draft, HandError> {
        Ok(explain(find(hand, self)?))
    }
}

/// What Rule 31 (and Rule 29, the clock, where a clock ran out) finds of a player away with a
/// live hand: dead facing a bet, checked facing none, or the hand live (all in, or waiting for
/// the player).
#[derive(Debug)]
enum Case<'h> {
    /// A clock ran out facing a bet: the hand is dead; the table with it killed.
    ClockDead {
        to_call: Chips,
        dead: Box<Table<'h>>,
    },
    /// A clock ran out with nothing to call: the hand is checked.
    ClockChecked,
    /// All in: nothing left to act on; a hand already played out is settled.
    AllIn,
    /// The hand stays live, the action waiting for the player.
    Live(Waiting),
}

/// Where the action stands for a live hand whose player is away.
#[derive(Debug)]
enum Waiting {
    /// To act, nothing to call: a clock would check it.
    ToActNoBet,
    /// To act facing a bet: a clock would kill it, and the dead hand may end the hand (the
    /// winner, the pot, the bet nobody called).
    ToActFacing {
        to_call: Chips,
        ends: Option<(u8, Chips, Chips)>,
    },
    /// The action has not reached the player.
    ActionToCome,
}

/// A finding: the case, the seat's chips and the penalty's lean.
#[derive(Debug)]
struct Finding<'h> {
    case: Case<'h>,
    seat: u8,
    in_pot: Chips,
    behind: Chips,
    /// The table where `hand.actions` ends.
    t: Table<'h>,
    /// One missed round, counted from the stack the seat would post from.
    lean: PenaltyOut,
}

/// Finds the case (pure: no words).
fn find<'h>(hand: &'h Hand, d: &AwayFromTableDispute) -> Result<Finding<'h>, HandError> {
    known_seat(hand, d.seat, "dispute.seat")?;
    let seat = d.seat;
    let t = state_now(hand)?;
    if t.has_folded(seat) {
        return Err(HandError::dispute("dispute.seat", Errors::NoLiveHand { seat }));
    }
    let to_act = t.to_act() == Some(seat);
    if d.clock_ran_out && !to_act {
        return Err(HandError::dispute(
            "dispute.clock_ran_out",
            Errors::NotToAct { seat },
        ));
    }
    let to_call = if to_act {
        t.options(seat).map_or(0, |o| o.to_call)
    } else {
        0
    };
    let all_in = t.is_all_in(seat);
    let case = if d.clock_ran_out && to_call > 0 {
        let mut dead = t.clone();
        dead.kill(seat, false);
        Case::ClockDead {
            to_call,
            dead: Box::new(dead),
        }
    } else if d.clock_ran_out {
        Case::ClockChecked
    } else if all_in {
        Case::AllIn
    } else if to_act && to_call == 0 {
        Case::Live(Waiting::ToActNoBet)
    } else if to_act {
        // Where the dead hand ends the hand: who wins, and the bet nobody called.
        let mut dead = t.clone();
        dead.kill(seat, false);
        let ends = dead.result().filter(|r| r.pots.len() == 1).and_then(|r| {
            let pot = &r.pots[0];
            let back: Chips = r.returned.iter().map(|x| x.stack).sum();
            match pot.winners.as_slice() {
                [w] => Some((*w, pot.amount, back)),
                _ => None,
            }
        });
        Case::Live(Waiting::ToActFacing { to_call, ends })
    } else {
        Case::Live(Waiting::ActionToCome)
    };
    let behind = t.stack(seat);
    let players = u8::try_from(hand.seats.len()).unwrap_or(u8::MAX);
    // The stack the seat would post from: after the hand where it is settled; an all-in
    // still to be decided, the whole count (its stack is not known yet).
    let after = t
        .result()
        .and_then(|r| r.final_stacks)
        .and_then(|f| f.into_iter().find(|s| s.seat == seat))
        .map(|s| s.stack);
    let from = after.unwrap_or(if all_in { Chips::MAX } else { behind });
    let lean = super::penalty::count(hand, seat, 1, players, from);
    Ok(Finding {
        case,
        seat,
        in_pot: t.total_in(seat),
        behind,
        t,
        lean,
    })
}

/// A ruled act of the seat.
fn act(seat: u8, action: ActionKind) -> Option<RuledAction> {
    Some(RuledAction {
        seat,
        action,
        to: None,
    })
}

/// Builds the ruling from the finding.
fn explain(f: Finding<'_>) -> Draft {
    let (seat, in_pot, behind) = (f.seat, f.in_pot, f.behind);
    let all_in = matches!(f.case, Case::AllIn);
    let clock_ran_out = matches!(f.case, Case::ClockDead { .. } | Case::ClockChecked);
    let mut dr = match &f.case {
        Case::ClockDead { to_call, dead } => {
            let mut dr = Draft::new(Outcome::DeadHand, RuleKey::CallingForAClock, None);
            dr.see_also.push((RuleKey::AtTheTable, None));
            dr.decision.action = act(seat, ActionKind::Fold);
            dr.summary = Some(if in_pot == 0 {
                Text::DeadNothingIn { seat }.into()
            } else {
                Text::Dead { seat, in_pot }.into()
            });
            dr.reasoning.push(Text::Rule.into());
            let to_call = *to_call;
            dr.reasoning.push(Text::ClockFacingBet { seat, to_call }.into());
            // The dead hand may end the hand: its money settled as the clock's would be.
            dr.settle(dead);
            if dr.decision.pots.is_none() {
                dr.decision.options = dead
                    .to_act()
                    .and_then(|n| dead.options(n).map(|o| crate::ruling::OptionsOut::of(n, o)));
            }
            dr
        }
        Case::ClockChecked => {
            let mut dr = Draft::new(Outcome::Check, RuleKey::CallingForAClock, None);
            dr.see_also.push((RuleKey::AtTheTable, None));
            dr.decision.action = act(seat, ActionKind::Check);
            dr.summary = Some(Text::Checked { seat }.into());
            dr.reasoning.push(Text::Rule.into());
            dr.reasoning.push(Text::ClockNoBet { seat }.into());
            dr
        }
        Case::AllIn | Case::Live(_) => {
            let mut dr = Draft::new(Outcome::StaysLive, RuleKey::AtTheTable, None);
            dr.summary = Some(Text::Live { seat }.into());
            dr.reasoning.push(Text::Rule.into());
            dr.reasoning.push(Text::NotKilled { seat }.into());
            match &f.case {
                Case::Live(waiting) => explain_waiting(&mut dr, seat, in_pot, waiting),
                _ => {
                    dr.reasoning.push(Text::AllIn { seat, in_pot }.into());
                    // Nothing is left to act on: a hand already played out is settled.
                    dr.settle(&f.t);
                }
            }
            dr
        }
    };
    if !all_in {
        dr.reasoning.push(Text::Chips { seat, in_pot, behind }.into());
    }
    // The hand's fate is the rule's (31 kills nothing; 29 once a clock ran out). What the
    // floor decides is what the rules leave open: how long to wait for a player with action
    // still to come (a clock, Rule 29). The penalty is a question of its own (`penalty`,
    // Rule 71): its lean is stated, not flagged as this ruling's discretion.
    dr.discretion = !clock_ran_out && !all_in;
    dr.see_also.push((RuleKey::Penalties, None));
    if dr.discretion {
        dr.see_also.push((RuleKey::FloorDecisions, None));
    }
    dr.reasoning.push(Text::Penalty { seat }.into());
    dr.reasoning.push(
        Text::PenaltyLean {
            hands: f.lean.hands as usize,
            forced: f.lean.forced_bets,
        }
        .into(),
    );
    dr
}

/// A live hand waiting for its player: where the action stands, and what a clock would do.
fn explain_waiting(dr: &mut Draft, seat: u8, in_pot: Chips, waiting: &Waiting) {
    dr.see_also.push((RuleKey::CallingForAClock, None));
    dr.reasoning.push(match *waiting {
        Waiting::ToActFacing { to_call, .. } => Text::ToActFacing { seat, to_call }.into(),
        Waiting::ToActNoBet => Text::ToActNoBet { seat }.into(),
        Waiting::ActionToCome => Text::WhenActionComes { seat }.into(),
    });
    dr.reasoning.push(Text::Silent.into());
    let (condition, outcome, action) = match *waiting {
        Waiting::ToActNoBet => (
            Text::IfClockNoBet { seat },
            Outcome::Check,
            ActionKind::Check,
        ),
        Waiting::ToActFacing {
            ends: Some((winner, pot, 0)),
            ..
        } => (
            Text::IfClockEndsHand {
                seat,
                in_pot,
                winner,
                pot,
            },
            Outcome::DeadHand,
            ActionKind::Fold,
        ),
        Waiting::ToActFacing {
            ends: Some((winner, pot, back)),
            ..
        } => (
            Text::IfClockEndsHandBack {
                seat,
                in_pot,
                winner,
                pot,
                back,
            },
            Outcome::DeadHand,
            ActionKind::Fold,
        ),
        Waiting::ToActFacing { ends: None, .. } | Waiting::ActionToCome => (
            Text::IfClockFacingBet { seat, in_pot },
            Outcome::DeadHand,
            ActionKind::Fold,
        ),
    };
    dr.alternatives.push(Alt {
        condition: condition.into(),
        outcome,
        action: act(seat, action),
        returned: None,
        options: None,
    });
}

crate::text::messages! {
    /// The reasons of an `away_from_table` ruling.
    pub enum Text {
        /// What the rule says.
        Rule = "away-rule",
        /// Summary: the hand stays live.
        Live { seat: seat } = "away-live",
        /// The rule kills nothing.
        NotKilled { seat: seat } = "away-not-killed",
        /// All in: nothing left to act on.
        AllIn { seat: seat, in_pot: chips } = "away-all-in",
        /// To act now, facing a bet.
        ToActFacing { seat: seat, to_call: chips } = "away-to-act-facing",
        /// To act now, nothing to call.
        ToActNoBet { seat: seat } = "away-to-act-no-bet",
        /// Not yet to act.
        WhenActionComes { seat: seat } = "away-when-action-comes",
        /// The rule is silent on an absent player's turn.
        Silent = "away-silent",
        /// Alternative: a clock runs out facing a bet.
        IfClockFacingBet { seat: seat, in_pot: chips } = "away-if-clock-facing-bet",
        /// Alternative: a clock runs out facing a bet, and that ends the hand.
        IfClockEndsHand { seat: seat, in_pot: chips, winner: seat, pot: chips } = "away-if-clock-ends-hand",
        /// The same, with the bet nobody called going back.
        IfClockEndsHandBack { seat: seat, in_pot: chips, winner: seat, pot: chips, back: chips } = "away-if-clock-ends-hand-back",
        /// Alternative: a clock runs out with nothing to call.
        IfClockNoBet { seat: seat } = "away-if-clock-no-bet",
        /// Summary: dead.
        Dead { seat: seat, in_pot: chips } = "away-dead",
        /// The same, the seat having put nothing in on the hand.
        DeadNothingIn { seat: seat } = "away-dead-nothing-in",
        /// The clock ran out facing a bet.
        ClockFacingBet { seat: seat, to_call: chips } = "away-clock-facing-bet",
        /// Summary: checked.
        Checked { seat: seat } = "away-checked",
        /// The clock ran out with nothing to call.
        ClockNoBet { seat: seat } = "away-clock-no-bet",
        /// Where the chips are.
        Chips { seat: seat, in_pot: chips, behind: chips } = "away-chips",
        /// The penalty is the floor's.
        Penalty { seat: seat } = "away-penalty",
        /// The penalty's lean: a warning first; one missed round counted.
        PenaltyLean { hands: count, forced: chips } = "away-penalty-lean",
    }
}

crate::text::messages! {
    /// The errors of this module, in the words of `crates/engine/locales/*.ftl`.
    pub(crate) enum Errors {
        NoLiveHand { seat: seat } = "error-away-no-live-hand",
        NotToAct { seat: seat } = "error-away-not-to-act",
    }
}
