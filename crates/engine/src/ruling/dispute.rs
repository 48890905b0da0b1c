//! The disputes of the contract (`dispute.type`).

use crate::hand::{ActionInput, ActionKind, Chips};
use serde::{Deserialize, Serialize};

/// What the floor is asked.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum Dispute {
    /// What did this player's chips and words amount to?
    Bet(BetDispute),
    /// What may the player to act do now?
    Options(OptionsDispute),
    /// Is an action out of turn binding? Was a skipped player's right lost?
    OutOfTurn(OutOfTurnDispute),
    /// A bet or raise of the wrong size was found later.
    IncorrectBet(IncorrectBetDispute),
    /// A player holds the wrong number of hole cards.
    CardsDealt(CardsDealtDispute),
    /// May this player see that player's hand?
    ShowRequest(ShowRequestDispute),
    /// Must the hands be turned face up now?
    FaceUp(FaceUpDispute),
    /// Who wins what?
    Showdown(ShowdownDispute),
    /// What penalty for this infraction? (Rule 71: warnings, missed rounds, disqualification.)
    Penalty(PenaltyDispute),
    /// The clock was called on the player to act: in time, still running, or expired?
    Clock(ClockDispute),
    /// Was the player at the seat when the initial deal ended? (Rule 30.)
    AtSeat(AtSeatDispute),
    /// A player called after being told a wrong amount: what does the call cost? (Rule 49.)
    AcceptedAction(AcceptedActionDispute),
    /// May a player have an opponent's chips counted exactly? (Rule 60.)
    CountRequest(CountRequestDispute),
    /// A raise in more than one motion: which chips count? (Rules 42, 56.)
    StringBet(StringBetDispute),
    /// "If you bet, I raise": does the statement bind? (Rule 59.)
    ConditionalStatement(ConditionalDispute),
    /// Chips found behind a called all-in: do they play? (Rule 62.)
    ChipsBehind(ChipsBehindDispute),
    /// Something went wrong at the showdown: a misread, the wrong pot, a killed winner, a hand
    /// thrown away, one card tabled. (Rules 12–15, 22.)
    ShowdownError(ShowdownErrorDispute),
    /// Something went wrong in the deal: cards exposed or boxed, the first card to the wrong
    /// seat, a seat dealt in or out wrongly, a card that is not of the deck, a fouled deck.
    /// (Rules 35, 36, 68.)
    DealError(DealErrorDispute),
    /// Board cards dealt wrongly: a four-card flop, a street dealt without a burn, a card
    /// dealt before the betting round ended. (Rules 39, RP-5.)
    BoardError(BoardErrorDispute),
    /// Where the button and the blinds go, and who is dealt in; a button found on the wrong
    /// seat; a player dodging the blinds. (Rules 8, 10, 30, 32–34.)
    ButtonBlinds(ButtonBlindsDispute),
}

/// What went wrong in the deal.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "snake_case")]
pub enum DealError {
    /// Hole cards exposed: `cards` of them, `first_two` whether one was among the first two
    /// off the deck, `by` the dealer (default) or the player.
    ExposedCard,
    /// Cards found face up in the deck during the deal (`cards` of them).
    BoxedCard,
    /// The first card of the deal went to the wrong seat.
    FirstCardWrongSeat,
    /// `seat` was dealt in though not entitled to a hand.
    DealtInWrongly,
    /// `seat` (not in the hand) was entitled to a hand but dealt out.
    DealtOutWrongly,
    /// A card not of the deck (a joker, a card of another deck) was dealt to `seat`.
    NonStandardCard,
    /// The deck is fouled: two cards of the same rank and suit.
    FouledDeck,
}

impl DealError {
    /// The wire name.
    pub fn as_str(self) -> &'static str {
        match self {
            DealError::ExposedCard => "exposed_card",
            DealError::BoxedCard => "boxed_card",
            DealError::FirstCardWrongSeat => "first_card_wrong_seat",
            DealError::DealtInWrongly => "dealt_in_wrongly",
            DealError::DealtOutWrongly => "dealt_out_wrongly",
            DealError::NonStandardCard => "non_standard_card",
            DealError::FouledDeck => "fouled_deck",
        }
    }
}

