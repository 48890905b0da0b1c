//! `options`: what may the player to act do now? Minimum and maximum raise (Rule 43, pot limit
//! Rule 54, limit cap Rule 48) and re-opening after short all-ins (Rule 47).

use super::common::state_now;
use crate::error::HandError;
use crate::hand::{Hand, Street, Structure};
use crate::replay::{Options, RaiseClosed, Table};
use crate::rules::RuleKey;
use crate::ruling::{Ctx, Draft, Outcome};
use crate::text::Message;
use serde::{Deserialize, Serialize};
use crate::text::Reason;

/// What may the player to act do now?
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, Default)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(deny_unknown_fields)]
pub struct OptionsDispute {
    /// Default: the seat to act.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub seat: Option<u8>,
}

/// The outcome codes only this family answers with.
#[allow(non_upper_case_globals)]
impl Outcome {
    /// The legal choices of the player to act.
    pub const Options: Outcome = Outcome::code("options");
}

impl super::Decide for OptionsDispute {
    const SPOT: bool = true;
    const OUTCOMES: &'static [(Outcome, &'static str)] = &[
        (
            Outcome::Options,
            "the legal choices of the player to act, a raise among them or nothing to call (`options`)",
        ),
        (
            Outcome::CallOrFold,
            "facing a bet with no raise allowed (the betting not re-opened, the cap reached, no chips or no opponent to raise): call or fold (`options`)",
        ),
    ];
    const MESSAGES: &'static [&'static [crate::text::Spec]] = &[Errors::SPECS, OptionsText::SPECS];

    fn decide(&self, hand: &Hand, ctx: &Ctx) -> Result<Draft, HandError> {
        decide(hand, self, ctx)
    }
}

/// Rule on an `options` dispute: the legal choices of the player to act.
fn decide(hand: &Hand, d: &OptionsDispute, ctx: &Ctx) -> Result<Draft, HandError> {
    let t = state_now(hand)?;
    let Some(to_act) = t.to_act() else {
        return Err(HandError::dispute(
            "dispute",
            Errors::NoPlayerActBettingOver,
        ));
    };
    let seat = d.seat.unwrap_or(to_act);
    super::common::known_seat(hand, seat, "dispute.seat")?;
    if seat != to_act {
        return Err(HandError::dispute(
            "dispute.seat",
            Errors::SeatNotActSeat {
                seat,
                to_act,
            },
        ));
    }
    let o = t.options(seat).unwrap_or_else(|| t.options_at(0));
    Ok(explain(&t, seat, o, ctx))
}

/// The rule that decides a seat's options: the cap on raises (Rule 48), whether the betting
/// re-opened (Rule 47), the pot limit (Rule 54), stud's bring-in (RP-10), the raise amounts
/// (Rule 43) otherwise.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Governs {
    /// The cap is reached.
    Cap,
    /// Whether the seat may raise again: Rule 47 (47-B in limit).
    Reopening,
    /// A pot-limit raise: 54-B pre-flop, 54-C after.
    PotLimit,
    /// Facing or posting stud's bring-in, with a completion allowed.
    BringIn,
    /// The raise amounts.
    RaiseAmounts,
}

/// Finds the rule that decides the options (pure: no words).
fn governs(t: &Table, seat: u8, o: &Options) -> Governs {
    if t.facing_bring_in() && o.can_raise {
        // Stud's bring-in: the low card posts it or completes (Rule 3's "complete"); the
        // players after it call the bring-in, complete or fold.
        return Governs::BringIn;
    }
    match (o.closed_by, t.hand().round_structure(t.street())) {
        (Some(RaiseClosed::CapReached), _) => Governs::Cap,
        (Some(RaiseClosed::NotReopened), _) => Governs::Reopening,
        _ if t.reopen_question() || (t.has_acted(seat) && o.to_call > 0) => Governs::Reopening,
        (_, Structure::PotLimit) if o.can_raise => Governs::PotLimit,
        _ => Governs::RaiseAmounts,
    }
}

