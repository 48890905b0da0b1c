//! House rules over HTTP: the profiles of `--house-rules` beside the shipped ones, rulings and
//! table balances under a profile named or by default, the profile logged with each ruling
//! (filters, exports), a logged ruling ruled again under the version it was given under after
//! the file changed, and a server that refuses to start on a bad folder.

use super::helpers::{call, cases_dir, state_with_houses, temp_db};
use axum::http::StatusCode;
use floorcall_web::house::Houses;
use serde_json::{Value, json};
use std::path::Path;
use std::time::{Duration, Instant};

/// A room's profile: a clock that runs out kills the hand (rule 14), tables halt two short.
const RIVER_V1: &str = r#"name = "river-casino"
version = "1"
title = "River Casino Poker Rules"
cite_as = "River Casino"
source = "a room of the tests"
edition = "2024"

[knobs.clock_expiry]
value = "always_dead"
rule = "14"
title = { en = "Clock", pt = "Relógio", es = "Reloj" }
text = { en = "a player whose time runs out has a dead hand.", pt = "quem esgota o tempo tem a mão morta.", es = "quien agota el tiempo tiene la mano muerta." }

[knobs.halt_short_by]
value = 2
rule = "5"
"#;

/// The room's next version: the clock as the TDA has it.
fn river_v2() -> String {
    RIVER_V1
        .replace("version = \"1\"", "version = \"2\"")
        .replace("value = \"always_dead\"", "value = \"dead_facing_bet\"")
}

fn folder(files: &[(&str, &str)]) -> tempfile::TempDir {
    let dir = tempfile::Builder::new()
        .prefix("floorcall-house-")
        .tempdir()
        .expect("a temporary folder");
    for (name, text) in files {
        std::fs::write(dir.path().join(name), text).expect("write");
    }
    dir
}

fn houses(dir: &Path, default: Option<&str>) -> Houses {
    Houses::load(Some(dir), default).expect("the profiles read")
}

/// TDA Rule 29 (VAR-29-expired-no-bet): the clock ran out on a player who faces no bet; the
/// TDA checks the hand, a house that kills it on expiry kills it.
fn clock_request(house: Option<&str>, language: &str) -> String {
    let cases = crate::cases::check::all_cases(&cases_dir());
    let (_, c) = cases
        .iter()
        .find(|(_, c)| c["id"] == "VAR-29-expired-no-bet")
        .expect("the clock case");
    let mut req = c["request"].clone();
    req["language"] = json!(language);
    if let Some(h) = house {
        req["house"] = json!(h);
    }
    req.to_string()
}