/// Who exposed the card.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, Default)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "snake_case")]
pub enum ExposedBy {
    /// The dealer.
    #[default]
    Dealer,
    /// The player who holds the cards.
    Player,
}

/// A deal error, judged at the end of `hand.actions` (substantial action is counted from them).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(deny_unknown_fields)]
pub struct DealErrorDispute {
    /// What went wrong.
    pub error: DealError,
    /// The seat concerned (`exposed_card`, `dealt_in_wrongly`, `dealt_out_wrongly`,
    /// `non_standard_card`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "openapi", schema(minimum = 1, maximum = 12))]
    pub seat: Option<u8>,
    /// `exposed_card`, `boxed_card`: how many cards (default 1).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "openapi", schema(minimum = 1, maximum = 52))]
    pub cards: Option<u8>,
    /// `exposed_card`: one of the first two cards off the deck was exposed (default false).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub first_two: Option<bool>,
    /// `exposed_card`: who exposed it (default the dealer).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub by: Option<ExposedBy>,
}

/// What went wrong on the board.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "snake_case")]
pub enum BoardError {
    /// Four cards were dealt on the flop (the hand ends before the flop).
    FourCardFlop,
    /// `street` was dealt without a burn (the hand includes that deal and any action after it).
    NoBurn,
    /// `street` was dealt before the betting round ended (the hand ends before that deal).
    Premature,
}

impl BoardError {
    /// The wire name.
    pub fn as_str(self) -> &'static str {
        match self {
            BoardError::FourCardFlop => "four_card_flop",
            BoardError::NoBurn => "no_burn",
            BoardError::Premature => "premature",
        }
    }
}

/// A board dealing error, judged at the end of `hand.actions`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(deny_unknown_fields)]
pub struct BoardErrorDispute {
    /// What went wrong.
    pub error: BoardError,
    /// The street dealt wrongly (default: the flop).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub street: Option<crate::hand::Street>,
}

/// The button-and-blinds question.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "snake_case")]
pub enum ButtonQuestion {
    /// Where do the button and the blinds go next hand, and who is dealt in?
    NextHand,
    /// The button was found on the wrong seat (`correct_button`) after the deal.
    ButtonMisplaced,
    /// `seat` is said to have dodged the blinds.
    DodgingBlinds,
}

/// A button-and-blinds dispute about this hand (`hand`: its button, blinds and players).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(deny_unknown_fields)]
pub struct ButtonBlindsDispute {
    /// The question.
    pub question: ButtonQuestion,
    /// `next_hand`: seats whose players bust or leave in this hand.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub leaving: Vec<u8>,
    /// `next_hand`: empty seats taken before the next hand by new, late or moved players.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub arriving: Vec<u8>,
    /// Seats at the table (default: 10, or the highest seat named if more).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "openapi", schema(minimum = 2, maximum = 12))]
    pub table_size: Option<u8>,
    /// `button_misplaced`: the seat the button should be on.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "openapi", schema(minimum = 1, maximum = 12))]
    pub correct_button: Option<u8>,
    /// `dodging_blinds`: the player.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "openapi", schema(minimum = 1, maximum = 12))]
    pub seat: Option<u8>,
    /// `dodging_blinds`: the floor's finding, whether it was deliberate (unknown when absent).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub deliberate: Option<bool>,
}

/// Must the hands be turned face up now? Judged at the end of `hand.actions`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, Default)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(deny_unknown_fields)]
pub struct FaceUpDispute {}

/// Who wins what: main and side pots, split pots, odd chips. Uses the hole cards and the board.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, Default)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(deny_unknown_fields)]
pub struct ShowdownDispute {}

