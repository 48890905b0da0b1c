use axum::body::Body;
use axum::http::{Request, StatusCode};
use floorcall_web::config::Settings;
use floorcall_web::house::Houses;
use floorcall_web::store::Store;
use floorcall_web::{AppState, app};
use http_body_util::BodyExt;
use serde_json::Value;
use std::io::{Read, Write};
use std::net::{SocketAddr, TcpListener, TcpStream};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};
use tower::ServiceExt;

pub async fn state_with(db: &str) -> AppState {
    AppState::new(Settings::default(), Store::open(db).await.expect("store"))
}

/// A state with the house-rule profiles of `houses` (as `--house-rules` and `--default-house`
/// give them).
pub async fn state_with_houses(db: &str, houses: Houses) -> AppState {
    AppState::with_houses(
        Settings::default(),
        Store::open(db).await.expect("store"),
        houses,
    )
}

/// The test-only house-rule profiles of the cases (`tests/house-rules`), as the release server
/// in CI reads them with `--house-rules tests/house-rules`; the shipped ones only while the
/// folder does not exist.
pub fn case_houses() -> Houses {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../tests/house-rules");
    let dir = dir.is_dir().then_some(dir);
    Houses::load(dir.as_deref(), None).unwrap_or_else(|e| panic!("tests/house-rules: {e}"))
}

/// A new folder of its own under the system's temporary folder (removed when it is dropped),
/// and the URL of a SQLite log file in it (`log.sqlite`).
pub fn temp_db(name: &str) -> (tempfile::TempDir, String) {
    let dir = tempfile::Builder::new()
        .prefix(&format!("floorcall-{name}-"))
        .tempdir()
        .expect("a temporary folder");
    let url = format!("sqlite://{}", dir.path().join("log.sqlite").display());
    (dir, url)
}

pub async fn memory_state() -> AppState {
    state_with("sqlite::memory:").await
}

/// One in-process request; the response status, content type, headers and body.
pub struct Resp {
    pub status: StatusCode,
    pub content_type: String,
    pub headers: axum::http::HeaderMap,
    pub text: String,
}

impl Resp {
    pub fn json(&self) -> Value {
        serde_json::from_str(&self.text).unwrap_or(Value::Null)
    }
}

pub async fn call(
    state: &AppState,
    method: &str,
    path: &str,
    body: Option<&str>,
    headers: &[(&str, &str)],
) -> Resp {
    let router = app(state.clone());
    let mut req = Request::builder().method(method).uri(path);
    if body.is_some() {
        req = req.header("content-type", "application/json");
    }
    for (k, v) in headers {
        req = req.header(*k, *v);
    }
    let req = req
        .body(body.map_or_else(Body::empty, |b| Body::from(b.to_string())))
        .expect("request");
    let res = router.oneshot(req).await.expect("response");
    let status = res.status();
    let headers = res.headers().clone();
    let content_type = headers
        .get("content-type")
        .and_then(|v| v.to_str().ok())
        .unwrap_or("")
        .to_string();
    let bytes = res.into_body().collect().await.expect("body").to_bytes();
    Resp {
        status,
        content_type,
        headers,
        text: String::from_utf8_lossy(&bytes).to_string(),
    }
}

/// A real server on an ephemeral port, in this process.
pub async fn spawn(state: AppState) -> SocketAddr {
    spawn_with(state, floorcall_web::server::Limits::default()).await
}

/// A real server on an ephemeral port with the given connection limits.
pub async fn spawn_with(state: AppState, limits: floorcall_web::server::Limits) -> SocketAddr {
    let router = app(state);
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0")
        .await
        .expect("bind");
    let addr = listener.local_addr().expect("addr");
    tokio::spawn(floorcall_web::server::serve(
        listener,
        router,
        limits,
        std::future::pending(),
    ));
    addr
}

/// A blocking HTTP/1.1 request over a TCP socket; (status, body). None when the connection
/// failed.
pub fn http(
    addr: SocketAddr,
    method: &str,
    path: &str,
    body: Option<&str>,
    headers: &[(&str, &str)],
) -> Option<(u16, String)> {
    http_with_head(addr, method, path, body, headers).map(|(status, _, body)| (status, body))
}

