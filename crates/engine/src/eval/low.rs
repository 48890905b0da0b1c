//! Low hands: ace-to-five (razz, and eight or better for stud hi/lo) and deuce-to-seven
//! (Kansas City lowball).

use super::groups::{ace_low, ace_low_mask, grouped, hand_positions, rank_of_ace_low};
use super::{Category, for_each_five};
use crate::cards::{Card, Rank};
use std::fmt;

/// Bit 30 of a [`Low`]: the ace counts high (deuce-to-seven) rather than low (ace-to-five).
const ACE_HIGH: u32 = 1 << 30;

/// The strength of a low hand; **smaller is better**, equal is a split.
///
/// Unlike [`LowValue`](super::LowValue) (eight-or-better lows, which are never paired), a `Low`
/// ranks every five-card hand, pairs included: razz hands can be paired, and in deuce-to-seven
/// straights and flushes count too. The value packs the hand's [`Category`] (bits 26..30), its
/// primary ranks (the pairs, trips…, or every card for no pair; bits 13..26) and its kickers
/// (bits 0..13), each a 13-bit mask of the ranks' places in the game's order, and, in bit 30,
/// whether the ace counts high. So a smaller category is a better low, then the lower pairs,
/// then the lower cards from the highest down.
///
/// Compare lows of one game only: an ace-to-five low ([`low_a5`], [`low_eight`]) and a
/// deuce-to-seven low ([`low_27`]) do not order meaningfully against each other.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Low(u32);

impl Low {
    fn new(ace_high: bool, cat: Category, primary: u16, kickers: u16) -> Low {
        let flag = if ace_high { ACE_HIGH } else { 0 };
        Low(flag | ((cat as u32) << 26) | ((primary as u32) << 13) | kickers as u32)
    }

    /// The value as a number: lower beats higher (within one game).
    pub fn raw(self) -> u32 {
        self.0
    }

    /// The hand's category: [`Category::HighCard`] for an unpaired ace-to-five low (where
    /// straights and flushes do not count), a straight or a flush only in deuce-to-seven.
    pub fn category(self) -> Category {
        Category::ALL[((self.0 >> 26) & 0xf) as usize]
    }

    /// Whether the ace counts high (deuce-to-seven) rather than low (ace-to-five).
    pub fn ace_high(self) -> bool {
        self.0 & ACE_HIGH != 0
    }

    /// The five ranks, highest first in the game's order (the ace last in ace-to-five, first in
    /// deuce-to-seven), each as many times as it is held.
    pub fn ranks(self) -> Vec<Rank> {
        let primary = ((self.0 >> 13) & 0x1fff) as u16;
        let kickers = (self.0 & 0x1fff) as u16;
        hand_positions(self.category(), primary, kickers)
            .into_iter()
            .map(|p| {
                if self.ace_high() {
                    Rank::from_index(p).unwrap_or(Rank::ACE)
                } else {
                    rank_of_ace_low(p)
                }
            })
            .collect()
    }

    /// The ranks as text, highest first: `7-5-4-3-2`, `5-4-3-2-A` (ace-to-five),
    /// `K-K-9-4-3`, `A-5-4-3-2` (deuce-to-seven, ace high).
    pub fn describe(self) -> String {
        self.ranks()
            .iter()
            .map(|r| r.to_char().to_string())
            .collect::<Vec<_>>()
            .join("-")
    }
}

impl fmt::Debug for Low {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Low({:?} {})", self.category(), self.describe())
    }
}

/// The ace-to-five low of at most five cards: pairs and the like by rank with the ace low.
fn a5_of(cards: &[Card]) -> Low {
    let (cat, primary, kickers) = grouped(cards, ace_low);
    Low::new(false, cat, primary, kickers)
}

/// The best (smallest) low of any five of the cards, or of all of them when five or fewer.
fn best_of_five(cards: &[Card], of: impl Fn(&[Card]) -> Low) -> Low {
    if cards.len() <= 5 {
        return of(cards);
    }
    let mut best: Option<Low> = None;
    for_each_five(cards, &mut |five| {
        let v = of(&five);
        if best.is_none_or(|b| v < b) {
            best = Some(v);
        }
    });
    best.unwrap_or_else(|| of(cards))
}

