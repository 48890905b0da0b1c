//! What a browser and a network put in front of the API: the `Host` allow-list, CORS for a
//! console served from another origin, and the headers that keep HTML pages (the API
//! explorer at `/docs`) from being framed, sniffed or fed foreign scripts.

use crate::problem::AppError;
use crate::state::AppState;
use crate::text::WebText;
use axum::extract::{Request, State};
use axum::http::{HeaderName, HeaderValue, Method, header};
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};
use tower_http::cors::{AllowOrigin, CorsLayer};

/// Middleware: with `--allowed-hosts`, a request whose `Host` (port aside) is not listed is a
/// 421 problem. Health and readiness probes are answered whatever the host (a load balancer
/// probes by address).
pub(crate) async fn check_host(State(s): State<AppState>, req: Request, next: Next) -> Response {
    let allowed = &s.settings.allowed_hosts;
    if allowed.is_empty() || matches!(req.uri().path(), "/healthz" | "/readyz") {
        return next.run(req).await;
    }
    let host = req
        .headers()
        .get(header::HOST)
        .and_then(|v| v.to_str().ok())
        .or_else(|| req.uri().host())
        .unwrap_or("");
    let name = host_name(host);
    if allowed.iter().any(|a| a == &name) {
        next.run(req).await
    } else {
        AppError::Misdirected(WebText::HostNotAllowed { host: name }.into()).into_response()
    }
}

/// Middleware: with `--trusted-proxies`, a request from one of them carries the client's
/// address (from `X-Forwarded-For`) as its peer, for the throttle and the access log.
pub(crate) async fn forwarded(State(s): State<AppState>, mut req: Request, next: Next) -> Response {
    let trusted = &s.settings.trusted_proxies;
    if !trusted.is_empty()
        && let Some(peer) = req.extensions().get::<crate::auth::PeerAddr>().map(|p| p.0)
    {
        let values: Vec<&str> = req
            .headers()
            .get_all("x-forwarded-for")
            .iter()
            .filter_map(|v| v.to_str().ok())
            .collect();
        if let Some(client) = crate::net::forwarded_client(peer.ip(), &values, trusted) {
            req.extensions_mut()
                .insert(crate::auth::PeerAddr(std::net::SocketAddr::new(client, 0)));
        }
    }
    next.run(req).await
}

/// The plain-HTTP side of a TLS server (`--http-redirect`): every request answered 308 to the
/// same host and path over HTTPS on `port`. With `--allowed-hosts`, other hosts get 421
/// (no redirect to a host the server does not answer for).
pub fn https_redirect(port: u16, allowed_hosts: &[String]) -> axum::Router {
    let allowed: Vec<String> = allowed_hosts
        .iter()
        .map(|h| h.trim().to_ascii_lowercase())
        .filter(|h| !h.is_empty())
        .collect();
    axum::Router::new().fallback(move |req: Request| {
        let allowed = allowed.clone();
        async move {
            let host = req
                .headers()
                .get(header::HOST)
                .and_then(|v| v.to_str().ok())
                .unwrap_or("");
            let name = host_name(host);
            let valid = !name.is_empty()
                && name
                    .chars()
                    .all(|c| c.is_ascii_alphanumeric() || "-.[]:".contains(c));
            if !valid || (!allowed.is_empty() && !allowed.iter().any(|a| a == &name)) {
                return AppError::Misdirected(WebText::HostNotAllowed { host: name }.into())
                    .into_response();
            }
            let path = req
                .uri()
                .path_and_query()
                .map_or("/", |p| p.as_str())
                .to_string();
            let target = if port == 443 {
                format!("https://{name}{path}")
            } else {
                format!("https://{name}:{port}{path}")
            };
            match HeaderValue::from_str(&target) {
                Ok(v) => (
                    axum::http::StatusCode::PERMANENT_REDIRECT,
                    [(header::LOCATION, v)],
                )
                    .into_response(),
                Err(_) => AppError::BadRequest(WebText::HttpsOnly.into()).into_response(),
            }
        }
    })
}

/// `Host` without its port, lower case (`[::1]:8080` → `[::1]`).
fn host_name(host: &str) -> String {
    let h = if host.starts_with('[') {
        host.split_once(']').map_or(host, |(a, _)| a).to_string() + "]"
    } else {
        host.split(':').next().unwrap_or(host).to_string()
    };
    h.to_ascii_lowercase()
}

