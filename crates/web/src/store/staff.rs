//! Staff accounts and their sessions. A person signs in with their name and PIN or password
//! (stored as an Argon2id PHC string) and gets a session token (`fcs_…`, stored as its
//! SHA-256) that expires after `ttl` and after `idle` without a request; signing out, a
//! disabled account or a revoked session is refused from the next request on. Sign-in
//! failures in a row lock the account for a while (doubling, at most 15 minutes), counted in
//! the database so every replica sees them.

use super::keys::{Bind, Cell, Kind, OTHER_ADMINS, Presented, Refusal};
use super::{Store, StoreError, now_ms, rfc3339};
use crate::role::{Actor, ActorKind, Caller, Role};
use crate::secret;
use serde::Serialize;
use sqlx::Row;
use std::time::Duration;
use utoipa::ToSchema;

/// A staff account as listed (never its PIN or password).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, ToSchema)]
pub struct Staff {
    pub id: String,
    /// The person's name, as they sign in with it (`Ana Souza`).
    pub name: String,
    pub role: Role,
    #[schema(format = DateTime)]
    pub created_at: String,
    /// Who made the account (`key:ops`, `staff:Bruno Lima`, `cli:root`).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub created_by: Option<String>,
    /// When it was disabled: its sessions are refused, it cannot sign in.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(format = DateTime)]
    pub disabled_at: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub disabled_by: Option<String>,
}

/// A session just opened: its token (shown this once) and when it ends.
#[derive(Debug, Clone, Serialize, ToSchema)]
pub(crate) struct NewSession {
    /// The session's id (for the audit; never a credential).
    pub(crate) id: String,
    /// Send as `Authorization: Bearer <token>`; it is not stored and cannot be shown again.
    pub(crate) token: String,
    /// The session ends then, however active it is.
    #[schema(format = DateTime)]
    pub(crate) expires_at: String,
    /// Seconds without a request after which the session ends.
    pub(crate) idle_seconds: u64,
    pub(crate) staff: Staff,
}

/// How a sign-in went.
#[derive(Debug)]
pub(crate) enum SignIn {
    /// Signed in.
    Opened(Box<NewSession>),
    /// Wrong name or secret (the account, if the name is one, counts a failure).
    Refused,
    /// Too many failures: the account refuses sign-ins for this many seconds.
    Locked(u64),
}

/// How long sessions live.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct SessionLimits {
    pub(crate) ttl: Duration,
    pub(crate) idle: Duration,
}

impl Default for SessionLimits {
    fn default() -> Self {
        SessionLimits {
            ttl: Duration::from_secs(8 * 3600),
            idle: Duration::from_secs(30 * 60),
        }
    }
}

/// Failures in a row before an account locks, and the first lock (it doubles, to at most
/// `MAX_LOCK`).
pub(crate) const FAILURES_BEFORE_LOCK: i64 = 5;
const FIRST_LOCK_MS: i64 = 30_000;
const MAX_LOCK_MS: i64 = 15 * 60_000;

/// A session's last request is written at most this often (a write per minute per session,
/// not per request).
const TOUCH_EVERY_MS: i64 = 60_000;

/// A staff name folded for sign-in: trimmed, inner spaces collapsed, lower case.
pub(crate) fn name_key(name: &str) -> String {
    name.split_whitespace()
        .collect::<Vec<_>>()
        .join(" ")
        .to_lowercase()
}

/// A PIN or password fit to keep: 6 to 128 characters, not one character repeated.
pub fn check_secret(secret: &str) -> Result<(), &'static str> {
    let n = secret.chars().count();
    if !(6..=128).contains(&n) {
        return Err("a PIN or password has 6 to 128 characters");
    }
    let mut chars = secret.chars();
    let first = chars.next();
    if chars.all(|c| Some(c) == first) {
        return Err("a PIN or password is not one character repeated");
    }
    Ok(())
}

