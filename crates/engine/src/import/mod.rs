//! Importers: hand histories in other formats into the Hand model.
//!
//! Each importer returns [`Imported`] hands: the contract's [`HandInput`] plus what the source
//! recorded about the result, so tests can replay a hand and compare.

pub mod money;
pub mod ohh;
pub mod phh;
mod phh_toml;
pub mod pokerstars;

use crate::error::HandError;
use crate::hand::{Hand, HandInput};
use serde::{Deserialize, Serialize};

/// Hand-history formats floorcall reads.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "lowercase")]
pub enum HandFormat {
    /// Poker Hand History (TOML), `.phh` / `.phhs`.
    Phh,
    /// PokerStars text hand histories, and the texts other sites write in the same shape (Full
    /// Tilt, Run It Once, GGPoker, PokerMaster, PokerBros).
    Pokerstars,
    /// Open Hand History (JSON).
    Ohh,
}

/// Import every hand of a text in a format.
pub fn import_text(text: &str, format: HandFormat) -> Result<Vec<Imported>, HandError> {
    match format {
        HandFormat::Phh => phh::import(text),
        HandFormat::Pokerstars => pokerstars::import(text),
        HandFormat::Ohh => ohh::import(text),
    }
}

/// Import every hand of a text on its own, in the order of the text: one result per hand, so
/// a hand that cannot be read is reported beside the hands that could (`Err` only when the
/// text as a whole cannot be split into hands).
pub fn import_all(
    text: &str,
    format: HandFormat,
) -> Result<Vec<Result<Imported, HandError>>, HandError> {
    match format {
        HandFormat::Phh => phh::import_all(text),
        HandFormat::Pokerstars => pokerstars::import_all(text),
        HandFormat::Ohh => ohh::import(text).map(|v| v.into_iter().map(Ok).collect()),
    }
}

/// Import exactly one hand.
pub fn import_one(text: &str, format: HandFormat) -> Result<Imported, HandError> {
    one(import_text(text, format)?)
}

/// The one hand of a text's hands.
fn one<T>(mut all: Vec<T>) -> Result<T, HandError> {
    match all.len() {
        1 => Ok(all.remove(0)),
        0 => Err(HandError::invalid("hand_text", Errors::NoHandFoundText)),
        n => Err(HandError::invalid(
            "hand_text",
            Errors::HandsTextOneHandTime { n: (n).to_string() },
        )),
    }
}

/// The hand of a request that carries either the contract's `hand` or `hand_text` with
/// `hand_format`: the one place where the choice is made (rulings and replays alike).
pub fn hand_of(
    hand: Option<&HandInput>,
    text: Option<&str>,
    format: Option<HandFormat>,
) -> Result<Hand, HandError> {
    hand_of_as(hand, text, format, Hand::parse)
}

/// [`hand_of`], validated by `parse` ([`Hand::parse`], or [`Hand::parse_fouled`] for a hand
/// that is the evidence of a fouled deck).
pub fn hand_of_as(
    hand: Option<&HandInput>,
    text: Option<&str>,
    format: Option<HandFormat>,
    parse: fn(&HandInput) -> Result<Hand, HandError>,
) -> Result<Hand, HandError> {
    match (hand, text) {
        (Some(h), None) => parse(h),
        (None, Some(text)) => {
            let format = format.ok_or_else(|| {
                HandError::invalid("hand_format", Errors::HandTextNeedsHandFormat)
            })?;
            if format == HandFormat::Phh {
                // The importer has parsed the hand already (to normalize it), with
                // `Hand::parse`: a hand it gives has no card twice, so `Hand::parse_fouled`
                // reads it alike.
                return phh::hand_of_text(text).map(|(hand, _)| hand);
            }
            parse(&import_one(text, format)?.hand)
        }
        (Some(_), Some(_)) => Err(HandError::invalid(
            "hand_text",
            Errors::SendEitherHandOrHand,
        )),
        (None, None) => Err(HandError::invalid("hand", Errors::RulingNeedsHandHandOr)),
    }
}

