//! The document's examples are what they claim, checked against the real router in-process:
//! - every example fits its schema (JSON Schema 2020-12);
//! - every request example, sent to the server, is answered with success: a 2xx status the
//!   operation documents, and an answer that fits that answer's schema (an id in a path or a
//!   body stands for one the server gave: the test makes the ruling, the proposal or the
//!   incident first and sends its id);
//! - every example of a refusal (a 4xx answer) carries the request that gets it (`x-request`),
//!   and that request, sent, gets exactly that status and exactly that problem (a problem has
//!   no volatile field: no id, no time, so nothing is left out of the comparison).
//!
//! The checks return what they find wrong instead of stopping at the first: the last test
//! feeds them a document with wrong examples and sees each one caught.

use super::helpers::{Resp, call, memory_state};
use super::people::{bearer, sign_in, staff};
use floorcall_web::AppState;
use floorcall_web::role::{Actor, Role};
use serde_json::{Value, json};

/// A validator for `schema` (its `$ref`s resolved in the document).
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

/// What is wrong with `value` against `schema`, if anything.
fn misfit(doc: &Value, schema: &Value, value: &Value, what: &str) -> Option<String> {
    let errors: Vec<String> = validator(doc, schema)
        .iter_errors(value)
        .map(|e| format!("{e} at {}", e.instance_path()))
        .collect();
    (!errors.is_empty()).then(|| format!("{what}: {errors:?}"))
}

fn check(doc: &Value, schema: &Value, value: &Value, what: &str) {
    if let Some(wrong) = misfit(doc, schema, value, what) {
        panic!("{wrong}");
    }
}

/// Every operation: its path, its method (upper case) and the operation.
fn operations(doc: &Value) -> Vec<(String, String, Value)> {
    let mut out = Vec::new();
    for (path, item) in doc["paths"].as_object().expect("paths") {
        for (method, op) in item.as_object().expect("ops") {
            out.push((path.clone(), method.to_uppercase(), op.clone()));
        }
    }
    out
}

fn id_of(op: &Value) -> String {
    op["operationId"].as_str().unwrap_or("?").to_string()
}

/// The examples of a request body or an answer's media type, by name.
fn examples_of(media: &Value) -> Vec<(String, Value)> {
    media["examples"]
        .as_object()
        .into_iter()
        .flatten()
        .map(|(k, v)| (k.clone(), v.clone()))
        .collect()
}

/// The server the examples are sent to: keys enforced, an admin's key (the examples include
/// creating a key, after which keys are enforced), the sign-in example's floor person, signed
/// in too, and a supervisor signed in as a person (confirming a proposal and signing an
/// incident off need one).
struct Server {
    s: AppState,
    admin: String,
    floor: String,
    supervisor: String,
}

async fn server() -> Server {
    let s = memory_state().await;
    let admin = s
        .store
        .keys()
        .create_key(s.new_id(), "examples", Role::Admin, None, &Actor::cli())
        .await
        .expect("key")
        .secret;
    staff(&s, "Ana Souza", Role::Floor, "482913").await;
    staff(&s, "Carla Dias", Role::Supervisor, "615284").await;
    let token = |(status, v): (axum::http::StatusCode, Value)| {
        assert_eq!(status, 201, "{v}");
        bearer(v["token"].as_str().expect("token"))
    };
    let floor = token(sign_in(&s, "Ana Souza", "482913").await);
    let supervisor = token(sign_in(&s, "Carla Dias", "615284").await);
    Server {
        admin: bearer(&admin),
        s,
        floor,
        supervisor,
    }
}

impl Server {
    async fn send(&self, method: &str, path: &str, body: &Value, auth: &str) -> Resp {
        call(
            &self.s,
            method,
            path,
            Some(&body.to_string()),
            &[("authorization", auth)],
        )
        .await
    }

    /// A ruling in the log (the first ruling request example): its id.
    async fn ruling(&self, doc: &Value) -> String {
        let media =
            &doc["paths"]["/v1/rulings"]["post"]["requestBody"]["content"]["application/json"];
        let (_, first) = examples_of(media)
            .into_iter()
            .next()
            .expect("a ruling example");
        let r = self
            .send("POST", "/v1/rulings", &first["value"], &self.admin)
            .await;
        assert_eq!(r.status, 200, "{}", r.text);
        r.json()["id"].as_str().expect("id").to_string()
    }

