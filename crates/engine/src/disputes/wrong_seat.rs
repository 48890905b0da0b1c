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
//! The blinds: the big blind moves one player a hand (Rule 32's dead button); the ruling says
//! in how many hands it reaches the player from the wrong seat and from the assigned one, with
//! the amount. A move made between hands that empties the seat the big blind was due on sends
//! this hand's big blind to the next player. Nothing in the rules makes up a blind skipped or
//! refunds one posted twice. A shift of up to half the players (the big blind a hand or two
//! later or sooner) only re-orders the orbit: the player's next big blind is still the one of
//! this orbit and nothing is skipped or paid twice; no rule says so either way, so it stays
//! the floor's call, with the lean that nothing is owed. A larger
//! shift is read as an orbit's big blind skipped or paid twice, the whole orbit's amount
//! stated, and the floor decides what to do about it (Rule 1).

use super::common::{known_seat, refunds};
use crate::error::HandError;
use crate::hand::{Action, Hand};
use crate::replay::substantial::Substantial;
use crate::replay::{Table, replay};
use crate::rules::RuleKey;
use crate::ruling::{Alt, Ctx, Draft, NextHand, Outcome, Refund};
use crate::text::Reason;
use crate::units::{Chips, MAX_SEAT};
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

/// What Rule 7 (and the floor, Rule 1, where it is silent) finds for a player in the wrong
/// seat: the assigned seat taken, or one case per moment the wrong seat is noticed.
#[derive(Debug)]
enum Case {
    /// The assigned seat is taken by another player: the floor sorts out both seats.
    Taken {
        /// The assigned seat is a seat of the hand.
        in_hand: bool,
    },
    /// Found before anyone acted: the player moves now and the hand is dealt again, every chip
    /// posted back.
    Redeal {
        /// The player's whole stack, which moves.
        whole: Chips,
        /// The chips posted, handed back.
        back: Vec<Refund>,
        /// The re-deal's button and blinds, the player at the assigned seat.
        next: NextHand,
    },
    /// Found during the hand: it plays on as dealt; the player moves when it ends (Rule 35-D
    /// after substantial action, Rule 36; a re-deal is the floor's before it).
    PlaysOn {
        /// The substantial action so far.
        sa: Substantial,
        /// The player's stack behind.
        behind: Chips,
        /// The player's chips in the pot.
        in_pot: Chips,
        /// What the move does to the player's big blind.
        blinds: Blinds,
    },
    /// Found between hands: the hands played stand; the player moves before the next deal.
    Moves {
        /// The player's whole stack, which moves.
        whole: Chips,
        /// What the move does to the player's big blind.
        blinds: Blinds,
    },
}

/// A finding: the seats, the case, and what holds for every case.
#[derive(Debug)]
struct Finding {
    seat: u8,
    assigned: u8,
    case: Case,
    /// Two players who drew each other's seats: the other player's stack (both move).
    swapped: Option<Chips>,
    /// Whether the assigned seat is known to be empty or taken.
    empty_known: bool,
}

/// When the big blind reaches the player from the wrong seat and from the assigned one, in
/// hands, and the amounts (no rule makes up a blind skipped or refunds one posted twice).
#[derive(Debug)]
struct Blinds {
    /// Posted from the wrong seat in this hand (found during it).
    posted: Chips,
    from_wrong: usize,
    from_assigned: usize,
    big: Chips,
    /// The big blind with its ante.
    big_total: Chips,
    small: Chips,
    shift: Shift,
    /// Whether the player's big blind in the wrong seat is unknown.
    unknown: bool,
}

/// What the move does to the player's big blind.
#[derive(Debug, PartialEq, Eq)]
enum Shift {
    /// It comes in as many hands from either seat.
    Same,
    /// The player posted no big blind from the wrong seat: nothing skipped or doubled.
    NoBlindYet,
    /// It comes `hands` later, up to half the players: the orbit re-ordered, nothing skipped.
    LaterInOrbit { hands: usize },
    /// It comes `hands` sooner, up to half the players: nothing paid twice.
    SoonerInOrbit { hands: usize },
    /// It comes `hands` later: one skipped in the orbit.
    Later { hands: usize },
    /// It comes `hands` sooner: paid twice in the orbit, or the big blind alone twice when the
    /// wrong seat's small blind, still to come, is left dead (Rule 32).
    Sooner { hands: usize, small_dead: bool },
}

