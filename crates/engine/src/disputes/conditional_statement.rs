//! `conditional_statement`: a player said what they would do if something happened ("if you
//! bet, I raise") (Rule 59). Conditional statements about future action are non-standard and
//! strongly discouraged; the floor may hold the player to them and may penalise them. The
//! ruling gives the reading the rule leans to: when the condition came true and the player is
//! now to act, the stated action binds (if it is legal); when it did not, nothing binds. Both
//! are `discretion: true`, with the other readings as alternatives.

use super::common::{PlayerAct, all_in_act, known_seat, state_now};
use crate::error::HandError;
use crate::hand::{ActionKind, Hand};
use crate::replay::Table;
use crate::text::Message;
use crate::rules::RuleKey;
use crate::ruling::{Alt, Ctx, Draft, Outcome, RuledAction};
use serde::{Deserialize, Serialize};
use crate::house::Conditional;
use crate::text::Reason;

/// A player said what they would do if something happened (Rule 59), judged at the end of
/// `hand.actions`: when the condition came true, the player is the one to act.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(deny_unknown_fields)]
pub struct ConditionalDispute {
    /// Who made the statement.
    pub seat: u8,
    /// The action the player said they would take ("I raise to 2,000").
    pub then: PlayerAct,
    /// Whether the condition ("if you bet") came true.
    pub condition_met: bool,
}

impl super::Decide for ConditionalDispute {
    const SPOT: bool = true;
    const OUTCOMES: &'static [(Outcome, &'static str)] = &[
        (Outcome::Binding, "the statement binds"),
        (Outcome::NotBinding, "the statement does not bind"),
        (Outcome::Warning, "a warning for the statement"),
    ];
    const MESSAGES: &'static [&'static [crate::text::Spec]] = &[CondText::SPECS, Errors::SPECS];

    fn decide(&self, hand: &Hand, ctx: &Ctx) -> Result<Draft, HandError> {
        decide(hand, self, ctx)
    }
}

/// Rule on a `conditional_statement` dispute, judged where `hand.actions` ends.
fn decide(hand: &Hand, d: &ConditionalDispute, ctx: &Ctx) -> Result<Draft, HandError> {
    known_seat(hand, d.seat, "dispute.seat")?;
    let seat = d.seat;
    let said = d.then.action;
    if matches!(said, ActionKind::Show | ActionKind::Muck) {
        return Err(HandError::dispute(
            "dispute.then.action",
            Errors::BettingActionOnly,
        ));
    }
    let house = ctx.house.conditional_statements;
    if !d.condition_met {
        let mut dr = Draft::new(Outcome::NotBinding, RuleKey::ConditionalDeclarations, Some("A"));
        dr.discretion = house == Conditional::Discretion;
        dr.summary = Some(CondText::NotMet { seat }.into());
        dr.reasoning.push(CondText::Discouraged.into());
        dr.reasoning.push(CondText::NotMet { seat }.into());
        dr.alternatives
            .push(Alt::outcome(CondText::IfPenalised, Outcome::Warning));
        // Nothing binds: the player's choices as they stand.
        if let Ok(t) = state_now(hand)
            && t.to_act() == Some(seat)
        {
            dr.decision.options = t
                .options(seat)
                .map(|o| crate::ruling::OptionsOut::of(seat, o));
        }
        return Ok(dr);
    }
    let t = state_now(hand)?;
    if t.to_act() != Some(seat) {
        return Err(HandError::dispute(
            "dispute.seat",
            Errors::NotToAct {
                seat,
            },
        ));
    }
    let o = t.options(seat).unwrap_or_else(|| t.options_at(0));
    // The stated action as the table allows it now, with its amount.
    let (stated, notes) = bound(&t, &o, seat, d.then)?;
    if house == Conditional::NotBinding {
        // The house never holds a player to a conditional statement: the choices stand.
        let mut dr = Draft::new(Outcome::NotBinding, RuleKey::ConditionalDeclarations, Some("A"));
        dr.summary = Some(CondText::HouseNeverBinds { seat }.into());
        dr.decision.options = Some(crate::ruling::OptionsOut::of(seat, o));
        dr.alternatives
            .push(Alt::outcome(CondText::IfPenalised, Outcome::Warning));
        return Ok(dr);
    }
    let mut dr = Draft::new(Outcome::Binding, RuleKey::ConditionalDeclarations, Some("A"));
    dr.discretion = house == Conditional::Discretion;
    dr.decision.action = Some(stated.clone());
    let act = act_words(&stated);
    if house == Conditional::Binding {
        dr.summary = Some(CondText::HouseBinds { seat, act }.into());
        dr.reasoning.extend(notes);
    } else {
        dr.summary = Some(CondText::Binds { seat, act: act.clone() }.into());
        dr.reasoning.push(CondText::Discouraged.into());
        dr.reasoning.extend(notes);
        dr.reasoning.push(CondText::Binds { seat, act }.into());
        dr.alternatives
            .push(Alt::outcome(CondText::IfNotHeldToIt, Outcome::NotBinding));
    }
    dr.alternatives.push(Alt {
        condition: CondText::IfPenalised.into(),
        outcome: Outcome::Warning,
        action: Some(stated),
        returned: None,
        options: None,
    });
    Ok(dr)
}

