//! Backups, restores and upgrades of the log (`floorcall backup`, `restore`, `migrate`).
//!
//! A SQLite log is copied while the server rules with `VACUUM INTO`: one read transaction
//! on a connection of its own, so the copy is the log as of one commit (every ruling
//! acknowledged before the copy started is in it) and, the log being in WAL mode, the server's
//! writer is never blocked by it. The copy is written beside its destination, made a single
//! self-contained file (rollback journal), synced and renamed into place, so a copy that is
//! there is whole. Each copy is then checked ([`summarize`], [`Summary::problems`]):
//! `PRAGMA integrity_check`, and its migrations against the ones this binary carries.
//!
//! A PostgreSQL log is backed up with the database's own tools (`pg_dump`, or a base backup
//! and WAL archiving for point-in-time recovery): see docs/deployment.md.

use rusqlite::{Connection, OpenFlags, OptionalExtension};
use sqlx::migrate::Migrator;
use std::collections::BTreeSet;
use std::fmt;
use std::path::{Path, PathBuf};
use std::time::Instant;

/// The migrations this binary carries (`crates/web/migrations`), applied at every start.
pub static MIGRATOR: Migrator = sqlx::migrate!("./migrations");

/// Where the documentation of backups, restores and upgrades lives.
pub const DOCS: &str = "docs/deployment.md, \"Backups, restores and upgrades\"";

/// What a SQLite log file holds, as the verify step prints it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Summary {
    /// `PRAGMA integrity_check`'s answer (`ok`, or its first problems).
    pub(crate) integrity: String,
    pub(crate) rulings: i64,
    /// Distinct players named by rulings and incidents (erased ones not counted).
    pub(crate) players: i64,
    pub(crate) incidents: i64,
    pub(crate) keys: i64,
    pub(crate) staff: i64,
    pub(crate) outbox_pending: i64,
    pub(crate) outbox_delivered: i64,
    /// The greatest ruling id (ids are ULIDs: the last ruling logged).
    pub(crate) last_ruling: Option<String>,
    /// The log's migrations against this binary's.
    pub(crate) migrations: Migrations,
}

/// A log's applied migrations compared with the ones this binary carries.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Migrations {
    /// The versions applied successfully, in order.
    pub(crate) applied: Vec<i64>,
    /// This binary's migrations the log has not had yet (version, name), in order.
    pub pending: Vec<(i64, String)>,
    /// What makes the log unfit for this binary: a version it does not know (a newer
    /// floorcall's), a migration whose text differs from this binary's, one that failed.
    pub problems: Vec<String>,
}

impl Migrations {
    /// Compares the applied migrations (version, checksum, success) with this binary's.
    pub(crate) fn compare(applied: &[(i64, Vec<u8>, bool)]) -> Migrations {
        let mut out = Migrations::default();
        for (version, checksum, success) in applied {
            let ours = MIGRATOR.iter().find(|m| m.version == *version);
            match ours {
                _ if !success => out.problems.push(format!(
                    "migration {version} failed part-way: the log needs repair (restore a backup)"
                )),
                None => out.problems.push(format!(
                    "migration {version} is not one this floorcall knows (its newest is {}): the log was upgraded by a newer floorcall",
                    latest().0
                )),
                Some(m) if m.checksum.as_ref() != checksum.as_slice() => out.problems.push(
                    format!(
                        "migration {version} ({}) was applied with a different text than this floorcall's",
                        m.description
                    ),
                ),
                Some(_) => out.applied.push(*version),
            }
        }
        let done: BTreeSet<i64> = applied.iter().map(|a| a.0).collect();
        out.pending = MIGRATOR
            .iter()
            .filter(|m| !done.contains(&m.version))
            .map(|m| (m.version, m.description.to_string()))
            .collect();
        out
    }

    /// The version the log is at (its greatest applied migration).
    pub(crate) fn version(&self) -> Option<i64> {
        self.applied.last().copied()
    }

    /// The version with its name (`12 (hands dealt)`).
    pub fn version_text(&self) -> String {
        match self.version() {
            None => "none applied".into(),
            Some(v) => format!("{v} ({})", name_of(v)),
        }
    }
}

