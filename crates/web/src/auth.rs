//! Credentials and roles: who may call what, the bounds per credential, and the access log.
//!
//! A request carries `Authorization: Bearer <credential>`: an API key (`fck_…`, a device or
//! an integration) or a staff session (`fcs_…`, a person signed in with `POST /v1/sessions`).
//! Both are stored hashed in the log database and looked up on every request, so a key
//! revoked, a session signed out or an account disabled is refused from the next request on,
//! by every server sharing the database.
//!
//! # Design
//!
//! - Roles are ordered: `reader` < `floor` < `supervisor` < `admin`; an operation names the
//!   least role it needs where it is registered (the routes' `Api`), which records it in an
//!   [`AccessTable`] for this guard and in the operation's `x-floorcall-role` for the
//!   document; any higher role may call it too.
//! - Closed by default: a route the table does not list is refused whatever the key (a new
//!   route must say who may call it); a method the route does not have goes on to its 405.
//! - Fail closed ([`AuthMode`]): off loopback a credential is always needed, and with no admin
//!   credential left every request that needs one is refused with 503 until one is made with
//!   the command line (the last admin credential cannot be revoked: 409). On loopback the
//!   server is open only until the first credential is ever made (`cargo run` just works);
//!   `--no-auth` alone turns credentials off.
//! - Bounds per credential (one key, or one person whatever their sessions): the rate limit
//!   (shared by replicas on one PostgreSQL log), requests in progress (each holds a
//!   connection), and a throttle per client address on bad credentials.
//! - Every refusal, and every read, export, final word, key, staff or session change, is an
//!   access-log line at `info` naming the credential (`key:tablet-12`, `staff:Ana Souza`; an
//!   unknown one by its first characters), the server's request id and the client's own.
//! - Health and readiness need no credential (probes carry none), and neither does the
//!   documentation; metrics need a reader's.

use crate::config::AuthMode;
use crate::problem::AppError;
use crate::role::{Caller, Role};
use crate::state::AppState;
use crate::store::keys::{Presented, Refusal};
use crate::store::limits::{Held, Ticket};
use crate::text::WebText;
use axum::extract::{MatchedPath, Request, State};
use axum::http::{Method, header};
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};
use http_body_util::BodyExt;
use std::collections::HashMap;
use std::net::IpAddr;
use std::time::Instant;

/// Who may call an operation.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Access {
    /// Anyone, with a key or without: probes, metrics, the documentation, the console's page.
    Open,
    /// A key with this role or a higher one (whenever keys are enforced).
    Role(Role),
}

/// Each operation's [`Access`], by method and matched route, as the routes declared it.
#[derive(Debug, Clone, Default)]
pub struct AccessTable {
    by_route: HashMap<String, HashMap<Method, Access>>,
}

impl AccessTable {
    /// Declare who may call `method` on `route` (axum's route syntax, `/v1/rulings/{id}`).
    ///
    /// # Panics
    ///
    /// When the operation was declared before: one operation, one declaration.
    pub(crate) fn declare(&mut self, method: Method, route: &str, access: Access) {
        let methods = self.by_route.entry(route.to_string()).or_default();
        let before = methods.insert(method.clone(), access);
        assert!(before.is_none(), "{method} {route} is declared twice");
    }

    /// Declare every method of `route` open (a page or a file, not an operation).
    pub(crate) fn open(&mut self, route: &str) {
        for m in [Method::GET, Method::HEAD] {
            self.declare(m, route, Access::Open);
        }
    }

    /// Who may call `method` on `route`: `None` when the route is not declared at all, or
    /// when it is and lacks the method (`Some(Access::Open)`: the router answers 405).
    fn lookup(&self, method: &Method, route: &str) -> Option<Access> {
        let methods = self.by_route.get(route)?;
        let declared = methods
            .get(method)
            .or_else(|| (method == Method::HEAD).then(|| methods.get(&Method::GET))?);
        Some(declared.copied().unwrap_or(Access::Open))
    }

    /// Every operation declared, for the tests: method, route and access.
    pub fn operations(&self) -> Vec<(Method, String, Access)> {
        let mut out: Vec<_> = self
            .by_route
            .iter()
            .flat_map(|(route, methods)| {
                methods.iter().map(|(m, a)| (m.clone(), route.clone(), *a))
            })
            .collect();
        out.sort_by(|a, b| (&a.1, a.0.as_str()).cmp(&(&b.1, b.0.as_str())));
        out
    }
}

