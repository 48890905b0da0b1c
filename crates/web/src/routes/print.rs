//! Print views: `GET /v1/rulings/{id}/print` and `GET /v1/incidents/{id}/print`, one page of
//! HTML for paper (A4 or Letter, black on white, no script, no image): the table, the facts,
//! the ruling, the rule with its title, the final word, who and when. Every label is a message
//! of the ruling's (or the report's) language; the TDA's permission notice closes the page.

use crate::config::RoomZone;
use crate::problem::{AppError, LogProblems, Problem};
use crate::role::Caller;
use crate::routes::players::Sight;
use crate::state::AppState;
use crate::store::Record;
use crate::store::incidents::Incident;
use crate::text::WebText;
use axum::extract::{Path, State};
use axum::http::header;
use axum::response::{IntoResponse, Response};
use floorcall_engine::lang::Language;
use floorcall_engine::rules::Edition;
use floorcall_engine::ruling::Ruling;
use maud::{Markup, PreEscaped, html};
use serde_json::Value;

/// A stored time as the page prints it, in the room's time zone and naming it
/// (`--time-zone`): `2026-12-01 13:45:10 America/Sao_Paulo (UTC-03:00)`, or
/// `2026-12-01 16:45:10 UTC`.
fn when(t: &str, zone: &RoomZone) -> String {
    let utc = || format!("{} UTC", t.get(..19).unwrap_or(t).replace('T', " "));
    if zone.is_utc() {
        return utc();
    }
    let Ok(ts) = t.parse::<jiff::Timestamp>() else {
        return utc();
    };
    let z = ts.to_zoned_datetime(zone.tz.clone());
    let offset = z.offset().seconds();
    let sign = if offset < 0 { '-' } else { '+' };
    let (h, m) = (offset.abs() / 3600, offset.abs() % 3600 / 60);
    format!(
        "{} {} (UTC{sign}{h:02}:{m:02})",
        z.strftime("%Y-%m-%d %H:%M:%S"),
        zone.name
    )
}

/// The first letter in capitals (an outcome word heads its line).
pub(crate) fn capital(s: &str) -> String {
    let mut c = s.chars();
    match c.next() {
        Some(f) => f.to_uppercase().collect::<String>() + c.as_str(),
        None => String::new(),
    }
}

fn label(what: &'static str, lang: Language) -> String {
    crate::text::render(&WebText::PrintLabel { what }.into(), lang, Edition::E2024)
}

const STYLE: &str = "@page{size:auto;margin:14mm}body{font:11pt/1.4 Georgia,'DejaVu Serif',serif;\
color:#000;background:#fff;margin:0}h1{font-size:16pt;margin:0 0 4pt}h2{font-size:12pt;\
margin:12pt 0 3pt;border-bottom:1px solid #000}table{border-collapse:collapse}td{padding:1pt 8pt 1pt 0;\
vertical-align:top}td:first-child{font-weight:bold;white-space:nowrap}.rule{font-size:13pt;\
font-weight:bold}.final{font-size:13pt;font-weight:bold;border:2px solid #000;padding:4pt;\
display:inline-block}.notice{font-size:8pt;margin-top:14pt}ol{margin:0;padding-left:16pt}";

/// The page around a view's body. maud escapes every value written into the markup (`&`,
/// `<`, `>`, `"`), so a table named `<i>12</i>` prints as text.
fn page(lang: Language, title: &str, body: Markup) -> Response {
    let html = html! {
        (PreEscaped("<!doctype html>"))
        html lang=(lang.code()) {
            head {
                meta charset="utf-8";
                title { (title) }
                style { (PreEscaped(STYLE)) }
            }
            body { (body) }
        }
    }
    .into_string();
    (
        [
            (header::CONTENT_TYPE, "text/html; charset=utf-8"),
            (header::CACHE_CONTROL, "no-store"),
        ],
        html,
    )
        .into_response()
}

fn rows(items: &[(String, String)]) -> Markup {
    html! {
        table {
            @for (k, v) in items {
                tr { td { (k) } td { (v) } }
            }
        }
    }
}

