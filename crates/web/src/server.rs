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
//!   progress and close, and returns when all have (mini-redis's shutdown: every task joined).

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
use tokio::net::{TcpListener, TcpStream};
use tokio::sync::{Notify, Semaphore, watch};
use tokio::task::JoinSet;
use tower::ServiceExt;

/// The loop's bounds.
#[derive(Debug, Clone, Copy)]
pub struct Limits {
    /// Open connections at most (before the file limit lowers it).
    pub max_connections: usize,
    /// Time to send a request's headers, and to stay idle between requests.
    pub idle_timeout: Duration,
}

/// File descriptors kept for everything but connections: the log database, its WAL, the
/// listener, standard streams, threads' needs.
const FD_RESERVE: u64 = 64;

/// `max` lowered to what the process's file limit leaves for connections.
pub fn connection_cap(max: usize) -> usize {
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
        let stream = match accepted {
            Ok((s, _)) => s,
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
        tasks.spawn(connection(
            stream,
            router.clone(),
            conn,
            epoch,
            limits.idle_timeout,
            stop_rx.clone(),
            (registry.clone(), id),
        ));
    }
    drop(listener);
    let _ = stop_tx.send(true);
    while tasks.join_next().await.is_some() {}
}

async fn connection(
    stream: TcpStream,
    router: Router,
    conn: Arc<Conn>,
    epoch: Instant,
    idle_timeout: Duration,
    mut stop: watch::Receiver<bool>,
    (registry, id): (Registry, u64),
) {
    let _ = stream.set_nodelay(true);
    let state = conn.clone();
    let service = hyper::service::service_fn(move |req: hyper::Request<hyper::body::Incoming>| {
        let activity = Activity::start(&state, epoch);
        let router = router.clone();
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
