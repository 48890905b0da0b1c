//! What the words alone make of the act: "fold", "check", "call", "all-in", "pot", "raise",
//! "bet" and amounts (Rules 40, 43-B, 51-A, 54-D, 55, 57).

use super::{BetText, Spot};
use crate::hand::{ActionKind, Chips, Structure};
use crate::rules::RuleKey;
use crate::ruling::{Draft, OptionsOut, Outcome};
use super::DeclaredWord;
use crate::text::Message;

/// What the words alone make of the act.
pub(super) fn verbal(
    s: &Spot,
    word: Option<DeclaredWord>,
    amount: Option<Chips>,
    pushed: Chips,
    chips: &[Chips],
) -> Draft {
    let facing = s.facing();
    match word {
        Some(DeclaredWord::Fold) => fold(s, pushed),
        Some(DeclaredWord::Check) => check(s, pushed),
        Some(DeclaredWord::Call) => call(s, pushed),
        Some(DeclaredWord::AllIn) => all_in(s),
        Some(DeclaredWord::Pot) => pot(s, pushed),
        Some(DeclaredWord::Raise) if facing == 0 && s.current == 0 => {
            // "Raise" with no bet to face: at least a minimum bet (Rule 55).
            let amount = amount.map(|a| read_amount(s, a).0);
            let how = Declared {
                total: amount.map(|a| s.committed + a),
                chips,
                pushed,
                rule: RuleKey::InvalidBetDeclarations,
                part: None,
                bet_word: true,
                silent: false,
            };
            declared_total(s, &how)
        }
        Some(DeclaredWord::Raise) => raise(s, amount, chips, pushed),
        // "Bet X", or an amount alone: as if that amount were pushed (40-C).
        Some(DeclaredWord::Bet) | None => match amount {
            Some(a) => spoken_amount(s, a, pushed),
            None => declared_total(
                s,
                &Declared {
                    total: None,
                    chips,
                    pushed,
                    rule: RuleKey::MethodsOfBetting,
                    part: Some("C"),
                    bet_word: true,
                    silent: false,
                },
            ),
        },
    }
}

fn fold(s: &Spot, pushed: Chips) -> Draft {
    let facing = s.facing();
    let (rule, part) = if facing == 0 {
        (RuleKey::NonStandardFolds, None)
    } else {
        (RuleKey::MethodsOfBetting, Some("B"))
    };
    let mut d = Draft::new(Outcome::Fold, rule, part);
    d.decision.action = Some(s.act(ActionKind::Fold, None));
    d.decision.returned = Some(pushed);
    d.summary = Some(BetText::FoldBinds { seat: s.seat }.into());
    if facing == 0 {
        d.reasoning.push(BetText::FoldWhenNotFacingABet.into());
    }
    d
}

fn check(s: &Spot, pushed: Chips) -> Draft {
    let facing = s.facing();
    if facing == 0 {
        let mut d = Draft::new(Outcome::Check, RuleKey::MethodsOfBetting, Some("B"));
        d.decision.action = Some(s.act(ActionKind::Check, None));
        d.decision.returned = Some(pushed);
        d.summary = Some(BetText::Checked { seat: s.seat }.into());
        return d;
    }
    let mut d = Draft::new(Outcome::CallOrFold, RuleKey::InvalidBetDeclarations, None);
    d.decision.options = Some(OptionsOut {
        seat: None,
        to_call: s.o.to_call,
        can_raise: false,
        min_raise_to: None,
        max_raise_to: None,
    });
    d.decision.returned = Some(pushed);
    d.summary = Some(
        BetText::CheckFacingABet {
            seat: s.seat,
            facing,
        }
        .into(),
    );
    d
}

fn call(s: &Spot, pushed: Chips) -> Draft {
    let seat = s.seat;
    if s.facing() == 0 {
        let mut d = Draft::new(Outcome::Check, RuleKey::InvalidBetDeclarations, None);
        d.decision.action = Some(s.act(ActionKind::Check, None));
        d.decision.returned = Some(pushed);
        d.summary = Some(BetText::CallWithNoBet { seat }.into());
        return d;
    }
    let mut d = s.call(pushed, RuleKey::BindingDeclarationsUndercalls, Some("A"));
    let to = s.current.min(s.all_in_to());
    d.summary = Some(BetText::CallBinds { seat, to }.into());
    if pushed > 0 && pushed < s.o.to_call {
        d.reasoning.push(
            BetText::DeclaredCallIsNoUndercall {
                pushed,
                seat,
                to_call: s.o.to_call,
            }
            .into(),
        );
    }
    d
}