fn decide(hand: &Hand, d: &WrongSeatDispute, ctx: &Ctx) -> Result<Draft, HandError> {
    Ok(explain(find(hand, d, ctx)?, d.noticed))
}

/// The request's checks that come before the hand is replayed; whether the assigned seat is a
/// seat of the hand.
fn check(hand: &Hand, d: &WrongSeatDispute) -> Result<bool, HandError> {
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
    Ok(taken_by_hand)
}

/// The occupant's seat, checked.
fn check_occupant(d: &WrongSeatDispute, taken_by_hand: bool) -> Result<(), HandError> {
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
                Errors::NoOccupant {
                    assigned: d.assigned_seat,
                },
            ));
        }
    }
    Ok(())
}

/// Finds the case (pure: no words).
fn find(hand: &Hand, d: &WrongSeatDispute, ctx: &Ctx) -> Result<Finding, HandError> {
    let taken_by_hand = check(hand, d)?;
    let (seat, assigned) = (d.seat, d.assigned_seat);
    let start = Table::new(hand)?;
    let now = replay(hand)?.table;
    check_occupant(d, taken_by_hand)?;
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
    let whole = hand.seats[hand.seat_index(seat).unwrap_or(0)].stack;
    let case = if empty == Some(false) {
        Case::Taken {
            in_hand: taken_by_hand,
        }
    } else {
        match d.noticed {
            SeatNoticed::BeforeAction => Case::Redeal {
                whole,
                back: refunds(hand, |s| start.total_in(s)),
                next: redeal(hand, seat, assigned, swap),
            },
            SeatNoticed::DuringHand => Case::PlaysOn {
                sa: substantial(hand, ctx),
                behind: now.stack(seat),
                in_pot: now.total_in(seat),
                blinds: blinds(hand, d, &start, swap),
            },
            SeatNoticed::AfterHands => Case::Moves {
                whole,
                blinds: blinds(hand, d, &start, swap),
            },
        }
    };
    let swapped = swap.then(|| {
        hand.seat_index(assigned)
            .map_or(0, |i| hand.seats[i].stack)
    });
    Ok(Finding {
        seat,
        assigned,
        case,
        swapped,
        empty_known: empty.is_some(),
    })
}

/// The re-deal: the same button, the player dealt in at the assigned seat, the blinds placed on
/// the seats as they now are.
fn redeal(hand: &Hand, seat: u8, assigned: u8, swap: bool) -> NextHand {
    let mut now_seated: Vec<u8> = hand
        .seats
        .iter()
        .map(|s| s.seat)
        .filter(|&s| s != seat || swap)
        .chain((!swap).then_some(assigned))
        .collect();
    now_seated.sort_unstable();
    let (small_blind, big_blind, button_blind) =
        super::common::blinds_at(hand, &now_seated, hand.button);
    NextHand {
        button: hand.button,
        button_dead: !now_seated.contains(&hand.button),
        small_blind,
        big_blind,
        button_blind,
        heads_up: now_seated.len() == 2,
        dealt_in: now_seated,
        waiting: Vec::new(),
    }
}

/// The substantial action (Rule 36) of the hand so far.
fn substantial(hand: &Hand, ctx: &Ctx) -> Substantial {
    use crate::hand::ActionKind;
    let kinds: Vec<(ActionKind, bool)> = hand
        .actions
        .iter()
        .filter_map(|a| match a {
            Action::Player { act, .. } => {
                let k = act.kind();
                Some((
                    k,
                    matches!(
                        k,
                        ActionKind::Bet | ActionKind::Raise | ActionKind::Call | ActionKind::AllIn
                    ),
                ))
            }
            _ => None,
        })
        .collect();
    ctx.house.substantial(&kinds)
}

