//! The rulings log: every ruling is recorded before its answer is sent.
//!
//! One schema and one set of migrations for SQLite (the embedded default, a file in WAL mode)
//! and PostgreSQL (`postgres://…`, for several replicas sharing one log). Reads and updates go
//! through sqlx's `Any` driver with the same SQL; inserts go through a single writer per log
//! that commits whatever is queued in one transaction (group commit, see `writer`): many
//! concurrent rulings share one commit, and each request is answered only after its
//! transaction committed.

pub mod backup;
pub(crate) mod incidents;
pub(crate) mod keys;
pub(crate) mod limits;
pub(crate) mod outbox;
pub(crate) mod record;
mod rulings;
pub mod staff;
mod time;
mod writer;

pub use time::{now_ms, parse_rfc3339, rfc3339};
pub(crate) use writer::WriteError;

pub use incidents::IncidentStore;
pub use keys::KeyStore;
pub use limits::UsageStore;
pub use outbox::OutboxStore;
pub use record::RecordStore;
pub use rulings::RulingStore;
pub use staff::StaffStore;

use crate::role::Actor;
use floorcall_engine::disputes::DisputeKind;
use floorcall_engine::house::Profile;
use floorcall_engine::lang::Language;
use floorcall_engine::request::RulingRequest;
use floorcall_engine::rules::{Edition, RuleKey};
use floorcall_engine::ruling::{Outcome, Ruling};
use serde::{Deserialize, Serialize};
use serde_json::value::RawValue;
use sqlx::any::{AnyPoolOptions, AnyRow};
use sqlx::{AnyPool, Row};
use std::path::PathBuf;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicI64};
use std::time::Duration;
use tokio::sync::oneshot;
use utoipa::ToSchema;

/// JSON text kept as it was stored: a record is written out without being parsed into a tree
/// (an export's memory is the text's size, not several times it).
#[derive(Debug, Clone)]
pub struct Json(Box<RawValue>);

impl Json {
    /// The stored text, or `null` when it is not JSON (a damaged log). Line breaks (only
    /// whitespace between tokens: inside JSON strings they are escaped) become spaces, so a
    /// record is one line of an NDJSON export.
    pub(crate) fn new(mut text: String) -> Json {
        if text.contains(['\n', '\r']) {
            text = text.replace(['\n', '\r'], " ");
        }
        Json(RawValue::from_string(text).unwrap_or_else(|_| null()))
    }

    /// The JSON text.
    pub fn get(&self) -> &str {
        self.0.get()
    }

    /// Parsed, for comparing two requests.
    pub(crate) fn value(&self) -> serde_json::Value {
        serde_json::from_str(self.get()).unwrap_or(serde_json::Value::Null)
    }
}

fn null() -> Box<RawValue> {
    RawValue::from_string("null".into()).unwrap_or_default()
}

impl PartialEq for Json {
    fn eq(&self, other: &Json) -> bool {
        self.value() == other.value()
    }
}

impl Serialize for Json {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        self.0.serialize(s)
    }
}

/// A logged ruling.
#[derive(Debug, Clone, PartialEq, Serialize, ToSchema)]
pub struct Record {
    pub id: String,
    /// RFC 3339, UTC, milliseconds.
    #[schema(format = DateTime)]
    pub(crate) created_at: String,
    #[serde(skip)]
    pub(crate) created_ms: i64,
    pub(crate) edition: Edition,
    pub(crate) language: Language,
    pub(crate) dispute_type: DisputeKind,
    pub(crate) outcome: Outcome,
    /// The deciding rule's stable key (`raise-amounts`).
    #[serde(serialize_with = "slug")]
    #[schema(value_type = String)]
    pub(crate) rule_key: RuleKey,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(crate) tournament: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(crate) table: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(crate) floor: Option<String>,
    #[serde(skip)]
    pub(crate) idempotency_key: Option<String>,
    /// Who asked for the ruling: the key, or the person signed in (absent on a server without
    /// credentials, and on rulings logged before this was recorded).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(crate) asked_by: Option<Actor>,
    /// The server's id of the request that asked for it (its access-log line's).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub request_id: Option<String>,
    /// The request as received (hand and dispute).
    #[schema(value_type = RulingRequest)]
    pub request: Json,
    /// The ruling as answered.
    #[schema(value_type = Ruling)]
    pub ruling: Json,
    /// The floor's final word, once given.
    #[serde(rename = "final", skip_serializing_if = "Option::is_none")]
    pub(crate) final_word: Option<FinalWord>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(crate) final_note: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(format = DateTime)]
    pub(crate) final_at: Option<String>,
    /// Every final word given, oldest first (the last is `final`); on `GET
    /// /v1/rulings/{id}` only.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub(crate) final_history: Vec<FinalEntry>,
    /// The house-rule profile the ruling was given under (absent: the TDA alone).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(crate) house_profile: Option<String>,
    /// The profile's version then.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(crate) house_version: Option<String>,
    /// The digest of the profile's file then (`sha256:…`); the log keeps that file.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(crate) house_digest: Option<String>,
}

