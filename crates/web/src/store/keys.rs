//! API keys in the log database: created (the key shown once), listed, rotated, revoked, and
//! looked up by hash on every request; and what the guard asks of all credentials: whether
//! any was ever made, and whether an admin credential is left.
//!
//! On SQLite the lookups use a connection of their own (rusqlite, cached statements on unique
//! indexes: a few microseconds, no async hop); on PostgreSQL the pool.

use super::{Store, StoreError, now_ms, rfc3339};
use crate::role::{Actor, ActorKind, Caller, Role};
use crate::secret;
use serde::Serialize;
use sqlx::Row;
use std::sync::atomic::Ordering;
use utoipa::ToSchema;

/// A key as listed: never the key itself.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, ToSchema)]
pub struct ApiKey {
    pub id: String,
    /// Who or what holds it (`tablet-12`, `casino-system`).
    pub name: String,
    pub role: Role,
    /// The key's first characters, to recognise it by.
    pub prefix: String,
    #[schema(format = DateTime)]
    pub created_at: String,
    /// Who made it (`key:ops`, `staff:Ana Souza`, `cli:root`).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub created_by: Option<String>,
    /// When it stops working, if it expires.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(format = DateTime)]
    pub expires_at: Option<String>,
    #[serde(skip)]
    pub(crate) expires_ms: Option<i64>,
    /// When it was revoked; a revoked key is refused.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(format = DateTime)]
    pub revoked_at: Option<String>,
    /// Who revoked it.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub revoked_by: Option<String>,
    /// The key this one replaced (`POST /v1/keys/{id}/rotate`).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub rotated_from: Option<String>,
}

/// A key just created, with the key itself (shown this once).
#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct NewKey {
    #[serde(flatten)]
    pub key: ApiKey,
    /// The key to send as `Authorization: Bearer <key>`. It is not stored and cannot be
    /// shown again.
    pub secret: String,
}

/// What a presented credential turned out to be.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum Presented {
    /// Active: the caller.
    Active(Caller),
    /// Known, but revoked, expired or signed out: its name, for the access log.
    Refused { name: String, why: Refusal },
    /// No such credential.
    Unknown,
}

/// Why a known credential is refused (its name in the access log is serde's).
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize)]
#[serde(rename_all = "lowercase")]
pub(crate) enum Refusal {
    Revoked,
    Expired,
    /// A session whose account was disabled.
    Disabled,
}

impl Refusal {
    /// `revoked`, `expired`, `disabled`.
    pub(crate) fn as_str(self) -> &'static str {
        crate::wire::name(&self)
    }
}

const KEY_COLUMNS: &str = "id, name, role, prefix, created_at, revoked_at, expires_ms, created_by, revoked_by, rotated_from";

fn key_from_row(r: &sqlx::any::AnyRow) -> Result<ApiKey, StoreError> {
    let s = |c: &str| r.try_get::<String, _>(c).unwrap_or_default();
    let o = |c: &str| r.try_get::<Option<String>, _>(c).ok().flatten();
    let role = s("role");
    let expires_ms = r.try_get::<Option<i64>, _>("expires_ms").ok().flatten();
    Ok(ApiKey {
        id: s("id"),
        name: s("name"),
        role: Role::parse(&role)
            .ok_or_else(|| StoreError::Unavailable(format!("unreadable key role {role}")))?,
        prefix: s("prefix"),
        created_at: s("created_at"),
        created_by: o("created_by"),
        expires_at: expires_ms.map(rfc3339),
        expires_ms,
        revoked_at: o("revoked_at"),
        revoked_by: o("revoked_by"),
        rotated_from: o("rotated_from"),
    })
}

/// Active admin credentials (keys unexpired and unrevoked, staff accounts enabled) other than
/// the one with id `$1`; `$2` is now in milliseconds.
pub(super) const OTHER_ADMINS: &str = "(SELECT COUNT(*) FROM api_keys WHERE role = 'admin' \
AND revoked_at IS NULL AND (expires_ms IS NULL OR expires_ms > $2) AND id <> $1) + \
(SELECT COUNT(*) FROM staff WHERE role = 'admin' AND disabled_at IS NULL AND id <> $1)";

/// A value bound to a lookup (SQLite's connection or the pool alike).
#[derive(Debug, Clone)]
pub(super) enum Bind {
    Text(String),
    Int(i64),
}

/// A column of a lookup's row.
#[derive(Debug, Clone, Copy)]
pub(super) enum Kind {
    Text,
    Int,
}

/// A cell of a lookup's row.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(super) enum Cell {
    Text(Option<String>),
    Int(Option<i64>),
}

