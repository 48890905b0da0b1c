//! The disputes: one module per dispute family, and the registry that makes them one API.
//!
//! A family's module holds everything about it: its request type (the `dispute` object of the
//! contract), its enums, its errors, its logic and its typed reasons. It implements [`Decide`],
//! the one entry point every family has. The [`disputes!`] table below is the only other place
//! that names a family: from one line per family it makes the [`Dispute`] enum (the wire's
//! `dispute`, tagged by `type`), [`DisputeKind`] and its list, the wire names, the OpenAPI
//! schema names, the dispatch, and the lists of outcome codes and messages.
//!
//! # Design
//!
//! - A family says what it answers with ([`Decide::OUTCOMES`], each code with its meaning for
//!   that family), which messages it renders ([`Decide::MESSAGES`], for the completeness test of
//!   the message files), and whether a `spot` can stand for its hand ([`Decide::SPOT`]). The
//!   registry turns those into the contract's lists, so nothing is kept by hand in two places.
//! - A module never writes a sentence: it returns a [`Draft`] of typed reasons; the words are in
//!   the message files (`crates/engine/locales/*.ftl`), rendered by [`Draft::finish`].
//!
//! [`Draft`]: crate::ruling::Draft
//! [`Draft::finish`]: crate::ruling::Draft::finish

pub mod common;
pub mod record;

use crate::error::HandError;
use crate::hand::Hand;
use crate::ruling::{Ctx, Draft, Outcome};
use crate::text::{Reason, Spec};
use serde::{Deserialize, Serialize};

/// The one entry point of every dispute family.
pub trait Decide {
    /// Whether a `spot` (the betting round as the floor finds it) can stand for the hand: the
    /// families about the betting round under way.
    const SPOT: bool = false;
    /// Whether the dispute needs no hand (tournament arithmetic, procedures): the request may
    /// leave `hand` out, and the family does not read the one it is given.
    const HANDLESS: bool = false;
    /// Every outcome code the family answers with (its alternatives included), with what the
    /// code means for this family. The cases check that no ruling leaves this list.
    const OUTCOMES: &'static [(Outcome, &'static str)];
    /// Every message family the family renders (its reasons and its errors).
    const MESSAGES: &'static [&'static [Spec]];

    /// What the game of the hand must have for the family to apply (a board, blinds and a
    /// button): a dispute about another game is refused by the game's capabilities.
    const NEEDS: Needs = Needs::Any;

    /// Whether the hand may show a card twice: it is the evidence the dispute is about (a
    /// fouled deck). False for every other dispute: the hand is validated in full.
    fn shows_duplicate_cards(&self) -> bool {
        false
    }

    /// Rule on this dispute about a hand.
    fn decide(&self, hand: &Hand, ctx: &Ctx) -> Result<Draft, HandError>;

    // The record hook (see [`record`]): every family but those that keep a player's record
    // keeps these defaults.

    /// The webhook event a final word `upheld` on a ruling of this family raises, which also
    /// makes the ruling count on the offender's record (none: the family keeps no record).
    const UPHELD_EVENT: Option<&'static str> = None;

    /// The seat whose player's record the ruling adds to (the offender).
    fn record_seat(&self) -> Option<u8> {
        None
    }

    /// What a finished ruling of this family adds to the record, read from its logged request
    /// and ruling (JSON as the log stores them); none: nothing.
    fn recorded(_request: &serde_json::Value, _ruling: &serde_json::Value) -> Option<record::Added>
    where
        Self: Sized,
    {
        None
    }

    /// Whether the dispute is to be ruled with the offender's record, which the caller has not
    /// given (the web crate then reads it from the log and calls [`Decide::with_history`]).
    fn wants_history(&self) -> bool {
        false
    }

    /// Rule with the offender's record: the entries of the family's earlier upheld rulings,
    /// oldest first (an empty record changes nothing).
    fn with_history(&mut self, _history: &[record::Entry]) {}
}

