//! `out_of_turn`: is an action out of turn binding? Was a skipped player's right lost?
//! Rule 53 (2026: 55): 53-A the action binds if what it faced has not changed; a fold out of
//! turn always binds (58); 53-B a skipped player silent through substantial action (36) loses
//! the protection. 2026 adds: after a passive action out of turn, if the action changes the
//! player may only call or fold; its one illustration is a check heads-up, and its multi-way
//! example still gives every option, so the limit is applied to a check heads-up only, and
//! the 2024 answer mentions it exactly when the 2026 answer for the same hand applies it.
//!
//! # Design
//!
//! The request states facts (the act, what followed, the player passed over and whether that
//! player spoke up) and both parts of the rule are applied to them. `then` is read in order:
//! an act by the player whose turn it is, is in turn (the action has gone back); an act by
//! another player is another act out of turn. The acts out of turn made before the action went
//! back are counted for substantial action (53-B): reached with the skipped player silent, the
//! acts bind and the floor decides the skipped hand; otherwise the action goes back and 53-A
//! judges each act out of turn when its turn comes. Where the skipped player's speaking up is
//! not known and decides the ruling, both readings are given.

use super::common::{PlayerAct, known_seat, state_now};
use crate::error::HandError;
use crate::hand::{Act, Action, ActionInput, ActionKind, Chips, Hand, HandInput};
use crate::replay::Table;
use crate::rules::RuleKey;
use crate::ruling::{Alt, Ctx, Draft, OptionsOut, Outcome, RuledAction};
use crate::text::Message;
use serde::{Deserialize, Serialize};
use crate::house::PassiveOutOfTurn;
use crate::text::Reason;

/// Is an action out of turn binding?
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(deny_unknown_fields)]
pub struct OutOfTurnDispute {
    /// The player who acted out of turn.
    pub seat: u8,
    /// The action out of turn.
    pub act: PlayerAct,
    /// What happened next, in order: the actions in turn, and any act by a player not in turn
    /// behind `seat` (another act out of turn, judged the same way when its turn comes).
    #[serde(default)]
    pub then: Vec<ActionInput>,
    /// The player passed over, where one was.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub skipped_seat: Option<u8>,
    /// Whether the skipped player spoke up before substantial action; unknown when absent.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub skipped_spoke_up: Option<bool>,
}

fn to_act(a: &ActionInput, hand: &Hand, k: usize) -> Result<Action, HandError> {
    // Reuse the hand parser for one action, so the same checks and messages apply.
    let probe = HandInput {
        actions: vec![a.clone()],
        ..hand.to_input()
    };
    let mut parsed = Hand::parse(&probe)
        .map_err(|e| HandError::dispute(format!("dispute.then[{k}]"), e.reason))?;
    parsed
        .actions
        .pop()
        .ok_or_else(|| HandError::dispute(format!("dispute.then[{k}]"), Errors::EmptyAction))
}

fn oot_act(d: &OutOfTurnDispute) -> Result<Act, HandError> {
    let need_to = || {
        d.act
            .to
            .filter(|&t| t > 0)
            .ok_or_else(|| HandError::dispute("dispute.act.to", Errors::BetOrRaiseNeedsStreet))
    };
    Ok(match d.act.action {
        ActionKind::Fold => Act::Fold,
        ActionKind::Check => Act::Check,
        ActionKind::Call => Act::Call,
        ActionKind::Bet => Act::Bet(need_to()?),
        ActionKind::Raise => Act::Raise(need_to()?),
        ActionKind::AllIn => Act::AllIn,
        ActionKind::BringIn => Act::BringIn,
        ActionKind::Complete => Act::Complete,
        ActionKind::Show | ActionKind::Muck | ActionKind::Draw => {
            return Err(HandError::dispute(
                "dispute.act.action",
                Errors::ShowingOrMuckingNotBetting,
            ));
        }
    })
}

