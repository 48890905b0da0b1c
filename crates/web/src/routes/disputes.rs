//! `GET /v1/disputes`: the dispute types' forms for the floor console (or any client that
//! builds its forms from the API), in a language.

use crate::extract::{AppJson, query_problem};
use crate::forms::{DisputeForms, forms};
use crate::i18n::Negotiate;
use crate::problem::{AppError, QueryProblems};
use axum::extract::Query;
use axum::response::{IntoResponse, Response};
use floorcall_engine::lang::Language;
use serde::Deserialize;
use utoipa::IntoParams;

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
#[serde(deny_unknown_fields)]
pub(crate) struct FormsParams {
    /// The language of the words (a `Language` code); default: Accept-Language, else en.
    pub(crate) language: Option<Language>,
}

/// The form of every dispute type: its title, whether a `spot` can stand for its hand, and its
/// fields (path in `dispute`, kind, label, whether required, the seat the seat picker fills,
/// the choices with their words), described from this document's dispute schemas; and the
/// words of every outcome code. A client builds its forms from it without knowing the
/// dispute types.
#[utoipa::path(get, path = "/v1/disputes", operation_id = "listDisputeForms", tag = "rulings",
    params(FormsParams),
    responses(
        (status = 200, description = "The forms, in the language", body = DisputeForms, headers(
            ("Content-Language" = String, description = "The language of the titles, labels and words"),
            ("Vary" = String, description = "`accept-language`")
        )),
        QueryProblems
    ))]
pub(crate) async fn list(
    negotiate: Negotiate,
    q: Result<Query<FormsParams>, axum::extract::rejection::QueryRejection>,
) -> Result<Response, AppError> {
    let Query(p) = q.map_err(|e| AppError::BadRequest(query_problem(&e)))?;
    let n = negotiate.with(None, p.language);
    Ok(n.answer(AppJson(forms(n.language)).into_response()))
}
