//! Problem details (RFC 9457): every 4xx and 5xx answer is `application/problem+json`.

use axum::Json;
use axum::body::Bytes;
use axum::extract::{FromRequest, Request};
use axum::http::{HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Response};
use floorcall_engine::HandError;
use floorcall_engine::error::ErrorKind;
use floorcall_engine::lang::Language;
use floorcall_engine::rules::{Edition, RuleKey, entry};
use floorcall_engine::text::{Message, Reason};
use serde::Serialize;
use utoipa::ToSchema;

/// A problem document.
#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct Problem {
    /// A URI naming the kind of problem.
    #[serde(rename = "type")]
    pub kind: String,
    /// The kind of problem, in the request's language (`Content-Language`).
    pub title: String,
    pub status: u16,
    /// What is wrong, in the request's language.
    pub detail: String,
    /// The field at fault, as a JSON path (`hand.actions[3].to`).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub field: Option<String>,
    /// For a bad hand: the index in `hand.actions` of the offending action.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub action_index: Option<usize>,
    /// The rule the action breaks, where one does.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub rule: Option<ProblemRule>,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct ProblemRule {
    pub key: String,
    pub edition: String,
    pub number: Option<String>,
    pub title: String,
}

/// Errors of the service, each with its status and what is wrong, in words any language
/// renders (the problem's `title` and `detail` follow the request's language: see
/// [`localize`]).
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

floorcall_engine::messages! {
    /// The words of the service's own problems (messages `web-*` in the engine's `.ftl` files).
    pub enum WebText {
        /// A problem's title, by kind (`bad-request`, `invalid-field`, …).
        Title { kind: choice } = "web-title",
        /// Text from a library, with no translation (kept as is).
        Raw { text: verbatim } = "web-raw",
        /// The body is not JSON.
        NotJson { detail: text } = "web-not-json",
        /// A field at fault and what is wrong with it.
        AtField { field: verbatim, problem: text } = "web-at-field",
        /// A field no schema has.
        UnknownField { name: verbatim, expected: verbatim } = "web-unknown-field",
        /// A required field is missing.
        MissingField { name: verbatim } = "web-missing-field",
        /// A value outside a closed set.
        UnknownVariant { value: verbatim, expected: verbatim } = "web-unknown-variant",
        /// A value of the wrong type.
        InvalidType { found: verbatim, expected: verbatim } = "web-invalid-type",
        /// A value out of range.
        InvalidValue { found: verbatim, expected: verbatim } = "web-invalid-value",
        /// A query string that does not parse.
        BadQuery { problem: text } = "web-bad-query",
        /// Not JSON content.
        SendJson = "web-send-json",
        /// Over the body limit.
        BodyTooLarge = "web-body-too-large",
        /// The log cannot be reached.
        LogUnavailable { cause: verbatim } = "web-log-unavailable",
        /// An idempotency key reused with another request.
        KeyReused = "web-key-reused",
        /// No route.
        NoSuchPath { path: verbatim } = "web-no-such-path",
        /// No rule with the key.
        NoRule { key: verbatim } = "web-no-rule",
        /// No ruling with the id.
        NoRuling { id: verbatim } = "web-no-ruling",
        /// The log is off.
        LogOff = "web-log-off",
        /// A final word's note over 4000 characters.
        NoteTooLong = "web-note-too-long",
        /// An idempotency key with other than visible ASCII.
        KeyNotAscii = "web-key-not-ascii",
        /// An idempotency key of the wrong length.
        KeyLength = "web-key-length",
        /// A time parameter that is not a time.
        NotATime { name: verbatim, value: verbatim } = "web-not-a-time",
        /// A limit out of range.
        LimitRange = "web-limit-range",
        /// The server is shutting down.
        ShuttingDown = "web-shutting-down",
        /// A request over the time limit.
        Timeout { seconds: num } = "web-timeout",
        /// An unexpected error (logged).
        Internal = "web-internal",
        /// A method the path does not allow.
        MethodNotAllowed = "web-method-not-allowed",
        /// A hand history text with no hand.
        NoHandInText = "web-no-hand-in-text",
        /// A `Host` not on the allow-list.
        HostNotAllowed { host: verbatim } = "web-host-not-allowed",
        /// No `Authorization: Bearer` key where one is needed.
        NoKey = "web-no-key",
        /// A key unknown or revoked.
        BadKey = "web-bad-key",
        /// A key whose role is below the operation's.
        RoleNeeded { role: verbatim, have: verbatim } = "web-role-needed",
        /// Over the key's rate.
        RateLimited { seconds: num } = "web-rate-limited",
        /// A ruling request larger than the log stores.
        StoredRequestTooLarge { limit: num } = "web-stored-request-too-large",
        /// A text field over its length.
        AtMostChars { count: num } = "web-at-most-chars",
        /// No API key with the id.
        NoApiKey { id: verbatim } = "web-no-api-key",
        /// A key name of the wrong length.
        KeyName = "web-key-name",
    }
}