fn chips_of(t: &Table, seat: u8, act: &Act) -> Chips {
    match act {
        Act::Bet(to) | Act::Raise(to) => to.saturating_sub(t.committed(seat)),
        Act::Call => t.current_bet().saturating_sub(t.committed(seat)),
        Act::AllIn => t.stack(seat),
        _ => 0,
    }
}

/// The outcome codes only this family answers with.
#[allow(non_upper_case_globals)]
impl Outcome {
    /// The act out of turn binds unless a player before it bets or raises.
    pub const BindingIfUnchanged: Outcome = Outcome::code("binding_if_unchanged");
}

impl super::Decide for OutOfTurnDispute {
    const SPOT: bool = true;
    const OUTCOMES: &'static [(Outcome, &'static str)] = &[
        (Outcome::Binding, "the act out of turn binds as made (`action`)"),
        (
            Outcome::BindingIfUnchanged,
            "the players before the seat are still to act: the act out of turn binds unless one of them bets or raises (`options`: the choices of the player whose turn it is; `alternatives`: each branch)",
        ),
        (
            Outcome::NotBinding,
            "the action changed: the act out of turn does not bind, its chips go back (`returned`) and the player has every option (`options`)",
        ),
        (
            Outcome::CallOrFold,
            "the player `options.seat` names may only call or fold: the player out of turn (2026, a check out of turn heads-up, then the action changed), or a skipped hand the floor keeps live",
        ),
        (Outcome::DeadHand, "the skipped player's hand is dead (an alternative the floor may choose)"),
    ];
    const MESSAGES: &'static [&'static [crate::text::Spec]] = &[Errors::SPECS, OutOfTurnText::SPECS];

    fn decide(&self, hand: &Hand, ctx: &Ctx) -> Result<Draft, HandError> {
        decide(hand, self, ctx)
    }
}

/// Rule on an `out_of_turn` dispute.
fn decide(hand: &Hand, d: &OutOfTurnDispute, ctx: &Ctx) -> Result<Draft, HandError> {
    known_seat(hand, d.seat, "dispute.seat")?;
    if let Some(s) = d.skipped_seat {
        known_seat(hand, s, "dispute.skipped_seat")?;
    }
    let t = state_now(hand)?;
    let Some(in_turn) = t.to_act() else {
        return Err(HandError::dispute(
            "dispute",
            Errors::NoPlayerActBettingOver,
        ));
    };
    if d.seat == in_turn {
        return Err(HandError::dispute(
            "dispute.seat",
            Errors::SeatPlayerActNotOut { seat: d.seat },
        ));
    }
    if t.has_folded(d.seat) {
        return Err(HandError::dispute(
            "dispute.seat",
            Errors::SeatHasFolded { seat: d.seat },
        ));
    }
    let skipped = d.skipped_seat.unwrap_or(in_turn);
    if !passed_over(&t, in_turn, d.seat, skipped) {
        return Err(HandError::dispute(
            "dispute.skipped_seat",
            Errors::NotPassedOver {
                skipped,
                seat: d.seat,
                in_turn,
            },
        ));
    }
    let act = oot_act(d)?;
    let then: Vec<Action> = d
        .then
        .iter()
        .enumerate()
        .map(|(k, a)| to_act(a, hand, k))
        .collect::<Result<_, _>>()?;
    if act == Act::Fold {
        return Ok(fold_binds(d.seat));
    }
    let base = hand.actions.len();
    let (after, behind) = replay_then(&t, d.seat, &act, &then, base)?;
    // Rule 53-B: the acts out of turn made before the action went back, the first one
    // included, against the skipped player's silence.
    let mut seq: Vec<(ActionKind, bool)> = vec![(act.kind(), chips_of(&t, d.seat, &act) > 0)];
    seq.extend(
        behind
            .iter()
            .filter(|b| b.before_backup)
            .map(|b| (b.act.kind(), !matches!(b.act, Act::Check | Act::Fold))),
    );
    let sa = ctx.house.substantial(&seq);
    let asked_b = d.skipped_seat.is_some() || d.skipped_spoke_up.is_some() || seq.len() > 1;
    let part_a = || backed_up(d, &act, &then, &t, after.clone(), &behind, ctx);
    if sa.reached && d.skipped_spoke_up != Some(true) {
        let mut dr = skipped_too_late(d, &act, &then, &t, skipped);
        dr.reasoning.insert(
            0,
            OutOfTurnText::CountedSubstantial {
                actions: sa.actions,
                skipped,
                with_chips: sa.with_chips,
            }
            .into(),
        );
        if d.skipped_spoke_up.is_none() {
            // Whether the skipped player spoke up in time decides it: the other reading is 53-A.
            let a = part_a()?;
            dr.alternatives
                .push(Alt::from_draft(OutOfTurnText::IfSpokeUp { skipped }, &a));
        }
        return Ok(dr);
    }
    let mut dr = part_a()?;
    if asked_b {
        dr.see_also.insert(0, (RuleKey::ActionOutOfTurn, Some("B")));
        dr.see_also.push((RuleKey::SubstantialAction, None));
        let why: Message = if d.skipped_spoke_up == Some(true) {
            OutOfTurnText::SpokeUp { skipped }.into()
        } else {
            OutOfTurnText::CountedNotYet {
                actions: sa.actions,
                skipped,
                with_chips: sa.with_chips,
            }
            .into()
        };
        dr.reasoning.insert(0, why);
        if sa.ambiguous && d.skipped_spoke_up != Some(true) {
            dr.discretion = true;
            dr.reasoning.insert(1, OutOfTurnText::CheckAndFoldReading.into());
            let b = skipped_too_late(d, &act, &then, &t, skipped);
            dr.alternatives
                .push(Alt::from_draft(OutOfTurnText::FloorCountsCheckAndFold, &b));
        }
    }
    Ok(dr)
}

