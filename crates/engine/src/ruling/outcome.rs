//! The machine code of a ruling's answer, never translated.
//!
//! # Design
//!
//! The contract has one closed set of codes, but each code is declared where it is used: a
//! code several dispute families answer with is declared here; a code only one family answers
//! with is declared in that family's module (an `impl Outcome` block there). Each family lists
//! the codes it answers with and what each means for it (`disputes::Decide::OUTCOMES`); the
//! registry collects them into the contract's list (`Outcome::all`), parses codes against it,
//! and documents each code type by type.

use serde::Serialize;

/// What a ruling decides (`outcome`): a code of the contract's closed set.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize)]
#[serde(transparent)]
pub struct Outcome(&'static str);

impl Outcome {
    /// An outcome code (declared once, as an associated constant).
    pub(crate) const fn code(code: &'static str) -> Outcome {
        Outcome(code)
    }

    /// The wire code: `call`, `must_call`, `not_binding`…
    pub fn as_str(self) -> &'static str {
        self.0
    }
}

/// The codes several families answer with. (Named like enum variants, which they replace.)
#[allow(non_upper_case_globals)]
impl Outcome {
    /// The act is a call.
    pub const Call: Outcome = Outcome::code("call");
    /// The act is a raise.
    pub const Raise: Outcome = Outcome::code("raise");
    /// The act is a bet.
    pub const Bet: Outcome = Outcome::code("bet");
    /// The act is a check.
    pub const Check: Outcome = Outcome::code("check");
    /// The player is all-in.
    pub const AllIn: Outcome = Outcome::code("all_in");
    /// The player folded.
    pub const Fold: Outcome = Outcome::code("fold");
    /// The player may call or fold, not raise.
    pub const CallOrFold: Outcome = Outcome::code("call_or_fold");
    /// The act binds.
    pub const Binding: Outcome = Outcome::code("binding");
    /// The act does not bind.
    pub const NotBinding: Outcome = Outcome::code("not_binding");
    /// The error is corrected.
    pub const Corrected: Outcome = Outcome::code("corrected");
    /// It stands as it is.
    pub const Stands: Outcome = Outcome::code("stands");
    /// The player's hand is dead.
    pub const DeadHand: Outcome = Outcome::code("dead_hand");
    /// A misdeal: the hand is re-dealt.
    pub const Misdeal: Outcome = Outcome::code("misdeal");
    /// The player has the right asked for.
    pub const Right: Outcome = Outcome::code("right");
    /// Only the floor can decide (Rule 1): `discretion` is true.
    pub const Discretion: Outcome = Outcome::code("discretion");
    /// The player has no right to it.
    pub const NoRight: Outcome = Outcome::code("no_right");
    /// Not yet.
    pub const NotYet: Outcome = Outcome::code("not_yet");
    /// The pots are awarded (`pots`).
    pub const Award: Outcome = Outcome::code("award");
    /// A verbal warning.
    pub const Warning: Outcome = Outcome::code("warning");
    /// A penalty: missed hands or rounds.
    pub const Penalty: Outcome = Outcome::code("penalty");
}

impl std::fmt::Display for Outcome {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.0)
    }
}
