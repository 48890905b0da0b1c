//! Importers: hand histories in other formats into the Hand model.
//!
//! Each importer returns [`Imported`] hands: the contract's [`HandInput`] plus what the source
//! recorded about the result, so tests can replay a hand and compare.

pub mod money;
pub mod phh;

use crate::hand::HandInput;

/// A hand read from another format.
#[derive(Debug, Clone, PartialEq)]
pub struct Imported {
    pub hand: HandInput,
    /// Chip units per unit of the source's money (1 for chip counts, 100 for cents…).
    pub scale: u64,
    /// Stacks after the hand as the source recorded them, as decimal text in source units.
    pub finishing_stacks: Option<Vec<String>>,
    /// The source's own identifier of the hand, where it has one.
    pub source_id: Option<String>,
}
