//! The floor console at `/`: the page, its script and style come from the binary, carry the
//! stable test hooks, and reach for nothing outside the server.

use super::helpers::{call, memory_state};

#[tokio::test]
async fn the_console_is_served_whole_from_the_binary() {
    let state = memory_state().await;
    let page = call(&state, "GET", "/", None, &[]).await;
    assert_eq!(page.status, 200);
    assert!(page.content_type.starts_with("text/html"));
    assert!(
        page.headers.contains_key("content-security-policy"),
        "the page gets the CSP"
    );
    for hook in [
        "hand-text",
        "import-hand",
        "dispute-type",
        "dispute-seat",
        "submit-ruling",
        "ruling-outcome",
        "ruling-citation",
        "ruling-summary",
        "final-upheld",
        "final-overruled",
        "final-confirm",
        "language",
        "house",
        "ruling-house-rule",
        "ruling-house-head",
        "ruling-tda",
        "ruling-tda-outcome",
        "ruling-tda-citation",
        "ruling-tda-summary",
        "ruling-tda-amounts",
        "ruling-house-none",
        "sign-in",
        "sign-in-name",
        "sign-in-pin",
        "sign-in-submit",
        "sign-out",
        "signed-in",
        "ruling-pending",
        "pending",
    ] {
        assert!(
            page.text.contains(&format!("data-testid=\"{hook}\"")),
            "hook {hook}"
        );
    }
    for (path, kind) in [
        ("/console/app.js", "text/javascript"),
        ("/console/app.css", "text/css"),
        ("/sw.js", "text/javascript"),
    ] {
        let r = call(&state, "GET", path, None, &[]).await;
        assert_eq!(r.status, 200, "{path}");
        assert!(
            r.content_type.starts_with(kind),
            "{path}: {}",
            r.content_type
        );
        assert!(!r.text.is_empty());
    }
    // A person's session is kept for the tab only, never in the device's storage, and an
    // older console's device key is removed.
    let script = include_str!("../../console/app.js");
    assert!(script.contains("window.sessionStorage"));
    assert!(!script.contains("store.setItem(\"floorcall.session"));
    assert!(script.contains("store.removeItem(\"floorcall.key\")"));
    // No CDN, no web font, nothing fetched from elsewhere: the page works with the cable out.
    for text in [
        page.text.as_str(),
        include_str!("../../console/app.js"),
        include_str!("../../console/app.css"),
        include_str!("../../console/sw.js"),
    ] {
        assert!(!text.contains("http://") && !text.contains("https://"));
    }
}

/// The offline engine is served when the build embedded one (`FLOORCALL_CONSOLE_WASM`), and is
/// a 404 otherwise (the console then rules online only); the page may compile it (its CSP
/// allows WebAssembly, not `eval`).
#[tokio::test]
async fn the_offline_engine_is_served_when_built_in() {
    let state = memory_state().await;
    let r = call(&state, "GET", "/console/floorcall.wasm", None, &[]).await;
    match floorcall_web::console::WASM {
        Some(bytes) => {
            assert_eq!(r.status, 200);
            assert_eq!(r.content_type, "application/wasm");
            assert!(bytes.starts_with(b"\0asm"), "a WebAssembly module");
        }
        None => assert_eq!(r.status, 404),
    }
    let page = call(&state, "GET", "/", None, &[]).await;
    let csp = page.headers["content-security-policy"]
        .to_str()
        .unwrap_or_default()
        .to_string();
    assert!(
        csp.contains("'wasm-unsafe-eval'") && !csp.contains("'unsafe-eval'"),
        "{csp}"
    );
    let script = include_str!("../../console/app.js");
    assert!(script.contains("WebAssembly.instantiate") && script.contains("idempotency-key"));
}