/// What the guard needs: the handlers' state and the table of who may call what.
#[derive(Debug, Clone)]
pub(crate) struct Guard {
    pub(crate) state: AppState,
    pub(crate) access: std::sync::Arc<AccessTable>,
}

/// What the access log says of who called: the credential's label when it is known
/// (`key:tablet-12`, `staff:Ana Souza`), or the first characters of one it does not know.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub(crate) struct Named {
    pub(crate) credential: Option<String>,
    pub(crate) presented: Option<String>,
}

impl Named {
    fn of(c: &Caller) -> Named {
        Named {
            credential: Some(c.label()),
            presented: None,
        }
    }
}

/// Set by a handler on its answer to name, in the access log, the account a request named
/// (a sign-in: the name it tried).
#[derive(Debug, Clone)]
pub(crate) struct AuditName(pub String);

/// The client's address, set by the server loop on each request.
#[derive(Debug, Clone, Copy)]
pub(crate) struct PeerAddr(pub std::net::SocketAddr);

/// The address a request came from (unspecified in-process).
pub(crate) fn peer_ip(req: &Request) -> IpAddr {
    req.extensions()
        .get::<PeerAddr>()
        .map_or(IpAddr::from([0, 0, 0, 0]), |p| p.0.ip())
}

/// Middleware: the credential is checked against the operation's role and the bounds per
/// credential are applied; refusals, and reads, exports, final words, key, staff and session
/// changes are written to the access log at `info` (other calls at `debug`).
pub(crate) async fn guard(State(g): State<Guard>, mut req: Request, next: Next) -> Response {
    let s = &g.state;
    let start = Instant::now();
    let route = req
        .extensions()
        .get::<MatchedPath>()
        .map(|p| p.as_str().to_string());
    let method = req.method().clone();
    let ids = crate::telemetry::ids(&req);
    let peer = peer_ip(&req);
    // Unmatched paths go on to their 404; a matched route nobody declared is refused.
    let access = match route.as_deref() {
        None => Access::Open,
        Some(r) => match g.access.lookup(&method, r) {
            Some(a) => a,
            None => {
                tracing::error!(route = r, %method, "a route with no declared access was refused");
                let r = AppError::Forbidden(WebText::NoAccess.into()).into_response();
                access_log(
                    &ids,
                    &Named::default(),
                    peer,
                    &method,
                    route.as_deref(),
                    &r,
                    start,
                );
                return r;
            }
        },
    };
    let secret = req
        .headers()
        .get(header::AUTHORIZATION)
        .and_then(|v| v.to_str().ok())
        .and_then(|v| {
            let (scheme, key) = v.trim().split_once(' ')?;
            scheme
                .eq_ignore_ascii_case("bearer")
                .then(|| key.trim().to_string())
        });
    let (caller, ticket) = match access {
        Access::Role(role) => match authorize(s, secret.as_deref(), role, peer).await {
            Ok(ok) => ok,
            Err((e, named)) => {
                let r = e.into_response();
                access_log(&ids, &named, peer, &method, route.as_deref(), &r, start);
                return r;
            }
        },
        Access::Open => (None, None),
    };
    let named = caller.as_ref().map(Named::of).unwrap_or_default();
    // Every later line of the request (and its exported span) names the credential by id,
    // and the ruling an operation on `/v1/rulings/{id}…` names.
    if let Some(c) = &caller {
        crate::telemetry::record("actor", &c.principal());
    }
    if let Some(id) = route
        .as_deref()
        .filter(|r| r.starts_with("/v1/rulings/{id}"))
        .and_then(|_| req.uri().path().split('/').nth(3))
    {
        crate::telemetry::record("ruling_id", id);
    }
    if let Some(c) = caller {
        req.extensions_mut().insert(c);
    }
    let mut r = next.run(req).await;
    let named = match r.extensions_mut().remove::<AuditName>() {
        Some(AuditName(n)) => Named {
            credential: Some(n),
            presented: None,
        },
        None => named,
    };
    access_log(&ids, &named, peer, &method, route.as_deref(), &r, start);
    match ticket {
        // In progress until the answer's body is sent (an export streams long after this).
        Some(t) => r.map(|b| {
            axum::body::Body::new(b.map_frame(move |f| {
                let _in_progress = &t;
                f
            }))
        }),
        None => r,
    }
}