/// The Argon2id hash of a PIN or password, as a PHC string (salt and parameters inside).
pub(crate) fn hash_secret(secret: &str) -> Result<String, StoreError> {
    use argon2::password_hash::{PasswordHasher, SaltString};
    let mut salt = [0u8; 16];
    getrandom::fill(&mut salt)
        .map_err(|e| StoreError::Unavailable(format!("no randomness from the system: {e}")))?;
    let salt =
        SaltString::encode_b64(&salt).map_err(|e| StoreError::Unavailable(format!("salt: {e}")))?;
    argon2::Argon2::default()
        .hash_password(secret.as_bytes(), &salt)
        .map(|h| h.to_string())
        .map_err(|e| StoreError::Unavailable(format!("hashing: {e}")))
}

/// Whether `secret` matches a stored PHC string.
pub(crate) fn verify_secret(secret: &str, phc: &str) -> bool {
    use argon2::password_hash::{PasswordHash, PasswordVerifier};
    PasswordHash::new(phc)
        .map(|h| {
            argon2::Argon2::default()
                .verify_password(secret.as_bytes(), &h)
                .is_ok()
        })
        .unwrap_or(false)
}

/// A hash to verify against when the name is no account, so that a wrong name takes as long
/// as a wrong PIN.
fn decoy_hash() -> &'static str {
    static DECOY: std::sync::OnceLock<String> = std::sync::OnceLock::new();
    DECOY.get_or_init(|| hash_secret("floorcall-decoy-secret").unwrap_or_default())
}

/// Argon2 is slow on purpose: at most two run at once, off the async workers.
async fn on_blocking<T: Send + 'static>(f: impl FnOnce() -> T + Send + 'static) -> Option<T> {
    static HASHING: tokio::sync::Semaphore = tokio::sync::Semaphore::const_new(2);
    let _turn = HASHING.acquire().await.ok()?;
    tokio::task::spawn_blocking(f).await.ok()
}

const STAFF_COLUMNS: &str = "id, name, role, created_at, created_by, disabled_at, disabled_by";

fn staff_from_row(r: &sqlx::any::AnyRow) -> Result<Staff, StoreError> {
    let s = |c: &str| r.try_get::<String, _>(c).unwrap_or_default();
    let o = |c: &str| r.try_get::<Option<String>, _>(c).ok().flatten();
    let role = s("role");
    Ok(Staff {
        id: s("id"),
        name: s("name"),
        role: Role::parse(&role)
            .ok_or_else(|| StoreError::Unavailable(format!("unreadable staff role {role}")))?,
        created_at: s("created_at"),
        created_by: o("created_by"),
        disabled_at: o("disabled_at"),
        disabled_by: o("disabled_by"),
    })
}

/// Staff accounts and their sessions.
/// A handle on the log (`Store::staff`): a reference, no allocation, no lock.
#[derive(Debug, Clone, Copy)]
pub struct StaffStore<'a> {
    pub(super) store: &'a Store,
}

