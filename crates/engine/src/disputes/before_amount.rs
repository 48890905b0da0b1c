//! `before_amount`: a player acted before the bettor's amount was known. The bettor said "bet"
//! or "raise" and, before the amount was stated, the next player acted. Players must wait for a
//! clear amount (50-B), but an action in turn binds (50-A): a fold stands, and so does an
//! all-in. A call is the floor's to rule as best fits the situation, possibly holding the caller
//! to call any amount (59-B): the rules lean to the call of the amount stated, and the floor may
//! instead let the caller choose again.

use super::common::{PlayerAct, known_seat, state_now};
use crate::error::HandError;
use crate::hand::{Act, Action, ActionKind, Chips, Hand};
use crate::replay::Table;
use crate::rules::RuleKey;
use crate::ruling::{Alt, Ctx, Draft, OptionsOut, Outcome, RuledAction};
use crate::text::Reason;
use serde::{Deserialize, Serialize};

/// A player acted before the bettor's amount was known, judged at the end of `hand.actions`
/// with the bettor to act.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(deny_unknown_fields)]
pub struct BeforeAmountDispute {
    /// The bettor: said "bet" or "raise" without the amount (the player to act).
    pub bettor: u8,
    /// The amount the bettor then stated, as the street total.
    #[cfg_attr(feature = "openapi", schema(value_type = crate::units::ChipsSchema))]
    pub to: crate::hand::Chips,
    /// The player who acted before the amount was stated (the next to act after the bettor).
    pub seat: u8,
    /// What that player did: `call`, `fold` or `all_in`.
    pub act: PlayerAct,
}

impl super::Decide for BeforeAmountDispute {
    const SPOT: bool = true;
    const OUTCOMES: &'static [(Outcome, &'static str)] = &[
        (
            Outcome::MustCall,
            "the caller is held to call the amount stated (the floor's call, 59-B: `action`, with the amount)",
        ),
        (
            Outcome::NotBinding,
            "the floor lets the caller choose again once the amount is known (an alternative: `options`)",
        ),
        (Outcome::Fold, "the fold stands: an action in turn binds (50)"),
        (
            Outcome::AllIn,
            "the all-in stands: an action in turn binds (50; `action`, with the street total)",
        ),
    ];
    const MESSAGES: &'static [&'static [crate::text::Spec]] = &[Text::SPECS, Errors::SPECS];

    fn decide(&self, hand: &Hand, _ctx: &Ctx) -> Result<Draft, HandError> {
        decide(hand, self)
    }
}

/// What Rule 50 finds of an act made before the bet's amount was clear (50-B: at the player's
/// own risk; 50-A: action in turn binds): a fold stands, an all-in stands (capped where the
/// limit caps it), a call binds (40-B, the floor's).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Case {
    Fold,
    AllIn,
    Call,
}

/// Where the bet as stated was out of bounds: brought up to the smallest legal one (Rule 43),
/// or down to the pot-limit, fixed-limit or stack's maximum.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Bound {
    Min,
    Pot,
    Limit,
    Stack,
}

/// A finding: the case and the table after the bet.
#[derive(Debug)]
struct Finding<'h> {
    case: Case,
    seat: u8,
    bettor: u8,
    /// The bet as it counts.
    stated: Chips,
    /// The bound it was brought to, with the amount stated.
    adjusted: Option<(Bound, Chips)>,
    /// The table after the bet.
    after: Table<'h>,
    /// The bet's index in the actions.
    index: usize,
}

fn decide(hand: &Hand, d: &BeforeAmountDispute) -> Result<Draft, HandError> {
    let f = find(hand, d)?;
    let (seat, bettor) = (f.seat, f.bettor);
    let mut dr = match f.case {
        Case::Fold => explain_fold(&f),
        Case::AllIn => explain_all_in(hand, &f),
        Case::Call => explain_call(&f),
    };
    if let Some((bound, stated)) = f.adjusted {
        let to = f.stated;
        dr.reasoning.insert(
            0,
            match bound {
                Bound::Min => Text::BroughtUp { stated, to },
                Bound::Pot => Text::OverPot { stated, to },
                Bound::Limit => Text::OverLimit { stated, to },
                Bound::Stack => Text::OverStack { stated, to },
            }
            .into(),
        );
    }
    dr.reasoning.insert(
        0,
        Text::Facts {
            seat,
            bettor,
            to: d.to,
        }
        .into(),
    );
    Ok(dr)
}