#[tokio::test]
async fn the_profiles_are_listed_with_what_they_change_and_shown_knob_by_knob() {
    let dir = folder(&[("river.toml", RIVER_V1)]);
    let s = state_with_houses("sqlite::memory:", houses(dir.path(), Some("river-casino"))).await;
    let r = call(&s, "GET", "/v1/house-rules?language=pt", None, &[]).await;
    assert_eq!(r.status, StatusCode::OK, "{}", r.text);
    assert_eq!(
        r.headers
            .get("content-language")
            .and_then(|v| v.to_str().ok()),
        Some("pt")
    );
    let v = r.json();
    assert_eq!(v["default"], "river-casino");
    let profiles = v["profiles"].as_array().expect("profiles");
    let names: Vec<&str> = profiles.iter().filter_map(|p| p["name"].as_str()).collect();
    assert_eq!(names.last(), Some(&"river-casino"), "{names:?}");
    for shipped in floorcall_engine::house::builtin() {
        assert!(names.contains(&shipped.name.as_str()), "{}", shipped.name);
    }
    let river = profiles.last().expect("river");
    assert_eq!(
        (&river["shipped"], &river["default"], &river["tda_edition"]),
        (&json!(false), &json!(true), &json!("2024"))
    );
    assert!(
        river["digest"]
            .as_str()
            .is_some_and(|d| d.starts_with("sha256:"))
    );
    assert_eq!(
        river["differences"],
        json!([
            {"knob": "clock_expiry", "value": "always_dead", "tda_value": "dead_facing_bet",
             "house_rule": {"number": "14", "title": "Relógio", "text": "quem esgota o tempo tem a mão morta."}},
            {"knob": "halt_short_by", "value": 2, "tda_value": 3, "house_rule": {"number": "5"}}
        ])
    );
    let tda = profiles
        .iter()
        .find(|p| p["name"] == "tda-2024")
        .expect("tda-2024");
    assert_eq!(
        tda["differences"],
        json!([]),
        "the TDA differs from nothing"
    );
    assert_eq!(tda["shipped"], true);
    let wsop = profiles
        .iter()
        .find(|p| p["name"] == "wsop-2024")
        .expect("wsop");
    let clock = wsop["differences"]
        .as_array()
        .and_then(|d| d.iter().find(|k| k["knob"] == "clock_expiry"))
        .expect("the WSOP's clock");
    assert_eq!(clock["house_rule"]["number"], "80");
    assert_eq!(clock["house_rule"]["title"], "Pedido de relógio");

    // One profile, every knob, in the edition asked for.
    let r = call(
        &s,
        "GET",
        "/v1/house-rules/river-casino?edition=2026&language=es",
        None,
        &[],
    )
    .await;
    assert_eq!(r.status, StatusCode::OK, "{}", r.text);
    let v = r.json();
    assert_eq!(
        (&v["tda_edition"], &v["language"]),
        (&json!("2026"), &json!("es"))
    );
    let knobs = v["knobs"].as_array().expect("knobs");
    assert_eq!(knobs.len(), floorcall_engine::house::KNOBS.len());
    let knob = |name: &str| {
        knobs
            .iter()
            .find(|k| k["knob"] == name)
            .unwrap_or_else(|| panic!("{name}"))
            .clone()
    };
    let expiry = knob("clock_expiry");
    assert_eq!(
        (&expiry["differs"], &expiry["set"], &expiry["kind"]),
        (&json!(true), &json!(true), &json!("choice"))
    );
    assert_eq!(expiry["values"], json!(["dead_facing_bet", "always_dead"]));
    // What the knob sets, and its values, in the language asked for (issue 37).
    assert_eq!(
        expiry["doc"],
        "Qué pasa cuando se agota el reloj (TDA: la mano está muerta si enfrenta una apuesta; si no, pasa)."
    );
    assert_eq!(expiry["expects"], "uno de dead_facing_bet, always_dead");
    assert_eq!(expiry["house_rule"]["title"], "Reloj");
    assert_eq!(expiry["rule"]["edition"], "2026");
    assert_eq!(expiry["rule"]["key"], "calling-for-a-clock");
    assert!(
        expiry["rule"]["label"]
            .as_str()
            .is_some_and(|l| l.starts_with("TDA 2026")),
        "{}",
        expiry["rule"]
    );
    let seconds = knob("clock_seconds");
    assert_eq!(
        (&seconds["differs"], &seconds["set"], &seconds["kind"]),
        (&json!(false), &json!(false), &json!("int"))
    );
    assert_eq!((&seconds["min"], &seconds["max"]), (&json!(5), &json!(600)));
    assert_eq!(
        (&seconds["value"], &seconds["tda_value"]),
        (&json!(25), &json!(25))
    );
    assert!(seconds.get("house_rule").is_none());
    // Every knob says whether it differs, and what a profile does not set is the TDA's.
    for k in knobs {
        assert_eq!(k["differs"], json!(k["value"] != k["tda_value"]), "{k}");
        if k["set"] == false {
            assert_eq!(k["value"], k["tda_value"], "{k}");
        }
    }
    let passive = knob("passive_out_of_turn");
    assert_eq!(passive["tda_value"], "2026");

    // Unknown: 404 in the language asked for; a bad edition: 400.
    let r = call(
        &s,
        "GET",
        "/v1/house-rules/nope",
        None,
        &[("accept-language", "pt-BR")],
    )
    .await;
    assert_eq!(r.status, StatusCode::NOT_FOUND);
    assert_eq!(r.content_type, "application/problem+json");
    assert!(
        r.json()["detail"]
            .as_str()
            .is_some_and(|d| d.contains("nenhum perfil") && d.contains("nope")),
        "{}",
        r.text
    );
    let r = call(&s, "GET", "/v1/house-rules?edition=2022", None, &[]).await;
    assert_eq!(r.status, StatusCode::BAD_REQUEST, "{}", r.text);
}

