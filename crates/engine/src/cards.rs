//! Cards: ranks, suits, parsing ("AsKd"), and duplicate detection.

use std::fmt;

/// Rank 0 = deuce … 12 = ace.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Rank(u8);

impl Rank {
    /// The ace (high; it also plays low in the wheel).
    pub const ACE: Rank = Rank(12);
    /// The five (the top of the wheel, A-2-3-4-5).
    pub const FIVE: Rank = Rank(3);

    /// The rank's index, 0 (deuce) to 12 (ace).
    pub fn index(self) -> u8 {
        self.0
    }

    /// The rank of an index 0 to 12.
    pub fn from_index(i: u8) -> Option<Rank> {
        (i < 13).then_some(Rank(i))
    }

    /// The rank of its character: `2`–`9`, `T`, `J`, `Q`, `K`, `A`.
    pub fn from_char(c: char) -> Option<Rank> {
        let i = match c.to_ascii_uppercase() {
            '2' => 0,
            '3' => 1,
            '4' => 2,
            '5' => 3,
            '6' => 4,
            '7' => 5,
            '8' => 6,
            '9' => 7,
            'T' => 8,
            'J' => 9,
            'Q' => 10,
            'K' => 11,
            'A' => 12,
            _ => return None,
        };
        Some(Rank(i))
    }

    /// The rank's character.
    pub fn to_char(self) -> char {
        b"23456789TJQKA"[self.0 as usize] as char
    }
}

/// Suits in the conventional order clubs < diamonds < hearts < spades.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Suit {
    /// Clubs (`c`).
    Clubs = 0,
    /// Diamonds (`d`).
    Diamonds = 1,
    /// Hearts (`h`).
    Hearts = 2,
    /// Spades (`s`).
    Spades = 3,
}

impl Suit {
    /// Every suit.
    pub const ALL: [Suit; 4] = [Suit::Clubs, Suit::Diamonds, Suit::Hearts, Suit::Spades];

    /// The suit of its character: `c`, `d`, `h`, `s`.
    pub fn from_char(c: char) -> Option<Suit> {
        match c.to_ascii_lowercase() {
            'c' => Some(Suit::Clubs),
            'd' => Some(Suit::Diamonds),
            'h' => Some(Suit::Hearts),
            's' => Some(Suit::Spades),
            _ => None,
        }
    }

    /// The suit's character.
    pub fn to_char(self) -> char {
        b"cdhs"[self as usize] as char
    }
}

/// A playing card, stored as `rank * 4 + suit` (0..52).
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Card(u8);

impl Card {
    /// A card of a rank and a suit.
    pub fn new(rank: Rank, suit: Suit) -> Card {
        Card(rank.0 * 4 + suit as u8)
    }

    /// The card of an index 0 to 51 (rank × 4 + suit).
    pub fn from_index(i: u8) -> Option<Card> {
        (i < 52).then_some(Card(i))
    }

    /// The card's index, 0 to 51 (rank × 4 + suit).
    pub fn index(self) -> u8 {
        self.0
    }

    /// The card's rank.
    pub fn rank(self) -> Rank {
        Rank(self.0 / 4)
    }

    /// The card's suit.
    pub fn suit(self) -> Suit {
        Suit::ALL[(self.0 % 4) as usize]
    }

    /// Bit of this card in a 64-bit card set.
    pub fn bit(self) -> u64 {
        1u64 << self.0
    }
}

impl fmt::Display for Card {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.rank().to_char(), self.suit().to_char())
    }
}

impl fmt::Debug for Card {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

/// Why a card string did not parse.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum CardError {
    /// The text has an odd number of characters (cards are two each).
    #[error("card text has an odd length: cards are written two characters each, like \"AsKd\"")]
    OddLength,
    /// Not a card (the two characters as given).
    #[error("\"{0}\" is not a card (rank 2-9, T, J, Q, K, A then suit c, d, h, s)")]
    BadCard(String),
    /// The same card twice.
    #[error("card {0} appears twice")]
    Duplicate(Card),
}

/// Parse a run of cards such as `"AsKd"` or `"Ah 7d 2c"` (spaces and commas ignored).
pub fn parse_cards(text: &str) -> Result<Vec<Card>, CardError> {
    // Cards written together (`AsKd`, as hands and importers write them): read by bytes.
    let b = text.as_bytes();
    if b.iter().all(|&x| x.is_ascii_alphanumeric()) {
        // Two bytes a card through the tables; an error is worded by the reading below.
        if let Some(cards) = read_byte_pairs(b) {
            return Ok(cards);
        }
        return read_pairs(b.iter().map(|&x| char::from(x)), b.len());
    }
    let chars = || text.chars().filter(|c| !c.is_whitespace() && *c != ',');
    read_pairs(chars(), chars().count())
}