impl Cell {
    pub(super) fn text(&self) -> Option<String> {
        match self {
            Cell::Text(t) => t.clone(),
            Cell::Int(i) => i.map(|i| i.to_string()),
        }
    }
    pub(super) fn int(&self) -> Option<i64> {
        match self {
            Cell::Int(i) => *i,
            Cell::Text(t) => t.as_deref().and_then(|t| t.parse().ok()),
        }
    }
}

/// API keys, and whether any credential exists (the guard's question).
/// A handle on the log (`Store::keys`): a reference, no allocation, no lock.
#[derive(Debug, Clone, Copy)]
pub struct KeyStore<'a> {
    pub(super) store: &'a Store,
}

impl KeyStore<'_> {
    /// Whether an admin credential exists, asked at most once a second while one does (a
    /// credential made or removed here asks again at once).
    pub(crate) async fn admin_present(&self) -> Result<bool, StoreError> {
        let Some(db) = &self.store.db else {
            return Ok(false);
        };
        let now = now_ms();
        if now - db.admin_seen_ms.load(Ordering::Acquire) < 1000 {
            return Ok(true);
        }
        let yes = self.admin_exists().await?;
        db.admin_seen_ms
            .store(if yes { now } else { 0 }, Ordering::Release);
        Ok(yes)
    }

    /// Whether a credential was ever made (once yes, always yes for this process).
    pub(crate) async fn ever_had_credentials(&self) -> Result<bool, StoreError> {
        let Some(db) = &self.store.db else {
            return Ok(false);
        };
        if db.ever.load(Ordering::Acquire) {
            return Ok(true);
        }
        let yes = self.credentials_ever().await?;
        if yes {
            db.ever.store(true, Ordering::Release);
        }
        Ok(yes)
    }

    pub(crate) fn forget_admin_check(&self) {
        if let Some(db) = &self.store.db {
            db.admin_seen_ms.store(0, Ordering::Release);
        }
    }

    /// One row of a lookup on the hot path of every request: on SQLite through the
    /// connection kept for lookups, else through the pool. `$1`, `$2`… are the binds.
    pub(super) async fn lookup(
        &self,
        sql: &str,
        binds: &[Bind],
        kinds: &[Kind],
    ) -> Result<Option<Vec<Cell>>, StoreError> {
        let db = self.store.db()?;
        if let Some(conn) = &db.keys {
            let conn = conn.lock().unwrap_or_else(|e| e.into_inner());
            let mut sql = sql.to_string();
            for i in (1..=binds.len()).rev() {
                sql = sql.replace(&format!("${i}"), &format!("?{i}"));
            }
            let unavailable = |e: rusqlite::Error| StoreError::Unavailable(e.to_string());
            let mut st = conn.prepare_cached(&sql).map_err(unavailable)?;
            let params: Vec<rusqlite::types::Value> = binds
                .iter()
                .map(|b| match b {
                    Bind::Text(t) => rusqlite::types::Value::Text(t.clone()),
                    Bind::Int(i) => rusqlite::types::Value::Integer(*i),
                })
                .collect();
            let mut rows = st
                .query(rusqlite::params_from_iter(params))
                .map_err(unavailable)?;
            let Some(r) = rows.next().map_err(unavailable)? else {
                return Ok(None);
            };
            let cells = kinds
                .iter()
                .enumerate()
                .map(|(i, k)| match k {
                    Kind::Text => Cell::Text(r.get::<_, Option<String>>(i).ok().flatten()),
                    Kind::Int => Cell::Int(r.get::<_, Option<i64>>(i).ok().flatten()),
                })
                .collect();
            return Ok(Some(cells));
        }
        let mut q = sqlx::query(sqlx::AssertSqlSafe(sql.to_string()));
        for b in binds {
            q = match b {
                Bind::Text(t) => q.bind(t.clone()),
                Bind::Int(i) => q.bind(*i),
            };
        }
        let Some(r) = q.fetch_optional(&db.pool).await? else {
            return Ok(None);
        };
        Ok(Some(
            kinds
                .iter()
                .enumerate()
                .map(|(i, k)| match k {
                    Kind::Text => Cell::Text(r.try_get::<Option<String>, _>(i).ok().flatten()),
                    Kind::Int => Cell::Int(r.try_get::<Option<i64>, _>(i).ok().flatten()),
                })
                .collect(),
        ))
    }

    /// On PostgreSQL, run the changes that keep an admin credential under one lock shared by
    /// every replica (an advisory lock for the transaction); SQLite has one writer anyway.
    pub(super) async fn admin_lock(
        &self,
        tx: &mut sqlx::Transaction<'_, sqlx::Any>,
    ) -> Result<(), StoreError> {
        if self.store.backend() == "postgres" {
            sqlx::query("SELECT pg_advisory_xact_lock(727001)")
                .execute(&mut **tx)
                .await?;
        }
        Ok(())
    }

    /// Create a key; the answer holds the key itself, which is stored only as its hash.
    pub async fn create_key(
        &self,
        id: String,
        name: &str,
        role: Role,
        expires_ms: Option<i64>,
        by: &Actor,
    ) -> Result<NewKey, StoreError> {
        let db = self.store.db()?;
        let secret = secret::new_secret().map_err(StoreError::Unavailable)?;
        let key = ApiKey {
            id,
            name: name.to_string(),
            role,
            prefix: secret::prefix(&secret),
            created_at: rfc3339(now_ms()),
            created_by: Some(by.label()),
            expires_at: expires_ms.map(rfc3339),
            expires_ms,
            revoked_at: None,
            revoked_by: None,
            rotated_from: None,
        };
        sqlx::query(
            "INSERT INTO api_keys (id, name, role, hash, prefix, created_at, expires_ms, created_by) \
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8)",
        )
        .bind(key.id.clone())
        .bind(key.name.clone())
        .bind(role.as_str())
        .bind(secret::hash(&secret))
        .bind(key.prefix.clone())
        .bind(key.created_at.clone())
        .bind(expires_ms)
        .bind(key.created_by.clone())
        .execute(&db.pool)
        .await?;
        self.forget_admin_check();
        Ok(NewKey { key, secret })
    }

    /// Every key, oldest first, revoked ones included.
    pub async fn list_keys(&self) -> Result<Vec<ApiKey>, StoreError> {
        let db = self.store.db()?;
        let rows = sqlx::query(sqlx::AssertSqlSafe(format!(
            "SELECT {KEY_COLUMNS} FROM api_keys ORDER BY id"
        )))
        .fetch_all(&db.pool)
        .await?;
        rows.iter().map(key_from_row).collect()
    }

    async fn key_by_id(&self, id: &str) -> Result<Option<ApiKey>, StoreError> {
        let db = self.store.db()?;
        let row = sqlx::query(sqlx::AssertSqlSafe(format!(
            "SELECT {KEY_COLUMNS} FROM api_keys WHERE id = $1"
        )))
        .bind(id.to_string())
        .fetch_optional(&db.pool)
        .await?;
        row.map(|r| key_from_row(&r)).transpose()
    }

    /// The id of a key named by id, or by name when one active key has it.
    async fn key_id(&self, id_or_name: &str) -> Result<Option<String>, StoreError> {
        let db = self.store.db()?;
        let by_id = sqlx::query("SELECT id FROM api_keys WHERE id = $1")
            .bind(id_or_name.to_string())
            .fetch_optional(&db.pool)
            .await?;
        if by_id.is_some() {
            return Ok(Some(id_or_name.to_string()));
        }
        let named = sqlx::query("SELECT id FROM api_keys WHERE name = $1 AND revoked_at IS NULL")
            .bind(id_or_name.to_string())
            .fetch_all(&db.pool)
            .await?;
        Ok(match named.as_slice() {
            [one] => Some(one.try_get::<String, _>("id").unwrap_or_default()),
            _ => None,
        })
    }

    /// Revoke a key by id, or by name when one active key has it; the key as revoked, `None`
    /// when there is no such key. Revoking a revoked key changes nothing. The last active
    /// admin credential is never revoked ([`StoreError::LastAdmin`]): a server left with none
    /// would refuse everyone until one is made with the command line.
    pub async fn revoke_key(
        &self,
        id_or_name: &str,
        by: &Actor,
    ) -> Result<Option<ApiKey>, StoreError> {
        let db = self.store.db()?;
        let Some(id) = self.key_id(id_or_name).await? else {
            return Ok(None);
        };
        let now = now_ms();
        let mut tx = db.begin_write().await?;
        self.admin_lock(&mut tx).await?;
        let done = sqlx::query(sqlx::AssertSqlSafe(format!(
            "UPDATE api_keys SET revoked_at = $3, revoked_by = $4 WHERE id = $1 \
             AND revoked_at IS NULL AND (role <> 'admin' OR {OTHER_ADMINS} > 0)"
        )))
        .bind(id.clone())
        .bind(now)
        .bind(rfc3339(now))
        .bind(by.label())
        .execute(&mut *tx)
        .await?;
        tx.commit().await?;
        let key = self.key_by_id(&id).await?;
        if done.rows_affected() == 0
            && let Some(k) = &key
            && k.revoked_at.is_none()
        {
            return Err(StoreError::LastAdmin);
        }
        self.forget_admin_check();
        Ok(key)
    }

    /// Rotate a key: a new key with the same name and role (and `expires_ms`, if given, else
    /// none), and the old one revoked, in one transaction. The new key is shown once.
    pub async fn rotate_key(
        &self,
        id_or_name: &str,
        new_id: String,
        expires_ms: Option<i64>,
        by: &Actor,
    ) -> Result<Option<NewKey>, StoreError> {
        let db = self.store.db()?;
        let Some(id) = self.key_id(id_or_name).await? else {
            return Ok(None);
        };
        let Some(old) = self.key_by_id(&id).await? else {
            return Ok(None);
        };
        if old.revoked_at.is_some() {
            return Ok(None);
        }
        let secret = secret::new_secret().map_err(StoreError::Unavailable)?;
        let now = now_ms();
        let key = ApiKey {
            id: new_id,
            name: old.name.clone(),
            role: old.role,
            prefix: secret::prefix(&secret),
            created_at: rfc3339(now),
            created_by: Some(by.label()),
            expires_at: expires_ms.map(rfc3339),
            expires_ms,
            revoked_at: None,
            revoked_by: None,
            rotated_from: Some(old.id.clone()),
        };
        let mut tx = db.begin_write().await?;
        sqlx::query(
            "INSERT INTO api_keys (id, name, role, hash, prefix, created_at, expires_ms, created_by, rotated_from) \
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)",
        )
        .bind(key.id.clone())
        .bind(key.name.clone())
        .bind(key.role.as_str())
        .bind(secret::hash(&secret))
        .bind(key.prefix.clone())
        .bind(key.created_at.clone())
        .bind(expires_ms)
        .bind(key.created_by.clone())
        .bind(old.id.clone())
        .execute(&mut *tx)
        .await?;
        sqlx::query(
            "UPDATE api_keys SET revoked_at = $1, revoked_by = $2 WHERE id = $3 AND revoked_at IS NULL",
        )
        .bind(rfc3339(now))
        .bind(by.label())
        .bind(old.id.clone())
        .execute(&mut *tx)
        .await?;
        tx.commit().await?;
        self.forget_admin_check();
        Ok(Some(NewKey { key, secret }))
    }

    /// Whether any credential (key or staff account, revoked ones included) was ever made:
    /// until then a loopback server is open (`cargo run` just works); from then on, never.
    pub(crate) async fn credentials_ever(&self) -> Result<bool, StoreError> {
        if !self.store.enabled() {
            return Ok(false);
        }
        let row = self
            .lookup(
                "SELECT (SELECT COUNT(*) FROM api_keys) + (SELECT COUNT(*) FROM staff)",
                &[],
                &[Kind::Int],
            )
            .await?;
        Ok(row.and_then(|r| r[0].int()).unwrap_or(0) > 0)
    }

    /// Whether an active admin credential exists: an admin key, unrevoked and unexpired, or
    /// an enabled admin staff account.
    pub async fn admin_exists(&self) -> Result<bool, StoreError> {
        if !self.store.enabled() {
            return Ok(false);
        }
        let row = self
            .lookup(
                &format!("SELECT {OTHER_ADMINS}"),
                &[Bind::Text(String::new()), Bind::Int(now_ms())],
                &[Kind::Int],
            )
            .await?;
        Ok(row.and_then(|r| r[0].int()).unwrap_or(0) > 0)
    }

    /// What a presented key is: active (the caller), known but refused (its name, and why),
    /// or unknown.
    pub(crate) async fn key_for(&self, secret: &str) -> Result<Presented, StoreError> {
        if !self.store.enabled() {
            return Ok(Presented::Unknown);
        }
        let row = self
            .lookup(
                "SELECT id, name, role, revoked_at, expires_ms FROM api_keys WHERE hash = $1",
                &[Bind::Text(secret::hash(secret))],
                &[Kind::Text, Kind::Text, Kind::Text, Kind::Text, Kind::Int],
            )
            .await?;
        let Some(r) = row else {
            return Ok(Presented::Unknown);
        };
        let name = r[1].text().unwrap_or_default();
        if r[3].text().is_some() {
            return Ok(Presented::Refused {
                name,
                why: Refusal::Revoked,
            });
        }
        if r[4].int().is_some_and(|e| e <= now_ms()) {
            return Ok(Presented::Refused {
                name,
                why: Refusal::Expired,
            });
        }
        let role = r[2].text().and_then(|r| Role::parse(&r));
        Ok(match role {
            Some(role) => Presented::Active(Caller {
                kind: ActorKind::Key,
                id: r[0].text().unwrap_or_default(),
                name,
                role,
                session: None,
            }),
            None => Presented::Unknown,
        })
    }
}

#[cfg(test)]
mod refusal_tests {
    use super::Refusal;

    #[test]
    fn a_refusal_keeps_its_logged_name() {
        assert_eq!(Refusal::Revoked.as_str(), "revoked");
        assert_eq!(Refusal::Expired.as_str(), "expired");
        assert_eq!(Refusal::Disabled.as_str(), "disabled");
    }
}