#[tokio::test]
async fn a_ruling_under_a_profile_cites_the_house_and_the_log_keeps_the_profile() {
    let dir = folder(&[("river.toml", RIVER_V1)]);
    let s = state_with_houses("sqlite::memory:", houses(dir.path(), None)).await;
    let r = call(
        &s,
        "POST",
        "/v1/rulings",
        Some(&clock_request(Some("river-casino"), "en")),
        &[],
    )
    .await;
    assert_eq!(r.status, StatusCode::OK, "{}", r.text);
    let house = r.json();
    assert_eq!(house["outcome"], "dead_hand");
    assert_eq!(house["citation"]["label"], "River Casino Rule 14");
    assert_eq!(house["citation"]["house"]["knob"], "clock_expiry");
    assert_eq!(house["house"]["effect"], "changed");
    assert_eq!(house["house"]["version"], "1");
    assert_eq!(house["house"]["tda"]["outcome"], "check");
    // Without a profile and no default: the TDA alone, no house block.
    let r = call(
        &s,
        "POST",
        "/v1/rulings",
        Some(&clock_request(None, "en")),
        &[],
    )
    .await;
    let tda = r.json();
    assert_eq!(tda["outcome"], "check");
    assert!(tda.get("house").is_none(), "{}", r.text);
    // A name the server does not know: 422 on `house`, in the request's language, listing the
    // profiles.
    let r = call(
        &s,
        "POST",
        "/v1/rulings",
        Some(&clock_request(Some("river-casin"), "pt")),
        &[],
    )
    .await;
    assert_eq!(r.status, StatusCode::UNPROCESSABLE_ENTITY, "{}", r.text);
    assert_eq!(r.content_type, "application/problem+json");
    let p = r.json();
    assert_eq!(p["field"], "house");
    let detail = p["detail"].as_str().unwrap_or_default();
    assert!(
        detail.contains("nenhum perfil")
            && detail.contains("river-casino")
            && detail.contains("wsop-2024"),
        "{detail}"
    );

    // The log: the profile's name, version and digest with the ruling, a filter, the exports.
    let id = house["id"].as_str().expect("id");
    let r = call(&s, "GET", &format!("/v1/rulings/{id}"), None, &[]).await;
    let rec = r.json();
    assert_eq!(
        (
            &rec["house_profile"],
            &rec["house_version"],
            &rec["house_digest"]
        ),
        (
            &json!("river-casino"),
            &json!("1"),
            &house["house"]["digest"]
        )
    );
    let r = call(&s, "GET", "/v1/rulings?house=river-casino", None, &[]).await;
    let items = r.json()["items"].as_array().cloned().unwrap_or_default();
    assert_eq!(items.len(), 1, "{}", r.text);
    assert_eq!(items[0]["id"], id);
    let r = call(&s, "GET", "/v1/rulings?house=wsop-2024", None, &[]).await;
    assert_eq!(r.json()["items"], json!([]));
    let r = call(&s, "GET", "/v1/rulings?format=csv", None, &[]).await;
    let mut lines = r.text.lines();
    assert!(
        lines.next().is_some_and(
            |h| h.ends_with(",house_profile,house_version,house_digest,asked_by,request_id")
        ),
        "{}",
        r.text
    );
    let digest = house["house"]["digest"].as_str().unwrap_or_default();
    assert!(
        r.text
            .lines()
            .any(|l| l.starts_with(id) && l.contains(&format!(",river-casino,1,{digest},"))),
        "{}",
        r.text
    );
    assert!(
        r.text
            .lines()
            .any(|l| l.starts_with(tda["id"].as_str().unwrap_or("?")) && l.contains(",,,,")),
        "the TDA ruling has no profile: {}",
        r.text
    );
    let r = call(
        &s,
        "GET",
        "/v1/rulings?format=ndjson&house=river-casino",
        None,
        &[],
    )
    .await;
    let line: Value = serde_json::from_str(r.text.lines().next().unwrap_or("")).unwrap_or_default();
    assert_eq!(line["house_version"], "1", "{}", r.text);
}

