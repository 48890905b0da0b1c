//! Tracing, request ids, Prometheus metrics, the request timeout and panic catching.

use crate::AppState;
use crate::config::LogFormat;
use crate::problem::AppError;
use crate::text::WebText;
use axum::Router;
use axum::extract::{MatchedPath, Request, State};
use axum::http::{HeaderName, HeaderValue};
use axum::middleware::{self, Next};
use axum::response::{IntoResponse, Response};
use metrics_exporter_prometheus::{PrometheusBuilder, PrometheusHandle};
use std::sync::OnceLock;
use std::time::Instant;
use tower_http::catch_panic::CatchPanicLayer;
use tower_http::request_id::{
    MakeRequestId, PropagateRequestIdLayer, RequestId, SetRequestIdLayer,
};
use tower_http::trace::TraceLayer;
use tracing_subscriber::EnvFilter;

pub const REQUEST_ID: &str = "x-request-id";

/// Log lines to stderr, as text or JSON; `RUST_LOG` filters (default `info`).
pub fn init_tracing(format: LogFormat) {
    let filter = EnvFilter::try_from_default_env().unwrap_or_else(|_| EnvFilter::new("info"));
    let builder = tracing_subscriber::fmt()
        .with_env_filter(filter)
        .with_writer(std::io::stderr);
    let _ = match format {
        LogFormat::Json => builder.json().flatten_event(true).try_init(),
        LogFormat::Text => builder.try_init(),
    };
}

/// The process-wide Prometheus recorder (installed once).
pub fn prometheus() -> &'static PrometheusHandle {
    static HANDLE: OnceLock<PrometheusHandle> = OnceLock::new();
    HANDLE.get_or_init(|| {
        let recorder = PrometheusBuilder::new()
            .set_buckets_for_metric(
                metrics_exporter_prometheus::Matcher::Suffix("seconds".into()),
                &[
                    0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5,
                ],
            )
            .map(|b| b.build_recorder())
            .unwrap_or_else(|_| PrometheusBuilder::new().build_recorder());
        let handle = recorder.handle();
        let _ = metrics::set_global_recorder(recorder);
        handle
    })
}

#[derive(Debug, Clone, Copy, Default)]
struct MakeUlid;

impl MakeRequestId for MakeUlid {
    fn make_request_id<B>(&mut self, _: &axum::http::Request<B>) -> Option<RequestId> {
        HeaderValue::from_str(&ulid::Ulid::new().to_string())
            .ok()
            .map(RequestId::new)
    }
}

/// Requests by route and status, and a latency histogram.
async fn record_metrics(req: Request, next: Next) -> Response {
    let start = Instant::now();
    let route = req
        .extensions()
        .get::<MatchedPath>()
        .map_or_else(|| "unmatched".to_string(), |p| p.as_str().to_string());
    // Bounded labels: a made-up method counts as "other" (routes are bounded already: the
    // matched route, or "unmatched").
    let method = match req.method().as_str() {
        m @ ("GET" | "POST" | "PATCH" | "PUT" | "DELETE" | "HEAD" | "OPTIONS") => m,
        _ => "other",
    }
    .to_string();
    let res = next.run(req).await;
    let status = res.status().as_u16().to_string();
    let labels = [("method", method), ("route", route), ("status", status)];
    metrics::counter!("floorcall_http_requests_total", &labels).increment(1);
    metrics::histogram!("floorcall_http_request_duration_seconds", &labels[..2])
        .record(start.elapsed().as_secs_f64());
    res
}

async fn timeout(State(state): State<AppState>, req: Request, next: Next) -> Response {
    let limit = state.settings.request_timeout;
    match tokio::time::timeout(limit, next.run(req)).await {
        Ok(r) => r,
        Err(_) => AppError::Unavailable(
            WebText::Timeout {
                seconds: limit.as_secs(),
            }
            .into(),
        )
        .into_response(),
    }
}

fn panic_response(_: Box<dyn std::any::Any + Send + 'static>) -> Response {
    AppError::Internal("a handler panicked".into()).into_response()
}

/// Wrap the router in the operational layers (outermost first: request id, trace, metrics,
/// panic catching, timeout).
pub fn layers(router: Router, state: AppState) -> Router {
    let header = HeaderName::from_static(REQUEST_ID);
    router
        .layer(middleware::from_fn_with_state(state, timeout))
        .layer(CatchPanicLayer::custom(panic_response))
        .layer(middleware::from_fn(record_metrics))
        .layer(
            TraceLayer::new_for_http().make_span_with(|req: &axum::http::Request<_>| {
                let id = req
                    .headers()
                    .get(REQUEST_ID)
                    .and_then(|v| v.to_str().ok())
                    .unwrap_or("");
                tracing::info_span!("request", method = %req.method(), uri = %req.uri().path(), request_id = %id)
            }),
        )
        .layer(PropagateRequestIdLayer::new(header.clone()))
        .layer(SetRequestIdLayer::new(header, MakeUlid))
}
