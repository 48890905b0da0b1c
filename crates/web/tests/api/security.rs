//! What a casino's network needs of the service: safe exports, redacted secrets, the `Host`
//! allow-list, CORS and the headers of HTML pages.

use crate::helpers::{call, memory_state, sample_request};
use axum::http::StatusCode;
use floorcall_web::AppState;
use floorcall_web::config::Settings;
use floorcall_web::store::Store;
use serde_json::Value;

async fn state_with_settings(settings: Settings) -> AppState {
    AppState::new(
        settings,
        Store::open("sqlite::memory:").await.expect("store"),
    )
}

#[tokio::test]
async fn csv_export_neutralises_formulas() {
    let state = memory_state().await;
    for table in ["=HYPERLINK(\"http://x\",\"y\")", "+1+1", "@SUM(1+1)", "-3"] {
        let mut req: Value = serde_json::from_str(&sample_request()).expect("json");
        req["context"] = serde_json::json!({"table": table, "floor": "=cmd"});
        let r = call(&state, "POST", "/v1/rulings", Some(&req.to_string()), &[]).await;
        assert_eq!(r.status, StatusCode::OK, "{}", r.text);
    }
    let r = call(&state, "GET", "/v1/rulings?format=csv", None, &[]).await;
    assert_eq!(r.status, StatusCode::OK);
    let body = r.text;
    assert!(
        body.contains("\"'=HYPERLINK(\"\"http://x\"\",\"\"y\"\")\""),
        "{body}"
    );
    assert!(body.contains(",'+1+1,"), "{body}");
    assert!(body.contains(",'@SUM(1+1),"), "{body}");
    assert!(body.contains(",'-3,"), "{body}");
    assert!(body.contains(",'=cmd,"), "{body}");
    for line in body.lines().skip(1) {
        for cell in line.split(',') {
            let cell = cell.trim_start_matches('"');
            assert!(
                !cell.starts_with(['=', '+', '@']),
                "a formula cell survived: {line}"
            );
        }
    }
}

#[tokio::test]
async fn only_the_allowed_hosts_are_answered() {
    let state = state_with_settings(Settings {
        allowed_hosts: vec!["floor.example".into()],
        ..Settings::default()
    })
    .await;
    let r = call(
        &state,
        "GET",
        "/v1/rules",
        None,
        &[("host", "evil.example")],
    )
    .await;
    assert_eq!(r.status, StatusCode::MISDIRECTED_REQUEST);
    assert_eq!(r.content_type, "application/problem+json");
    assert!(
        r.json()["detail"]
            .as_str()
            .unwrap_or("")
            .contains("evil.example")
    );
    let r = call(
        &state,
        "GET",
        "/v1/rules",
        None,
        &[("host", "Floor.Example:8080")],
    )
    .await;
    assert_eq!(r.status, StatusCode::OK);
    // Probes come by address.
    let r = call(
        &state,
        "GET",
        "/healthz",
        None,
        &[("host", "10.1.2.3:8080")],
    )
    .await;
    assert_eq!(r.status, StatusCode::OK);
}

#[tokio::test]
async fn cors_answers_the_listed_origins_only() {
    let state = state_with_settings(Settings {
        cors_origins: vec!["https://console.example".into()],
        ..Settings::default()
    })
    .await;
    let pre = [
        ("origin", "https://console.example"),
        ("access-control-request-method", "POST"),
        (
            "access-control-request-headers",
            "authorization,content-type",
        ),
    ];
    let r = call(&state, "OPTIONS", "/v1/rulings", None, &pre).await;
    assert!(r.status.is_success(), "{}", r.status);
    assert_eq!(
        r.headers["access-control-allow-origin"],
        "https://console.example"
    );
    let r = call(
        &state,
        "GET",
        "/v1/rules",
        None,
        &[("origin", "https://evil.example")],
    )
    .await;
    assert!(r.headers.get("access-control-allow-origin").is_none());
    // Without a list, no CORS at all.
    let state = memory_state().await;
    let r = call(
        &state,
        "GET",
        "/v1/rules",
        None,
        &[("origin", "https://console.example")],
    )
    .await;
    assert!(r.headers.get("access-control-allow-origin").is_none());
}

#[tokio::test]
async fn html_pages_carry_csp_and_frame_protection() {
    let state = memory_state().await;
    let r = call(&state, "GET", "/docs/", None, &[]).await;
    assert_eq!(r.status, StatusCode::OK);
    assert!(r.content_type.starts_with("text/html"));
    let csp = r.headers["content-security-policy"].to_str().expect("csp");
    assert!(csp.contains("frame-ancestors 'none'") && csp.contains("script-src 'self'"));
    assert_eq!(r.headers["x-frame-options"], "DENY");
    assert_eq!(r.headers["x-content-type-options"], "nosniff");
    let r = call(&state, "GET", "/healthz", None, &[]).await;
    assert_eq!(r.headers["x-content-type-options"], "nosniff");
    assert!(r.headers.get("content-security-policy").is_none());
}

