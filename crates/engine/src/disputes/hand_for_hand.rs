//! `hand_for_hand`: several players bust on one hand, at one table or, hand for hand, at
//! several: what place does each finish in, and what is each paid? RP-8-A: payout eligibility
//! starts at the hand-for-hand announcement, and players who bust on the hand that reaches the
//! money share the places paid on it (52 left, 50 paid, 3 bust: the three share 50th). The 2026
//! edition's new Rule 22 ranks players busted on one hand by the chips they started it with
//! (counted after posting, in big-blind-ante formats); equal stacks share.
//!
//! # Design
//! Needs no hand: the request gives the players left when the hand began, the places paid,
//! how many busted, the prizes of the places they finish in (best first), and for 2026 the
//! stacks they started the hand with; flat lists, so that a tablet's form can hold them. A
//! shared prize is the places' money divided equally in whole units; the units left over are
//! said, and are the floor's to place (Rule 1). Which edition applies decides the reading, so
//! the outcome is edition-dependent.

use crate::error::HandError;
use crate::hand::{Chips, Hand};
use crate::rules::{Edition, RuleKey};
use crate::ruling::{Alt, Ctx, Draft, Outcome, Prize};
use crate::text::Reason;
use serde::{Deserialize, Serialize};

/// Players busted on one hand: their places and prizes.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(deny_unknown_fields)]
pub struct HandForHandDispute {
    /// Players left in the tournament when the hand began, the busted ones included.
    #[cfg_attr(feature = "openapi", schema(minimum = 2, maximum = 100000))]
    pub remaining: u32,
    /// The places paid.
    #[cfg_attr(feature = "openapi", schema(minimum = 1, maximum = 100000))]
    pub paid: u32,
    /// How many players busted on the hand.
    #[cfg_attr(feature = "openapi", schema(minimum = 1, maximum = 100))]
    pub busted: u32,
    /// The prizes of the places the busted players finish in, best place first (the unpaid
    /// places may be left out), in whole currency units.
    #[serde(default)]
    #[cfg_attr(feature = "openapi", schema(value_type = Vec<crate::units::ChipsSchema>, max_items = 100))]
    pub payouts: Vec<Chips>,
    /// The chips each busted player started the hand with (after posting, in big-blind-ante
    /// formats), one per player: what the 2026 rule ranks by.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    #[cfg_attr(feature = "openapi", schema(value_type = Vec<crate::units::ChipsSchema>, max_items = 100))]
    pub start_stacks: Vec<Chips>,
    /// The busted players' names, in the order of `start_stacks` (optional).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    #[cfg_attr(feature = "openapi", schema(max_items = 100))]
    pub players: Vec<String>,
    /// Whether hand-for-hand had been announced before the hand (default true): payout
    /// eligibility starts at the announcement (RP-8-A).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub h4h_announced: Option<bool>,
    /// Whether the players busted at one table (2026): the 2026 rule ranks players busting on
    /// one hand of one table by their starting stacks; players busting on the same
    /// hand-for-hand hand at different tables share their places (RP-8). Unknown when absent:
    /// the one-table reading, with the other as an alternative.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub same_table: Option<bool>,
}

/// The outcome codes only this family answers with.
#[allow(non_upper_case_globals)]
impl Outcome {
    /// The busted players share the places they finish in, and their money (RP-8-A, 2024).
    pub const SharedPlaces: Outcome = Outcome::code("shared_places");
    /// The busted players are ranked by their starting stacks (2026 Rule 22).
    pub const RankedByStack: Outcome = Outcome::code("ranked_by_stack");
    /// None of the busted players reaches a paid place.
    pub const NoPrize: Outcome = Outcome::code("no_prize");
}

