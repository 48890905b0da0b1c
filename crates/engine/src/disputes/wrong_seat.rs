//! `wrong_seat`: a player is found in a seat that is not the one drawn for them (Rule 7).
//! Seats are drawn at random; a player in the wrong seat with the right stack moves to the
//! assigned seat and takes the whole stack along.
//!
//! # Design
//! Rule 7 says only that: where the player goes and with what. What becomes of the hand in
//! progress, and of the blinds the move skips or brings twice, it does not say, so those are
//! the floor's (Rule 1), read as follows:
//! - found before anyone acted: the player moves at once and the hand is dealt again with the
//!   player in the assigned seat (every chip posted goes back, `refunds`); the floor may
//!   instead play the hand as dealt and move the player after it;
//! - found during the hand: nothing in Rule 7 kills the hand, so it plays on where it was dealt
//!   and the player moves when it ends. Before substantial action (Rule 36) the floor may treat
//!   it as a wrong deal and re-deal (Rule 35-A); after it, the deal stands (35-D);
//! - found between hands, after hands were played from the wrong seat: the hands played stand
//!   and the player moves before the next deal;
//! - the assigned seat taken by another player: the floor sorts out both seats.
//!
//! The blinds: the big blind moves one seat a hand; the ruling says in how many hands it
//! reaches the player from the wrong seat and from the assigned one, with the amount. Nothing in
//! the rules makes up a blind skipped or refunds one posted twice.

use super::common::{known_seat, refunds};
use crate::error::HandError;
use crate::hand::{Action, Hand};
use crate::replay::{Table, replay};
use crate::rules::RuleKey;
use crate::ruling::{Alt, Ctx, Draft, Outcome};
use crate::text::Reason;
use crate::units::MAX_SEAT;
use serde::{Deserialize, Serialize};

/// When the wrong seat was noticed.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "snake_case")]
pub enum SeatNoticed {
    /// In this hand, before any player acted (`hand.actions` has no player action).
    BeforeAction,
    /// In this hand, after players acted (`hand.actions` is the action so far).
    DuringHand,
    /// Between hands, after one or more hands were played from the wrong seat: `hand` is the
    /// next hand as it is set up (its stacks are the stacks now), with no action yet.
    AfterHands,
}

/// A player is in a seat that is not the one drawn for them.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(deny_unknown_fields)]
pub struct WrongSeatDispute {
    /// The seat the player sits in (a seat of the hand).
    pub seat: u8,
    /// The seat drawn for the player.
    pub assigned_seat: u8,
    /// When it was noticed.
    pub noticed: SeatNoticed,
    /// Whether the assigned seat is empty (unknown when absent; a seat of the hand is taken).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub assigned_seat_empty: Option<bool>,
    /// The seat drawn by the player sitting in the assigned seat, where known. This player's
    /// seat (`seat`): the two have swapped, and both move (Rule 7). The assigned seat itself
    /// (two seat cards alike) or another seat: the floor's.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub occupant_assigned_seat: Option<u8>,
    /// Whether the player has posted a big blind from the wrong seat (unknown when absent: read
    /// as a player who has, as after an orbit there). `false`: the move skips or doubles no blind;
    /// it only sets when the first comes.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub big_blind_in_wrong_seat: Option<bool>,
}

/// The outcome codes only this family answers with.
#[allow(non_upper_case_globals)]
impl Outcome {
    /// The player moves to the assigned seat with the whole stack before the next deal.
    pub const Moved: Outcome = Outcome::code("moved");
}

impl super::Decide for WrongSeatDispute {
    const OUTCOMES: &'static [(Outcome, &'static str)] = &[
        (
            Outcome::Misdeal,
            "found before anyone acted: the player moves now and the hand is dealt again, every chip posted back (`refunds`); the floor's call",
        ),
        (
            Outcome::Stands,
            "found during the hand: it plays on as dealt, the player's hand live, and the player moves with the whole stack when it ends",
        ),
        (
            Outcome::Moved,
            "found between hands: the hands played stand and the player moves to the assigned seat with the whole stack before the next deal",
        ),
        (
            Outcome::Discretion,
            "the assigned seat is taken by another player: the floor sorts out both seats",
        ),
    ];
    const MESSAGES: &'static [&'static [crate::text::Spec]] = &[Text::SPECS, Errors::SPECS];

    fn decide(&self, hand: &Hand, ctx: &Ctx) -> Result<Draft, HandError> {
        decide(hand, self, ctx)
    }
}