/// The facts of a logged request, in the ruling's language: the dispute's fields with the
/// labels and choice words of its form (`GET /v1/disputes`), the hand's game, blinds, seats
/// and actions, and the players the caller may see.
fn facts(
    req: &Value,
    form: Option<&crate::forms::DisputeForm>,
    lang: Language,
) -> Vec<(String, String)> {
    let mut out = Vec::new();
    let scalar = |v: &Value| match v {
        Value::String(s) => s.clone(),
        Value::Number(n) => n.as_u64().map_or_else(|| n.to_string(), |n| lang.chips(n)),
        Value::Array(a) => a
            .iter()
            .map(|x| match x {
                Value::String(s) => s.clone(),
                Value::Number(n) => n.as_u64().map_or_else(|| n.to_string(), |n| lang.chips(n)),
                other => other.to_string(),
            })
            .collect::<Vec<_>>()
            .join(", "),
        other => other.to_string(),
    };
    if let Some(d) = req.get("dispute").and_then(Value::as_object) {
        for (k, v) in d {
            if k == "type" {
                continue;
            }
            let field = form.and_then(|f| f.fields.iter().find(|x| x.name == *k));
            let name = field.map_or_else(|| k.replace('_', " "), |f| f.label.clone());
            let value = match (field, v) {
                (Some(f), Value::String(s)) => f
                    .options
                    .iter()
                    .find(|o| o.value == *s)
                    .map_or_else(|| s.clone(), |o| o.label.clone()),
                (_, Value::Bool(b)) => label(if *b { "yes" } else { "no" }, lang),
                _ => scalar(v),
            };
            out.push((name, value));
        }
    }
    let hand = req.get("hand").or_else(|| req.get("spot"));
    if let Some(h) = hand {
        if let Some(g) = h.get("game").and_then(Value::as_str) {
            out.push((label("game", lang), g.to_string()));
        }
        if let Some(b) = h.get("blinds") {
            out.push((
                label("blinds", lang),
                format!(
                    "{}/{}",
                    b.get("small").map(scalar).unwrap_or_default(),
                    b.get("big").map(scalar).unwrap_or_default()
                ),
            ));
        }
        for (field, what) in [("ante", "ante"), ("big_blind_ante", "bba")] {
            if let Some(n) = h.get(field).and_then(Value::as_u64).filter(|n| *n > 0) {
                out.push((label(what, lang), lang.chips(n)));
            }
        }
        if let Some(seats) = h.get("seats").and_then(Value::as_array) {
            // A spot's chips in front: who bet what on this street.
            let bets: Vec<String> = seats
                .iter()
                .filter_map(|s| {
                    let n = s
                        .get("in_front")
                        .and_then(Value::as_u64)
                        .filter(|n| *n > 0)?;
                    Some(format!(
                        "{}: {}",
                        s.get("seat").map(scalar).unwrap_or_default(),
                        lang.chips(n)
                    ))
                })
                .collect();
            if !bets.is_empty() {
                out.push((label("bets", lang), bets.join("; ")));
            }
            let list: Vec<String> = seats
                .iter()
                .map(|s| {
                    let n = s.get("seat").map(scalar).unwrap_or_default();
                    let chips = s
                        .get("stack")
                        .or_else(|| s.get("behind"))
                        .map(scalar)
                        .unwrap_or_default();
                    format!("{n}: {chips}")
                })
                .collect();
            out.push((label("seats", lang), list.join("; ")));
            for s in seats {
                let Some(p) = s.get("player") else { continue };
                let id = p.get("id").and_then(Value::as_str).unwrap_or_default();
                if id.is_empty() || id == crate::store::record::ERASED {
                    continue;
                }
                let who = match p.get("name").and_then(Value::as_str) {
                    Some(n) => format!("{n} ({id})"),
                    None => id.to_string(),
                };
                let seat = s.get("seat").map(scalar).unwrap_or_default();
                out.push((format!("{} {seat}", label("player", lang)), who));
            }
        }
        if let Some(a) = h.get("actions").and_then(Value::as_array) {
            let list: Vec<String> = a
                .iter()
                .map(|x| {
                    let seat = x.get("seat").map(scalar).unwrap_or_default();
                    let act = x.get("action").map(scalar).unwrap_or_default();
                    match x.get("to").or_else(|| x.get("amount")) {
                        Some(t) => format!("{seat} {act} {}", scalar(t)),
                        None => format!("{seat} {act}"),
                    }
                })
                .collect();
            if !list.is_empty() {
                out.push((label("actions", lang), list.join(", ")));
            }
        }
    } else if req.get("hand_text").is_some() {
        out.push((
            label("hand", lang),
            req.get("hand_format").map(scalar).unwrap_or_default(),
        ));
    }
    out
}