/// This binary's newest migration (version, name).
pub fn latest() -> (i64, String) {
    MIGRATOR
        .iter()
        .last()
        .map(|m| (m.version, m.description.to_string()))
        .unwrap_or((0, String::new()))
}

fn name_of(version: i64) -> String {
    MIGRATOR
        .iter()
        .find(|m| m.version == version)
        .map(|m| m.description.to_string())
        .unwrap_or_else(|| "unknown".into())
}

impl Summary {
    /// Why the copy is not a log this binary can serve, if it is not: its integrity check
    /// failed, or its migrations are not this binary's (a newer floorcall's, or altered).
    /// Pending migrations are not a problem: the server applies them when it starts.
    pub(crate) fn problems(&self) -> Vec<String> {
        let mut out = Vec::new();
        if self.integrity != "ok" {
            out.push(format!("PRAGMA integrity_check: {}", self.integrity));
        }
        if self.migrations.applied.is_empty() && self.migrations.problems.is_empty() {
            out.push("no migrations applied: not a floorcall log".into());
        }
        out.extend(self.migrations.problems.iter().cloned());
        out
    }
}

impl fmt::Display for Summary {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (newest, _) = latest();
        writeln!(f, "  integrity          {}", self.integrity)?;
        write!(f, "  migrations         {}", self.migrations.version_text())?;
        if self.migrations.pending.is_empty() && self.migrations.problems.is_empty() {
            writeln!(f, ", this floorcall's newest")?;
        } else if !self.migrations.pending.is_empty() {
            writeln!(
                f,
                "; {} pending up to {newest} (applied when the server starts)",
                self.migrations.pending.len()
            )?;
        } else {
            writeln!(f)?;
        }
        for (name, n) in [
            ("rulings", self.rulings),
            ("players", self.players),
            ("incidents", self.incidents),
            ("keys", self.keys),
            ("staff", self.staff),
            ("outbox pending", self.outbox_pending),
            ("outbox delivered", self.outbox_delivered),
        ] {
            writeln!(f, "  {name:<18} {n}")?;
        }
        write!(
            f,
            "  last ruling        {}",
            self.last_ruling.as_deref().unwrap_or("-")
        )
    }
}

/// The file of a `sqlite:` URL, or an error naming where PostgreSQL's backups are described.
pub fn sqlite_file(url: &str, what: &str) -> Result<PathBuf, String> {
    if url.starts_with("postgres:") || url.starts_with("postgresql:") {
        return Err(format!(
            "{what} works on SQLite logs; a PostgreSQL log is backed up and restored with pg_dump/pg_restore or point-in-time recovery (a base backup and WAL archiving): see {DOCS}"
        ));
    }
    if !url.starts_with("sqlite:") || url.contains(":memory:") {
        return Err(format!(
            "{what} needs a SQLite log file (sqlite:///path/floorcall.sqlite)"
        ));
    }
    Ok(super::sqlite_path(url))
}