/// A fold out of turn binds (Rule 58), whatever followed.
fn fold_binds(seat: u8) -> Draft {
    let mut dr = Draft::new(Outcome::Binding, RuleKey::NonStandardFolds, None);
    dr.see_also.push((RuleKey::ActionOutOfTurn, Some("A")));
    dr.decision.action = Some(RuledAction {
        seat,
        action: ActionKind::Fold,
        to: None,
    });
    dr.summary = Some(OutOfTurnText::FoldBinds { seat }.into());
    dr
}

/// Whether `skipped` is a player the act out of turn passed over: the player whose turn it was,
/// or a live player after it and before `seat`, in the order of play.
fn passed_over(t: &Table, in_turn: u8, seat: u8, skipped: u8) -> bool {
    if skipped == in_turn {
        return true;
    }
    let order = t.seats_from_button();
    let pos = |s: u8| order.iter().position(|&x| x == s);
    let (Some(a), Some(b), Some(k)) = (pos(in_turn), pos(seat), pos(skipped)) else {
        return false;
    };
    let n = order.len();
    let dist = |from: usize, to: usize| (to + n - from) % n;
    dist(a, k) < dist(a, b) && !t.has_folded(skipped)
}

/// The table as the act out of turn is judged: before it, and when the action came back.
struct Judged<'a, 'h> {
    /// The table when the act out of turn was made.
    before: &'a Table<'h>,
    /// The table after the players in turn acted (`then`), up to the seat's turn.
    after: Table<'h>,
    /// Whether the action came back to the seat.
    reached: bool,
    /// The index the next action would have in the hand.
    next_index: usize,
}

