//! The games floorcall models, as data.
//!
//! # Design
//! A game is one [`GameDef`]: its deck, its forced bets (blinds and a button, or antes and a
//! bring-in), its betting rounds with the cards each deals (hole cards down or up, board
//! cards, a draw), who opens each round, whether the round plays the small or the big bet, and
//! how hands are valued at the showdown. The replay, the pots and the showdown read the
//! definition, never the game's name; a dispute that does not apply to a game refuses by the
//! game's [`Family`] or its capabilities. Adding a variant is one row of [`GAMES`] (and its
//! evaluator when the hand values are new). PokerKit's `games.py` has the same shape; where it
//! is not exact for the TDA (a stud completion counted toward the cap, ties broken by seat, the
//! current draw's discards reshuffled) this model follows the TDA text.

use super::*;

/// The games floorcall models.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub enum Game {
    /// No-limit Texas hold'em.
    #[serde(rename = "NLHE")]
    Nlhe,
    /// Pot-limit Omaha, four hole cards.
    #[serde(rename = "PLO")]
    Plo,
    /// Pot-limit Omaha, five hole cards.
    #[serde(rename = "PLO5")]
    Plo5,
    /// Fixed-limit Texas hold'em.
    #[serde(rename = "LHE")]
    Lhe,
    /// Pot-limit Omaha hi/lo, eight or better.
    #[serde(rename = "PLO8")]
    Plo8,
    /// No-limit Omaha hi/lo, eight or better.
    #[serde(rename = "NLO8")]
    Nlo8,
    /// Fixed-limit Omaha hi/lo, eight or better.
    #[serde(rename = "O8")]
    O8,
    /// Pot-limit Texas hold'em.
    #[serde(rename = "PLHE")]
    Plhe,
    /// No-limit Omaha, four hole cards.
    #[serde(rename = "NLO")]
    Nlo,
    /// Fixed-limit Omaha, four hole cards.
    #[serde(rename = "LO")]
    Lo,
    /// Pot-limit Omaha, six hole cards.
    #[serde(rename = "PLO6")]
    Plo6,
    /// Big O: pot-limit Omaha hi/lo eight or better with five hole cards.
    #[serde(rename = "BIGO")]
    BigO,
    /// Short deck (6+) no-limit hold'em: 36 cards, six to ace; a flush beats a full house and
    /// A-6-7-8-9 is a straight.
    #[serde(rename = "SHORT_DECK")]
    ShortDeck,
    /// Fixed-limit seven-card stud.
    #[serde(rename = "STUD")]
    Stud,
    /// Fixed-limit seven-card stud hi/lo, eight or better.
    #[serde(rename = "STUD8")]
    Stud8,
    /// Fixed-limit razz (seven-card stud, ace-to-five low).
    #[serde(rename = "RAZZ")]
    Razz,
    /// Fixed-limit deuce-to-seven triple draw.
    #[serde(rename = "TD27")]
    Td27,
    /// No-limit deuce-to-seven single draw.
    #[serde(rename = "SD27")]
    Sd27,
    /// Fixed-limit ace-to-five triple draw.
    #[serde(rename = "TDA5")]
    Tda5,
    /// Fixed-limit badugi (triple draw, four cards).
    #[serde(rename = "BADUGI")]
    Badugi,
    /// Fixed-limit five-card draw (high, one draw).
    #[serde(rename = "DRAW5")]
    Draw5,
    /// Courchevel: pot-limit Omaha with five hole cards, the first card of the flop dealt face
    /// up before the first betting round (the flop then deals the other two).
    #[serde(rename = "COURCHEVEL")]
    Courchevel,
    /// Courchevel hi/lo, eight or better.
    #[serde(rename = "COURCHEVEL8")]
    Courchevel8,
}

/// How bets are sized.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, Hash)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "snake_case")]
pub enum Structure {
    /// No-limit: any raise from the minimum to all-in.
    NoLimit,
    /// Pot-limit: raises up to the size of the pot.
    PotLimit,
    /// Fixed limit: bets and raises of a fixed size, capped.
    FixedLimit,
}

