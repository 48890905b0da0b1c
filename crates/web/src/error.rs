//! Problem details (RFC 9457): every 4xx and 5xx answer is `application/problem+json`.

use axum::Json;
use axum::body::Bytes;
use axum::extract::{FromRequest, Request};
use axum::http::{HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Response};
use floorcall_engine::HandError;
use floorcall_engine::error::ErrorKind;
use floorcall_engine::rules::{Edition, RuleKey, entry};
use serde::Serialize;
use utoipa::ToSchema;

/// A problem document.
#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct Problem {
    /// A URI naming the kind of problem.
    #[serde(rename = "type")]
    pub kind: String,
    pub title: String,
    pub status: u16,
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

/// Errors of the service, each with its status.
#[derive(Debug, thiserror::Error)]
pub enum AppError {
    /// 400: the body is not JSON, or not the right JSON shape.
    #[error("{0}")]
    BadRequest(String),
    /// 422 (or 400): a field is missing, of the wrong type or out of range.
    #[error("{detail}")]
    Unprocessable {
        detail: String,
        field: Option<String>,
    },
    /// 422: the hand or the dispute is wrong (names the field, action and rule).
    #[error("{0}")]
    Hand(HandError, Edition),
    /// 404
    #[error("{0}")]
    NotFound(String),
    /// 405
    #[error("method not allowed")]
    MethodNotAllowed,
    /// 409: an Idempotency-Key reused with another request.
    #[error("{0}")]
    Conflict(String),
    /// 413
    #[error("{0}")]
    TooLarge(String),
    /// 415
    #[error("{0}")]
    UnsupportedMediaType(String),
    /// 503: shutting down, timed out, or the rulings log is unavailable.
    #[error("{0}")]
    Unavailable(String),
    /// 500: a bug; the cause is logged, never returned.
    #[error("internal error")]
    Internal(String),
}

impl AppError {
    pub fn hand(e: HandError, edition: Edition) -> AppError {
        AppError::Hand(e, edition)
    }

    pub fn problem(&self) -> Problem {
        let (status, slug, title) = match self {
            AppError::BadRequest(_) => (400, "bad-request", "Malformed request"),
            AppError::Unprocessable { .. } => (422, "invalid-field", "Invalid field"),
            AppError::Hand(e, _) => match e.kind {
                ErrorKind::Invalid => (422, "invalid-hand", "Invalid hand or dispute"),
                ErrorKind::IllegalAction => {
                    (422, "illegal-action", "Impossible action in the hand")
                }
                ErrorKind::Unsupported => (422, "unsupported", "Not supported"),
                ErrorKind::DisputeMismatch => {
                    (422, "dispute-mismatch", "The dispute does not fit the hand")
                }
            },
            AppError::NotFound(_) => (404, "not-found", "Not found"),
            AppError::MethodNotAllowed => (405, "method-not-allowed", "Method not allowed"),
            AppError::Conflict(_) => (409, "conflict", "Conflict"),
            AppError::TooLarge(_) => (413, "payload-too-large", "Request body too large"),
            AppError::UnsupportedMediaType(_) => {
                (415, "unsupported-media-type", "Unsupported media type")
            }
            AppError::Unavailable(_) => (503, "unavailable", "Service unavailable"),
            AppError::Internal(_) => (500, "internal", "Internal error"),
        };
        let (field, action_index, rule) = match self {
            AppError::Hand(e, edition) => (
                e.field.clone(),
                e.action_index,
                e.rule.map(|k| rule_of(k, *edition)),
            ),
            AppError::Unprocessable { field, .. } => (field.clone(), None, None),
            _ => (None, None, None),
        };
        let detail = match self {
            AppError::Internal(_) => "an unexpected error occurred; it has been logged".to_string(),
            AppError::MethodNotAllowed => "this method is not allowed on this path".to_string(),
            other => other.to_string(),
        };
        Problem {
            kind: format!("urn:floorcall:problem:{slug}"),
            title: title.to_string(),
            status,
            detail,
            field,
            action_index,
            rule,
        }
    }
}

fn rule_of(k: RuleKey, edition: Edition) -> ProblemRule {
    let e = entry(k);
    ProblemRule {
        key: e.slug.to_string(),
        edition: edition.as_str().to_string(),
        number: e.number(edition).map(String::from),
        title: floorcall_engine::rules::title(k, floorcall_engine::lang::Language::En),
    }
}

impl From<crate::store::StoreError> for AppError {
    fn from(e: crate::store::StoreError) -> AppError {
        use crate::store::StoreError;
        match e {
            StoreError::KeyReused => AppError::Conflict(e.to_string()),
            StoreError::Unavailable(m) => {
                AppError::Unavailable(format!("the rulings log is unavailable ({m})"))
            }
        }
    }
}

impl IntoResponse for AppError {
    fn into_response(self) -> Response {
        if let AppError::Internal(cause) = &self {
            tracing::error!(%cause, "internal error");
        }
        let p = self.problem();
        let status = StatusCode::from_u16(p.status).unwrap_or(StatusCode::INTERNAL_SERVER_ERROR);
        let mut r = (status, Json(p)).into_response();
        r.headers_mut().insert(
            header::CONTENT_TYPE,
            HeaderValue::from_static("application/problem+json"),
        );
        r
    }
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

impl<T: serde::de::DeserializeOwned, S: Send + Sync> FromRequest<S> for JsonBody<T> {
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
            return Err(AppError::UnsupportedMediaType(
                "send the body as JSON with `Content-Type: application/json`".into(),
            ));
        }
        let raw = Bytes::from_request(req, state).await.map_err(|e| {
            if e.status() == StatusCode::PAYLOAD_TOO_LARGE {
                AppError::TooLarge(e.body_text())
            } else {
                AppError::BadRequest(e.body_text())
            }
        })?;
        // The plain parser on the happy path; tracking the field path costs about as much as
        // parsing itself, so it runs only to explain a body that failed.
        match serde_json::from_slice::<T>(&raw) {
            Ok(value) => Ok(JsonBody { value, raw }),
            Err(plain) => Err(explain::<T>(&raw, plain)),
        }
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
                return AppError::BadRequest(format!("the body is not valid JSON: {inner}"));
            }
            let path = e.path().to_string();
            let field = (path != ".").then_some(path);
            AppError::Unprocessable {
                detail: match &field {
                    Some(f) => format!("{f}: {inner}"),
                    None => inner.to_string(),
                },
                field,
            }
        });
    match tracked {
        Err(problem) => problem,
        // Parsed with the path tracked but not without: the rest of the bytes is at fault.
        Ok(_) => match de.end() {
            Err(e) => AppError::BadRequest(format!("the body is not valid JSON: {e}")),
            Ok(()) => AppError::BadRequest(format!("the body is not valid JSON: {plain}")),
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
            detail: format!("{field}: {}", e.inner()),
            field: Some(field),
        }
    })
}
