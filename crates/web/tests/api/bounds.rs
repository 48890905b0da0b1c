//! Bounds an insider's credential cannot pass: connection slots (requests in progress),
//! concurrent exports (and an export's memory, paged by bytes), the daily quota of stored
//! bytes, the throttle on bad credentials, and one rate limit shared by two replicas.

use crate::helpers::{call, sample_request, temp_db};
use crate::people::{bearer, key};
use axum::body::Body;
use axum::http::{Request, StatusCode};
use floorcall_web::config::{AuthMode, Settings};
use floorcall_web::role::Role;
use floorcall_web::store::{Filter, Store};
use floorcall_web::{AppState, app};
use serde_json::Value;
use std::time::Duration;
use tower::ServiceExt;

async fn state(url: &str, settings: Settings) -> AppState {
    AppState::new(
        Settings {
            auth: AuthMode::Required,
            ..settings
        },
        Store::open(url).await.expect("store"),
    )
}

/// A ruling request padded with whitespace to about `bytes` (as stored: the request as
/// received).
fn padded_request(bytes: usize) -> String {
    let r = sample_request();
    format!("{{{}{}", " ".repeat(bytes.saturating_sub(r.len())), &r[1..])
}

/// One floor key holds connections busy (each sent a ruling's headers and one byte of its
/// body): beyond its 2 requests in progress it is answered 429 at once, and another key is
/// still served with the server at its connection cap of 6.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn one_key_cannot_hold_every_connection_slot() {
    use tokio::io::{AsyncReadExt, AsyncWriteExt};
    let s = state(
        "sqlite::memory:",
        Settings {
            max_requests_per_credential: 2,
            ..Settings::default()
        },
    )
    .await;
    key(&s, "ops", Role::Admin).await;
    let hog = key(&s, "tablet-hog", Role::Floor).await;
    let other = key(&s, "tablet-7", Role::Floor).await;
    let limits = floorcall_web::server::Limits {
        max_connections: 6,
        idle_timeout: Duration::from_secs(30),
        tls: None,
    };
    let addr = crate::helpers::spawn_with(s, limits).await;
    let head = format!(
        "POST /v1/rulings HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer {hog}\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{{"
    );
    let mut held = Vec::new();
    let mut refused = 0;
    for _ in 0..12 {
        let mut c = tokio::net::TcpStream::connect(addr).await.expect("connect");
        c.write_all(head.as_bytes()).await.expect("write");
        let mut buf = vec![0u8; 4096];
        match tokio::time::timeout(Duration::from_millis(400), c.read(&mut buf)).await {
            Ok(Ok(n)) if n > 0 => {
                let text = String::from_utf8_lossy(&buf[..n]).to_string();
                assert!(text.starts_with("HTTP/1.1 429"), "{text}");
                assert!(text.contains("2 requests in progress"), "{text}");
                refused += 1;
            }
            // No answer yet: a request in progress, waiting for its body.
            _ => held.push(c),
        }
    }
    assert_eq!(held.len(), 2, "requests the hog holds in progress");
    assert_eq!(refused, 10);
    let t0 = std::time::Instant::now();
    let body = sample_request();
    let addr2 = addr;
    let r = tokio::task::spawn_blocking(move || {
        crate::helpers::http(
            addr2,
            "POST",
            "/v1/rulings",
            Some(&body),
            &[("authorization", &format!("Bearer {other}"))],
        )
    })
    .await
    .expect("join");
    assert_eq!(r.map(|(s, _)| s), Some(200), "another key is served");
    eprintln!(
        "connection slots: 2 held by one key, 10 of its requests refused 429 at once, another key answered in {:?}",
        t0.elapsed()
    );
    drop(held);
}

/// An export request whose answer is held unread (its body in progress).
async fn open_export(router: &axum::Router, key: &str) -> axum::response::Response {
    let req = Request::builder()
        .uri("/v1/rulings?format=ndjson")
        .header("authorization", format!("Bearer {key}"))
        .body(Body::empty())
        .expect("request");
    router.clone().oneshot(req).await.expect("response")
}

#[tokio::test]
async fn exports_are_bounded_per_credential_and_on_the_server() {
    let s = state(
        "sqlite::memory:",
        Settings {
            max_exports_per_credential: 1,
            max_exports: 2,
            ..Settings::default()
        },
    )
    .await;
    key(&s, "ops", Role::Admin).await;
    let a = key(&s, "auditor-a", Role::Reader).await;
    let b = key(&s, "auditor-b", Role::Reader).await;
    let c = key(&s, "auditor-c", Role::Reader).await;
    let router = app(s.clone());
    let first = open_export(&router, &a).await;
    assert_eq!(first.status(), StatusCode::OK);
    // The same key again while its export is in progress: 429.
    let again = open_export(&router, &a).await;
    assert_eq!(again.status(), StatusCode::TOO_MANY_REQUESTS);
    assert!(again.headers().contains_key("retry-after"));
    // Another key: its own; a third while two run on the server: 503.
    let second = open_export(&router, &b).await;
    assert_eq!(second.status(), StatusCode::OK);
    let third = open_export(&router, &c).await;
    assert_eq!(third.status(), StatusCode::SERVICE_UNAVAILABLE);
    // Done (the body dropped): room again.
    drop(first);
    let r = call(
        &s,
        "GET",
        "/v1/rulings?format=ndjson",
        None,
        &[("authorization", &bearer(&a))],
    )
    .await;
    assert_eq!(r.status, StatusCode::OK);
    drop(second);
}

