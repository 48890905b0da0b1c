//! Rulings: `POST /v1/rulings` gives one and logs it; the log is read with `GET /v1/rulings`
//! and `GET /v1/rulings/{id}`; the floor's final word is added with `PATCH /v1/rulings/{id}`;
//! `GET /v1/rulings/{id}/render` rules on a logged request again, as it was given.

use crate::extract::{AppJson, JsonBody, query_problem};
use crate::i18n::{Negotiate, in_language};
use crate::problem::{AppError, BodyProblems, LogProblems, Problem, QueryProblems};
use crate::role::Caller;
use crate::routes::players::Sight;
use crate::state::AppState;
use crate::store::{
    Filter, FinalStatus, FinalWord, Inserted, NewFinal, NewRecord, Record, parse_rfc3339,
};
use crate::text::WebText;
use axum::extract::{FromRequestParts, Path, Query, State};
use axum::http::request::Parts;
use axum::http::{HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Response};
use floorcall_engine::lang::Language;
use floorcall_engine::request::RulingRequest;
use floorcall_engine::ruling::{Outcome, Ruling};
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};

/// A ruling with the id under which it is logged.
#[derive(Debug, Serialize, ToSchema)]
pub(crate) struct RulingResponse {
    /// Sortable by time (ULID).
    pub(crate) id: String,
    #[serde(flatten)]
    pub(crate) ruling: Ruling,
}

/// The `Idempotency-Key` header, checked before the body is read or the engine runs: 1 to 200
/// visible ASCII characters.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct IdempotencyKey(pub Option<String>);

impl<S: Send + Sync> FromRequestParts<S> for IdempotencyKey {
    type Rejection = AppError;

    async fn from_request_parts(parts: &mut Parts, _state: &S) -> Result<Self, AppError> {
        let Some(v) = parts.headers.get("idempotency-key") else {
            return Ok(IdempotencyKey(None));
        };
        let k = v
            .to_str()
            .map_err(|_| AppError::BadRequest(WebText::KeyNotAscii.into()))?;
        if k.is_empty() || k.len() > 200 {
            return Err(AppError::BadRequest(WebText::KeyLength.into()));
        }
        Ok(IdempotencyKey(Some(k.to_string())))
    }
}

const EXAMPLE: &str = r#"{"edition": "2024", "language": "en",
 "hand": {"game": "NLHE", "blinds": {"small": 250, "big": 500}, "button": 5,
  "seats": [{"seat": 1, "stack": 20000}, {"seat": 2, "stack": 20000}, {"seat": 3, "stack": 20000}, {"seat": 4, "stack": 20000}, {"seat": 5, "stack": 20000}],
  "actions": [{"seat": 3, "action": "raise", "to": 1100}]},
 "dispute": {"type": "bet", "seat": 4, "chips": [1000, 100, 100, 100, 100, 100]},
 "context": {"tournament": "Main Event", "table": "12", "floor": "Ana"}}"#;

/// Rule on a dispute. The ruling is recorded in the log before the answer is sent.
///
/// `language` comes from the body, else `Accept-Language`, else English; `house` (a
/// house-rule profile of `GET /v1/house-rules`) from the body, else the server's default
/// profile, else none (the TDA alone); `edition` from the body, else the profile's, else the
/// server's default. An `Idempotency-Key` header makes retries safe: the same key and request
/// return the same ruling and record nothing new. `house_version` and `house_digest` pin the
/// profile's version (the console sends the version an offline ruling was given under): the
/// ruling is logged under that version or not at all (409 when the server's profile changed).
#[utoipa::path(post, path = "/v1/rulings", operation_id = "createRuling", tag = "rulings",
    request_body(content = RulingRequest, example = json!(serde_json::from_str::<serde_json::Value>(EXAMPLE).unwrap_or_default())),
    params(
        ("Idempotency-Key" = Option<String>, Header, description = "A client key that makes retries return the first ruling"),
        ("Accept-Language" = Option<String>, Header, description = "A language tag, when the body names no language: a `Language` code, or a tag that reads as one (`pt-BR` is `pt`; `zh-TW`, `zh-HK` and `zh-MO` are `zh-Hant`, `zh-CN` is `zh`)")
    ),
    responses(
        (status = 200, description = "The ruling, logged", body = RulingResponse, headers(
            ("Location" = String, description = "The logged ruling: `/v1/rulings/{id}`"),
            ("Idempotent-Replayed" = String, description = "`true` when the `Idempotency-Key` was seen before and the first ruling is returned"),
            ("Content-Language" = String, description = "The language of the ruling's words"),
            ("Vary" = String, description = "`accept-language`")
        )),
        BodyProblems,
        LogProblems,
        (status = 409, description = "Idempotency-Key reused with another request; or the request pins a version of its house-rule profile (`house_version`, `house_digest`: a ruling given offline) and the server's profile of that name is now another version: the problem names the profile and both versions, and nothing is logged", body = Problem, content_type = "application/problem+json"),
        (status = 422, description = "The hand or the dispute is wrong: the problem names the field, the action index and the rule; or `house` names no profile of the server's (the problem lists them)", body = Problem, content_type = "application/problem+json"),
        (status = 429, description = "Over the rate, too many requests in progress, or the credential's daily quota of stored bytes is used (until midnight UTC)", body = Problem, content_type = "application/problem+json",
            headers(("Retry-After" = String, description = "Seconds to wait")))
    ))]