/// Reads a SQLite log file (read-only): its integrity check, counts and migrations.
pub(crate) fn summarize(path: &Path) -> Result<Summary, String> {
    if !path.is_file() {
        return Err(format!("{}: no such file", path.display()));
    }
    let conn = Connection::open_with_flags(
        path,
        OpenFlags::SQLITE_OPEN_READ_ONLY | OpenFlags::SQLITE_OPEN_NO_MUTEX,
    )
    .and_then(|c| c.execute_batch("PRAGMA busy_timeout=5000;").map(|()| c))
    .map_err(|e| format!("{}: {e}", path.display()))?;
    let at = |e: rusqlite::Error| format!("{}: {e}", path.display());
    // One read transaction: the counts are of one state of the file.
    conn.execute_batch("BEGIN").map_err(at)?;
    let mut stmt = conn.prepare("PRAGMA integrity_check(20)").map_err(at)?;
    let lines: Vec<String> = stmt
        .query_map([], |r| r.get::<_, String>(0))
        .map_err(at)?
        .collect::<Result<_, _>>()
        .map_err(at)?;
    drop(stmt);
    let integrity = lines.join("; ");
    let tables: BTreeSet<String> = {
        let mut stmt = conn
            .prepare("SELECT name FROM sqlite_master WHERE type = 'table'")
            .map_err(at)?;
        stmt.query_map([], |r| r.get::<_, String>(0))
            .map_err(at)?
            .collect::<Result<_, _>>()
            .map_err(at)?
    };
    let columns = |table: &str| -> Result<BTreeSet<String>, String> {
        let mut stmt = conn
            .prepare(&format!("PRAGMA table_info({table})"))
            .map_err(at)?;
        stmt.query_map([], |r| r.get::<_, String>(1))
            .map_err(at)?
            .collect::<Result<_, _>>()
            .map_err(at)
    };
    // A table (or column) a version of the log did not have yet counts as none.
    let count = |table: &str, filter: &str| -> Result<i64, String> {
        if !tables.contains(table) {
            return Ok(0);
        }
        conn.query_row(&format!("SELECT COUNT(*) FROM {table} {filter}"), [], |r| {
            r.get(0)
        })
        .map_err(at)
    };
    let rulings = count("rulings", "")?;
    let last_ruling = if tables.contains("rulings") {
        conn.query_row("SELECT MAX(id) FROM rulings", [], |r| {
            r.get::<_, Option<String>>(0)
        })
        .map_err(at)?
    } else {
        None
    };
    let mut players = BTreeSet::new();
    if tables.contains("rulings") && columns("rulings")?.contains("players") {
        let mut stmt = conn
            .prepare("SELECT players FROM rulings WHERE players IS NOT NULL")
            .map_err(at)?;
        let rows = stmt.query_map([], |r| r.get::<_, String>(0)).map_err(at)?;
        for row in rows {
            for p in row.map_err(at)?.split(',').filter(|p| !p.is_empty()) {
                players.insert(p.to_string());
            }
        }
    }
    if tables.contains("incidents") {
        let mut stmt = conn
            .prepare("SELECT DISTINCT player_id FROM incidents WHERE player_id IS NOT NULL")
            .map_err(at)?;
        let rows = stmt.query_map([], |r| r.get::<_, String>(0)).map_err(at)?;
        for row in rows {
            players.insert(row.map_err(at)?);
        }
    }
    players.remove(super::record::ERASED);
    let applied: Vec<(i64, Vec<u8>, bool)> = if tables.contains("_sqlx_migrations") {
        let mut stmt = conn
            .prepare("SELECT version, checksum, success FROM _sqlx_migrations ORDER BY version")
            .map_err(at)?;
        stmt.query_map([], |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?)))
            .map_err(at)?
            .collect::<Result<_, _>>()
            .map_err(at)?
    } else {
        Vec::new()
    };
    let summary = Summary {
        integrity,
        rulings,
        players: players.len() as i64,
        incidents: count("incidents", "")?,
        keys: count("api_keys", "")?,
        staff: count("staff", "")?,
        outbox_pending: count("outbox", "WHERE dispatched = 0")?,
        outbox_delivered: count("outbox", "WHERE dispatched <> 0")?,
        last_ruling,
        migrations: Migrations::compare(&applied),
    };
    conn.execute_batch("COMMIT").map_err(at)?;
    Ok(summary)
}

/// Verifies a log file: its summary, or why it is not a log this binary can serve.
pub fn verify(path: &Path) -> Result<Summary, String> {
    let s = summarize(path)?;
    let problems = s.problems();
    if problems.is_empty() {
        Ok(s)
    } else {
        Err(format!(
            "{} failed verification:\n{s}\n  - {}",
            path.display(),
            problems.join("\n  - ")
        ))
    }
}

/// What a backup did.
#[derive(Debug, Clone)]
pub struct Copied {
    pub bytes: u64,
    pub seconds: f64,
    pub summary: Summary,
}

