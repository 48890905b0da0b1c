//! Signing in as a person: `POST /v1/sessions` with a name and PIN or password opens a
//! short-lived session (its token shown once); `GET /v1/sessions/current` says who the
//! credential is; `DELETE /v1/sessions/current` signs out (refused from the next request on).
//! Wrong PINs lock the account for a while, and bad credentials throttle the address.

use crate::auth::{AuditName, PeerAddr};
use crate::extract::{AppJson, JsonBody};
use crate::problem::{AppError, BodyProblems, LogProblems};
use crate::role::{ActorKind, Caller, Role};
use crate::state::AppState;
use crate::store::staff::{NewSession, SignIn};
use crate::text::WebText;
use axum::extract::State;
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

/// A sign-in.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub(crate) struct SignInRequest {
    /// The person's name, as their account has it (case and spacing aside).
    #[schema(min_length = 1, max_length = 100)]
    pub(crate) name: String,
    /// Their PIN or password.
    #[schema(min_length = 1, max_length = 128)]
    pub(crate) secret: String,
}

/// Sign in: a session for the person, to send as `Authorization: Bearer <token>`. It ends
/// after `--session-hours`, after `--session-idle-minutes` without a request, when signed
/// out, or when the account is disabled. Five wrong PINs in a row lock the account (30 s,
/// doubling to 15 min); bad credentials from one address are throttled.
#[utoipa::path(post, path = "/v1/sessions", operation_id = "signIn", tag = "sessions",
    request_body(content = SignInRequest, example = json!({"name": "Ana Souza", "secret": "482913"})),
    responses(
        (status = 201, description = "Signed in: the session's token, shown once", body = NewSession),
        BodyProblems,
        LogProblems,
        (status = 401, description = "Wrong name or PIN", body = crate::problem::Problem, content_type = "application/problem+json"),
        (status = 429, description = "The account is locked for a while, or the address sent too many bad credentials", body = crate::problem::Problem, content_type = "application/problem+json",
            headers(("Retry-After" = String, description = "Seconds to wait")))
    ))]
pub(crate) async fn sign_in(
    State(s): State<AppState>,
    peer: Option<axum::Extension<PeerAddr>>,
    JsonBody { value: body, .. }: JsonBody<SignInRequest>,
) -> Result<Response, AppError> {
    let peer = peer.map_or(std::net::IpAddr::from([0, 0, 0, 0]), |p| p.0.0.ip());
    let tried: String = body.name.trim().chars().take(100).collect();
    let named = |mut r: Response| {
        r.extensions_mut()
            .insert(AuditName(format!("staff:{tried}")));
        r
    };
    if let Some(wait) = s.strikes.blocked(peer) {
        metrics::counter!("floorcall_sign_in_failures_total", "reason" => "throttled").increment(1);
        return Ok(named(
            AppError::Throttled(WebText::AddressThrottled { seconds: wait }.into(), wait)
                .into_response(),
        ));
    }
    if body.secret.chars().count() > 128 || body.name.chars().count() > 100 {
        return Ok(named(
            AppError::Unauthorized(WebText::BadSignIn.into()).into_response(),
        ));
    }
    if !s.store.enabled() {
        return Ok(named(
            AppError::Unauthorized(WebText::BadSignIn.into()).into_response(),
        ));
    }
    let outcome = s
        .store
        .staff()
        .sign_in(&body.name, &body.secret, s.new_id(), s.settings.sessions)
        .await?;
    Ok(named(match outcome {
        SignIn::Opened(session) => {
            tracing::info!(target: "floorcall::access", session_id = %session.id, staff = %session.staff.name, role = session.staff.role.as_str(), "signed in");
            (StatusCode::CREATED, AppJson(*session)).into_response()
        }
        SignIn::Refused => {
            metrics::counter!("floorcall_sign_in_failures_total", "reason" => "refused")
                .increment(1);
            s.strikes.strike(peer);
            AppError::Unauthorized(WebText::BadSignIn.into()).into_response()
        }
        SignIn::Locked(seconds) => {
            metrics::counter!("floorcall_sign_in_failures_total", "reason" => "locked")
                .increment(1);
            s.strikes.strike(peer);
            AppError::Throttled(WebText::AccountLocked { seconds }.into(), seconds).into_response()
        }
    }))
}

/// Who a credential is.
#[derive(Debug, Serialize, ToSchema)]
pub(crate) struct Whoami {
    /// `key` or `staff` (`anonymous` on a server without credentials).
    pub(crate) kind: ActorKind,
    /// The key's or the account's id.
    #[serde(skip_serializing_if = "String::is_empty")]
    pub(crate) id: String,
    /// The key's name, or the person's.
    pub(crate) name: String,
    /// What it may do.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(crate) role: Option<Role>,
    /// The session's id, for a person signed in.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(crate) session: Option<String>,
}

/// Who the credential of this request is: a person (their session) or a key.
#[utoipa::path(get, path = "/v1/sessions/current", operation_id = "getCurrentSession", tag = "sessions",
    responses(
        (status = 200, description = "Who is calling", body = Whoami),
        LogProblems
    ))]
pub(crate) async fn current(caller: Option<axum::Extension<Caller>>) -> AppJson<Whoami> {
    AppJson(match caller {
        Some(axum::Extension(c)) => Whoami {
            kind: c.kind,
            id: c.id,
            name: c.name,
            role: Some(c.role),
            session: c.session,
        },
        None => Whoami {
            kind: ActorKind::Anonymous,
            id: String::new(),
            name: "-".into(),
            role: None,
            session: None,
        },
    })
}

/// Sign out: this session is refused from the next request on.
#[utoipa::path(delete, path = "/v1/sessions/current", operation_id = "signOut", tag = "sessions",
    responses(
        (status = 204, description = "Signed out"),
        LogProblems,
        (status = 409, description = "The credential is an API key, not a session", body = crate::problem::Problem, content_type = "application/problem+json")
    ))]
pub(crate) async fn sign_out(
    State(s): State<AppState>,
    caller: Option<axum::Extension<Caller>>,
) -> Result<StatusCode, AppError> {
    let Some(axum::Extension(c)) = caller else {
        return Err(AppError::Conflict(WebText::NotASession.into()));
    };
    let Some(session) = &c.session else {
        return Err(AppError::Conflict(WebText::NotASession.into()));
    };
    s.store.staff().end_session(session, &c.actor()).await?;
    tracing::info!(target: "floorcall::access", session_id = %session, staff = %c.name, "signed out");
    Ok(StatusCode::NO_CONTENT)
}