/// The options ruling for a seat at a table state (also used by other disputes).
pub fn explain(t: &Table, seat: u8, o: Options, _ctx: &Ctx) -> Draft {
    let structure = t.hand().round_structure(t.street());
    let (rule, part) = match governs(t, seat, &o) {
        Governs::Cap => (RuleKey::NumberOfRaises, None),
        // Whether a player who has acted may raise again is Rule 47's question (47-B in limit).
        Governs::Reopening if structure == Structure::FixedLimit => {
            (RuleKey::ReopeningTheBet, Some("B"))
        }
        Governs::Reopening => (RuleKey::ReopeningTheBet, Some("A")),
        Governs::PotLimit if t.street() == Street::Preflop => (RuleKey::PotLimitBets, Some("B")),
        Governs::PotLimit => (RuleKey::PotLimitBets, Some("C")),
        Governs::BringIn => (RuleKey::RpStudDealing, None),
        Governs::RaiseAmounts => (RuleKey::RaiseAmounts, Some("A")),
    };
    let outcome = if o.to_call > 0 && !o.can_raise {
        Outcome::CallOrFold
    } else {
        Outcome::Options
    };
    let mut dr = Draft::new(outcome, rule, part);
    dr.decision.options = Some(crate::ruling::OptionsOut::of(seat, o));
    if t.facing_bring_in() {
        let (small_bet, _, _) = t.hand().limit_sizes();
        let bring_in = t.hand().bring_in;
        dr.see_also.push((RuleKey::TerminologyAndGestures, None));
        let low = t
            .opener_by_cards()
            .filter(|&low| low != seat && t.stack(low) == 0);
        if let (true, Some(low)) = (t.bring_in_due(), low) {
            // The low card is all in for the ante: the bring-in passes to its left (RP-10-E).
            dr.rule = (RuleKey::RpStudDealing, Some("E"));
            dr.reasoning.push(
                OptionsText::StudLowCardAllIn {
                    low,
                    seat,
                    bring_in,
                    small_bet,
                }
                .into(),
            );
        } else if t.bring_in_due() || t.current_bet() == bring_in || o.can_raise {
            // (A seat held to call or fold, facing a short all-in over the bring-in, is told
            // so by the lines below: it may not complete.)
            dr.reasoning.push(stud_third(t, seat, bring_in, small_bet));
        }
    }
    if t.hand().game.family() == crate::hand::Family::Stud
        && t.street() != Street::Third
        && t.aggressions() == 0
        && t.opener_by_cards() == Some(seat)
    {
        // A later street's opener, by the cards (RP-10-D: equal hands by the high card's suit).
        dr.reasoning.push(OptionsText::StudOpensByCards { seat }.into());
    }
    short_completion(&mut dr, t, seat, &o);
    see_also(&mut dr, t, seat, &o);
    amounts(&mut dr, t, seat, &o);
    dr.summary = Some(if t.facing_bring_in() && o.can_raise {
        let (small_bet, _, _) = t.hand().limit_sizes();
        if t.bring_in_due() {
            OptionsText::SummaryBringIn {
                seat,
                bring_in: o.to_call,
                small_bet: o.min_raise_to.unwrap_or(small_bet),
            }
            .into()
        } else {
            OptionsText::SummaryFacingBringIn {
                seat,
                to_call: o.to_call,
                small_bet: o.min_raise_to.unwrap_or(small_bet),
            }
            .into()
        }
    } else {
        summary(seat, &o, t.current_bet() == 0)
    });
    dr
}

/// Third street facing the bring-in: the seat that posts it, or the choices facing it.
fn stud_third(
    t: &Table,
    seat: u8,
    bring_in: crate::units::Chips,
    small_bet: crate::units::Chips,
) -> crate::text::Message {
    if t.bring_in_due() {
        OptionsText::StudBringsIn {
            seat,
            bring_in,
            small_bet,
        }
        .into()
    } else {
        OptionsText::StudFacingBringIn {
            seat,
            bring_in,
            small_bet,
        }
        .into()
    }
}

