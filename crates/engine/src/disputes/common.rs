//! What several families share: the act a player states, the table at the end of the listed
//! actions, chips handed back per seat, and the check that a seat is in the hand.

use crate::error::HandError;
use crate::hand::{Act, Action, ActionKind, Chips, Hand};
use crate::replay::{Table, replay};
use crate::ruling::{NextHand, Refund};
use crate::units::MAX_SEAT;
use serde::{Deserialize, Serialize};

/// An act a player states or makes: the action and, for a bet or raise, its street total.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(deny_unknown_fields)]
pub struct PlayerAct {
    /// The action.
    pub action: ActionKind,
    /// The street total, for a bet or raise.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "openapi", schema(value_type = Option<crate::units::ChipsSchema>))]
    pub to: Option<Chips>,
}

/// The table after every listed action, with the next street dealt if it is due.
pub(crate) fn state_now(hand: &Hand) -> Result<Table<'_>, HandError> {
    let mut t = replay(hand)?.table;
    t.deal_implied(hand.actions.len())?;
    Ok(*t)
}

/// Chips handed back: `amount(seat)` for each seat of the hand that gets any.
pub(crate) fn refunds(hand: &Hand, amount: impl Fn(u8) -> Chips) -> Vec<Refund> {
    hand.seats
        .iter()
        .map(|s| Refund {
            seat: s.seat,
            amount: amount(s.seat),
        })
        .filter(|r| r.amount > 0)
        .collect()
}

/// The re-deal of a misdeal (Rule 35-C): an exact replay. The bets beyond the blinds and antes
/// go back (`refunds`); the button and the blinds stay; every player of the hand is dealt in
/// again, a player away from the seat included (2024); players seated after the misdeal
/// (`arriving`) wait for the next hand.
pub(crate) fn redeal(hand: &Hand, arriving: &[u8]) -> Result<(Vec<Refund>, NextHand), HandError> {
    let end = replay(hand)?.table;
    let start = Table::new(hand)?;
    let back = refunds(hand, |seat| {
        end.total_in(seat).saturating_sub(start.total_in(seat))
    });
    let seats: Vec<u8> = hand.seats.iter().map(|s| s.seat).collect();
    let (small_blind, big_blind, button_blind) = match hand.blinds_posted_by {
        crate::hand::BlindsPostedBy::Button | crate::hand::BlindsPostedBy::Nobody => {
            blinds_at(hand, &seats, hand.button)
        }
        _ => {
            let (sb, bb) = hand.blind_positions();
            (sb.map(|i| seats[i]), Some(seats[bb]), false)
        }
    };
    let mut waiting = arriving.to_vec();
    waiting.sort_unstable();
    waiting.dedup();
    let next = NextHand {
        button: hand.button,
        button_dead: hand.seat_index(hand.button).is_none(),
        small_blind,
        big_blind,
        button_blind,
        heads_up: seats.len() == 2,
        dealt_in: seats,
        waiting,
    };
    Ok((back, next))
}

/// Seats taken after the deal (`field`): none may be a seat of the hand, each a seat number.
pub(crate) fn check_arriving(hand: &Hand, arriving: &[u8], field: &str) -> Result<(), HandError> {
    for (i, &seat) in arriving.iter().enumerate() {
        if !(1..=MAX_SEAT).contains(&seat) || hand.seat_index(seat).is_some() {
            return Err(HandError::dispute(
                format!("{field}[{i}]"),
                Errors::NotAnEmptySeat { seat },
            ));
        }
    }
    Ok(())
}

/// The seat must be in the hand.
pub(crate) fn known_seat(hand: &Hand, seat: u8, field: &str) -> Result<(), HandError> {
    if hand.seat_index(seat).is_some() {
        Ok(())
    } else {
        Err(HandError::dispute(field, Errors::SeatNotHand { seat }))
    }
}

crate::text::messages! {
    /// The errors of this module, in the words of `crates/engine/locales/*.ftl`.
    pub(crate) enum Errors {
        SeatNotHand { seat: seat } = "error-dispute-seat-not-hand",
        NotAnEmptySeat { seat: seat } = "error-dispute-not-an-empty-seat",
        /// A dispute family that does not apply to the game (`needs`: `board`, `button`,
        /// `up-cards`).
        NotForGame { dispute: verbatim, game: text, needs: choice } = "error-dispute-not-for-game",
    }
}

