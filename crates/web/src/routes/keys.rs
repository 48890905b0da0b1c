//! API keys: `POST /v1/keys` creates one (the key is in the answer, once), `GET /v1/keys`
//! lists them, `DELETE /v1/keys/{id}` revokes one at once. Admin role only; the same from the
//! command line with `floorcall keys`.

use crate::AppState;
use crate::extract::{AppJson, JsonBody};
use crate::problem::{AppError, BodyProblems, LogProblems, Problem};
use crate::role::Role;
use crate::store::keys::{ApiKey, NewKey};
use crate::text::WebText;
use axum::extract::{Path, State};
use axum::http::StatusCode;
use serde::Deserialize;
use utoipa::ToSchema;

/// A key to create.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct KeyRequest {
    /// Who or what will hold it (`tablet-12`), 1 to 100 characters.
    #[schema(min_length = 1, max_length = 100)]
    pub name: String,
    pub role: Role,
}

/// Check a key's name: 1 to 100 characters, not blank.
pub fn check_name(name: &str) -> Result<(), AppError> {
    let n = name.trim().chars().count();
    if n == 0 || name.chars().count() > 100 {
        return Err(AppError::Unprocessable {
            detail: WebText::KeyName.into(),
            field: Some("name".into()),
        });
    }
    Ok(())
}

/// Create an API key. The key itself is in this answer only: it is stored as a hash.
#[utoipa::path(post, path = "/v1/keys", operation_id = "createKey", tag = "keys",
    request_body(content = KeyRequest, example = json!({"name": "tablet-12", "role": "floor"})),
    responses(
        (status = 201, description = "The key, shown once", body = NewKey),
        BodyProblems,
        LogProblems,
        (status = 404, description = "The log is off: no keys", body = Problem, content_type = "application/problem+json")
    ))]
pub async fn create(
    State(s): State<AppState>,
    JsonBody { value: req, .. }: JsonBody<KeyRequest>,
) -> Result<(StatusCode, AppJson<NewKey>), AppError> {
    check_name(&req.name)?;
    if !s.store.enabled() {
        return Err(AppError::NotFound(WebText::LogOff.into()));
    }
    let key = s
        .store
        .create_key(s.new_id(), req.name.trim(), req.role)
        .await?;
    tracing::info!(target: "floorcall::access", key_id = %key.key.id, name = %key.key.name, role = key.key.role.as_str(), "key created");
    Ok((StatusCode::CREATED, AppJson(key)))
}

/// The API keys, oldest first, revoked ones included (never the keys themselves).
#[utoipa::path(get, path = "/v1/keys", operation_id = "listKeys", tag = "keys",
    responses(
        (status = 200, description = "The keys", body = [ApiKey]),
        LogProblems
    ))]
pub async fn list(State(s): State<AppState>) -> Result<AppJson<Vec<ApiKey>>, AppError> {
    if !s.store.enabled() {
        return Ok(AppJson(Vec::new()));
    }
    Ok(AppJson(s.store.list_keys().await?))
}

/// Revoke an API key (by id, or by name when one active key has it): refused from the next
/// request on, by every server sharing the log.
#[utoipa::path(delete, path = "/v1/keys/{id}", operation_id = "revokeKey", tag = "keys",
    params(("id" = String, Path, description = "The key's id, or its name")),
    responses(
        (status = 200, description = "The key, revoked", body = ApiKey),
        LogProblems,
        (status = 404, description = "No such key", body = Problem, content_type = "application/problem+json")
    ))]
pub async fn revoke(
    State(s): State<AppState>,
    Path(id): Path<String>,
) -> Result<AppJson<ApiKey>, AppError> {
    if !s.store.enabled() {
        return Err(AppError::NotFound(WebText::NoApiKey { id }.into()));
    }
    match s.store.revoke_key(&id).await? {
        Some(k) => {
            tracing::info!(target: "floorcall::access", key_id = %k.id, name = %k.name, "key revoked");
            Ok(AppJson(k))
        }
        None => Err(AppError::NotFound(WebText::NoApiKey { id }.into())),
    }
}
