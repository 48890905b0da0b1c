//! Errors are values: each names the field or action index at fault, what is wrong, and, where a
//! TDA rule is broken, the rule's key.

use crate::lang::Language;
use crate::rules::{Edition, RuleKey};
use crate::text::Message;
use std::fmt;

/// What kind of problem a [`HandError`] reports.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize)]
#[serde(rename_all = "snake_case")]
pub enum ErrorKind {
    /// A field is missing, malformed or out of range.
    Invalid,
    /// The listed actions cannot have happened under the rules.
    IllegalAction,
    /// The hand or the dispute is outside what floorcall models (a variant, a format feature).
    Unsupported,
    /// The dispute does not fit the hand's state.
    DisputeMismatch,
}

/// A problem with a hand, an action in it, or a dispute about it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct HandError {
    /// What kind of error.
    pub kind: ErrorKind,
    /// JSON-style path of the offending field, e.g. `actions[3].to` or `seats[1].cards`.
    pub field: Option<String>,
    /// Index in `hand.actions` of the offending action.
    pub action_index: Option<usize>,
    /// The rule the action breaks, where one does.
    pub rule: Option<RuleKey>,
    /// What is wrong, in English.
    pub message: String,
    /// What is wrong, to render in any language ([`HandError::describe`]).
    pub reason: Message,
}

impl HandError {
    /// A field of the hand or request is wrong.
    pub fn invalid(field: impl Into<String>, reason: impl Into<Message>) -> HandError {
        HandError::new(ErrorKind::Invalid, Some(field.into()), reason.into())
    }

    fn new(kind: ErrorKind, field: Option<String>, reason: Message) -> HandError {
        HandError {
            kind,
            field,
            action_index: None,
            rule: None,
            message: reason.render(Language::En, Edition::E2024),
            reason,
        }
    }

    /// What is wrong, in a language.
    pub fn describe(&self, lang: Language, edition: Edition) -> String {
        self.reason.render(lang, edition)
    }

    /// Action `index` of the hand is impossible, breaking `rule` where one applies.
    pub fn illegal(index: usize, rule: Option<RuleKey>, reason: impl Into<Message>) -> HandError {
        let mut e = HandError::new(
            ErrorKind::IllegalAction,
            Some(format!("actions[{index}]")),
            reason.into(),
        );
        e.action_index = Some(index);
        e.rule = rule;
        e
    }

    /// A game or feature floorcall does not play.
    pub fn unsupported(field: impl Into<String>, reason: impl Into<Message>) -> HandError {
        HandError::new(ErrorKind::Unsupported, Some(field.into()), reason.into())
    }

    /// The dispute does not fit the hand.
    pub fn dispute(field: impl Into<String>, reason: impl Into<Message>) -> HandError {
        HandError::new(
            ErrorKind::DisputeMismatch,
            Some(field.into()),
            reason.into(),
        )
    }

    /// The same error with its field under a prefix: `seats[1]` under `spot` is
    /// `spot.seats[1]`.
    pub fn under(mut self, prefix: &str) -> HandError {
        self.field = Some(match self.field {
            Some(f) => format!("{prefix}.{f}"),
            None => prefix.to_string(),
        });
        self
    }

    /// The same error, at action `index` of the hand.
    pub fn at_action(mut self, index: usize) -> HandError {
        self.action_index = Some(index);
        self
    }
}

impl fmt::Display for HandError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if let Some(field) = &self.field {
            write!(f, "{field}: ")?;
        }
        f.write_str(&self.message)
    }
}

impl std::error::Error for HandError {}