/// The three shapes of game: community cards, stud, draw.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Family {
    /// Hold'em and Omaha: hole cards and a board, blinds and a button.
    Flop,
    /// Seven-card stud games: antes and a bring-in, cards up and down, no board.
    Stud,
    /// Draw games: blinds and a button, no board, players discard and draw.
    Draw,
}

/// The deck.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Deck {
    /// 52 cards.
    Standard,
    /// 36 cards, six to ace.
    Short,
}

/// How hands are valued at the showdown.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Valuation {
    /// The best high hand.
    High,
    /// High, the pot split with the best ace-to-five low of eight or better when there is one
    /// (Rule 20-C gives the odd chip to the high half).
    HiLoEight,
    /// The best ace-to-five low (ace low, straights and flushes ignored).
    LowA5,
    /// The best deuce-to-seven low (ace high, straights and flushes count against).
    Low27,
    /// The best badugi.
    Badugi,
    /// Short-deck high: a flush beats a full house, A-6-7-8-9 is a straight.
    ShortDeckHigh,
}

/// Who opens a betting round.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Opener {
    /// By position: the first player after the big blind (or the last straddle) on the first
    /// round, the first live player after the button on the later ones.
    Position,
    /// Stud's third street: the bring-in is posted by the lowest up card (stud, stud/8; the ace
    /// high) or the highest (razz; the ace low), suit deciding between equal ranks.
    BringIn,
    /// The highest showing hand (stud, stud/8), ties by the high card's suit (RP-10-D).
    HighShowing,
    /// The lowest showing hand (razz), ties by the high card's suit (RP-10-D).
    LowShowing,
}

/// One betting round and the cards dealt before it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct StreetDef {
    /// The round.
    pub street: Street,
    /// Hole cards dealt face down to each player before the round.
    pub down: u8,
    /// Cards dealt face up to each player before the round.
    pub up: u8,
    /// Board cards dealt before the round.
    pub board: u8,
    /// Players discard and draw before the round.
    pub draw: bool,
    /// Fixed limit: the round plays the big bet.
    pub big_bet: bool,
    /// Who opens the round.
    pub opener: Opener,
}

/// A game as data.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct GameDef {
    /// The game.
    pub game: Game,
    /// Community cards, stud or draw.
    pub family: Family,
    /// The betting structure a hand of this game plays unless it names another.
    pub structure: Structure,
    /// The deck.
    pub deck: Deck,
    /// How hole cards and board combine (Omaha: exactly two and three).
    pub combine: crate::eval::Combine,
    /// Hand values at the showdown.
    pub valuation: Valuation,
    /// The betting rounds, in order.
    pub streets: &'static [StreetDef],
    /// Its names in the hand-history formats: the importers find the game by them, the PHH
    /// export writes them. Behind a reference: the replay reads the rows, and the names would
    /// make each row four times as large.
    pub names: &'static Names,
    /// The betting structures a history may name the game at, its own first. Rows sharing a
    /// name (hold'em at no limit, pot limit and limit) are told apart by it; a structure other
    /// than the game's own is the hand's `betting` (five-card draw at pot limit).
    pub structures: &'static [Structure],
    /// A game the formats name as another, told apart by the hole cards dealt: five- and
    /// six-card Omaha under PLO's PHH code, Big O under PLO8's.
    pub read_as: Option<Game>,
}

/// A game's names in the hand-history formats floorcall reads and writes. Each name is its
/// row's (or, where rows share it, the row's at a structure: [`GameDef::structures`]); the
/// lookups are [`Game::from_phh`], [`Game::from_pokerstars`] and [`Game::from_ohh`].
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Names {
    /// PHH's `variant` code: PokerKit's (`NT`, `PO/8`, `F7S`, `F2L3D`, …), floorcall's in
    /// PokerKit's manner where it has none (Courchevel: `PC`, `PC/8`). None: the game is
    /// written under its [`GameDef::read_as`] game's code.
    pub phh: Option<&'static str>,
    /// The game as a PokerStars header names it before the limit (`Hold'em`, `5 Card Omaha
    /// Hi/Lo`, `Triple Draw 2-7`), in any case: "Hold'em No Limit".
    pub pokerstars: Option<&'static str>,
    /// OHH `game_type`s, as keys: lower case, letters, digits and `+` alone (`holdem`,
    /// `omahahilo`, `omaha8`, `6+holdem`).
    pub ohh: &'static [&'static str],
}

