//! Liveness, readiness and metrics.

use crate::problem::{AppError, Problem};
use crate::state::AppState;
use crate::text::WebText;
use axum::extract::State;
use axum::http::header;
use axum::response::IntoResponse;
use serde::Serialize;
use std::sync::atomic::Ordering;
use utoipa::ToSchema;

#[derive(Debug, Serialize, ToSchema)]
pub(crate) struct Health {
    pub(crate) status: &'static str,
    /// The server's version (`floorcall --version`).
    #[schema(example = "0.4.0")]
    pub(crate) version: &'static str,
    /// The rulings log: sqlite, postgres or none.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(crate) log: Option<&'static str>,
    /// Whether this build's console can rule with the network down (`GET /healthz` only).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(crate) offline_engine: Option<OfflineEngine>,
}

/// The console's offline engine in this build: the engine compiled to WebAssembly, which the
/// console loads to rule while the server cannot be reached.
#[derive(Debug, Serialize, ToSchema)]
pub(crate) struct OfflineEngine {
    /// `included`; `stale` (built from older engine sources than the server's: offline rulings
    /// could differ, rebuild with `crates/wasm/build.sh`); or `missing` (the console rules
    /// only online).
    #[schema(example = "included")]
    pub(crate) status: &'static str,
    /// Where the build took it from: `committed` (`crates/wasm/dist/floorcall.wasm`) or
    /// `FLOORCALL_CONSOLE_WASM`.
    pub(crate) source: &'static str,
    /// SHA-256 of the `.wasm` the console downloads, in hex.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(crate) sha256: Option<&'static str>,
}

impl OfflineEngine {
    /// This build's.
    pub(crate) fn of_build() -> Self {
        Self {
            status: crate::console::WASM_STATUS,
            source: crate::console::WASM_SOURCE,
            sha256: crate::console::WASM_SHA256,
        }
    }
}

/// Liveness: the process answers. Touches no dependency. States the version and whether the
/// console's offline engine is in this build.
#[utoipa::path(get, path = "/healthz", operation_id = "getHealth", tag = "operations",
    responses((status = 200, description = "Alive", body = Health)))]
pub(crate) async fn healthz() -> axum::Json<Health> {
    axum::Json(Health {
        status: "ok",
        version: env!("CARGO_PKG_VERSION"),
        log: None,
        offline_engine: Some(OfflineEngine::of_build()),
    })
}

/// Readiness: the rulings log commits (a real write, to the database file the server will
/// reopen) and the server is not shutting down.
#[utoipa::path(get, path = "/readyz", operation_id = "getReadiness", tag = "operations",
    responses(
        (status = 200, description = "Ready", body = Health),
        (status = 503, description = "Shutting down or the log is unavailable", body = Problem, content_type = "application/problem+json")
    ))]
pub(crate) async fn readyz(State(s): State<AppState>) -> Result<axum::Json<Health>, AppError> {
    if s.shutting_down.load(Ordering::Relaxed) {
        return Err(AppError::Unavailable(WebText::ShuttingDown.into()));
    }
    if let Err(cause) = s.store.ready().await {
        tracing::warn!(%cause, "not ready");
        return Err(AppError::Unavailable(
            WebText::LogUnavailable {
                cause: cause.to_string(),
            }
            .into(),
        ));
    }
    Ok(axum::Json(Health {
        status: "ready",
        version: env!("CARGO_PKG_VERSION"),
        log: Some(s.store.backend()),
        offline_engine: None,
    }))
}

/// Prometheus metrics: requests by route and status, latency, rulings by outcome and rule.
#[utoipa::path(get, path = "/metrics", operation_id = "getMetrics", tag = "operations",
    responses((status = 200, description = "Prometheus text format", body = String, content_type = "text/plain")))]
pub(crate) async fn metrics() -> impl IntoResponse {
    (
        [(header::CONTENT_TYPE, "text/plain; version=0.0.4")],
        crate::telemetry::prometheus().render(),
    )
}
