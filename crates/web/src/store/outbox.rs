//! The outbox and the webhooks' subscriptions and deliveries.
//!
//! # Design
//! An event is a row of `outbox`, written in the transaction that made it: a ruling's by the
//! group-commit writer beside the ruling's row on SQLite (a ruling turned away by its
//! idempotency key makes no event), by a trigger on `rulings` on PostgreSQL (whose writer
//! inserts a whole batch in one statement), a final word's and an incident's by their own
//! transactions. On SQLite a trigger cost about 20 µs per ruling (a statement journal per
//! insert), a third of the writer's time, so `install` removes the one earlier versions made.
//! The SQLite writer also writes a ruling's deliveries, one per active subscription to
//! `ruling.created` read under the batch's write lock, and the event dispatched: the
//! dispatcher's statements through the pool cost more than the ruling's insert. Nothing is
//! lost across a restart: the dispatcher (the `webhooks` module) turns each undispatched
//! event into one delivery per subscription in one transaction, and a delivery stays `pending` until a 2xx answer is recorded. A process killed between the answer
//! and the record sends the delivery again: delivery is at least once, and the event's id
//! (`Floorcall-Event-Id`) is what receivers drop duplicates by.

use super::{Store, StoreError, now_ms, rfc3339};
use floorcall_engine::record;
use serde::Serialize;
use sqlx::Row;
use std::collections::HashMap;
use utoipa::ToSchema;

/// The events a webhook can subscribe to: a ruling's, the event of each dispute type that keeps
/// a player's record when a final word upholds its ruling (the engine's record hook names it:
/// `penalty.upheld`), and an incident's.
pub(crate) fn events() -> &'static [&'static str] {
    static EVENTS: std::sync::OnceLock<Vec<&'static str>> = std::sync::OnceLock::new();
    EVENTS.get_or_init(|| {
        let mut all = vec!["ruling.created", "ruling.final"];
        all.extend(record::kept_types().iter().filter_map(|k| k.upheld_event()));
        all.extend(["incident.created", "incident.signed_off"]);
        all
    })
}

/// The columns of a ruling an event's data is made of (`ruling_data`).
const RULING_DATA: &str = "id, created_at, tournament, table_id, dispute_type, outcome, \
rule_key, final_word, offender";

/// A ruling's part of an event's data, from a row of `RULING_DATA`.
fn ruling_data(r: &sqlx::any::AnyRow) -> serde_json::Value {
    let o = |c: &str| r.try_get::<Option<String>, _>(c).ok().flatten();
    serde_json::json!({
        "ruling_id": o("id"), "created_at": o("created_at"),
        "tournament": o("tournament"), "table": o("table_id"),
        "dispute_type": o("dispute_type"), "outcome": o("outcome"),
        "rule_key": o("rule_key"), "final": o("final_word"),
        "player": o("offender"),
    })
}

/// Whether an event is a final word upholding a ruling that keeps a player's record.
fn upheld(event: &str) -> bool {
    record::kept_types()
        .iter()
        .any(|k| k.upheld_event() == Some(event))
}

/// PostgreSQL: the trigger that writes a ruling's event (installed here after the migrations,
/// as its SQL is PostgreSQL's own); SQLite: none (the writer writes it).
pub(super) async fn install(pool: &sqlx::AnyPool, sqlite: bool) -> Result<(), StoreError> {
    if sqlite {
        // The writer writes a ruling's event itself (see the module's design).
        sqlx::query("DROP TRIGGER IF EXISTS rulings_outbox")
            .execute(pool)
            .await?;
        return Ok(());
    }
    let mut tx = pool.begin().await?;
    // Replicas starting together: one installs, the others wait for it.
    sqlx::query("SELECT pg_advisory_xact_lock(7346091)")
        .execute(&mut *tx)
        .await?;
    sqlx::query(
        "CREATE OR REPLACE FUNCTION floorcall_rulings_outbox() RETURNS trigger LANGUAGE plpgsql \
         AS $$ BEGIN INSERT INTO outbox (id, event, subject, created_ms, dispatched) VALUES \
         ('ruling.created:' || NEW.id, 'ruling.created', NEW.id, NEW.created_ms, 0) \
         ON CONFLICT DO NOTHING; RETURN NULL; END $$",
    )
    .execute(&mut *tx)
    .await?;
    sqlx::query(
        "CREATE OR REPLACE TRIGGER rulings_outbox AFTER INSERT ON rulings FOR EACH ROW \
         EXECUTE FUNCTION floorcall_rulings_outbox()",
    )
    .execute(&mut *tx)
    .await?;
    tx.commit().await?;
    Ok(())
}