fn decide(hand: &Hand, d: &WrongSeatDispute, ctx: &Ctx) -> Result<Draft, HandError> {
    known_seat(hand, d.seat, "dispute.seat")?;
    let (seat, assigned) = (d.seat, d.assigned_seat);
    if !(1..=MAX_SEAT).contains(&assigned) || assigned == seat {
        return Err(HandError::dispute(
            "dispute.assigned_seat",
            Errors::AssignedSeat {
                seat,
                assigned: u64::from(assigned),
            },
        ));
    }
    let taken_by_hand = hand.seat_index(assigned).is_some();
    if taken_by_hand && d.assigned_seat_empty == Some(true) {
        return Err(HandError::dispute(
            "dispute.assigned_seat_empty",
            Errors::AssignedInHand { assigned },
        ));
    }
    let acts = hand
        .actions
        .iter()
        .filter(|a| matches!(a, Action::Player { .. }))
        .count();
    if d.noticed != SeatNoticed::DuringHand && acts > 0 {
        return Err(HandError::dispute(
            "dispute.noticed",
            Errors::ActionsShown { actions: acts },
        ));
    }
    let start = Table::new(hand)?;
    let now = replay(hand)?.table;
    if let Some(o) = d.occupant_assigned_seat {
        if !(1..=MAX_SEAT).contains(&o) {
            return Err(HandError::dispute(
                "dispute.occupant_assigned_seat",
                Errors::OccupantSeat { seat: u64::from(o) },
            ));
        }
        if !taken_by_hand && d.assigned_seat_empty != Some(false) {
            return Err(HandError::dispute(
                "dispute.occupant_assigned_seat",
                Errors::NoOccupant { assigned },
            ));
        }
    }
    // Two players who drew each other's seats: each moves to his own (Rule 7), as if the seat
    // were free, both at once.
    let swap = d.occupant_assigned_seat == Some(seat);
    let empty = if swap {
        Some(true)
    } else if taken_by_hand {
        Some(false)
    } else {
        d.assigned_seat_empty
    };

    if empty == Some(false) {
        let mut dr = Draft::new(Outcome::Discretion, RuleKey::RandomSeating, None);
        dr.discretion = true;
        dr.see_also.push((RuleKey::FloorDecisions, None));
        dr.summary = Some(Text::Taken { seat, assigned }.into());
        dr.reasoning.push(Text::Rule { seat, assigned }.into());
        if taken_by_hand {
            dr.reasoning.push(Text::TakenInHand { assigned }.into());
        }
        dr.reasoning.push(Text::TakenFloor.into());
        return Ok(dr);
    }

    let stack_now = now.stack(seat);
    let in_pot = now.total_in(seat);
    let posted = start.total_in(seat);
    let mut dr = match d.noticed {
        SeatNoticed::BeforeAction => {
            let mut dr = Draft::new(Outcome::Misdeal, RuleKey::RandomSeating, None);
            dr.discretion = true;
            dr.see_also.push((RuleKey::Misdeals, Some("A")));
            dr.see_also.push((RuleKey::FloorDecisions, None));
            let back = refunds(hand, |s| start.total_in(s));
            let whole = hand.seats[hand.seat_index(seat).unwrap_or(0)].stack;
            dr.summary = Some(Text::Redeal { seat, assigned }.into());
            dr.reasoning.push(Text::Rule { seat, assigned }.into());
            dr.reasoning.push(Text::Silent.into());
            dr.reasoning.push(Text::NobodyActed { seat, assigned }.into());
            dr.reasoning.push(
                Text::TakesStack {
                    seat,
                    amount: whole,
                }
                .into(),
            );
            for r in &back {
                dr.reasoning.push(
                    Text::Back {
                        seat: r.seat,
                        amount: r.amount,
                    }
                    .into(),
                );
            }
            if !back.is_empty() {
                dr.refunds = Some(back);
            }
            // The re-deal: the same button, the player dealt in at the assigned seat, the blinds
            // placed on the seats as they now are.
            let mut now_seated: Vec<u8> = hand
                .seats
                .iter()
                .map(|s| s.seat)
                .filter(|&s| s != seat || swap)
                .chain((!swap).then_some(assigned))
                .collect();
            now_seated.sort_unstable();
            let (sb, bb) = crate::hand::blind_positions(&now_seated, hand.button, false);
            dr.next_hand = Some(crate::ruling::NextHand {
                button: hand.button,
                button_dead: !now_seated.contains(&hand.button),
                small_blind: sb.map(|i| now_seated[i]),
                big_blind: now_seated[bb],
                heads_up: now_seated.len() == 2,
                dealt_in: now_seated,
                waiting: Vec::new(),
            });
            dr.alternatives
                .push(Alt::outcome(Text::IfPlayedAsDealt { seat }, Outcome::Stands));
            dr
        }
        SeatNoticed::DuringHand => {
            let mut dr = Draft::new(Outcome::Stands, RuleKey::RandomSeating, None);
            dr.summary = Some(Text::PlaysOn { seat, assigned }.into());
            dr.reasoning.push(Text::Rule { seat, assigned }.into());
            dr.reasoning.push(Text::NotKilled { seat }.into());
            let kinds: Vec<(crate::hand::ActionKind, bool)> = hand
                .actions
                .iter()
                .filter_map(|a| match a {
                    Action::Player { act, .. } => {
                        let k = act.kind();
                        Some((
                            k,
                            matches!(
                                k,
                                crate::hand::ActionKind::Bet
                                    | crate::hand::ActionKind::Raise
                                    | crate::hand::ActionKind::Call
                                    | crate::hand::ActionKind::AllIn
                            ),
                        ))
                    }
                    _ => None,
                })
                .collect();
            let sa = ctx.house.substantial(&kinds);
            dr.see_also.push((RuleKey::Misdeals, Some("D")));
            dr.see_also.push((RuleKey::SubstantialAction, None));
            if sa.reached {
                dr.reasoning.push(
                    Text::AfterSubstantial {
                        actions: sa.actions,
                        with_chips: sa.with_chips,
                    }
                    .into(),
                );
            } else {
                dr.discretion = true;
                dr.see_also.push((RuleKey::FloorDecisions, None));
                dr.reasoning.push(Text::Silent.into());
                dr.reasoning.push(
                    Text::BeforeSubstantial {
                        actions: sa.actions,
                    }
                    .into(),
                );
                dr.alternatives
                    .push(Alt::outcome(Text::IfRedealt { seat }, Outcome::Misdeal));
            }
            dr.reasoning.push(
                Text::StackInPlay {
                    seat,
                    behind: stack_now,
                    in_pot,
                }
                .into(),
            );
            dr
        }
        SeatNoticed::AfterHands => {
            let mut dr = Draft::new(Outcome::Moved, RuleKey::RandomSeating, None);
            dr.summary = Some(Text::MovesNow { seat, assigned }.into());
            dr.reasoning.push(Text::Rule { seat, assigned }.into());
            dr.reasoning.push(Text::HandsStand { seat }.into());
            let whole = hand.seats[hand.seat_index(seat).unwrap_or(0)].stack;
            dr.reasoning.push(
                Text::TakesStack {
                    seat,
                    amount: whole,
                }
                .into(),
            );
            dr
        }
    };

    // The blinds: in how many hands the big blind reaches the player, from each seat.
    if d.noticed != SeatNoticed::BeforeAction {
        if d.noticed == SeatNoticed::DuringHand && posted > 0 {
            dr.reasoning.push(
                Text::Posted {
                    seat,
                    amount: posted,
                }
                .into(),
            );
        }
        let bb = start.big_blind_seat();
        let seats: Vec<u8> = hand.seats.iter().map(|s| s.seat).collect();
        // After the move: the assigned seat taken, the wrong one left (a swap keeps both).
        let moved: Vec<u8> = if swap {
            seats.clone()
        } else {
            seats
                .iter()
                .copied()
                .filter(|&s| s != seat)
                .chain(std::iter::once(assigned))
                .collect()
        };
        // The move is made after this hand when found during it: the big blind is then at
        // least one hand away from the player in the new seat.
        let mut from_wrong = hands_until(&seats, bb, seat);
        let mut from_assigned = hands_until(&moved, bb, assigned);
        if d.noticed == SeatNoticed::DuringHand {
            // This hand's blinds are posted from the wrong seat: the next big blind from either
            // seat comes in a later hand.
            if from_assigned == 0 {
                from_assigned = moved.len();
            }
            if from_wrong == 0 {
                from_wrong = seats.len();
            }
        }
        let big = hand.blinds.big;
        dr.reasoning.push(
            Text::BigBlindReaches {
                seat,
                assigned,
                from_wrong,
                from_assigned,
                big,
            }
            .into(),
        );
        let big_total = big.saturating_add(hand.big_blind_ante);
        let small = hand.blinds.small;
        // A small blind still to come in the wrong seat when the player leaves it (the big blind
        // there just posted) is not the player's: the seat is left (dead when empty, Rule 32).
        let small_pending = match d.noticed {
            SeatNoticed::DuringHand => bb == seat,
            _ => start.small_blind_seat() == Some(seat),
        };
        let twice_small = from_assigned < from_wrong && !small_pending;
        let skipped_small = from_assigned > from_wrong;
        let extra = if twice_small || skipped_small {
            big_total.saturating_add(small)
        } else {
            big_total
        };
        if from_wrong != from_assigned && d.big_blind_in_wrong_seat == Some(false) {
            dr.reasoning.push(Text::NoBlindYet { seat }.into());
        } else if from_wrong != from_assigned {
            // Between hands the blinds the move shifts are the question asked, and no rule
            // settles them: the floor's. During a hand the question is the hand's, and the
            // shift is stated as it falls.
            if d.noticed == SeatNoticed::AfterHands {
                dr.discretion = true;
                if !dr.see_also.contains(&(RuleKey::FloorDecisions, None)) {
                    dr.see_also.push((RuleKey::FloorDecisions, None));
                }
            }
            if from_assigned > from_wrong {
                dr.reasoning.push(
                    Text::Later {
                        hands: from_assigned - from_wrong,
                        big,
                    }
                    .into(),
                );
            } else {
                dr.reasoning.push(
                    Text::Sooner {
                        hands: from_wrong - from_assigned,
                        big,
                    }
                    .into(),
                );
            }
            if d.big_blind_in_wrong_seat.is_none() && d.noticed == SeatNoticed::AfterHands {
                dr.alternatives
                    .push(Alt::outcome(Text::IfNoBlindYet { seat }, dr.outcome));
            }
            dr.reasoning.push(if from_assigned > from_wrong {
                Text::OrbitSkipped {
                    big_total,
                    small,
                    extra,
                }
                .into()
            } else if twice_small {
                Text::OrbitTwice {
                    big_total,
                    small,
                    extra,
                }
                .into()
            } else {
                Text::OrbitTwiceSmallDead {
                    big_total,
                    seat,
                    small,
                }
                .into()
            });
        }
    }
    if swap {
        let other = hand
            .seat_index(assigned)
            .map_or(0, |i| hand.seats[i].stack);
        dr.reasoning.insert(
            1,
            Text::Swap {
                seat,
                assigned,
                amount: other,
            }
            .into(),
        );
    }
    if empty.is_none() {
        dr.alternatives
            .push(Alt::outcome(Text::IfTaken { assigned }, Outcome::Discretion));
    }
    Ok(dr)
}

