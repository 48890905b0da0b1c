//! JSON in and out: the body extractor whose rejections are problem documents, JSON values
//! read with the path of the field at fault, the words for a query string that did not
//! parse, and the JSON answer.

use crate::problem::{AppError, Result};
use crate::text::{WebText, serde_problem};
use axum::Json;
use axum::body::Bytes;
use axum::extract::{FromRequest, Request};
use axum::http::{StatusCode, header};
use axum::response::{IntoResponse, Response};
use floorcall_engine::text::Message;
use serde::Serialize;

/// A response body as JSON.
#[derive(Debug)]
pub(crate) struct AppJson<T>(pub T);

impl<T: Serialize> IntoResponse for AppJson<T> {
    fn into_response(self) -> Response {
        Json(self.0).into_response()
    }
}

/// A JSON request body parsed into `T`, with the raw bytes. Its rejections are problem
/// documents: 415 without a JSON content type, 413 over the body limit, 400 for bytes that
/// are not JSON, 422 naming the field for JSON of the wrong shape.
#[derive(Debug)]
pub(crate) struct JsonBody<T> {
    pub(crate) value: T,
    pub(crate) raw: Bytes,
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

/// Deserialize JSON with the path of the field at fault in the error.
pub(crate) fn from_value<T: serde::de::DeserializeOwned>(
    v: serde_json::Value,
    prefix: &str,
) -> Result<T> {
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

/// What a query string that did not parse is missing, in words any language renders.
pub(crate) fn query_problem(e: &axum::extract::rejection::QueryRejection) -> Message {
    let text = e.body_text();
    let inner = text
        .strip_prefix("Failed to deserialize query string: ")
        .unwrap_or(&text);
    WebText::BadQuery {
        problem: serde_problem(inner),
    }
    .into()
}