/// Rule 53-A: back up to the player in turn; binding unless the action changed.
fn backed_up(
    d: &OutOfTurnDispute,
    act: &Act,
    then: &[Action],
    t: &Table,
    after: Table<'_>,
    behind: &[Behind],
    ctx: &Ctx,
) -> Result<Draft, HandError> {
    let seat = d.seat;
    let base = t.hand().actions.len();
    let j = Judged {
        before: t,
        reached: after.to_act() == Some(seat),
        after,
        next_index: base + then.len(),
    };
    // The 2026 illustration is a check heads-up; its multi-way example (53-A Ex 2) still gives
    // every option after a check out of turn, and no example makes a call passive.
    let limited_in_2026 = *act == Act::Check && t.live_seats().len() == 2;
    let reading_2026 = ctx.house.passive_out_of_turn == PassiveOutOfTurn::Reading2026;
    let passive_rule = reading_2026 && limited_in_2026;
    let mut dr = if j.after.current_bet() > t.current_bet() {
        changed(&j, seat, act, passive_rule)
    } else {
        unchanged(&j, d, act, passive_rule)?
    };
    for b in behind {
        if b.act == Act::Fold {
            dr.reasoning
                .push(OutOfTurnText::BehindFold { behind: b.seat }.into());
            if !dr.see_also.iter().any(|(k, _)| *k == RuleKey::NonStandardFolds) {
                dr.see_also.push((RuleKey::NonStandardFolds, None));
            }
            continue;
        }
        dr.reasoning.push(
            OutOfTurnText::Behind {
                behind: b.seat,
                seat,
                act: describe(&b.act),
                faced: b.faced,
                any_bet: b.faced > 0,
                with_chips: !matches!(b.act, Act::Check),
            }
            .into(),
        );
    }
    // The 2024 answer names the 2026 limit where the 2026 answer would apply it: after the
    // action changed, or in the branch where it changes.
    let may_change = dr.decision.outcome == Outcome::NotBinding || !dr.alternatives.is_empty();
    if !reading_2026 && limited_in_2026 && may_change {
        dr.reasoning.push(OutOfTurnText::PassiveIn2026.into());
    }
    Ok(dr)
}

/// A player who also acted out of turn, behind the seat in dispute, before the action was
/// backed up.
struct Behind {
    seat: u8,
    act: Act,
    /// The bet the player faced then, counting the acts out of turn before it as made.
    faced: Chips,
    /// Made before any act in turn: before the action went back (counted for 53-B).
    before_backup: bool,
}

/// The bet level once `act` by `seat` is made at the level `level`.
fn level_after(t: &Table, seat: u8, act: &Act, level: Chips) -> Chips {
    match act {
        Act::Bet(to) | Act::Raise(to) => level.max(*to),
        Act::AllIn => level.max(t.committed(seat) + t.stack(seat)),
        _ => level,
    }
}

/// Replay `then` up to the seat's turn. An action by a player not in turn, behind the seat in
/// dispute, is another act out of turn (Rule 53-A judges it the same way when its turn comes):
/// it is set aside with what it faced, not applied.
fn replay_then<'h>(
    t: &Table<'h>,
    seat: u8,
    act: &Act,
    then: &[Action],
    base: usize,
) -> Result<(Table<'h>, Vec<Behind>), HandError> {
    let mut after = t.clone();
    let mut behind: Vec<Behind> = Vec::new();
    let mut level = level_after(t, seat, act, t.current_bet());
    let mut backed = false;
    for (k, a) in then.iter().enumerate() {
        let Some(next) = after.to_act() else { break };
        if next == seat {
            break;
        }
        if let Action::Player {
            seat: other,
            act: oa,
        } = a
            && *other != next
            && *other != seat
            && !after.has_folded(*other)
            && !behind.iter().any(|b| b.seat == *other)
        {
            behind.push(Behind {
                seat: *other,
                act: oa.clone(),
                faced: level,
                before_backup: !backed,
            });
            level = level_after(t, *other, oa, level);
            continue;
        }
        backed = true;
        after
            .apply(base + k, a)
            .map_err(|e| HandError::dispute(format!("dispute.then[{k}]"), e.reason.clone()))?;
    }
    Ok((after, behind))
}

