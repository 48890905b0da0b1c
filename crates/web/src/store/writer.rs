//! Group commit: one writer per log takes every ruling queued while it was busy and records
//! them in one transaction, then answers each request. The SQL is the same for both databases
//! (`INSERT … ON CONFLICT DO NOTHING`, so a lost race on an idempotency key shows as a row not
//! inserted); what differs is how a batch travels:
//!
//! - SQLite: a dedicated thread owns one connection (rusqlite, on the same SQLite library sqlx
//!   links) and steps one cached prepared statement per row inside `BEGIN … COMMIT`. An embedded
//!   database has one writer anyway; a thread of its own avoids an async hop per statement.
//! - PostgreSQL: one statement per batch, the columns bound as arrays and unnested on the
//!   server, so a batch is a single round trip however many rulings it holds.
//!
//! Everything else (migrations, reads, the floor's final word) goes through sqlx's `Any` pool.

use super::{NewRecord, rfc3339};
use std::collections::HashSet;
use std::time::{Duration, Instant};
use tokio::sync::{mpsc, oneshot};

/// A ruling to record and where to say whether it was inserted (false: its idempotency key
/// was taken meanwhile).
pub(super) type Job = (NewRecord, oneshot::Sender<Result<bool, String>>);

/// At most this many rulings per transaction.
const MAX_BATCH: usize = 512;
/// Rulings waiting for the writer before `insert` waits for room (backpressure).
pub(super) const QUEUE: usize = 4096;

const COLUMNS: &str = "id, created_at, created_ms, edition, language, dispute_type, outcome, \
rule_key, tournament, table_id, floor, idempotency_key, request, ruling";

fn record_metrics(t0: Instant, n: usize) {
    metrics::histogram!("floorcall_log_commit_seconds").record(t0.elapsed().as_secs_f64());
    metrics::histogram!("floorcall_log_batch_size").record(n as f64);
}

