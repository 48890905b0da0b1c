//! Examples for the document, computed from the data-driven cases (`tests/cases/`) by the
//! engine itself, so that they cannot drift from what the server answers: the case each
//! dispute type marks as its example (`"example": true`, set by `tests/cases/build.py`) and
//! its real 200 answer, a spot, the refused variants of `tests/cases/invalid/examples.json`
//! with their 422, and an example per other operation.
//!
//! A request example is a request the operation answers with success (2xx), nothing else. A
//! request it refuses is an example of the refusal's answer (e.g. the 422): its value is the
//! problem the server answers, its summary says what is wrong with the request, and the request
//! itself is the example's `x-request` ([`Example::request`]).
//! `crates/web/tests/api/examples.rs` sends every one of both to the server and checks the
//! status and, for a refusal, the problem.
//!
//! The cases are read from disk when the document is generated (`floorcall openapi`, the
//! staleness test): they are test data, not part of the server.

use crate::house::Houses;
use crate::problem::AppError;
use crate::routes::hands::{ImportResponse, ReplayResponse};
use crate::routes::house::{definition_of, detail, list_of};
use crate::routes::rules::{RuleOut, RulesResponse};
use crate::store::{FinalWord, rfc3339};
use floorcall_engine::disputes::DisputeKind;
use floorcall_engine::hand::{Hand, HandInput};
use floorcall_engine::house;
use floorcall_engine::import::{HandFormat, import_text};
use floorcall_engine::lang::Language;
use floorcall_engine::replay::replay;
use floorcall_engine::request::RulingRequest;
use floorcall_engine::rules::{Edition, RuleKey};
use floorcall_engine::ruling::house::HouseEffect;
use floorcall_engine::tables::{BalanceRequest, balance};
use serde_json::{Value, json};
use std::path::{Path, PathBuf};

/// Why the document's examples could not be made from the cases.
#[derive(Debug, thiserror::Error)]
pub enum ExamplesError {
    #[error("{}: {source}", .path.display())]
    Read {
        path: PathBuf,
        source: std::io::Error,
    },
    #[error("{}: {source}", .path.display())]
    Json {
        path: PathBuf,
        source: serde_json::Error,
    },
    #[error("no case of dispute type `{0}` is marked `\"example\": true` (tests/cases/build.py)")]
    NoExample(DisputeKind),
    #[error("two cases of dispute type `{kind}` are marked as its example: {first} and {second}")]
    TwoExamples {
        kind: DisputeKind,
        first: String,
        second: String,
    },
    #[error("two cases with a spot are marked as examples: {0} and {1}")]
    TwoSpots(String, String),
    #[error("the example {id} is no ruling request the engine rules on: {why}")]
    NotRuled { id: String, why: String },
    #[error("the refused example {name} names no dispute type with an example: {kind}")]
    NoBase { name: String, kind: String },
    #[error("the refused example {0} is not refused")]
    NotRefused(String),
    #[error("two examples of {operation} named {name}")]
    SameName { operation: String, name: String },
}

/// An example of an operation's request or answer.
#[derive(Debug, Clone)]
pub(crate) struct Example {
    /// The example's name, unique among the examples of its request or its answer.
    pub(crate) name: String,
    /// One line saying what it shows.
    pub(crate) summary: String,
    /// The JSON.
    pub(crate) value: Value,
    /// Of an answer to a refused request (4xx): what the answer shows (the example's
    /// `description`).
    pub(crate) description: Option<String>,
    /// Of an answer to a refused request (4xx): the request's body, which gets this answer (the
    /// example's `x-request`).
    pub(crate) request: Option<Value>,
}

/// The examples of one operation.
#[derive(Debug, Clone, Default)]
pub(crate) struct OperationExamples {
    /// Request bodies the operation answers with success.
    pub(crate) requests: Vec<Example>,
    /// Answers by status code; those of refused requests (4xx) carry their request.
    pub(crate) responses: Vec<(u16, Example)>,
}

