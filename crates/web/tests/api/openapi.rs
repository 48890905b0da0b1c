//! The committed OpenAPI document is what the code generates, and what the server serves.
//! Regenerate it with `UPDATE_OPENAPI=1 cargo test -p floorcall-web --test api openapi` (or
//! `cargo run -p floorcall-web -- openapi > openapi/openapi.json`).

use super::helpers::{call, memory_state};
use floorcall_engine::disputes::DisputeKind;
use floorcall_engine::lang::Language;
use serde_json::Value;

#[test]
fn committed_openapi_matches_code() {
    let generated = floorcall_web::openapi_json().expect("the document");
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/../../openapi/openapi.json");
    if std::env::var_os("UPDATE_OPENAPI").is_some() {
        std::fs::write(path, &generated).expect("write openapi.json");
    }
    let committed = std::fs::read_to_string(path).unwrap_or_default();
    assert!(
        committed == generated,
        "openapi/openapi.json is stale: run UPDATE_OPENAPI=1 cargo test -p floorcall-web --test api openapi"
    );
}

#[tokio::test]
async fn the_server_serves_the_committed_document() {
    let s = memory_state().await;
    let r = call(&s, "GET", "/openapi.json", None, &[]).await;
    assert_eq!(r.status, 200);
    let committed: Value =
        serde_json::from_str(floorcall_web::document::JSON).expect("the committed document");
    assert_eq!(r.json(), committed);
    // Swagger UI is pointed at it.
    let r = call(&s, "GET", "/docs/swagger-initializer.js", None, &[]).await;
    assert!(r.text.contains("/openapi.json"), "{}", r.text);
}

#[test]
fn document_is_openapi_31_with_every_path_and_problem_responses() {
    let v: Value =
        serde_json::from_str(&floorcall_web::openapi_json().expect("the document")).expect("json");
    assert_eq!(v["openapi"], "3.1.0");
    for p in [
        "/v1/rulings",
        "/v1/rulings/{id}",
        "/v1/hands/replay",
        "/v1/hands/import",
        "/v1/rules",
        "/v1/rules/{key}",
        "/v1/tables/balance",
        "/healthz",
        "/readyz",
        "/metrics",
    ] {
        assert!(v["paths"][p].is_object(), "{p} missing");
    }
    let post = &v["paths"]["/v1/rulings"]["post"];
    for code in ["200", "400", "413", "415", "422"] {
        assert!(
            post["responses"][code].is_object(),
            "POST /v1/rulings lacks {code}"
        );
        assert!(post["responses"][code]["description"].is_string());
    }
    assert!(v["components"]["schemas"]["Problem"].is_object());
    assert!(v["components"]["schemas"]["Dispute"].is_object());
}

/// What the engine's registry knows is in the document: whether a spot can stand for each
/// dispute type's hand, the spot's list of types, and what each outcome code means.
#[test]
fn the_document_says_what_the_registry_knows() {
    let v: Value =
        serde_json::from_str(&floorcall_web::openapi_json().expect("the document")).expect("json");
    let schemas = &v["components"]["schemas"];
    let spot = schemas["RulingRequest"]["properties"]["spot"].to_string();
    for &kind in DisputeKind::ALL {
        let schema = &schemas[kind.schema_name()];
        assert_eq!(schema["x-floorcall-spot"], kind.spot(), "{kind}");
        assert_eq!(
            spot.contains(&format!("`{kind}`")),
            kind.spot(),
            "the spot's description and {kind}"
        );
        for (outcome, meaning) in kind.outcomes() {
            assert_eq!(
                schemas["Outcome"]["x-floorcall-meanings"][outcome.as_str()][kind.as_str()],
                *meaning,
                "{kind} {}",
                outcome.as_str()
            );
        }
    }
}

/// The document's languages are the engine's: the `Language` schema lists `Language::ALL`'s
/// codes, and no description lists codes by hand (a list that would drift when a language is
/// added; a description names the `Language` schema instead).
#[test]
fn the_languages_are_the_engines_and_no_description_lists_them() {
    let v: Value =
        serde_json::from_str(&floorcall_web::openapi_json().expect("the document")).expect("json");
    let listed: Vec<&str> = v["components"]["schemas"]["Language"]["enum"]
        .as_array()
        .expect("the Language schema's enum")
        .iter()
        .filter_map(Value::as_str)
        .collect();
    let codes: Vec<&str> = Language::ALL.iter().map(|l| l.code()).collect();
    assert_eq!(listed, codes);
    let tag = |item: &str| {
        let item = item.trim().trim_matches(['`', '"', '…', '.']);
        !item.contains(char::is_whitespace) && Language::from_tag(item).is_some()
    };
    let mut by_hand = Vec::new();
    descriptions(&v, &mut |d| {
        for list in d.split(['(', ')', ';', ':']) {
            let items: Vec<&str> = list.split(',').collect();
            if items.len() >= 3 && items.iter().all(|i| tag(i)) {
                by_hand.push(d.to_string());
            }
        }
    });
    assert!(
        by_hand.is_empty(),
        "language codes listed by hand: {by_hand:#?}"
    );
}

/// Every `description` and `summary` of a document.
fn descriptions(v: &Value, f: &mut impl FnMut(&str)) {
    match v {
        Value::Object(m) => {
            for (k, x) in m {
                match (k.as_str(), x) {
                    ("description" | "summary", Value::String(s)) => f(s),
                    _ => descriptions(x, f),
                }
            }
        }
        Value::Array(a) => a.iter().for_each(|x| descriptions(x, f)),
        _ => {}
    }
}

/// The examples come from the cases marked `"example": true`: a dispute type without one is
/// an error of the generator, not a document without it.
#[test]
fn a_dispute_type_without_an_example_fails_the_generator() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let cases = std::path::Path::new(floorcall_web::contract::CASES);
    std::fs::create_dir(dir.path().join("invalid")).expect("invalid/");
    std::fs::copy(
        cases.join("invalid/examples.json"),
        dir.path().join("invalid/examples.json"),
    )
    .expect("copy");
    for entry in std::fs::read_dir(cases).expect("tests/cases").flatten() {
        let p = entry.path();
        if p.extension().is_some_and(|x| x == "json") {
            let mut text = std::fs::read_to_string(&p).expect("read");
            if p.file_stem().is_some_and(|s| s == "clock") {
                text = text.replace("\"example\": true", "\"example\": false");
            }
            std::fs::write(dir.path().join(p.file_name().expect("name")), text).expect("write");
        }
    }
    let err = floorcall_web::contract::generate(dir.path()).expect_err("no example of clock");
    assert!(err.to_string().contains("`clock`"), "{err}");
    // With every case back, it generates.
    std::fs::copy(cases.join("clock.json"), dir.path().join("clock.json")).expect("copy");
    assert!(floorcall_web::contract::generate(dir.path()).is_ok());
}

/// Every `$ref` of the document names a schema it defines (a parameter's enum that is not
/// inlined is referenced but never defined: generated clients then refuse the document).
#[test]
fn every_reference_resolves() {
    let text = floorcall_web::openapi_json().expect("the document");
    let doc: serde_json::Value = serde_json::from_str(&text).expect("json");
    let defined = doc["components"]["schemas"].as_object().expect("schemas");
    let mut missing = Vec::new();
    for part in text.split("\"#/components/schemas/").skip(1) {
        let name = part.split('"').next().unwrap_or_default();
        if !defined.contains_key(name) && !missing.contains(&name.to_string()) {
            missing.push(name.to_string());
        }
    }
    assert!(
        missing.is_empty(),
        "referenced but not defined: {missing:?}"
    );
}