/// One final word, as given: it is never changed or removed afterwards.
#[derive(Debug, Clone, PartialEq, Serialize, ToSchema)]
pub(crate) struct FinalEntry {
    /// The entry's id (a proposal is confirmed by it).
    pub(crate) id: String,
    #[serde(rename = "final")]
    pub(crate) final_word: FinalWord,
    /// `given` (by a supervisor), `proposed` (by the floor, waiting for a supervisor) or
    /// `confirmed` (a supervisor's confirmation of the proposal in `confirms`).
    pub(crate) status: FinalStatus,
    /// The proposal this entry confirms.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(crate) confirms: Option<String>,
    /// Who gave it: the key, or the person signed in.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(crate) by: Option<Actor>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(crate) note: Option<String>,
    /// The floor person who gave it, as the request named them.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(crate) floor: Option<String>,
    /// The name of the API key that sent it (absent on a server without keys).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(crate) key: Option<String>,
    #[schema(format = DateTime)]
    pub(crate) at: String,
}

/// A final word to record.
#[derive(Debug, Clone)]
pub(crate) struct NewFinal<'a> {
    pub(crate) word: FinalWord,
    pub(crate) note: Option<&'a str>,
    pub(crate) floor: Option<&'a str>,
    /// The key's or the person's name (the `key` of older entries).
    pub(crate) key: Option<&'a str>,
    pub(crate) by: Option<Actor>,
    pub(crate) status: FinalStatus,
    pub(crate) confirms: Option<String>,
}

/// What a final word's entry is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "lowercase")]
pub(crate) enum FinalStatus {
    /// Given by a supervisor (or above): the ruling's final word.
    Given,
    /// Proposed by the floor: not the final word until a supervisor confirms it.
    Proposed,
    /// A supervisor's confirmation of a proposal: the ruling's final word.
    Confirmed,
}

impl FinalStatus {
    /// The stored and wire name.
    pub(crate) fn as_str(self) -> &'static str {
        crate::wire::name(&self)
    }
}

/// The floor's final word on a ruling.
// Its name in the database is serde's, as on the wire (`crate::wire`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "lowercase")]
pub(crate) enum FinalWord {
    /// The floor kept the ruling.
    Upheld,
    /// The floor decided otherwise.
    Overruled,
}

impl FinalWord {
    /// The stored and wire name.
    pub(crate) fn as_str(self) -> &'static str {
        crate::wire::name(&self)
    }

    fn parse(s: &str) -> Option<FinalWord> {
        crate::wire::parse(s)
    }
}

/// A ruling to record: the request and the ruling as JSON text.
#[derive(Debug, Clone)]
pub struct NewRecord {
    pub id: String,
    pub created_ms: i64,
    pub edition: Edition,
    pub language: Language,
    pub dispute_type: DisputeKind,
    pub outcome: Outcome,
    pub rule_key: RuleKey,
    pub tournament: Option<String>,
    pub table: Option<String>,
    pub floor: Option<String>,
    pub idempotency_key: Option<String>,
    pub request: String,
    pub ruling: String,
    /// The house-rule profile it was given under: its name, version and digest go in the
    /// ruling's row, its file into `house_profiles` (once per digest).
    pub house: Option<Arc<Profile>>,
    /// Who asked (none on a server without credentials).
    pub actor: Option<Actor>,
    /// The server's request id.
    pub request_id: Option<String>,
    /// The digest of the ruling's decisive facts (see `Ruling::fingerprint`).
    pub fingerprint: Option<String>,
    /// Whether the ruling leaves the point to the floor.
    pub discretion: bool,
    /// The offender of a ruling that adds to a player's record, as the casino knows them (the
    /// register's key).
    pub offender: Option<String>,
    /// The players seated, `,id,id,` (none: no seat carried its player).
    pub players: Option<String>,
}