/// Write an event in the caller's transaction.
pub(super) async fn enqueue(
    tx: &mut sqlx::Transaction<'_, sqlx::Any>,
    event: &str,
    subject: &str,
    ms: i64,
) -> Result<(), StoreError> {
    sqlx::query(
        "INSERT INTO outbox (id, event, subject, created_ms, dispatched) VALUES ($1, $2, $3, $4, 0) \
         ON CONFLICT DO NOTHING",
    )
    .bind(format!("{event}:{subject}"))
    .bind(event.to_string())
    .bind(subject.to_string())
    .bind(ms)
    .execute(&mut **tx)
    .await?;
    Ok(())
}

/// A webhook subscription, as admins see it (never its secret after creation).
#[derive(Debug, Clone, PartialEq, Serialize, ToSchema)]
pub struct Webhook {
    pub(crate) id: String,
    /// Where events are POSTed.
    pub(crate) url: String,
    /// The events subscribed to.
    pub(crate) events: Vec<String>,
    /// False once removed.
    pub(crate) active: bool,
    #[schema(format = DateTime)]
    pub(crate) created_at: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(crate) created_by: Option<String>,
    /// Deliveries by status: delivered, pending (retrying), failed (given up).
    pub(crate) delivered: i64,
    pub(crate) pending: i64,
    pub(crate) failed: i64,
}

/// One event's delivery to one subscription.
#[derive(Debug, Clone, PartialEq, Serialize, ToSchema)]
pub(crate) struct Delivery {
    pub(crate) id: String,
    /// The event's id (`Floorcall-Event-Id`).
    pub(crate) event_id: String,
    /// `pending`, `delivered` or `failed` (given up after the last retry).
    pub(crate) status: String,
    pub(crate) attempts: i64,
    /// The last answer's HTTP status.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(crate) last_status: Option<i64>,
    /// Why the last attempt failed.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(crate) last_error: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(format = DateTime)]
    pub(crate) delivered_at: Option<String>,
    /// When the next attempt is due (RFC 3339), while pending.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(format = DateTime)]
    pub(crate) next_attempt_at: Option<String>,
}

/// Events dispatched in one transaction at most.
const DISPATCH_MAX: i64 = 1000;

/// Deliveries written by one `INSERT` (four bound values each).
const ROWS_PER_INSERT: usize = 200;

/// `IN (…)` over the ids of a JSON array of strings bound at `$n`: one statement text
/// whatever the number of ids, so the statement is prepared once and cached. With a
/// placeholder an id, every round's list made a new statement to parse, and SQLite looks a
/// placeholder up by a scan of the statement's placeholders (a thousand ids: half a million
/// steps to bind).
fn in_ids(backend: &str, n: usize) -> String {
    if backend == "postgres" {
        format!("IN (SELECT jsonb_array_elements_text(${n}::jsonb))")
    } else {
        format!("IN (SELECT value FROM json_each(${n}))")
    }
}

/// A condition on a delivery's own columns that must not choose the index: on SQLite, a
/// unary `+` keeps `status = 'pending'` off `webhook_deliveries_due`, which would otherwise
/// be read through for every pending delivery (the backlog) where the ids' own index finds
/// the few rows at once.
fn unindexed(backend: &str, column: &str) -> String {
    if backend == "postgres" {
        column.to_string()
    } else {
        format!("+{column}")
    }
}

