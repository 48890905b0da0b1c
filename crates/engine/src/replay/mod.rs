//! Replay: the betting state machine.
//!
//! [`Table::new`] seats the players and posts antes, blinds and straddles; [`Table::apply`] takes
//! one action at a time and refuses an impossible one with its index and the rule it breaks;
//! [`Table::options`] gives the choices of the player to act (Rules 43, 47, 48, 54).
//! [`replay`] runs a whole hand and records the state before every player action.
//!
//! Conventions where the TDA is silent (see also the README's list of PokerKit differences):
//! - Posting: per-player antes first, then the small and big blind, then the big-blind ante
//!   (big blind first, RP-11), then straddles in the order listed.
//! - A big blind short of chips still sets the amount to call at the full big blind, as 54-B
//!   assumes full blinds; the short blind is all-in and plays for a side pot.
//! - A straddle acts as the big blind: the amount to call is the straddle, the smallest raise
//!   adds the straddle amount, and the straddler acts last pre-flop.
//! - After the flop the smallest bet is one big blind (the addendum's "100 minimum", 47 Ex 1).
//! - "call" with nothing to call is a check (Rule 55); "bet" and "raise" are read alike, as a
//!   street total; a fold when a check was possible stands (Rule 58).
//! - Fixed limit: a bet and three raises per round by default (house cap, Rule 48; pre-flop
//!   the big blind is the bet); an all-in of at least half a bet counts as a raise and re-opens
//!   the betting (Rule 47), and the next raise goes a full bet above it.

mod betting;
pub mod few;
mod output;
mod pots;
mod rounds;
mod seating;
mod showdown;
pub mod substantial;
mod table;

pub use few::Few;
pub use output::{
    Acted, Decision, HandResult, Options, Phase, RaiseClosed, SeatNow, SeatStack, TableNow,
};
pub use pots::{Pot, PotKind, Share, build_pots, split_pot};
pub use table::Table;
use table::{Player, Pos};

use crate::cards::Card;
use crate::error::HandError;
use crate::hand::{Act, Action, ActionKind, Chips, Hand, MAX_PLAYERS, PostKind, Street, Structure};
use crate::rules::RuleKey;
use serde::Serialize;

const M: usize = MAX_PLAYERS;

/// A whole replayed hand.
///
/// # Design
///
/// The table (816 bytes) is on the heap, so a replay is 32 bytes to move. Held in place, it
/// was copied twice a hand: from the replay's own frame into the `Result` it returns (Rust
/// does not build a value in the caller's place when it is changed by calls before it is
/// returned), and out of that `Result` by the caller's `?` or `expect`. Those copies were
/// about 6 % of the stud/draw benchmark's samples; with the table on the heap it runs about
/// 5 % faster by the clock, one allocation a hand (from the allocator's per-thread cache)
/// costing less than the copies did (`docs/engineering.md`, the fifteenth round).
#[derive(Debug, Clone)]
pub struct Replay<'h> {
    /// The state before each player action.
    pub decisions: Decisions,
    /// The table after the last action.
    pub table: Box<Table<'h>>,
}

impl Replay<'_> {
    /// The result, where the hand is over.
    pub fn result(&self) -> Option<HandResult> {
        self.table.result()
    }
}

/// The decisions of a replayed hand, in a vector they dereference to. Dropped, its buffer is
/// kept for the thread's next replay (one buffer a thread, of at most [`Decisions::KEPT`]
/// decisions).
///
/// # Design
///
/// A stud hand's decisions take about 4 KB, past glibc's per-thread cache of small blocks:
/// allocating and freeing them took about 220 instructions a hand of the 5,830 (callgrind),
/// and the clock measured more (about 4 % of the stud/draw benchmark, criterion alternated
/// with the plain vector), the new buffer being cold. A thread that replays hands one after
/// another (the benchmark, a server's worker) reuses one warm buffer; a replay taken out with
/// [`Decisions::into_vec`] keeps its buffer. A thread keeps at most one, so the memory held is
/// bounded by the threads times [`Decisions::KEPT`] decisions.
#[derive(Clone, Default, PartialEq, Eq)]
pub struct Decisions(Vec<Decision>);