impl OperationExamples {
    /// A request it refuses: the answer's example, with the request in it.
    fn refused(
        &mut self,
        status: u16,
        name: &str,
        summary: impl Into<String>,
        description: impl Into<String>,
        request: Value,
        problem: Value,
    ) {
        let mut e = ex(name, summary, problem);
        e.description = Some(description.into());
        e.request = Some(request);
        self.responses.push((status, e));
    }
}

/// The id shown in examples.
const ID: &str = "01KB2T4V0M4E8S1WB4Q3N5RZ7C";

/// The cases marked as examples, and the refused variants, as read from a cases folder.
struct Marked {
    /// The example of each dispute type, in the registry's order.
    disputes: Vec<(DisputeKind, Value)>,
    /// The example with a `spot` instead of a hand, if any.
    spot: Option<Value>,
    /// `invalid/examples.json`.
    refused: Vec<Refused>,
}

/// A refused variant of a dispute type's example.
#[derive(Debug, serde::Deserialize)]
struct Refused {
    #[serde(rename = "type")]
    kind: String,
    name: String,
    summary: String,
    /// Merged into the example's `dispute` (a JSON merge patch).
    dispute: Value,
    /// What the 422's problem shows (the example's description).
    answer: String,
}

fn read_json<T: serde::de::DeserializeOwned>(path: &Path) -> Result<T, ExamplesError> {
    let text = std::fs::read_to_string(path).map_err(|source| ExamplesError::Read {
        path: path.to_path_buf(),
        source,
    })?;
    serde_json::from_str(&text).map_err(|source| ExamplesError::Json {
        path: path.to_path_buf(),
        source,
    })
}

/// Every case of the folder's `*.json` marked `"example": true`, sorted out by dispute type;
/// every dispute type must have exactly one.
fn marked(dir: &Path) -> Result<Marked, ExamplesError> {
    let read_dir = |path: &Path| {
        std::fs::read_dir(path).map_err(|source| ExamplesError::Read {
            path: path.to_path_buf(),
            source,
        })
    };
    let mut files: Vec<PathBuf> = read_dir(dir)?
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|x| x == "json"))
        .collect();
    files.sort();
    let mut found: Vec<(DisputeKind, Value)> = Vec::new();
    let mut spot: Option<Value> = None;
    for f in files {
        let cases: Vec<Value> = read_json(&f)?;
        for c in cases.into_iter().filter(|c| c["example"] == true) {
            let id = c["id"].as_str().unwrap_or("?").to_string();
            if c["request"].get("spot").is_some() {
                if let Some(first) = &spot {
                    let first = first["id"].as_str().unwrap_or("?").to_string();
                    return Err(ExamplesError::TwoSpots(first, id));
                }
                spot = Some(c);
                continue;
            }
            let kind = c["request"]["dispute"]["type"]
                .as_str()
                .and_then(DisputeKind::parse)
                .ok_or_else(|| ExamplesError::NotRuled {
                    id: id.clone(),
                    why: "no dispute type".into(),
                })?;
            if let Some((_, first)) = found.iter().find(|(k, _)| *k == kind) {
                return Err(ExamplesError::TwoExamples {
                    kind,
                    first: first["id"].as_str().unwrap_or("?").to_string(),
                    second: id,
                });
            }
            found.push((kind, c));
        }
    }
    let mut disputes = Vec::new();
    for &kind in DisputeKind::ALL {
        let i = found
            .iter()
            .position(|(k, _)| *k == kind)
            .ok_or(ExamplesError::NoExample(kind))?;
        disputes.push(found.swap_remove(i));
    }
    let refused = read_json(&dir.join("invalid").join("examples.json"))?;
    Ok(Marked {
        disputes,
        spot,
        refused,
    })
}

/// A case's request and the engine's ruling on it, in English and the 2024 edition.
fn ruled(c: &Value) -> Result<(Value, Value), ExamplesError> {
    let id = c["id"].as_str().unwrap_or("?").to_string();
    let request = c["request"].clone();
    let why = |e: String| ExamplesError::NotRuled {
        id: id.clone(),
        why: e,
    };
    let req =
        serde_json::from_value::<RulingRequest>(request.clone()).map_err(|e| why(e.to_string()))?;
    let ruling = req
        .decide(Edition::E2024, Language::En)
        .map_err(|e| why(e.describe(Language::En, Edition::E2024)))?;
    let mut answer = json!({"id": ID});
    if let (Some(a), Ok(Value::Object(r))) = (answer.as_object_mut(), serde_json::to_value(&ruling))
    {
        a.extend(r);
    }
    Ok((request, answer))
}

