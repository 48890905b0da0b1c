//! Problem details (RFC 9457): every 4xx and 5xx answer is `application/problem+json`, built
//! from an [`AppError`] in the request's language.

use crate::text::{self, WebText};
use axum::Json;
use axum::http::{HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Response};
use floorcall_engine::HandError;
use floorcall_engine::error::ErrorKind;
use floorcall_engine::lang::Language;
use floorcall_engine::rules::{Edition, RuleKey, entry};
use floorcall_engine::text::Message;
use serde::Serialize;
use utoipa::ToSchema;

/// A problem document.
#[derive(Debug, Clone, Serialize, ToSchema)]
pub(crate) struct Problem {
    /// A URI naming the kind of problem.
    #[serde(rename = "type")]
    pub(crate) kind: String,
    /// The kind of problem, in the request's language (`Content-Language`).
    pub(crate) title: String,
    pub(crate) status: u16,
    /// What is wrong, in the request's language.
    pub(crate) detail: String,
    /// The field at fault, as a JSON path (`hand.actions[3].to`).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(crate) field: Option<String>,
    /// For a bad hand: the index in `hand.actions` of the offending action.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(crate) action_index: Option<usize>,
    /// The rule the action breaks, where one does.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(crate) rule: Option<ProblemRule>,
}

/// The problems of an operation that reads a JSON body (the `JsonBody` extractor's
/// rejections), declared once for the document: `responses(…, BodyProblems)`. An operation
/// that says more of one of them lists it after (the later declaration wins).
#[derive(Debug, utoipa::IntoResponses)]
#[allow(
    dead_code,
    reason = "a declaration for the document: never built, only described"
)]
pub(crate) enum BodyProblems {
    #[response(
        status = 400,
        description = "Malformed JSON",
        content_type = "application/problem+json"
    )]
    Malformed(Problem),
    #[response(
        status = 413,
        description = "Body too large",
        content_type = "application/problem+json"
    )]
    TooLarge(Problem),
    #[response(
        status = 415,
        description = "Not JSON",
        content_type = "application/problem+json"
    )]
    NotJson(Problem),
    #[response(
        status = 422,
        description = "A field is wrong",
        content_type = "application/problem+json"
    )]
    Invalid(Problem),
}

/// The problem of an operation with query parameters, declared once.
#[derive(Debug, utoipa::IntoResponses)]
#[allow(
    dead_code,
    reason = "a declaration for the document: never built, only described"
)]
pub(crate) enum QueryProblems {
    #[response(
        status = 400,
        description = "A parameter is wrong",
        content_type = "application/problem+json"
    )]
    BadQuery(Problem),
}

/// The problem of an operation that reads or writes the rulings log, declared once.
#[derive(Debug, utoipa::IntoResponses)]
#[allow(
    dead_code,
    reason = "a declaration for the document: never built, only described"
)]
pub(crate) enum LogProblems {
    #[response(
        status = 503,
        description = "The rulings log is unavailable",
        content_type = "application/problem+json"
    )]
    Unavailable(Problem),
}

#[derive(Debug, Clone, Serialize, ToSchema)]
pub(crate) struct ProblemRule {
    pub(crate) key: String,
    pub(crate) edition: String,
    pub(crate) number: Option<String>,
    pub(crate) title: String,
}

/// Errors of the service, each with its status and what is wrong, in words any language
/// renders (the problem's `title` and `detail` follow the request's language: see
/// the i18n module's `localize`).
#[derive(Debug)]
pub enum AppError {
    /// 400: the body is not JSON, or a header or parameter is malformed.
    BadRequest(Message),
    /// 422 (or 400): a field is missing, of the wrong type or out of range.
    Unprocessable {
        /// What is wrong.
        detail: Message,
        /// The field at fault.
        field: Option<String>,
    },
    /// 422: the hand or the dispute is wrong (names the field, action and rule).
    Hand(HandError, Edition),
    /// 404
    NotFound(Message),
    /// 405
    MethodNotAllowed,
    /// 401: no API key, or one unknown or revoked.
    Unauthorized(Message),
    /// 403: the key's role does not allow the operation.
    Forbidden(Message),
    /// 409: an Idempotency-Key reused with another request.
    Conflict(Message),
    /// 421: a `Host` the server does not answer for.
    Misdirected(Message),
    /// 429: over the key's rate; retry after this many seconds.
    TooManyRequests(u64),
    /// 429 for another bound (requests or exports in progress, the daily quota, bad
    /// credentials): what, and the seconds to wait.
    Throttled(Message, u64),
    /// 413
    TooLarge(Message),
    /// 415
    UnsupportedMediaType(Message),
    /// 503: shutting down, timed out, or the rulings log is unavailable.
    Unavailable(Message),
    /// 500: a bug; the cause is logged, never returned.
    Internal(String),
    /// An error in a language the request chose (its body's `language`).
    InLanguage(Box<AppError>, Language),
}

impl std::fmt::Display for AppError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.problem(Language::En).detail)
    }
}

impl std::error::Error for AppError {}

impl AppError {
    /// An error about the hand or the dispute, cited in an edition.
    pub(crate) fn hand(e: HandError, edition: Edition) -> AppError {
        AppError::Hand(e, edition)
    }

    /// The same error, to be written in `lang` whatever `Accept-Language` says.
    pub(crate) fn in_language(self, lang: Language) -> AppError {
        AppError::InLanguage(Box::new(self), lang)
    }

    /// The language the request chose for this error, if it did.
    pub(crate) fn chosen_language(&self) -> Option<Language> {
        match self {
            AppError::InLanguage(_, lang) => Some(*lang),
            _ => None,
        }
    }

