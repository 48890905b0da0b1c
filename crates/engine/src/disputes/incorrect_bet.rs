//! `incorrect_bet`: a bet or raise of the wrong size found later (Rule 52; 2026: 54).
//! 52-A (no-limit, limit): below the minimum, corrected on the current street until the next
//! card. 52-B (pot limit): a count too high is reduced for every caller until the next card; a
//! count too low is raised until substantial action follows the bet.

use crate::error::HandError;
use crate::hand::{Act, Action, ActionKind, Chips, Hand, Structure};
use crate::replay::replay_prefix;
use crate::rules::RuleKey;
use crate::ruling::{Ctx, Draft, Outcome, Refund, RuledAction};
use serde::{Deserialize, Serialize};
use crate::house::{HouseRules, PotLimitOverbet};
use crate::text::Reason;

/// A bet or raise of the wrong size found later.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(deny_unknown_fields)]
pub struct IncorrectBetDispute {
    /// Index in `hand.actions` of the wrong bet.
    pub action_index: usize,
    /// Whether the next card has been dealt since.
    pub next_card_dealt: bool,
    /// Pot limit: the bettor asked for the pot and bet the count the dealer gave.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub meant_pot: Option<bool>,
}

/// The wrong bet and its legal range at the time.
struct Bet {
    seat: u8,
    to: Chips,
    kind: ActionKind,
    min_to: Chips,
    max_to: Chips,
    all_in_to: Chips,
    structure: Structure,
}

impl Bet {
    fn as_action(&self, to: Chips) -> RuledAction {
        RuledAction {
            seat: self.seat,
            action: self.kind,
            to: Some(to),
        }
    }

    /// The bet stands as made.
    fn stands(&self, why: IncorrectBetText) -> Draft {
        let part = if self.structure == Structure::PotLimit {
            "B"
        } else {
            "A"
        };
        let mut dr = Draft::new(Outcome::Stands, RuleKey::Underbets, Some(part));
        dr.decision.action = Some(self.as_action(self.to));
        dr.summary = Some(why.into());
        dr
    }
}

/// What happened on the bet's street after it.
struct Since {
    actions: Vec<(ActionKind, bool)>,
    callers: Vec<u8>,
    /// The callers (still in the hand) with the chips each has behind now.
    caller_stacks: Vec<(u8, Chips)>,
    next_card: bool,
}

impl super::Decide for IncorrectBetDispute {
    const SPOT: bool = true;
    const OUTCOMES: &'static [(Outcome, &'static str)] = &[
        (Outcome::Corrected, "the wrong bet is corrected"),
        (Outcome::Stands, "the wrong bet stands"),
    ];
    const MESSAGES: &'static [&'static [crate::text::Spec]] = &[Errors::SPECS, IncorrectBetText::SPECS];

    fn decide(&self, hand: &Hand, ctx: &Ctx) -> Result<Draft, HandError> {
        decide(hand, self, ctx)
    }
}

/// Rule on an `incorrect_bet` dispute.
fn decide(hand: &Hand, d: &IncorrectBetDispute, ctx: &Ctx) -> Result<Draft, HandError> {
    let bet = locate(hand, d.action_index)?;
    let since = since_bet(hand, d);
    if bet.structure == Structure::PotLimit && bet.to > bet.max_to {
        return Ok(over_pot_limit(&bet, &since, &ctx.house));
    }
    if bet.structure == Structure::PotLimit && d.meant_pot == Some(true) && bet.to < bet.max_to {
        return Ok(pot_count_too_low(&bet, &since, &ctx.house));
    }
    if bet.to < bet.min_to && bet.to < bet.all_in_to {
        let mut dr = below_minimum(&bet, &since);
        if dr.decision.outcome == Outcome::Stands
            && let Ok(t) = crate::replay::replay_standing(hand, d.action_index)
            && t.result().is_some()
        {
            // The hand as given is over with the bet standing: its pots as played.
            dr.settle(&t);
            super::common::name_the_pots(&mut dr);
        }
        return Ok(dr);
    }
    Err(HandError::dispute(
        "dispute.action_index",
        Errors::BetWithinLegalRangePot {
            to: (bet.to).to_string(),
            min_to: (bet.min_to).to_string(),
            max_to: (bet.max_to).to_string(),
        },
    ))
}

