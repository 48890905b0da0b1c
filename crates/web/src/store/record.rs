//! The floor's record around the rulings: the players seated and their records, the
//! rulings given on the same facts, the supervisor's queue, overrule rates, and erasure.
//!
//! # Design
//! A ruling's row carries what the record is searched by, written with it in one statement:
//! the digest of its decisive facts (`fingerprint`, from the engine's typed reasons), whether
//! the floor decides it (`discretion`), the offender of a ruling that adds to a player's
//! record (`offender`) and the players seated (`players`, `,id,id,`). The register is then a
//! query, not a second table that could disagree with the log: a ruling of a type that keeps a
//! record counts while its latest final word is `upheld` (a later `overruled` takes it off),
//! within its event (`tournament`). Which types keep a record, whose record, and what a ruling
//! adds to it is the engine's record hook (`floorcall_engine::record`): this module names no
//! dispute family. Every query below runs on an
//! index (`rulings_register`, `rulings_fingerprint_id`, `rulings_queue`, the primary key for
//! time ranges); `tests/api/record.rs` checks the plans on SQLite.

use super::{COLUMNS, Record, Store, StoreError, from_row, ulid_floor};
use floorcall_engine::hand::PlayerRef;
use floorcall_engine::record::{self as hook, Entry};
use floorcall_engine::request::RulingRequest;
use serde::Serialize;
use sha2::{Digest as _, Sha256};
use sqlx::Row;
use utoipa::ToSchema;

/// The digest a ruling's fingerprint is stored and compared as (128 bits, hex).
pub(crate) fn digest(fingerprint: &str) -> String {
    let d = Sha256::digest(fingerprint.as_bytes());
    hex::encode(&d[..16])
}

/// The players the request seats, by seat (a hand's seats, or a spot's).
pub(crate) fn players(req: &RulingRequest) -> Vec<(u8, &PlayerRef)> {
    if let Some(h) = &req.hand {
        return h
            .seats
            .iter()
            .filter_map(|s| s.player.as_ref().map(|p| (s.seat, p)))
            .collect();
    }
    if let Some(sp) = &req.spot {
        return sp
            .seats
            .iter()
            .filter_map(|s| s.player.as_ref().map(|p| (s.seat, p)))
            .collect();
    }
    Vec::new()
}

/// The `players` column: `,id,id,` (a `LIKE '%,id,%'` finds a player), none without players.
pub(crate) fn players_column(req: &RulingRequest) -> Option<String> {
    let seated = players(req);
    if seated.is_empty() {
        return None;
    }
    let mut s = String::from(",");
    for (_, p) in seated {
        s.push_str(&p.id);
        s.push(',');
    }
    Some(s)
}

/// The offender of a ruling that adds to a player's record (the engine's record hook names
/// the seat), as the casino knows them.
pub(crate) fn offender(req: &RulingRequest) -> Option<String> {
    let seat = req.dispute.record_seat()?;
    players(req)
        .into_iter()
        .find(|(s, _)| *s == seat)
        .map(|(_, p)| p.id.clone())
}

/// What a logged ruling added to its offender's record (the engine's record hook reads it
/// from the ruling's request and answer), with its id, table and time.
fn entry(r: &Record) -> Option<Entry> {
    let added = r
        .dispute_type
        .recorded(&r.request.value(), &r.ruling.value())?;
    Some(Entry {
        ruling_id: r.id.clone(),
        table: r.table.clone(),
        at: r.created_at.clone(),
        added,
    })
}

/// Where a player sat in a ruling.
#[derive(Debug, Clone, PartialEq)]
pub(crate) struct Seated {
    pub(crate) table: Option<String>,
    pub(crate) seat: u8,
    pub(crate) name: Option<String>,
}

/// Overrule counts of a group of rulings (a rule, a floor person).
#[derive(Debug, Clone, PartialEq, Serialize, ToSchema)]
pub(crate) struct Rates {
    /// The rule's key, or the floor person's name.
    pub(crate) name: String,
    /// Rulings given.
    pub(crate) rulings: i64,
    /// Of those, with a final word.
    pub(crate) decided: i64,
    /// Of those, overruled.
    pub(crate) overruled: i64,
    /// `overruled / decided`, in thousandths (none before any final word).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(crate) overrule_per_mille: Option<i64>,
}