/// `patch` merged into `target` (RFC 7386: objects merged key by key, anything else replaced).
fn merge(target: &mut Value, patch: &Value) {
    match (target, patch) {
        (Value::Object(t), Value::Object(p)) => {
            for (k, v) in p {
                merge(t.entry(k.clone()).or_insert(Value::Null), v);
            }
        }
        (t, p) => *t = p.clone(),
    }
}

/// Whether a house profile changes the ruling on a case.
fn changes(c: &Value, house: &str) -> bool {
    let mut request = c["request"].clone();
    request["house"] = json!(house);
    serde_json::from_value::<RulingRequest>(request)
        .ok()
        .and_then(|r| r.decide(Edition::E2024, Language::En).ok())
        .and_then(|r| r.house)
        .is_some_and(|h| h.effect == HouseEffect::Changed)
}

/// The profiles of a server with the shipped ones, and one of them with every knob.
fn house_examples() -> Vec<(&'static str, OperationExamples)> {
    let houses = Houses::shipped();
    let list = list_of(&houses, None, Edition::E2024, Language::En);
    let mut out = vec![(
        "listHouseRules",
        OperationExamples {
            requests: Vec::new(),
            responses: vec![(
                200,
                ex(
                    "profiles",
                    "The shipped profiles and the knobs each changes",
                    serde_json::to_value(list).unwrap_or_default(),
                ),
            )],
        },
    )];
    // The shipped profile that changes the most knobs.
    if let Some(p) = houses
        .all()
        .max_by_key(|p| p.differences(p.edition.unwrap_or(Edition::E2024)).len())
    {
        let edition = p.edition.unwrap_or(Edition::E2024);
        let one = detail(&houses, p, edition, Language::En);
        out.push((
            "getHouseRule",
            OperationExamples {
                requests: Vec::new(),
                responses: vec![(
                    200,
                    ex(
                        &p.name,
                        format!("{}: every knob", p.title),
                        serde_json::to_value(one).unwrap_or_default(),
                    ),
                )],
            },
        ));
    }
    if let Some(p) = houses.get("example-casino") {
        out.push((
            "getHouseRuleDefinition",
            OperationExamples {
                requests: Vec::new(),
                responses: vec![(
                    200,
                    ex(
                        &p.name,
                        format!("{}: its file, version and digest", p.title),
                        serde_json::to_value(definition_of(p)).unwrap_or_default(),
                    ),
                )],
            },
        ));
    }
    out
}

/// The problem the server answers a ruling request with, if the engine refuses it: in the
/// request's edition and language, else the server's default ones (2024, English), as
/// `POST /v1/rulings` gives it.
fn refusal(request: &Value) -> Option<Value> {
    let r = serde_json::from_value::<RulingRequest>(request.clone()).ok()?;
    let edition = r.edition.unwrap_or(Edition::E2024);
    let language = r.language.unwrap_or(Language::En);
    let e = r.decide(edition, language).err()?;
    Some(problem_in(AppError::hand(e, edition), language))
}

fn ex(name: &str, summary: impl Into<String>, value: Value) -> Example {
    Example {
        name: name.to_string(),
        summary: summary.into(),
        value,
        description: None,
        request: None,
    }
}

fn problem(e: AppError) -> Value {
    problem_in(e, Language::En)
}

fn problem_in(e: AppError, language: Language) -> Value {
    serde_json::to_value(e.problem(language)).unwrap_or_default()
}

/// No two examples of an operation's request, or of one of its answers, share a name (the
/// document's `examples` are maps by name: the second would hide the first).
fn distinct(operation: &str, ex: &OperationExamples) -> Result<(), ExamplesError> {
    let mut seen: Vec<(u16, &str)> = Vec::new();
    let all = ex
        .requests
        .iter()
        .map(|e| (0, e))
        .chain(ex.responses.iter().map(|(s, e)| (*s, e)));
    for (status, e) in all {
        if seen.contains(&(status, e.name.as_str())) {
            return Err(ExamplesError::SameName {
                operation: operation.to_string(),
                name: e.name.clone(),
            });
        }
        seen.push((status, e.name.as_str()));
    }
    Ok(())
}