impl StaffStore<'_> {
    /// Create a staff account. A name an active account has is refused
    /// ([`StoreError::NameTaken`]).
    pub async fn create_staff(
        &self,
        id: String,
        name: &str,
        role: Role,
        secret: &str,
        by: &Actor,
    ) -> Result<Staff, StoreError> {
        let db = self.store.db()?;
        let name = name.split_whitespace().collect::<Vec<_>>().join(" ");
        let key = name_key(&name);
        let owned = secret.to_string();
        let hash = on_blocking(move || hash_secret(&owned))
            .await
            .ok_or_else(|| StoreError::Unavailable("hashing stopped".into()))??;
        let staff = Staff {
            id,
            name,
            role,
            created_at: rfc3339(now_ms()),
            created_by: Some(by.label()),
            disabled_at: None,
            disabled_by: None,
        };
        let mut tx = db.begin_write().await?;
        self.store.keys().admin_lock(&mut tx).await?;
        let taken = sqlx::query("SELECT id FROM staff WHERE name_key = $1 AND disabled_at IS NULL")
            .bind(key.clone())
            .fetch_optional(&mut *tx)
            .await?;
        if taken.is_some() {
            return Err(StoreError::NameTaken);
        }
        sqlx::query(
            "INSERT INTO staff (id, name, name_key, role, secret_hash, created_at, created_by) \
             VALUES ($1, $2, $3, $4, $5, $6, $7)",
        )
        .bind(staff.id.clone())
        .bind(staff.name.clone())
        .bind(key)
        .bind(role.as_str())
        .bind(hash)
        .bind(staff.created_at.clone())
        .bind(staff.created_by.clone())
        .execute(&mut *tx)
        .await?;
        tx.commit().await?;
        self.store.keys().forget_admin_check();
        Ok(staff)
    }

    /// Every staff account, oldest first, disabled ones included.
    pub async fn list_staff(&self) -> Result<Vec<Staff>, StoreError> {
        let db = self.store.db()?;
        let rows = sqlx::query(sqlx::AssertSqlSafe(format!(
            "SELECT {STAFF_COLUMNS} FROM staff ORDER BY id"
        )))
        .fetch_all(&db.pool)
        .await?;
        rows.iter().map(staff_from_row).collect()
    }

    /// The account with this id, or the active one with this name.
    async fn staff_id(&self, id_or_name: &str) -> Result<Option<String>, StoreError> {
        let db = self.store.db()?;
        let row = sqlx::query(
            "SELECT id FROM staff WHERE id = $1 OR (name_key = $2 AND disabled_at IS NULL) \
             ORDER BY id LIMIT 1",
        )
        .bind(id_or_name.to_string())
        .bind(name_key(id_or_name))
        .fetch_optional(&db.pool)
        .await?;
        Ok(row.map(|r| r.try_get::<String, _>("id").unwrap_or_default()))
    }

    async fn staff_by_id(&self, id: &str) -> Result<Option<Staff>, StoreError> {
        let db = self.store.db()?;
        let row = sqlx::query(sqlx::AssertSqlSafe(format!(
            "SELECT {STAFF_COLUMNS} FROM staff WHERE id = $1"
        )))
        .bind(id.to_string())
        .fetch_optional(&db.pool)
        .await?;
        row.map(|r| staff_from_row(&r)).transpose()
    }

    /// Disable an account (by id or name) and end its sessions. The last active admin
    /// credential is never disabled ([`StoreError::LastAdmin`]).
    pub async fn disable_staff(
        &self,
        id_or_name: &str,
        by: &Actor,
    ) -> Result<Option<Staff>, StoreError> {
        let db = self.store.db()?;
        let Some(id) = self.staff_id(id_or_name).await? else {
            return Ok(None);
        };
        let now = now_ms();
        let mut tx = db.begin_write().await?;
        self.store.keys().admin_lock(&mut tx).await?;
        let done = sqlx::query(sqlx::AssertSqlSafe(format!(
            "UPDATE staff SET disabled_at = $3, disabled_by = $4 WHERE id = $1 \
             AND disabled_at IS NULL AND (role <> 'admin' OR {OTHER_ADMINS} > 0)"
        )))
        .bind(id.clone())
        .bind(now)
        .bind(rfc3339(now))
        .bind(by.label())
        .execute(&mut *tx)
        .await?;
        if done.rows_affected() > 0 {
            sqlx::query(
                "UPDATE sessions SET revoked_at = $1, revoked_by = $2 \
                 WHERE staff_id = $3 AND revoked_at IS NULL",
            )
            .bind(rfc3339(now))
            .bind(by.label())
            .bind(id.clone())
            .execute(&mut *tx)
            .await?;
        }
        tx.commit().await?;
        let staff = self.staff_by_id(&id).await?;
        if done.rows_affected() == 0
            && let Some(s) = &staff
            && s.disabled_at.is_none()
        {
            return Err(StoreError::LastAdmin);
        }
        self.store.keys().forget_admin_check();
        Ok(staff)
    }

    /// Set a new PIN or password (and end the account's sessions, clear its lock).
    pub async fn set_staff_secret(
        &self,
        id_or_name: &str,
        secret: &str,
        by: &Actor,
    ) -> Result<Option<Staff>, StoreError> {
        let db = self.store.db()?;
        let Some(id) = self.staff_id(id_or_name).await? else {
            return Ok(None);
        };
        let owned = secret.to_string();
        let hash = on_blocking(move || hash_secret(&owned))
            .await
            .ok_or_else(|| StoreError::Unavailable("hashing stopped".into()))??;
        let mut tx = db.begin_write().await?;
        sqlx::query(
            "UPDATE staff SET secret_hash = $1, failures = 0, locked_until_ms = 0 WHERE id = $2",
        )
        .bind(hash)
        .bind(id.clone())
        .execute(&mut *tx)
        .await?;
        sqlx::query(
            "UPDATE sessions SET revoked_at = $1, revoked_by = $2 \
             WHERE staff_id = $3 AND revoked_at IS NULL",
        )
        .bind(rfc3339(now_ms()))
        .bind(by.label())
        .bind(id.clone())
        .execute(&mut *tx)
        .await?;
        tx.commit().await?;
        self.staff_by_id(&id).await
    }

    /// Sign in by name and PIN or password.
    pub(crate) async fn sign_in(
        &self,
        name: &str,
        secret: &str,
        session_id: String,
        limits: SessionLimits,
    ) -> Result<SignIn, StoreError> {
        let db = self.store.db()?;
        let now = now_ms();
        let row = sqlx::query(
            "SELECT id, secret_hash, failures, locked_until_ms FROM staff \
             WHERE name_key = $1 AND disabled_at IS NULL ORDER BY id LIMIT 1",
        )
        .bind(name_key(name))
        .fetch_optional(&db.pool)
        .await?;
        let Some(row) = row else {
            // The same work as a wrong PIN: a name cannot be told from a PIN by the time.
            let owned = secret.to_string();
            on_blocking(move || verify_secret(&owned, decoy_hash())).await;
            return Ok(SignIn::Refused);
        };
        let id: String = row.try_get("id").unwrap_or_default();
        let phc: String = row.try_get("secret_hash").unwrap_or_default();
        let failures: i64 = row.try_get("failures").unwrap_or(0);
        let locked: i64 = row.try_get("locked_until_ms").unwrap_or(0);
        if locked > now {
            return Ok(SignIn::Locked(
                ((locked - now) as u64).div_ceil(1000).max(1),
            ));
        }
        let owned = secret.to_string();
        let good = on_blocking(move || verify_secret(&owned, &phc))
            .await
            .unwrap_or(false);
        if !good {
            let failures = failures + 1;
            let lock = if failures >= FAILURES_BEFORE_LOCK {
                let doublings = (failures - FAILURES_BEFORE_LOCK).min(10) as u32;
                (FIRST_LOCK_MS << doublings).min(MAX_LOCK_MS)
            } else {
                0
            };
            sqlx::query("UPDATE staff SET failures = $1, locked_until_ms = $2 WHERE id = $3")
                .bind(failures)
                .bind(if lock > 0 { now + lock } else { 0 })
                .bind(id.clone())
                .execute(&db.pool)
                .await?;
            if lock > 0 {
                return Ok(SignIn::Locked((lock as u64).div_ceil(1000)));
            }
            return Ok(SignIn::Refused);
        }
        let token = secret::new_token("fcs").map_err(StoreError::Unavailable)?;
        let expires = now + limits.ttl.as_millis() as i64;
        let mut tx = db.begin_write().await?;
        sqlx::query("UPDATE staff SET failures = 0, locked_until_ms = 0 WHERE id = $1")
            .bind(id.clone())
            .execute(&mut *tx)
            .await?;
        sqlx::query(
            "INSERT INTO sessions (id, staff_id, hash, created_at, expires_ms, last_seen_ms) \
             VALUES ($1, $2, $3, $4, $5, $6)",
        )
        .bind(session_id.clone())
        .bind(id.clone())
        .bind(secret::hash(&token))
        .bind(rfc3339(now))
        .bind(expires)
        .bind(now)
        .execute(&mut *tx)
        .await?;
        tx.commit().await?;
        let staff = self
            .staff_by_id(&id)
            .await?
            .ok_or_else(|| StoreError::Unavailable("the account vanished".into()))?;
        Ok(SignIn::Opened(Box::new(NewSession {
            id: session_id,
            token,
            expires_at: rfc3339(expires),
            idle_seconds: limits.idle.as_secs(),
            staff,
        })))
    }

    /// What a presented session token is: active (the person), refused (expired, signed out,
    /// or the account disabled: the person's name), or unknown. An active session's last
    /// request is recorded (at most once a minute).
    pub(crate) async fn session_for(
        &self,
        token: &str,
        limits: SessionLimits,
    ) -> Result<Presented, StoreError> {
        if !self.store.enabled() {
            return Ok(Presented::Unknown);
        }
        let row = self
            .store
            .keys()
            .lookup(
                "SELECT s.id, s.expires_ms, s.last_seen_ms, s.revoked_at, t.id, t.name, t.role, \
                 t.disabled_at FROM sessions s JOIN staff t ON t.id = s.staff_id WHERE s.hash = $1",
                &[Bind::Text(secret::hash(token))],
                &[
                    Kind::Text,
                    Kind::Int,
                    Kind::Int,
                    Kind::Text,
                    Kind::Text,
                    Kind::Text,
                    Kind::Text,
                    Kind::Text,
                ],
            )
            .await?;
        let Some(r) = row else {
            return Ok(Presented::Unknown);
        };
        let get = |c: &Cell| c.text().unwrap_or_default();
        let name = get(&r[5]);
        let now = now_ms();
        let refused = |why| Presented::Refused {
            name: name.clone(),
            why,
        };
        if r[7].text().is_some() {
            return Ok(refused(Refusal::Disabled));
        }
        if r[3].text().is_some() {
            return Ok(refused(Refusal::Revoked));
        }
        let last_seen = r[2].int().unwrap_or(0);
        if r[1].int().unwrap_or(0) <= now || now - last_seen > limits.idle.as_millis() as i64 {
            return Ok(refused(Refusal::Expired));
        }
        let Some(role) = r[6].text().and_then(|x| Role::parse(&x)) else {
            return Ok(Presented::Unknown);
        };
        let session = get(&r[0]);
        if now - last_seen >= TOUCH_EVERY_MS {
            let db = self.store.db()?;
            sqlx::query("UPDATE sessions SET last_seen_ms = $1 WHERE id = $2")
                .bind(now)
                .bind(session.clone())
                .execute(&db.pool)
                .await?;
        }
        Ok(Presented::Active(Caller {
            kind: ActorKind::Staff,
            id: get(&r[4]),
            name,
            role,
            session: Some(session),
        }))
    }

    /// End a session (signing out, or an admin's revocation); false when it was not active.
    pub(crate) async fn end_session(
        &self,
        session_id: &str,
        by: &Actor,
    ) -> Result<bool, StoreError> {
        let db = self.store.db()?;
        let done = sqlx::query(
            "UPDATE sessions SET revoked_at = $1, revoked_by = $2 WHERE id = $3 AND revoked_at IS NULL",
        )
        .bind(rfc3339(now_ms()))
        .bind(by.label())
        .bind(session_id.to_string())
        .execute(&db.pool)
        .await?;
        Ok(done.rows_affected() > 0)
    }

    /// A session's last request set back (the tests' clock).
    #[doc(hidden)]
    pub async fn age_session(&self, session_id: &str, by_ms: i64) -> Result<(), StoreError> {
        let db = self.store.db()?;
        sqlx::query(
            "UPDATE sessions SET last_seen_ms = last_seen_ms - $1, expires_ms = expires_ms - $1 WHERE id = $2",
        )
        .bind(by_ms)
        .bind(session_id.to_string())
        .execute(&db.pool)
        .await?;
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn secrets_are_hashed_with_argon2id_and_checked() {
        let h = hash_secret("483920").expect("hash");
        assert!(h.starts_with("$argon2id$"), "{h}");
        assert!(verify_secret("483920", &h));
        assert!(!verify_secret("483921", &h));
        assert_ne!(h, hash_secret("483920").expect("hash"), "salted");
        assert!(check_secret("12345").is_err());
        assert!(check_secret("111111").is_err());
        assert!(check_secret("483920").is_ok());
        assert_eq!(name_key("  Ana   Souza "), "ana souza");
    }
}
