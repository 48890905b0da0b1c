//! The Hand of the API contract.
//!
//! [`HandInput`] is the wire shape (serde, lenient about what it accepts); [`Hand::parse`] turns
//! it into a validated [`Hand`] whose cards are parsed, seats are unique and in range, and every
//! action is well formed. Whether the actions are *legal* in sequence is the replay's job
//! (the `replay` module, built on this one).

mod spot;

pub use spot::{Spot, SpotInput, SpotPlayer, SpotSeat};

use crate::cards::{Card, cards_to_string, parse_cards};
use crate::error::HandError;
use serde::{Deserialize, Serialize};

pub use crate::units::{Chips, MAX_CHIPS, MAX_PLAYERS, MAX_SEAT};

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
        match self {
            Game::Nlhe => "NLHE",
            Game::Plo => "PLO",
            Game::Plo5 => "PLO5",
            Game::Plo8 => "PLO8",
            Game::Nlo8 => "NLO8",
            Game::O8 => "O8",
            Game::Lhe => "LHE",
        }
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

/// The blinds.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(deny_unknown_fields)]
pub struct Blinds {
    /// The small blind.
    #[cfg_attr(feature = "openapi", schema(value_type = crate::units::ChipsSchema))]
    pub small: Chips,
    /// The big blind.
    #[cfg_attr(feature = "openapi", schema(value_type = crate::units::ChipsSchema))]
    pub big: Chips,
}

/// Fixed-limit bet sizes; by default the big blind and twice it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(deny_unknown_fields)]
pub struct Limits {
    /// The bet on the first two streets.
    #[cfg_attr(feature = "openapi", schema(value_type = crate::units::ChipsSchema))]
    pub small_bet: Chips,
    /// The bet on the turn and river.
    #[cfg_attr(feature = "openapi", schema(value_type = crate::units::ChipsSchema))]
    pub big_bet: Chips,
    /// Most bets per round, the opening bet included (house cap, Rule 48). Default 4.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub cap: Option<u32>,
}

/// A straddle posted before the cards.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(deny_unknown_fields)]
pub struct Straddle {
    /// The seat that posts it.
    #[cfg_attr(feature = "openapi", schema(minimum = 1, maximum = 12))]
    pub seat: u8,
    /// The straddler's total pre-flop bet.
    #[cfg_attr(feature = "openapi", schema(value_type = crate::units::ChipsSchema))]
    pub amount: Chips,
}

/// A seat as sent on the wire.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct SeatInput {
    /// The seat number at the table (1 to 10).
    #[cfg_attr(feature = "openapi", schema(minimum = 1, maximum = 12))]
    pub seat: u8,
    /// The player's name, where known.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub name: Option<String>,
    /// Stack before posting blinds and antes.
    #[cfg_attr(feature = "openapi", schema(value_type = crate::units::ChipsSchema))]
    pub stack: Chips,
    /// Hole cards, e.g. `AsKd`, where known (needed at showdown).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub cards: Option<String>,
    /// This seat's ante where antes differ by seat (imports); otherwise the hand's `ante`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "openapi", schema(value_type = Option<crate::units::ChipsSchema>))]
    pub ante: Option<Chips>,
    /// The player is away from the seat (sitting out): dealt in, posts the blinds and antes due,
    /// and the hand is killed at the end of the deal (Rule 30). Default false.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub absent: bool,
}

/// How a post outside the blinds plays.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, Hash, Default)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "snake_case")]
pub enum PostKind {
    /// The chips count as the player's bet this round (a new player's big blind): the player
    /// calls only the difference and has the option when the action comes back.
    #[default]
    Live,
    /// The chips go to the pot as dead money (a missed small blind made up): they do not count
    /// towards the player's bet.
    Dead,
}

/// A post outside the blinds: cash games' new-player and missed-blind posts, as their hand
/// histories record them. (Tournaments under the TDA have no make-up blinds.)
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(deny_unknown_fields)]
pub struct Post {
    /// The seat that posts; not the small or big blind, nor a straddler.
    #[cfg_attr(feature = "openapi", schema(minimum = 1, maximum = 12))]
    pub seat: u8,
    /// The chips posted; a live post is at most the big blind.
    #[cfg_attr(feature = "openapi", schema(value_type = crate::units::ChipsSchema))]
    pub amount: Chips,
    /// Live (counts as a bet, the default) or dead (goes to the pot).
    #[serde(default)]
    pub kind: PostKind,
}