pub(crate) async fn create(
    State(s): State<AppState>,
    caller: Option<axum::Extension<Caller>>,
    headers: axum::http::HeaderMap,
    negotiate: Negotiate,
    IdempotencyKey(key): IdempotencyKey,
    JsonBody {
        value: req,
        raw: body,
    }: JsonBody<RulingRequest>,
) -> Result<Response, AppError> {
    check_stored_size(&s, &req, &body)?;
    // A language named in the body is the problem's too; else the header decides.
    let house = s
        .houses
        .resolve(req.house.as_deref(), "house")
        .map_err(|e| negotiate.with(req.edition, req.language).error(e))?;
    let profile_edition = house.as_ref().and_then(|p| p.edition);
    let n = negotiate.with(req.edition.or(profile_edition), req.language);
    check_pin(&req, house.as_deref()).map_err(|e| n.error(e))?;
    check_players(&req).map_err(|e| n.error(e))?;
    // A dispute ruled with the offender's record (a penalty without `prior`) takes the
    // player's record in the event.
    let (req, register) = super::players::with_register(&s, req).await?;
    let under = house.clone();
    let (req, decided) = crate::heavy::run(body.len(), move || {
        let r = req.decide_under(n.edition, n.language, under.as_deref());
        (req, r)
    })
    .await;
    let ruling = decided.map_err(|e| n.error(AppError::hand(e, n.edition)))?;
    let id = s.new_id();
    crate::telemetry::record("ruling_id", &id);
    let actor = caller.as_ref().map(|c| c.0.actor());
    let request_id = headers
        .get(crate::telemetry::REQUEST_ID)
        .and_then(|v| v.to_str().ok())
        .map(String::from);
    let mut rec =
        NewRecord::new(id.clone(), &req, &body, &ruling, key, actor, request_id)?.under(house);
    if let Some(reg) = &register {
        rec.ruling = super::players::add_register(&rec.ruling, reg, n.language, n.edition);
    }
    // The credential's daily quota of stored bytes (the request and the ruling as stored).
    if let Some(c) = &caller {
        let bytes = (rec.request.len() + rec.ruling.len()) as u64;
        if let Err(seconds) = s.usage.charge(&s.store, &c.0.principal(), bytes).await {
            return Err(AppError::Throttled(
                WebText::QuotaExceeded {
                    limit: s.settings.daily_stored_bytes as usize,
                    seconds,
                }
                .into(),
                seconds,
            ));
        }
    }
    let body_out = with_id(&id, &rec.ruling);
    match s.store.rulings().insert(rec).await? {
        Inserted::New => {
            // Debug, as the access line of a logged ruling is: the log is the record, and a
            // line written to stderr for every ruling is paid on the logged path.
            tracing::debug!(
                dispute_type = req.dispute.kind().as_str(),
                outcome = ruling.decision.outcome.as_str(),
                rule = %ruling.citation.key,
                "ruling logged"
            );
            metrics::counter!("floorcall_rulings_total",
                "type" => req.dispute.kind().as_str(),
                "outcome" => ruling.decision.outcome.as_str(), "rule" => ruling.citation.key)
            .increment(1);
            let mut r = json_response(body_out);
            if let Ok(v) = HeaderValue::from_str(&format!("/v1/rulings/{id}")) {
                r.headers_mut().insert(header::LOCATION, v);
            }
            Ok(n.answer(r))
        }
        Inserted::Existing(old) => {
            crate::telemetry::record("ruling_id", &old.id);
            tracing::info!("ruling replayed for its Idempotency-Key");
            let mut r = json_response(with_id(&old.id, old.ruling.get()));
            r.headers_mut()
                .insert("idempotent-replayed", HeaderValue::from_static("true"));
            Ok(in_language(r, old.language))
        }
    }
}

/// A request that pins the profile's version (`house_version`, `house_digest`: a ruling the
/// console gave offline) is ruled and logged only under that version: when the server's profile
/// is another, 409 naming the profile and both versions, and nothing is logged. The ruling given
/// at the table is never logged under rules it was not given under.
fn check_pin(
    req: &RulingRequest,
    profile: Option<&floorcall_engine::house::Profile>,
) -> Result<(), AppError> {
    use floorcall_engine::request::HousePin;
    match (req.house_pin(profile), profile) {
        (HousePin::Holds, _) => Ok(()),
        (HousePin::Changed, Some(p)) => Err(AppError::Conflict(
            WebText::HouseChanged {
                name: p.name.clone(),
                version: req.house_version.clone().unwrap_or_else(|| "?".into()),
                digest: req.house_digest.clone().unwrap_or_else(|| "?".into()),
                now_version: p.version.clone(),
                now_digest: p.digest.clone(),
            }
            .into(),
        )),
        _ => Err(AppError::Unprocessable {
            detail: WebText::AtField {
                field: "house_digest".into(),
                problem: WebText::HousePinWithoutHouse.into(),
            }
            .into(),
            field: Some("house_digest".into()),
        }),
    }
}

