//! `clock`: the clock was called on the player to act (Rule 29). The player has 25 seconds,
//! then a 5-second countdown. An action by the end of the countdown stands (a tie goes to the
//! player); after it, a player facing a bet has a dead hand and one not facing a bet is checked.
//! A house may change the seconds, kill every expired hand, run a shot clock (`seconds` then
//! count from the action reaching the player) and give time-bank cards.

use super::common::{PlayerAct, known_seat, state_now};
use crate::error::HandError;
use crate::hand::{Act, Action, ActionKind, Chips, Hand};
use crate::replay::Table;
use crate::rules::RuleKey;
use crate::ruling::{Ctx, Draft, OptionsOut, Outcome, Refund, RuledAction};
use serde::{Deserialize, Serialize};
use crate::house::ClockExpiry;
use crate::text::Reason;

/// The clock was called on the player to act (Rule 29): judged at the end of `hand.actions`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(deny_unknown_fields)]
pub struct ClockDispute {
    /// The seat on the clock: the player to act.
    pub seat: u8,
    /// Seconds from the call of the clock to the player's action (`acted` or `act`) or to now.
    #[cfg_attr(feature = "openapi", schema(maximum = 86400))]
    pub seconds: u32,
    /// Whether the player acted at `seconds` (default false: still thinking; true when `act`
    /// is given).
    #[serde(default)]
    pub acted: bool,
    /// What the player did at `seconds`, where known: the action and, for a bet or raise, its
    /// street total. The ruling then states the act's amount, or hands it back when it came
    /// too late.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub act: Option<PlayerAct>,
    /// Whether the clock was called by a player at the seat, or by the floor (default true). A
    /// clock called from away from the table is not a clock: nothing is running.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub called_from_seat: Option<bool>,
    /// Time-bank (extension) cards the player turned in during this decision, where the house
    /// has time banks (the TDA has none: they add nothing).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "openapi", schema(maximum = 30))]
    pub time_banks: Option<u8>,
}

impl super::Decide for ClockDispute {
    const SPOT: bool = true;
    const OUTCOMES: &'static [(Outcome, &'static str)] = &[
        (
            Outcome::Stands,
            "the player acted by the end of the countdown: the action stands (`action`, with its amount where `act` gives it)",
        ),
        (
            Outcome::NotYet,
            "time has not run out: the clock is still running, or it was not validly called",
        ),
        (
            Outcome::DeadHand,
            "time ran out facing a bet: the hand is dead; its chips stay in the pot (`pots` where that ends the hand; a late act's chips back in `refunds`)",
        ),
        (
            Outcome::Check,
            "time ran out with no bet to face: the player is checked",
        ),
    ];
    const MESSAGES: &'static [&'static [crate::text::Spec]] = &[Errors::SPECS, ClockText::SPECS];

    fn decide(&self, hand: &Hand, ctx: &Ctx) -> Result<Draft, HandError> {
        decide(hand, self, ctx)
    }
}

/// What Rule 29 finds when the clock was called on the player to act: not validly called (not
/// from the seat), an act in time (it stands), the clock still running, or time out: a hand
/// facing a bet dead, one facing none checked (dead too where the house says so).
#[derive(Debug)]
enum Case<'h> {
    /// The clock was not called from a seat at the table.
    NotFromTheSeat,
    /// Acted by the end of the countdown (`tie`: at its last second); the act as made and the
    /// table after it, where `act` gives it.
    InTime {
        tie: bool,
        played: Option<(RuledAction, Box<Table<'h>>)>,
    },
    /// Not acted, time left.
    Running { left: usize },
    /// Time out: the hand is dead, facing a bet (`to_call`) or under the house's expiry; a late
    /// act's chips back; the table with the hand killed.
    Dead {
        to_call: Option<Chips>,
        late: Chips,
        after: Box<Table<'h>>,
    },
    /// Time out with no bet to face: checked; the table after the check.
    Checked { after: Box<Table<'h>> },
}

/// A finding: the case and the clock's times.
#[derive(Debug)]
struct Finding<'h> {
    case: Case<'h>,
    seat: u8,
    seconds: u32,
    /// The clock and countdown (or the shot clock), without time banks.
    base: u32,
    /// With the time banks counted.
    limit: u32,
    /// Time banks used, and counted (the house's most).
    used: u8,
    counted: u8,
    acted: bool,
    /// The table where `hand.actions` ends.
    t: Table<'h>,
}