/// What serde said about a body or query, in words any language renders: unknown and missing
/// fields, closed sets and types are recognised; anything else is kept as serde wrote it.
pub fn serde_problem(full: &str) -> Message {
    let text = match full.rfind(" at line ") {
        Some(i) if full[i..].contains(" column ") => &full[..i],
        _ => full,
    };
    let quoted = |s: &str| s.trim().trim_matches('`').to_string();
    if let Some(rest) = text.strip_prefix("unknown field ")
        && let Some((name, expected)) = rest.split_once(", expected ")
    {
        return WebText::UnknownField {
            name: quoted(name),
            expected: expected.trim_start_matches("one of ").to_string(),
        }
        .into();
    }
    if let Some(rest) = text.strip_prefix("unknown field ") {
        return WebText::UnknownField {
            name: quoted(rest.split(',').next().unwrap_or(rest)),
            expected: String::new(),
        }
        .into();
    }
    if let Some(rest) = text.strip_prefix("missing field ") {
        return WebText::MissingField { name: quoted(rest) }.into();
    }
    if let Some(rest) = text.strip_prefix("unknown variant ")
        && let Some((value, expected)) = rest.split_once(", expected ")
    {
        return WebText::UnknownVariant {
            value: quoted(value),
            expected: expected.trim_start_matches("one of ").to_string(),
        }
        .into();
    }
    for (prefix, invalid_type) in [("invalid type: ", true), ("invalid value: ", false)] {
        if let Some(rest) = text.strip_prefix(prefix)
            && let Some((found, expected)) = rest.split_once(", expected ")
        {
            let (found, expected) = (found.to_string(), expected.to_string());
            return if invalid_type {
                WebText::InvalidType { found, expected }.into()
            } else {
                WebText::InvalidValue { found, expected }.into()
            };
        }
    }
    WebText::Raw {
        text: full.to_string(),
    }
    .into()
}

impl AppError {
    /// An error about the hand or the dispute, cited in an edition.
    pub fn hand(e: HandError, edition: Edition) -> AppError {
        AppError::Hand(e, edition)
    }

    /// The same error, to be written in `lang` whatever `Accept-Language` says.
    pub fn in_language(self, lang: Language) -> AppError {
        AppError::InLanguage(Box::new(self), lang)
    }

    /// The language the request chose for this error, if it did.
    fn chosen_language(&self) -> Option<Language> {
        match self {
            AppError::InLanguage(_, lang) => Some(*lang),
            _ => None,
        }
    }