impl super::Decide for HandForHandDispute {
    const HANDLESS: bool = true;
    const OUTCOMES: &'static [(Outcome, &'static str)] = &[
        (
            Outcome::SharedPlaces,
            "the busted players share the places they finish in and those places' money equally (`prizes`; RP-8-A, the 2024 edition)",
        ),
        (
            Outcome::RankedByStack,
            "the busted players finish in the order of the stacks they started the hand with, equal stacks sharing (`prizes`; the 2026 Rule 22)",
        ),
        (
            Outcome::NoPrize,
            "no busted player reaches a paid place (`prizes`: the places, no money)",
        ),
        (
            Outcome::Discretion,
            "hand-for-hand was not announced before the hand: the order of the busts is the floor's to settle",
        ),
    ];
    const MESSAGES: &'static [&'static [crate::text::Spec]] = &[Text::SPECS, Errors::SPECS];

    fn decide(&self, _hand: &Hand, ctx: &Ctx) -> Result<Draft, HandError> {
        decide(self, ctx)
    }
}

fn validate(d: &HandForHandDispute) -> Result<(), HandError> {
    let n = d.busted;
    if n == 0 || n > 100 {
        return Err(HandError::dispute("dispute.busted", Errors::Busted));
    }
    if !d.start_stacks.is_empty() && d.start_stacks.len() != n as usize {
        return Err(HandError::dispute(
            "dispute.start_stacks",
            Errors::OnePerPlayer {
                busted: n as usize,
                got: d.start_stacks.len(),
            },
        ));
    }
    if !d.players.is_empty() && d.players.len() != n as usize {
        return Err(HandError::dispute(
            "dispute.players",
            Errors::OnePerPlayer {
                busted: n as usize,
                got: d.players.len(),
            },
        ));
    }
    if d.players.iter().any(|p| p.len() > 100)
        || d.start_stacks.iter().any(|&c| c > crate::units::MAX_CHIPS)
    {
        return Err(HandError::dispute("dispute.players", Errors::Busted));
    }
    if d.remaining < 2 || d.remaining > 100_000 || n >= d.remaining {
        return Err(HandError::dispute(
            "dispute.remaining",
            Errors::Remaining {
                remaining: d.remaining as usize,
                busted: n as usize,
            },
        ));
    }
    if d.paid == 0 || d.paid > 100_000 {
        return Err(HandError::dispute("dispute.paid", Errors::Paid));
    }
    if d.payouts.len() > n as usize || d.payouts.iter().any(|&p| p > crate::units::MAX_CHIPS) {
        return Err(HandError::dispute("dispute.payouts", Errors::PayoutsRange));
    }
    // Every paid place the busted players finish in needs its prize.
    let best = d.remaining - n + 1;
    let paid_places = (d.remaining.min(d.paid) + 1).saturating_sub(best) as usize;
    if d.payouts.len() < paid_places {
        return Err(HandError::dispute(
            "dispute.payouts",
            Errors::Payouts {
                need: paid_places,
                best: best as usize,
            },
        ));
    }
    Ok(())
}

/// The prize of a place (from 1), 0 when not paid.
fn prize_of(d: &HandForHandDispute, place: u32) -> Chips {
    if place == 0 || place > d.paid {
        return 0;
    }
    let best = d.remaining - d.busted + 1;
    d.payouts
        .get((place - best) as usize)
        .copied()
        .unwrap_or(0)
}

/// A group of busted players sharing places `from..=to`: their prizes and the units left over.
fn share(d: &HandForHandDispute, who: &[usize], from: u32, to: u32, out: &mut Vec<Prize>) -> Chips {
    let money: Chips = (from..=to).map(|p| prize_of(d, p)).sum();
    let n = who.len() as Chips;
    let each = money / n;
    for &i in who {
        out.push(Prize {
            player: d.players.get(i).cloned(),
            index: i,
            place: from,
            through: to,
            amount: each,
        });
    }
    money - each * n
}

/// What RP-8 (and, in 2026, the rule on simultaneous busts) finds of players busted on the
/// same hand: hand-for-hand not announced (the floor's), the places they span shared, or the
/// places ranked by starting stack (2026).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Case {
    NotAnnounced,
    Shared,
    Ranked,
}

