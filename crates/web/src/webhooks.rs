//! Webhooks: the dispatcher that delivers the log's events (`store::outbox`) to the casino
//! systems subscribed to them.
//!
//! Each delivery is a `POST` of JSON to the subscription's URL with:
//! - `Floorcall-Event`: the event (`ruling.created`, `ruling.final`, `penalty.upheld`,
//!   `incident.created`, `incident.signed_off`);
//! - `Floorcall-Event-Id`: the event's id, the same on every attempt and for every
//!   subscription: receivers drop duplicates by it (delivery is at least once);
//! - `Floorcall-Sender`: which dispatcher (which replica's) sent it, an id it drew at start;
//! - `Floorcall-Signature: t=<unix seconds>,v1=<hex>`: HMAC-SHA256 of `<t>.<body>` under the
//!   subscription's secret (a receiver checks it, and refuses old `t`s against replays).
//!
//! A 2xx answer is a delivery; anything else (or no answer within 10 s) is retried after 1 s,
//! 2 s, 4 s… up to an hour between attempts, and given up after [`MAX_ATTEMPTS`]; every
//! attempt's status and error are kept for admins (`GET /v1/webhooks/{id}/deliveries`).
//!
//! # Design
//! One task per server, polling the log every [`POLL`] (and woken at once when this process
//! logs an event), and going on at once while a round finds more due; within a round up to
//! 16 deliveries are in flight, and the round's attempts are recorded in one transaction.
//! Replicas on one PostgreSQL log each run one: a round claims the deliveries it sends (for
//! [`LEASE`], `Store::due_deliveries`), so no delivery is sent by two replicas at once; a
//! replica that dies mid-round leaves its claims to be sent again when the lease ends (at
//! least once). Each request says which dispatcher sent it (`Floorcall-Sender`: an id drawn at
//! start, in the dispatcher's log lines too). URLs are `https://`, or `http://` to a
//! loopback address only (a receiver on the same machine): secure by default.

use crate::store::Store;
use crate::store::outbox::{Attempt, Due};
use hmac::{Hmac, Mac};
use http_body_util::{BodyExt, Full};
use hyper::body::Bytes;
use sha2::Sha256;
use std::collections::HashMap;
use std::sync::Arc;
use std::time::Duration;
use tokio::sync::Notify;

/// How often the log is read for events and due deliveries.
pub(crate) const POLL: Duration = Duration::from_millis(500);
/// Attempts before a delivery is given up.
pub(crate) const MAX_ATTEMPTS: i64 = 15;
/// How long an attempt may take.
const TIMEOUT: Duration = Duration::from_secs(10);
/// How long one attempt may take in all (the event read from the log, then the request).
const ATTEMPT_MAX: Duration = Duration::from_secs(15);
/// How long a round's claim on its deliveries lasts. A round starts no send after
/// [`SEND_CUTOFF`] and gives back the deliveries it has not sent, so its last attempts end,
/// and are recorded, before the claim does.
pub(crate) const LEASE: Duration = Duration::from_secs(45);
/// The time into a round after which it starts no more sends.
const SEND_CUTOFF: Duration = Duration::from_secs(25);

/// The signature header's value for a body sent at `t` (unix seconds).
pub(crate) fn signature(secret: &str, t: i64, body: &[u8]) -> String {
    let mut mac = Hmac::<Sha256>::new_from_slice(secret.as_bytes())
        .unwrap_or_else(|_| unreachable!("HMAC takes a key of any length"));
    mac.update(t.to_string().as_bytes());
    mac.update(b".");
    mac.update(body);
    let tag = mac.finalize().into_bytes();
    let hex: String = tag.iter().map(|b| format!("{b:02x}")).collect();
    format!("t={t},v1={hex}")
}