/// The print view of a logged ruling.
pub(crate) fn ruling_html(rec: &Record, zone: &RoomZone) -> Response {
    let lang = rec.language;
    // The logged ruling read back as a ruling: a field absent from an old row reads as empty,
    // and a row that no longer reads at all prints without its ruling's words.
    let ruling: Option<Ruling> = serde_json::from_str(rec.ruling.get()).ok();
    let req = rec.request.value();
    let forms = crate::forms::forms(lang);
    let kind = rec.dispute_type.as_str();
    let form = forms.disputes.iter().find(|d| d.kind == kind);
    let dispute = form.map_or(kind.to_string(), |d| d.title.clone());
    let outcome = forms
        .outcomes
        .iter()
        .find(|w| w.value == rec.outcome.as_str())
        .map_or(rec.outcome.as_str().to_string(), |w| w.label.clone());
    let mut head = vec![(label("when", lang), when(&rec.created_at, zone))];
    if let Some(t) = &rec.tournament {
        head.push((label("event", lang), t.clone()));
    }
    if let Some(t) = &rec.table {
        head.push((label("table", lang), t.clone()));
    }
    if let Some(a) = rec
        .asked_by
        .as_ref()
        .map(|a| a.name.clone())
        .or(rec.floor.clone())
    {
        head.push((label("asked", lang), a));
    }
    head.push((label("id", lang), rec.id.clone()));
    let outcome = crate::routes::print::capital(&outcome);
    let discretion = ruling.as_ref().is_some_and(|r| r.discretion);
    let reasons = ruling.as_ref().map(|r| r.reasoning.as_slice());
    let see_also: Option<String> = ruling
        .as_ref()
        .map(|r| r.see_also.as_slice())
        .filter(|also| !also.is_empty())
        .map(|also| {
            also.iter()
                .map(|c| format!("{} — {}", c.label, c.title))
                .collect::<Vec<_>>()
                .join("; ")
        });
    let words = |f: fn(&Ruling) -> &str| ruling.as_ref().map(f).unwrap_or_default();
    let body = html! {
        h1 { (label("ruling", lang)) " — " (dispute) }
        (rows(&head))
        h2 { (label("facts", lang)) }
        (rows(&facts(&req, form, lang)))
        h2 { (label("ruling", lang)) }
        p { b { (outcome) } " — " (words(|r| &r.summary)) }
        @if discretion {
            p { (label("discretion", lang)) }
        }
        p.rule { (words(|r| &r.citation.label)) " — " (words(|r| &r.citation.title)) }
        @if let Some(list) = reasons {
            h2 { (label("reasons", lang)) }
            ol {
                @for r in list {
                    li { (r) }
                }
            }
        }
        @if let Some(l) = see_also {
            (rows(&[(label("see-also", lang), l)]))
        }
        h2 { (label("final", lang)) }
        (final_word(rec, lang, zone))
        p.notice { (words(|r| &r.notice)) }
    };
    page(lang, &format!("{dispute} {}", rec.id), body)
}

/// The final word on a ruling: the word, who gave it and when (and whose proposal it
/// confirms), its note; or that there is none yet.
fn final_word(rec: &Record, lang: Language, zone: &RoomZone) -> Markup {
    let Some(w) = rec.final_word else {
        return html! { p { (label("pending", lang)) } };
    };
    let word = label(
        match w {
            crate::store::FinalWord::Upheld => "upheld",
            crate::store::FinalWord::Overruled => "overruled",
        },
        lang,
    );
    let given = rec
        .final_history
        .iter()
        .rev()
        .find(|e| e.status != crate::store::FinalStatus::Proposed)
        .map(|last| {
            let who = last
                .by
                .as_ref()
                .map(|a| a.name.clone())
                .filter(|n| !n.is_empty() && n != "-")
                .unwrap_or_else(|| "—".into());
            let mut r = vec![
                (label("by", lang), who),
                (label("when", lang), when(&last.at, zone)),
            ];
            // A confirmation names the floor person whose proposal it confirms.
            if let Some(p) = last
                .confirms
                .as_ref()
                .and_then(|id| rec.final_history.iter().find(|e| &e.id == id))
            {
                let by = p.by.as_ref().map(|a| a.name.clone()).unwrap_or_default();
                r.push((
                    label("proposed", lang),
                    format!("{by}, {}", when(&p.at, zone)),
                ));
            }
            r
        });
    html! {
        p.final { (word) }
        @if let Some(r) = given {
            (rows(&r))
        }
        @if let Some(n) = &rec.final_note {
            (rows(&[(label("note", lang), n.clone())]))
        }
    }
}