#[tokio::test]
async fn the_default_profile_rules_a_request_that_names_none() {
    let dir = folder(&[("river.toml", RIVER_V1)]);
    let s = state_with_houses("sqlite::memory:", houses(dir.path(), Some("river-casino"))).await;
    let r = call(
        &s,
        "POST",
        "/v1/rulings",
        Some(&clock_request(None, "es")),
        &[],
    )
    .await;
    assert_eq!(r.status, StatusCode::OK, "{}", r.text);
    let v = r.json();
    assert_eq!(
        (&v["outcome"], &v["house"]["profile"]),
        (&json!("dead_hand"), &json!("river-casino"))
    );
    assert!(
        v["reasoning"][0]
            .as_str()
            .is_some_and(|l| l.contains("Reloj")),
        "{}",
        v["reasoning"]
    );
    let r = call(
        &s,
        "GET",
        &format!("/v1/rulings/{}", v["id"].as_str().unwrap_or("?")),
        None,
        &[],
    )
    .await;
    assert_eq!(r.json()["house_profile"], "river-casino");
    // A request may still name another profile.
    let r = call(
        &s,
        "POST",
        "/v1/rulings",
        Some(&clock_request(Some("tda-2024"), "en")),
        &[],
    )
    .await;
    let v = r.json();
    assert_eq!(
        (&v["outcome"], &v["house"]["effect"]),
        (&json!("check"), &json!("none"))
    );
}

#[tokio::test]
async fn a_table_balance_follows_the_profile() {
    let dir = folder(&[("river.toml", RIVER_V1)]);
    let s = state_with_houses("sqlite::memory:", houses(dir.path(), None)).await;
    // Two players short: the TDA halts nobody (three short), the room halts table A.
    let body = |house: Option<&str>| {
        let mut b = json!({"seats_per_table": 9, "tables": [{"id": "A", "players": 6}, {"id": "B", "players": 8}]});
        if let Some(h) = house {
            b["house"] = json!(h);
        }
        b.to_string()
    };
    let r = call(&s, "POST", "/v1/tables/balance", Some(&body(None)), &[]).await;
    assert_eq!(r.status, StatusCode::OK, "{}", r.text);
    assert_eq!(r.json()["halt"], json!([]));
    assert!(r.json().get("house").is_none());
    let r = call(
        &s,
        "POST",
        "/v1/tables/balance",
        Some(&body(Some("river-casino"))),
        &[],
    )
    .await;
    assert_eq!(r.status, StatusCode::OK, "{}", r.text);
    let v = r.json();
    assert_eq!(v["halt"], json!(["A"]));
    assert_eq!(v["tda_halt"], json!([]));
    assert_eq!(v["house"]["effect"], "changed");
    assert_eq!(v["citation"]["label"], "River Casino Rule 5");
    let r = call(
        &s,
        "POST",
        "/v1/tables/balance",
        Some(&body(Some("nope"))),
        &[],
    )
    .await;
    assert_eq!(r.status, StatusCode::UNPROCESSABLE_ENTITY, "{}", r.text);
    assert_eq!(r.json()["field"], "house");
}