/// Every operation's examples, by operation id, from the cases in `cases` (`tests/cases`).
pub(crate) fn all(cases: &Path) -> Result<Vec<(&'static str, OperationExamples)>, ExamplesError> {
    let rulings = rulings(&marked(cases)?)?;
    let record = rulings
        .responses
        .first()
        .map(|(_, e)| record(&rulings.requests[0].value, &e.value))
        .unwrap_or_default();
    let mut out = vec![("createRuling", rulings)];
    out.push(("replayHand", replay_examples()));
    out.push(("importHands", import_examples()));
    out.push(("balanceTables", balance_examples()));
    out.push((
        "getRuling",
        OperationExamples {
            requests: Vec::new(),
            responses: vec![(200, ex("logged", "A logged ruling", record.clone()))],
        },
    ));
    let mut finalized = record.clone();
    finalized["final"] = json!(FinalWord::Upheld.as_str());
    finalized["final_note"] = json!("Ruled at the table");
    finalized["final_at"] = json!(rfc3339(1_795_910_460_000));
    finalized["final_history"] = json!([{
        "id": "01KB2T4V0M4E8S1WB4Q3N5RZ7D",
        "final": "upheld",
        "status": "given",
        "by": {"kind": "staff", "id": "01KB2T4V0M4E8S1WB4Q3N5RZ7E", "name": "Ana Souza"},
        "note": "Ruled at the table",
        "floor": "Ana",
        "key": "Ana Souza",
        "at": rfc3339(1_795_910_460_000)
    }]);
    out.push((
        "recordFinalWord",
        OperationExamples {
            requests: vec![ex(
                "upheld",
                "The floor upholds the ruling",
                json!({"final": "upheld", "note": "Ruled at the table", "floor": "Ana"}),
            )],
            responses: vec![(
                200,
                ex("upheld", "The ruling with the final word", finalized),
            )],
        },
    ));
    out.push((
        "listRulings",
        OperationExamples {
            requests: Vec::new(),
            responses: vec![(
                200,
                ex(
                    "page",
                    "The last page of a listing",
                    json!({"items": [record]}),
                ),
            )],
        },
    ));
    let key = json!({
        "id": "01KB2T4V0M4E8S1WB4Q3N5RZ7D",
        "name": "tablet-12",
        "role": "floor",
        "prefix": "fck_3f9a1c0e",
        "created_at": rfc3339(1_795_910_400_000)
    });
    let mut created = key.clone();
    created["secret"] =
        json!("fck_3f9a1c0e5b7d2a4f6e8c0b1d3f5a7c9e1b3d5f7a9c0e2b4d6f8a0c1e3b5d7f9a");
    let mut revoked = key.clone();
    revoked["revoked_at"] = json!(rfc3339(1_795_996_800_000));
    out.push((
        "createKey",
        OperationExamples {
            requests: vec![ex(
                "tablet",
                "A key for a floor tablet",
                json!({"name": "tablet-12", "role": "floor"}),
            )],
            responses: vec![(201, ex("tablet", "The key, shown this once", created))],
        },
    ));
    let staff = json!({
        "id": "01KB2T4V0M4E8S1WB4Q3N5RZ7E",
        "name": "Bruno Lima",
        "role": "supervisor",
        "created_at": rfc3339(1_795_910_400_000),
        "created_by": "key:ops"
    });
    out.push((
        "createStaff",
        OperationExamples {
            requests: vec![ex(
                "supervisor",
                "A supervisor's account",
                json!({"name": "Bruno Lima", "role": "supervisor", "secret": "739251"}),
            )],
            responses: vec![(201, ex("supervisor", "The account (never its PIN)", staff))],
        },
    ));
    out.push((
        "signIn",
        OperationExamples {
            requests: vec![ex(
                "pin",
                "A floor person signs in with their PIN",
                json!({"name": "Ana Souza", "secret": "482913"}),
            )],
            responses: vec![(
                201,
                ex(
                    "session",
                    "The session's token, shown this once",
                    json!({
                        "id": "01KB2T4V0M4E8S1WB4Q3N5RZ7H",
                        "token": "fcs_9c1e3b5d7f9a0c2e4b6d8f0a1c3e5b7d9f1a3c5e7b9d0f2a4c6e8b0d1f3a5c7e",
                        "expires_at": rfc3339(1_795_939_200_000),
                        "idle_seconds": 1800,
                        "staff": {
                            "id": "01KB2T4V0M4E8S1WB4Q3N5RZ7E",
                            "name": "Ana Souza",
                            "role": "floor",
                            "created_at": rfc3339(1_795_910_400_000)
                        }
                    }),
                ),
            )],
        },
    ));
    out.push((
        "confirmFinalWord",
        OperationExamples {
            requests: vec![ex(
                "confirm",
                "A supervisor confirms the floor's proposal",
                json!({"proposal": "01KB2T4V0M4E8S1WB4Q3N5RZ7D"}),
            )],
            responses: Vec::new(),
        },
    ));
    out.push((
        "listKeys",
        OperationExamples {
            requests: Vec::new(),
            responses: vec![(
                200,
                ex("keys", "The keys, never their secrets", json!([key])),
            )],
        },
    ));
    out.push((
        "revokeKey",
        OperationExamples {
            requests: Vec::new(),
            responses: vec![(200, ex("revoked", "A revoked key", revoked))],
        },
    ));
    out.push((
        "createIncident",
        OperationExamples {
            requests: vec![ex(
                "device",
                "A phone at the table with a live hand (Rule 5)",
                json!({"kind": "electronic_device", "tournament": "Main Event", "table": "12",
                    "seat": 4, "player": {"id": "C-20931", "name": "J. Doe"},
                    "seen": "Seat 4 was texting with a live hand; the dealer stopped the action.",
                    "witnesses": ["dealer Rui"]}),
            )],
            responses: Vec::new(),
        },
    ));
    out.push((
        "signOffIncident",
        OperationExamples {
            requests: vec![ex(
                "signed",
                "A supervisor signs the report off",
                json!({"note": "Spoke to the player; warning recorded."}),
            )],
            responses: Vec::new(),
        },
    ));
    out.push((
        "createWebhook",
        OperationExamples {
            requests: vec![ex(
                "casino",
                "The casino's system subscribes to final words and upheld penalties",
                json!({"url": "https://casino.example/floorcall", "events": ["ruling.final", "penalty.upheld"]}),
            )],
            responses: Vec::new(),
        },
    ));
    out.push((
        "handsDealt",
        OperationExamples {
            requests: vec![ex(
                "one",
                "A hand dealt at table 12",
                json!({"tournament": "Main Event"}),
            )],
            responses: Vec::new(),
        },
    ));
    out.push(("listRules", rules_examples(false)));
    out.push(("getRule", rules_examples(true)));
    out.extend(house_examples());
    let mut rendered = record["ruling"].clone();
    if let Some(r) = rendered.as_object_mut() {
        r.insert("id".into(), json!(ID));
        r.insert("matches_log".into(), json!(true));
    }
    out.push((
        "renderRuling",
        OperationExamples {
            requests: Vec::new(),
            responses: vec![(
                200,
                ex(
                    "rendered",
                    "A logged ruling ruled again, as it was given",
                    rendered,
                ),
            )],
        },
    ));
    for (operation, ex) in &out {
        distinct(operation, ex)?;
    }
    Ok(out)
}