/// The bounds of a report or a listing of the record.
#[derive(Debug, Clone, Default)]
pub(crate) struct Scope {
    pub(crate) tournament: Option<String>,
    pub(crate) since_ms: Option<i64>,
    pub(crate) until_ms: Option<i64>,
}

impl Scope {
    /// ` AND …` conditions on `rulings` and their binds, numbered from `$first`.
    fn conditions(&self, first: usize) -> (String, Vec<String>) {
        let mut sql = String::new();
        let mut binds = Vec::new();
        let mut n = first;
        if let Some(t) = &self.tournament {
            sql.push_str(&format!(" AND tournament = ${n}"));
            binds.push(t.clone());
            n += 1;
        }
        if let Some(ms) = self.since_ms {
            sql.push_str(&format!(" AND id >= ${n}"));
            binds.push(ulid_floor(ms));
            n += 1;
        }
        if let Some(ms) = self.until_ms {
            sql.push_str(&format!(" AND id < ${n}"));
            binds.push(ulid_floor(ms));
        }
        (sql, binds)
    }
}

/// The most rows a record query returns.
pub(crate) const MAX_ROWS: i64 = 500;

/// The players' records: the register, the rulings by player, the review queue, erasure, and the hands logged for them.
/// A handle on the log (`Store::record`): a reference, no allocation, no lock.
#[derive(Debug, Clone, Copy)]
pub struct RecordStore<'a> {
    pub(super) store: &'a Store,
}

