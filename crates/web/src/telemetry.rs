//! Tracing, request ids, Prometheus metrics, the request timeout and panic catching.

use crate::config::LogFormat;
use crate::problem::AppError;
use crate::state::AppState;
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
/// The client's own request id, kept apart from the server's and echoed back.
pub const CLIENT_REQUEST_ID: &str = "x-client-request-id";
/// The longest client request id kept (characters); longer ones are cut.
pub const CLIENT_ID_MAX: usize = 64;

/// A request's ids: the server's own (a ULID: what the access log, the trace and a ruling's
/// record carry), and the one the client sent, if any, bounded.
#[derive(Debug, Clone, Default)]
pub struct Ids {
    pub server: String,
    pub client: Option<String>,
}

/// The client's `X-Request-Id` (or `X-Client-Request-Id`), kept apart: visible ASCII only,
/// at most [`CLIENT_ID_MAX`] characters.
#[derive(Debug, Clone)]
pub struct ClientRequestId(pub String);

/// The ids of a request.
pub fn ids<B>(req: &axum::http::Request<B>) -> Ids {
    Ids {
        server: req
            .headers()
            .get(REQUEST_ID)
            .and_then(|v| v.to_str().ok())
            .unwrap_or("")
            .to_string(),
        client: req
            .extensions()
            .get::<ClientRequestId>()
            .map(|c| c.0.clone()),
    }
}

/// Middleware (outermost): a client's `X-Request-Id` never becomes the server's. It is taken
/// off the request, cleaned (visible ASCII, at most 64 characters) and kept as the client's
/// id (logged beside the server's, echoed in `X-Client-Request-Id`); the server then gives
/// the request an id of its own.
async fn own_request_id(mut req: Request, next: Next) -> Response {
    let sent = req
        .headers_mut()
        .remove(REQUEST_ID)
        .or_else(|| req.headers_mut().remove(CLIENT_REQUEST_ID));
    let client = sent.and_then(|v| {
        let clean: String = String::from_utf8_lossy(v.as_bytes())
            .chars()
            .filter(|c| c.is_ascii_graphic())
            .take(CLIENT_ID_MAX)
            .collect();
        (!clean.is_empty()).then_some(clean)
    });
    if let Some(c) = &client {
        req.extensions_mut().insert(ClientRequestId(c.clone()));
    }
    let mut r = next.run(req).await;
    if let Some(v) = client.and_then(|c| HeaderValue::from_str(&c).ok()) {
        r.headers_mut().insert(CLIENT_REQUEST_ID, v);
    }
    r
}

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

/// Wrap the router in the operational layers (outermost first: the client's id set apart, the
/// server's request id, trace, metrics, panic catching, timeout).
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
        .layer(middleware::from_fn(own_request_id))
}
