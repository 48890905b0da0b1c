//! The HTTP server loop: hyper's HTTP/1 connections behind a bounded accept loop.
//!
//! `axum::serve` keeps every connection for as long as the client likes and accepts as many as
//! the process has file descriptors, so a few hundred silent connections could stop the
//! server answering anyone, `/healthz` included. Here:
//!
//! - a client has `idle_timeout` to send a request's headers, on a new connection and between
//!   requests on a kept-alive one (hyper's header-read timeout, with a timer);
//! - at most `max_connections` are open, lowered to fit the process's file limit; at the cap
//!   the connection idle the longest (no request in progress, a response body included) is
//!   closed to make room, and when none is idle the newcomer's request is answered 503 (a
//!   problem document, `Retry-After: 1`, `Connection: close`, through hyper like any answer)
//!   and the connection closed; a few such answers at a time, beyond them the newcomer is
//!   closed at once;
//! - at shutdown the loop stops accepting, asks every connection to finish its request in
//!   progress and close, and returns when all have (mini-redis's shutdown: every task joined);
//! - with TLS (`--tls-cert`, `--tls-key`: rustls) every connection is HTTPS: the handshake
//!   has `idle_timeout` to finish, and a connection whose first bytes are plain HTTP is
//!   answered 400 (a problem saying to use https://) and closed, never served in clear;
//! - each request carries the client's address ([`crate::auth::PeerAddr`]), for the throttle
//!   on bad credentials and the access log.

use crate::i18n;
use crate::problem::AppError;
use crate::text::WebText;
use axum::Router;
use axum::body::Body;
use axum::http::{HeaderValue, header};
use axum::response::{IntoResponse, Response};
use http_body_util::BodyExt;
use hyper::server::conn::http1;
use hyper_util::rt::{TokioIo, TokioTimer};
use std::collections::HashMap;
use std::convert::Infallible;
use std::future::Future;
use std::sync::atomic::{AtomicU64, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};
use tokio::io::{AsyncRead, AsyncWrite};
use tokio::net::{TcpListener, TcpStream};
use tokio::sync::{Notify, Semaphore, watch};
use tokio::task::JoinSet;
use tower::ServiceExt;

/// The loop's bounds, and its TLS.
#[derive(Clone)]
pub struct Limits {
    /// Open connections at most (before the file limit lowers it).
    pub max_connections: usize,
    /// Time to send a request's headers, and to stay idle between requests (and to finish a
    /// TLS handshake).
    pub idle_timeout: Duration,
    /// HTTPS only, with this certificate: every connection's first bytes must be a TLS
    /// handshake.
    pub tls: Option<tokio_rustls::TlsAcceptor>,
}

impl std::fmt::Debug for Limits {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Limits")
            .field("max_connections", &self.max_connections)
            .field("idle_timeout", &self.idle_timeout)
            .field("tls", &self.tls.is_some())
            .finish()
    }
}

impl Default for Limits {
    fn default() -> Self {
        Limits {
            max_connections: 1024,
            idle_timeout: Duration::from_secs(30),
            tls: None,
        }
    }
}

/// A TLS acceptor from a PEM certificate chain and its private key (PKCS#8, PKCS#1 or
/// SEC1), HTTP/1.1 by ALPN. The error says which file and what is wrong.
pub fn tls_acceptor(
    cert: &std::path::Path,
    key: &std::path::Path,
) -> Result<tokio_rustls::TlsAcceptor, String> {
    use rustls_pki_types::pem::PemObject;
    use rustls_pki_types::{CertificateDer, PrivateKeyDer};
    let certs: Vec<CertificateDer<'static>> = CertificateDer::pem_file_iter(cert)
        .and_then(|i| i.collect::<Result<_, _>>())
        .map_err(|e| format!("--tls-cert {}: {e}", cert.display()))?;
    if certs.is_empty() {
        return Err(format!(
            "--tls-cert {}: no certificate in the file (PEM `BEGIN CERTIFICATE`)",
            cert.display()
        ));
    }
    let key = PrivateKeyDer::from_pem_file(key)
        .map_err(|e| format!("--tls-key {}: {e}", key.display()))?;
    let provider = Arc::new(rustls::crypto::ring::default_provider());
    let mut config = rustls::ServerConfig::builder_with_provider(provider)
        .with_safe_default_protocol_versions()
        .map_err(|e| format!("TLS: {e}"))?
        .with_no_client_auth()
        .with_single_cert(certs, key)
        .map_err(|e| format!("--tls-cert and --tls-key: {e}"))?;
    config.alpn_protocols = vec![b"http/1.1".to_vec()];
    Ok(tokio_rustls::TlsAcceptor::from(Arc::new(config)))
}