/// In how many hands the big blind reaches the player, from each seat, and what the move does
/// to it.
fn blinds(hand: &Hand, d: &WrongSeatDispute, start: &Table, swap: bool) -> Blinds {
    let (seat, assigned) = (d.seat, d.assigned_seat);
    let during = d.noticed == SeatNoticed::DuringHand;
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
    // Moved before the next deal out of the seat its big blind was due on: this hand's big
    // blind goes to the next player, one hand sooner than counting from the emptied seat.
    if !during && !moved.contains(&bb) {
        from_assigned = from_assigned.saturating_sub(1);
    }
    if during {
        // This hand's blinds are posted from the wrong seat: the next big blind from either
        // seat comes in a later hand.
        if from_assigned == 0 {
            from_assigned = moved.len();
        }
        if from_wrong == 0 {
            from_wrong = seats.len();
        }
    }
    // A small blind still to come in the wrong seat when the player leaves it (the big blind
    // there just posted) is not the player's: the seat is left (dead when empty, Rule 32).
    let small_pending = if during {
        bb == seat
    } else {
        start.small_blind_seat() == Some(seat)
    };
    // Up to half the players: the orbit re-ordered, nothing skipped or paid twice.
    let in_orbit = |hands: usize| hands * 2 <= moved.len();
    let shift = if from_wrong == from_assigned {
        Shift::Same
    } else if d.big_blind_in_wrong_seat == Some(false) {
        Shift::NoBlindYet
    } else if from_assigned > from_wrong && in_orbit(from_assigned - from_wrong) {
        Shift::LaterInOrbit {
            hands: from_assigned - from_wrong,
        }
    } else if from_assigned < from_wrong && in_orbit(from_wrong - from_assigned) {
        Shift::SoonerInOrbit {
            hands: from_wrong - from_assigned,
        }
    } else if from_assigned > from_wrong {
        Shift::Later {
            hands: from_assigned - from_wrong,
        }
    } else {
        Shift::Sooner {
            hands: from_wrong - from_assigned,
            small_dead: small_pending,
        }
    };
    Blinds {
        posted: if during { start.total_in(seat) } else { 0 },
        from_wrong,
        from_assigned,
        big: hand.blinds.big,
        big_total: hand.blinds.big.saturating_add(hand.big_blind_ante),
        small: hand.blinds.small,
        shift,
        unknown: d.big_blind_in_wrong_seat.is_none(),
    }
}

/// Builds the ruling from the finding.
fn explain(f: Finding, noticed: SeatNoticed) -> Draft {
    let (seat, assigned) = (f.seat, f.assigned);
    let mut dr = match f.case {
        Case::Taken { in_hand } => {
            let mut dr = Draft::new(Outcome::Discretion, RuleKey::RandomSeating, None);
            dr.discretion = true;
            dr.see_also.push((RuleKey::FloorDecisions, None));
            dr.summary = Some(Text::Taken { seat, assigned }.into());
            dr.reasoning.push(Text::Rule { seat, assigned }.into());
            if in_hand {
                dr.reasoning.push(Text::TakenInHand { assigned }.into());
            }
            dr.reasoning.push(Text::TakenFloor.into());
            return dr;
        }
        Case::Redeal { whole, back, next } => explain_redeal(seat, assigned, whole, back, next),
        Case::PlaysOn {
            sa,
            behind,
            in_pot,
            blinds,
        } => {
            let mut dr = explain_plays_on(seat, assigned, &sa, behind, in_pot);
            explain_blinds(&mut dr, &blinds, seat, assigned, noticed);
            dr
        }
        Case::Moves { whole, blinds } => {
            let mut dr = Draft::new(Outcome::Moved, RuleKey::RandomSeating, None);
            dr.summary = Some(Text::MovesNow { seat, assigned }.into());
            dr.reasoning.push(Text::Rule { seat, assigned }.into());
            dr.reasoning.push(Text::HandsStand { seat }.into());
            dr.reasoning.push(
                Text::TakesStack {
                    seat,
                    amount: whole,
                }
                .into(),
            );
            explain_blinds(&mut dr, &blinds, seat, assigned, noticed);
            dr
        }
    };
    if let Some(amount) = f.swapped {
        dr.reasoning.insert(
            1,
            Text::Swap {
                seat,
                assigned,
                amount,
            }
            .into(),
        );
    }
    if !f.empty_known {
        dr.alternatives
            .push(Alt::outcome(Text::IfTaken { assigned }, Outcome::Discretion));
    }
    dr
}