/// The ace-to-five low (razz) of five to seven distinct cards: the best of any five.
///
/// The ace is low, straights and flushes do not count, and pairs count against: an unpaired
/// hand beats any pair, a pair beats two pair, two pair beats trips, trips a full house, a full
/// house four of a kind (the high ranking without straights and flushes, read upside down).
/// Unpaired hands compare from the highest card down (`7-6-4-3-2` beats `7-6-5-2-A`), paired
/// ones by the pairs first (aces the lowest pair), then the other cards from the highest down.
/// The best hand is `5-4-3-2-A`, the wheel.
///
/// Given fewer than five cards it ranks those alone.
pub fn low_a5(cards: &[Card]) -> Low {
    if cards.len() > 5 {
        // Five distinct ranks or more: the best five are unpaired (any pair ranks below every
        // unpaired hand), and the lowest five ranks beat every other unpaired five.
        let ranks = ace_low_mask(cards.iter().fold(0u16, |m, c| m | 1 << c.rank().index()));
        if let Some(five) = lowest_five(ranks) {
            return Low::new(false, Category::HighCard, five, 0);
        }
    }
    best_of_five(cards, a5_of)
}

/// The five lowest positions of a mask of positions, where it holds five or more: the mask
/// less its highest ones (read from the evaluator's tables), more than seven one by one from
/// the lowest. None with fewer than five.
#[inline]
fn lowest_five(ranks: u16) -> Option<u16> {
    match super::POPCOUNT[usize::from(ranks & 0x1fff)] {
        0..5 => None,
        5 => Some(ranks),
        6 => Some(ranks & !super::top_n(ranks, 1)),
        7 => Some(ranks & !super::top_n(ranks, 2)),
        _ => Some(lowest_five_plain(ranks)),
    }
}

/// [`lowest_five`] one position at a time from the lowest (a mask with five or more).
fn lowest_five_plain(mut ranks: u16) -> u16 {
    let mut five = 0u16;
    for _ in 0..5 {
        let lowest = ranks & ranks.wrapping_neg();
        five |= lowest;
        ranks ^= lowest;
    }
    five
}

/// The ace-to-five low of eight or better (stud hi/lo) from any five of five to seven distinct
/// cards: five distinct ranks, each an eight or lower, the ace low. `None` when the cards hold
/// no such five.
///
/// The value is the one [`low_a5`] gives (the best ace-to-five low of the cards is unpaired and
/// eight-high or better exactly when some five cards qualify), so the two compare.
pub fn low_eight(cards: &[Card]) -> Option<Low> {
    let v = low_a5(cards);
    // Eight is at position 7 with the ace low; an unpaired hand's primary mask is its ranks.
    let qualifies = v.category() == Category::HighCard && cards.len() >= 5 && (v.0 >> 13) < 1 << 8;
    qualifies.then_some(v)
}

/// The deuce-to-seven low of at most five cards: the high ranking, wheel not a straight.
fn d27_of(cards: &[Card]) -> Low {
    // Five cards of five ranks (the usual hand): no pair to group, the hand is its ranks' mask
    // (what `grouped` gives it, with no pass of its four masks a card).
    let unpaired = match *cards {
        [a, b, c, d, e] => {
            let bit = |x: Card| 1u16 << x.rank().index();
            let ranks = bit(a) | bit(b) | bit(c) | bit(d) | bit(e);
            (super::POPCOUNT[usize::from(ranks & 0x1fff)] == 5).then_some(ranks)
        }
        _ => None,
    };
    let (cat, primary, kickers) = match unpaired {
        Some(ranks) => (Category::HighCard, ranks, 0),
        None => grouped(cards, Rank::index),
    };
    debug_assert_eq!((cat, primary, kickers), grouped(cards, Rank::index));
    if cards.len() == 5 && cat == Category::HighCard {
        let flush = cards.iter().all(|c| c.suit() == cards[0].suit());
        let top = 15 - primary.leading_zeros() as u16;
        // Five distinct ranks in a run; the ace is only high, so A-2-3-4-5 is no straight.
        let straight = primary == 0x1f << (top - 4);
        let cat = match (straight, flush) {
            (true, true) => Category::StraightFlush,
            (true, false) => Category::Straight,
            (false, true) => Category::Flush,
            (false, false) => Category::HighCard,
        };
        let primary = if straight { 1 << top } else { primary };
        return Low::new(true, cat, primary, 0);
    }
    Low::new(true, cat, primary, kickers)
}

