//! Logs and traces a casino can ship (issue 38, item 5): the real binary with JSON log lines
//! and an OTLP endpoint, a ruling asked by a person signed in about a named player, the
//! player erased; every line of a request carries its request id, the credential (by id) and
//! the ruling's id, the spans reach an in-test OTLP/HTTP collector, and the player's id and
//! name appear in neither. Without `--otlp-endpoint` nothing is sent.

use crate::helpers::{free_port, http, temp_db};
use floorcall_web::AppState;
use floorcall_web::config::{AuthMode, Settings};
use floorcall_web::role::{Actor, Role};
use floorcall_web::store::Store;
use prost::Message;
use serde_json::{Value, json};
use std::net::SocketAddr;
use std::process::{Child, Command, Stdio};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

const PLAYER_ID: &str = "C-48151623";
const PLAYER_NAME: &str = "Zorana Kvistbergh";
const PIN: &str = "735913";

/// What the in-test collector received: each POST's path and body.
type Received = Arc<Mutex<Vec<(String, Vec<u8>)>>>;

/// A tiny OTLP/HTTP collector: records every POST and answers 200 with an empty
/// `ExportTraceServiceResponse`.
async fn collector() -> (SocketAddr, Received) {
    let got: Received = Arc::default();
    let keep = got.clone();
    let app = axum::Router::new().fallback(move |req: axum::extract::Request| {
        let keep = keep.clone();
        async move {
            let path = req.uri().path().to_string();
            let body = axum::body::to_bytes(req.into_body(), 16 << 20)
                .await
                .map(|b| b.to_vec())
                .unwrap_or_default();
            keep.lock()
                .unwrap_or_else(|e| e.into_inner())
                .push((path, body));
            (
                [("content-type", "application/x-protobuf")],
                Vec::<u8>::new(),
            )
        }
    });
    (crate::helpers::serve_local(app).await, got)
}

/// The log's credentials, made before the server starts: an admin key and a floor person.
struct Setup {
    admin: String,
    admin_id: String,
    staff_id: String,
    staff_name: String,
}

async fn setup(url: &str) -> Setup {
    let s = AppState::new(
        Settings {
            auth: AuthMode::Required,
            ..Settings::default()
        },
        Store::open(url).await.expect("store"),
    );
    let made = s
        .store
        .keys()
        .create_key(s.new_id(), "ops-obs", Role::Admin, None, &Actor::cli())
        .await
        .expect("key");
    let staff_id = s.new_id();
    let staff_name = "Obs Floor".to_string();
    s.store
        .staff()
        .create_staff(
            staff_id.clone(),
            &staff_name,
            Role::Floor,
            PIN,
            &Actor::cli(),
        )
        .await
        .expect("staff");
    s.store.close().await;
    Setup {
        admin: made.secret,
        admin_id: made.key.id,
        staff_id,
        staff_name,
    }
}

/// The binary serving `db` with JSON logs into `log`, with `extra` flags and environment.
fn start(
    db: &str,
    log: &std::path::Path,
    extra: &[&str],
    env: &[(&str, &str)],
) -> (Child, SocketAddr) {
    let addr: SocketAddr = format!("127.0.0.1:{}", free_port()).parse().expect("addr");
    let file = std::fs::File::create(log).expect("log file");
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_floorcall"));
    cmd.args(["serve", "--addr", &addr.to_string(), "--database", db])
        .args(["--log-format", "json"])
        .args(extra)
        // floorcall's own lines down to debug (a logged ruling's lines are debug), the
        // libraries' at info.
        .env("RUST_LOG", "info,floorcall=debug,floorcall_web=debug")
        .stdout(Stdio::null())
        .stderr(Stdio::from(file));
    for (k, v) in env {
        cmd.env(k, v);
    }
    let mut child = cmd.spawn().expect("spawn floorcall");
    let t = Instant::now();
    while t.elapsed() < Duration::from_secs(20) {
        if let Some((200, _)) = http(addr, "GET", "/readyz", None, &[]) {
            return (child, addr);
        }
        std::thread::sleep(Duration::from_millis(50));
    }
    let _ = child.kill();
    let _ = child.wait();
    panic!("floorcall did not become ready");
}

/// SIGTERM, and wait for the graceful stop (the exporter's last spans are sent on the way).
fn stop(mut child: Child) {
    let _ = Command::new("kill")
        .args(["-TERM", &child.id().to_string()])
        .status();
    let t = Instant::now();
    while t.elapsed() < Duration::from_secs(20) {
        if let Ok(Some(_)) = child.try_wait() {
            return;
        }
        std::thread::sleep(Duration::from_millis(50));
    }
    let _ = child.kill();
    let _ = child.wait();
}