/// Every seat's `player.id` is one the log can search by (422 naming the seat's field).
fn check_players(req: &RulingRequest) -> Result<(), AppError> {
    let seats: Vec<(&str, usize, &floorcall_engine::hand::PlayerRef)> = match (&req.hand, &req.spot)
    {
        (Some(h), _) => h
            .seats
            .iter()
            .enumerate()
            .filter_map(|(i, s)| s.player.as_ref().map(|p| ("hand", i, p)))
            .collect(),
        (None, Some(sp)) => sp
            .seats
            .iter()
            .enumerate()
            .filter_map(|(i, s)| s.player.as_ref().map(|p| ("spot", i, p)))
            .collect(),
        _ => Vec::new(),
    };
    for (at, i, p) in seats {
        let field = format!("{at}.seats[{i}].player");
        super::players::check_player_id(&p.id).map_err(|_| AppError::Unprocessable {
            detail: WebText::AtField {
                field: format!("{field}.id"),
                problem: WebText::BadPlayerId.into(),
            }
            .into(),
            field: Some(format!("{field}.id")),
        })?;
        if p.name
            .as_ref()
            .is_some_and(|n| n.chars().count() > CONTEXT_MAX_CHARS)
        {
            return Err(AppError::Unprocessable {
                detail: WebText::AtField {
                    field: format!("{field}.name"),
                    problem: WebText::AtMostChars {
                        count: CONTEXT_MAX_CHARS,
                    }
                    .into(),
                }
                .into(),
                field: Some(format!("{field}.name")),
            });
        }
    }
    Ok(())
}

/// Longest `context` field stored with a ruling, in characters.
pub(crate) const CONTEXT_MAX_CHARS: usize = 200;

/// What the log stores of a request is bounded: the request itself (`--max-stored-request`,
/// 413) and each `context` field (422 naming it).
fn check_stored_size(s: &AppState, req: &RulingRequest, body: &[u8]) -> Result<(), AppError> {
    if body.len() > s.settings.max_stored_request {
        return Err(AppError::TooLarge(
            WebText::StoredRequestTooLarge {
                limit: s.settings.max_stored_request,
            }
            .into(),
        ));
    }
    let Some(c) = &req.context else {
        return Ok(());
    };
    for (name, v) in [
        ("tournament", &c.tournament),
        ("table", &c.table),
        ("floor", &c.floor),
    ] {
        if v.as_ref()
            .is_some_and(|v| v.chars().count() > CONTEXT_MAX_CHARS)
        {
            let field = format!("context.{name}");
            return Err(AppError::Unprocessable {
                detail: WebText::AtField {
                    field: field.clone(),
                    problem: WebText::AtMostChars {
                        count: CONTEXT_MAX_CHARS,
                    }
                    .into(),
                }
                .into(),
                field: Some(field),
            });
        }
    }
    Ok(())
}

/// `{"id": …, …ruling}` without parsing the ruling again.
fn with_id(id: &str, ruling_json: &str) -> String {
    let rest = ruling_json.strip_prefix('{').unwrap_or(ruling_json);
    let sep = if rest.trim_start().starts_with('}') {
        ""
    } else {
        ","
    };
    format!("{{\"id\":\"{id}\"{sep}{rest}")
}

fn json_response(body: String) -> Response {
    (
        [(
            header::CONTENT_TYPE,
            HeaderValue::from_static("application/json"),
        )],
        body,
    )
        .into_response()
}

/// One logged ruling.
#[utoipa::path(get, path = "/v1/rulings/{id}", operation_id = "getRuling", tag = "rulings",
    params(("id" = String, Path, description = "The ruling's id")),
    responses(
        (status = 200, description = "The logged ruling", body = Record),
        LogProblems,
        (status = 404, description = "No ruling with that id", body = Problem, content_type = "application/problem+json")
    ))]
pub(crate) async fn get(
    State(s): State<AppState>,
    caller: Option<axum::Extension<Caller>>,
    Path(id): Path<String>,
) -> Result<AppJson<Record>, AppError> {
    if !s.store.enabled() {
        return Err(AppError::NotFound(WebText::LogOff.into()));
    }
    let sight = Sight::of(caller.as_ref().map(|c| &c.0));
    s.store
        .rulings()
        .get_with_history(&id)
        .await?
        .map(|r| AppJson(sight.show(r)))
        .ok_or_else(|| AppError::NotFound(WebText::NoRuling { id }.into()))
}

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
#[serde(deny_unknown_fields)]
pub(crate) struct RenderParams {
    /// The language of the words (a `Language` code); default: the language the ruling was
    /// logged in.
    pub(crate) language: Option<Language>,
}

/// A logged ruling ruled again as it was given.
#[derive(Debug, Serialize, ToSchema)]
pub(crate) struct RenderedRuling {
    /// The logged ruling's id.
    pub(crate) id: String,
    /// Whether it decides as the logged ruling did: outcome, action, amounts, pots, options,
    /// citations and numbers, discretion, alternatives, the house profile and the TDA's
    /// ruling beside it (the words aside, which follow the language). False only where this
    /// server's engine now rules otherwise than the one that gave it.
    pub(crate) matches_log: bool,
    #[serde(flatten)]
    pub(crate) ruling: Ruling,
}