/// The print view of an incident.
pub(crate) fn incident_html(inc: &Incident, edition: Edition, zone: &RoomZone) -> Response {
    let lang = inc.language;
    let cite = floorcall_engine::ruling::Ctx::new(edition, lang).cite(inc.kind.rule(), None);
    let kind = label(inc.kind.as_str(), lang);
    let mut head = vec![(label("when", lang), when(&inc.created_at, zone))];
    if let Some(t) = &inc.occurred_at {
        head.push((label("occurred", lang), when(t, zone)));
    }
    if let Some(t) = &inc.tournament {
        head.push((label("event", lang), t.clone()));
    }
    if let Some(t) = &inc.table {
        head.push((label("table", lang), t.clone()));
    }
    if let Some(seat) = inc.seat {
        head.push((label("seat", lang), seat.to_string()));
    }
    if let Some(p) = &inc.player {
        let who = match &p.name {
            Some(n) => format!("{n} ({})", p.id),
            None => p.id.clone(),
        };
        head.push((label("player", lang), who));
    }
    if let Some(by) = &inc.recorded_by {
        head.push((label("recorded", lang), by.name.clone()));
    }
    head.push((label("id", lang), inc.id.clone()));
    let sign_offs: Vec<Vec<(String, String)>> = inc
        .sign_offs
        .iter()
        .map(|so| {
            let who = so.by.as_ref().map(|a| a.name.clone()).unwrap_or_default();
            let mut r = vec![
                (label("by", lang), who),
                (label("when", lang), when(&so.at, zone)),
            ];
            if let Some(n) = &so.note {
                r.push((label("note", lang), n.clone()));
            }
            r
        })
        .collect();
    let body = html! {
        h1 { (label("incident", lang)) " — " (kind) }
        (rows(&head))
        p.rule { (cite.label) " — " (cite.title) }
        h2 { (label("seen", lang)) }
        p { (inc.seen) }
        @if !inc.witnesses.is_empty() {
            (rows(&[(label("witnesses", lang), inc.witnesses.join(", "))]))
        }
        @if let Some(r) = &inc.ruling_id {
            (rows(&[(label("ruling", lang), r.clone())]))
        }
        h2 { (label("signed", lang)) }
        @if sign_offs.is_empty() {
            p { (label("unsigned", lang)) }
        }
        @for r in &sign_offs {
            (rows(r))
        }
        p.notice { (floorcall_engine::text::notice(lang)) }
    };
    page(lang, &format!("{kind} {}", inc.id), body)
}

/// A logged ruling on one printed page (HTML for the browser's print): the table, the facts,
/// the ruling, the rule with its title, the final word, who and when, in the ruling's language.
#[utoipa::path(get, path = "/v1/rulings/{id}/print", operation_id = "printRuling", tag = "record",
    params(("id" = String, Path, description = "The ruling's id")),
    responses(
        (status = 200, description = "The print view", content_type = "text/html", body = String),
        LogProblems,
        (status = 404, description = "No ruling with that id", body = Problem, content_type = "application/problem+json")
    ))]
pub(crate) async fn ruling(
    State(s): State<AppState>,
    caller: Option<axum::Extension<Caller>>,
    Path(id): Path<String>,
) -> Result<Response, AppError> {
    if !s.store.enabled() {
        return Err(AppError::NotFound(WebText::LogOff.into()));
    }
    let rec = s
        .store
        .rulings()
        .get_with_history(&id)
        .await?
        .ok_or_else(|| AppError::NotFound(WebText::NoRuling { id }.into()))?;
    let rec = Sight::of(caller.as_ref().map(|c| &c.0)).show(rec);
    Ok(ruling_html(&rec, &s.settings.time_zone))
}

/// An incident report on one printed page, in the language it was written in.
#[utoipa::path(get, path = "/v1/incidents/{id}/print", operation_id = "printIncident", tag = "record",
    params(("id" = String, Path, description = "The incident's id")),
    responses(
        (status = 200, description = "The print view", content_type = "text/html", body = String),
        LogProblems,
        (status = 404, description = "No incident with that id", body = Problem, content_type = "application/problem+json")
    ))]
pub(crate) async fn incident(
    State(s): State<AppState>,
    caller: Option<axum::Extension<Caller>>,
    Path(id): Path<String>,
) -> Result<Response, AppError> {
    if !s.store.enabled() {
        return Err(AppError::NotFound(WebText::LogOff.into()));
    }
    let inc = s
        .store
        .incidents()
        .get(&id)
        .await?
        .ok_or_else(|| AppError::NotFound(WebText::NoIncident { id }.into()))?;
    let inc = super::incidents::sighted(inc, caller.as_ref().map(|c| &c.0));
    Ok(incident_html(
        &inc,
        s.settings.edition,
        &s.settings.time_zone,
    ))
}