impl RecordStore<'_> {
    /// The register: the entries of the player's record in the event, from the rulings of the
    /// types that keep one (the engine's `record::kept_types`) whose latest final word is
    /// `upheld`, oldest first.
    pub async fn register(&self, tournament: &str, player: &str) -> Result<Vec<Entry>, StoreError> {
        let Some(db) = &self.store.db else {
            return Ok(Vec::new());
        };
        let rows = sqlx::query(sqlx::AssertSqlSafe(format!(
            "SELECT {COLUMNS} FROM rulings WHERE tournament = $1 AND offender = $2 \
             AND final_word = 'upheld' AND dispute_type IN ({kept}) ORDER BY id LIMIT {MAX_ROWS}",
            kept = hook::kept_types_sql()
        )))
        .bind(tournament.to_string())
        .bind(player.to_string())
        .fetch_all(&db.pool)
        .await?;
        let mut out = Vec::new();
        for r in &rows {
            if let Some(c) = entry(&from_row(r)?) {
                out.push(c);
            }
        }
        Ok(out)
    }

    /// The players of an event with an entry on their record.
    pub(crate) async fn penalised(&self, tournament: &str) -> Result<Vec<String>, StoreError> {
        let Some(db) = &self.store.db else {
            return Ok(Vec::new());
        };
        let rows = sqlx::query(sqlx::AssertSqlSafe(format!(
            "SELECT DISTINCT offender FROM rulings WHERE tournament = $1 \
             AND offender IS NOT NULL AND final_word = 'upheld' AND dispute_type IN ({kept}) \
             ORDER BY offender",
            kept = hook::kept_types_sql()
        )))
        .bind(tournament.to_string())
        .fetch_all(&db.pool)
        .await?;
        Ok(rows
            .iter()
            .filter_map(|r| r.try_get::<String, _>("offender").ok())
            .collect())
    }

    /// Where the player sat in their latest ruling of the event.
    pub(crate) async fn latest_seat(
        &self,
        tournament: &str,
        player: &str,
    ) -> Result<Option<Seated>, StoreError> {
        let Some(db) = &self.store.db else {
            return Ok(None);
        };
        let row = sqlx::query(
            "SELECT table_id, request FROM rulings WHERE tournament = $1 AND players LIKE $2 \
             ORDER BY id DESC LIMIT 1",
        )
        .bind(tournament.to_string())
        .bind(seated(player))
        .fetch_optional(&db.pool)
        .await?;
        let Some(row) = row else { return Ok(None) };
        let request = row.try_get::<String, _>("request").unwrap_or_default();
        let req: serde_json::Value = serde_json::from_str(&request).unwrap_or_default();
        let seat = ["/hand/seats", "/spot/seats"]
            .iter()
            .filter_map(|p| req.pointer(p).and_then(|s| s.as_array()))
            .flatten()
            .find(|s| s.pointer("/player/id").and_then(|i| i.as_str()) == Some(player));
        Ok(seat.map(|s| Seated {
            table: row.try_get::<Option<String>, _>("table_id").ok().flatten(),
            seat: s
                .get("seat")
                .and_then(serde_json::Value::as_u64)
                .and_then(|n| u8::try_from(n).ok())
                .unwrap_or(0),
            name: s
                .pointer("/player/name")
                .or_else(|| s.get("name"))
                .and_then(|n| n.as_str())
                .map(String::from),
        }))
    }

    /// The rulings a player was seated in, in an event, oldest first.
    pub async fn player_rulings(
        &self,
        tournament: &str,
        player: &str,
    ) -> Result<Vec<Record>, StoreError> {
        let Some(db) = &self.store.db else {
            return Ok(Vec::new());
        };
        // The ids first, from the index of the seated players alone (`rulings_players`, which
        // holds the column the search reads: no ruling's row is read to find them); then the
        // rulings found, oldest first. Read through the event's index instead, each row of
        // the event was read for its `players` (66 ms for an event of 20,000 rulings).
        let ids = sqlx::query(sqlx::AssertSqlSafe(format!(
            "SELECT id FROM rulings WHERE tournament = $1 AND players IS NOT NULL \
             AND players LIKE $2 LIMIT {}",
            MAX_ROWS * 100
        )))
        .bind(tournament.to_string())
        .bind(seated(player))
        .fetch_all(&db.pool)
        .await?;
        let mut ids: Vec<String> = ids
            .iter()
            .filter_map(|r| r.try_get::<String, _>("id").ok())
            .collect();
        ids.sort_unstable();
        ids.truncate(MAX_ROWS as usize);
        let mut out = Vec::with_capacity(ids.len());
        for chunk in ids.chunks(100) {
            let marks: Vec<String> = (1..=chunk.len()).map(|i| format!("${i}")).collect();
            let mut q = sqlx::query(sqlx::AssertSqlSafe(format!(
                "SELECT {COLUMNS} FROM rulings WHERE id IN ({}) ORDER BY id",
                marks.join(", ")
            )));
            for id in chunk {
                q = q.bind(id.clone());
            }
            for r in q.fetch_all(&db.pool).await? {
                out.push(from_row(&r)?);
            }
        }
        Ok(out)
    }

    /// Rulings given on the same decisive facts as `rec`: the same fingerprint, the event's
    /// first, then the house's, newest first within each; then, if room is left, the same
    /// dispute type and rule (near, not identical).
    pub async fn similar(
        &self,
        rec_id: &str,
        limit: i64,
    ) -> Result<Option<(Vec<Record>, Vec<Record>)>, StoreError> {
        let Some(db) = &self.store.db else {
            return Ok(None);
        };
        let Some(row) = sqlx::query(
            "SELECT fingerprint, tournament, dispute_type, rule_key FROM rulings WHERE id = $1",
        )
        .bind(rec_id.to_string())
        .fetch_optional(&db.pool)
        .await?
        else {
            return Ok(None);
        };
        let o = |c: &str| row.try_get::<Option<String>, _>(c).ok().flatten();
        let (fp, tournament) = (o("fingerprint"), o("tournament"));
        let (kind, rule) = (o("dispute_type"), o("rule_key"));
        let mut same = Vec::new();
        if let Some(fp) = &fp {
            let rows = sqlx::query(sqlx::AssertSqlSafe(format!(
                "SELECT {COLUMNS} FROM rulings WHERE fingerprint = $1 AND id <> $2 \
                 ORDER BY id DESC LIMIT {MAX_ROWS}"
            )))
            .bind(fp.clone())
            .bind(rec_id.to_string())
            .fetch_all(&db.pool)
            .await?;
            for r in &rows {
                same.push(from_row(r)?);
            }
            // The event's own rulings first (a stable sort keeps newest first in each part).
            same.sort_by_key(|r: &Record| r.tournament != tournament);
            same.truncate(limit as usize);
        }
        let mut near = Vec::new();
        let room = limit - same.len() as i64;
        if room > 0
            && let (Some(kind), Some(rule)) = (kind, rule)
        {
            let rows = sqlx::query(sqlx::AssertSqlSafe(format!(
                "SELECT {COLUMNS} FROM rulings WHERE dispute_type = $1 AND rule_key = $2 \
                 AND id <> $3 AND (fingerprint IS NULL OR fingerprint <> $4) \
                 ORDER BY id DESC LIMIT {room}"
            )))
            .bind(kind)
            .bind(rule)
            .bind(rec_id.to_string())
            .bind(fp.unwrap_or_default())
            .fetch_all(&db.pool)
            .await?;
            for r in &rows {
                near.push(from_row(r)?);
            }
        }
        Ok(Some((same, near)))
    }

    /// The supervisor's queue: rulings the floor decides (`discretion`) with no final word
    /// given or confirmed yet, oldest first.
    pub(crate) async fn queue(&self, scope: &Scope, limit: i64) -> Result<Vec<Record>, StoreError> {
        let Some(db) = &self.store.db else {
            return Ok(Vec::new());
        };
        let (cond, binds) = scope.conditions(1);
        let sql = format!(
            "SELECT {COLUMNS} FROM rulings WHERE discretion = 1 AND final_word IS NULL{cond} \
             ORDER BY id LIMIT {}",
            limit.clamp(1, MAX_ROWS)
        );
        let mut q = sqlx::query(sqlx::AssertSqlSafe(sql));
        for b in binds {
            q = q.bind(b);
        }
        q.fetch_all(&db.pool).await?.iter().map(from_row).collect()
    }

    /// Overrule rates by rule and by the floor person who asked, over a scope.
    pub(crate) async fn consistency(
        &self,
        scope: &Scope,
    ) -> Result<(Vec<Rates>, Vec<Rates>), StoreError> {
        let Some(db) = &self.store.db else {
            return Ok((Vec::new(), Vec::new()));
        };
        let (cond, binds) = scope.conditions(1);
        let mut out = Vec::new();
        for group in ["rule_key", "COALESCE(actor_name, floor, '')"] {
            let sql = format!(
                "SELECT {group} AS name, COUNT(*) AS n, COUNT(final_word) AS decided, \
                 SUM(CASE WHEN final_word = 'overruled' THEN 1 ELSE 0 END) AS overruled \
                 FROM rulings WHERE 1 = 1{cond} GROUP BY {group} ORDER BY {group}"
            );
            let mut q = sqlx::query(sqlx::AssertSqlSafe(sql));
            for b in &binds {
                q = q.bind(b.clone());
            }
            let rows = q.fetch_all(&db.pool).await?;
            let rates: Vec<Rates> = rows
                .iter()
                .map(|r| {
                    let n = |c: &str| r.try_get::<i64, _>(c).unwrap_or_default();
                    let (decided, overruled) = (n("decided"), n("overruled"));
                    Rates {
                        name: r.try_get::<String, _>("name").unwrap_or_default(),
                        rulings: n("n"),
                        decided,
                        overruled,
                        overrule_per_mille: (decided > 0).then(|| overruled * 1000 / decided),
                    }
                })
                .collect();
            out.push(rates);
        }
        let by_floor = out.pop().unwrap_or_default();
        let by_rule = out.pop().unwrap_or_default();
        Ok((by_rule, by_floor))
    }

    /// The query plan of the record's queries (SQLite's `EXPLAIN QUERY PLAN`), for the test
    /// that every filter is on an index.
    pub async fn record_plans(&self) -> Result<Vec<(String, Vec<String>)>, StoreError> {
        let db = self.store.db()?;
        if db.backend != "sqlite" {
            return Ok(Vec::new());
        }
        let register = format!(
            "SELECT id FROM rulings WHERE tournament = 'e' AND offender = 'p' \
             AND final_word = 'upheld' AND dispute_type IN ({}) ORDER BY id",
            hook::kept_types_sql()
        );
        let queries = [
            ("register", register.as_str()),
            (
                "player",
                "SELECT id FROM rulings WHERE tournament = 'e' AND players IS NOT NULL \
                 AND players LIKE '%,p,%'",
            ),
            (
                "similar",
                "SELECT id FROM rulings WHERE fingerprint = 'f' AND id <> 'x' ORDER BY id DESC",
            ),
            (
                "near",
                "SELECT id FROM rulings WHERE dispute_type = 't' AND rule_key = 'r' AND id <> 'x' \
                 ORDER BY id DESC",
            ),
            (
                "queue",
                "SELECT id FROM rulings WHERE discretion = 1 AND final_word IS NULL ORDER BY id",
            ),
            (
                "consistency",
                "SELECT rule_key, COUNT(*) FROM rulings WHERE id >= 'a' AND id < 'b' GROUP BY rule_key",
            ),
            (
                "consistency-event",
                "SELECT rule_key, COUNT(*) FROM rulings WHERE tournament = 'e' GROUP BY rule_key",
            ),
        ];
        let mut out = Vec::new();
        for (name, sql) in queries {
            let rows = sqlx::query(sqlx::AssertSqlSafe(format!("EXPLAIN QUERY PLAN {sql}")))
                .fetch_all(&db.pool)
                .await?;
            out.push((name.to_string(), super::plan_steps(&rows)));
        }
        Ok(out)
    }

    /// Erase a player's personal data from the log: every ruling and incident that names the
    /// player keeps its ruling, with the player's `player` fields and seat name removed from the
    /// request, the name blanked wherever the ruling or request quoted it, and the id replaced
    /// by `erased` in the columns the record searches. Returns how many rows changed.
    pub(crate) async fn erase_player(&self, player: &str) -> Result<u64, StoreError> {
        let db = self.store.db()?;
        let mut tx = db.begin_write().await?;
        let rows = sqlx::query(
            "SELECT id, request, ruling, players, offender FROM rulings WHERE players LIKE $1",
        )
        .bind(seated(player))
        .fetch_all(&mut *tx)
        .await?;
        let mut changed = 0;
        for r in &rows {
            let s = |c: &str| r.try_get::<Option<String>, _>(c).ok().flatten();
            let id = s("id").unwrap_or_default();
            let (request, names) = scrub_request(&s("request").unwrap_or_default(), player);
            let ruling = scrub_ruling(&s("ruling").unwrap_or_default(), &names, Some(player));
            // The id leaves the columns the record searches: an erased player is nobody's
            // record (two erased players are not one), the ruling itself stays.
            let players = s("players")
                .map(|p| p.replace(&format!(",{player},"), ","))
                .filter(|p| p != ",");
            let offender = s("offender").filter(|o| o != player);
            sqlx::query(
                "UPDATE rulings SET request = $1, ruling = $2, players = $3, offender = $4 \
                 WHERE id = $5",
            )
            .bind(request)
            .bind(ruling)
            .bind(players)
            .bind(offender)
            .bind(id)
            .execute(&mut *tx)
            .await?;
            changed += 1;
        }
        let done = sqlx::query(
            "UPDATE incidents SET player_id = $1, player_name = NULL WHERE player_id = $2",
        )
        .bind(ERASED)
        .bind(player.to_string())
        .execute(&mut *tx)
        .await?;
        changed += done.rows_affected();
        tx.commit().await?;
        Ok(changed)
    }
}

