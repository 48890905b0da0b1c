//! Every endpoint and every error status, in-process.

use super::helpers::{call, memory_state, sample_request, state_with};
use axum::http::StatusCode;
use floorcall_web::AppState;
use floorcall_web::config::Settings;
use floorcall_web::store::Store;
use serde_json::{Value, json};
use std::sync::atomic::Ordering;

const PROBLEM: &str = "application/problem+json";

#[tokio::test]
async fn health_ready_metrics_docs() {
    let s = memory_state().await;
    let r = call(&s, "GET", "/healthz", None, &[]).await;
    assert_eq!(r.status, StatusCode::OK);
    assert!(
        r.headers.get("x-request-id").is_some(),
        "request id on every response"
    );
    let r = call(&s, "GET", "/readyz", None, &[]).await;
    assert_eq!(
        (r.status, r.json()["log"].clone()),
        (StatusCode::OK, json!("sqlite"))
    );
    s.shutting_down.store(true, Ordering::Relaxed);
    let r = call(&s, "GET", "/readyz", None, &[]).await;
    assert_eq!(r.status, StatusCode::SERVICE_UNAVAILABLE);
    assert_eq!(r.content_type, PROBLEM);
    floorcall_web::telemetry::prometheus();
    let r = call(&s, "GET", "/metrics", None, &[]).await;
    assert_eq!(r.status, StatusCode::OK);
    assert!(
        r.text.contains("floorcall_http_requests_total"),
        "{}",
        r.text
    );
    let r = call(&s, "GET", "/openapi.json", None, &[]).await;
    assert_eq!(r.json()["openapi"], "3.1.0");
    let r = call(&s, "GET", "/docs/", None, &[]).await;
    assert_eq!(r.status, StatusCode::OK);
    assert!(r.text.contains("swagger"), "docs page served locally");
}

#[tokio::test]
async fn ruling_is_logged_and_readable() {
    let s = memory_state().await;
    let body = sample_request();
    let r = call(
        &s,
        "POST",
        "/v1/rulings",
        Some(&body),
        &[("accept-language", "es-AR")],
    )
    .await;
    assert_eq!(r.status, StatusCode::OK, "{}", r.text);
    let v = r.json();
    let id = v["id"].as_str().expect("id").to_string();
    assert_eq!(v["outcome"], "raise");
    assert_eq!(v["action"]["to"], 1700);
    // The request names its language (pt), which wins over Accept-Language.
    assert_eq!(v["language"], "pt");
    assert_eq!(
        r.headers.get("location").and_then(|h| h.to_str().ok()),
        Some(format!("/v1/rulings/{id}").as_str())
    );
    let r = call(&s, "GET", &format!("/v1/rulings/{id}"), None, &[]).await;
    assert_eq!(r.status, StatusCode::OK);
    assert_eq!(r.json()["ruling"]["outcome"], "raise");
    assert_eq!(r.json()["rule_key"], "multiple-chip-betting");
    let r = call(&s, "GET", "/v1/rulings/01NOTANID", None, &[]).await;
    assert_eq!(
        (r.status, r.content_type.as_str()),
        (StatusCode::NOT_FOUND, PROBLEM)
    );
}

#[tokio::test]
async fn language_from_accept_language_and_edition_default() {
    let s = AppState::new(
        Settings {
            edition: floorcall_engine::rules::Edition::E2026,
            ..Settings::default()
        },
        Store::disabled(),
    );
    let mut req: Value = serde_json::from_str(&sample_request()).expect("json");
    req.as_object_mut().expect("object").remove("language");
    req.as_object_mut().expect("object").remove("edition");
    let r = call(
        &s,
        "POST",
        "/v1/rulings",
        Some(&req.to_string()),
        &[("accept-language", "pt-BR,pt;q=0.9,en;q=0.5")],
    )
    .await;
    let v = r.json();
    assert_eq!(v["language"], "pt");
    let header = |r: &super::helpers::Resp, h: &str| {
        r.headers
            .get(h)
            .and_then(|v| v.to_str().ok())
            .map(String::from)
    };
    assert_eq!(header(&r, "content-language").as_deref(), Some("pt"));
    assert_eq!(header(&r, "vary").as_deref(), Some("accept-language"));
    assert!(header(&r, "x-request-id").is_some());
    let rules = call(
        &s,
        "GET",
        "/v1/rules/raise-amounts",
        None,
        &[("accept-language", "es")],
    )
    .await;
    assert_eq!(header(&rules, "content-language").as_deref(), Some("es"));
    assert_eq!(v["citation"]["edition"], "2026");
    assert_eq!(
        v["citation"]["number"], "47",
        "2026 numbering from the server default"
    );
    let r = call(&s, "POST", "/v1/rulings", Some(&req.to_string()), &[]).await;
    assert_eq!(r.json()["language"], "en");
}

