//! Consistency: `GET /v1/rulings/{id}/similar` (the earlier rulings on the same decisive
//! facts, with their final words), `GET /v1/reports/queue` (discretionary rulings waiting for
//! a supervisor's word), `GET /v1/reports/consistency` (overrule rates by rule and by floor
//! person) and `GET /v1/tables/{id}/warnings` (the players on warning or serving a penalty at a
//! table, as RP-15 hands them over between dealers).

use crate::extract::{AppJson, query_problem};
use crate::problem::{AppError, LogProblems, Problem, QueryProblems};
use crate::state::AppState;
use crate::store::record::{Rates, Scope};
use crate::store::{FinalWord, Record};
use crate::text::WebText;
use axum::extract::{Path, Query, State};
use floorcall_engine::disputes::DisputeKind;
use floorcall_engine::record::{self, Entry, Standing};
use floorcall_engine::ruling::Outcome;
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};

/// A logged ruling in a report: what was decided and the final word, without the hand.
#[derive(Debug, Serialize, ToSchema)]
pub(crate) struct RulingLine {
    pub(crate) id: String,
    #[schema(format = DateTime)]
    pub(crate) created_at: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(crate) tournament: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(crate) table: Option<String>,
    pub(crate) dispute_type: DisputeKind,
    pub(crate) outcome: Outcome,
    /// The deciding rule's key.
    pub(crate) rule_key: String,
    /// Whether the floor decides it (Rule 1).
    pub(crate) discretion: bool,
    /// The ruling in one sentence, in the language it was given in.
    pub(crate) summary: String,
    /// The final word (absent: none given or confirmed yet).
    #[serde(rename = "final", skip_serializing_if = "Option::is_none")]
    pub(crate) final_word: Option<FinalWord>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(crate) final_note: Option<String>,
    /// Who asked: the person signed in or the key, else the floor named in the request.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(crate) asked_by: Option<String>,
}

impl RulingLine {
    pub(crate) fn of(r: &Record) -> RulingLine {
        let ruling = r.ruling.value();
        RulingLine {
            id: r.id.clone(),
            created_at: r.created_at.clone(),
            tournament: r.tournament.clone(),
            table: r.table.clone(),
            dispute_type: r.dispute_type,
            outcome: r.outcome,
            rule_key: r.rule_key.slug().to_string(),
            discretion: ruling
                .get("discretion")
                .and_then(serde_json::Value::as_bool)
                .unwrap_or(false),
            summary: ruling
                .get("summary")
                .and_then(|s| s.as_str())
                .unwrap_or_default()
                .to_string(),
            final_word: r.final_word,
            final_note: r.final_note.clone(),
            asked_by: r
                .asked_by
                .as_ref()
                .map(|a| a.name.clone())
                .or_else(|| r.floor.clone()),
        }
    }
}

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
#[serde(deny_unknown_fields)]
pub(crate) struct SimilarParams {
    /// How many rulings at most (1 to 100, default 20).
    pub(crate) limit: Option<i64>,
}

/// The rulings given on the same facts as one ruling.
#[derive(Debug, Serialize, ToSchema)]
pub(crate) struct Similar {
    /// The ruling asked about.
    pub(crate) id: String,
    /// Rulings on the same decisive facts (the same fingerprint: outcome, rule, discretion and
    /// every typed reason, amounts in big blinds), the event's first, newest first in each.
    pub(crate) same: Vec<RulingLine>,
    /// Then rulings of the same dispute type under the same rule on other facts.
    pub(crate) near: Vec<RulingLine>,
}

fn limit(v: Option<i64>, default: i64, most: i64) -> Result<i64, AppError> {
    let n = v.unwrap_or(default);
    if (1..=most).contains(&n) {
        Ok(n)
    } else {
        Err(AppError::BadRequest(
            WebText::RecordLimit { most: most as u64 }.into(),
        ))
    }
}

