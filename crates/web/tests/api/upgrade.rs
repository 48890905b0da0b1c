//! Upgrades without losing the record (issue 38): for every earlier migration N, a log with
//! the schema of migrations 1..N holding a realistic record (rulings with final words and
//! proposals, players and an erased player, a ruling under a house profile, incidents signed
//! off, hands dealt, keys, staff, webhook deliveries, outbox rows pending and delivered: each
//! table and column that version had) is upgraded by the real binary's startup, and every
//! record reads back through the API: the ruling as logged, its print view and its rendering,
//! the player's record, incidents, the old keys, a PIN set before migration 7. `floorcall
//! migrate --check` says what the upgrade will do before it, and "up to date" after it.

use super::helpers::{free_port, http, sample_request, temp_db};
use super::people::key;
use floorcall_web::AppState;
use floorcall_web::config::Settings;
use floorcall_web::role::{Actor, Role};
use floorcall_web::store::Store;
use floorcall_web::store::backup::MIGRATOR;
use serde_json::{Value, json};
use std::collections::{BTreeMap, BTreeSet};
use std::net::SocketAddr;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

/// A penalty ruling at a table of nine, a player at seat 4 (and another at seat 6).
fn penalty(table: &str, player: (&str, &str), other: (&str, &str)) -> String {
    let mut seats: Vec<Value> = (1..=9)
        .map(|s| json!({"seat": s, "stack": 20000}))
        .collect();
    seats[3] = json!({"seat": 4, "stack": 20000, "player": {"id": player.0, "name": player.1}});
    seats[5] = json!({"seat": 6, "stack": 20000, "player": {"id": other.0, "name": other.1}});
    json!({
        "edition": "2024", "language": "en",
        "hand": {"game": "NLHE", "blinds": {"small": 100, "big": 200}, "button": 1,
                 "seats": seats, "actions": []},
        "dispute": {"type": "penalty", "seat": 4, "infraction": "etiquette"},
        "context": {"tournament": "Main Event", "table": table, "floor": "Ana"}
    })
    .to_string()
}

/// What the source log holds, to check after each upgrade.
struct Source {
    admin: String,
    floor: String,
    incident: String,
    webhook: String,
    erased_name: &'static str,
}

/// Calls the in-process app; (status, body).
async fn call(s: &AppState, method: &str, path: &str, body: Option<&str>, key: &str) -> Value {
    let r = super::helpers::call(
        s,
        method,
        path,
        body,
        &[("authorization", &format!("Bearer {key}"))],
    )
    .await;
    assert!(
        r.status.is_success(),
        "{method} {path}: {} {}",
        r.status,
        r.text
    );
    r.json()
}

