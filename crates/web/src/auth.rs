//! API keys and roles: who may call what, and the access log.
//!
//! A request carries `Authorization: Bearer <key>`. Keys are stored hashed in the log database
//! (see the store's `keys`) and looked up on every request, so a key revoked from the API
//! or from `floorcall keys revoke` is refused at once, by every server sharing the database.
//!
//! # Design
//!
//! - Roles are ordered: `reader` < `floor` < `supervisor` < `admin`; an operation names the
//!   least role it needs where it is registered (the routes' `Api`), which records it in an
//!   [`AccessTable`] for this guard and in the operation's `x-floorcall-role` for the
//!   document; any higher role may call it too.
//! - Closed by default: a route the table does not list is refused whatever the key (a new
//!   route must say who may call it); a method the route does not have goes on to its 405.
//! - Keys are enforced whenever the database holds an active key (unless the server runs with
//!   `--no-auth`). With no key at all the server is open, which `floorcall serve` allows only
//!   on a loopback address (see `main.rs`): `cargo run` just works, and a server reachable from
//!   the network refuses to start without a key.
//! - Health, readiness, metrics and the documentation need no key: probes and scrapers
//!   carry none, and the API's description is public.

use crate::AppState;
use crate::problem::AppError;
use crate::role::{Caller, Role};
use crate::text::WebText;
use axum::extract::{MatchedPath, Request, State};
use axum::http::{Method, header};
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};
use std::collections::HashMap;
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
    pub fn declare(&mut self, method: Method, route: &str, access: Access) {
        let methods = self.by_route.entry(route.to_string()).or_default();
        let before = methods.insert(method.clone(), access);
        assert!(before.is_none(), "{method} {route} is declared twice");
    }

    /// Declare every method of `route` open (a page or a file, not an operation).
    pub fn open(&mut self, route: &str) {
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
pub struct Guard {
    pub state: AppState,
    pub access: std::sync::Arc<AccessTable>,
}

/// Requests per key: `--rate-limit` per second on average, bursts of `--rate-burst` (governor's
/// GCRA, keyed by the key's name, so every server process keeps its own count).
pub struct RateLimiter(Option<governor::DefaultKeyedRateLimiter<String>>);

impl std::fmt::Debug for RateLimiter {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_tuple("RateLimiter")
            .field(&self.0.as_ref().map(|_| "keyed"))
            .finish()
    }
}

impl RateLimiter {
    /// `per_second` requests a second per key on average (0: no limit), `burst` at once.
    pub fn new(per_second: u32, burst: u32) -> RateLimiter {
        use std::num::NonZeroU32;
        let Some(rate) = NonZeroU32::new(per_second) else {
            return RateLimiter(None);
        };
        let burst = NonZeroU32::new(burst).unwrap_or(NonZeroU32::MIN);
        let quota = governor::Quota::per_second(rate).allow_burst(burst);
        RateLimiter(Some(governor::RateLimiter::keyed(quota)))
    }

    /// Take one request for `key`: `Ok`, or the whole seconds to wait (at least 1).
    pub fn take(&self, key: &str) -> Result<(), u64> {
        use governor::clock::Clock;
        let Some(limiter) = &self.0 else {
            return Ok(());
        };
        limiter.check_key(&key.to_string()).map_err(|later| {
            let wait = later.wait_time_from(limiter.clock().now());
            (wait.as_secs_f64().ceil() as u64).max(1)
        })
    }
}