/// An export holds one page of at most 1 MiB of stored text, however large the rulings: with
/// rulings of 250 KiB a page holds 4 (rows were paged by 100: 25 MB at once, parsed several
/// times larger).
#[tokio::test]
async fn an_export_pages_by_bytes_not_by_rows() {
    let (dir, url) = temp_db("export-bytes");
    let s = crate::helpers::state_with(&url).await;
    let big = padded_request(250 * 1024);
    for _ in 0..10 {
        let r = call(&s, "POST", "/v1/rulings", Some(&big), &[]).await;
        assert_eq!(
            r.status,
            StatusCode::OK,
            "{}",
            &r.text[..r.text.len().min(200)]
        );
    }
    let mut f = Filter {
        limit: 200,
        ..Filter::default()
    };
    let mut pages = Vec::new();
    loop {
        let page = s
            .store
            .rulings()
            .export_page(&f, floorcall_web::routes::rulings::EXPORT_PAGE_BYTES)
            .await
            .expect("page");
        if page.is_empty() {
            break;
        }
        let bytes: usize = page
            .iter()
            .map(|r| r.request.get().len() + r.ruling.get().len())
            .sum();
        assert!(
            bytes <= floorcall_web::routes::rulings::EXPORT_PAGE_BYTES,
            "{bytes}"
        );
        pages.push(page.len());
        f.after = page.last().map(|r| r.id.clone());
    }
    assert_eq!(pages.iter().sum::<usize>(), 10);
    assert!(pages.iter().all(|&n| n <= 4), "{pages:?}");
    // The whole export: every ruling once, each on one line, the stored request as sent.
    let r = call(&s, "GET", "/v1/rulings?format=ndjson", None, &[]).await;
    let lines: Vec<Value> = r
        .text
        .lines()
        .map(|l| serde_json::from_str(l).expect("a line"))
        .collect();
    assert_eq!(lines.len(), 10);
    // A pretty-printed request stays one line of the export.
    let pretty = serde_json::to_string_pretty(
        &serde_json::from_str::<Value>(&sample_request()).expect("json"),
    )
    .expect("pretty");
    assert_eq!(
        call(&s, "POST", "/v1/rulings", Some(&pretty), &[])
            .await
            .status,
        StatusCode::OK
    );
    let r = call(&s, "GET", "/v1/rulings?format=ndjson", None, &[]).await;
    assert_eq!(r.text.lines().count(), 11);
    for l in r.text.lines() {
        serde_json::from_str::<Value>(l).expect("each line is JSON");
    }
    s.store.close().await;
    drop(dir);
}

#[tokio::test]
async fn each_credential_has_a_daily_quota_of_stored_bytes() {
    let body = sample_request();
    let s = state(
        "sqlite::memory:",
        Settings {
            daily_stored_bytes: 3 * 1024 + 2 * body.len() as u64 + 4096,
            ..Settings::default()
        },
    )
    .await;
    key(&s, "ops", Role::Admin).await;
    let hog = key(&s, "tablet-quota", Role::Floor).await;
    let other = key(&s, "tablet-8", Role::Floor).await;
    let mut ok = 0;
    let mut last = None;
    for _ in 0..20 {
        let r = call(
            &s,
            "POST",
            "/v1/rulings",
            Some(&body),
            &[("authorization", &bearer(&hog))],
        )
        .await;
        if r.status == StatusCode::OK {
            ok += 1;
        } else {
            last = Some(r);
            break;
        }
    }
    let r = last.expect("the quota was reached");
    assert_eq!(r.status, StatusCode::TOO_MANY_REQUESTS, "{}", r.text);
    assert!(
        r.json()["detail"].as_str().unwrap_or("").contains("today"),
        "{}",
        r.text
    );
    let wait: u64 = r.headers["retry-after"]
        .to_str()
        .expect("retry-after")
        .parse()
        .expect("seconds");
    assert!((1..=86_400).contains(&wait), "until midnight UTC: {wait}");
    assert!(ok >= 1, "{ok}");
    let count = call(
        &s,
        "GET",
        "/v1/rulings?limit=1000",
        None,
        &[("authorization", &bearer(&hog))],
    )
    .await;
    assert_eq!(
        count.json()["items"].as_array().map(Vec::len),
        Some(ok),
        "nothing stored past the quota"
    );
    let r = call(
        &s,
        "POST",
        "/v1/rulings",
        Some(&body),
        &[("authorization", &bearer(&other))],
    )
    .await;
    assert_eq!(r.status, StatusCode::OK, "another key has its own quota");
}

