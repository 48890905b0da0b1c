//! What silent chips amount to: prior chips in front (46), undercalls (51-B), a single
//! oversized chip (44), several chips (45) and the 50% standard (43-A).

use super::words::{Declared, declared_total};
use super::{BetText, Spot};
use crate::hand::{ActionKind, Chips, Structure};
use crate::rules::RuleKey;
use crate::ruling::{Alt, Draft, Outcome};
use super::Request;
use super::PriorMoved;
use crate::text::Message;

/// Silent chips: prior chips (46), undercall (51-B), one chip (44), several chips (45), then the
/// 50% standard (43-A).
pub(super) fn silent(
    s: &Spot,
    d: &Request,
    prior_value: Chips,
    moved: PriorMoved,
    pushed: Chips,
) -> Draft {
    let chips = &d.chips;
    let facing = s.facing();
    let has_prior = d.prior_chips.is_some() || s.committed > 0;
    if s.current > 0 && facing == 0 && has_prior && prior_value > 0 {
        // Nothing to call, but chips already in front (the big blind's option, a straddle):
        // they count with the new ones (46-C2; the TDA's addendum to 46, Situation 4).
        return prior(s, d, prior_value, moved, pushed);
    }
    if s.current == 0 || facing == 0 {
        return opening(s, chips, pushed);
    }
    if has_prior && (prior_value > 0 || d.prior_chips_moved.is_some()) {
        return prior(s, d, prior_value, moved, pushed);
    }
    let total = s.committed + pushed;
    let last = pushed >= s.stack;
    if total < s.current && !last {
        return undercall(s, chips, pushed);
    }
    // One chip of exactly the call: a standard way of calling (41), not an oversized chip (44).
    if chips.len() == 1 && pushed == facing {
        let mut r = s.call(pushed, RuleKey::MethodsOfCalling, None);
        r.summary = Some(BetText::SingleChipOfTheCall { chip: pushed }.into());
        return r;
    }
    if chips.len() == 1 {
        let mut r = s.call(pushed, RuleKey::OversizedChip, None);
        r.summary = Some(
            BetText::OversizedChipCalls {
                chip: pushed,
                facing,
                back: pushed.saturating_sub(facing),
            }
            .into(),
        );
        r.reasoning.push(BetText::OversizedChipRule.into());
        return r;
    }
    let several = Several {
        chips,
        pushed,
        need: facing,
        total,
        last,
        rule: RuleKey::MultipleChipBetting,
    };
    multi(s, &several)
}

/// Several chips pushed against a call of `need`, reaching `total` in front.
struct Several<'c> {
    chips: &'c [Chips],
    pushed: Chips,
    need: Chips,
    total: Chips,
    /// The player's last chips.
    last: bool,
    rule: RuleKey,
}

/// Several chips: a call when every chip was needed (45-A); otherwise all-in with the last
/// chips, or the 50% standard (45-B).
fn multi(s: &Spot, c: &Several) -> Draft {
    let seat = s.seat;
    let smallest = c.chips.iter().copied().min().unwrap_or(0);
    let without_one = c.pushed - smallest;
    if without_one < c.need {
        let mut r = s.call(c.total.saturating_sub(s.committed), c.rule, Some("A"));
        let back = r.decision.returned.unwrap_or(0);
        r.summary = Some(
            BetText::EveryChipNeeded {
                current: s.current,
                back,
                any: back > 0,
            }
            .into(),
        );
        r.reasoning.push(
            BetText::RemovingOneLeavesLess {
                chips: c.chips.to_vec(),
                smallest,
                without_one,
                need: c.need,
            }
            .into(),
        );
        return r;
    }
    let first: Message = BetText::RemovingOneLeavesEnough {
        chips: c.chips.to_vec(),
        smallest,
        without_one,
        need: c.need,
    }
    .into();
    if c.last {
        let to = s.all_in_to();
        let mut r = Draft::new(Outcome::AllIn, c.rule, Some("B"));
        r.decision.action = Some(s.act(ActionKind::AllIn, Some(to)));
        r.decision.returned = Some(0);
        r.see_also.push((RuleKey::ReopeningTheBet, Some("A")));
        r.reasoning.push(first);
        r.reasoning
            .push(BetText::LastChipsAllIn { seat, to }.into());
        r.summary = Some(BetText::IsAllIn { seat, to }.into());
        return r;
    }
    let mut r = fifty_or_call(s, c.total, c.pushed, c.rule, Some("B"));
    r.reasoning.insert(0, first);
    r
}