/// What penalty for this infraction? The rules leave the choice to the floor (Rule 71-A); the
/// ruling gives the reading they lean to, the range, and the missed-round arithmetic.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(deny_unknown_fields)]
pub struct PenaltyDispute {
    /// The offender's seat.
    pub seat: u8,
    /// What the player did.
    pub infraction: Infraction,
    /// Earlier penalties or warnings the player received in this event (default 0).
    #[serde(default)]
    pub prior: u8,
    /// Players at the table when the penalty is given, the offender included (default: the
    /// seats of `hand`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub players_at_table: Option<u8>,
}

/// The clock was called on the player to act (Rule 29): judged at the end of `hand.actions`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(deny_unknown_fields)]
pub struct ClockDispute {
    /// The seat on the clock: the player to act.
    pub seat: u8,
    /// Seconds from the call of the clock to the player's action (`acted: true`) or to now.
    #[cfg_attr(feature = "openapi", schema(maximum = 86400))]
    pub seconds: u32,
    /// Whether the player acted at `seconds` (default false: still thinking).
    #[serde(default)]
    pub acted: bool,
}

/// What went wrong at the showdown.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "snake_case")]
pub enum ShowdownError {
    /// The dealer or a player announced the wrong hand (Rule 12).
    Misread,
    /// The pot was pushed to the wrong player (Rule 22).
    WrongPot,
    /// The dealer killed a properly tabled hand that was obviously the winner (13-C).
    KilledWinner,
    /// The dealer killed a hand that was not properly tabled, or a hand was fouled (65).
    KilledHand,
    /// A hand was thrown face down but may be retrievable (14).
    MuckedFaceDown,
    /// A player tabled one card of a winning hand (15-A).
    OneCardTabled,
    /// The bettor discarded believing they had won (15-B).
    BettorMucked,
}

/// When the error was noticed (Rule 22's limits).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, Default)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "snake_case")]
pub enum Noticed {
    /// Before the next hand began.
    #[default]
    BeforeNextHand,
    /// After the next hand began, before substantial action on it.
    NextHandBegun,
    /// After substantial action on the next hand.
    AfterSubstantialAction,
}

/// Something went wrong at the showdown (Rules 12–15, 22): the hand as played to the end,
/// hole cards shown where they were.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(deny_unknown_fields)]
pub struct ShowdownErrorDispute {
    /// What went wrong.
    pub error: ShowdownError,
    /// The seat concerned: whose hand was misread, killed, thrown away or partly tabled, or
    /// who should have had the pot.
    pub seat: u8,
    /// `misread`, `wrong_pot`: when it was noticed (default: before the next hand began).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub noticed: Option<Noticed>,
    /// `mucked_face_down`, `bettor_mucked`, `killed_hand`: whether the cards are retrievable
    /// and 100% identifiable (unknown when absent).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub identifiable: Option<bool>,
}

/// Chips found behind a player's all-in after it was called (Rule 62), judged at the end of
/// `hand.actions`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(deny_unknown_fields)]
pub struct ChipsBehindDispute {
    /// The all-in player.
    pub seat: u8,
    /// The chips found behind.
    pub found: Chips,
    /// The floor's finding: were they part of the accepted action? Unknown when absent.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub part_of_action: Option<bool>,
}

/// A player said what they would do if something happened (Rule 59), judged at the end of
/// `hand.actions`: when the condition came true, the player is the one to act.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(deny_unknown_fields)]
pub struct ConditionalDispute {
    /// Who made the statement.
    pub seat: u8,
    /// The action the player said they would take ("I raise to 2,000").
    pub then: OutOfTurnAct,
    /// Whether the condition ("if you bet") came true.
    pub condition_met: bool,
}

/// What the player said before the first motion, if anything.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, Default)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(deny_unknown_fields)]
pub struct StringBetDeclared {
    /// "Raise" was said before the chips (then the call and one more motion count).
    #[serde(default)]
    pub raise: bool,
    /// The full amount was said before the chips, as a street total ("raise to 3,000").
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub to: Option<Chips>,
}

