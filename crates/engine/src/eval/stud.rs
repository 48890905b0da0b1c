//! Seven-card stud: the best five of seven, the showing hands that decide who acts first on
//! fourth to seventh street, the bring-in, and the high card by suit for odd chips.

use super::groups::{ace_low, grouped};
use super::{HandValue, eval_cards};
use crate::cards::{Card, Rank, Suit};

/// The best high hand of any five of five to seven distinct cards: seven-card stud (and stud
/// hi/lo's high half), with a player's own cards only.
///
/// This is [`eval_cards`] (that is, [`eval_masks`](super::eval_masks)) unchanged: the hold'em
/// evaluator already takes the best five of up to seven cards in any mix, and a stud hand is
/// such a mix, so the two agree by construction (a flush is looked for across all seven cards,
/// a full house from the best trips and the best other pair, and so on). Five or six cards
/// (a player all in before seventh street, or a short deck at the end) work the same way.
pub fn high_any_five(cards: &[Card]) -> HandValue {
    debug_assert!(
        (5..=7).contains(&cards.len()),
        "a stud hand has five to seven cards, not {}",
        cards.len()
    );
    eval_cards(cards)
}

/// The strength of a stud showing hand (the up cards) for the order of action on fourth to
/// seventh street; **the greater value acts first**, in [`showing_high`] and in
/// [`showing_low`] alike.
///
/// Compare values from one function only (stud's high hands and razz's lows are two orders).
/// Equal values are impossible between two players' distinct cards: the suit of the highest
/// card decides every tie of ranks.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct ShowingValue(u32);

impl ShowingValue {
    /// The value as a number: the higher acts first.
    pub fn raw(self) -> u32 {
        self.0
    }
}

/// The highest card by a rank key, then the highest suit: its suit's bits (clubs 0 … spades 3).
fn top_suit(up: &[Card], key: impl Fn(Rank) -> u8) -> u32 {
    up.iter()
        .map(|c| (key(c.rank()), c.suit()))
        .max()
        .map_or(0, |(_, s)| s as u32)
}

/// The stud (high) showing hand of one to four up cards: who acts first on fourth to seventh
/// street in seven-card stud and stud hi/lo (the highest showing hand acts first).
///
/// Four of a kind beats three of a kind, which beats two pair, which beats a pair, which beats
/// high cards; straights and flushes do not count (four to a straight flush is only high
/// cards). Equal categories compare as in the high ranking: the higher quads, trips or pairs,
/// then the other cards from the highest down, the ace high.
///
/// Ties of ranks are broken by suit (TDA RP-10-D, "high card by suit", spades > hearts >
/// diamonds > clubs) and read here, for all stud games, as: among tied showing hands, the one
/// whose highest card has the highest suit acts first. The highest card is the highest-ranking
/// up card, whatever part it plays: with K♠ K♦ 7♣ against K♥ K♣ 7♦ the king of spades acts
/// first, and with 9♠ 9♦ A♣ against 9♥ 9♣ A♦ the ace of diamonds does (the aces are the
/// highest cards, not the nines of the pairs).
pub fn showing_high(up: &[Card]) -> ShowingValue {
    let (cat, primary, kickers) = grouped(up, Rank::index);
    ShowingValue(
        ((cat as u32) << 28)
            | ((primary as u32) << 15)
            | ((kickers as u32) << 2)
            | top_suit(up, Rank::index),
    )
}

/// The razz showing hand of one to four up cards: the lowest showing hand acts first, so the
/// lower hand gets the greater value.
///
/// Ace-to-five: the ace is low, straights and flushes do not count, an unpaired hand acts
/// before any pair, a pair before two pair, two pair before trips, trips before quads; among
/// unpaired hands the lower highest card, then the next one down (7-4-A before 7-5-2), among
/// pairs the lower pair (aces the lowest), then the other cards from the highest down.
///
/// Ties of ranks are broken by suit, read as in [`showing_high`] for all stud games: among tied
/// showing hands, the one whose highest card has the highest suit (spades > hearts > diamonds >
/// clubs) acts first. In razz the highest card is the highest in the razz order, the ace low:
/// with A♠ 2♦ against A♥ 2♣ the deuce of diamonds acts first.
pub fn showing_low(up: &[Card]) -> ShowingValue {
    const LOW_MAX: u32 = (1 << 29) - 1;
    let (cat, primary, kickers) = grouped(up, ace_low);
    let low = ((cat as u32) << 26) | ((primary as u32) << 13) | kickers as u32;
    ShowingValue(((LOW_MAX - low) << 2) | top_suit(up, ace_low))
}

/// The bring-in key of a third-street up card: its rank (the ace high when `ace_high`, in stud
/// and stud hi/lo; low when not, in razz), then its suit, clubs < diamonds < hearts < spades,
/// as `rank × 4 + suit` (0 to 51).
///
/// In stud and stud hi/lo the lowest key brings in (the deuce of clubs first of all); in razz
/// the highest key does (the king of spades first of all; an ace is the lowest card).
pub fn bring_in_order(card: Card, ace_high: bool) -> u8 {
    let rank = if ace_high {
        card.rank().index()
    } else {
        ace_low(card.rank())
    };
    rank * 4 + card.suit() as u8
}