/// Player action words of the contract.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, Hash)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "snake_case")]
pub enum ActionKind {
    /// Fold.
    Fold,
    /// Check.
    Check,
    /// Call.
    Call,
    /// Bet (`to`: the street total).
    Bet,
    /// Raise (`to`: the street total).
    Raise,
    /// All-in.
    AllIn,
    /// Show the cards at showdown.
    Show,
    /// Muck the cards at showdown.
    Muck,
}

impl ActionKind {
    /// The action's name as the contract spells it.
    pub fn as_str(self) -> &'static str {
        match self {
            ActionKind::Fold => "fold",
            ActionKind::Check => "check",
            ActionKind::Call => "call",
            ActionKind::Bet => "bet",
            ActionKind::Raise => "raise",
            ActionKind::AllIn => "all_in",
            ActionKind::Show => "show",
            ActionKind::Muck => "muck",
        }
    }
}

/// An entry of `actions` as sent: a player action (`seat` + `action`) or a board deal (`deal`).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, Default)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct ActionInput {
    /// The seat that acts (player actions).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "openapi", schema(minimum = 1, maximum = 12))]
    pub seat: Option<u8>,
    /// What the player does.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub action: Option<ActionKind>,
    /// The player's street total after a bet or raise.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "openapi", schema(value_type = Option<crate::units::ChipsSchema>))]
    pub to: Option<Chips>,
    /// The street dealt (board deals).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub deal: Option<Street>,
    /// The cards shown or dealt, e.g. `Ah7d2c`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub cards: Option<String>,
}

/// The Hand as sent on the wire (the contract's shape).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct HandInput {
    /// The game.
    pub game: Game,
    /// The blinds.
    pub blinds: Blinds,
    /// Each player's ante.
    #[serde(default)]
    #[cfg_attr(feature = "openapi", schema(value_type = crate::units::ChipsSchema))]
    pub ante: Chips,
    /// The big-blind ante, posted by the big blind after the blind.
    #[serde(default)]
    #[cfg_attr(feature = "openapi", schema(value_type = crate::units::ChipsSchema))]
    pub big_blind_ante: Chips,
    /// The button's seat. A seat with no player in `seats` is a dead button (Rule 32): the
    /// first player after it posts the small blind.
    #[cfg_attr(feature = "openapi", schema(minimum = 1, maximum = 12))]
    pub button: u8,
    /// No small blind is posted this hand (dead small blind, Rule 32): the first player after
    /// the button posts the big blind. Pot-limit still counts a full small blind pre-flop
    /// (Rule 54-B). Needs three or more players. Default false.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub dead_small_blind: bool,
    /// The players, with their stacks before posting.
    pub seats: Vec<SeatInput>,
    /// The actions in the order they happened.
    #[serde(default)]
    pub actions: Vec<ActionInput>,
    /// Straddles, posted after the blinds.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub straddles: Vec<Straddle>,
    /// Posts outside the blinds (cash games: a new player's or a returning player's post),
    /// made after the blinds and the big-blind ante, before straddles.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub posts: Vec<Post>,
    /// The smallest denomination in play (default 1): odd chips are broken down to it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "openapi", schema(value_type = Option<crate::units::ChipsSchema>))]
    pub smallest_chip: Option<Chips>,
    /// Fixed-limit bet sizes (default: the big blind and twice it).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub limits: Option<Limits>,
}

/// A validated seat.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Seat {
    /// The seat number.
    pub seat: u8,
    /// The player's name, where known.
    pub name: Option<String>,
    /// The stack before posting.
    pub stack: Chips,
    /// Hole cards, where known.
    pub cards: Option<Vec<Card>>,
    /// This player's ante.
    pub ante: Chips,
    /// Away from the seat: dealt in, posts, the hand is killed (Rule 30).
    pub absent: bool,
}

/// A validated player act.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Act {
    /// Fold.
    Fold,
    /// Check.
    Check,
    /// Call.
    Call,
    /// Bet to a street total.
    Bet(Chips),
    /// Raise to a street total.
    Raise(Chips),
    /// All-in.
    AllIn,
    /// Show (the cards, where given).
    Show(Option<Vec<Card>>),
    /// Muck.
    Muck,
}

impl Act {
    /// The kind of action.
    pub fn kind(&self) -> ActionKind {
        match self {
            Act::Fold => ActionKind::Fold,
            Act::Check => ActionKind::Check,
            Act::Call => ActionKind::Call,
            Act::Bet(_) => ActionKind::Bet,
            Act::Raise(_) => ActionKind::Raise,
            Act::AllIn => ActionKind::AllIn,
            Act::Show(_) => ActionKind::Show,
            Act::Muck => ActionKind::Muck,
        }
    }