/// [`http`], with the answer's head too (lower-cased): (status, head, body).
pub fn http_with_head(
    addr: SocketAddr,
    method: &str,
    path: &str,
    body: Option<&str>,
    headers: &[(&str, &str)],
) -> Option<(u16, String, String)> {
    let mut s = TcpStream::connect_timeout(&addr, Duration::from_secs(5)).ok()?;
    s.set_read_timeout(Some(Duration::from_secs(30))).ok()?;
    let body = body.unwrap_or("");
    let mut req = format!(
        "{method} {path} HTTP/1.1\r\nHost: {addr}\r\nConnection: close\r\nContent-Length: {}\r\n",
        body.len()
    );
    if !body.is_empty() {
        req.push_str("Content-Type: application/json\r\n");
    }
    for (k, v) in headers {
        req.push_str(&format!("{k}: {v}\r\n"));
    }
    req.push_str("\r\n");
    req.push_str(body);
    s.write_all(req.as_bytes()).ok()?;
    let mut buf = Vec::new();
    s.read_to_end(&mut buf).ok()?;
    let text = String::from_utf8_lossy(&buf).to_string();
    let (head, rest) = text.split_once("\r\n\r\n")?;
    let status: u16 = head.split_whitespace().nth(1)?.parse().ok()?;
    let head = head.to_ascii_lowercase();
    let body = if head.contains("transfer-encoding: chunked") {
        dechunk(rest)
    } else {
        rest.to_string()
    };
    Some((status, head, body))
}

/// Serve an axum app on a free loopback port (a test's receiver); its address.
pub async fn serve_local(app: axum::Router) -> SocketAddr {
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0")
        .await
        .expect("bind");
    let addr = listener.local_addr().expect("addr");
    tokio::spawn(async move {
        let _ = axum::serve(listener, app).await;
    });
    addr
}

pub fn dechunk(mut s: &str) -> String {
    let mut out = String::new();
    while let Some((size, rest)) = s.split_once("\r\n") {
        let n = usize::from_str_radix(size.trim(), 16).unwrap_or(0);
        if n == 0 || rest.len() < n {
            break;
        }
        out.push_str(&rest[..n]);
        s = rest[n..].trim_start_matches("\r\n");
    }
    out
}

pub fn cases_dir() -> std::path::PathBuf {
    std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../tests/cases")
}

/// A simple valid ruling request (SEED-45-2) as JSON text.
pub fn sample_request() -> String {
    let cases = crate::cases::check::all_cases(&cases_dir());
    let (_, c) = cases
        .iter()
        .find(|(_, c)| c["id"] == "SEED-45-2")
        .expect("seed case");
    c["request"].to_string()
}

/// A database of its own on the test PostgreSQL server (`FLOORCALL_TEST_POSTGRES_URL`), so a
/// test's credentials do not close the log the other tests share; dropped with the guard.
/// None when the variable is not set.
pub async fn fresh_postgres(name: &str) -> Option<(String, PgDrop)> {
    let url = std::env::var("FLOORCALL_TEST_POSTGRES_URL").ok()?;
    let db = format!(
        "floorcall_{name}_{}",
        ulid::Ulid::new().to_string().to_lowercase()
    );
    let admin = sqlx::PgPool::connect(&url).await.expect("postgres");
    sqlx::query(sqlx::AssertSqlSafe(format!("CREATE DATABASE {db}")))
        .execute(&admin)
        .await
        .expect("create database");
    let (base, query) = match url.split_once('?') {
        Some((b, q)) => (b.to_string(), format!("?{q}")),
        None => (url.clone(), String::new()),
    };
    let base = base
        .rsplit_once('/')
        .map_or(base.clone(), |(b, _)| b.to_string());
    Some((format!("{base}/{db}{query}"), PgDrop { admin, db }))
}

/// Drops a test's own PostgreSQL database.
pub struct PgDrop {
    admin: sqlx::PgPool,
    db: String,
}

impl PgDrop {
    pub async fn drop_now(self) {
        let _ = sqlx::query(sqlx::AssertSqlSafe(format!(
            "DROP DATABASE IF EXISTS {} WITH (FORCE)",
            self.db
        )))
        .execute(&self.admin)
        .await;
        self.admin.close().await;
    }
}

/// A port nothing listens on now.
pub fn free_port() -> u16 {
    TcpListener::bind("127.0.0.1:0")
        .and_then(|l| l.local_addr())
        .map(|a| a.port())
        .unwrap_or(18_181)
}

/// The real binary serving `db` on a port of this machine, once it answers `/readyz`.
pub fn start(db: &str, port: u16) -> (Child, SocketAddr) {
    let addr: SocketAddr = format!("127.0.0.1:{port}").parse().expect("addr");
    let mut child = Command::new(env!("CARGO_BIN_EXE_floorcall"))
        .args(["serve", "--addr", &addr.to_string(), "--database", db])
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .expect("spawn floorcall");
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
