//! `POST /v1/tables/balance`: which tables halt and which players move (Rules 10, 11).

use crate::AppState;
use crate::extract::{AppJson, JsonBody};
use crate::i18n::{in_language, language};
use crate::problem::{AppError, Problem};
use axum::extract::State;
use axum::http::HeaderMap;
use axum::response::{IntoResponse, Response};
use floorcall_engine::tables::{BalanceRequest, BalanceRuling, balance as decide};

/// Balance tables: halts (11-D), a table to break, and moves.
#[utoipa::path(post, path = "/v1/tables/balance", operation_id = "balanceTables", tag = "tables",
    request_body(content = BalanceRequest, example = json!({"seats_per_table": 9, "tables": [{"id": "A", "players": 5}, {"id": "B", "players": 8}]})),
    responses(
        (status = 200, description = "Halts and moves, with citations", body = BalanceRuling, headers(
            ("Content-Language" = String, description = "The language of the summary and reasoning"),
            ("Vary" = String, description = "`accept-language`")
        )),
        (status = 400, description = "Malformed JSON", body = Problem, content_type = "application/problem+json"),
        (status = 413, description = "Body too large", body = Problem, content_type = "application/problem+json"),
        (status = 415, description = "Not JSON", body = Problem, content_type = "application/problem+json"),
        (status = 422, description = "A field is wrong", body = Problem, content_type = "application/problem+json")
    ))]
pub async fn balance(
    State(s): State<AppState>,
    headers: HeaderMap,
    JsonBody { value: req, raw }: JsonBody<BalanceRequest>,
) -> Result<Response, AppError> {
    let edition = req.edition.unwrap_or(s.default_edition());
    let lang = language(req.language, &headers);
    let (req, decided) = crate::heavy::run(raw.len(), move || {
        let r = decide(&req, edition, lang);
        (req, r)
    })
    .await;
    let ruling = decided.map_err(|e| {
        let err = AppError::hand(e, edition);
        match req.language {
            Some(l) => err.in_language(l),
            None => err,
        }
    })?;
    Ok(in_language(AppJson(ruling).into_response(), lang))
}