/// CORS for the listed origins (none: no CORS headers, so browsers keep other origins out).
pub fn cors(origins: &[String]) -> Option<CorsLayer> {
    // `*` (refused at start by `config::check_origins`) would make tower-http panic beside
    // the credentials' header: never listed.
    let list: Vec<HeaderValue> = origins
        .iter()
        .filter(|o| !o.contains('*'))
        .filter_map(|o| HeaderValue::from_str(o.trim_end_matches('/')).ok())
        .collect();
    if list.is_empty() {
        return None;
    }
    Some(
        CorsLayer::new()
            .allow_origin(AllowOrigin::list(list))
            .allow_methods([Method::GET, Method::POST, Method::PATCH, Method::DELETE])
            .allow_headers([
                header::AUTHORIZATION,
                header::CONTENT_TYPE,
                header::ACCEPT_LANGUAGE,
                HeaderName::from_static("idempotency-key"),
            ])
            .expose_headers([
                header::LOCATION,
                header::CONTENT_LANGUAGE,
                header::RETRY_AFTER,
                HeaderName::from_static("x-request-id"),
                HeaderName::from_static("idempotent-replayed"),
            ])
            .max_age(std::time::Duration::from_secs(600)),
    )
}

/// The Content-Security-Policy of HTML pages: scripts, styles and images from this server
/// only (Swagger UI's own styles are inline), never framed. The console compiles its offline
/// engine (`'wasm-unsafe-eval'`: WebAssembly from this server, no JavaScript `eval`) and prints a
/// ruling's print view from a `blob:` frame of its own.
const CSP: &str = "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; style-src 'self' 'unsafe-inline'; \
img-src 'self' data:; connect-src 'self'; frame-src 'self' blob:; frame-ancestors 'none'; base-uri 'none'; \
form-action 'self'";

/// Middleware: `X-Content-Type-Options: nosniff` on every answer (and, over HTTPS,
/// `Strict-Transport-Security`); on HTML pages also a CSP, `X-Frame-Options: DENY` and no
/// referrer.
pub(crate) async fn headers(State(s): State<AppState>, req: Request, next: Next) -> Response {
    let mut r = next.run(req).await;
    if s.settings.tls {
        r.headers_mut().insert(
            header::STRICT_TRANSPORT_SECURITY,
            HeaderValue::from_static("max-age=31536000"),
        );
    }
    let html = r
        .headers()
        .get(header::CONTENT_TYPE)
        .and_then(|v| v.to_str().ok())
        .is_some_and(|v| v.starts_with("text/html"));
    let h = r.headers_mut();
    h.insert(
        header::X_CONTENT_TYPE_OPTIONS,
        HeaderValue::from_static("nosniff"),
    );
    if html {
        h.insert(
            header::CONTENT_SECURITY_POLICY,
            HeaderValue::from_static(CSP),
        );
        h.insert(header::X_FRAME_OPTIONS, HeaderValue::from_static("DENY"));
        h.insert(
            header::REFERRER_POLICY,
            HeaderValue::from_static("no-referrer"),
        );
    }
    r
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::net::{Network, forwarded_client};
    use std::net::IpAddr;

    #[test]
    fn host_names_lose_their_port() {
        assert_eq!(host_name("Floor.Example:8080"), "floor.example");
        assert_eq!(host_name("[::1]:8080"), "[::1]");
        assert_eq!(host_name("10.0.0.5"), "10.0.0.5");
    }

    #[test]
    fn networks_parse_and_contain() {
        let n = Network::parse("172.16.0.0/12").unwrap();
        assert!(n.contains("172.20.3.4".parse().unwrap()));
        assert!(!n.contains("172.32.0.1".parse().unwrap()));
        assert!(n.contains("::ffff:172.16.0.9".parse().unwrap()));
        let one = Network::parse("10.0.0.7").unwrap();
        assert!(one.contains("10.0.0.7".parse().unwrap()));
        assert!(!one.contains("10.0.0.8".parse().unwrap()));
        assert!(
            Network::parse("fd00::/8")
                .unwrap()
                .contains("fd12::1".parse().unwrap())
        );
        assert!(
            Network::parse("0.0.0.0/0")
                .unwrap()
                .contains("8.8.8.8".parse().unwrap())
        );
        assert!(Network::parse("10.0.0.0/33").is_err());
        assert!(Network::parse("proxy").is_err());
    }

    #[test]
    fn the_client_is_the_last_untrusted_hop() {
        let trusted = [Network::parse("10.0.0.0/8").unwrap()];
        let proxy: IpAddr = "10.0.0.2".parse().unwrap();
        // A tablet behind the proxy; a forged first entry is never believed.
        assert_eq!(
            forwarded_client(proxy, &["6.6.6.6, 192.168.1.20"], &trusted),
            Some("192.168.1.20".parse().unwrap())
        );
        // Two proxies in a row: skip both.
        assert_eq!(
            forwarded_client(proxy, &["192.168.1.20", "10.0.0.9"], &trusted),
            Some("192.168.1.20".parse().unwrap())
        );
        // Not from a trusted proxy: the header is ignored.
        assert_eq!(
            forwarded_client("192.168.1.5".parse().unwrap(), &["1.2.3.4"], &trusted),
            None
        );
        // Garbage stops the walk: the peer stands.
        assert_eq!(forwarded_client(proxy, &["1.2.3.4, junk"], &trusted), None);
        assert_eq!(forwarded_client(proxy, &[], &trusted), None);
    }
}
