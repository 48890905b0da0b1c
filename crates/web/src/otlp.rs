//! OpenTelemetry traces over OTLP/HTTP (protobuf), when `--otlp-endpoint` names a collector:
//! one span per request (`request`: method, route, request id, actor, ruling id, status),
//! batched and sent by the OpenTelemetry SDK. Off by default: without the flag nothing is
//! built and nothing is sent.
//!
//! Only the request spans are exported, never the log lines inside them (the access log's
//! and the handlers' events): a span names the credential by its id and the ruling by its id,
//! never a player's id or name (their personal data stays in the log database, where an
//! erasure reaches it).

use opentelemetry::trace::TracerProvider as _;
use opentelemetry_otlp::{WithExportConfig, WithHttpConfig};
use opentelemetry_sdk::trace::SdkTracerProvider;
use std::time::Duration;
use tracing_subscriber::Layer;
use tracing_subscriber::registry::LookupSpan;

/// How long one export may take.
const TIMEOUT: Duration = Duration::from_secs(10);

/// The running exporter.
#[derive(Debug)]
pub(crate) struct Exporter {
    provider: SdkTracerProvider,
}

/// The path OTLP/HTTP collectors take traces on, added to an endpoint given without a path.
pub(crate) const TRACES_PATH: &str = "/v1/traces";

/// The traces URL for `--otlp-endpoint`: `http://collector:4318` becomes
/// `http://collector:4318/v1/traces`; a URL with a path is taken as it is. Plain `http://`
/// only (a collector on the host or its network, which forwards over TLS itself); the cases
/// are in `traces_url_tests`.
pub(crate) fn traces_url(endpoint: &str) -> Result<String, String> {
    let endpoint = endpoint.trim();
    let uri: hyper::Uri = endpoint
        .parse()
        .map_err(|e| format!("--otlp-endpoint: \"{endpoint}\" is not a URL ({e})"))?;
    match uri.scheme_str() {
        Some("http") if uri.host().is_some() => {}
        Some("https") => {
            return Err(format!(
                "--otlp-endpoint: \"{endpoint}\": only http:// is supported (point it at an OpenTelemetry Collector on the host or its network, e.g. http://127.0.0.1:4318, which forwards over TLS)"
            ));
        }
        _ => {
            return Err(format!(
                "--otlp-endpoint: \"{endpoint}\" is not an http:// URL (e.g. http://127.0.0.1:4318)"
            ));
        }
    }
    Ok(match uri.path() {
        "" | "/" => format!("{}{TRACES_PATH}", endpoint.trim_end_matches('/')),
        _ => endpoint.to_string(),
    })
}

impl Exporter {
    /// Build the exporter for `endpoint` and the layer that hands it the request spans.
    pub(crate) fn start<S>(
        endpoint: &str,
        runtime: &tokio::runtime::Handle,
    ) -> Result<(Exporter, impl Layer<S> + Send + Sync + 'static), String>
    where
        S: tracing::Subscriber + for<'a> LookupSpan<'a> + Send + Sync,
    {
        let url = traces_url(endpoint)?;
        let client = OnRuntime {
            runtime: runtime.clone(),
        };
        let exporter = opentelemetry_otlp::SpanExporter::builder()
            .with_http()
            .with_http_client(client)
            .with_protocol(opentelemetry_otlp::Protocol::HttpBinary)
            .with_endpoint(url.clone())
            .with_timeout(TIMEOUT)
            .build()
            .map_err(|e| format!("--otlp-endpoint {url}: {e}"))?;
        let resource = opentelemetry_sdk::Resource::builder()
            .with_service_name("floorcall")
            .with_attribute(opentelemetry::KeyValue::new(
                "service.version",
                env!("CARGO_PKG_VERSION"),
            ))
            .build();
        let provider = SdkTracerProvider::builder()
            .with_resource(resource)
            .with_batch_exporter(exporter)
            .build();
        let tracer = provider.tracer("floorcall");
        let layer = tracing_opentelemetry::layer()
            .with_tracer(tracer)
            .with_filter(tracing_subscriber::filter::filter_fn(|m| {
                m.is_span() && m.name() == "request"
            }));
        Ok((Exporter { provider }, layer))
    }

    /// Send what is buffered and stop.
    pub(crate) fn shutdown(self) {
        let _ = self.provider.shutdown();
    }
}

/// The exporter's HTTP client: one HTTP/1.1 `POST` per batch on a connection of its own
/// (hyper's, as the webhooks use; no HTTP/2 stack), run on the server's tokio runtime since
/// the SDK's batch processor exports from a thread of its own, where no runtime is current.
#[derive(Debug, Clone)]
struct OnRuntime {
    runtime: tokio::runtime::Handle,
}

/// The largest answer read from a collector.
const MAX_ANSWER: usize = 1 << 20;

#[async_trait::async_trait]
impl opentelemetry_http::HttpClient for OnRuntime {
    async fn send_bytes(
        &self,
        request: opentelemetry_http::Request<opentelemetry_http::Bytes>,
    ) -> Result<
        opentelemetry_http::Response<opentelemetry_http::Bytes>,
        opentelemetry_http::HttpError,
    > {
        self.runtime
            .spawn(async move {
                tokio::time::timeout(TIMEOUT, post(request))
                    .await
                    .map_err(|_| format!("no answer within {} s", TIMEOUT.as_secs()))?
            })
            .await
            .map_err(|e| Box::new(e) as opentelemetry_http::HttpError)?
    }
}

/// Send one request over a new connection and read the answer.
async fn post(
    request: opentelemetry_http::Request<opentelemetry_http::Bytes>,
) -> Result<opentelemetry_http::Response<opentelemetry_http::Bytes>, opentelemetry_http::HttpError>
{
    use http_body_util::BodyExt;
    let (mut parts, body) = request.into_parts();
    let uri = parts.uri.clone();
    let host = uri.host().ok_or("the endpoint names no host")?;
    let port = uri.port_u16().unwrap_or(80);
    let tcp =
        tokio::net::TcpStream::connect((host.trim_start_matches('[').trim_end_matches(']'), port))
            .await?;
    let (mut sender, conn) =
        hyper::client::conn::http1::handshake(hyper_util::rt::TokioIo::new(tcp)).await?;
    tokio::spawn(conn);
    // HTTP/1.1's origin form: the path on the request line, the authority in `Host`.
    parts.uri = uri.path_and_query().map_or("/", |p| p.as_str()).parse()?;
    if let Some(authority) = uri.authority() {
        parts
            .headers
            .insert(hyper::header::HOST, authority.as_str().parse()?);
    }
    let answer = sender
        .send_request(hyper::Request::from_parts(
            parts,
            http_body_util::Full::new(body),
        ))
        .await?;
    let (parts, body) = answer.into_parts();
    let bytes = http_body_util::Limited::new(body, MAX_ANSWER)
        .collect()
        .await?
        .to_bytes();
    Ok(hyper::Response::from_parts(parts, bytes))
}

#[cfg(test)]
mod traces_url_tests {
    use super::traces_url;

    #[test]
    fn traces_url_cases() {
        assert_eq!(
            traces_url("http://127.0.0.1:4318").ok().as_deref(),
            Some("http://127.0.0.1:4318/v1/traces")
        );
        assert_eq!(
            traces_url("http://otel:4318/custom/traces").ok().as_deref(),
            Some("http://otel:4318/custom/traces")
        );
        assert!(traces_url("https://otel.example/").is_err());
        assert!(traces_url("otel:4318").is_err());
    }
}