/// What a game must have for a dispute family to apply.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Needs {
    /// Every game.
    Any,
    /// A board (hold'em and Omaha).
    Board,
    /// Blinds and a button (hold'em, Omaha, draw games; not stud).
    Button,
    /// Up cards and a bring-in (stud games).
    UpCards,
}

impl Needs {
    /// Whether a game has what the family needs.
    pub fn met_by(self, game: crate::hand::Game) -> bool {
        match self {
            Needs::Any => true,
            Needs::Board => game.has_board(),
            Needs::Button => game.has_blinds(),
            Needs::UpCards => game.family() == crate::hand::Family::Stud,
        }
    }

    /// The word of what is needed (the message's choice).
    pub fn word(self) -> &'static str {
        match self {
            Needs::Any => "any",
            Needs::Board => "board",
            Needs::Button => "button",
            Needs::UpCards => "up-cards",
        }
    }
}

/// Declares the registry: one line per family, `Variant = "wire_name", module::RequestType;`
/// with the doc comment of the dispute type.
macro_rules! disputes {
    ($(
        $(#[$doc:meta])*
        $variant:ident = $wire:tt, $module:ident :: $ty:ident;
    )*) => {
        $( pub mod $module; )*

        /// What the floor is asked: one of the dispute types, named by `type`.
        #[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
        #[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
        #[serde(tag = "type")]
        pub enum Dispute {
            $( $(#[$doc])* #[serde(rename = $wire)] $variant($module::$ty), )*
        }

        /// The type of a dispute (`dispute.type`), as the log records it.
        #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
        #[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
        pub enum DisputeKind {
            $( $(#[$doc])* #[serde(rename = $wire)] $variant, )*
        }

        impl DisputeKind {
            /// Every dispute type, in the registry's order.
            pub const ALL: &'static [DisputeKind] = &[$(DisputeKind::$variant),*];

            /// The wire name: `bet`, `out_of_turn`…
            pub fn as_str(self) -> &'static str {
                match self { $(DisputeKind::$variant => $wire,)* }
            }

            /// The name of the type's request schema in the OpenAPI document.
            pub fn schema_name(self) -> &'static str {
                match self { $(DisputeKind::$variant => stringify!($ty),)* }
            }

            /// Whether a `spot` can stand for the hand of this type.
            pub fn spot(self) -> bool {
                match self { $(DisputeKind::$variant => <$module::$ty as Decide>::SPOT,)* }
            }

            /// What the game of the hand must have ([`Decide::NEEDS`]).
            pub fn needs(self) -> Needs {
                match self { $(DisputeKind::$variant => <$module::$ty as Decide>::NEEDS,)* }
            }

            /// Whether this type needs no hand ([`Decide::HANDLESS`]).
            pub fn handless(self) -> bool {
                match self { $(DisputeKind::$variant => <$module::$ty as Decide>::HANDLESS,)* }
            }

            /// The outcome codes this type answers with, each with its meaning here.
            pub fn outcomes(self) -> &'static [(Outcome, &'static str)] {
                match self { $(DisputeKind::$variant => <$module::$ty as Decide>::OUTCOMES,)* }
            }

            /// The message families this type renders.
            pub fn messages(self) -> &'static [&'static [Spec]] {
                match self { $(DisputeKind::$variant => <$module::$ty as Decide>::MESSAGES,)* }
            }

            /// The family's module in `disputes` (`bet`, `out_of_turn`…).
            pub fn module(self) -> &'static str {
                match self { $(DisputeKind::$variant => stringify!($module),)* }
            }

            /// The name of the variant of [`Dispute`] and of this enum (`Bet`, `OutOfTurn`…).
            pub fn variant(self) -> &'static str {
                match self { $(DisputeKind::$variant => stringify!($variant),)* }
            }

            /// The webhook event a final word `upheld` raises on a ruling of this type, which
            /// then counts on the offender's record ([`Decide::UPHELD_EVENT`]).
            pub fn upheld_event(self) -> Option<&'static str> {
                match self { $(DisputeKind::$variant => <$module::$ty as Decide>::UPHELD_EVENT,)* }
            }

            /// What a finished ruling of this type adds to the offender's record
            /// ([`Decide::recorded`]).
            pub fn recorded(
                self,
                request: &serde_json::Value,
                ruling: &serde_json::Value,
            ) -> Option<record::Added> {
                match self {
                    $(DisputeKind::$variant => <$module::$ty as Decide>::recorded(request, ruling),)*
                }
            }
        }

        impl Dispute {
            /// The dispute's type.
            pub fn kind(&self) -> DisputeKind {
                match self { $(Dispute::$variant(_) => DisputeKind::$variant,)* }
            }

            /// Whether the hand may show a card twice ([`Decide::shows_duplicate_cards`]).
            pub fn shows_duplicate_cards(&self) -> bool {
                match self { $(Dispute::$variant(d) => d.shows_duplicate_cards(),)* }
            }

            /// The seat whose player's record the ruling adds to ([`Decide::record_seat`]).
            pub fn record_seat(&self) -> Option<u8> {
                match self { $(Dispute::$variant(d) => d.record_seat(),)* }
            }

            /// Whether the dispute is to be ruled with the offender's record
            /// ([`Decide::wants_history`]).
            pub fn wants_history(&self) -> bool {
                match self { $(Dispute::$variant(d) => d.wants_history(),)* }
            }

            /// Rule with the offender's record ([`Decide::with_history`]).
            pub fn with_history(&mut self, history: &[record::Entry]) {
                match self { $(Dispute::$variant(d) => d.with_history(history),)* }
            }

            /// Rule on the dispute (the family's [`Decide::decide`]).
            pub fn decide(&self, hand: &Hand, ctx: &Ctx) -> Result<Draft, HandError> {
                let needs = self.kind().needs();
                if !self.kind().handless() && !needs.met_by(hand.game) {
                    return Err(HandError::unsupported(
                        "hand.game",
                        common::Errors::NotForGame {
                            dispute: self.kind().as_str().to_string(),
                            game: hand.game.name(),
                            needs: needs.word(),
                        },
                    ));
                }
                let mut dr = match self { $(Dispute::$variant(d) => d.decide(hand, ctx),)* }?;
                common::play_out(hand, &mut dr);
                Ok(dr)
            }
        }
    };
}