/// Finds the case (pure: no words).
fn find<'h>(hand: &'h Hand, d: &BeforeAmountDispute) -> Result<Finding<'h>, HandError> {
    known_seat(hand, d.bettor, "dispute.bettor")?;
    known_seat(hand, d.seat, "dispute.seat")?;
    let t = state_now(hand)?;
    let bettor = d.bettor;
    if t.to_act() != Some(bettor) {
        return Err(HandError::dispute(
            "dispute.bettor",
            Errors::BettorNotToAct { seat: bettor },
        ));
    }
    // The bettor's bet or raise as stated; an amount below the smallest legal one is brought
    // up to it (Rule 43), one over the pot-limit or fixed-limit maximum down to it.
    let mut stated = d.to;
    let mut adjusted = None;
    if let Some(o) = t.options(bettor).filter(|o| o.can_raise)
        && stated > t.current_bet()
    {
        if let Some(min) = o.min_raise_to
            && stated < min
        {
            adjusted = Some((Bound::Min, stated));
            stated = min;
        } else if let Some(max) = o.max_raise_to
            && stated > max
        {
            let bound = match hand.round_structure(t.street()) {
                crate::hand::Structure::PotLimit => Bound::Pot,
                crate::hand::Structure::FixedLimit => Bound::Limit,
                _ => Bound::Stack,
            };
            adjusted = Some((bound, stated));
            stated = max;
        }
    }
    let act = if t.current_bet() > 0 {
        Act::Raise(stated)
    } else {
        Act::Bet(stated)
    };
    let index = hand.actions.len();
    let mut after = t.clone();
    after
        .apply(index, &Action::Player { seat: bettor, act: act.clone() })
        .map_err(|e| HandError::dispute("dispute.to", e.reason.clone()))?;
    if after.to_act() != Some(d.seat) {
        return Err(HandError::dispute(
            "dispute.seat",
            Errors::NotNext {
                seat: d.seat,
                bettor,
            },
        ));
    }
    let case = match d.act.action {
        ActionKind::Fold => Case::Fold,
        ActionKind::AllIn => Case::AllIn,
        ActionKind::Call => Case::Call,
        _ => {
            return Err(HandError::dispute(
                "dispute.act.action",
                Errors::CallFoldOrAllIn,
            ));
        }
    };
    Ok(Finding { case, seat: d.seat, bettor, stated, adjusted, after, index })
}

/// The fold stands: 50-B, a player waits for a clear amount, and one who acts before it acts at
/// the player's own risk (its example is this fold); 50-A: action in turn binds.
fn explain_fold(f: &Finding<'_>) -> Draft {
    let (seat, bettor) = (f.seat, f.bettor);
    let mut dr = Draft::new(Outcome::Fold, RuleKey::ActingInTurn, Some("B"));
    dr.decision.action = Some(RuledAction {
        seat,
        action: ActionKind::Fold,
        to: None,
    });
    dr.summary = Some(Text::FoldStands { seat, bettor }.into());
    let mut next = f.after.clone();
    let _ = next.apply(f.index + 1, &Action::Player { seat, act: Act::Fold });
    dr.settle(&next);
    if dr.decision.pots.is_none() {
        dr.decision.options = next
            .to_act()
            .and_then(|n| next.options(n).map(|o| OptionsOut::of(n, o)));
    }
    dr
}