/// A player to act put chips forward in more than one motion (Rules 42, 56): judged at the
/// end of `hand.actions`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(deny_unknown_fields)]
pub struct StringBetDispute {
    /// The player's seat (the player to act).
    pub seat: u8,
    /// The denominations of each forward motion, in order: `[[1000, 500], [500]]`.
    #[cfg_attr(feature = "openapi", schema(min_items = 1, max_items = 20))]
    pub motions: Vec<Vec<Chips>>,
    /// What was said before the first motion (nothing, when absent).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub declared: Option<StringBetDeclared>,
}

/// A player asks for an exact count of an opponent's chips (Rule 60), judged at the end of
/// `hand.actions`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(deny_unknown_fields)]
pub struct CountRequestDispute {
    /// The player asking.
    pub requester: u8,
    /// The player whose chips are to be counted.
    pub target: u8,
}

/// Who announced the wrong amount.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, Default)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "snake_case")]
pub enum Announcer {
    /// The dealer.
    #[default]
    Dealer,
    /// Another player (the bettor included).
    Player,
}

/// A player to act, facing a bet, called after being told a wrong amount (Rule 49): judged at
/// the end of `hand.actions`, before the call.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(deny_unknown_fields)]
pub struct AcceptedActionDispute {
    /// The caller: the player to act.
    pub seat: u8,
    /// The bet as it was announced to the caller, a street total (what the caller matched).
    pub announced: Chips,
    /// Who announced it (default: the dealer).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub by: Option<Announcer>,
}

/// Was the player at the seat when the last card of the initial deal was dealt? (Rule 30.)
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(deny_unknown_fields)]
pub struct AtSeatDispute {
    /// The seat in question.
    pub seat: u8,
    /// Whether the player was at the seat (within reach of the chair) when the last card of
    /// the initial deal was dealt.
    pub at_seat: bool,
}

/// The kind of infraction a penalty is asked for.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "snake_case")]
pub enum Infraction {
    /// Etiquette: delay, touching others' chips or cards, abusive conduct, excessive chatter
    /// (Rule 70).
    Etiquette,
    /// Exposing cards with action pending, or not folding properly (Rule 68).
    CardExposure,
    /// Disclosing a hand's contents or advising another player (Rule 67).
    Disclosure,
    /// Using a phone or device at the table with a live hand (Rule 5).
    ElectronicDevice,
    /// Soft play: not betting against an opponent as the hand deserves (Rule 69).
    SoftPlay,
    /// Chip dumping or any other collusion (Rule 69).
    Collusion,
}

impl Infraction {
    /// The wire name.
    pub fn as_str(self) -> &'static str {
        match self {
            Infraction::Etiquette => "etiquette",
            Infraction::CardExposure => "card_exposure",
            Infraction::Disclosure => "disclosure",
            Infraction::ElectronicDevice => "electronic_device",
            Infraction::SoftPlay => "soft_play",
            Infraction::Collusion => "collusion",
        }
    }
}

impl Dispute {
    /// The dispute's type.
    pub fn kind(&self) -> DisputeKind {
        match self {
            Dispute::Bet(_) => DisputeKind::Bet,
            Dispute::Options(_) => DisputeKind::Options,
            Dispute::OutOfTurn(_) => DisputeKind::OutOfTurn,
            Dispute::IncorrectBet(_) => DisputeKind::IncorrectBet,
            Dispute::CardsDealt(_) => DisputeKind::CardsDealt,
            Dispute::ShowRequest(_) => DisputeKind::ShowRequest,
            Dispute::FaceUp(_) => DisputeKind::FaceUp,
            Dispute::Showdown(_) => DisputeKind::Showdown,
            Dispute::Penalty(_) => DisputeKind::Penalty,
            Dispute::Clock(_) => DisputeKind::Clock,
            Dispute::AtSeat(_) => DisputeKind::AtSeat,
            Dispute::AcceptedAction(_) => DisputeKind::AcceptedAction,
            Dispute::CountRequest(_) => DisputeKind::CountRequest,
            Dispute::StringBet(_) => DisputeKind::StringBet,
            Dispute::ConditionalStatement(_) => DisputeKind::ConditionalStatement,
            Dispute::ChipsBehind(_) => DisputeKind::ChipsBehind,
            Dispute::ShowdownError(_) => DisputeKind::ShowdownError,
            Dispute::DealError(_) => DisputeKind::DealError,
            Dispute::BoardError(_) => DisputeKind::BoardError,
            Dispute::ButtonBlinds(_) => DisputeKind::ButtonBlinds,
        }
    }
}