disputes! {
    /// What did this player's chips and words amount to?
    Bet = "bet", bet::BetDispute;
    /// What may the player to act do now?
    Options = "options", options::OptionsDispute;
    /// Is an action out of turn binding? Was a skipped player's right lost?
    OutOfTurn = "out_of_turn", out_of_turn::OutOfTurnDispute;
    /// A bet or raise of the wrong size was found later.
    IncorrectBet = "incorrect_bet", incorrect_bet::IncorrectBetDispute;
    /// A player holds the wrong number of hole cards.
    CardsDealt = "cards_dealt", cards_dealt::CardsDealtDispute;
    /// May this player see that player's hand?
    ShowRequest = "show_request", show_request::ShowRequestDispute;
    /// Must the hands be turned face up now?
    FaceUp = "face_up", face_up::FaceUpDispute;
    /// Who wins what?
    Showdown = "showdown", showdown::ShowdownDispute;
    /// What penalty for this infraction? (Rule 71: warnings, missed rounds, disqualification.)
    Penalty = "penalty", penalty::PenaltyDispute;
    /// The clock was called on the player to act: in time, still running, or expired?
    Clock = "clock", clock::ClockDispute;
    /// Was the player at the seat when the initial deal ended? (Rule 30.)
    AtSeat = "at_seat", at_seat::AtSeatDispute;
    /// A player called after being told a wrong amount: what does the call cost? (Rule 49.)
    AcceptedAction = "accepted_action", accepted_action::AcceptedActionDispute;
    /// May a player have an opponent's chips counted exactly? (Rule 60.)
    CountRequest = "count_request", count_request::CountRequestDispute;
    /// A raise in more than one motion: which chips count? (Rules 42, 56.)
    StringBet = "string_bet", string_bet::StringBetDispute;
    /// "If you bet, I raise": does the statement bind? (Rule 59.)
    ConditionalStatement = "conditional_statement", conditional_statement::ConditionalDispute;
    /// Chips found behind a called all-in: do they play? (Rule 62.)
    ChipsBehind = "chips_behind", chips_behind::ChipsBehindDispute;
    /// Something went wrong at the showdown: a misread, the wrong pot, a killed winner, a hand
    /// thrown away, one card tabled. (Rules 12–15, 22.)
    ShowdownError = "showdown_error", showdown_error::ShowdownErrorDispute;
    /// Something went wrong in the deal: cards exposed or boxed, the first card to the wrong
    /// seat, a seat dealt in or out wrongly, a card that is not of the deck, a fouled deck.
    /// (Rules 35, 36, 68.)
    DealError = "deal_error", deal_error::DealErrorDispute;
    /// Board cards dealt wrongly: a four-card flop, a street dealt without a burn, a card
    /// dealt before the betting round ended. (Rules 39, RP-5.)
    BoardError = "board_error", board_error::BoardErrorDispute;
    /// Where the button and the blinds go, and who is dealt in; a button found on the wrong
    /// seat; a player dodging the blinds. (Rules 8, 10, 30, 32–34.)
    ButtonBlinds = "button_blinds", button_blinds::ButtonBlindsDispute;
    /// Several players bust on one hand (hand for hand at the money): their places and prizes.
    /// (RP-8; the 2026 Rule 22.)
    HandForHand = "hand_for_hand", hand_for_hand::HandForHandDispute;
    /// A scheduled color-up: the exchange and the chip race. (Rule 24.)
    ChipRace = "chip_race", chip_race::ChipRaceDispute;
    /// A player acted before the bettor's amount was known. (Rules 50-B, 59-B.)
    BeforeAmount = "before_amount", before_amount::BeforeAmountDispute;
    /// How much is in the pot? (Rule 54-A, RP-21.)
    PotCount = "pot_count", pot_count::PotCountDispute;
    /// The stub was dropped and looks disordered. (RP-4.)
    Stub = "stub", stub::StubDispute;
    /// A bounty chip or a token with no value pushed out facing a bet. (RP-22.)
    NonChipItem = "non_chip_item", non_chip_item::NonChipItemDispute;
    /// The level changed around this hand: which level does it play at? (Rule 23.)
    LevelChange = "level_change", level_change::LevelChangeDispute;
    /// A player to act taps the table. (Rule 3.)
    Gesture = "gesture", gesture::GestureDispute;
    /// A player announces a re-buy: does it play in this hand? (Rule 27.)
    RebuyAnnounced = "rebuy_announced", rebuy_announced::RebuyAnnouncedDispute;
    /// A player found in a seat that is not the one drawn for them. (Rule 7.)
    WrongSeat = "wrong_seat", wrong_seat::WrongSeatDispute;
    /// A player with a live hand left the table with action pending. (Rule 31.)
    AwayFromTable = "away_from_table", away_from_table::AwayFromTableDispute;
    /// An error in dealing a stud hand: a down card or a seventh-street card exposed, too few
    /// cards for seventh street, a card dealt too soon. (RP-10, RP-5-D.)
    StudDeal = "stud_deal", stud_deal::StudDealDispute;
    /// A mixed-game rotation: where the button is after a stud round, who moves to balance a
    /// table. (Rule 11-A, 11-B.)
    Rotation = "rotation", rotation::RotationDispute;
    /// In stud, a player picked up his up cards. (Rule 66.)
    PickedUpCards = "picked_up_cards", picked_up_cards::PickedUpCardsDispute;
    /// Several players in a row each put out less than the call. (Rule 51-C.)
    UndercallChain = "undercall_chain", undercall_chain::UndercallChainDispute;
    /// When the final table forms, and its seat draw. (RP-9, Rule 10-B.)
    FinalTable = "final_table", final_table::FinalTableDispute;
    /// Chips held, hidden or carried out of view, or in transit. (Rule 63.)
    ChipsOutOfView = "chips_out_of_view", chips_out_of_view::ChipsOutOfViewDispute;
}