/// The bet at `index` with the legal range of its moment.
fn locate(hand: &Hand, index: usize) -> Result<Bet, HandError> {
    let field = "dispute.action_index";
    let Some(action) = hand.actions.get(index) else {
        return Err(HandError::dispute(
            field,
            Errors::ThereNoActionHandHas {
                index,
                actions: hand.actions.len(),
            },
        ));
    };
    let Action::Player { seat, act } = action else {
        return Err(HandError::dispute(field, Errors::ActionBoardDealNotBet));
    };
    let (seat, to) = match act {
        Act::Bet(to) | Act::Raise(to) => (*seat, *to),
        _ => {
            return Err(HandError::dispute(field, Errors::ActionNotBetOrRaise));
        }
    };
    let mut t = replay_prefix(hand, index)?;
    t.deal_implied(index)?;
    if t.to_act() != Some(seat) {
        return Err(HandError::dispute(
            field,
            Errors::SeatNotPlayerActAction {
                seat,
            },
        ));
    }
    let o = t.options(seat).unwrap_or_else(|| t.options_at(0));
    Ok(Bet {
        seat,
        to,
        kind: if t.current_bet() == 0 {
            ActionKind::Bet
        } else {
            ActionKind::Raise
        },
        min_to: o.min_raise_to.unwrap_or(to),
        max_to: o.max_raise_to.unwrap_or(to),
        all_in_to: t.committed(seat) + t.stack(seat),
        structure: hand.round_structure(t.street()),
    })
}

/// The actions since the bet, on the same street (a deal ends the street).
fn since_bet(hand: &Hand, d: &IncorrectBetDispute) -> Since {
    let mut since = Since {
        actions: Vec::new(),
        callers: Vec::new(),
        caller_stacks: Vec::new(),
        next_card: d.next_card_dealt,
    };
    for a in &hand.actions[d.action_index + 1..] {
        match a {
            Action::Deal { .. } => {
                since.next_card = true;
                break;
            }
            Action::Player { seat, act } if act.is_betting() => {
                let chips = matches!(act, Act::Call | Act::Bet(_) | Act::Raise(_) | Act::AllIn);
                since.actions.push((act.kind(), chips));
                if *act == Act::Call {
                    since.callers.push(*seat);
                }
            }
            _ => {}
        }
    }
    if let Ok(t) = crate::replay::replay_standing(hand, d.action_index) {
        since.caller_stacks = since
            .callers
            .iter()
            .filter(|&&seat| !t.has_folded(seat))
            .map(|&seat| (seat, t.stack(seat)))
            .collect();
    }
    since
}

/// 52-B: a pot-limit bet over the pot is reduced for every caller until the next card.
fn over_pot_limit(bet: &Bet, since: &Since, house: &HouseRules) -> Draft {
    let (to, max_to) = (bet.to, bet.max_to);
    if since.next_card {
        return bet.stands(IncorrectBetText::OverPotStands { to, max_to });
    }
    // A house that lets an over-pot bet stand once substantial action has followed it.
    if house.pot_limit_overbet == PotLimitOverbet::StandsAfterSubstantialAction {
        let sa = house.substantial(&since.actions);
        if sa.reached {
            let mut dr = bet.stands(IncorrectBetText::OverPotStandsAfterAction {
                to,
                max_to,
                actions: sa.actions,
                with_chips: sa.with_chips,
            });
            dr.see_also.push((RuleKey::SubstantialAction, None));
            return dr;
        }
    }
    let mut dr = Draft::new(Outcome::Corrected, RuleKey::Underbets, Some("B"));
    dr.see_also.push((RuleKey::PotLimitBets, None));
    dr.decision.action = Some(bet.as_action(max_to));
    dr.decision.returned = Some(to - max_to);
    // The bettor and every caller take back what is over the pot bet.
    let back = to - max_to;
    dr.decision.refunds = Some(
        std::iter::once(bet.seat)
            .chain(since.callers.iter().copied())
            .map(|seat| Refund { seat, amount: back })
            .collect(),
    );
    dr.summary = Some(
        IncorrectBetText::OverPotReduced {
            to,
            max_to,
            callers: since.callers.len(),
            seats: since.callers.clone(),
            back: to - max_to,
        }
        .into(),
    );
    dr
}

/// 52-B: the bettor asked for the pot and the count was low: raised until substantial action.
fn pot_count_too_low(bet: &Bet, since: &Since, house: &HouseRules) -> Draft {
    let (to, max_to) = (bet.to, bet.max_to);
    let sa = house.substantial(&since.actions);
    if sa.reached || since.next_card {
        let mut dr = bet.stands(IncorrectBetText::LowCountStands {
            to,
            max_to,
            actions: sa.actions,
            with_chips: sa.with_chips,
        });
        dr.see_also.push((RuleKey::SubstantialAction, None));
        return dr;
    }
    let mut dr = Draft::new(Outcome::Corrected, RuleKey::Underbets, Some("B"));
    dr.see_also.push((RuleKey::SubstantialAction, None));
    dr.decision.action = Some(bet.as_action(max_to));
    dr.summary = Some(IncorrectBetText::LowCountRaised { max_to }.into());
    if sa.ambiguous {
        dr.discretion = true;
        dr.reasoning.push(IncorrectBetText::CheckAndFoldOnly.into());
    }
    dr
}

