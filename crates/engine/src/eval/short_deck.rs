//! Short-deck (six-plus) hold'em high: the 36-card deck of sixes to aces.

use super::{Category, eval_cards, eval_suited, for_each_five, mask_ranks, masks_of};
use crate::cards::{Card, Rank};
use std::fmt;

/// The categories in short-deck order, weakest first: a flush beats a full house (with four
/// ranks fewer, flushes are the rarer hand), and a straight still beats three of a kind.
const ORDER: [Category; 9] = [
    Category::HighCard,
    Category::Pair,
    Category::TwoPair,
    Category::Trips,
    Category::Straight,
    Category::FullHouse,
    Category::Flush,
    Category::Quads,
    Category::StraightFlush,
];

/// A-9-8-7-6, the lowest straight: the ace plays low under the six.
pub(super) const LOW_STRAIGHT: u16 = (1 << 12) | (0xf << 4);

/// The strength of a short-deck high hand; larger is better, equal is a split.
///
/// The layout of [`HandValue`](super::HandValue) (primary ranks in bits 13..26, kickers in bits
/// 0..13) under the category's place in the short-deck order (bits 26..30) instead of the
/// standard one.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct ShortDeckValue(u32);

impl ShortDeckValue {
    /// The hand's category.
    pub fn category(self) -> Category {
        ORDER[(self.0 >> 26) as usize]
    }

    /// The value as a number: higher beats lower.
    pub fn raw(self) -> u32 {
        self.0
    }

    /// Ranks that make the category (pair rank, trips then pair, straight top…), high first;
    /// A-9-8-7-6 is a nine-high straight.
    pub fn primary_ranks(self) -> Vec<Rank> {
        mask_ranks(((self.0 >> 13) & 0x1fff) as u16)
    }

    /// Kicker ranks, high first.
    pub fn kicker_ranks(self) -> Vec<Rank> {
        mask_ranks((self.0 & 0x1fff) as u16)
    }
}

impl fmt::Debug for ShortDeckValue {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let text = |r: Vec<Rank>| r.iter().map(|r| r.to_char()).collect::<String>();
        write!(
            f,
            "{:?}{:?}+{:?}",
            self.category(),
            text(self.primary_ranks()),
            text(self.kicker_ranks())
        )
    }
}

/// Five cards (or fewer): the standard evaluation, recategorised for the short deck.
fn five_of(cards: &[Card]) -> ShortDeckValue {
    let v = eval_cards(cards).raw();
    let (mut cat, mut primary, kickers) = (
        Category::ALL[(v >> 26) as usize],
        (v >> 13) & 0x1fff,
        v & 0x1fff,
    );
    if primary == LOW_STRAIGHT as u32 && matches!(cat, Category::HighCard | Category::Flush) {
        cat = if cat == Category::Flush {
            Category::StraightFlush
        } else {
            Category::Straight
        };
        primary = 1 << 7; // nine high
    }
    let place = ORDER.iter().position(|&c| c == cat).unwrap_or(0) as u32;
    ShortDeckValue((place << 26) | (primary << 13) | kickers)
}

/// The best short-deck high hand of any five of five to seven distinct cards (hold'em: two
/// hole cards and the board).
///
/// The standard ranking with two changes: a flush beats a full house, and A-6-7-8-9 is a
/// straight, the lowest (the ace plays low, as in the wheel of the full deck). Three of a kind
/// stays below a straight: PokerKit's `ShortDeckHoldemLookup` (pokerkit/lookups.py, 0.7.7 and
/// the repository's head alike) adds its entries high card, one pair, two pair, three of a
/// kind, straight, full house, flush, four of a kind, straight flush, weakest first, and its
/// `ShortDeckHoldemHand` (pokerkit/hands.py) notes only "flushes beat full houses". (Some rooms
/// rank three of a kind above a straight instead; that variant is not this function.)
///
/// Cards below the six are not in the deck; given them, they count at their ranks as in the
/// full deck.
pub fn short_deck_high(cards: &[Card]) -> ShortDeckValue {
    if cards.len() <= 5 {
        return five_of(cards);
    }
    if cards.len() <= 7 {
        // Six or seven distinct cards at once, from their suit masks: the standard evaluation
        // with A-9-8-7-6 a straight, recategorised. It is the best of their fives: a flush
        // and a full house (or four of a kind) never come together in seven cards (the five
        // of a suit hold at most one card of each rank, the other two cards cannot make up the
        // rest), so the two orders rank their fives alike.
        let m = masks_of(cards);
        let held: usize = m
            .iter()
            .map(|&s| usize::from(super::POPCOUNT[usize::from(s & 0x1fff)]))
            .sum();
        if held == cards.len() {
            let v = eval_suited::<true, true>(m).raw();
            let cat = Category::ALL[(v >> 26) as usize];
            let place = ORDER.iter().position(|&c| c == cat).unwrap_or(0) as u32;
            return ShortDeckValue((place << 26) | (v & ((1 << 26) - 1)));
        }
    }
    best_of_fives(cards)
}