impl DisputeKind {
    /// The dispute type of a wire name.
    pub fn parse(s: &str) -> Option<DisputeKind> {
        DisputeKind::ALL.iter().copied().find(|k| k.as_str() == s)
    }
}

impl std::fmt::Display for DisputeKind {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.as_str())
    }
}

impl Outcome {
    /// Every outcome code of the contract: the union of every family's
    /// ([`Decide::OUTCOMES`]), in alphabetical order.
    pub fn all() -> &'static [Outcome] {
        static ALL: std::sync::OnceLock<Vec<Outcome>> = std::sync::OnceLock::new();
        ALL.get_or_init(|| {
            let mut all: Vec<Outcome> = DisputeKind::ALL
                .iter()
                .flat_map(|k| k.outcomes().iter().map(|(o, _)| *o))
                .collect();
            all.sort_unstable_by_key(|o| o.as_str());
            all.dedup();
            all
        })
    }

    /// The outcome of a wire code.
    pub fn parse(code: &str) -> Option<Outcome> {
        Outcome::all().iter().copied().find(|o| o.as_str() == code)
    }

    /// What the code means, type by type ("`bet`: the act is a call; …"), for the document.
    pub fn meaning(self) -> String {
        DisputeKind::ALL
            .iter()
            .filter_map(|k| {
                k.outcomes()
                    .iter()
                    .find(|(o, _)| *o == self)
                    .map(|(_, m)| format!("`{}`: {m}", k.as_str()))
            })
            .collect::<Vec<_>>()
            .join("; ")
    }
}