#[tokio::test]
async fn bad_credentials_are_throttled_per_address() {
    let s = state(
        "sqlite::memory:",
        Settings {
            bad_credential_burst: 3,
            ..Settings::default()
        },
    )
    .await;
    let good = key(&s, "ops", Role::Admin).await;
    for i in 0..3 {
        let r = call(
            &s,
            "GET",
            "/v1/rules",
            None,
            &[("authorization", &format!("Bearer fck_guess{i:04}"))],
        )
        .await;
        assert_eq!(r.status, StatusCode::UNAUTHORIZED, "guess {i}");
    }
    // The address has used its strikes: refused at once, whatever it sends, a sign-in too.
    let r = call(
        &s,
        "GET",
        "/v1/rules",
        None,
        &[("authorization", "Bearer fck_guess9999")],
    )
    .await;
    assert_eq!(r.status, StatusCode::TOO_MANY_REQUESTS, "{}", r.text);
    assert!(
        r.json()["detail"]
            .as_str()
            .unwrap_or("")
            .contains("bad credentials")
    );
    let r = call(
        &s,
        "GET",
        "/v1/rules",
        None,
        &[("authorization", &bearer(&good))],
    )
    .await;
    assert_eq!(r.status, StatusCode::TOO_MANY_REQUESTS);
    let r = call(
        &s,
        "POST",
        "/v1/sessions",
        Some(r#"{"name": "x", "secret": "123456"}"#),
        &[],
    )
    .await;
    assert_eq!(r.status, StatusCode::TOO_MANY_REQUESTS);
}

/// Two replicas on one PostgreSQL log, one key, requests alternating between them: the
/// rate limit is one (burst 10, 2 a second), not one per replica (twice as many).
#[tokio::test]
async fn two_replicas_share_one_rate_limit() {
    let Some((url, db)) = crate::helpers::fresh_postgres("replicas").await else {
        eprintln!(
            "skipped two_replicas_share_one_rate_limit: FLOORCALL_TEST_POSTGRES_URL is not set"
        );
        return;
    };
    let settings = || Settings {
        rate_limit: 2,
        rate_burst: 10,
        ..Settings::default()
    };
    let a = state(&url, settings()).await;
    let b = state(&url, settings()).await;
    assert!(a.limiter.shared() && b.limiter.shared());
    let name = format!("replicas-{}", ulid::Ulid::new());
    let k = key(&a, &name, Role::Admin).await;
    let t0 = std::time::Instant::now();
    let (mut ok, mut limited) = ([0, 0], 0);
    for i in 0..40 {
        let s = if i % 2 == 0 { &a } else { &b };
        let r = call(
            s,
            "GET",
            "/v1/rules",
            None,
            &[("authorization", &bearer(&k))],
        )
        .await;
        match r.status {
            StatusCode::OK => ok[i % 2] += 1,
            StatusCode::TOO_MANY_REQUESTS => {
                limited += 1;
                assert!(r.headers.contains_key("retry-after"));
            }
            other => panic!("{other}: {}", r.text),
        }
    }
    let secs = t0.elapsed().as_secs_f64();
    let total = ok[0] + ok[1];
    eprintln!(
        "two replicas, one key, 40 requests in {secs:.2} s: {total} accepted ({} on one, {} on the other), {limited} refused; one limit allows {:.0}, two would allow {:.0}",
        ok[0],
        ok[1],
        10.0 + 2.0 * secs,
        2.0 * (10.0 + 2.0 * secs)
    );
    assert!(ok[0] > 0 && ok[1] > 0, "both replicas served: {ok:?}");
    assert!(
        total as f64 <= 10.0 + 2.0 * secs + 1.0,
        "{total} accepted: the replicas do not share the limit"
    );
    assert!(total >= 10, "{total}");
    // The same with local limits (`--local-rate-limit`): each replica its own burst.
    let local = || Settings {
        shared_rate_limit: false,
        ..settings()
    };
    let (c, d) = (state(&url, local()).await, state(&url, local()).await);
    let mut both = 0;
    for i in 0..40 {
        let s = if i % 2 == 0 { &c } else { &d };
        if call(
            s,
            "GET",
            "/v1/rules",
            None,
            &[("authorization", &bearer(&k))],
        )
        .await
        .status
            == StatusCode::OK
        {
            both += 1;
        }
    }
    eprintln!("the same with a limit per replica: {both} accepted");
    assert!(both >= 20, "{both}");
    for s in [a, b, c, d] {
        s.store.close().await;
    }
    db.drop_now().await;
}
