//! The console's offline engine (crates/wasm, built for the host) under a server's own
//! house-rule profile: given the profile's definition as the server serves it
//! (`GET /v1/house-rules/{name}/definition`), it rules every case of
//! `tests/cases/with-test-profiles` (profiles of `tests/house-rules`, which ship in no binary),
//! in both editions and every language, exactly as the server does, the log's `id` aside; and
//! the request it ruled, pinned to the version and digest, is logged by the server under them.

use super::helpers::{call, case_houses, cases_dir, state_with_houses};
use axum::http::StatusCode;
use floorcall_engine::lang::Language;
use serde_json::{Value, json};

fn wasm(request: &Value) -> Value {
    serde_json::from_str(&floorcall_wasm::decide_json(request.to_string().as_bytes()))
        .expect("the engine answers JSON")
}

#[tokio::test]
async fn the_offline_engine_rules_under_a_servers_own_profile_as_the_server_does() {
    let s = state_with_houses("sqlite::memory:", case_houses()).await;
    let cases = crate::cases::check::all_cases(&cases_dir().join("with-test-profiles"));
    assert!(!cases.is_empty(), "no case names a test profile");
    let mut definitions = std::collections::BTreeMap::new();
    let (mut compared, mut failures) = (0, Vec::new());
    for (file, case) in &cases {
        let id = case["id"].as_str().unwrap_or("?");
        let name = case["request"]["house"]
            .as_str()
            .expect("a case names its profile");
        assert!(
            floorcall_engine::house::named(name).is_none(),
            "{name} ships: not a server's own profile"
        );
        if !definitions.contains_key(name) {
            let r = call(
                &s,
                "GET",
                &format!("/v1/house-rules/{name}/definition"),
                None,
                &[],
            )
            .await;
            assert_eq!(r.status, StatusCode::OK, "{}", r.text);
            definitions.insert(name.to_string(), r.json());
        }
        let def = &definitions[name];
        // Without the definition the offline engine does not know the profile.
        let alone = wasm(&case["request"]);
        assert_eq!(alone["problem"]["field"], "house", "{file}/{id}: {alone}");
        for edition in ["2024", "2026"] {
            for lang in Language::ALL {
                let mut req = case["request"].clone();
                req["edition"] = json!(edition);
                req["language"] = json!(lang.code());
                req["house_version"] = def["version"].clone();
                req["house_digest"] = def["digest"].clone();
                let r = call(&s, "POST", "/v1/rulings", Some(&req.to_string()), &[]).await;
                let mut offline = req.clone();
                offline["house_definition"] = def.clone();
                let here = wasm(&offline);
                compared += 1;
                if r.status != StatusCode::OK {
                    if here.get("problem").is_none() {
                        failures.push(format!(
                            "{file}/{id} {edition} {lang:?}: the server refused ({}), the wasm ruled",
                            r.text
                        ));
                    }
                    continue;
                }
                let mut server = r.json();
                let logged_id = server
                    .as_object_mut()
                    .and_then(|o| o.remove("id"))
                    .and_then(|v| v.as_str().map(String::from));
                if server != here {
                    failures.push(format!(
                        "{file}/{id} {edition} {lang:?}:\n server {server}\n wasm   {here}"
                    ));
                }
                // The log records the version and digest the offline ruling used.
                let Some(logged_id) = logged_id else {
                    failures.push(format!("{file}/{id}: no id"));
                    continue;
                };
                if edition == "2024" && lang == Language::En {
                    let rec = call(&s, "GET", &format!("/v1/rulings/{logged_id}"), None, &[])
                        .await
                        .json();
                    assert_eq!(
                        (
                            &rec["house_profile"],
                            &rec["house_version"],
                            &rec["house_digest"]
                        ),
                        (&json!(name), &def["version"], &def["digest"]),
                        "{file}/{id}"
                    );
                    assert_eq!(here["house"]["digest"], def["digest"], "{file}/{id}");
                }
            }
        }
    }
    assert!(
        failures.is_empty(),
        "{} of {compared} differ:\n{}",
        failures.len(),
        failures[..failures.len().min(5)].join("\n")
    );
    eprintln!(
        "offline engine vs server under {:?}: {compared} rulings equal",
        definitions.keys().collect::<Vec<_>>()
    );
}