/// The 50% standard (43-A) for a silent push reaching `total`, facing `s.current`.
pub(super) fn fifty_or_call(
    s: &Spot,
    total: Chips,
    pushed: Chips,
    rule: RuleKey,
    part: Option<&'static str>,
) -> Draft {
    fifty_or_call_with(s, total, pushed, total.saturating_sub(s.committed), rule, part)
}

/// The 50% standard (43-A) for a total reached by words or chips, `physical` being the chips
/// the player actually put out this time: what goes back is counted from those (a spoken
/// amount with fewer chips out hands nothing back; the player adds the rest).
pub(super) fn fifty_or_call_with(
    s: &Spot,
    total: Chips,
    pushed: Chips,
    physical: Chips,
    rule: RuleKey,
    part: Option<&'static str>,
) -> Draft {
    let seat = s.seat;
    let back_of = |to: Chips| physical.saturating_sub(to.saturating_sub(s.committed));
    let (current, full) = (s.current, s.full);
    let full_to = current + full;
    if total < current && total < s.all_in_to() {
        return undercall(s, &[], pushed);
    }
    if total > current && !s.o.can_raise {
        let mut r = s.call(pushed, RuleKey::ReopeningTheBet, Some("A"));
        r.summary = Some(
            BetText::RaiseNotAllowedChipsCall {
                seat,
                current,
                back: r.decision.returned.unwrap_or(0),
            }
            .into(),
        );
        return r;
    }
    let half = half_raise(current, full);
    let mut r = if total >= full_to || total >= s.all_in_to() {
        full_raise(s, total, physical, rule, part)
    } else if 2 * total >= 2 * current + full {
        // Completing the raise takes the player's last chips where the full raise is more than
        // the stack: the player is all-in, short of a full raise.
        let to = full_to.min(s.all_in_to());
        let mut r = if to < full_to {
            let mut r = Draft::new(Outcome::AllIn, rule, part);
            r.decision.action = Some(s.act(ActionKind::AllIn, Some(to)));
            r
        } else {
            let mut r = Draft::new(Outcome::Raise, rule, part);
            r.decision.action = Some(s.act(ActionKind::Raise, Some(full_to)));
            r
        };
        r.decision.returned = Some(back_of(to));
        r.reasoning.push(
            BetText::HalfRaiseMustComplete {
                total,
                half,
                current,
                full,
                full_to,
                seat,
            }
            .into(),
        );
        if to < full_to {
            r.reasoning
                .push(BetText::CompletionAllIn { seat, full_to, to }.into());
            r.see_also.push((RuleKey::ReopeningTheBet, Some("A")));
            r.summary = Some(BetText::IsAllIn { seat, to }.into());
        } else {
            r.summary = Some(BetText::MustCompleteTo { seat, full_to }.into());
        }
        r
    } else {
        let mut r = s.call(physical, rule, part);
        let back = r.decision.returned.unwrap_or(0);
        r.reasoning
            .push(BetText::LessThanHalfRaise { total, half, back }.into());
        r.summary = Some(
            BetText::CallGoesBack {
                current,
                back,
                seat,
            }
            .into(),
        );
        r
    };
    if rule != RuleKey::RaiseAmounts {
        r.see_also.push((RuleKey::RaiseAmounts, Some("A")));
    }
    r
}

