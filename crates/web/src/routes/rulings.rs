//! Rulings: `POST /v1/rulings` gives one and logs it; the log is read with `GET /v1/rulings`
//! and `GET /v1/rulings/{id}`; the floor's final word is added with `PATCH /v1/rulings/{id}`;
//! `GET /v1/rulings/{id}/render` rules on a logged request again, as it was given.

use crate::AppState;
use crate::extract::{AppJson, JsonBody, query_problem};
use crate::i18n::{Negotiate, in_language};
use crate::problem::{AppError, BodyProblems, LogProblems, Problem, QueryProblems};
use crate::role::Caller;
use crate::store::{Filter, FinalWord, Inserted, NewFinal, NewRecord, Record, parse_rfc3339};
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
pub struct RulingResponse {
    /// Sortable by time (ULID).
    pub id: String,
    #[serde(flatten)]
    pub ruling: Ruling,
}

/// The `Idempotency-Key` header, checked before the body is read or the engine runs: 1 to 200
/// visible ASCII characters.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct IdempotencyKey(pub Option<String>);

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
/// return the same ruling and record nothing new.
#[utoipa::path(post, path = "/v1/rulings", operation_id = "createRuling", tag = "rulings",
    request_body(content = RulingRequest, example = json!(serde_json::from_str::<serde_json::Value>(EXAMPLE).unwrap_or_default())),
    params(
        ("Idempotency-Key" = Option<String>, Header, description = "A client key that makes retries return the first ruling"),
        ("Accept-Language" = Option<String>, Header, description = "en, pt (pt-BR) or es, when the body names no language")
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
        (status = 409, description = "Idempotency-Key reused with another request", body = Problem, content_type = "application/problem+json"),
        (status = 422, description = "The hand or the dispute is wrong: the problem names the field, the action index and the rule; or `house` names no profile of the server's (the problem lists them)", body = Problem, content_type = "application/problem+json")
    ))]
pub async fn create(
    State(s): State<AppState>,
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
    let under = house.clone();
    let (req, decided) = crate::heavy::run(body.len(), move || {
        let r = req.decide_under(n.edition, n.language, under.as_deref());
        (req, r)
    })
    .await;
    let ruling = decided.map_err(|e| n.error(AppError::hand(e, n.edition)))?;
    let id = s.new_id();
    let rec = NewRecord::new(id.clone(), &req, &body, &ruling, key, house)?;
    let body_out = with_id(&id, &rec.ruling);
    match s.store.insert(rec).await? {
        Inserted::New => {
            metrics::counter!("floorcall_rulings_total",
                "outcome" => ruling.outcome.as_str(), "rule" => ruling.citation.key)
            .increment(1);
            let mut r = json_response(body_out);
            if let Ok(v) = HeaderValue::from_str(&format!("/v1/rulings/{id}")) {
                r.headers_mut().insert(header::LOCATION, v);
            }
            Ok(n.answer(r))
        }
        Inserted::Existing(old) => {
            let mut r = json_response(with_id(&old.id, &old.ruling.to_string()));
            r.headers_mut()
                .insert("idempotent-replayed", HeaderValue::from_static("true"));
            Ok(in_language(r, old.language))
        }
    }
}

/// Longest `context` field stored with a ruling, in characters.
pub const CONTEXT_MAX_CHARS: usize = 200;

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
pub async fn get(
    State(s): State<AppState>,
    Path(id): Path<String>,
) -> Result<AppJson<Record>, AppError> {
    if !s.store.enabled() {
        return Err(AppError::NotFound(WebText::LogOff.into()));
    }
    s.store
        .get_with_history(&id)
        .await?
        .map(AppJson)
        .ok_or_else(|| AppError::NotFound(WebText::NoRuling { id }.into()))
}

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
#[serde(deny_unknown_fields)]
pub struct RenderParams {
    /// en, pt or es; default: the language the ruling was logged in.
    pub language: Option<Language>,
}

