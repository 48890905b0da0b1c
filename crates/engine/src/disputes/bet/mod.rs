//! `bet`: what did a player's chips and words amount to?
//!
//! Words first when they came first (Rule 40); "call" and "raise" bind in turn (51-A), "raise
//! X" is a total of X (43-B); an amount alone counts as pushing it (40-C), read per Rule 57 when
//! it cannot be meant literally; "pot" in no-limit binds to a minimum bet or raise (54-D).
//! Silent chips: prior chips in front (46), undercalls (51-B), a single oversized chip (44),
//! several chips (45) and the 50% standard (43-A).
//!
//! The module is split by concern: [`words`] reads what was said, [`chips`] what was pushed
//! silently, and this file validates the dispute and weighs the two readings against each
//! other when both happened. Their sentences are [`BetText`].

mod chips;
mod text;
mod words;

pub use text::BetText;

use super::common::{known_seat, state_now};
use crate::error::HandError;
use crate::hand::{ActionKind, Chips, Hand, MAX_CHIPS, Structure};
use crate::replay::{Options, Table};
use crate::rules::RuleKey;
use crate::ruling::{Alt, Ctx, Draft, Outcome, RuledAction};
use serde::{Deserialize, Serialize};
use crate::text::Reason;

/// A word the player said.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "snake_case")]
pub enum DeclaredWord {
    /// "Call".
    Call,
    /// "Raise".
    Raise,
    /// "Bet".
    Bet,
    /// "All-in".
    AllIn,
    /// "Check".
    Check,
    /// "Fold".
    Fold,
    /// "Pot".
    Pot,
}

/// What the player said.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, Default)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(deny_unknown_fields)]
pub struct Declared {
    /// The word, if one was said.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub word: Option<DeclaredWord>,
    /// The amount as spoken ("fourteen hundred" = 1400; "twelve" = 12).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "openapi", schema(value_type = Option<crate::units::ChipsSchema>))]
    pub amount: Option<Chips>,
    /// Whether the words came before the chips landed; unknown when absent.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub before_chips: Option<bool>,
    /// The words came at the same time as the chips: a clear verbal declaration wins (Rule
    /// 40-A). Not with `before_chips`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub simultaneous: Option<bool>,
    /// The amount was said as the raise ("raise by 1,000", added to the bet faced), not as the
    /// total ("raise 1,000", "raise to 1,000"; the default).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub raise_by: Option<bool>,
    /// Whether the words were clearly heard by the table (false: some did not hear them).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub audible: Option<bool>,
}

/// How the chips already in front of the player were handled (Rule 46).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, Default)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "snake_case")]
pub enum PriorMoved {
    /// None moved: every earlier chip is still in front.
    #[default]
    None,
    /// Some were pulled back.
    Some,
    /// All were pulled back.
    All,
}

/// What did this player's chips and words amount to?
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(deny_unknown_fields)]
pub struct BetDispute {
    /// The player's seat (the player to act).
    pub seat: u8,
    /// Denominations pushed, e.g. `[1000, 100, 100]`; empty when only words were spoken.
    #[serde(default)]
    #[cfg_attr(feature = "openapi", schema(value_type = Vec<crate::units::ChipsSchema>))]
    pub chips: Vec<Chips>,
    /// What the player said, if anything.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub declared: Option<Declared>,
    /// Denominations already in front of the player this street. With
    /// `prior_chips_moved: "some"`, the ones left in front.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "openapi", schema(value_type = Option<Vec<crate::units::ChipsSchema>>))]
    pub prior_chips: Option<Vec<Chips>>,
    /// Whether the earlier chips in front were moved with the new ones.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub prior_chips_moved: Option<PriorMoved>,
    /// The whole stack pushed in one gesture.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub pushed_all: Option<bool>,
}

/// The facts of the moment, shared by every reading.
struct Spot<'a, 'h> {
    t: &'a Table<'h>,
    seat: u8,
    /// Chips in front this street (per the replay).
    committed: Chips,
    current: Chips,
    /// Largest full bet or raise this street (for fixed limit: the bet size).
    full: Chips,
    stack: Chips,
    o: Options,
}

