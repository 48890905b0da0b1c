//! `GET /v1/console/messages`: the floor console's own words (the `## console` section of the web
//! crate's message files) in a language, with the languages the server speaks and the digit
//! grouping of chips, so the page holds no word and no list of languages of its own.

use crate::extract::{AppJson, query_problem};
use crate::i18n::Negotiate;
use crate::problem::{AppError, QueryProblems};
use crate::text::{console_messages, language_name};
use axum::extract::Query;
use axum::response::{IntoResponse, Response};
use floorcall_engine::lang::Language;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use utoipa::{IntoParams, ToSchema};

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
#[serde(deny_unknown_fields)]
pub(crate) struct ConsoleParams {
    /// A language of the server's; default: Accept-Language, else en.
    pub(crate) language: Option<Language>,
}

/// A language the server speaks, named in itself.
#[derive(Debug, Serialize, ToSchema)]
pub(crate) struct LanguageName {
    /// Its code.
    pub(crate) code: Language,
    /// Its name in itself ("Português").
    pub(crate) name: String,
}

/// The console's words in a language.
#[derive(Debug, Serialize, ToSchema)]
pub(crate) struct ConsoleMessages {
    /// The language of the words.
    pub(crate) language: Language,
    /// Every language the server speaks (the console's language picker).
    pub(crate) languages: Vec<LanguageName>,
    /// How the language groups the digits of chips, as rulings do ("," in English: 25,000).
    pub(crate) group_separator: String,
    /// Each of the console's messages by id (`console-…`); `{$name}` marks where the page puts
    /// a value.
    pub(crate) messages: BTreeMap<String, String>,
}

/// The floor console's own words in a language (labels, buttons, actions, notices), every
/// language the server speaks with its name, and the language's digit grouping. Open: the page
/// needs its words before anyone signs in.
#[utoipa::path(get, path = "/v1/console/messages", operation_id = "getConsoleMessages", tag = "console",
    params(ConsoleParams),
    responses(
        (status = 200, description = "The console's words, in the language", body = ConsoleMessages, headers(
            ("Content-Language" = String, description = "The language of the words"),
            ("Vary" = String, description = "`accept-language`")
        )),
        QueryProblems
    ))]
pub(crate) async fn messages(
    negotiate: Negotiate,
    q: Result<Query<ConsoleParams>, axum::extract::rejection::QueryRejection>,
) -> Result<Response, AppError> {
    let Query(p) = q.map_err(|e| AppError::BadRequest(query_problem(&e)))?;
    let n = negotiate.with(None, p.language);
    let body = ConsoleMessages {
        language: n.language,
        languages: Language::ALL
            .into_iter()
            .map(|code| LanguageName {
                code,
                name: language_name(code),
            })
            .collect(),
        group_separator: n.language.group_separator().to_string(),
        messages: console_messages(n.language)
            .into_iter()
            .map(|(id, text)| (id.to_string(), text))
            .collect(),
    };
    Ok(n.answer(AppJson(body).into_response()))
}
