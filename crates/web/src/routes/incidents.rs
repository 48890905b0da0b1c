//! Incident reports: `POST /v1/incidents` records what happened away from a hand (who, where,
//! when, what was seen, witnesses, the ruling it led to), `GET /v1/incidents` lists them (or
//! exports them as NDJSON, with the log), `GET /v1/incidents/{id}` reads one, `POST
//! /v1/incidents/{id}/sign-off` is a supervisor's sign-off. Append-only: nothing is edited or
//! removed, but a player's personal fields on erasure.

use super::keys::actor_of;
use crate::extract::{AppJson, JsonBody, query_problem};
use crate::problem::{AppError, BodyProblems, LogProblems, Problem, QueryProblems};
use crate::role::{Caller, Role};
use crate::state::AppState;
use crate::store::incidents::{Incident, IncidentKind, NewIncident};
use crate::store::parse_rfc3339;
use crate::text::WebText;
use axum::extract::{Path, Query, State};
use axum::http::{StatusCode, header};
use axum::response::{IntoResponse, Response};
use floorcall_engine::hand::PlayerRef;
use floorcall_engine::lang::Language;
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};

/// An incident to record.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub(crate) struct IncidentRequest {
    pub(crate) kind: IncidentKind,
    /// What was seen, in the floor's words (1 to 4000 characters).
    #[schema(min_length = 1, max_length = 4000)]
    pub(crate) seen: String,
    /// The event.
    #[serde(default)]
    #[schema(max_length = 200)]
    pub(crate) tournament: Option<String>,
    /// The table.
    #[serde(default)]
    #[schema(max_length = 200)]
    pub(crate) table: Option<String>,
    /// The seat of the player concerned.
    #[serde(default)]
    #[schema(minimum = 1, maximum = 12)]
    pub(crate) seat: Option<u8>,
    /// The player concerned, as the casino knows them.
    #[serde(default)]
    pub(crate) player: Option<PlayerRef>,
    /// When it happened (RFC 3339); default: when it is recorded.
    #[serde(default)]
    #[schema(format = DateTime)]
    pub(crate) occurred_at: Option<String>,
    /// Who saw it (each 1 to 200 characters, at most 20).
    #[serde(default)]
    #[schema(max_items = 20)]
    pub(crate) witnesses: Vec<String>,
    /// The ruling it led to (its id in the log).
    #[serde(default)]
    #[schema(max_length = 40)]
    pub(crate) ruling_id: Option<String>,
    /// The language it is written in (a `Language` code); default: `Accept-Language`, else
    /// English.
    #[serde(default)]
    pub(crate) language: Option<Language>,
}

fn too_long(field: &str, most: u64) -> AppError {
    AppError::Unprocessable {
        detail: WebText::AtField {
            field: field.to_string(),
            problem: WebText::IncidentTooLong { most }.into(),
        }
        .into(),
        field: Some(field.to_string()),
    }
}

/// Record an incident. The answer is the incident as logged.
#[utoipa::path(post, path = "/v1/incidents", operation_id = "createIncident", tag = "record",
    request_body(content = IncidentRequest, example = json!({"kind": "electronic_device", "tournament": "Main Event", "table": "12", "seat": 4, "player": {"id": "C-20931", "name": "J. Doe"}, "seen": "Seat 4 was texting with a live hand; the dealer stopped the action.", "witnesses": ["dealer Rui"]})),
    responses(
        (status = 201, description = "The incident, logged", body = Incident),
        BodyProblems,
        LogProblems,
        (status = 404, description = "The log is off", body = Problem, content_type = "application/problem+json")
    ))]