/// The earlier rulings on the same decisive facts as this one (the engine's fingerprint of
/// its typed reasons, amounts in big blinds), with their final words: "same situation, same
/// decision".
#[utoipa::path(get, path = "/v1/rulings/{id}/similar", operation_id = "similarRulings", tag = "record",
    params(("id" = String, Path, description = "The ruling's id"), SimilarParams),
    responses(
        (status = 200, description = "Rulings on the same facts, then near ones", body = Similar),
        QueryProblems,
        LogProblems,
        (status = 404, description = "No ruling with that id", body = Problem, content_type = "application/problem+json")
    ))]
pub(crate) async fn similar(
    State(s): State<AppState>,
    Path(id): Path<String>,
    q: Result<Query<SimilarParams>, axum::extract::rejection::QueryRejection>,
) -> Result<AppJson<Similar>, AppError> {
    let Query(p) = q.map_err(|e| AppError::BadRequest(query_problem(&e)))?;
    let n = limit(p.limit, 20, 100)?;
    if !s.store.enabled() {
        return Err(AppError::NotFound(WebText::LogOff.into()));
    }
    let Some((same, near)) = s.store.record().similar(&id, n).await? else {
        return Err(AppError::NotFound(WebText::NoRuling { id }.into()));
    };
    Ok(AppJson(Similar {
        id,
        same: same.iter().map(RulingLine::of).collect(),
        near: near.iter().map(RulingLine::of).collect(),
    }))
}

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
#[serde(deny_unknown_fields)]
pub(crate) struct ReportParams {
    /// The event (`context.tournament`).
    pub(crate) tournament: Option<String>,
    /// From this time (RFC 3339), included.
    pub(crate) since: Option<String>,
    /// Up to this time (RFC 3339), excluded.
    pub(crate) until: Option<String>,
    /// The queue: how many at most (1 to 500, default 100).
    pub(crate) limit: Option<i64>,
}

fn scope(p: &ReportParams) -> Result<Scope, AppError> {
    let time = super::rulings::time_param;
    Ok(Scope {
        tournament: p.tournament.clone(),
        since_ms: time(&p.since, "since")?,
        until_ms: time(&p.until, "until")?,
    })
}

/// The supervisor's queue.
#[derive(Debug, Serialize, ToSchema)]
pub(crate) struct Queue {
    /// Discretionary rulings with no final word given or confirmed, oldest first.
    pub(crate) items: Vec<RulingLine>,
}

/// The supervisor's queue: rulings where the TDA leaves the point to the floor (Rule 1) and
/// no supervisor has given or confirmed the final word yet, oldest first.
#[utoipa::path(get, path = "/v1/reports/queue", operation_id = "rulingsQueue", tag = "record",
    params(ReportParams),
    responses(
        (status = 200, description = "Discretionary rulings waiting for a final word", body = Queue),
        QueryProblems,
        LogProblems,
        (status = 404, description = "The log is off", body = Problem, content_type = "application/problem+json")
    ))]
pub(crate) async fn queue(
    State(s): State<AppState>,
    q: Result<Query<ReportParams>, axum::extract::rejection::QueryRejection>,
) -> Result<AppJson<Queue>, AppError> {
    let Query(p) = q.map_err(|e| AppError::BadRequest(query_problem(&e)))?;
    let n = limit(p.limit, 100, crate::store::record::MAX_ROWS)?;
    let scope = scope(&p)?;
    if !s.store.enabled() {
        return Err(AppError::NotFound(WebText::LogOff.into()));
    }
    let items = s.store.record().queue(&scope, n).await?;
    Ok(AppJson(Queue {
        items: items.iter().map(RulingLine::of).collect(),
    }))
}

/// Overrule rates over a period.
#[derive(Debug, Serialize, ToSchema)]
pub(crate) struct Consistency {
    /// By the deciding rule.
    pub(crate) by_rule: Vec<Rates>,
    /// By the floor person who asked (the person signed in or the key, else the request's
    /// `context.floor`; empty: unknown).
    pub(crate) by_floor: Vec<Rates>,
}

