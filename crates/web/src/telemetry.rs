//! Tracing, request ids, Prometheus metrics, the request timeout and panic catching.

use crate::config::LogFormat;
use crate::problem::AppError;
use crate::state::AppState;
use crate::text::WebText;
use axum::extract::{MatchedPath, Request, State};
use axum::http::HeaderValue;
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};
use metrics_exporter_prometheus::{PrometheusBuilder, PrometheusHandle};
use std::sync::OnceLock;
use std::time::Instant;
use tower_http::request_id::{MakeRequestId, RequestId};
use tower_http::trace::TraceLayer;
use tracing_subscriber::EnvFilter;

pub(crate) const REQUEST_ID: &str = "x-request-id";
/// The client's own request id, kept apart from the server's and echoed back.
pub(crate) const CLIENT_REQUEST_ID: &str = "x-client-request-id";
/// The longest client request id kept (characters); longer ones are cut.
pub(crate) const CLIENT_ID_MAX: usize = 64;

/// A request's ids: the server's own (a ULID: what the access log, the trace and a ruling's
/// record carry), and the one the client sent, if any, bounded.
#[derive(Debug, Clone, Default)]
pub(crate) struct Ids {
    pub(crate) server: String,
    pub(crate) client: Option<String>,
}

/// The client's `X-Request-Id` (or `X-Client-Request-Id`), kept apart: visible ASCII only,
/// at most [`CLIENT_ID_MAX`] characters.
#[derive(Debug, Clone)]
pub(crate) struct ClientRequestId(pub String);

/// The ids of a request.
pub(crate) fn ids<B>(req: &axum::http::Request<B>) -> Ids {
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
pub(crate) async fn own_request_id(mut req: Request, next: Next) -> Response {
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

/// What [`init_tracing`] started: the OTLP exporter, flushed and stopped by [`Tracing::shutdown`].
#[derive(Debug, Default)]
pub struct Tracing {
    #[cfg(feature = "otlp")]
    otlp: Option<crate::otlp::Exporter>,
}

impl Tracing {
    /// Send the spans still buffered and stop the exporter (call outside the runtime's
    /// workers: it blocks until the last export is answered or times out).
    pub fn shutdown(self) {
        #[cfg(feature = "otlp")]
        if let Some(e) = self.otlp {
            e.shutdown();
        }
    }
}

/// Log lines to stderr, as text or JSON; `RUST_LOG` filters (default `info`). Every line
/// written inside a request carries the request's fields (`request_id`, `route`, `actor`,
/// `ruling_id`, as known); a background task's lines carry `task`. With an OTLP endpoint
/// (`--otlp-endpoint`), each request's span is also exported over OTLP/HTTP (protobuf) on
/// `runtime`; without one nothing is exported.
pub fn init_tracing(
    format: LogFormat,
    otlp: Option<&str>,
    runtime: &tokio::runtime::Handle,
) -> Result<Tracing, String> {
    use tracing_subscriber::Layer;
    use tracing_subscriber::filter::FilterExt;
    use tracing_subscriber::layer::SubscriberExt;
    use tracing_subscriber::util::SubscriberInitExt;
    // `RUST_LOG` chooses the lines; floorcall's own spans are kept whatever it says, so a
    // `warn` line of a request still carries the request's fields.
    let filter = EnvFilter::try_from_default_env()
        .unwrap_or_else(|_| EnvFilter::new("info"))
        .or(tracing_subscriber::filter::filter_fn(|m| {
            m.is_span() && m.target().starts_with("floorcall")
        }));
    let fmt = match format {
        LogFormat::Json => tracing_subscriber::fmt::layer()
            .fmt_fields(tracing_subscriber::fmt::format::JsonFields::new())
            .event_format(FlatJson)
            .with_writer(std::io::stderr)
            .with_filter(filter)
            .boxed(),
        // Colours only on a terminal: a file, a pipe or a container's log gets plain text
        // (and a request's span fields are not styled on every request).
        LogFormat::Text => tracing_subscriber::fmt::layer()
            .with_ansi(std::io::IsTerminal::is_terminal(&std::io::stderr()))
            .with_writer(std::io::stderr)
            .with_filter(filter)
            .boxed(),
    };
    let registry = tracing_subscriber::registry().with(fmt);
    match otlp {
        None => {
            let _ = registry.try_init();
            Ok(Tracing::default())
        }
        #[cfg(feature = "otlp")]
        Some(endpoint) => {
            let (exporter, layer) = crate::otlp::Exporter::start(endpoint, runtime)?;
            let _ = registry.with(layer).try_init();
            Ok(Tracing {
                otlp: Some(exporter),
            })
        }
        #[cfg(not(feature = "otlp"))]
        Some(_) => {
            let _ = (registry, runtime);
            Err("--otlp-endpoint: this build has no OTLP exporter (built without the `otlp` feature)".into())
        }
    }
}

/// The JSON log line: `timestamp`, `level`, the event's fields (`message` among them), its
/// `target`, then the fields of the spans it is in (the innermost first; an event's own field
/// of the same name wins): one flat object a log shipper indexes without nesting.
#[derive(Debug, Clone, Copy)]
struct FlatJson;

impl<S, N> tracing_subscriber::fmt::FormatEvent<S, N> for FlatJson
where
    S: tracing::Subscriber + for<'a> tracing_subscriber::registry::LookupSpan<'a>,
    N: for<'a> tracing_subscriber::fmt::FormatFields<'a> + 'static,
{
    fn format_event(
        &self,
        ctx: &tracing_subscriber::fmt::FmtContext<'_, S, N>,
        mut writer: tracing_subscriber::fmt::format::Writer<'_>,
        event: &tracing::Event<'_>,
    ) -> std::fmt::Result {
        let mut line = serde_json::Map::new();
        line.insert(
            "timestamp".into(),
            jiff::Timestamp::now().to_string().into(),
        );
        line.insert("level".into(), event.metadata().level().as_str().into());
        event.record(&mut JsonVisitor(&mut line));
        line.insert("target".into(), event.metadata().target().into());
        if let Some(scope) = ctx.event_scope() {
            for span in scope {
                let ext = span.extensions();
                let Some(fields) = ext.get::<tracing_subscriber::fmt::FormattedFields<N>>() else {
                    continue;
                };
                if let Ok(serde_json::Value::Object(o)) =
                    serde_json::from_str::<serde_json::Value>(fields)
                {
                    for (k, v) in o {
                        line.entry(k).or_insert(v);
                    }
                }
            }
        }
        writeln!(writer, "{}", serde_json::Value::Object(line))
    }
}

/// An event's fields into a JSON object.
struct JsonVisitor<'a>(&'a mut serde_json::Map<String, serde_json::Value>);

impl tracing::field::Visit for JsonVisitor<'_> {
    fn record_str(&mut self, field: &tracing::field::Field, value: &str) {
        self.0.insert(field.name().into(), value.into());
    }
    fn record_i64(&mut self, field: &tracing::field::Field, value: i64) {
        self.0.insert(field.name().into(), value.into());
    }
    fn record_u64(&mut self, field: &tracing::field::Field, value: u64) {
        self.0.insert(field.name().into(), value.into());
    }
    fn record_f64(&mut self, field: &tracing::field::Field, value: f64) {
        self.0.insert(field.name().into(), value.into());
    }
    fn record_bool(&mut self, field: &tracing::field::Field, value: bool) {
        self.0.insert(field.name().into(), value.into());
    }
    fn record_debug(&mut self, field: &tracing::field::Field, value: &dyn std::fmt::Debug) {
        self.0
            .insert(field.name().into(), format!("{value:?}").into());
    }
}