/// The first byte of a TLS connection: a handshake record.
const TLS_HANDSHAKE: u8 = 0x16;

/// Plain HTTP sent to a server that speaks HTTPS only: a whole 400 answer (a problem saying
/// so), and the connection closed.
async fn plain_http_refused(mut stream: TcpStream) {
    use tokio::io::AsyncWriteExt;
    let p = AppError::BadRequest(WebText::HttpsOnly.into()).problem(Default::default());
    let body = serde_json::to_string(&p).unwrap_or_default();
    let answer = format!(
        "HTTP/1.1 400 Bad Request\r\ncontent-type: application/problem+json\r\ncontent-length: {}\r\nconnection: close\r\n\r\n{body}",
        body.len()
    );
    let _ = tokio::time::timeout(REFUSAL_TIMEOUT, async {
        let _ = stream.write_all(answer.as_bytes()).await;
        let _ = stream.shutdown().await;
    })
    .await;
}

/// File descriptors kept for everything but connections: the log database, its WAL, the
/// listener, standard streams, threads' needs.
const FD_RESERVE: u64 = 64;

/// `max` lowered to what the process's file limit leaves for connections.
pub(crate) fn connection_cap(max: usize) -> usize {
    let limit = nofile_limit().unwrap_or(u64::MAX);
    let room = limit.saturating_sub(FD_RESERVE).max(8);
    max.min(usize::try_from(room).unwrap_or(usize::MAX)).max(1)
}

/// The soft limit on open files (`getrlimit(RLIMIT_NOFILE)`); unknown where the system has
/// none.
fn nofile_limit() -> Option<u64> {
    rlimit::getrlimit(rlimit::Resource::NOFILE)
        .ok()
        .map(|(soft, _hard)| soft)
        .filter(|&soft| soft != rlimit::INFINITY)
}

/// What the loop knows of one connection.
struct Conn {
    /// Requests in progress (until their response body is sent or dropped).
    busy: AtomicUsize,
    /// When it last finished a response or was opened: milliseconds since the loop started.
    idle_since: AtomicU64,
    /// Told to close at once (evicted).
    evict: Notify,
}

/// Marks a connection busy while a request and its response body are in progress.
struct Activity {
    conn: Arc<Conn>,
    epoch: Instant,
}

impl Activity {
    fn start(conn: &Arc<Conn>, epoch: Instant) -> Activity {
        conn.busy.fetch_add(1, Ordering::AcqRel);
        Activity {
            conn: conn.clone(),
            epoch,
        }
    }
}

impl Drop for Activity {
    fn drop(&mut self) {
        self.conn
            .idle_since
            .store(self.epoch.elapsed().as_millis() as u64, Ordering::Release);
        self.conn.busy.fetch_sub(1, Ordering::AcqRel);
    }
}

type Registry = Arc<Mutex<HashMap<u64, Arc<Conn>>>>;

/// The connection idle the longest, if any is idle.
fn longest_idle(reg: &Registry) -> Option<Arc<Conn>> {
    let map = reg.lock().unwrap_or_else(|e| e.into_inner());
    map.values()
        .filter(|c| c.busy.load(Ordering::Acquire) == 0)
        .min_by_key(|c| c.idle_since.load(Ordering::Acquire))
        .cloned()
}