/// The all-in stands: the whole stack in no limit; the largest raise allowed in pot and fixed
/// limit.
fn explain_all_in(hand: &Hand, f: &Finding<'_>) -> Draft {
    let seat = f.seat;
    let all_in_to = f.after.committed(seat) + f.after.stack(seat);
    let mut dr = Draft::new(Outcome::AllIn, RuleKey::ActingInTurn, Some("B"));
    let (kind, to) = super::common::all_in_act(&f.after, seat);
    if to < all_in_to {
        dr.see_also.push((
            if hand.round_structure(f.after.street()) == crate::hand::Structure::PotLimit {
                RuleKey::PotLimitBets
            } else {
                RuleKey::NumberOfRaises
            },
            None,
        ));
    }
    dr.decision.action = Some(RuledAction {
        seat,
        action: kind,
        to: Some(to),
    });
    dr.summary = Some(if to < all_in_to {
        Text::AllInCapped { seat, to }.into()
    } else {
        Text::AllInStands { seat, to }.into()
    });
    dr
}

/// The call binds (the floor's): the player is held to call the bet as it counts.
fn explain_call(f: &Finding<'_>) -> Draft {
    let (seat, bettor, after) = (f.seat, f.bettor, &f.after);
    let to_call = after.options(seat).map_or(0, |o| o.to_call);
    let all_in_to = after.committed(seat) + after.stack(seat);
    let short = all_in_to <= after.current_bet();
    let mut dr = Draft::new(Outcome::MustCall, RuleKey::ConditionalDeclarations, Some("B"));
    dr.see_also.push((RuleKey::ActingInTurn, Some("B")));
    dr.discretion = true;
    dr.decision.action = Some(RuledAction {
        seat,
        action: if short {
            ActionKind::AllIn
        } else {
            ActionKind::Call
        },
        to: Some(after.current_bet().min(all_in_to)),
    });
    dr.summary = Some(if short {
        Text::HeldToCallAllIn {
            seat,
            bettor,
            to: all_in_to,
        }
        .into()
    } else {
        Text::HeldToCall {
            seat,
            bettor,
            to: f.stated,
            to_call,
        }
        .into()
    });
    // Called all in and nobody left to act: the part of the bet it cannot call goes
    // back to the bettor.
    super::common::settle_closing_call(&mut dr, after, f.index + 1, seat, |seat, amount| {
        Text::Uncalled { seat, amount }.into()
    });
    dr.alternatives.push(Alt {
        condition: Text::IfChooseAgain { seat }.into(),
        outcome: Outcome::NotBinding,
        action: None,
        returned: None,
        options: after.options(seat).map(|o| OptionsOut::of(seat, o)),
    });
    dr
}

crate::text::messages! {
    /// The reasons of a `before_amount` ruling.
    pub enum Text {
        /// What happened.
        Facts { seat: seat, bettor: seat, to: chips } = "before-amount-facts",
        /// The fold stands.
        FoldStands { seat: seat, bettor: seat } = "before-amount-fold-stands",
        /// The all-in stands.
        AllInStands { seat: seat, to: chips } = "before-amount-all-in-stands",
        /// The caller is held to the amount.
        HeldToCall { seat: seat, bettor: seat, to: chips, to_call: chips } = "before-amount-held-to-call",
        /// Held to the call, which takes the whole stack.
        HeldToCallAllIn { seat: seat, bettor: seat, to: chips } = "before-amount-held-to-call-all-in",
        /// The part of the bet nobody can call goes back.
        Uncalled { seat: seat, amount: chips } = "before-amount-uncalled",
        /// Alternative: the floor lets the caller choose again.
        IfChooseAgain { seat: seat } = "before-amount-if-choose-again",
        BroughtUp { stated: chips, to: chips } = "before-amount-brought-up",
        OverPot { stated: chips, to: chips } = "before-amount-over-pot",
        OverLimit { stated: chips, to: chips } = "before-amount-over-limit",
        OverStack { stated: chips, to: chips } = "before-amount-over-stack",
        AllInCapped { seat: seat, to: chips } = "before-amount-all-in-capped",
    }
}

crate::text::messages! {
    /// The errors of this module, in the words of `crates/engine/locales/*.ftl`.
    pub(crate) enum Errors {
        BettorNotToAct { seat: seat } = "error-before-amount-bettor-not-to-act",
        NotNext { seat: seat, bettor: seat } = "error-before-amount-not-next",
        CallFoldOrAllIn = "error-before-amount-call-fold-or-all-in",
    }
}
