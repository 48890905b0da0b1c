//! Examples for the document, computed from the data-driven cases (`tests/cases/`) by the
//! engine itself, so that they cannot drift from what the server answers: a request per
//! dispute type and per operation, its real 200 answer, and a 422 for a request the rules
//! refuse. Request examples whose name starts with `invalid-` are answered with 422; the
//! others with 200 (`crates/web/tests/api/examples.rs` posts every one).

use crate::problem::AppError;
use crate::routes::hands::{ImportResponse, ReplayResponse};
use crate::routes::rules::{RuleOut, RulesResponse};
use crate::store::{FinalWord, rfc3339};
use floorcall_engine::disputes::DisputeKind;
use floorcall_engine::hand::{Hand, HandInput};
use floorcall_engine::import::{HandFormat, import_text};
use floorcall_engine::lang::Language;
use floorcall_engine::replay::replay;
use floorcall_engine::request::RulingRequest;
use floorcall_engine::rules::{Edition, RuleKey};
use floorcall_engine::tables::{BalanceRequest, balance};
use serde_json::{Value, json};

/// An example of an operation's request or answer.
#[derive(Debug, Clone)]
pub struct Example {
    /// The example's name (`invalid-…` for a request answered with 422).
    pub name: String,
    /// One line saying what it shows.
    pub summary: String,
    /// The JSON.
    pub value: Value,
}

/// The examples of one operation.
#[derive(Debug, Clone, Default)]
pub struct OperationExamples {
    /// Request bodies.
    pub requests: Vec<Example>,
    /// Answers by status code.
    pub responses: Vec<(u16, Example)>,
}

/// The case of each dispute type the examples are taken from: a TDA example, exact numbers.
const CASES: [(DisputeKind, &str, &str); 20] = [
    (
        DisputeKind::Bet,
        include_str!("../../../../tests/cases/bet.json"),
        "SEED-45-2",
    ),
    (
        DisputeKind::Options,
        include_str!("../../../../tests/cases/options.json"),
        "SEED-43-1",
    ),
    (
        DisputeKind::OutOfTurn,
        include_str!("../../../../tests/cases/out_of_turn.json"),
        "SEED-53A-1",
    ),
    (
        DisputeKind::IncorrectBet,
        include_str!("../../../../tests/cases/incorrect_bet.json"),
        "SEED-52B-1",
    ),
    (
        DisputeKind::CardsDealt,
        include_str!("../../../../tests/cases/cards_dealt.json"),
        "SEED-38-1A",
    ),
    (
        DisputeKind::ShowRequest,
        include_str!("../../../../tests/cases/show_request.json"),
        "SEED-18-1a",
    ),
    (
        DisputeKind::FaceUp,
        include_str!("../../../../tests/cases/face_up.json"),
        "SEED-16-1",
    ),
    (
        DisputeKind::Showdown,
        include_str!("../../../../tests/cases/showdown.json"),
        "SEED-16-3-award",
    ),
    (
        DisputeKind::Penalty,
        include_str!("../../../../tests/cases/penalty.json"),
        "VAR-71-third-exposure",
    ),
    (
        DisputeKind::Clock,
        include_str!("../../../../tests/cases/clock.json"),
        "VAR-29-expired-facing-bet",
    ),
    (
        DisputeKind::AtSeat,
        include_str!("../../../../tests/cases/at_seat.json"),
        "VAR-30-away-big-blind",
    ),
    (
        DisputeKind::AcceptedAction,
        include_str!("../../../../tests/cases/accepted_action.json"),
        "VAR-49-dealer-short-count",
    ),
    (
        DisputeKind::CountRequest,
        include_str!("../../../../tests/cases/count_request.json"),
        "VAR-60-facing-all-in-in-turn",
    ),
    (
        DisputeKind::StringBet,
        include_str!("../../../../tests/cases/string_bet.json"),
        "VAR-56-string-call",
    ),
    (
        DisputeKind::ConditionalStatement,
        include_str!("../../../../tests/cases/conditional_statement.json"),
        "VAR-59-if-you-bet-i-raise",
    ),
    (
        DisputeKind::ChipsBehind,
        include_str!("../../../../tests/cases/chips_behind.json"),
        "VAR-62-floor-decides",
    ),
    (
        DisputeKind::ShowdownError,
        include_str!("../../../../tests/cases/showdown_error.json"),
        "VAR-12-misread-corrected",
    ),
    (
        DisputeKind::DealError,
        include_str!("../../../../tests/cases/deal_error.json"),
        "VAR-35D-not-entitled-after-sa",
    ),
    (
        DisputeKind::BoardError,
        include_str!("../../../../tests/cases/board_error.json"),
        "VAR-RP5-premature-turn",
    ),
    (
        DisputeKind::ButtonBlinds,
        include_str!("../../../../tests/cases/button_blinds.json"),
        "VAR-10-new-player-waits",
    ),
];