/// A finding: the case, the places and the prizes.
#[derive(Debug)]
struct Finding {
    case: Case,
    /// The best and worst places the busted players span.
    best: u32,
    worst: u32,
    /// Whether any of those places is paid.
    paid_any: bool,
    prizes: Vec<Prize>,
    /// The chips no even share could give.
    left_over: Chips,
    /// The money of the places spanned.
    money: Chips,
}

fn decide(d: &HandForHandDispute, ctx: &Ctx) -> Result<Draft, HandError> {
    let f = find(d, ctx)?;
    let ranked = f.case == Case::Ranked;
    let outcome = match f.case {
        Case::NotAnnounced => {
            let mut dr = Draft::new(Outcome::Discretion, RuleKey::RpHandForHand, Some("A"));
            dr.discretion = true;
            dr.summary = Some(Text::NotAnnounced.into());
            return Ok(dr);
        }
        _ if !f.paid_any => Outcome::NoPrize,
        Case::Ranked => Outcome::RankedByStack,
        Case::Shared => Outcome::SharedPlaces,
    };
    let mut dr = if ranked {
        let mut dr = Draft::new(outcome, RuleKey::SimultaneousBusts, None);
        dr.see_also.push((RuleKey::RpHandForHand, Some("A")));
        if d.h4h_announced == Some(false) {
            dr.reasoning.push(Text::RankedAnyway.into());
        }
        dr
    } else {
        let mut dr = Draft::new(outcome, RuleKey::RpHandForHand, Some("A"));
        // The 2026 rule exists in 2026 only.
        if ctx.edition == Edition::E2026 {
            dr.see_also.push((RuleKey::SimultaneousBusts, None));
        }
        dr
    };
    let n = d.busted;
    let (best, worst) = (f.best as usize, f.worst as usize);
    dr.reasoning.push(
        Text::Places {
            count: n as usize,
            remaining: d.remaining as usize,
            best,
            worst,
            paid: d.paid as usize,
        }
        .into(),
    );
    if n > 1 {
        dr.reasoning.push(if ranked {
            Text::Ranked.into()
        } else {
            Text::Shared {
                count: n as usize,
                best,
                worst,
            }
            .into()
        });
    }
    if f.left_over > 0 {
        dr.discretion = true;
        dr.reasoning.push(Text::LeftOver {
            left_over: f.left_over,
        }
        .into());
    }
    if ranked && d.busted > 1 && d.same_table.is_none() {
        dr.alternatives
            .push(Alt::outcome(Text::IfDifferentTables, Outcome::SharedPlaces));
    }
    if !ranked && ctx.edition == Edition::E2026 && d.same_table == Some(false) && d.busted > 1 {
        dr.reasoning.push(Text::DifferentTables.into());
    }
    dr.summary = Some(summary(d, &f));
    dr.decision.prizes = Some(f.prizes);
    Ok(dr)
}

/// The summary: one player's place and prize, no prize, the places ranked or shared.
fn summary(d: &HandForHandDispute, f: &Finding) -> crate::text::Message {
    let (n, best, money) = (d.busted, f.best as usize, f.money);
    if n == 1 && f.paid_any {
        Text::SummaryOne { place: best, money }.into()
    } else if !f.paid_any {
        Text::SummaryNoPrize {
            best,
            paid: d.paid as usize,
        }
        .into()
    } else if f.case == Case::Ranked {
        Text::SummaryRanked {
            count: n as usize,
            money,
        }
        .into()
    } else {
        Text::SummaryShared {
            count: n as usize,
            money,
            each: f.prizes.first().map_or(0, |p| p.amount),
        }
        .into()
    }
}

