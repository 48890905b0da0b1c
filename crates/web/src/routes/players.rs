//! Players: `GET /v1/players/{id}` (a player's rulings and penalties in an event),
//! `DELETE /v1/players/{id}` (erasure), and what a ruling request does with its seats'
//! players: a dispute the engine rules with the offender's record, given without it, takes the
//! player's record in the event from the log (the register), and the answer says which
//! entries it counted.
//!
//! # Design
//! Player ids and names are personal data. Supervisors and above see them; a floor person or a
//! reader sees them only in a ruling they asked for themselves ([`Sight`]); everyone else
//! gets the request without its seats' `player` fields. Erasure rewrites the log's rows (the
//! one exception to an append-only log, by law) and keeps every ruling.

use crate::extract::{AppJson, query_problem};
use crate::problem::{AppError, LogProblems, Problem, QueryProblems};
use crate::role::{Caller, Role};
use crate::state::AppState;
use crate::store::record::without_players;
use crate::store::{Json, Record};
use crate::text::WebText;
use axum::extract::{Path, Query, State};
use floorcall_engine::lang::Language;
use floorcall_engine::record::Entry;
use floorcall_engine::request::RulingRequest;
use floorcall_engine::rules::Edition;
use floorcall_engine::text::Message;
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};

/// Who may see the players' personal data in a logged ruling.
#[derive(Debug, Clone)]
pub(crate) enum Sight {
    /// Supervisors and above, and a server without credentials.
    All,
    /// Below supervisor: only in the rulings this caller asked for.
    Own(Caller),
}

impl Sight {
    /// The sight of a request's caller.
    pub(crate) fn of(caller: Option<&Caller>) -> Sight {
        match caller {
            Some(c) if c.role < Role::Supervisor => Sight::Own(c.clone()),
            _ => Sight::All,
        }
    }

    /// The record as this caller may see it.
    pub(crate) fn show(&self, mut rec: Record) -> Record {
        if let Sight::Own(c) = self {
            let theirs = rec
                .asked_by
                .as_ref()
                .is_some_and(|a| a.kind == c.kind && a.id == c.id);
            if !theirs && let Some(text) = without_players(rec.request.get()) {
                rec.request = Json::new(text);
                // The register's answer names the offender too.
                let mut ruling = rec.ruling.value();
                if let Some(reg) = ruling.get_mut("register").and_then(|r| r.as_object_mut()) {
                    reg.remove("player");
                    rec.ruling = Json::new(ruling.to_string());
                }
            }
        }
        rec
    }
}

/// What the register added to a penalty ruling: the player, the event, and each upheld
/// penalty it counted as `prior`.
#[derive(Debug, Clone, Serialize, ToSchema)]
pub(crate) struct RegisterOut {
    /// The offender, as the casino knows them.
    pub(crate) player: String,
    /// The event whose register was read (`context.tournament`).
    pub(crate) tournament: String,
    /// The earlier upheld penalties counted, oldest first (empty: none on the register).
    pub(crate) counted: Vec<Entry>,
}

/// A dispute the engine rules with the offender's record (`wants_history`: a penalty without
/// `prior`), for a seat carrying its player in an event, takes the player's record in the
/// event from the register. What the caller gave wins.
pub(crate) async fn with_register(
    s: &AppState,
    mut req: RulingRequest,
) -> Result<(RulingRequest, Option<RegisterOut>), AppError> {
    if !req.dispute.wants_history() || !s.store.enabled() {
        return Ok((req, None));
    }
    let tournament = req.context.as_ref().and_then(|c| c.tournament.clone());
    let (Some(tournament), Some(player)) = (tournament, crate::store::record::offender(&req))
    else {
        return Ok((req, None));
    };
    let counted = s.store.record().register(&tournament, &player).await?;
    req.dispute.with_history(&counted);
    Ok((
        req,
        Some(RegisterOut {
            player,
            tournament,
            counted,
        }),
    ))
}

/// The ruling's JSON with what the register counted: `register`, and a reason that names each
/// penalty counted with its table and time.
pub(crate) fn add_register(
    ruling: &str,
    reg: &RegisterOut,
    lang: Language,
    edition: Edition,
) -> String {
    let Ok(mut v) = serde_json::from_str::<serde_json::Value>(ruling) else {
        return ruling.to_string();
    };
    let entries: Vec<Message> = reg
        .counted
        .iter()
        .map(|c| {
            WebText::RegisterEntry {
                table: c.table.clone().unwrap_or_else(|| "?".into()),
                at: c.at.get(..16).unwrap_or(&c.at).replace('T', " "),
                given: c.added.word(),
                rounds: u64::from(c.added.size()),
            }
            .into()
        })
        .collect();
    let reason = crate::text::render(
        &WebText::RegisterCounted {
            tournament: reg.tournament.clone(),
            count: reg.counted.len(),
            entries,
        }
        .into(),
        lang,
        edition,
    );
    if let Some(obj) = v.as_object_mut() {
        if let Some(r) = obj.get_mut("reasoning").and_then(|r| r.as_array_mut()) {
            r.push(reason.into());
        }
        obj.insert(
            "register".into(),
            serde_json::to_value(reg).unwrap_or_default(),
        );
    }
    v.to_string()
}

