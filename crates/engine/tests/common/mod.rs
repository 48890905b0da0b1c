//! Hands the property tests start from.
#![allow(dead_code)]

use floorcall_engine::hand::{Blinds, Game, HandInput, SeatInput};

/// The games the property tests play, by a drawn number.
pub fn game_of(k: u8) -> Game {
    [Game::Nlhe, Game::Plo, Game::Plo5, Game::Lhe][k as usize % 4]
}

/// A hand with no action yet: seats 1… with these stacks, the small blind half the big, an
/// ante for everyone or (with `bba`) a big-blind ante of one big blind.
pub fn base_hand(
    game: Game,
    stacks: &[u64],
    bb: u64,
    ante: u64,
    bba: bool,
    button: u8,
) -> HandInput {
    HandInput {
        betting: None,
        bring_in: None,
        game,
        blinds: Blinds {
            small: bb / 2,
            big: bb,
        },
        blinds_posted_by: Default::default(),
        ante: if bba { 0 } else { ante },
        big_blind_ante: if bba { bb } else { 0 },
        button,
        seats: stacks
            .iter()
            .enumerate()
            .map(|(i, &s)| SeatInput {
                up_cards: None,
                seat: i as u8 + 1,
                name: None,
                stack: s,
                cards: None,
                ante: None,
                absent: false,
                player: None,
            })
            .collect(),
        actions: Vec::new(),
        straddles: Vec::new(),
        posts: Vec::new(),
        dead_small_blind: false,
        smallest_chip: None,
        limits: None,
        rules: Default::default(),
    }
}

/// "0 go back", "voltam 0"…: an amount of 0 said to move, where nothing does.
pub fn zero_handed_back(t: &str) -> Option<&'static str> {
    let standalone_zero = |at: usize| {
        let before = t[..at].chars().next_back();
        !before.is_some_and(|c| c.is_ascii_digit() || c == '.' || c == ',')
    };
    for p in [
        "0 go back",
        "0 back",
        "0 voltam",
        "0 se devuelven",
        "all-in of 0",
        "all-in de 0",
    ] {
        if let Some(at) = t.find(p)
            && (p.starts_with("all-in") || standalone_zero(at))
        {
            return Some(p);
        }
    }
    for p in [
        "voltam 0",
        "devuelven 0",
        "back 0",
        "continua de 0",
        "sigue de 0",
    ] {
        if let Some(at) = t.find(p) {
            let after = t[at + p.len()..].chars().next();
            if !after.is_some_and(|c| c.is_ascii_digit() || c == '.' || c == ',') {
                return Some(p);
            }
        }
    }
    None
}