/// Claim up to `limit` deliveries due at `$2` until `$1`, returning their ids.
fn claim_sql(backend: &str, limit: i64) -> String {
    format!(
        "UPDATE webhook_deliveries SET next_ms = $1 \
         WHERE {} = 'pending' AND {} <= $2 AND id IN (\
         SELECT id FROM webhook_deliveries WHERE status = 'pending' AND next_ms <= $2 \
         ORDER BY next_ms LIMIT {}) RETURNING id",
        unindexed(backend, "status"),
        unindexed(backend, "next_ms"),
        limit.clamp(1, 1000)
    )
}

/// Record the deliveries of `$3` (ids) answered with status `$1` at `$2`.
fn delivered_sql(backend: &str) -> String {
    format!(
        "UPDATE webhook_deliveries SET status = 'delivered', attempts = attempts + 1, \
         next_ms = 0, last_status = $1, last_error = NULL, delivered_at = $2 \
         WHERE {} = 'pending' AND id {}",
        unindexed(backend, "status"),
        in_ids(backend, 3)
    )
}

/// Give back the deliveries of `$2` (ids): due again at `$1`.
fn release_sql(backend: &str) -> String {
    format!(
        "UPDATE webhook_deliveries SET next_ms = $1 WHERE {} = 'pending' AND id {}",
        unindexed(backend, "status"),
        in_ids(backend, 2)
    )
}

/// A JSON array of ids, for [`in_ids`].
fn json_ids<S: AsRef<str>>(ids: &[S]) -> String {
    serde_json::Value::Array(
        ids.iter()
            .map(|i| serde_json::Value::String(i.as_ref().to_string()))
            .collect(),
    )
    .to_string()
}

/// One attempt at a delivery, as the dispatcher records it.
#[derive(Debug, Clone)]
pub(crate) struct Attempt {
    /// The delivery.
    pub(crate) id: String,
    /// The answer's HTTP status, if there was an answer.
    pub(crate) status: Option<u16>,
    /// Why it failed; none when delivered.
    pub(crate) error: Option<String>,
    /// When to try again; none when delivered or given up.
    pub(crate) next_ms: Option<i64>,
}

/// A delivery due, with what sending it needs.
#[derive(Debug, Clone)]
pub struct Due {
    pub id: String,
    pub(crate) event_id: String,
    pub(crate) event: String,
    pub(crate) subject: String,
    pub(crate) created_ms: i64,
    pub(crate) attempts: i64,
    pub(crate) url: String,
    pub(crate) secret: String,
}

/// Webhooks: the subscriptions, the outbox of events and their deliveries.
/// A handle on the log (`Store::outbox`): a reference, no allocation, no lock.
#[derive(Debug, Clone, Copy)]
pub struct OutboxStore<'a> {
    pub(super) store: &'a Store,
}