/// A penalty at seat 4, whose player is named.
fn ruling_request() -> String {
    let mut seats: Vec<Value> = (1..=9)
        .map(|s| json!({"seat": s, "stack": 20000}))
        .collect();
    seats[3] = json!({"seat": 4, "stack": 20000, "player": {"id": PLAYER_ID, "name": PLAYER_NAME}});
    json!({
        "edition": "2024", "language": "en",
        "hand": {"game": "NLHE", "blinds": {"small": 100, "big": 200}, "button": 1,
                 "seats": seats, "actions": []},
        "dispute": {"type": "penalty", "seat": 4, "infraction": "etiquette"},
        "context": {"tournament": "Obs Event", "table": "7"}
    })
    .to_string()
}

/// What the scenario did: the ruling's id and the request id it was made under.
struct Done {
    ruling_id: String,
    ruling_request_id: String,
    session: String,
}

/// Sign in, ask for a ruling about a named player, read it, erase the player, read the
/// player's record, and a refused request.
fn scenario(addr: SocketAddr, set: &Setup) -> Done {
    let admin = format!("Bearer {}", set.admin);
    let body = json!({"name": set.staff_name, "secret": PIN}).to_string();
    let (status, text) = http(addr, "POST", "/v1/sessions", Some(&body), &[]).expect("sign in");
    assert_eq!(status, 201, "{text}");
    let session: Value = serde_json::from_str(&text).expect("json");
    let session = session["token"].as_str().expect("token").to_string();
    let (status, text) = http(
        addr,
        "POST",
        "/v1/rulings",
        Some(&ruling_request()),
        &[
            ("authorization", &format!("Bearer {session}")),
            ("x-request-id", "tablet-7-req-1"),
        ],
    )
    .expect("ruling");
    assert!(status == 200 || status == 201, "{status}: {text}");
    let ruling: Value = serde_json::from_str(&text).expect("json");
    let ruling_id = ruling["id"].as_str().expect("id").to_string();
    let (status, text) = http(
        addr,
        "GET",
        &format!("/v1/rulings/{ruling_id}"),
        None,
        &[("authorization", &admin)],
    )
    .expect("read");
    assert_eq!(status, 200, "{text}");
    let record: Value = serde_json::from_str(&text).expect("json");
    let ruling_request_id = record["request_id"]
        .as_str()
        .expect("the record's request id")
        .to_string();
    let (status, text) = http(
        addr,
        "DELETE",
        &format!("/v1/players/{PLAYER_ID}"),
        None,
        &[("authorization", &admin)],
    )
    .expect("erase");
    assert_eq!(status, 200, "{text}");
    let (status, _) = http(
        addr,
        "GET",
        &format!("/v1/players/{PLAYER_ID}?tournament=Obs%20Event"),
        None,
        &[("authorization", &admin)],
    )
    .expect("record");
    assert!(status < 500);
    let (status, _) = http(
        addr,
        "GET",
        "/v1/rules",
        None,
        &[("authorization", "Bearer fck_not-a-key")],
    )
    .expect("refused");
    assert_eq!(status, 401);
    Done {
        ruling_id,
        ruling_request_id,
        session,
    }
}