    /// A betting action (not a showdown act).
    pub fn is_betting(&self) -> bool {
        !matches!(self, Act::Show(_) | Act::Muck)
    }
}

/// A validated action.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Action {
    /// A player's action.
    Player {
        /// The seat.
        seat: u8,
        /// What the player does.
        act: Act,
    },
    /// Board cards dealt.
    Deal {
        /// The street.
        street: Street,
        /// The cards, where given.
        cards: Option<Vec<Card>>,
    },
}

/// A validated hand.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Hand {
    /// The game.
    pub game: Game,
    /// The blinds.
    pub blinds: Blinds,
    /// Each player's ante.
    pub ante: Chips,
    /// The big-blind ante.
    pub big_blind_ante: Chips,
    /// The button's seat (a seat with no player: a dead button).
    pub button: u8,
    /// No small blind this hand (dead small blind).
    pub dead_small_blind: bool,
    /// Seats in clockwise (seat-number) order.
    pub seats: Vec<Seat>,
    /// The actions in order.
    pub actions: Vec<Action>,
    /// Straddles.
    pub straddles: Vec<Straddle>,
    /// Posts outside the blinds.
    pub posts: Vec<Post>,
    /// The smallest denomination in play.
    pub smallest_chip: Chips,
    /// Fixed-limit bet sizes, where given.
    pub limits: Option<Limits>,
    /// The betting round the hand starts from, when it was given as a spot: the replay
    /// starts there and `actions` are what happened after it.
    pub spot: Option<Spot>,
}

/// The positions (indexes in `seats`, seat numbers in clockwise order) of the small blind (none
/// when dead) and the big blind: heads-up the button posts the small blind (Rule 34-B);
/// otherwise the first player after the button, or, with a dead small blind, the big blind.
/// Shared by the hand model and the importers, which place the blinds before a hand exists.
pub fn blind_positions(seats: &[u8], button: u8, dead_small_blind: bool) -> (Option<usize>, usize) {
    let n = seats.len();
    if n < 2 {
        return (None, 0);
    }
    let after_button = seats.iter().position(|&s| s > button).unwrap_or(0);
    if n == 2 {
        match seats.iter().position(|&s| s == button) {
            Some(b) => (Some(b), 1 - b),
            None => (Some(after_button), 1 - after_button),
        }
    } else if dead_small_blind {
        (None, after_button)
    } else {
        (Some(after_button), (after_button + 1) % n)
    }
}

/// Every amount at most [`MAX_CHIPS`], so that no sum overflows. (Field names are only
/// built for the error.)
fn check_amounts(h: &HandInput) -> Result<(), HandError> {
    let over = |v: Chips| v > MAX_CHIPS;
    let field: Option<String> = if over(h.blinds.small) {
        Some("blinds.small".into())
    } else if over(h.blinds.big) {
        Some("blinds.big".into())
    } else if over(h.ante) {
        Some("ante".into())
    } else if over(h.big_blind_ante) {
        Some("big_blind_ante".into())
    } else if h.smallest_chip.is_some_and(over) {
        Some("smallest_chip".into())
    } else if h
        .limits
        .is_some_and(|l| over(l.small_bet) || over(l.big_bet))
    {
        Some("limits".into())
    } else if let Some(i) = h
        .seats
        .iter()
        .position(|s| over(s.stack) || s.ante.is_some_and(over))
    {
        Some(format!("seats[{i}]"))
    } else if let Some(i) = h.straddles.iter().position(|s| over(s.amount)) {
        Some(format!("straddles[{i}].amount"))
    } else if let Some(i) = h.posts.iter().position(|p| over(p.amount)) {
        Some(format!("posts[{i}].amount"))
    } else {
        h.actions
            .iter()
            .position(|a| a.to.is_some_and(over))
            .map(|i| format!("actions[{i}].to"))
    };
    match field {
        Some(f) => Err(HandError::invalid(
            f,
            Errors::AmountsMostChips {
                value: (MAX_CHIPS).to_string(),
            },
        )),
        None => Ok(()),
    }
}

fn card_list(text: &str, field: &str) -> Result<Option<Vec<Card>>, HandError> {
    let t = text.trim();
    if t.is_empty() || t.chars().all(|c| c == '?' || c.is_whitespace()) {
        return Ok(None);
    }
    parse_cards(t).map(Some).map_err(|e| {
        let reason = match e {
            crate::cards::CardError::OddLength => Errors::CardsOddLength,
            crate::cards::CardError::BadCard(text) => Errors::NotACard { text },
            crate::cards::CardError::Duplicate(card) => Errors::CardTwice {
                card: card.to_string(),
            },
        };
        HandError::invalid(field, reason)
    })
}