/// A logged ruling, ruled again as it was given, in a language: the logged request, under the
/// logged edition and the logged version of its house-rule profile (the profile's file as the
/// log kept it, by digest: whatever the file or the server's profiles say today). Nothing is
/// logged.
#[utoipa::path(get, path = "/v1/rulings/{id}/render", operation_id = "renderRuling", tag = "rulings",
    params(("id" = String, Path, description = "The ruling's id"), RenderParams),
    responses(
        (status = 200, description = "The ruling as it was given, in the language", body = RenderedRuling, headers(
            ("Content-Language" = String, description = "The language of the ruling's words"),
            ("Vary" = String, description = "`accept-language`")
        )),
        QueryProblems,
        LogProblems,
        (status = 404, description = "No ruling with that id", body = Problem, content_type = "application/problem+json"),
        (status = 409, description = "The logged ruling cannot be ruled again: its request no longer reads, or the log lacks its profile", body = Problem, content_type = "application/problem+json")
    ))]
pub(crate) async fn render(
    State(s): State<AppState>,
    negotiate: Negotiate,
    Path(id): Path<String>,
    q: Result<Query<RenderParams>, axum::extract::rejection::QueryRejection>,
) -> Result<Response, AppError> {
    let Query(p) = q.map_err(|e| AppError::BadRequest(query_problem(&e)))?;
    let asked = negotiate.with(None, p.language);
    if !s.store.enabled() {
        return Err(asked.error(AppError::NotFound(WebText::LogOff.into())));
    }
    let Some(rec) = s.store.rulings().get(&id).await? else {
        return Err(asked.error(AppError::NotFound(WebText::NoRuling { id }.into())));
    };
    let lang = p.language.unwrap_or(rec.language);
    let again = |problem: floorcall_engine::text::Message| {
        asked.error(AppError::Conflict(
            WebText::NotRuledAgain {
                id: rec.id.clone(),
                problem,
            }
            .into(),
        ))
    };
    let mut req: RulingRequest = serde_json::from_str(rec.request.get()).map_err(|e| {
        again(
            WebText::Raw {
                text: e.to_string(),
            }
            .into(),
        )
    })?;
    let profile = match &rec.house_digest {
        None => None,
        Some(digest) => {
            let missing = || WebText::NoLoggedProfile {
                digest: digest.clone(),
            };
            let text = s
                .store
                .rulings()
                .house_text(digest)
                .await?
                .ok_or_else(|| again(missing().into()))?;
            let profile = floorcall_engine::house::Profile::parse(&text)
                .ok()
                .filter(|p| p.digest == *digest)
                .ok_or_else(|| again(missing().into()))?;
            Some(profile)
        }
    };
    // The edition and language the ruling is given in are the logged edition and the one asked
    // for, whatever the request said.
    req.edition = Some(rec.edition);
    req.language = Some(lang);
    // A ruling given with the register's entries is ruled again with the same ones.
    if req.dispute.wants_history()
        && let Some(counted) = super::players::logged_register(&rec.ruling.value())
    {
        req.dispute.with_history(&counted);
    }
    let size = rec.request.get().len();
    let decided = crate::heavy::run(size, move || {
        req.decide_under(rec.edition, lang, profile.as_ref())
    })
    .await;
    let ruling = decided.map_err(|e| {
        again(match &e.field {
            Some(field) => WebText::AtField {
                field: field.clone(),
                problem: e.reason.clone(),
            }
            .into(),
            None => e.reason.clone(),
        })
    })?;
    // The logged ruling read back as a ruling (what the register counted is the log's, not the
    // engine's: not part of it), and compared with the one given again, the words aside; the
    // new one goes through the same reading, as the log would keep it.
    let matches_log = decision(rec.ruling.get())
        .zip(
            serde_json::to_string(&ruling)
                .ok()
                .and_then(|now| decision(&now)),
        )
        .is_some_and(|(logged, now)| logged == now);
    let out = RenderedRuling {
        id,
        matches_log,
        ruling,
    };
    Ok(in_language(AppJson(out).into_response(), lang))
}

/// What a logged ruling decides, its words aside ([`Ruling::words_aside`]): the ruling read
/// back from its JSON, absent where it no longer reads.
fn decision(logged: &str) -> Option<Ruling> {
    serde_json::from_str::<Ruling>(logged)
        .ok()
        .map(|r| r.words_aside())
}

/// The floor's final word on a ruling.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub(crate) struct FinalRequest {
    #[serde(rename = "final")]
    pub(crate) final_word: FinalWord,
    #[serde(default)]
    #[schema(max_length = 4000)]
    pub(crate) note: Option<String>,
    /// Who decided (the floor person's name); recorded with the word, beside the API key's
    /// name.
    #[serde(default)]
    #[schema(max_length = 200)]
    pub(crate) floor: Option<String>,
}