/// Rule on a `clock` dispute.
fn decide(hand: &Hand, d: &ClockDispute, ctx: &Ctx) -> Result<Draft, HandError> {
    Ok(explain(find(hand, d, ctx)?, ctx))
}

/// Finds the case (pure: no words).
fn find<'h>(hand: &'h Hand, d: &ClockDispute, ctx: &Ctx) -> Result<Finding<'h>, HandError> {
    known_seat(hand, d.seat, "dispute.seat")?;
    let house = &ctx.house;
    let shot_clock = house.shot_clock_seconds > 0;
    let t = state_now(hand)?;
    if t.to_act() != Some(d.seat) {
        return Err(HandError::dispute(
            "dispute.seat",
            Errors::NotToAct { seat: d.seat },
        ));
    }
    let seat = d.seat;
    let used = d.time_banks.unwrap_or(0);
    let counted = used.min(house.time_banks);
    let base = if shot_clock {
        house.shot_clock_seconds
    } else {
        house.clock_seconds + house.clock_countdown_seconds
    };
    let limit = base + u32::from(counted) * house.time_bank_seconds;
    let mut f = Finding {
        case: Case::NotFromTheSeat,
        seat,
        seconds: d.seconds,
        base,
        limit,
        used,
        counted,
        acted: d.acted,
        t: t.clone(),
    };
    if d.called_from_seat == Some(false) && !shot_clock {
        return Ok(f);
    }
    let act = match d.act {
        Some(a) => Some(player_act(a)?),
        None => None,
    };
    f.acted = d.acted || act.is_some();
    let to_call = t.options(seat).map_or(0, |o| o.to_call);
    let index = hand.actions.len();
    let mut after = t.clone();
    f.case = if d.seconds <= limit && f.acted {
        // The act stands as made: its amount, and what it leaves.
        let played = match &act {
            Some(a) => {
                after
                    .apply(index, &Action::Player { seat, act: a.clone() })
                    .map_err(|e| HandError::dispute("dispute.act", e.reason.clone()))?;
                Some((ruled(&t, seat, a), Box::new(after)))
            }
            None => None,
        };
        Case::InTime {
            tie: d.seconds == limit,
            played,
        }
    } else if d.seconds < limit && !f.acted {
        Case::Running {
            left: (limit - d.seconds) as usize,
        }
    } else if to_call > 0 || house.clock_expiry == ClockExpiry::AlwaysDead {
        // A late act's chips go back; the hand is dead and what it put in stays.
        let late = act.as_ref().map_or(0, |a| chips_of(&t, seat, a));
        after.kill(seat, false);
        Case::Dead {
            to_call: (to_call > 0).then_some(to_call),
            late,
            after: Box::new(after),
        }
    } else {
        let _ = after.apply(
            index,
            &Action::Player {
                seat,
                act: Act::Check,
            },
        );
        Case::Checked {
            after: Box::new(after),
        }
    };
    Ok(f)
}

