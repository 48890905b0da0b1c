//! What the replay answers with: the phase, the options, a decision point, the table now, the
//! result.

use super::*;

/// Where the hand stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "snake_case")]
#[repr(u8)]
pub enum Phase {
    /// A betting round is under way.
    Betting,
    /// The round is over; the next street's cards are due.
    AwaitingDeal(Street),
    /// No more betting is possible (river round over, or all-in with at most one player with
    /// chips): remaining cards are run out, hands are shown.
    Closed,
    /// Everyone but one player folded.
    Uncontested,
}

/// The legal choices of one player (Rules 43, 47, 48, 54).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct Options {
    /// Chips needed to call, capped at the player's stack.
    #[cfg_attr(feature = "openapi", schema(value_type = crate::units::ChipsSchema))]
    pub to_call: Chips,
    /// Whether the player may check.
    pub can_check: bool,
    /// Whether the player may raise (or bet).
    pub can_raise: bool,
    /// Smallest legal bet or raise, as a street total (the all-in when the stack is short).
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "openapi", schema(value_type = Option<crate::units::ChipsSchema>))]
    pub min_raise_to: Option<Chips>,
    /// Largest legal bet or raise, as a street total.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "openapi", schema(value_type = Option<crate::units::ChipsSchema>))]
    pub max_raise_to: Option<Chips>,
    /// Why raising is closed, when it is.
    #[serde(skip)]
    pub closed_by: Option<RaiseClosed>,
}

/// Why a player may not raise.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum RaiseClosed {
    /// The player already acted and faces less than a full raise (Rule 47).
    NotReopened,
    /// Calling takes every chip the player has.
    NoChipsBeyondCall,
    /// Every opponent is all-in, or too short to call more than the current bet.
    NoOpponentToRaise,
    /// Fixed limit: the round's cap is reached (Rule 48).
    CapReached,
}

/// The state before a player action.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct Decision {
    /// Index in `hand.actions` of the action taken here.
    pub action_index: usize,
    /// The seat to act.
    pub seat: u8,
    /// The street.
    pub street: Street,
    /// The player's options.
    #[serde(flatten)]
    pub options: Options,
    /// Highest street total so far.
    #[cfg_attr(feature = "openapi", schema(value_type = crate::units::ChipsSchema))]
    pub current_bet: Chips,
    /// The largest full bet or raise this street (Rule 43): the smallest raise increment.
    #[cfg_attr(feature = "openapi", schema(value_type = crate::units::ChipsSchema))]
    pub full_raise: Chips,
    /// The player's street total so far.
    #[cfg_attr(feature = "openapi", schema(value_type = crate::units::ChipsSchema))]
    pub committed: Chips,
    /// Chips behind.
    #[cfg_attr(feature = "openapi", schema(value_type = crate::units::ChipsSchema))]
    pub stack: Chips,
    /// Everything in the middle: pots of earlier streets plus this street's bets.
    #[cfg_attr(feature = "openapi", schema(value_type = crate::units::ChipsSchema))]
    pub pot: Chips,
}

/// One seat as the table stands now.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct SeatNow {
    /// The seat.
    pub seat: u8,
    /// The player's name, where known.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub name: Option<String>,
    /// Chips behind.
    #[cfg_attr(feature = "openapi", schema(value_type = crate::units::ChipsSchema))]
    pub stack: Chips,
    /// Chips in front this round.
    #[cfg_attr(feature = "openapi", schema(value_type = crate::units::ChipsSchema))]
    pub in_front: Chips,
    /// Folded (or away from the seat).
    pub folded: bool,
    /// All-in.
    pub all_in: bool,
    /// Acted this round.
    pub acted: bool,
}

/// The table as it stands after the actions: for a console to draw it and guide the next tap.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct TableNow {
    /// Where the hand stands.
    pub phase: Phase,
    /// The round (the last one dealt).
    pub street: Street,
    /// Everything in the middle, this round's bets included.
    #[cfg_attr(feature = "openapi", schema(value_type = crate::units::ChipsSchema))]
    pub pot: Chips,
    /// The bet to face.
    #[cfg_attr(feature = "openapi", schema(value_type = crate::units::ChipsSchema))]
    pub current_bet: Chips,
    /// The button's seat.
    pub button: u8,
    /// The small blind's seat (none when dead).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub small_blind: Option<u8>,
    /// The big blind's seat.
    pub big_blind: u8,
    /// The seat to act, if any.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub to_act: Option<u8>,
    /// The options of the seat to act.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub options: Option<Options>,
    /// The board dealt so far (`??` for a card not given).
    pub board: Vec<String>,
    /// The seats in seat order.
    pub seats: Vec<SeatNow>,
}

/// The outcome of a complete hand.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct HandResult {
    /// Side pots first (they are settled before the main pot), the main pot last.
    pub pots: Vec<Pot>,
    /// Stacks after the pots are pushed, where every pot could be awarded.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "openapi", schema(value_type = Option<Vec<SeatStack>>))]
    pub final_stacks: Option<Few<SeatStack>>,
    /// Uncalled chips handed back, by seat.
    #[cfg_attr(feature = "openapi", schema(value_type = Vec<SeatStack>))]
    pub returned: Few<SeatStack, 4>,
}

/// A seat's chips.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct SeatStack {
    /// The seat.
    pub seat: u8,
    /// Its chips.
    #[cfg_attr(feature = "openapi", schema(value_type = crate::units::ChipsSchema))]
    pub stack: Chips,
}

/// A betting action taken in the hand (blinds excluded), as substantial action counts them
/// (Rule 36).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Acted {
    /// The action's index in the hand.
    pub index: usize,
    /// What the player did.
    pub kind: ActionKind,
    /// Whether it put chips in.
    pub chips_in: bool,
}
