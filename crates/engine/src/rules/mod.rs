//! The Poker TDA rule catalog: stable keys, numbers per edition, titles and summaries.
//!
//! Logic never names a rule by number: it names a [`RuleKey`], and the catalog renders the
//! citation for the edition the request chose. A leaf module: rule titles and summaries are
//! words, in the message files, rendered by `text` (`text::title`, `text::summary`).

mod catalog;

pub use catalog::{Edition, NumberStatus, RuleEntry, RuleKey, entry, part_in};

/// The notice returned wherever rule titles or summaries are.
pub const NOTICE: &str = "Poker TDA rule numbers and titles are used with permission of the \
Poker Tournament Directors Association (www.pokertda.com). Summaries and reasoning are \
floorcall's own paraphrase, not the official text; the official TDA rules govern.";

include!(concat!(env!("OUT_DIR"), "/cited.rs"));