/// Record the floor's final word: upheld or overruled, with a note. Words are appended: a
/// later word becomes the ruling's `final` and every earlier one stays in `final_history`,
/// with who gave it and when. A supervisor's word (or above) is the final word at once (200);
/// a floor person's is a proposal (202), in the history until a supervisor confirms it from
/// their own session (`POST /v1/rulings/{id}/confirm`).
#[utoipa::path(patch, path = "/v1/rulings/{id}", operation_id = "recordFinalWord", tag = "rulings",
    params(("id" = String, Path, description = "The ruling's id")),
    request_body(content = FinalRequest, example = json!({"final": "upheld", "note": "Ruled at the table", "floor": "Ana"})),
    responses(
        (status = 200, description = "The ruling with the final word", body = Record),
        (status = 202, description = "A floor person's proposal, recorded in the history: the final word once a supervisor confirms it", body = Record),
        BodyProblems,
        LogProblems,
        (status = 404, description = "No ruling with that id", body = Problem, content_type = "application/problem+json")
    ))]
pub(crate) async fn finalize(
    State(s): State<AppState>,
    caller: Option<axum::Extension<Caller>>,
    Path(id): Path<String>,
    JsonBody { value: req, .. }: JsonBody<FinalRequest>,
) -> Result<(StatusCode, AppJson<Record>), AppError> {
    if req.note.as_ref().is_some_and(|n| n.len() > 4000) {
        return Err(AppError::Unprocessable {
            detail: WebText::NoteTooLong.into(),
            field: Some("note".into()),
        });
    }
    if req
        .floor
        .as_ref()
        .is_some_and(|n| n.chars().count() > CONTEXT_MAX_CHARS)
    {
        return Err(AppError::Unprocessable {
            detail: WebText::AtField {
                field: "floor".into(),
                problem: WebText::AtMostChars {
                    count: CONTEXT_MAX_CHARS,
                }
                .into(),
            }
            .into(),
            field: Some("floor".into()),
        });
    }
    if !s.store.enabled() {
        return Err(AppError::NotFound(WebText::LogOff.into()));
    }
    let proposal = caller
        .as_ref()
        .is_some_and(|c| c.0.role < crate::role::Role::Supervisor);
    let entry = NewFinal {
        word: req.final_word,
        note: req.note.as_deref(),
        floor: req.floor.as_deref(),
        key: caller.as_ref().map(|c| c.0.name.as_str()),
        by: caller.as_ref().map(|c| c.0.actor()),
        status: if proposal {
            FinalStatus::Proposed
        } else {
            FinalStatus::Given
        },
        confirms: None,
    };
    let rec = s
        .store
        .rulings()
        .add_final(&id, entry, s.new_id())
        .await?
        .ok_or_else(|| AppError::NotFound(WebText::NoRuling { id }.into()))?;
    let status = if proposal {
        StatusCode::ACCEPTED
    } else {
        StatusCode::OK
    };
    Ok((status, AppJson(rec)))
}

/// A floor person's proposal to confirm.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub(crate) struct ConfirmRequest {
    /// The proposal's entry id (in the ruling's `final_history`).
    #[schema(max_length = 40)]
    pub(crate) proposal: String,
}

/// Confirm a floor person's proposed final word: a supervisor, signed in as a person (not a
/// key), confirms another person's proposal; it becomes the ruling's final word and the
/// history shows both, the proposal and its confirmation.
#[utoipa::path(post, path = "/v1/rulings/{id}/confirm", operation_id = "confirmFinalWord", tag = "rulings",
    params(("id" = String, Path, description = "The ruling's id")),
    request_body(content = ConfirmRequest, example = json!({"proposal": "01KB2T4V0M4E8S1WB4Q3N5RZ7D"})),
    responses(
        (status = 200, description = "The ruling with the confirmed final word", body = Record),
        BodyProblems,
        LogProblems,
        (status = 403, description = "Confirming needs a supervisor signed in as a person", body = Problem, content_type = "application/problem+json"),
        (status = 404, description = "No such ruling, or no such proposal waiting", body = Problem, content_type = "application/problem+json"),
        (status = 409, description = "Already confirmed, or the person's own proposal", body = Problem, content_type = "application/problem+json")
    ))]