/// Builds the ruling from the finding.
fn explain(f: Finding<'_>, ctx: &Ctx) -> Draft {
    let (seat, t) = (f.seat, &f.t);
    let seconds = f.seconds as usize;
    let (outcome, summary) = match &f.case {
        Case::NotFromTheSeat => {
            let mut dr = Draft::new(Outcome::NotYet, RuleKey::CallingForAClock, None);
            dr.decision.options = t.options(seat).map(|o| OptionsOut::of(seat, o));
            dr.summary = Some(ClockText::NotFromTheSeat { seat }.into());
            return dr;
        }
        Case::InTime { tie, .. } => (
            Outcome::Stands,
            ClockText::InTime {
                seat,
                seconds,
                tie: *tie,
            },
        ),
        Case::Running { left } => (Outcome::NotYet, ClockText::Running { seat, left: *left }),
        Case::Dead {
            to_call: Some(to_call),
            ..
        } => (
            Outcome::DeadHand,
            ClockText::ExpiredFacingBet {
                seat,
                to_call: *to_call,
            },
        ),
        Case::Dead { to_call: None, .. } => {
            (Outcome::DeadHand, ClockText::ExpiredNoBetDead { seat })
        }
        Case::Checked { .. } => (Outcome::Check, ClockText::ExpiredNoBet { seat }),
    };
    let mut dr = Draft::new(outcome, RuleKey::CallingForAClock, None);
    times(&mut dr, &f, ctx);
    match &f.case {
        Case::InTime {
            played: Some((action, after)),
            ..
        } => {
            dr.decision.action = Some(action.clone());
            dr.settle(after);
            next_options(&mut dr, after);
        }
        Case::Checked { after } => {
            dr.decision.action = Some(RuledAction {
                seat,
                action: ActionKind::Check,
                to: None,
            });
            next_options(&mut dr, after);
        }
        Case::Dead { late, after, .. } => explain_dead(&mut dr, seat, *late, t, after),
        Case::Running { .. } => {
            // Still running: the player's choices meanwhile.
            dr.decision.options = t.options(seat).map(|o| OptionsOut::of(seat, o));
        }
        Case::InTime { played: None, .. } | Case::NotFromTheSeat => {}
    }
    dr.reasoning.push(summary.clone().into());
    dr.summary = Some(summary.into());
    dr
}

/// The clock's times: Rule 29's (or the house's, or its shot clock), the time banks counted,
/// an act after the limit.
fn times(dr: &mut Draft, f: &Finding<'_>, ctx: &Ctx) {
    let (house, seat) = (&ctx.house, f.seat);
    let tda = crate::house::HouseRules::tda(ctx.edition);
    dr.reasoning.push(if house.shot_clock_seconds > 0 {
        ClockText::ShotClock {
            seat,
            clock: house.shot_clock_seconds as usize,
        }
        .into()
    } else if (house.clock_seconds, house.clock_countdown_seconds)
        != (tda.clock_seconds, tda.clock_countdown_seconds)
    {
        // The house's times are its own, not Rule 29's.
        ClockText::HouseTime {
            seat,
            clock: house.clock_seconds as usize,
            countdown: house.clock_countdown_seconds as usize,
            limit: f.base as usize,
        }
        .into()
    } else {
        ClockText::Time {
            seat,
            clock: house.clock_seconds as usize,
            countdown: house.clock_countdown_seconds as usize,
            limit: f.base as usize,
        }
        .into()
    });
    if f.used > 0 {
        dr.reasoning.push(
            ClockText::TimeBanks {
                seat,
                used: f.used.into(),
                counted: f.counted.into(),
                each: house.time_bank_seconds as usize,
                limit: f.limit as usize,
            }
            .into(),
        );
    }
    if f.acted && f.seconds > f.limit {
        dr.reasoning.push(
            ClockText::ActedTooLate {
                seat,
                seconds: f.seconds as usize,
            }
            .into(),
        );
    }
}

/// Time out: the hand dead, its chips in the pot, a late act's chips back.
fn explain_dead(dr: &mut Draft, seat: u8, late: Chips, t: &Table<'_>, after: &Table<'_>) {
    dr.decision.action = Some(RuledAction {
        seat,
        action: ActionKind::Fold,
        to: None,
    });
    dr.settle(after);
    if late > 0 {
        let mut refunds = dr.decision.refunds.take().unwrap_or_default();
        refunds.insert(0, Refund { seat, amount: late });
        dr.decision.refunds = Some(refunds);
        dr.decision.returned = Some(late);
    }
    let in_pot = t.total_in(seat);
    dr.reasoning.push(if in_pot > 0 {
        ClockText::DeadChipsStay { seat, in_pot }.into()
    } else {
        ClockText::DeadNothingIn { seat }.into()
    });
    if dr.decision.pots.is_none() {
        next_options(dr, after);
    }
}

/// The choices of the player to act after the ruling.
fn next_options(dr: &mut Draft, after: &crate::replay::Table) {
    if let Some(next) = after.to_act() {
        dr.decision.options = after.options(next).map(|o| OptionsOut::of(next, o));
    }
}