/// The deuce-to-seven (Kansas City) low of exactly five distinct cards.
///
/// The high ranking read upside down, with the ace high only: straights and flushes count
/// against the hand, as do pairs, and A-2-3-4-5 is no straight but an ace-high hand (worse than
/// any king-high). The best hand is `7-5-4-3-2` in more than one suit; `7-6-5-4-2` beats
/// `8-5-4-3-2`; `6-5-4-3-2` is a straight and loses to every no-pair hand.
///
/// Deuce-to-seven is a five-card game; given six or seven cards this takes the best five.
pub fn low_27(cards: &[Card]) -> Low {
    best_of_five(cards, d27_of)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cards::parse_cards;

    fn a5(s: &str) -> Low {
        low_a5(&parse_cards(s).unwrap())
    }
    fn eight(s: &str) -> Option<Low> {
        low_eight(&parse_cards(s).unwrap())
    }
    fn d27(s: &str) -> Low {
        low_27(&parse_cards(s).unwrap())
    }

    /// [`d27_of`] as first written: every hand grouped (the unpaired five included).
    fn d27_of_plain(cards: &[Card]) -> Low {
        let (cat, primary, kickers) = grouped(cards, Rank::index);
        if cards.len() == 5 && cat == Category::HighCard {
            let flush = cards.iter().all(|c| c.suit() == cards[0].suit());
            let top = 15 - primary.leading_zeros() as u16;
            let straight = primary == 0x1f << (top - 4);
            let cat = match (straight, flush) {
                (true, true) => Category::StraightFlush,
                (true, false) => Category::Straight,
                (false, true) => Category::Flush,
                (false, false) => Category::HighCard,
            };
            let primary = if straight { 1 << top } else { primary };
            return Low::new(true, cat, primary, 0);
        }
        Low::new(true, cat, primary, kickers)
    }

    /// Every five cards of the deck (2,598,960), and every hand of fewer cards of a sample:
    /// the deuce-to-seven low with the unpaired five read off the ranks' mask is the grouped
    /// one.
    #[test]
    fn d27_of_every_five_is_the_grouped_one() {
        let deck: Vec<Card> = (0..52)
            .map(|i| Card::from_index(i).expect("a card"))
            .collect();
        let mut fives = 0;
        super::for_each_five(&deck, &mut |five| {
            assert_eq!(d27_of(&five), d27_of_plain(&five), "{five:?}");
            fives += 1;
        });
        assert_eq!(fives, 2_598_960);
        let mut rng = crate::test_rng::XorShift::new(0x0d27_0f5a_11ce_u64);
        for _ in 0..20_000 {
            let len = rng.below(5) as usize;
            let hand: Vec<Card> = (0..len).map(|_| deck[rng.below(52) as usize]).collect();
            assert_eq!(d27_of(&hand), d27_of_plain(&hand), "{hand:?}");
        }
    }

    /// Every mask of thirteen positions: the five lowest from the tables are the five taken
    /// one by one, and none below five.
    #[test]
    fn lowest_five_of_every_mask() {
        for m in 0..1u16 << 13 {
            let want = (m.count_ones() >= 5).then(|| lowest_five_plain(m));
            assert_eq!(lowest_five(m), want, "{m:#b}");
        }
    }

    #[test]
    fn ace_to_five_ranks_pairs_and_ignores_straights_and_flushes() {
        assert_eq!(
            a5("5s4s3s2sAs").describe(),
            "5-4-3-2-A",
            "the wheel, suited"
        );
        assert_eq!(a5("5s4s3s2sAs").category(), Category::HighCard);
        assert_eq!(a5("5s4s3s2sAs"), a5("5c4d3h2sAd"), "a flush does not count");
        assert!(a5("6s4d3h2cAs") < a5("6s5d3h2cAs"), "6-4 beats 6-5");
        assert!(a5("6s5d4h3c2s") < a5("7s4d3h2cAs"), "a six beats any seven");
        assert!(
            a5("7s6d4h3c2s") < a5("7s6d5h2cAs"),
            "compared from the top down"
        );
        // Highest card down, not the lowest card up: K-4-3-2-A beats K-Q-J-T-9 by the queen.
        assert!(a5("Ks4d3h2cAs") < a5("KsQdJhTc9s"));
        // The worst unpaired hand beats the best pair.
        assert!(a5("KsQdJhTc9s") < a5("AsAd2h3c4s"));
        assert_eq!(a5("AsAd2h3c4s").describe(), "4-3-2-A-A");
        // Aces are the lowest pair; a pair beats two pair, two pair trips, trips a full house,
        // a full house four of a kind.
        assert!(a5("AsAdKhQcJs") < a5("2s2d3h4c5s"));
        assert!(a5("KsKdQhJcTs") < a5("AsAd2h2c3s"));
        assert!(a5("KsKdQhQcJs") < a5("AsAdAh2c3s"));
        assert!(a5("KsKdKhQcJs") < a5("AsAdAh2c2s"));
        assert!(a5("KsKdKhQcQs") < a5("AsAdAhAc2s"));
        assert_eq!(a5("AsAdAhAc2s").category(), Category::Quads);
        // Same pair: the other cards from the highest down.
        assert!(a5("8s8d6h3c2s") < a5("8s8d7h2cAs"));
    }

    #[test]
    fn ace_to_five_best_five_of_seven() {
        // Razz: seven cards, the best five.
        assert_eq!(a5("KsQd7h5c4s3d2h").describe(), "7-5-4-3-2");
        assert_eq!(a5("As2d3h4c5sAh2c").describe(), "5-4-3-2-A");
        // Only four ranks in seven cards: the lowest pair with the three others.
        assert_eq!(a5("AsAdAh2c2s3d4h").describe(), "4-3-2-A-A");
        assert_eq!(a5("AsAdAh2c2s3d4h").category(), Category::Pair);
        // Two ranks: trips and a pair beat four of a kind.
        assert_eq!(a5("KsKdKhKcQsQdQh").category(), Category::FullHouse);
        assert_eq!(a5("KsKdKhKcQsQdQh").describe(), "K-K-Q-Q-Q");
        assert_eq!(a5("9s8d7h6c5s"), a5("9s8d7h6c5sKsKd"));
    }

    #[test]
    fn eight_or_better_thresholds() {
        assert_eq!(
            eight("8s7d6h5c4s").map(Low::describe).as_deref(),
            Some("8-7-6-5-4")
        );
        assert_eq!(eight("9s7d6h5c4s"), None, "nine high does not qualify");
        assert_eq!(eight("8s7d6h5c5s"), None, "a pair does not qualify");
        assert_eq!(eight("8s8d7h6c5s5d"), None, "only four distinct low ranks");
        assert_eq!(
            eight("8s8d7h6c5s5dAc").map(Low::describe).as_deref(),
            Some("8-7-6-5-A")
        );
        assert_eq!(
            eight("8s8d7h6c5s4d").map(Low::describe).as_deref(),
            Some("8-7-6-5-4")
        );
        assert_eq!(eight("KsQdJh5c4s3d2h"), None);
        assert_eq!(
            eight("KsQd8h5c4s3d2h").map(Low::describe).as_deref(),
            Some("8-5-4-3-2")
        );
        assert_eq!(
            eight("5s4s3s2sAs").map(Low::describe).as_deref(),
            Some("5-4-3-2-A")
        );
        assert_eq!(eight("As2d3h4c"), None, "four cards make no low");
        assert_eq!(eight("8s7d6h5c4sKd"), Some(a5("8s7d6h5c4s")));
        assert!(eight("7s6d4h3c2s") < eight("8s3d2h4cAs"));
    }

    #[test]
    fn deuce_to_seven_thresholds() {
        let best = d27("7s5d4h3c2s");
        assert_eq!(best.describe(), "7-5-4-3-2");
        assert_eq!(best.category(), Category::HighCard);
        assert!(best < d27("7s6d4h3c2s"));
        assert!(
            d27("7s6d5h4c2s") < d27("8s5d4h3c2s"),
            "any seven beats any eight"
        );
        // The wheel is ace high, not a straight: worse than any king high.
        let wheel = d27("As5d4h3c2s");
        assert_eq!(wheel.category(), Category::HighCard);
        assert_eq!(wheel.describe(), "A-5-4-3-2");
        assert!(d27("KsQdJhTc8s") < wheel);
        assert!(wheel < d27("2s2d3h4c5s"), "ace high beats a pair of deuces");
        // 6-5-4-3-2 is a straight: it loses to every unpaired hand but beats trips.
        let straight = d27("6s5d4h3c2s");
        assert_eq!(straight.category(), Category::Straight);
        assert!(d27("AsKdQhJc9s") < straight);
        assert!(
            d27("AsAdKhQcJs") < straight,
            "even a pair of aces beats a straight"
        );
        assert!(d27("AsAdAhKcQs") < straight, "and so do trips");
        assert_eq!(d27("AsKdQhJcTs").category(), Category::Straight);
        assert_eq!(d27("AsKdQhJcTs").describe(), "A-K-Q-J-T");
        // Flushes count: 7-5-4-3-2 suited is a flush.
        let flush = d27("7s5s4s3s2s");
        assert_eq!(flush.category(), Category::Flush);
        assert!(straight < flush && flush < d27("2s2d2h3c3s"));
        assert_eq!(d27("As5s4s3s2s").category(), Category::Flush);
        assert_eq!(d27("6s5s4s3s2s").category(), Category::StraightFlush);
        // Pairs: deuces are the best pair, then the kickers.
        assert!(d27("2s2d5h4c3s") < d27("2s2d6h4c3s"));
        assert!(d27("2s2dKhQcJs") < d27("3s3d6h4c2s"));
        assert_eq!(d27("KsKd9h4c3s").describe(), "K-K-9-4-3");
    }
}
