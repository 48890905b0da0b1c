#![warn(missing_docs)]
//! floorcall-engine: Poker TDA rules logic with no I/O.
//!
//! - [`cards`], [`eval`]: cards and hand evaluation (best five cards that play).
//! - [`hand`]: the contract's Hand, parsed into validated types.
//! - [`replay`]: the betting state machine, pots and showdown.
//! - [`rules`]: the TDA rule catalog by stable key and edition.
//! - [`import`]: hand-history importers (PHH, …) into the Hand model.
//! - [`house`]: house rules (the knobs a casino changes) and their profiles.

pub mod cards;
pub mod disputes;
pub mod error;
pub mod eval;
pub mod hand;
pub mod house;
pub mod import;
pub mod lang;
pub mod replay;
pub mod request;
pub mod rules;
pub mod ruling;
pub mod tables;
pub mod text;
pub mod units;

pub use disputes::record;
pub use error::{ErrorKind, HandError};
pub use hand::{Hand, HandInput};

#[cfg(test)]
mod test_rng;
#[cfg(test)]
mod tests;
