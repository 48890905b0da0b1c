//! The document's examples: every request and response example is valid against its schema
//! (JSON Schema 2020-12), and every request example, posted to the server, gets its documented
//! status (`invalid-…`: 422, the others 200) and an answer valid against the schema.

use super::helpers::{call, memory_state};
use axum::http::StatusCode;
use serde_json::{Value, json};

/// A validator for the schema at `pointer` of the document (its `$ref`s resolved in it).
fn validator(doc: &Value, schema: &Value) -> jsonschema::Validator {
    let mut root = doc.clone();
    let obj = root.as_object_mut().expect("object");
    obj.insert(
        "$schema".into(),
        json!("https://json-schema.org/draft/2020-12/schema"),
    );
    for (k, v) in schema.as_object().expect("schema object") {
        obj.insert(k.clone(), v.clone());
    }
    jsonschema::draft202012::new(&root).expect("schema compiles")
}

fn check(doc: &Value, schema: &Value, value: &Value, what: &str) {
    let v = validator(doc, schema);
    let errors: Vec<String> = v
        .iter_errors(value)
        .map(|e| format!("{e} at {}", e.instance_path()))
        .collect();
    assert!(errors.is_empty(), "{what}: {errors:?}");
}

fn operations(doc: &Value) -> Vec<(String, String, Value)> {
    let mut out = Vec::new();
    for (path, item) in doc["paths"].as_object().expect("paths") {
        for (method, op) in item.as_object().expect("ops") {
            out.push((path.clone(), method.to_uppercase(), op.clone()));
        }
    }
    out
}

#[tokio::test]
async fn every_example_fits_its_schema_and_gets_its_status() {
    let doc: Value = serde_json::from_str(&floorcall_web::openapi_json().expect("the document"))
        .expect("document");
    let s = memory_state().await;
    // The examples include creating a key, after which keys are enforced: every example is
    // sent with an admin's key.
    let admin = s
        .store
        .create_key(
            s.new_id(),
            "examples",
            floorcall_web::role::Role::Admin,
            None,
            &floorcall_web::role::Actor::cli(),
        )
        .await
        .expect("key")
        .secret;
    let auth = format!("Bearer {admin}");
    // The sign-in example's person.
    s.store
        .create_staff(
            s.new_id(),
            "Ana Souza",
            floorcall_web::role::Role::Floor,
            "482913",
            &floorcall_web::role::Actor::cli(),
        )
        .await
        .expect("staff");
    let (mut requests, mut responses) = (0, 0);
    for (path, method, op) in operations(&doc) {
        let id = op["operationId"].as_str().unwrap_or("?").to_string();
        // Every response example against its schema.
        for (status, r) in op["responses"].as_object().expect("responses") {
            for (ctype, media) in r["content"].as_object().into_iter().flatten() {
                for (name, ex) in media["examples"].as_object().into_iter().flatten() {
                    check(
                        &doc,
                        &media["schema"],
                        &ex["value"],
                        &format!("{id} {status} {ctype} {name}"),
                    );
                    responses += 1;
                }
            }
        }
        let Some(media) = op.pointer("/requestBody/content/application~1json") else {
            continue;
        };
        assert!(
            media.get("example").is_none(),
            "{id}: a single example left"
        );
        let examples = media["examples"].as_object();
        assert!(
            examples.is_some_and(|e| !e.is_empty()),
            "{id}: no request example"
        );
        for (name, ex) in examples.into_iter().flatten() {
            let invalid = name.starts_with("invalid-");
            if !invalid {
                check(
                    &doc,
                    &media["schema"],
                    &ex["value"],
                    &format!("{id} request {name}"),
                );
            }
            let path = path.replace("{id}", "01KB2T4V0M4E8S1WB4Q3N5RZ7C");
            let r = call(
                &s,
                &method,
                &path,
                Some(&ex["value"].to_string()),
                &[("authorization", &auth)],
            )
            .await;
            let want = if invalid {
                StatusCode::UNPROCESSABLE_ENTITY
            } else if path.contains("01KB2T4V") && !path.ends_with("/hands") {
                // The final word on a ruling the fresh log does not hold.
                StatusCode::NOT_FOUND
            } else if method == "POST"
                && [
                    "/v1/keys",
                    "/v1/staff",
                    "/v1/sessions",
                    "/v1/incidents",
                    "/v1/webhooks",
                ]
                .contains(&path.as_str())
            {
                StatusCode::CREATED
            } else {
                StatusCode::OK
            };
            assert_eq!(r.status, want, "{id} {name}: {}", r.text);
            let answer = &op["responses"][r.status.as_str()]["content"];
            let schema = answer
                .as_object()
                .and_then(|c| c.values().next())
                .map(|m| m["schema"].clone())
                .expect("documented answer");
            check(
                &doc,
                &schema,
                &r.json(),
                &format!("{id} {name}: the answer"),
            );
            requests += 1;
        }
    }
    eprintln!("{requests} request examples posted, {responses} response examples checked");
    assert!(requests >= 15, "{requests}");
    // One request example per dispute type, with its ruling.
    let create = &doc["paths"]["/v1/rulings"]["post"];
    for kind in floorcall_engine::disputes::DisputeKind::ALL
        .iter()
        .map(|k| k.as_str())
    {
        let ex = &create["requestBody"]["content"]["application/json"]["examples"][kind];
        assert_eq!(ex["value"]["dispute"]["type"], kind);
        let answer = &create["responses"]["200"]["content"]["application/json"]["examples"][kind];
        assert!(answer["value"]["outcome"].is_string(), "{kind}");
    }
}

#[tokio::test]
async fn an_example_that_breaks_its_schema_is_caught() {
    // The check above is not vacuous: a ruling request with a misspelt field fails it.
    let doc: Value = serde_json::from_str(&floorcall_web::openapi_json().expect("the document"))
        .expect("document");
    let schema = &doc["paths"]["/v1/rulings"]["post"]["requestBody"]["content"]["application/json"]
        ["schema"];
    let v = validator(&doc, schema);
    let mut ex = doc["paths"]["/v1/rulings"]["post"]["requestBody"]["content"]["application/json"]
        ["examples"]["bet"]["value"]
        .clone();
    assert!(v.is_valid(&ex));
    ex["editon"] = json!("2026");
    assert!(!v.is_valid(&ex));
    ex.as_object_mut().expect("object").remove("editon");
    ex["dispute"]["type"] = json!("betting");
    assert!(!v.is_valid(&ex));
}