std::thread_local! {
    /// The buffer of the thread's last dropped decisions, empty, for its next replay.
    static SPARE: std::cell::Cell<Vec<Decision>> = const { std::cell::Cell::new(Vec::new()) };
}

impl Decisions {
    /// The most decisions a buffer kept for the next replay may hold (about 26 KB).
    pub const KEPT: usize = 256;

    /// Room for `n` decisions, in the thread's kept buffer where there is one.
    pub(crate) fn with_capacity(n: usize) -> Decisions {
        let mut v = SPARE.try_with(std::cell::Cell::take).unwrap_or_default();
        debug_assert!(v.is_empty());
        v.reserve(n);
        Decisions(v)
    }

    /// The decisions as a plain vector (its buffer is then the caller's).
    pub fn into_vec(mut self) -> Vec<Decision> {
        std::mem::take(&mut self.0)
    }

    /// Where the buffer kept for the thread's next replay is, if one is.
    #[cfg(test)]
    pub(super) fn kept() -> Option<*const Decision> {
        SPARE.with(|spare| {
            let v = spare.take();
            let at = (v.capacity() > 0).then_some(v.as_ptr());
            spare.set(v);
            at
        })
    }
}

impl Drop for Decisions {
    fn drop(&mut self) {
        let mut v = std::mem::take(&mut self.0);
        if v.capacity() == 0 || v.capacity() > Decisions::KEPT {
            return;
        }
        // A decision owns nothing: clearing the vector only sets its length.
        v.clear();
        // A thread ending drops its kept buffer itself; the one it held before is freed here.
        let _ = SPARE.try_with(|spare| spare.replace(v));
    }
}

impl std::ops::Deref for Decisions {
    type Target = Vec<Decision>;
    fn deref(&self) -> &Vec<Decision> {
        &self.0
    }
}

impl std::ops::DerefMut for Decisions {
    fn deref_mut(&mut self) -> &mut Vec<Decision> {
        &mut self.0
    }
}

impl std::fmt::Debug for Decisions {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        self.0.fmt(f)
    }
}

impl From<Vec<Decision>> for Decisions {
    fn from(v: Vec<Decision>) -> Decisions {
        Decisions(v)
    }
}

impl<'a> IntoIterator for &'a Decisions {
    type Item = &'a Decision;
    type IntoIter = std::slice::Iter<'a, Decision>;
    fn into_iter(self) -> Self::IntoIter {
        self.0.iter()
    }
}

/// A replay made on a hand before the hand took its final form (the PHH importer's, whose
/// actions it rewords as it replays them), kept apart from any hand to be bound to the final
/// one: the replay [`replay`] gives for it, without replaying the hand again.
#[derive(Debug, Clone)]
pub(crate) struct Detached {
    decisions: Decisions,
    table: Box<Table<'static>>,
}

/// The hand a detached table refers to while it is bound to none.
static NO_HAND: std::sync::LazyLock<Hand> = std::sync::LazyLock::new(Hand::no_hand);

impl Detached {
    /// A replay's decisions and table, kept apart from its hand.
    pub(crate) fn of(decisions: Decisions, table: Table<'_>) -> Detached {
        Detached {
            decisions,
            table: Box::write(Box::new_uninit(), table.rebind(&NO_HAND)),
        }
    }

    /// The replay bound to its hand (the final form of the hand it was made on): the table
    /// where it is, its hand and seats set (a table bound to no hand is one bound to any, as a
    /// `'static` reference is one of any lifetime).
    pub(crate) fn bind(self, hand: &Hand) -> Replay<'_> {
        let mut table: Box<Table<'_>> = self.table;
        table.rebind_in_place(hand);
        Replay {
            decisions: self.decisions,
            table,
        }
    }
}

