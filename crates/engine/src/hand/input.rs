//! The hand as sent on the wire (the contract's shape); the validated types are built from it
//! by `Hand::parse`. A field the contract does not have is refused by name (`hand.straddle`,
//! a misspelling of `straddles`, would otherwise be dropped without a word).

use super::*;

/// The blinds (none in stud games).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, Default)]
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

/// Fixed-limit bet sizes; by default the big blind and twice it (stud: required).
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
    /// Most bets per round, the opening bet included (house cap, Rule 48). Default: the house's
    /// (`limit_cap_bets`, 4 under the TDA).
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
#[serde(deny_unknown_fields)]
pub struct SeatInput {
    /// The seat number at the table (1 to 12; at most 10 players).
    #[cfg_attr(feature = "openapi", schema(minimum = 1, maximum = 12))]
    pub seat: u8,
    /// The player's name, where known.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub name: Option<String>,
    /// The player, as the casino knows them (card or player number): the ruling is then on
    /// the player's record, and a penalty counts the player's earlier ones in the event.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub player: Option<PlayerRef>,
    /// Stack before posting blinds and antes.
    #[cfg_attr(feature = "openapi", schema(value_type = crate::units::ChipsSchema))]
    pub stack: Chips,
    /// Hole cards, e.g. `AsKd`, where known (needed at showdown). Stud: every card the seat
    /// was dealt, in the order dealt (two down and one up on third street, one up on each of
    /// fourth to sixth, one down on seventh), as far as the seat got. Draw games: the cards
    /// dealt before the first draw.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub cards: Option<String>,
    /// Stud: the seat's up cards in the order dealt (third to sixth street), e.g. `Qc6dAh`,
    /// where its down cards are not known (they decide the bring-in and who opens each later
    /// street). Derived from `cards` when those are given.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub up_cards: Option<String>,
    /// This seat's ante where antes differ by seat (imports); otherwise the hand's `ante`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "openapi", schema(value_type = Option<crate::units::ChipsSchema>))]
    pub ante: Option<Chips>,
    /// The player is away from the seat (sitting out): dealt in, posts the blinds and antes due,
    /// and the hand is killed at the end of the deal (Rule 30). Default false.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub absent: bool,
}

/// A player as the casino knows them. Personal data: shown to supervisors and above, erased
/// from the log on request.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(deny_unknown_fields)]
pub struct PlayerRef {
    /// The casino's player or card number.
    #[cfg_attr(feature = "openapi", schema(min_length = 1, max_length = 64))]
    pub id: String,
    /// The player's name.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "openapi", schema(max_length = 200))]
    pub name: Option<String>,
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

/// Who posts the blinds.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, Hash, Default)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "snake_case")]
pub enum BlindsPostedBy {
    /// The small and the big blind, on the button's left (heads-up the button posts the small
    /// blind, Rule 34-B). The default.
    #[default]
    Positions,
    /// The button posts the one blind, `blinds.big` (6+ hold'em, short-deck and mixed games
    /// dealt with a button blind): no small blind; the first player on the button's left acts
    /// first and the button last, on every round.
    Button,
    /// The small and the big blind on the button's left even heads-up, where the button then
    /// posts the big blind and the other player the small blind, who acts first on every round
    /// (PokerStars' heads-up tables of 2005 dealt so). With three players or more, as
    /// `positions`.
    ButtonBigBlind,
    /// Nobody: the pot is antes alone (every seat's, or the button's for all, `seats[].ante`);
    /// `blinds.big` is the smallest bet and is not posted; the first player on the button's
    /// left acts first on every round.
    Nobody,
}

impl BlindsPostedBy {
    /// The usual blinds (the default, left out of the wire form).
    pub fn is_positions(&self) -> bool {
        *self == BlindsPostedBy::Positions
    }
}

/// Stud: the bet on fourth street when a pair shows among a live player's up cards.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, Hash, Default)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "snake_case")]
pub enum OpenPairBet {
    /// The small bet, pair or not: no doubling (the TDA, RP-10-F). The default.
    #[default]
    SmallBet,
    /// The opening bet may be the small or the big bet, and its size is the round's: after a
    /// big opening bet every raise is a big bet, after a small one a small bet (PokerStars
    /// deals stud so: "Pair on board - a double bet is allowed").
    BigBet,
}

/// Fixed limit: the next raise after an all-in raise short of a full bet but of half a bet or
/// more.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, Hash, Default)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "snake_case")]
pub enum ShortAllInRaise {
    /// A full bet above the all-in, which counts as a raise (floorcall's reading of Rule 47).
    /// The default.
    #[default]
    FullBet,
    /// The next level of the limit: the bet the all-in raised, plus one bet (the all-in
    /// still re-opens the betting; PokerStars' limit tournaments deal so). Below half a bet
    /// both complete to the next level.
    NextLevel,
}

/// Rules the hand was dealt under where they are not the TDA's (a site's or a house's game),
/// as its history states them: facts of the hand, which its replay and every ruling on it
/// follow. Each one left out is the TDA's.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, Hash, Default)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(deny_unknown_fields)]
pub struct HandRules {
    /// Stud: the bet on fourth street when a pair shows (`small_bet`, the TDA's RP-10-F, or
    /// `big_bet`, the opener's choice). No effect in other games.
    #[serde(default, skip_serializing_if = "OpenPairBet::is_small_bet")]
    pub fourth_street_open_pair: OpenPairBet,
    /// Fixed limit: the next raise after an all-in of half a bet or more but short of a full
    /// one (`full_bet` above the all-in, floorcall's reading of Rule 47, or `next_level`).
    /// No effect in other structures.
    #[serde(default, skip_serializing_if = "ShortAllInRaise::is_full_bet")]
    pub limit_raise_after_short_all_in: ShortAllInRaise,
    /// A cap game: the most chips a player puts in the hand, blinds and antes included. A
    /// player who reaches it bets no more, as if all in, and keeps the chips behind it. Left
    /// out: no cap (the TDA).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "openapi", schema(value_type = Option<crate::units::ChipsSchema>, minimum = 1))]
    pub cap: Option<Chips>,
    /// The betting structure from the second betting round on, where it is not the first
    /// round's (`betting`, or the game's): a hold'em dealt pot-limit before the flop and
    /// no-limit after is `"betting": "pot_limit", "rules": {"later_betting": "no_limit"}`. Left out: one
    /// structure for the hand.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub later_betting: Option<Structure>,
}

impl OpenPairBet {
    /// The TDA's (the default, left out of the wire form).
    pub fn is_small_bet(&self) -> bool {
        *self == OpenPairBet::SmallBet
    }
}

impl ShortAllInRaise {
    /// The default (left out of the wire form).
    pub fn is_full_bet(&self) -> bool {
        *self == ShortAllInRaise::FullBet
    }
}

impl HandRules {
    /// Every rule the TDA's (left out of the wire form).
    pub fn is_tda(&self) -> bool {
        *self == HandRules::default()
    }
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
    /// Stud: post the bring-in (the lowest up card in stud and stud/8, the highest in razz).
    BringIn,
    /// Stud: complete the bring-in to the small bet (Rule 3's "complete"); the first full
    /// bet of third street.
    Complete,
    /// Draw games: discard (`discards`, none to stand pat) and take as many new cards
    /// (`cards`, where known).
    Draw,
}

impl Blinds {
    /// No blinds (stud).
    pub fn is_none(&self) -> bool {
        self.small == 0 && self.big == 0
    }
}

impl ActionKind {
    /// The action's name as the contract spells it.
    pub fn as_str(self) -> &'static str {
        crate::units::wire_name(&self)
    }
}