impl Hand {
    /// Validate a wire hand.
    pub fn parse(input: &HandInput) -> Result<Hand, HandError> {
        check_amounts(input)?;
        check_table(input)?;
        let mut dealt = Dealt::default();
        let seats = parse_seats(input, &mut dealt)?;
        check_straddles(input, &seats)?;
        check_posts(input, &seats)?;
        check_limits(input)?;
        let actions = input
            .actions
            .iter()
            .enumerate()
            .map(|(i, a)| {
                parse_action(i, a, input.game, &seats, &mut dealt).map_err(|e| e.at_action(i))
            })
            .collect::<Result<Vec<_>, _>>()?;
        Ok(Hand {
            game: input.game,
            blinds: input.blinds,
            ante: input.ante,
            big_blind_ante: input.big_blind_ante,
            button: input.button,
            dead_small_blind: input.dead_small_blind,
            seats,
            actions,
            straddles: input.straddles.clone(),
            posts: input.posts.clone(),
            smallest_chip: input.smallest_chip.unwrap_or(1),
            limits: input.limits,
            spot: None,
        })
    }

    /// The wire shape of this hand.
    pub fn to_input(&self) -> HandInput {
        let uniform = self.seats.iter().all(|s| s.ante == self.ante);
        HandInput {
            game: self.game,
            blinds: self.blinds,
            ante: self.ante,
            big_blind_ante: self.big_blind_ante,
            button: self.button,
            dead_small_blind: self.dead_small_blind,
            seats: self
                .seats
                .iter()
                .map(|s| SeatInput {
                    seat: s.seat,
                    name: s.name.clone(),
                    stack: s.stack,
                    cards: s.cards.as_deref().map(cards_to_string),
                    ante: (!uniform).then_some(s.ante),
                    absent: s.absent,
                })
                .collect(),
            actions: self
                .actions
                .iter()
                .map(|a| match a {
                    Action::Deal { street, cards } => ActionInput {
                        deal: Some(*street),
                        cards: cards.as_deref().map(cards_to_string),
                        ..Default::default()
                    },
                    Action::Player { seat, act } => ActionInput {
                        seat: Some(*seat),
                        action: Some(act.kind()),
                        to: match act {
                            Act::Bet(t) | Act::Raise(t) => Some(*t),
                            _ => None,
                        },
                        cards: match act {
                            Act::Show(Some(c)) => Some(cards_to_string(c)),
                            _ => None,
                        },
                        ..Default::default()
                    },
                })
                .collect(),
            straddles: self.straddles.clone(),
            posts: self.posts.clone(),
            smallest_chip: (self.smallest_chip != 1).then_some(self.smallest_chip),
            limits: self.limits,
        }
    }

    /// Parse a hand from contract JSON.
    pub fn from_json(text: &str) -> Result<Hand, HandError> {
        let input: HandInput = serde_json::from_str(text).map_err(|e| {
            HandError::invalid(
                "hand",
                Errors::NotValidHand {
                    value: (e).to_string(),
                },
            )
        })?;
        Hand::parse(&input)
    }

    /// Index of a seat number in `seats`.
    pub fn seat_index(&self, seat: u8) -> Option<usize> {
        self.seats.iter().position(|s| s.seat == seat)
    }

    /// The positions (indexes in `seats`) of the small blind (none when dead) and the big
    /// blind: heads-up the button posts the small blind (Rule 34-B); otherwise the first
    /// player after the button, or, with a dead small blind, the big blind.
    pub fn blind_positions(&self) -> (Option<usize>, usize) {
        let mut seats = [0u8; MAX_PLAYERS];
        let n = self.seats.len().min(MAX_PLAYERS);
        for (slot, s) in seats.iter_mut().zip(&self.seats) {
            *slot = s.seat;
        }
        blind_positions(&seats[..n], self.button, self.dead_small_blind)
    }

    /// Fixed-limit sizes (small bet, big bet, cap), defaulting to the big blind and twice it.
    pub fn limit_sizes(&self) -> (Chips, Chips, u32) {
        match self.limits {
            Some(l) => (l.small_bet, l.big_bet, l.cap.unwrap_or(4)),
            None => (self.blinds.big, self.blinds.big * 2, 4),
        }
    }
}

/// The cards seen so far in a hand: no card may be dealt twice.
#[derive(Debug, Default)]
struct Dealt(u64);