/// Copies the live SQLite log at `source` to `output` (a new file; `force` replaces one) and
/// verifies the copy. The server may be ruling meanwhile: the copy is one read transaction.
pub fn backup(source: &Path, output: &Path, force: bool) -> Result<Copied, String> {
    if !source.is_file() {
        return Err(format!("{}: no log there", source.display()));
    }
    if output.exists() && !force {
        return Err(format!(
            "{} exists: give another --output, or --force to replace it",
            output.display()
        ));
    }
    let t0 = Instant::now();
    let partial = partial_path(output)?;
    let result = (|| {
        let conn = Connection::open_with_flags(
            source,
            OpenFlags::SQLITE_OPEN_READ_WRITE | OpenFlags::SQLITE_OPEN_NO_MUTEX,
        )
        .map_err(|e| format!("{}: {e}", source.display()))?;
        conn.execute_batch("PRAGMA busy_timeout=5000;")
            .map_err(|e| format!("{}: {e}", source.display()))?;
        let target = partial
            .to_str()
            .ok_or_else(|| format!("{}: not a UTF-8 path", partial.display()))?;
        conn.execute("VACUUM INTO ?1", [target])
            .map_err(|e| format!("copying {}: {e}", source.display()))?;
        drop(conn);
        let seconds = t0.elapsed().as_secs_f64();
        self_contained(&partial)?;
        // Verified before it takes the name: a file at `output` passed.
        let summary = verify(&partial).map_err(|e| format!("the copy: {e}"))?;
        let source_version = summarize_migrations(source)?;
        if summary.migrations.applied != source_version.applied {
            return Err(format!(
                "the copy's migrations ({}) are not the log's ({})",
                summary.migrations.version_text(),
                source_version.version_text()
            ));
        }
        settle(&partial, output)?;
        Ok((summary, seconds))
    })();
    let (summary, seconds) = match result {
        Ok(done) => done,
        Err(e) => {
            remove_db(&partial);
            return Err(e);
        }
    };
    let bytes = std::fs::metadata(output).map(|m| m.len()).unwrap_or(0);
    Ok(Copied {
        bytes,
        seconds,
        summary,
    })
}

/// The log's migrations alone (no integrity check: the live log is not scanned).
fn summarize_migrations(path: &Path) -> Result<Migrations, String> {
    let conn = Connection::open_with_flags(
        path,
        OpenFlags::SQLITE_OPEN_READ_ONLY | OpenFlags::SQLITE_OPEN_NO_MUTEX,
    )
    .map_err(|e| format!("{}: {e}", path.display()))?;
    applied_migrations(&conn)
        .map(|a| Migrations::compare(&a))
        .map_err(|e| format!("{}: {e}", path.display()))
}

fn applied_migrations(conn: &Connection) -> rusqlite::Result<Vec<(i64, Vec<u8>, bool)>> {
    conn.execute_batch("PRAGMA busy_timeout=5000;")?;
    let exists = conn
        .query_row(
            "SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = '_sqlx_migrations'",
            [],
            |_| Ok(()),
        )
        .optional()?
        .is_some();
    if !exists {
        return Ok(Vec::new());
    }
    let mut stmt =
        conn.prepare("SELECT version, checksum, success FROM _sqlx_migrations ORDER BY version")?;
    stmt.query_map([], |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?)))?
        .collect()
}

/// Restores the backup `from` as the log at `to`: refused when `to` holds a log with records
/// in it, unless `force`. The backup is verified first, copied beside `to`, synced, verified
/// again and renamed into place (any WAL of the old log removed).
pub fn restore(from: &Path, to: &Path, force: bool) -> Result<Summary, String> {
    verify(from).map_err(|e| format!("the backup: {e}"))?;
    if let Some(records) = existing_records(to)?
        && !force
    {
        return Err(format!(
            "{} already holds a log ({records}): stop its server and give --force to replace it, or restore to a new file",
            to.display()
        ));
    }
    let partial = partial_path(to)?;
    let result = (|| {
        std::fs::copy(from, &partial).map_err(|e| format!("{}: {e}", partial.display()))?;
        self_contained(&partial)?;
        verify(&partial).map_err(|e| format!("the copy: {e}"))?;
        // The old log's WAL would be replayed into the restored file: it goes first.
        for suffix in ["-wal", "-shm", "-journal"] {
            let mut p = to.as_os_str().to_owned();
            p.push(suffix);
            match std::fs::remove_file(PathBuf::from(p)) {
                Ok(()) => {}
                Err(e) if e.kind() == std::io::ErrorKind::NotFound => {}
                Err(e) => return Err(format!("{}{suffix}: {e}", to.display())),
            }
        }
        settle(&partial, to)
    })();
    if let Err(e) = result {
        remove_db(&partial);
        return Err(e);
    }
    verify(to)
}