/// What "all in" puts a seat to, as a street total, and the act it is: the whole stack in no
/// limit; in pot limit and fixed limit at most the largest raise the seat may make (Rules 54
/// and 48), or a call when it may not raise.
pub(crate) fn all_in_act(t: &Table, seat: u8) -> (ActionKind, Chips) {
    let stack_to = t.committed(seat) + t.stack(seat);
    let Some(o) = t.options(seat) else {
        return (ActionKind::AllIn, stack_to);
    };
    let cap = if o.can_raise {
        o.max_raise_to.unwrap_or(stack_to)
    } else {
        t.current_bet()
    };
    if cap >= stack_to {
        (ActionKind::AllIn, stack_to)
    } else if !o.can_raise {
        (ActionKind::Call, cap)
    } else if t.current_bet() > 0 {
        (ActionKind::Raise, cap)
    } else {
        (ActionKind::Bet, cap)
    }
}

/// A call that closes the betting, settled on the draft: the part of a bet nobody can call goes
/// back to its bettor (`refunds`, with the family's `uncalled` reason: a short all-in call
/// heads-up, the last caller all in), and, when no more betting can follow (every player but
/// one at most all in), the pots as they stand for the showdown, nobody awarded yet. Nothing
/// while someone still has to act on the round.
pub(crate) fn settle_closing_call(
    dr: &mut crate::ruling::Draft,
    t: &Table,
    index: usize,
    seat: u8,
    uncalled: impl Fn(u8, Chips) -> crate::text::Message,
) {
    let mut next = t.clone();
    let act = crate::hand::Act::Call;
    if next
        .apply(index, &crate::hand::Action::Player { seat, act })
        .is_err()
        || next.to_act().is_some()
    {
        return;
    }
    let mut totals: Vec<(u8, Chips)> = t
        .live_seats()
        .into_iter()
        .map(|s| {
            let c = t.committed(s);
            if s == seat {
                (s, c + t.stack(s).min(t.current_bet().saturating_sub(c)))
            } else {
                (s, c)
            }
        })
        .collect();
    totals.sort_by_key(|x| std::cmp::Reverse(x.1));
    if let [top, second, ..] = totals.as_slice()
        && top.1 > second.1
    {
        let back = Refund {
            seat: top.0,
            amount: top.1 - second.1,
        };
        dr.reasoning.push(uncalled(back.seat, back.amount));
        dr.decision.refunds = Some(vec![back]);
    }
    let with_chips = next
        .live_seats()
        .into_iter()
        .filter(|&s| next.stack(s) > 0)
        .count();
    if with_chips <= 1 && next.result().is_none() {
        // The bet nobody called is no pot: it goes back.
        let pots: Vec<crate::replay::Pot> = next
            .pots_now(&[])
            .into_iter()
            .filter(|p| p.eligible.len() > 1)
            .collect();
        if !pots.is_empty() {
            dr.decision.pots = Some(pots);
        }
    }
}

/// What a ruling decides of the money when it does not say so itself: an act the ruling
/// decides for the player to act (a call at the correct amount, a mandatory full call, a
/// binding statement) is played on the table, and where it ends the hand or closes its
/// betting, the pots and the part of a bet nobody can call follow (the pots awarded where the
/// cards given decide them); a ruling that lets the hand as given stand, when that hand is
/// over, settles its pots as played. Each pot is then named with its winners. Nothing where
/// the family set the pots or the refunds itself.
pub(crate) fn play_out(hand: &Hand, dr: &mut crate::ruling::Draft) {
    // Only a ruling that names an act and settles nothing itself: the others are not replayed
    // again.
    if dr.decision.pots.is_some() || dr.decision.refunds.is_some() || dr.decision.action.is_none() {
        return;
    }
    let Ok(t) = state_now(hand) else {
        return;
    };
    if dr.decision.outcome == crate::ruling::Outcome::Stands && t.result().is_some() {
        // An act that stands, and the hand as given is over: its pots as played. (A ruling that
        // leaves a pot as it was awarded, rightly or not, names no act and is not settled
        // again from the cards.)
        dr.settle(&t);
        name_the_pots(dr);
        return;
    }
    match dr.decision.action.clone() {
        Some(a) if t.to_act() == Some(a.seat) => {
            let act = match (a.action, a.to) {
                (ActionKind::Fold, _) => Act::Fold,
                (ActionKind::Check, _) => Act::Check,
                (ActionKind::Call, _) => Act::Call,
                (ActionKind::AllIn, Some(to)) if to <= t.current_bet() => Act::Call,
                (ActionKind::AllIn, _) => Act::AllIn,
                (ActionKind::Bet, Some(to)) => Act::Bet(to),
                (ActionKind::Raise, Some(to)) => Act::Raise(to),
                _ => return,
            };
            let mut next = t.clone();
            if next
                .apply(
                    hand.actions.len(),
                    &Action::Player {
                        seat: a.seat,
                        act: act.clone(),
                    },
                )
                .is_err()
            {
                return;
            }
            if next.result().is_some() {
                dr.settle(&next);
            } else if act == Act::Call {
                settle_closing_call(dr, &t, hand.actions.len(), a.seat, |seat, amount| {
                    PlayOut::Uncalled { seat, amount }.into()
                });
            }
        }
        _ => return,
    }
    name_the_pots(dr);
}

