//! API keys and roles, the final word's history, the rate limit, and the secure default.

use crate::helpers::{call, sample_request, state_with, temp_db};
use axum::http::StatusCode;
use floorcall_web::AppState;
use floorcall_web::config::Settings;
use floorcall_web::role::Role;
use floorcall_web::store::Store;
use serde_json::Value;

async fn key(s: &AppState, name: &str, role: Role) -> String {
    s.store
        .keys()
        .create_key(
            s.new_id(),
            name,
            role,
            None,
            &floorcall_web::role::Actor::cli(),
        )
        .await
        .expect("key")
        .secret
}

fn bearer(k: &str) -> String {
    format!("Bearer {k}")
}

#[tokio::test]
async fn roles_decide_who_may_do_what_and_the_final_word_keeps_its_history() {
    let (dir, url) = temp_db("auth");
    let s = state_with(&url).await;
    let body = sample_request();
    // No key yet: open (a loopback server with no key).
    let r = call(&s, "GET", "/v1/rules", None, &[]).await;
    assert_eq!(r.status, StatusCode::OK);
    let admin = key(&s, "ops", Role::Admin).await;
    let reader = key(&s, "auditor", Role::Reader).await;
    let floor = key(&s, "tablet-12", Role::Floor).await;
    let sup = key(&s, "tdr-ana", Role::Supervisor).await;
    // From now on a key is needed.
    let r = call(&s, "GET", "/v1/rules", None, &[]).await;
    assert_eq!(r.status, StatusCode::UNAUTHORIZED);
    assert_eq!(r.content_type, "application/problem+json");
    assert!(
        r.headers["www-authenticate"]
            .to_str()
            .unwrap_or("")
            .starts_with("Bearer")
    );
    let r = call(
        &s,
        "GET",
        "/v1/rules",
        None,
        &[("authorization", "Bearer fck_nope")],
    )
    .await;
    assert_eq!(r.status, StatusCode::UNAUTHORIZED);
    assert!(
        r.json()["detail"]
            .as_str()
            .unwrap_or("")
            .contains("revoked")
    );
    // Probes, the documentation and the console's files stay open; metrics are a reader's.
    let r = call(&s, "GET", "/metrics", None, &[]).await;
    assert_eq!(r.status, StatusCode::UNAUTHORIZED, "metrics without a key");
    let r = call(
        &s,
        "GET",
        "/metrics",
        None,
        &[("authorization", &bearer(&reader))],
    )
    .await;
    assert_eq!(r.status, StatusCode::OK, "metrics with a reader's key");
    for path in [
        "/healthz",
        "/readyz",
        "/openapi.json",
        "/docs/",
        "/docs/swagger-initializer.js",
        "/",
        "/console/app.js",
        "/console/app.css",
        "/sw.js",
    ] {
        let r = call(&s, "GET", path, None, &[]).await;
        assert_eq!(r.status, StatusCode::OK, "{path}");
    }
    // A reader reads but does not ask for rulings.
    let r = call(
        &s,
        "GET",
        "/v1/rulings",
        None,
        &[("authorization", &bearer(&reader))],
    )
    .await;
    assert_eq!(r.status, StatusCode::OK);
    let r = call(
        &s,
        "POST",
        "/v1/rulings",
        Some(&body),
        &[("authorization", &bearer(&reader))],
    )
    .await;
    assert_eq!(r.status, StatusCode::FORBIDDEN);
    let detail = r.json()["detail"].as_str().unwrap_or("").to_string();
    assert!(
        detail.contains("floor") && detail.contains("reader"),
        "{detail}"
    );
    // The floor asks; the final word is the supervisor's.
    let r = call(
        &s,
        "POST",
        "/v1/rulings",
        Some(&body),
        &[("authorization", &bearer(&floor))],
    )
    .await;
    assert_eq!(r.status, StatusCode::OK, "{}", r.text);
    let id = r.json()["id"].as_str().expect("id").to_string();
    let path = format!("/v1/rulings/{id}");
    let word = r#"{"final": "upheld", "note": "as ruled", "floor": "Ana"}"#;
    // A floor key's word is a proposal (202): recorded, not yet the final word.
    let r = call(
        &s,
        "PATCH",
        &path,
        Some(word),
        &[("authorization", &bearer(&floor))],
    )
    .await;
    assert_eq!(r.status, StatusCode::ACCEPTED, "{}", r.text);
    assert!(r.json()["final"].is_null(), "{}", r.text);
    assert_eq!(r.json()["final_history"][0]["status"], "proposed");
    let r = call(
        &s,
        "PATCH",
        &path,
        Some(word),
        &[("authorization", &bearer(&sup))],
    )
    .await;
    assert_eq!(r.status, StatusCode::OK, "{}", r.text);
    let later = r#"{"final": "overruled", "note": "video review", "floor": "Bruno"}"#;
    let r = call(
        &s,
        "PATCH",
        &path,
        Some(later),
        &[("authorization", &bearer(&admin))],
    )
    .await;
    assert_eq!(r.status, StatusCode::OK, "{}", r.text);
    let rec = r.json();
    assert_eq!(rec["final"], "overruled");
    assert_eq!(rec["final_note"], "video review");
    let h = rec["final_history"].as_array().expect("history").clone();
    assert_eq!(h.len(), 3, "{rec}");
    assert_eq!(
        (
            h[1]["final"].as_str(),
            h[1]["note"].as_str(),
            h[1]["floor"].as_str(),
            h[1]["key"].as_str()
        ),
        (
            Some("upheld"),
            Some("as ruled"),
            Some("Ana"),
            Some("tdr-ana")
        )
    );
    assert_eq!(
        (
            h[2]["final"].as_str(),
            h[2]["floor"].as_str(),
            h[2]["key"].as_str()
        ),
        (Some("overruled"), Some("Bruno"), Some("ops"))
    );
    assert!(h[1]["at"].as_str().unwrap_or("") <= h[2]["at"].as_str().unwrap_or(""));
    assert_eq!(h[0]["status"], "proposed");
    assert_eq!(h[0]["by"]["name"], "tablet-12");
    assert_eq!(h[1]["status"], "given");
    assert_eq!(h[1]["by"]["kind"], "key");
    // Keys are the admin's.
    let r = call(
        &s,
        "GET",
        "/v1/keys",
        None,
        &[("authorization", &bearer(&sup))],
    )
    .await;
    assert_eq!(r.status, StatusCode::FORBIDDEN);
    let r = call(
        &s,
        "GET",
        "/v1/keys",
        None,
        &[("authorization", &bearer(&admin))],
    )
    .await;
    assert_eq!(r.status, StatusCode::OK);
    assert_eq!(r.json().as_array().map(Vec::len), Some(4));
    assert!(!r.text.contains(&floor[4..]), "a listing never shows a key");
    let r = call(
        &s,
        "POST",
        "/v1/keys",
        Some(r#"{"name": "tablet-13", "role": "floor"}"#),
        &[("authorization", &bearer(&admin))],
    )
    .await;
    assert_eq!(r.status, StatusCode::CREATED, "{}", r.text);
    let new = r.json()["secret"].as_str().expect("secret").to_string();
    let new_id = r.json()["id"].as_str().expect("id").to_string();
    let r = call(
        &s,
        "POST",
        "/v1/rulings",
        Some(&body),
        &[("authorization", &bearer(&new))],
    )
    .await;
    assert_eq!(r.status, StatusCode::OK);
    // Revoked: refused from the next request on.
    let r = call(
        &s,
        "DELETE",
        &format!("/v1/keys/{new_id}"),
        None,
        &[("authorization", &bearer(&admin))],
    )
    .await;
    assert_eq!(r.status, StatusCode::OK, "{}", r.text);
    assert!(r.json()["revoked_at"].is_string());
    let r = call(
        &s,
        "POST",
        "/v1/rulings",
        Some(&body),
        &[("authorization", &bearer(&new))],
    )
    .await;
    assert_eq!(r.status, StatusCode::UNAUTHORIZED);
    // Revoked from the command line, against the same database: refused at once here too.
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_floorcall"))
        .args(["keys", "revoke", "tablet-12", "--database", &url])
        .output()
        .expect("run");
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let r = call(
        &s,
        "POST",
        "/v1/rulings",
        Some(&body),
        &[("authorization", &bearer(&floor))],
    )
    .await;
    assert_eq!(r.status, StatusCode::UNAUTHORIZED);
    // The history survives a restart.
    s.store.close().await;
    drop(s);
    let s = state_with(&url).await;
    let r = call(
        &s,
        "GET",
        &path,
        None,
        &[("authorization", &bearer(&reader))],
    )
    .await;
    assert_eq!(r.status, StatusCode::OK);
    assert_eq!(r.json()["final_history"].as_array().map(Vec::len), Some(3));
    s.store.close().await;
    drop(dir);
}

#[tokio::test]
async fn each_key_has_its_rate() {
    let s = AppState::new(
        Settings {
            rate_limit: 1,
            rate_burst: 3,
            ..Settings::default()
        },
        Store::open("sqlite::memory:").await.expect("store"),
    );
    // Keys work once an admin credential exists (see the fail-closed tests).
    let ops = key(&s, "ops", Role::Admin).await;
    let a = key(&s, "a", Role::Reader).await;
    let b = key(&s, "b", Role::Reader).await;
    // The first request loads every language's messages (a second or more in a debug build
    // under load, enough for the bucket to refill): load them with another key's request, so
    // the burst below measures the limiter only.
    let r = call(
        &s,
        "GET",
        "/v1/rules",
        None,
        &[("authorization", &bearer(&ops))],
    )
    .await;
    assert_eq!(r.status, StatusCode::OK);
    for _ in 0..3 {
        let r = call(
            &s,
            "GET",
            "/v1/rules",
            None,
            &[("authorization", &bearer(&a))],
        )
        .await;
        assert_eq!(r.status, StatusCode::OK);
    }
    let r = call(
        &s,
        "GET",
        "/v1/rules",
        None,
        &[("authorization", &bearer(&a))],
    )
    .await;
    assert_eq!(r.status, StatusCode::TOO_MANY_REQUESTS);
    assert_eq!(r.headers["retry-after"], "1");
    assert_eq!(r.content_type, "application/problem+json");
    let r = call(
        &s,
        "GET",
        "/v1/rules",
        None,
        &[("authorization", &bearer(&b))],
    )
    .await;
    assert_eq!(r.status, StatusCode::OK, "another key, another bucket");
}

#[test]
fn a_network_address_needs_a_key_or_no_auth() {
    let (dir, url) = temp_db("secure-default");
    let bin = env!("CARGO_BIN_EXE_floorcall");
    let out = std::process::Command::new(bin)
        .args(["serve", "--addr", "0.0.0.0:0", "--database", &url])
        .output()
        .expect("run");
    assert!(!out.status.success());
    let err = String::from_utf8_lossy(&out.stderr).to_string();
    assert!(
        err.contains("keys create") && err.contains("--no-auth"),
        "{err}"
    );
    // A key made with the command line, shown once; listed without it.
    let out = std::process::Command::new(bin)
        .args([
            "keys",
            "create",
            "--name",
            "ops",
            "--role",
            "admin",
            "--database",
            &url,
        ])
        .output()
        .expect("run");
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let secret = String::from_utf8_lossy(&out.stdout).trim().to_string();
    assert!(secret.starts_with("fck_") && secret.len() == 68, "{secret}");
    let out = std::process::Command::new(bin)
        .args(["keys", "list", "--database", &url])
        .output()
        .expect("run");
    let list = String::from_utf8_lossy(&out.stdout).to_string();
    assert!(
        list.contains("\tops\tadmin\t") && !list.contains(&secret[4..]),
        "{list}"
    );
    // With a key it starts (and stops on SIGTERM).
    let mut child = std::process::Command::new(bin)
        .args(["serve", "--addr", "0.0.0.0:0", "--database", &url])
        .stderr(std::process::Stdio::piped())
        .spawn()
        .expect("spawn");
    std::thread::sleep(std::time::Duration::from_millis(700));
    assert!(child.try_wait().expect("wait").is_none(), "it stopped");
    let _ = child.kill();
    let _ = child.wait();
    drop(dir);
}

#[tokio::test]
async fn the_document_declares_the_scheme_and_each_role() {
    let s = crate::helpers::memory_state().await;
    let r = call(&s, "GET", "/openapi.json", None, &[]).await;
    let doc: Value = r.json();
    assert_eq!(
        doc["components"]["securitySchemes"]["apiKey"]["scheme"],
        "bearer"
    );
    let op = |p: &str, m: &str| doc["paths"][p][m].clone();
    assert_eq!(op("/v1/rulings", "post")["x-floorcall-role"], "floor");
    assert_eq!(op("/v1/rulings/{id}", "patch")["x-floorcall-role"], "floor");
    assert_eq!(
        op("/v1/rulings/{id}/confirm", "post")["x-floorcall-role"],
        "supervisor"
    );
    assert_eq!(op("/v1/keys", "post")["x-floorcall-role"], "admin");
    assert_eq!(op("/v1/rules", "get")["x-floorcall-role"], "reader");
    assert!(op("/v1/rulings", "post")["responses"]["401"].is_object());
    assert!(op("/healthz", "get")["security"].is_null());
}

/// Every operation of the document against the role it declares (`x-floorcall-role`): without
/// a key 401, with a key below the role 403, with a key of the role neither; an operation
/// declaring none is open. The guard's table and the document list the same operations.
#[tokio::test]
async fn every_operation_answers_to_its_declared_role() {
    use strum::VariantArray;
    let s = crate::helpers::memory_state().await;
    let mut keys = Vec::new();
    for &r in Role::VARIANTS {
        keys.push((r, key(&s, r.as_str(), r).await));
    }
    let doc: Value = serde_json::from_str(&floorcall_web::openapi_json().expect("the document"))
        .expect("the document");
    let mut checked = 0;
    for (route, item) in doc["paths"].as_object().expect("paths") {
        for (method, op) in item.as_object().expect("operations") {
            let method = method.to_uppercase();
            let path = route
                .replace("{id}", "01KB2T4V0M4E8S1WB4Q3N5RZ7C")
                .replace("{key}", "raise-amounts");
            let body = matches!(method.as_str(), "POST" | "PATCH" | "PUT").then_some("{}");
            let what = format!("{method} {route}");
            let status = |key: Option<&str>| {
                let auth = key.map(bearer);
                let (s, path, method) = (&s, path.clone(), method.clone());
                async move {
                    let headers: Vec<(&str, &str)> =
                        auth.iter().map(|a| ("authorization", a.as_str())).collect();
                    call(s, &method, &path, body, &headers).await.status
                }
            };
            let refused = [StatusCode::UNAUTHORIZED, StatusCode::FORBIDDEN];
            let Some(role) = op["x-floorcall-role"].as_str() else {
                let got = status(None).await;
                assert!(!refused.contains(&got), "{what} is open: {got}");
                checked += 1;
                continue;
            };
            let role = Role::parse(role).expect("a role");
            assert_eq!(
                status(None).await,
                StatusCode::UNAUTHORIZED,
                "{what} without a key"
            );
            for (r, k) in &keys {
                let got = status(Some(k)).await;
                if *r < role {
                    assert_eq!(
                        got,
                        StatusCode::FORBIDDEN,
                        "{what} with a {} key",
                        r.as_str()
                    );
                } else {
                    assert!(
                        !refused.contains(&got),
                        "{what} with a {} key: {got}",
                        r.as_str()
                    );
                }
            }
            checked += 1;
        }
    }
    let table = floorcall_web::routes::api().access.operations();
    assert_eq!(
        checked,
        table.len(),
        "the document and the guard's table differ"
    );
    for (method, route, access) in table {
        let op = &doc["paths"][route.as_str()][method.as_str().to_lowercase()];
        let declared = match access {
            floorcall_web::auth::Access::Open => Value::Null,
            floorcall_web::auth::Access::Role(r) => Value::from(r.as_str()),
        };
        assert_eq!(op["x-floorcall-role"], declared, "{method} {route}");
    }
    assert!(checked >= 15, "{checked} operations");
}
