//! The Poker TDA rule catalog: stable keys, numbers per edition, titles and summaries.
//!
//! Logic never names a rule by number: it names a [`RuleKey`], and the catalog renders the
//! citation for the edition the request chose.

mod catalog;
pub mod text;

pub use catalog::{Edition, NumberStatus, RuleEntry, RuleKey, entry};
pub use text::{NOTICE, summary, title};

/// The rules the engine applies to hand facts.
pub const DECIDED_BY_ENGINE: &[RuleKey] = &[
    RuleKey::NewPlayersBrokenTables,
    RuleKey::BalancingTables,
    RuleKey::CardsSpeak,
    RuleKey::FaceUpForAllIns,
    RuleKey::ShowdownOrder,
    RuleKey::AskingToSeeAHand,
    RuleKey::OddChips,
    RuleKey::SidePots,
    RuleKey::Misdeals,
    RuleKey::SubstantialAction,
    RuleKey::ButtonTooFewCards,
    RuleKey::BurnsAfterSubstantialAction,
    RuleKey::MethodsOfBetting,
    RuleKey::MethodsOfCalling,
    RuleKey::RaiseAmounts,
    RuleKey::OversizedChip,
    RuleKey::MultipleChipBetting,
    RuleKey::PriorBetChips,
    RuleKey::ReopeningTheBet,
    RuleKey::NumberOfRaises,
    RuleKey::BindingDeclarationsUndercalls,
    RuleKey::IncorrectBets,
    RuleKey::ActionOutOfTurn,
    RuleKey::PotLimitBets,
    RuleKey::InvalidBetDeclarations,
    RuleKey::UnclearBetting,
    RuleKey::NonStandardFolds,
    RuleKey::OverBettingExpectingChange,
];