impl NewRecord {
    /// The record of a ruling: the request as received (`raw`, JSON text) and the ruling as
    /// answered, with the columns the log is filtered by (`under` adds the house profile it
    /// was given under).
    pub fn new(
        id: String,
        req: &RulingRequest,
        raw: &[u8],
        ruling: &Ruling,
        idempotency_key: Option<String>,
        actor: Option<Actor>,
        request_id: Option<String>,
    ) -> Result<NewRecord, StoreError> {
        let context = req.context.clone().unwrap_or_default();
        Ok(NewRecord {
            id,
            created_ms: now_ms(),
            edition: ruling.edition,
            language: ruling.language,
            dispute_type: req.dispute.kind(),
            outcome: ruling.decision.outcome,
            rule_key: RuleKey::from_slug(&ruling.citation.key).ok_or_else(|| {
                StoreError::Unavailable(format!("no rule {}", ruling.citation.key))
            })?,
            tournament: context.tournament,
            table: context.table,
            floor: context.floor,
            idempotency_key,
            // The body parsed as JSON, so it is UTF-8 (checked again by the fast check, not
            // the lossy reading's slower walk).
            request: match std::str::from_utf8(raw) {
                Ok(text) => text.to_owned(),
                Err(_) => String::from_utf8_lossy(raw).into_owned(),
            },
            ruling: serde_json::to_string(ruling)
                .map_err(|e| StoreError::Unavailable(format!("the ruling as JSON: {e}")))?,
            house: None,
            actor,
            request_id,
            fingerprint: Some(record::digest(&ruling.fingerprint)),
            discretion: ruling.discretion,
            offender: record::offender(req),
            players: record::players_column(req),
        })
    }

    /// The same record, given under a house-rule profile.
    pub(crate) fn under(self, house: Option<Arc<Profile>>) -> NewRecord {
        NewRecord { house, ..self }
    }
}

/// Filters of the log listing.
#[derive(Debug, Clone, Default)]
pub struct Filter {
    pub since_ms: Option<i64>,
    pub until_ms: Option<i64>,
    pub table: Option<String>,
    pub tournament: Option<String>,
    pub outcome: Option<Outcome>,
    pub rule: Option<String>,
    /// The house-rule profile's name.
    pub house: Option<String>,
    /// Ids greater than this (the cursor).
    pub after: Option<String>,
    /// Ids up to this one, included (an export's page by bytes).
    pub through: Option<String>,
    pub limit: i64,
}

#[derive(Debug, thiserror::Error)]
pub enum StoreError {
    #[error("the rulings log is unavailable: {0}")]
    Unavailable(String),
    #[error("the Idempotency-Key was already used with a different request")]
    KeyReused,
    /// The change would leave no active admin credential.
    #[error("the last active admin credential cannot be revoked or disabled")]
    LastAdmin,
    /// An active staff account has the name.
    #[error("an active staff account has this name")]
    NameTaken,
}

impl From<sqlx::Error> for StoreError {
    fn from(e: sqlx::Error) -> Self {
        StoreError::Unavailable(e.to_string())
    }
}

impl From<WriteError> for StoreError {
    fn from(e: WriteError) -> Self {
        StoreError::Unavailable(e.to_string())
    }
}