/// A ruling logged under a profile; the file changes (a new version, another value); the server
/// restarts on the same log: the logged ruling, ruled again, is as it was (the version the log
/// kept), in the language asked for, while a new ruling takes the new version.
#[tokio::test]
async fn a_logged_ruling_is_ruled_again_under_the_version_it_was_given_under() {
    let dir = folder(&[("river.toml", RIVER_V1)]);
    let (_log, url) = temp_db("render");
    let s = state_with_houses(&url, houses(dir.path(), None)).await;
    let r = call(
        &s,
        "POST",
        "/v1/rulings",
        Some(&clock_request(Some("river-casino"), "en")),
        &[],
    )
    .await;
    assert_eq!(r.status, StatusCode::OK, "{}", r.text);
    let logged = r.json();
    let id = logged["id"].as_str().expect("id").to_string();
    let r = call(
        &s,
        "POST",
        "/v1/rulings",
        Some(&clock_request(None, "en")),
        &[],
    )
    .await;
    let tda_id = r.json()["id"].as_str().expect("id").to_string();
    s.store.close().await;
    drop(s);

    std::fs::write(dir.path().join("river.toml"), river_v2()).expect("the new version");
    let s = state_with_houses(&url, houses(dir.path(), None)).await;
    let r = call(
        &s,
        "GET",
        &format!("/v1/rulings/{id}/render?language=pt"),
        None,
        &[],
    )
    .await;
    assert_eq!(r.status, StatusCode::OK, "{}", r.text);
    assert_eq!(
        r.headers
            .get("content-language")
            .and_then(|v| v.to_str().ok()),
        Some("pt")
    );
    let again = r.json();
    assert_eq!(again["matches_log"], true, "{}", r.text);
    assert_eq!(again["id"], id.as_str());
    assert_eq!(again["language"], "pt");
    for field in [
        "outcome",
        "action",
        "returned",
        "options",
        "pots",
        "refunds",
        "forfeited",
        "next_hand",
        "discretion",
        "edition",
    ] {
        assert_eq!(again[field], logged[field], "{field}");
    }
    for field in ["key", "number", "part", "edition"] {
        assert_eq!(
            again["citation"][field], logged["citation"][field],
            "citation.{field}"
        );
    }
    for field in ["profile", "version", "digest", "effect"] {
        assert_eq!(
            again["house"][field], logged["house"][field],
            "house.{field}"
        );
    }
    assert_eq!(again["house"]["version"], "1");
    assert_eq!(again["outcome"], "dead_hand");
    assert_eq!(
        again["house"]["tda"]["outcome"],
        logged["house"]["tda"]["outcome"]
    );
    for field in ["profile", "version", "knob", "value", "tda_value"] {
        assert_eq!(
            again["citation"]["house"][field], logged["citation"]["house"][field],
            "citation.house.{field}"
        );
    }
    assert_eq!(
        again["citation"]["title"], "Relógio",
        "the house's words in pt"
    );
    assert_ne!(
        again["summary"], logged["summary"],
        "the words are Portuguese"
    );
    // Without `language`, in the logged one.
    let r = call(&s, "GET", &format!("/v1/rulings/{id}/render"), None, &[]).await;
    assert_eq!(r.json()["summary"], logged["summary"]);
    // A new ruling takes the file as it is now: version 2, the clock as the TDA has it.
    let r = call(
        &s,
        "POST",
        "/v1/rulings",
        Some(&clock_request(Some("river-casino"), "en")),
        &[],
    )
    .await;
    let now = r.json();
    assert_eq!(
        (
            &now["outcome"],
            &now["house"]["version"],
            &now["house"]["effect"]
        ),
        (&json!("check"), &json!("2"), &json!("none"))
    );
    assert_ne!(now["house"]["digest"], logged["house"]["digest"]);
    // A ruling under the TDA alone is ruled again under the TDA alone.
    let r = call(
        &s,
        "GET",
        &format!("/v1/rulings/{tda_id}/render?language=es"),
        None,
        &[],
    )
    .await;
    assert_eq!(r.status, StatusCode::OK, "{}", r.text);
    let v = r.json();
    assert_eq!(
        (&v["outcome"], &v["matches_log"]),
        (&json!("check"), &json!(true))
    );
    assert!(v.get("house").is_none());
    // Unknown id: 404; a language the service does not speak: 400.
    let r = call(&s, "GET", "/v1/rulings/01NOTANID/render", None, &[]).await;
    assert_eq!(r.status, StatusCode::NOT_FOUND);
    let r = call(
        &s,
        "GET",
        &format!("/v1/rulings/{id}/render?language=sv"),
        None,
        &[],
    )
    .await;
    assert_eq!(r.status, StatusCode::BAD_REQUEST);
    // A log that lost the profile's file cannot rule it again: 409 naming the digest, never a
    // ruling under another version.
    s.store.close().await;
    drop(s);
    let file = url.trim_start_matches("sqlite://");
    rusqlite::Connection::open(file)
        .and_then(|c| c.execute("DELETE FROM house_profiles", []))
        .expect("delete the profiles");
    let s = state_with_houses(&url, houses(dir.path(), None)).await;
    let r = call(&s, "GET", &format!("/v1/rulings/{id}/render"), None, &[]).await;
    assert_eq!(r.status, StatusCode::CONFLICT, "{}", r.text);
    let digest = logged["house"]["digest"].as_str().unwrap_or("?");
    assert!(
        r.json()["detail"]
            .as_str()
            .is_some_and(|d| d.contains(digest)),
        "{}",
        r.text
    );
}

