//! The machine code of a ruling's answer, never translated.

use serde::{Deserialize, Serialize};

/// What a ruling decides (`outcome`), one closed set for every dispute type.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "snake_case")]
pub enum Outcome {
    /// `bet`: the act is a call.
    Call,
    /// `bet`: the act is a raise.
    Raise,
    /// `bet`: the act is a bet.
    Bet,
    /// `bet`: the act is a check.
    Check,
    /// `bet`: the player is all-in.
    AllIn,
    /// `bet`: the player folded.
    Fold,
    /// `bet`: an undercall where a full call is mandatory.
    MustCall,
    /// `bet`: an undercall where the floor may require a full call or let the player forfeit
    /// the chips and fold.
    CallOrForfeit,
    /// `bet`, `out_of_turn`: the player may call or fold, not raise.
    CallOrFold,
    /// `options`: the legal choices of the player to act.
    Options,
    /// `out_of_turn`: the act out of turn binds.
    Binding,
    /// `out_of_turn`: the act out of turn does not bind.
    NotBinding,
    /// `incorrect_bet`: the wrong bet is corrected.
    Corrected,
    /// `incorrect_bet`: the wrong bet stands.
    Stands,
    /// `cards_dealt`, `out_of_turn`: the player's hand is dead.
    DeadHand,
    /// `cards_dealt`: a misdeal; the hand is re-dealt.
    Misdeal,
    /// `cards_dealt` (alternative): the button's hand may be completed.
    CompleteHand,
    /// `show_request`: the requester has the right to see the hand.
    Right,
    /// Only the floor can decide (Rule 1): `discretion` is true.
    Discretion,
    /// `show_request`: no right to see the hand.
    NoRight,
    /// `face_up`: the hands are turned face up now.
    FaceUp,
    /// `face_up`: not yet.
    NotYet,
    /// `showdown`: the pots are awarded.
    Award,
    /// Penalty: a verbal warning.
    Warning,
    /// Penalty: missed hands or missed rounds (`penalty` gives the count).
    Penalty,
    /// Penalty: disqualification.
    Disqualification,
    /// The next hand's button and blinds (see `next_hand`).
    NextHand,
}

impl Outcome {
    /// Every outcome.
    pub const ALL: &'static [Outcome] = &[
        Outcome::Call,
        Outcome::Raise,
        Outcome::Bet,
        Outcome::Check,
        Outcome::AllIn,
        Outcome::Fold,
        Outcome::MustCall,
        Outcome::CallOrForfeit,
        Outcome::CallOrFold,
        Outcome::Options,
        Outcome::Binding,
        Outcome::NotBinding,
        Outcome::Corrected,
        Outcome::Stands,
        Outcome::DeadHand,
        Outcome::Misdeal,
        Outcome::CompleteHand,
        Outcome::Right,
        Outcome::Discretion,
        Outcome::NoRight,
        Outcome::FaceUp,
        Outcome::NotYet,
        Outcome::Award,
        Outcome::Warning,
        Outcome::Penalty,
        Outcome::Disqualification,
        Outcome::NextHand,
    ];

    /// The wire code: `call`, `must_call`, `not_binding`…
    pub fn as_str(self) -> &'static str {
        match self {
            Outcome::Call => "call",
            Outcome::Raise => "raise",
            Outcome::Bet => "bet",
            Outcome::Check => "check",
            Outcome::AllIn => "all_in",
            Outcome::Fold => "fold",
            Outcome::MustCall => "must_call",
            Outcome::CallOrForfeit => "call_or_forfeit",
            Outcome::CallOrFold => "call_or_fold",
            Outcome::Options => "options",
            Outcome::Binding => "binding",
            Outcome::NotBinding => "not_binding",
            Outcome::Corrected => "corrected",
            Outcome::Stands => "stands",
            Outcome::DeadHand => "dead_hand",
            Outcome::Misdeal => "misdeal",
            Outcome::CompleteHand => "complete_hand",
            Outcome::Right => "right",
            Outcome::Discretion => "discretion",
            Outcome::NoRight => "no_right",
            Outcome::FaceUp => "face_up",
            Outcome::NotYet => "not_yet",
            Outcome::Award => "award",
            Outcome::Warning => "warning",
            Outcome::Penalty => "penalty",
            Outcome::Disqualification => "disqualification",
            Outcome::NextHand => "next_hand",
        }
    }

    /// The outcome of a wire code.
    pub fn parse(code: &str) -> Option<Outcome> {
        Outcome::ALL.iter().copied().find(|o| o.as_str() == code)
    }
}

impl std::fmt::Display for Outcome {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.as_str())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn codes_match_serde_and_round_trip() {
        for &o in Outcome::ALL {
            assert_eq!(
                serde_json::to_value(o).ok(),
                Some(serde_json::json!(o.as_str()))
            );
            assert_eq!(Outcome::parse(o.as_str()), Some(o));
        }
        assert_eq!(Outcome::parse("maybe"), None);
    }
}