fn all_in(s: &Spot) -> Draft {
    let to = s.all_in_to();
    let mut d = Draft::new(Outcome::AllIn, RuleKey::MethodsOfBetting, Some("B"));
    d.decision.action = Some(s.act(ActionKind::AllIn, Some(to)));
    d.decision.returned = Some(0);
    d.see_also.push((RuleKey::RaiseAmounts, Some("A")));
    d.summary = Some(BetText::DeclaredAllIn { seat: s.seat, to }.into());
    if to > s.current && to < s.current + s.full {
        d.reasoning.push(
            BetText::ShortAllIn {
                to,
                full_to: s.current + s.full,
            }
            .into(),
        );
    }
    d
}

fn raise(s: &Spot, amount: Option<Chips>, chips: &[Chips], pushed: Chips) -> Draft {
    // "Raise" with a single oversized chip and no amount: the oversized-chip rule (44) makes it
    // the largest raise the chip allows.
    let (rule, part) = if amount.is_none() && chips.len() == 1 && s.o.can_raise {
        (RuleKey::OversizedChip, None)
    } else {
        (RuleKey::RaiseAmounts, Some("B"))
    };
    if !s.o.can_raise {
        let mut d = s.call(pushed, RuleKey::ReopeningTheBet, Some("A"));
        d.summary = Some(
            BetText::RaiseNotAllowedCalls {
                seat: s.seat,
                current: s.current,
            }
            .into(),
        );
        return d;
    }
    declared_total(
        s,
        &Declared {
            total: amount,
            chips,
            pushed,
            rule,
            part,
            bet_word: false,
            silent: false,
        },
    )
}

/// Rule 57: an amount that cannot be meant literally (below the big blind) is read as the
/// largest of amount × 10ⁿ not above the pot, bets not yet pulled in included.
fn read_amount(s: &Spot, amount: Chips) -> (Chips, bool) {
    let bb = s.t.hand().blinds.big;
    if amount >= bb || amount == 0 {
        return (amount, false);
    }
    let pot = s.t.pot();
    let mut best = amount;
    let mut x = amount;
    while let Some(next) = x.checked_mul(10) {
        if next > pot {
            break;
        }
        best = next;
        x = next;
    }
    (best, best != amount)
}

/// "Pot": in pot limit the pot-size bet; in no-limit not an amount, but a binding minimum (54-D).
fn pot(s: &Spot, pushed: Chips) -> Draft {
    let seat = s.seat;
    let (outcome, word_kind) = if s.current == 0 {
        (Outcome::Bet, ActionKind::Bet)
    } else {
        (Outcome::Raise, ActionKind::Raise)
    };
    if !s.o.can_raise {
        let mut d = s.call(pushed, RuleKey::ReopeningTheBet, Some("A"));
        let to = s.current.min(s.all_in_to());
        d.summary = Some(BetText::PotNotAllowedCalls { seat, to }.into());
        return d;
    }
    if s.t.hand().round_structure(s.t.street()) == Structure::PotLimit {
        let to = s.o.max_raise_to.unwrap_or(s.current);
        let mut d = Draft::new(outcome, RuleKey::PotLimitBets, Some("A"));
        d.decision.action = Some(s.act(word_kind, Some(to)));
        d.decision.returned = Some(pushed.saturating_sub(to - s.committed));
        d.decision.options = Some(s.o.into());
        d.summary = Some(BetText::PotLimitPot { seat, to }.into());
        return d;
    }
    let to = s.o.min_raise_to.unwrap_or(s.current);
    let mut d = Draft::new(outcome, RuleKey::PotLimitBets, Some("D"));
    d.decision.action = Some(s.act(word_kind, Some(to)));
    d.decision.options = Some(s.o.into());
    d.decision.returned = Some(0);
    d.summary = Some(
        BetText::NoLimitPotIsAMinimum {
            seat,
            word: if s.current == 0 { "bet" } else { "raise" },
            to,
        }
        .into(),
    );
    d.reasoning.push(
        BetText::FloorMayAllowAnyAmount {
            seat,
            to,
            max_to: s.o.max_raise_to.unwrap_or(to),
        }
        .into(),
    );
    d
}

/// A declared bet or raise, and how its amount is given.
pub(super) struct Declared<'c> {
    /// The total said ("raise to X"), if any.
    pub total: Option<Chips>,
    /// The chips put out with the words.
    pub chips: &'c [Chips],
    pub pushed: Chips,
    pub rule: RuleKey,
    pub part: Option<&'static str>,
    /// "bet" (or chips when nothing is faced) rather than "raise".
    pub bet_word: bool,
    /// Chips put out without a word (nothing was declared).
    pub silent: bool,
}