/// Refused connections answered at once, at most (each holds a file descriptor until its
/// answer is sent: they come out of [`FD_RESERVE`]); beyond them a newcomer is closed unread.
const REFUSALS: usize = 16;
/// How long a refused connection has to send its request's headers.
const REFUSAL_TIMEOUT: Duration = Duration::from_secs(2);

/// The answer to a request on a connection over the cap: 503, a problem document in the
/// request's language, `Retry-After: 1`, and the connection closed.
fn busy(req: &hyper::Request<hyper::body::Incoming>) -> Response {
    let lang = i18n::accept_language(req.headers()).unwrap_or_default();
    let err = AppError::Unavailable(WebText::TooManyConnections.into()).in_language(lang);
    let mut r = i18n::in_language(err.into_response(), lang);
    let h = r.headers_mut();
    h.insert(header::RETRY_AFTER, HeaderValue::from_static("1"));
    h.insert(header::CONNECTION, HeaderValue::from_static("close"));
    r
}

/// Read one request on a connection over the cap and answer it [`busy`], then close.
async fn refuse(stream: TcpStream) {
    let service = hyper::service::service_fn(|req: hyper::Request<hyper::body::Incoming>| {
        let r = busy(&req);
        async move { Ok::<_, Infallible>(r) }
    });
    let mut builder = http1::Builder::new();
    builder
        .timer(TokioTimer::new())
        .header_read_timeout(REFUSAL_TIMEOUT)
        .keep_alive(false);
    let served = builder.serve_connection(TokioIo::new(stream), service);
    // A client that sends its request but never reads the answer is not waited for.
    let _ = tokio::time::timeout(REFUSAL_TIMEOUT * 2, served).await;
}

/// Serve `router` on `listener` until `shutdown` completes, then let every connection finish
/// its request in progress and return once all are closed.
pub async fn serve(
    listener: TcpListener,
    router: Router,
    limits: Limits,
    shutdown: impl Future<Output = ()>,
) {
    let cap = connection_cap(limits.max_connections);
    let tls = limits.tls.clone();
    tracing::info!(
        max_connections = cap,
        idle_timeout_s = limits.idle_timeout.as_secs(),
        "connection limits"
    );
    let epoch = Instant::now();
    let registry: Registry = Arc::new(Mutex::new(HashMap::new()));
    let (stop_tx, stop_rx) = watch::channel(false);
    let mut tasks = JoinSet::new();
    let refusals = Arc::new(Semaphore::new(REFUSALS));
    let mut next_id = 0u64;
    tokio::pin!(shutdown);
    loop {
        let accepted = tokio::select! {
            biased;
            () = &mut shutdown => break,
            Some(_) = tasks.join_next(), if !tasks.is_empty() => continue,
            r = listener.accept() => r,
        };
        let (stream, peer) = match accepted {
            Ok(a) => a,
            Err(e) => {
                // Out of file descriptors (or a connection reset before it was accepted):
                // wait a moment rather than spin.
                tracing::warn!(error = %e, "accept failed");
                tokio::time::sleep(Duration::from_millis(50)).await;
                continue;
            }
        };
        let open = registry.lock().map(|m| m.len()).unwrap_or(0);
        if open >= cap {
            match longest_idle(&registry) {
                Some(victim) => {
                    metrics::counter!("floorcall_connections_evicted_total").increment(1);
                    victim.evict.notify_one();
                }
                None => {
                    metrics::counter!("floorcall_connections_refused_total").increment(1);
                    if let Ok(turn) = refusals.clone().try_acquire_owned() {
                        tasks.spawn(async move {
                            refuse(stream).await;
                            drop(turn);
                        });
                    }
                    continue;
                }
            }
        }
        let _ = stream.set_nodelay(true);
        next_id += 1;
        let id = next_id;
        let conn = Arc::new(Conn {
            busy: AtomicUsize::new(0),
            idle_since: AtomicU64::new(epoch.elapsed().as_millis() as u64),
            evict: Notify::new(),
        });
        if let Ok(mut m) = registry.lock() {
            m.insert(id, conn.clone());
        }
        let (router, stop, reg, idle) = (
            router.clone(),
            stop_rx.clone(),
            registry.clone(),
            limits.idle_timeout,
        );
        match &tls {
            None => {
                tasks.spawn(connection(
                    stream,
                    peer,
                    router,
                    conn,
                    epoch,
                    idle,
                    stop,
                    (reg, id),
                ));
            }
            Some(acceptor) => {
                let acceptor = acceptor.clone();
                tasks.spawn(async move {
                    let secured = tokio::time::timeout(idle, async {
                        let mut first = [0u8; 1];
                        match stream.peek(&mut first).await {
                            Ok(1) if first[0] == TLS_HANDSHAKE => {
                                acceptor.accept(stream).await.map_err(|e| e.to_string())
                            }
                            Ok(0) => Err("closed".to_string()),
                            Ok(_) => {
                                metrics::counter!("floorcall_plain_http_refused_total")
                                    .increment(1);
                                plain_http_refused(stream).await;
                                Err("plain HTTP".to_string())
                            }
                            Err(e) => Err(e.to_string()),
                        }
                    })
                    .await;
                    match secured {
                        Ok(Ok(tls_stream)) => {
                            connection(
                                tls_stream,
                                peer,
                                router,
                                conn,
                                epoch,
                                idle,
                                stop,
                                (reg, id),
                            )
                            .await;
                        }
                        Ok(Err(why)) => {
                            tracing::debug!(%peer, why, "TLS connection not made");
                            if let Ok(mut m) = reg.lock() {
                                m.remove(&id);
                            }
                        }
                        Err(_) => {
                            tracing::debug!(%peer, "TLS handshake timed out");
                            if let Ok(mut m) = reg.lock() {
                                m.remove(&id);
                            }
                        }
                    }
                });
            }
        }
    }
    drop(listener);
    let _ = stop_tx.send(true);
    while tasks.join_next().await.is_some() {}
}