impl RecordStore<'_> {
    /// The retention setting: every player's personal fields removed from the rulings and
    /// incidents logged before `cutoff_ms` (the rulings kept). Returns how many rows changed.
    pub async fn erase_before(&self, cutoff_ms: i64) -> Result<u64, StoreError> {
        let db = self.store.db()?;
        let floor = ulid_floor(cutoff_ms);
        let mut changed = 0;
        loop {
            let mut tx = db.begin_write().await?;
            let rows = sqlx::query(
                "SELECT id, request, ruling, players FROM rulings WHERE id < $1 \
                 AND players IS NOT NULL ORDER BY id LIMIT 200",
            )
            .bind(floor.clone())
            .fetch_all(&mut *tx)
            .await?;
            if rows.is_empty() {
                tx.commit().await?;
                break;
            }
            for r in &rows {
                let s = |c: &str| r.try_get::<Option<String>, _>(c).ok().flatten();
                let mut request = s("request").unwrap_or_default();
                let mut names = Vec::new();
                for player in s("players")
                    .unwrap_or_default()
                    .split(',')
                    .filter(|p| !p.is_empty())
                {
                    let (text, more) = scrub_request(&request, player);
                    request = text;
                    names.extend(more);
                }
                let ruling = scrub_ruling(&s("ruling").unwrap_or_default(), &names, None);
                sqlx::query(
                    "UPDATE rulings SET request = $1, ruling = $2, players = NULL, offender = NULL \
                     WHERE id = $3",
                )
                .bind(request)
                .bind(ruling)
                .bind(s("id").unwrap_or_default())
                .execute(&mut *tx)
                .await?;
                changed += 1;
            }
            tx.commit().await?;
        }
        let done = sqlx::query(
            "UPDATE incidents SET player_id = $1, player_name = NULL WHERE id < $2 \
             AND player_id IS NOT NULL AND player_id <> $1",
        )
        .bind(ERASED)
        .bind(floor)
        .execute(&db.pool)
        .await?;
        Ok(changed + done.rows_affected())
    }
}