/// The console's own words come from the server: every `console-…` message of the language,
/// the languages the server speaks with their names, and the language's digit grouping.
#[tokio::test]
async fn the_console_words_are_served_in_each_language() {
    use floorcall_engine::lang::Language;
    let state = memory_state().await;
    for lang in Language::ALL {
        let path = format!("/v1/console/messages?language={}", lang.code());
        let r = call(&state, "GET", &path, None, &[]).await;
        assert_eq!(r.status, 200, "{path}: {}", r.text);
        assert_eq!(
            r.headers["content-language"].to_str().unwrap_or_default(),
            lang.code()
        );
        let v: serde_json::Value = serde_json::from_str(&r.text).expect("JSON");
        assert_eq!(v["language"], lang.code());
        assert_eq!(v["group_separator"], lang.group_separator());
        let codes: Vec<&str> = v["languages"]
            .as_array()
            .expect("languages")
            .iter()
            .filter_map(|l| l["code"].as_str())
            .collect();
        assert_eq!(codes, Language::ALL.map(|l| l.code()));
        let messages = v["messages"].as_object().expect("messages");
        assert!(messages.len() > 80, "{}", messages.len());
        assert!(messages.keys().all(|k| k.starts_with("console-")));
        let to_act = messages["console-to-act-now"].as_str().unwrap_or_default();
        assert!(
            to_act.contains("{$seat}") && to_act.contains("{$call}"),
            "{to_act}"
        );
    }
    // Accept-Language when the query names none; an unknown language is a 400.
    let r = call(
        &state,
        "GET",
        "/v1/console/messages",
        None,
        &[("accept-language", "pt-BR")],
    )
    .await;
    assert!(r.text.contains("\"language\":\"pt\""), "{}", r.text);
    let r = call(&state, "GET", "/v1/console/messages?language=xx", None, &[]).await;
    assert_eq!(r.status, 400);
}

/// The games as the engine models them (its game rows), named in the language, with no
/// credential: the console's hand builder reads every game from here.
#[tokio::test]
async fn the_games_are_served_from_the_engines_rows() {
    let state = memory_state().await;
    // A server with a credential: the games stay open, as the console's words do.
    state
        .store
        .keys()
        .create_key(
            state.new_id(),
            "test-admin",
            floorcall_web::role::Role::Admin,
            None,
            &floorcall_web::role::Actor::cli(),
        )
        .await
        .expect("a key");
    let r = call(&state, "GET", "/v1/games?language=es", None, &[]).await;
    assert_eq!(r.status, 200, "{}", r.text);
    let v = r.json();
    let games = v["games"].as_array().expect("games");
    let wire: Vec<&str> = games.iter().filter_map(|g| g["game"].as_str()).collect();
    let all: Vec<&str> = floorcall_engine::hand::Game::all()
        .map(|g| g.as_str())
        .collect();
    assert_eq!(wire, all);
    for d in floorcall_engine::hand::GAMES {
        let g = games
            .iter()
            .find(|g| g["game"] == d.game.as_str())
            .expect("the game");
        assert_eq!(
            g["rounds"].as_array().map(Vec::len),
            Some(d.streets.len()),
            "{g}"
        );
        assert_eq!(g["blinds"], d.game.has_blinds());
        assert_eq!(g["hole_cards"], d.game.hole_cards());
        assert_eq!(g["names"]["phh"], d.game.phh());
        assert_eq!(
            g["names"]["pokerstars"].as_str(),
            d.game.pokerstars().as_deref()
        );
        for (r, s) in g["rounds"].as_array().into_iter().flatten().zip(d.streets) {
            assert_eq!(
                (&r["down"], &r["up"], &r["board"], &r["draw"]),
                (
                    &s.down.into(),
                    &s.up.into(),
                    &s.board.into(),
                    &s.draw.into()
                )
            );
        }
    }
    // The facts the console reads, counted: fixed-limit games as many as rows at fixed limit.
    let fixed = games
        .iter()
        .filter(|g| g["structure"] == "fixed_limit")
        .count();
    let rows = floorcall_engine::hand::GAMES
        .iter()
        .filter(|d| d.structure == floorcall_engine::hand::Structure::FixedLimit)
        .count();
    assert_eq!(fixed, rows);
    let stud = games.iter().find(|g| g["game"] == "STUD").expect("stud");
    assert_eq!(
        (&stud["family"], &stud["structure"]),
        (&"stud".into(), &"fixed_limit".into())
    );
    assert_eq!(stud["rounds"][0]["opener"], "bring_in");
    assert_eq!(stud["name"], "stud de siete cartas");
    assert_eq!(stud["names"]["phh"], "F7S");
    assert_eq!(stud["names"]["pokerstars"], "7 Card Stud Limit");
    let td = games
        .iter()
        .find(|g| g["game"] == "TD27")
        .expect("triple draw");
    assert_eq!(td["rounds"][1]["draw"], true);
    let r = call(&state, "GET", "/v1/games?language=xx", None, &[]).await;
    assert_eq!(r.status, 400);
}