/// A logged ruling ruled again as it was given.
#[derive(Debug, Serialize, ToSchema)]
pub struct RenderedRuling {
    /// The logged ruling's id.
    pub id: String,
    /// Whether it decides as the logged ruling did: outcome, action, amounts, pots, options,
    /// citations and numbers, discretion, alternatives, the house profile and the TDA's
    /// ruling beside it (the words aside, which follow the language). False only where this
    /// server's engine now rules otherwise than the one that gave it.
    pub matches_log: bool,
    #[serde(flatten)]
    pub ruling: Ruling,
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
pub async fn render(
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
    let Some(rec) = s.store.get(&id).await? else {
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
    let mut req: RulingRequest = serde_json::from_value(rec.request.clone()).map_err(|e| {
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
    let size = rec.request.to_string().len();
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
    let matches_log =
        serde_json::to_value(&ruling).is_ok_and(|now| decision(&now) == decision(&rec.ruling));
    let out = RenderedRuling {
        id,
        matches_log,
        ruling,
    };
    Ok(in_language(AppJson(out).into_response(), lang))
}

/// What a ruling decides, its words aside: the ruling as JSON without the fields whose text
/// follows the language (titles, labels, summaries, reasoning, a house rule's words, the
/// conditions of alternatives). A citation stays as its key, number, part and edition.
fn decision(ruling: &serde_json::Value) -> serde_json::Value {
    use serde_json::Value;
    const WORDS: &[&str] = &[
        "id",
        "title",
        "label",
        "summary",
        "reasoning",
        "text",
        "if",
        "language",
        "notice",
    ];
    match ruling {
        Value::Object(m) => Value::Object(
            m.iter()
                .filter(|(k, _)| !WORDS.contains(&k.as_str()))
                .map(|(k, v)| (k.clone(), decision(v)))
                .collect(),
        ),
        Value::Array(a) => Value::Array(a.iter().map(decision).collect()),
        other => other.clone(),
    }
}

/// The floor's final word on a ruling.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct FinalRequest {
    #[serde(rename = "final")]
    pub final_word: FinalWord,
    #[serde(default)]
    #[schema(max_length = 4000)]
    pub note: Option<String>,
    /// Who decided (the floor person's name); recorded with the word, beside the API key's
    /// name.
    #[serde(default)]
    #[schema(max_length = 200)]
    pub floor: Option<String>,
}

/// Record the floor's final word: upheld or overruled, with a note. Words are appended: a
/// later word becomes the ruling's `final` and every earlier one stays in `final_history`,
/// with who gave it and when.
#[utoipa::path(patch, path = "/v1/rulings/{id}", operation_id = "recordFinalWord", tag = "rulings",
    params(("id" = String, Path, description = "The ruling's id")),
    request_body(content = FinalRequest, example = json!({"final": "upheld", "note": "Ruled at the table", "floor": "Ana"})),
    responses(
        (status = 200, description = "The ruling with the final word", body = Record),
        BodyProblems,
        LogProblems,
        (status = 404, description = "No ruling with that id", body = Problem, content_type = "application/problem+json")
    ))]
pub async fn finalize(
    State(s): State<AppState>,
    caller: Option<axum::Extension<Caller>>,
    Path(id): Path<String>,
    JsonBody { value: req, .. }: JsonBody<FinalRequest>,
) -> Result<AppJson<Record>, AppError> {
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
    let entry = NewFinal {
        word: req.final_word,
        note: req.note.as_deref(),
        floor: req.floor.as_deref(),
        key: caller.as_ref().map(|c| c.0.name.as_str()),
    };
    s.store
        .add_final(&id, entry, s.new_id())
        .await?
        .map(AppJson)
        .ok_or_else(|| AppError::NotFound(WebText::NoRuling { id }.into()))
}

#[derive(Debug, Clone, Copy, Deserialize, ToSchema, Default, PartialEq, Eq)]
#[serde(rename_all = "lowercase")]
pub enum ExportFormat {
    #[default]
    Json,
    Ndjson,
    Csv,
}

/// Filters of the log.
#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
#[serde(deny_unknown_fields)]
pub struct ListParams {
    /// From this time (RFC 3339 or a date), inclusive.
    pub since: Option<String>,
    /// Until this time, exclusive.
    pub until: Option<String>,
    pub table: Option<String>,
    pub tournament: Option<String>,
    pub outcome: Option<Outcome>,
    /// Rule key, e.g. `raise-amounts`.
    pub rule: Option<String>,
    /// The house-rule profile a ruling was given under, by name (`wsop-2024`), whatever its
    /// version.
    pub house: Option<String>,
    /// 1 to 1000 (default 100), for `format=json`.
    #[param(minimum = 1, maximum = 1000)]
    pub limit: Option<i64>,
    /// The `next_cursor` of the previous page.
    pub cursor: Option<String>,
    /// json (a page), ndjson or csv (every matching ruling).
    #[param(inline)]
    pub format: Option<ExportFormat>,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct RulingsPage {
    pub items: Vec<Record>,
    /// Pass as `cursor` for the next page; absent on the last.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub next_cursor: Option<String>,
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
pub async fn list(
    State(s): State<AppState>,
    query: Result<Query<ListParams>, axum::extract::rejection::QueryRejection>,
) -> Result<Response, AppError> {
    let Query(p) = query.map_err(|e| AppError::BadRequest(query_problem(&e)))?;
    let format = p.format.unwrap_or_default();
    let f = filter(p)?;
    if format == ExportFormat::Json {
        return Ok(AppJson(page(&s, f).await?).into_response());
    }
    export(&s, f, format).await
}

/// The filter of a listing; `limit` checked (1 to 1000, default 100).
fn filter(p: ListParams) -> Result<Filter, AppError> {
    let time = |v: &Option<String>, name: &str| -> Result<Option<i64>, AppError> {
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
    };
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
        limit,
    })
}

/// One page: one row more than the page is read, so a cursor is given only when there is a
/// next page and the last page never comes back empty.
async fn page(s: &AppState, mut f: Filter) -> Result<RulingsPage, AppError> {
    let limit = f.limit;
    f.limit = limit + 1;
    let mut items = s.store.list(&f).await?;
    let next_cursor = if items.len() as i64 > limit {
        items.truncate(limit as usize);
        items.last().map(|r| r.id.clone())
    } else {
        None
    };
    Ok(RulingsPage { items, next_cursor })
}

/// Rulings read from the log per page of an export: a page is all an export holds in memory
/// (a stored request is at most `--max-stored-request` bytes).
const EXPORT_PAGE: i64 = 100;

/// Every matching ruling as NDJSON or CSV, streamed page by page from the log: memory stays
/// constant however long the log, and the 10-second request timeout does not apply (the
/// answer starts at once). A client that stops reading for `--idle-timeout` seconds, or a log
/// that fails midway, ends the transfer with an error, never with a body that looks whole.
async fn export(s: &AppState, mut f: Filter, format: ExportFormat) -> Result<Response, AppError> {
    use futures_util::StreamExt;
    use std::sync::Arc;
    use std::sync::atomic::{AtomicBool, Ordering};
    f.limit = EXPORT_PAGE;
    // The first page is read before answering, so a log that is down is a 503, not a 200
    // with an empty body.
    let first = s.store.list(&f).await?;
    let (tx, rx) = tokio::sync::mpsc::channel::<axum::body::Bytes>(2);
    let complete = Arc::new(AtomicBool::new(false));
    let done = complete.clone();
    let store = s.store.clone();
    let idle = s.settings.idle_timeout;
    tokio::spawn(async move {
        let mut page = first;
        let mut out = String::new();
        if format == ExportFormat::Csv {
            out.push_str("id,created_at,edition,language,dispute_type,outcome,rule_key,tournament,table,floor,final,final_note,house_profile,house_version,house_digest\n");
        }
        loop {
            for r in &page {
                match format {
                    ExportFormat::Ndjson => {
                        out.push_str(&serde_json::to_string(r).unwrap_or_default());
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
            if (page.len() as i64) < f.limit {
                break;
            }
            f.after = page.last().map(|r| r.id.clone());
            page = match store.list(&f).await {
                Ok(p) => p,
                Err(e) => {
                    tracing::error!(error = %e, "export stopped: the log failed");
                    return;
                }
            };
        }
        done.store(true, Ordering::Release);
    });
    let body = futures_util::stream::unfold((rx, complete), |(mut rx, complete)| async move {
        match rx.recv().await {
            Some(chunk) => Some((Ok(chunk), (rx, complete))),
            None if complete.load(Ordering::Acquire) => None,
            // The producer stopped early: fail the transfer instead of ending it cleanly.
            None => {
                complete.store(true, Ordering::Release);
                Some((
                    Err(std::io::Error::other("the export stopped before its end")),
                    (rx, complete),
                ))
            }
        }
    })
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
    ];
    let cells: Vec<String> = fields.iter().map(|x| csv_field(x)).collect();
    cells.join(",")
}

/// A CSV cell. A cell a spreadsheet would read as a formula (starting with `=`, `+`, `-`, `@`,
/// a tab or a carriage return) is neutralised with a leading apostrophe, so a table named
/// `=HYPERLINK(…)` stays text when the export is opened.
fn csv_field(s: &str) -> String {
    let s = if s.starts_with(['=', '+', '-', '@', '\t', '\r']) {
        format!("'{s}")
    } else {
        s.to_string()
    };
    if s.contains([',', '"', '\n', '\r']) {
        format!("\"{}\"", s.replace('"', "\"\""))
    } else {
        s
    }
}

#[cfg(test)]
mod tests {
    use super::{csv_field, decision};
    use serde_json::json;

    #[test]
    fn a_decision_is_the_ruling_without_its_words() {
        let en = json!({"id": "A", "outcome": "dead_hand", "summary": "The hand is dead.",
            "citation": {"key": "calling-for-a-clock", "number": "14", "label": "River Casino Rule 14", "title": "Clock"},
            "alternatives": [{"if": "if it faced a bet", "outcome": "check", "returned": 200}],
            "reasoning": ["one"], "language": "en", "house": {"version": "1", "tda": {"outcome": "check", "summary": "Checked."}}});
        let mut pt = en.clone();
        pt["summary"] = json!("A mão está morta.");
        pt["citation"]["label"] = json!("River Casino Regra 14");
        pt["citation"]["title"] = json!("Relógio");
        pt["alternatives"][0]["if"] = json!("se enfrentasse uma aposta");
        pt["reasoning"] = json!(["um", "dois"]);
        pt["language"] = json!("pt");
        pt["house"]["tda"]["summary"] = json!("Passa.");
        assert_eq!(decision(&en), decision(&pt));
        for (path, other) in [
            ("/outcome", json!("check")),
            ("/citation/number", json!("15")),
            ("/alternatives/0/returned", json!(300)),
            ("/house/version", json!("2")),
            ("/house/tda/outcome", json!("dead_hand")),
        ] {
            let mut changed = pt.clone();
            *changed.pointer_mut(path).expect(path) = other;
            assert_ne!(decision(&en), decision(&changed), "{path}");
        }
    }

    #[test]
    fn formulas_are_neutralised_in_csv_cells() {
        assert_eq!(csv_field("=HYPERLINK(\"x\")"), "\"'=HYPERLINK(\"\"x\"\")\"");
        assert_eq!(csv_field("+1+1"), "'+1+1");
        assert_eq!(csv_field("-2"), "'-2");
        assert_eq!(csv_field("@SUM(1+1)"), "'@SUM(1+1)");
        assert_eq!(csv_field("\tx"), "'\tx");
        assert_eq!(csv_field("\rx"), "\"'\rx\"");
        assert_eq!(csv_field("Table 12"), "Table 12");
        assert_eq!(csv_field("a,b"), "\"a,b\"");
    }
}