    /// Where to send an example of the operation at `path`, and with which credential: an
    /// id in the path (or the body) is one of a resource made here first.
    async fn prepare(
        &self,
        doc: &Value,
        method: &str,
        path: &str,
        body: &mut Value,
    ) -> (String, String) {
        let admin = self.admin.clone();
        match (method, path) {
            (_, p) if !p.contains('{') => (p.to_string(), admin),
            ("PATCH", "/v1/rulings/{id}") => {
                let id = self.ruling(doc).await;
                (format!("/v1/rulings/{id}"), admin)
            }
            ("POST", "/v1/rulings/{id}/confirm") => {
                // The floor person's proposal, confirmed by the supervisor.
                let id = self.ruling(doc).await;
                let path = format!("/v1/rulings/{id}");
                let r = self
                    .send("PATCH", &path, &json!({"final": "upheld"}), &self.floor)
                    .await;
                assert_eq!(r.status, 202, "{}", r.text);
                let proposal = r.json()["final_history"][0]["id"].clone();
                assert!(proposal.is_string(), "{}", r.text);
                if body.get("proposal").is_some() {
                    body["proposal"] = proposal;
                }
                (format!("{path}/confirm"), self.supervisor.clone())
            }
            ("POST", "/v1/incidents/{id}/sign-off") => {
                let media = &doc["paths"]["/v1/incidents"]["post"]["requestBody"]["content"]["application/json"];
                let (_, first) = examples_of(media)
                    .into_iter()
                    .next()
                    .expect("an incident example");
                let r = self
                    .send("POST", "/v1/incidents", &first["value"], &admin)
                    .await;
                assert_eq!(r.status, 201, "{}", r.text);
                let id = r.json()["id"].as_str().expect("id").to_string();
                (
                    format!("/v1/incidents/{id}/sign-off"),
                    self.supervisor.clone(),
                )
            }
            // A table is named by the floor: any name is one.
            ("POST", "/v1/tables/{id}/hands") => (path.replace("{id}", "12"), admin),
            _ => panic!("{method} {path}: no resource to send its examples to (add one here)"),
        }
    }
}

/// Every request example sent: what is wrong (not a documented 2xx, or an answer that does not
/// fit its schema), and how many were sent.
async fn requests_answered(doc: &Value) -> (Vec<String>, usize) {
    let srv = server().await;
    let (mut wrong, mut sent) = (Vec::new(), 0);
    for (path, method, op) in operations(doc) {
        let id = id_of(&op);
        let Some(media) = op.pointer("/requestBody/content/application~1json") else {
            continue;
        };
        for (name, ex) in examples_of(media) {
            let mut body = ex["value"].clone();
            let (to, auth) = srv.prepare(doc, &method, &path, &mut body).await;
            let r = srv.send(&method, &to, &body, &auth).await;
            sent += 1;
            let answer = &op["responses"][r.status.as_str()];
            if !r.status.is_success() || !answer.is_object() {
                wrong.push(format!(
                    "{id} request example {name}: answered {} (not a documented 2xx): {}",
                    r.status, r.text
                ));
                continue;
            }
            let schema = answer["content"]
                .as_object()
                .and_then(|c| c.values().next())
                .map(|m| m["schema"].clone());
            if let Some(schema) = schema {
                wrong.extend(misfit(
                    doc,
                    &schema,
                    &r.json(),
                    &format!("{id} request example {name}: the answer"),
                ));
            }
        }
    }
    (wrong, sent)
}

/// Every example of a 4xx answer: its request (`x-request`) sent: what is wrong (no request,
/// another status, another content type, another problem), and how many were sent.
async fn refusals_answered(doc: &Value) -> (Vec<String>, usize) {
    let srv = server().await;
    let (mut wrong, mut sent) = (Vec::new(), 0);
    for (path, method, op) in operations(doc) {
        let id = id_of(&op);
        for (status, r) in op["responses"].as_object().expect("responses") {
            if !status.starts_with('4') {
                continue;
            }
            for (ctype, media) in r["content"].as_object().into_iter().flatten() {
                for (name, ex) in examples_of(media) {
                    let what = format!("{id} {status} example {name}");
                    let Some(request) = ex.get("x-request") else {
                        wrong.push(format!("{what}: no x-request"));
                        continue;
                    };
                    let mut body = request.clone();
                    let (to, auth) = srv.prepare(doc, &method, &path, &mut body).await;
                    let got = srv.send(&method, &to, &body, &auth).await;
                    sent += 1;
                    if got.status.as_str() != status {
                        wrong.push(format!(
                            "{what}: its request answered {}: {}",
                            got.status, got.text
                        ));
                    } else if got.content_type != *ctype {
                        wrong.push(format!("{what}: answered as {}", got.content_type));
                    } else if got.json() != ex["value"] {
                        wrong.push(format!(
                            "{what}: the server answers {}, the example says {}",
                            got.text, ex["value"]
                        ));
                    }
                }
            }
        }
    }
    (wrong, sent)
}