/// Why the log is not ready.
#[derive(Debug, thiserror::Error)]
pub(crate) enum NotReady {
    /// The writer could not commit.
    #[error(transparent)]
    Write(#[from] WriteError),
    /// The writer has stopped (the server is shutting down, or its thread ended).
    #[error("the log writer stopped")]
    Stopped,
    /// The writer did not answer the probe in time.
    #[error("the log writer did not answer within 3 s")]
    NoAnswer,
    /// The readers' pool did not answer.
    #[error(transparent)]
    Pool(#[from] sqlx::Error),
    /// The log's file system is (nearly) full.
    #[error("{free} bytes free on the log's disk, fewer than the {needed} readiness needs")]
    DiskFull { free: u64, needed: u64 },
}

/// Bytes free for this process on the file system holding `dir` (statvfs).
fn free_bytes(dir: &std::path::Path) -> Option<u64> {
    let st = rustix::fs::statvfs(dir).ok()?;
    Some(st.f_bavail.saturating_mul(st.f_frsize))
}

/// How the log writes (`floorcall serve` flags).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Options {
    /// SQLite: `synchronous=FULL`, so a ruling also survives a power cut (NORMAL: a killed
    /// process), at a cost in throughput.
    pub full_sync: bool,
    /// SQLite: how long the writer waits for a fuller batch when rulings come faster than one
    /// per wait (zero: never).
    pub linger: Duration,
    /// SQLite: readiness fails when the log's file system has less free space than this.
    pub min_free_disk: u64,
    /// SQLite: the writer's `max_page_count` (the tests' full disk).
    #[doc(hidden)]
    pub max_pages: Option<u64>,
}

/// Readiness fails below this much free space by default: 64 MiB.
pub(crate) const DEFAULT_MIN_FREE_DISK: u64 = 64 << 20;

/// The writer's default wait for a fuller batch, in microseconds.
pub(crate) const DEFAULT_LINGER_US: u64 = 250;

impl Default for Options {
    fn default() -> Self {
        Options {
            full_sync: false,
            linger: Duration::from_micros(DEFAULT_LINGER_US),
            min_free_disk: DEFAULT_MIN_FREE_DISK,
            max_pages: None,
        }
    }
}

/// What an insert did.
#[derive(Debug)]
pub enum Inserted {
    New,
    /// The Idempotency-Key was seen before: the stored record.
    Existing(Box<Record>),
}

/// The log: off, or a database.
#[derive(Debug, Clone)]
pub struct Store {
    db: Option<Db>,
}

#[derive(Debug, Clone)]
struct Db {
    pool: AnyPool,
    writer: Arc<writer::Writer>,
    backend: &'static str,
    /// SQLite: the connection API keys are looked up on (see `keys`).
    keys: Option<Arc<std::sync::Mutex<rusqlite::Connection>>>,
    /// The file behind `sqlite::memory:`, removed when the last clone is dropped.
    _scratch: Option<Arc<Scratch>>,
    /// When an admin credential was last seen to exist (ms; 0: ask again).
    admin_seen_ms: Arc<AtomicI64>,
    /// A credential was seen to exist once: from then on the server is never open.
    ever: Arc<AtomicBool>,
    /// SQLite: the log file, whose file system's free space readiness checks.
    path: Option<PathBuf>,
    /// Readiness fails when less than this many bytes are free (SQLite).
    min_free_disk: u64,
    /// PostgreSQL: a pool for what only PostgreSQL runs (the shared rate limit).
    pg: Option<sqlx::PgPool>,
}

impl Db {
    /// A transaction that will write. On SQLite it starts with `BEGIN IMMEDIATE`, taking the
    /// write lock before its first read: a deferred `BEGIN` that reads and then writes fails
    /// at once with `SQLITE_BUSY_SNAPSHOT` (code 517, "database is locked", which the busy
    /// timeout does not wait out) whenever another connection wrote in between.
    async fn begin_write(&self) -> Result<sqlx::Transaction<'static, sqlx::Any>, sqlx::Error> {
        if self.backend == "sqlite" {
            self.pool.begin_with("BEGIN IMMEDIATE").await
        } else {
            self.pool.begin().await
        }
    }
}

/// A temporary SQLite file standing in for `sqlite::memory:`: the writer thread and the
/// reading pool need one database they can both open.
#[derive(Debug)]
struct Scratch(PathBuf);

impl Drop for Scratch {
    fn drop(&mut self) {
        for suffix in ["", "-wal", "-shm"] {
            let mut p = self.0.clone().into_os_string();
            p.push(suffix);
            let _ = std::fs::remove_file(p);
        }
    }
}