/// Middleware: the key is checked against the operation's role, the key's rate is applied,
/// and reads, exports, final words and key changes are written to the access log at `info`
/// (other calls at `debug`): request id, key name, method, route, status, latency in ms.
pub async fn guard(State(g): State<Guard>, mut req: Request, next: Next) -> Response {
    let s = &g.state;
    let start = Instant::now();
    let route = req
        .extensions()
        .get::<MatchedPath>()
        .map(|p| p.as_str().to_string());
    let method = req.method().clone();
    let request_id = req
        .headers()
        .get(crate::telemetry::REQUEST_ID)
        .and_then(|v| v.to_str().ok())
        .unwrap_or("")
        .to_string();
    // Unmatched paths go on to their 404; a matched route nobody declared is refused.
    let access = match route.as_deref() {
        None => Access::Open,
        Some(r) => match g.access.lookup(&method, r) {
            Some(a) => a,
            None => {
                tracing::error!(route = r, %method, "a route with no declared access was refused");
                let r = AppError::Forbidden(WebText::NoAccess.into()).into_response();
                access_log(&request_id, None, &method, route.as_deref(), &r, start);
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
    let caller = match access {
        Access::Role(role) => match authorize(s, secret.as_deref(), role).await {
            Ok(c) => c,
            Err(e) => {
                let r = e.into_response();
                access_log(&request_id, None, &method, route.as_deref(), &r, start);
                return r;
            }
        },
        Access::Open => None,
    };
    if let Some(c) = &caller {
        req.extensions_mut().insert(c.clone());
    }
    let r = next.run(req).await;
    access_log(
        &request_id,
        caller.as_ref(),
        &method,
        route.as_deref(),
        &r,
        start,
    );
    r
}

/// The caller's key, if keys are enforced; an error when it is missing, unknown, revoked,
/// below the role, or over its rate.
async fn authorize(
    s: &AppState,
    secret: Option<&str>,
    needed: Role,
) -> Result<Option<Caller>, AppError> {
    if !s.settings.auth {
        return Ok(None);
    }
    let Some(secret) = secret else {
        // No key sent: fine while the server has none.
        if s.store.keys_active().await? {
            return Err(AppError::Unauthorized(WebText::NoKey.into()));
        }
        return Ok(None);
    };
    let Some(caller) = s.store.key_for(secret).await? else {
        return Err(AppError::Unauthorized(WebText::BadKey.into()));
    };
    if caller.role < needed {
        return Err(AppError::Forbidden(
            WebText::RoleNeeded {
                role: needed.as_str().into(),
                have: caller.role.as_str().into(),
            }
            .into(),
        ));
    }
    s.limiter
        .take(&caller.name)
        .map_err(AppError::TooManyRequests)?;
    Ok(Some(caller))
}

fn access_log(
    request_id: &str,
    caller: Option<&Caller>,
    method: &Method,
    route: Option<&str>,
    r: &Response,
    start: Instant,
) {
    let route = route.unwrap_or("unmatched");
    let status = r.status().as_u16();
    let latency_ms = start.elapsed().as_secs_f64() * 1000.0;
    let key = caller.map_or("-", |c| c.name.as_str());
    if audited(method, route, status) {
        tracing::info!(target: "floorcall::access", request_id, key, %method, route, status, latency_ms, "access");
    } else {
        tracing::debug!(target: "floorcall::access", request_id, key, %method, route, status, latency_ms, "access");
    }
}

/// The calls an audit asks about, logged at `info`: reads and exports of the log, final
/// words, key changes, and every refusal.
fn audited(method: &Method, route: &str, status: u16) -> bool {
    route.starts_with("/v1/keys")
        || (route.starts_with("/v1/rulings") && method != Method::POST)
        || matches!(status, 401 | 403 | 429)
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

    #[test]
    fn the_rate_limit_refills() {
        let l = RateLimiter::new(1, 3);
        for _ in 0..3 {
            assert_eq!(l.take("tablet"), Ok(()));
        }
        assert_eq!(l.take("tablet"), Err(1));
        // Another key has its own count.
        assert_eq!(l.take("other"), Ok(()));
        // A second later, one more.
        std::thread::sleep(std::time::Duration::from_millis(1050));
        assert_eq!(l.take("tablet"), Ok(()));
        assert_eq!(l.take("tablet"), Err(1));
        // No limit.
        let off = RateLimiter::new(0, 1);
        assert!((0..1000).all(|_| off.take("any").is_ok()));
    }
}
