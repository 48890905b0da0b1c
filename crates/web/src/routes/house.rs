//! House-rule profiles: `GET /v1/house-rules` lists the profiles a ruling may name, with the
//! knobs each changes; `GET /v1/house-rules/{name}` shows one with every knob;
//! `GET /v1/house-rules/{name}/definition` serves its file, for the console's offline engine.

use crate::extract::{AppJson, query_problem};
use crate::house::Houses;
use crate::i18n::Negotiate;
use crate::problem::{AppError, Problem, QueryProblems};
use crate::state::AppState;
use crate::text::WebText;
use axum::extract::{Path, Query, State};
use axum::response::{IntoResponse, Response};
use floorcall_engine::house::{HouseRules, KNOBS, Knob, KnobKind, Profile};
use floorcall_engine::lang::Language;
use floorcall_engine::rules::Edition;
use floorcall_engine::ruling::{Citation, Ctx};
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
#[serde(deny_unknown_fields)]
pub(crate) struct HouseParams {
    /// 2024 (= 2022) or 2026: the TDA edition the knobs are compared with and cited in;
    /// default: as for a ruling that names none, the profile's edition, else the server's.
    pub(crate) edition: Option<Edition>,
    /// The language of the words (a `Language` code); default: Accept-Language, else en.
    pub(crate) language: Option<Language>,
}

/// What a profile is: its name, version and source, and the edition its knobs are read in.
#[derive(Debug, Clone, Serialize, ToSchema)]
pub(crate) struct ProfileAbout {
    /// What a request sends: `"house": "wsop-2024"`.
    pub(crate) name: String,
    /// Its version, logged with every ruling given under it.
    pub(crate) version: String,
    /// The rulebook's name, in the language asked for where the profile gives it in that
    /// language (`title = { en = "…", pt = "…" }`), else in English.
    pub(crate) title: String,
    /// What the profile is, in the language asked for as far as the profile gives it
    /// (`description`).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(crate) description: Option<String>,
    /// How its rules are cited ("WSOP 2024" → "WSOP 2024 Rule 80").
    pub(crate) cite_as: String,
    /// Where its rules come from.
    pub(crate) source: String,
    /// The TDA edition the house numbers its rulings in, where it names one: a ruling under it
    /// whose request names no edition is given in it.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(crate) edition: Option<Edition>,
    /// The digest of its file (`sha256:…`), logged with every ruling given under it.
    pub(crate) digest: String,
    /// Whether it ships with floorcall (else the server read it from `--house-rules`).
    pub(crate) shipped: bool,
    /// Whether a request that names no profile is ruled under it (`--default-house`).
    pub(crate) default: bool,
    /// The edition the knobs are compared with and cited in: `?edition=`, else the profile's,
    /// else the server's (the edition of a ruling under it whose request names none).
    pub(crate) tda_edition: Edition,
}

/// The house's own rule for a knob, in the language asked for, as far as the profile gives it.
#[derive(Debug, Clone, Serialize, ToSchema)]
pub(crate) struct HouseRuleOut {
    /// The house's number ("80", "IX-3").
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(crate) number: Option<String>,
    /// The house's title.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(crate) title: Option<String>,
    /// The house rule in a sentence.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(crate) text: Option<String>,
}

/// The schema of a knob's value: a whole number, a word (a choice) or true/false.
pub(crate) fn knob_value() -> utoipa::openapi::Object {
    use utoipa::openapi::schema::{ObjectBuilder, SchemaType, Type};
    ObjectBuilder::new()
        .schema_type(SchemaType::from_iter([
            Type::Integer,
            Type::String,
            Type::Boolean,
        ]))
        .description(Some(
            "A knob's value: a whole number, a word (one of the knob's values) or true/false.",
        ))
        .build()
}

/// A knob whose value differs from the TDA's.
#[derive(Debug, Clone, Serialize, ToSchema)]
pub(crate) struct KnobDifference {
    /// The knob's name.
    pub(crate) knob: String,
    /// The house's value.
    #[schema(schema_with = knob_value)]
    pub(crate) value: serde_json::Value,
    /// The TDA's value in the edition compared with.
    #[schema(schema_with = knob_value)]
    pub(crate) tda_value: serde_json::Value,
    /// The house's rule for it, where the profile gives one.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(crate) house_rule: Option<HouseRuleOut>,
}

