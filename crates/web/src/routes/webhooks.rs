//! Webhooks: `POST /v1/webhooks` subscribes a URL to events (the signing secret is in the
//! answer, once), `GET /v1/webhooks` lists the subscriptions with their deliveries counted,
//! `GET /v1/webhooks/{id}/deliveries` shows each delivery and failure, `DELETE
//! /v1/webhooks/{id}` removes one. Admins only. Delivery: `crate::webhooks`.

use super::keys::actor_of;
use crate::extract::{AppJson, JsonBody};
use crate::problem::{AppError, BodyProblems, LogProblems, Problem};
use crate::role::Caller;
use crate::state::AppState;
use crate::store::outbox::{self, Delivery, Webhook};
use crate::text::WebText;
use axum::extract::{Path, State};
use axum::http::StatusCode;
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

/// A subscription to make.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub(crate) struct WebhookRequest {
    /// Where to POST the events: `https://…`, or `http://` to a loopback address.
    #[schema(min_length = 1, max_length = 2000)]
    pub(crate) url: String,
    /// The events: `ruling.created`, `ruling.final`, `penalty.upheld`, `incident.created`,
    /// `incident.signed_off` (at least one).
    #[schema(min_items = 1)]
    pub(crate) events: Vec<String>,
}

/// A new subscription, with the secret its deliveries are signed with (shown once).
#[derive(Debug, Serialize, ToSchema)]
pub(crate) struct NewWebhook {
    pub(crate) webhook: Webhook,
    /// HMAC-SHA256 key of `Floorcall-Signature` (`t=<unix s>,v1=<hex of HMAC(t "." body)>`).
    pub(crate) secret: String,
}

/// Subscribe a URL to the log's events. Each event is POSTed as JSON, signed, retried with
/// back-off until a 2xx, with an id (`Floorcall-Event-Id`) to drop duplicates by.
#[utoipa::path(post, path = "/v1/webhooks", operation_id = "createWebhook", tag = "webhooks",
    request_body(content = WebhookRequest, example = json!({"url": "https://casino.example/floorcall", "events": ["ruling.final", "penalty.upheld"]})),
    responses(
        (status = 201, description = "The subscription and its secret, shown once", body = NewWebhook),
        BodyProblems,
        LogProblems,
        (status = 404, description = "The log is off", body = Problem, content_type = "application/problem+json")
    ))]
pub(crate) async fn create(
    State(s): State<AppState>,
    caller: Option<axum::Extension<Caller>>,
    JsonBody { value: req, .. }: JsonBody<WebhookRequest>,
) -> Result<(StatusCode, AppJson<NewWebhook>), AppError> {
    if req.url.chars().count() > 2000 || !crate::webhooks::allowed_url(&req.url) {
        return Err(AppError::Unprocessable {
            detail: WebText::WebhookUrl.into(),
            field: Some("url".into()),
        });
    }
    let mut events: Vec<String> = Vec::new();
    for e in &req.events {
        if !outbox::events().contains(&e.as_str()) {
            return Err(AppError::Unprocessable {
                detail: WebText::UnknownVariant {
                    value: e.clone(),
                    expected: outbox::events().join(", "),
                }
                .into(),
                field: Some("events".into()),
            });
        }
        if !events.contains(e) {
            events.push(e.clone());
        }
    }
    if events.is_empty() {
        return Err(AppError::Unprocessable {
            detail: WebText::MissingField {
                name: "events".into(),
            }
            .into(),
            field: Some("events".into()),
        });
    }
    if !s.store.enabled() {
        return Err(AppError::NotFound(WebText::LogOff.into()));
    }
    let secret = crate::secret::new_token("whsec").map_err(AppError::Internal)?;
    let by = actor_of(&caller);
    let webhook = s
        .store
        .outbox()
        .add_webhook(&s.new_id(), &req.url, &secret, &events, Some(by.label()))
        .await?;
    tracing::info!(target: "floorcall::access", webhook = %webhook.id, url = %webhook.url, by = %by.label(), "webhook created");
    Ok((StatusCode::CREATED, AppJson(NewWebhook { webhook, secret })))
}

/// The subscriptions, removed ones included, with their deliveries counted.
#[utoipa::path(get, path = "/v1/webhooks", operation_id = "listWebhooks", tag = "webhooks",
    responses(
        (status = 200, description = "The subscriptions", body = [Webhook]),
        LogProblems
    ))]
pub(crate) async fn list(State(s): State<AppState>) -> Result<AppJson<Vec<Webhook>>, AppError> {
    if !s.store.enabled() {
        return Ok(AppJson(Vec::new()));
    }
    Ok(AppJson(s.store.outbox().webhooks().await?))
}

/// A subscription's deliveries, newest first: each attempt's count, last status and error.
#[utoipa::path(get, path = "/v1/webhooks/{id}/deliveries", operation_id = "webhookDeliveries", tag = "webhooks",
    params(("id" = String, Path, description = "The subscription's id")),
    responses(
        (status = 200, description = "The deliveries", body = [Delivery]),
        LogProblems,
        (status = 404, description = "No such subscription", body = Problem, content_type = "application/problem+json")
    ))]
pub(crate) async fn deliveries(
    State(s): State<AppState>,
    Path(id): Path<String>,
) -> Result<AppJson<Vec<Delivery>>, AppError> {
    if !s.store.enabled()
        || !s
            .store
            .outbox()
            .webhooks()
            .await?
            .iter()
            .any(|w| w.id == id)
    {
        return Err(AppError::NotFound(WebText::NoWebhook { id }.into()));
    }
    Ok(AppJson(s.store.outbox().deliveries(&id, 1000).await?))
}

/// Remove a subscription: nothing more is sent to it (its pending deliveries are dropped).
#[utoipa::path(delete, path = "/v1/webhooks/{id}", operation_id = "removeWebhook", tag = "webhooks",
    params(("id" = String, Path, description = "The subscription's id")),
    responses(
        (status = 204, description = "Removed"),
        LogProblems,
        (status = 404, description = "No such subscription", body = Problem, content_type = "application/problem+json")
    ))]
pub(crate) async fn remove(
    State(s): State<AppState>,
    Path(id): Path<String>,
) -> Result<StatusCode, AppError> {
    if !s.store.enabled() || !s.store.outbox().remove_webhook(&id).await? {
        return Err(AppError::NotFound(WebText::NoWebhook { id }.into()));
    }
    Ok(StatusCode::NO_CONTENT)
}