    /// The problem document, in a language.
    pub fn problem(&self, lang: Language) -> Problem {
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
            AppError::TooManyRequests(_) => (429, "too-many-requests"),
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
        let render = |m: &Message| m.render(lang, Edition::E2024);
        let detail = match self {
            AppError::Hand(e, edition) => match &e.field {
                Some(field) => WebText::AtField {
                    field: field.clone(),
                    problem: e.reason.clone(),
                }
                .message()
                .render(lang, *edition),
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
            StoreError::Unavailable(cause) => {
                AppError::Unavailable(WebText::LogUnavailable { cause }.into())
            }
        }
    }
}

/// The error behind a problem response, for [`localize`] to write in the request's language.
#[derive(Debug, Clone)]
struct ProblemSource(std::sync::Arc<AppError>);

impl IntoResponse for AppError {
    fn into_response(self) -> Response {
        if let AppError::Internal(cause) = &self {
            tracing::error!(%cause, "internal error");
        }
        let p = self.problem(self.chosen_language().unwrap_or_default());
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
            AppError::TooManyRequests(seconds) => {
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

/// Middleware: a problem is written in the language the request chose (its body's
/// `language`), else `Accept-Language`, else English, and says so (`Content-Language`,
/// `Vary: Accept-Language`).
pub async fn localize(req: Request, next: axum::middleware::Next) -> Response {
    let header = req
        .headers()
        .get(header::ACCEPT_LANGUAGE)
        .and_then(|v| v.to_str().ok())
        .and_then(Language::from_accept_language);
    let mut r = next.run(req).await;
    let Some(ProblemSource(err)) = r.extensions_mut().remove::<ProblemSource>() else {
        return r;
    };
    let lang = err.chosen_language().or(header).unwrap_or_default();
    if lang != Language::En {
        let body = serde_json::to_vec(&err.problem(lang)).unwrap_or_default();
        r.headers_mut().remove(header::CONTENT_LENGTH);
        *r.body_mut() = axum::body::Body::from(body);
    }
    crate::routes::in_language(r, lang)
}

/// A response body as JSON.
#[derive(Debug)]
pub struct AppJson<T>(pub T);

impl<T: Serialize> IntoResponse for AppJson<T> {
    fn into_response(self) -> Response {
        Json(self.0).into_response()
    }
}

/// A JSON request body parsed into `T`, with the raw bytes. Its rejections are problem
/// documents: 415 without a JSON content type, 413 over the body limit, 400 for bytes that
/// are not JSON, 422 naming the field for JSON of the wrong shape.
#[derive(Debug)]
pub struct JsonBody<T> {
    pub value: T,
    pub raw: Bytes,
}

impl<T: serde::de::DeserializeOwned + Send + 'static, S: Send + Sync> FromRequest<S>
    for JsonBody<T>
{
    type Rejection = AppError;

    async fn from_request(req: Request, state: &S) -> Result<Self> {
        let json_type = req
            .headers()
            .get(header::CONTENT_TYPE)
            .and_then(|v| v.to_str().ok())
            .and_then(|v| v.split(';').next())
            .is_some_and(|m| {
                let m = m.trim().to_ascii_lowercase();
                m == "application/json" || (m.starts_with("application/") && m.ends_with("+json"))
            });
        if !json_type {
            return Err(AppError::UnsupportedMediaType(WebText::SendJson.into()));
        }
        let raw = Bytes::from_request(req, state).await.map_err(|e| {
            if e.status() == StatusCode::PAYLOAD_TOO_LARGE {
                AppError::TooLarge(WebText::BodyTooLarge.into())
            } else {
                AppError::BadRequest(
                    WebText::Raw {
                        text: e.body_text(),
                    }
                    .into(),
                )
            }
        })?;
        // The plain parser on the happy path; tracking the field path costs about as much as
        // parsing itself, so it runs only to explain a body that failed. A large body is
        // parsed off the async workers.
        crate::heavy::run(raw.len(), move || match serde_json::from_slice::<T>(&raw) {
            Ok(value) => Ok(JsonBody { value, raw }),
            Err(plain) => Err(explain::<T>(&raw, plain)),
        })
        .await
    }
}

/// The problem for a body that did not parse: 400 for bytes that are not JSON, 422 naming the
/// field for JSON of the wrong shape.
fn explain<T: serde::de::DeserializeOwned>(raw: &[u8], plain: serde_json::Error) -> AppError {
    let mut de = serde_json::Deserializer::from_slice(raw);
    let tracked: std::result::Result<T, AppError> = serde_path_to_error::deserialize(&mut de)
        .map_err(|e| {
            let inner = e.inner();
            if inner.is_syntax() || inner.is_eof() {
                return AppError::BadRequest(
                    WebText::NotJson {
                        detail: serde_problem(&inner.to_string()),
                    }
                    .into(),
                );
            }
            let path = e.path().to_string();
            let field = (path != ".").then_some(path);
            let problem = serde_problem(&inner.to_string());
            AppError::Unprocessable {
                detail: match &field {
                    Some(f) => WebText::AtField {
                        field: f.clone(),
                        problem,
                    }
                    .into(),
                    None => problem,
                },
                field,
            }
        });
    match tracked {
        Err(problem) => problem,
        // Parsed with the path tracked but not without: the rest of the bytes is at fault.
        Ok(_) => match de.end() {
            Err(e) => AppError::BadRequest(
                WebText::NotJson {
                    detail: serde_problem(&e.to_string()),
                }
                .into(),
            ),
            Ok(()) => AppError::BadRequest(
                WebText::NotJson {
                    detail: serde_problem(&plain.to_string()),
                }
                .into(),
            ),
        },
    }
}

pub type Result<T, E = AppError> = std::result::Result<T, E>;

/// Deserialize JSON with the path of the field at fault in the error.
pub fn from_value<T: serde::de::DeserializeOwned>(v: serde_json::Value, prefix: &str) -> Result<T> {
    serde_path_to_error::deserialize(v).map_err(|e| {
        let path = e.path().to_string();
        let field = if path == "." || path.is_empty() {
            prefix.trim_end_matches('.').to_string()
        } else if prefix.is_empty() {
            path
        } else {
            format!("{prefix}{path}")
        };
        AppError::Unprocessable {
            detail: WebText::AtField {
                field: field.clone(),
                problem: serde_problem(&e.inner().to_string()),
            }
            .into(),
            field: Some(field),
        }
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use floorcall_engine::text::variables;

    #[test]
    fn every_web_message_is_in_every_language_with_only_its_arguments() {
        for lang in Language::ALL {
            let file = variables(lang);
            for spec in WebText::SPECS {
                let Some((_, vars)) = file.iter().find(|(id, _)| *id == spec.id) else {
                    panic!("{} is missing in {}.ftl", spec.id, lang.code());
                };
                for v in vars {
                    assert!(
                        spec.args.iter().any(|(name, _)| name == v),
                        "{}.ftl: {} uses ${v}",
                        lang.code(),
                        spec.id
                    );
                }
            }
            for (id, _) in file.iter().filter(|(id, _)| id.starts_with("web-")) {
                assert!(
                    WebText::SPECS.iter().any(|s| s.id == *id),
                    "{}.ftl: {id} is no WebText message",
                    lang.code()
                );
            }
        }
    }

    #[test]
    fn serde_messages_are_read_into_words_for_every_language() {
        let m = serde_problem(
            "unknown field `editon`, expected one of `edition`, `language` at line 1 column 12",
        );
        assert_eq!(
            m.render(Language::En, Edition::E2024),
            "unknown field `editon`, expected one of `edition`, `language`"
        );
        assert_eq!(
            m.render(Language::Pt, Edition::E2024),
            "campo desconhecido `editon`; os campos possíveis são `edition`, `language`"
        );
        let m = serde_problem("missing field `dispute`");
        assert_eq!(
            m.render(Language::Es, Edition::E2024),
            "falta el campo `dispute`"
        );
        let m = serde_problem("unknown variant `2022`, expected `2024` or `2026`");
        assert!(
            m.render(Language::Pt, Edition::E2024)
                .starts_with("valor desconhecido `2022`")
        );
        // Anything else is kept as serde wrote it, location included.
        let m = serde_problem("expected value at line 1 column 1");
        assert_eq!(
            m.render(Language::Es, Edition::E2024),
            "expected value at line 1 column 1"
        );
    }
}