pub(crate) async fn confirm(
    State(s): State<AppState>,
    caller: Option<axum::Extension<Caller>>,
    Path(id): Path<String>,
    JsonBody { value: req, .. }: JsonBody<ConfirmRequest>,
) -> Result<AppJson<Record>, AppError> {
    if !s.store.enabled() {
        return Err(AppError::NotFound(WebText::LogOff.into()));
    }
    let rec = s
        .store
        .rulings()
        .get_with_history(&id)
        .await?
        .ok_or_else(|| AppError::NotFound(WebText::NoRuling { id: id.clone() }.into()))?;
    if let Some(c) = &caller
        && c.0.session.is_none()
    {
        return Err(AppError::Forbidden(WebText::NeedsPerson.into()));
    }
    let no_proposal = || {
        AppError::NotFound(
            WebText::NoProposal {
                id: req.proposal.clone(),
            }
            .into(),
        )
    };
    let proposed = rec
        .final_history
        .iter()
        .find(|e| e.id == req.proposal && e.status == FinalStatus::Proposed)
        .ok_or_else(no_proposal)?;
    if rec
        .final_history
        .iter()
        .any(|e| e.confirms.as_deref() == Some(req.proposal.as_str()))
    {
        return Err(AppError::Conflict(
            WebText::AlreadyConfirmed {
                id: req.proposal.clone(),
            }
            .into(),
        ));
    }
    if let (Some(c), Some(by)) = (&caller, &proposed.by)
        && by.kind == c.0.kind
        && by.id == c.0.id
    {
        return Err(AppError::Conflict(WebText::OwnProposal.into()));
    }
    let entry = NewFinal {
        word: proposed.final_word,
        note: proposed.note.as_deref(),
        floor: proposed.floor.as_deref(),
        key: caller.as_ref().map(|c| c.0.name.as_str()),
        by: caller.as_ref().map(|c| c.0.actor()),
        status: FinalStatus::Confirmed,
        confirms: Some(proposed.id.clone()),
    };
    s.store
        .rulings()
        .add_final(&id, entry, s.new_id())
        .await?
        .map(AppJson)
        .ok_or_else(|| AppError::NotFound(WebText::NoRuling { id }.into()))
}

#[derive(Debug, Clone, Copy, Deserialize, ToSchema, Default, PartialEq, Eq)]
#[serde(rename_all = "lowercase")]
pub(crate) enum ExportFormat {
    #[default]
    Json,
    Ndjson,
    Csv,
}

/// Filters of the log.
#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
#[serde(deny_unknown_fields)]
pub(crate) struct ListParams {
    /// From this time (RFC 3339 or a date), inclusive.
    pub(crate) since: Option<String>,
    /// Until this time, exclusive.
    pub(crate) until: Option<String>,
    pub(crate) table: Option<String>,
    pub(crate) tournament: Option<String>,
    pub(crate) outcome: Option<Outcome>,
    /// Rule key, e.g. `raise-amounts`.
    pub(crate) rule: Option<String>,
    /// The house-rule profile a ruling was given under, by name (`wsop-2024`), whatever its
    /// version.
    pub(crate) house: Option<String>,
    /// 1 to 1000 (default 100), for `format=json`.
    #[param(minimum = 1, maximum = 1000)]
    pub(crate) limit: Option<i64>,
    /// The `next_cursor` of the previous page.
    pub(crate) cursor: Option<String>,
    /// json (a page), ndjson or csv (every matching ruling).
    #[param(inline)]
    pub(crate) format: Option<ExportFormat>,
}

#[derive(Debug, Serialize, ToSchema)]
pub(crate) struct RulingsPage {
    pub(crate) items: Vec<Record>,
    /// Pass as `cursor` for the next page; absent on the last.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(crate) next_cursor: Option<String>,
}

/// The rulings log, oldest first, filtered, with cursor pagination; or exported as NDJSON or
/// CSV.
#[utoipa::path(get, path = "/v1/rulings", operation_id = "listRulings", tag = "rulings",
    params(ListParams),
    responses(
        (status = 200, description = "A page of rulings (or an NDJSON / CSV export)", body = RulingsPage,
            content((RulingsPage = "application/json"), (String = "application/x-ndjson"), (String = "text/csv"))),
        QueryProblems,
        LogProblems
    ))]
pub(crate) async fn list(
    State(s): State<AppState>,
    caller: Option<axum::Extension<Caller>>,
    query: Result<Query<ListParams>, axum::extract::rejection::QueryRejection>,
) -> Result<Response, AppError> {
    let Query(p) = query.map_err(|e| AppError::BadRequest(query_problem(&e)))?;
    let format = p.format.unwrap_or_default();
    let f = filter(p)?;
    let sight = Sight::of(caller.as_ref().map(|c| &c.0));
    if format == ExportFormat::Json {
        let mut out = page(&s, f).await?;
        out.items = out.items.into_iter().map(|r| sight.show(r)).collect();
        return Ok(AppJson(out).into_response());
    }
    // Exports in progress: a few per credential (429), a few more on the server (503).
    let principal = caller
        .as_ref()
        .map_or_else(|| "anonymous".to_string(), |c| c.0.principal());
    let per = s.settings.max_exports_per_credential;
    let Some(mine) = s.exports.try_take(&principal, per) else {
        return Err(AppError::Throttled(
            WebText::TooManyExports { count: per }.into(),
            1,
        ));
    };
    let Some(all) = s.exports.try_take("*", s.settings.max_exports) else {
        return Err(AppError::Unavailable(WebText::ExportsBusy.into()));
    };
    export(&s, f, format, (mine, all), sight).await
}

/// The filter of a listing; `limit` checked (1 to 1000, default 100).
/// A time parameter (RFC 3339) in milliseconds, or a 400 naming it.
pub(crate) fn time_param(v: &Option<String>, name: &str) -> Result<Option<i64>, AppError> {
    match v {
        None => Ok(None),
        Some(t) => parse_rfc3339(t).map(Some).ok_or_else(|| {
            AppError::BadRequest(
                WebText::NotATime {
                    name: name.to_string(),
                    value: t.clone(),
                }
                .into(),
            )
        }),
    }
}

