//! Shared pieces of the game evaluators: grouping ranks into pairs, trips and quads, and
//! turning rank masks back into ranks.
//!
//! A "position" is a rank's place in a game's order, lowest first: the standard order puts the
//! deuce at 0 and the ace at 12 ([`Rank::index`]); the ace-to-five order puts the ace at 0, the
//! deuce at 1 … the king at 12 ([`ace_low`]). A rank set is a 13-bit mask of positions, so that
//! comparing two masks of the same size compares their highest positions first, then down.

use super::Category;
use crate::cards::{Card, Rank};

/// A rank's position with the ace low: ace 0, deuce 1 … king 12.
pub(super) fn ace_low(r: Rank) -> u8 {
    (r.index() + 1) % 13
}

/// The rank at an ace-low position (the inverse of [`ace_low`]).
pub(super) fn rank_of_ace_low(p: u8) -> Rank {
    Rank::from_index((p + 12) % 13).unwrap_or(Rank::ACE)
}

/// The positions in a mask, highest first.
pub(super) fn positions(mut m: u16) -> Vec<u8> {
    let mut out = Vec::new();
    while m & 0x1fff != 0 {
        let top = 15 - (m & 0x1fff).leading_zeros() as u8;
        out.push(top);
        m &= !(1 << top);
    }
    out
}

/// Group up to five cards by rank (by `pos`, a rank's position in the game's order): the
/// category their pairs make (no straights or flushes) with the primary positions (the quads,
/// trips, pairs, or for no pair every card) and the kickers, each as a mask.
///
/// With five cards or fewer there is at most one set of quads or trips, so the grouping is the
/// whole hand.
pub(super) fn grouped(cards: &[Card], pos: impl Fn(Rank) -> u8) -> (Category, u16, u16) {
    let mut counts = [0u8; 13];
    for c in cards {
        counts[pos(c.rank()) as usize] += 1;
    }
    let (mut quads, mut trips, mut pairs, mut singles) = (0u16, 0u16, 0u16, 0u16);
    for (p, &n) in counts.iter().enumerate() {
        let bit = 1u16 << p;
        match n {
            0 => {}
            1 => singles |= bit,
            2 => pairs |= bit,
            3 => trips |= bit,
            _ => quads |= bit,
        }
    }
    if quads != 0 {
        (Category::Quads, quads, singles)
    } else if trips != 0 && pairs != 0 {
        (Category::FullHouse, trips, pairs)
    } else if trips != 0 {
        (Category::Trips, trips, singles)
    } else if pairs.count_ones() >= 2 {
        (Category::TwoPair, pairs, singles)
    } else if pairs != 0 {
        (Category::Pair, pairs, singles)
    } else {
        (Category::HighCard, singles, 0)
    }
}

/// The positions of a grouped hand's cards, highest first, each as many times as it is held:
/// the inverse of [`grouped`] (and, for straights, the five positions down from the top).
pub(super) fn hand_positions(cat: Category, primary: u16, kickers: u16) -> Vec<u8> {
    let times = |m: u16, n: usize| -> Vec<u8> {
        positions(m)
            .into_iter()
            .flat_map(|p| std::iter::repeat_n(p, n))
            .collect()
    };
    let mut out = match cat {
        Category::HighCard | Category::Flush => positions(primary),
        Category::Straight | Category::StraightFlush => {
            let top = positions(primary).first().copied().unwrap_or(4);
            (0..5).map(|k| top.saturating_sub(k)).collect()
        }
        Category::Pair | Category::TwoPair => [times(primary, 2), times(kickers, 1)].concat(),
        Category::Trips => [times(primary, 3), times(kickers, 1)].concat(),
        Category::FullHouse => [times(primary, 3), times(kickers, 2)].concat(),
        Category::Quads => [times(primary, 4), times(kickers, 1)].concat(),
    };
    out.sort_unstable_by(|a, b| b.cmp(a));
    out
}
