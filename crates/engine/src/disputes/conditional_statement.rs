//! `conditional_statement`: a player said what they would do if something happened ("if you
//! bet, I raise") (Rule 59). Conditional statements about future action are non-standard and
//! strongly discouraged; the floor may hold the player to them and may penalise them. The
//! ruling gives the reading the rule leans to: when the condition came true and the player is
//! now to act, the stated action binds (if it is legal); when it did not, nothing binds. Both
//! are `discretion: true`, with the other readings as alternatives.

use super::common::{PlayerAct, known_seat, state_now};
use crate::error::HandError;
use crate::hand::{ActionKind, Hand};
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
    let stated = RuledAction {
        seat,
        action: said,
        to: d.then.to,
    };
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
            dr.options = t
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
    // The stated action as the table allows it now.
    let legal = match said {
        ActionKind::Fold | ActionKind::AllIn => true,
        ActionKind::Check => o.can_check,
        ActionKind::Call => o.to_call > 0,
        ActionKind::Bet | ActionKind::Raise => {
            o.can_raise
                && d.then.to.is_some_and(|to| {
                    o.min_raise_to.is_some_and(|m| to >= m)
                        && o.max_raise_to.is_some_and(|m| to <= m)
                })
        }
        ActionKind::Complete => o.can_raise,
        ActionKind::Show | ActionKind::Muck | ActionKind::BringIn | ActionKind::Draw => false,
    };
    if !legal {
        return Err(HandError::dispute(
            "dispute.then",
            Errors::IllegalNow {
                seat,
            },
        ));
    }
    if house == Conditional::NotBinding {
        // The house never holds a player to a conditional statement: the choices stand.
        let mut dr = Draft::new(Outcome::NotBinding, RuleKey::ConditionalDeclarations, Some("A"));
        dr.summary = Some(CondText::HouseNeverBinds { seat }.into());
        dr.options = Some(crate::ruling::OptionsOut::of(seat, o));
        dr.alternatives
            .push(Alt::outcome(CondText::IfPenalised, Outcome::Warning));
        return Ok(dr);
    }
    let mut dr = Draft::new(Outcome::Binding, RuleKey::ConditionalDeclarations, Some("A"));
    dr.discretion = house == Conditional::Discretion;
    dr.action = Some(stated.clone());
    if house == Conditional::Binding {
        dr.summary = Some(CondText::HouseBinds { seat }.into());
    } else {
        dr.summary = Some(CondText::Binds { seat }.into());
        dr.reasoning.push(CondText::Discouraged.into());
        dr.reasoning.push(CondText::Binds { seat }.into());
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

crate::text::messages! {
    /// The reasons of a `conditional_statement` ruling.
    pub enum CondText {
        /// What the rule says of conditional statements.
        Discouraged = "cond-discouraged",
        /// The condition came true: the stated action binds.
        Binds { seat: seat } = "cond-binds",
        /// The condition did not come true: nothing binds.
        NotMet { seat: seat } = "cond-not-met",
        /// The floor does not hold the player to it.
        IfNotHeldToIt = "cond-if-not-held",
        /// The floor also penalises the statement.
        IfPenalised = "cond-if-penalised",
        /// The house always holds the player to it.
        HouseBinds { seat: seat } = "cond-house-binds",
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
