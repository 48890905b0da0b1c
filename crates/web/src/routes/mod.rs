//! The handlers, one module per resource.

pub mod hands;
pub mod health;
pub mod keys;
pub mod rules;
pub mod rulings;
pub mod tables;

use crate::AppState;
use crate::error::AppError;
use axum::http::{HeaderMap, Uri};
use floorcall_engine::lang::Language;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(rulings::create, rulings::list))
        .routes(routes!(rulings::get, rulings::finalize))
        .routes(routes!(hands::replay))
        .routes(routes!(hands::import))
        .routes(routes!(rules::list))
        .routes(routes!(rules::get))
        .routes(routes!(tables::balance))
        .routes(routes!(keys::create, keys::list))
        .routes(routes!(keys::revoke))
        .routes(routes!(health::healthz))
        .routes(routes!(health::readyz))
        .routes(routes!(health::metrics))
}

pub async fn not_found(uri: Uri) -> AppError {
    AppError::NotFound(
        crate::error::WebText::NoSuchPath {
            path: uri.path().to_string(),
        }
        .into(),
    )
}

pub async fn method_not_allowed() -> AppError {
    AppError::MethodNotAllowed
}

/// What a query string that did not parse is missing, in words any language renders.
pub fn query_problem(
    e: &axum::extract::rejection::QueryRejection,
) -> floorcall_engine::text::Message {
    let text = e.body_text();
    let inner = text
        .strip_prefix("Failed to deserialize query string: ")
        .unwrap_or(&text);
    crate::error::WebText::BadQuery {
        problem: crate::error::serde_problem(inner),
    }
    .into()
}

/// An answer whose words are in `lang`: `Content-Language` says which, and `Vary` that the
/// `Accept-Language` header may change it.
pub fn in_language(mut r: axum::response::Response, lang: Language) -> axum::response::Response {
    use axum::http::{HeaderValue, header};
    let h = r.headers_mut();
    h.insert(
        header::CONTENT_LANGUAGE,
        HeaderValue::from_static(lang.code()),
    );
    h.insert(header::VARY, HeaderValue::from_static("accept-language"));
    r
}

/// The language of a request: the body's, else `Accept-Language`, else English.
pub fn language(body: Option<Language>, headers: &HeaderMap) -> Language {
    body.or_else(|| {
        headers
            .get(axum::http::header::ACCEPT_LANGUAGE)
            .and_then(|v| v.to_str().ok())
            .and_then(Language::from_accept_language)
    })
    .unwrap_or_default()
}