fn filter(p: ListParams) -> Result<Filter, AppError> {
    let time = time_param;
    let limit = p.limit.unwrap_or(100);
    if !(1..=1000).contains(&limit) {
        return Err(AppError::BadRequest(WebText::LimitRange.into()));
    }
    Ok(Filter {
        since_ms: time(&p.since, "since")?,
        until_ms: time(&p.until, "until")?,
        table: p.table,
        tournament: p.tournament,
        outcome: p.outcome,
        rule: p.rule,
        house: p.house,
        after: p.cursor,
        through: None,
        limit,
    })
}

/// One page: one row more than the page is read, so a cursor is given only when there is a
/// next page and the last page never comes back empty.
async fn page(s: &AppState, mut f: Filter) -> Result<RulingsPage, AppError> {
    let limit = f.limit;
    f.limit = limit + 1;
    let mut items = s.store.rulings().list(&f).await?;
    let next_cursor = if items.len() as i64 > limit {
        items.truncate(limit as usize);
        items.last().map(|r| r.id.clone())
    } else {
        None
    };
    Ok(RulingsPage { items, next_cursor })
}

/// Rulings read from the log per page of an export, at most (CSV pages, without the request
/// and the ruling, hold at most this many small rows).
const EXPORT_PAGE: i64 = 100;

/// Characters of stored requests and rulings per page of an NDJSON export, at most (a page
/// holds one ruling at least): what an export holds in memory does not grow with the size
/// of the rulings.
pub const EXPORT_PAGE_BYTES: usize = 1 << 20;

/// Every matching ruling as NDJSON or CSV, streamed page by page from the log: memory stays
/// constant however long the log, and the 10-second request timeout does not apply (the
/// answer starts at once). A client that stops reading for `--idle-timeout` seconds, or a log
/// that fails midway, ends the transfer with an error, never with a body that looks whole.
async fn export(
    s: &AppState,
    mut f: Filter,
    format: ExportFormat,
    tickets: (crate::store::limits::Ticket, crate::store::limits::Ticket),
    sight: Sight,
) -> Result<Response, AppError> {
    use futures_util::StreamExt;
    use std::sync::Arc;
    use std::sync::atomic::{AtomicBool, Ordering};
    f.limit = EXPORT_PAGE;
    let next_page = move |store: crate::store::Store, f: Filter| async move {
        if format == ExportFormat::Csv {
            store.rulings().list_columns(&f).await
        } else {
            store.rulings().export_page(&f, EXPORT_PAGE_BYTES).await
        }
    };
    // The first page is read before answering, so a log that is down is a 503, not a 200
    // with an empty body.
    let first = next_page(s.store.clone(), f.clone()).await?;
    let (tx, rx) = tokio::sync::mpsc::channel::<axum::body::Bytes>(2);
    let complete = Arc::new(AtomicBool::new(false));
    let done = complete.clone();
    let store = s.store.clone();
    let idle = s.settings.idle_timeout;
    tokio::spawn(async move {
        let mut page = first;
        let mut out = String::new();
        if format == ExportFormat::Csv {
            out.push_str("id,created_at,edition,language,dispute_type,outcome,rule_key,tournament,table,floor,final,final_note,house_profile,house_version,house_digest,asked_by,request_id\n");
        }
        loop {
            for r in &page {
                match format {
                    ExportFormat::Ndjson => {
                        let r = sight.show(r.clone());
                        out.push_str(&serde_json::to_string(&r).unwrap_or_default());
                    }
                    _ => out.push_str(&csv_line(r)),
                }
                out.push('\n');
            }
            if !out.is_empty() {
                let chunk = axum::body::Bytes::from(std::mem::take(&mut out));
                if tx.send_timeout(chunk, idle).await.is_err() {
                    tracing::info!("export stopped: the client stopped reading");
                    return;
                }
            }
            if page.is_empty() || (format == ExportFormat::Csv && (page.len() as i64) < f.limit) {
                break;
            }
            f.after = page.last().map(|r| r.id.clone());
            page = match next_page(store.clone(), f.clone()).await {
                Ok(p) => p,
                Err(e) => {
                    tracing::error!(error = %e, "export stopped: the log failed");
                    return;
                }
            };
        }
        done.store(true, Ordering::Release);
    });
    // The export counts as in progress (its tickets) until its body is sent or dropped.
    let body = futures_util::stream::unfold(
        (rx, complete, tickets),
        |(mut rx, complete, tickets)| async move {
            match rx.recv().await {
                Some(chunk) => Some((Ok(chunk), (rx, complete, tickets))),
                None if complete.load(Ordering::Acquire) => None,
                // The producer stopped early: fail the transfer instead of ending it cleanly.
                None => {
                    complete.store(true, Ordering::Release);
                    Some((
                        Err(std::io::Error::other("the export stopped before its end")),
                        (rx, complete, tickets),
                    ))
                }
            }
        },
    )
    .boxed();
    let ctype = match format {
        ExportFormat::Ndjson => "application/x-ndjson",
        _ => "text/csv; charset=utf-8",
    };
    Ok((
        StatusCode::OK,
        [(header::CONTENT_TYPE, ctype)],
        axum::body::Body::from_stream(body),
    )
        .into_response())
}

