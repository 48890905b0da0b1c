//! Incident reports: what happens away from a hand (Rules 4–7, 31, 63, abuse, devices),
//! written at the time, append-only, signed off by a supervisor. An incident and its outbox
//! event are one transaction; a sign-off is a row of its own (never an update).

use super::{Store, StoreError, now_ms, rfc3339};
use crate::role::Actor;
use serde::{Deserialize, Serialize};
use sqlx::Row;
use sqlx::any::AnyRow;
use utoipa::ToSchema;

/// What kind of incident, each with the rule it falls under.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub(crate) enum IncidentKind {
    /// Identity, or a player who is not who the seat card says (Rule 4).
    PlayerIdentity,
    /// A phone or another device at the table (Rule 5).
    ElectronicDevice,
    /// A language other than the official one at the table (Rule 6).
    OfficialLanguage,
    /// A seat taken or changed against the draw (Rule 7).
    Seating,
    /// Away from the table with a live hand, or not at the seat (Rule 31).
    AbsentFromSeat,
    /// Chips out of view, carried or pocketed (Rule 63).
    ChipsHidden,
    /// Abuse: of a player, a dealer or the staff (Rule 70).
    Abuse,
    /// Any other conduct the floor records (Rule 70's etiquette).
    Other,
}

impl IncidentKind {
    /// The stored and wire name (`player_identity`…).
    pub(crate) fn as_str(self) -> &'static str {
        crate::wire::name(&self)
    }

    /// The rule the incident falls under.
    pub(crate) fn rule(self) -> floorcall_engine::rules::RuleKey {
        use floorcall_engine::rules::RuleKey as K;
        match self {
            IncidentKind::PlayerIdentity => K::PlayerIdentity,
            IncidentKind::ElectronicDevice => K::ElectronicDevices,
            IncidentKind::OfficialLanguage => K::OfficialLanguage,
            IncidentKind::Seating => K::RandomSeating,
            IncidentKind::AbsentFromSeat => K::AtTheTable,
            IncidentKind::ChipsHidden => K::ChipsOutOfSight,
            IncidentKind::Abuse | IncidentKind::Other => K::EtiquetteViolations,
        }
    }
}

/// An incident as recorded.
#[derive(Debug, Clone, PartialEq, Serialize, ToSchema)]
pub(crate) struct Incident {
    pub(crate) id: String,
    /// When it was recorded (RFC 3339, UTC).
    #[schema(format = DateTime)]
    pub(crate) created_at: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(crate) tournament: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(crate) table: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(crate) seat: Option<u8>,
    /// The player concerned (personal data: supervisors and above, and whoever recorded it).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(crate) player: Option<floorcall_engine::hand::PlayerRef>,
    pub(crate) kind: IncidentKind,
    /// The rule it falls under (its stable key).
    pub(crate) rule_key: String,
    /// When it happened, as the floor gave it (RFC 3339).
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(format = DateTime)]
    pub(crate) occurred_at: Option<String>,
    /// What was seen, in the floor's words.
    pub(crate) seen: String,
    /// Who saw it.
    pub(crate) witnesses: Vec<String>,
    /// The ruling it led to, if any.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(crate) ruling_id: Option<String>,
    /// The language the report was written in.
    pub(crate) language: floorcall_engine::lang::Language,
    /// Who recorded it.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(crate) recorded_by: Option<Actor>,
    /// The supervisors' sign-offs, oldest first.
    pub(crate) sign_offs: Vec<SignOff>,
}

/// A supervisor's sign-off of an incident.
#[derive(Debug, Clone, PartialEq, Serialize, ToSchema)]
pub(crate) struct SignOff {
    pub(crate) id: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(crate) by: Option<Actor>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(crate) note: Option<String>,
    #[schema(format = DateTime)]
    pub(crate) at: String,
}

/// An incident to record.
#[derive(Debug, Clone)]
pub(crate) struct NewIncident {
    pub(crate) id: String,
    pub(crate) tournament: Option<String>,
    pub(crate) table: Option<String>,
    pub(crate) seat: Option<u8>,
    pub(crate) player: Option<floorcall_engine::hand::PlayerRef>,
    pub(crate) kind: IncidentKind,
    pub(crate) occurred_at: Option<String>,
    pub(crate) seen: String,
    pub(crate) witnesses: Vec<String>,
    pub(crate) ruling_id: Option<String>,
    pub(crate) language: floorcall_engine::lang::Language,
    pub(crate) by: Option<Actor>,
}