type Refused = (AppError, Named);

/// The caller, when credentials are needed: an error naming what was presented when it is
/// missing, unknown, revoked, expired, below the role, over its bounds, or when no admin
/// credential is left.
async fn authorize(
    s: &AppState,
    secret: Option<&str>,
    needed: Role,
    peer: IpAddr,
) -> Result<(Option<Caller>, Option<Ticket>), Refused> {
    let plain = |e: AppError| (e, Named::default());
    match s.settings.auth {
        AuthMode::Off => return Ok((None, None)),
        AuthMode::UntilFirstCredential => {
            if !s
                .store
                .keys()
                .ever_had_credentials()
                .await
                .map_err(|e| plain(e.into()))?
            {
                return Ok((None, None));
            }
        }
        AuthMode::Required => {}
    }
    // No admin credential left: closed, and saying how to open it.
    if !s
        .store
        .keys()
        .admin_present()
        .await
        .map_err(|e| plain(e.into()))?
    {
        return Err(plain(AppError::Unavailable(WebText::NoAdmin.into())));
    }
    let presented = |t: &str| Named {
        credential: None,
        presented: Some(crate::secret::shown(t)),
    };
    if let Some(wait) = s.strikes.blocked(peer) {
        return Err((
            AppError::Throttled(WebText::AddressThrottled { seconds: wait }.into(), wait),
            secret.map(presented).unwrap_or_default(),
        ));
    }
    let Some(secret) = secret else {
        return Err(plain(AppError::Unauthorized(WebText::NoKey.into())));
    };
    let found = if secret.starts_with("fcs_") {
        s.store
            .staff()
            .session_for(secret, s.settings.sessions)
            .await
    } else if secret.starts_with("fck_") {
        s.store.keys().key_for(secret).await
    } else {
        Ok(Presented::Unknown)
    }
    .map_err(|e| (AppError::from(e), presented(secret)))?;
    let caller = match found {
        Presented::Active(c) => c,
        Presented::Refused { name, why } => {
            metrics::counter!("floorcall_bad_credentials_total", "reason" => why.as_str())
                .increment(1);
            s.strikes.strike(peer);
            let session = secret.starts_with("fcs_");
            let label = format!("{}:{name}", if session { "staff" } else { "key" });
            let msg = match (why, session) {
                (Refusal::Disabled, _) => WebText::AccountDisabled { name },
                (_, true) => WebText::SessionEnded { name },
                (Refusal::Expired, false) => WebText::KeyExpired { name },
                (Refusal::Revoked, false) => WebText::CredentialRevoked { name },
            };
            return Err((
                AppError::Unauthorized(msg.into()),
                Named {
                    credential: Some(format!("{label} ({})", why.as_str())),
                    presented: None,
                },
            ));
        }
        Presented::Unknown => {
            metrics::counter!("floorcall_bad_credentials_total", "reason" => "unknown")
                .increment(1);
            s.strikes.strike(peer);
            return Err((
                AppError::Unauthorized(WebText::BadKey.into()),
                presented(secret),
            ));
        }
    };
    let named = Named::of(&caller);
    if caller.role < needed {
        return Err((
            AppError::Forbidden(
                WebText::RoleNeeded {
                    role: needed.as_str().into(),
                    have: caller.role.as_str().into(),
                }
                .into(),
            ),
            named,
        ));
    }
    let principal = caller.principal();
    match s.limiter.take(&principal).await {
        Ok(()) => {}
        Err(Held::Wait(seconds)) => return Err((AppError::TooManyRequests(seconds), named)),
        Err(Held::Unavailable(cause)) => {
            return Err((
                AppError::Unavailable(WebText::RateUnavailable { cause }.into()),
                named,
            ));
        }
    }
    let max = s.settings.max_requests_per_credential;
    let Some(ticket) = s.in_progress.try_take(&principal, max) else {
        return Err((
            AppError::Throttled(WebText::TooManyInProgress { count: max }.into(), 1),
            named,
        ));
    };
    Ok((Some(caller), Some(ticket)))
}