impl Spot<'_, '_> {
    fn facing(&self) -> Chips {
        self.current.saturating_sub(self.committed)
    }
    fn all_in_to(&self) -> Chips {
        self.committed + self.stack
    }
    fn act(&self, action: ActionKind, to: Option<Chips>) -> RuledAction {
        RuledAction {
            seat: self.seat,
            action,
            to,
        }
    }
    /// The call: outcome "call", handing back what of `new_chips` (chips beyond those already
    /// in this street) is more than the call.
    fn call(&self, new_chips: Chips, rule: RuleKey, part: Option<&'static str>) -> Draft {
        let mut d = Draft::new(Outcome::Call, rule, part);
        let to = self.current.min(self.all_in_to());
        d.decision.action = Some(self.act(ActionKind::Call, Some(to)));
        d.decision.returned = Some(new_chips.saturating_sub(to - self.committed.min(to)));
        d
    }
}

/// The chips of the dispute, checked against the stack.
struct Pushed {
    /// The chips pushed now, added up.
    pushed: Chips,
    /// The chips in front before (the replay's, unless `prior_chips` says otherwise).
    prior_value: Chips,
    moved: PriorMoved,
}

/// The outcome codes only this family answers with.
#[allow(non_upper_case_globals)]
impl Outcome {
    /// An undercall that must be made a full call.
    pub const MustCall: Outcome = Outcome::code("must_call");
    /// An undercall: the floor may require a full call or let the player forfeit the chips and fold.
    pub const CallOrForfeit: Outcome = Outcome::code("call_or_forfeit");
}

/// The family's request, as its sub-modules name it.
type Request = BetDispute;

impl super::Decide for BetDispute {
    const SPOT: bool = true;
    const OUTCOMES: &'static [(Outcome, &'static str)] = &[
        (Outcome::Call, "the act is a call"),
        (Outcome::Raise, "the act is a raise (`action.to`: the full raise it must be)"),
        (Outcome::Bet, "the act is a bet"),
        (Outcome::Check, "the act is a check"),
        (Outcome::AllIn, "the player is all-in"),
        (Outcome::Fold, "the act is a fold"),
        (Outcome::MustCall, "an undercall that must be made a full call"),
        (Outcome::CallOrForfeit, "an undercall: the floor may require a full call or let the player forfeit the chips and fold"),
        (Outcome::CallOrFold, "the player may call or fold, not raise"),
        (Outcome::Discretion, "the floor decides what the act was"),
    ];
    const MESSAGES: &'static [&'static [crate::text::Spec]] = &[Errors::SPECS, BetText::SPECS];

    fn decide(&self, hand: &Hand, ctx: &Ctx) -> Result<Draft, HandError> {
        decide(hand, self, ctx)
    }
}

/// Rule on a `bet` dispute.
/// What chips pushed with words said amount to, for a family that has picked which chips and
/// words count (a string bet's motions).
pub(crate) fn chips_and_words(
    hand: &Hand,
    seat: u8,
    chips: Vec<Chips>,
    declared: Option<Declared>,
    ctx: &Ctx,
) -> Result<Draft, HandError> {
    let d = BetDispute {
        seat,
        chips,
        declared,
        prior_chips: None,
        prior_chips_moved: None,
        pushed_all: None,
    };
    decide(hand, &d, ctx)
}

