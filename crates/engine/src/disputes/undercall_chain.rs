//! `undercall_chain`: several players in a row each put out less than the call, silently
//! (Rule 51-C): play goes back to the first undercaller, who must correct as Rule 51-B says (a
//! full call facing the round's opening bet or heads-up; facing a raise multi-way the floor
//! holds the player to a full call or lets the chips be forfeited and the hand folded); how the
//! others are treated is the floor's (they act again once the first has corrected; the reading
//! taken: each is held to a full call, the alternative a forfeit and a fold).

use super::common::state_now;
use crate::error::HandError;
use crate::hand::{ActionKind, Chips, Hand};
use crate::rules::RuleKey;
use crate::ruling::{Alt, Ctx, Draft, Outcome, RuledAction};
use crate::text::Reason;
use serde::{Deserialize, Serialize};

/// One undercall: the seat and the chips it put out.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(deny_unknown_fields)]
pub struct Undercall {
    /// The seat.
    #[cfg_attr(feature = "openapi", schema(minimum = 1, maximum = 12))]
    pub seat: u8,
    /// The chips it put out, silently: less than its call, with chips behind.
    #[cfg_attr(feature = "openapi", schema(value_type = crate::units::ChipsSchema))]
    pub amount: Chips,
}

/// Undercalls one after another, after the hand's actions, in the order they were made.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(deny_unknown_fields)]
pub struct UndercallChainDispute {
    /// The undercalls, the first by the seat to act at the end of `hand.actions`.
    pub undercalls: Vec<Undercall>,
}

impl super::Decide for UndercallChainDispute {
    const SPOT: bool = true;
    const OUTCOMES: &'static [(Outcome, &'static str)] = &[
        (
            Outcome::MustCall,
            "the first undercaller must make the full call (`action`); the others are the floor's (`discretion`, `alternatives`)",
        ),
        (
            Outcome::Fold,
            "the alternative where the floor lets an undercaller forfeit the chips put out and fold",
        ),
    ];
    const MESSAGES: &'static [&'static [crate::text::Spec]] = &[Errors::SPECS, Text::SPECS];

    fn decide(&self, hand: &Hand, _ctx: &Ctx) -> Result<Draft, HandError> {
        let t = state_now(hand)?;
        let Some(to_act) = t.to_act() else {
            return Err(HandError::dispute("hand", Errors::NobodyToAct));
        };
        if self.undercalls.len() < 2 {
            return Err(HandError::dispute("dispute.undercalls", Errors::NeedTwo));
        }
        let current = t.current_bet();
        for (k, u) in self.undercalls.iter().enumerate() {
            let f = format!("dispute.undercalls[{k}]");
            super::common::known_seat(hand, u.seat, &format!("{f}.seat"))?;
            if self.undercalls[..k].iter().any(|o| o.seat == u.seat) {
                return Err(HandError::dispute(f, Errors::SeatTwice { seat: u.seat }));
            }
            let owed = current.saturating_sub(t.committed(u.seat));
            if t.has_folded(u.seat) || u.amount >= owed || u.amount >= t.stack(u.seat) {
                return Err(HandError::dispute(
                    format!("{f}.amount"),
                    Errors::NotAnUndercall {
                        seat: u.seat,
                        owed,
                    },
                ));
            }
        }
        let first = self.undercalls[0];
        if first.seat != to_act {
            return Err(HandError::dispute(
                "dispute.undercalls[0].seat",
                Errors::FirstNotToAct {
                    seat: first.seat,
                    to_act,
                },
            ));
        }
        let heads_up = t.live_seats().len() == 2;
        let mandatory = heads_up || t.facing_opening_bet();
        let add = current - t.committed(first.seat) - first.amount;
        let mut d = Draft::new(
            Outcome::MustCall,
            RuleKey::BindingDeclarationsUndercalls,
            Some("C"),
        );
        d.see_also
            .push((RuleKey::BindingDeclarationsUndercalls, Some("B")));
        d.decision.action = Some(RuledAction {
            seat: first.seat,
            action: ActionKind::Call,
            to: Some(current),
        });
        d.reasoning.push(
            if mandatory {
                Text::FirstMustCall {
                    seat: first.seat,
                    amount: first.amount,
                    call_to: current,
                    add,
                }
            } else {
                Text::FirstFloor {
                    seat: first.seat,
                    amount: first.amount,
                    call_to: current,
                    add,
                }
            }
            .into(),
        );
        if !mandatory {
            d.alternatives.push(Alt::outcome(
                Text::IfForfeits {
                    seat: first.seat,
                    amount: first.amount,
                },
                Outcome::Fold,
            ));
        }
        // The others: the floor's (51-C).
        d.discretion = true;
        for u in &self.undercalls[1..] {
            let add = current - t.committed(u.seat) - u.amount;
            d.reasoning.push(
                Text::Other {
                    seat: u.seat,
                    amount: u.amount,
                    add,
                }
                .into(),
            );
            d.alternatives.push(Alt::outcome(
                Text::IfForfeits {
                    seat: u.seat,
                    amount: u.amount,
                },
                Outcome::Fold,
            ));
        }
        d.summary = Some(
            Text::Summary {
                seat: first.seat,
                call_to: current,
                add,
            }
            .into(),
        );
        Ok(d)
    }
}

crate::text::messages! {
    /// The reasons of an `undercall_chain` ruling.
    pub enum Text {
        /// The first undercaller faces the opening bet or is heads-up: a full call.
        FirstMustCall { seat: seat, amount: chips, call_to: chips, add: chips } = "undercall-chain-first-must-call",
        /// The first undercaller faces a raise multi-way: the floor's, leaning to a full call.
        FirstFloor { seat: seat, amount: chips, call_to: chips, add: chips } = "undercall-chain-first-floor",
        /// A later undercaller: the floor's.
        Other { seat: seat, amount: chips, add: chips } = "undercall-chain-other",
        /// Alternative: forfeit and fold.
        IfForfeits { seat: seat, amount: chips } = "undercall-chain-if-forfeits",
        /// The summary.
        Summary { seat: seat, call_to: chips, add: chips } = "undercall-chain-summary",
    }
}

crate::text::messages! {
    /// The errors of this module, in the words of `crates/engine/locales/*.ftl`.
    pub(crate) enum Errors {
        NobodyToAct = "error-undercall-chain-nobody-to-act",
        NeedTwo = "error-undercall-chain-need-two",
        SeatTwice { seat: seat } = "error-undercall-chain-seat-twice",
        NotAnUndercall { seat: seat, owed: chips } = "error-undercall-chain-not-an-undercall",
        FirstNotToAct { seat: seat, to_act: seat } = "error-undercall-chain-first-not-to-act",
    }
}