/// A byte's rank and one (`Rank::from_char`'s, either case), 0 for a byte that is no rank.
const RANK_OF: [u8; 256] = {
    let mut t = [0u8; 256];
    let ranks = b"23456789TJQKA";
    let mut i = 0;
    while i < ranks.len() {
        t[ranks[i] as usize] = i as u8 + 1;
        t[ranks[i].to_ascii_lowercase() as usize] = i as u8 + 1;
        i += 1;
    }
    t
};

/// A byte's suit and one (`Suit::from_char`'s, either case), 0 for a byte that is no suit.
const SUIT_OF: [u8; 256] = {
    let mut t = [0u8; 256];
    let suits = b"cdhs";
    let mut i = 0;
    while i < suits.len() {
        t[suits[i] as usize] = i as u8 + 1;
        t[suits[i].to_ascii_uppercase() as usize] = i as u8 + 1;
        i += 1;
    }
    t
};

/// Cards written together, two bytes each, when every pair is a card and none is there twice
/// (None otherwise: `read_pairs` words the error).
fn read_byte_pairs(b: &[u8]) -> Option<Vec<Card>> {
    if !b.len().is_multiple_of(2) {
        return None;
    }
    let mut out = Vec::with_capacity(b.len() / 2);
    let mut seen = 0u64;
    for pair in b.chunks_exact(2) {
        let (r, s) = (RANK_OF[usize::from(pair[0])], SUIT_OF[usize::from(pair[1])]);
        if r == 0 || s == 0 {
            return None;
        }
        let card = Card((r - 1) * 4 + (s - 1));
        if seen & card.bit() != 0 {
            return None;
        }
        seen |= card.bit();
        out.push(card);
    }
    Some(out)
}

/// Cards from `n` characters read two at a time (rank, then suit), each card once.
fn read_pairs(mut it: impl Iterator<Item = char>, n: usize) -> Result<Vec<Card>, CardError> {
    if !n.is_multiple_of(2) {
        return Err(CardError::OddLength);
    }
    let mut out = Vec::with_capacity(n / 2);
    let mut seen = 0u64;
    while let (Some(r), Some(s)) = (it.next(), it.next()) {
        let card = match (Rank::from_char(r), Suit::from_char(s)) {
            (Some(r), Some(s)) => Card::new(r, s),
            _ => return Err(CardError::BadCard(format!("{r}{s}"))),
        };
        if seen & card.bit() != 0 {
            return Err(CardError::Duplicate(card));
        }
        seen |= card.bit();
        out.push(card);
    }
    Ok(out)
}

/// Render cards as compact text, e.g. `"AsKd"`.
pub fn cards_to_string(cards: &[Card]) -> String {
    cards.iter().map(|c| c.to_string()).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_and_prints() {
        let c = parse_cards("AsKd 2c").unwrap();
        assert_eq!(cards_to_string(&c), "AsKd2c");
        assert_eq!(c[0].rank(), Rank::ACE);
        assert_eq!(c[0].suit(), Suit::Spades);
        assert_eq!(c[2].rank().index(), 0);
    }

    #[test]
    fn rejects_bad_text() {
        assert_eq!(parse_cards("AsK"), Err(CardError::OddLength));
        assert!(matches!(parse_cards("AsKx"), Err(CardError::BadCard(s)) if s == "Kx"));
        assert!(matches!(parse_cards("1s"), Err(CardError::BadCard(_))));
        assert!(matches!(parse_cards("AsAs"), Err(CardError::Duplicate(_))));
    }

    /// The byte tables read cards as `read_pairs` does (the first form): every pair of ASCII
    /// letters and digits, and runs of them with repeats and odd lengths.
    #[test]
    fn byte_pairs_read_as_read_pairs() {
        let first = |t: &str| read_pairs(t.chars(), t.len());
        let alnum: Vec<char> = ('0'..='9').chain('a'..='z').chain('A'..='Z').collect();
        for &a in &alnum {
            for &b in &alnum {
                let t = format!("{a}{b}");
                assert_eq!(parse_cards(&t), first(&t), "{t:?}");
                let t = format!("As{a}{b}");
                assert_eq!(parse_cards(&t), first(&t), "{t:?}");
            }
        }
        for t in [
            "",
            "A",
            "AsK",
            "AsKd",
            "askd",
            "ASKD",
            "AsAs",
            "Asas",
            "TcJd9h",
            "2c3c4c5c6c7c",
            "AsKdQcJhTs9d8c7h",
            "AsKdAs",
            "Xs",
            "sA",
            "10s",
            "AsKdQ",
        ] {
            assert_eq!(parse_cards(t), first(t), "{t:?}");
        }
    }

    #[test]
    fn all_52_cards_round_trip() {
        for i in 0..52 {
            let c = Card::from_index(i).unwrap();
            assert_eq!(parse_cards(&c.to_string()).unwrap(), vec![c]);
        }
        assert!(Card::from_index(52).is_none());
    }
}