    /// The problem document, in a language.
    pub(crate) fn problem(&self, lang: Language) -> Problem {
        if let AppError::InLanguage(inner, _) = self {
            return inner.problem(lang);
        }
        let (status, slug) = match self {
            AppError::BadRequest(_) => (400, "bad-request"),
            AppError::Unprocessable { .. } => (422, "invalid-field"),
            AppError::Hand(e, _) => match e.kind {
                ErrorKind::Invalid => (422, "invalid-hand"),
                ErrorKind::IllegalAction => (422, "illegal-action"),
                ErrorKind::Unsupported => (422, "unsupported"),
                ErrorKind::DisputeMismatch => (422, "dispute-mismatch"),
            },
            AppError::NotFound(_) => (404, "not-found"),
            AppError::MethodNotAllowed => (405, "method-not-allowed"),
            AppError::Unauthorized(_) => (401, "unauthorized"),
            AppError::Forbidden(_) => (403, "forbidden"),
            AppError::Conflict(_) => (409, "conflict"),
            AppError::Misdirected(_) => (421, "misdirected-request"),
            AppError::TooManyRequests(_) | AppError::Throttled(..) => (429, "too-many-requests"),
            AppError::TooLarge(_) => (413, "payload-too-large"),
            AppError::UnsupportedMediaType(_) => (415, "unsupported-media-type"),
            AppError::Unavailable(_) => (503, "unavailable"),
            AppError::Internal(_) | AppError::InLanguage(..) => (500, "internal"),
        };
        let (field, action_index, rule) = match self {
            AppError::Hand(e, edition) => (
                e.field.clone(),
                e.action_index,
                e.rule.map(|k| rule_of(k, *edition, lang)),
            ),
            AppError::Unprocessable { field, .. } => (field.clone(), None, None),
            _ => (None, None, None),
        };
        let render = |m: &Message| text::render(m, lang, Edition::E2024);
        let detail = match self {
            AppError::Hand(e, edition) => match &e.field {
                Some(field) => text::render(
                    &WebText::AtField {
                        field: field.clone(),
                        problem: e.reason.clone(),
                    }
                    .into(),
                    lang,
                    *edition,
                ),
                None => e.describe(lang, *edition),
            },
            AppError::BadRequest(m)
            | AppError::NotFound(m)
            | AppError::Conflict(m)
            | AppError::Unauthorized(m)
            | AppError::Forbidden(m)
            | AppError::Misdirected(m)
            | AppError::TooLarge(m)
            | AppError::UnsupportedMediaType(m)
            | AppError::Unavailable(m)
            | AppError::Throttled(m, _)
            | AppError::Unprocessable { detail: m, .. } => render(m),
            AppError::MethodNotAllowed => render(&WebText::MethodNotAllowed.into()),
            AppError::TooManyRequests(seconds) => {
                render(&WebText::RateLimited { seconds: *seconds }.into())
            }
            AppError::Internal(_) | AppError::InLanguage(..) => render(&WebText::Internal.into()),
        };
        Problem {
            kind: format!("urn:floorcall:problem:{slug}"),
            title: render(&WebText::Title { kind: slug }.into()),
            status,
            detail,
            field,
            action_index,
            rule,
        }
    }
}

fn rule_of(k: RuleKey, edition: Edition, lang: Language) -> ProblemRule {
    let e = entry(k);
    ProblemRule {
        key: e.slug.to_string(),
        edition: edition.as_str().to_string(),
        number: e.number(edition).map(String::from),
        title: floorcall_engine::text::title(k, lang),
    }
}

impl From<crate::store::StoreError> for AppError {
    fn from(e: crate::store::StoreError) -> AppError {
        use crate::store::StoreError;
        match e {
            StoreError::KeyReused => AppError::Conflict(WebText::KeyReused.into()),
            StoreError::LastAdmin => AppError::Conflict(WebText::LastAdmin.into()),
            StoreError::NameTaken => AppError::Conflict(WebText::NameTaken.into()),
            StoreError::Unavailable(cause) => {
                AppError::Unavailable(WebText::LogUnavailable { cause }.into())
            }
        }
    }
}

/// The error behind a problem response, for the i18n module's `localize` to write in the
/// request's language.
#[derive(Debug, Clone)]
pub(crate) struct ProblemSource(std::sync::Arc<AppError>);

impl ProblemSource {
    /// The error a response was made from, taken out of it (none for other answers).
    pub(crate) fn take(r: &mut Response) -> Option<std::sync::Arc<AppError>> {
        r.extensions_mut().remove::<ProblemSource>().map(|p| p.0)
    }
}

impl IntoResponse for AppError {
    fn into_response(self) -> Response {
        if let AppError::Internal(cause) = &self {
            tracing::error!(%cause, "internal error");
        }
        let p = self.problem(self.chosen_language().unwrap_or_default());
        if p.status == 503 {
            tracing::warn!(status = p.status, detail = %p.detail, "unavailable");
        }
        let status = StatusCode::from_u16(p.status).unwrap_or(StatusCode::INTERNAL_SERVER_ERROR);
        let mut r = (status, Json(p)).into_response();
        r.headers_mut().insert(
            header::CONTENT_TYPE,
            HeaderValue::from_static("application/problem+json"),
        );
        match &self {
            AppError::Unauthorized(_) => {
                r.headers_mut().insert(
                    header::WWW_AUTHENTICATE,
                    HeaderValue::from_static("Bearer realm=\"floorcall\""),
                );
            }
            AppError::TooManyRequests(seconds) | AppError::Throttled(_, seconds) => {
                r.headers_mut()
                    .insert(header::RETRY_AFTER, HeaderValue::from(*seconds));
            }
            _ => {}
        }
        r.extensions_mut()
            .insert(ProblemSource(std::sync::Arc::new(self)));
        r
    }
}

pub(crate) type Result<T, E = AppError> = std::result::Result<T, E>;
