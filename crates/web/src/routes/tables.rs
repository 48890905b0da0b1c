//! `POST /v1/tables/balance`: which tables halt and which players move (Rules 10, 11).

use crate::extract::{AppJson, JsonBody};
use crate::i18n::Negotiate;
use crate::problem::{AppError, BodyProblems, Problem};
use crate::state::AppState;
use axum::extract::State;
use axum::response::{IntoResponse, Response};
use floorcall_engine::tables::{BalanceRequest, BalanceRuling, balance, balance_under};

/// Balance tables: halts (11-D), a table to break, and moves.
///
/// `house` (a profile of `GET /v1/house-rules`) from the body, else the server's default
/// profile, else none: where the house's halting threshold changes which tables halt, the house
/// rule is cited and `tda_halt` lists the tables the TDA would halt.
#[utoipa::path(post, path = "/v1/tables/balance", operation_id = "balanceTables", tag = "tables",
    request_body(content = BalanceRequest, example = json!({"seats_per_table": 9, "tables": [{"id": "A", "players": 5}, {"id": "B", "players": 8}]})),
    responses(
        (status = 200, description = "Halts and moves, with citations", body = BalanceRuling, headers(
            ("Content-Language" = String, description = "The language of the summary and reasoning"),
            ("Vary" = String, description = "`accept-language`")
        )),
        BodyProblems,
        (status = 422, description = "A field is wrong, or `house` names no profile of the server's (the problem lists them)", body = Problem, content_type = "application/problem+json")
    ))]
pub(crate) async fn balance_tables(
    State(s): State<AppState>,
    negotiate: Negotiate,
    JsonBody { value: req, raw }: JsonBody<BalanceRequest>,
) -> Result<Response, AppError> {
    let house = s
        .houses
        .resolve(req.house.as_deref(), "house")
        .map_err(|e| negotiate.with(req.edition, req.language).error(e))?;
    let n = negotiate.with(
        req.edition.or(house.as_ref().and_then(|p| p.edition)),
        req.language,
    );
    let decided = crate::heavy::run(raw.len(), move || match &house {
        Some(p) => balance_under(&req, n.edition, n.language, p),
        None => balance(&req, n.edition, n.language),
    })
    .await;
    let ruling = decided.map_err(|e| n.error(AppError::hand(e, n.edition)))?;
    Ok(n.answer(AppJson(ruling).into_response()))
}