/// A request per dispute type (its example case), its ruling, the spot example, and the
/// refused variants with their 422.
fn rulings(marked: &Marked) -> Result<OperationExamples, ExamplesError> {
    let mut ops = OperationExamples::default();
    for (kind, c) in &marked.disputes {
        let (request, answer) = ruled(c)?;
        let source = c["source"].as_str().or(c["id"].as_str()).unwrap_or("");
        let name = kind.as_str();
        ops.requests
            .push(ex(name, format!("`{name}`: {source}"), request));
        ops.responses
            .push((200, ex(name, format!("The ruling on {source}"), answer)));
    }
    // The first example a shipped house profile changes, ruled under it: the house rule cited,
    // the TDA's ruling beside it.
    if let Some((profile, c)) = marked.disputes.iter().find_map(|(_, c)| {
        house::builtin()
            .iter()
            .find(|p| changes(c, &p.name))
            .map(|p| (p, c))
    }) {
        let mut c = c.clone();
        c["request"]["house"] = json!(profile.name);
        let (request, answer) = ruled(&c)?;
        let source = c["source"].as_str().or(c["id"].as_str()).unwrap_or("");
        ops.requests.push(ex(
            "house",
            format!("`house`: {source}, under {}", profile.title),
            request,
        ));
        ops.responses.push((
            200,
            ex(
                "house",
                format!("The house rule cited, the TDA's ruling beside it ({source})"),
                answer,
            ),
        ));
    }
    // The same kind of question from the betting round as the floor finds it (`spot`).
    if let Some(c) = &marked.spot {
        let (request, answer) = ruled(c)?;
        let source = c["source"].as_str().unwrap_or("spot");
        ops.requests.push(ex(
            "spot",
            format!("`spot` instead of `hand`: {source}"),
            request,
        ));
        ops.responses
            .push((200, ex("spot", format!("The ruling on {source}"), answer)));
    }
    for r in &marked.refused {
        let base = ops
            .requests
            .iter()
            .find(|e| e.name == r.kind)
            .ok_or_else(|| ExamplesError::NoBase {
                name: r.name.clone(),
                kind: r.kind.clone(),
            })?;
        let mut bad = base.value.clone();
        merge(&mut bad["dispute"], &r.dispute);
        let answer = refusal(&bad).ok_or_else(|| ExamplesError::NotRefused(r.name.clone()))?;
        ops.refused(422, &r.name, &r.summary, &r.answer, bad, answer);
    }
    Ok(ops)
}