pub(crate) async fn create(
    State(s): State<AppState>,
    caller: Option<axum::Extension<Caller>>,
    negotiate: crate::i18n::Negotiate,
    JsonBody { value: req, .. }: JsonBody<IncidentRequest>,
) -> Result<(StatusCode, AppJson<Incident>), AppError> {
    let n = req.seen.chars().count();
    if n == 0 || n > 4000 {
        return Err(too_long("seen", 4000));
    }
    for (name, v) in [("tournament", &req.tournament), ("table", &req.table)] {
        if v.as_ref().is_some_and(|v| v.chars().count() > 200) {
            return Err(too_long(name, 200));
        }
    }
    if req.witnesses.len() > 20
        || req
            .witnesses
            .iter()
            .any(|w| w.is_empty() || w.chars().count() > 200)
    {
        return Err(too_long("witnesses", 200));
    }
    if req.seat.is_some_and(|s| !(1..=12).contains(&s)) {
        return Err(AppError::Unprocessable {
            detail: WebText::AtField {
                field: "seat".into(),
                problem: WebText::Raw {
                    text: "1..12".into(),
                }
                .into(),
            }
            .into(),
            field: Some("seat".into()),
        });
    }
    if let Some(p) = &req.player {
        super::players::check_player_id(&p.id)?;
        if p.name.as_ref().is_some_and(|n| n.chars().count() > 200) {
            return Err(too_long("player.name", 200));
        }
    }
    if req
        .ruling_id
        .as_ref()
        .is_some_and(|r| r.chars().count() > 40)
    {
        return Err(too_long("ruling_id", 40));
    }
    if let Some(t) = &req.occurred_at
        && parse_rfc3339(t).is_none()
    {
        return Err(AppError::Unprocessable {
            detail: WebText::NotATime {
                name: "occurred_at".into(),
                value: t.clone(),
            }
            .into(),
            field: Some("occurred_at".into()),
        });
    }
    if !s.store.enabled() {
        return Err(AppError::NotFound(WebText::LogOff.into()));
    }
    let language = negotiate.with(None, req.language).language;
    let by = caller.as_ref().map(|c| c.0.actor());
    let inc = s
        .store
        .incidents()
        .add(NewIncident {
            id: s.new_id(),
            tournament: req.tournament,
            table: req.table,
            seat: req.seat,
            player: req.player,
            kind: req.kind,
            occurred_at: req.occurred_at,
            seen: req.seen,
            witnesses: req.witnesses,
            ruling_id: req.ruling_id,
            language,
            by,
        })
        .await?;
    Ok((StatusCode::CREATED, AppJson(inc)))
}

/// The incident as this caller may see it: the player's id and name are for supervisors and
/// above, and for whoever recorded it.
pub(crate) fn sighted(mut inc: Incident, caller: Option<&Caller>) -> Incident {
    if let Some(c) = caller
        && c.role < Role::Supervisor
    {
        let theirs = inc
            .recorded_by
            .as_ref()
            .is_some_and(|a| a.kind == c.kind && a.id == c.id);
        if !theirs {
            inc.player = None;
        }
    }
    inc
}

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
#[serde(deny_unknown_fields)]
pub(crate) struct IncidentParams {
    /// The event.
    pub(crate) tournament: Option<String>,
    /// Incidents after this id.
    pub(crate) cursor: Option<String>,
    /// 1 to 1000, default 100.
    pub(crate) limit: Option<i64>,
    /// `ndjson`: one incident per line (an export, with the log's).
    #[param(inline)]
    pub(crate) format: Option<IncidentFormat>,
}

/// How incidents are listed.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize, ToSchema)]
#[serde(rename_all = "lowercase")]
pub(crate) enum IncidentFormat {
    Json,
    Ndjson,
}

/// A page of incidents.
#[derive(Debug, Serialize, ToSchema)]
pub(crate) struct IncidentsPage {
    pub(crate) items: Vec<Incident>,
    /// Pass as `cursor` for the next page; absent on the last.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(crate) next_cursor: Option<String>,
}

/// Incidents, oldest first, with their sign-offs.
#[utoipa::path(get, path = "/v1/incidents", operation_id = "listIncidents", tag = "record",
    params(IncidentParams),
    responses(
        (status = 200, description = "A page of incidents (or an NDJSON export)", body = IncidentsPage,
            content((IncidentsPage = "application/json"), (String = "application/x-ndjson"))),
        QueryProblems,
        LogProblems
    ))]