/// How often the floor's final word overrules floorcall, by rule and by floor person, over a
/// period and an event.
#[utoipa::path(get, path = "/v1/reports/consistency", operation_id = "consistencyReport", tag = "record",
    params(ReportParams),
    responses(
        (status = 200, description = "Rulings, final words and overrules by rule and floor person", body = Consistency),
        QueryProblems,
        LogProblems,
        (status = 404, description = "The log is off", body = Problem, content_type = "application/problem+json")
    ))]
pub(crate) async fn consistency(
    State(s): State<AppState>,
    q: Result<Query<ReportParams>, axum::extract::rejection::QueryRejection>,
) -> Result<AppJson<Consistency>, AppError> {
    let Query(p) = q.map_err(|e| AppError::BadRequest(query_problem(&e)))?;
    let scope = scope(&p)?;
    if !s.store.enabled() {
        return Err(AppError::NotFound(WebText::LogOff.into()));
    }
    let (by_rule, by_floor) = s.store.record().consistency(&scope).await?;
    Ok(AppJson(Consistency { by_rule, by_floor }))
}

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
#[serde(deny_unknown_fields)]
pub(crate) struct WarningsParams {
    /// The event (`context.tournament`).
    pub(crate) tournament: String,
}

/// A player at the table on warning or with a penalty.
#[derive(Debug, Serialize, ToSchema)]
pub(crate) struct OnWarning {
    /// The player, as the casino knows them (personal data: supervisors and above; a floor
    /// person sees the seat).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(crate) player: Option<String>,
    /// The player's name, as the latest ruling named them (supervisors and above).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(crate) name: Option<String>,
    /// The seat in the player's latest ruling.
    pub(crate) seat: u8,
    /// `warning` or `rounds`: the heaviest upheld penalty of the event.
    pub(crate) status: Standing,
    /// Every upheld penalty of the event, oldest first.
    pub(crate) penalties: Vec<Entry>,
    /// The latest penalty of missed hands, counted against the hands reported dealt at its
    /// table since it was given (`POST /v1/tables/{id}/hands`): absent for a warning.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(crate) serving: Option<ServingOut>,
}

/// A penalty of missed hands as the hands are dealt.
#[derive(Debug, Serialize, ToSchema)]
pub(crate) struct ServingOut {
    /// The penalty ruling.
    pub(crate) ruling_id: String,
    /// The hands it gave (rounds × players at the table then).
    pub(crate) hands: i64,
    /// Hands reported dealt at its table since.
    pub(crate) dealt: i64,
    /// Hands still to miss (0: served, the player may return).
    pub(crate) left: i64,
}

/// The players on warning or penalised at a table.
#[derive(Debug, Serialize, ToSchema)]
pub(crate) struct TableWarnings {
    pub(crate) table: String,
    pub(crate) tournament: String,
    pub(crate) players: Vec<OnWarning>,
}

/// The players at a table (their latest ruling of the event was at it) with upheld penalties
/// in the event: what RP-15 has a dealer hand over to the next. Floor staff and above; the
/// players' ids and names for supervisors and above (a floor person sees the seats).
#[utoipa::path(get, path = "/v1/tables/{id}/warnings", operation_id = "tableWarnings", tag = "record",
    params(("id" = String, Path, description = "The table (`context.table`)"), WarningsParams),
    responses(
        (status = 200, description = "Players on warning or penalised at the table", body = TableWarnings),
        QueryProblems,
        LogProblems,
        (status = 404, description = "The log is off", body = Problem, content_type = "application/problem+json")
    ))]