const fn round(
    street: Street,
    down: u8,
    up: u8,
    board: u8,
    draw: bool,
    big_bet: bool,
    opener: Opener,
) -> StreetDef {
    StreetDef {
        street,
        down,
        up,
        board,
        draw,
        big_bet,
        opener,
    }
}

const fn flop_streets(hole: u8) -> [StreetDef; 4] {
    [
        round(Street::Preflop, hole, 0, 0, false, false, Opener::Position),
        round(Street::Flop, 0, 0, 3, false, false, Opener::Position),
        round(Street::Turn, 0, 0, 1, false, true, Opener::Position),
        round(Street::River, 0, 0, 1, false, true, Opener::Position),
    ]
}

/// Courchevel: five hole cards and the flop's first card before the first round, the flop's
/// other two after it.
const COURCHEVEL: [StreetDef; 4] = [
    round(Street::Preflop, 5, 0, 1, false, false, Opener::Position),
    round(Street::Flop, 0, 0, 2, false, false, Opener::Position),
    round(Street::Turn, 0, 0, 1, false, true, Opener::Position),
    round(Street::River, 0, 0, 1, false, true, Opener::Position),
];

const HOLDEM: [StreetDef; 4] = flop_streets(2);
const OMAHA: [StreetDef; 4] = flop_streets(4);
const OMAHA5: [StreetDef; 4] = flop_streets(5);
const OMAHA6: [StreetDef; 4] = flop_streets(6);

const fn stud_streets(later: Opener) -> [StreetDef; 5] {
    [
        round(Street::Third, 2, 1, 0, false, false, Opener::BringIn),
        // No doubling on a pair showing on fourth street (RP-10-F): the small bet.
        round(Street::Fourth, 0, 1, 0, false, false, later),
        round(Street::Fifth, 0, 1, 0, false, true, later),
        round(Street::Sixth, 0, 1, 0, false, true, later),
        round(Street::Seventh, 1, 0, 0, false, true, later),
    ]
}

const STUD_HIGH: [StreetDef; 5] = stud_streets(Opener::HighShowing);
const STUD_LOW: [StreetDef; 5] = stud_streets(Opener::LowShowing);

const fn triple_draw(hole: u8) -> [StreetDef; 4] {
    [
        round(Street::Predraw, hole, 0, 0, false, false, Opener::Position),
        round(Street::FirstDraw, 0, 0, 0, true, false, Opener::Position),
        round(Street::SecondDraw, 0, 0, 0, true, true, Opener::Position),
        round(Street::ThirdDraw, 0, 0, 0, true, true, Opener::Position),
    ]
}

const TRIPLE_DRAW5: [StreetDef; 4] = triple_draw(5);
const TRIPLE_DRAW4: [StreetDef; 4] = triple_draw(4);
const SINGLE_DRAW: [StreetDef; 2] = [
    round(Street::Predraw, 5, 0, 0, false, false, Opener::Position),
    round(Street::FirstDraw, 0, 0, 0, true, true, Opener::Position),
];

const fn def(
    game: Game,
    family: Family,
    structure: Structure,
    deck: Deck,
    combine: crate::eval::Combine,
    valuation: Valuation,
    streets: &'static [StreetDef],
) -> GameDef {
    GameDef {
        game,
        family,
        structure,
        deck,
        combine,
        valuation,
        streets,
        names: &Names {
            phh: None,
            pokerstars: None,
            ohh: &[],
        },
        structures: match structure {
            NoLimit => &[NoLimit],
            PotLimit => &[PotLimit],
            FixedLimit => &[FixedLimit],
        },
        read_as: None,
    }
}