/// The act as the hand model reads it.
fn player_act(a: PlayerAct) -> Result<Act, HandError> {
    let need_to = || {
        a.to.filter(|&t| t > 0)
            .ok_or_else(|| HandError::dispute("dispute.act.to", Errors::NeedsTo))
    };
    Ok(match a.action {
        ActionKind::Fold => Act::Fold,
        ActionKind::Check => Act::Check,
        ActionKind::Call => Act::Call,
        ActionKind::Bet => Act::Bet(need_to()?),
        ActionKind::Raise => Act::Raise(need_to()?),
        ActionKind::AllIn => Act::AllIn,
        ActionKind::BringIn => Act::BringIn,
        ActionKind::Complete => Act::Complete,
        ActionKind::Show | ActionKind::Muck | ActionKind::Draw => {
            return Err(HandError::dispute("dispute.act.action", Errors::NotABettingAct));
        }
    })
}

/// The chips an act puts in.
fn chips_of(t: &crate::replay::Table, seat: u8, act: &Act) -> Chips {
    match act {
        Act::Bet(to) | Act::Raise(to) => to.saturating_sub(t.committed(seat)),
        Act::Call => t
            .current_bet()
            .saturating_sub(t.committed(seat))
            .min(t.stack(seat)),
        Act::AllIn => t.stack(seat),
        _ => 0,
    }
}

/// The act with its street total.
fn ruled(t: &crate::replay::Table, seat: u8, act: &Act) -> RuledAction {
    let all_in_to = t.committed(seat) + t.stack(seat);
    let to = match act {
        Act::Bet(to) | Act::Raise(to) => Some(*to),
        Act::Call => Some(t.current_bet().min(all_in_to)),
        Act::AllIn => Some(all_in_to),
        _ => None,
    };
    let action = match act {
        Act::Call if t.current_bet() <= t.committed(seat) => ActionKind::Check,
        other => other.kind(),
    };
    RuledAction { seat, action, to }
}

crate::text::messages! {
    /// The reasons of a `clock` ruling.
    pub enum ClockText {
        /// The time the rule gives.
        Time { seat: seat, clock: count, countdown: count, limit: count } = "clock-time",
        /// The player acted by the end of the countdown (`tie`: on its last second).
        InTime { seat: seat, seconds: count, tie: flag } = "clock-in-time",
        /// The clock is still running.
        Running { seat: seat, left: count } = "clock-running",
        /// Time ran out facing a bet: dead hand.
        ExpiredFacingBet { seat: seat, to_call: chips } = "clock-expired-facing-bet",
        /// Time ran out with no bet to face: checked.
        ExpiredNoBet { seat: seat } = "clock-expired-no-bet",
        /// Time ran out with no bet to face, under a house that kills every expired hand.
        ExpiredNoBetDead { seat: seat } = "clock-expired-no-bet-dead",
        /// The house's times once the clock is called.
        HouseTime { seat: seat, clock: count, countdown: count, limit: count } = "clock-house-time",
        /// The house's shot clock.
        ShotClock { seat: seat, clock: count } = "clock-shot-clock",
        /// Time-bank cards turned in, and those that count.
        TimeBanks { seat: seat, used: count, counted: count, each: count, limit: count } = "clock-time-banks",
        /// The action came after the countdown and does not count.
        ActedTooLate { seat: seat, seconds: count } = "clock-acted-too-late",
        /// What a dead hand put in stays in the pot.
        DeadChipsStay { seat: seat, in_pot: chips } = "clock-dead-chips-stay",
        /// A dead hand that had put nothing in.
        DeadNothingIn { seat: seat } = "clock-dead-nothing-in",
        /// A clock called from away from the table is not a clock.
        NotFromTheSeat { seat: seat } = "clock-not-from-the-seat",
    }
}

crate::text::messages! {
    /// The errors of this module, in the words of `crates/engine/locales/*.ftl`.
    pub(crate) enum Errors {
        /// The clock is called on the player to act.
        NotToAct { seat: seat } = "error-clock-not-to-act",
        /// A bet or raise needs its street total.
        NeedsTo = "error-clock-needs-to",
        /// Showing or mucking is not an act on the clock.
        NotABettingAct = "error-clock-not-a-betting-act",
    }
}
