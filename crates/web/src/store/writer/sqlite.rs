//! The SQLite writer: a thread of its own steps one cached statement per ruling inside one
//! transaction per batch, waiting a moment for a fuller batch under load; a checkpointer thread
//! beside it keeps the WAL from growing; every commit is checked to have gone into the file the
//! server will open again.

use super::{
    COLUMNS, HOUSE_COLUMNS, Job, MAX_BATCH, QUEUE, WriteError, Writer, answer, answer_probes,
    batch_houses, drain, record_metrics,
};
use crate::store::{NewRecord, now_ms, rfc3339};
use std::sync::Arc;
use std::time::{Duration, Instant};
use tokio::sync::mpsc;

/// Open the writer's connection (the file exists and is migrated) and start its thread, and
/// the checkpointer's.
/// `linger`: how long to wait for a fuller batch under load (zero: never).
/// `max_pages`: the writer's `max_page_count` (the tests' full disk).
pub(in crate::store) fn sqlite(
    path: &std::path::Path,
    full_sync: bool,
    linger: Duration,
    max_pages: Option<u64>,
) -> Result<Writer, WriteError> {
    sqlite_with(path, full_sync, linger, WAL_LIMIT, max_pages)
}

fn sqlite_with(
    path: &std::path::Path,
    full_sync: bool,
    linger: Duration,
    wal_limit: u64,
    max_pages: Option<u64>,
) -> Result<Writer, WriteError> {
    let open = || -> rusqlite::Result<rusqlite::Connection> {
        let conn = rusqlite::Connection::open(path)?;
        conn.execute_batch(if full_sync {
            "PRAGMA journal_mode=WAL; PRAGMA synchronous=FULL; PRAGMA busy_timeout=5000;"
        } else {
            "PRAGMA journal_mode=WAL; PRAGMA synchronous=NORMAL; PRAGMA busy_timeout=5000;"
        })?;
        Ok(conn)
    };
    let conn = open()?;
    // No checkpoint inside a commit: copying the WAL back into the database, with its fsyncs,
    // would hold up every ruling waiting behind that commit (the p99 at low load).
    conn.execute_batch(&format!(
        "PRAGMA wal_autocheckpoint=0; PRAGMA journal_size_limit={wal_limit};"
    ))?;
    if let Some(pages) = max_pages {
        conn.query_row(&format!("PRAGMA max_page_count={pages}"), [], |_| Ok(()))?;
    }
    let checkpoints = open()?;
    let behind = Arc::new(std::sync::atomic::AtomicBool::new(false));
    let (alive, stopped) = std::sync::mpsc::channel::<()>();
    let flag = behind.clone();
    let mut wal = path.as_os_str().to_owned();
    wal.push("-wal");
    let wal = std::path::PathBuf::from(wal);
    let ckpt = std::thread::Builder::new()
        .name("floorcall-ckpt".into())
        .spawn(move || {
            let _span = tracing::info_span!("writer", task = "writer").entered();
            checkpointer(checkpoints, wal, wal_limit, stopped, flag)
        })
        .map_err(|e| WriteError::Start(Arc::new(e)))?;
    let (tx, rx) = mpsc::channel::<Job>(QUEUE);
    let file = DbFile::new(path);
    let log = std::thread::Builder::new()
        .name("floorcall-log".into())
        .spawn(move || {
            let _span = tracing::info_span!("writer", task = "writer").entered();
            sqlite_loop(conn, rx, behind, file, linger, alive)
        })
        .map_err(|e| WriteError::Start(Arc::new(e)))?;
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
    behind: Arc<std::sync::atomic::AtomicBool>,
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
    behind: Arc<std::sync::atomic::AtomicBool>,
    file: DbFile,
    linger: Duration,
    _alive: std::sync::mpsc::Sender<()>,
) {
    let sql = format!(
        "INSERT INTO rulings ({COLUMNS}) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, \
         ?12, ?13, ?14, ?15, ?16, ?17, ?18, ?19, ?20, ?21, ?22, ?23, ?24, ?25) ON CONFLICT DO NOTHING"
    );
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
            .map_err(WriteError::from)
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

/// Bytes the readiness probe writes, as a large ruling would: a probe that only rewrote its
/// own row needs no new page, and passed on a full disk while every ruling failed.
const PROBE_BYTES: i64 = 256 * 1024;

/// A write as a ruling's would be, in a transaction: the `readiness` row, and a row as large
/// as a large ruling written and removed (so the probe needs the pages a ruling would).
fn sqlite_probe(conn: &mut rusqlite::Connection) -> Result<(), WriteError> {
    let tx = conn.transaction()?;
    tx.execute(
        "INSERT INTO readiness (id, probed_ms) VALUES (1, ?1) \
         ON CONFLICT (id) DO UPDATE SET probed_ms = excluded.probed_ms",
        [now_ms()],
    )?;
    tx.execute(
        "INSERT INTO probe_space (id, filler) VALUES (1, zeroblob(?1))",
        [PROBE_BYTES],
    )?;
    tx.execute("DELETE FROM probe_space", [])?;
    Ok(tx.commit()?)
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
    fn unchanged(&self) -> Result<(), WriteError> {
        match (self.id, file_id(&self.path)) {
            (Some(a), Some(b)) if a == b => Ok(()),
            (None, _) => Ok(()),
            (Some(_), None) => Err(WriteError::Deleted(self.path.clone())),
            (Some(_), Some(_)) => Err(WriteError::Replaced(self.path.clone())),
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

/// A batch this large is committed without waiting.
const LINGER_UNTIL: usize = 32;

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

/// The active webhooks subscribed to `ruling.created`. A subscription's `events` are
/// comma-separated, as the dispatcher reads them.
const SUBSCRIBERS: &str = "SELECT id FROM webhooks WHERE active = 1 \
     AND instr(',' || events || ',', ',ruling.created,') > 0 ORDER BY id";

/// A ruling's event delivered to one subscriber: the row the dispatcher would write
/// (`OutboxStore::dispatch_events`), due at once.
const DELIVERY: &str = "INSERT INTO webhook_deliveries (id, webhook_id, event_id, status, \
     attempts, next_ms) VALUES (?1, ?2, ?3, 'pending', 0, ?4) ON CONFLICT DO NOTHING";

fn sqlite_commit(
    conn: &mut rusqlite::Connection,
    sql: &str,
    rows: &[NewRecord],
) -> rusqlite::Result<Vec<bool>> {
    // Dropped without commit (an error), the transaction rolls back: all or nothing. The
    // write lock is taken at `BEGIN`, so the subscriptions read below are the ones in force
    // when the batch commits (no other connection can add one in between).
    let tx = conn.transaction_with_behavior(rusqlite::TransactionBehavior::Immediate)?;
    // The events are written dispatched, with a delivery for each active subscription to
    // `ruling.created`: what the dispatcher would do with them a moment later, on another
    // connection, in a transaction of its own (about 9 µs of CPU per ruling with nobody
    // subscribed; with a subscriber, its statements through the pool cost more than the
    // ruling's insert). The dispatcher then only sends the deliveries.
    let subscribers: Vec<String> = tx
        .prepare_cached(SUBSCRIBERS)?
        .query_map([], |r| r.get(0))?
        .collect::<rusqlite::Result<_>>()?;
    let now = super::super::now_ms();
    let mut flags = Vec::with_capacity(rows.len());
    let houses = batch_houses(rows);
    if !houses.is_empty() {
        let mut stmt = tx.prepare_cached(&format!(
            "INSERT INTO house_profiles ({HOUSE_COLUMNS}) VALUES (?1, ?2, ?3, ?4, ?5) \
             ON CONFLICT DO NOTHING"
        ))?;
        for (p, ms) in houses {
            stmt.execute(rusqlite::params![
                p.digest,
                p.name,
                p.version,
                p.text,
                rfc3339(ms)
            ])?;
        }
    }
    {
        let mut stmt = tx.prepare_cached(sql)?;
        let mut outbox = tx.prepare_cached(
            "INSERT INTO outbox (id, event, subject, created_ms, dispatched) \
             VALUES (?1, 'ruling.created', ?2, ?3, 1) ON CONFLICT DO NOTHING",
        )?;
        let mut delivery = if subscribers.is_empty() {
            None
        } else {
            Some(tx.prepare_cached(DELIVERY)?)
        };
        for r in rows {
            let n = stmt.execute(rusqlite::params![
                r.id,
                rfc3339(r.created_ms),
                r.created_ms,
                r.edition.as_str(),
                r.language.code(),
                r.dispute_type.as_str(),
                r.outcome.as_str(),
                r.rule_key.slug(),
                r.tournament,
                r.table,
                r.floor,
                r.idempotency_key,
                r.request,
                r.ruling,
                r.house.as_ref().map(|p| p.name.as_str()),
                r.house.as_ref().map(|p| p.version.as_str()),
                r.house.as_ref().map(|p| p.digest.as_str()),
                r.actor.as_ref().map(|a| a.kind.as_str()),
                r.actor.as_ref().map(|a| a.id.as_str()),
                r.actor.as_ref().map(|a| a.name.as_str()),
                r.request_id,
                r.fingerprint,
                i64::from(r.discretion),
                r.offender,
                r.players,
            ])?;
            if n == 1 {
                // The ruling's event, in its transaction (see `store::outbox`): written here
                // rather than by a trigger, which made every insert about 20 µs dearer.
                let event = format!("ruling.created:{}", r.id);
                outbox.execute(rusqlite::params![event, r.id, r.created_ms])?;
                if let Some(delivery) = delivery.as_mut() {
                    for hook in &subscribers {
                        delivery.execute(rusqlite::params![
                            format!("{event}@{hook}"),
                            hook,
                            event,
                            now
                        ])?;
                    }
                }
            }
            flags.push(n == 1);
        }
    }
    tx.commit()?;
    Ok(flags)
}

#[cfg(test)]
mod tests {
    use super::*;
    use floorcall_engine::disputes::DisputeKind;
    use floorcall_engine::lang::Language;
    use floorcall_engine::rules::{Edition, RuleKey};
    use floorcall_engine::ruling::Outcome;
    use tokio::sync::oneshot;

    fn record(i: usize) -> NewRecord {
        NewRecord {
            id: format!("01TEST{i:020}"),
            created_ms: 1_800_000_000_000,
            edition: Edition::E2024,
            language: Language::En,
            dispute_type: DisputeKind::ALL[0],
            outcome: Outcome::Raise,
            rule_key: RuleKey::MultipleChipBetting,
            tournament: None,
            table: Some("12".into()),
            floor: None,
            idempotency_key: None,
            request: format!("{{\"n\": {i}, \"pad\": \"{}\"}}", "x".repeat(1500)),
            ruling: "{}".into(),
            house: None,
            actor: None,
            request_id: None,
            fingerprint: None,
            discretion: false,
            offender: None,
            players: None,
        }
    }

    /// A new log file in WAL mode with the schema, in a folder of its own: the folder, the
    /// file, and a connection to count rows with.
    fn fresh_log(name: &str) -> (tempfile::TempDir, std::path::PathBuf, rusqlite::Connection) {
        let dir = tempfile::Builder::new()
            .prefix(&format!("floorcall-{name}-test-"))
            .tempdir()
            .expect("a temporary folder");
        let db = dir.path().join("log.sqlite");
        let setup = rusqlite::Connection::open(&db).expect("open");
        setup
            .execute_batch("PRAGMA journal_mode=WAL;")
            .expect("wal");
        // The rulings table as the writer sees it (its filter indexes aside: the WAL limit
        // below is sized for this table's pages).
        setup
            .execute_batch(include_str!("../../../migrations/0001_rulings.sql"))
            .expect("schema");
        setup
            .execute_batch(include_str!("../../../migrations/0010_house_rules.sql"))
            .expect("house rules");
        setup
            .execute_batch(
                "ALTER TABLE rulings ADD COLUMN actor_kind TEXT; \
                 ALTER TABLE rulings ADD COLUMN actor_id TEXT; \
                 ALTER TABLE rulings ADD COLUMN actor_name TEXT; \
                 ALTER TABLE rulings ADD COLUMN request_id TEXT; \
                 ALTER TABLE rulings ADD COLUMN fingerprint TEXT; \
                 ALTER TABLE rulings ADD COLUMN discretion BIGINT; \
                 ALTER TABLE rulings ADD COLUMN offender TEXT; \
                 ALTER TABLE rulings ADD COLUMN players TEXT; \
                 CREATE TABLE outbox (id TEXT PRIMARY KEY, event TEXT NOT NULL, \
                 subject TEXT NOT NULL, created_ms BIGINT NOT NULL, \
                 dispatched BIGINT NOT NULL DEFAULT 0); \
                 CREATE TABLE webhooks (id TEXT PRIMARY KEY, url TEXT NOT NULL, \
                 secret TEXT NOT NULL, events TEXT NOT NULL, active BIGINT NOT NULL, \
                 created_at TEXT NOT NULL, created_by TEXT); \
                 CREATE TABLE webhook_deliveries (id TEXT PRIMARY KEY, \
                 webhook_id TEXT NOT NULL REFERENCES webhooks (id), \
                 event_id TEXT NOT NULL REFERENCES outbox (id), status TEXT NOT NULL, \
                 attempts BIGINT NOT NULL, next_ms BIGINT NOT NULL, last_status BIGINT, \
                 last_error TEXT, delivered_at TEXT);",
            )
            .expect("who asked, and the events");
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
        let limit = 512 << 10;
        let writer =
            sqlite_with(&db, false, Duration::from_micros(250), limit, None).expect("writer");
        let mut n = 0;
        let mut longest = 0;
        let mut started_over = None;
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
                assert!(matches!(w.await.expect("ack"), Ok(true)));
            }
            let len = wal_len(&db);
            longest = longest.max(len);
            if longest > 4 * limit && len <= limit {
                started_over = Some(len);
                break;
            }
        }
        for w in waiting {
            assert!(matches!(w.await.expect("ack"), Ok(true)));
        }
        assert!(longest > 4 * limit, "the WAL never grew: {longest}");
        // Seen back within the limit while the load went on (the rulings still waiting then
        // are committed after, into the WAL that started over).
        assert!(
            started_over.is_some(),
            "the WAL never started over: {} bytes",
            wal_len(&db)
        );
        let count: i64 = setup
            .query_row("SELECT count(*) FROM rulings", [], |r| r.get(0))
            .expect("count");
        assert_eq!(count, n as i64, "every acknowledged ruling is in the log");
        drop(setup);
        drop(dir);
    }

    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn close_commits_the_queue_joins_the_threads_and_empties_the_wal() {
        let (dir, db, setup) = fresh_log("close");
        let writer =
            sqlite_with(&db, false, Duration::from_micros(250), WAL_LIMIT, None).expect("writer");
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
            assert!(matches!(w.await.expect("ack"), Ok(true)));
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
        drop(dir);
    }

    /// A ruling's event is written dispatched, with a pending delivery for each active
    /// webhook subscribed to `ruling.created` (what the dispatcher would write), and none
    /// when nobody subscribes.
    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn events_come_with_a_delivery_per_subscriber() {
        let (dir, db, setup) = fresh_log("outbox");
        let writer = sqlite_with(&db, false, Duration::ZERO, WAL_LIMIT, None).expect("writer");
        let log = |n: usize| {
            let tx = writer.tx.clone();
            async move {
                let (ack, wait) = oneshot::channel();
                tx.send(Job::Insert(record(n), ack)).await.expect("send");
                assert!(matches!(wait.await.expect("ack"), Ok(true)));
            }
        };
        let dispatched = |n: usize| -> i64 {
            setup
                .query_row(
                    "SELECT dispatched FROM outbox WHERE subject = ?1",
                    [format!("01TEST{n:020}")],
                    |r| r.get(0),
                )
                .expect("event")
        };
        // The deliveries of a ruling's event: "id webhook event status attempts" each.
        let deliveries = |n: usize| -> Vec<String> {
            let event = format!("ruling.created:01TEST{n:020}");
            let mut stmt = setup
                .prepare(
                    "SELECT id, webhook_id, event_id, status, attempts, next_ms \
                     FROM webhook_deliveries WHERE event_id = ?1 ORDER BY id",
                )
                .expect("prepare");
            stmt.query_map([&event], |r| {
                let next: i64 = r.get(5)?;
                assert!(next > 1_700_000_000_000, "due now: {next}");
                Ok(format!(
                    "{} {} {} {} {}",
                    r.get::<_, String>(0)?,
                    r.get::<_, String>(1)?,
                    r.get::<_, String>(2)?,
                    r.get::<_, String>(3)?,
                    r.get::<_, i64>(4)?
                ))
            })
            .expect("query")
            .collect::<rusqlite::Result<_>>()
            .expect("rows")
        };
        let hook = |id: &str, events: &str, active: i64| {
            setup
                .execute(
                    "INSERT INTO webhooks (id, url, secret, events, active, created_at) \
                     VALUES (?1, 'http://127.0.0.1:9/', 's', ?2, ?3, 'now')",
                    rusqlite::params![id, events, active],
                )
                .expect("webhook");
        };
        log(0).await;
        assert_eq!(dispatched(0), 1, "no subscription: nothing to deliver");
        assert!(deliveries(0).is_empty());
        hook("w1", "ruling.final,incident.created", 1);
        hook("w2", "ruling.created", 0);
        log(1).await;
        assert_eq!(dispatched(1), 1, "no active subscription to ruling.created");
        assert!(deliveries(1).is_empty());
        hook("w3", "ruling.final,ruling.created", 1);
        hook("w4", "ruling.created", 1);
        log(2).await;
        assert_eq!(dispatched(2), 1);
        let e = format!("ruling.created:01TEST{:020}", 2);
        assert_eq!(
            deliveries(2),
            [
                format!("{e}@w3 w3 {e} pending 0"),
                format!("{e}@w4 w4 {e} pending 0")
            ]
        );
        setup
            .execute("UPDATE webhooks SET active = 0 WHERE id = 'w3'", [])
            .expect("removed");
        log(3).await;
        assert_eq!(dispatched(3), 1);
        let e = format!("ruling.created:01TEST{:020}", 3);
        assert_eq!(deliveries(3), [format!("{e}@w4 w4 {e} pending 0")]);
        writer.close().await;
        drop(setup);
        drop(dir);
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
