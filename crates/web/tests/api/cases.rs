//! Every case of tests/cases through real HTTP (POST /v1/rulings on a live socket), on a
//! server with the cases' house-rule profiles (`tests/house-rules`) beside the shipped ones.

#[path = "../../../../tests/cases/check.rs"]
pub mod check;

use super::helpers::{case_houses, cases_dir, http, spawn, state_with_houses};

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn seed_cases_over_http() {
    let addr = spawn(state_with_houses("sqlite::memory:", case_houses()).await).await;
    let cases = check::all_cases(&cases_dir());
    let failures = tokio::task::spawn_blocking(move || {
        let mut failures = Vec::new();
        for (file, case) in &cases {
            let id = case["id"].as_str().unwrap_or("?");
            let edition = case["request"]["edition"]
                .as_str()
                .unwrap_or("2024")
                .to_string();
            for (ed, same) in [
                (edition.clone(), true),
                (check::other_edition(&edition).to_string(), false),
            ] {
                let mut req = case["request"].clone();
                req["edition"] = serde_json::Value::String(ed.clone());
                match http(addr, "POST", "/v1/rulings", Some(&req.to_string()), &[]) {
                    Some((200, body)) => {
                        let v: serde_json::Value = serde_json::from_str(&body).unwrap_or_default();
                        if v["id"].as_str().is_none_or(|s| s.len() != 26) {
                            failures.push(format!("{file}/{id}: no ULID id"));
                        }
                        if let Err(e) = check::check(case, &v, &ed, same) {
                            failures.push(format!("{file}/{e}"));
                        }
                    }
                    other => failures.push(format!("{file}/{id} ({ed}): {other:?}")),
                }
            }
        }
        failures
    })
    .await
    .expect("join");
    for f in &failures {
        eprintln!("{f}");
    }
    assert!(failures.is_empty(), "{} failures", failures.len());
}