impl RecordStore<'_> {
    /// Record hands dealt at a table (one report per hand, or a count).
    pub(crate) async fn add_hands(
        &self,
        id: &str,
        tournament: &str,
        table: &str,
        hands: i64,
    ) -> Result<i64, StoreError> {
        let db = self.store.db()?;
        sqlx::query(
            "INSERT INTO hands_dealt (id, tournament, table_id, hands, created_ms) \
             VALUES ($1, $2, $3, $4, $5)",
        )
        .bind(id.to_string())
        .bind(tournament.to_string())
        .bind(table.to_string())
        .bind(hands)
        .bind(super::now_ms())
        .execute(&db.pool)
        .await?;
        self.hands_since(tournament, table, 0).await
    }

    /// Hands dealt at a table since a time (ms).
    pub(crate) async fn hands_since(
        &self,
        tournament: &str,
        table: &str,
        since_ms: i64,
    ) -> Result<i64, StoreError> {
        let db = self.store.db()?;
        let row = sqlx::query(
            "SELECT COALESCE(SUM(hands), 0) AS n FROM hands_dealt WHERE tournament = $1 \
             AND table_id = $2 AND id >= $3",
        )
        .bind(tournament.to_string())
        .bind(table.to_string())
        .bind(ulid_floor(since_ms))
        .fetch_one(&db.pool)
        .await?;
        Ok(row.try_get::<i64, _>("n").unwrap_or_default())
    }

    /// The hands a logged ruling gave its offender to miss (the engine's
    /// `record::hands_to_serve`), and when it was given (ms).
    pub(crate) async fn hands_to_serve(
        &self,
        ruling: &str,
    ) -> Result<Option<(i64, i64)>, StoreError> {
        let Some(r) = self.store.rulings().get(ruling).await? else {
            return Ok(None);
        };
        Ok(Some((
            hook::hands_to_serve(&r.ruling.value()),
            r.created_ms,
        )))
    }
}