pub(crate) async fn list(
    State(s): State<AppState>,
    caller: Option<axum::Extension<Caller>>,
    q: Result<Query<IncidentParams>, axum::extract::rejection::QueryRejection>,
) -> Result<Response, AppError> {
    let Query(p) = q.map_err(|e| AppError::BadRequest(query_problem(&e)))?;
    let limit = p.limit.unwrap_or(100);
    if !(1..=1000).contains(&limit) {
        return Err(AppError::BadRequest(WebText::LimitRange.into()));
    }
    if !s.store.enabled() {
        return Ok(AppJson(IncidentsPage {
            items: Vec::new(),
            next_cursor: None,
        })
        .into_response());
    }
    let c = caller.as_ref().map(|c| &c.0);
    if p.format == Some(IncidentFormat::Ndjson) {
        // Every incident, page by page (incidents are few: the body is built in memory).
        let mut out = String::new();
        let mut after = p.cursor.clone();
        loop {
            let page = s
                .store
                .incidents()
                .list(p.tournament.as_deref(), after.as_deref(), 1000)
                .await?;
            for inc in &page {
                out.push_str(&serde_json::to_string(&sighted(inc.clone(), c)).unwrap_or_default());
                out.push('\n');
            }
            if page.len() < 1000 {
                break;
            }
            after = page.last().map(|i| i.id.clone());
        }
        return Ok(([(header::CONTENT_TYPE, "application/x-ndjson")], out).into_response());
    }
    let mut items = s
        .store
        .incidents()
        .list(p.tournament.as_deref(), p.cursor.as_deref(), limit + 1)
        .await?;
    let next_cursor = if items.len() as i64 > limit {
        items.truncate(limit as usize);
        items.last().map(|i| i.id.clone())
    } else {
        None
    };
    let items = items.into_iter().map(|i| sighted(i, c)).collect();
    Ok(AppJson(IncidentsPage { items, next_cursor }).into_response())
}

/// One incident with its sign-offs.
#[utoipa::path(get, path = "/v1/incidents/{id}", operation_id = "getIncident", tag = "record",
    params(("id" = String, Path, description = "The incident's id")),
    responses(
        (status = 200, description = "The incident", body = Incident),
        LogProblems,
        (status = 404, description = "No incident with that id", body = Problem, content_type = "application/problem+json")
    ))]
pub(crate) async fn get(
    State(s): State<AppState>,
    caller: Option<axum::Extension<Caller>>,
    Path(id): Path<String>,
) -> Result<AppJson<Incident>, AppError> {
    if !s.store.enabled() {
        return Err(AppError::NotFound(WebText::LogOff.into()));
    }
    let inc = s
        .store
        .incidents()
        .get(&id)
        .await?
        .ok_or_else(|| AppError::NotFound(WebText::NoIncident { id }.into()))?;
    Ok(AppJson(sighted(inc, caller.as_ref().map(|c| &c.0))))
}

/// A supervisor's sign-off.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub(crate) struct SignOffRequest {
    /// A note (at most 4000 characters).
    #[serde(default)]
    #[schema(max_length = 4000)]
    pub(crate) note: Option<String>,
}

/// Sign off an incident: a supervisor signed in as a person (a key cannot sign). Appended;
/// an incident may be signed off more than once (each is kept).
#[utoipa::path(post, path = "/v1/incidents/{id}/sign-off", operation_id = "signOffIncident", tag = "record",
    params(("id" = String, Path, description = "The incident's id")),
    request_body(content = SignOffRequest, example = json!({"note": "Spoke to the player; warning recorded."})),
    responses(
        (status = 200, description = "The incident with the sign-off", body = Incident),
        BodyProblems,
        LogProblems,
        (status = 403, description = "A key, not a supervisor signed in as a person", body = Problem, content_type = "application/problem+json"),
        (status = 404, description = "No incident with that id", body = Problem, content_type = "application/problem+json")
    ))]
pub(crate) async fn sign_off(
    State(s): State<AppState>,
    caller: Option<axum::Extension<Caller>>,
    Path(id): Path<String>,
    JsonBody { value: req, .. }: JsonBody<SignOffRequest>,
) -> Result<AppJson<Incident>, AppError> {
    if req.note.as_ref().is_some_and(|n| n.chars().count() > 4000) {
        return Err(too_long("note", 4000));
    }
    if !s.store.enabled() {
        return Err(AppError::NotFound(WebText::LogOff.into()));
    }
    if s.store.incidents().get(&id).await?.is_none() {
        return Err(AppError::NotFound(WebText::NoIncident { id }.into()));
    }
    if let Some(c) = &caller
        && c.0.session.is_none()
    {
        return Err(AppError::Forbidden(WebText::SignOffNeedsPerson.into()));
    }
    let by = caller.as_ref().map(|_| actor_of(&caller));
    let inc = s
        .store
        .incidents()
        .sign_off(&id, s.new_id(), by, req.note)
        .await?
        .ok_or_else(|| AppError::NotFound(WebText::NoIncident { id }.into()))?;
    Ok(AppJson(sighted(inc, caller.as_ref().map(|c| &c.0))))
}