/// The delay before attempt `attempts + 1` (after `attempts` failed): 1 s doubling to an hour.
pub(crate) fn backoff(attempts: i64) -> Duration {
    let shift = attempts.clamp(0, 12) as u32;
    Duration::from_secs((1u64 << shift).min(3600))
}

/// Whether a URL may receive events: https, or http to a loopback host.
pub(crate) fn allowed_url(url: &str) -> bool {
    let Ok(uri) = url.parse::<hyper::Uri>() else {
        return false;
    };
    let Some(host) = uri.host() else { return false };
    match uri.scheme_str() {
        Some("https") => true,
        Some("http") => {
            let h = host.trim_start_matches('[').trim_end_matches(']');
            h == "localhost"
                || h.parse::<std::net::IpAddr>()
                    .is_ok_and(|ip| ip.is_loopback())
        }
        _ => false,
    }
}

/// The dispatcher: its task, joined at shutdown (it polls the outbox every `POLL`).
#[derive(Debug)]
pub struct Dispatcher {
    stop: Arc<Notify>,
    task: tokio::task::JoinHandle<()>,
}

impl Dispatcher {
    /// Start delivering the log's events.
    pub fn start(store: Store) -> Dispatcher {
        let stop = Arc::new(Notify::new());
        let sender = ulid::Ulid::new().to_string();
        let span = tracing::info_span!("webhooks", task = "webhooks", sender = %sender);
        let task = tokio::spawn(tracing::Instrument::instrument(
            run(store, sender, stop.clone()),
            span,
        ));
        Dispatcher { stop, task }
    }

    /// Stop after the attempt in progress, and wait for it.
    pub async fn stop(self) {
        self.stop.notify_one();
        let _ = self.task.await;
    }
}

async fn run(store: Store, sender: String, stop: Arc<Notify>) {
    tracing::info!("webhook dispatcher started");
    let client = Client::new(sender);
    // Attempts made but not yet recorded (the log failed meanwhile): recorded before anything
    // else is claimed, so a delivery sent is never left claimed until its lease ends.
    let mut unrecorded: Vec<Attempt> = Vec::new();
    loop {
        let more = match round(&store, &client, &mut unrecorded).await {
            Ok(more) => more,
            Err(e) => {
                tracing::warn!(error = %e, "webhook delivery round failed");
                false
            }
        };
        if more {
            // A full round: go on at once, unless asked to stop.
            tokio::select! {
                biased;
                () = stop.notified() => return,
                () = std::future::ready(()) => continue,
            }
        }
        tokio::select! {
            () = stop.notified() => return,
            () = tokio::time::sleep(POLL) => {}
        }
    }
}

/// Deliveries read from the log in one round.
const ROUND: i64 = 200;
/// Deliveries sent at once within a round.
const SENDS_AT_ONCE: usize = 16;

