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

/// Where the writer says whether a ruling was inserted (false: its idempotency key was taken
/// meanwhile).
pub(super) type Ack = oneshot::Sender<Result<bool, String>>;

/// Work for the writer.
// Nearly every job is an insert: boxing the record would cost an allocation per ruling.
#[allow(clippy::large_enum_variant)]
#[derive(Debug)]
pub(super) enum Job {
    /// A ruling to record.
    Insert(NewRecord, Ack),
    /// Readiness: can the writer commit, durably, to the database the server will reopen?
    /// Answered with the next batch's result, or by a write of its own when nothing is queued.
    Probe(oneshot::Sender<Result<(), String>>),
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
rule_key, tournament, table_id, floor, idempotency_key, request, ruling";

fn record_metrics(t0: Instant, n: usize) {
    metrics::histogram!("floorcall_log_commit_seconds").record(t0.elapsed().as_secs_f64());
    metrics::histogram!("floorcall_log_batch_size").record(n as f64);
}

fn answer(acks: Vec<Ack>, result: Result<Vec<bool>, String>) {
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

/// Open the writer's connection (the file exists and is migrated) and start its thread, and
/// the checkpointer's.
pub(super) fn sqlite(path: &std::path::Path, full_sync: bool) -> Result<Writer, String> {
    sqlite_with(path, full_sync, WAL_LIMIT)
}

fn sqlite_with(path: &std::path::Path, full_sync: bool, wal_limit: u64) -> Result<Writer, String> {
    let open = || -> rusqlite::Result<rusqlite::Connection> {
        let conn = rusqlite::Connection::open(path)?;
        conn.execute_batch(if full_sync {
            "PRAGMA journal_mode=WAL; PRAGMA synchronous=FULL; PRAGMA busy_timeout=5000;"
        } else {
            "PRAGMA journal_mode=WAL; PRAGMA synchronous=NORMAL; PRAGMA busy_timeout=5000;"
        })?;
        Ok(conn)
    };
    let conn = open().map_err(|e| e.to_string())?;
    // No checkpoint inside a commit: copying the WAL back into the database, with its fsyncs,
    // would hold up every ruling waiting behind that commit (the p99 at low load).
    conn.execute_batch(&format!(
        "PRAGMA wal_autocheckpoint=0; PRAGMA journal_size_limit={wal_limit};"
    ))
    .map_err(|e| e.to_string())?;
    let checkpoints = open().map_err(|e| e.to_string())?;
    let behind = std::sync::Arc::new(std::sync::atomic::AtomicBool::new(false));
    let (alive, stopped) = std::sync::mpsc::channel::<()>();
    let flag = behind.clone();
    let mut wal = path.as_os_str().to_owned();
    wal.push("-wal");
    let wal = std::path::PathBuf::from(wal);
    let ckpt = std::thread::Builder::new()
        .name("floorcall-ckpt".into())
        .spawn(move || checkpointer(checkpoints, wal, wal_limit, stopped, flag))
        .map_err(|e| e.to_string())?;
    let (tx, rx) = mpsc::channel::<Job>(QUEUE);
    let file = DbFile::new(path);
    let log = std::thread::Builder::new()
        .name("floorcall-log".into())
        .spawn(move || sqlite_loop(conn, rx, behind, file, alive))
        .map_err(|e| e.to_string())?;
    Ok(Writer {
        tx,
        threads: std::sync::Mutex::new(vec![log, ckpt]),
        task: std::sync::Mutex::new(None),
    })
}

/// How often the checkpointer copies the WAL back into the database.
const CHECKPOINT_EVERY: Duration = Duration::from_millis(100);
/// Bytes of WAL beyond which the writer finishes a checkpoint itself, so that the WAL starts
/// over; when it does, its file is cut back to this size.
const WAL_LIMIT: u64 = 32 << 20;

/// Passive checkpoints beside the writer: they copy committed pages into the database file
/// without blocking commits. SQLite starts the WAL over at the first commit after a checkpoint
/// that caught up with every frame; under a steady load new frames keep arriving while a
/// checkpoint runs, so once the WAL has grown past its limit, the writer is asked to finish
/// one itself between two batches (a short pause: only the frames since this checkpoint).
fn checkpointer(
    conn: rusqlite::Connection,
    wal: std::path::PathBuf,
    wal_limit: u64,
    stopped: std::sync::mpsc::Receiver<()>,
    behind: std::sync::Arc<std::sync::atomic::AtomicBool>,
) {
    use std::sync::mpsc::RecvTimeoutError;
    loop {
        let last = matches!(
            stopped.recv_timeout(CHECKPOINT_EVERY),
            Err(RecvTimeoutError::Disconnected)
        );
        if last {
            // The writer has stopped: fold the whole WAL into the database and empty it.
            if let Err(e) = conn.query_row("PRAGMA wal_checkpoint(TRUNCATE)", [], |_| Ok(())) {
                tracing::warn!(error = %e, "rulings log final checkpoint failed");
            }
            return;
        }
        if let Err(e) = passive_checkpoint(&conn) {
            tracing::warn!(error = %e, "rulings log checkpoint failed");
        }
        // The WAL file is cut back to the limit whenever it starts over: longer, it has not
        // started over since it grew past that.
        if std::fs::metadata(&wal).is_ok_and(|m| m.len() > wal_limit) {
            behind.store(true, std::sync::atomic::Ordering::Relaxed);
        }
    }
}

/// `PRAGMA wal_checkpoint(PASSIVE)`: frames in the WAL and frames copied.
fn passive_checkpoint(conn: &rusqlite::Connection) -> rusqlite::Result<(i64, i64)> {
    conn.query_row("PRAGMA wal_checkpoint(PASSIVE)", [], |r| {
        Ok((r.get(1)?, r.get(2)?))
    })
}

fn sqlite_loop(
    mut conn: rusqlite::Connection,
    mut rx: mpsc::Receiver<Job>,
    behind: std::sync::Arc<std::sync::atomic::AtomicBool>,
    file: DbFile,
    _alive: std::sync::mpsc::Sender<()>,
) {
    let sql = format!(
        "INSERT INTO rulings ({COLUMNS}) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, \
         ?12, ?13, ?14) ON CONFLICT DO NOTHING"
    );
    let linger = linger();
    let mut rows = Vec::with_capacity(MAX_BATCH);
    let mut acks = Vec::with_capacity(MAX_BATCH);
    let mut probes = Vec::new();
    let mut rate = Rate::new();
    // Returns at `Job::Close` or when every sender is gone; dropping `_alive` then stops the
    // checkpointer after a last checkpoint.
    while let Some(job) = rx.blocking_recv() {
        match job {
            Job::Insert(row, ack) => {
                rows.push(row);
                acks.push(ack);
            }
            Job::Probe(p) => probes.push(p),
            Job::Close => break,
        }
        let mut closing = drain(&mut rx, &mut rows, &mut acks, &mut probes);
        if rows.is_empty() {
            // A probe alone: a write of its own.
            let result = sqlite_probe(&mut conn).and_then(|()| file.unchanged());
            answer_probes(&mut probes, &result);
            if closing {
                break;
            }
            continue;
        }
        // A commit costs about the same for one ruling as for dozens. Under load, a short wait
        // lets the rulings being computed join this one; when they come slower than one per
        // wait, none would, and the ruling is committed at once.
        if !closing && rows.len() < LINGER_UNTIL && rate.expected(linger) >= 1.0 {
            std::thread::sleep(linger);
            closing = drain(&mut rx, &mut rows, &mut acks, &mut probes);
        }
        rate.record(rows.len());
        let t0 = Instant::now();
        // A commit counts only if it went into the file the server will open again: a
        // database deleted or replaced under the server takes its commits with it.
        let result = sqlite_commit(&mut conn, &sql, &rows)
            .map_err(|e| e.to_string())
            .and_then(|flags| file.unchanged().map(|()| flags));
        record_metrics(t0, rows.len());
        rows.clear();
        answer_probes(
            &mut probes,
            &result.as_ref().map(|_| ()).map_err(Clone::clone),
        );
        answer(std::mem::take(&mut acks), result);
        if behind.load(std::sync::atomic::Ordering::Relaxed) {
            // No commit can come in between: this checkpoint catches up with every frame
            // (unless the checkpointer holds the lock just now; then after the next batch).
            let t0 = Instant::now();
            match passive_checkpoint(&conn) {
                Ok((log, done)) if done == log => {
                    behind.store(false, std::sync::atomic::Ordering::Relaxed);
                }
                Ok(_) => {}
                Err(e) => tracing::warn!(error = %e, "rulings log checkpoint failed"),
            }
            metrics::histogram!("floorcall_log_writer_checkpoint_seconds")
                .record(t0.elapsed().as_secs_f64());
        }
        if closing {
            break;
        }
    }
}

/// A write as a ruling's would be: a row of the `readiness` table in a transaction.
fn sqlite_probe(conn: &mut rusqlite::Connection) -> Result<(), String> {
    let tx = conn.transaction().map_err(|e| e.to_string())?;
    tx.execute(
        "INSERT INTO readiness (id, probed_ms) VALUES (1, ?1) \
         ON CONFLICT (id) DO UPDATE SET probed_ms = excluded.probed_ms",
        [super::now_ms()],
    )
    .map_err(|e| e.to_string())?;
    tx.commit().map_err(|e| e.to_string())
}

/// The database file the writer opened: its path and identity (device and inode).
struct DbFile {
    path: std::path::PathBuf,
    id: Option<(u64, u64)>,
}

impl DbFile {
    fn new(path: &std::path::Path) -> DbFile {
        DbFile {
            path: path.to_path_buf(),
            id: file_id(path),
        }
    }

    /// Whether the path still names the file the writer writes to.
    fn unchanged(&self) -> Result<(), String> {
        match (self.id, file_id(&self.path)) {
            (Some(a), Some(b)) if a == b => Ok(()),
            (None, _) => Ok(()),
            (Some(_), None) => Err(format!(
                "the database file {} was deleted",
                self.path.display()
            )),
            (Some(_), Some(_)) => Err(format!(
                "the database file {} was replaced",
                self.path.display()
            )),
        }
    }
}

#[cfg(unix)]
fn file_id(path: &std::path::Path) -> Option<(u64, u64)> {
    use std::os::unix::fs::MetadataExt;
    std::fs::metadata(path).ok().map(|m| (m.dev(), m.ino()))
}

#[cfg(not(unix))]
fn file_id(path: &std::path::Path) -> Option<(u64, u64)> {
    std::fs::metadata(path).ok().map(|_| (0, 0))
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

/// A readiness probe waiting for the writer's answer.
pub(super) type ProbeAck = oneshot::Sender<Result<(), String>>;

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

fn answer_probes(probes: &mut Vec<ProbeAck>, result: &Result<(), String>) {
    for p in probes.drain(..) {
        let _ = p.send(result.clone());
    }
}

/// Rulings per second arriving at the writer, over windows of at least `RATE_WINDOW`: long
/// enough that a burst of simultaneous requests at low load does not look like a high rate.
struct Rate {
    since: Instant,
    rows: usize,
    per_second: f64,
}

const RATE_WINDOW: Duration = Duration::from_millis(20);

impl Rate {
    fn new() -> Rate {
        Rate {
            since: Instant::now(),
            rows: 0,
            per_second: 0.0,
        }
    }

    /// A batch of `n` was taken now.
    fn record(&mut self, n: usize) {
        self.rows += n;
        let dt = self.since.elapsed();
        if dt >= RATE_WINDOW {
            self.per_second = self.rows as f64 / dt.as_secs_f64();
            self.rows = 0;
            self.since = Instant::now();
        }
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
                r.edition.as_str(),
                r.language.code(),
                r.dispute_type.as_str(),
                r.outcome.as_str(),
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

/// Batches in flight at once on PostgreSQL: a second and third batch keep the writer from
/// waiting out each round trip and fsync (measured here with 32 clients: 1 in flight 10.1k
/// rulings/s, 2: 11.1k, 3: 11-11.9k, 4: 10.0k, 6: 8.8k; a 1 ms wait for fuller batches, the
/// finest tokio's timer gives, fell to 6.4-7.2k).
const PG_IN_FLIGHT: usize = 3;

/// Start the writer task on its own small pool (reconnects by itself).
pub(super) async fn postgres(url: &str) -> Result<Writer, sqlx::Error> {
    let pool = sqlx::postgres::PgPoolOptions::new()
        .max_connections(PG_IN_FLIGHT as u32)
        .connect(url)
        .await?;
    let (tx, rx) = mpsc::channel::<Job>(QUEUE);
    let task = tokio::spawn(postgres_loop(pool, rx));
    Ok(Writer {
        tx,
        threads: std::sync::Mutex::new(Vec::new()),
        task: std::sync::Mutex::new(Some(task)),
    })
}

async fn postgres_loop(pool: sqlx::PgPool, mut rx: mpsc::Receiver<Job>) {
    let sql: std::sync::Arc<str> = format!(
        "INSERT INTO rulings ({COLUMNS}) SELECT * FROM UNNEST($1::text[], $2::text[], \
         $3::int8[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[], $9::text[], \
         $10::text[], $11::text[], $12::text[], $13::text[], $14::text[]) \
         ON CONFLICT DO NOTHING"
    )
    .into();
    let sql_keyed: std::sync::Arc<str> = format!("{sql} RETURNING id").into();
    let slots = std::sync::Arc::new(tokio::sync::Semaphore::new(PG_IN_FLIGHT));
    let mut closing = false;
    while !closing && let Some(job) = rx.recv().await {
        let (row, ack) = match job {
            Job::Insert(row, ack) => (row, ack),
            Job::Probe(p) => {
                // Every PostgreSQL commit is durable once acknowledged; the probe asks
                // whether the server takes a transaction now.
                let pool = pool.clone();
                tokio::spawn(async move {
                    let r = sqlx::query("SELECT 1")
                        .execute(&pool)
                        .await
                        .map(|_| ())
                        .map_err(|e| e.to_string());
                    let _ = p.send(r);
                });
                continue;
            }
            Job::Close => break,
        };
        // Wait for a free slot before taking the batch: rulings keep queueing meanwhile.
        let Ok(slot) = slots.clone().acquire_owned().await else {
            break;
        };
        let mut rows = Vec::with_capacity(MAX_BATCH);
        let mut acks = Vec::with_capacity(MAX_BATCH);
        let mut probes = Vec::new();
        rows.push(row);
        acks.push(ack);
        closing = drain(&mut rx, &mut rows, &mut acks, &mut probes);
        let sql = if rows.iter().any(|r| r.idempotency_key.is_some()) {
            sql_keyed.clone()
        } else {
            sql.clone()
        };
        let pool = pool.clone();
        tokio::spawn(async move {
            let t0 = Instant::now();
            let n = rows.len();
            let result = postgres_commit(&pool, &sql, rows)
                .await
                .map_err(|e| e.to_string());
            record_metrics(t0, n);
            answer_probes(
                &mut probes,
                &result.as_ref().map(|_| ()).map_err(Clone::clone),
            );
            answer(acks, result);
            drop(slot);
        });
    }
    // Wait for the batches in flight before the task ends.
    let _ = slots.acquire_many(PG_IN_FLIGHT as u32).await;
}

async fn postgres_commit(
    pool: &sqlx::PgPool,
    sql: &str,
    rows: Vec<NewRecord>,
) -> Result<Vec<bool>, sqlx::Error> {
    let n = rows.len();
    // Only rulings with an idempotency key can be turned away (their key taken meanwhile):
    // without any, the count of rows inserted says it all, and the statement (chosen by the
    // caller) returns no ids.
    let keyed: Vec<String> = rows
        .iter()
        .filter(|r| r.idempotency_key.is_some())
        .map(|r| r.id.clone())
        .collect();
    let ids: Vec<String> = if keyed.is_empty() {
        Vec::new()
    } else {
        rows.iter().map(|r| r.id.clone()).collect()
    };
    let mut c = Columns::with_capacity(n);
    for r in rows {
        c.push(r);
    }
    // One statement is one transaction: the batch is recorded whole or not at all.
    let q = sqlx::query_scalar::<_, String>(sqlx::AssertSqlSafe(sql))
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
        .bind(c.ruling);
    if keyed.is_empty() {
        let done = sqlx::Executor::execute(pool, q).await?;
        if done.rows_affected() as usize != n {
            return Err(sqlx::Error::Protocol(format!(
                "{} of {n} rulings recorded",
                done.rows_affected()
            )));
        }
        return Ok(vec![true; n]);
    }
    let inserted: HashSet<String> = q.fetch_all(pool).await?.into_iter().collect();
    Ok(ids.iter().map(|id| inserted.contains(id)).collect())
}

/// A batch as one array per column.
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
        self.edition.push(r.edition.as_str().into());
        self.language.push(r.language.code().into());
        self.dispute_type.push(r.dispute_type.as_str().into());
        self.outcome.push(r.outcome.as_str().into());
        self.rule_key.push(r.rule_key);
        self.tournament.push(r.tournament);
        self.table.push(r.table);
        self.floor.push(r.floor);
        self.idempotency_key.push(r.idempotency_key);
        self.request.push(r.request);
        self.ruling.push(r.ruling);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use floorcall_engine::disputes::DisputeKind;
    use floorcall_engine::lang::Language;
    use floorcall_engine::rules::Edition;
    use floorcall_engine::ruling::Outcome;

    fn record(i: usize) -> NewRecord {
        NewRecord {
            id: format!("01TEST{i:020}"),
            created_ms: 1_800_000_000_000,
            edition: Edition::E2024,
            language: Language::En,
            dispute_type: DisputeKind::Bet,
            outcome: Outcome::Raise,
            rule_key: "multiple-chip-betting".into(),
            tournament: None,
            table: Some("12".into()),
            floor: None,
            idempotency_key: None,
            request: format!("{{\"n\": {i}, \"pad\": \"{}\"}}", "x".repeat(1500)),
            ruling: "{}".into(),
        }
    }

    /// A new log file in WAL mode with the schema, in a folder of its own: the folder, the
    /// file, and a connection to count rows with.
    fn fresh_log(name: &str) -> (std::path::PathBuf, std::path::PathBuf, rusqlite::Connection) {
        let dir = std::env::temp_dir().join(format!(
            "floorcall-{name}-test-{}-{}",
            std::process::id(),
            ulid::Ulid::new()
        ));
        std::fs::create_dir_all(&dir).expect("dir");
        let db = dir.join("log.sqlite");
        let setup = rusqlite::Connection::open(&db).expect("open");
        setup
            .execute_batch("PRAGMA journal_mode=WAL;")
            .expect("wal");
        setup
            .execute_batch(include_str!("../../migrations/0001_rulings.sql"))
            .expect("schema");
        (dir, db, setup)
    }

    fn wal_len(db: &std::path::Path) -> u64 {
        let mut wal = db.as_os_str().to_owned();
        wal.push("-wal");
        std::fs::metadata(wal).map_or(0, |m| m.len())
    }

    /// Without automatic checkpoints the WAL would hold every ruling (about 4 MB here); the
    /// checkpointer and the writer's own checkpoint make it start over, cut back to the limit.
    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn wal_starts_over_under_a_steady_load() {
        let (dir, db, setup) = fresh_log("wal");
        let limit = 256 << 10;
        let writer = sqlite_with(&db, false, limit).expect("writer");
        let mut n = 0;
        let mut longest = 0;
        // A steady load: always 100 rulings waiting, so the writer never idles and a passive
        // checkpoint beside it never finds the WAL complete on its own.
        let mut waiting = std::collections::VecDeque::new();
        let deadline = Instant::now() + Duration::from_secs(20);
        while Instant::now() < deadline {
            while waiting.len() < 100 {
                let (ack, wait) = oneshot::channel();
                writer
                    .tx
                    .send(Job::Insert(record(n), ack))
                    .await
                    .expect("send");
                waiting.push_back(wait);
                n += 1;
            }
            if let Some(w) = waiting.pop_front() {
                assert_eq!(w.await.expect("ack"), Ok(true));
            }
            let len = wal_len(&db);
            longest = longest.max(len);
            if longest > 4 * limit && len <= limit {
                break;
            }
        }
        for w in waiting {
            assert_eq!(w.await.expect("ack"), Ok(true));
        }
        assert!(longest > 4 * limit, "the WAL never grew: {longest}");
        assert!(
            wal_len(&db) <= limit,
            "the WAL never started over: {}",
            wal_len(&db)
        );
        let count: i64 = setup
            .query_row("SELECT count(*) FROM rulings", [], |r| r.get(0))
            .expect("count");
        assert_eq!(count, n as i64, "every acknowledged ruling is in the log");
        drop(setup);
        let _ = std::fs::remove_dir_all(&dir);
    }

    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn close_commits_the_queue_joins_the_threads_and_empties_the_wal() {
        let (dir, db, setup) = fresh_log("close");
        let writer = sqlite_with(&db, false, WAL_LIMIT).expect("writer");
        // Queue rulings without waiting for them, then close: every one is committed first.
        let mut waiting = Vec::new();
        for n in 0..300 {
            let (ack, wait) = oneshot::channel();
            writer
                .tx
                .send(Job::Insert(record(n), ack))
                .await
                .expect("send");
            waiting.push(wait);
        }
        writer.close().await;
        for w in waiting {
            assert_eq!(w.await.expect("ack"), Ok(true));
        }
        assert!(writer.threads.lock().expect("lock").is_empty(), "joined");
        assert!(writer.tx.is_closed(), "the writer stopped");
        // The last checkpoint folded the WAL into the database and emptied it.
        assert_eq!(wal_len(&db), 0, "the WAL was not checkpointed at close");
        let count: i64 = setup
            .query_row("SELECT count(*) FROM rulings", [], |r| r.get(0))
            .expect("count");
        assert_eq!(count, 300);
        drop(setup);
        let _ = std::fs::remove_dir_all(&dir);
    }

    #[test]
    fn the_wait_is_for_high_rates_only() {
        let mut r = Rate::new();
        assert_eq!(r.expected(Duration::from_micros(250)), 0.0);
        std::thread::sleep(RATE_WINDOW);
        r.record(1);
        // About one ruling per 20 ms: nobody would join a 250 µs wait.
        assert!(r.expected(Duration::from_micros(250)) < 1.0);
        r.rows = 0;
        r.since = Instant::now() - RATE_WINDOW;
        r.record(2000);
        // 2,000 in about 20 ms: 100 k/s, 25 in a 250 µs wait.
        assert!(r.expected(Duration::from_micros(250)) > 1.0);
    }
}