/// An all-in over the bring-in short of the completion, at least half of it: the engine reads
/// it as a completion (Rule 47-B: half a bet or more counts), so the next raise is a full bet
/// above it. Where its increase over the bring-in is less than half a bet, measured that way
/// the next player completes instead, and the TDA does not say which: the floor's (Rule 1).
/// Where the increase too is half a bet or more, both readings agree: no discretion.
fn short_completion(dr: &mut Draft, t: &Table, seat: u8, o: &Options) {
    let (small_bet, _, _) = t.hand().limit_sizes();
    let level = t.full_bet_to();
    if t.street() == Street::Third
        && t.hand().bring_in > 0
        && level > t.hand().bring_in
        && level < small_bet
        && t.current_bet() == level
        && o.can_raise
    {
        dr.rule = (RuleKey::ReopeningTheBet, Some("B"));
        let increase = level - t.hand().bring_in;
        if 2 * increase >= small_bet {
            // Half a bet or more by either measure: a completion, whichever the floor takes.
            dr.reasoning.push(
                OptionsText::StudCompletionCounts {
                    all_in: level,
                    bring_in: t.hand().bring_in,
                    increase,
                    small_bet,
                    raise_to: o.min_raise_to.unwrap_or(level),
                }
                .into(),
            );
            return;
        }
        dr.discretion = true;
        dr.reasoning.push(
            OptionsText::StudShortCompletion {
                all_in: level,
                bring_in: t.hand().bring_in,
                small_bet,
                raise_to: o.min_raise_to.unwrap_or(level),
            }
            .into(),
        );
        // Measured by its increase, the all-in is no completion: a player yet to act completes;
        // one who has put in the bring-in (posted or called it) faces less than half a bet, so
        // the betting is not re-opened for it (47-B): call or fold.
        let acted = t.committed(seat) > 0 || t.has_acted(seat);
        dr.alternatives.push(crate::ruling::Alt {
            condition: if acted {
                OptionsText::IfMeasuredOverBringInActed.into()
            } else {
                OptionsText::IfMeasuredOverBringIn { small_bet }.into()
            },
            outcome: if acted {
                Outcome::CallOrFold
            } else {
                Outcome::Options
            },
            action: None,
            returned: None,
            options: Some(crate::ruling::OptionsOut {
                seat: Some(seat),
                to_call: o.to_call,
                can_raise: !acted,
                min_raise_to: (!acted).then_some(small_bet),
                max_raise_to: (!acted).then_some(small_bet),
            }),
        });
    }
}

/// The game's own rules beside the one that decides (and stud's no doubling on a fourth
/// street pair).
fn see_also(dr: &mut Draft, t: &Table, seat: u8, o: &Options) {
    // Single draw: the first round may be limped (RP-17).
    if t.hand().game == crate::hand::Game::Sd27
        && t.street() == Street::Predraw
        && t.facing_opening_bet()
        && o.to_call > 0
    {
        dr.see_also.push((RuleKey::RpDrawBetting, None));
    }
    // Stud's later streets: the best showing hand opens, ties by the high card's suit (RP-10-D).
    if t.hand().game.family() == crate::hand::Family::Stud
        && t.street() != Street::Third
        && t.aggressions() == 0
    {
        dr.see_also.push((RuleKey::RpStudDealing, Some("D")));
    }
    if t.fourth_street_pair() && t.hand().rules.fourth_street_open_pair.is_small_bet() {
        dr.reasoning.push(OptionsText::StudNoDoubling.into());
        dr.see_also.push((RuleKey::RpStudDealing, Some("F")));
    }
    dr.see_also.push((RuleKey::RaiseAmounts, Some("A")));
    if t.short_all_in() || t.has_acted(seat) {
        dr.see_also.push((RuleKey::ReopeningTheBet, Some("A")));
    }
}

/// What the seat must put in to call, what a full raise is, and why the seat may or may not
/// raise.
fn amounts(dr: &mut Draft, t: &Table, seat: u8, o: &Options) {
    let (current, full) = (t.current_bet(), t.full_raise());
    dr.reasoning.push(
        OptionsText::ToCall {
            current,
            seat,
            committed: t.committed(seat),
            any_in: t.committed(seat) > 0,
            to_call: o.to_call,
        }
        .into(),
    );
    if t.hand().round_structure(t.street()) != Structure::FixedLimit {
        dr.reasoning.push(
            OptionsText::FullRaise {
                full,
                current,
                min_to: current + full,
            }
            .into(),
        );
        if t.short_all_in() {
            dr.reasoning
                .push(OptionsText::ShortAllInIsNoFullRaise.into());
        }
    }
    match o.closed_by {
        Some(closed) => dr.reasoning.push(closed_reason(t, seat, o, closed)),
        None => dr.reasoning.extend(open_reasons(t, seat, o)),
    }
}

