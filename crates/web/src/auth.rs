//! API keys and roles: who may call what, and the access log.
//!
//! A request carries `Authorization: Bearer <key>`. Keys are stored hashed in the log database
//! (see the store's `keys`) and looked up on every request, so a key revoked from the API
//! or from `floorcall keys revoke` is refused at once, by every server sharing the database.
//!
//! # Design
//!
//! - Roles are ordered: `reader` < `floor` < `supervisor` < `admin`; an operation names the
//!   least role it needs ([`required_role`], one table for the middleware and the OpenAPI
//!   document), and any higher role may call it too.
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
use std::sync::Mutex;
use std::time::Instant;

/// The least role an operation needs, by method and route (`None`: open to anyone).
pub fn required_role(method: &Method, route: &str) -> Option<Role> {
    match (method.as_str(), route) {
        (_, "/healthz" | "/readyz" | "/metrics" | "/openapi.json") => None,
        (_, r) if r.starts_with("/docs") => None,
        ("GET" | "HEAD", "/v1/rulings" | "/v1/rulings/{id}" | "/v1/rules" | "/v1/rules/{key}") => {
            Some(Role::Reader)
        }
        (
            "POST",
            "/v1/rulings" | "/v1/hands/replay" | "/v1/hands/import" | "/v1/tables/balance",
        ) => Some(Role::Floor),
        ("PATCH", "/v1/rulings/{id}") => Some(Role::Supervisor),
        (_, r) if r.starts_with("/v1/keys") => Some(Role::Admin),
        // Anything else under /v1 is at least a reader's; other paths are 404s.
        (_, r) if r.starts_with("/v1/") => Some(Role::Reader),
        _ => None,
    }
}

/// Requests per key: a token bucket each (`--rate-limit` per second, `--rate-burst` deep).
#[derive(Debug, Default)]
pub struct RateLimiter {
    buckets: Mutex<HashMap<String, Bucket>>,
}

#[derive(Debug)]
struct Bucket {
    tokens: f64,
    at: Instant,
}

impl RateLimiter {
    /// Take one request for `key`: `Ok`, or the whole seconds to wait.
    pub fn take(&self, key: &str, per_second: u32, burst: u32) -> Result<(), u64> {
        if per_second == 0 {
            return Ok(());
        }
        let now = Instant::now();
        let mut map = self.buckets.lock().unwrap_or_else(|e| e.into_inner());
        let b = map.entry(key.to_string()).or_insert(Bucket {
            tokens: f64::from(burst),
            at: now,
        });
        let refill = now.duration_since(b.at).as_secs_f64() * f64::from(per_second);
        b.tokens = (b.tokens + refill).min(f64::from(burst));
        b.at = now;
        if b.tokens >= 1.0 {
            b.tokens -= 1.0;
            Ok(())
        } else {
            let wait = (1.0 - b.tokens) / f64::from(per_second);
            Err(wait.ceil().max(1.0) as u64)
        }
    }
}

/// Middleware: the key is checked against the operation's role, the key's rate is applied,
/// and reads, exports, final words and key changes are written to the access log at `info`
/// (other calls at `debug`): request id, key name, method, route, status, latency in ms.
pub async fn guard(State(s): State<AppState>, mut req: Request, next: Next) -> Response {
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
    let needed = route.as_deref().and_then(|r| required_role(&method, r));
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
    let caller = match needed {
        Some(role) => match authorize(&s, secret.as_deref(), role).await {
            Ok(c) => c,
            Err(e) => {
                let r = e.into_response();
                access_log(&request_id, None, &method, route.as_deref(), &r, start);
                return r;
            }
        },
        None => None,
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
        .take(&caller.name, s.settings.rate_limit, s.settings.rate_burst)
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
    fn roles_are_ordered_and_operations_name_theirs() {
        assert!(Role::Reader < Role::Floor && Role::Supervisor < Role::Admin);
        assert_eq!(required_role(&Method::GET, "/healthz"), None);
        assert_eq!(
            required_role(&Method::GET, "/v1/rulings"),
            Some(Role::Reader)
        );
        assert_eq!(
            required_role(&Method::POST, "/v1/rulings"),
            Some(Role::Floor)
        );
        assert_eq!(
            required_role(&Method::PATCH, "/v1/rulings/{id}"),
            Some(Role::Supervisor)
        );
        assert_eq!(
            required_role(&Method::DELETE, "/v1/keys/{id}"),
            Some(Role::Admin)
        );
    }

    #[test]
    fn the_rate_limit_refills() {
        let l = RateLimiter::default();
        for _ in 0..3 {
            assert_eq!(l.take("tablet", 1, 3), Ok(()));
        }
        assert_eq!(l.take("tablet", 1, 3), Err(1));
        // Another key has its own bucket.
        assert_eq!(l.take("other", 1, 3), Ok(()));
        assert_eq!(l.take("any", 0, 1), Ok(()));
    }
}
