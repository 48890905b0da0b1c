//! Badugi: the most cards of distinct ranks and distinct suits, then the lowest, ace low.

use super::groups::{ace_low, positions, rank_of_ace_low};
use crate::cards::{Card, Rank};
use std::fmt;

/// The strength of a badugi hand; **smaller is better**, equal is a split.
///
/// Packs how many cards short of four the hand plays (bits 13..16: a four-card badugi is 0,
/// so it beats every three-card hand, which beats every two-card hand…) above a 13-bit mask of
/// the playing ranks with the ace low (ace = bit 0, king = bit 12), so that among hands of one
/// size the lower highest card wins, then the next one down.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Badugi(u32);

impl Badugi {
    /// The value as a number: lower beats higher.
    pub fn raw(self) -> u32 {
        self.0
    }

    /// How many cards play (four for a badugi, down to one; none only for no cards).
    pub fn card_count(self) -> u8 {
        4u8.saturating_sub((self.0 >> 13) as u8)
    }

    /// The playing ranks, highest first, the ace last (it is low).
    pub fn ranks(self) -> Vec<Rank> {
        positions((self.0 & 0x1fff) as u16)
            .into_iter()
            .map(rank_of_ace_low)
            .collect()
    }

    /// The playing ranks as text, highest first: `4-3-2-A`, `K-7-2` (a three-card hand).
    pub fn describe(self) -> String {
        self.ranks()
            .iter()
            .map(|r| r.to_char().to_string())
            .collect::<Vec<_>>()
            .join("-")
    }
}

impl fmt::Debug for Badugi {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Badugi({}-card {})", self.card_count(), self.describe())
    }
}

/// The best badugi of a hand of four distinct cards: the largest set of its cards with no two
/// of a rank and no two of a suit (a four-card badugi beats any three-card hand, three beats
/// two, two beats one), then, among hands of that size, the lowest highest card, then the next
/// one down, the ace low. `A-2-3-4` of four suits is the best hand; `Ks Kd 2s 3h` plays the
/// three cards `K-3-2` (a king and a deuce of different suits, and the heart three).
///
/// Any number of cards works (the best of up to four of them); with none the value is the
/// worst there is.
pub fn badugi(cards: &[Card]) -> Badugi {
    fn search(cards: &[Card], ranks: u16, suits: u8, count: u32, best: &mut u32) {
        *best = (*best).min(((4 - count) << 13) | ranks as u32);
        for (i, c) in cards.iter().enumerate() {
            let (r, s) = (1u16 << ace_low(c.rank()), 1u8 << c.suit() as u8);
            if ranks & r == 0 && suits & s == 0 {
                search(&cards[i + 1..], ranks | r, suits | s, count + 1, best);
            }
        }
    }
    let mut best = 4 << 13;
    search(cards, 0, 0, 0, &mut best);
    Badugi(best)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cards::parse_cards;

    fn b(s: &str) -> Badugi {
        badugi(&parse_cards(s).unwrap())
    }

    #[test]
    fn badugi_sizes_and_thresholds() {
        let best = b("As2d3h4c");
        assert_eq!(
            (best.card_count(), best.describe().as_str()),
            (4, "4-3-2-A")
        );
        // The worst four-card badugi beats the best three-card hand.
        let worst_four = b("KsQdJhTc");
        assert_eq!(worst_four.card_count(), 4);
        let best_three = b("As2d3h3s");
        assert_eq!(
            (best_three.card_count(), best_three.describe().as_str()),
            (3, "3-2-A")
        );
        assert!(best < worst_four && worst_four < best_three);
        // A pair and a suit clash: K-3-2 from Ks Kd 2s 3h (Kd, 2s, 3h).
        assert_eq!(b("KsKd2s3h").describe(), "K-3-2");
        assert_eq!(b("KsKd2s3h").card_count(), 3);
        // Two-card and one-card hands.
        assert_eq!(b("As2s3s4d").describe(), "4-A");
        assert_eq!(b("As2s3s4s").describe(), "A");
        assert_eq!(b("As2s3s4s").card_count(), 1);
        assert!(b("KsQdQsKd") < b("As2s3s4s"), "K-Q beats a lone ace");
        // Same size: the highest card first, then down.
        assert!(b("7s4d3h2c") < b("7s5d2hAc"));
        assert!(b("8s4d3h2c") > b("7s6d5h4c"));
        assert_eq!(
            b("As2d3h4c"),
            b("Ad2c3s4h"),
            "suits only decide which cards play"
        );
        // The ace is low: K-A beats K-2.
        assert!(b("AsKdKsAd") < b("2sKd2dKs"));
        assert_eq!(badugi(&[]).card_count(), 0);
    }
}