fn access_log(
    ids: &crate::telemetry::Ids,
    who: &Named,
    peer: IpAddr,
    method: &Method,
    route: Option<&str>,
    r: &Response,
    start: Instant,
) {
    let route = route.unwrap_or("unmatched");
    let status = r.status().as_u16();
    let latency_ms = start.elapsed().as_secs_f64() * 1000.0;
    let credential = who.credential.as_deref().unwrap_or("-");
    let presented = who.presented.as_deref().unwrap_or("-");
    let request_id = ids.server.as_str();
    let client_request_id = ids.client.as_deref().unwrap_or("-");
    if audited(method, route, status) {
        tracing::info!(target: "floorcall::access", request_id, client_request_id, credential, presented, %peer, %method, route, status, latency_ms, "access");
    } else {
        tracing::debug!(target: "floorcall::access", request_id, client_request_id, credential, presented, %peer, %method, route, status, latency_ms, "access");
    }
}

/// The calls an audit asks about, logged at `info`: reads and exports of the log, final
/// words, key, staff and session changes, and every refusal (and every 503).
fn audited(method: &Method, route: &str, status: u16) -> bool {
    route.starts_with("/v1/keys")
        || route.starts_with("/v1/staff")
        || route.starts_with("/v1/sessions")
        || (route.starts_with("/v1/rulings") && method != Method::POST)
        || route.ends_with("/confirm")
        || matches!(status, 401 | 403 | 409 | 429 | 503)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_exports_final_words_key_changes_and_refusals_are_audited() {
        assert!(audited(&Method::GET, "/v1/rulings", 200));
        assert!(audited(&Method::GET, "/v1/rulings/{id}", 200));
        assert!(audited(&Method::PATCH, "/v1/rulings/{id}", 200));
        assert!(audited(&Method::POST, "/v1/keys", 201));
        assert!(audited(&Method::DELETE, "/v1/keys/{id}", 200));
        assert!(audited(&Method::POST, "/v1/rulings", 401));
        assert!(audited(&Method::POST, "/v1/hands/replay", 429));
        // A ruling is recorded in the log itself.
        assert!(!audited(&Method::POST, "/v1/rulings", 200));
        assert!(!audited(&Method::POST, "/v1/tables/balance", 200));
        assert!(!audited(&Method::GET, "/healthz", 200));
    }

    #[test]
    fn a_route_is_open_only_as_declared() {
        let mut t = AccessTable::default();
        t.declare(Method::GET, "/v1/rulings", Access::Role(Role::Reader));
        t.declare(Method::POST, "/v1/rulings", Access::Role(Role::Floor));
        t.open("/docs/");
        assert_eq!(
            t.lookup(&Method::POST, "/v1/rulings"),
            Some(Access::Role(Role::Floor))
        );
        // HEAD is GET's.
        assert_eq!(
            t.lookup(&Method::HEAD, "/v1/rulings"),
            Some(Access::Role(Role::Reader))
        );
        // A method the route lacks goes on to the router's 405.
        assert_eq!(t.lookup(&Method::DELETE, "/v1/rulings"), Some(Access::Open));
        assert_eq!(t.lookup(&Method::GET, "/docs/"), Some(Access::Open));
        // A route nobody declared: refused.
        assert_eq!(t.lookup(&Method::GET, "/v1/secret"), None);
    }

    /// A route the table does not list is refused, even on an open server (no key at all).
    #[tokio::test]
    async fn an_undeclared_route_is_refused() {
        use axum::routing::get;
        use tower::ServiceExt;
        let state = AppState::new(
            crate::config::Settings::default(),
            crate::store::Store::disabled(),
        );
        let mut access = AccessTable::default();
        access.declare(Method::GET, "/v1/declared", Access::Role(Role::Reader));
        let guard = Guard {
            state,
            access: std::sync::Arc::new(access),
        };
        let app = axum::Router::new()
            .route("/v1/declared", get(|| async { "ok" }))
            .route("/v1/forgotten", get(|| async { "secret" }))
            .layer(axum::middleware::from_fn_with_state(guard, super::guard));
        let status = |path: &'static str| {
            let app = app.clone();
            async move {
                let req = axum::http::Request::builder()
                    .uri(path)
                    .body(axum::body::Body::empty())
                    .expect("request");
                app.oneshot(req).await.expect("response").status()
            }
        };
        assert_eq!(status("/v1/declared").await, 200);
        assert_eq!(status("/v1/forgotten").await, 403);
    }

    #[test]
    #[should_panic(expected = "declared twice")]
    fn an_operation_is_declared_once() {
        let mut t = AccessTable::default();
        t.declare(Method::GET, "/v1/rules", Access::Role(Role::Reader));
        t.declare(Method::GET, "/v1/rules", Access::Open);
    }
}