/// Call or fold only: the 2026 limit after a passive act out of turn.
fn call_or_fold(seat: u8, to_call: Chips) -> OptionsOut {
    OptionsOut {
        seat: Some(seat),
        to_call,
        can_raise: false,
        min_raise_to: None,
        max_raise_to: None,
    }
}

/// The action changed before the seat's turn: not binding (2026, passive, heads-up: call or
/// fold only).
fn changed(j: &Judged, seat: u8, act: &Act, passive_rule: bool) -> Draft {
    let o = j
        .after
        .options(seat)
        .unwrap_or_else(|| j.after.options_at(0));
    let returned = chips_of(j.before, seat, act);
    if passive_rule {
        let mut dr = Draft::new(Outcome::CallOrFold, RuleKey::ActionOutOfTurn, None);
        dr.decision.options = Some(call_or_fold(seat, o.to_call));
        dr.decision.returned = Some(returned);
        dr.summary = Some(
            OutOfTurnText::PassiveThenChanged {
                seat,
                act: describe(act),
                to_call: o.to_call,
            }
            .into(),
        );
        dr.reasoning
            .push(OutOfTurnText::FollowsThe2026Illustration.into());
        return dr;
    }
    let mut dr = Draft::new(Outcome::NotBinding, RuleKey::ActionOutOfTurn, Some("A"));
    dr.decision.options = Some(OptionsOut::of(seat, o));
    dr.decision.returned = Some(returned);
    let raise_from = match (o.min_raise_to, o.max_raise_to) {
        (Some(lo), Some(_)) if o.can_raise => lo,
        _ => 0,
    };
    dr.summary = Some(
        OutOfTurnText::ChangedNotBinding {
            faced: j.before.current_bet(),
            any_bet: j.before.current_bet() > 0,
            now: j.after.current_bet(),
            seat,
            act: describe(act),
            returned,
            any_back: returned > 0,
            to_call: o.to_call,
            raise_from,
        }
        .into(),
    );
    dr
}

/// The action did not change: the act binds as it stands when it is legal at the seat's
/// turn; when players before the seat are still to act, both branches.
fn unchanged(
    j: &Judged,
    d: &OutOfTurnDispute,
    act: &Act,
    passive_rule: bool,
) -> Result<Draft, HandError> {
    let seat = d.seat;
    // A bet or raise over the most the round allows at the seat's turn (a limit bet, the pot)
    // binds at that most; the chips over it go back.
    let over = over_the_most(j, seat, act);
    let corrected;
    let act = match over {
        Some((_, most, _)) => {
            corrected = match act {
                Act::Raise(_) => Act::Raise(most),
                _ => Act::Bet(most),
            };
            &corrected
        }
        None => act,
    };
    let binding_action = if j.reached {
        let mut t3 = j.after.clone();
        t3.apply(
            j.next_index,
            &Action::Player {
                seat,
                act: act.clone(),
            },
        )
        .map_err(|e| HandError::dispute("dispute.act", e.reason.clone()))?;
        let (current, all_in_to) = (
            j.after.current_bet(),
            j.after.committed(seat) + j.after.stack(seat),
        );
        Some(RuledAction {
            seat,
            action: act_kind(act, current),
            to: match act {
                Act::Bet(to) | Act::Raise(to) => Some(*to),
                Act::Call => Some(current.min(all_in_to)),
                Act::AllIn => Some(all_in_to),
                _ => None,
            },
        })
    } else {
        None
    };
    let mut dr = Draft::new(Outcome::Binding, RuleKey::ActionOutOfTurn, Some("A"));
    dr.decision.action = binding_action.or(Some(RuledAction {
        seat,
        action: act.kind(),
        to: over.map(|o| o.1).or(d.act.to),
    }));
    if let Some((to, most, back)) = over {
        dr.decision.returned = Some(back);
        dr.reasoning.push(
            OutOfTurnText::OverTheMost {
                seat,
                to,
                most,
                back,
            }
            .into(),
        );
        if j.after.fourth_street_pair() {
            dr.see_also.push((RuleKey::RpStudDealing, Some("F")));
        }
    }
    if j.reached {
        dr.summary = Some(
            OutOfTurnText::UnchangedBinds {
                seat,
                faced: j.before.current_bet(),
                any_bet: j.before.current_bet() > 0,
                act: describe(act),
            }
            .into(),
        );
        return Ok(dr);
    }
    // The players before the seat have not all acted: it binds only if the action does not
    // change; both branches, and the choices of the player whose turn it is.
    let next = j.after.to_act().unwrap_or(seat);
    dr.decision.outcome = Outcome::BindingIfUnchanged;
    dr.decision.options = j.after.options(next).map(|o| OptionsOut::of(next, o));
    dr.summary = Some(
        OutOfTurnText::BackToTheSeatInTurn {
            next,
            seat,
            act: describe(act),
        }
        .into(),
    );
    if let Some(alt) = raise_branch(j, seat, next, act, passive_rule, &mut dr) {
        dr.alternatives.push(alt);
    }
    dr.alternatives.push(Alt {
        condition: OutOfTurnText::IfOthersOnlyCheckCallOrFold { seat }.into(),
        outcome: Outcome::Binding,
        action: dr.decision.action.clone(),
        returned: None,
        options: None,
    });
    Ok(dr)
}