impl Dealt {
    fn claim(&mut self, cards: &[Card], field: &str) -> Result<(), HandError> {
        for c in cards {
            if self.0 & c.bit() != 0 {
                return Err(HandError::invalid(
                    field,
                    Errors::CardDealtTwiceHand {
                        value: (c).to_string(),
                    },
                ));
            }
            self.0 |= c.bit();
        }
        Ok(())
    }
}

/// Blinds, the smallest chip, the number of players and the button.
fn check_table(input: &HandInput) -> Result<(), HandError> {
    if input.blinds.big == 0 {
        return Err(HandError::invalid(
            "blinds.big",
            Errors::BigBlindMustLeastChip,
        ));
    }
    if input.blinds.small > input.blinds.big {
        return Err(HandError::invalid(
            "blinds.small",
            Errors::SmallBlindLargerThanBig {
                small: (input.blinds.small).to_string(),
                big: (input.blinds.big).to_string(),
            },
        ));
    }
    if input.smallest_chip == Some(0) {
        return Err(HandError::invalid(
            "smallest_chip",
            Errors::SmallestChipMustWorthLeast,
        ));
    }
    if input.seats.len() < 2 {
        return Err(HandError::invalid("seats", Errors::HandNeedsLeastTwoSeated));
    }
    if input.seats.len() > MAX_PLAYERS {
        return Err(HandError::invalid(
            "seats",
            Errors::PlayersTableSeatsMost {
                seats: (input.seats.len()).to_string(),
                value: (MAX_PLAYERS).to_string(),
            },
        ));
    }
    if !(1..=MAX_SEAT).contains(&input.button) {
        return Err(HandError::invalid(
            "button",
            Errors::ButtonMustSeatNumberFrom {
                value: (MAX_SEAT).to_string(),
            },
        ));
    }
    Ok(())
}

/// The seats, sorted by number, with their hole cards checked.
fn parse_seats(input: &HandInput, dealt: &mut Dealt) -> Result<Vec<Seat>, HandError> {
    let game = input.game;
    let mut seats = Vec::with_capacity(input.seats.len());
    for (i, s) in input.seats.iter().enumerate() {
        if !(1..=MAX_SEAT).contains(&s.seat) {
            return Err(HandError::invalid(
                format!("seats[{i}].seat"),
                Errors::SeatNumbersRunFrom {
                    value: (MAX_SEAT).to_string(),
                },
            ));
        }
        if input.seats[..i].iter().any(|o| o.seat == s.seat) {
            return Err(HandError::invalid(
                format!("seats[{i}].seat"),
                Errors::SeatListedTwice {
                    seat: (s.seat).to_string(),
                },
            ));
        }
        if s.stack == 0 {
            return Err(HandError::invalid(
                format!("seats[{i}].stack"),
                Errors::SeatedPlayerNeedsChipsDealt,
            ));
        }
        let field = format!("seats[{i}].cards");
        let cards = match &s.cards {
            Some(t) => card_list(t, &field)?,
            None => None,
        };
        if let Some(c) = &cards {
            if c.len() != game.hole_cards() {
                return Err(HandError::invalid(
                    field,
                    Errors::HoleCardsGivenDeals {
                        value: (c.len()).to_string(),
                        value_2: (game.as_str()).to_string(),
                        hole_cards: (game.hole_cards()).to_string(),
                    },
                ));
            }
            dealt.claim(c, &field)?;
        }
        seats.push(Seat {
            seat: s.seat,
            name: s.name.clone(),
            stack: s.stack,
            cards,
            ante: s.ante.unwrap_or(input.ante),
            absent: s.absent,
        });
    }
    seats.sort_by_key(|s| s.seat);
    Ok(seats)
}

fn check_straddles(input: &HandInput, seats: &[Seat]) -> Result<(), HandError> {
    for (i, st) in input.straddles.iter().enumerate() {
        if !seats.iter().any(|s| s.seat == st.seat) {
            return Err(HandError::invalid(
                format!("straddles[{i}].seat"),
                Errors::SeatNotHand {
                    seat: (st.seat).to_string(),
                },
            ));
        }
        if st.amount == 0 {
            return Err(HandError::invalid(
                format!("straddles[{i}].amount"),
                Errors::StraddleMustLeastChip,
            ));
        }
    }
    Ok(())
}