/// Why the seat may not raise.
fn closed_reason(t: &Table, seat: u8, o: &Options, closed: RaiseClosed) -> Message {
    match closed {
        // Fixed limit re-opens on half a bet (Rule 47); the other structures on a full raise.
        RaiseClosed::NotReopened if t.hand().round_structure(t.street()) == Structure::FixedLimit => {
            OptionsText::NotReopenedLimit {
                seat,
                to_call: o.to_call,
                need: t.limit_bet().div_ceil(2),
            }
            .into()
        }
        RaiseClosed::NotReopened => OptionsText::NotReopened {
            seat,
            to_call: o.to_call,
            need: t.full_raise(),
        }
        .into(),
        RaiseClosed::CapReached => {
            let (_, _, cap) = t.hand().limit_sizes();
            OptionsText::CapReached {
                bets: u64::from(cap),
                raises: u64::from(cap.saturating_sub(1)),
                seat,
            }
            .into()
        }
        RaiseClosed::NoChipsBeyondCall => OptionsText::CallTakesAllChips { seat }.into(),
        RaiseClosed::NoOpponentToRaise => OptionsText::NoOpponentToCall {
            current: t.current_bet(),
            seat,
        }
        .into(),
    }
}

/// What shapes the raise of a seat that may raise.
fn open_reasons(t: &Table, seat: u8, o: &Options) -> Vec<Message> {
    let structure = t.hand().round_structure(t.street());
    let acted = t.has_acted(seat);
    let mut r: Vec<Message> = Vec::new();
    if acted && t.short_all_in() {
        r.push(
            OptionsText::Reopened {
                seat,
                to_call: o.to_call,
                full: t.full_raise(),
            }
            .into(),
        );
    } else if !acted && t.short_all_in() {
        r.push(OptionsText::NotActedYet { seat }.into());
    }
    if structure == Structure::PotLimit {
        r.push(
            OptionsText::PotLimitMaximum {
                to_call: o.to_call,
                preflop: t.street() == Street::Preflop,
                seat,
                max_to: o.max_raise_to.unwrap_or(0),
            }
            .into(),
        );
    }
    if structure == Structure::FixedLimit {
        r.push(
            OptionsText::FixedLimitSize {
                bet: t.limit_bet(),
                to: o.min_raise_to.unwrap_or(0),
            }
            .into(),
        );
    }
    let all_in = t.committed(seat) + t.stack(seat);
    if o.max_raise_to == Some(all_in)
        && o.min_raise_to == Some(all_in)
        && t.current_bet() + t.full_raise() > all_in
    {
        r.push(OptionsText::ShortOfAFullRaise { seat, all_in }.into());
    }
    r
}

/// The summary: what the seat may do. With no bet yet this round (`opening`), the choice is to
/// bet, not to raise.
fn summary(seat: u8, o: &Options, opening: bool) -> Message {
    let call: Message = if o.to_call == 0 {
        OptionsText::Check.into()
    } else {
        OptionsText::Call { amount: o.to_call }.into()
    };
    if !o.can_raise {
        return OptionsText::MayOnlyCallOrFold { seat, call }.into();
    }
    let (lo, hi) = (o.min_raise_to.unwrap_or(0), o.max_raise_to.unwrap_or(0));
    let raise = match (opening, lo == hi) {
        (true, true) => OptionsText::BetTo { to: lo }.into(),
        (true, false) => OptionsText::BetBetween { lo, hi }.into(),
        (false, true) => OptionsText::RaiseTo { to: lo }.into(),
        (false, false) => OptionsText::RaiseBetween { lo, hi }.into(),
    };
    OptionsText::MayFoldCallOrRaise { seat, call, raise }.into()
}