fn replay_examples() -> OperationExamples {
    let mut ops = OperationExamples::default();
    let hand = json!({"game": "NLHE", "blinds": {"small": 50, "big": 100}, "button": 3,
        "seats": [{"seat": 1, "stack": 10000}, {"seat": 2, "stack": 10000}, {"seat": 3, "stack": 10000}],
        "actions": [{"seat": 3, "action": "raise", "to": 300}, {"seat": 1, "action": "call"}, {"seat": 2, "action": "fold"}]});
    if let Ok(h) = Hand::from_json(&hand.to_string())
        && let Ok(r) = replay(&h)
    {
        let mut table = r.table.clone();
        let _ = table.deal_implied(h.actions.len());
        let answer = ReplayResponse {
            result: r.result(),
            now: table.now(),
            steps: r.decisions.into_vec(),
        };
        ops.requests
            .push(ex("hand", "A hand, pre-flop", hand.clone()));
        ops.responses.push((
            200,
            ex(
                "hand",
                "The state before each action",
                serde_json::to_value(answer).unwrap_or_default(),
            ),
        ));
    }
    let mut bad = hand;
    bad["actions"][0]["to"] = json!(150);
    if let Ok(h) = Hand::from_json(&bad.to_string())
        && let Err(e) = replay(&h)
    {
        ops.refused(
            422,
            "invalid-raise",
            "A raise below the minimum",
            "The problem names the action and the rule",
            bad,
            problem(AppError::hand(e, Edition::E2024)),
        );
    }
    ops
}