/// What an erased id or name reads as.
pub(crate) const ERASED: &str = "erased";

/// The `LIKE` pattern that finds a player in the `players` column (`%` and `_` are refused in
/// ids, see `routes::players`, as no ESCAPE clause is portable).
fn seated(player: &str) -> String {
    format!("%,{player},%")
}

/// A logged ruling without the names erased from its request, and without the register's
/// player (the one erased, or any: `None`).
fn scrub_ruling(ruling: &str, names: &[String], player: Option<&str>) -> String {
    let mut ruling = ruling.to_string();
    if let Ok(mut v) = serde_json::from_str::<serde_json::Value>(&ruling)
        && let Some(p) = v.pointer("/register/player").and_then(|p| p.as_str())
        && player.is_none_or(|x| x == p)
    {
        v["register"]["player"] = ERASED.into();
        ruling = v.to_string();
    }
    for n in names {
        if let Ok(quoted) = serde_json::to_string(n) {
            let inner = &quoted[1..quoted.len() - 1];
            if !inner.is_empty() {
                ruling = ruling.replace(inner, ERASED);
            }
        }
    }
    ruling
}

/// The request without the player's personal data: the `player` object of each seat that
/// carries the player, and that seat's `name`; the names removed, to blank in the ruling.
fn scrub_request(text: &str, player: &str) -> (String, Vec<String>) {
    let Ok(mut v) = serde_json::from_str::<serde_json::Value>(text) else {
        return (text.to_string(), Vec::new());
    };
    let mut names = Vec::new();
    for path in ["/hand/seats", "/spot/seats"] {
        if let Some(seats) = v.pointer_mut(path).and_then(|s| s.as_array_mut()) {
            for seat in seats {
                let Some(obj) = seat.as_object_mut() else {
                    continue;
                };
                let is_them = obj
                    .get("player")
                    .and_then(|p| p.get("id"))
                    .and_then(|i| i.as_str())
                    == Some(player);
                if !is_them {
                    continue;
                }
                if let Some(n) = obj
                    .get("player")
                    .and_then(|p| p.get("name"))
                    .and_then(|n| n.as_str())
                {
                    names.push(n.to_string());
                }
                if let Some(n) = obj
                    .remove("name")
                    .and_then(|n| n.as_str().map(String::from))
                {
                    names.push(n);
                }
                obj.insert("player".into(), serde_json::json!({ "id": ERASED }));
            }
        }
    }
    (v.to_string(), names)
}

