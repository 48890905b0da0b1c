//! The PostgreSQL writer: a task on a small pool of its own, one `INSERT … SELECT * FROM
//! UNNEST(…)` per batch (the columns bound as arrays: one round trip however many rulings),
//! several batches in flight. A batch with rulings under house-rule profiles writes the
//! profiles' files in the same statement (a data-modifying `WITH`), still one round trip and
//! one transaction.

use super::{
    Ack, COLUMNS, HOUSE_COLUMNS, Job, MAX_BATCH, QUEUE, WriteError, Writer, answer, answer_probes,
    batch_houses, drain, record_metrics,
};
use crate::store::{NewRecord, rfc3339};
use std::collections::HashSet;
use std::time::Instant;
use tokio::sync::mpsc;
use tracing::Instrument;

/// Batches in flight at once on PostgreSQL: a second and third batch keep the writer from
/// waiting out each round trip and fsync (measured here with 32 clients: 1 in flight 10.1k
/// rulings/s, 2: 11.1k, 3: 11-11.9k, 4: 10.0k, 6: 8.8k; a 1 ms wait for fuller batches, the
/// finest tokio's timer gives, fell to 6.4-7.2k).
const PG_IN_FLIGHT: usize = 3;

/// Start the writer task on its own small pool (reconnects by itself).
pub(in crate::store) async fn postgres(url: &str) -> Result<Writer, sqlx::Error> {
    let pool = sqlx::postgres::PgPoolOptions::new()
        .max_connections(PG_IN_FLIGHT as u32)
        .min_connections(PG_IN_FLIGHT as u32)
        .connect(url)
        .await?;
    crate::store::warm(&pool, PG_IN_FLIGHT as u32).await?;
    let (tx, rx) = mpsc::channel::<Job>(QUEUE);
    let task = tokio::spawn(Instrument::instrument(
        postgres_loop(pool, rx),
        tracing::info_span!("writer", task = "writer"),
    ));
    Ok(Writer {
        tx,
        threads: std::sync::Mutex::new(Vec::new()),
        task: std::sync::Mutex::new(Some(task)),
    })
}

/// The batch's statement: with the profiles' files or without, returning the ids inserted or
/// not (see `postgres_commit`).
#[derive(Debug, Clone)]
struct Statements {
    by_shape: std::sync::Arc<[String; 4]>,
}

impl Statements {
    fn new() -> Statements {
        let rulings = format!(
            "INSERT INTO rulings ({COLUMNS}) SELECT * FROM UNNEST($1::text[], $2::text[], \
             $3::int8[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[], \
             $9::text[], $10::text[], $11::text[], $12::text[], $13::text[], $14::text[], \
             $15::text[], $16::text[], $17::text[], $18::text[], $19::text[], $20::text[], \
             $21::text[], $22::text[], $23::int8[], $24::text[], $25::text[]) ON CONFLICT DO NOTHING"
        );
        let houses = format!(
            "WITH houses AS (INSERT INTO house_profiles ({HOUSE_COLUMNS}) SELECT * FROM \
             UNNEST($26::text[], $27::text[], $28::text[], $29::text[], $30::text[]) \
             ON CONFLICT DO NOTHING) {rulings}"
        );
        Statements {
            by_shape: std::sync::Arc::new([
                rulings.clone(),
                format!("{rulings} RETURNING id"),
                houses.clone(),
                format!("{houses} RETURNING id"),
            ]),
        }
    }

    fn get(&self, houses: bool, keyed: bool) -> &str {
        &self.by_shape[usize::from(houses) * 2 + usize::from(keyed)]
    }
}

