//! Substantial action (Rule 36): two actions in turn of which at least one puts chips in, or
//! any three actions in turn. Posted blinds never count.
//!
//! The rule's parenthetical ("any 2 actions except 2 checks or 2 folds") would also count a
//! check and a fold; its defining sentence requires chips. We follow the defining sentence and
//! report a check + fold pair as ambiguous, so that a ruling that turns on it says so.

use crate::hand::ActionKind;

/// Whether substantial action has occurred over a run of actions.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Substantial {
    /// Whether substantial action has occurred (the defining sentence's reading).
    pub reached: bool,
    /// Exactly a check and a fold: substantial action only under the parenthetical reading.
    pub ambiguous: bool,
    /// Actions counted.
    pub actions: usize,
    /// Actions that put chips in.
    pub with_chips: usize,
}

/// Count actions (kind, whether it put chips in).
pub fn count(actions: &[(ActionKind, bool)]) -> Substantial {
    let n = actions.len();
    let chips = actions.iter().filter(|a| a.1).count();
    let reached = n >= 3 || (n >= 2 && chips >= 1);
    let ambiguous = !reached
        && n == 2
        && actions.iter().any(|a| a.0 == ActionKind::Check)
        && actions.iter().any(|a| a.0 == ActionKind::Fold);
    Substantial {
        reached,
        ambiguous,
        actions: n,
        with_chips: chips,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use ActionKind::*;

    #[test]
    fn definitions() {
        assert!(count(&[(Fold, false), (Call, true)]).reached);
        assert!(!count(&[(Check, false), (Check, false)]).reached);
        assert!(!count(&[(Fold, false), (Fold, false)]).reached);
        assert!(count(&[(Fold, false), (Fold, false), (Fold, false)]).reached);
        let cf = count(&[(Check, false), (Fold, false)]);
        assert!(!cf.reached && cf.ambiguous);
        assert!(!count(&[(Raise, true)]).reached);
    }
}