/// A profile and the knobs it changes.
#[derive(Debug, Clone, Serialize, ToSchema)]
pub(crate) struct ProfileSummary {
    #[serde(flatten)]
    pub(crate) about: ProfileAbout,
    /// The knobs whose value differs from the TDA's in `tda_edition`, in the knobs' order;
    /// empty for a profile that rules as the TDA.
    pub(crate) differences: Vec<KnobDifference>,
}

/// The profiles of `GET /v1/house-rules`.
#[derive(Debug, Clone, Serialize, ToSchema)]
pub(crate) struct HouseRulesResponse {
    /// The language of the house rules' words.
    pub(crate) language: Language,
    /// The profile a request that names none is ruled under (`--default-house`); absent: the
    /// TDA alone.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(crate) default: Option<String>,
    /// Every profile: the shipped ones first, then the server's own.
    pub(crate) profiles: Vec<ProfileSummary>,
}

/// The kind of value a knob takes.
#[derive(Debug, Clone, Copy, Serialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub(crate) enum KnobKindOut {
    /// A whole number from `min` to `max`.
    Int,
    /// One of `values`.
    Choice,
    /// true or false.
    Flag,
}

/// A knob, its TDA default and the profile's value.
#[derive(Debug, Clone, Serialize, ToSchema)]
pub(crate) struct KnobOut {
    /// The knob's name, as a profile spells it.
    pub(crate) knob: String,
    /// What it sets, and the TDA's value, in the language.
    pub(crate) doc: String,
    /// The values it takes, in words, in the language (the values as the wire spells them).
    pub(crate) expects: String,
    /// The kind of value it takes.
    pub(crate) kind: KnobKindOut,
    /// The smallest value, for a number.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(crate) min: Option<u64>,
    /// The largest value, for a number.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(crate) max: Option<u64>,
    /// The values it takes, for a choice.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(crate) values: Option<Vec<String>>,
    /// The TDA's value in `tda_edition`.
    #[schema(schema_with = knob_value)]
    pub(crate) tda_value: serde_json::Value,
    /// The profile's value.
    #[schema(schema_with = knob_value)]
    pub(crate) value: serde_json::Value,
    /// Whether the profile's value differs from the TDA's.
    pub(crate) differs: bool,
    /// Whether the profile sets the knob itself (else it keeps the TDA's value).
    pub(crate) set: bool,
    /// The TDA rule the knob changes, cited in `tda_edition` and the language.
    pub(crate) rule: Citation,
    /// The house's rule for the knob, where the profile sets it.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(crate) house_rule: Option<HouseRuleOut>,
}

/// One profile with every knob.
#[derive(Debug, Clone, Serialize, ToSchema)]
pub(crate) struct ProfileDetail {
    #[serde(flatten)]
    pub(crate) about: ProfileAbout,
    /// The language of the rules' titles and the house's words.
    pub(crate) language: Language,
    /// Every knob, in the order of the house-rules documentation.
    pub(crate) knobs: Vec<KnobOut>,
}

/// The format of a profile's definition.
#[derive(Debug, Clone, Copy, Serialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub(crate) enum DefinitionFormat {
    /// The profile's TOML file, as the server read it (docs/house-rules.md describes it).
    Toml,
}

/// A profile's whole definition: its file, which the console's offline engine (crates/wasm)
/// rules under exactly as the server does, and what identifies it.
#[derive(Debug, Clone, Serialize, ToSchema)]
pub(crate) struct ProfileDefinition {
    /// The profile's name.
    pub(crate) name: String,
    /// Its version, logged with every ruling given under it.
    pub(crate) version: String,
    /// `sha256:` and the hex SHA-256 of `text`'s UTF-8 bytes: the same digest the log records
    /// with a ruling and `GET /v1/house-rules` lists; a client checks the text against it.
    #[schema(pattern = "^sha256:[0-9a-f]{64}$")]
    pub(crate) digest: String,
    /// The format of `text`.
    pub(crate) format: DefinitionFormat,
    /// The profile's file, byte for byte as the server read it.
    pub(crate) text: String,
}

