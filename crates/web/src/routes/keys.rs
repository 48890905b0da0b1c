//! API keys: `POST /v1/keys` creates one (the key is in the answer, once; optionally
//! expiring), `GET /v1/keys` lists them, `POST /v1/keys/{id}/rotate` replaces one with a new
//! key, `DELETE /v1/keys/{id}` revokes one at once (never the last admin credential: 409).
//! Admin role only; each change records who made it. The same from the command line with
//! `floorcall keys`.

use crate::extract::{AppJson, JsonBody};
use crate::problem::{AppError, BodyProblems, LogProblems, Problem};
use crate::role::{Actor, Caller, Role};
use crate::state::AppState;
use crate::store::keys::{ApiKey, NewKey};
use crate::store::{now_ms, parse_rfc3339};
use crate::text::WebText;
use axum::extract::{Path, State};
use axum::http::StatusCode;
use serde::Deserialize;
use utoipa::ToSchema;

/// A key to create.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub(crate) struct KeyRequest {
    /// Who or what will hold it (`tablet-12`), 1 to 100 characters.
    #[schema(min_length = 1, max_length = 100)]
    pub(crate) name: String,
    pub(crate) role: Role,
    /// Days until the key stops working, 1 to 3650 (none: it works until revoked).
    #[serde(default)]
    #[schema(minimum = 1, maximum = 3650)]
    pub(crate) expires_in_days: Option<i64>,
}

/// The record of who made a change: the caller, or the command line.
pub(crate) fn actor_of(caller: &Option<axum::Extension<Caller>>) -> Actor {
    match caller {
        Some(c) => c.0.actor(),
        None => Actor {
            kind: crate::role::ActorKind::Anonymous,
            id: String::new(),
            name: "-".into(),
        },
    }
}

/// An expiry in days from now, checked (1 to 3650).
pub fn expiry(days: Option<i64>) -> Result<Option<i64>, AppError> {
    match days {
        None => Ok(None),
        Some(d) if (1..=3650).contains(&d) => Ok(Some(now_ms() + d * 86_400_000)),
        Some(_) => Err(AppError::Unprocessable {
            detail: WebText::ExpiresRange.into(),
            field: Some("expires_in_days".into()),
        }),
    }
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
pub(crate) async fn create(
    State(s): State<AppState>,
    caller: Option<axum::Extension<Caller>>,
    JsonBody { value: req, .. }: JsonBody<KeyRequest>,
) -> Result<(StatusCode, AppJson<NewKey>), AppError> {
    check_name(&req.name)?;
    let expires = expiry(req.expires_in_days)?;
    if !s.store.enabled() {
        return Err(AppError::NotFound(WebText::LogOff.into()));
    }
    let by = actor_of(&caller);
    let key = s
        .store
        .keys()
        .create_key(s.new_id(), req.name.trim(), req.role, expires, &by)
        .await?;
    tracing::info!(target: "floorcall::access", key_id = %key.key.id, name = %key.key.name, role = key.key.role.as_str(), by = %by.label(), "key created");
    Ok((StatusCode::CREATED, AppJson(key)))
}

/// The API keys, oldest first, revoked ones included (never the keys themselves).
#[utoipa::path(get, path = "/v1/keys", operation_id = "listKeys", tag = "keys",
    responses(
        (status = 200, description = "The keys", body = [ApiKey]),
        LogProblems
    ))]
pub(crate) async fn list(State(s): State<AppState>) -> Result<AppJson<Vec<ApiKey>>, AppError> {
    if !s.store.enabled() {
        return Ok(AppJson(Vec::new()));
    }
    Ok(AppJson(s.store.keys().list_keys().await?))
}

/// Revoke an API key (by id, or by name when one active key has it): refused from the next
/// request on, by every server sharing the log. The last active admin credential is not
/// revoked (409): make another first.
#[utoipa::path(delete, path = "/v1/keys/{id}", operation_id = "revokeKey", tag = "keys",
    params(("id" = String, Path, description = "The key's id, or its name")),
    responses(
        (status = 200, description = "The key, revoked", body = ApiKey),
        LogProblems,
        (status = 404, description = "No such key", body = Problem, content_type = "application/problem+json"),
        (status = 409, description = "The last active admin credential", body = Problem, content_type = "application/problem+json")
    ))]
pub(crate) async fn revoke(
    State(s): State<AppState>,
    caller: Option<axum::Extension<Caller>>,
    Path(id): Path<String>,
) -> Result<AppJson<ApiKey>, AppError> {
    if !s.store.enabled() {
        return Err(AppError::NotFound(WebText::NoApiKey { id }.into()));
    }
    let by = actor_of(&caller);
    match s.store.keys().revoke_key(&id, &by).await? {
        Some(k) => {
            tracing::info!(target: "floorcall::access", key_id = %k.id, name = %k.name, by = %by.label(), "key revoked");
            Ok(AppJson(k))
        }
        None => Err(AppError::NotFound(WebText::NoApiKey { id }.into())),
    }
}

/// Rotate an API key: a new key (shown once) with the same name and role, and the old one
/// revoked at once. A key that expires gets the same lifetime again.
#[utoipa::path(post, path = "/v1/keys/{id}/rotate", operation_id = "rotateKey", tag = "keys",
    params(("id" = String, Path, description = "The key's id, or its name")),
    responses(
        (status = 201, description = "The new key, shown once", body = NewKey),
        LogProblems,
        (status = 404, description = "No such active key", body = Problem, content_type = "application/problem+json")
    ))]
pub(crate) async fn rotate(
    State(s): State<AppState>,
    caller: Option<axum::Extension<Caller>>,
    Path(id): Path<String>,
) -> Result<(StatusCode, AppJson<NewKey>), AppError> {
    if !s.store.enabled() {
        return Err(AppError::NotFound(WebText::NoApiKey { id }.into()));
    }
    let by = actor_of(&caller);
    let old = s
        .store
        .keys()
        .list_keys()
        .await?
        .into_iter()
        .find(|k| (k.id == id || k.name == id) && k.revoked_at.is_none());
    let expires = old.as_ref().and_then(|k| {
        let made = parse_rfc3339(&k.created_at)?;
        k.expires_ms.map(|e| now_ms() + (e - made).max(0))
    });
    match s
        .store
        .keys()
        .rotate_key(&id, s.new_id(), expires, &by)
        .await?
    {
        Some(k) => {
            tracing::info!(target: "floorcall::access", key_id = %k.key.id, replaced = ?k.key.rotated_from, name = %k.key.name, by = %by.label(), "key rotated");
            Ok((StatusCode::CREATED, AppJson(k)))
        }
        None => Err(AppError::NotFound(WebText::NoApiKey { id }.into())),
    }
}