/// The file of a `sqlite:` URL (`sqlite://path`, `sqlite:path`, with or without `?options`).
/// The steps of SQLite's `EXPLAIN QUERY PLAN`, one line each (for the tests that read plans).
pub(crate) fn plan_steps(rows: &[AnyRow]) -> Vec<String> {
    rows.iter()
        .map(|r| r.try_get::<String, _>("detail").unwrap_or_default())
        .collect()
}

fn sqlite_path(url: &str) -> PathBuf {
    let rest = url.strip_prefix("sqlite:").unwrap_or(url);
    let rest = rest.strip_prefix("//").unwrap_or(rest);
    PathBuf::from(rest.split('?').next().unwrap_or(rest))
}

const COLUMNS: &str = "id, created_at, created_ms, edition, language, dispute_type, outcome, \
rule_key, tournament, table_id, floor, idempotency_key, request, ruling, final_word, final_note, final_at, \
house_profile, house_version, house_digest, actor_kind, actor_id, actor_name, request_id";

/// The columns of a CSV export: every one but the request and the ruling.
const CSV_COLUMNS: &str = "id, created_at, created_ms, edition, language, dispute_type, outcome, \
rule_key, tournament, table_id, floor, idempotency_key, final_word, final_note, final_at, \
house_profile, house_version, house_digest, actor_kind, actor_id, actor_name, request_id";

impl Store {
    /// No log (benchmarks of the engine behind HTTP).
    pub fn disabled() -> Store {
        Store { db: None }
    }

    /// Open (and create and migrate) the log at a URL: `sqlite://file.sqlite`,
    /// `sqlite::memory:`, `postgres://…`, or `none`.
    pub async fn open(url: &str) -> Result<Store, StoreError> {
        Store::open_with(url, Options::default()).await
    }

    /// Open with the writer's [`Options`]: SQLite's `synchronous` level (NORMAL, the default,
    /// survives a killed process; FULL also a power cut, at a cost in throughput: see the
    /// README's figures) and its wait for a fuller batch.
    pub async fn open_with(url: &str, options: Options) -> Result<Store, StoreError> {
        let full_sync = options.full_sync;
        if url == "none" {
            return Ok(Store::disabled());
        }
        sqlx::any::install_default_drivers();
        let sqlite = url.starts_with("sqlite:");
        let backend = if sqlite { "sqlite" } else { "postgres" };
        // `sqlite::memory:` is a scratch file: the writer and the readers share it.
        let scratch = (sqlite && url.contains(":memory:")).then(|| {
            Arc::new(Scratch(std::env::temp_dir().join(format!(
                "floorcall-scratch-{}-{}.sqlite",
                std::process::id(),
                ulid::Ulid::new()
            ))))
        });
        let url = match &scratch {
            Some(s) => format!("sqlite://{}?mode=rwc", s.0.display()),
            None if sqlite && !url.contains("mode=") => {
                format!("{url}{}mode=rwc", if url.contains('?') { "&" } else { "?" })
            }
            None => url.to_string(),
        };
        let mut opts = AnyPoolOptions::new().max_connections(if sqlite { 4 } else { PG_WARM });
        if !sqlite {
            opts = opts.min_connections(PG_WARM);
        }
        if sqlite {
            let sync = if full_sync { "FULL" } else { "NORMAL" };
            opts = opts.after_connect(move |conn, _| {
                Box::pin(async move {
                    for pragma in [
                        "PRAGMA journal_mode=WAL",
                        if sync == "FULL" {
                            "PRAGMA synchronous=FULL"
                        } else {
                            "PRAGMA synchronous=NORMAL"
                        },
                        "PRAGMA busy_timeout=5000",
                        // The writer's checkpointer copies the WAL back every 100 ms, whoever
                        // wrote it; a commit here that found the WAL long would otherwise do
                        // it too, inside the commit (a webhook round's, a final word's).
                        "PRAGMA wal_autocheckpoint=0",
                    ] {
                        sqlx::query(pragma).execute(&mut *conn).await?;
                    }
                    Ok(())
                })
            });
        }
        let pool = opts.connect(&url).await?;
        if !sqlite {
            warm(&pool, PG_WARM).await?;
        }
        backup::MIGRATOR
            .run(&pool)
            .await
            .map_err(|e| StoreError::Unavailable(e.to_string()))?;
        outbox::install(&pool, sqlite).await?;
        let writer = Arc::new(if sqlite {
            writer::sqlite(
                &sqlite_path(&url),
                full_sync,
                options.linger,
                options.max_pages,
            )?
        } else {
            writer::postgres(&url).await?
        });
        let keys = if sqlite {
            let conn = rusqlite::Connection::open_with_flags(
                sqlite_path(&url),
                rusqlite::OpenFlags::SQLITE_OPEN_READ_ONLY
                    | rusqlite::OpenFlags::SQLITE_OPEN_NO_MUTEX,
            )
            .and_then(|c| c.execute_batch("PRAGMA busy_timeout=5000;").map(|()| c))
            .map_err(|e| StoreError::Unavailable(e.to_string()))?;
            Some(Arc::new(std::sync::Mutex::new(conn)))
        } else {
            None
        };
        let pg = if sqlite {
            None
        } else {
            let pg = sqlx::postgres::PgPoolOptions::new()
                .max_connections(PG_LIMITS)
                .min_connections(PG_LIMITS)
                .connect(&url)
                .await?;
            warm(&pg, PG_LIMITS).await?;
            Some(pg)
        };
        Ok(Store {
            db: Some(Db {
                pool,
                writer,
                backend,
                keys,
                _scratch: scratch,
                admin_seen_ms: Arc::new(AtomicI64::new(0)),
                ever: Arc::new(AtomicBool::new(false)),
                path: sqlite.then(|| sqlite_path(&url)),
                min_free_disk: options.min_free_disk,
                pg,
            }),
        })
    }

