//! Who did what, and failing closed: the last admin credential, a server with none, staff
//! accounts and their sessions, proposals and confirmations of the final word, who asked for
//! a ruling, the server's own request id, and the access log naming the credential of every
//! refusal.

use crate::helpers::{call, sample_request, temp_db};
use axum::http::StatusCode;
use floorcall_web::AppState;
use floorcall_web::config::{AuthMode, Settings};
use floorcall_web::role::{Actor, Role};
use floorcall_web::store::Store;
use serde_json::Value;

pub async fn key(s: &AppState, name: &str, role: Role) -> String {
    s.store
        .keys()
        .create_key(s.new_id(), name, role, None, &Actor::cli())
        .await
        .expect("key")
        .secret
}

pub fn bearer(k: &str) -> String {
    format!("Bearer {k}")
}

/// A state as a server off loopback has it: credentials always needed.
pub async fn required(url: &str) -> AppState {
    AppState::new(
        Settings {
            auth: AuthMode::Required,
            ..Settings::default()
        },
        Store::open(url).await.expect("store"),
    )
}

pub async fn staff(s: &AppState, name: &str, role: Role, pin: &str) {
    s.store
        .staff()
        .create_staff(s.new_id(), name, role, pin, &Actor::cli())
        .await
        .expect("staff");
}

pub async fn sign_in(s: &AppState, name: &str, pin: &str) -> (StatusCode, Value) {
    let body = serde_json::json!({"name": name, "secret": pin}).to_string();
    let r = call(s, "POST", "/v1/sessions", Some(&body), &[]).await;
    (r.status, r.json())
}

fn bin() -> &'static str {
    env!("CARGO_BIN_EXE_floorcall")
}