/// A bet or raise out of turn over the most the round allows the seat at its turn (in limit a
/// bet, in pot-limit the pot; not an all-in): what was bet, that most, and the chips over it.
fn over_the_most(j: &Judged, seat: u8, act: &Act) -> Option<(Chips, Chips, Chips)> {
    let (Act::Bet(to) | Act::Raise(to)) = act else {
        return None;
    };
    let o = j.after.options(seat)?;
    let most = o.max_raise_to?;
    let all_in_to = j.after.committed(seat) + j.after.stack(seat);
    (*to > most && most < all_in_to).then(|| (*to, most, *to - most))
}

/// The changed branch, with the smallest raise by the next player in turn.
fn raise_branch(
    j: &Judged,
    seat: u8,
    next: u8,
    act: &Act,
    passive_rule: bool,
    dr: &mut Draft,
) -> Option<Alt> {
    let o_next = j.after.options(next)?;
    let min_to = o_next.min_raise_to.filter(|_| o_next.can_raise)?;
    let mut t4 = j.after.clone();
    let raise = if j.after.current_bet() == 0 {
        Act::Bet(min_to)
    } else {
        Act::Raise(min_to)
    };
    t4.apply(
        j.next_index,
        &Action::Player {
            seat: next,
            act: raise,
        },
    )
    .ok()?;
    // Let the others in between fold or call; only the change matters for the seat.
    let o = t4.options(seat).unwrap_or_else(|| t4.options_at(0));
    let returned = chips_of(j.before, seat, act);
    dr.reasoning.push(
        OutOfTurnText::RaiseExample {
            next,
            min_to,
            seat,
            to_call: o.to_call,
            reraise_to: o.min_raise_to.unwrap_or(0),
            returned,
        }
        .into(),
    );
    Some(Alt {
        condition: OutOfTurnText::IfNextRaises { next, min_to }.into(),
        outcome: if passive_rule {
            Outcome::CallOrFold
        } else {
            Outcome::NotBinding
        },
        action: None,
        returned: Some(returned),
        options: Some(if passive_rule {
            call_or_fold(seat, o.to_call)
        } else {
            OptionsOut::of(seat, o)
        }),
    })
}

