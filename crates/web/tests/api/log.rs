//! The rulings log on real SQLite (a file) and, when `FLOORCALL_TEST_POSTGRES_URL` is set,
//! real PostgreSQL: the same tests on both.

use super::helpers::{call, sample_request, state_with};
use axum::http::StatusCode;
use serde_json::json;

/// A ruling request under a house profile.
fn house_request(body: &str, house: &str) -> String {
    let mut v: serde_json::Value = serde_json::from_str(body).expect("json");
    v["house"] = json!(house);
    v.to_string()
}

async fn exercise(db: &str) {
    let s = state_with(db).await;
    let body = sample_request();
    // Concurrent rulings share transactions (group commit) and all land.
    let mut handles = Vec::new();
    for i in 0..40 {
        let s = s.clone();
        let body = body.clone();
        handles.push(tokio::spawn(async move {
            let key = format!("burst-{i}-{}", std::process::id());
            call(
                &s,
                "POST",
                "/v1/rulings",
                Some(&body),
                &[("idempotency-key", &key)],
            )
            .await
        }));
    }
    let mut ids = Vec::new();
    for h in handles {
        let r = h.await.expect("join");
        assert_eq!(r.status, StatusCode::OK, "{}", r.text);
        ids.push(r.json()["id"].as_str().expect("id").to_string());
    }
    for id in &ids {
        let r = call(&s, "GET", &format!("/v1/rulings/{id}"), None, &[]).await;
        assert_eq!(r.status, StatusCode::OK);
    }
    let r = call(
        &s,
        "PATCH",
        &format!("/v1/rulings/{}", ids[0]),
        Some(&json!({"final": "upheld"}).to_string()),
        &[],
    )
    .await;
    assert_eq!(r.json()["final"], "upheld");
    // A race on one key, mixed with rulings without one, in the same batches: one record for
    // the key, every racer answered with it, the others recorded apart.
    let key = format!("race-{}-{}", std::process::id(), ids[0]);
    let mut handles = Vec::new();
    for i in 0..24 {
        let (s, body, key) = (s.clone(), body.clone(), key.clone());
        handles.push(tokio::spawn(async move {
            let headers: &[(&str, &str)] = if i % 2 == 0 {
                &[("idempotency-key", &key)]
            } else {
                &[]
            };
            (
                i,
                call(&s, "POST", "/v1/rulings", Some(&body), headers).await,
            )
        }));
    }
    let (mut keyed, mut plain) = (Vec::new(), Vec::new());
    for h in handles {
        let (i, r) = h.await.expect("join");
        assert_eq!(r.status, StatusCode::OK, "{}", r.text);
        let id = r.json()["id"].as_str().expect("id").to_string();
        if i % 2 == 0 {
            keyed.push(id)
        } else {
            plain.push(id)
        }
    }
    assert!(
        keyed.iter().all(|id| *id == keyed[0]),
        "one ruling per key: {keyed:?}"
    );
    plain.push(keyed[0].clone());
    plain.sort();
    plain.dedup();
    assert_eq!(
        plain.len(),
        13,
        "12 rulings without a key and the keyed one"
    );
    for id in &plain {
        let r = call(&s, "GET", &format!("/v1/rulings/{id}"), None, &[]).await;
        assert_eq!(r.status, StatusCode::OK, "{id}");
    }
    // Rulings under house profiles, in the same batches as others: each row names its profile,
    // each profile's file is kept once, and a logged ruling is ruled again under it.
    let mut handles = Vec::new();
    for i in 0..16 {
        let (s, plain) = (s.clone(), body.clone());
        handles.push(tokio::spawn(async move {
            let house = ["wsop-2024", "example-casino"][i % 2];
            let body = if i % 4 == 3 {
                plain
            } else {
                house_request(&plain, house)
            };
            let r = call(&s, "POST", "/v1/rulings", Some(&body), &[]).await;
            assert_eq!(r.status, StatusCode::OK, "{}", r.text);
            r.json()
        }));
    }
    let mut under = Vec::new();
    for h in handles {
        let v = h.await.expect("join");
        if let Some(p) = v["house"]["profile"].as_str() {
            under.push((v["id"].as_str().expect("id").to_string(), p.to_string(), v));
        }
    }
    assert_eq!(under.len(), 12);
    for (id, profile, v) in &under {
        let r = call(&s, "GET", &format!("/v1/rulings/{id}"), None, &[]).await;
        let rec = r.json();
        assert_eq!(rec["house_profile"], profile.as_str(), "{}", r.text);
        assert_eq!(rec["house_digest"], v["house"]["digest"]);
        let r = call(
            &s,
            "GET",
            &format!("/v1/rulings/{id}/render?language=es"),
            None,
            &[],
        )
        .await;
        assert_eq!(r.status, StatusCode::OK, "{}", r.text);
        assert_eq!(r.json()["matches_log"], true, "{}", r.text);
        assert_eq!(r.json()["house"]["version"], v["house"]["version"]);
    }
    let r = call(
        &s,
        "GET",
        "/v1/rulings?house=wsop-2024&limit=1000",
        None,
        &[],
    )
    .await;
    let items = r.json()["items"].as_array().cloned().unwrap_or_default();
    assert!(items.len() >= 6, "{}", r.text);
    assert!(items.iter().all(|x| x["house_profile"] == "wsop-2024"));
    let r = call(&s, "GET", "/readyz", None, &[]).await;
    assert_eq!(r.status, StatusCode::OK);
    // Shutdown: the writer commits what is queued and stops; a ruling after that is refused
    // (503), never acknowledged without its commit, and readiness says so.
    s.store.close().await;
    let r = call(&s, "POST", "/v1/rulings", Some(&body), &[]).await;
    assert_eq!(r.status, StatusCode::SERVICE_UNAVAILABLE, "{}", r.text);
    let r = call(&s, "GET", "/readyz", None, &[]).await;
    assert_eq!(r.status, StatusCode::SERVICE_UNAVAILABLE);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn sqlite_file_log() {
    let (dir, url) = super::helpers::temp_db("file");
    exercise(&url).await;
    // Reopen: the records are on disk.
    let s = state_with(&url).await;
    let r = call(&s, "GET", "/v1/rulings?limit=1000", None, &[]).await;
    assert!(r.json()["items"].as_array().map_or(0, Vec::len) >= 40);
    drop(dir);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn postgres_log() {
    let Ok(url) = std::env::var("FLOORCALL_TEST_POSTGRES_URL") else {
        eprintln!(
            "postgres_log: SKIPPED (set FLOORCALL_TEST_POSTGRES_URL to run it; .ci/run does)"
        );
        return;
    };
    exercise(&url).await;
}

/// Every filter of `GET /v1/rulings`, alone and with the time bounds and the cursor, reads an
/// index in id order: no table scan, no sort.
#[tokio::test]
async fn every_filter_reads_an_index_in_id_order() {
    use floorcall_engine::ruling::Outcome;
    use floorcall_web::store::{Filter, Store};
    let store = Store::open("sqlite::memory:").await.expect("store");
    let base = Filter {
        limit: 101,
        ..Filter::default()
    };
    let one = |f: fn(&mut Filter)| {
        let mut x = base.clone();
        f(&mut x);
        x
    };
    let mut filters = vec![
        base.clone(),
        one(|f| f.table = Some("12".into())),
        one(|f| f.tournament = Some("Main".into())),
        one(|f| f.outcome = Some(Outcome::Raise)),
        one(|f| f.rule = Some("raise-amounts".into())),
        one(|f| f.house = Some("wsop-2024".into())),
        one(|f| {
            f.table = Some("12".into());
            f.outcome = Some(Outcome::Call);
        }),
        one(|f| {
            f.tournament = Some("Main".into());
            f.rule = Some("raise-amounts".into());
        }),
    ];
    for f in filters.clone() {
        let mut g = f.clone();
        g.since_ms = Some(1_800_000_000_000);
        g.until_ms = Some(1_900_000_000_000);
        filters.push(g);
        let mut g = f;
        g.after = Some("01KB0000000000000000000000".into());
        filters.push(g);
    }
    for f in &filters {
        let plan = store.rulings().query_plan(f).await.expect("plan");
        let text = plan.join(" | ");
        assert!(!text.contains("TEMP B-TREE"), "{f:?} sorts: {text}");
        assert!(
            plan.iter().all(|l| l.contains("USING INDEX")
                || l.contains("USING PRIMARY KEY")
                || l.contains("USING COVERING INDEX")),
            "{f:?} scans: {text}"
        );
        if f.table.is_some()
            || f.tournament.is_some()
            || f.outcome.is_some()
            || f.rule.is_some()
            || f.house.is_some()
        {
            assert!(text.starts_with("SEARCH"), "{f:?}: {text}");
        }
    }
}

/// A database file deleted (or replaced) under the server: `/readyz` turns 503 and no ruling
/// is acknowledged, since its commit would not be in the database the server reopens.
#[tokio::test]
async fn a_deleted_or_replaced_database_is_not_ready_and_acknowledges_nothing() {
    for replace in [false, true] {
        let (dir, url) = super::helpers::temp_db("ready");
        let file = dir.path().join("log.sqlite");
        let s = state_with(&url).await;
        let body = sample_request();
        let r = call(&s, "GET", "/readyz", None, &[]).await;
        assert_eq!(r.status, StatusCode::OK, "{}", r.text);
        let r = call(&s, "POST", "/v1/rulings", Some(&body), &[]).await;
        assert_eq!(r.status, StatusCode::OK);
        for suffix in ["", "-wal", "-shm"] {
            let _ = std::fs::remove_file(format!("{}{suffix}", file.display()));
        }
        if replace {
            std::fs::write(&file, b"").expect("replace");
        }
        let r = call(&s, "GET", "/readyz", None, &[]).await;
        assert_eq!(r.status, StatusCode::SERVICE_UNAVAILABLE, "{}", r.text);
        let word = if replace { "replaced" } else { "deleted" };
        assert!(
            r.json()["detail"].as_str().unwrap_or("").contains(word),
            "{}",
            r.text
        );
        let r = call(&s, "POST", "/v1/rulings", Some(&body), &[]).await;
        assert_eq!(r.status, StatusCode::SERVICE_UNAVAILABLE, "{}", r.text);
        assert_eq!(r.content_type, "application/problem+json");
        drop(dir);
    }
}

/// Final words given while rulings are being committed: a word reads its ruling, then writes.
/// Begun as a deferred transaction, the read's snapshot went stale whenever the writer committed
/// in between, and SQLite refused the write at once (`SQLITE_BUSY_SNAPSHOT`, "database is
/// locked", a 503) without waiting: every word here must be taken.
#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn final_words_while_rulings_are_committed_are_all_taken() {
    let (_dir, db) = super::helpers::temp_db("words-under-load");
    let state = super::helpers::state_with(&db).await;
    let request = super::helpers::sample_request();
    let mut ids = Vec::new();
    for _ in 0..40 {
        let r = super::helpers::call(&state, "POST", "/v1/rulings", Some(&request), &[]).await;
        assert_eq!(r.status, 200, "{}", r.text);
        ids.push(r.json()["id"].as_str().expect("id").to_string());
    }
    let mut tasks = tokio::task::JoinSet::new();
    for (i, id) in ids.into_iter().enumerate() {
        let st = state.clone();
        let req = request.clone();
        tasks.spawn(async move {
            let mut answers = Vec::new();
            for _ in 0..3 {
                let r = super::helpers::call(&st, "POST", "/v1/rulings", Some(&req), &[]).await;
                answers.push((r.status.as_u16(), r.text));
            }
            let word = if i % 2 == 0 { "upheld" } else { "overruled" };
            let body = serde_json::json!({ "final": word }).to_string();
            let r =
                super::helpers::call(&st, "PATCH", &format!("/v1/rulings/{id}"), Some(&body), &[])
                    .await;
            answers.push((r.status.as_u16(), r.text));
            answers
        });
    }
    let mut n = 0;
    while let Some(answers) = tasks.join_next().await {
        for (status, text) in answers.expect("task") {
            assert_eq!(status, 200, "{text}");
            n += 1;
        }
    }
    assert_eq!(n, 160);
}
