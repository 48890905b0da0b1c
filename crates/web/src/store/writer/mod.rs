//! Group commit: one writer per log takes every ruling queued while it was busy and records
//! them in one transaction, then answers each request. The SQL is the same for both databases
//! (`INSERT … ON CONFLICT DO NOTHING`, so a lost race on an idempotency key shows as a row not
//! inserted); what differs is how a batch travels, each in its own file:
//!
//! - [`sqlite`]: a dedicated thread owns one connection (rusqlite, on the same SQLite library
//!   sqlx links) and steps one cached prepared statement per row inside `BEGIN … COMMIT`. An
//!   embedded database has one writer anyway; a thread of its own avoids an async hop per
//!   statement.
//! - [`postgres`]: one statement per batch, the columns bound as arrays and unnested on the
//!   server, so a batch is a single round trip however many rulings it holds.
//!
//! A ruling given under a house-rule profile brings the profile's file into `house_profiles`
//! in the same transaction (once per digest), so the log never holds a ruling whose profile it
//! cannot read back.
//!
//! Everything else (migrations, reads, the floor's final word) goes through sqlx's `Any` pool.

mod postgres;
mod sqlite;

pub(super) use postgres::postgres;
pub(super) use sqlite::sqlite;

use super::NewRecord;
use std::path::PathBuf;
use std::sync::Arc;
use std::time::Instant;
use tokio::sync::{mpsc, oneshot};

/// Why a write to the log failed. Every request of a failed batch is told the same error, so
/// the causes are shared rather than copied.
#[derive(Debug, Clone, thiserror::Error)]
pub(crate) enum WriteError {
    /// SQLite refused the statement or the commit.
    #[error(transparent)]
    Sqlite(Arc<rusqlite::Error>),
    /// PostgreSQL refused the batch, or could not be reached.
    #[error(transparent)]
    Postgres(Arc<sqlx::Error>),
    /// The database file was deleted under the server: its commits would be lost.
    #[error("the database file {} was deleted", .0.display())]
    Deleted(PathBuf),
    /// Another file now has the database's name: the server would not find its commits.
    #[error("the database file {} was replaced", .0.display())]
    Replaced(PathBuf),
    /// Fewer rows were inserted than sent, with no idempotency key to explain it.
    #[error("{recorded} of {sent} rulings recorded")]
    Partial { recorded: u64, sent: usize },
    /// The writer's threads could not be started.
    #[error("cannot start the log writer: {0}")]
    Start(Arc<std::io::Error>),
}

impl From<rusqlite::Error> for WriteError {
    fn from(e: rusqlite::Error) -> Self {
        WriteError::Sqlite(Arc::new(e))
    }
}

impl From<sqlx::Error> for WriteError {
    fn from(e: sqlx::Error) -> Self {
        WriteError::Postgres(Arc::new(e))
    }
}

/// Where the writer says whether a ruling was inserted (false: its idempotency key was taken
/// meanwhile).
pub(super) type Ack = oneshot::Sender<Result<bool, WriteError>>;

/// A readiness probe waiting for the writer's answer.
pub(super) type ProbeAck = oneshot::Sender<Result<(), WriteError>>;

/// Work for the writer.
// Nearly every job is an insert: boxing the record would cost an allocation per ruling.
#[allow(clippy::large_enum_variant)]
#[derive(Debug)]
pub(super) enum Job {
    /// A ruling to record.
    Insert(NewRecord, Ack),
    /// Readiness: can the writer commit, durably, to the database the server will reopen?
    /// Answered with the next batch's result, or by a write of its own when nothing is queued.
    Probe(ProbeAck),
    /// Commit what is queued before this, then stop (the server is shutting down).
    Close,
}

/// A log's writer: the queue to it and its threads (or task), joined by [`Writer::close`].
#[derive(Debug)]
pub(super) struct Writer {
    pub(super) tx: mpsc::Sender<Job>,
    threads: std::sync::Mutex<Vec<std::thread::JoinHandle<()>>>,
    task: std::sync::Mutex<Option<tokio::task::JoinHandle<()>>>,
}

impl Writer {
    /// Stop the writer once what is queued is committed, and wait for its threads: the SQLite
    /// checkpointer's last checkpoint folds the WAL into the database before it returns.
    pub(super) async fn close(&self) {
        let _ = self.tx.send(Job::Close).await;
        let threads: Vec<_> = self
            .threads
            .lock()
            .map(|mut t| std::mem::take(&mut *t))
            .unwrap_or_default();
        let task = self.task.lock().ok().and_then(|mut t| t.take());
        if let Some(task) = task {
            let _ = task.await;
        }
        if !threads.is_empty() {
            let _ = tokio::task::spawn_blocking(move || {
                for t in threads {
                    let _ = t.join();
                }
            })
            .await;
        }
    }
}

/// At most this many rulings per transaction.
const MAX_BATCH: usize = 512;
/// Rulings waiting for the writer before `insert` waits for room (backpressure).
pub(super) const QUEUE: usize = 4096;

const COLUMNS: &str = "id, created_at, created_ms, edition, language, dispute_type, outcome, \
rule_key, tournament, table_id, floor, idempotency_key, request, ruling, house_profile, \
house_version, house_digest, actor_kind, actor_id, actor_name, request_id, fingerprint, discretion, \
offender, players";

/// A house-rule profile's file, kept once per digest: written in the same transaction as the
/// first ruling given under it (`ON CONFLICT DO NOTHING` for every later one).
const HOUSE_COLUMNS: &str = "digest, name, version, text, first_seen";

/// The profiles a batch's rulings were given under, each once, with the time of the first
/// ruling under it.
fn batch_houses(rows: &[NewRecord]) -> Vec<(&floorcall_engine::house::Profile, i64)> {
    let mut out: Vec<(&floorcall_engine::house::Profile, i64)> = Vec::new();
    for r in rows {
        if let Some(p) = r.house.as_deref()
            && !out.iter().any(|(q, _)| q.digest == p.digest)
        {
            out.push((p, r.created_ms));
        }
    }
    out
}

fn record_metrics(t0: Instant, n: usize) {
    metrics::histogram!("floorcall_log_commit_seconds").record(t0.elapsed().as_secs_f64());
    metrics::histogram!("floorcall_log_batch_size").record(n as f64);
}

fn answer(acks: Vec<Ack>, result: Result<Vec<bool>, WriteError>) {
    match result {
        Ok(flags) => {
            for (ack, inserted) in acks.into_iter().zip(flags) {
                let _ = ack.send(Ok(inserted));
            }
        }
        Err(e) => {
            tracing::error!(error = %e, "rulings log write failed");
            for ack in acks {
                let _ = ack.send(Err(e.clone()));
            }
        }
    }
}

/// Take whatever is queued, up to a full batch (probes are answered with the batch); true
/// when the writer was asked to close.
fn drain(
    rx: &mut mpsc::Receiver<Job>,
    rows: &mut Vec<NewRecord>,
    acks: &mut Vec<Ack>,
    probes: &mut Vec<ProbeAck>,
) -> bool {
    while rows.len() < MAX_BATCH {
        match rx.try_recv() {
            Ok(Job::Insert(row, ack)) => {
                rows.push(row);
                acks.push(ack);
            }
            Ok(Job::Probe(p)) => probes.push(p),
            Ok(Job::Close) => return true,
            Err(_) => break,
        }
    }
    false
}

fn answer_probes(probes: &mut Vec<ProbeAck>, result: &Result<(), WriteError>) {
    for p in probes.drain(..) {
        let _ = p.send(result.clone());
    }
}