/// The personal data and secrets of the scenario that must appear in no log line or span.
fn secrets<'a>(done: &'a Done, set: &'a Setup) -> [&'a str; 6] {
    [
        PLAYER_ID,
        PLAYER_NAME,
        "Kvistbergh",
        PIN,
        done.session.as_str(),
        set.admin.as_str(),
    ]
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn json_logs_and_otlp_spans_carry_request_actor_and_ruling_and_no_personal_data() {
    let (dir, url) = temp_db("observability");
    let set = setup(&url).await;
    let (otlp, received) = collector().await;
    let log = dir.path().join("server.log");
    let endpoint = format!("http://{otlp}");
    let (done, lines_text) = {
        let (log, url) = (log.clone(), url.clone());
        let set = &set;
        tokio::task::block_in_place(move || {
            let (child, addr) = start(&url, &log, &["--otlp-endpoint", &endpoint], &[]);
            let done = scenario(addr, set);
            stop(child);
            (done, std::fs::read_to_string(&log).expect("log"))
        })
    };
    let lines: Vec<Value> = lines_text
        .lines()
        .map(|l| serde_json::from_str(l).unwrap_or_else(|e| panic!("not JSON ({e}): {l}")))
        .collect();
    assert!(lines.len() > 10, "{lines_text}");
    // Every line is a request's (its request id) or a background task's (`task`).
    for l in &lines {
        assert!(
            l.get("request_id")
                .is_some_and(|v| v.as_str().is_some_and(|s| s.len() == 26))
                || l.get("task").is_some(),
            "a line with neither a request id nor a task: {l}"
        );
    }
    let of = |rid: &str| -> Vec<&Value> {
        lines
            .iter()
            .filter(|l| l["request_id"].as_str() == Some(rid))
            .collect()
    };
    // The ruling's request: every line names the person (by their account's id) and the ruling.
    let ruling_lines = of(&done.ruling_request_id);
    assert!(
        ruling_lines.iter().any(|l| l["message"] == "ruling logged"),
        "{ruling_lines:?}"
    );
    for l in &ruling_lines {
        assert_eq!(l["actor"], format!("staff:{}", set.staff_id), "{l}");
        assert_eq!(l["ruling_id"], done.ruling_id.as_str(), "{l}");
        assert_eq!(l["route"], "/v1/rulings", "{l}");
        assert_eq!(l["client_request_id"], "tablet-7-req-1", "{l}");
    }
    // Every line of a request made with the admin key names the key by id; the erasure's says
    // it erased, and names no player.
    let by_admin: Vec<&Value> = lines
        .iter()
        .filter(|l| l["actor"] == format!("key:{}", set.admin_id))
        .collect();
    assert!(
        by_admin
            .iter()
            .any(|l| l["message"] == "a player's personal data was erased from the log"),
        "{by_admin:?}"
    );
    let read = by_admin
        .iter()
        .find(|l| l["route"] == "/v1/rulings/{id}")
        .expect("the read's line");
    assert_eq!(read["ruling_id"], done.ruling_id.as_str());
    // An access line of a credentialed route names its actor, unless the credential was refused.
    for l in lines.iter().filter(|l| l["target"] == "floorcall::access") {
        let open =
            ["/v1/sessions", "/readyz", "unmatched"].contains(&l["route"].as_str().unwrap_or(""));
        if !open && l["status"].as_u64().is_some_and(|s| s < 400) {
            assert!(l["actor"].as_str().is_some(), "no actor: {l}");
        }
    }
    // The spans reached the collector, as protobuf on /v1/traces.
    let got = received.lock().unwrap_or_else(|e| e.into_inner()).clone();
    assert!(!got.is_empty(), "no OTLP export arrived");
    let mut spans = Vec::new();
    for (path, body) in &got {
        assert_eq!(path, "/v1/traces");
        let req =
            opentelemetry_proto::tonic::collector::trace::v1::ExportTraceServiceRequest::decode(
                body.as_slice(),
            )
            .expect("an OTLP protobuf body");
        for rs in req.resource_spans {
            for ss in rs.scope_spans {
                spans.extend(ss.spans);
            }
        }
    }
    let attr = |s: &opentelemetry_proto::tonic::trace::v1::Span, k: &str| -> Option<String> {
        s.attributes.iter().find(|a| a.key == k).and_then(|a| {
            match a.value.as_ref()?.value.as_ref()? {
                opentelemetry_proto::tonic::common::v1::any_value::Value::StringValue(s) => {
                    Some(s.clone())
                }
                opentelemetry_proto::tonic::common::v1::any_value::Value::IntValue(i) => {
                    Some(i.to_string())
                }
                other => Some(format!("{other:?}")),
            }
        })
    };
    assert!(
        spans.iter().all(|s| s.name == "request"),
        "only request spans"
    );
    let ruling_span = spans
        .iter()
        .find(|s| attr(s, "request_id").as_deref() == Some(done.ruling_request_id.as_str()))
        .expect("the ruling's span");
    assert_eq!(
        attr(ruling_span, "ruling_id").as_deref(),
        Some(done.ruling_id.as_str())
    );
    assert_eq!(
        attr(ruling_span, "actor"),
        Some(format!("staff:{}", set.staff_id))
    );
    assert_eq!(attr(ruling_span, "route").as_deref(), Some("/v1/rulings"));
    assert!(
        spans
            .iter()
            .any(|s| attr(s, "route").as_deref() == Some("/v1/players/{id}")),
        "the erasure's span"
    );
    // No personal data (nor a secret) in any line or any exported byte.
    for secret in secrets(&done, &set) {
        assert!(
            !lines_text.contains(secret),
            "the log holds \"{secret}\": {}",
            lines_text
                .lines()
                .find(|l| l.contains(secret))
                .unwrap_or_default()
        );
        for (_, body) in &got {
            assert!(
                !body.windows(secret.len()).any(|w| w == secret.as_bytes()),
                "an exported span holds \"{secret}\""
            );
        }
    }
    eprintln!(
        "observability: {} log lines ({} of the ruling's request), {} OTLP exports holding {} spans; no personal data in either",
        lines.len(),
        ruling_lines.len(),
        got.len(),
        spans.len()
    );
    drop(dir);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn without_otlp_endpoint_nothing_is_exported() {
    let (dir, url) = temp_db("observability-off");
    let set = setup(&url).await;
    let (otlp, received) = collector().await;
    let log = dir.path().join("server.log");
    // The OpenTelemetry SDK's own variable does not turn exporting on: only the flag does.
    let endpoint = format!("http://{otlp}");
    tokio::task::block_in_place(|| {
        let (child, addr) = start(
            &url,
            &log,
            &[],
            &[
                ("OTEL_EXPORTER_OTLP_ENDPOINT", &endpoint),
                ("OTEL_EXPORTER_OTLP_TRACES_ENDPOINT", &endpoint),
            ],
        );
        scenario(addr, &set);
        stop(child);
    });
    let got = received.lock().unwrap_or_else(|e| e.into_inner()).len();
    assert_eq!(got, 0, "spans were exported without --otlp-endpoint");
    drop(dir);
}