fn decide(hand: &Hand, d: &BetDispute, _ctx: &Ctx) -> Result<Draft, HandError> {
    known_seat(hand, d.seat, "dispute.seat")?;
    let t = state_now(hand)?;
    let Some(to_act) = t.to_act() else {
        return Err(HandError::dispute(
            "dispute.seat",
            Errors::NoPlayerActBettingOver,
        ));
    };
    if to_act != d.seat {
        return Err(HandError::dispute(
            "dispute.seat",
            Errors::SeatNotActSeatAct {
                seat: d.seat,
                to_act,
            },
        ));
    }
    let spot = Spot {
        t: &t,
        seat: d.seat,
        committed: t.committed(d.seat),
        current: t.current_bet(),
        full: if hand.round_structure(t.street()) == Structure::FixedLimit {
            t.limit_bet()
        } else {
            t.full_raise()
        },
        stack: t.stack(d.seat),
        o: t.options(d.seat).unwrap_or_else(|| t.options_at(0)),
    };
    let p = pushed(&spot, d)?;
    let declared = d.declared.unwrap_or_default();
    if d.chips.is_empty() && declared.word.is_none() && declared.amount.is_none() {
        return Err(HandError::dispute(
            "dispute",
            Errors::BetDisputeNeedsChipsPushed,
        ));
    }
    // Every chip the player has, pushed with nothing in front: simply the last chips (45-B,
    // decided by the chips), not a gathering of chips in front and behind (46, the floor's).
    let only_last_chips = p.pushed >= spot.stack && p.prior_value == 0;
    if d.pushed_all == Some(true) && !only_last_chips {
        return Ok(gathered_all_in(&spot));
    }
    let chips_reading = || chips::silent(&spot, d, p.prior_value, p.moved, p.pushed);
    if declared.word.is_none() && declared.amount.is_none() {
        return Ok(chips_reading());
    }
    if declared.simultaneous == Some(true) && declared.before_chips.is_some() {
        return Err(HandError::dispute(
            "dispute.declared.simultaneous",
            Errors::SimultaneousAndBefore,
        ));
    }
    // "Raise by" adds the amount to the bet faced; a raise amount is otherwise the total.
    let said = match (declared.raise_by, declared.word, declared.amount) {
        (Some(true), Some(DeclaredWord::Raise), Some(a)) => Some(spot.current + a),
        _ => declared.amount,
    };
    let mut words = words::verbal(&spot, declared.word, said, p.pushed, &d.chips);
    if declared.raise_by == Some(true) && said != declared.amount {
        words.reasoning.insert(
            0,
            BetText::RaiseBy {
                by: declared.amount.unwrap_or(0),
                current: spot.current,
                to: said.unwrap_or(0),
            }
            .into(),
        );
        // The words decide the amount: the declaration's reading (40-B).
        let read = words.rule;
        words.rule = (RuleKey::MethodsOfBetting, Some("B"));
        if read.0 != RuleKey::MethodsOfBetting {
            words.see_also.insert(0, read);
        }
        words.see_also.push((RuleKey::MethodsOfRaising, None));
    }
    if d.chips.is_empty() {
        return Ok(words);
    }
    if declared.audible == Some(false) {
        return Ok(unclear_words(&spot, words, chips_reading()));
    }
    if declared.simultaneous == Some(true) {
        // 40-A: words and chips together, the clear declaration wins.
        let mut w = words;
        w.reasoning.insert(0, BetText::WordsWithChips.into());
        w.rule = (RuleKey::MethodsOfBetting, Some("A"));
        return Ok(w);
    }
    Ok(match declared.before_chips {
        Some(true) => words_first(words),
        Some(false) => {
            let mut r = chips_reading();
            r.reasoning.insert(0, BetText::WordsAfterChips.into());
            r.see_also.push((RuleKey::MethodsOfBetting, Some("A")));
            r
        }
        None => words_or_chips(words, chips_reading()),
    })
}