/// A profile's definition: what `GET /v1/house-rules/{name}/definition` answers.
pub(crate) fn definition_of(p: &Profile) -> ProfileDefinition {
    ProfileDefinition {
        name: p.name.clone(),
        version: p.version.clone(),
        digest: p.digest.clone(),
        format: DefinitionFormat::Toml,
        text: p.text.clone(),
    }
}

/// The edition a profile's knobs are read in: the one asked for, else the profile's, else the
/// server's (as for a ruling whose request names none).
fn edition_of(p: &Profile, asked: Option<Edition>, server: Edition) -> Edition {
    asked.or(p.edition).unwrap_or(server)
}

fn about(houses: &Houses, p: &Profile, tda_edition: Edition, lang: Language) -> ProfileAbout {
    ProfileAbout {
        name: p.name.clone(),
        version: p.version.clone(),
        title: p.title_in(lang).to_string(),
        description: p.description_in(lang).map(str::to_string),
        cite_as: p.cite_as.clone(),
        source: p.source.clone(),
        edition: p.edition,
        digest: p.digest.clone(),
        shipped: houses.is_shipped(&p.name),
        default: houses.default_profile().is_some_and(|d| d.name == p.name),
        tda_edition,
    }
}

fn house_rule(p: &Profile, knob: &Knob, lang: Language) -> Option<HouseRuleOut> {
    p.setting(knob.name).map(|s| HouseRuleOut {
        number: s.number.clone(),
        title: s.title.as_ref().map(|t| t.get(lang).to_string()),
        text: s.text.as_ref().map(|t| t.get(lang).to_string()),
    })
}

/// A profile and the knobs it changes, compared with the TDA in `edition`.
pub(crate) fn summary(
    houses: &Houses,
    p: &Profile,
    edition: Edition,
    lang: Language,
) -> ProfileSummary {
    let (house, tda) = (p.rules(edition), HouseRules::tda(edition));
    ProfileSummary {
        about: about(houses, p, edition, lang),
        differences: p
            .differences(edition)
            .into_iter()
            .map(|k| KnobDifference {
                knob: k.name.to_string(),
                value: k.value(&house),
                tda_value: k.value(&tda),
                house_rule: house_rule(p, k, lang),
            })
            .collect(),
    }
}

/// Every profile of `houses`: what `GET /v1/house-rules` answers.
pub(crate) fn list_of(
    houses: &Houses,
    asked: Option<Edition>,
    server: Edition,
    lang: Language,
) -> HouseRulesResponse {
    HouseRulesResponse {
        language: lang,
        default: houses.default_profile().map(|p| p.name.clone()),
        profiles: houses
            .all()
            .map(|p| summary(houses, p, edition_of(p, asked, server), lang))
            .collect(),
    }
}

/// One profile with every knob, in `edition`: what `GET /v1/house-rules/{name}` answers.
pub(crate) fn detail(
    houses: &Houses,
    p: &Profile,
    edition: Edition,
    lang: Language,
) -> ProfileDetail {
    let (house, tda) = (p.rules(edition), HouseRules::tda(edition));
    let ctx = Ctx::new(edition, lang);
    let knobs = KNOBS
        .iter()
        .map(|k| {
            let (kind, min, max, values) = match k.kind {
                KnobKind::Int { min, max } => (KnobKindOut::Int, Some(min), Some(max), None),
                KnobKind::Choice(v) => (
                    KnobKindOut::Choice,
                    None,
                    None,
                    Some(v.iter().map(|s| s.to_string()).collect()),
                ),
                KnobKind::Flag => (KnobKindOut::Flag, None, None, None),
            };
            let (value, tda_value) = (k.value(&house), k.value(&tda));
            KnobOut {
                knob: k.name.to_string(),
                doc: k.describe(lang),
                expects: k.expects_in(lang),
                kind,
                min,
                max,
                values,
                differs: value != tda_value,
                tda_value,
                value,
                set: p.setting(k.name).is_some(),
                rule: ctx.cite(k.rule, k.part),
                house_rule: house_rule(p, k, lang),
            }
        })
        .collect();
    ProfileDetail {
        about: about(houses, p, edition, lang),
        language: lang,
        knobs,
    }
}