#[tokio::test]
async fn errors_are_problem_documents() {
    let s = memory_state().await;
    // 400 malformed JSON
    let r = call(&s, "POST", "/v1/rulings", Some("{not json"), &[]).await;
    assert_eq!(
        (r.status, r.content_type.as_str()),
        (StatusCode::BAD_REQUEST, PROBLEM)
    );
    // 415 without a JSON content type
    let router = floorcall_web::app(s.clone());
    use tower::ServiceExt;
    let res = router
        .oneshot(
            axum::http::Request::post("/v1/rulings")
                .body(axum::body::Body::from("{}"))
                .expect("req"),
        )
        .await
        .expect("res");
    assert_eq!(res.status(), StatusCode::UNSUPPORTED_MEDIA_TYPE);
    // 422 wrong type, naming the field
    let r = call(&s, "POST", "/v1/rulings", Some(r#"{"hand": {"game": "NLHE", "blinds": {"small": "x", "big": 100}}, "dispute": {"type": "options"}}"#), &[]).await;
    assert_eq!(
        (r.status, r.content_type.as_str()),
        (StatusCode::UNPROCESSABLE_ENTITY, PROBLEM)
    );
    assert_eq!(r.json()["field"], "hand.blinds.small", "{}", r.text);
    // 422 unknown dispute type
    let mut req: Value = serde_json::from_str(&sample_request()).expect("json");
    req["dispute"] = json!({"type": "coin_flip"});
    let r = call(&s, "POST", "/v1/rulings", Some(&req.to_string()), &[]).await;
    assert_eq!(r.status, StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(r.json()["field"], "dispute.type");
    assert!(
        r.json()["detail"]
            .as_str()
            .unwrap_or("")
            .contains("coin_flip"),
        "{}",
        r.text
    );
    // 422 impossible action: index and rule
    let mut req: Value = serde_json::from_str(&sample_request()).expect("json");
    req["hand"]["actions"] = json!([{"seat": 3, "action": "raise", "to": 600}]);
    let r = call(&s, "POST", "/v1/rulings", Some(&req.to_string()), &[]).await;
    assert_eq!(r.status, StatusCode::UNPROCESSABLE_ENTITY, "{}", r.text);
    let p = r.json();
    assert_eq!(p["action_index"], 0);
    assert_eq!(p["rule"]["key"], "raise-amounts");
    assert_eq!(p["rule"]["number"], "43");
    // 422 a dispute that does not fit: a seat not in the hand
    let mut req: Value = serde_json::from_str(&sample_request()).expect("json");
    req["dispute"]["seat"] = json!(9);
    let r = call(&s, "POST", "/v1/rulings", Some(&req.to_string()), &[]).await;
    assert_eq!(r.status, StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(r.json()["field"], "dispute.seat");
    // 422 chips of zero value
    let mut req: Value = serde_json::from_str(&sample_request()).expect("json");
    req["dispute"]["chips"] = json!([1000, 0]);
    let r = call(&s, "POST", "/v1/rulings", Some(&req.to_string()), &[]).await;
    assert_eq!(r.json()["field"], "dispute.chips[1]");
    // 422 negative chips are a type error
    req["dispute"]["chips"] = json!([-5]);
    let r = call(&s, "POST", "/v1/rulings", Some(&req.to_string()), &[]).await;
    assert_eq!(r.status, StatusCode::UNPROCESSABLE_ENTITY);
    // 404 unknown route, 405 wrong method
    let r = call(&s, "GET", "/v2/nothing", None, &[]).await;
    assert_eq!(
        (r.status, r.content_type.as_str()),
        (StatusCode::NOT_FOUND, PROBLEM)
    );
    let r = call(&s, "DELETE", "/v1/rulings", None, &[]).await;
    assert_eq!(
        (r.status, r.content_type.as_str()),
        (StatusCode::METHOD_NOT_ALLOWED, PROBLEM)
    );
}

#[tokio::test]
async fn oversized_body_is_413() {
    let s = AppState::new(
        Settings {
            body_limit: 1000,
            ..Settings::default()
        },
        Store::disabled(),
    );
    let big = format!("{{\"pad\": \"{}\"}}", "x".repeat(5000));
    let r = call(&s, "POST", "/v1/rulings", Some(&big), &[]).await;
    assert_eq!(
        (r.status, r.content_type.as_str()),
        (StatusCode::PAYLOAD_TOO_LARGE, PROBLEM),
        "{}",
        r.text
    );
}

#[tokio::test]
async fn idempotency_key() {
    let s = memory_state().await;
    let body = sample_request();
    let a = call(
        &s,
        "POST",
        "/v1/rulings",
        Some(&body),
        &[("idempotency-key", "tablet-7-42")],
    )
    .await;
    let b = call(
        &s,
        "POST",
        "/v1/rulings",
        Some(&body),
        &[("idempotency-key", "tablet-7-42")],
    )
    .await;
    assert_eq!(a.status, StatusCode::OK);
    assert_eq!(b.status, StatusCode::OK);
    assert_eq!(a.json()["id"], b.json()["id"]);
    assert_eq!(
        b.headers
            .get("idempotent-replayed")
            .and_then(|v| v.to_str().ok()),
        Some("true")
    );
    let list = call(&s, "GET", "/v1/rulings", None, &[]).await.json();
    assert_eq!(
        list["items"].as_array().map(Vec::len),
        Some(1),
        "nothing new recorded"
    );
    let mut other: Value = serde_json::from_str(&body).expect("json");
    other["dispute"]["chips"] = json!([1000, 100]);
    let c = call(
        &s,
        "POST",
        "/v1/rulings",
        Some(&other.to_string()),
        &[("idempotency-key", "tablet-7-42")],
    )
    .await;
    assert_eq!(
        (c.status, c.content_type.as_str()),
        (StatusCode::CONFLICT, PROBLEM)
    );
    // The key is checked before the body is read or the engine runs: a key too long is a 400
    // about the key, even with a body the engine would refuse.
    let long = "k".repeat(201);
    let d = call(
        &s,
        "POST",
        "/v1/rulings",
        Some(r#"{"dispute": {"type": "options"}}"#),
        &[("idempotency-key", long.as_str())],
    )
    .await;
    assert_eq!(d.status, StatusCode::BAD_REQUEST);
    assert!(
        d.json()["detail"]
            .as_str()
            .unwrap_or("")
            .contains("Idempotency-Key")
    );
}

#[tokio::test]
async fn log_filters_cursor_exports_and_final_word() {
    let s = memory_state().await;
    let body: Value = serde_json::from_str(&sample_request()).expect("json");
    let mut ids = Vec::new();
    for (table, chips) in [
        ("12", json!([1000, 100, 100, 100])),
        ("12", json!([1000, 100, 100, 100, 100, 100])),
        ("7", json!([1000, 1000])),
    ] {
        let mut b = body.clone();
        b["context"] = json!({"tournament": "Main Event", "table": table, "floor": "Ana"});
        b["dispute"]["chips"] = chips;
        let r = call(&s, "POST", "/v1/rulings", Some(&b.to_string()), &[]).await;
        ids.push(r.json()["id"].as_str().expect("id").to_string());
    }
    let page = call(&s, "GET", "/v1/rulings?limit=2", None, &[])
        .await
        .json();
    assert_eq!(page["items"].as_array().map(Vec::len), Some(2));
    let cursor = page["next_cursor"].as_str().expect("cursor").to_string();
    let page2 = call(
        &s,
        "GET",
        &format!("/v1/rulings?limit=2&cursor={cursor}"),
        None,
        &[],
    )
    .await
    .json();
    assert_eq!(page2["items"][0]["id"], json!(ids[2]));
    assert!(page2.get("next_cursor").is_none());
    // Three rulings in pages of three: one page and no cursor to an empty one.
    let whole = call(&s, "GET", "/v1/rulings?limit=3", None, &[])
        .await
        .json();
    assert_eq!(whole["items"].as_array().map(Vec::len), Some(3));
    assert!(whole.get("next_cursor").is_none(), "{whole}");
    // An outcome outside the closed set, and an impossible date, are refused.
    let r = call(&s, "GET", "/v1/rulings?outcome=maybe", None, &[]).await;
    assert_eq!(r.status, StatusCode::BAD_REQUEST);
    let r = call(&s, "GET", "/v1/rulings?since=2026-02-31", None, &[]).await;
    assert_eq!(
        (r.status, r.content_type.as_str()),
        (StatusCode::BAD_REQUEST, PROBLEM)
    );
    let t12 = call(&s, "GET", "/v1/rulings?table=12", None, &[])
        .await
        .json();
    assert_eq!(t12["items"].as_array().map(Vec::len), Some(2));
    let raises = call(
        &s,
        "GET",
        "/v1/rulings?outcome=raise&rule=multiple-chip-betting",
        None,
        &[],
    )
    .await
    .json();
    assert_eq!(raises["items"].as_array().map(Vec::len), Some(1));
    let none = call(&s, "GET", "/v1/rulings?since=2999-01-01", None, &[])
        .await
        .json();
    assert_eq!(none["items"].as_array().map(Vec::len), Some(0));
    let r = call(&s, "GET", "/v1/rulings?since=yesterday", None, &[]).await;
    assert_eq!(
        (r.status, r.content_type.as_str()),
        (StatusCode::BAD_REQUEST, PROBLEM)
    );
    let r = call(&s, "GET", "/v1/rulings?limit=0", None, &[]).await;
    assert_eq!(r.status, StatusCode::BAD_REQUEST);
    let r = call(
        &s,
        "GET",
        "/v1/rulings?format=ndjson&tournament=Main%20Event",
        None,
        &[],
    )
    .await;
    assert_eq!(r.content_type, "application/x-ndjson");
    assert_eq!(r.text.lines().count(), 3);
    let r = call(&s, "GET", "/v1/rulings?format=csv", None, &[]).await;
    assert!(r.content_type.starts_with("text/csv"));
    assert_eq!(r.text.lines().count(), 4);
    assert!(r.text.starts_with("id,created_at,"));
    // The floor's final word
    let r = call(
        &s,
        "PATCH",
        &format!("/v1/rulings/{}", ids[0]),
        Some(r#"{"final": "overruled", "note": "Rule 1: the dealer announced 1,300"}"#),
        &[],
    )
    .await;
    assert_eq!(r.status, StatusCode::OK, "{}", r.text);
    assert_eq!(r.json()["final"], "overruled");
    let r = call(&s, "GET", &format!("/v1/rulings/{}", ids[0]), None, &[]).await;
    assert_eq!(r.json()["final_note"], "Rule 1: the dealer announced 1,300");
    let r = call(
        &s,
        "PATCH",
        &format!("/v1/rulings/{}", ids[0]),
        Some(r#"{"final": "maybe"}"#),
        &[],
    )
    .await;
    assert_eq!(
        (r.status, r.content_type.as_str()),
        (StatusCode::UNPROCESSABLE_ENTITY, PROBLEM)
    );
    let r = call(
        &s,
        "PATCH",
        "/v1/rulings/01HZZZZZZZZZZZZZZZZZZZZZZZ",
        Some(r#"{"final": "upheld"}"#),
        &[],
    )
    .await;
    assert_eq!(r.status, StatusCode::NOT_FOUND);
}

#[tokio::test]
async fn replay_and_import() {
    let s = memory_state().await;
    let hand = json!({"game": "NLHE", "blinds": {"small": 50, "big": 100}, "button": 3,
        "seats": [{"seat": 1, "stack": 1000}, {"seat": 2, "stack": 1000}, {"seat": 3, "stack": 1000}],
        "actions": [{"seat": 3, "action": "raise", "to": 300}, {"seat": 1, "action": "fold"}, {"seat": 2, "action": "fold"}]});
    let r = call(&s, "POST", "/v1/hands/replay", Some(&hand.to_string()), &[]).await;
    assert_eq!(r.status, StatusCode::OK, "{}", r.text);
    let v = r.json();
    assert_eq!(v["steps"][0]["seat"], 3);
    assert_eq!(v["steps"][0]["min_raise_to"], 200);
    assert_eq!(v["steps"][1]["to_call"], 250);
    assert_eq!(v["result"]["final_stacks"][2]["stack"], 1150);
    let mut bad = hand.clone();
    bad["actions"][1] = json!({"seat": 2, "action": "fold"});
    let r = call(&s, "POST", "/v1/hands/replay", Some(&bad.to_string()), &[]).await;
    assert_eq!(r.status, StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(r.json()["action_index"], 1);
    assert_eq!(r.json()["rule"]["key"], "acting-in-turn");
    let phh = "variant = 'NT'\nantes = [0, 0, 0]\nblinds_or_straddles = [50, 100, 0]\nmin_bet = 100\nstarting_stacks = [1000, 1000, 1000]\nactions = ['p3 cbr 300', 'p1 f', 'p2 f']\n";
    let body = json!({"hand_text": phh, "hand_format": "phh"}).to_string();
    let r = call(&s, "POST", "/v1/hands/import", Some(&body), &[]).await;
    assert_eq!(r.status, StatusCode::OK, "{}", r.text);
    assert_eq!(r.json()["hand"]["actions"][0]["action"], "raise");
    let r = call(&s, "POST", "/v1/hands/replay", Some(&body), &[]).await;
    assert_eq!(r.json()["result"]["final_stacks"][2]["stack"], 1150);
    // Stud imports (antes, a bring-in, the up cards), and replays to the bring-in's win.
    let stud = json!({"hand_text": "variant = 'F7S'\nantes = [5, 5]\nbring_in = 10\nsmall_bet = 20\nbig_bet = 40\nstarting_stacks = [100, 100]\nactions = ['d dh p1 AsKs2c', 'd dh p2 QdJd9h', 'p1 pb', 'p2 f']\n", "hand_format": "phh"}).to_string();
    let r = call(&s, "POST", "/v1/hands/import", Some(&stud), &[]).await;
    assert_eq!(r.status, StatusCode::OK, "{}", r.text);
    assert_eq!(r.json()["hand"]["game"], "STUD");
    assert_eq!(r.json()["hand"]["actions"][0]["action"], "bring_in");
    let r = call(&s, "POST", "/v1/hands/replay", Some(&stud), &[]).await;
    assert_eq!(
        r.json()["result"]["final_stacks"][0]["stack"],
        105,
        "{}",
        r.text
    );
    // A variant floorcall does not model is refused by name (Kuhn poker).
    let kuhn = json!({"hand_text": "variant = 'FK'\nstarting_stacks = [100, 100]\nactions = []\n", "hand_format": "phh"}).to_string();
    let r = call(&s, "POST", "/v1/hands/import", Some(&kuhn), &[]).await;
    assert_eq!(r.status, StatusCode::UNPROCESSABLE_ENTITY);
    assert!(r.json()["detail"].as_str().unwrap_or("").contains("FK"));
    let r = call(
        &s,
        "POST",
        "/v1/hands/import",
        Some(r#"{"hand_text": "x", "hand_format": "bogus"}"#),
        &[],
    )
    .await;
    assert_eq!(r.json()["field"], "hand_format");
    // PokerStars text and OHH JSON import too.
    let ps = "PokerStars Hand #1: Tournament #2, $1+$0 USD Hold'em No Limit - Level I (10/20) - 2023/01/01\nTable 'x' 9-max Seat #1 is the button\nSeat 1: Ana (1500 in chips)\nSeat 2: Bo (1500 in chips)\nAna: posts small blind 10\nBo: posts big blind 20\n*** HOLE CARDS ***\nAna: raises 40 to 60\nBo: folds\n";
    let r = call(
        &s,
        "POST",
        "/v1/hands/import",
        Some(&json!({"hand_text": ps, "hand_format": "pokerstars"}).to_string()),
        &[],
    )
    .await;
    assert_eq!(r.status, StatusCode::OK, "{}", r.text);
    assert_eq!(r.json()["hand"]["actions"][0]["to"], 60);
    let r = call(
        &s,
        "POST",
        "/v1/hands/import",
        Some(
            &json!({"hand_text": "PokerStars Hand #1: nonsense", "hand_format": "pokerstars"})
                .to_string(),
        ),
        &[],
    )
    .await;
    assert_eq!(r.status, StatusCode::UNPROCESSABLE_ENTITY);
    assert!(
        r.json()["field"]
            .as_str()
            .unwrap_or("")
            .starts_with("line "),
        "{}",
        r.text
    );
    // A ruling on hand_text.
    let req = json!({"hand_text": "variant = 'NT'\nantes = [0, 0, 0, 0]\nblinds_or_straddles = [50, 100, 0, 0]\nmin_bet = 100\nstarting_stacks = [5000, 5000, 150, 5000]\nactions = ['p3 cbr 150']\n",
        "hand_format": "phh", "dispute": {"type": "options"}});
    let r = call(&s, "POST", "/v1/rulings", Some(&req.to_string()), &[]).await;
    assert_eq!(r.status, StatusCode::OK, "{}", r.text);
    assert_eq!(
        r.json()["options"]["min_raise_to"],
        250,
        "SEED-43-2 from PHH text"
    );
}

#[tokio::test]
async fn rules_catalog() {
    let s = memory_state().await;
    let r = call(&s, "GET", "/v1/rules?language=es&edition=2026", None, &[]).await;
    assert_eq!(r.status, StatusCode::OK);
    let v = r.json();
    assert_eq!(v["rules"].as_array().map(Vec::len), Some(94));
    assert!(v["notice"].as_str().unwrap_or("").contains("Poker TDA"));
    let r = call(
        &s,
        "GET",
        "/v1/rules/raise-amounts?edition=2026",
        None,
        &[("accept-language", "pt-BR")],
    )
    .await;
    let rule = &r.json()["rules"][0];
    assert_eq!(rule["number"], "45");
    assert_eq!(rule["numbers"]["2024"], "43");
    assert_eq!(rule["title"], "Valores dos Aumentos");
    assert_eq!(rule["decided_by_engine"], true);
    let r = call(
        &s,
        "GET",
        "/v1/rules/balancing-tables?edition=2026",
        None,
        &[],
    )
    .await;
    assert_eq!(r.json()["rules"][0]["number"], Value::Null);
    assert_eq!(r.json()["rules"][0]["numbers"]["status_2026"], "unknown");
    let r = call(&s, "GET", "/v1/rules/no-such-rule", None, &[]).await;
    assert_eq!(
        (r.status, r.content_type.as_str()),
        (StatusCode::NOT_FOUND, PROBLEM)
    );
    let r = call(&s, "GET", "/v1/rules?edition=1999", None, &[]).await;
    assert_eq!(
        (r.status, r.content_type.as_str()),
        (StatusCode::BAD_REQUEST, PROBLEM)
    );
}

#[tokio::test]
async fn tables_balance() {
    let s = memory_state().await;
    let r = call(&s, "POST", "/v1/tables/balance", Some(r#"{"seats_per_table": 9, "tables": [{"id": "A", "players": 5}, {"id": "B", "players": 8}]}"#), &[]).await;
    assert_eq!(r.status, StatusCode::OK, "{}", r.text);
    let v = r.json();
    assert_eq!(v["halt"], json!(["A"]));
    assert_eq!(v["citation"]["number"], "11");
    assert_eq!(v["moves"][0], json!({"from": "B", "to": "A", "players": 1}));
    let r = call(
        &s,
        "POST",
        "/v1/tables/balance",
        Some(r#"{"seats_per_table": 9, "tables": [{"id": "A", "players": 12}]}"#),
        &[],
    )
    .await;
    assert_eq!(
        (r.status, r.content_type.as_str()),
        (StatusCode::UNPROCESSABLE_ENTITY, PROBLEM)
    );
    assert_eq!(r.json()["field"], "tables[0].players");
}

/// Arbitrary bodies never give a 5xx.
#[tokio::test]
async fn garbage_never_gives_5xx() {
    let s = state_with("sqlite::memory:").await;
    let samples = [
        "",
        "null",
        "[]",
        "{}",
        "42",
        "\"x\"",
        "{\"dispute\": null}",
        "{\"hand\": {\"seats\": []}, \"dispute\": {\"type\": \"bet\"}}",
        "{\"hand\": {\"game\": \"NLHE\", \"blinds\": {\"small\": 0, \"big\": 0}, \"button\": 0, \"seats\": [{\"seat\": 255, \"stack\": 18446744073709551615}]}, \"dispute\": {\"type\": \"showdown\"}}",
        "{\"hand_text\": \"[[[\", \"hand_format\": \"phh\", \"dispute\": {\"type\": \"face_up\"}}",
        "{\"seats_per_table\": 0, \"tables\": []}",
        "{\"final\": null}",
    ];
    let mut seed = sample_request();
    let mut all: Vec<String> = samples.iter().map(|s| s.to_string()).collect();
    // Mutations of a valid request: every byte position flipped in a few places.
    for i in (0..seed.len()).step_by(seed.len() / 40 + 1) {
        let mut b = seed.clone().into_bytes();
        b[i] = b"{}[]\":,0-9ax"[i % 12];
        all.push(String::from_utf8_lossy(&b).to_string());
    }
    seed.truncate(seed.len() / 2);
    all.push(seed);
    for body in &all {
        for path in [
            "/v1/rulings",
            "/v1/hands/replay",
            "/v1/hands/import",
            "/v1/tables/balance",
        ] {
            let r = call(&s, "POST", path, Some(body), &[]).await;
            assert!(
                r.status.as_u16() < 500,
                "{path} {body}: {} {}",
                r.status,
                r.text
            );
            if r.status.as_u16() >= 400 {
                assert_eq!(r.content_type, PROBLEM, "{path} {body}");
            }
        }
        let r = call(&s, "PATCH", "/v1/rulings/x", Some(body), &[]).await;
        assert!(r.status.as_u16() < 500);
    }
}

#[tokio::test]
async fn unknown_fields_are_refused_and_named() {
    let s = memory_state().await;
    let mut body: Value = serde_json::from_str(&sample_request()).expect("json");
    // A misspelt edition would otherwise answer silently with the default edition's numbers.
    body["editon"] = json!("2026");
    let r = call(&s, "POST", "/v1/rulings", Some(&body.to_string()), &[]).await;
    assert_eq!(
        (r.status, r.content_type.as_str()),
        (StatusCode::UNPROCESSABLE_ENTITY, PROBLEM)
    );
    let detail = r.json()["detail"].as_str().unwrap_or("").to_string();
    assert!(detail.contains("unknown field `editon`"), "{detail}");
    assert!(detail.contains("`edition`"), "{detail}");
    assert_eq!(r.json()["field"], "editon");
    // In a dispute, in the context, in a dispute without fields.
    let mut b: Value = serde_json::from_str(&sample_request()).expect("json");
    b["dispute"]["chipz"] = json!([100]);
    let r = call(&s, "POST", "/v1/rulings", Some(&b.to_string()), &[]).await;
    assert_eq!(r.status, StatusCode::UNPROCESSABLE_ENTITY);
    assert!(r.json()["detail"].as_str().unwrap_or("").contains("chipz"));
    let mut b: Value = serde_json::from_str(&sample_request()).expect("json");
    b["context"] = json!({"tabel": "12"});
    let r = call(&s, "POST", "/v1/rulings", Some(&b.to_string()), &[]).await;
    assert_eq!(r.status, StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(r.json()["field"], "context.tabel");
    let mut b: Value = serde_json::from_str(&sample_request()).expect("json");
    b["dispute"] = json!({"type": "face_up", "seat": 3});
    let r = call(&s, "POST", "/v1/rulings", Some(&b.to_string()), &[]).await;
    assert_eq!(r.status, StatusCode::UNPROCESSABLE_ENTITY);
    // "2022" is not an edition of the document: 2024 has its numbers.
    let mut b: Value = serde_json::from_str(&sample_request()).expect("json");
    b["edition"] = json!("2022");
    let r = call(&s, "POST", "/v1/rulings", Some(&b.to_string()), &[]).await;
    assert_eq!(r.status, StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(r.json()["field"], "edition");
    // A table number is read as text.
    let mut b: Value = serde_json::from_str(&sample_request()).expect("json");
    b["context"] = json!({"table": 12, "tournament": "Main"});
    let r = call(&s, "POST", "/v1/rulings", Some(&b.to_string()), &[]).await;
    assert_eq!(r.status, StatusCode::OK);
    let id = r.json()["id"].as_str().expect("id").to_string();
    let rec = call(&s, "GET", &format!("/v1/rulings/{id}"), None, &[])
        .await
        .json();
    assert_eq!(rec["table"], "12");
}

#[tokio::test]
async fn problems_speak_the_requests_language() {
    let s = memory_state().await;
    // The body's language: a dispute about a seat not in the hand, in Portuguese.
    let mut b: Value = serde_json::from_str(&sample_request()).expect("json");
    b["language"] = json!("pt");
    b["dispute"]["seat"] = json!(9);
    let r = call(
        &s,
        "POST",
        "/v1/rulings",
        Some(&b.to_string()),
        &[("accept-language", "es")],
    )
    .await;
    assert_eq!(r.status, StatusCode::UNPROCESSABLE_ENTITY);
    let p = r.json();
    assert_eq!(p["title"], "A disputa não corresponde à mão", "{p}");
    assert_eq!(
        p["detail"], "dispute.seat: o assento 9 não está na mão",
        "{p}"
    );
    assert_eq!(p["type"], "urn:floorcall:problem:dispute-mismatch");
    let lang = |r: &super::helpers::Resp| {
        r.headers
            .get("content-language")
            .and_then(|v| v.to_str().ok())
            .map(String::from)
    };
    assert_eq!(lang(&r).as_deref(), Some("pt"));
    // No language in the body: Accept-Language decides, for every kind of problem.
    b.as_object_mut().expect("object").remove("language");
    let r = call(
        &s,
        "POST",
        "/v1/rulings",
        Some(&b.to_string()),
        &[("accept-language", "es-AR")],
    )
    .await;
    assert_eq!(
        r.json()["detail"],
        "dispute.seat: el asiento 9 no está en la mano"
    );
    assert_eq!(lang(&r).as_deref(), Some("es"));
    let r = call(&s, "GET", "/nope", None, &[("accept-language", "es")]).await;
    assert_eq!(r.json()["title"], "No encontrado");
    assert_eq!(r.json()["detail"], "ruta inexistente: /nope");
    let mut typo: Value = serde_json::from_str(&sample_request()).expect("json");
    typo["editon"] = json!("2026");
    let r = call(
        &s,
        "POST",
        "/v1/rulings",
        Some(&typo.to_string()),
        &[("accept-language", "pt-BR")],
    )
    .await;
    assert_eq!(r.status, StatusCode::UNPROCESSABLE_ENTITY);
    let detail = r.json()["detail"].as_str().unwrap_or("").to_string();
    assert!(
        detail.starts_with("editon: campo desconhecido `editon`"),
        "{detail}"
    );
    // English when nothing asks otherwise, and the rule's title in the problem too.
    let mut bad = serde_json::from_str::<Value>(&sample_request()).expect("json");
    bad.as_object_mut().expect("object").remove("language");
    bad["hand"]["actions"][0]["to"] = json!(700);
    let r = call(
        &s,
        "POST",
        "/v1/rulings",
        Some(&bad.to_string()),
        &[("accept-language", "es")],
    )
    .await;
    let p = r.json();
    assert_eq!(p["rule"]["key"], "raise-amounts");
    assert_eq!(p["rule"]["title"], "Cantidades de Subida", "{p}");
    let r = call(&s, "GET", "/nope", None, &[]).await;
    assert_eq!(r.json()["title"], "Not found");
    assert_eq!(lang(&r).as_deref(), Some("en"));
}

/// Several PHH hands in one text: in the order of the text, each with its id and scale; a
/// hand that cannot be read is listed in `errors` with its place, and the others still come.
#[tokio::test]
async fn a_multi_hand_text_keeps_order_ids_scales_and_reports_bad_hands() {
    let state = crate::helpers::memory_state().await;
    let chips = "variant = 'NT'\nantes = [0, 0, 0]\nblinds_or_straddles = [50, 100, 0]\nmin_bet = 100\nstarting_stacks = [10000, 10000, 10000]\nactions = ['d dh p1 AsKd', 'd dh p2 7h7c', 'd dh p3 ????', 'p3 f', 'p1 cbr 300', 'p2 cc']\n";
    let cents = "variant = 'NT'\nantes = [0, 0]\nblinds_or_straddles = [0.25, 0.5]\nmin_bet = 0.5\nstarting_stacks = [50.75, 40]\nactions = ['d dh p1 AsKd', 'd dh p2 7h7c', 'p2 f']\n";
    let stud = "variant = 'F7S'\nstarting_stacks = [100, 100]\nactions = []\n";
    let text = format!("[16]\n{chips}\n[2]\n{stud}\n[10]\n{cents}");
    let body = serde_json::json!({"hand_format": "phh", "hand_text": text}).to_string();
    let r = call(&state, "POST", "/v1/hands/import", Some(&body), &[]).await;
    assert_eq!(r.status, StatusCode::OK, "{}", r.text);
    let v = r.json();
    let details = v["details"].as_array().expect("details");
    let got: Vec<(u64, &str, u64)> = details
        .iter()
        .map(|d| {
            (
                d["index"].as_u64().unwrap_or(99),
                d["id"].as_str().unwrap_or(""),
                d["scale"].as_u64().unwrap_or(0),
            )
        })
        .collect();
    assert_eq!(got, vec![(0, "16", 1), (2, "10", 100)], "{v}");
    assert_eq!(v["hands"].as_array().map(Vec::len), Some(2));
    let errors = v["errors"].as_array().expect("errors");
    assert_eq!(errors.len(), 1, "{v}");
    assert_eq!(errors[0]["index"], 1);
    assert!(errors[0]["detail"].as_str().unwrap_or("").len() > 5);
}