/// A request's hand (as [`hand_of`] reads it), with its replay where reading it made one: a
/// PHH `hand_text` is replayed as it is imported (to read its checks and bets), and that replay
/// is the hand's, so [`ReadHand::replay`] gives it rather than replaying the hand again.
#[derive(Debug)]
pub struct ReadHand {
    hand: Hand,
    replayed: Option<crate::replay::Detached>,
}

impl ReadHand {
    /// The hand.
    pub fn hand(&self) -> &Hand {
        &self.hand
    }

    /// Whether the import's own replay is kept for [`ReadHand::replay`] (else it replays the
    /// hand anew): for tests and measures.
    #[doc(hidden)]
    pub fn replayed_by_import(&self) -> bool {
        self.replayed.is_some()
    }

    /// The hand, its replay set aside.
    pub fn into_hand(self) -> Hand {
        self.hand
    }

    /// The hand and its replay ([`crate::replay::replay`] of it: the one the import made, or
    /// a new one).
    pub fn replay(&mut self) -> (&Hand, Result<crate::replay::Replay<'_>, HandError>) {
        let hand = &self.hand;
        let replay = match self.replayed.take() {
            Some(r) => Ok(r.bind(hand)),
            None => crate::replay::replay(hand),
        };
        (hand, replay)
    }
}

/// [`hand_of`], with the replay the import made where it made one (see [`ReadHand`]).
pub fn read_hand(
    hand: Option<&HandInput>,
    text: Option<&str>,
    format: Option<HandFormat>,
) -> Result<ReadHand, HandError> {
    if let (None, Some(text), Some(HandFormat::Phh)) = (hand, text, format) {
        let (hand, replayed) = phh::hand_of_text(text)?;
        return Ok(ReadHand { hand, replayed });
    }
    hand_of(hand, text, format).map(|hand| ReadHand {
        hand,
        replayed: None,
    })
}

/// A hand read from another format.
#[derive(Debug, Clone, PartialEq)]
pub struct Imported {
    /// The hand in the contract's shape.
    pub hand: HandInput,
    /// Chip units per unit of the source's money (1 for chip counts, 100 for cents…).
    pub scale: u64,
    /// Stacks after the hand as the source recorded them, as decimal text in source units.
    pub finishing_stacks: Option<Vec<String>>,
    /// The source's own identifier of the hand, where it has one.
    pub source_id: Option<String>,
    /// What each seat collected, as the source recorded it (after rake).
    pub collected: Vec<(u8, u64)>,
    /// The rake the source took from the pot, in chip units.
    pub rake: Option<u64>,
    /// Money the site added to the pot (Run It Once's "splash the pot"), in chip units: part
    /// of what the winners collected, outside the betting.
    pub added: u64,
    /// What the importer read otherwise than the text spells it, and why (a fixed-limit raise
    /// recorded as the opponent's all-in, read as the limit's raise): one sentence each, in
    /// the words of `crates/engine/locales/*.ftl`. Empty when the text was read as written.
    pub notes: Vec<crate::text::Message>,
}

crate::text::messages! {
    /// The notes an importer attaches to a hand it read otherwise than the text spells it.
    pub enum Notes {
        /// A fixed-limit raise recorded "to" the most the opponents can call (an all-in for
        /// less than the raise), read as the limit's raise: the opponent calls all in for
        /// less and the excess is returned uncalled.
        CappedLimitRaise { index: count, seat: seat, to: chips, full: chips, excess: chips } = "import-note-capped-limit-raise",
        /// OHH's game_type "Draw" names no variant: read from the cards dealt and the draws.
        OhhDrawVariant { game: text, cards: count, draws: count } = "import-note-ohh-draw-variant",
    }
}

crate::text::messages! {
    /// The errors of this module, in the words of `crates/engine/locales/*.ftl`.
    pub(crate) enum Errors {
        NoHandFoundText = "error-import-no-hand-found-text",
        HandsTextOneHandTime { n: verbatim } = "error-import-hands-text-one-hand-time",
        HandTextNeedsHandFormat = "error-import-hand-text-needs-hand-format",
        SendEitherHandOrHand = "error-import-send-either-hand-or-hand",
        RulingNeedsHandHandOr = "error-import-ruling-needs-hand-hand-or",
    }
}