/// The act a statement binds the player to, as the table allows it now: a call or all-in at
/// its amount, a bet or raise with no amount at the minimum, below the minimum brought up to
/// it, beyond what the player may put in cut to the most (all in, or the pot in pot limit), a
/// raise where the betting is not re-opened a call. Each adjustment is said.
fn bound(
    t: &Table,
    o: &crate::replay::Options,
    seat: u8,
    then: PlayerAct,
) -> Result<(RuledAction, Vec<Message>), HandError> {
    let illegal = || HandError::dispute("dispute.then", Errors::IllegalNow { seat });
    let committed = t.committed(seat);
    let all_in_to = committed + t.stack(seat);
    let call_to = committed + o.to_call.min(t.stack(seat));
    let mut notes = Vec::new();
    let ruled = |action, to| RuledAction { seat, action, to };
    let act = match then.action {
        ActionKind::Fold => ruled(ActionKind::Fold, None),
        ActionKind::Check if o.can_check => ruled(ActionKind::Check, None),
        ActionKind::Check => return Err(illegal()),
        ActionKind::Call if o.to_call == 0 => {
            notes.push(CondText::CallIsCheck { seat }.into());
            ruled(ActionKind::Check, None)
        }
        ActionKind::Call => ruled(ActionKind::Call, Some(call_to)),
        ActionKind::AllIn => {
            let (kind, to) = all_in_act(t, seat);
            ruled(kind, Some(to))
        }
        ActionKind::Bet | ActionKind::Raise | ActionKind::Complete if !o.can_raise => {
            if o.to_call == 0 {
                return Err(illegal());
            }
            notes.push(CondText::MayNotRaise { seat, to: call_to }.into());
            ruled(ActionKind::Call, Some(call_to))
        }
        ActionKind::Bet | ActionKind::Raise | ActionKind::Complete => {
            let kind = if t.current_bet() == 0 && then.action != ActionKind::Complete {
                ActionKind::Bet
            } else {
                then.action
            };
            let kind = if kind == ActionKind::Bet && t.current_bet() > 0 {
                ActionKind::Raise
            } else {
                kind
            };
            let min = o.min_raise_to.unwrap_or(all_in_to);
            let max = o.max_raise_to.unwrap_or(all_in_to);
            let to = match then.to {
                None => {
                    notes.push(CondText::NoAmount { seat, to: min }.into());
                    min
                }
                Some(to) if to > max => {
                    notes.push(if max >= all_in_to {
                        CondText::MoreThanStack { seat, said: to, to: max }.into()
                    } else {
                        CondText::MoreThanLimit { seat, said: to, to: max }.into()
                    });
                    max
                }
                Some(to) if to < min => {
                    notes.push(CondText::BelowMinimum { said: to, to: min }.into());
                    min
                }
                Some(to) => to,
            };
            if to >= all_in_to {
                ruled(ActionKind::AllIn, Some(all_in_to))
            } else {
                ruled(kind, Some(to))
            }
        }
        ActionKind::Show | ActionKind::Muck | ActionKind::BringIn | ActionKind::Draw => {
            return Err(illegal());
        }
    };
    Ok((act, notes))
}

/// The bound act in words, with its amount.
fn act_words(a: &RuledAction) -> Message {
    let to = a.to.unwrap_or(0);
    match a.action {
        ActionKind::Fold => CondText::ActFold.into(),
        ActionKind::Check => CondText::ActCheck.into(),
        ActionKind::Call => CondText::ActCall { to }.into(),
        ActionKind::AllIn => CondText::ActAllIn { to }.into(),
        ActionKind::Bet => CondText::ActBet { to }.into(),
        _ => CondText::ActRaise { to }.into(),
    }
}

crate::text::messages! {
    /// The reasons of a `conditional_statement` ruling.
    pub enum CondText {
        /// What the rule says of conditional statements.
        Discouraged = "cond-discouraged",
        /// The condition came true: the stated action binds.
        Binds { seat: seat, act: text } = "cond-binds",
        /// The condition did not come true: nothing binds.
        NotMet { seat: seat } = "cond-not-met",
        /// The floor does not hold the player to it.
        IfNotHeldToIt = "cond-if-not-held",
        /// The floor also penalises the statement.
        IfPenalised = "cond-if-penalised",
        /// The house always holds the player to it.
        HouseBinds { seat: seat, act: text } = "cond-house-binds",
        /// "Call" with no bet to face: a check.
        CallIsCheck { seat: seat } = "cond-call-is-check",
        /// The betting is not re-opened for the player: a stated raise binds to a call.
        MayNotRaise { seat: seat, to: chips } = "cond-may-not-raise",
        /// No amount stated: the minimum.
        NoAmount { seat: seat, to: chips } = "cond-no-amount",
        /// More than the player has: all in.
        MoreThanStack { seat: seat, said: chips, to: chips } = "cond-more-than-stack",
        /// More than the pot-limit maximum: the maximum.
        MoreThanLimit { seat: seat, said: chips, to: chips } = "cond-more-than-limit",
        /// Below the minimum: brought up to it.
        BelowMinimum { said: chips, to: chips } = "cond-below-minimum",
        /// Act words.
        ActFold = "cond-act-fold",
        ActCheck = "cond-act-check",
        ActCall { to: chips } = "cond-act-call",
        ActAllIn { to: chips } = "cond-act-all-in",
        ActBet { to: chips } = "cond-act-bet",
        ActRaise { to: chips } = "cond-act-raise",
        /// The house never holds the player to it.
        HouseNeverBinds { seat: seat } = "cond-house-never-binds",
    }
}

crate::text::messages! {
    /// The errors of this module, in the words of `crates/engine/locales/*.ftl`.
    pub(crate) enum Errors {
        /// The stated action is a betting action.
        BettingActionOnly = "error-cond-not-betting",
        /// The player is to act when the condition came true.
        NotToAct { seat: seat } = "error-cond-not-to-act",
        /// The stated action is not legal now.
        IllegalNow { seat: seat } = "error-cond-not-legal-now",
    }
}