/// Every house-rule profile the server knows (the shipped ones and its `--house-rules`), the
/// default one (`--default-house`), and for each the knobs whose value differs from the TDA's,
/// with the house's rule number, title and words in the language.
#[utoipa::path(get, path = "/v1/house-rules", operation_id = "listHouseRules", tag = "rules",
    params(HouseParams),
    responses(
        (status = 200, description = "The profiles", body = HouseRulesResponse, headers(
            ("Content-Language" = String, description = "The language of the house rules' words"),
            ("Vary" = String, description = "`accept-language`")
        )),
        QueryProblems
    ))]
pub(crate) async fn list(
    State(s): State<AppState>,
    negotiate: Negotiate,
    q: Result<Query<HouseParams>, axum::extract::rejection::QueryRejection>,
) -> Result<Response, AppError> {
    let Query(p) = q.map_err(|e| AppError::BadRequest(query_problem(&e)))?;
    let n = negotiate.with(None, p.language);
    let out = list_of(&s.houses, p.edition, s.default_edition(), n.language);
    Ok(n.answer(AppJson(out).into_response()))
}

/// One house-rule profile with every knob: what it sets, the values it takes, the TDA's value
/// and the profile's, whether they differ, the TDA rule it changes (cited in the edition) and
/// the house's rule number, title and words in the language.
#[utoipa::path(get, path = "/v1/house-rules/{name}", operation_id = "getHouseRule", tag = "rules",
    params(("name" = String, Path, description = "The profile's name, e.g. wsop-2024"), HouseParams),
    responses(
        (status = 200, description = "The profile", body = ProfileDetail, headers(
            ("Content-Language" = String, description = "The language of the titles and the house's words"),
            ("Vary" = String, description = "`accept-language`")
        )),
        QueryProblems,
        (status = 404, description = "No profile with that name", body = Problem, content_type = "application/problem+json")
    ))]
pub(crate) async fn get(
    State(s): State<AppState>,
    negotiate: Negotiate,
    Path(name): Path<String>,
    q: Result<Query<HouseParams>, axum::extract::rejection::QueryRejection>,
) -> Result<Response, AppError> {
    let Query(p) = q.map_err(|e| AppError::BadRequest(query_problem(&e)))?;
    let n = negotiate.with(None, p.language);
    let profile = s
        .houses
        .get(&name)
        .ok_or_else(|| n.error(AppError::NotFound(WebText::NoHouse { name }.into())))?;
    let edition = edition_of(profile, p.edition, s.default_edition());
    let out = detail(&s.houses, profile, edition, n.language);
    Ok(n.answer(AppJson(out).into_response()))
}

/// One house-rule profile's whole definition: its TOML file byte for byte, its version and the
/// SHA-256 digest of the file (the digest the log records with every ruling given under it).
/// The console keeps the definitions of the server's profiles on the device and, with the
/// server out of reach, its offline engine rules under the one chosen; the ruling sent when the
/// server is back names the version and digest it was given under (`house_version`,
/// `house_digest` of `POST /v1/rulings`).
#[utoipa::path(get, path = "/v1/house-rules/{name}/definition", operation_id = "getHouseRuleDefinition", tag = "rules",
    params(("name" = String, Path, description = "The profile's name, e.g. wsop-2024")),
    responses(
        (status = 200, description = "The profile's definition", body = ProfileDefinition, headers(
            ("ETag" = String, description = "The digest, quoted: the definition changes only with it")
        )),
        (status = 404, description = "No profile with that name", body = Problem, content_type = "application/problem+json")
    ))]
pub(crate) async fn definition(
    State(s): State<AppState>,
    negotiate: Negotiate,
    Path(name): Path<String>,
) -> Result<Response, AppError> {
    let n = negotiate.with(None, None);
    let profile = s
        .houses
        .get(&name)
        .ok_or_else(|| n.error(AppError::NotFound(WebText::NoHouse { name }.into())))?;
    let mut r = AppJson(definition_of(profile)).into_response();
    if let Ok(v) = axum::http::HeaderValue::from_str(&format!("\"{}\"", profile.digest)) {
        r.headers_mut().insert(axum::http::header::ETAG, v);
    }
    Ok(r)
}