#[allow(clippy::too_many_arguments)]
async fn connection<IO>(
    stream: IO,
    peer: std::net::SocketAddr,
    router: Router,
    conn: Arc<Conn>,
    epoch: Instant,
    idle_timeout: Duration,
    mut stop: watch::Receiver<bool>,
    (registry, id): (Registry, u64),
) where
    IO: AsyncRead + AsyncWrite + Unpin + Send + 'static,
{
    let state = conn.clone();
    let service =
        hyper::service::service_fn(move |mut req: hyper::Request<hyper::body::Incoming>| {
            let activity = Activity::start(&state, epoch);
            let router = router.clone();
            req.extensions_mut().insert(crate::auth::PeerAddr(peer));
            async move {
                let res = match router.oneshot(req.map(Body::new)).await {
                    Ok(r) => r,
                    Err(never) => match never {},
                };
                // Busy until the body is sent (an export streams long after this returns).
                Ok::<_, Infallible>(res.map(|b| {
                    Body::new(b.map_frame(move |f| {
                        let _busy = &activity;
                        f
                    }))
                }))
            }
        });
    let mut builder = http1::Builder::new();
    builder
        .timer(TokioTimer::new())
        .header_read_timeout(idle_timeout)
        .keep_alive(true);
    let served = builder.serve_connection(TokioIo::new(stream), service);
    tokio::pin!(served);
    let mut stopping = *stop.borrow();
    if stopping {
        served.as_mut().graceful_shutdown();
    }
    loop {
        tokio::select! {
            _ = served.as_mut() => break,
            () = conn.evict.notified() => break,
            r = stop.changed(), if !stopping => {
                stopping = true;
                if r.is_ok() {
                    served.as_mut().graceful_shutdown();
                }
            }
        }
    }
    if let Ok(mut m) = registry.lock() {
        m.remove(&id);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_cap_fits_the_file_limit() {
        assert!(connection_cap(10) <= 10);
        assert!(connection_cap(usize::MAX) < usize::MAX);
        assert!(connection_cap(0) >= 1);
    }
}