/// An entry of `actions` as sent: a player action (`seat` + `action`) or a board deal (`deal`).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, Default)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(deny_unknown_fields)]
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
    /// The cards shown or dealt, e.g. `Ah7d2c`; for a draw, the cards drawn.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub cards: Option<String>,
    /// The cards a player discards at a draw (`??` for each one not known; empty or left out:
    /// the player stands pat).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub discards: Option<String>,
    /// A board run more than once (board deals): the run this deal belongs to, 2 for the
    /// second run, 3 for the third. Left out: the first run, the board itself. Once the
    /// betting is closed with a player all in, the cards still to come are dealt again for each
    /// further run, after the first run's; each pot is split evenly between the runs (an odd
    /// chip to the first run) and each run's share goes to the best hand on that run's board.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "openapi", schema(minimum = 2, maximum = 3))]
    pub run: Option<u8>,
}

/// The Hand as sent on the wire (the contract's shape).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(deny_unknown_fields)]
pub struct HandInput {
    /// The game.
    pub game: Game,
    /// The betting structure, where the hand plays another than its game's usual one (a
    /// pot-limit five-card draw, a no-limit triple draw).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub betting: Option<Structure>,
    /// The blinds (games with a button; left out in stud).
    #[serde(default, skip_serializing_if = "Blinds::is_none")]
    pub blinds: Blinds,
    /// Who posts the blinds: the positions on the button's left (default), the button alone
    /// (a button blind of `blinds.big`, no small blind), the button the big blind heads-up
    /// (`button_big_blind`) or nobody (antes alone, `blinds.big` the smallest bet).
    #[serde(default, skip_serializing_if = "BlindsPostedBy::is_positions")]
    pub blinds_posted_by: BlindsPostedBy,
    /// Each player's ante.
    #[serde(default)]
    #[cfg_attr(feature = "openapi", schema(value_type = crate::units::ChipsSchema))]
    pub ante: Chips,
    /// The big-blind ante, posted by the big blind after the blind.
    #[serde(default)]
    #[cfg_attr(feature = "openapi", schema(value_type = crate::units::ChipsSchema))]
    pub big_blind_ante: Chips,
    /// The button's seat. A seat with no player in `seats` is a dead button (Rule 32): the
    /// first player after it posts the small blind. Stud has no button: left out, or the seat
    /// where it stays frozen in a mixed game (Rule 11-B).
    #[serde(default)]
    #[cfg_attr(feature = "openapi", schema(minimum = 0, maximum = 12))]
    pub button: u8,
    /// Stud: the bring-in, posted on third street by the lowest up card (the highest in razz).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "openapi", schema(value_type = Option<crate::units::ChipsSchema>))]
    pub bring_in: Option<Chips>,
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
    /// Rules the hand was dealt under where they are not the TDA's (a site's or a house's
    /// game): the bet on a stud fourth street with a pair showing, the raise after a short
    /// limit all-in, a cap on the chips a player puts in, the structure after the first
    /// round. Left out: the TDA's.
    #[serde(default, skip_serializing_if = "HandRules::is_tda")]
    pub rules: HandRules,
}