/// Posts outside the blinds: by a seat in the hand that is not a blind or a straddler, at
/// least a chip, a live post at most the big blind and one per seat; a dead small blind needs
/// three players (heads-up the button posts the small blind).
fn check_posts(input: &HandInput, seats: &[Seat]) -> Result<(), HandError> {
    if input.dead_small_blind && seats.len() < 3 {
        return Err(HandError::invalid(
            "dead_small_blind",
            Errors::DeadSmallBlindHeadsUp,
        ));
    }
    if input.posts.is_empty() {
        return Ok(());
    }
    let numbers: Vec<u8> = seats.iter().map(|s| s.seat).collect();
    let (sb, bb) = blind_positions(&numbers, input.button, input.dead_small_blind);
    for (i, p) in input.posts.iter().enumerate() {
        let field = |f: &str| format!("posts[{i}].{f}");
        let Some(at) = seats.iter().position(|s| s.seat == p.seat) else {
            return Err(HandError::invalid(
                field("seat"),
                Errors::SeatNotHand {
                    seat: p.seat.to_string(),
                },
            ));
        };
        if Some(at) == sb || at == bb {
            return Err(HandError::invalid(
                field("seat"),
                Errors::PostByBlind {
                    seat: p.seat.to_string(),
                },
            ));
        }
        if input.straddles.iter().any(|s| s.seat == p.seat) {
            return Err(HandError::invalid(
                field("seat"),
                Errors::PostByStraddler {
                    seat: p.seat.to_string(),
                },
            ));
        }
        if p.amount == 0 {
            return Err(HandError::invalid(field("amount"), Errors::PostAtLeastChip));
        }
        if p.kind == PostKind::Live {
            if p.amount > input.blinds.big {
                return Err(HandError::invalid(
                    field("amount"),
                    Errors::LivePostOverBigBlind {
                        amount: p.amount.to_string(),
                        big: input.blinds.big.to_string(),
                    },
                ));
            }
            if input.posts[..i]
                .iter()
                .any(|o| o.seat == p.seat && o.kind == PostKind::Live)
            {
                return Err(HandError::invalid(
                    field("seat"),
                    Errors::TwoLivePosts {
                        seat: p.seat.to_string(),
                    },
                ));
            }
        }
    }
    Ok(())
}

fn check_limits(input: &HandInput) -> Result<(), HandError> {
    let Some(l) = &input.limits else {
        return Ok(());
    };
    if input.game.structure() != Structure::FixedLimit {
        return Err(HandError::invalid(
            "limits",
            Errors::LimitsApplyFixedLimitGames,
        ));
    }
    if l.small_bet == 0 || l.big_bet == 0 {
        return Err(HandError::invalid("limits", Errors::FixedLimitBetSizesMust));
    }
    if l.cap == Some(0) {
        return Err(HandError::invalid(
            "limits.cap",
            Errors::CapMustAllowLeastOne,
        ));
    }
    Ok(())
}

/// Action `i` of the hand: a board deal or a player's action.
fn parse_action(
    i: usize,
    a: &ActionInput,
    game: Game,
    seats: &[Seat],
    dealt: &mut Dealt,
) -> Result<Action, HandError> {
    let path = |f: &str| format!("actions[{i}].{f}");
    if let Some(street) = a.deal {
        return parse_deal(i, a, street, dealt);
    }
    let Some(seat) = a.seat else {
        return Err(HandError::invalid(
            format!("actions[{i}]"),
            Errors::ActionNeedsSeatActionOr,
        ));
    };
    let Some(kind) = a.action else {
        return Err(HandError::invalid(path("action"), Errors::MissingAction));
    };
    if !seats.iter().any(|s| s.seat == seat) {
        return Err(HandError::invalid(
            path("seat"),
            Errors::SeatNotHand2 {
                seat: (seat).to_string(),
            },
        ));
    }
    let need_to = || -> Result<Chips, HandError> {
        match a.to {
            Some(0) => Err(HandError::invalid(path("to"), Errors::BetOrRaiseMustLeast)),
            Some(t) => Ok(t),
            None => Err(HandError::invalid(
                path("to"),
                Errors::NeedsPlayerStreetTotal {
                    kind: (kind.as_str()).to_string(),
                },
            )),
        }
    };
    let act = match kind {
        ActionKind::Fold => Act::Fold,
        ActionKind::Check => Act::Check,
        ActionKind::Call => Act::Call,
        ActionKind::AllIn => Act::AllIn,
        ActionKind::Muck => Act::Muck,
        ActionKind::Bet => Act::Bet(need_to()?),
        ActionKind::Raise => Act::Raise(need_to()?),
        ActionKind::Show => Act::Show(parse_show(i, a, game, seat, seats, dealt)?),
    };
    Ok(Action::Player { seat, act })
}