/// A full raise (or all-in) reached by `total`, held to the most allowed: the pot in pot-limit
/// (a bet over it is illegal, 52-B), a bet in limit; the chips over it go back (counted from
/// `physical`, the chips put out this time).
fn full_raise(
    s: &Spot,
    total: Chips,
    physical: Chips,
    rule: RuleKey,
    part: Option<&'static str>,
) -> Draft {
    let back_of = |to: Chips| physical.saturating_sub(to.saturating_sub(s.committed));
    let (current, full) = (s.current, s.full);
    let full_to = current + full;
    let max_to = s.o.max_raise_to.unwrap_or(s.all_in_to());
    let to = total.min(max_to);
    let (out, kind) = if to >= s.all_in_to() {
        (Outcome::AllIn, ActionKind::AllIn)
    } else {
        (Outcome::Raise, ActionKind::Raise)
    };
    let mut r = Draft::new(out, rule, part);
    r.decision.action = Some(s.act(kind, Some(to)));
    r.decision.returned = Some(back_of(to));
    if to < total {
        let pot = s.t.hand().round_structure(s.t.street()) == Structure::PotLimit;
        r.reasoning.push(
            BetText::FullRaiseHeld {
                total,
                current,
                full,
                full_to,
                max_to,
                pot,
            }
            .into(),
        );
        if pot {
            r.see_also.push((RuleKey::Underbets, Some("B")));
        }
    } else {
        r.reasoning.push(
            BetText::FullRaiseReached {
                total,
                current,
                full,
                full_to,
            }
            .into(),
        );
    }
    r.summary = Some(if to < total {
        BetText::ARaiseToBack {
            to,
            back: back_of(to),
        }
        .into()
    } else {
        BetText::ARaiseTo { to }.into()
    });
    r
}

/// Half a raise over the call, as the 50% standard's reasoning writes it.
fn half_raise(current: Chips, full: Chips) -> Message {
    if full % 2 == 1 {
        BetText::HalfRaiseOdd { current, full }.into()
    } else {
        BetText::HalfRaise {
            current,
            half: full / 2,
            threshold: current + full / 2,
        }
        .into()
    }
}

/// Not facing a bet: the chips are a bet of their value (44 for a single chip), at least the
/// minimum (52-A).
fn opening(s: &Spot, chips: &[Chips], pushed: Chips) -> Draft {
    let single = chips.len() == 1;
    declared_total(
        s,
        &Declared {
            total: None,
            chips,
            pushed,
            rule: if single {
                RuleKey::OversizedChip
            } else {
                RuleKey::MethodsOfBetting
            },
            part: if single { None } else { Some("C") },
            bet_word: true,
            silent: true,
        },
    )
}

/// Chips added with earlier chips in front (Rule 46).
fn prior(s: &Spot, d: &Request, prior_value: Chips, moved: PriorMoved, pushed: Chips) -> Draft {
    let current = s.current;
    let mut result = if prior_value >= current || moved == PriorMoved::Some {
        // C2: the earlier chips already cover the call, or part of them was pulled back: all
        // the chips together, 50% standard.
        let total = prior_value + pushed;
        let mut r = fifty_or_call(
            s,
            total,
            total.saturating_sub(s.committed),
            RuleKey::PriorBetChips,
            Some("C2"),
        );
        let intro: Message = if prior_value >= current {
            BetText::PriorCoversTheCall {
                prior: prior_value,
                current,
                total,
            }
            .into()
        } else {
            BetText::PriorPartlyPulledBack {
                prior: prior_value,
                total,
            }
            .into()
        };
        r.reasoning.insert(0, intro);
        r
    } else {
        prior_short_of_call(s, d, prior_value, moved, pushed)
    };
    result.see_also.push((RuleKey::MultipleChipBetting, None));
    result
}

/// C1: the earlier chips do not cover the call (or were all pulled back): the new chips are
/// judged against what is still owed.
fn prior_short_of_call(
    s: &Spot,
    d: &Request,
    prior_value: Chips,
    moved: PriorMoved,
    pushed: Chips,
) -> Draft {
    let (seat, current, chips) = (s.seat, s.current, &d.chips);
    let (need, total, base) = if moved == PriorMoved::All {
        (current, pushed, 0)
    } else {
        (current - prior_value, prior_value + pushed, prior_value)
    };
    let intro: Message = if moved == PriorMoved::All {
        BetText::PriorAllPulledBack { need }.into()
    } else {
        BetText::PriorShortOfCall { base, need }.into()
    };
    let mut r = if chips.len() == 1 && total >= current {
        let mut r = s.call(total - s.committed, RuleKey::PriorBetChips, Some("C1"));
        r.see_also.push((RuleKey::OversizedChip, None));
        r.reasoning
            .push(BetText::SingleNewChipCalls { chip: pushed }.into());
        let back = r.decision.returned.unwrap_or(0);
        r.summary = Some(
            BetText::CallGoesBack {
                current,
                back,
                seat,
            }
            .into(),
        );
        r
    } else if total < current {
        undercall(s, chips, total - base)
    } else {
        let several = Several {
            chips,
            pushed,
            need,
            total,
            last: pushed >= s.stack + base,
            rule: RuleKey::PriorBetChips,
        };
        let mut r = multi(s, &several);
        if r.rule.0 == RuleKey::PriorBetChips {
            r.rule.1 = Some("C1");
        }
        r.see_also.push((RuleKey::MultipleChipBetting, None));
        r
    };
    r.reasoning.insert(0, intro);
    r
}