/// 52-A: below the minimum, corrected on the same street until the next card.
fn below_minimum(bet: &Bet, since: &Since) -> Draft {
    let (to, min_to) = (bet.to, bet.min_to);
    if since.next_card {
        return bet.stands(IncorrectBetText::BelowMinimumStands { to, min_to });
    }
    let mut dr = Draft::new(Outcome::Corrected, RuleKey::Underbets, Some("A"));
    dr.see_also.push((RuleKey::RaiseAmounts, Some("A")));
    dr.decision.action = Some(bet.as_action(min_to));
    dr.summary = Some(IncorrectBetText::BelowMinimumCorrected { to, min_to }.into());
    // The bettor adds what the correction takes; each player who called the wrong amount calls
    // the corrected one, adding the difference (or the last chips, all-in for less).
    let diff = min_to - to;
    let mut posts = vec![Refund {
        seat: bet.seat,
        amount: diff,
    }];
    for &(seat, behind) in &since.caller_stacks {
        let add = diff.min(behind);
        posts.push(Refund { seat, amount: add });
        dr.reasoning.push(if add < diff {
            IncorrectBetText::CallerAllIn {
                seat,
                to,
                min_to,
                add,
            }
        } else {
            IncorrectBetText::CallerBroughtUp {
                seat,
                to,
                min_to,
                add,
            }
        }
        .into());
    }
    dr.decision.posts = Some(posts.into_iter().filter(|p| p.amount > 0).collect());
    dr
}

crate::text::messages! {
    /// The reasons of an `incorrect_bet` ruling.
    pub enum IncorrectBetText {
        /// Over the pot limit, found after the next card: stands.
        OverPotStands { to: chips, max_to: chips } = "incorrect-bet-over-pot-stands",
        /// Over the pot, but the house lets it stand after substantial action.
        OverPotStandsAfterAction { to: chips, max_to: chips, actions: count, with_chips: count } = "incorrect-bet-over-pot-stands-after-action",
        /// Over the pot limit, found in time: reduced, callers get the excess back.
        OverPotReduced { to: chips, max_to: chips, callers: count, seats: seats, back: chips } = "incorrect-bet-over-pot-reduced",
        /// A low pot count after substantial action: stands.
        LowCountStands { to: chips, max_to: chips, actions: count, with_chips: count } = "incorrect-bet-low-count-stands",
        /// A low pot count before substantial action: raised to the pot.
        LowCountRaised { max_to: chips } = "incorrect-bet-low-count-raised",
        /// Only a check and a fold followed: the floor may count them.
        CheckAndFoldOnly = "incorrect-bet-check-and-fold-only",
        /// Below the minimum, found after the next card: stands.
        BelowMinimumStands { to: chips, min_to: chips } = "incorrect-bet-below-minimum-stands",
        /// Below the minimum, found on the same street: corrected.
        BelowMinimumCorrected { to: chips, min_to: chips } = "incorrect-bet-below-minimum-corrected",
        /// A player who called the wrong amount calls the corrected one.
        CallerBroughtUp { seat: seat, to: chips, min_to: chips, add: chips } = "incorrect-bet-caller-brought-up",
        /// A player who called the wrong amount has less than the difference: all-in.
        CallerAllIn { seat: seat, to: chips, min_to: chips, add: chips } = "incorrect-bet-caller-all-in",
    }
}

crate::text::messages! {
    /// The errors of this module, in the words of `crates/engine/locales/*.ftl`.
    pub(crate) enum Errors {
        BetWithinLegalRangePot { to: verbatim, min_to: verbatim, max_to: verbatim } = "error-incorrect-bet-bet-within-legal-range-pot",
        ThereNoActionHandHas { index: count, actions: count } = "error-incorrect-bet-there-no-action-hand-has",
        ActionBoardDealNotBet = "error-incorrect-bet-action-board-deal-not-bet",
        ActionNotBetOrRaise = "error-incorrect-bet-action-not-bet-or-raise",
        SeatNotPlayerActAction { seat: seat } = "error-incorrect-bet-seat-not-player-act-action",
    }
}