/// [`short_deck_high`] of six or more cards, the plain way: the best of every five.
fn best_of_fives(cards: &[Card]) -> ShortDeckValue {
    let mut best: Option<ShortDeckValue> = None;
    for_each_five(cards, &mut |five| {
        let v = five_of(&five);
        if best.is_none_or(|b| v > b) {
            best = Some(v);
        }
    });
    best.unwrap_or_else(|| five_of(cards))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cards::parse_cards;

    fn sd(s: &str) -> ShortDeckValue {
        short_deck_high(&parse_cards(s).unwrap())
    }

    #[test]
    fn short_deck_order() {
        // A flush beats a full house, which beats a straight, which beats three of a kind.
        let flush = sd("6s8sTsQsKs");
        let full = sd("AsAdAhKcKs");
        let straight = sd("6d7s8h9cTs");
        let trips = sd("AsAdAhKcQs");
        assert_eq!(flush.category(), Category::Flush);
        assert_eq!(full.category(), Category::FullHouse);
        assert!(trips < straight && straight < full && full < flush);
        assert!(flush < sd("6s6d6h6cAs"), "four of a kind beats a flush");
        assert!(
            sd("AsAdAhAcKs") < sd("6s7s8s9sAs"),
            "the lowest straight flush beats quads"
        );
    }

    #[test]
    fn the_ace_plays_low_under_the_six() {
        let low = sd("As6d7h8c9s");
        assert_eq!(low.category(), Category::Straight);
        assert_eq!(low.primary_ranks(), vec![Rank::from_char('9').unwrap()]);
        assert!(low < sd("6d7s8h9cTs"), "A-6-7-8-9 is the lowest straight");
        assert!(sd("AsAdKhKcQs") < low);
        assert_eq!(sd("As6s7s8s9s").category(), Category::StraightFlush);
        assert!(sd("As6s7s8s9s") < sd("6s7s8s9sTs"));
        assert_eq!(sd("AsKdQhJcTs").primary_ranks(), vec![Rank::ACE]);
    }

    /// The six- and seven-card evaluation from the masks is the best of every five: random
    /// hands from the short deck and from the full deck (with the wheel and A-9-8-7-6 both
    /// possible), and every hand holding A-9-8-7-6.
    #[test]
    fn short_deck_high_is_the_best_of_every_five() {
        let full: Vec<Card> = (0..52).filter_map(Card::from_index).collect();
        let short: Vec<Card> = full
            .iter()
            .copied()
            .filter(|c| c.rank().index() >= 4)
            .collect();
        let mut state = 12_345u64;
        let mut next = |below: usize| {
            state = state
                .wrapping_mul(6_364_136_223_846_793_005)
                .wrapping_add(1_442_695_040_888_963_407);
            (state >> 33) as usize % below
        };
        let mut checked = 0;
        for k in 0..60_000 {
            let deck = if k % 3 == 0 { &full } else { &short };
            let mut d = deck.clone();
            let n = 6 + k % 2;
            for j in 0..n {
                let pick = j + next(d.len() - j);
                d.swap(j, pick);
            }
            let cards = &d[..n];
            assert_eq!(short_deck_high(cards), best_of_fives(cards), "{cards:?}");
            checked += 1;
        }
        // A-9-8-7-6 in every suit pattern, with two more cards of the short deck.
        let by = |r: u8, s: usize| full[usize::from(r) * 4 + s];
        for suits in 0..4usize.pow(5) {
            let five: Vec<Card> = [12u8, 7, 6, 5, 4]
                .iter()
                .enumerate()
                .map(|(j, &r)| by(r, (suits >> (2 * j)) & 3))
                .collect();
            let rest: Vec<Card> = short
                .iter()
                .filter(|c| !five.contains(c))
                .copied()
                .collect();
            let (a, b) = (rest[next(rest.len())], rest[next(rest.len())]);
            let mut cards = five.clone();
            cards.push(a);
            if b != a {
                cards.push(b);
            }
            assert_eq!(short_deck_high(&cards), best_of_fives(&cards), "{cards:?}");
            checked += 1;
        }
        assert!(checked > 60_000);
    }

    #[test]
    fn best_five_of_seven() {
        // Trips with a flush: the flush plays. (Seven cards cannot hold both a full house and
        // a flush: its five cards have at most two of a suit.)
        assert_eq!(sd("AsAdAhKsJs9s6s").category(), Category::Flush);
        assert_eq!(sd("AsAdAhKsJs9s6s"), sd("AsKsJs9s6s"));
        assert_eq!(sd("As6d7h8c9sKdKh").category(), Category::Straight);
        // A-6-7-8-9-T: the ten-high straight, not the low one.
        assert_eq!(
            sd("As6d7h8c9sTd").primary_ranks(),
            vec![Rank::from_char('T').unwrap()]
        );
        assert_eq!(sd("AsKsQsJsTs9d8d"), sd("AhKhQhJhTh"));
    }
}
