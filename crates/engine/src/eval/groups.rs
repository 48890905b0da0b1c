//! Shared pieces of the game evaluators: grouping ranks into pairs, trips and quads, and
//! turning rank masks back into ranks.
//!
//! A "position" is a rank's place in a game's order, lowest first: the standard order puts the
//! deuce at 0 and the ace at 12 ([`Rank::index`]); the ace-to-five order puts the ace at 0, the
//! deuce at 1 … the king at 12 ([`ace_low`]). A rank set is a 13-bit mask of positions, so that
//! comparing two masks of the same size compares their highest positions first, then down.

use super::Category;
use crate::cards::{Card, Rank};

/// A rank's position with the ace low: ace 0, deuce 1 … king 12 (one place up, the ace
/// round to 0: no division).
#[inline]
pub(super) fn ace_low(r: Rank) -> u8 {
    let up = r.index() + 1;
    if up == 13 { 0 } else { up }
}

/// A mask of positions in the standard order (the ace at 12) as the ace-to-five order's (the
/// ace at 0, every other rank one place up): [`ace_low`] of each.
#[inline]
pub(super) fn ace_low_mask(m: u16) -> u16 {
    ((m << 1) | (m >> 12)) & 0x1fff
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
    // The positions held at least once, twice, three and four times, a card at a time (no
    // count a position, no pass over the thirteen).
    let (mut once, mut twice, mut three, mut four) = (0u16, 0u16, 0u16, 0u16);
    for c in cards {
        let bit = 1u16 << pos(c.rank());
        four |= three & bit;
        three |= twice & bit;
        twice |= once & bit;
        once |= bit;
    }
    let (quads, trips, pairs, singles) = (four, three & !four, twice & !three, once & !twice);
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cards::Suit;

    /// [`grouped`] as it was first written: a count a position, then a pass over the thirteen.
    fn grouped_plain(cards: &[Card], pos: impl Fn(Rank) -> u8) -> (Category, u16, u16) {
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

    /// Every sequence of up to five ranks (402,234 of them, ranks repeated up to five times),
    /// in both orders of positions: the masks' grouping is the count's.
    #[test]
    fn grouped_is_the_count_of_every_rank_sequence() {
        let mut checked = 0;
        for len in 0..=5u32 {
            for code in 0..13u32.pow(len) {
                let cards: Vec<Card> = (0..len)
                    .map(|k| {
                        let r = Rank::from_index((code / 13u32.pow(k) % 13) as u8);
                        Card::new(r.unwrap_or(Rank::ACE), Suit::ALL[k as usize % 4])
                    })
                    .collect();
                assert_eq!(
                    grouped(&cards, Rank::index),
                    grouped_plain(&cards, Rank::index),
                    "{cards:?}"
                );
                assert_eq!(
                    grouped(&cards, ace_low),
                    grouped_plain(&cards, |r| (r.index() + 1) % 13),
                    "{cards:?}"
                );
                checked += 1;
            }
        }
        assert_eq!(checked, 402_234);
    }

    /// The ace-low position of every rank, and the ace-low mask of every mask of ranks, as the
    /// remainder gives them.
    #[test]
    fn ace_low_is_one_place_up_the_ace_round_to_0() {
        for i in 0..13u8 {
            let r = Rank::from_index(i).unwrap_or(Rank::ACE);
            assert_eq!(ace_low(r), (i + 1) % 13, "{r:?}");
        }
        for m in 0..1u16 << 13 {
            let plain = (0..13u8)
                .filter(|&i| m & 1 << i != 0)
                .fold(0u16, |a, i| a | 1 << ((i + 1) % 13));
            assert_eq!(ace_low_mask(m), plain, "{m:#b}");
        }
    }
}