/// One round: dispatch new events, then send what is due, [`SENDS_AT_ONCE`] at a time, and
/// record every attempt of the round in one transaction. True when the round was full (more
/// may be due at once).
///
/// Sent one after the other, each recorded in a transaction of its own, deliveries kept pace
/// with about 200 events a second: a festival's rate outran them.
async fn round(
    store: &Store,
    client: &Client,
    unrecorded: &mut Vec<Attempt>,
) -> Result<bool, crate::store::StoreError> {
    if !unrecorded.is_empty() {
        store
            .outbox()
            .record_attempts(unrecorded.as_slice())
            .await?;
        unrecorded.clear();
    }
    while store.outbox().dispatch_events(1000).await? == 1000 {}
    let due = store
        .outbox()
        .due_deliveries(ROUND, LEASE.as_millis() as i64)
        .await?;
    let claimed = std::time::Instant::now();
    let mut full = due.len() as i64 == ROUND;
    // The outbox's lag, for a card room's alerts: deliveries due now (a full round claims at
    // most ROUND) and how long the oldest of them has waited since its event.
    let now = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_millis() as i64);
    let oldest = due.iter().map(|d| d.created_ms).min().unwrap_or(now);
    metrics::gauge!("floorcall_webhook_deliveries_due").set(due.len() as f64);
    metrics::gauge!("floorcall_webhook_oldest_due_seconds")
        .set(((now - oldest).max(0) as f64) / 1000.0);
    // The rulings' events' data read at once (a failed read leaves each to its own).
    let created: Vec<&str> = due
        .iter()
        .filter(|d| d.event == "ruling.created")
        .map(|d| d.subject.as_str())
        .collect();
    let data = if created.is_empty() {
        None
    } else {
        store.outbox().created_data(&created).await.ok()
    };
    let mut sending = tokio::task::JoinSet::new();
    let mut attempts = Vec::with_capacity(due.len());
    let mut unsent = Vec::new();
    for due in due {
        if claimed.elapsed() > SEND_CUTOFF {
            // Late in the claim (slow receivers): give the rest back rather than send it
            // after the claim may have ended.
            unsent.push(due.id);
            continue;
        }
        if sending.len() >= SENDS_AT_ONCE
            && let Some(Ok(a)) = sending.join_next().await
        {
            attempts.push(a);
        }
        let (store, client) = (store.clone(), client.clone());
        // (Cloned: two subscriptions to an event each have a delivery of it.)
        let known = match &data {
            Some(read) if due.event == "ruling.created" => {
                Some(read.get(&due.subject).cloned().unwrap_or_default())
            }
            _ => None,
        };
        sending.spawn(tracing::Instrument::in_current_span(async move {
            match tokio::time::timeout(ATTEMPT_MAX, attempt(&store, &client, &due, known)).await {
                Ok(a) => a,
                Err(_) => failed(
                    &due,
                    None,
                    format!("no answer within {} s", ATTEMPT_MAX.as_secs()),
                ),
            }
        }));
    }
    while let Some(a) = sending.join_next().await {
        if let Ok(a) = a {
            attempts.push(a);
        }
    }
    if let Err(e) = store.outbox().record_attempts(&attempts).await {
        *unrecorded = attempts;
        return Err(e);
    }
    if !unsent.is_empty() {
        full = true;
        store.outbox().release_deliveries(&unsent).await?;
    }
    Ok(full)
}

/// A failed attempt: retried after its back-off, or given up after [`MAX_ATTEMPTS`].
fn failed(due: &Due, status: Option<u16>, error: String) -> Attempt {
    let attempts = due.attempts + 1;
    let next = (attempts < MAX_ATTEMPTS)
        .then(|| crate::store::now_ms() + backoff(due.attempts).as_millis() as i64);
    tracing::info!(delivery = %due.id, event_id = %due.event_id, event = %due.event, attempts, %error, "webhook delivery failed");
    Attempt {
        id: due.id.clone(),
        status,
        error: Some(error),
        next_ms: next,
    }
}

/// Send one delivery and say what to record.
async fn attempt(
    store: &Store,
    client: &Client,
    due: &Due,
    data: Option<serde_json::Value>,
) -> Attempt {
    match send(store, client, due, data).await {
        Ok(status) => Attempt {
            id: due.id.clone(),
            status: Some(status),
            error: None,
            next_ms: None,
        },
        Err((status, error)) => failed(due, status, error),
    }
}