/// The type of a dispute (`dispute.type`), as the log records it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "snake_case")]
pub enum DisputeKind {
    /// `bet`
    Bet,
    /// `options`
    Options,
    /// `out_of_turn`
    OutOfTurn,
    /// `incorrect_bet`
    IncorrectBet,
    /// `cards_dealt`
    CardsDealt,
    /// `show_request`
    ShowRequest,
    /// `face_up`
    FaceUp,
    /// `showdown`
    Showdown,
    /// `penalty`
    Penalty,
    /// `clock`
    Clock,
    /// `at_seat`
    AtSeat,
    /// `accepted_action`
    AcceptedAction,
    /// `count_request`
    CountRequest,
    /// `string_bet`
    StringBet,
    /// `conditional_statement`
    ConditionalStatement,
    /// `chips_behind`
    ChipsBehind,
    /// `showdown_error`
    ShowdownError,
    /// `deal_error`
    DealError,
    /// `board_error`
    BoardError,
    /// `button_blinds`
    ButtonBlinds,
}

impl DisputeKind {
    /// Every dispute type.
    pub const ALL: [DisputeKind; 20] = [
        DisputeKind::Bet,
        DisputeKind::Options,
        DisputeKind::OutOfTurn,
        DisputeKind::IncorrectBet,
        DisputeKind::CardsDealt,
        DisputeKind::ShowRequest,
        DisputeKind::FaceUp,
        DisputeKind::Showdown,
        DisputeKind::Penalty,
        DisputeKind::Clock,
        DisputeKind::AtSeat,
        DisputeKind::AcceptedAction,
        DisputeKind::CountRequest,
        DisputeKind::StringBet,
        DisputeKind::ConditionalStatement,
        DisputeKind::ChipsBehind,
        DisputeKind::ShowdownError,
        DisputeKind::DealError,
        DisputeKind::BoardError,
        DisputeKind::ButtonBlinds,
    ];

    /// The wire name: `bet`, `out_of_turn`…
    pub fn as_str(self) -> &'static str {
        match self {
            DisputeKind::Bet => "bet",
            DisputeKind::Options => "options",
            DisputeKind::OutOfTurn => "out_of_turn",
            DisputeKind::IncorrectBet => "incorrect_bet",
            DisputeKind::CardsDealt => "cards_dealt",
            DisputeKind::ShowRequest => "show_request",
            DisputeKind::FaceUp => "face_up",
            DisputeKind::Showdown => "showdown",
            DisputeKind::Penalty => "penalty",
            DisputeKind::Clock => "clock",
            DisputeKind::AtSeat => "at_seat",
            DisputeKind::AcceptedAction => "accepted_action",
            DisputeKind::CountRequest => "count_request",
            DisputeKind::StringBet => "string_bet",
            DisputeKind::ConditionalStatement => "conditional_statement",
            DisputeKind::ChipsBehind => "chips_behind",
            DisputeKind::ShowdownError => "showdown_error",
            DisputeKind::DealError => "deal_error",
            DisputeKind::BoardError => "board_error",
            DisputeKind::ButtonBlinds => "button_blinds",
        }
    }

    /// The dispute type of a wire name.
    pub fn parse(s: &str) -> Option<DisputeKind> {
        DisputeKind::ALL.into_iter().find(|k| k.as_str() == s)
    }
}