/// Every chip worth at least 1, the sums in range, and no more pushed than the player has.
fn pushed(s: &Spot, d: &BetDispute) -> Result<Pushed, HandError> {
    let add_up = |chips: &[Chips], field: &str| -> Result<Chips, HandError> {
        if let Some(i) = chips.iter().position(|&c| c == 0) {
            return Err(HandError::dispute(
                format!("{field}[{i}]"),
                Errors::ChipWorthLeast,
            ));
        }
        chips
            .iter()
            .try_fold(0u64, |a, &c| a.checked_add(c))
            .filter(|&s| s <= MAX_CHIPS)
            .ok_or_else(|| HandError::dispute(field, Errors::ChipsAddUpTooMuch))
    };
    let pushed = add_up(&d.chips, "dispute.chips")?;
    let prior = match &d.prior_chips {
        Some(p) => Some(add_up(p, "dispute.prior_chips")?),
        None => None,
    };
    let moved = d.prior_chips_moved.unwrap_or_default();
    let prior_value = prior.unwrap_or(s.committed);
    // Everything the seat has on this street: in front (per the replay) and behind. The chips
    // said to be in front came out of it, and so do the chips pushed.
    let total = s.stack + s.committed;
    if prior_value > total {
        return Err(HandError::dispute(
            "dispute.prior_chips",
            Errors::ChipsFrontMoreThanSeatHad {
                prior_value,
                seat: d.seat,
                total,
            },
        ));
    }
    // What stays in front beside the push: all earlier chips (none moved), the ones left
    // (some moved: the others are part of the push), or nothing (all moved into the push).
    let left_in_front = match moved {
        PriorMoved::All => 0,
        _ => prior_value,
    };
    if pushed > total - left_in_front {
        return Err(HandError::dispute(
            "dispute.chips",
            Errors::SeatPushesButHasOnly {
                seat: d.seat,
                pushed,
                stack: total - left_in_front,
            },
        ));
    }
    if moved == PriorMoved::None && prior.is_some() && prior_value < s.committed {
        return Err(HandError::dispute(
            "dispute.prior_chips",
            Errors::ChipsFrontAddUpLess {
                prior_value,
                committed: s.committed,
                seat: d.seat,
            },
        ));
    }
    Ok(Pushed {
        pushed,
        prior_value,
        moved,
    })
}

/// Words and chips, and nobody said which came first: the chips' reading, with the words'
/// reading as the alternative when they differ (Rule 40: whichever comes first).
fn words_or_chips(words: Draft, chips: Draft) -> Draft {
    if chips.decision.outcome == words.decision.outcome && chips.decision.action == words.decision.action {
        return chips;
    }
    let mut r = chips;
    r.alternatives
        .push(Alt::from_draft(BetText::IfWordsCameFirst, &words));
    r.see_also.push((RuleKey::MethodsOfBetting, Some("A")));
    r.reasoning.push(
        BetText::AssumesChipsFirst {
            words: words.summary_message(),
        }
        .into(),
    );
    r
}

/// Words not clearly heard against chips that say otherwise: only the floor can decide
/// (Rule 40-A with Rule 1).
fn unclear_words(s: &Spot, words: Draft, chips: Draft) -> Draft {
    let mut d = Draft::new(Outcome::Discretion, RuleKey::MethodsOfBetting, Some("A"));
    d.discretion = true;
    d.alternatives
        .push(Alt::from_draft(BetText::FloorHoldsToWords, &words));
    d.alternatives
        .push(Alt::from_draft(BetText::FloorHoldsToChips, &chips));
    d.reasoning.push(
        BetText::WordsReading {
            words: words.summary_message(),
        }
        .into(),
    );
    d.reasoning.push(
        BetText::ChipsReading {
            chips: chips.summary_message(),
        }
        .into(),
    );
    d.summary = Some(BetText::WordsUnclear { seat: s.seat }.into());
    d
}

fn words_first(mut d: Draft) -> Draft {
    d.reasoning.insert(0, BetText::WordsBeforeChips.into());
    d.see_also.push((RuleKey::MethodsOfBetting, Some("A")));
    d
}

/// Rule 46 Situation 5: the whole stack gathered and pushed forward.
fn gathered_all_in(s: &Spot) -> Draft {
    let to = s.all_in_to();
    let mut d = Draft::new(Outcome::AllIn, RuleKey::PriorBetChips, None);
    d.decision.action = Some(s.act(ActionKind::AllIn, Some(to)));
    d.decision.returned = Some(0);
    d.discretion = true;
    d.see_also.push((RuleKey::MultipleChipBetting, None));
    d.summary = Some(BetText::GatheredAllIn { seat: s.seat, to }.into());
    d.reasoning.push(BetText::GestureMayMeanAllIn.into());
    let call = s.call(s.stack, RuleKey::PriorBetChips, None);
    d.alternatives.push(Alt {
        condition: BetText::FloorJudgesChipByChip.into(),
        outcome: Outcome::Call,
        action: call.decision.action,
        returned: call.decision.returned,
        options: None,
    });
    d
}