impl<'de> Deserialize<'de> for Outcome {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Outcome, D::Error> {
        let code = <std::borrow::Cow<'de, str>>::deserialize(d)?;
        Outcome::parse(&code).ok_or_else(|| {
            let codes: Vec<&str> = Outcome::all().iter().map(|o| o.as_str()).collect();
            serde::de::Error::custom(format!(
                "unknown outcome `{code}`, expected one of {}",
                codes.join(", ")
            ))
        })
    }
}

#[cfg(feature = "openapi")]
impl utoipa::PartialSchema for Outcome {
    fn schema() -> utoipa::openapi::RefOr<utoipa::openapi::schema::Schema> {
        use utoipa::openapi::schema::{ObjectBuilder, Type};
        let codes: Vec<&str> = Outcome::all().iter().map(|o| o.as_str()).collect();
        ObjectBuilder::new()
            .schema_type(Type::String)
            .enum_values(Some(codes))
            .description(Some(
                "What a ruling decides: a machine code, never translated. Each dispute type \
                 answers with its own codes; `x-floorcall-meanings` gives what each code means \
                 for each type.",
            ))
            .into()
    }
}

#[cfg(feature = "openapi")]
impl utoipa::ToSchema for Outcome {}

/// The messages of every family's reasons and errors, and of the modules they share, for the
/// completeness test of the message files.
pub fn message_specs() -> Vec<&'static [Spec]> {
    let mut all = vec![
        common::Errors::SPECS,
        <common::PlayOut as crate::text::Reason>::SPECS,
    ];
    for kind in DisputeKind::ALL {
        all.extend_from_slice(kind.messages());
    }
    all
}