/// A word the player said.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "snake_case")]
pub enum DeclaredWord {
    /// "Call".
    Call,
    /// "Raise".
    Raise,
    /// "Bet".
    Bet,
    /// "All-in".
    AllIn,
    /// "Check".
    Check,
    /// "Fold".
    Fold,
    /// "Pot".
    Pot,
}

/// What the player said.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, Default)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(deny_unknown_fields)]
pub struct Declared {
    /// The word, if one was said.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub word: Option<DeclaredWord>,
    /// The amount as spoken ("fourteen hundred" = 1400; "twelve" = 12).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub amount: Option<Chips>,
    /// Whether the words came before the chips landed; unknown when absent.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub before_chips: Option<bool>,
    /// Whether the words were clearly heard by the table (false: some did not hear them).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub audible: Option<bool>,
}

/// How the chips already in front of the player were handled (Rule 46).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, Default)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "snake_case")]
pub enum PriorMoved {
    /// None moved: every earlier chip is still in front.
    #[default]
    None,
    /// Some were pulled back.
    Some,
    /// All were pulled back.
    All,
}

/// What did this player's chips and words amount to?
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(deny_unknown_fields)]
pub struct BetDispute {
    /// The player's seat (the player to act).
    pub seat: u8,
    /// Denominations pushed, e.g. `[1000, 100, 100]`; empty when only words were spoken.
    #[serde(default)]
    pub chips: Vec<Chips>,
    /// What the player said, if anything.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub declared: Option<Declared>,
    /// Denominations already in front of the player this street. With
    /// `prior_chips_moved: "some"`, the ones left in front.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub prior_chips: Option<Vec<Chips>>,
    /// Whether the earlier chips in front were moved with the new ones.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub prior_chips_moved: Option<PriorMoved>,
    /// The whole stack pushed in one gesture.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub pushed_all: Option<bool>,
}

/// What may the player to act do now?
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, Default)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(deny_unknown_fields)]
pub struct OptionsDispute {
    /// Default: the seat to act.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub seat: Option<u8>,
}

/// The out-of-turn act.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(deny_unknown_fields)]
pub struct OutOfTurnAct {
    /// The action.
    pub action: ActionKind,
    /// The street total, for a bet or raise.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub to: Option<Chips>,
}

/// Is an action out of turn binding?
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(deny_unknown_fields)]
pub struct OutOfTurnDispute {
    /// The player who acted out of turn.
    pub seat: u8,
    /// The action out of turn.
    pub act: OutOfTurnAct,
    /// What happened next, in order: the actions in turn, and any act by a player not in turn
    /// behind `seat` (another act out of turn, judged the same way when its turn comes).
    #[serde(default)]
    pub then: Vec<ActionInput>,
    /// The player passed over, where one was.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub skipped_seat: Option<u8>,
    /// Whether the skipped player spoke up before substantial action; unknown when absent.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub skipped_spoke_up: Option<bool>,
}

/// A bet or raise of the wrong size found later.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(deny_unknown_fields)]
pub struct IncorrectBetDispute {
    /// Index in `hand.actions` of the wrong bet.
    pub action_index: usize,
    /// Whether the next card has been dealt since.
    pub next_card_dealt: bool,
    /// Pot limit: the bettor asked for the pot and bet the count the dealer gave.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub meant_pot: Option<bool>,
}

/// A player holds the wrong number of hole cards.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(deny_unknown_fields)]
pub struct CardsDealtDispute {
    /// The player's seat.
    pub seat: u8,
    /// How many hole cards the player holds.
    pub count: u8,
}

/// May this player see that player's hand?
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(deny_unknown_fields)]
pub struct ShowRequestDispute {
    /// The seat asking.
    pub requester: u8,
    /// The seat whose hand is asked for.
    pub target: u8,
}