/// Replay a hand, recording the state before every betting action.
///
/// ```
/// use floorcall_engine::hand::Hand;
/// use floorcall_engine::replay::replay;
///
/// // Blinds 50-100; seat 3 raises to 300, seat 1 (small blind) calls, seat 2 folds.
/// let hand = Hand::from_json(r#"{"game": "NLHE", "blinds": {"small": 50, "big": 100},
///   "button": 3, "seats": [{"seat": 1, "stack": 10000}, {"seat": 2, "stack": 10000},
///   {"seat": 3, "stack": 10000}],
///   "actions": [{"seat": 3, "action": "raise", "to": 300}, {"seat": 1, "action": "call"},
///               {"seat": 2, "action": "fold"}]}"#).unwrap();
/// let r = replay(&hand).unwrap();
/// // Before seat 1 acted: 250 to call, a raise to at least 500 (300 + the 200 raise).
/// let d = &r.decisions[1];
/// assert_eq!((d.seat, d.options.to_call, d.options.min_raise_to), (1, 250, Some(500)));
/// assert_eq!(r.table.pot(), 700);
/// // An impossible hand names the action: a raise below the minimum.
/// let bad = Hand::from_json(r#"{"game": "NLHE", "blinds": {"small": 50, "big": 100},
///   "button": 2, "seats": [{"seat": 1, "stack": 1000}, {"seat": 2, "stack": 1000}],
///   "actions": [{"seat": 2, "action": "raise", "to": 150}]}"#).unwrap();
/// assert_eq!(replay(&bad).unwrap_err().action_index, Some(0));
/// ```
pub fn replay(hand: &Hand) -> Result<Replay<'_>, HandError> {
    // The table is made where it stays: its heap block is taken first and the table written
    // into it (`Box::write`), not made on the stack and copied there (see `Replay`).
    let mut replay = Replay {
        decisions: Decisions::with_capacity(hand.actions.len()),
        table: Box::write(Box::new_uninit(), Table::seated(hand)),
    };
    match replay.table.start().err().or_else(|| replay.run()) {
        None => Ok(replay),
        Some(e) => Err(e),
    }
}

/// Whether an error is a raise refused because no live opponent has chips to call more (a
/// rule of this engine, as PokerKit's; some sites accept such a raise and hand the excess
/// back, which is a call).
pub fn is_uncallable_raise(e: &HandError) -> bool {
    e.reason.id() == "error-replay-seat-may-not-raise"
        && e.reason
            .args()
            .iter()
            .any(|(name, a)| *name == "why" && matches!(a, crate::text::Arg::Choice("no-opponent")))
}

/// Whether a replay error is a player acting when no more betting is possible (every other
/// player all-in): some sites log such players' checks.
pub fn is_action_after_betting_over(e: &HandError) -> bool {
    e.reason.id() == "error-replay-acts-betting-over"
}

/// Replay as far as the actions are legal: the decisions up to the first illegal action, the
/// table just before it, and the error. Fails only when the hand cannot be seated at all.
pub fn replay_partial(hand: &Hand) -> Result<(Replay<'_>, Option<HandError>), HandError> {
    let mut replay = Replay {
        decisions: Decisions::with_capacity(hand.actions.len()),
        table: Box::write(Box::new_uninit(), Table::seated(hand)),
    };
    replay.table.start()?;
    let error = replay.run();
    Ok((replay, error))
}

impl Replay<'_> {
    /// Apply the hand's actions to the table (seated, nothing applied yet) as far as they are
    /// legal, recording the decisions; the first illegal action's error. The table is changed
    /// in place (it is large: moved once per hand, not once per step).
    fn run(&mut self) -> Option<HandError> {
        let hand = self.table.hand;
        let table = &mut self.table;
        for (i, a) in hand.actions.iter().enumerate() {
            let mut known = None;
            if let Action::Player { seat, act } = a
                && act.is_betting()
            {
                if let Err(e) = table.deal_implied(i) {
                    return Some(e);
                }
                if let Some(p) = table.to_act.get() {
                    self.decisions
                        .push(table.decision_with(i, p, table.options_in_place(p)));
                    // The options are read from the decision just pushed, not from a copy of
                    // its own: that copy, written in pieces and read back whole at once, was
                    // a stall (about 2 % of the stud replay by the clock).
                    let Some(o) = self.decisions.last().map(|d| &d.options) else {
                        continue;
                    };
                    // The usual case: the player to act acts in the betting round the decision
                    // was made in, with nothing left to check but the action itself.
                    if table.phase == Phase::Betting && table.seat_is_at(*seat, p) {
                        if let Err(e) = table.apply_bet_decided(i, p, act, o) {
                            return Some(e);
                        }
                        continue;
                    }
                    known = Some((p, *o));
                }
            }
            // `apply` checks before it changes anything: on error the table is as it was.
            // The options just worked out for the decision serve to check a bet or raise.
            let known = known.as_ref().map(|(p, o)| (*p, o));
            if let Err(e) = table.apply_known(i, a, known) {
                return Some(e);
            }
        }
        None
    }
}