/// What a log at `path` holds, when it holds anything: `None` for no file, an empty file or
/// a log with no records (only its schema, as a server that started once leaves it).
fn existing_records(path: &Path) -> Result<Option<String>, String> {
    match std::fs::metadata(path) {
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(None),
        Err(e) => return Err(format!("{}: {e}", path.display())),
        Ok(m) if m.len() == 0 => return Ok(None),
        Ok(_) => {}
    }
    match summarize(path) {
        Ok(s) => {
            let n = s.rulings + s.incidents + s.keys + s.staff;
            Ok((n > 0).then(|| {
                format!(
                    "{} rulings, {} incidents, {} keys, {} staff",
                    s.rulings, s.incidents, s.keys, s.staff
                )
            }))
        }
        Err(e) => Ok(Some(format!("a file that is not a readable log: {e}"))),
    }
}

/// A temporary file beside `path` (same file system, so the rename is atomic).
fn partial_path(path: &Path) -> Result<PathBuf, String> {
    let name = path
        .file_name()
        .ok_or_else(|| format!("{}: not a file name", path.display()))?;
    let mut tmp = std::ffi::OsString::from(".");
    tmp.push(name);
    tmp.push(format!(".partial-{}", ulid::Ulid::new()));
    Ok(path.with_file_name(tmp))
}

/// A copy as one file of its own: the rollback journal, not WAL (no `-wal` or `-shm` beside
/// it to carry along).
fn self_contained(path: &Path) -> Result<(), String> {
    let conn = Connection::open(path).map_err(|e| format!("{}: {e}", path.display()))?;
    conn.query_row("PRAGMA journal_mode=DELETE", [], |_| Ok(()))
        .map_err(|e| format!("{}: {e}", path.display()))?;
    Ok(())
}

/// Syncs `partial`, renames it to `path` and syncs the folder: a file at `path` is whole.
fn settle(partial: &Path, path: &Path) -> Result<(), String> {
    let sync = |p: &Path| -> std::io::Result<()> { std::fs::File::open(p)?.sync_all() };
    sync(partial).map_err(|e| format!("{}: {e}", partial.display()))?;
    std::fs::rename(partial, path).map_err(|e| format!("{}: {e}", path.display()))?;
    let dir = path
        .parent()
        .filter(|d| !d.as_os_str().is_empty())
        .unwrap_or(Path::new("."));
    sync(dir).map_err(|e| format!("{}: {e}", dir.display()))
}

fn remove_db(path: &Path) {
    for suffix in ["", "-journal", "-wal", "-shm"] {
        let mut p = path.as_os_str().to_owned();
        p.push(suffix);
        let _ = std::fs::remove_file(PathBuf::from(p));
    }
}

/// Where a log stands against this binary's migrations, without changing it (`floorcall
/// migrate --check`): SQLite or PostgreSQL. `None` applied on a database that has never been
/// migrated.
pub async fn plan(url: &str) -> Result<Migrations, String> {
    if url.starts_with("sqlite:") {
        let path = sqlite_file(url, "migrate")?;
        if !path.exists() {
            return Ok(Migrations::compare(&[]));
        }
        let conn = Connection::open_with_flags(
            &path,
            OpenFlags::SQLITE_OPEN_READ_ONLY | OpenFlags::SQLITE_OPEN_NO_MUTEX,
        )
        .map_err(|e| format!("{}: {e}", path.display()))?;
        return applied_migrations(&conn)
            .map(|a| Migrations::compare(&a))
            .map_err(|e| format!("{}: {e}", path.display()));
    }
    use sqlx::Connection as _;
    let mut conn = sqlx::PgConnection::connect(url)
        .await
        .map_err(|e| e.to_string())?;
    let exists: bool = sqlx::query_scalar(
        "SELECT EXISTS (SELECT 1 FROM information_schema.tables \
         WHERE table_name = '_sqlx_migrations' AND table_schema = current_schema())",
    )
    .fetch_one(&mut conn)
    .await
    .map_err(|e| e.to_string())?;
    let applied: Vec<(i64, Vec<u8>, bool)> = if exists {
        sqlx::query_as("SELECT version, checksum, success FROM _sqlx_migrations ORDER BY version")
            .fetch_all(&mut conn)
            .await
            .map_err(|e| e.to_string())?
    } else {
        Vec::new()
    };
    let _ = conn.close().await;
    Ok(Migrations::compare(&applied))
}