impl GameDef {
    /// The row with its names in the formats.
    const fn named(self, names: &'static Names) -> GameDef {
        GameDef { names, ..self }
    }

    /// The row dealt at other structures than its own when a history names them.
    const fn dealt_at(self, structures: &'static [Structure]) -> GameDef {
        GameDef { structures, ..self }
    }

    /// The row read under another game's names, told apart by its hole cards.
    const fn read_as(self, game: Game) -> GameDef {
        GameDef {
            read_as: Some(game),
            ..self
        }
    }
}

// Every structure, the game's own first: the games a history may name at any structure (the
// hand's `betting` then says which).
const ANY_FL: [Structure; 3] = [FixedLimit, PotLimit, NoLimit];
const ANY_PL: [Structure; 3] = [PotLimit, NoLimit, FixedLimit];
const ANY_NL: [Structure; 3] = [NoLimit, PotLimit, FixedLimit];

use crate::eval::Combine::{AnyFive, TwoPlusThree};
use Deck::{Short, Standard};
use Family::{Draw, Flop, Stud};
use Structure::{FixedLimit, NoLimit, PotLimit};
use Valuation::{Badugi, HiLoEight, High, Low27, LowA5, ShortDeckHigh};

/// Every game floorcall models, in the order of [`Game`], with its names in the hand-history
/// formats (see [`Names`]).
pub static GAMES: &[GameDef] = &[
    def(Game::Nlhe, Flop, NoLimit, Standard, AnyFive, High, &HOLDEM).named(&Names {
        phh: Some("NT"),
        pokerstars: Some("Hold'em"),
        ohh: &["holdem"],
    }),
    def(
        Game::Plo,
        Flop,
        PotLimit,
        Standard,
        TwoPlusThree,
        High,
        &OMAHA,
    )
    .named(&Names {
        phh: Some("PO"),
        pokerstars: Some("Omaha"),
        ohh: &["omaha"],
    }),
    def(
        Game::Plo5,
        Flop,
        PotLimit,
        Standard,
        TwoPlusThree,
        High,
        &OMAHA5,
    )
    .named(&Names {
        phh: None,
        pokerstars: Some("5 Card Omaha"),
        ohh: &[],
    })
    .dealt_at(&ANY_PL)
    .read_as(Game::Plo),
    def(
        Game::Lhe,
        Flop,
        FixedLimit,
        Standard,
        AnyFive,
        High,
        &HOLDEM,
    )
    .named(&Names {
        phh: Some("FT"),
        pokerstars: Some("Hold'em"),
        ohh: &["holdem"],
    }),
    def(
        Game::Plo8,
        Flop,
        PotLimit,
        Standard,
        TwoPlusThree,
        HiLoEight,
        &OMAHA,
    )
    .named(&Names {
        phh: Some("PO/8"),
        pokerstars: Some("Omaha Hi/Lo"),
        ohh: &["omahahilo", "omaha8"],
    }),
    def(
        Game::Nlo8,
        Flop,
        NoLimit,
        Standard,
        TwoPlusThree,
        HiLoEight,
        &OMAHA,
    )
    .named(&Names {
        phh: Some("NO/8"),
        pokerstars: Some("Omaha Hi/Lo"),
        ohh: &["omahahilo", "omaha8"],
    }),
    def(
        Game::O8,
        Flop,
        FixedLimit,
        Standard,
        TwoPlusThree,
        HiLoEight,
        &OMAHA,
    )
    .named(&Names {
        phh: Some("FO/8"),
        pokerstars: Some("Omaha Hi/Lo"),
        ohh: &["omahahilo", "omaha8"],
    }),
    def(Game::Plhe, Flop, PotLimit, Standard, AnyFive, High, &HOLDEM).named(&Names {
        phh: Some("PT"),
        pokerstars: Some("Hold'em"),
        ohh: &["holdem"],
    }),
    def(
        Game::Nlo,
        Flop,
        NoLimit,
        Standard,
        TwoPlusThree,
        High,
        &OMAHA,
    )
    .named(&Names {
        phh: Some("NO"),
        pokerstars: Some("Omaha"),
        ohh: &["omaha"],
    }),
    def(
        Game::Lo,
        Flop,
        FixedLimit,
        Standard,
        TwoPlusThree,
        High,
        &OMAHA,
    )
    .named(&Names {
        phh: Some("FO"),
        pokerstars: Some("Omaha"),
        ohh: &["omaha"],
    }),
    def(
        Game::Plo6,
        Flop,
        PotLimit,
        Standard,
        TwoPlusThree,
        High,
        &OMAHA6,
    )
    .named(&Names {
        phh: None,
        pokerstars: Some("6 Card Omaha"),
        ohh: &[],
    })
    .dealt_at(&ANY_PL)
    .read_as(Game::Plo),
    def(
        Game::BigO,
        Flop,
        PotLimit,
        Standard,
        TwoPlusThree,
        HiLoEight,
        &OMAHA5,
    )
    .named(&Names {
        phh: None,
        pokerstars: Some("5 Card Omaha Hi/Lo"),
        ohh: &[],
    })
    .dealt_at(&ANY_PL)
    .read_as(Game::Plo8),
    def(
        Game::ShortDeck,
        Flop,
        NoLimit,
        Short,
        AnyFive,
        ShortDeckHigh,
        &HOLDEM,
    )
    .named(&Names {
        phh: Some("NS"),
        pokerstars: Some("6+ Hold'em"),
        ohh: &["shortdeck", "shortdeckholdem", "6holdem", "6+holdem"],
    }),
    def(
        Game::Stud,
        Stud,
        FixedLimit,
        Standard,
        AnyFive,
        High,
        &STUD_HIGH,
    )
    .named(&Names {
        phh: Some("F7S"),
        pokerstars: Some("7 Card Stud"),
        ohh: &["stud", "sevencardstud", "7cardstud"],
    })
    .dealt_at(&ANY_FL),
    def(
        Game::Stud8,
        Stud,
        FixedLimit,
        Standard,
        AnyFive,
        HiLoEight,
        &STUD_HIGH,
    )
    .named(&Names {
        phh: Some("F7S/8"),
        pokerstars: Some("7 Card Stud Hi/Lo"),
        ohh: &["studhilo", "stud8", "sevencardstudhilo", "7cardstudhilo"],
    })
    .dealt_at(&ANY_FL),
    def(
        Game::Razz,
        Stud,
        FixedLimit,
        Standard,
        AnyFive,
        LowA5,
        &STUD_LOW,
    )
    .named(&Names {
        phh: Some("FR"),
        pokerstars: Some("Razz"),
        ohh: &["razz"],
    })
    .dealt_at(&ANY_FL),
    def(
        Game::Td27,
        Draw,
        FixedLimit,
        Standard,
        AnyFive,
        Low27,
        &TRIPLE_DRAW5,
    )
    .named(&Names {
        phh: Some("F2L3D"),
        pokerstars: Some("Triple Draw 2-7"),
        ohh: &["tripledraw27", "27tripledraw", "deucetoseventripledraw"],
    })
    .dealt_at(&ANY_FL),
    def(
        Game::Sd27,
        Draw,
        NoLimit,
        Standard,
        AnyFive,
        Low27,
        &SINGLE_DRAW,
    )
    .named(&Names {
        phh: Some("N2L1D"),
        pokerstars: Some("Single Draw 2-7"),
        ohh: &["singledraw27", "27singledraw", "deucetosevensingledraw"],
    })
    .dealt_at(&ANY_NL),
    def(
        Game::Tda5,
        Draw,
        FixedLimit,
        Standard,
        AnyFive,
        LowA5,
        &TRIPLE_DRAW5,
    )
    .named(&Names {
        phh: Some("FA5L3D"),
        pokerstars: Some("Triple Draw A-5"),
        ohh: &["tripledrawa5", "a5tripledraw"],
    })
    .dealt_at(&ANY_FL),
    def(
        Game::Badugi,
        Draw,
        FixedLimit,
        Standard,
        AnyFive,
        Badugi,
        &TRIPLE_DRAW4,
    )
    .named(&Names {
        phh: Some("FB"),
        pokerstars: Some("Badugi"),
        ohh: &["badugi"],
    })
    .dealt_at(&ANY_FL),
    def(
        Game::Draw5,
        Draw,
        FixedLimit,
        Standard,
        AnyFive,
        High,
        &SINGLE_DRAW,
    )
    .named(&Names {
        phh: Some("F5D"),
        pokerstars: Some("5 Card Draw"),
        ohh: &["fivecarddraw", "5carddraw", "draw"],
    })
    .dealt_at(&ANY_FL),
    def(
        Game::Courchevel,
        Flop,
        PotLimit,
        Standard,
        TwoPlusThree,
        High,
        &COURCHEVEL,
    )
    .named(&Names {
        phh: Some("PC"),
        pokerstars: Some("Courchevel"),
        ohh: &["courchevel"],
    }),
    def(
        Game::Courchevel8,
        Flop,
        PotLimit,
        Standard,
        TwoPlusThree,
        HiLoEight,
        &COURCHEVEL,
    )
    .named(&Names {
        phh: Some("PC/8"),
        pokerstars: Some("Courchevel Hi/Lo"),
        ohh: &["courchevelhilo"],
    }),
];

