//! `stub`: the stub was dropped and looks disordered while cards remain to be dealt (RP-4).
//! First try to rebuild it in its original order; if that cannot be done, a new stub is made
//! from the stub's cards only (not the muck or the burns), scrambled, shuffled and cut; if the
//! dropped stub mixed with the muck or the burns, all the mixed cards are scrambled together,
//! shuffled and cut. Play goes on with the new stub; the cards already dealt stay as they are.

use crate::error::HandError;
use crate::hand::Hand;
use crate::rules::RuleKey;
use crate::ruling::{Alt, Ctx, Draft, Outcome};
use crate::text::Reason;
use serde::{Deserialize, Serialize};

/// The stub was dropped.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(deny_unknown_fields)]
pub struct StubDispute {
    /// Whether the stub's original order can be rebuilt for certain (unknown when absent).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub reconstructable: Option<bool>,
    /// Whether the dropped stub mixed with the muck or the burn cards.
    #[serde(default)]
    pub mixed_with_muck: bool,
}

/// The outcome codes only this family answers with.
#[allow(non_upper_case_globals)]
impl Outcome {
    /// The stub is put back in its original order.
    pub const Reconstruct: Outcome = Outcome::code("reconstruct");
    /// A new stub from the stub's cards only, shuffled and cut.
    pub const ReshuffleStub: Outcome = Outcome::code("reshuffle_stub");
    /// The stub, the muck and the burns mixed: all scrambled together, shuffled and cut.
    pub const ReshuffleAll: Outcome = Outcome::code("reshuffle_all");
}

impl super::Decide for StubDispute {
    const HANDLESS: bool = true;
    const OUTCOMES: &'static [(Outcome, &'static str)] = &[
        (Outcome::Reconstruct, "the stub is put back in its original order"),
        (
            Outcome::ReshuffleStub,
            "a new stub is made from the stub's cards only (not the muck or the burns), scrambled, shuffled and cut",
        ),
        (
            Outcome::ReshuffleAll,
            "the stub mixed with the muck or the burns: all those cards are scrambled together, shuffled and cut",
        ),
    ];
    const MESSAGES: &'static [&'static [crate::text::Spec]] = &[Text::SPECS];

    fn decide(&self, _hand: &Hand, _ctx: &Ctx) -> Result<Draft, HandError> {
        let mut dr = if self.mixed_with_muck {
            let mut dr = Draft::new(Outcome::ReshuffleAll, RuleKey::RpDisorderedStub, None);
            dr.summary = Some(Text::All.into());
            dr
        } else {
            match self.reconstructable {
                Some(true) => {
                    let mut dr = Draft::new(Outcome::Reconstruct, RuleKey::RpDisorderedStub, None);
                    dr.summary = Some(Text::Rebuild.into());
                    dr
                }
                Some(false) => {
                    let mut dr =
                        Draft::new(Outcome::ReshuffleStub, RuleKey::RpDisorderedStub, None);
                    dr.summary = Some(Text::StubOnly.into());
                    dr
                }
                None => {
                    // Rebuilding comes first; whether it can be done is the dealer's and the
                    // floor's to see.
                    let mut dr = Draft::new(Outcome::Reconstruct, RuleKey::RpDisorderedStub, None);
                    dr.summary = Some(Text::TryFirst.into());
                    dr.alternatives.push(Alt::outcome(
                        Text::IfCannotRebuild,
                        Outcome::ReshuffleStub,
                    ));
                    dr
                }
            }
        };
        dr.see_also.push((RuleKey::IrregularFlops, Some("D")));
        dr.reasoning.push(Text::FaceDown.into());
        Ok(dr)
    }
}

crate::text::messages! {
    /// The reasons of a `stub` ruling.
    pub enum Text {
        /// Mixed with the muck or burns.
        All = "stub-all",
        /// Rebuilt in order.
        Rebuild = "stub-rebuild",
        /// A new stub of the stub's cards.
        StubOnly = "stub-stub-only",
        /// Try to rebuild first.
        TryFirst = "stub-try-first",
        /// Alternative: cannot be rebuilt.
        IfCannotRebuild = "stub-if-cannot-rebuild",
        /// A reshuffle is face down.
        FaceDown = "stub-face-down",
    }
}