fn csv_line(r: &Record) -> String {
    let fields = [
        r.id.as_str(),
        r.created_at.as_str(),
        r.edition.as_str(),
        r.language.code(),
        r.dispute_type.as_str(),
        r.outcome.as_str(),
        r.rule_key.slug(),
        r.tournament.as_deref().unwrap_or_default(),
        r.table.as_deref().unwrap_or_default(),
        r.floor.as_deref().unwrap_or_default(),
        r.final_word.map(|w| w.as_str()).unwrap_or_default(),
        r.final_note.as_deref().unwrap_or_default(),
        r.house_profile.as_deref().unwrap_or_default(),
        r.house_version.as_deref().unwrap_or_default(),
        r.house_digest.as_deref().unwrap_or_default(),
        &r.asked_by.as_ref().map(|a| a.label()).unwrap_or_default(),
        r.request_id.as_deref().unwrap_or_default(),
    ];
    let cells: Vec<String> = fields.iter().map(|x| csv_field(x)).collect();
    cells.join(",")
}

/// A CSV cell. A cell a spreadsheet could read as a formula is neutralised with a leading
/// apostrophe, so a table named `=HYPERLINK(…)` stays text when the export is opened: one
/// starting with `=`, `+`, `-`, `@`, a tab or a carriage return, or holding one after a
/// separator some spreadsheet splits on (`x;=1+1`: Excel in pt-BR and es splits cells on
/// `;`). A cell holding a separator (`,`, `;`, a tab), a quote or a line break is quoted.
fn csv_field(s: &str) -> String {
    const FORMULA: [char; 6] = ['=', '+', '-', '@', '\t', '\r'];
    let formula = s.starts_with(FORMULA)
        || s.split([',', ';', '\t', '\n', '\r'])
            .skip(1)
            .any(|part| part.trim_start_matches(' ').starts_with(FORMULA));
    let s = if formula {
        format!("'{s}")
    } else {
        s.to_string()
    };
    if s.contains([',', ';', '\t', '"', '\n', '\r']) {
        format!("\"{}\"", s.replace('"', "\"\""))
    } else {
        s
    }
}

#[cfg(test)]
mod tests {
    use super::{EXAMPLE, csv_field, decision};
    use floorcall_engine::lang::Language;
    use floorcall_engine::request::RulingRequest;
    use floorcall_engine::rules::Edition;
    use floorcall_engine::ruling::{Outcome, Ruling};

    #[test]
    fn a_decision_is_the_ruling_without_its_words() {
        let mut req: RulingRequest = serde_json::from_str(EXAMPLE).expect("the example reads");
        let en = req
            .decide_under(Edition::E2024, Language::En, None)
            .expect("ruled");
        req.language = Some(Language::Pt);
        let pt = req
            .decide_under(Edition::E2024, Language::Pt, None)
            .expect("ruled");
        assert_ne!(en.summary, pt.summary);
        let text = |r: &Ruling| serde_json::to_string(r).expect("JSON");
        let logged = decision(&text(&en)).expect("the logged ruling reads back");
        assert_eq!(Some(&logged), decision(&text(&pt)).as_ref());
        // What the log adds (the register) is no part of it.
        let mut with_register: serde_json::Value = serde_json::from_str(&text(&en)).expect("JSON");
        with_register["register"] = serde_json::json!({"player": "P1", "counted": []});
        assert_eq!(decision(&with_register.to_string()).as_ref(), Some(&logged));
        type Change = fn(&mut Ruling);
        let changes: [(&str, Change); 4] = [
            ("outcome", |r| r.decision.outcome = Outcome::Corrected),
            ("returned", |r| r.decision.returned = Some(12_345)),
            ("citation number", |r| r.citation.number = Some("99".into())),
            ("discretion", |r| r.discretion = !r.discretion),
        ];
        for (what, change) in changes {
            let mut changed = pt.clone();
            change(&mut changed);
            assert_ne!(decision(&text(&changed)).as_ref(), Some(&logged), "{what}");
        }
    }

    #[test]
    fn formulas_are_neutralised_in_csv_cells() {
        assert_eq!(csv_field("=HYPERLINK(\"x\")"), "\"'=HYPERLINK(\"\"x\"\")\"");
        assert_eq!(csv_field("+1+1"), "'+1+1");
        assert_eq!(csv_field("-2"), "'-2");
        assert_eq!(csv_field("@SUM(1+1)"), "'@SUM(1+1)");
        assert_eq!(csv_field("\tx"), "\"'\tx\"");
        assert_eq!(csv_field("\rx"), "\"'\rx\"");
        assert_eq!(csv_field("Table 12"), "Table 12");
        assert_eq!(csv_field("a,b"), "\"a,b\"");
        // A separator some spreadsheets split on, then a formula: quoted and neutralised.
        assert_eq!(csv_field("x;=1+1"), "\"'x;=1+1\"");
        assert_eq!(csv_field("x; +1"), "\"'x; +1\"");
        assert_eq!(csv_field("a;b"), "\"a;b\"");
        assert_eq!(csv_field("x,@SUM(A1)"), "\"'x,@SUM(A1)\"");
    }
}