/// Less than the call, silently, with chips behind (Rule 51-B).
fn undercall(s: &Spot, chips: &[Chips], pushed: Chips) -> Draft {
    let mut d = undercall_ruling(s, chips, pushed);
    // One small chip against a large bet: a calling method the rules discourage (41).
    if let [chip] = chips {
        d.see_also.push((RuleKey::MethodsOfCalling, None));
        d.reasoning.push(
            BetText::SingleSmallChip {
                chip: *chip,
                to_call: s.current - s.committed,
            }
            .into(),
        );
    }
    d
}

fn undercall_ruling(s: &Spot, chips: &[Chips], pushed: Chips) -> Draft {
    let seat = s.seat;
    let heads_up = s.t.live_seats().len() == 2;
    let total = s.committed + pushed;
    let call_to = s.current.min(s.all_in_to());
    let put = if chips.is_empty() {
        vec![pushed]
    } else {
        chips.to_vec()
    };
    let short: Message = BetText::Undercall {
        seat,
        put,
        to_call: s.current - s.committed,
    }
    .into();
    if heads_up || s.t.facing_opening_bet() {
        let mut d = Draft::new(
            Outcome::MustCall,
            RuleKey::BindingDeclarationsUndercalls,
            Some("B"),
        );
        d.decision.action = Some(s.act(ActionKind::Call, Some(call_to)));
        d.decision.returned = Some(0);
        let when = if heads_up { "heads-up" } else { "opening-bet" };
        d.reasoning.push(short);
        d.reasoning
            .push(BetText::UndercallMadeFull { when, call_to }.into());
        d.summary = Some(
            BetText::UndercallMustCall {
                when,
                seat,
                call_to,
            }
            .into(),
        );
        return d;
    }
    forfeit_or_call(s, pushed, total, call_to, short)
}

/// 51-B multi-way, facing a raise: the floor may require a full call or let the player forfeit
/// the chips and fold. The chips may be read as a call of the opening bet, the rest handed
/// back (51 Ex 4).
fn forfeit_or_call(s: &Spot, pushed: Chips, total: Chips, call_to: Chips, short: Message) -> Draft {
    let seat = s.seat;
    let opening_bet = s.t.opening_bet();
    let forfeit = if opening_bet > 0 && opening_bet <= total {
        opening_bet.saturating_sub(s.committed).min(pushed)
    } else {
        pushed
    };
    let mut d = Draft::new(
        Outcome::CallOrForfeit,
        RuleKey::BindingDeclarationsUndercalls,
        Some("B"),
    );
    d.discretion = true;
    d.decision.returned = Some(pushed - forfeit);
    d.reasoning.push(short);
    d.reasoning.push(
        BetText::FloorDecidesUndercall {
            current: s.current,
            seat,
            forfeit,
        }
        .into(),
    );
    d.alternatives.push(Alt {
        condition: BetText::FloorRequiresFullCall.into(),
        outcome: Outcome::MustCall,
        action: Some(s.act(ActionKind::Call, Some(call_to))),
        returned: Some(0),
        options: None,
    });
    d.alternatives.push(Alt {
        condition: BetText::FloorLetsForfeit.into(),
        outcome: Outcome::Fold,
        action: Some(s.act(ActionKind::Fold, None)),
        returned: Some(pushed - forfeit),
        options: None,
    });
    d.summary = Some(
        BetText::UndercallOfARaise {
            call_to,
            seat,
            forfeit,
        }
        .into(),
    );
    d
}