/// How many hands until the big blind, now on `bb`, reaches `target` among `seats`, moving one
/// occupied seat clockwise a hand (0: this hand).
fn hands_until(seats: &[u8], bb: u8, target: u8) -> usize {
    let ahead = |s: u8| (s + MAX_SEAT - bb) % MAX_SEAT;
    let t = ahead(target);
    if t == 0 {
        return 0;
    }
    seats
        .iter()
        .filter(|&&s| {
            let a = ahead(s);
            a > 0 && a <= t
        })
        .count()
}

crate::text::messages! {
    /// The reasons of a `wrong_seat` ruling.
    pub enum Text {
        /// What the rule says.
        Rule { seat: seat, assigned: seat } = "seat-rule",
        /// What the rule leaves unsaid.
        Silent = "seat-silent",
        /// Summary: moved now, re-dealt.
        Redeal { seat: seat, assigned: seat } = "seat-redeal",
        /// Nobody acted yet.
        NobodyActed { seat: seat, assigned: seat } = "seat-nobody-acted",
        /// A chip posted goes back.
        Back { seat: seat, amount: chips } = "seat-back",
        /// The whole stack moves.
        TakesStack { seat: seat, amount: chips } = "seat-takes-stack",
        /// Alternative: played as dealt.
        IfPlayedAsDealt { seat: seat } = "seat-if-played-as-dealt",
        /// Summary: the hand plays on, then the move.
        PlaysOn { seat: seat, assigned: seat } = "seat-plays-on",
        /// Rule 7 kills no hand.
        NotKilled { seat: seat } = "seat-not-killed",
        /// After substantial action: the deal stands.
        AfterSubstantial { actions: count, with_chips: count } = "seat-after-substantial",
        /// Before substantial action: a re-deal is possible.
        BeforeSubstantial { actions: count } = "seat-before-substantial",
        /// Alternative: re-dealt.
        IfRedealt { seat: seat } = "seat-if-redealt",
        /// The stack in play.
        StackInPlay { seat: seat, behind: chips, in_pot: chips } = "seat-stack-in-play",
        /// Summary: moves before the next deal.
        MovesNow { seat: seat, assigned: seat } = "seat-moves-now",
        /// The hands played stand.
        HandsStand { seat: seat } = "seat-hands-stand",
        /// What the player posted from the wrong seat.
        Posted { seat: seat, amount: chips } = "seat-posted",
        /// When the big blind reaches the player, from each seat.
        BigBlindReaches { seat: seat, assigned: seat, from_wrong: count, from_assigned: count, big: chips } = "seat-big-blind-reaches",
        /// The move puts the big blind off.
        Later { hands: count, big: chips } = "seat-later",
        /// The move brings the big blind sooner.
        Sooner { hands: count, big: chips } = "seat-sooner",
        /// Summary: the assigned seat is taken.
        Taken { seat: seat, assigned: seat } = "seat-taken",
        /// The assigned seat is a seat of the hand.
        TakenInHand { assigned: seat } = "seat-taken-in-hand",
        /// The floor sorts it out.
        TakenFloor = "seat-taken-floor",
        /// Alternative: the assigned seat is taken.
        IfTaken { assigned: seat } = "seat-if-taken",
        /// The blind brought sooner: paid twice in an orbit.
        OrbitTwice { big_total: chips, small: chips, extra: chips } = "seat-orbit-twice",
        /// The blind brought sooner, the wrong seat's small blind dead: the big blind alone twice.
        OrbitTwiceSmallDead { big_total: chips, seat: seat, small: chips } = "seat-orbit-twice-small-dead",
        /// The blind put off: skipped in an orbit.
        OrbitSkipped { big_total: chips, small: chips, extra: chips } = "seat-orbit-skipped",
        /// Alternative: no big blind posted from the wrong seat.
        IfNoBlindYet { seat: seat } = "seat-if-no-blind-yet",
        /// No big blind posted from the wrong seat: nothing skipped or doubled.
        NoBlindYet { seat: seat } = "seat-no-blind-yet",
        /// Two players swapped seats: both move.
        Swap { seat: seat, assigned: seat, amount: chips } = "seat-swap",
    }
}

crate::text::messages! {
    /// The errors of this module, in the words of `crates/engine/locales/*.ftl`.
    pub(crate) enum Errors {
        AssignedSeat { seat: seat, assigned: num } = "error-seat-assigned",
        AssignedInHand { assigned: seat } = "error-seat-assigned-in-hand",
        ActionsShown { actions: count } = "error-seat-actions-shown",
        OccupantSeat { seat: num } = "error-seat-occupant-seat",
        NoOccupant { assigned: seat } = "error-seat-no-occupant",
    }
}