    /// Stop the log at shutdown: what is queued is committed, the writer's threads are
    /// joined (on SQLite after a last checkpoint), and later inserts fail as unavailable.
    pub async fn close(&self) {
        if let Some(db) = &self.db {
            db.writer.close().await;
            db.pool.close().await;
            if let Some(pg) = &db.pg {
                pg.close().await;
            }
        }
    }

    /// The database, or `Unavailable` when the log is off.
    fn db(&self) -> Result<&Db, StoreError> {
        self.db
            .as_ref()
            .ok_or_else(|| StoreError::Unavailable("the rulings log is off".into()))
    }

    pub fn enabled(&self) -> bool {
        self.db.is_some()
    }

    pub(crate) fn backend(&self) -> &'static str {
        self.db.as_ref().map_or("none", |d| d.backend)
    }

    /// PostgreSQL: whether the log's connection is encrypted (TLS); none on SQLite.
    #[doc(hidden)]
    pub async fn connection_encrypted(&self) -> Result<Option<bool>, StoreError> {
        let Some(db) = &self.db else { return Ok(None) };
        if db.backend != "postgres" {
            return Ok(None);
        }
        let row = sqlx::query("SELECT CASE WHEN ssl THEN 1 ELSE 0 END AS ssl FROM pg_stat_ssl WHERE pid = pg_backend_pid()")
            .fetch_optional(&db.pool)
            .await?;
        Ok(row.map(|r| r.try_get::<i32, _>("ssl").unwrap_or(0) == 1))
    }

    /// PostgreSQL's own pool (none on SQLite).
    pub(crate) fn pg(&self) -> Option<&sqlx::PgPool> {
        self.db.as_ref().and_then(|d| d.pg.as_ref())
    }

    /// Readiness: the writer commits, durably, to the database the server will reopen (a
    /// probe goes through the writer like a ruling: on SQLite a real write, checked against a
    /// database file deleted or replaced), and the readers' pool answers.
    pub(crate) async fn ready(&self) -> Result<(), NotReady> {
        let Some(db) = &self.db else { return Ok(()) };
        if let Some(path) = &db.path {
            let dir = path
                .parent()
                .filter(|d| !d.as_os_str().is_empty())
                .unwrap_or(std::path::Path::new("."));
            if let Some(free) = free_bytes(dir)
                && free < db.min_free_disk
            {
                return Err(NotReady::DiskFull {
                    free,
                    needed: db.min_free_disk,
                });
            }
        }
        let (ack, wait) = oneshot::channel();
        db.writer
            .tx
            .send(writer::Job::Probe(ack))
            .await
            .map_err(|_| NotReady::Stopped)?;
        match tokio::time::timeout(Duration::from_secs(3), wait).await {
            Ok(Ok(r)) => r?,
            Ok(Err(_)) => return Err(NotReady::Stopped),
            Err(_) => return Err(NotReady::NoAnswer),
        }
        sqlx::query("SELECT 1").execute(&db.pool).await?;
        Ok(())
    }
}