#[test]
fn the_database_password_is_never_printed() {
    // Port 99999 fails at once, before any connection attempt.
    let url = "postgres://floor:s3cr3t-pw@127.0.0.1:99999/floorcall";
    let help = std::process::Command::new(env!("CARGO_BIN_EXE_floorcall"))
        .args(["serve", "--help"])
        .env("FLOORCALL_DATABASE_URL", url)
        .output()
        .expect("run");
    let text = String::from_utf8_lossy(&help.stdout).to_string();
    assert!(text.contains("--database"), "{text}");
    assert!(!text.contains("s3cr3t-pw"), "{text}");
    // A database that cannot be reached: the error names it, without the password.
    let run = std::process::Command::new(env!("CARGO_BIN_EXE_floorcall"))
        .args(["serve", "--addr", "127.0.0.1:0", "--database", url])
        .output()
        .expect("run");
    assert!(!run.status.success());
    let err =
        String::from_utf8_lossy(&run.stderr).to_string() + &String::from_utf8_lossy(&run.stdout);
    assert!(err.contains("floor:***@127.0.0.1:99999"), "{err}");
    assert!(!err.contains("s3cr3t-pw"), "{err}");
}

#[tokio::test]
async fn stored_requests_and_context_fields_are_bounded() {
    let state = state_with_settings(Settings {
        max_stored_request: 4000,
        ..Settings::default()
    })
    .await;
    let mut req: Value = serde_json::from_str(&sample_request()).expect("json");
    req["context"] = serde_json::json!({"table": "x".repeat(200)});
    let r = call(&state, "POST", "/v1/rulings", Some(&req.to_string()), &[]).await;
    assert_eq!(r.status, StatusCode::OK, "{}", r.text);
    req["context"] = serde_json::json!({"table": "é".repeat(201)});
    let r = call(&state, "POST", "/v1/rulings", Some(&req.to_string()), &[]).await;
    assert_eq!(r.status, StatusCode::UNPROCESSABLE_ENTITY, "{}", r.text);
    assert_eq!(r.json()["field"], "context.table");
    req["context"] = serde_json::json!({"floor": "y".repeat(100_000)});
    let r = call(&state, "POST", "/v1/rulings", Some(&req.to_string()), &[]).await;
    assert_eq!(r.status, StatusCode::PAYLOAD_TOO_LARGE, "{}", r.text);
    assert!(r.json()["detail"].as_str().unwrap_or("").contains("4000"));
    let r = call(&state, "GET", "/v1/rulings?format=ndjson", None, &[]).await;
    assert_eq!(
        r.text.lines().count(),
        1,
        "only the first ruling was logged"
    );
}

#[tokio::test]
async fn exports_stream_every_page() {
    let state = memory_state().await;
    let body = sample_request();
    for _ in 0..230 {
        let r = call(&state, "POST", "/v1/rulings", Some(&body), &[]).await;
        assert_eq!(r.status, StatusCode::OK);
    }
    let r = call(&state, "GET", "/v1/rulings?format=ndjson", None, &[]).await;
    assert_eq!(r.status, StatusCode::OK);
    assert_eq!(r.content_type, "application/x-ndjson");
    let ids: Vec<String> = r
        .text
        .lines()
        .map(|l| serde_json::from_str::<Value>(l).expect("line")["id"].to_string())
        .collect();
    assert_eq!(ids.len(), 230);
    let mut sorted = ids.clone();
    sorted.sort();
    sorted.dedup();
    assert_eq!(sorted, ids, "in id order, none twice");
    let r = call(&state, "GET", "/v1/rulings?format=csv", None, &[]).await;
    assert_eq!(r.text.lines().count(), 231);
}

#[tokio::test]
async fn made_up_methods_share_one_metric_label() {
    let state = memory_state().await;
    for i in 0..20 {
        let m = format!("BREW{i}");
        let r = call(&state, &m, "/v1/rulings", None, &[]).await;
        assert!(r.status.is_client_error(), "{m}: {}", r.status);
    }
    let r = call(&state, "GET", "/metrics", None, &[]).await;
    assert!(!r.text.contains("BREW"), "a made-up method became a label");
    assert!(r.text.contains("method=\"other\""));
}
