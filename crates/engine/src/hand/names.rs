//! A game by its names in the hand-history formats, from the rows of [`GAMES`].
//!
//! # Design
//! Each row of [`GAMES`] carries its names ([`Names`]): PHH's `variant` code, the PokerStars
//! header's game, OHH's `game_type`s. An importer finds the game with one lookup here and never
//! by a list of its own, and the PHH export writes the row's code, so a game added as a row is
//! read and written by every format that names it. Rows that share a name are told apart by
//! the structure the history names ([`GameDef::structures`]: hold'em at no limit, pot limit,
//! limit) or by the hole cards dealt ([`GameDef::read_as`]: five-card Omaha under PLO's PHH
//! code). `every_row_is_named_once_per_format` checks the table.

use super::*;

/// OHH's `game_type` that names no draw game: the cards dealt and the draws decide (five-card
/// draw's row answers to it).
pub const OHH_ANY_DRAW: &str = "draw";

/// Every structure, in the order a PokerStars header's limit is read ("No Limit" before
/// "Limit").
const STRUCTURES: [Structure; 3] = [
    Structure::NoLimit,
    Structure::PotLimit,
    Structure::FixedLimit,
];

impl Structure {
    /// The limit as a PokerStars header writes it after the game: "No Limit", "Pot Limit",
    /// "Limit".
    pub fn pokerstars(self) -> &'static str {
        match self {
            Structure::NoLimit => "No Limit",
            Structure::PotLimit => "Pot Limit",
            Structure::FixedLimit => "Limit",
        }
    }
}

/// An OHH `game_type` as a key of [`Names::ohh`]: lower case, letters, digits and `+` alone
/// ("Omaha Hi-Lo" → `omahahilo`).
pub fn ohh_key(game_type: &str) -> String {
    game_type
        .chars()
        .filter(|c| c.is_ascii_alphanumeric() || *c == '+')
        .collect::<String>()
        .to_ascii_lowercase()
}

impl Game {
    /// The game of a PHH `variant` code (a game read under another's code is then told by its
    /// cards: [`Game::by_hole_cards`]).
    pub fn from_phh(code: &str) -> Option<Game> {
        GAMES
            .iter()
            .find(|d| d.names.phh == Some(code))
            .map(|d| d.game)
    }