/// The whole hand replayed with the bet or raise at `index` standing as made, whatever its size
/// (an incorrect bet found after the next card, Rule 52): every other action checked as usual.
pub fn replay_standing(hand: &Hand, index: usize) -> Result<Table<'_>, HandError> {
    let mut table = Table::new(hand)?;
    table.standing = Some(index);
    for (i, a) in hand.actions.iter().enumerate() {
        table.apply(i, a)?;
    }
    table.deal_implied(hand.actions.len())?;
    Ok(table)
}

/// Replay only the first `n` actions (the state at the moment of a dispute).
pub fn replay_prefix(hand: &Hand, n: usize) -> Result<Table<'_>, HandError> {
    let mut table = Table::new(hand)?;
    for (i, a) in hand.actions.iter().take(n).enumerate() {
        table.apply(i, a)?;
    }
    Ok(table)
}

crate::text::messages! {
    /// The errors of this module, in the words of `crates/engine/locales/*.ftl`.
    pub(crate) enum Errors {
        /// An action when no more betting is possible.
        ActsBettingOver { seat: seat } = "error-replay-acts-betting-over",
        /// An action after everyone else folded.
        ActsAfterFolds { seat: seat } = "error-replay-acts-after-folds",
        /// An action before the next street is dealt.
        ActsBeforeDeal { seat: seat, street: verbatim } = "error-replay-acts-before-deal",
        NotHand = "error-replay-not-hand",
        StraddleMustMoreThanBet { current_bet: chips } = "error-replay-straddle-must-more-than-bet",
        SeatNotHand { seat: seat } = "error-replay-seat-not-hand",
        DealtBeforeBettingOver { street: verbatim, current: verbatim, who: text } = "error-replay-dealt-before-betting-over",
        NotDue { next: verbatim, street: verbatim } = "error-replay-not-due",
        NoneDue { street: verbatim } = "error-replay-none-due",
        /// "; seat N is to act" after a deal that came too early.
        SeatToAct { seat: seat } = "error-replay-seat-to-act",
        /// Nothing (no seat is to act).
        Nothing = "error-replay-nothing",
        SeatChecksFacingBetMore { seat: seat, facing: chips } = "error-replay-seat-checks-facing-bet-more",
        SeatHasFolded { seat: seat } = "error-replay-seat-has-folded",
        SeatActsOutTurn { seat: seat, to_act: seat } = "error-replay-seat-acts-out-turn",
        /// An action when nobody is to act.
        SeatActsNobodyToAct { seat: seat } = "error-replay-seat-acts-nobody-to-act",
        SeatBetsOrRaisesWhich { seat: seat, to: chips, current_bet: chips } = "error-replay-seat-bets-or-raises-which",
        SeatBetsButHasOnly { seat: seat, to: chips, all_in_to: chips } = "error-replay-seat-bets-but-has-only",
        /// May not raise (`why`: `not-reopened`, `capped`, `no-opponent`, `all-chips`).
        SeatMayNotRaise { seat: seat, why: choice } = "error-replay-seat-may-not-raise",
        SeatBetsMostAllowed { seat: seat, to: chips, hi: chips } = "error-replay-seat-bets-most-allowed",
        SeatBetsSmallestLegalBet { seat: seat, to: chips, lo: chips } = "error-replay-seat-bets-smallest-legal-bet",
        SeatShowsOrMucksWhile { seat: seat } = "error-replay-seat-shows-or-mucks-while",
        /// A draw when no draw is due.
        NoDrawNow { seat: seat } = "error-replay-no-draw-now",
        /// A second draw in one round.
        DrewAlready { seat: seat } = "error-replay-drew-already",
        /// A stud spot's round nobody has acted in, with another seat to act than the cards say.
        SpotOpenerByCards { seat: seat, opener: seat, street: text } = "error-replay-spot-opener-by-cards",
        /// A deal of a later run before the betting closed with a player all in, before the
        /// first run's board is complete, or out of the order of the streets.
        RunNotDue { run: count } = "error-replay-run-not-due",
    }
}

#[cfg(test)]
mod tests;