/// The log's concerns, each a small handle over the same database and writer, its API in its
/// own file: `store.rulings().insert(…)`, `store.keys().key_for(…)`… A handle is a reference
/// to the store: no allocation, no lock.
impl Store {
    /// The rulings: record, read, list, export, final words (`rulings.rs`).
    pub fn rulings(&self) -> RulingStore<'_> {
        RulingStore { store: self }
    }

    /// API keys and whether credentials exist (`keys.rs`).
    pub fn keys(&self) -> KeyStore<'_> {
        KeyStore { store: self }
    }

    /// Staff accounts and sessions (`staff.rs`).
    pub fn staff(&self) -> StaffStore<'_> {
        StaffStore { store: self }
    }

    /// The daily quota of stored bytes (`limits.rs`).
    pub fn usage(&self) -> UsageStore<'_> {
        UsageStore { store: self }
    }

    /// Webhooks, the outbox and deliveries (`outbox.rs`).
    pub fn outbox(&self) -> OutboxStore<'_> {
        OutboxStore { store: self }
    }

    /// The players' records and the hands logged for them (`record.rs`).
    pub fn record(&self) -> RecordStore<'_> {
        RecordStore { store: self }
    }

    /// Incidents (`incidents.rs`).
    pub fn incidents(&self) -> IncidentStore<'_> {
        IncidentStore { store: self }
    }
}

/// `select` with the filter's conditions, in id order, at most `limit` rows.
fn list_query<'q>(
    select: &str,
    f: &'q Filter,
) -> sqlx::query::Query<'q, sqlx::Any, sqlx::any::AnyArguments> {
    let mut sql = format!("{select} WHERE 1 = 1");
    let mut n = 0;
    let mut next = || {
        n += 1;
        format!("${n}")
    };
    // Time bounds as id bounds (ULIDs start with their millisecond), on the primary key.
    if f.since_ms.is_some() {
        sql += &format!(" AND id >= {}", next());
    }
    if f.until_ms.is_some() {
        sql += &format!(" AND id < {}", next());
    }
    let outcome = f.outcome.map(|o| o.as_str().to_string());
    for (v, col) in [
        (&f.table, "table_id"),
        (&f.tournament, "tournament"),
        (&outcome, "outcome"),
        (&f.rule, "rule_key"),
        (&f.house, "house_profile"),
        (&f.after, "id"),
        (&f.through, "id <="),
    ] {
        if v.is_some() {
            let (col, op) = match col {
                "id" => ("id", ">"),
                "id <=" => ("id", "<="),
                c => (c, "="),
            };
            sql += &format!(" AND {col} {op} {}", next());
        }
    }
    sql += &format!(" ORDER BY id LIMIT {}", next());
    let mut q = sqlx::query(sqlx::AssertSqlSafe(sql));
    if let Some(v) = f.since_ms {
        q = q.bind(ulid_floor(v));
    }
    if let Some(v) = f.until_ms {
        q = q.bind(ulid_floor(v));
    }
    for v in [
        &f.table,
        &f.tournament,
        &outcome,
        &f.rule,
        &f.house,
        &f.after,
        &f.through,
    ]
    .into_iter()
    .flatten()
    {
        q = q.bind(v.clone());
    }
    q.bind(f.limit)
}

/// A rule key as the wire spells it: its slug.
fn slug<S: serde::Serializer>(key: &RuleKey, s: S) -> Result<S::Ok, S::Error> {
    s.serialize_str(key.slug())
}

/// The smallest ULID of a millisecond (negative times clamp to the epoch).
fn ulid_floor(ms: i64) -> String {
    ulid::Ulid::from_parts(ms.max(0) as u64, 0).to_string()
}

fn same_request(existing: Record, new: &str) -> Result<Inserted, StoreError> {
    let new: serde_json::Value = serde_json::from_str(new).unwrap_or(serde_json::Value::Null);
    if existing.request.value() == new {
        Ok(Inserted::Existing(Box::new(existing)))
    } else {
        Err(StoreError::KeyReused)
    }
}