fn import_examples() -> OperationExamples {
    let mut ops = OperationExamples::default();
    let text = "variant = 'NT'\nantes = [0, 0, 0]\nblinds_or_straddles = [50, 100, 0]\nmin_bet = 100\nstarting_stacks = [10000, 10000, 10000]\nactions = ['d dh p1 AsKd', 'd dh p2 7h7c', 'd dh p3 ????', 'p3 f', 'p1 cbr 300', 'p2 cc']\n";
    let req = json!({"hand_format": "phh", "hand_text": text});
    if let Ok(hands) = import_text(text, HandFormat::Phh) {
        let scale = hands.first().map_or(1, |h| h.scale);
        let details = hands
            .iter()
            .enumerate()
            .map(|(index, h)| crate::routes::hands::ImportedHand {
                index,
                id: h.source_id.clone(),
                scale: h.scale,
            })
            .collect();
        let hands: Vec<HandInput> = hands.into_iter().map(|h| h.hand).collect();
        if let Some(hand) = hands.first().cloned() {
            let answer = ImportResponse {
                hand,
                hands,
                scale,
                details,
                errors: Vec::new(),
            };
            ops.requests.push(ex("phh", "A PHH hand", req));
            ops.responses.push((
                200,
                ex(
                    "phh",
                    "The hand in the contract's shape",
                    serde_json::to_value(answer).unwrap_or_default(),
                ),
            ));
        }
    }
    let bad_text = "variant = 'F7'\nstarting_stacks = [100, 100]\nactions = []\n";
    if let Err(e) = import_text(bad_text, HandFormat::Phh) {
        ops.refused(
            422,
            "invalid-variant",
            "A game floorcall does not play",
            "The problem names the field",
            json!({"hand_format": "phh", "hand_text": bad_text}),
            problem(AppError::hand(e, Edition::E2024)),
        );
    }
    ops
}

fn balance_examples() -> OperationExamples {
    let mut ops = OperationExamples::default();
    let req = json!({"seats_per_table": 9, "tables": [{"id": "A", "players": 5}, {"id": "B", "players": 8}]});
    if let Ok(r) = serde_json::from_value::<BalanceRequest>(req.clone())
        && let Ok(answer) = balance(&r, Edition::E2024, Language::En)
    {
        ops.requests.push(ex(
            "halt",
            "TDA Rule 11-D: table A is three players short",
            req,
        ));
        ops.responses.push((
            200,
            ex(
                "halt",
                "Table A halts; one player moves",
                serde_json::to_value(answer).unwrap_or_default(),
            ),
        ));
    }
    let bad = json!({"seats_per_table": 9, "tables": [{"id": "A", "players": 10}]});
    if let Ok(r) = serde_json::from_value::<BalanceRequest>(bad.clone())
        && let Err(e) = balance(&r, Edition::E2024, Language::En)
    {
        ops.refused(
            422,
            "invalid-players",
            "Ten players at a nine-seat table",
            "The problem names the field",
            bad,
            problem(AppError::hand(e, Edition::E2024)),
        );
    }
    ops
}

fn rules_examples(one: bool) -> OperationExamples {
    let pick: &[RuleKey] = if one {
        &[RuleKey::RaiseAmounts]
    } else {
        &[RuleKey::RaiseAmounts, RuleKey::MultipleChipBetting]
    };
    let rules: Vec<RuleOut> = pick
        .iter()
        .map(|&k| crate::routes::rules::out(k, Edition::E2024, Language::En))
        .collect();
    let value = serde_json::to_value(RulesResponse {
        edition: Edition::E2024,
        language: Language::En,
        rules,
        notice: floorcall_engine::rules::NOTICE.to_string(),
    })
    .unwrap_or_default();
    let summary = if one {
        "One rule"
    } else {
        "Two rules of the catalog"
    };
    OperationExamples {
        requests: Vec::new(),
        responses: vec![(200, ex("rules", summary, value))],
    }
}

/// The log's record of a ruling.
fn record(request: &Value, answer: &Value) -> Value {
    let mut ruling = answer.clone();
    if let Some(r) = ruling.as_object_mut() {
        r.remove("id");
    }
    let rec = json!({
        "id": ID,
        "created_at": rfc3339(1_795_910_400_000),
        "edition": answer["edition"],
        "language": answer["language"],
        "dispute_type": request["dispute"]["type"],
        "outcome": answer["outcome"],
        "rule_key": answer["citation"]["key"],
        "tournament": "Main Event",
        "table": "12",
        "floor": "Ana",
        "asked_by": {"kind": "key", "id": "01KB2T4V0M4E8S1WB4Q3N5RZ7F", "name": "tablet-12"},
        "request_id": "01KB2T4V0M4E8S1WB4Q3N5RZ7G",
        "request": request,
        "ruling": ruling,
    });
    rec
}