impl OutboxStore<'_> {
    /// A new subscription; its secret is the caller's to keep (returned only here).
    pub async fn add_webhook(
        &self,
        id: &str,
        url: &str,
        secret: &str,
        events: &[String],
        by: Option<String>,
    ) -> Result<Webhook, StoreError> {
        let db = self.store.db()?;
        sqlx::query(
            "INSERT INTO webhooks (id, url, secret, events, active, created_at, created_by) \
             VALUES ($1, $2, $3, $4, 1, $5, $6)",
        )
        .bind(id.to_string())
        .bind(url.to_string())
        .bind(secret.to_string())
        .bind(events.join(","))
        .bind(rfc3339(now_ms()))
        .bind(by)
        .execute(&db.pool)
        .await?;
        self.webhooks()
            .await?
            .into_iter()
            .find(|w| w.id == id)
            .ok_or_else(|| StoreError::Unavailable("the webhook just added is gone".into()))
    }

    /// Every subscription, with its deliveries counted.
    pub(crate) async fn webhooks(&self) -> Result<Vec<Webhook>, StoreError> {
        let db = self.store.db()?;
        let rows = sqlx::query(
            "SELECT w.id, w.url, w.events, w.active, w.created_at, w.created_by, \
             (SELECT COUNT(*) FROM webhook_deliveries d WHERE d.webhook_id = w.id AND d.status = 'delivered') AS delivered, \
             (SELECT COUNT(*) FROM webhook_deliveries d WHERE d.webhook_id = w.id AND d.status = 'pending') AS pending, \
             (SELECT COUNT(*) FROM webhook_deliveries d WHERE d.webhook_id = w.id AND d.status = 'failed') AS failed \
             FROM webhooks w ORDER BY w.id",
        )
        .fetch_all(&db.pool)
        .await?;
        Ok(rows
            .iter()
            .map(|r| {
                let s = |c: &str| r.try_get::<String, _>(c).unwrap_or_default();
                let n = |c: &str| r.try_get::<i64, _>(c).unwrap_or_default();
                Webhook {
                    id: s("id"),
                    url: s("url"),
                    events: s("events")
                        .split(',')
                        .filter(|e| !e.is_empty())
                        .map(String::from)
                        .collect(),
                    active: n("active") == 1,
                    created_at: s("created_at"),
                    created_by: r.try_get::<Option<String>, _>("created_by").ok().flatten(),
                    delivered: n("delivered"),
                    pending: n("pending"),
                    failed: n("failed"),
                }
            })
            .collect())
    }

    /// Remove a subscription: no new deliveries, its pending ones dropped (kept as failed).
    pub(crate) async fn remove_webhook(&self, id: &str) -> Result<bool, StoreError> {
        let db = self.store.db()?;
        let mut tx = db.begin_write().await?;
        let done = sqlx::query("UPDATE webhooks SET active = 0 WHERE id = $1")
            .bind(id.to_string())
            .execute(&mut *tx)
            .await?;
        sqlx::query(
            "UPDATE webhook_deliveries SET status = 'failed', last_error = 'the webhook was removed' \
             WHERE webhook_id = $1 AND status = 'pending'",
        )
        .bind(id.to_string())
        .execute(&mut *tx)
        .await?;
        tx.commit().await?;
        Ok(done.rows_affected() > 0)
    }

    /// A subscription's deliveries, newest first.
    pub(crate) async fn deliveries(
        &self,
        webhook: &str,
        limit: i64,
    ) -> Result<Vec<Delivery>, StoreError> {
        let db = self.store.db()?;
        let rows = sqlx::query(sqlx::AssertSqlSafe(format!(
            "SELECT id, event_id, status, attempts, next_ms, last_status, last_error, delivered_at \
             FROM webhook_deliveries WHERE webhook_id = $1 ORDER BY id DESC LIMIT {}",
            limit.clamp(1, 1000)
        )))
        .bind(webhook.to_string())
        .fetch_all(&db.pool)
        .await?;
        Ok(rows
            .iter()
            .map(|r| {
                let o = |c: &str| r.try_get::<Option<String>, _>(c).ok().flatten();
                let status = o("status").unwrap_or_default();
                Delivery {
                    id: o("id").unwrap_or_default(),
                    event_id: o("event_id").unwrap_or_default(),
                    attempts: r.try_get::<i64, _>("attempts").unwrap_or_default(),
                    last_status: r.try_get::<Option<i64>, _>("last_status").ok().flatten(),
                    last_error: o("last_error"),
                    delivered_at: o("delivered_at"),
                    next_attempt_at: (status == "pending")
                        .then(|| rfc3339(r.try_get::<i64, _>("next_ms").unwrap_or_default())),
                    status,
                }
            })
            .collect())
    }

    /// Turn undispatched events into deliveries, one per active subscription to the event,
    /// in one transaction per batch. Returns how many events were dispatched.
    ///
    /// A batch is three statements whatever its size (the events, the deliveries in rows of
    /// one `INSERT`, the events marked in one `UPDATE`): a statement per event made the
    /// dispatcher dearer than the ruling it announced.
    pub async fn dispatch_events(&self, batch: i64) -> Result<usize, StoreError> {
        let db = self.store.db()?;
        let mut tx = db.begin_write().await?;
        let events = sqlx::query(sqlx::AssertSqlSafe(format!(
            "SELECT id, event FROM outbox WHERE dispatched = 0 ORDER BY id LIMIT {}",
            batch.clamp(1, DISPATCH_MAX)
        )))
        .fetch_all(&mut *tx)
        .await?;
        if events.is_empty() {
            return Ok(0);
        }
        let hooks: Vec<(String, String)> =
            sqlx::query("SELECT id, events FROM webhooks WHERE active = 1")
                .fetch_all(&mut *tx)
                .await?
                .iter()
                .map(|h| {
                    let s = |c: &str| h.try_get::<String, _>(c).unwrap_or_default();
                    (s("id"), s("events"))
                })
                .collect();
        let ids: Vec<String> = events
            .iter()
            .map(|e| e.try_get::<String, _>("id").unwrap_or_default())
            .collect();
        let mut deliveries: Vec<(String, &str, &str)> = Vec::new();
        for (e, id) in events.iter().zip(&ids) {
            let event: String = e.try_get("event").unwrap_or_default();
            for (hook, subscribed) in &hooks {
                if subscribed.split(',').any(|s| s == event) {
                    deliveries.push((format!("{id}@{hook}"), hook, id));
                }
            }
        }
        let now = now_ms();
        for rows in deliveries.chunks(ROWS_PER_INSERT) {
            let values: Vec<String> = (0..rows.len())
                .map(|i| {
                    let k = 4 * i;
                    format!(
                        "(${}, ${}, ${}, 'pending', 0, ${})",
                        k + 1,
                        k + 2,
                        k + 3,
                        k + 4
                    )
                })
                .collect();
            let mut q = sqlx::query(sqlx::AssertSqlSafe(format!(
                "INSERT INTO webhook_deliveries (id, webhook_id, event_id, status, attempts, \
                 next_ms) VALUES {} ON CONFLICT DO NOTHING",
                values.join(", ")
            )));
            for (delivery, hook, event) in rows {
                q = q
                    .bind(delivery.clone())
                    .bind(hook.to_string())
                    .bind(event.to_string())
                    .bind(now);
            }
            q.execute(&mut *tx).await?;
        }
        sqlx::query(sqlx::AssertSqlSafe(format!(
            "UPDATE outbox SET dispatched = 1 WHERE id {}",
            in_ids(db.backend, 1)
        )))
        .bind(json_ids(&ids))
        .execute(&mut *tx)
        .await?;
        tx.commit().await?;
        Ok(events.len())
    }

    /// Claim the deliveries due now, oldest first, and return them: each is taken off the due
    /// list until `lease_ms` from now (by then its attempt is recorded, which sets its next
    /// attempt), so replicas sharing a PostgreSQL log never send one delivery at once.
    ///
    /// The claim is one `UPDATE … RETURNING`: on PostgreSQL, a replica claiming the same rows at
    /// the same moment waits for the first one's commit, finds the rows no longer due and
    /// claims none of them (READ COMMITTED re-checks the rows it updates); SQLite writes one
    /// transaction at a time. A replica that dies holding a claim leaves its deliveries to be
    /// sent again once the lease ends: at least once, never lost.
    pub async fn due_deliveries(&self, limit: i64, lease_ms: i64) -> Result<Vec<Due>, StoreError> {
        let db = self.store.db()?;
        let now = now_ms();
        let mut tx = db.begin_write().await?;
        let claimed: Vec<String> = sqlx::query(sqlx::AssertSqlSafe(claim_sql(db.backend, limit)))
            .bind(now + lease_ms.max(1))
            .bind(now)
            .fetch_all(&mut *tx)
            .await?
            .iter()
            .map(|r| r.try_get::<String, _>("id").unwrap_or_default())
            .collect();
        if claimed.is_empty() {
            tx.commit().await?;
            return Ok(Vec::new());
        }
        let rows = sqlx::query(sqlx::AssertSqlSafe(format!(
            "SELECT d.id, d.event_id, d.attempts, o.event, o.subject, o.created_ms, w.url, w.secret \
             FROM webhook_deliveries d JOIN outbox o ON o.id = d.event_id \
             JOIN webhooks w ON w.id = d.webhook_id \
             WHERE d.id {} ORDER BY d.id",
            in_ids(db.backend, 1)
        )))
        .bind(json_ids(&claimed))
        .fetch_all(&mut *tx)
        .await?;
        tx.commit().await?;
        Ok(rows
            .iter()
            .map(|r| {
                let s = |c: &str| r.try_get::<String, _>(c).unwrap_or_default();
                Due {
                    id: s("id"),
                    event_id: s("event_id"),
                    event: s("event"),
                    subject: s("subject"),
                    created_ms: r.try_get::<i64, _>("created_ms").unwrap_or_default(),
                    attempts: r.try_get::<i64, _>("attempts").unwrap_or_default(),
                    url: s("url"),
                    secret: s("secret"),
                }
            })
            .collect())
    }

    /// Give back deliveries claimed and not sent: due again now, no attempt counted.
    pub(crate) async fn release_deliveries(&self, ids: &[String]) -> Result<(), StoreError> {
        if ids.is_empty() {
            return Ok(());
        }
        let db = self.store.db()?;
        let q = sqlx::query(sqlx::AssertSqlSafe(release_sql(db.backend)))
            .bind(now_ms())
            .bind(json_ids(ids));
        let mut tx = db.begin_write().await?;
        q.execute(&mut *tx).await?;
        tx.commit().await?;
        Ok(())
    }

    /// Record one attempt at a delivery (see [`Store::record_attempts`]).
    pub async fn record_attempt(
        &self,
        id: &str,
        status: Option<u16>,
        error: Option<String>,
        next_ms: Option<i64>,
    ) -> Result<(), StoreError> {
        self.record_attempts(&[Attempt {
            id: id.to_string(),
            status,
            error,
            next_ms,
        }])
        .await
    }

    /// Record a round's attempts in one transaction: delivered (no error), pending again
    /// until `next_ms`, or failed (no next attempt). A delivery no longer pending (removed
    /// meanwhile) is left as it is.
    pub(crate) async fn record_attempts(&self, attempts: &[Attempt]) -> Result<(), StoreError> {
        if attempts.is_empty() {
            return Ok(());
        }
        let db = self.store.db()?;
        let mut tx = db.begin_write().await?;
        let at = rfc3339(now_ms());
        // Deliveries (nearly every attempt) in one statement for each answer's status: a round
        // of 200 recorded by one statement each cost more than sending them.
        let mut delivered: std::collections::BTreeMap<Option<u16>, Vec<&str>> =
            std::collections::BTreeMap::new();
        for a in attempts.iter().filter(|a| a.error.is_none()) {
            delivered.entry(a.status).or_default().push(&a.id);
        }
        for (status, ids) in delivered {
            sqlx::query(sqlx::AssertSqlSafe(delivered_sql(db.backend)))
                .bind(status.map(i64::from))
                .bind(at.clone())
                .bind(json_ids(&ids))
                .execute(&mut *tx)
                .await?;
        }
        for a in attempts.iter().filter(|a| a.error.is_some()) {
            let state = if a.next_ms.is_some() {
                "pending"
            } else {
                "failed"
            };
            sqlx::query(
                "UPDATE webhook_deliveries SET status = $1, attempts = attempts + 1, next_ms = $2, \
                 last_status = $3, last_error = $4, delivered_at = NULL WHERE id = $5 AND status = 'pending'",
            )
            .bind(state)
            .bind(a.next_ms.unwrap_or(0))
            .bind(a.status.map(i64::from))
            .bind(a.error.clone())
            .bind(a.id.clone())
            .execute(&mut *tx)
            .await?;
        }
        tx.commit().await?;
        Ok(())
    }

    /// SQLite's plans (`EXPLAIN QUERY PLAN`) of the statements a delivery round runs on
    /// deliveries by id, for the test that each finds its rows by the ids' index.
    pub async fn delivery_plans(&self) -> Result<Vec<(String, Vec<String>)>, StoreError> {
        let db = self.store.db()?;
        if db.backend != "sqlite" {
            return Ok(Vec::new());
        }
        let queries = [
            ("claim", claim_sql(db.backend, 200)),
            ("delivered", delivered_sql(db.backend)),
            ("released", release_sql(db.backend)),
        ];
        let mut out = Vec::new();
        for (name, sql) in queries {
            let mut q = sqlx::query(sqlx::AssertSqlSafe(format!("EXPLAIN QUERY PLAN {sql}")));
            q = match name {
                "claim" => q.bind(1i64).bind(2i64),
                "delivered" => q.bind(200i64).bind("t").bind("[]"),
                _ => q.bind(1i64).bind("[]"),
            };
            let rows = q.fetch_all(&db.pool).await?;
            out.push((name.to_string(), super::plan_steps(&rows)));
        }
        Ok(out)
    }

    /// The data of many `ruling.created` events at once, by ruling id (a ruling no longer in
    /// the log is absent): one query for a round's deliveries, where one each, through the
    /// pool, cost the dispatcher more than the rest of a delivery.
    pub(crate) async fn created_data(
        &self,
        ids: &[&str],
    ) -> Result<HashMap<String, serde_json::Value>, StoreError> {
        let db = self.store.db()?;
        let mut out = HashMap::with_capacity(ids.len());
        for chunk in ids.chunks(ROWS_PER_INSERT) {
            let q = sqlx::query(sqlx::AssertSqlSafe(format!(
                "SELECT {RULING_DATA} FROM rulings WHERE id {}",
                in_ids(db.backend, 1)
            )))
            .bind(json_ids(chunk));
            for r in q.fetch_all(&db.pool).await? {
                if let Ok(id) = r.try_get::<String, _>("id") {
                    out.insert(id, ruling_data(&r));
                }
            }
        }
        Ok(out)
    }

    /// The body of an event, built when it is sent (so an erasure since applies): the event,
    /// its id and time, and what it is about, without the hand.
    pub(crate) async fn event_data(
        &self,
        event: &str,
        subject: &str,
    ) -> Result<serde_json::Value, StoreError> {
        let db = self.store.db()?;
        let ruling = |id: String| async move {
            let row = sqlx::query(sqlx::AssertSqlSafe(format!(
                "SELECT {RULING_DATA} FROM rulings WHERE id = $1"
            )))
            .bind(id)
            .fetch_optional(&db.pool)
            .await?;
            Ok::<_, StoreError>(row.as_ref().map(ruling_data))
        };
        Ok(match event {
            "ruling.created" => ruling(subject.to_string()).await?.unwrap_or_default(),
            e if e == "ruling.final" || upheld(e) => {
                let row = sqlx::query(
                    "SELECT ruling_id, final_word, status, at, actor_name FROM final_words WHERE id = $1",
                )
                .bind(subject.to_string())
                .fetch_optional(&db.pool)
                .await?;
                let Some(r) = row else {
                    return Ok(serde_json::Value::Null);
                };
                let o = |c: &str| r.try_get::<Option<String>, _>(c).ok().flatten();
                let mut v = ruling(o("ruling_id").unwrap_or_default())
                    .await?
                    .unwrap_or_default();
                if let Some(obj) = v.as_object_mut() {
                    obj.insert("final_word_id".into(), subject.into());
                    obj.insert("final".into(), o("final_word").into());
                    obj.insert("status".into(), o("status").into());
                    obj.insert("at".into(), o("at").into());
                    obj.insert("by".into(), o("actor_name").into());
                    if !upheld(event) {
                        obj.remove("player");
                    }
                }
                v
            }
            "incident.created" | "incident.signed_off" => {
                let id = if event == "incident.created" {
                    Some(subject.to_string())
                } else {
                    sqlx::query("SELECT incident_id FROM incident_signoffs WHERE id = $1")
                        .bind(subject.to_string())
                        .fetch_optional(&db.pool)
                        .await?
                        .and_then(|r| r.try_get::<String, _>("incident_id").ok())
                };
                match id {
                    Some(id) => match self.store.incidents().get(&id).await? {
                        Some(i) => serde_json::json!({
                            "incident_id": i.id, "created_at": i.created_at,
                            "tournament": i.tournament, "table": i.table, "kind": i.kind,
                            "rule_key": i.rule_key, "ruling_id": i.ruling_id,
                            "signed_off": !i.sign_offs.is_empty(),
                        }),
                        None => serde_json::Value::Null,
                    },
                    None => serde_json::Value::Null,
                }
            }
            _ => serde_json::Value::Null,
        })
    }
}