/// The register's entries as a logged ruling counted them (for ruling it again).
pub(crate) fn logged_register(ruling: &serde_json::Value) -> Option<Vec<Entry>> {
    let counted = ruling.pointer("/register/counted")?.as_array()?;
    counted.iter().map(Entry::from_logged).collect()
}

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
#[serde(deny_unknown_fields)]
pub(crate) struct PlayerParams {
    /// The event (`context.tournament` of its rulings).
    pub(crate) tournament: String,
}

/// A player's record in an event.
#[derive(Debug, Serialize, ToSchema)]
pub(crate) struct PlayerRecord {
    /// The player, as the casino knows them.
    pub(crate) player: String,
    pub(crate) tournament: String,
    /// The upheld penalties (the register), oldest first: what the next penalty counts.
    pub(crate) penalties: Vec<Entry>,
    /// Every ruling the player was seated in, oldest first, across tables and floor staff.
    pub(crate) rulings: Vec<Record>,
}

/// The most characters of a player id.
pub(crate) const PLAYER_ID_MAX: usize = 64;

/// A player id is 1 to 64 visible characters, without `%`, `_` or `,` (the log searches the
/// seated players by pattern), and not `erased` (what an erased player's id reads as).
pub(crate) fn check_player_id(id: &str) -> Result<(), AppError> {
    let ok = !id.is_empty()
        && id != crate::store::record::ERASED
        && id.chars().count() <= PLAYER_ID_MAX
        && id
            .chars()
            .all(|c| !c.is_control() && !c.is_whitespace() && !matches!(c, '%' | '_' | ','));
    if ok {
        Ok(())
    } else {
        Err(AppError::Unprocessable {
            detail: WebText::BadPlayerId.into(),
            field: Some("player.id".into()),
        })
    }
}

/// A player's rulings and penalties in an event, across tables and floor staff. Personal
/// data: supervisors and above.
#[utoipa::path(get, path = "/v1/players/{id}", operation_id = "getPlayer", tag = "record",
    params(("id" = String, Path, description = "The casino's player or card number"), PlayerParams),
    responses(
        (status = 200, description = "The player's record in the event", body = PlayerRecord),
        QueryProblems,
        LogProblems,
        (status = 404, description = "The log is off", body = Problem, content_type = "application/problem+json"),
        (status = 422, description = "Not a player id", body = Problem, content_type = "application/problem+json")
    ))]
pub(crate) async fn get(
    State(s): State<AppState>,
    Path(id): Path<String>,
    q: Result<Query<PlayerParams>, axum::extract::rejection::QueryRejection>,
) -> Result<AppJson<PlayerRecord>, AppError> {
    let Query(p) = q.map_err(|e| AppError::BadRequest(query_problem(&e)))?;
    check_player_id(&id)?;
    if !s.store.enabled() {
        return Err(AppError::NotFound(WebText::LogOff.into()));
    }
    let penalties = s.store.record().register(&p.tournament, &id).await?;
    let rulings = s.store.record().player_rulings(&p.tournament, &id).await?;
    Ok(AppJson(PlayerRecord {
        player: id,
        tournament: p.tournament,
        penalties,
        rulings,
    }))
}

/// What an erasure did.
#[derive(Debug, Serialize, ToSchema)]
pub(crate) struct Erased {
    /// The player erased.
    pub(crate) player: String,
    /// Rulings and incidents whose personal fields were removed (each is kept).
    pub(crate) rows: u64,
}

/// Erase a player's personal data on request: every ruling and incident naming the player is
/// kept, with the player's id and name removed from it (and from every export after). Admins.
#[utoipa::path(delete, path = "/v1/players/{id}", operation_id = "erasePlayer", tag = "record",
    params(("id" = String, Path, description = "The casino's player or card number")),
    responses(
        (status = 200, description = "The player's personal data removed from the log", body = Erased),
        LogProblems,
        (status = 404, description = "The log is off", body = Problem, content_type = "application/problem+json"),
        (status = 422, description = "Not a player id", body = Problem, content_type = "application/problem+json")
    ))]
pub(crate) async fn erase(
    State(s): State<AppState>,
    Path(id): Path<String>,
) -> Result<AppJson<Erased>, AppError> {
    check_player_id(&id)?;
    if !s.store.enabled() {
        return Err(AppError::NotFound(WebText::LogOff.into()));
    }
    let rows = s.store.record().erase_player(&id).await?;
    tracing::info!(rows, "a player's personal data was erased from the log");
    Ok(AppJson(Erased { player: id, rows }))
}