fn from_row(r: &AnyRow) -> Result<Record, StoreError> {
    let s = |c: &str| r.try_get::<String, _>(c).unwrap_or_default();
    let o = |c: &str| r.try_get::<Option<String>, _>(c).ok().flatten();
    let json = |c: &str| Json::new(s(c));
    let id = s("id");
    // The closed columns hold what this service wrote; anything else is a damaged log.
    let bad = |col: &str| StoreError::Unavailable(format!("ruling {id}: unreadable {col}"));
    Ok(Record {
        created_at: s("created_at"),
        created_ms: r.try_get::<i64, _>("created_ms").unwrap_or_default(),
        edition: Edition::parse(&s("edition")).ok_or_else(|| bad("edition"))?,
        language: Language::from_tag(&s("language")).ok_or_else(|| bad("language"))?,
        dispute_type: DisputeKind::parse(&s("dispute_type")).ok_or_else(|| bad("dispute_type"))?,
        outcome: Outcome::parse(&s("outcome")).ok_or_else(|| bad("outcome"))?,
        rule_key: RuleKey::from_slug(&s("rule_key")).ok_or_else(|| bad("rule_key"))?,
        tournament: o("tournament"),
        table: o("table_id"),
        floor: o("floor"),
        idempotency_key: o("idempotency_key"),
        request: json("request"),
        ruling: json("ruling"),
        final_word: o("final_word").and_then(|w| FinalWord::parse(&w)),
        final_note: o("final_note"),
        final_at: o("final_at"),
        final_history: Vec::new(),
        house_profile: o("house_profile"),
        house_version: o("house_version"),
        house_digest: o("house_digest"),
        asked_by: Actor::from_columns(o("actor_kind"), o("actor_id"), o("actor_name")),
        request_id: o("request_id"),
        id,
    })
}

/// The log's PostgreSQL pool: every connection it may use is opened before the server answers
/// ([`warm`]) and kept open (`min_connections`), so no request waits for one to be opened. With
/// the writer's three and the limits' four, a replica holds 15 of PostgreSQL's connections
/// (`max_connections`, 100 by default).
const PG_WARM: u32 = 8;

/// The per-credential limits' PostgreSQL pool, opened and kept like the log's.
const PG_LIMITS: u32 = 4;

/// Open `n` connections of a PostgreSQL pool at once, and keep them (with `min_connections`),
/// before the server answers. Opened lazily under the first load instead, each with its TLS
/// handshake and SCRAM exchange, they held the first rulings after a start 100–500 ms (the p99
/// of a ten-second run from the start at about 850 rulings a second over two replicas was
/// 70–215 ms; with the connections opened first, 12–31 ms: docs/engineering.md).
pub(in crate::store) async fn warm<DB: sqlx::Database>(
    pool: &sqlx::Pool<DB>,
    n: u32,
) -> Result<(), sqlx::Error> {
    let mut opening = tokio::task::JoinSet::new();
    for _ in 0..n {
        let pool = pool.clone();
        opening.spawn(async move { pool.acquire().await });
    }
    // Every connection is held until all are open, so each task opens one of its own.
    let mut held = Vec::with_capacity(n as usize);
    while let Some(done) = opening.join_next().await {
        held.push(done.map_err(|e| sqlx::Error::Io(std::io::Error::other(e)))??);
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_final_word_has_one_name_on_the_wire_and_in_the_database() {
        for (w, name) in [
            (FinalWord::Upheld, "upheld"),
            (FinalWord::Overruled, "overruled"),
        ] {
            assert_eq!(w.as_str(), name);
            assert_eq!(serde_json::to_value(w).ok(), Some(name.into()));
            assert_eq!(FinalWord::parse(name), Some(w));
        }
        for (s, name) in [
            (FinalStatus::Given, "given"),
            (FinalStatus::Proposed, "proposed"),
            (FinalStatus::Confirmed, "confirmed"),
        ] {
            assert_eq!(s.as_str(), name);
            assert_eq!(serde_json::to_value(s).ok(), Some(name.into()));
            assert_eq!(crate::wire::parse::<FinalStatus>(name), Some(s));
        }
    }
}