/// Send one delivery: the status of a 2xx, or the status (if any) and why it failed. `data`:
/// the event's data when the round read it already.
async fn send(
    store: &Store,
    client: &Client,
    due: &Due,
    data: Option<serde_json::Value>,
) -> Result<u16, (Option<u16>, String)> {
    let data = match data {
        Some(d) => d,
        None => store
            .outbox()
            .event_data(&due.event, &due.subject)
            .await
            .map_err(|e| (None, e.to_string()))?,
    };
    let body = serde_json::json!({
        "id": due.event_id,
        "event": due.event,
        "created_at": crate::store::rfc3339(due.created_ms),
        "data": data,
    })
    .to_string();
    let t = crate::store::now_ms() / 1000;
    let sig = signature(&due.secret, t, body.as_bytes());
    let uri: hyper::Uri = due.url.parse().map_err(|e| (None, format!("{e}")))?;
    if !allowed_url(&due.url) {
        return Err((
            None,
            "the URL is neither https nor a loopback http address".into(),
        ));
    }
    let body = Bytes::from(body);
    let attempt_no = (due.attempts + 1).to_string();
    let build = || {
        hyper::Request::post(uri.clone())
            .header(hyper::header::CONTENT_TYPE, "application/json")
            .header(
                hyper::header::USER_AGENT,
                concat!("floorcall/", env!("CARGO_PKG_VERSION")),
            )
            .header(
                hyper::header::HOST,
                uri.authority().map(|a| a.as_str()).unwrap_or_default(),
            )
            .header("floorcall-event", &due.event)
            .header("floorcall-event-id", &due.event_id)
            .header("floorcall-signature", &sig)
            .header("floorcall-delivery-attempt", &attempt_no)
            .header("floorcall-sender", client.sender.as_ref())
            .body(Full::new(body.clone()))
            .map_err(|e| e.to_string())
    };
    let answer = tokio::time::timeout(TIMEOUT, post(client, &uri, &build))
        .await
        .map_err(|_| (None, format!("no answer within {} s", TIMEOUT.as_secs())))?
        .map_err(|e| (None, e))?;
    if (200..300).contains(&answer) {
        Ok(answer)
    } else {
        Err((Some(answer), format!("HTTP {answer}")))
    }
}

type Sender = hyper::client::conn::http1::SendRequest<Full<Bytes>>;

/// The dispatcher's HTTP client: its TLS, and the connections to each receiver left open
/// after an answer, reused by the next delivery to the same origin. A connection per delivery
/// cost more than everything else a delivery does.
#[derive(Clone)]
struct Client {
    tls: Arc<rustls::ClientConfig>,
    idle: Arc<std::sync::Mutex<HashMap<String, Vec<Sender>>>>,
    /// This dispatcher's id (`Floorcall-Sender`).
    sender: Arc<str>,
}

impl Client {
    fn new(sender: String) -> Client {
        Client {
            tls: tls_config(),
            idle: Arc::default(),
            sender: sender.into(),
        }
    }

    /// An open connection to `origin` ready for a request.
    fn take(&self, origin: &str) -> Option<Sender> {
        let mut idle = self.idle.lock().unwrap_or_else(|e| e.into_inner());
        let open = idle.get_mut(origin)?;
        while let Some(s) = open.pop() {
            if !s.is_closed() && s.is_ready() {
                return Some(s);
            }
        }
        None
    }

    /// Keep a connection for the next delivery (as many as are sent at once, per origin).
    fn keep(&self, origin: String, s: Sender) {
        if s.is_closed() {
            return;
        }
        let mut idle = self.idle.lock().unwrap_or_else(|e| e.into_inner());
        let open = idle.entry(origin).or_default();
        if open.len() < SENDS_AT_ONCE {
            open.push(s);
        }
    }
}