pub(crate) async fn warnings(
    State(s): State<AppState>,
    caller: Option<axum::Extension<crate::role::Caller>>,
    Path(table): Path<String>,
    q: Result<Query<WarningsParams>, axum::extract::rejection::QueryRejection>,
) -> Result<AppJson<TableWarnings>, AppError> {
    let Query(p) = q.map_err(|e| AppError::BadRequest(query_problem(&e)))?;
    if !s.store.enabled() {
        return Err(AppError::NotFound(WebText::LogOff.into()));
    }
    let mut players = Vec::new();
    for player in s.store.record().penalised(&p.tournament).await? {
        let Some(latest) = s.store.record().latest_seat(&p.tournament, &player).await? else {
            continue;
        };
        if latest.table.as_deref() != Some(table.as_str()) {
            continue;
        }
        let penalties = s.store.record().register(&p.tournament, &player).await?;
        let Some(status) = record::standing(&penalties) else {
            continue;
        };
        let serving = match record::serving(&penalties) {
            Some(last) => match s.store.record().hands_to_serve(&last.ruling_id).await? {
                Some((hands, at)) => {
                    let at_table = last.table.as_deref().unwrap_or(table.as_str());
                    let dealt = s
                        .store
                        .record()
                        .hands_since(&p.tournament, at_table, at)
                        .await?;
                    Some(ServingOut {
                        ruling_id: last.ruling_id.clone(),
                        hands,
                        dealt,
                        left: (hands - dealt).max(0),
                    })
                }
                None => None,
            },
            None => None,
        };
        let sees = caller
            .as_ref()
            .is_none_or(|c| c.0.role >= crate::role::Role::Supervisor);
        players.push(OnWarning {
            player: sees.then_some(player),
            name: latest.name.filter(|_| sees),
            seat: latest.seat,
            status,
            penalties,
            serving,
        });
    }
    Ok(AppJson(TableWarnings {
        table,
        tournament: p.tournament,
        players,
    }))
}

/// Hands dealt at a table.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub(crate) struct HandsRequest {
    /// The event.
    #[schema(min_length = 1, max_length = 200)]
    pub(crate) tournament: String,
    /// How many hands (default 1; a misdeal and its re-deal are one hand, Rule 35-C).
    #[serde(default)]
    #[schema(minimum = 1, maximum = 1000)]
    pub(crate) hands: Option<i64>,
}

/// The hands dealt at a table so far.
#[derive(Debug, Serialize, ToSchema)]
pub(crate) struct HandsDealt {
    pub(crate) table: String,
    pub(crate) tournament: String,
    /// Every hand reported at the table in the event.
    pub(crate) total: i64,
}

/// Report hands dealt at a table: what a serving penalty of missed hands counts (Rule 71-C).
#[utoipa::path(post, path = "/v1/tables/{id}/hands", operation_id = "handsDealt", tag = "record",
    params(("id" = String, Path, description = "The table (`context.table`)")),
    request_body(content = HandsRequest, example = json!({"tournament": "Main Event"})),
    responses(
        (status = 200, description = "The hands dealt at the table so far", body = HandsDealt),
        crate::problem::BodyProblems,
        LogProblems,
        (status = 404, description = "The log is off", body = Problem, content_type = "application/problem+json")
    ))]
pub(crate) async fn hands(
    State(s): State<AppState>,
    Path(table): Path<String>,
    crate::extract::JsonBody { value: req, .. }: crate::extract::JsonBody<HandsRequest>,
) -> Result<AppJson<HandsDealt>, AppError> {
    let n = req.hands.unwrap_or(1);
    let bad = |field: &str, problem: WebText| AppError::Unprocessable {
        detail: WebText::AtField {
            field: field.to_string(),
            problem: problem.into(),
        }
        .into(),
        field: Some(field.to_string()),
    };
    if !(1..=1000).contains(&n) {
        return Err(bad("hands", WebText::RecordLimit { most: 1000 }));
    }
    if req.tournament.is_empty() || req.tournament.chars().count() > 200 {
        return Err(bad("tournament", WebText::IncidentTooLong { most: 200 }));
    }
    if table.chars().count() > 200 {
        return Err(bad("table", WebText::IncidentTooLong { most: 200 }));
    }
    if !s.store.enabled() {
        return Err(AppError::NotFound(WebText::LogOff.into()));
    }
    let total = s
        .store
        .record()
        .add_hands(&s.new_id(), &req.tournament, &table, n)
        .await?;
    Ok(AppJson(HandsDealt {
        table,
        tournament: req.tournament,
        total,
    }))
}