const INCIDENT_COLUMNS: &str = "id, created_at, created_ms, tournament, table_id, seat, player_id, \
player_name, kind, occurred_at, seen, witnesses, ruling_id, language, actor_kind, actor_id, actor_name";

/// Incidents and their sign-offs.
/// A handle on the log (`Store::incidents`): a reference, no allocation, no lock.
#[derive(Debug, Clone, Copy)]
pub struct IncidentStore<'a> {
    pub(super) store: &'a Store,
}

impl IncidentStore<'_> {
    /// Record an incident, with its outbox event, in one transaction.
    pub(crate) async fn add(&self, i: NewIncident) -> Result<Incident, StoreError> {
        let db = self.store.db()?;
        let ms = now_ms();
        let mut tx = db.begin_write().await?;
        sqlx::query(sqlx::AssertSqlSafe(format!(
            "INSERT INTO incidents ({INCIDENT_COLUMNS}) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, \
             $9, $10, $11, $12, $13, $14, $15, $16, $17)"
        )))
        .bind(i.id.clone())
        .bind(rfc3339(ms))
        .bind(ms)
        .bind(i.tournament)
        .bind(i.table)
        .bind(i.seat.map(i64::from))
        .bind(i.player.as_ref().map(|p| p.id.clone()))
        .bind(i.player.as_ref().and_then(|p| p.name.clone()))
        .bind(i.kind.as_str())
        .bind(i.occurred_at)
        .bind(i.seen)
        .bind(serde_json::to_string(&i.witnesses).unwrap_or_else(|_| "[]".into()))
        .bind(i.ruling_id)
        .bind(i.language.code())
        .bind(i.by.as_ref().map(|a| a.kind.as_str().to_string()))
        .bind(i.by.as_ref().map(|a| a.id.clone()))
        .bind(i.by.as_ref().map(|a| a.name.clone()))
        .execute(&mut *tx)
        .await?;
        super::outbox::enqueue(&mut tx, "incident.created", &i.id, ms).await?;
        tx.commit().await?;
        self.get(&i.id)
            .await?
            .ok_or_else(|| StoreError::Unavailable("the incident just recorded is gone".into()))
    }

    /// One incident with its sign-offs.
    pub(crate) async fn get(&self, id: &str) -> Result<Option<Incident>, StoreError> {
        let db = self.store.db()?;
        let Some(row) = sqlx::query(sqlx::AssertSqlSafe(format!(
            "SELECT {INCIDENT_COLUMNS} FROM incidents WHERE id = $1"
        )))
        .bind(id.to_string())
        .fetch_optional(&db.pool)
        .await?
        else {
            return Ok(None);
        };
        let mut inc = incident_row(&row)?;
        let rows = sqlx::query(
            "SELECT id, note, at, actor_kind, actor_id, actor_name FROM incident_signoffs \
             WHERE incident_id = $1 ORDER BY id",
        )
        .bind(id.to_string())
        .fetch_all(&db.pool)
        .await?;
        inc.sign_offs = rows
            .iter()
            .map(|r| {
                let o = |c: &str| r.try_get::<Option<String>, _>(c).ok().flatten();
                SignOff {
                    id: o("id").unwrap_or_default(),
                    by: Actor::from_columns(o("actor_kind"), o("actor_id"), o("actor_name")),
                    note: o("note"),
                    at: o("at").unwrap_or_default(),
                }
            })
            .collect();
        Ok(Some(inc))
    }

    /// Incidents, oldest first, after a cursor, of an event.
    pub(crate) async fn list(
        &self,
        tournament: Option<&str>,
        after: Option<&str>,
        limit: i64,
    ) -> Result<Vec<Incident>, StoreError> {
        let db = self.store.db()?;
        let mut sql = format!("SELECT {INCIDENT_COLUMNS} FROM incidents WHERE 1 = 1");
        let mut binds = Vec::new();
        if let Some(t) = tournament {
            binds.push(t.to_string());
            sql.push_str(&format!(" AND tournament = ${}", binds.len()));
        }
        if let Some(a) = after {
            binds.push(a.to_string());
            sql.push_str(&format!(" AND id > ${}", binds.len()));
        }
        sql.push_str(&format!(" ORDER BY id LIMIT {}", limit.clamp(1, 1000)));
        let mut q = sqlx::query(sqlx::AssertSqlSafe(sql));
        for b in binds {
            q = q.bind(b);
        }
        let rows = q.fetch_all(&db.pool).await?;
        let mut out = Vec::with_capacity(rows.len());
        for r in &rows {
            let mut inc = incident_row(r)?;
            // The sign-offs of a listing: one query per incident is bounded by the page.
            if let Some(full) = self.get(&inc.id).await? {
                inc.sign_offs = full.sign_offs;
            }
            out.push(inc);
        }
        Ok(out)
    }

    /// A supervisor's sign-off, appended; `None` when there is no such incident.
    pub(crate) async fn sign_off(
        &self,
        id: &str,
        entry: String,
        by: Option<Actor>,
        note: Option<String>,
    ) -> Result<Option<Incident>, StoreError> {
        let db = self.store.db()?;
        let mut tx = db.begin_write().await?;
        let exists = sqlx::query("SELECT id FROM incidents WHERE id = $1")
            .bind(id.to_string())
            .fetch_optional(&mut *tx)
            .await?;
        if exists.is_none() {
            return Ok(None);
        }
        let ms = now_ms();
        sqlx::query(
            "INSERT INTO incident_signoffs (id, incident_id, note, at, actor_kind, actor_id, \
             actor_name) VALUES ($1, $2, $3, $4, $5, $6, $7)",
        )
        .bind(entry.clone())
        .bind(id.to_string())
        .bind(note)
        .bind(rfc3339(ms))
        .bind(by.as_ref().map(|a| a.kind.as_str().to_string()))
        .bind(by.as_ref().map(|a| a.id.clone()))
        .bind(by.as_ref().map(|a| a.name.clone()))
        .execute(&mut *tx)
        .await?;
        super::outbox::enqueue(&mut tx, "incident.signed_off", &entry, ms).await?;
        tx.commit().await?;
        self.get(id).await
    }
}

