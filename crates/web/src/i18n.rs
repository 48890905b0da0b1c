//! The language of an answer: `Accept-Language` read, the body's choice honoured, and every
//! answer whose words depend on it saying so (`Content-Language`, `Vary`).

use crate::problem::ProblemSource;
use axum::extract::Request;
use axum::http::{HeaderMap, HeaderValue, header};
use axum::response::Response;
use floorcall_engine::lang::Language;

/// The language `Accept-Language` asks for, if it names one the service speaks (`pt-BR` →
/// `pt`).
pub fn accept_language(headers: &HeaderMap) -> Option<Language> {
    headers
        .get(header::ACCEPT_LANGUAGE)
        .and_then(|v| v.to_str().ok())
        .and_then(Language::from_accept_language)
}

/// The language of a request: the body's, else `Accept-Language`, else English.
pub fn language(body: Option<Language>, headers: &HeaderMap) -> Language {
    body.or_else(|| accept_language(headers))
        .unwrap_or_default()
}

/// An answer whose words are in `lang`: `Content-Language` says which, and `Vary` that the
/// `Accept-Language` header may change it.
pub fn in_language(mut r: Response, lang: Language) -> Response {
    let h = r.headers_mut();
    h.insert(
        header::CONTENT_LANGUAGE,
        HeaderValue::from_static(lang.code()),
    );
    h.insert(header::VARY, HeaderValue::from_static("accept-language"));
    r
}

/// Middleware: a problem is written in the language the request chose (its body's
/// `language`), else `Accept-Language`, else English, and says so (`Content-Language`,
/// `Vary: Accept-Language`).
pub async fn localize(req: Request, next: axum::middleware::Next) -> Response {
    let header = accept_language(req.headers());
    let mut r = next.run(req).await;
    let Some(err) = ProblemSource::take(&mut r) else {
        return r;
    };
    let lang = err.chosen_language().or(header).unwrap_or_default();
    if lang != Language::En {
        let body = serde_json::to_vec(&err.problem(lang)).unwrap_or_default();
        r.headers_mut().remove(header::CONTENT_LENGTH);
        *r.body_mut() = axum::body::Body::from(body);
    }
    in_language(r, lang)
}