/// Found before anyone acted: the move now, the re-deal.
fn explain_redeal(seat: u8, assigned: u8, whole: Chips, back: Vec<Refund>, next: NextHand) -> Draft {
    let mut dr = Draft::new(Outcome::Misdeal, RuleKey::RandomSeating, None);
    dr.discretion = true;
    dr.see_also.push((RuleKey::Misdeals, Some("A")));
    dr.see_also.push((RuleKey::FloorDecisions, None));
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
        dr.decision.refunds = Some(back);
    }
    dr.decision.next_hand = Some(next);
    dr.alternatives
        .push(Alt::outcome(Text::IfPlayedAsDealt { seat }, Outcome::Stands));
    dr
}

/// Found during the hand: it plays on; a re-deal is the floor's before substantial action.
fn explain_plays_on(seat: u8, assigned: u8, sa: &Substantial, behind: Chips, in_pot: Chips) -> Draft {
    let mut dr = Draft::new(Outcome::Stands, RuleKey::RandomSeating, None);
    dr.summary = Some(Text::PlaysOn { seat, assigned }.into());
    dr.reasoning.push(Text::Rule { seat, assigned }.into());
    dr.reasoning.push(Text::NotKilled { seat }.into());
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
            behind,
            in_pot,
        }
        .into(),
    );
    dr
}

/// The blinds: in how many hands the big blind reaches the player, from each seat, and what
/// the move skips or brings twice.
fn explain_blinds(dr: &mut Draft, b: &Blinds, seat: u8, assigned: u8, noticed: SeatNoticed) {
    if b.posted > 0 {
        dr.reasoning.push(
            Text::Posted {
                seat,
                amount: b.posted,
            }
            .into(),
        );
    }
    let big = b.big;
    dr.reasoning.push(
        Text::BigBlindReaches {
            seat,
            assigned,
            from_wrong: b.from_wrong,
            from_assigned: b.from_assigned,
            big,
        }
        .into(),
    );
    let (big_total, small) = (b.big_total, b.small);
    let extra = big_total.saturating_add(small);
    let (moved, orbit): (Text, Text) = match b.shift {
        Shift::Same => return,
        Shift::NoBlindYet => {
            dr.reasoning.push(Text::NoBlindYet { seat }.into());
            return;
        }
        Shift::LaterInOrbit { hands } => (
            Text::LaterInOrbit { hands, big },
            Text::InOrbitFloor,
        ),
        Shift::SoonerInOrbit { hands } => (
            Text::SoonerInOrbit { hands, big },
            Text::InOrbitFloor,
        ),
        Shift::Later { hands } => (
            Text::Later { hands, big },
            Text::OrbitSkipped {
                big_total,
                small,
                extra,
            },
        ),
        Shift::Sooner { hands, small_dead } => (
            Text::Sooner { hands, big },
            if small_dead {
                Text::OrbitTwiceSmallDead {
                    big_total,
                    seat,
                    small,
                }
            } else {
                Text::OrbitTwice {
                    big_total,
                    small,
                    extra,
                }
            },
        ),
    };
    // Between hands the blinds the move shifts are the question asked, and no rule settles
    // them: the floor's. During a hand the question is the hand's, and the shift is stated as
    // it falls.
    let after_hands = noticed == SeatNoticed::AfterHands;
    if after_hands {
        dr.discretion = true;
        if !dr.see_also.contains(&(RuleKey::FloorDecisions, None)) {
            dr.see_also.push((RuleKey::FloorDecisions, None));
        }
    }
    dr.reasoning.push(moved.into());
    if b.unknown && after_hands {
        dr.alternatives
            .push(Alt::outcome(Text::IfNoBlindYet { seat }, dr.decision.outcome));
    }
    dr.reasoning.push(orbit.into());
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
        /// The big blind a little later: the orbit re-ordered, nothing skipped.
        LaterInOrbit { hands: count, big: chips } = "seat-later-in-orbit",
        /// The big blind a little sooner: nothing paid twice.
        SoonerInOrbit { hands: count, big: chips } = "seat-sooner-in-orbit",
        /// A shift within the orbit: no rule says, the lean is nothing owed.
        InOrbitFloor = "seat-in-orbit-floor",
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
