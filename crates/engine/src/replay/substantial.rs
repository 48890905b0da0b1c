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

/// Count actions (kind, whether it put chips in) under the TDA's definition.
pub fn count(actions: &[(ActionKind, bool)]) -> Substantial {
    count_with(actions, 3, 2)
}

/// Count actions under a house's definition: `any` actions whatever they are, or `with_chips`
/// actions of which at least one puts chips in ([`crate::house::HouseRules::substantial`]).
pub fn count_with(actions: &[(ActionKind, bool)], any: u8, with_chips: u8) -> Substantial {
    let n = actions.len();
    let chips = actions.iter().filter(|a| a.1).count();
    let reached = n >= usize::from(any) || (n >= usize::from(with_chips) && chips >= 1);
    let ambiguous = !reached
        && n == 2
        && (any, with_chips) == (3, 2)
        && actions.iter().any(|a| a.0 == ActionKind::Check)
        && actions.iter().any(|a| a.0 == ActionKind::Fold);
    Substantial {
        reached,
        ambiguous,
        actions: n,
        with_chips: chips,
    }
}

impl crate::house::HouseRules {
    /// Substantial action over a run of actions under these rules (Rule 36, or the house's).
    pub fn substantial(&self, actions: &[(ActionKind, bool)]) -> Substantial {
        count_with(
            actions,
            self.substantial_actions,
            self.substantial_actions_with_chips,
        )
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