/// A declared bet or raise: a total (43-B), the chips pushed, or the minimum; raised to the
/// minimum when short of it (52-A), all-in when it reaches the stack.
pub(super) fn declared_total(s: &Spot, how: &Declared) -> Draft {
    let seat = s.seat;
    let min_to = s.o.min_raise_to.unwrap_or(s.current);
    let max_to = s.o.max_raise_to.unwrap_or(s.all_in_to());
    let stated = how
        .total
        .or_else(|| (!how.chips.is_empty()).then_some(s.committed + how.pushed));
    let mut to = stated.unwrap_or(min_to);
    let mut notes: Vec<Message> = Vec::new();
    if to < min_to && to < s.all_in_to() {
        notes.push(BetText::BelowMinimumBroughtUp { to, min_to }.into());
        to = min_to;
    }
    if to > max_to {
        notes.push(BetText::AboveTheMost { to, max_to }.into());
        to = max_to;
    }
    let (outcome, kind) = if to >= s.all_in_to() {
        (Outcome::AllIn, ActionKind::AllIn)
    } else if s.current == 0 {
        (Outcome::Bet, ActionKind::Bet)
    } else {
        (Outcome::Raise, ActionKind::Raise)
    };
    let mut d = Draft::new(outcome, how.rule, how.part);
    d.decision.action = Some(s.act(kind, Some(to)));
    d.decision.returned = Some(how.pushed.saturating_sub(to - s.committed));
    d.see_also.push((RuleKey::RaiseAmounts, Some("A")));
    if !notes.is_empty() {
        d.see_also.push((RuleKey::Underbets, Some("A")));
    }
    let word = if how.bet_word { "bet" } else { "raise" };
    match (how.total, how.chips.is_empty()) {
        (Some(_), _) if !how.bet_word => d.reasoning.push(BetText::RaiseAmountIsATotal.into()),
        (None, false) if how.silent => d.reasoning.push(
            BetText::SilentChips {
                seat,
                chips: how.chips.to_vec(),
            }
            .into(),
        ),
        (None, false) => d.reasoning.push(
            BetText::DeclaredWithChips {
                seat,
                word,
                chips: how.chips.to_vec(),
            }
            .into(),
        ),
        (None, true) => d
            .reasoning
            .push(BetText::DeclaredWithoutAmount { seat, word, min_to }.into()),
        _ => {}
    }
    d.reasoning.extend(notes);
    if how.total.is_none() && how.chips.is_empty() {
        d.decision.options = Some(s.o.into());
    }
    d.summary = Some(match outcome {
        Outcome::AllIn => BetText::IsAllIn { seat, to }.into(),
        Outcome::Bet => BetText::Bets { seat, to }.into(),
        _ => BetText::RaisesTo { seat, to }.into(),
    });
    d
}

/// An amount spoken alone ("fourteen hundred"): as if pushed silently (40-C), read per Rule 57
/// when it cannot be meant literally. `pushed`: the chips put out with the words, handed back
/// beyond the amount the bet can be (a limit bet of the wrong size).
fn spoken_amount(s: &Spot, amount: Chips, pushed: Chips) -> Draft {
    let (read, reinterpreted) = read_amount(s, amount);
    let read = read.min(s.stack);
    let mut d = if s.facing() == 0 {
        declared_total(
            s,
            &Declared {
                total: Some(s.committed + read),
                chips: &[],
                pushed,
                rule: RuleKey::MethodsOfBetting,
                part: Some("C"),
                bet_word: true,
                silent: false,
            },
        )
    } else {
        super::chips::fifty_or_call_with(
            s,
            s.committed + read,
            read,
            pushed,
            RuleKey::MethodsOfBetting,
            Some("C"),
        )
    };
    if reinterpreted {
        // The amount is decided by reading an unclear declaration (57), not by the bare
        // amount rule (40-C): 57 is the citation, 40 the reference.
        let spoken = std::mem::replace(&mut d.rule, (RuleKey::UnclearBetting, None));
        d.see_also.insert(0, spoken);
        d.reasoning.insert(
            0,
            BetText::UnclearAmountRead {
                amount,
                big_blind: s.t.hand().blinds.big,
                pot: s.t.pot(),
                read,
            }
            .into(),
        );
    }
    d.reasoning
        .insert(0, BetText::AmountAloneIsPushed { read }.into());
    d
}