/// A reason per pot: who wins it, or who it is between at the showdown.
pub(crate) fn name_the_pots(dr: &mut crate::ruling::Draft) {
    let Some(pots) = dr.decision.pots.clone() else {
        return;
    };
    for p in &pots {
        dr.reasoning.push(if p.winners.is_empty() {
            PlayOut::PotAtShowdown {
                amount: p.amount,
                count: p.eligible.len(),
                eligible: p.eligible.to_vec(),
            }
            .into()
        } else {
            PlayOut::PotWon {
                amount: p.amount,
                count: p.winners.len(),
                winners: p.winners.to_vec(),
            }
            .into()
        });
    }
}

crate::text::messages! {
    /// What the act ruled, played on, decides of the money.
    pub(crate) enum PlayOut {
        /// The part of a bet nobody can call goes back.
        Uncalled { seat: seat, amount: chips } = "play-out-uncalled",
        /// A pot and its winners.
        PotWon { amount: chips, count: count, winners: seats } = "play-out-pot-won",
        /// A pot still to be decided at the showdown, and the hands it is between.
        PotAtShowdown { amount: chips, count: count, eligible: seats } = "play-out-pot-at-showdown",
    }
}

/// Who posts in a hand dealt to `seats` with the button on `button`, as the hand's structure
/// has it: the small blind (none when dead) and the big blind's seats, and whether the button
/// posts a button blind instead (none of either with a button blind or antes alone).
pub(crate) fn blinds_at(hand: &Hand, seats: &[u8], button: u8) -> (Option<u8>, Option<u8>, bool) {
    match hand.blinds_posted_by {
        crate::hand::BlindsPostedBy::Button => (None, None, true),
        crate::hand::BlindsPostedBy::Nobody => (None, None, false),
        _ if seats.is_empty() => (None, None, false),
        _ => {
            let (sb, bb) = crate::hand::blind_positions(seats, button, false);
            (sb.map(|i| seats[i]), Some(seats[bb]), false)
        }
    }
}

/// The first seat after `from`, clockwise round a table of `size` seats, that `occupied` holds.
pub(crate) fn next_after(from: u8, size: u8, occupied: &[u8]) -> Option<u8> {
    (1..=size)
        .map(|k| (from.saturating_sub(1) + k) % size + 1)
        .find(|s| occupied.contains(s))
}

/// Whether `seat` lies strictly between `from` and `to`, going clockwise.
pub(crate) fn strictly_between(seat: u8, from: u8, to: u8, size: u8) -> bool {
    let dist = |a: u8, b: u8| (u16::from(b) + u16::from(size) - u16::from(a)) % u16::from(size);
    let d = dist(from, seat);
    d > 0 && d < dist(from, to)
}

/// Three players or more: the small blind on last hand's big blind (dead when that player is
/// gone), the button behind it, new players between the small blind and the button waiting.
/// `this`: last hand's number of players, big blind and small blind.
pub(crate) fn ring(
    this: (usize, u8, Option<u8>),
    bb: u8,
    size: u8,
    players: &[u8],
    arriving: &[u8],
) -> NextHand {
    let (seated, bb_this, sb_this) = this;
    let small_blind = players.contains(&bb_this).then_some(bb_this);
    let first_blind = small_blind.unwrap_or(bb);
    let before = |seat: u8| (seat + size - 2) % size + 1;
    let mut button = match sb_this {
        Some(s) => s,
        // Last hand's small blind was dead: the button takes its place, just before last
        // hand's big blind.
        None => before(bb_this),
    };
    // Coming out of heads-up (the button was the small blind), or when last hand's small
    // blind is now a blind again (only new players sit between), the button goes just
    // before the first blind.
    if seated == 2 || button == bb || Some(button) == small_blind {
        button = before(first_blind);
    }
    let waiting: Vec<u8> = arriving
        .iter()
        .copied()
        .filter(|&s| strictly_between(s, button, first_blind, size) && s != bb)
        .collect();
    let dealt_in: Vec<u8> = players
        .iter()
        .copied()
        .filter(|s| !waiting.contains(s))
        .collect();
    NextHand {
        button,
        button_dead: !players.contains(&button),
        small_blind,
        big_blind: Some(bb),
        button_blind: false,
        heads_up: false,
        dealt_in,
        waiting,
    }
}