fn parse_deal(
    i: usize,
    a: &ActionInput,
    street: Street,
    dealt: &mut Dealt,
) -> Result<Action, HandError> {
    let path = |f: &str| format!("actions[{i}].{f}");
    if a.seat.is_some() || a.action.is_some() || a.to.is_some() {
        return Err(HandError::invalid(
            format!("actions[{i}]"),
            Errors::BoardDealHasOnlyDeal,
        ));
    }
    if street == Street::Preflop {
        return Err(HandError::invalid(
            path("deal"),
            Errors::BoardDealsFlopTurnOr,
        ));
    }
    let cards = match &a.cards {
        Some(t) => card_list(t, &path("cards"))?,
        None => None,
    };
    if let Some(c) = &cards {
        if c.len() != street.board_cards() {
            let n = street.board_cards();
            return Err(HandError::invalid(
                path("cards"),
                Errors::BoardCardsGiven {
                    street: format!("{street:?}").to_lowercase(),
                    n,
                    given: c.len(),
                },
            ));
        }
        dealt.claim(c, &path("cards"))?;
    }
    Ok(Action::Deal { street, cards })
}

/// The cards a player shows: the hole cards dealt to that seat, where they are known.
fn parse_show(
    i: usize,
    a: &ActionInput,
    game: Game,
    seat: u8,
    seats: &[Seat],
    dealt: &mut Dealt,
) -> Result<Option<Vec<Card>>, HandError> {
    let field = format!("actions[{i}].cards");
    let cards = match &a.cards {
        Some(t) => card_list(t, &field)?,
        None => None,
    };
    let Some(c) = &cards else {
        return Ok(None);
    };
    if c.len() != game.hole_cards() {
        return Err(HandError::invalid(
            field,
            Errors::CardsShownDeals {
                value: (c.len()).to_string(),
                value_2: (game.as_str()).to_string(),
                hole_cards: (game.hole_cards()).to_string(),
            },
        ));
    }
    let own = seats
        .iter()
        .find(|s| s.seat == seat)
        .and_then(|s| s.cards.as_ref());
    match own {
        Some(own) => {
            let (mut a, mut b) = (own.clone(), c.clone());
            a.sort();
            b.sort();
            if a != b {
                return Err(HandError::invalid(
                    field,
                    Errors::SeatShowsButDealt {
                        seat: (seat).to_string(),
                        cards_to_string: (cards_to_string(c)).to_string(),
                        own: (cards_to_string(own)).to_string(),
                    },
                ));
            }
        }
        None => dealt.claim(c, &field)?,
    }
    Ok(cards)
}