crate::text::messages! {
    /// The errors of this module, in the words of `crates/engine/locales/*.ftl`.
    pub(crate) enum Errors {
        NoPlayerActBettingOver = "error-bet-no-player-act-betting-over",
        SeatNotActSeatAct { seat: seat, to_act: seat } = "error-bet-seat-not-act-seat-act",
        BetDisputeNeedsChipsPushed = "error-bet-bet-dispute-needs-chips-pushed",
        SimultaneousAndBefore = "error-bet-simultaneous-and-before",
        ChipsFrontMoreThanSeatHad { prior_value: chips, seat: seat, total: chips } = "error-bet-chips-front-more-than-seat-had",
        ChipWorthLeast = "error-bet-chip-worth-least",
        ChipsAddUpTooMuch = "error-bet-chips-add-up-too-much",
        SeatPushesButHasOnly { seat: seat, pushed: chips, stack: chips } = "error-bet-seat-pushes-but-has-only",
        ChipsFrontAddUpLess { prior_value: chips, committed: chips, seat: seat } = "error-bet-chips-front-add-up-less",
    }
}

#[cfg(test)]
mod tests {
    use crate::lang::Language;
    use crate::rules::Edition;
    use crate::request::RulingRequest;

    /// Seat 4 (20,000 behind, nothing in front) faces a raise to 1,100; `prior` and `chips`
    /// are its dispute.
    fn rule(prior: &str, moved: &str, chips: &str) -> Result<String, String> {
        let req: RulingRequest = serde_json::from_str(&format!(
            r#"{{"hand": {{"game": "NLHE", "blinds": {{"small": 250, "big": 500}}, "button": 5,
               "seats": [{{"seat": 1, "stack": 20000}}, {{"seat": 2, "stack": 20000}},
                         {{"seat": 3, "stack": 20000}}, {{"seat": 4, "stack": 20000}},
                         {{"seat": 5, "stack": 20000}}],
               "actions": [{{"seat": 3, "action": "raise", "to": 1100}}]}},
              "dispute": {{"type": "bet", "seat": 4, "chips": {chips}, "prior_chips": {prior}
                           {moved}}}}}"#
        ))
        .expect("request");
        req.decide(Edition::E2024, Language::En)
            .map(|r| format!("{:?} {:?}", r.decision.outcome, r.decision.action))
            .map_err(|e| {
                format!(
                    "{} {}",
                    e.field.clone().unwrap_or_default(),
                    e.describe(Language::En, Edition::E2024)
                )
            })
    }

    #[test]
    fn chips_in_front_cannot_exceed_what_the_seat_had() {
        // The TD's probe: 100,000 said to be in front of a seat with 20,000 in all.
        let e = rule("[100000]", "", "[100]").expect_err("refused");
        assert!(e.starts_with("dispute.prior_chips "), "{e}");
        assert!(e.contains("100,000") && e.contains("20,000"), "{e}");
        // Exactly everything in front leaves nothing to push.
        let e = rule("[20000]", "", "[100]").expect_err("refused");
        assert!(e.starts_with("dispute.chips "), "{e}");
        assert!(e.contains("has only 0 behind"), "{e}");
        // 19,900 in front and 100 more: the whole stack, accepted.
        assert!(rule("[19900]", "", "[100]").is_ok());
        // All moved into the push: the push counts them and may be the whole 20,000...
        assert!(rule("[5000]", r#", "prior_chips_moved": "all""#, "[20000]").is_ok());
        // ...but not more.
        let e =
            rule("[5000]", r#", "prior_chips_moved": "all""#, "[20000, 100]").expect_err("refused");
        assert!(e.starts_with("dispute.chips "), "{e}");
        // Some moved: the ones left in front and the push share the 20,000.
        let e = rule("[15000]", r#", "prior_chips_moved": "some""#, "[5000, 100]")
            .expect_err("refused");
        assert!(e.contains("has only 5,000 behind"), "{e}");
        assert!(rule("[15000]", r#", "prior_chips_moved": "some""#, "[5000]").is_ok());
    }
}