/// POST over HTTP/1.1, through TLS for https, on a connection kept from an earlier delivery
/// when there is one (a new one when it was closed meanwhile): the answer's status.
async fn post(
    client: &Client,
    uri: &hyper::Uri,
    build: &(dyn Fn() -> Result<hyper::Request<Full<Bytes>>, String> + Sync),
) -> Result<u16, String> {
    let origin = format!(
        "{}://{}",
        uri.scheme_str().unwrap_or("http"),
        uri.authority().map(|a| a.as_str()).unwrap_or_default()
    );
    if let Some(mut sender) = client.take(&origin)
        && let Ok(answer) = sender.send_request(build()?).await
    {
        let status = answer.status().as_u16();
        // Read the answer's body so the connection can carry the next request.
        let _ = answer.into_body().collect().await;
        client.keep(origin, sender);
        return Ok(status);
    }
    let host = uri.host().ok_or("no host")?.to_string();
    let https = uri.scheme_str() == Some("https");
    let port = uri.port_u16().unwrap_or(if https { 443 } else { 80 });
    let addr = host
        .trim_start_matches('[')
        .trim_end_matches(']')
        .to_string();
    let tcp = tokio::net::TcpStream::connect((addr.as_str(), port))
        .await
        .map_err(|e| format!("cannot connect: {e}"))?;
    let (status, sender) = if https {
        let name = rustls_pki_types::ServerName::try_from(addr)
            .map_err(|e| format!("not a server name: {e}"))?;
        let stream = tokio_rustls::TlsConnector::from(client.tls.clone())
            .connect(name, tcp)
            .await
            .map_err(|e| format!("TLS: {e}"))?;
        exchange(hyper_util::rt::TokioIo::new(stream), build()?).await?
    } else {
        exchange(hyper_util::rt::TokioIo::new(tcp), build()?).await?
    };
    client.keep(origin, sender);
    Ok(status)
}

/// A new connection and its first request: the answer's status, and the connection (its
/// driver runs until the connection closes, or the sender is dropped).
async fn exchange<T>(io: T, req: hyper::Request<Full<Bytes>>) -> Result<(u16, Sender), String>
where
    T: hyper::rt::Read + hyper::rt::Write + Unpin + Send + 'static,
{
    let (mut sender, conn) = hyper::client::conn::http1::handshake(io)
        .await
        .map_err(|e| format!("HTTP: {e}"))?;
    tokio::spawn(conn);
    let answer = sender
        .send_request(req)
        .await
        .map_err(|e| format!("HTTP: {e}"))?;
    let status = answer.status().as_u16();
    // Read the answer's body so the connection can carry the next request.
    let _ = answer.into_body().collect().await;
    Ok((status, sender))
}

/// The client's TLS: the operating system's root certificates.
fn tls_config() -> Arc<rustls::ClientConfig> {
    let mut roots = rustls::RootCertStore::empty();
    for cert in rustls_native_certs::load_native_certs().certs {
        let _ = roots.add(cert);
    }
    Arc::new(
        rustls::ClientConfig::builder_with_provider(Arc::new(
            rustls::crypto::ring::default_provider(),
        ))
        .with_safe_default_protocol_versions()
        .map(|b| b.with_root_certificates(roots).with_no_client_auth())
        .unwrap_or_else(|_| unreachable!("ring supports the default protocol versions")),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_signature_is_hmac_sha256_of_time_dot_body() {
        // The value computed independently: Python's hmac.new(b"whsec-test",
        // b'1700000000.{"id":"x"}', hashlib.sha256).hexdigest().
        assert_eq!(
            signature("whsec-test", 1_700_000_000, br#"{"id":"x"}"#),
            "t=1700000000,v1=a011cc83d9ed494fd1b9659f5bcf0bc7dd5349dd15d02b313d6fc3b03064ce6a"
        );
    }

    #[test]
    fn backoff_doubles_to_an_hour() {
        assert_eq!(backoff(0), Duration::from_secs(1));
        assert_eq!(backoff(3), Duration::from_secs(8));
        assert_eq!(backoff(40), Duration::from_secs(3600));
    }

    #[test]
    fn only_https_or_loopback_http() {
        assert!(allowed_url("https://casino.example/hooks"));
        assert!(allowed_url("http://127.0.0.1:9000/x"));
        assert!(allowed_url("http://localhost/x"));
        assert!(allowed_url("http://[::1]:8080/"));
        assert!(!allowed_url("http://casino.example/hooks"));
        assert!(!allowed_url("ftp://127.0.0.1/"));
        assert!(!allowed_url("not a url"));
    }
}