crate::text::messages! {
    /// The errors of this module, in the words of `crates/engine/locales/*.ftl`.
    pub(crate) enum Errors {
        /// Card text of odd length.
        CardsOddLength = "error-hand-cards-odd-length",
        /// Two characters that are not a card.
        NotACard { text: verbatim } = "error-hand-not-a-card",
        /// A card listed twice.
        CardTwice { card: verbatim } = "error-hand-card-twice",
        AmountsMostChips { value: verbatim } = "error-hand-amounts-most-chips",
        NotValidHand { value: verbatim } = "error-hand-not-valid-hand",
        CardDealtTwiceHand { value: verbatim } = "error-hand-card-dealt-twice-hand",
        BigBlindMustLeastChip = "error-hand-big-blind-must-least-chip",
        SmallBlindLargerThanBig { small: verbatim, big: verbatim } = "error-hand-small-blind-larger-than-big",
        SmallestChipMustWorthLeast = "error-hand-smallest-chip-must-worth-least",
        HandNeedsLeastTwoSeated = "error-hand-hand-needs-least-two-seated",
        PlayersTableSeatsMost { seats: verbatim, value: verbatim } = "error-hand-players-table-seats-most",
        ButtonMustSeatNumberFrom { value: verbatim } = "error-hand-button-must-seat-number-from",
        SeatNumbersRunFrom { value: verbatim } = "error-hand-seat-numbers-run-from",
        SeatListedTwice { seat: verbatim } = "error-hand-seat-listed-twice",
        SeatedPlayerNeedsChipsDealt = "error-hand-seated-player-needs-chips-dealt",
        HoleCardsGivenDeals { value: verbatim, value_2: verbatim, hole_cards: verbatim } = "error-hand-hole-cards-given-deals",
        SeatNotHand { seat: verbatim } = "error-hand-seat-not-hand",
        StraddleMustLeastChip = "error-hand-straddle-must-least-chip",
        LimitsApplyFixedLimitGames = "error-hand-limits-apply-fixed-limit-games",
        FixedLimitBetSizesMust = "error-hand-fixed-limit-bet-sizes-must",
        CapMustAllowLeastOne = "error-hand-cap-must-allow-least-one",
        ActionNeedsSeatActionOr = "error-hand-action-needs-seat-action-or",
        MissingAction = "error-hand-missing-action",
        SeatNotHand2 { seat: verbatim } = "error-hand-seat-not-hand-2",
        BetOrRaiseMustLeast = "error-hand-bet-or-raise-must-least",
        NeedsPlayerStreetTotal { kind: verbatim } = "error-hand-needs-player-street-total",
        BoardDealHasOnlyDeal = "error-hand-board-deal-has-only-deal",
        BoardDealsFlopTurnOr = "error-hand-board-deals-flop-turn-or",
        BoardCardsGiven { street: verbatim, n: count, given: count } = "error-hand-board-cards-given",
        CardsShownDeals { value: verbatim, value_2: verbatim, hole_cards: verbatim } = "error-hand-cards-shown-deals",
        SeatShowsButDealt { seat: verbatim, cards_to_string: verbatim, own: verbatim } = "error-hand-seat-shows-but-dealt",
        DeadSmallBlindHeadsUp = "error-hand-dead-small-blind-heads-up",
        PostByBlind { seat: verbatim } = "error-hand-post-by-blind",
        PostByStraddler { seat: verbatim } = "error-hand-post-by-straddler",
        PostAtLeastChip = "error-hand-post-at-least-chip",
        LivePostOverBigBlind { amount: verbatim, big: verbatim } = "error-hand-live-post-over-big-blind",
        TwoLivePosts { seat: verbatim } = "error-hand-two-live-posts",
        SpotBoardCards { n: count, given: count } = "error-hand-spot-board-cards",
        SpotFullRaiseZero = "error-hand-spot-full-raise-zero",
        SpotActedNotMatched { seat: verbatim, in_front: verbatim, current: verbatim } = "error-hand-spot-acted-not-matched",
        SpotToActCannot { seat: verbatim } = "error-hand-spot-to-act-cannot",
        SpotOneLiveHand = "error-hand-spot-one-live-hand",
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn base() -> serde_json::Value {
        serde_json::json!({
            "game": "NLHE", "blinds": {"small": 50, "big": 100}, "button": 1,
            "seats": [{"seat": 1, "stack": 1000, "cards": "AsKd"}, {"seat": 2, "stack": 1000}],
            "actions": [{"seat": 1, "action": "raise", "to": 300}, {"deal": "flop", "cards": "Ah7d2c"}]
        })
    }

    fn parse(v: serde_json::Value) -> Result<Hand, HandError> {
        Hand::from_json(&v.to_string())
    }

    #[test]
    fn contract_example_parses_and_round_trips() {
        let h = parse(base()).unwrap();
        assert_eq!(h.seats.len(), 2);
        assert_eq!(
            h.actions[0],
            Action::Player {
                seat: 1,
                act: Act::Raise(300)
            }
        );
        let back = Hand::parse(&h.to_input()).unwrap();
        assert_eq!(back, h);
    }

    #[test]
    fn errors_name_the_field() {
        let mut v = base();
        v["actions"][1]["cards"] = "AsKdQh".into();
        let e = parse(v).unwrap_err();
        assert_eq!(e.field.as_deref(), Some("actions[1].cards"));
        assert_eq!(e.action_index, Some(1));
        assert!(e.message.contains("AS") || e.message.contains("As"), "{e}");

        let mut v = base();
        v["actions"][0]["seat"] = 7.into();
        let e = parse(v).unwrap_err();
        assert_eq!(e.field.as_deref(), Some("actions[0].seat"));

        let mut v = base();
        v["actions"][0] = serde_json::json!({"seat": 1, "action": "raise"});
        assert_eq!(
            parse(v).unwrap_err().field.as_deref(),
            Some("actions[0].to")
        );

        let mut v = base();
        v["seats"][1]["seat"] = 1.into();
        assert!(parse(v).unwrap_err().message.contains("twice"));

        let mut v = base();
        v["seats"][1]["cards"] = "AsQs".into();
        assert_eq!(
            parse(v).unwrap_err().field.as_deref(),
            Some("seats[1].cards")
        );

        let mut v = base();
        v["blinds"]["big"] = 0.into();
        assert_eq!(parse(v).unwrap_err().field.as_deref(), Some("blinds.big"));

        let mut v = base();
        v["seats"][0]["cards"] = "AsKdQh".into();
        assert!(parse(v).unwrap_err().message.contains("hole cards"));
    }

    #[test]
    fn unknown_cards_are_none() {
        let mut v = base();
        v["seats"][1]["cards"] = "????".into();
        let h = parse(v).unwrap();
        assert_eq!(h.seats[1].cards, None);
    }
}