/// The record under today's schema, made through the API, in the log at `url`.
async fn make_source(url: &str) -> Source {
    let s = AppState::new(Settings::default(), Store::open(url).await.expect("store"));
    let admin = key(&s, "ops", Role::Admin).await;
    let floor = key(&s, "tablet-3", Role::Floor).await;
    s.store
        .staff()
        .create_staff(
            s.new_id(),
            "Marta Reis",
            Role::Supervisor,
            "739251",
            &Actor::cli(),
        )
        .await
        .expect("staff");
    let seed = sample_request();
    let mut house: Value = serde_json::from_str(&seed).expect("json");
    house["house"] = json!("example-casino");
    let mut ids = Vec::new();
    for body in [
        seed.clone(),
        house.to_string(),
        penalty("T1", ("P-1", "Ana Player"), ("P-9", "Bo Other")),
        penalty("T2", ("P-1", "Ana Player"), ("P-2", "Erin Erased")),
        penalty("T2", ("P-2", "Erin Erased"), ("P-9", "Bo Other")),
    ] {
        let r = call(&s, "POST", "/v1/rulings", Some(&body), &floor).await;
        ids.push(r["id"].as_str().expect("id").to_string());
    }
    // Final words: given by an admin (the supervisor's word), a proposal by the floor.
    for id in &ids[2..4] {
        call(
            &s,
            "PATCH",
            &format!("/v1/rulings/{id}"),
            Some(r#"{"final": "upheld", "note": "warned"}"#),
            &admin,
        )
        .await;
    }
    call(
        &s,
        "PATCH",
        &format!("/v1/rulings/{}", ids[0]),
        Some(r#"{"final": "overruled"}"#),
        &floor,
    )
    .await;
    let inc = call(
        &s,
        "POST",
        "/v1/incidents",
        Some(
            &json!({"kind": "abuse", "tournament": "Main Event", "table": "T1", "seat": 4,
                    "player": {"id": "P-1", "name": "Ana Player"},
                    "seen": "Shouted at the dealer.", "witnesses": ["dealer Rui"]})
            .to_string(),
        ),
        &floor,
    )
    .await;
    let incident = inc["id"].as_str().expect("incident").to_string();
    // Signed off by the supervisor signed in as herself.
    let session = call(
        &s,
        "POST",
        "/v1/sessions",
        Some(r#"{"name": "Marta Reis", "secret": "739251"}"#),
        "",
    )
    .await;
    call(
        &s,
        "POST",
        &format!("/v1/incidents/{incident}/sign-off"),
        Some(r#"{"note": "seen, warned"}"#),
        session["token"].as_str().expect("token"),
    )
    .await;
    call(
        &s,
        "POST",
        "/v1/tables/T1/hands",
        Some(r#"{"tournament": "Main Event", "hands": 3}"#),
        &floor,
    )
    .await;
    let hook = call(
        &s,
        "POST",
        "/v1/webhooks",
        Some(r#"{"url": "http://127.0.0.1:9/floorcall", "events": ["ruling.created", "ruling.final"]}"#),
        &admin,
    )
    .await;
    let webhook = hook["webhook"]["id"].as_str().expect("webhook").to_string();
    // The events so far dispatched, one delivered; then one more ruling, its event pending.
    s.store
        .outbox()
        .dispatch_events(1000)
        .await
        .expect("dispatch");
    let due = s
        .store
        .outbox()
        .due_deliveries(10, 60_000)
        .await
        .expect("due");
    s.store
        .outbox()
        .record_attempt(&due[0].id, Some(200), None, None)
        .await
        .expect("attempt");
    call(&s, "POST", "/v1/rulings", Some(&seed), &floor).await;
    // A player erased on request.
    call(&s, "DELETE", "/v1/players/P-2", None, &admin).await;
    s.store.close().await;
    Source {
        admin,
        floor,
        incident,
        webhook,
        erased_name: "Erin Erased",
    }
}

/// A log at `path` with the schema of migrations 1..=`version`, as an older floorcall left it.
async fn old_schema(path: &Path, version: i64) {
    let url = format!("sqlite://{}?mode=rwc", path.display());
    let pool = sqlx::SqlitePool::connect(&url).await.expect("sqlite");
    let old = sqlx::migrate::Migrator::with_migrations(
        MIGRATOR
            .iter()
            .filter(|m| m.version <= version)
            .cloned()
            .collect(),
    );
    old.run(&pool).await.expect("old migrations");
    pool.close().await;
}

/// Copies every row of `source` into the log at `target` with SQL valid at its version: for
/// each table the target has, an INSERT naming only the columns it has. Returns the rows
/// copied per table.
fn copy_rows(source: &Path, target: &Path) -> BTreeMap<String, i64> {
    let conn = rusqlite::Connection::open(target).expect("target");
    conn.execute("ATTACH DATABASE ?1 AS src", [source.display().to_string()])
        .expect("attach");
    let names = |schema: &str, sql: &str| -> Vec<String> {
        let mut st = conn.prepare(&sql.replace("{s}", schema)).expect("prepare");
        st.query_map([], |r| r.get::<_, String>(0))
            .expect("query")
            .collect::<Result<_, _>>()
            .expect("rows")
    };
    let tables = names(
        "main",
        "SELECT name FROM {s}.sqlite_master WHERE type = 'table' \
         AND name NOT LIKE 'sqlite_%' AND name <> '_sqlx_migrations' ORDER BY name",
    );
    let mut copied = BTreeMap::new();
    conn.execute_batch("PRAGMA foreign_keys = OFF; BEGIN")
        .expect("begin");
    for t in tables {
        let cols: Vec<String> = {
            let mut st = conn
                .prepare(&format!("PRAGMA main.table_info({t})"))
                .expect("info");
            st.query_map([], |r| r.get::<_, String>(1))
                .expect("cols")
                .collect::<Result<_, _>>()
                .expect("cols")
        };
        // A row only what the version could hold: proposals came with migration 6, house
        // rules with 10 (before them a request naming a profile was refused).
        let has = |c: &str| cols.iter().any(|x| x == c);
        let only = match t.as_str() {
            "final_words" if !has("status") => " WHERE status <> 'proposed'",
            "rulings" if !has("house_digest") => " WHERE house_digest IS NULL",
            _ => "",
        };
        let cols = cols.join(", ");
        let n = conn
            .execute(
                &format!("INSERT INTO main.{t} ({cols}) SELECT {cols} FROM src.{t}{only}"),
                [],
            )
            .unwrap_or_else(|e| panic!("{t}: {e}"));
        copied.insert(t, n as i64);
    }
    conn.execute_batch("COMMIT; DETACH DATABASE src")
        .expect("commit");
    copied
}

/// The real binary serving `db`, its log lines in a file beside it, once it answers `/readyz`.
fn serve(db: &str, dir: &Path, version: i64) -> (std::process::Child, SocketAddr, PathBuf) {
    let log = dir.join(format!("server-v{version}.log"));
    let addr: SocketAddr = format!("127.0.0.1:{}", free_port()).parse().expect("addr");
    let file = std::fs::File::create(&log).expect("log file");
    let mut child = Command::new(env!("CARGO_BIN_EXE_floorcall"))
        .args(["serve", "--addr", &addr.to_string(), "--database", db])
        .env_remove("FLOORCALL_DATABASE_URL")
        .stdout(Stdio::null())
        .stderr(file)
        .spawn()
        .expect("spawn floorcall");
    let t = std::time::Instant::now();
    while t.elapsed() < std::time::Duration::from_secs(20) {
        if let Some((200, _)) = http(addr, "GET", "/readyz", None, &[]) {
            return (child, addr, log);
        }
        std::thread::sleep(std::time::Duration::from_millis(50));
    }
    let _ = child.kill();
    let _ = child.wait();
    panic!(
        "v{version}: floorcall did not become ready: {}",
        std::fs::read_to_string(&log).unwrap_or_default()
    );
}

fn floorcall(args: &[&str]) -> (Option<i32>, String) {
    let o = Command::new(env!("CARGO_BIN_EXE_floorcall"))
        .args(args)
        .env_remove("FLOORCALL_DATABASE_URL")
        .output()
        .expect("run floorcall");
    (
        o.status.code(),
        format!(
            "{}{}",
            String::from_utf8_lossy(&o.stdout),
            String::from_utf8_lossy(&o.stderr)
        ),
    )
}

#[test]
fn every_earlier_schema_upgrades_and_every_record_reads_back() {
    let t0 = std::time::Instant::now();
    let rt = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()
        .expect("runtime");
    let (dir, url) = temp_db("upgrade");
    let source_path = dir.path().join("log.sqlite");
    let src = rt.block_on(make_source(&url));
    let (newest, _) = floorcall_web::store::backup::latest();
    let logged =
        |conn: &rusqlite::Connection| -> Vec<(String, String, String, String, Option<String>)> {
            let mut st = conn
                .prepare("SELECT id, outcome, request, ruling, final_word FROM rulings ORDER BY id")
                .expect("rulings");
            st.query_map([], |r| {
                Ok((r.get(0)?, r.get(1)?, r.get(2)?, r.get(3)?, r.get(4)?))
            })
            .expect("rows")
            .collect::<Result<_, _>>()
            .expect("rows")
        };
    let src_conn = rusqlite::Connection::open(&source_path).expect("source");
    assert_eq!(logged(&src_conn).len(), 6);
    drop(src_conn);
    let versions: Vec<i64> = MIGRATOR
        .iter()
        .map(|m| m.version)
        .filter(|v| *v < newest)
        .collect();
    let mut covered = Vec::new();
    for version in versions {
        let path = dir.path().join(format!("v{version}.sqlite"));
        rt.block_on(old_schema(&path, version));
        let copied = copy_rows(&source_path, &path);
        let db = format!("sqlite://{}", path.display());
        let has = |t: &str| copied.contains_key(t);
        // The final words each ruling has in the old log.
        let old_conn = rusqlite::Connection::open(&path).expect("old log");
        let rulings = logged(&old_conn);
        assert!(rulings.len() >= 5, "v{version}");
        let history = |id: &str| -> i64 {
            if !has("final_words") {
                return 0;
            }
            old_conn
                .query_row(
                    "SELECT COUNT(*) FROM final_words WHERE ruling_id = ?1",
                    [id],
                    |r| r.get(0),
                )
                .expect("count")
        };

        // Before: the check says what the upgrade will do, and changes nothing.
        let (code, out) = floorcall(&["migrate", "--check", "--database", &db]);
        assert_eq!(code, Some(3), "v{version}: {out}");
        for m in MIGRATOR.iter().filter(|m| m.version > version) {
            assert!(
                out.contains(&format!("{:>4}  {}", m.version, m.description)),
                "v{version}: {out}"
            );
        }
        let applied: i64 = old_conn
            .query_row("SELECT COUNT(*) FROM _sqlx_migrations", [], |r| r.get(0))
            .expect("migrations");
        assert_eq!(
            applied,
            MIGRATOR.iter().filter(|m| m.version <= version).count() as i64,
            "v{version}: --check changed the log"
        );

        // The upgrade: the binary's own startup migrates the log, and it rules at once.
        let (mut server, addr, server_log) = serve(&db, dir.path(), version);
        let said = || std::fs::read_to_string(&server_log).unwrap_or_default();
        // Keys came with migration 5: from then on the old keys are the way in.
        let keyed = has("api_keys");
        if keyed {
            let (status, _) = http(addr, "GET", "/v1/rulings", None, &[]).unwrap_or_default();
            assert_eq!(status, 401, "v{version}: no key: {}", said());
        }
        let floor_auth = format!("Bearer {}", src.floor);
        let rule_headers: Vec<(&str, &str)> = if keyed {
            vec![("authorization", floor_auth.as_str())]
        } else {
            vec![]
        };
        let (status, body) = http(
            addr,
            "POST",
            "/v1/rulings",
            Some(&sample_request()),
            &rule_headers,
        )
        .unwrap_or_default();
        assert_eq!(status, 200, "v{version}: a new ruling: {body} {}", said());
        // The oldest log with people: a PIN hashed then still signs in (once: Argon2 is slow
        // in a debug build).
        if has("staff") && !has("rate_limits") {
            let (status, body) = http(
                addr,
                "POST",
                "/v1/sessions",
                Some(r#"{"name": "Marta Reis", "secret": "739251"}"#),
                &[],
            )
            .unwrap_or_default();
            assert_eq!(status, 201, "v{version}: her PIN: {body} {}", said());
        }
        let _ = server.kill();
        let _ = server.wait();

        // Every record reads back through the API (in this process: the service's words are
        // built once for all versions, not once per server).
        let state = rt.block_on(async {
            AppState::new(Settings::default(), Store::open(&db).await.expect("store"))
        });
        let auth = keyed.then(|| src.admin.clone());
        let get = |path: &str| -> (u16, String) {
            let headers: Vec<(&str, String)> = auth
                .iter()
                .map(|k| ("authorization", format!("Bearer {k}")))
                .collect();
            let headers: Vec<(&str, &str)> =
                headers.iter().map(|(k, v)| (*k, v.as_str())).collect();
            let r = rt.block_on(super::helpers::call(&state, "GET", path, None, &headers));
            (r.status.as_u16(), r.text)
        };
        let mut checked = 0;
        for (id, outcome, request, ruling, final_word) in &rulings {
            let (status, body) = get(&format!("/v1/rulings/{id}"));
            assert_eq!(status, 200, "v{version} {id}: {body}");
            let v: Value = serde_json::from_str(&body).expect("json");
            assert_eq!(v["outcome"], outcome.as_str(), "v{version}");
            let stored = |t: &str| serde_json::from_str::<Value>(t).expect("stored json");
            assert_eq!(v["ruling"], stored(ruling), "v{version} {id}: the ruling");
            assert_eq!(
                v["request"],
                stored(request),
                "v{version} {id}: the request"
            );
            assert_eq!(
                v["final"].as_str(),
                final_word.as_deref(),
                "v{version} {id}: the final word"
            );
            let words = v["final_history"].as_array().map_or(0, Vec::len) as i64;
            assert_eq!(words, history(id), "v{version} {id}: the final words");
            let (status, page) = get(&format!("/v1/rulings/{id}/print"));
            assert_eq!(status, 200, "v{version} {id} print: {page}");
            assert!(
                page.contains("<html") && page.contains(id.as_str()),
                "v{version} print"
            );
            let (status, render) = get(&format!("/v1/rulings/{id}/render"));
            assert_eq!(status, 200, "v{version} {id} render: {render}");
            let r: Value = serde_json::from_str(&render).expect("json");
            assert_eq!(r["matches_log"], true, "v{version} {id}: {render}");
            assert!(
                !body.contains(src.erased_name),
                "v{version}: an erased name"
            );
            checked += 1;
        }
        // The player's record: from migration 11 on, the log knows who was seated.
        let (status, body) = get("/v1/players/P-1?tournament=Main%20Event");
        assert_eq!(status, 200, "v{version}: {body}");
        let p: Value = serde_json::from_str(&body).expect("json");
        let seated = p["rulings"].as_array().map_or(0, Vec::len);
        let penalties = p["penalties"].as_array().map_or(0, Vec::len);
        if has("incidents") {
            assert_eq!((seated, penalties), (2, 2), "v{version}: {body}");
        }
        let (status, body) = get("/v1/players/P-2?tournament=Main%20Event");
        assert_eq!(status, 200, "v{version}: {body}");
        let p: Value = serde_json::from_str(&body).expect("json");
        assert_eq!(
            p["rulings"].as_array().map_or(0, Vec::len),
            0,
            "v{version}: erased"
        );
        if has("incidents") {
            let (status, body) = get(&format!("/v1/incidents/{}", src.incident));
            assert_eq!(status, 200, "v{version}: {body}");
            assert!(
                body.contains("Shouted at the dealer."),
                "v{version}: {body}"
            );
            let (status, page) = get(&format!("/v1/incidents/{}/print", src.incident));
            assert_eq!(status, 200, "v{version}: {page}");
            let (status, body) = get(&format!("/v1/webhooks/{}/deliveries", src.webhook));
            assert_eq!(status, 200, "v{version}: {body}");
            assert!(body.contains("delivered"), "v{version}: {body}");
        }
        rt.block_on(state.store.close());
        drop(old_conn);

        // After: up to date, and the file verifies as a backup would.
        let (code, out) = floorcall(&["migrate", "--check", "--database", &db]);
        assert_eq!(code, Some(0), "v{version}: {out}");
        assert!(out.contains("up to date"), "v{version}: {out}");
        let (code, out) = floorcall(&["backup", "--verify", &path.display().to_string()]);
        assert_eq!(code, Some(0), "v{version}: {out}");
        let tables: BTreeSet<&String> = copied.keys().collect();
        covered.push(format!(
            "v{version}: {checked} rulings, tables {}",
            tables
                .iter()
                .map(|t| format!("{t} {}", copied[*t]))
                .collect::<Vec<_>>()
                .join(", ")
        ));
    }
    eprintln!(
        "upgraded to {newest} from every earlier version in {:.1} s:\n  {}",
        t0.elapsed().as_secs_f64(),
        covered.join("\n  ")
    );
    drop(dir);
}

#[test]
fn migrate_check_on_a_new_log_and_a_postgres_url() {
    let (dir, db) = temp_db("migrate-check");
    // No file yet: every migration is pending, and nothing is created.
    let (code, out) = floorcall(&["migrate", "--check", "--database", &db]);
    assert_eq!(code, Some(3), "{out}");
    assert!(out.contains("none applied"), "{out}");
    assert!(!dir.path().join("log.sqlite").exists());
    // Applied: up to date.
    let (code, out) = floorcall(&["migrate", "--database", &db]);
    assert_eq!(code, Some(0), "{out}");
    let (code, out) = floorcall(&["migrate", "--check", "--database", &db]);
    assert_eq!(code, Some(0), "{out}");
    assert!(out.contains("up to date"), "{out}");
    eprintln!("{out}");
}

/// The same check against PostgreSQL, where `.ci/run` provides one.
#[test]
fn migrate_check_on_postgres() {
    let rt = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()
        .expect("runtime");
    let Some((url, guard)) = rt.block_on(super::helpers::fresh_postgres("migrate")) else {
        eprintln!("skipped: FLOORCALL_TEST_POSTGRES_URL is not set");
        return;
    };
    // Migrations 1..7 applied, as a floorcall of that time left the log.
    rt.block_on(async {
        let pool = sqlx::PgPool::connect(&url).await.expect("postgres");
        let old = sqlx::migrate::Migrator::with_migrations(
            MIGRATOR
                .iter()
                .filter(|m| m.version <= 7)
                .cloned()
                .collect(),
        );
        old.run(&pool).await.expect("old migrations");
        pool.close().await;
    });
    let (code, out) = floorcall(&["migrate", "--check", "--database", &url]);
    assert_eq!(code, Some(3), "{out}");
    assert!(
        out.contains("7 (limits)") && out.contains("  10  house rules"),
        "{out}"
    );
    let (code, out) = floorcall(&["migrate", "--database", &url]);
    assert_eq!(code, Some(0), "{out}");
    let (code, out) = floorcall(&["migrate", "--check", "--database", &url]);
    assert_eq!(code, Some(0), "{out}");
    rt.block_on(guard.drop_now());
}