/// Finds the case and the prizes (pure: no words).
fn find(d: &HandForHandDispute, ctx: &Ctx) -> Result<Finding, HandError> {
    validate(d)?;
    let n = d.busted;
    let best = d.remaining - n + 1;
    let worst = d.remaining;
    let paid_any = best <= d.paid;
    let mut f = Finding {
        case: Case::NotAnnounced,
        best,
        worst,
        paid_any,
        prizes: Vec::new(),
        left_over: 0,
        money: 0,
    };
    // 2026 ranks busts on one hand by starting stack whether or not hand-for-hand was on.
    if d.h4h_announced == Some(false)
        && (ctx.edition != Edition::E2026 || d.start_stacks.is_empty())
    {
        return Ok(f);
    }
    // 2026 ranks by starting stack; when no busted player is paid and the stacks are not
    // given, the order changes no money and the places are shared as under RP-8.
    let ranked = ctx.edition == Edition::E2026
        && d.same_table != Some(false)
        && (paid_any || !d.start_stacks.is_empty());
    if ranked {
        // Highest starting stack first; equal stacks share the places they span.
        if d.start_stacks.is_empty() {
            return Err(HandError::dispute("dispute.start_stacks", Errors::StartStack));
        }
        let mut order: Vec<usize> = (0..n as usize).collect();
        let stack = |i: usize| d.start_stacks[i];
        order.sort_by_key(|&i| std::cmp::Reverse(stack(i)));
        let mut k = 0;
        while k < order.len() {
            let s = stack(order[k]);
            let group: Vec<usize> = order[k..]
                .iter()
                .copied()
                .take_while(|&i| stack(i) == s)
                .collect();
            let from = best + k as u32;
            let to = from + group.len() as u32 - 1;
            f.left_over += share(d, &group, from, to, &mut f.prizes);
            k += group.len();
        }
        f.case = Case::Ranked;
    } else {
        let all: Vec<usize> = (0..n as usize).collect();
        f.left_over += share(d, &all, best, worst, &mut f.prizes);
        f.case = Case::Shared;
    }
    f.money = (best..=worst).map(|p| prize_of(d, p)).sum();
    Ok(f)
}

crate::text::messages! {
    /// The reasons of a `hand_for_hand` ruling.
    pub enum Text {
        /// Where the busted players finish.
        Places { count: count, remaining: count, best: count, worst: count, paid: count } = "h4h-places",
        /// 2024: they share the places.
        Shared { count: count, best: count, worst: count } = "h4h-shared",
        /// 2026: ranked by starting stack.
        Ranked = "h4h-ranked",
        /// Alternative: the players busted at different tables.
        IfDifferentTables = "h4h-if-different-tables",
        /// 2026: busted at different tables, so RP-8 shares.
        DifferentTables = "h4h-different-tables",
        /// Units that do not divide.
        LeftOver { left_over: chips } = "h4h-left-over",
        /// Not announced: the floor settles the order.
        NotAnnounced = "h4h-not-announced",
        /// Summary: shared.
        SummaryShared { count: count, money: chips, each: chips } = "h4h-summary-shared",
        /// Summary: ranked.
        SummaryRanked { count: count, money: chips } = "h4h-summary-ranked",
        /// Summary: nobody paid.
        SummaryNoPrize { best: count, paid: count } = "h4h-summary-no-prize",
        /// Summary: one player busted.
        SummaryOne { place: count, money: chips } = "h4h-summary-one",
        /// 2026: ranked though hand-for-hand was not announced.
        RankedAnyway = "h4h-ranked-anyway",
    }
}

crate::text::messages! {
    /// The errors of this module, in the words of `crates/engine/locales/*.ftl`.
    pub(crate) enum Errors {
        Busted = "error-h4h-busted",
        Remaining { remaining: count, busted: count } = "error-h4h-remaining",
        Paid = "error-h4h-paid",
        Payouts { need: count, best: count } = "error-h4h-payouts",
        OnePerPlayer { busted: count, got: count } = "error-h4h-one-per-player",
        PayoutsRange = "error-h4h-payouts-range",
        StartStack = "error-h4h-start-stack",
    }
}