/// Record what a request is found to be about on its span (and so on every later line of
/// the request, and on its exported span): `actor` (`key:<id>`, `staff:<id>`), `ruling_id`.
pub(crate) fn record(field: &'static str, value: &str) {
    tracing::Span::current().record(field, value);
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
pub(crate) struct MakeUlid;

impl MakeRequestId for MakeUlid {
    fn make_request_id<B>(&mut self, _: &axum::http::Request<B>) -> Option<RequestId> {
        HeaderValue::from_str(&ulid::Ulid::new().to_string())
            .ok()
            .map(RequestId::new)
    }
}

/// Requests by route and status, and a latency histogram.
pub(crate) async fn record_metrics(req: Request, next: Next) -> Response {
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

pub(crate) async fn timeout(State(state): State<AppState>, req: Request, next: Next) -> Response {
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

pub(crate) fn panic_response(_: Box<dyn std::any::Any + Send + 'static>) -> Response {
    AppError::Internal("a handler panicked".into()).into_response()
}

/// A request's span: its method, its route (the matched route, never the path: a path can
/// hold a player's id), the server's request id (and the client's, if it sent one), and, once known, the credential (`actor`,
/// by id: `key:<id>`, `staff:<id>`), the ruling it made or names (`ruling_id`) and the status.
fn request_span<B>(req: &axum::http::Request<B>) -> tracing::Span {
    let id = req
        .headers()
        .get(REQUEST_ID)
        .and_then(|v| v.to_str().ok())
        .unwrap_or("");
    let route = req
        .extensions()
        .get::<MatchedPath>()
        .map_or("unmatched", |p| p.as_str());
    let client = req
        .extensions()
        .get::<ClientRequestId>()
        .map(|c| c.0.as_str());
    tracing::info_span!(
        "request",
        method = %req.method(),
        route,
        request_id = %id,
        client_request_id = client,
        actor = tracing::field::Empty,
        ruling_id = tracing::field::Empty,
        status = tracing::field::Empty,
    )
}

/// The request's trace: a span per request (`request_span`), its status recorded on the answer.
pub(crate) type Trace = TraceLayer<
    tower_http::classify::SharedClassifier<tower_http::classify::ServerErrorsAsFailures>,
    fn(&Request) -> tracing::Span,
    tower_http::trace::DefaultOnRequest,
    fn(&Response, std::time::Duration, &tracing::Span),
>;

/// The trace layer of [`crate::app`]'s stack.
pub(crate) fn trace() -> Trace {
    fn on_response(r: &Response, _: std::time::Duration, span: &tracing::Span) {
        span.record("status", r.status().as_u16());
    }
    TraceLayer::new_for_http()
        .make_span_with(request_span as fn(&Request) -> tracing::Span)
        .on_response(on_response as fn(&Response, std::time::Duration, &tracing::Span))
}