fn answer(acks: Vec<oneshot::Sender<Result<bool, String>>>, result: Result<Vec<bool>, String>) {
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

// ---------------------------------------------------------------------------------------------
// SQLite

/// Open the writer's connection (the file exists and is migrated) and start its thread.
pub(super) fn sqlite(path: &std::path::Path, full_sync: bool) -> Result<mpsc::Sender<Job>, String> {
    let conn = rusqlite::Connection::open(path).map_err(|e| e.to_string())?;
    conn.execute_batch(if full_sync {
        "PRAGMA journal_mode=WAL; PRAGMA synchronous=FULL; PRAGMA busy_timeout=5000;"
    } else {
        "PRAGMA journal_mode=WAL; PRAGMA synchronous=NORMAL; PRAGMA busy_timeout=5000;"
    })
    .map_err(|e| e.to_string())?;
    let (tx, rx) = mpsc::channel::<Job>(QUEUE);
    std::thread::Builder::new()
        .name("floorcall-log".into())
        .spawn(move || sqlite_loop(conn, rx))
        .map_err(|e| e.to_string())?;
    Ok(tx)
}

fn sqlite_loop(mut conn: rusqlite::Connection, mut rx: mpsc::Receiver<Job>) {
    let sql = format!(
        "INSERT INTO rulings ({COLUMNS}) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, \
         ?12, ?13, ?14) ON CONFLICT DO NOTHING"
    );
    let linger = linger();
    let mut rows = Vec::with_capacity(MAX_BATCH);
    let mut acks = Vec::with_capacity(MAX_BATCH);
    let mut rate = Rate::new();
    // Returns when every sender is gone (the server stopped).
    while let Some((row, ack)) = rx.blocking_recv() {
        rows.push(row);
        acks.push(ack);
        drain(&mut rx, &mut rows, &mut acks);
        // A commit costs about the same for one ruling as for dozens. Under load, a short wait
        // lets the rulings being computed join this one; when they come slower than one per
        // wait, none would, and the ruling is committed at once.
        if rows.len() < LINGER_UNTIL && rate.expected(linger) >= 1.0 {
            std::thread::sleep(linger);
            drain(&mut rx, &mut rows, &mut acks);
        }
        rate.record(rows.len());
        let t0 = Instant::now();
        let result = sqlite_commit(&mut conn, &sql, &rows).map_err(|e| e.to_string());
        record_metrics(t0, rows.len());
        rows.clear();
        answer(std::mem::take(&mut acks), result);
    }
}

/// The SQLite writer's wait for more rulings under load (`FLOORCALL_LOG_LINGER_US`, 0 = never).
fn linger() -> Duration {
    let us = std::env::var("FLOORCALL_LOG_LINGER_US")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(DEFAULT_LINGER_US);
    Duration::from_micros(us)
}

const DEFAULT_LINGER_US: u64 = 250;
/// A batch this large is committed without waiting.
const LINGER_UNTIL: usize = 32;

/// Take whatever is queued, up to a full batch.
fn drain(
    rx: &mut mpsc::Receiver<Job>,
    rows: &mut Vec<NewRecord>,
    acks: &mut Vec<oneshot::Sender<Result<bool, String>>>,
) {
    while rows.len() < MAX_BATCH {
        match rx.try_recv() {
            Ok((row, ack)) => {
                rows.push(row);
                acks.push(ack);
            }
            Err(_) => break,
        }
    }
}

/// Rulings per second arriving at the writer, smoothed over the last batches.
struct Rate {
    last: Instant,
    per_second: f64,
}

impl Rate {
    fn new() -> Rate {
        Rate {
            last: Instant::now(),
            per_second: 0.0,
        }
    }

    /// A batch of `n` was taken now.
    fn record(&mut self, n: usize) {
        let now = Instant::now();
        let dt = now.duration_since(self.last).as_secs_f64().max(1e-6);
        self.last = now;
        self.per_second = 0.75 * self.per_second + 0.25 * (n as f64 / dt);
    }

    /// Rulings expected within `d`.
    fn expected(&self, d: Duration) -> f64 {
        self.per_second * d.as_secs_f64()
    }
}

fn sqlite_commit(
    conn: &mut rusqlite::Connection,
    sql: &str,
    rows: &[NewRecord],
) -> rusqlite::Result<Vec<bool>> {
    // Dropped without commit (an error), the transaction rolls back: all or nothing.
    let tx = conn.transaction()?;
    let mut flags = Vec::with_capacity(rows.len());
    {
        let mut stmt = tx.prepare_cached(sql)?;
        for r in rows {
            let n = stmt.execute(rusqlite::params![
                r.id,
                rfc3339(r.created_ms),
                r.created_ms,
                r.edition,
                r.language,
                r.dispute_type,
                r.outcome,
                r.rule_key,
                r.tournament,
                r.table,
                r.floor,
                r.idempotency_key,
                r.request,
                r.ruling,
            ])?;
            flags.push(n == 1);
        }
    }
    tx.commit()?;
    Ok(flags)
}

// ---------------------------------------------------------------------------------------------
// PostgreSQL

/// Start the writer task on its own small pool (reconnects by itself).
pub(super) async fn postgres(url: &str) -> Result<mpsc::Sender<Job>, sqlx::Error> {
    let pool = sqlx::postgres::PgPoolOptions::new()
        .max_connections(1)
        .connect(url)
        .await?;
    let (tx, rx) = mpsc::channel::<Job>(QUEUE);
    tokio::spawn(postgres_loop(pool, rx));
    Ok(tx)
}

async fn postgres_loop(pool: sqlx::PgPool, mut rx: mpsc::Receiver<Job>) {
    let sql = format!(
        "INSERT INTO rulings ({COLUMNS}) SELECT * FROM UNNEST($1::text[], $2::text[], \
         $3::int8[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[], $9::text[], \
         $10::text[], $11::text[], $12::text[], $13::text[], $14::text[]) \
         ON CONFLICT DO NOTHING RETURNING id"
    );
    let mut rows = Vec::with_capacity(MAX_BATCH);
    let mut acks = Vec::with_capacity(MAX_BATCH);
    while let Some((row, ack)) = rx.recv().await {
        rows.push(row);
        acks.push(ack);
        drain(&mut rx, &mut rows, &mut acks);
        let t0 = Instant::now();
        let n = rows.len();
        let result = postgres_commit(&pool, &sql, std::mem::take(&mut rows))
            .await
            .map_err(|e| e.to_string());
        record_metrics(t0, n);
        answer(std::mem::take(&mut acks), result);
    }
}

async fn postgres_commit(
    pool: &sqlx::PgPool,
    sql: &str,
    rows: Vec<NewRecord>,
) -> Result<Vec<bool>, sqlx::Error> {
    let n = rows.len();
    let ids: Vec<String> = rows.iter().map(|r| r.id.clone()).collect();
    let mut c = Columns::with_capacity(n);
    for r in rows {
        c.push(r);
    }
    // One statement is one transaction: the batch is recorded whole or not at all.
    let inserted: Vec<String> = sqlx::query_scalar(sqlx::AssertSqlSafe(sql))
        .bind(c.id)
        .bind(c.created_at)
        .bind(c.created_ms)
        .bind(c.edition)
        .bind(c.language)
        .bind(c.dispute_type)
        .bind(c.outcome)
        .bind(c.rule_key)
        .bind(c.tournament)
        .bind(c.table)
        .bind(c.floor)
        .bind(c.idempotency_key)
        .bind(c.request)
        .bind(c.ruling)
        .fetch_all(pool)
        .await?;
    if inserted.len() == n {
        return Ok(vec![true; n]);
    }
    let inserted: HashSet<String> = inserted.into_iter().collect();
    Ok(ids.iter().map(|id| inserted.contains(id)).collect())
}

/// A batch as one array per column.
#[derive(Default)]
struct Columns {
    id: Vec<String>,
    created_at: Vec<String>,
    created_ms: Vec<i64>,
    edition: Vec<String>,
    language: Vec<String>,
    dispute_type: Vec<String>,
    outcome: Vec<String>,
    rule_key: Vec<String>,
    tournament: Vec<Option<String>>,
    table: Vec<Option<String>>,
    floor: Vec<Option<String>>,
    idempotency_key: Vec<Option<String>>,
    request: Vec<String>,
    ruling: Vec<String>,
}

impl Columns {
    fn with_capacity(n: usize) -> Columns {
        Columns {
            id: Vec::with_capacity(n),
            created_at: Vec::with_capacity(n),
            created_ms: Vec::with_capacity(n),
            edition: Vec::with_capacity(n),
            language: Vec::with_capacity(n),
            dispute_type: Vec::with_capacity(n),
            outcome: Vec::with_capacity(n),
            rule_key: Vec::with_capacity(n),
            tournament: Vec::with_capacity(n),
            table: Vec::with_capacity(n),
            floor: Vec::with_capacity(n),
            idempotency_key: Vec::with_capacity(n),
            request: Vec::with_capacity(n),
            ruling: Vec::with_capacity(n),
        }
    }

    fn push(&mut self, r: NewRecord) {
        self.id.push(r.id);
        self.created_at.push(rfc3339(r.created_ms));
        self.created_ms.push(r.created_ms);
        self.edition.push(r.edition);
        self.language.push(r.language);
        self.dispute_type.push(r.dispute_type);
        self.outcome.push(r.outcome);
        self.rule_key.push(r.rule_key);
        self.tournament.push(r.tournament);
        self.table.push(r.table);
        self.floor.push(r.floor);
        self.idempotency_key.push(r.idempotency_key);
        self.request.push(r.request);
        self.ruling.push(r.ruling);
    }
}