/// The log keeps one copy of a profile's file, written with the first ruling under it.
#[tokio::test]
async fn each_version_of_a_profile_is_kept_once() {
    let dir = folder(&[("river.toml", RIVER_V1)]);
    let (_log, url) = temp_db("profiles");
    let s = state_with_houses(&url, houses(dir.path(), None)).await;
    let mut handles = Vec::new();
    for house in ["river-casino", "river-casino", "wsop-2024", "river-casino"] {
        let (s, body) = (s.clone(), clock_request(Some(house), "en"));
        handles.push(tokio::spawn(async move {
            call(&s, "POST", "/v1/rulings", Some(&body), &[])
                .await
                .status
        }));
    }
    for h in handles {
        assert_eq!(h.await.expect("join"), StatusCode::OK);
    }
    s.store.close().await;
    let c = rusqlite::Connection::open(url.trim_start_matches("sqlite://")).expect("open");
    let mut rows: Vec<(String, String, String)> = c
        .prepare("SELECT name, version, text FROM house_profiles ORDER BY name")
        .and_then(|mut q| {
            q.query_map([], |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?)))
                .and_then(|rows| rows.collect())
        })
        .expect("the profiles");
    assert_eq!(rows.len(), 2, "{rows:?}");
    let wsop = rows.pop().expect("wsop");
    assert_eq!((wsop.0.as_str(), wsop.1.as_str()), ("wsop-2024", "2024.1"));
    assert_eq!(
        wsop.2,
        floorcall_engine::house::named("wsop-2024")
            .expect("shipped")
            .text
    );
    assert_eq!(
        rows[0],
        ("river-casino".into(), "1".into(), RIVER_V1.into())
    );
}

/// Runs `floorcall serve` with `args` and expects it to stop at start, non-zero; its stderr.
fn refused(args: &[&str]) -> String {
    let mut child = std::process::Command::new(env!("CARGO_BIN_EXE_floorcall"))
        .args(["serve", "--addr", "127.0.0.1:0", "--database", "none"])
        .args(args)
        .stdout(std::process::Stdio::null())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .expect("spawn floorcall");
    let t = Instant::now();
    let status = loop {
        if let Some(status) = child.try_wait().expect("wait") {
            break status;
        }
        if t.elapsed() > Duration::from_secs(20) {
            let _ = child.kill();
            let _ = child.wait();
            panic!("floorcall {args:?} started");
        }
        std::thread::sleep(Duration::from_millis(20));
    };
    let mut err = String::new();
    if let Some(mut e) = child.stderr.take() {
        let _ = std::io::Read::read_to_string(&mut e, &mut err);
    }
    assert!(!status.success(), "{args:?}: {status}");
    err
}

#[test]
fn a_bad_folder_stops_the_server_naming_the_file_the_line_and_the_field() {
    let bad = RIVER_V1.replace("[knobs.halt_short_by]", "[knobs.halt_shrt_by]");
    let dir = folder(&[("river.toml", &bad)]);
    let d = dir.path().display().to_string();
    let err = refused(&["--house-rules", &d]);
    let file = dir.path().join("river.toml").display().to_string();
    assert!(
        err.contains(&format!(
            "{file}: line 14, field knobs.halt_shrt_by: unknown knob `halt_shrt_by`"
        )),
        "{err}"
    );
    let err = refused(&["--default-house", "river-casino"]);
    assert!(
        err.contains("--default-house river-casino: no such profile"),
        "{err}"
    );
    let err = refused(&["--house-rules", &format!("{d}/missing")]);
    assert!(err.contains("--house-rules"), "{err}");
    // A name already taken with other content: refused, whichever came first.
    let wsop = floorcall_engine::house::named("wsop-2024").expect("shipped");
    let other = wsop
        .text
        .replace("version = \"2024.1\"", "version = \"2024.2\"");
    let dir = folder(&[("wsop.toml", &other)]);
    let err = refused(&["--house-rules", &dir.path().display().to_string()]);
    assert!(
        err.contains("`wsop-2024` is already taken by a shipped profile"),
        "{err}"
    );
    // The same file as a shipped one is that profile: the server starts (and is stopped here).
    let dir = folder(&[("wsop.toml", &wsop.text), ("river.toml", RIVER_V1)]);
    let mut child = std::process::Command::new(env!("CARGO_BIN_EXE_floorcall"))
        .args(["serve", "--addr", "127.0.0.1:0", "--database", "none"])
        .args(["--house-rules", &dir.path().display().to_string()])
        .args(["--default-house", "river-casino"])
        .stdout(std::process::Stdio::null())
        .stderr(std::process::Stdio::null())
        .spawn()
        .expect("spawn floorcall");
    std::thread::sleep(Duration::from_millis(1500));
    let running = child.try_wait().expect("wait").is_none();
    let _ = child.kill();
    let _ = child.wait();
    assert!(running, "the server stopped with a good folder");
}

