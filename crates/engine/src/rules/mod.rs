//! The Poker TDA rule catalog: stable keys, numbers per edition, titles and summaries.
//!
//! Logic never names a rule by number: it names a [`RuleKey`], and the catalog renders the
//! citation for the edition the request chose.

mod catalog;

pub use catalog::{Edition, NumberStatus, RuleEntry, RuleKey, entry};