/// The id shown in examples.
const ID: &str = "01KB2T4V0M4E8S1WB4Q3N5RZ7C";

fn case(file: &str, id: &str) -> Option<Value> {
    let cases: Vec<Value> = serde_json::from_str(file).ok()?;
    cases.into_iter().find(|c| c["id"] == id)
}

fn ex(name: &str, summary: impl Into<String>, value: Value) -> Example {
    Example {
        name: name.to_string(),
        summary: summary.into(),
        value,
    }
}

fn problem(e: AppError) -> Value {
    serde_json::to_value(e.problem(Language::En)).unwrap_or_default()
}

/// Every operation's examples, by operation id.
pub fn all() -> Vec<(&'static str, OperationExamples)> {
    let rulings = rulings();
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
        "final": "upheld",
        "note": "Ruled at the table",
        "floor": "Ana",
        "key": "tdr-ana",
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
    out.push(("listRules", rules_examples(false)));
    out.push(("getRule", rules_examples(true)));
    out
}

/// A request per dispute type (the TDA's example), its ruling, and a 422.
fn rulings() -> OperationExamples {
    let mut ops = OperationExamples::default();
    for (kind, file, id) in CASES {
        let Some(c) = case(file, id) else { continue };
        let request = c["request"].clone();
        let Ok(req) = serde_json::from_value::<RulingRequest>(request.clone()) else {
            continue;
        };
        let Ok(ruling) = req.decide(Edition::E2024, Language::En) else {
            continue;
        };
        let mut answer = json!({"id": ID});
        if let (Some(a), Ok(Value::Object(r))) =
            (answer.as_object_mut(), serde_json::to_value(&ruling))
        {
            a.extend(r);
        }
        let source = c["source"].as_str().unwrap_or(id).to_string();
        let name = kind.as_str();
        ops.requests
            .push(ex(name, format!("`{name}`: {source}"), request));
        ops.responses
            .push((200, ex(name, format!("The ruling on {source}"), answer)));
    }
    // The same kind of question from the betting round as the floor finds it (`spot`).
    if let Some(c) = case(
        include_str!("../../../../tests/cases/spot.json"),
        "SEED-43-1-spot",
    ) {
        let request = c["request"].clone();
        let ruling = serde_json::from_value::<RulingRequest>(request.clone())
            .ok()
            .and_then(|r| r.decide(Edition::E2024, Language::En).ok());
        if let Some(ruling) = ruling {
            let mut answer = json!({"id": ID});
            if let (Some(a), Ok(Value::Object(r))) =
                (answer.as_object_mut(), serde_json::to_value(&ruling))
            {
                a.extend(r);
            }
            let source = c["source"].as_str().unwrap_or("spot").to_string();
            ops.requests.push(ex(
                "spot",
                format!("`spot` instead of `hand`: {source}"),
                request,
            ));
            ops.responses
                .push((200, ex("spot", format!("The ruling on {source}"), answer)));
        }
    }
    // A seat that is not in the hand: the dispute does not fit it.
    if let Some(mut bad) = ops.requests.first().map(|e| e.value.clone()) {
        bad["dispute"]["seat"] = json!(9);
        let why = serde_json::from_value::<RulingRequest>(bad.clone())
            .ok()
            .and_then(|r| r.decide(Edition::E2024, Language::En).err());
        if let Some(e) = why {
            ops.requests.push(ex(
                "invalid-seat",
                "A dispute about a seat not in the hand: 422",
                bad,
            ));
            ops.responses.push((
                422,
                ex(
                    "invalid-seat",
                    "The problem names the field",
                    problem(AppError::hand(e, Edition::E2024)),
                ),
            ));
        }
    }
    // A call by the bettor himself: he is not the player to act (`dispute.seat`).
    invalid(
        &mut ops,
        "accepted_action",
        |d| d["seat"] = json!(1),
        "invalid-caller",
        "An accepted action claimed for a seat that is not to act: 422",
    );
    // A count of one's own chips (`dispute.target`).
    invalid(
        &mut ops,
        "count_request",
        |d| d["target"] = d["requester"].clone(),
        "invalid-count-target",
        "A player asking for a count of its own chips: 422",
    );
    // A motion with no chips (`dispute.motions[1]`).
    invalid(
        &mut ops,
        "string_bet",
        |d| d["motions"][1] = json!([]),
        "invalid-motion",
        "A forward motion with no chips: 422",
    );
    // A stated raise below the minimum (`dispute.then`).
    invalid(
        &mut ops,
        "conditional_statement",
        |d| d["then"]["to"] = json!(700),
        "invalid-stated-raise",
        "A stated raise the player could not make now: 422",
    );
    // Chips behind a player who is not all-in (`dispute.seat`).
    invalid(
        &mut ops,
        "chips_behind",
        |d| d["seat"] = json!(4),
        "invalid-not-all-in",
        "Chips found behind a player who is not all-in: 422",
    );
    // A showdown error about a seat not at the table (`dispute.seat`).
    invalid(
        &mut ops,
        "showdown_error",
        |d| d["seat"] = json!(7),
        "invalid-showdown-seat",
        "A showdown error about a seat that is not in the hand: 422",
    );
    // A seat dealt out that is in the hand (`dispute.seat`).
    invalid(
        &mut ops,
        "deal_error",
        |d| {
            d["error"] = json!("dealt_out_wrongly");
            d["seat"] = json!(3);
        },
        "invalid-dealt-out-seat",
        "A seat said to be dealt out that holds cards in the hand: 422",
    );
    // A premature card named for a street that is not next (`dispute.street`).
    invalid(
        &mut ops,
        "board_error",
        |d| d["street"] = json!("river"),
        "invalid-premature-street",
        "A premature river while the flop is still being bet: 422",
    );
    // A new player in a seat that is taken (`dispute.arriving[0]`).
    invalid(
        &mut ops,
        "button_blinds",
        |d| d["arriving"] = json!([2]),
        "invalid-arriving-seat",
        "A new player said to arrive in an occupied seat: 422",
    );
    // A penalty for a table of one: the problem names `dispute.players_at_table`.
    let penalty = ops.requests.iter().find(|e| e.name == "penalty");
    if let Some(mut bad) = penalty.map(|e| e.value.clone()) {
        bad["dispute"]["players_at_table"] = json!(1);
        let why = serde_json::from_value::<RulingRequest>(bad.clone())
            .ok()
            .and_then(|r| r.decide(Edition::E2024, Language::En).err());
        if let Some(e) = why {
            ops.requests.push(ex(
                "invalid-players-at-table",
                "A penalty counted for a table of one player: 422",
                bad,
            ));
            ops.responses.push((
                422,
                ex(
                    "invalid-players-at-table",
                    "The problem names the field and the range",
                    problem(AppError::hand(e, Edition::E2024)),
                ),
            ));
        }
    }
    ops
}

