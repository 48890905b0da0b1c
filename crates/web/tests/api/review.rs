//! The rest of the security review's list, each a test that failed before its fix: readiness
//! on a full disk, CSV cells split on `;`, `hand.straddle`, `--cors-origins '*'`, and
//! `/metrics` without a key.

use crate::helpers::{call, sample_request, temp_db};
use axum::http::StatusCode;
use floorcall_web::AppState;
use floorcall_web::config::Settings;
use floorcall_web::store::{Options, Store};
use serde_json::Value;

/// The log's database full (SQLite's page limit standing in for a full disk): once rulings
/// are refused (503), so is readiness, so a load balancer stops routing here. Before, the
/// probe rewrote one row, needed no new page, and kept answering 200.
#[tokio::test]
async fn readiness_fails_while_the_disk_is_full() {
    let (dir, url) = temp_db("full");
    // The schema takes about 40 pages of 4 KiB: room for a few rulings, not for many.
    let store = Store::open_with(
        &url,
        Options {
            max_pages: Some(120),
            ..Options::default()
        },
    )
    .await
    .expect("store");
    let s = AppState::new(Settings::default(), store);
    let body = sample_request();
    let mut full = false;
    for _ in 0..400 {
        let r = call(&s, "POST", "/v1/rulings", Some(&body), &[]).await;
        if r.status == StatusCode::SERVICE_UNAVAILABLE {
            assert!(r.text.contains("full"), "{}", r.text);
            full = true;
            break;
        }
        assert_eq!(r.status, StatusCode::OK, "{}", r.text);
    }
    assert!(full, "the log never filled");
    let r = call(&s, "GET", "/readyz", None, &[]).await;
    assert_eq!(r.status, StatusCode::SERVICE_UNAVAILABLE, "{}", r.text);
    assert_eq!(r.content_type, "application/problem+json");
    s.store.close().await;
    drop(dir);
}

/// Readiness also fails before the disk is quite full: under `--min-free-disk` free bytes.
#[tokio::test]
async fn readiness_fails_below_the_free_space_it_needs() {
    let (dir, url) = temp_db("free");
    let store = Store::open_with(
        &url,
        Options {
            min_free_disk: u64::MAX,
            ..Options::default()
        },
    )
    .await
    .expect("store");
    let s = AppState::new(Settings::default(), store);
    let r = call(&s, "GET", "/readyz", None, &[]).await;
    assert_eq!(r.status, StatusCode::SERVICE_UNAVAILABLE, "{}", r.text);
    assert!(
        r.json()["detail"].as_str().unwrap_or("").contains("free"),
        "{}",
        r.text
    );
    s.store.close().await;
    let s = crate::helpers::state_with(&url).await;
    assert_eq!(
        call(&s, "GET", "/readyz", None, &[]).await.status,
        StatusCode::OK
    );
    s.store.close().await;
    drop(dir);
}

#[tokio::test]
async fn csv_cells_a_spreadsheet_splits_on_semicolons_are_quoted_and_neutralised() {
    let s = crate::helpers::memory_state().await;
    for table in ["x;=1+1", "x; @SUM(A1)", "a;b"] {
        let mut req: Value = serde_json::from_str(&sample_request()).expect("json");
        req["context"] = serde_json::json!({"table": table});
        let r = call(&s, "POST", "/v1/rulings", Some(&req.to_string()), &[]).await;
        assert_eq!(r.status, StatusCode::OK, "{}", r.text);
    }
    let csv = call(&s, "GET", "/v1/rulings?format=csv", None, &[])
        .await
        .text;
    assert!(csv.contains(",\"'x;=1+1\","), "{csv}");
    assert!(csv.contains(",\"'x; @SUM(A1)\","), "{csv}");
    assert!(csv.contains(",\"a;b\","), "{csv}");
    // Split on `;` as Excel in pt-BR and es does: no piece of an unquoted cell starts a
    // formula.
    for line in csv.lines().skip(1) {
        let mut quoted = false;
        let mut cell = String::new();
        for ch in line.chars().chain(std::iter::once(',')) {
            match ch {
                '"' => quoted = !quoted,
                ',' | ';' if !quoted => {
                    assert!(!cell.starts_with(['=', '+', '-', '@']), "{line}");
                    cell.clear();
                }
                c => cell.push(c),
            }
        }
    }
}

#[tokio::test]
async fn a_misspelt_hand_field_is_a_422_naming_it() {
    let s = crate::helpers::memory_state().await;
    let mut req: Value = serde_json::from_str(&sample_request()).expect("json");
    req["hand"]["straddle"] = serde_json::json!([{"seat": 3, "amount": 1000}]);
    let r = call(&s, "POST", "/v1/rulings", Some(&req.to_string()), &[]).await;
    assert_eq!(r.status, StatusCode::UNPROCESSABLE_ENTITY, "{}", r.text);
    assert_eq!(r.content_type, "application/problem+json");
    let detail = r.json()["detail"].as_str().unwrap_or("").to_string();
    assert!(
        detail.contains("straddle") && detail.contains("straddles"),
        "{detail}"
    );
}

#[test]
fn cors_origins_star_is_refused_at_start_without_a_panic() {
    for bad in [
        "*",
        "https://*.casino.example",
        "console.casino.example",
        "https://x/path",
    ] {
        let out = std::process::Command::new(env!("CARGO_BIN_EXE_floorcall"))
            .args([
                "serve",
                "--addr",
                "127.0.0.1:0",
                "--database",
                "none",
                "--cors-origins",
                bad,
            ])
            .output()
            .expect("run");
        assert!(!out.status.success(), "{bad} was taken");
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(
            err.contains("--cors-origins") && !err.contains("panicked"),
            "{bad}: {err}"
        );
    }
    // Listing origins is still how CORS is configured (the layer itself never panics).
    assert!(
        floorcall_web::config::check_origins(&[
            "https://console.casino.example".into(),
            "http://10.0.0.5:8080".into()
        ])
        .is_ok()
    );
    assert!(floorcall_web::security::cors(&["*".into()]).is_none());
}

#[tokio::test]
async fn metrics_need_a_readers_key() {
    let s = crate::helpers::memory_state().await;
    let admin = crate::people::key(&s, "ops", floorcall_web::role::Role::Admin).await;
    let r = call(&s, "GET", "/metrics", None, &[]).await;
    assert_eq!(r.status, StatusCode::UNAUTHORIZED);
    let r = call(
        &s,
        "GET",
        "/metrics",
        None,
        &[("authorization", &crate::people::bearer(&admin))],
    )
    .await;
    assert_eq!(r.status, StatusCode::OK);
    assert!(r.text.contains("floorcall_http_requests_total"));
}
