//! The games floorcall models, their betting structure, and the streets.

use super::*;

/// The games floorcall models.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, Hash)]
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
}

/// How bets are sized.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Structure {
    /// No-limit: any raise from the minimum to all-in.
    NoLimit,
    /// Pot-limit: raises up to the size of the pot.
    PotLimit,
    /// Fixed limit: bets and raises of a fixed size, capped.
    FixedLimit,
}

impl Game {
    /// The game's betting structure.
    pub fn structure(self) -> Structure {
        match self {
            Game::Nlhe | Game::Nlo8 => Structure::NoLimit,
            Game::Plo | Game::Plo5 | Game::Plo8 => Structure::PotLimit,
            Game::Lhe | Game::O8 => Structure::FixedLimit,
        }
    }

    /// Hole cards dealt to each player.
    pub fn hole_cards(self) -> usize {
        match self {
            Game::Nlhe | Game::Lhe => 2,
            Game::Plo | Game::Plo8 | Game::Nlo8 | Game::O8 => 4,
            Game::Plo5 => 5,
        }
    }

    /// How hole cards and board combine at showdown (Omaha: exactly two and three).
    pub fn combine(self) -> crate::eval::Combine {
        match self {
            Game::Nlhe | Game::Lhe => crate::eval::Combine::AnyFive,
            Game::Plo | Game::Plo5 | Game::Plo8 | Game::Nlo8 | Game::O8 => {
                crate::eval::Combine::TwoPlusThree
            }
        }
    }

    /// A split-pot game: half to the best high hand, half to the best low of eight or better
    /// when there is one (Rule 20-C gives the odd chip to the high half).
    pub fn hi_lo(self) -> bool {
        matches!(self, Game::Plo8 | Game::Nlo8 | Game::O8)
    }

    /// The game's name as the contract spells it (`NLHE`, `PLO`, `PLO5`, `LHE`, `PLO8`, `NLO8`,
    /// `O8`).
    pub fn as_str(self) -> &'static str {
        crate::units::wire_name(&self)
    }
}

/// Betting rounds.
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
}

impl Street {
    /// The street after this one.
    pub fn next(self) -> Option<Street> {
        match self {
            Street::Preflop => Some(Street::Flop),
            Street::Flop => Some(Street::Turn),
            Street::Turn => Some(Street::River),
            Street::River => None,
        }
    }

    /// Board cards dealt on this street.
    pub fn board_cards(self) -> usize {
        match self {
            Street::Preflop => 0,
            Street::Flop => 3,
            Street::Turn | Street::River => 1,
        }
    }
}
