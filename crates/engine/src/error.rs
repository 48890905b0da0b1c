//! Errors are values: each names the field or action index at fault, what is wrong, and, where a
//! TDA rule is broken, the rule's key.

use crate::rules::RuleKey;
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
}

impl HandError {
    /// A field of the hand or request is wrong.
    pub fn invalid(field: impl Into<String>, message: impl Into<String>) -> HandError {
        HandError {
            kind: ErrorKind::Invalid,
            field: Some(field.into()),
            action_index: None,
            rule: None,
            message: message.into(),
        }
    }

    /// Action `index` of the hand is impossible, breaking `rule` where one applies.
    pub fn illegal(index: usize, rule: Option<RuleKey>, message: impl Into<String>) -> HandError {
        HandError {
            kind: ErrorKind::IllegalAction,
            field: Some(format!("actions[{index}]")),
            action_index: Some(index),
            rule,
            message: message.into(),
        }
    }

    /// A game or feature floorcall does not play.
    pub fn unsupported(field: impl Into<String>, message: impl Into<String>) -> HandError {
        HandError {
            kind: ErrorKind::Unsupported,
            field: Some(field.into()),
            action_index: None,
            rule: None,
            message: message.into(),
        }
    }

    /// The dispute does not fit the hand.
    pub fn dispute(field: impl Into<String>, message: impl Into<String>) -> HandError {
        HandError {
            kind: ErrorKind::DisputeMismatch,
            field: Some(field.into()),
            action_index: None,
            rule: None,
            message: message.into(),
        }
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
