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

/// The release binary under a file limit of 160: 300 silent connections cannot stop it
/// answering `/healthz` (the longest-idle connection makes room), and a silent connection is
/// closed once the idle timeout passes.
#[test]
fn an_fd_limited_server_keeps_answering_under_300_idle_connections() {
    use std::io::Read;
    use std::net::{SocketAddr, TcpListener, TcpStream};
    use std::time::{Duration, Instant};
    let (dir, url) = crate::helpers::temp_db("fd");
    let port = TcpListener::bind("127.0.0.1:0")
        .and_then(|l| l.local_addr())
        .expect("port")
        .port();
    let addr: SocketAddr = format!("127.0.0.1:{port}").parse().expect("addr");
    let cmd = format!(
        "ulimit -n 160 && exec {} serve --addr {addr} --database {url} --idle-timeout 3",
        env!("CARGO_BIN_EXE_floorcall"),
    );
    struct Killed(std::process::Child);
    impl Drop for Killed {
        fn drop(&mut self) {
            let _ = self.0.kill();
            let _ = self.0.wait();
        }
    }
    let _child = Killed(
        std::process::Command::new("sh")
            .args(["-c", &cmd])
            .stdout(std::process::Stdio::null())
            .stderr(std::process::Stdio::null())
            .spawn()
            .expect("spawn"),
    );
    let ready = (0..100).any(|_| {
        std::thread::sleep(Duration::from_millis(50));
        crate::helpers::http(addr, "GET", "/healthz", None, &[]).is_some_and(|(s, _)| s == 200)
    });
    assert!(ready, "the server did not start");
    let mut idle = Vec::new();
    for _ in 0..300 {
        if let Ok(s) = TcpStream::connect_timeout(&addr, Duration::from_secs(2)) {
            idle.push(s);
        }
    }
    assert!(idle.len() >= 250, "only {} connections opened", idle.len());
    for _ in 0..5 {
        let t0 = Instant::now();
        let r = crate::helpers::http(addr, "GET", "/healthz", None, &[]);
        assert_eq!(
            r.map(|(s, _)| s),
            Some(200),
            "healthz under 300 idle connections"
        );
        // Answered, not hung (a liveness check, not a speed target: see the README figures).
        assert!(t0.elapsed() < Duration::from_secs(10), "{:?}", t0.elapsed());
    }
    let metrics = crate::helpers::http(addr, "GET", "/metrics", None, &[])
        .map(|(_, b)| b)
        .unwrap_or_default();
    assert!(
        metrics.contains("floorcall_connections_evicted_total"),
        "no connection was evicted"
    );
    // A silent connection is closed after the idle timeout (3 s here).
    let mut silent = TcpStream::connect(addr).expect("connect");
    silent
        .set_read_timeout(Some(Duration::from_secs(10)))
        .expect("timeout");
    let t0 = Instant::now();
    let mut buf = [0u8; 16];
    let n = silent.read(&mut buf).unwrap_or(0);
    assert_eq!(n, 0, "the server wrote to a silent connection");
    let waited = t0.elapsed();
    assert!(
        waited >= Duration::from_secs(2) && waited < Duration::from_secs(8),
        "closed after {waited:?}"
    );
    drop(idle);
    drop(dir);
}

/// At the connection cap with every connection busy, a newcomer's request gets a whole HTTP
/// answer: 503 with as many bytes as it declares (a problem in the request's language,
/// `Retry-After`, `Connection: close`), then the connection is closed cleanly, not reset.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn over_the_connection_cap_a_request_gets_a_whole_503() {
    use std::time::Duration;
    use tokio::io::{AsyncReadExt, AsyncWriteExt};
    use tokio::net::TcpStream;
    let limits = floorcall_web::server::Limits {
        max_connections: 2,
        idle_timeout: Duration::from_secs(30),
        tls: None,
    };
    let addr = crate::helpers::spawn_with(memory_state().await, limits).await;
    // Two connections busy: each has sent a ruling's headers and the first byte of its body.
    let mut busy = Vec::new();
    for _ in 0..2 {
        let mut s = TcpStream::connect(addr).await.expect("connect");
        s.write_all(
            b"POST /v1/rulings HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{",
        )
        .await
        .expect("write");
        busy.push(s);
    }
    tokio::time::sleep(Duration::from_millis(300)).await;
    let mut s = TcpStream::connect(addr).await.expect("connect");
    s.write_all(b"GET /healthz HTTP/1.1\r\nHost: x\r\nAccept-Language: pt-BR\r\n\r\n")
        .await
        .expect("write");
    let mut raw = Vec::new();
    tokio::time::timeout(Duration::from_secs(10), s.read_to_end(&mut raw))
        .await
        .expect("answered in time")
        .expect("closed cleanly, not reset");
    let text = String::from_utf8(raw).expect("utf-8");
    let (head, body) = text.split_once("\r\n\r\n").expect("a head and a body");
    let head = head.to_ascii_lowercase();
    assert!(head.starts_with("http/1.1 503"), "{head}");
    let declared: usize = head
        .lines()
        .find_map(|l| l.strip_prefix("content-length: "))
        .and_then(|n| n.trim().parse().ok())
        .expect("content-length");
    assert_eq!(
        declared,
        body.len(),
        "declared {declared} bytes, sent {}",
        body.len()
    );
    for h in [
        "content-type: application/problem+json",
        "retry-after: 1",
        "connection: close",
        "content-language: pt",
    ] {
        assert!(head.contains(h), "{h}: {head}");
    }
    let p: Value = serde_json::from_str(body).expect("a problem document");
    assert_eq!(p["status"], 503);
    assert_eq!(p["type"], "urn:floorcall:problem:unavailable");
    assert_eq!(p["detail"], "conexões demais; tente de novo");
    drop(busy);
}

/// A body of 64 KiB or more is parsed and computed off the async workers (counted), with the
/// same answer as inline.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn heavy_requests_run_off_the_async_workers() {
    let state = memory_state().await;
    let tables: Vec<Value> = (0..1000)
        .map(|i| serde_json::json!({"id": format!("Room {} table {i:05}", "North".repeat(10)), "players": 5 + i % 5}))
        .collect();
    let body = serde_json::json!({"seats_per_table": 9, "tables": tables}).to_string();
    assert!(
        body.len() >= floorcall_web::heavy::HEAVY_BYTES,
        "{}",
        body.len()
    );
    let r = call(&state, "POST", "/v1/tables/balance", Some(&body), &[]).await;
    assert_eq!(
        r.status,
        StatusCode::OK,
        "{}",
        &r.text[..r.text.len().min(300)]
    );
    let m = call(&state, "GET", "/metrics", None, &[]).await;
    assert!(
        m.text.contains("floorcall_heavy_requests_total"),
        "not counted as heavy"
    );
    // Small requests stay inline and get the same kind of answer.
    let small = r#"{"seats_per_table": 9, "tables": [{"id": "A", "players": 5}, {"id": "B", "players": 8}]}"#;
    let r = call(&state, "POST", "/v1/tables/balance", Some(small), &[]).await;
    assert_eq!(r.status, StatusCode::OK);
}