    /// The PHH `variant` code a hand of the game is written with: its own, else the code of
    /// the game it is read as (five-card Omaha: `PO`).
    pub fn phh(self) -> &'static str {
        let d = self.def();
        d.names
            .phh
            .or_else(|| d.read_as.and_then(|g| g.def().names.phh))
            .unwrap_or_else(|| self.as_str())
    }

    /// The game and structure a PokerStars header's game names, in any case: "Hold'em No
    /// Limit", "5 Card Omaha Hi/Lo Pot Limit", a mixed game's "Razz Limit", or the whole
    /// header line. The limit is the first of "no limit", "pot limit", "limit" the text holds;
    /// the game the longest row name it holds, when every other row name it holds is part of
    /// that one ("5 Card Omaha Hi/Lo" holds "Omaha Hi/Lo"; "6 Card Omaha Hi/Lo" names no game
    /// floorcall models), at a structure the row is dealt at.
    pub fn from_pokerstars(text: &str) -> Option<(Game, Structure)> {
        let text = text.to_ascii_lowercase();
        let structure = STRUCTURES
            .into_iter()
            .find(|s| text.contains(&s.pokerstars().to_ascii_lowercase()))?;
        let held: Vec<String> = GAMES
            .iter()
            .filter_map(|d| d.names.pokerstars)
            .map(str::to_ascii_lowercase)
            .filter(|n| text.contains(n.as_str()))
            .collect();
        let longest = held.iter().max_by_key(|n| n.len())?;
        if held.iter().any(|n| !longest.contains(n.as_str())) {
            return None;
        }
        GAMES
            .iter()
            .find(|d| {
                d.names
                    .pokerstars
                    .is_some_and(|n| n.eq_ignore_ascii_case(longest))
                    && d.structures.contains(&structure)
            })
            .map(|d| (d.game, structure))
    }

    /// The game as a PokerStars header names it, with its own limit: "Hold'em No Limit",
    /// "7 Card Stud Limit".
    pub fn pokerstars(self) -> Option<String> {
        let d = self.def();
        d.names
            .pokerstars
            .map(|n| format!("{n} {}", d.structure.pokerstars()))
    }

    /// The game an OHH `game_type` names at a structure (the `bet_type`'s), any case, spaces
    /// and dashes aside; a game read under another's name is then told by its cards
    /// ([`Game::by_hole_cards`]).
    pub fn from_ohh(game_type: &str, structure: Structure) -> Option<Game> {
        let key = ohh_key(game_type);
        GAMES
            .iter()
            .find(|d| d.names.ohh.contains(&key.as_str()) && d.structures.contains(&structure))
            .map(|d| d.game)
    }

    /// The game a history named as this one, told by the hole cards dealt: the first row read
    /// as this game whose hole cards `dealt` says a player holds (PLO with five cards dealt:
    /// five-card Omaha), else this game.
    pub fn by_hole_cards(self, dealt: impl Fn(usize) -> bool) -> Game {
        GAMES
            .iter()
            .find(|d| d.read_as == Some(self) && dealt(d.game.hole_cards()))
            .map_or(self, |d| d.game)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashSet;

    #[test]
    fn every_row_is_named_once_per_format() {
        let mut phh = HashSet::new();
        let mut stars = HashSet::new();
        let mut ohh = HashSet::new();
        for d in GAMES {
            let g = d.game;
            // The structures: the game's own first, none twice.
            assert_eq!(d.structures.first(), Some(&d.structure), "{g:?}");
            let set: HashSet<_> = d.structures.iter().collect();
            assert_eq!(set.len(), d.structures.len(), "{g:?}");
            // PHH: one code a row, or the code of the row it is read as.
            match (d.names.phh, d.read_as) {
                (Some(code), None) => {
                    assert!(phh.insert(code), "PHH code {code} twice");
                    assert_eq!(Game::from_phh(code), Some(g));
                }
                (None, Some(base)) => {
                    let b = base.def();
                    assert!(b.read_as.is_none() && b.names.phh.is_some(), "{g:?}");
                    assert_eq!((b.family, b.structure), (d.family, d.structure), "{g:?}");
                    assert_ne!(b.game.hole_cards(), g.hole_cards(), "{g:?}");
                }
                other => panic!("{g:?}: a PHH code or a game read as, not {other:?}"),
            }
            // What the export writes reads back as the game, its cards dealt.
            let read = Game::from_phh(g.phh()).map(|b| b.by_hole_cards(|n| n == g.hole_cards()));
            assert_eq!(read, Some(g), "PHH {}", g.phh());
            // PokerStars: one row a name and structure; the name with each limit reads back.
            let name = d
                .names
                .pokerstars
                .expect("every game has a PokerStars name");
            for &s in d.structures {
                assert!(
                    stars.insert((name.to_ascii_lowercase(), s)),
                    "{name} {s:?} twice"
                );
                let header = format!("PokerStars Hand #1: {name} {} ($1/$2 USD)", s.pokerstars());
                assert_eq!(Game::from_pokerstars(&header), Some((g, s)), "{header}");
            }
            assert_eq!(
                g.pokerstars().and_then(|n| Game::from_pokerstars(&n)),
                Some((g, d.structure))
            );
            // OHH: one row a key and structure, each key in its own form; a row read as
            // another has none (the base's name and the cards tell it).
            assert!(d.read_as.is_none() || d.names.ohh.is_empty(), "{g:?}");
            for &k in d.names.ohh {
                assert_eq!(ohh_key(k), k, "{g:?}");
                for &s in d.structures {
                    assert!(ohh.insert((k, s)), "OHH {k} {s:?} twice");
                    assert_eq!(Game::from_ohh(k, s), Some(g), "OHH {k} {s:?}");
                }
            }
            if let Some(base) = d.read_as {
                assert_eq!(base.by_hole_cards(|n| n == g.hole_cards()), g);
                assert_eq!(base.by_hole_cards(|n| n == base.hole_cards()), base);
            }
        }
        // The names no row has: refused.
        assert_eq!(Game::from_phh("XX"), None);
        assert_eq!(Game::from_pokerstars("6 Card Omaha Hi/Lo Pot Limit"), None);
        assert_eq!(Game::from_pokerstars("6+ Hold'em Pot Limit"), None);
        assert_eq!(Game::from_pokerstars("Courchevel No Limit"), None);
        assert_eq!(Game::from_pokerstars("Hold'em"), None);
        assert_eq!(Game::from_ohh("Courchevel", Structure::NoLimit), None);
        assert_eq!(Game::from_ohh("Pineapple", Structure::NoLimit), None);
        assert_eq!(
            Game::from_ohh("Omaha Hi-Lo", Structure::FixedLimit),
            Some(Game::O8)
        );
        assert!(GAMES.iter().any(|d| d.names.ohh.contains(&OHH_ANY_DRAW)));
        // Counts: every game has a PHH code of its own or through another; the code's first
        // letter is its structure (PokerKit's `N`, `P`, `F`).
        let own = GAMES.iter().filter(|d| d.names.phh.is_some()).count();
        let read_as = GAMES.iter().filter(|d| d.read_as.is_some()).count();
        assert_eq!(own + read_as, GAMES.len());
        for d in GAMES {
            let letter = match d.structure {
                Structure::NoLimit => 'N',
                Structure::PotLimit => 'P',
                Structure::FixedLimit => 'F',
            };
            assert!(d.game.phh().starts_with(letter), "{:?}", d.game);
        }
    }

    #[test]
    fn a_pokerstars_header_names_the_game_as_before() {
        for (name, want) in [
            ("Hold'em No Limit", Some((Game::Nlhe, Structure::NoLimit))),
            ("Hold'em Limit", Some((Game::Lhe, Structure::FixedLimit))),
            (
                "Omaha Hi/Lo Pot Limit",
                Some((Game::Plo8, Structure::PotLimit)),
            ),
            (
                "5 Card Omaha Hi/Lo Pot Limit",
                Some((Game::BigO, Structure::PotLimit)),
            ),
            (
                "5 Card Omaha No Limit",
                Some((Game::Plo5, Structure::NoLimit)),
            ),
            (
                "7 Card Stud Hi/Lo Limit",
                Some((Game::Stud8, Structure::FixedLimit)),
            ),
            (
                "Triple Draw 2-7 Lowball Limit",
                Some((Game::Td27, Structure::FixedLimit)),
            ),
            (
                "Single Draw 2-7 Lowball No Limit",
                Some((Game::Sd27, Structure::NoLimit)),
            ),
            (
                "5 Card Draw Pot Limit",
                Some((Game::Draw5, Structure::PotLimit)),
            ),
            (
                "Courchevel Hi/Lo Pot Limit",
                Some((Game::Courchevel8, Structure::PotLimit)),
            ),
            (
                "Tournament #1, $1.00+$0.20 USD Badugi Limit - Level VII (10/20)",
                Some((Game::Badugi, Structure::FixedLimit)),
            ),
            ("Button Blind $1 - Ante $1 USD", None),
            ("Pineapple No Limit", None),
        ] {
            assert_eq!(Game::from_pokerstars(name), want, "{name}");
        }
    }
}