#[tokio::test]
async fn revoking_the_last_admin_key_answers_409_and_the_server_stays_closed() {
    let (dir, url) = temp_db("last-admin");
    let s = required(&url).await;
    let body = sample_request();
    // No credential at all, off loopback: closed, and saying how to open it.
    let r = call(&s, "POST", "/v1/rulings", Some(&body), &[]).await;
    assert_eq!(r.status, StatusCode::SERVICE_UNAVAILABLE, "{}", r.text);
    assert!(
        r.json()["detail"]
            .as_str()
            .unwrap_or("")
            .contains("floorcall keys create")
    );
    let admin = key(&s, "ops", Role::Admin).await;
    let floor = key(&s, "tablet-1", Role::Floor).await;
    let list = call(
        &s,
        "GET",
        "/v1/keys",
        None,
        &[("authorization", &bearer(&admin))],
    )
    .await;
    let admin_id = list.json().as_array().expect("keys")[0]["id"]
        .as_str()
        .expect("id")
        .to_string();
    // The last admin key: 409 naming why, by the API and by the command line.
    let r = call(
        &s,
        "DELETE",
        &format!("/v1/keys/{admin_id}"),
        None,
        &[("authorization", &bearer(&admin))],
    )
    .await;
    assert_eq!(r.status, StatusCode::CONFLICT, "{}", r.text);
    assert_eq!(r.content_type, "application/problem+json");
    assert!(
        r.json()["detail"]
            .as_str()
            .unwrap_or("")
            .contains("last active admin"),
        "{}",
        r.text
    );
    let out = std::process::Command::new(bin())
        .args(["keys", "revoke", "ops", "--database", &url])
        .output()
        .expect("run");
    assert!(!out.status.success());
    assert!(String::from_utf8_lossy(&out.stderr).contains("last active admin"));
    // The key still works; the floor key too.
    let r = call(
        &s,
        "GET",
        "/v1/keys",
        None,
        &[("authorization", &bearer(&admin))],
    )
    .await;
    assert_eq!(r.status, StatusCode::OK);
    // With a second admin key the first can go, and the revocation records who did it.
    let admin2 = key(&s, "ops-2", Role::Admin).await;
    let r = call(
        &s,
        "DELETE",
        &format!("/v1/keys/{admin_id}"),
        None,
        &[("authorization", &bearer(&admin2))],
    )
    .await;
    assert_eq!(r.status, StatusCode::OK, "{}", r.text);
    assert_eq!(r.json()["revoked_by"], "key:ops-2");
    // Every admin credential deleted behind the server's back: it stays closed (503), to
    // every request that needs a credential, with or without one; probes still answer.
    let conn = rusqlite::Connection::open(dir.path().join("log.sqlite")).expect("open");
    conn.execute("DELETE FROM api_keys WHERE role = 'admin'", [])
        .expect("delete");
    tokio::time::sleep(std::time::Duration::from_millis(1100)).await;
    for auth in [None, Some(bearer(&floor)), Some(bearer(&admin2))] {
        let headers: Vec<(&str, &str)> =
            auth.iter().map(|a| ("authorization", a.as_str())).collect();
        let r = call(&s, "POST", "/v1/rulings", Some(&body), &headers).await;
        assert_eq!(
            r.status,
            StatusCode::SERVICE_UNAVAILABLE,
            "{auth:?}: {}",
            r.text
        );
        let r = call(&s, "GET", "/v1/rulings", None, &headers).await;
        assert_eq!(
            r.status,
            StatusCode::SERVICE_UNAVAILABLE,
            "{auth:?}: {}",
            r.text
        );
    }
    assert_eq!(
        call(&s, "GET", "/healthz", None, &[]).await.status,
        StatusCode::OK
    );
    // Until an admin credential is made with the command line.
    let out = std::process::Command::new(bin())
        .args([
            "keys",
            "create",
            "--name",
            "ops-3",
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
    let r = call(&s, "POST", "/v1/rulings", Some(&body), &[]).await;
    assert_eq!(r.status, StatusCode::UNAUTHORIZED, "open again? {}", r.text);
    let r = call(
        &s,
        "POST",
        "/v1/rulings",
        Some(&body),
        &[("authorization", &bearer(&floor))],
    )
    .await;
    assert_eq!(r.status, StatusCode::OK, "{}", r.text);
    s.store.close().await;
    drop(dir);
}

#[tokio::test]
async fn a_loopback_server_is_open_only_until_the_first_credential() {
    let (dir, url) = temp_db("until-first");
    let s = crate::helpers::state_with(&url).await;
    let body = sample_request();
    let r = call(&s, "POST", "/v1/rulings", Some(&body), &[]).await;
    assert_eq!(r.status, StatusCode::OK, "open before any credential");
    let admin = key(&s, "ops", Role::Admin).await;
    let r = call(&s, "POST", "/v1/rulings", Some(&body), &[]).await;
    assert_eq!(r.status, StatusCode::UNAUTHORIZED);
    // Every key revoked or deleted at run time: never open again, closed with 503.
    let conn = rusqlite::Connection::open(dir.path().join("log.sqlite")).expect("open");
    conn.execute("DELETE FROM api_keys", []).expect("delete");
    tokio::time::sleep(std::time::Duration::from_millis(1100)).await;
    let r = call(&s, "POST", "/v1/rulings", Some(&body), &[]).await;
    assert_eq!(r.status, StatusCode::SERVICE_UNAVAILABLE, "{}", r.text);
    let r = call(
        &s,
        "POST",
        "/v1/rulings",
        Some(&body),
        &[("authorization", &bearer(&admin))],
    )
    .await;
    assert_eq!(r.status, StatusCode::SERVICE_UNAVAILABLE, "{}", r.text);
    s.store.close().await;
    drop(dir);
}

#[tokio::test]
async fn the_last_admin_account_cannot_be_disabled() {
    let (dir, url) = temp_db("last-admin-staff");
    let s = required(&url).await;
    staff(&s, "Marta Reis", Role::Admin, "550917").await;
    let (status, session) = sign_in(&s, "marta reis", "550917").await;
    assert_eq!(status, StatusCode::CREATED, "{session}");
    let token = session["token"].as_str().expect("token").to_string();
    let id = session["staff"]["id"].as_str().expect("id").to_string();
    let r = call(
        &s,
        "DELETE",
        &format!("/v1/staff/{id}"),
        None,
        &[("authorization", &bearer(&token))],
    )
    .await;
    assert_eq!(r.status, StatusCode::CONFLICT, "{}", r.text);
    // An admin key beside it: now the account can be disabled, and its session ends at once.
    let admin = key(&s, "ops", Role::Admin).await;
    let r = call(
        &s,
        "DELETE",
        &format!("/v1/staff/{id}"),
        None,
        &[("authorization", &bearer(&admin))],
    )
    .await;
    assert_eq!(r.status, StatusCode::OK, "{}", r.text);
    assert_eq!(r.json()["disabled_by"], "key:ops");
    let r = call(
        &s,
        "GET",
        "/v1/sessions/current",
        None,
        &[("authorization", &bearer(&token))],
    )
    .await;
    assert_eq!(r.status, StatusCode::UNAUTHORIZED, "{}", r.text);
    s.store.close().await;
    drop(dir);
}

#[tokio::test]
async fn a_session_expires_and_a_signed_out_session_is_refused_at_the_next_request() {
    let (dir, url) = temp_db("sessions");
    let s = required(&url).await;
    let admin = key(&s, "ops", Role::Admin).await;
    // Made through the API, as the admin: the account records who made it.
    let r = call(
        &s,
        "POST",
        "/v1/staff",
        Some(r#"{"name": "Ana Souza", "role": "floor", "secret": "482913"}"#),
        &[("authorization", &bearer(&admin))],
    )
    .await;
    assert_eq!(r.status, StatusCode::CREATED, "{}", r.text);
    assert_eq!(r.json()["created_by"], "key:ops");
    assert!(!r.text.contains("482913") && !r.text.contains("argon2"));
    for (bad, field) in [
        (
            r#"{"name": "Bia", "role": "floor", "secret": "12345"}"#,
            "secret",
        ),
        (
            r#"{"name": "Bia", "role": "floor", "secret": "999999"}"#,
            "secret",
        ),
        (
            r#"{"name": " ", "role": "floor", "secret": "482913"}"#,
            "name",
        ),
    ] {
        let r = call(
            &s,
            "POST",
            "/v1/staff",
            Some(bad),
            &[("authorization", &bearer(&admin))],
        )
        .await;
        assert_eq!(
            r.status,
            StatusCode::UNPROCESSABLE_ENTITY,
            "{bad}: {}",
            r.text
        );
        assert_eq!(r.json()["field"], field);
    }
    let r = call(
        &s,
        "POST",
        "/v1/staff",
        Some(r#"{"name": "ana  souza", "role": "floor", "secret": "111222"}"#),
        &[("authorization", &bearer(&admin))],
    )
    .await;
    assert_eq!(r.status, StatusCode::CONFLICT, "the same name: {}", r.text);
    // Signed in: who I am.
    let (status, session) = sign_in(&s, "Ana Souza", "482913").await;
    assert_eq!(status, StatusCode::CREATED, "{session}");
    let token = session["token"].as_str().expect("token").to_string();
    assert!(token.starts_with("fcs_"));
    assert_eq!(session["idle_seconds"], 1800);
    let me = call(
        &s,
        "GET",
        "/v1/sessions/current",
        None,
        &[("authorization", &bearer(&token))],
    )
    .await;
    assert_eq!(me.status, StatusCode::OK);
    assert_eq!(
        (
            me.json()["kind"].as_str(),
            me.json()["name"].as_str(),
            me.json()["role"].as_str()
        ),
        (Some("staff"), Some("Ana Souza"), Some("floor"))
    );
    // Idle past its limit: refused at the next request.
    let sid = session["id"].as_str().expect("id").to_string();
    s.store
        .staff()
        .age_session(&sid, 31 * 60_000)
        .await
        .expect("age");
    let r = call(
        &s,
        "GET",
        "/v1/rules",
        None,
        &[("authorization", &bearer(&token))],
    )
    .await;
    assert_eq!(r.status, StatusCode::UNAUTHORIZED, "{}", r.text);
    assert!(
        r.json()["detail"]
            .as_str()
            .unwrap_or("")
            .contains("sign in again"),
        "{}",
        r.text
    );
    // Past its lifetime, however active: refused too.
    let (_, again) = sign_in(&s, "Ana Souza", "482913").await;
    let t2 = again["token"].as_str().expect("token").to_string();
    s.store
        .staff()
        .age_session(again["id"].as_str().expect("id"), 0)
        .await
        .expect("touch");
    let r = call(
        &s,
        "GET",
        "/v1/rules",
        None,
        &[("authorization", &bearer(&t2))],
    )
    .await;
    assert_eq!(r.status, StatusCode::OK);
    // Signing out: refused from the next request on.
    let r = call(
        &s,
        "DELETE",
        "/v1/sessions/current",
        None,
        &[("authorization", &bearer(&t2))],
    )
    .await;
    assert_eq!(r.status, StatusCode::NO_CONTENT, "{}", r.text);
    let r = call(
        &s,
        "GET",
        "/v1/rules",
        None,
        &[("authorization", &bearer(&t2))],
    )
    .await;
    assert_eq!(r.status, StatusCode::UNAUTHORIZED, "{}", r.text);
    // A key cannot sign out.
    let r = call(
        &s,
        "DELETE",
        "/v1/sessions/current",
        None,
        &[("authorization", &bearer(&admin))],
    )
    .await;
    assert_eq!(r.status, StatusCode::CONFLICT);
    // An absolute lifetime: a session made 9 hours ago (the default is 8) is refused even if
    // it was just used.
    let (_, third) = sign_in(&s, "Ana Souza", "482913").await;
    let t3 = third["token"].as_str().expect("token").to_string();
    let conn = rusqlite::Connection::open(dir.path().join("log.sqlite")).expect("open");
    conn.execute(
        "UPDATE sessions SET expires_ms = expires_ms - 9 * 3600000 WHERE id = ?1",
        [third["id"].as_str().expect("id")],
    )
    .expect("expire");
    let r = call(
        &s,
        "GET",
        "/v1/rules",
        None,
        &[("authorization", &bearer(&t3))],
    )
    .await;
    assert_eq!(r.status, StatusCode::UNAUTHORIZED, "{}", r.text);
    // Wrong PINs: five in a row lock the account (429 with Retry-After); the right PIN is
    // refused while it is locked.
    for i in 0..4 {
        let (status, _) = sign_in(&s, "Ana Souza", "000001").await;
        assert_eq!(status, StatusCode::UNAUTHORIZED, "try {i}");
    }
    let body = serde_json::json!({"name": "Ana Souza", "secret": "000001"}).to_string();
    let r = call(&s, "POST", "/v1/sessions", Some(&body), &[]).await;
    assert_eq!(r.status, StatusCode::TOO_MANY_REQUESTS, "{}", r.text);
    assert!(r.headers.contains_key("retry-after"));
    let (status, _) = sign_in(&s, "Ana Souza", "482913").await;
    assert_eq!(status, StatusCode::TOO_MANY_REQUESTS, "locked");
    // A name that is no account is refused as a wrong PIN is.
    let (status, p) = sign_in(&s, "Nobody Here", "482913").await;
    assert_eq!(status, StatusCode::UNAUTHORIZED);
    assert_eq!(p["detail"], "wrong name or PIN");
    s.store.close().await;
    drop(dir);
}

#[tokio::test]
async fn a_rulings_record_names_who_asked_and_the_servers_request_id() {
    let (dir, url) = temp_db("who-asked");
    let s = required(&url).await;
    let _admin = key(&s, "ops", Role::Admin).await;
    let tablet = key(&s, "tablet-12", Role::Floor).await;
    staff(&s, "Ana Souza", Role::Floor, "482913").await;
    let (_, session) = sign_in(&s, "Ana Souza", "482913").await;
    let token = session["token"].as_str().expect("token").to_string();
    let body = sample_request();
    let long = format!("client\tid-{}", "x".repeat(200));
    for (auth, kind, name) in [
        (&token, "staff", "Ana Souza"),
        (&tablet, "key", "tablet-12"),
    ] {
        let r = call(
            &s,
            "POST",
            "/v1/rulings",
            Some(&body),
            &[("authorization", &bearer(auth)), ("x-request-id", &long)],
        )
        .await;
        assert_eq!(r.status, StatusCode::OK, "{}", r.text);
        // The request id is the server's own; the client's is kept apart, cleaned and cut.
        let rid = r.headers["x-request-id"].to_str().expect("id").to_string();
        assert_eq!(rid.len(), 26, "a ULID: {rid}");
        assert!(!rid.contains("client"));
        let client = r.headers["x-client-request-id"]
            .to_str()
            .expect("client id");
        assert_eq!(client.len(), 64);
        assert!(client.starts_with("clientid-xxx"), "{client}");
        let id = r.json()["id"].as_str().expect("id").to_string();
        let rec = call(
            &s,
            "GET",
            &format!("/v1/rulings/{id}"),
            None,
            &[("authorization", &bearer(auth))],
        )
        .await;
        let rec = rec.json();
        assert_eq!(rec["asked_by"]["kind"], kind, "{rec}");
        assert_eq!(rec["asked_by"]["name"], name);
        assert_eq!(rec["request_id"], rid.as_str());
        // And the export says who, too.
        let csv = call(
            &s,
            "GET",
            "/v1/rulings?format=csv",
            None,
            &[("authorization", &bearer(auth))],
        )
        .await;
        assert!(
            csv.text.contains(&format!("{kind}:{name},{rid}")),
            "{}",
            csv.text
        );
    }
    s.store.close().await;
    drop(dir);
}

#[tokio::test]
async fn a_floor_person_proposes_the_final_word_and_a_supervisor_confirms_it_from_their_session() {
    let (dir, url) = temp_db("confirm");
    let s = required(&url).await;
    let _admin = key(&s, "ops", Role::Admin).await;
    let sup_key = key(&s, "supervisor-desk", Role::Supervisor).await;
    staff(&s, "Ana Souza", Role::Floor, "482913").await;
    staff(&s, "Bruno Lima", Role::Supervisor, "739251").await;
    let (_, ana) = sign_in(&s, "Ana Souza", "482913").await;
    let (_, bruno) = sign_in(&s, "Bruno Lima", "739251").await;
    let ana = bearer(ana["token"].as_str().expect("token"));
    let bruno = bearer(bruno["token"].as_str().expect("token"));
    let r = call(
        &s,
        "POST",
        "/v1/rulings",
        Some(&sample_request()),
        &[("authorization", &ana)],
    )
    .await;
    let id = r.json()["id"].as_str().expect("id").to_string();
    let path = format!("/v1/rulings/{id}");
    let r = call(
        &s,
        "PATCH",
        &path,
        Some(r#"{"final": "overruled", "note": "video", "floor": "Ana"}"#),
        &[("authorization", &ana)],
    )
    .await;
    assert_eq!(r.status, StatusCode::ACCEPTED, "{}", r.text);
    let rec = r.json();
    assert!(
        rec["final"].is_null(),
        "a proposal is not the final word: {rec}"
    );
    let proposal = rec["final_history"][0]["id"]
        .as_str()
        .expect("id")
        .to_string();
    let confirm = serde_json::json!({"proposal": proposal}).to_string();
    // Not by a key, not by the floor person.
    let r = call(
        &s,
        "POST",
        &format!("{path}/confirm"),
        Some(&confirm),
        &[("authorization", &bearer(&sup_key))],
    )
    .await;
    assert_eq!(r.status, StatusCode::FORBIDDEN, "{}", r.text);
    assert!(r.json()["detail"].as_str().unwrap_or("").contains("person"));
    let r = call(
        &s,
        "POST",
        &format!("{path}/confirm"),
        Some(&confirm),
        &[("authorization", &ana)],
    )
    .await;
    assert_eq!(r.status, StatusCode::FORBIDDEN, "{}", r.text);
    let r = call(
        &s,
        "POST",
        &format!("{path}/confirm"),
        Some(r#"{"proposal": "01NOPE"}"#),
        &[("authorization", &bruno)],
    )
    .await;
    assert_eq!(r.status, StatusCode::NOT_FOUND, "{}", r.text);
    // The supervisor, signed in: the final word, and the history shows both.
    let r = call(
        &s,
        "POST",
        &format!("{path}/confirm"),
        Some(&confirm),
        &[("authorization", &bruno)],
    )
    .await;
    assert_eq!(r.status, StatusCode::OK, "{}", r.text);
    let rec = r.json();
    assert_eq!(rec["final"], "overruled");
    let h = rec["final_history"].as_array().expect("history");
    assert_eq!(h.len(), 2, "{rec}");
    assert_eq!(
        (
            h[0]["status"].as_str(),
            h[0]["by"]["name"].as_str(),
            h[0]["by"]["kind"].as_str()
        ),
        (Some("proposed"), Some("Ana Souza"), Some("staff"))
    );
    assert_eq!(
        (
            h[1]["status"].as_str(),
            h[1]["by"]["name"].as_str(),
            h[1]["confirms"].as_str()
        ),
        (
            Some("confirmed"),
            Some("Bruno Lima"),
            Some(proposal.as_str())
        )
    );
    // Once.
    let r = call(
        &s,
        "POST",
        &format!("{path}/confirm"),
        Some(&confirm),
        &[("authorization", &bruno)],
    )
    .await;
    assert_eq!(r.status, StatusCode::CONFLICT, "{}", r.text);
    s.store.close().await;
    drop(dir);
}

/// Every access-log line goes to this buffer (one subscriber for the whole test binary).
pub fn captured_logs() -> &'static std::sync::Mutex<Vec<u8>> {
    static BUF: std::sync::OnceLock<&'static std::sync::Mutex<Vec<u8>>> =
        std::sync::OnceLock::new();
    BUF.get_or_init(|| {
        let buf: &'static std::sync::Mutex<Vec<u8>> =
            Box::leak(Box::new(std::sync::Mutex::new(Vec::new())));
        #[derive(Clone, Copy)]
        struct W(&'static std::sync::Mutex<Vec<u8>>);
        impl std::io::Write for W {
            fn write(&mut self, b: &[u8]) -> std::io::Result<usize> {
                self.0
                    .lock()
                    .unwrap_or_else(|e| e.into_inner())
                    .extend_from_slice(b);
                Ok(b.len())
            }
            fn flush(&mut self) -> std::io::Result<()> {
                Ok(())
            }
        }
        let w = W(buf);
        let _ = tracing_subscriber::fmt()
            .json()
            .flatten_event(true)
            .with_env_filter(tracing_subscriber::EnvFilter::new("floorcall::access=info"))
            .with_writer(move || w)
            .try_init();
        buf
    })
}

fn lines_with(needle: &str) -> Vec<Value> {
    let buf = captured_logs()
        .lock()
        .unwrap_or_else(|e| e.into_inner())
        .clone();
    String::from_utf8_lossy(&buf)
        .lines()
        .filter(|l| l.contains(needle))
        .filter_map(|l| serde_json::from_str(l).ok())
        .collect()
}

#[tokio::test]
async fn a_refused_requests_access_log_line_names_the_key() {
    captured_logs();
    let (dir, url) = temp_db("refusals");
    let s = required(&url).await;
    let admin = key(&s, "ops-refusals", Role::Admin).await;
    let reader = key(&s, "auditor-refusals", Role::Reader).await;
    let gone = key(&s, "tablet-refusals", Role::Floor).await;
    let r = call(
        &s,
        "DELETE",
        "/v1/keys/tablet-refusals",
        None,
        &[("authorization", &bearer(&admin))],
    )
    .await;
    assert_eq!(r.status, StatusCode::OK);
    let body = sample_request();
    // 403: the key's role is below the operation's.
    let r = call(
        &s,
        "POST",
        "/v1/rulings",
        Some(&body),
        &[
            ("authorization", &bearer(&reader)),
            ("x-request-id", "cli-req-403"),
        ],
    )
    .await;
    assert_eq!(r.status, StatusCode::FORBIDDEN);
    // 401: a revoked key, by its name.
    let r = call(
        &s,
        "POST",
        "/v1/rulings",
        Some(&body),
        &[("authorization", &bearer(&gone))],
    )
    .await;
    assert_eq!(r.status, StatusCode::UNAUTHORIZED);
    assert!(
        r.json()["detail"]
            .as_str()
            .unwrap_or("")
            .contains("tablet-refusals")
    );
    // 401: an unknown key, by its first characters.
    let r = call(
        &s,
        "POST",
        "/v1/rulings",
        Some(&body),
        &[("authorization", "Bearer fck_deadbeefcafe0123456789")],
    )
    .await;
    assert_eq!(r.status, StatusCode::UNAUTHORIZED);
    // 401: a wrong PIN, by the account it named.
    staff(&s, "Carla Refusal", Role::Floor, "482913").await;
    let (status, _) = sign_in(&s, "Carla Refusal", "000000x").await;
    assert_eq!(status, StatusCode::UNAUTHORIZED);
    let forbidden = lines_with("key:auditor-refusals");
    assert!(
        forbidden.iter().any(|l| l["status"] == 403
            && l["route"] == "/v1/rulings"
            && l["client_request_id"] == "cli-req-403"
            && l["request_id"].as_str().is_some_and(|id| id.len() == 26)),
        "{forbidden:?}"
    );
    let revoked = lines_with("key:tablet-refusals (revoked)");
    assert!(revoked.iter().any(|l| l["status"] == 401), "{revoked:?}");
    let unknown = lines_with("fck_deadbeef");
    assert!(
        unknown
            .iter()
            .any(|l| l["status"] == 401 && l["presented"] == "fck_deadbeef"),
        "{unknown:?}"
    );
    assert!(
        !unknown
            .iter()
            .any(|l| l.to_string().contains("fck_deadbeefcafe0")),
        "only a prefix is logged"
    );
    let pin = lines_with("staff:Carla Refusal");
    assert!(
        pin.iter()
            .any(|l| l["status"] == 401 && l["route"] == "/v1/sessions"),
        "{pin:?}"
    );
    assert!(
        !lines_with("000000x").iter().any(|_| true),
        "a PIN is never logged"
    );
    s.store.close().await;
    drop(dir);
}

#[tokio::test]
async fn keys_expire_and_rotate() {
    let (dir, url) = temp_db("expiry");
    let s = required(&url).await;
    let admin = key(&s, "ops", Role::Admin).await;
    let r = call(
        &s,
        "POST",
        "/v1/keys",
        Some(r#"{"name": "vendor", "role": "reader", "expires_in_days": 30}"#),
        &[("authorization", &bearer(&admin))],
    )
    .await;
    assert_eq!(r.status, StatusCode::CREATED, "{}", r.text);
    let vendor = r.json()["secret"].as_str().expect("secret").to_string();
    let vendor_id = r.json()["id"].as_str().expect("id").to_string();
    assert!(r.json()["expires_at"].is_string());
    let r = call(
        &s,
        "POST",
        "/v1/keys",
        Some(r#"{"name": "x", "role": "reader", "expires_in_days": 0}"#),
        &[("authorization", &bearer(&admin))],
    )
    .await;
    assert_eq!(r.status, StatusCode::UNPROCESSABLE_ENTITY);
    // Rotated: a new key, the same name and role; the old one refused at once.
    let r = call(
        &s,
        "POST",
        &format!("/v1/keys/{vendor_id}/rotate"),
        None,
        &[("authorization", &bearer(&admin))],
    )
    .await;
    assert_eq!(r.status, StatusCode::CREATED, "{}", r.text);
    let new = r.json()["secret"].as_str().expect("secret").to_string();
    assert_eq!(r.json()["rotated_from"], vendor_id.as_str());
    assert_eq!(r.json()["name"], "vendor");
    assert!(
        r.json()["expires_at"].is_string(),
        "the same lifetime again"
    );
    let old = call(
        &s,
        "GET",
        "/v1/rules",
        None,
        &[("authorization", &bearer(&vendor))],
    )
    .await;
    assert_eq!(old.status, StatusCode::UNAUTHORIZED);
    let ok = call(
        &s,
        "GET",
        "/v1/rules",
        None,
        &[("authorization", &bearer(&new))],
    )
    .await;
    assert_eq!(ok.status, StatusCode::OK);
    // Past its expiry: refused, by name.
    let conn = rusqlite::Connection::open(dir.path().join("log.sqlite")).expect("open");
    conn.execute(
        "UPDATE api_keys SET expires_ms = 1 WHERE name = 'vendor' AND revoked_at IS NULL",
        [],
    )
    .expect("expire");
    let r = call(
        &s,
        "GET",
        "/v1/rules",
        None,
        &[("authorization", &bearer(&new))],
    )
    .await;
    assert_eq!(r.status, StatusCode::UNAUTHORIZED);
    assert!(
        r.json()["detail"]
            .as_str()
            .unwrap_or("")
            .contains("expired"),
        "{}",
        r.text
    );
    s.store.close().await;
    drop(dir);
}
