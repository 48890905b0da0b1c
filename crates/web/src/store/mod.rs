//! The rulings log: every ruling is recorded before its answer is sent.
//!
//! One schema and one set of migrations for SQLite (the embedded default, a file in WAL mode)
//! and PostgreSQL (`postgres://…`, for several replicas sharing one log). Reads and updates go
//! through sqlx's `Any` driver with the same SQL; inserts go through a single writer per log
//! that commits whatever is queued in one transaction (group commit, see `writer`): many
//! concurrent rulings share one commit, and each request is answered only after its
//! transaction committed.

pub mod keys;
mod time;
mod writer;

pub use time::{now_ms, parse_rfc3339, rfc3339};
pub use writer::WriteError;

use floorcall_engine::disputes::DisputeKind;
use floorcall_engine::house::Profile;
use floorcall_engine::lang::Language;
use floorcall_engine::request::RulingRequest;
use floorcall_engine::rules::{Edition, RuleKey};
use floorcall_engine::ruling::{Outcome, Ruling};
use serde::{Deserialize, Serialize};
use sqlx::any::{AnyPoolOptions, AnyRow};
use sqlx::{AnyPool, Row};
use std::path::PathBuf;
use std::sync::Arc;
use std::time::Duration;
use tokio::sync::oneshot;
use utoipa::ToSchema;

/// A logged ruling.
#[derive(Debug, Clone, PartialEq, Serialize, ToSchema)]
pub struct Record {
    pub id: String,
    /// RFC 3339, UTC, milliseconds.
    #[schema(format = DateTime)]
    pub created_at: String,
    #[serde(skip)]
    pub created_ms: i64,
    pub edition: Edition,
    pub language: Language,
    pub dispute_type: DisputeKind,
    pub outcome: Outcome,
    /// The deciding rule's stable key (`raise-amounts`).
    #[serde(serialize_with = "slug")]
    #[schema(value_type = String)]
    pub rule_key: RuleKey,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub tournament: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub table: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub floor: Option<String>,
    #[serde(skip)]
    pub idempotency_key: Option<String>,
    /// The request as received (hand and dispute).
    #[schema(value_type = RulingRequest)]
    pub request: serde_json::Value,
    /// The ruling as answered.
    #[schema(value_type = Ruling)]
    pub ruling: serde_json::Value,
    /// The floor's final word, once given.
    #[serde(rename = "final", skip_serializing_if = "Option::is_none")]
    pub final_word: Option<FinalWord>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub final_note: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(format = DateTime)]
    pub final_at: Option<String>,
    /// Every final word given, oldest first (the last is `final`); on `GET
    /// /v1/rulings/{id}` only.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub final_history: Vec<FinalEntry>,
    /// The house-rule profile the ruling was given under (absent: the TDA alone).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub house_profile: Option<String>,
    /// The profile's version then.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub house_version: Option<String>,
    /// The digest of the profile's file then (`sha256:…`); the log keeps that file.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub house_digest: Option<String>,
}

/// One final word, as given: it is never changed or removed afterwards.
#[derive(Debug, Clone, PartialEq, Serialize, ToSchema)]
pub struct FinalEntry {
    #[serde(rename = "final")]
    pub final_word: FinalWord,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub note: Option<String>,
    /// The floor person who gave it, as the request named them.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub floor: Option<String>,
    /// The name of the API key that sent it (absent on a server without keys).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub key: Option<String>,
    #[schema(format = DateTime)]
    pub at: String,
}

/// A final word to record.
#[derive(Debug, Clone)]
pub struct NewFinal<'a> {
    pub word: FinalWord,
    pub note: Option<&'a str>,
    pub floor: Option<&'a str>,
    pub key: Option<&'a str>,
}

