//! The TDA rule catalog by edition and language.

use crate::extract::query_problem;
use crate::i18n::{Negotiate, Negotiated};
use crate::problem::{AppError, Problem, QueryProblems};
use crate::text::WebText;
use axum::extract::{Path, Query};
use axum::response::IntoResponse;
use floorcall_engine::lang::Language;
use floorcall_engine::rules::{DECIDED_BY_ENGINE, Edition, NumberStatus, RuleKey, entry};
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
#[serde(deny_unknown_fields)]
pub(crate) struct RulesParams {
    /// 2024 (= 2022) or 2026; default: the server's.
    pub(crate) edition: Option<Edition>,
    /// The language of the words (a `Language` code); default: Accept-Language, else en.
    pub(crate) language: Option<Language>,
}

#[derive(Debug, Serialize, ToSchema)]
pub(crate) struct RuleNumbers {
    #[serde(rename = "2024")]
    pub(crate) n2024: Option<String>,
    #[serde(rename = "2026")]
    pub(crate) n2026: Option<String>,
    /// How sure the catalog is of the 2026 number.
    pub(crate) status_2026: NumberStatus,
    /// Candidate 2026 numbers where unknown.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(crate) candidates_2026: Option<String>,
}

#[derive(Debug, Serialize, ToSchema)]
pub(crate) struct RuleOut {
    pub(crate) key: String,
    /// The number in the requested edition.
    pub(crate) number: Option<String>,
    pub(crate) numbers: RuleNumbers,
    pub(crate) title: String,
    pub(crate) summary: String,
    /// Whether floorcall decides this rule from hand facts.
    pub(crate) decided_by_engine: bool,
}

#[derive(Debug, Serialize, ToSchema)]
pub(crate) struct RulesResponse {
    pub(crate) edition: Edition,
    pub(crate) language: Language,
    pub(crate) rules: Vec<RuleOut>,
    pub(crate) notice: String,
}

pub(crate) fn out(k: RuleKey, edition: Edition, lang: Language) -> RuleOut {
    let e = entry(k);
    RuleOut {
        key: e.slug.to_string(),
        number: e.number(edition).map(String::from),
        numbers: RuleNumbers {
            n2024: e.n2024.map(String::from),
            n2026: e.n2026.map(String::from),
            status_2026: e.status_2026,
            candidates_2026: (!e.candidates_2026.is_empty()).then(|| e.candidates_2026.to_string()),
        },
        title: floorcall_engine::text::title(k, lang),
        summary: floorcall_engine::text::summary(k, lang),
        decided_by_engine: DECIDED_BY_ENGINE.contains(&k),
    }
}

/// The edition and language the query asks for, else the server's and `Accept-Language`'s.
fn params(
    q: Result<Query<RulesParams>, axum::extract::rejection::QueryRejection>,
    negotiate: Negotiate,
) -> Result<Negotiated, AppError> {
    let Query(p) = q.map_err(|e| AppError::BadRequest(query_problem(&e)))?;
    Ok(negotiate.with(p.edition, p.language))
}

/// The whole catalog: 2024 rules 1-71, the recommended procedures, the 2026 numbers.
#[utoipa::path(get, path = "/v1/rules", operation_id = "listRules", tag = "rules", params(RulesParams),
    responses(
        (status = 200, description = "The catalog", body = RulesResponse, headers(
            ("Content-Language" = String, description = "The language of the titles and summaries"),
            ("Vary" = String, description = "`accept-language`")
        )),
        QueryProblems
    ))]
pub(crate) async fn list(
    negotiate: Negotiate,
    q: Result<Query<RulesParams>, axum::extract::rejection::QueryRejection>,
) -> Result<axum::response::Response, AppError> {
    let n = params(q, negotiate)?;
    let (edition, lang) = (n.edition, n.language);
    let r = axum::Json(RulesResponse {
        edition,
        language: lang,
        rules: RuleKey::ALL
            .iter()
            .map(|&k| out(k, edition, lang))
            .collect(),
        notice: floorcall_engine::text::notice(lang),
    });
    Ok(n.answer(r.into_response()))
}

/// One rule by its stable key.
#[utoipa::path(get, path = "/v1/rules/{key}", operation_id = "getRule", tag = "rules",
    params(("key" = String, Path, description = "Stable key, e.g. raise-amounts"), RulesParams),
    responses(
        (status = 200, description = "The rule", body = RulesResponse, headers(
            ("Content-Language" = String, description = "The language of the titles and summaries"),
            ("Vary" = String, description = "`accept-language`")
        )),
        QueryProblems,
        (status = 404, description = "No rule with that key", body = Problem, content_type = "application/problem+json")
    ))]
pub(crate) async fn get(
    negotiate: Negotiate,
    Path(key): Path<String>,
    q: Result<Query<RulesParams>, axum::extract::rejection::QueryRejection>,
) -> Result<axum::response::Response, AppError> {
    let n = params(q, negotiate)?;
    let (edition, lang) = (n.edition, n.language);
    let k = RuleKey::from_slug(&key)
        .ok_or_else(|| AppError::NotFound(WebText::NoRule { key }.into()))?;
    let r = axum::Json(RulesResponse {
        edition,
        language: lang,
        rules: vec![out(k, edition, lang)],
        notice: floorcall_engine::text::notice(lang),
    });
    Ok(n.answer(r.into_response()))
}