impl Game {
    /// Every game.
    pub fn all() -> impl Iterator<Item = Game> {
        GAMES.iter().map(|d| d.game)
    }

    /// The game's definition.
    pub fn def(self) -> &'static GameDef {
        let d = &GAMES[self as usize];
        debug_assert_eq!(d.game, self);
        d
    }

    /// The game's betting structure (a hand may name another: [`Hand::structure`]).
    pub fn structure(self) -> Structure {
        self.def().structure
    }

    /// Community cards, stud or draw.
    pub fn family(self) -> Family {
        self.def().family
    }

    /// Cards each player holds once the deal is complete (stud: the seven cards; draw: the
    /// hand after every draw).
    pub fn hole_cards(self) -> usize {
        self.def()
            .streets
            .iter()
            .map(|s| usize::from(s.down + s.up))
            .sum()
    }

    /// Cards each player is dealt before the first betting round (stud: two down and one up).
    pub fn first_deal(self) -> usize {
        let s = &self.def().streets[0];
        usize::from(s.down + s.up)
    }

    /// How hole cards and board combine at showdown (Omaha: exactly two and three).
    pub fn combine(self) -> crate::eval::Combine {
        self.def().combine
    }

    /// A split-pot game: half to the best high hand, half to the best low of eight or better
    /// when there is one (Rule 20-C gives the odd chip to the high half).
    pub fn hi_lo(self) -> bool {
        self.def().valuation == Valuation::HiLoEight
    }

    /// A game with a board (hold'em, Omaha).
    pub fn has_board(self) -> bool {
        self.family() == Family::Flop
    }

    /// A game played with blinds and a button (not stud).
    pub fn has_blinds(self) -> bool {
        self.family() != Family::Stud
    }

    /// The game's rounds, in order.
    pub fn streets(self) -> impl Iterator<Item = Street> {
        self.def().streets.iter().map(|s| s.street)
    }

    /// The first betting round.
    pub fn first_street(self) -> Street {
        self.def().streets[0].street
    }

    /// The last betting round (the river, seventh street, the last draw's round).
    pub fn last_street(self) -> Street {
        self.def().streets[self.def().streets.len() - 1].street
    }

    /// The round after `street` in this game (none after the last).
    pub fn next_street(self, street: Street) -> Option<Street> {
        let s = self.def().streets;
        let at = s.iter().position(|d| d.street == street)?;
        s.get(at + 1).map(|d| d.street)
    }

    /// The definition of one of the game's rounds.
    pub fn street_def(self, street: Street) -> Option<&'static StreetDef> {
        self.def().streets.iter().find(|d| d.street == street)
    }

    /// Board cards dealt before a round of this game (the flop's three in hold'em; Courchevel
    /// deals one before the first round and two on the flop).
    pub fn board_cards(self, street: Street) -> usize {
        self.street_def(street).map_or(0, |d| usize::from(d.board))
    }

    /// Board cards dealt before the rounds up to `street` (excluded).
    pub fn board_before(self, street: Street) -> usize {
        self.def()
            .streets
            .iter()
            .take_while(|d| d.street != street)
            .map(|d| usize::from(d.board))
            .sum()
    }

    /// Board cards on the table once a round's are dealt (the flop's three in hold'em;
    /// Courchevel's one before the first round).
    pub fn board_through(self, street: Street) -> usize {
        self.board_before(street) + self.board_cards(street)
    }

    /// Whether a round is one of this game's.
    pub fn plays(self, street: Street) -> bool {
        self.street_def(street).is_some()
    }

    /// The game's name as the contract spells it (`NLHE`, `PLO`, `STUD`, `TD27`, …).
    pub fn as_str(self) -> &'static str {
        crate::units::wire_name(&self)
    }

    /// The game's name in words, in the ruling's language.
    pub fn name(self) -> crate::text::Message {
        GameText::GameName {
            game: self.as_str(),
        }
        .into()
    }
}