/// A profile's whole definition for the console's offline engine: the file byte for byte, its
/// version, and `sha256:` with the SHA-256 of the file (the digest the list shows and the log
/// records), also as the ETag; 404 for a name the server does not have.
#[tokio::test]
async fn a_profile_is_served_whole_with_the_digest_of_its_file() {
    use sha2::Digest;
    let dir = folder(&[("river.toml", RIVER_V1)]);
    let s = state_with_houses("sqlite::memory:", houses(dir.path(), None)).await;
    let r = call(
        &s,
        "GET",
        "/v1/house-rules/river-casino/definition",
        None,
        &[],
    )
    .await;
    assert_eq!(r.status, StatusCode::OK, "{}", r.text);
    assert_eq!(r.content_type, "application/json");
    let v = r.json();
    assert_eq!(v["text"], RIVER_V1, "the file byte for byte");
    assert_eq!(
        (&v["name"], &v["version"], &v["format"]),
        (&json!("river-casino"), &json!("1"), &json!("toml"))
    );
    let hex: String = sha2::Sha256::digest(RIVER_V1.as_bytes())
        .iter()
        .map(|b| format!("{b:02x}"))
        .collect();
    let digest = format!("sha256:{hex}");
    assert_eq!(v["digest"], digest.as_str());
    assert_eq!(
        r.headers.get("etag").and_then(|e| e.to_str().ok()),
        Some(format!("\"{digest}\"").as_str())
    );
    // The digest the list shows, and the one a ruling under it logs.
    let list = call(&s, "GET", "/v1/house-rules", None, &[]).await.json();
    let listed = list["profiles"]
        .as_array()
        .and_then(|ps| ps.iter().find(|p| p["name"] == "river-casino"))
        .map(|p| p["digest"].clone());
    assert_eq!(listed, Some(json!(digest)));
    let r = call(
        &s,
        "POST",
        "/v1/rulings",
        Some(&clock_request(Some("river-casino"), "en")),
        &[],
    )
    .await;
    assert_eq!(r.json()["house"]["digest"], digest.as_str(), "{}", r.text);
    // A shipped profile is served too; an unknown name is a 404 problem.
    let r = call(&s, "GET", "/v1/house-rules/wsop-2024/definition", None, &[]).await;
    let wsop = floorcall_engine::house::named("wsop-2024").expect("shipped");
    assert_eq!(r.json()["text"], wsop.text.as_str());
    let r = call(&s, "GET", "/v1/house-rules/nope/definition", None, &[]).await;
    assert_eq!(r.status, StatusCode::NOT_FOUND, "{}", r.text);
    assert_eq!(r.content_type, "application/problem+json");
}

