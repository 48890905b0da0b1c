//! The rulings: record one (through the writer, with its idempotency key), read, list and
//! export them, and their final words.

use super::*;

/// The rulings log's own API: `Store::rulings`.
#[derive(Debug, Clone, Copy)]
pub struct RulingStore<'a> {
    pub(super) store: &'a Store,
}

impl RulingStore<'_> {
    /// Record a ruling; returns after its transaction committed. With an idempotency key seen
    /// before, nothing is recorded and the stored record comes back.
    pub async fn insert(&self, rec: NewRecord) -> Result<Inserted, StoreError> {
        let Some(db) = &self.store.db else {
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

    pub(crate) async fn get(&self, id: &str) -> Result<Option<Record>, StoreError> {
        self.one("id", id).await
    }

    /// The record whose unique `column` (a fixed name, never user input) equals `value`.
    async fn one(&self, column: &'static str, value: &str) -> Result<Option<Record>, StoreError> {
        let Some(db) = &self.store.db else {
            return Ok(None);
        };
        let sql = format!("SELECT {COLUMNS} FROM rulings WHERE {column} = $1");
        let row = sqlx::query(sqlx::AssertSqlSafe(sql))
            .bind(value)
            .fetch_optional(&db.pool)
            .await?;
        row.map(|r| from_row(&r)).transpose()
    }

    /// Records matching a filter, oldest first (ids sort by time), at most `limit`.
    pub(crate) async fn list(&self, f: &Filter) -> Result<Vec<Record>, StoreError> {
        let Some(db) = &self.store.db else {
            return Ok(Vec::new());
        };
        let rows = list_query(&format!("SELECT {COLUMNS} FROM rulings"), f)
            .fetch_all(&db.pool)
            .await?;
        rows.iter().map(from_row).collect()
    }

    /// The text of the house-rule profile file of a digest, as the log first saw it.
    pub(crate) async fn house_text(&self, digest: &str) -> Result<Option<String>, StoreError> {
        let Some(db) = &self.store.db else {
            return Ok(None);
        };
        let row = sqlx::query("SELECT text FROM house_profiles WHERE digest = $1")
            .bind(digest)
            .fetch_optional(&db.pool)
            .await?;
        Ok(row.and_then(|r| r.try_get::<String, _>("text").ok()))
    }

    /// Records matching a filter without their request and ruling (a CSV export's columns).
    pub(crate) async fn list_columns(&self, f: &Filter) -> Result<Vec<Record>, StoreError> {
        let Some(db) = &self.store.db else {
            return Ok(Vec::new());
        };
        let rows = list_query(&format!("SELECT {CSV_COLUMNS} FROM rulings"), f)
            .fetch_all(&db.pool)
            .await?;
        rows.iter().map(from_row).collect()
    }

    /// The next page of an export, by size: the records after the filter's cursor whose
    /// stored request and ruling add up to at most `max_bytes` characters (always one at
    /// least), at most `f.limit` of them. An export holds one such page at a time, so its
    /// memory does not grow with the size of the rulings.
    pub async fn export_page(
        &self,
        f: &Filter,
        max_bytes: usize,
    ) -> Result<Vec<Record>, StoreError> {
        let Some(db) = &self.store.db else {
            return Ok(Vec::new());
        };
        let sizes = list_query(
            "SELECT id, LENGTH(request) + LENGTH(ruling) AS size FROM rulings",
            f,
        )
        .fetch_all(&db.pool)
        .await?;
        let mut total = 0usize;
        let mut last = None;
        let mut n = 0i64;
        for r in &sizes {
            let size = r.try_get::<i64, _>("size").unwrap_or(0).max(0) as usize;
            if n > 0 && total + size > max_bytes {
                break;
            }
            total += size;
            n += 1;
            last = Some(r.try_get::<String, _>("id").unwrap_or_default());
        }
        let Some(last) = last else {
            return Ok(Vec::new());
        };
        let page = Filter {
            through: Some(last),
            limit: n,
            ..f.clone()
        };
        self.list(&page).await
    }

    /// SQLite's plan for a listing (`EXPLAIN QUERY PLAN`), one line per step: the tests check
    /// that every filter reads an index in id order.
    #[doc(hidden)]
    pub async fn query_plan(&self, f: &Filter) -> Result<Vec<String>, StoreError> {
        let Some(db) = &self.store.db else {
            return Ok(Vec::new());
        };
        let rows = list_query(
            &format!("EXPLAIN QUERY PLAN SELECT {COLUMNS} FROM rulings"),
            f,
        )
        .fetch_all(&db.pool)
        .await?;
        Ok(super::plan_steps(&rows))
    }

    /// Add a final word to a ruling's history, in one transaction; `None` when there is no
    /// such ruling. A word given or confirmed becomes the ruling's latest word; a proposal is
    /// only recorded in the history.
    pub(crate) async fn add_final(
        &self,
        id: &str,
        f: NewFinal<'_>,
        entry_id: String,
    ) -> Result<Option<Record>, StoreError> {
        let Some(db) = &self.store.db else {
            return Ok(None);
        };
        let at = rfc3339(now_ms());
        let mut tx = db.begin_write().await?;
        let exists = sqlx::query("SELECT dispute_type FROM rulings WHERE id = $1")
            .bind(id.to_string())
            .fetch_optional(&mut *tx)
            .await?;
        let Some(exists) = exists else {
            return Ok(None);
        };
        if f.status != FinalStatus::Proposed {
            // The events of a final word, in its transaction: a word given or confirmed, and,
            // for a ruling that adds to a player's record (which the register now counts), the
            // event the engine names for its type upheld.
            let ms = now_ms();
            outbox::enqueue(&mut tx, "ruling.final", &entry_id, ms).await?;
            let upheld = exists
                .try_get::<String, _>("dispute_type")
                .ok()
                .as_deref()
                .and_then(DisputeKind::parse)
                .and_then(DisputeKind::upheld_event);
            if let Some(event) = upheld
                && f.word == FinalWord::Upheld
            {
                outbox::enqueue(&mut tx, event, &entry_id, ms).await?;
            }
            sqlx::query(
                "UPDATE rulings SET final_word = $1, final_note = $2, final_at = $3 WHERE id = $4",
            )
            .bind(f.word.as_str())
            .bind(f.note.map(String::from))
            .bind(at.clone())
            .bind(id.to_string())
            .execute(&mut *tx)
            .await?;
        }
        let by = f.by.as_ref();
        sqlx::query(
            "INSERT INTO final_words (id, ruling_id, final_word, note, floor, key_name, at, \
             status, confirms, actor_kind, actor_id, actor_name) \
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)",
        )
        .bind(entry_id)
        .bind(id.to_string())
        .bind(f.word.as_str())
        .bind(f.note.map(String::from))
        .bind(f.floor.map(String::from))
        .bind(f.key.map(String::from))
        .bind(at)
        .bind(f.status.as_str())
        .bind(f.confirms.clone())
        .bind(by.map(|a| a.kind.as_str().to_string()))
        .bind(by.map(|a| a.id.clone()))
        .bind(by.map(|a| a.name.clone()))
        .execute(&mut *tx)
        .await?;
        tx.commit().await?;
        self.get_with_history(id).await
    }

    /// A ruling with its final words, oldest first.
    pub(crate) async fn get_with_history(&self, id: &str) -> Result<Option<Record>, StoreError> {
        let Some(db) = &self.store.db else {
            return Ok(None);
        };
        let Some(mut rec) = self.get(id).await? else {
            return Ok(None);
        };
        let rows = sqlx::query(
            "SELECT id, final_word, note, floor, key_name, at, status, confirms, actor_kind, \
             actor_id, actor_name FROM final_words WHERE ruling_id = $1 ORDER BY id",
        )
        .bind(id.to_string())
        .fetch_all(&db.pool)
        .await?;
        rec.final_history = rows
            .iter()
            .map(|r| {
                let o = |c: &str| r.try_get::<Option<String>, _>(c).ok().flatten();
                let word = o("final_word").and_then(|w| FinalWord::parse(&w));
                let status = o("status")
                    .and_then(|s| crate::wire::parse::<FinalStatus>(&s))
                    .unwrap_or(FinalStatus::Given);
                word.map(|final_word| FinalEntry {
                    id: o("id").unwrap_or_default(),
                    final_word,
                    status,
                    confirms: o("confirms"),
                    by: Actor::from_columns(o("actor_kind"), o("actor_id"), o("actor_name")),
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