/// The floor's final word on a ruling.
// Its name in the database is strum's, the same as serde's on the wire (a test checks it).
#[derive(
    Debug,
    Clone,
    Copy,
    PartialEq,
    Eq,
    Serialize,
    Deserialize,
    ToSchema,
    strum::IntoStaticStr,
    strum::EnumString,
)]
#[serde(rename_all = "lowercase")]
#[strum(serialize_all = "lowercase")]
pub enum FinalWord {
    /// The floor kept the ruling.
    Upheld,
    /// The floor decided otherwise.
    Overruled,
}

impl FinalWord {
    /// The stored and wire name.
    pub fn as_str(self) -> &'static str {
        self.into()
    }

    fn parse(s: &str) -> Option<FinalWord> {
        s.parse().ok()
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
}

impl NewRecord {
    /// The record of a ruling: the request as received (`raw`, JSON text) and the ruling as
    /// answered, with the columns the log is filtered by, and the house profile it was given
    /// under.
    pub fn new(
        id: String,
        req: &RulingRequest,
        raw: &[u8],
        ruling: &Ruling,
        idempotency_key: Option<String>,
        house: Option<Arc<Profile>>,
    ) -> Result<NewRecord, StoreError> {
        let context = req.context.clone().unwrap_or_default();
        Ok(NewRecord {
            id,
            created_ms: now_ms(),
            edition: ruling.edition,
            language: ruling.language,
            dispute_type: req.dispute.kind(),
            outcome: ruling.outcome,
            rule_key: RuleKey::from_slug(&ruling.citation.key).ok_or_else(|| {
                StoreError::Unavailable(format!("no rule {}", ruling.citation.key))
            })?,
            tournament: context.tournament,
            table: context.table,
            floor: context.floor,
            idempotency_key,
            // The body parsed as JSON, so it is UTF-8.
            request: String::from_utf8_lossy(raw).into_owned(),
            ruling: serde_json::to_string(ruling)
                .map_err(|e| StoreError::Unavailable(format!("the ruling as JSON: {e}")))?,
            house,
        })
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
    pub limit: i64,
}

#[derive(Debug, thiserror::Error)]
pub enum StoreError {
    #[error("the rulings log is unavailable: {0}")]
    Unavailable(String),
    #[error("the Idempotency-Key was already used with a different request")]
    KeyReused,
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
pub enum NotReady {
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
}

/// The writer's default wait for a fuller batch, in microseconds.
pub const DEFAULT_LINGER_US: u64 = 250;

impl Default for Options {
    fn default() -> Self {
        Options {
            full_sync: false,
            linger: Duration::from_micros(DEFAULT_LINGER_US),
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
fn sqlite_path(url: &str) -> PathBuf {
    let rest = url.strip_prefix("sqlite:").unwrap_or(url);
    let rest = rest.strip_prefix("//").unwrap_or(rest);
    PathBuf::from(rest.split('?').next().unwrap_or(rest))
}

const COLUMNS: &str = "id, created_at, created_ms, edition, language, dispute_type, outcome, \
rule_key, tournament, table_id, floor, idempotency_key, request, ruling, final_word, final_note, final_at, \
house_profile, house_version, house_digest";

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
        let mut opts = AnyPoolOptions::new().max_connections(if sqlite { 4 } else { 8 });
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
                    ] {
                        sqlx::query(pragma).execute(&mut *conn).await?;
                    }
                    Ok(())
                })
            });
        }
        let pool = opts.connect(&url).await?;
        sqlx::migrate!("./migrations")
            .run(&pool)
            .await
            .map_err(|e| StoreError::Unavailable(e.to_string()))?;
        let writer = Arc::new(if sqlite {
            writer::sqlite(&sqlite_path(&url), full_sync, options.linger)?
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
        Ok(Store {
            db: Some(Db {
                pool,
                writer,
                backend,
                keys,
                _scratch: scratch,
            }),
        })
    }

    /// Stop the log at shutdown: what is queued is committed, the writer's threads are
    /// joined (on SQLite after a last checkpoint), and later inserts fail as unavailable.
    pub async fn close(&self) {
        if let Some(db) = &self.db {
            db.writer.close().await;
            db.pool.close().await;
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

    pub fn backend(&self) -> &'static str {
        self.db.as_ref().map_or("none", |d| d.backend)
    }

    /// Readiness: the writer commits, durably, to the database the server will reopen (a
    /// probe goes through the writer like a ruling: on SQLite a real write, checked against a
    /// database file deleted or replaced), and the readers' pool answers.
    pub async fn ready(&self) -> Result<(), NotReady> {
        let Some(db) = &self.db else { return Ok(()) };
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

    /// Record a ruling; returns after its transaction committed. With an idempotency key seen
    /// before, nothing is recorded and the stored record comes back.
    pub async fn insert(&self, rec: NewRecord) -> Result<Inserted, StoreError> {
        let Some(db) = &self.db else {
            return Ok(Inserted::New);
        };
        if let Some(key) = &rec.idempotency_key
            && let Some(existing) = self.by_key(key).await?
        {
            return same_request(existing, &rec.request);
        }
        let (ack, wait) = oneshot::channel();
        let key = rec.idempotency_key.clone();
        // Kept only to compare with the winner of a race on the same key.
        let probe = key.as_ref().map(|_| rec.request.clone());
        db.writer
            .tx
            .send(writer::Job::Insert(rec, ack))
            .await
            .map_err(|_| StoreError::Unavailable("the log writer stopped".into()))?;
        let inserted = wait
            .await
            .map_err(|_| StoreError::Unavailable("the log writer stopped".into()))??;
        if inserted {
            return Ok(Inserted::New);
        }
        // Lost a race on the same key: answer with the winner.
        match key {
            Some(k) => match self.by_key(&k).await? {
                Some(existing) => same_request(existing, probe.as_deref().unwrap_or_default()),
                None => Err(StoreError::Unavailable("the record vanished".into())),
            },
            None => Err(StoreError::Unavailable("duplicate id".into())),
        }
    }

    async fn by_key(&self, key: &str) -> Result<Option<Record>, StoreError> {
        self.one("idempotency_key", key).await
    }

    pub async fn get(&self, id: &str) -> Result<Option<Record>, StoreError> {
        self.one("id", id).await
    }

    /// The record whose unique `column` (a fixed name, never user input) equals `value`.
    async fn one(&self, column: &'static str, value: &str) -> Result<Option<Record>, StoreError> {
        let Some(db) = &self.db else { return Ok(None) };
        let sql = format!("SELECT {COLUMNS} FROM rulings WHERE {column} = $1");
        let row = sqlx::query(sqlx::AssertSqlSafe(sql))
            .bind(value)
            .fetch_optional(&db.pool)
            .await?;
        row.map(|r| from_row(&r)).transpose()
    }

    /// Records matching a filter, oldest first (ids sort by time), at most `limit`.
    pub async fn list(&self, f: &Filter) -> Result<Vec<Record>, StoreError> {
        let Some(db) = &self.db else {
            return Ok(Vec::new());
        };
        let rows = list_query(&format!("SELECT {COLUMNS} FROM rulings"), f)
            .fetch_all(&db.pool)
            .await?;
        rows.iter().map(from_row).collect()
    }

    /// The text of the house-rule profile file of a digest, as the log first saw it.
    pub async fn house_text(&self, digest: &str) -> Result<Option<String>, StoreError> {
        let Some(db) = &self.db else { return Ok(None) };
        let row = sqlx::query("SELECT text FROM house_profiles WHERE digest = $1")
            .bind(digest)
            .fetch_optional(&db.pool)
            .await?;
        Ok(row.and_then(|r| r.try_get::<String, _>("text").ok()))
    }

    /// SQLite's plan for a listing (`EXPLAIN QUERY PLAN`), one line per step: the tests check
    /// that every filter reads an index in id order.
    #[doc(hidden)]
    pub async fn query_plan(&self, f: &Filter) -> Result<Vec<String>, StoreError> {
        let Some(db) = &self.db else {
            return Ok(Vec::new());
        };
        let rows = list_query(
            &format!("EXPLAIN QUERY PLAN SELECT {COLUMNS} FROM rulings"),
            f,
        )
        .fetch_all(&db.pool)
        .await?;
        Ok(rows
            .iter()
            .map(|r| r.try_get::<String, _>("detail").unwrap_or_default())
            .collect())
    }

    /// Add the floor's final word to a ruling's history (and make it the ruling's latest
    /// word), in one transaction; `None` when there is no such ruling.
    pub async fn add_final(
        &self,
        id: &str,
        f: NewFinal<'_>,
        entry_id: String,
    ) -> Result<Option<Record>, StoreError> {
        let Some(db) = &self.db else { return Ok(None) };
        let at = rfc3339(now_ms());
        let mut tx = db.pool.begin().await?;
        let res = sqlx::query(
            "UPDATE rulings SET final_word = $1, final_note = $2, final_at = $3 WHERE id = $4",
        )
        .bind(f.word.as_str())
        .bind(f.note.map(String::from))
        .bind(at.clone())
        .bind(id)
        .execute(&mut *tx)
        .await?;
        if res.rows_affected() == 0 {
            return Ok(None);
        }
        sqlx::query(
            "INSERT INTO final_words (id, ruling_id, final_word, note, floor, key_name, at) \
             VALUES ($1, $2, $3, $4, $5, $6, $7)",
        )
        .bind(entry_id)
        .bind(id)
        .bind(f.word.as_str())
        .bind(f.note.map(String::from))
        .bind(f.floor.map(String::from))
        .bind(f.key.map(String::from))
        .bind(at)
        .execute(&mut *tx)
        .await?;
        tx.commit().await?;
        self.get_with_history(id).await
    }

    /// A ruling with its final words, oldest first.
    pub async fn get_with_history(&self, id: &str) -> Result<Option<Record>, StoreError> {
        let Some(db) = &self.db else { return Ok(None) };
        let Some(mut rec) = self.get(id).await? else {
            return Ok(None);
        };
        let rows = sqlx::query(
            "SELECT final_word, note, floor, key_name, at FROM final_words \
             WHERE ruling_id = $1 ORDER BY id",
        )
        .bind(id)
        .fetch_all(&db.pool)
        .await?;
        rec.final_history = rows
            .iter()
            .map(|r| {
                let o = |c: &str| r.try_get::<Option<String>, _>(c).ok().flatten();
                let word = o("final_word").and_then(|w| FinalWord::parse(&w));
                word.map(|final_word| FinalEntry {
                    final_word,
                    note: o("note"),
                    floor: o("floor"),
                    key: o("key_name"),
                    at: o("at").unwrap_or_default(),
                })
                .ok_or_else(|| {
                    StoreError::Unavailable(format!("ruling {id}: unreadable final word"))
                })
            })
            .collect::<Result<_, _>>()?;
        Ok(Some(rec))
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
    ] {
        if v.is_some() {
            let op = if col == "id" { ">" } else { "=" };
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
    if existing.request == new {
        Ok(Inserted::Existing(Box::new(existing)))
    } else {
        Err(StoreError::KeyReused)
    }
}

fn from_row(r: &AnyRow) -> Result<Record, StoreError> {
    let s = |c: &str| r.try_get::<String, _>(c).unwrap_or_default();
    let o = |c: &str| r.try_get::<Option<String>, _>(c).ok().flatten();
    let json = |c: &str| serde_json::from_str(&s(c)).unwrap_or(serde_json::Value::Null);
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
        id,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_final_word_has_one_name_on_the_wire_and_in_the_database() {
        for w in [FinalWord::Upheld, FinalWord::Overruled] {
            assert_eq!(serde_json::to_value(w).ok(), Some(w.as_str().into()));
            assert_eq!(FinalWord::parse(w.as_str()), Some(w));
        }
    }
}
