//! `POST /v1/tables/balance`: which tables halt and which players move (Rules 10, 11).

use crate::extract::{AppJson, JsonBody};
use crate::i18n::Negotiate;
use crate::problem::{AppError, BodyProblems};
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
        BodyProblems
    ))]
pub async fn balance(
    negotiate: Negotiate,
    JsonBody { value: req, raw }: JsonBody<BalanceRequest>,
) -> Result<Response, AppError> {
    let n = negotiate.with(req.edition, req.language);
    let decided = crate::heavy::run(raw.len(), move || decide(&req, n.edition, n.language)).await;
    let ruling = decided.map_err(|e| n.error(AppError::hand(e, n.edition)))?;
    Ok(n.answer(AppJson(ruling).into_response()))
}
