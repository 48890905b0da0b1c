//! API keys in the log database: created (the key shown once), listed, revoked, and looked up
//! by hash on every request.
//!
//! On SQLite the lookup uses a connection of its own (rusqlite, a cached statement on the
//! unique hash index: a few microseconds, no async hop); on PostgreSQL the pool.

use super::{Store, StoreError, now_ms, rfc3339};
use crate::role::{Caller, Role};
use crate::secret;
use serde::Serialize;
use sqlx::Row;
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
    /// When it was revoked; a revoked key is refused.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(format = DateTime)]
    pub revoked_at: Option<String>,
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

const KEY_COLUMNS: &str = "id, name, role, prefix, created_at, revoked_at";

fn key_from_row(r: &sqlx::any::AnyRow) -> Result<ApiKey, StoreError> {
    let s = |c: &str| r.try_get::<String, _>(c).unwrap_or_default();
    let role = s("role");
    Ok(ApiKey {
        id: s("id"),
        name: s("name"),
        role: Role::parse(&role)
            .ok_or_else(|| StoreError::Unavailable(format!("unreadable key role {role}")))?,
        prefix: s("prefix"),
        created_at: s("created_at"),
        revoked_at: r.try_get::<Option<String>, _>("revoked_at").ok().flatten(),
    })
}

impl Store {
    /// Create a key; the answer holds the key itself, which is stored only as its hash.
    pub async fn create_key(
        &self,
        id: String,
        name: &str,
        role: Role,
    ) -> Result<NewKey, StoreError> {
        let db = self.db()?;
        let secret = secret::new_secret().map_err(StoreError::Unavailable)?;
        let key = ApiKey {
            id,
            name: name.to_string(),
            role,
            prefix: secret::prefix(&secret),
            created_at: rfc3339(now_ms()),
            revoked_at: None,
        };
        sqlx::query(
            "INSERT INTO api_keys (id, name, role, hash, prefix, created_at) \
             VALUES ($1, $2, $3, $4, $5, $6)",
        )
        .bind(key.id.clone())
        .bind(key.name.clone())
        .bind(role.as_str())
        .bind(secret::hash(&secret))
        .bind(key.prefix.clone())
        .bind(key.created_at.clone())
        .execute(&db.pool)
        .await?;
        Ok(NewKey { key, secret })
    }

    /// Every key, oldest first, revoked ones included.
    pub async fn list_keys(&self) -> Result<Vec<ApiKey>, StoreError> {
        let db = self.db()?;
        let rows = sqlx::query(sqlx::AssertSqlSafe(format!(
            "SELECT {KEY_COLUMNS} FROM api_keys ORDER BY id"
        )))
        .fetch_all(&db.pool)
        .await?;
        rows.iter().map(key_from_row).collect()
    }

    /// Revoke a key by id, or by name when one active key has it; the key as revoked, `None`
    /// when there is no such key. Revoking a revoked key changes nothing.
    pub async fn revoke_key(&self, id_or_name: &str) -> Result<Option<ApiKey>, StoreError> {
        let db = self.db()?;
        let mut id = id_or_name.to_string();
        let by_id = sqlx::query("SELECT id FROM api_keys WHERE id = $1")
            .bind(id_or_name)
            .fetch_optional(&db.pool)
            .await?;
        if by_id.is_none() {
            let named =
                sqlx::query("SELECT id FROM api_keys WHERE name = $1 AND revoked_at IS NULL")
                    .bind(id_or_name)
                    .fetch_all(&db.pool)
                    .await?;
            match named.as_slice() {
                [one] => id = one.try_get::<String, _>("id").unwrap_or_default(),
                _ => return Ok(None),
            }
        }
        sqlx::query("UPDATE api_keys SET revoked_at = $1 WHERE id = $2 AND revoked_at IS NULL")
            .bind(rfc3339(now_ms()))
            .bind(id.clone())
            .execute(&db.pool)
            .await?;
        let row = sqlx::query(sqlx::AssertSqlSafe(format!(
            "SELECT {KEY_COLUMNS} FROM api_keys WHERE id = $1"
        )))
        .bind(id)
        .fetch_optional(&db.pool)
        .await?;
        row.map(|r| key_from_row(&r)).transpose()
    }

    /// Whether any key is active (then keys are enforced). No log: none.
    pub async fn keys_active(&self) -> Result<bool, StoreError> {
        let Some(db) = &self.db else { return Ok(false) };
        const SQL: &str = "SELECT EXISTS (SELECT 1 FROM api_keys WHERE revoked_at IS NULL)";
        if let Some(conn) = &db.keys {
            return sqlite_exists(conn, SQL);
        }
        let n: i64 = sqlx::query(SQL)
            .fetch_one(&db.pool)
            .await?
            .try_get(0)
            .unwrap_or(0);
        Ok(n != 0)
    }

    /// The active key with this secret, if any.
    pub async fn key_for(&self, secret: &str) -> Result<Option<Caller>, StoreError> {
        let Some(db) = &self.db else { return Ok(None) };
        const SQL: &str = "SELECT name, role FROM api_keys WHERE hash = $1 AND revoked_at IS NULL";
        let h = secret::hash(secret);
        let found: Option<(String, String)> = if let Some(conn) = &db.keys {
            sqlite_key(conn, SQL, &h)?
        } else {
            sqlx::query(SQL)
                .bind(h)
                .fetch_optional(&db.pool)
                .await?
                .map(|r| {
                    (
                        r.try_get::<String, _>(0).unwrap_or_default(),
                        r.try_get::<String, _>(1).unwrap_or_default(),
                    )
                })
        };
        Ok(found.and_then(|(name, role)| Role::parse(&role).map(|role| Caller { name, role })))
    }
}

type KeysConn = std::sync::Mutex<rusqlite::Connection>;

fn sqlite_exists(conn: &KeysConn, sql: &str) -> Result<bool, StoreError> {
    let conn = conn.lock().unwrap_or_else(|e| e.into_inner());
    conn.prepare_cached(sql)
        .and_then(|mut st| st.query_row([], |r| r.get::<_, i64>(0)))
        .map(|n| n != 0)
        .map_err(|e| StoreError::Unavailable(e.to_string()))
}

fn sqlite_key(
    conn: &KeysConn,
    sql: &str,
    hash: &str,
) -> Result<Option<(String, String)>, StoreError> {
    let conn = conn.lock().unwrap_or_else(|e| e.into_inner());
    let sql = sql.replace("$1", "?1");
    let mut st = conn
        .prepare_cached(&sql)
        .map_err(|e| StoreError::Unavailable(e.to_string()))?;
    let mut rows = st
        .query([hash])
        .map_err(|e| StoreError::Unavailable(e.to_string()))?;
    match rows.next() {
        Ok(Some(r)) => Ok(Some((
            r.get(0).unwrap_or_default(),
            r.get(1).unwrap_or_default(),
        ))),
        Ok(None) => Ok(None),
        Err(e) => Err(StoreError::Unavailable(e.to_string())),
    }
}