async fn postgres_loop(pool: sqlx::PgPool, mut rx: mpsc::Receiver<Job>) {
    let statements = Statements::new();
    let slots = std::sync::Arc::new(tokio::sync::Semaphore::new(PG_IN_FLIGHT));
    let mut closing = false;
    while !closing && let Some(job) = rx.recv().await {
        let (row, ack): (NewRecord, Ack) = match job {
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
                        .map_err(WriteError::from);
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
        let (pool, statements) = (pool.clone(), statements.clone());
        tokio::spawn(
            async move {
                let t0 = Instant::now();
                let n = rows.len();
                let result = postgres_commit(&pool, &statements, rows).await;
                record_metrics(t0, n);
                answer_probes(
                    &mut probes,
                    &result.as_ref().map(|_| ()).map_err(Clone::clone),
                );
                answer(acks, result);
                drop(slot);
            }
            .in_current_span(),
        );
    }
    // Wait for the batches in flight before the task ends.
    let _ = slots.acquire_many(PG_IN_FLIGHT as u32).await;
}

async fn postgres_commit(
    pool: &sqlx::PgPool,
    statements: &Statements,
    rows: Vec<NewRecord>,
) -> Result<Vec<bool>, WriteError> {
    let n = rows.len();
    let mut h = HouseColumns::default();
    for (p, ms) in batch_houses(&rows) {
        h.digest.push(p.digest.clone());
        h.name.push(p.name.clone());
        h.version.push(p.version.clone());
        h.text.push(p.text.clone());
        h.first_seen.push(rfc3339(ms));
    }
    let with_houses = !h.digest.is_empty();
    // Only rulings with an idempotency key can be turned away (their key taken meanwhile):
    // without any, the count of rows inserted says it all, and the statement returns no ids.
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
    // One statement is one transaction: the batch, and the profiles it was given under, are
    // recorded whole or not at all.
    let sql = statements.get(with_houses, !keyed.is_empty());
    let mut q = sqlx::query_scalar::<_, String>(sqlx::AssertSqlSafe(sql))
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
        .bind(c.house_profile)
        .bind(c.house_version)
        .bind(c.house_digest)
        .bind(c.actor_kind)
        .bind(c.actor_id)
        .bind(c.actor_name)
        .bind(c.request_id)
        .bind(c.fingerprint)
        .bind(c.discretion)
        .bind(c.offender)
        .bind(c.players);
    if with_houses {
        q = q
            .bind(h.digest)
            .bind(h.name)
            .bind(h.version)
            .bind(h.text)
            .bind(h.first_seen);
    }
    if keyed.is_empty() {
        let done = sqlx::Executor::execute(pool, q).await?;
        if done.rows_affected() as usize != n {
            return Err(WriteError::Partial {
                recorded: done.rows_affected(),
                sent: n,
            });
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
    house_profile: Vec<Option<String>>,
    house_version: Vec<Option<String>>,
    house_digest: Vec<Option<String>>,
    actor_kind: Vec<Option<String>>,
    actor_id: Vec<Option<String>>,
    actor_name: Vec<Option<String>>,
    request_id: Vec<Option<String>>,
    fingerprint: Vec<Option<String>>,
    discretion: Vec<i64>,
    offender: Vec<Option<String>>,
    players: Vec<Option<String>>,
}

/// The profiles of a batch as one array per column of `house_profiles`.
#[derive(Default)]
struct HouseColumns {
    digest: Vec<String>,
    name: Vec<String>,
    version: Vec<String>,
    text: Vec<String>,
    first_seen: Vec<String>,
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
            house_profile: Vec::with_capacity(n),
            house_version: Vec::with_capacity(n),
            house_digest: Vec::with_capacity(n),
            actor_kind: Vec::with_capacity(n),
            actor_id: Vec::with_capacity(n),
            actor_name: Vec::with_capacity(n),
            request_id: Vec::with_capacity(n),
            fingerprint: Vec::with_capacity(n),
            discretion: Vec::with_capacity(n),
            offender: Vec::with_capacity(n),
            players: Vec::with_capacity(n),
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
        self.rule_key.push(r.rule_key.slug().into());
        self.tournament.push(r.tournament);
        self.table.push(r.table);
        self.floor.push(r.floor);
        self.idempotency_key.push(r.idempotency_key);
        self.request.push(r.request);
        self.ruling.push(r.ruling);
        let house = r.house.as_deref();
        self.house_profile.push(house.map(|p| p.name.clone()));
        self.house_version.push(house.map(|p| p.version.clone()));
        self.house_digest.push(house.map(|p| p.digest.clone()));
        let actor = r.actor;
        self.actor_kind
            .push(actor.as_ref().map(|a| a.kind.as_str().to_string()));
        self.actor_id.push(actor.as_ref().map(|a| a.id.clone()));
        self.actor_name.push(actor.map(|a| a.name));
        self.request_id.push(r.request_id);
        self.fingerprint.push(r.fingerprint);
        self.discretion.push(i64::from(r.discretion));
        self.offender.push(r.offender);
        self.players.push(r.players);
    }
}