/// The high card by suit of a five-card hand, for the odd chip in stud (TDA 20-B: "to the high
/// card by suit"): the highest-ranking card, and among cards of that rank the highest suit
/// (spades > hearts > diamonds > clubs).
///
/// The ace counts high, whatever the hand: a wheel's high card is its ace (as the showdown's
/// odd-chip rule reads the five cards that play, ranks ace high).
///
/// # Panics
///
/// With no cards (there is no high card).
pub fn high_card_by_suit(cards: &[Card]) -> (Rank, Suit) {
    cards
        .iter()
        .map(|c| (c.rank(), c.suit()))
        .max()
        .expect("a hand has at least one card")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cards::parse_cards;
    use crate::eval::Category;

    fn cards(s: &str) -> Vec<Card> {
        parse_cards(s).unwrap()
    }
    fn hi(s: &str) -> ShowingValue {
        showing_high(&cards(s))
    }
    fn lo(s: &str) -> ShowingValue {
        showing_low(&cards(s))
    }

    #[test]
    fn stud_high_is_the_holdem_best_five() {
        let v = high_any_five(&cards("2s3s4s5s7h7d7c"));
        assert_eq!(v.category(), Category::Trips);
        assert_eq!(
            high_any_five(&cards("2s3s4s5s6s7h7d")).category(),
            Category::StraightFlush
        );
        assert_eq!(
            high_any_five(&cards("KsKdKh2c2dAs")),
            high_any_five(&cards("KsKdKh2c2d"))
        );
        assert_eq!(
            high_any_five(&cards("AsAdAhAc2s3s4s")).category(),
            Category::Quads
        );
    }

    #[test]
    fn showing_high_categories() {
        // Two up cards on fourth street, up to four on sixth and seventh.
        assert!(hi("2c2d2h2s") > hi("AcAdAhKs"), "quads over trips");
        assert!(hi("2c2d2h") > hi("AsAdKsKd"), "trips over two pair");
        assert!(hi("3c3d2h2s") > hi("AsAdKsQs"), "two pair over a pair");
        assert!(hi("2c2d") > hi("AsKs"), "a pair over high cards");
        assert!(
            hi("2c2d") > hi("AsKsQsJs"),
            "four to a royal flush is ace high"
        );
        assert!(hi("AsKd") > hi("AhQd"), "then the next card down");
        assert!(hi("KsKd3c") > hi("QsQdAc"));
        assert!(hi("KsKd3c") < hi("KhKc4c"), "same pair: the kicker");
    }

    #[test]
    fn showing_high_ties_by_suit_of_the_highest_card() {
        assert!(hi("KsKd7c") > hi("KhKc7d"), "the king of spades");
        assert!(
            hi("9s9dAc") < hi("9h9cAd"),
            "the ace is the highest card, not the nine"
        );
        assert!(hi("Ah7c") < hi("As7d"));
        assert!(hi("Ad") > hi("Ac"));
        assert!(hi("Ad") < hi("Ah"));
    }

    #[test]
    fn showing_low_for_razz() {
        assert!(lo("7s4dAh") > lo("7h5d2c"), "7-4-A acts before 7-5-2");
        assert!(lo("KsQd") > lo("2s2d"), "unpaired before any pair");
        assert!(lo("AsAd") > lo("2s2d"), "aces are the lowest pair");
        assert!(lo("2s2d3c") > lo("AsAd2c2h"), "a pair before two pair");
        assert!(lo("AsAd2c2h") > lo("2s2d2h"), "two pair before trips");
        assert!(lo("As2d") > lo("2s3d"), "the ace is low");
        assert!(lo("5sAd") > lo("6c2d"));
        // Ties: the highest card's suit, the highest suit first; the ace is not the highest.
        assert!(lo("7s4dAh") > lo("7c4hAd"));
        assert!(
            lo("As2d") > lo("Ah2c"),
            "the deuce of diamonds over the deuce of clubs"
        );
        assert!(
            lo("Ac") < lo("Ad"),
            "a lone ace of diamonds before the ace of clubs"
        );
    }

    #[test]
    fn bring_in_keys() {
        let key = |s: &str, ace_high| bring_in_order(cards(s)[0], ace_high);
        // Stud: the lowest key brings in.
        assert_eq!(key("2c", true), 0);
        assert!(key("2c", true) < key("2d", true));
        assert!(key("2d", true) < key("2h", true));
        assert!(key("2h", true) < key("2s", true));
        assert!(key("2s", true) < key("3c", true));
        assert!(key("Ks", true) < key("Ac", true));
        assert_eq!(key("As", true), 51);
        // Razz: the highest key brings in; the ace is the lowest card.
        assert_eq!(key("Ks", false), 51);
        assert!(key("Kh", false) < key("Ks", false));
        assert!(key("As", false) < key("2c", false));
        assert_eq!(key("Ac", false), 0);
    }

    #[test]
    fn high_card_by_suit_of_five() {
        let r = |c: char| Rank::from_char(c).unwrap();
        assert_eq!(
            high_card_by_suit(&cards("AsKdQhJcTs")),
            (Rank::ACE, Suit::Spades)
        );
        assert_eq!(
            high_card_by_suit(&cards("9h9s8c8d2c")),
            (r('9'), Suit::Spades)
        );
        assert_eq!(
            high_card_by_suit(&cards("KcKdKh2s2h")),
            (r('K'), Suit::Hearts)
        );
        assert_eq!(
            high_card_by_suit(&cards("5s4d3h2cAd")),
            (Rank::ACE, Suit::Diamonds)
        );
        assert_eq!(
            high_card_by_suit(&cards("7c5c4c3c2c")),
            (r('7'), Suit::Clubs)
        );
    }
}