/// A request as a caller below supervisor sees it: the seats' `player` fields removed (the
/// players' ids and names are shown to supervisors and above, and to the floor person who
/// asked for the ruling).
pub(crate) fn without_players(text: &str) -> Option<String> {
    let mut v = serde_json::from_str::<serde_json::Value>(text).ok()?;
    let mut any = false;
    for path in ["/hand/seats", "/spot/seats"] {
        if let Some(seats) = v.pointer_mut(path).and_then(|s| s.as_array_mut()) {
            for seat in seats {
                if let Some(obj) = seat.as_object_mut() {
                    any |= obj.remove("player").is_some();
                }
            }
        }
    }
    any.then(|| v.to_string())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_fingerprint_is_stored_as_the_first_half_of_its_sha256_in_lowercase_hex() {
        // The digests already in a log are compared with new ones (`similar`): the form must
        // not change.
        assert_eq!(digest("abc"), "ba7816bf8f01cfea414140de5dae2223");
    }

    #[test]
    fn erasure_removes_the_players_fields_and_keeps_the_others() {
        let req = r#"{"hand":{"seats":[{"seat":1,"name":"Ana","player":{"id":"P1","name":"Ana Maria"},"stack":100},{"seat":2,"name":"Bob","player":{"id":"P2"},"stack":100}]}}"#;
        let (out, names) = scrub_request(req, "P1");
        assert!(!out.contains("Ana"), "{out}");
        assert!(!out.contains("P1"), "{out}");
        assert!(out.contains("Bob") && out.contains("P2"), "{out}");
        assert_eq!(names, ["Ana Maria", "Ana"]);
        let hidden = without_players(req).expect("players removed");
        assert!(
            !hidden.contains("P1") && !hidden.contains("Ana Maria"),
            "{hidden}"
        );
        assert!(without_players(r#"{"hand":{"seats":[{"seat":1}]}}"#).is_none());
    }

    #[test]
    fn the_digest_is_stable_and_short() {
        assert_eq!(digest("a"), digest("a"));
        assert_ne!(digest("a"), digest("b"));
        assert_eq!(digest("a").len(), 32);
    }
}