/// 53-B: the skipped player stayed silent through substantial action out of turn.
fn skipped_too_late(
    d: &OutOfTurnDispute,
    act: &Act,
    then: &[Action],
    t: &Table,
    skipped: u8,
) -> Draft {
    let mut dr = Draft::new(Outcome::Binding, RuleKey::ActionOutOfTurn, Some("B"));
    dr.see_also.push((RuleKey::SubstantialAction, None));
    dr.discretion = true;
    dr.decision.action = Some(RuledAction {
        seat: d.seat,
        action: act.kind(),
        to: d.act.to.or(match act {
            Act::Call => Some(t.current_bet()),
            _ => None,
        }),
    });
    if then
        .iter()
        .any(|a| matches!(a, Action::Player { act: Act::Fold, .. }))
    {
        dr.see_also.push((RuleKey::NonStandardFolds, None));
        dr.reasoning.push(OutOfTurnText::FoldAlwaysBinds.into());
    }
    dr.summary = Some(OutOfTurnText::SkippedStaysSilent { skipped }.into());
    // The skipped hand, kept live, faces the bets out of turn that now stand.
    let mut level = level_after(t, d.seat, act, t.current_bet());
    for a in then {
        match a {
            Action::Player { seat, act: a } if *seat != skipped => {
                level = level_after(t, *seat, a, level);
            }
            _ => break,
        }
    }
    let to_call = level
        .min(t.committed(skipped) + t.stack(skipped))
        .saturating_sub(t.committed(skipped));
    dr.alternatives.push(Alt::outcome(
        OutOfTurnText::FloorRulesHandDead { skipped },
        Outcome::DeadHand,
    ));
    dr.alternatives.push(Alt {
        condition: OutOfTurnText::FloorKeepsHandLive { skipped }.into(),
        outcome: Outcome::CallOrFold,
        action: None,
        returned: None,
        options: Some(call_or_fold(skipped, to_call)),
    });
    dr
}

fn act_kind(act: &Act, current: Chips) -> ActionKind {
    match act {
        Act::Call if current == 0 => ActionKind::Check,
        other => other.kind(),
    }
}

/// The act out of turn in words.
fn describe(act: &Act) -> Message {
    match act {
        Act::Fold => OutOfTurnText::Fold.into(),
        Act::Check => OutOfTurnText::Check.into(),
        Act::Call => OutOfTurnText::Call.into(),
        Act::AllIn => OutOfTurnText::AllIn.into(),
        Act::Bet(to) => OutOfTurnText::Bet { to: *to }.into(),
        Act::Raise(to) => OutOfTurnText::Raise { to: *to }.into(),
        Act::BringIn | Act::Complete => OutOfTurnText::Bet { to: 0 }.into(),
        Act::Show(_) | Act::Muck | Act::Draw { .. } => OutOfTurnText::ShowOrMuck.into(),
    }
}