/// Betting rounds: hold'em and Omaha's four, stud's five streets, and draw games' rounds
/// (before the first draw, then after each draw).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize, Hash)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "snake_case")]
pub enum Street {
    /// Before the flop.
    Preflop,
    /// The flop.
    Flop,
    /// The turn.
    Turn,
    /// The river.
    River,
    /// Stud: third street (two cards down, one up; the bring-in).
    Third,
    /// Stud: fourth street.
    Fourth,
    /// Stud: fifth street.
    Fifth,
    /// Stud: sixth street.
    Sixth,
    /// Stud: seventh street (the river card, down).
    Seventh,
    /// Draw: the round before the first draw.
    Predraw,
    /// Draw: the round after the first draw.
    FirstDraw,
    /// Draw: the round after the second draw.
    SecondDraw,
    /// Draw: the round after the third draw.
    ThirdDraw,
}

impl Street {
    /// The street's name as the contract spells it (`preflop`, `third`, `first_draw`, …).
    pub fn as_str(self) -> &'static str {
        crate::units::wire_name(&self)
    }

    /// The round's name in words, in the ruling's language.
    pub fn name(self) -> crate::text::Message {
        GameText::StreetName {
            street: self.as_str(),
        }
        .into()
    }
}

crate::text::messages! {
    /// Games and rounds by name, in the words of `crates/engine/locales/*.ftl`.
    pub enum GameText {
        /// A game's name (`NLHE`, `STUD`, `TD27`, …).
        GameName { game: choice } = "game-name",
        /// A round's name (`preflop`, `third`, `first_draw`, …).
        StreetName { street: choice } = "street-name",
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_game_has_its_row_in_order() {
        for (i, d) in GAMES.iter().enumerate() {
            assert_eq!(d.game as usize, i, "{:?}", d.game);
        }
        assert_eq!(Game::Nlhe.hole_cards(), 2);
        assert_eq!(Game::Plo6.hole_cards(), 6);
        assert_eq!(Game::Stud.hole_cards(), 7);
        assert_eq!(Game::Stud.first_deal(), 3);
        assert_eq!(Game::Badugi.hole_cards(), 4);
        assert_eq!(
            Game::Td27.next_street(Street::FirstDraw),
            Some(Street::SecondDraw)
        );
        assert_eq!(Game::Sd27.next_street(Street::FirstDraw), None);
        assert_eq!(Game::Razz.last_street(), Street::Seventh);
        assert!(Game::Stud8.hi_lo() && !Game::Razz.hi_lo());
        assert_eq!(Game::Courchevel.hole_cards(), 5);
        assert_eq!(
            (
                Game::Courchevel.board_cards(Street::Preflop),
                Game::Courchevel.board_cards(Street::Flop),
                Game::Courchevel.board_before(Street::Turn),
            ),
            (1, 2, 3)
        );
        assert_eq!(Game::Nlhe.board_cards(Street::Flop), 3);
        assert!(Game::Courchevel8.hi_lo() && !Game::Courchevel.hi_lo());
    }
}