crate::text::messages! {
    /// The reasons of an `options` ruling.
    pub enum OptionsText {
        /// Stud: the low card brings in or completes.
        StudBringsIn { seat: seat, bring_in: chips, small_bet: chips } = "options-stud-brings-in",
        /// Stud: the bring-in is the bet to face.
        StudFacingBringIn { seat: seat, bring_in: chips, small_bet: chips } = "options-stud-facing-bring-in",
        /// Stud: an all-in between half the completion and the completion.
        StudShortCompletion { all_in: chips, bring_in: chips, small_bet: chips, raise_to: chips } = "options-stud-short-completion",
        StudLowCardAllIn { low: seat, seat: seat, bring_in: chips, small_bet: chips } = "options-stud-low-card-all-in",
        StudOpensByCards { seat: seat } = "options-stud-opens-by-cards",
        IfMeasuredOverBringInActed = "options-if-measured-over-bring-in-acted",
        StudCompletionCounts { all_in: chips, bring_in: chips, increase: chips, small_bet: chips, raise_to: chips } = "options-stud-completion-counts",
        /// Alternative: measured over the bring-in, the next player completes.
        IfMeasuredOverBringIn { small_bet: chips } = "options-if-measured-over-bring-in",
        /// Stud: no doubling for a pair on fourth street (RP-10-F).
        StudNoDoubling = "options-stud-no-doubling",
        /// Summary: post the bring-in or complete.
        SummaryBringIn { seat: seat, bring_in: chips, small_bet: chips } = "options-summary-bring-in",
        /// Summary: fold, call the bring-in or complete.
        SummaryFacingBringIn { seat: seat, to_call: chips, small_bet: chips } = "options-summary-facing-bring-in",
        /// The amount to call (`any_in`: `yes` when the seat has chips in front).
        ToCall { current: chips, seat: seat, committed: chips, any_in: flag, to_call: chips } = "options-to-call",
        /// The largest full bet or raise sets the minimum raise.
        FullRaise { full: chips, current: chips, min_to: chips } = "options-full-raise",
        /// A short all-in does not change the full raise.
        ShortAllInIsNoFullRaise = "options-short-all-in-is-no-full-raise",
        /// The seat acted and faces less than a full raise: not re-opened.
        NotReopened { seat: seat, to_call: chips, need: chips } = "options-not-reopened",
        /// Not re-opened in fixed limit: less than half a bet since the seat acted.
        NotReopenedLimit { seat: seat, to_call: chips, need: chips } = "options-not-reopened-limit",
        /// Fixed limit: the cap is reached.
        CapReached { bets: num, raises: num, seat: seat } = "options-cap-reached",
        /// The call takes every chip.
        CallTakesAllChips { seat: seat } = "options-call-takes-all-chips",
        /// No opponent could call a raise.
        NoOpponentToCall { current: chips, seat: seat } = "options-no-opponent-to-call",
        /// The seat acted and faces a full raise: re-opened.
        Reopened { seat: seat, to_call: chips, full: chips } = "options-reopened",
        /// The seat has not acted on this street.
        NotActedYet { seat: seat } = "options-not-acted-yet",
        /// Pot limit: the largest raise (`preflop`: `yes` or `no`).
        PotLimitMaximum { to_call: chips, preflop: flag, seat: seat, max_to: chips } = "options-pot-limit-maximum",
        /// Fixed limit: the bet size and the raise.
        FixedLimitSize { bet: chips, to: chips } = "options-fixed-limit-size",
        /// Short of a full raise: raising is going all-in.
        ShortOfAFullRaise { seat: seat, all_in: chips } = "options-short-of-a-full-raise",
        /// Summary word: check.
        Check = "options-check",
        /// Summary words: call an amount.
        Call { amount: chips } = "options-call",
        /// Summary words: raise to an amount.
        RaiseTo { to: chips } = "options-raise-to",
        /// Summary words: raise within a range.
        RaiseBetween { lo: chips, hi: chips } = "options-raise-between",
        /// Summary words: bet an amount (nobody has bet this round).
        BetTo { to: chips } = "options-bet-to",
        /// Summary words: bet within a range.
        BetBetween { lo: chips, hi: chips } = "options-bet-between",
        /// Summary: fold, call or raise.
        MayFoldCallOrRaise { seat: seat, call: text, raise: text } = "options-may-fold-call-or-raise",
        /// Summary: call or fold only.
        MayOnlyCallOrFold { seat: seat, call: text } = "options-may-only-call-or-fold",
    }
}

crate::text::messages! {
    /// The errors of this module, in the words of `crates/engine/locales/*.ftl`.
    pub(crate) enum Errors {
        NoPlayerActBettingOver = "error-options-no-player-act-betting-over",
        SeatNotActSeat { seat: seat, to_act: seat } = "error-options-seat-not-act-seat",
    }
}