crate::text::messages! {
    /// The reasons of an `out_of_turn` ruling.
    pub enum OutOfTurnText {
        /// A fold out of turn binds.
        FoldBinds { seat: seat } = "out-of-turn-fold-binds",
        /// 2026: a passive act out of turn, then the action changed: call or fold only.
        PassiveThenChanged { seat: seat, act: text, to_call: chips } = "out-of-turn-passive-then-changed",
        /// The 2026 ruling follows the illustration.
        FollowsThe2026Illustration = "out-of-turn-follows-the-2026-illustration",
        /// The action changed: not binding, every option (`raise_from` 0: no raise; `any_back`:
        /// `yes` when chips go back).
        ChangedNotBinding { faced: chips, any_bet: flag, now: chips, seat: seat, act: text, returned: chips, any_back: flag, to_call: chips, raise_from: chips } = "out-of-turn-changed-not-binding",
        /// Another player acted out of turn behind the seat: judged when the action reaches it.
        Behind { behind: seat, seat: seat, act: text, faced: chips, any_bet: flag, with_chips: flag } = "out-of-turn-behind",
        /// Another player folded out of turn behind the seat: a fold out of turn binds.
        BehindFold { behind: seat } = "out-of-turn-behind-fold",
        /// 2024 ruling: what 2026 would change.
        PassiveIn2026 = "out-of-turn-passive-in-2026",
        /// The action did not change: the act binds.
        UnchangedBinds { seat: seat, faced: chips, any_bet: flag, act: text } = "out-of-turn-unchanged-binds",
        /// The bet out of turn was over the most the round allows: it binds at that most.
        OverTheMost { seat: seat, to: chips, most: chips, back: chips } = "out-of-turn-over-the-most",
        /// Back to the seat in turn; both branches.
        BackToTheSeatInTurn { next: seat, seat: seat, act: text } = "out-of-turn-back-to-the-seat-in-turn",
        /// Alternative: the next player raises.
        IfNextRaises { next: seat, min_to: chips } = "out-of-turn-if-next-raises",
        /// The raise branch, with numbers.
        RaiseExample { next: seat, min_to: chips, seat: seat, to_call: chips, reraise_to: chips, returned: chips } = "out-of-turn-raise-example",
        /// Alternative: the others only check, call or fold.
        IfOthersOnlyCheckCallOrFold { seat: seat } = "out-of-turn-if-others-only-check-call-or-fold",
        /// The skipped seat spoke up in time.
        SpokeUp { skipped: seat } = "out-of-turn-spoke-up",
        /// Actions counted: substantial action.
        CountedSubstantial { actions: count, skipped: seat, with_chips: count } = "out-of-turn-counted-substantial",
        /// A fold out of turn binds in any case.
        FoldAlwaysBinds = "out-of-turn-fold-always-binds",
        /// The skipped seat stayed silent: the floor decides about the hand.
        SkippedStaysSilent { skipped: seat } = "out-of-turn-skipped-stays-silent",
        /// Alternative: the skipped hand is dead.
        FloorRulesHandDead { skipped: seat } = "out-of-turn-floor-rules-hand-dead",
        /// Alternative: the skipped hand stays live, call or fold.
        FloorKeepsHandLive { skipped: seat } = "out-of-turn-floor-keeps-hand-live",
        /// Alternative: the skipped seat spoke up in time.
        IfSpokeUp { skipped: seat } = "out-of-turn-if-spoke-up",
        /// Actions counted: not yet substantial action.
        CountedNotYet { actions: count, skipped: seat, with_chips: count } = "out-of-turn-counted-not-yet",
        /// A check and a fold: the two readings of Rule 36.
        CheckAndFoldReading = "out-of-turn-check-and-fold-reading",
        /// Alternative: the floor counts a check and a fold.
        FloorCountsCheckAndFold = "out-of-turn-floor-counts-check-and-fold",
        /// No substantial action: the skipped seat keeps the right to act.
        SkippedKeepsRight { skipped: seat } = "out-of-turn-skipped-keeps-right",
        /// Act words: fold.
        Fold = "out-of-turn-fold",
        /// Act words: check.
        Check = "out-of-turn-check",
        /// Act words: call.
        Call = "out-of-turn-call",
        /// Act words: all-in.
        AllIn = "out-of-turn-all-in",
        /// Act words: bet.
        Bet { to: chips } = "out-of-turn-bet",
        /// Act words: raise.
        Raise { to: chips } = "out-of-turn-raise",
        /// Act words: show or muck (never a betting act; refused earlier).
        ShowOrMuck = "out-of-turn-show-or-muck",
    }
}

crate::text::messages! {
    /// The errors of this module, in the words of `crates/engine/locales/*.ftl`.
    pub(crate) enum Errors {
        EmptyAction = "error-out-of-turn-empty-action",
        BetOrRaiseNeedsStreet = "error-out-of-turn-bet-or-raise-needs-street",
        ShowingOrMuckingNotBetting = "error-out-of-turn-showing-or-mucking-not-betting",
        NoPlayerActBettingOver = "error-out-of-turn-no-player-act-betting-over",
        SeatPlayerActNotOut { seat: seat } = "error-out-of-turn-seat-player-act-not-out",
        SeatHasFolded { seat: seat } = "error-out-of-turn-seat-has-folded",
        NotPassedOver { skipped: seat, seat: seat, in_turn: seat } = "error-out-of-turn-not-passed-over",
    }
}