/// A request example of dispute type `kind` made invalid by `mutate` (applied to its
/// `dispute`), with the 422 the engine answers; nothing when it is not refused.
fn invalid(
    ops: &mut OperationExamples,
    kind: &str,
    mutate: impl Fn(&mut Value),
    name: &str,
    summary: &str,
) {
    let Some(mut bad) = ops
        .requests
        .iter()
        .find(|e| e.name == kind)
        .map(|e| e.value.clone())
    else {
        return;
    };
    mutate(&mut bad["dispute"]);
    let why = serde_json::from_value::<RulingRequest>(bad.clone())
        .ok()
        .and_then(|r| r.decide(Edition::E2024, Language::En).err());
    if let Some(e) = why {
        ops.requests.push(ex(name, summary, bad));
        ops.responses.push((
            422,
            ex(
                name,
                "The problem names the field",
                problem(AppError::hand(e, Edition::E2024)),
            ),
        ));
    }
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
            steps: r.decisions,
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
        ops.requests
            .push(ex("invalid-raise", "A raise below the minimum: 422", bad));
        ops.responses.push((
            422,
            ex(
                "invalid-raise",
                "The problem names the action and the rule",
                problem(AppError::hand(e, Edition::E2024)),
            ),
        ));
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
        ops.requests.push(ex(
            "invalid-variant",
            "A game floorcall does not play: 422",
            json!({"hand_format": "phh", "hand_text": bad_text}),
        ));
        ops.responses.push((
            422,
            ex(
                "invalid-variant",
                "The problem names the field",
                problem(AppError::hand(e, Edition::E2024)),
            ),
        ));
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
        ops.requests.push(ex(
            "invalid-players",
            "Ten players at a nine-seat table: 422",
            bad,
        ));
        ops.responses.push((
            422,
            ex(
                "invalid-players",
                "The problem names the field",
                problem(AppError::hand(e, Edition::E2024)),
            ),
        ));
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
        "request": request,
        "ruling": ruling,
    });
    rec
}