/// A ruling given offline names the version and digest it was given under. Sent to a server
/// with that version, it is logged with them; sent once the server's profile has changed, it is
/// refused (409 naming the profile and both versions, in the request's language) and nothing
/// is logged: the log never holds a ruling under rules the table did not hear.
#[tokio::test]
async fn a_ruling_pinned_to_a_version_is_logged_under_it_or_refused() {
    let (_tmp, url) = temp_db("house-pin");
    let dir = folder(&[("river.toml", RIVER_V1)]);
    let v1 = state_with_houses(&url, houses(dir.path(), None)).await;
    let def = call(
        &v1,
        "GET",
        "/v1/house-rules/river-casino/definition",
        None,
        &[],
    )
    .await
    .json();
    let pinned = |lang: &str| {
        let mut req: Value =
            serde_json::from_str(&clock_request(Some("river-casino"), lang)).expect("JSON");
        req["house_version"] = def["version"].clone();
        req["house_digest"] = def["digest"].clone();
        req["context"] = json!({"table": "pinned"});
        req.to_string()
    };
    let r = call(&v1, "POST", "/v1/rulings", Some(&pinned("en")), &[]).await;
    assert_eq!(r.status, StatusCode::OK, "{}", r.text);
    let id = r.json()["id"].as_str().unwrap_or_default().to_string();
    let rec = call(&v1, "GET", &format!("/v1/rulings/{id}"), None, &[])
        .await
        .json();
    assert_eq!(
        (&rec["house_version"], &rec["house_digest"]),
        (&def["version"], &def["digest"])
    );
    v1.store.close().await;
    drop(v1);

    // The room publishes version 2 and the server restarts with it.
    let v2_text = river_v2();
    std::fs::write(dir.path().join("river.toml"), &v2_text).expect("write");
    let v2 = state_with_houses(&url, houses(dir.path(), None)).await;
    let now = floorcall_engine::house::Profile::parse(&v2_text).expect("v2");
    let r = call(&v2, "POST", "/v1/rulings", Some(&pinned("pt")), &[]).await;
    assert_eq!(r.status, StatusCode::CONFLICT, "{}", r.text);
    assert_eq!(r.content_type, "application/problem+json");
    let p = r.json();
    assert_eq!(p["type"], "urn:floorcall:problem:conflict");
    let detail = p["detail"].as_str().unwrap_or_default();
    for part in [
        "`river-casino`",
        "versão 1",
        def["digest"].as_str().unwrap_or("?"),
        "versão 2",
        now.digest.as_str(),
    ] {
        assert!(detail.contains(part), "{part} in {detail}");
    }
    let logged = call(&v2, "GET", "/v1/rulings?table=pinned", None, &[])
        .await
        .json();
    assert_eq!(
        logged["items"].as_array().map(Vec::len),
        Some(1),
        "only the first"
    );
    // Pinned to a version but naming no profile (and no default): 422 on the field.
    let mut req: Value = serde_json::from_str(&clock_request(None, "en")).expect("JSON");
    req["house_digest"] = def["digest"].clone();
    let r = call(&v2, "POST", "/v1/rulings", Some(&req.to_string()), &[]).await;
    assert_eq!(r.status, StatusCode::UNPROCESSABLE_ENTITY, "{}", r.text);
    assert_eq!(r.json()["field"], "house_digest");
}

#[tokio::test]
async fn a_profile_is_titled_and_described_in_the_language_asked_for() {
    let text = RIVER_V1.replace(
        "title = \"River Casino Poker Rules\"",
        "title = { en = \"River Casino Poker Rules\", pt = \"Regras de pôquer do River Casino\" }\n\
         description = { en = \"The room's rules for its daily tournaments.\", es = \"Las reglas de la sala para sus torneos diarios.\" }",
    );
    let dir = folder(&[("river.toml", &text)]);
    let s = state_with_houses("sqlite::memory:", houses(dir.path(), None)).await;
    let about = |lang: &'static str| {
        let s = s.clone();
        async move {
            let v = call(
                &s,
                "GET",
                &format!("/v1/house-rules?language={lang}"),
                None,
                &[],
            )
            .await
            .json();
            let p = v["profiles"]
                .as_array()
                .and_then(|a| a.iter().find(|p| p["name"] == "river-casino").cloned())
                .expect("river");
            (p["title"].clone(), p["description"].clone())
        }
    };
    assert_eq!(
        about("pt").await,
        (
            json!("Regras de pôquer do River Casino"),
            json!("The room's rules for its daily tournaments.")
        )
    );
    assert_eq!(
        about("es").await,
        (
            json!("River Casino Poker Rules"),
            json!("Las reglas de la sala para sus torneos diarios.")
        )
    );
    let one = call(
        &s,
        "GET",
        "/v1/house-rules/river-casino?language=pt",
        None,
        &[],
    )
    .await
    .json();
    assert_eq!(one["title"], "Regras de pôquer do River Casino", "{one}");
    // A profile with one title keeps it in every language, and no description.
    let tda = call(&s, "GET", "/v1/house-rules?language=ja", None, &[])
        .await
        .json();
    let tda = tda["profiles"]
        .as_array()
        .and_then(|a| a.iter().find(|p| p["name"] == "tda-2024").cloned())
        .expect("tda-2024");
    assert!(
        tda["title"].is_string() && tda.get("description").is_none(),
        "{tda}"
    );
}