fn incident_row(r: &AnyRow) -> Result<Incident, StoreError> {
    let o = |c: &str| r.try_get::<Option<String>, _>(c).ok().flatten();
    let id = o("id").unwrap_or_default();
    let bad = |col: &str| StoreError::Unavailable(format!("incident {id}: unreadable {col}"));
    let kind: IncidentKind = o("kind")
        .and_then(|k| crate::wire::parse(&k))
        .ok_or_else(|| bad("kind"))?;
    let player = o("player_id").map(|pid| floorcall_engine::hand::PlayerRef {
        id: pid,
        name: o("player_name"),
    });
    Ok(Incident {
        created_at: o("created_at").unwrap_or_default(),
        tournament: o("tournament"),
        table: o("table_id"),
        seat: r
            .try_get::<Option<i64>, _>("seat")
            .ok()
            .flatten()
            .and_then(|n| u8::try_from(n).ok()),
        player,
        kind,
        rule_key: kind.rule().slug().to_string(),
        occurred_at: o("occurred_at"),
        seen: o("seen").unwrap_or_default(),
        witnesses: o("witnesses")
            .and_then(|w| serde_json::from_str(&w).ok())
            .unwrap_or_default(),
        ruling_id: o("ruling_id"),
        language: o("language")
            .and_then(|l| floorcall_engine::lang::Language::from_tag(&l))
            .unwrap_or_default(),
        recorded_by: Actor::from_columns(o("actor_kind"), o("actor_id"), o("actor_name")),
        sign_offs: Vec::new(),
        id,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_incident_kind_keeps_its_stored_name() {
        for (k, name) in [
            (IncidentKind::PlayerIdentity, "player_identity"),
            (IncidentKind::ElectronicDevice, "electronic_device"),
            (IncidentKind::OfficialLanguage, "official_language"),
            (IncidentKind::Seating, "seating"),
            (IncidentKind::AbsentFromSeat, "absent_from_seat"),
            (IncidentKind::ChipsHidden, "chips_hidden"),
            (IncidentKind::Abuse, "abuse"),
            (IncidentKind::Other, "other"),
        ] {
            assert_eq!(k.as_str(), name);
            assert_eq!(serde_json::to_value(k).ok(), Some(name.into()));
            assert_eq!(crate::wire::parse::<IncidentKind>(name), Some(k));
        }
    }
}
