//! The committed OpenAPI document is what the code generates. Regenerate it with
//! `UPDATE_OPENAPI=1 cargo test -p floorcall-web --test api openapi` (or
//! `cargo run -p floorcall-web -- openapi > openapi/openapi.json`).

#[test]
fn committed_openapi_matches_code() {
    let generated = floorcall_web::openapi_json();
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

#[test]
fn document_is_openapi_31_with_every_path_and_problem_responses() {
    let v: serde_json::Value = serde_json::from_str(&floorcall_web::openapi_json()).expect("json");
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