fn document() -> Value {
    serde_json::from_str(&floorcall_web::openapi_json().expect("the document")).expect("document")
}

#[test]
fn every_example_fits_its_schema() {
    let doc = document();
    let (mut requests, mut responses) = (0, 0);
    for (_, _, op) in operations(&doc) {
        let id = id_of(&op);
        for (status, r) in op["responses"].as_object().expect("responses") {
            for (ctype, media) in r["content"].as_object().into_iter().flatten() {
                for (name, ex) in examples_of(media) {
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
        let examples = examples_of(media);
        assert!(!examples.is_empty(), "{id}: no request example");
        for (name, ex) in examples {
            assert!(ex.get("x-request").is_none(), "{id} request {name}");
            check(
                &doc,
                &media["schema"],
                &ex["value"],
                &format!("{id} request {name}"),
            );
            requests += 1;
        }
    }
    eprintln!("{requests} request examples and {responses} answer examples fit their schemas");
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
    // Every refused variant of the cases is an example of the 422, none is lost.
    let refused: Vec<Value> = serde_json::from_str(
        &std::fs::read_to_string(super::helpers::cases_dir().join("invalid/examples.json"))
            .expect("invalid/examples.json"),
    )
    .expect("json");
    let shown = &create["responses"]["422"]["content"]["application/problem+json"]["examples"];
    for r in &refused {
        let name = r["name"].as_str().expect("name");
        assert!(shown[name]["x-request"].is_object(), "{name}");
        assert_eq!(shown[name]["summary"], r["summary"], "{name}");
    }
    assert_eq!(shown.as_object().map(|o| o.len()), Some(refused.len()));
}

#[tokio::test]
async fn every_request_example_is_answered_with_success() {
    let doc = document();
    let (wrong, sent) = requests_answered(&doc).await;
    eprintln!("{sent} request examples sent");
    assert!(wrong.is_empty(), "{wrong:#?}");
    assert!(sent >= 15, "{sent}");
}

#[tokio::test]
async fn every_refusal_example_is_what_its_request_gets() {
    let doc = document();
    let (wrong, sent) = refusals_answered(&doc).await;
    eprintln!("{sent} refused requests sent");
    assert!(wrong.is_empty(), "{wrong:#?}");
    assert!(sent >= 30, "{sent}");
}

#[tokio::test]
async fn a_wrong_example_is_caught() {
    // The checks above are not vacuous: a document with POST /v1/rulings alone and, among its
    // examples, a refused request shown as a request, a problem the server does not answer,
    // and a refusal without its request.
    let mut doc = document();
    let create = doc["paths"]["/v1/rulings"]["post"].clone();
    doc["paths"] = json!({"/v1/rulings": {"post": create}});
    let op = &mut doc["paths"]["/v1/rulings"]["post"];
    let refusals = op
        .pointer_mut("/responses/422/content/application~1problem+json/examples")
        .and_then(Value::as_object_mut)
        .expect("the 422's examples");
    let mut moved = refusals.get("invalid-seat").expect("invalid-seat").clone();
    refusals.retain(|name, _| {
        ["invalid-seat", "invalid-caller", "invalid-motion"].contains(&name.as_str())
    });
    refusals["invalid-caller"]["value"]["detail"] = json!("not what the server says");
    refusals["invalid-motion"]
        .as_object_mut()
        .expect("example")
        .remove("x-request");
    let requests = op
        .pointer_mut("/requestBody/content/application~1json/examples")
        .and_then(Value::as_object_mut)
        .expect("the request's examples");
    let bet = requests.get("bet").expect("bet").clone();
    requests.clear();
    requests.insert("bet".into(), bet);
    moved["value"] = moved["x-request"].take();
    requests.insert("moved".into(), moved);

    let (wrong, sent) = requests_answered(&doc).await;
    assert_eq!(sent, 2);
    assert_eq!(wrong.len(), 1, "{wrong:#?}");
    assert!(
        wrong[0].contains("moved") && wrong[0].contains("422"),
        "{wrong:#?}"
    );

    let (wrong, sent) = refusals_answered(&doc).await;
    assert_eq!(sent, 2, "{wrong:#?}");
    assert_eq!(wrong.len(), 2, "{wrong:#?}");
    assert!(
        wrong
            .iter()
            .any(|w| w.contains("invalid-caller") && w.contains("not what the server says")),
        "{wrong:#?}"
    );
    assert!(
        wrong
            .iter()
            .any(|w| w.contains("invalid-motion: no x-request")),
        "{wrong:#?}"
    );
}

#[test]
fn an_example_that_breaks_its_schema_is_caught() {
    // The schema check is not vacuous: a ruling request with a misspelt field fails it.
    let doc = document();
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
