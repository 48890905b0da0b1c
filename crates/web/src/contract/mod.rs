//! The OpenAPI document, generated: utoipa derives it from the handlers and types, and
//! [`refine`] finishes it as generated clients need it and adds what the engine's registry of
//! disputes knows. [`generate`] is run by `floorcall openapi` and the staleness test, with the
//! data-driven cases on disk for the examples; the server serves the committed result
//! (`openapi/openapi.json`, embedded) and never builds the document.
//!
//! utoipa writes an internally tagged enum as `oneOf` of `allOf`s that add the tag to a
//! referenced schema; with `additionalProperties: false` on that schema no request can satisfy
//! it, and code generators cannot name the variants. Here `Dispute` becomes a `oneOf` of named
//! schemas (one per dispute type, named by the registry's `schema_name`), each with its `type`
//! property and whether a spot can stand for its hand (`x-floorcall-spot`), and a
//! `discriminator` with its mapping; the `spot` of a ruling request lists those types, and the
//! `Outcome` schema says what each code means for each type (`x-floorcall-meanings`).

pub(crate) mod examples;

use floorcall_engine::disputes::DisputeKind;
use floorcall_engine::ruling::Outcome;
use serde_json::{Value, json};
use std::path::Path;
use utoipa::OpenApi;
use utoipa_axum::router::OpenApiRouter;

#[derive(OpenApi)]
#[openapi(
    info(
        title = "floorcall",
        description = "Poker TDA floor rulings: send the hand and the disputed act; get the ruling, the rule cited by number for the chosen edition (2024 = 2022, or 2026), the amounts and the reasoning, in any language of the `Language` schema. TDA rule numbers and titles are used with permission of the Poker TDA; summaries are floorcall's own paraphrase.",
        license(name = "MIT OR Apache-2.0")
    ),
    tags(
        (name = "rulings", description = "Rulings on disputes, and the rulings log"),
        (name = "hands", description = "Replaying and importing hands"),
        (name = "rules", description = "The TDA rule catalog by edition and language"),
        (name = "tables", description = "Balancing and breaking tables"),
        (name = "keys", description = "API keys and their roles (admin)"),
        (name = "console", description = "The floor console's own words"),
        (name = "operations", description = "Health, readiness and metrics")
    )
)]
struct ApiDoc;

/// The folder of the data-driven cases in the source tree (`tests/cases`), the default of
/// `floorcall openapi --cases`.
pub const CASES: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../../tests/cases");

/// The document, as committed in `openapi/openapi.json`: from the handlers, with the examples
/// computed from the cases in `cases`.
pub fn generate(cases: &Path) -> Result<String, examples::ExamplesError> {
    let (_, api) = OpenApiRouter::with_openapi(ApiDoc::openapi())
        .merge(crate::routes::api().router)
        .split_for_parts();
    let examples = examples::all(cases)?;
    let text = refine(api, &examples).to_pretty_json().unwrap_or_default();
    Ok(with_requests(&text, &examples) + "\n")
}

/// The request of each refused request's answer example, as its `x-request`: utoipa's
/// `Example` holds no extension, so it is added to the document as utoipa wrote it, its keys
/// in their order (`serde_json::Value` would sort them).
fn with_requests(text: &str, all: &[(&str, examples::OperationExamples)]) -> String {
    let Ok(mut doc) = serde_json::from_str::<Ordered>(text) else {
        return text.to_string();
    };
    let ops = doc
        .get_mut("paths")
        .into_iter()
        .flat_map(Ordered::values_mut)
        .flat_map(Ordered::values_mut);
    for op in ops {
        let id = match op.get_mut("operationId") {
            Some(Ordered::Scalar(Value::String(id))) => id.clone(),
            _ => continue,
        };
        let Some((_, ex)) = all.iter().find(|(op_id, _)| *op_id == id) else {
            continue;
        };
        for (status, e) in &ex.responses {
            let Some(request) = &e.request else { continue };
            let Some(content) = op
                .get_mut("responses")
                .and_then(|r| r.get_mut(&status.to_string()))
                .and_then(|r| r.get_mut("content"))
            else {
                continue;
            };
            for media in content.values_mut() {
                if let Some(Ordered::Object(fields)) =
                    media.get_mut("examples").and_then(|x| x.get_mut(&e.name))
                {
                    fields.retain(|(k, _)| k != "x-request");
                    fields.push(("x-request".into(), Ordered::Scalar(request.clone())));
                }
            }
        }
    }
    serde_json::to_string_pretty(&doc).unwrap_or_else(|_| text.to_string())
}

/// A JSON value whose objects keep their keys in the order read.
#[derive(Debug)]
enum Ordered {
    Object(Vec<(String, Ordered)>),
    Array(Vec<Ordered>),
    Scalar(Value),
}

impl Ordered {
    fn get_mut(&mut self, key: &str) -> Option<&mut Ordered> {
        match self {
            Ordered::Object(fields) => fields.iter_mut().find(|(k, _)| k == key).map(|(_, v)| v),
            _ => None,
        }
    }

    /// The values of an object (none of anything else).
    fn values_mut(&mut self) -> impl Iterator<Item = &mut Ordered> {
        let fields = match self {
            Ordered::Object(fields) => fields.as_mut_slice(),
            _ => &mut [],
        };
        fields.iter_mut().map(|(_, v)| v)
    }
}

impl serde::Serialize for Ordered {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        use serde::ser::{SerializeMap, SerializeSeq};
        match self {
            Ordered::Object(fields) => {
                let mut m = s.serialize_map(Some(fields.len()))?;
                for (k, v) in fields {
                    m.serialize_entry(k, v)?;
                }
                m.end()
            }
            Ordered::Array(items) => {
                let mut q = s.serialize_seq(Some(items.len()))?;
                for v in items {
                    q.serialize_element(v)?;
                }
                q.end()
            }
            Ordered::Scalar(v) => v.serialize(s),
        }
    }
}

impl<'de> serde::Deserialize<'de> for Ordered {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        struct Visit;
        impl<'de> serde::de::Visitor<'de> for Visit {
            type Value = Ordered;
            fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
                f.write_str("JSON")
            }
            fn visit_bool<E>(self, v: bool) -> Result<Ordered, E> {
                Ok(Ordered::Scalar(Value::Bool(v)))
            }
            fn visit_i64<E>(self, v: i64) -> Result<Ordered, E> {
                Ok(Ordered::Scalar(Value::from(v)))
            }
            fn visit_u64<E>(self, v: u64) -> Result<Ordered, E> {
                Ok(Ordered::Scalar(Value::from(v)))
            }
            fn visit_f64<E>(self, v: f64) -> Result<Ordered, E> {
                Ok(Ordered::Scalar(Value::from(v)))
            }
            fn visit_str<E>(self, v: &str) -> Result<Ordered, E> {
                Ok(Ordered::Scalar(Value::from(v)))
            }
            fn visit_unit<E>(self) -> Result<Ordered, E> {
                Ok(Ordered::Scalar(Value::Null))
            }
            fn visit_seq<A: serde::de::SeqAccess<'de>>(
                self,
                mut a: A,
            ) -> Result<Ordered, A::Error> {
                let mut items = Vec::new();
                while let Some(v) = a.next_element()? {
                    items.push(v);
                }
                Ok(Ordered::Array(items))
            }
            fn visit_map<A: serde::de::MapAccess<'de>>(
                self,
                mut a: A,
            ) -> Result<Ordered, A::Error> {
                let mut fields = Vec::new();
                while let Some((k, v)) = a.next_entry::<String, Ordered>()? {
                    fields.push((k, v));
                }
                Ok(Ordered::Object(fields))
            }
        }
        d.deserialize_any(Visit)
    }
}

/// Finish the generated document.
pub(crate) fn refine(
    api: utoipa::openapi::OpenApi,
    examples: &[(&str, examples::OperationExamples)],
) -> utoipa::openapi::OpenApi {
    let Ok(mut doc) = serde_json::to_value(&api) else {
        return api;
    };
    flattened(&mut doc);
    disputes(&mut doc);
    outcomes(&mut doc);
    knob_values(&mut doc);
    add_examples(&mut doc, examples);
    security(&mut doc);
    request_id(&mut doc);
    serde_json::from_value(doc).unwrap_or(api)
}

/// The bearer scheme, and on each operation that needs a key (its `x-floorcall-role`, set where
/// the route is registered): the scheme, the least role in its description, and the answers
/// every such operation may give (401, 403, 429, 421), declared here once.
fn security(doc: &mut Value) {
    if let Some(c) = doc.get_mut("components").and_then(Value::as_object_mut) {
        c.insert(
            "securitySchemes".into(),
            json!({"apiKey": {
                "type": "http",
                "scheme": "bearer",
                "description": "An API key (`floorcall keys create --name NAME --role ROLE`, or `POST /v1/keys`) sent as `Authorization: Bearer <key>`. Roles, each allowing what the previous ones allow: reader (read the log and the rules), floor (rulings, replay, import, balance), supervisor (the final word), admin (keys). A server with no key (on a loopback address, or with `--no-auth`) asks for none."
            }}),
        );
    }
    let Some(paths) = doc.get_mut("paths").and_then(Value::as_object_mut) else {
        return;
    };
    let problem = |d: &str| json!({"description": d, "content": {"application/problem+json": {"schema": {"$ref": "#/components/schemas/Problem"}}}});
    for (path, item) in paths.iter_mut() {
        let Some(item) = item.as_object_mut() else {
            continue;
        };
        // A path whose parameter is followed by more (`/v1/rulings/{id}/confirm`): sent with an
        // empty parameter, the path names the parent resource (`/v1/rulings/confirm`), whose
        // methods may not include this one.
        let nested = path.contains("}/");
        for op in item.values_mut() {
            if nested && let Some(r) = op.get_mut("responses").and_then(Value::as_object_mut) {
                r.insert(
                    "405".into(),
                    problem("An empty path parameter: the path then names another resource, which does not answer this method"),
                );
            }
            let Some(op) = op.as_object_mut() else {
                continue;
            };
            let Some(role) = op.get("x-floorcall-role").and_then(Value::as_str) else {
                continue;
            };
            let note = format!("\n\nNeeds an API key with the `{role}` role or a higher one.");
            op.insert("security".into(), json!([{"apiKey": []}]));
            match op.get_mut("description") {
                Some(Value::String(d)) => d.push_str(&note),
                _ => {
                    op.insert("description".into(), json!(note.trim_start()));
                }
            }
            if let Some(r) = op.get_mut("responses").and_then(Value::as_object_mut) {
                r.insert(
                    "401".into(),
                    problem("No API key, or one unknown or revoked (`WWW-Authenticate: Bearer`)"),
                );
                r.insert(
                    "403".into(),
                    problem("The key's role is below the operation's"),
                );
                let mut limited = problem("Over the key's request rate");
                limited["headers"] = json!({"Retry-After": {"description": "Seconds to wait", "schema": {"type": "integer"}}});
                r.insert("429".into(), limited);
                r.insert(
                    "421".into(),
                    problem("A `Host` the server does not answer for (`--allowed-hosts`)"),
                );
            }
        }
    }
}

/// A type with a flattened part (a ruling's `decision`, inlined) as one object: utoipa
/// writes it as an `allOf` of inline objects, which client generators read poorly; the wire
/// has one object with every field, and so does the document.
fn flattened(doc: &mut Value) {
    /// The properties and required fields of inline objects, `None` where a part is not one.
    fn parts(
        all: &[Value],
        props: &mut serde_json::Map<String, Value>,
        required: &mut Vec<Value>,
    ) -> bool {
        all.iter()
            .all(|part| match part.get("allOf").and_then(Value::as_array) {
                Some(inner) => parts(inner, props, required),
                None if part.get("type") == Some(&json!("object"))
                    && part.get("$ref").is_none() =>
                {
                    if let Some(p) = part.get("properties").and_then(Value::as_object) {
                        props.extend(p.iter().map(|(k, v)| (k.clone(), v.clone())));
                    }
                    if let Some(r) = part.get("required").and_then(Value::as_array) {
                        required.extend(r.iter().cloned());
                    }
                    true
                }
                None => false,
            })
    }
    let Some(schemas) = doc
        .pointer_mut("/components/schemas")
        .and_then(Value::as_object_mut)
    else {
        return;
    };
    for schema in schemas.values_mut() {
        let Some(all) = schema.get("allOf").and_then(Value::as_array) else {
            continue;
        };
        let (mut props, mut required) = (serde_json::Map::new(), Vec::new());
        if !parts(all, &mut props, &mut required) {
            continue;
        }
        let mut merged = serde_json::Map::new();
        merged.insert("type".into(), json!("object"));
        if let Some(d) = schema.get("description") {
            merged.insert("description".into(), d.clone());
        }
        merged.insert("required".into(), Value::Array(required));
        merged.insert("properties".into(), Value::Object(props));
        *schema = Value::Object(merged);
    }
}

fn disputes(doc: &mut Value) {
    let Some(schemas) = doc
        .pointer_mut("/components/schemas")
        .and_then(Value::as_object_mut)
    else {
        return;
    };
    let mut one_of = Vec::new();
    let mut mapping = serde_json::Map::new();
    for &kind in DisputeKind::ALL {
        let name = kind.schema_name();
        let reference = format!("#/components/schemas/{name}");
        if let Some(schema) = schemas.get_mut(name).and_then(Value::as_object_mut) {
            let mut properties = serde_json::Map::new();
            properties.insert(
                "type".into(),
                json!({"type": "string", "enum": [kind.as_str()], "description": "The dispute type."}),
            );
            if let Some(Value::Object(old)) = schema.remove("properties") {
                properties.extend(old);
            }
            schema.insert("properties".into(), Value::Object(properties));
            let mut required = vec![json!("type")];
            if let Some(Value::Array(old)) = schema.remove("required") {
                required.extend(old);
            }
            schema.insert("required".into(), Value::Array(required));
            schema.insert("type".into(), json!("object"));
            schema.insert("x-floorcall-spot".into(), json!(kind.spot()));
        }
        one_of.push(json!({"$ref": reference}));
        mapping.insert(kind.as_str().into(), json!(reference));
    }
    // The request's `spot` says which types it stands for.
    let spot_types: Vec<String> = DisputeKind::ALL
        .iter()
        .filter(|k| k.spot())
        .map(|k| format!("`{}`", k.as_str()))
        .collect();
    if let Some(spot) = schemas
        .get_mut("RulingRequest")
        .and_then(|r| r.pointer_mut("/properties/spot"))
    {
        let note = format!(
            " The dispute types a spot can stand for (`x-floorcall-spot`): {}.",
            spot_types.join(", ")
        );
        let described = spot.get("description").is_some();
        let target = if described {
            spot.get_mut("description")
        } else {
            spot.pointer_mut("/oneOf/0/description")
        };
        match target {
            Some(Value::String(d)) => d.push_str(&note),
            _ => {
                spot["description"] = json!(note.trim_start());
            }
        }
    }
    schemas.insert(
        "Dispute".into(),
        json!({
            "description": "What the floor is asked: one of the dispute types, named by `type`.",
            "oneOf": one_of,
            "discriminator": {"propertyName": "type", "mapping": mapping},
        }),
    );
}

/// What each outcome code means for each dispute type that answers with it, on the `Outcome`
/// schema: `{"call": {"bet": "the act is a call", …}, …}`.
fn outcomes(doc: &mut Value) {
    let Some(outcome) = doc.pointer_mut("/components/schemas/Outcome") else {
        return;
    };
    let mut meanings = serde_json::Map::new();
    for &code in Outcome::all() {
        let by_type: serde_json::Map<String, Value> = DisputeKind::ALL
            .iter()
            .filter_map(|k| {
                k.outcomes()
                    .iter()
                    .find(|(o, _)| *o == code)
                    .map(|(_, meaning)| (k.as_str().to_string(), json!(meaning)))
            })
            .collect();
        meanings.insert(code.as_str().into(), Value::Object(by_type));
    }
    outcome["x-floorcall-meanings"] = Value::Object(meanings);
}

/// A house citation's `value` and `tda_value` are a knob's values: a whole number, a word or
/// true/false (the engine's type declares them as objects, which no knob's value is).
fn knob_values(doc: &mut Value) {
    let Some(props) = doc.pointer_mut("/components/schemas/HouseCitation/properties") else {
        return;
    };
    for field in ["value", "tda_value"] {
        if let Some(schema) = props.get_mut(field).and_then(Value::as_object_mut) {
            schema.insert("type".into(), json!(["integer", "string", "boolean"]));
        }
    }
}

/// How an operation's examples are laid out, in the description of each that has refused
/// requests among them.
const EXAMPLES_NOTE: &str = "Examples: every request example is a request this operation answers with success (2xx); an id in one stands for an id the server gave. A request it refuses is an example of the refusal's answer instead (its 4xx response): the example's value is the problem the server answers, its summary says what is wrong with the request, and its `x-request` holds the request body that gets that answer.";

/// The examples of [`examples::all`] in place of the operations' single examples: the
/// requests answered with success as the request body's examples, and each answer's examples
/// in its response (a refused request's answer with the request as its `x-request`).
fn add_examples(doc: &mut Value, all: &[(&str, examples::OperationExamples)]) {
    let Some(paths) = doc.get_mut("paths").and_then(Value::as_object_mut) else {
        return;
    };
    for item in paths.values_mut() {
        let Some(ops) = item.as_object_mut() else {
            continue;
        };
        for op in ops.values_mut() {
            let Some(id) = op.get("operationId").and_then(Value::as_str) else {
                continue;
            };
            let Some((_, ex)) = all.iter().find(|(op_id, _)| *op_id == id) else {
                continue;
            };
            if !ex.requests.is_empty()
                && let Some(media) = op.pointer_mut("/requestBody/content/application~1json")
                && let Some(media) = media.as_object_mut()
            {
                media.remove("example");
                media.insert("examples".into(), named(ex.requests.iter()));
            }
            let mut statuses: Vec<u16> = ex.responses.iter().map(|(s, _)| *s).collect();
            statuses.sort_unstable();
            statuses.dedup();
            if statuses.iter().any(|s| (400..500).contains(s)) {
                let note = format!("\n\n{EXAMPLES_NOTE}");
                match op.get_mut("description") {
                    Some(Value::String(d)) => d.push_str(&note),
                    _ => {
                        op["description"] = json!(EXAMPLES_NOTE);
                    }
                }
            }
            for status in statuses {
                let chosen: Vec<&examples::Example> = ex
                    .responses
                    .iter()
                    .filter(|(s, _)| *s == status)
                    .map(|(_, e)| e)
                    .collect();
                if chosen.is_empty() {
                    continue;
                }
                let Some(content) = op
                    .pointer_mut(&format!("/responses/{status}/content"))
                    .and_then(Value::as_object_mut)
                else {
                    continue;
                };
                let media = content
                    .keys()
                    .find(|k| k.as_str() == "application/json" || k.ends_with("+json"))
                    .cloned();
                if let Some(media) = media
                    .and_then(|m| content.get_mut(&m))
                    .and_then(Value::as_object_mut)
                {
                    media.remove("example");
                    media.insert("examples".into(), named(chosen.into_iter()));
                }
            }
        }
    }
}

fn named<'a>(examples: impl Iterator<Item = &'a examples::Example>) -> Value {
    let mut out = serde_json::Map::new();
    for e in examples {
        let mut one = json!({"summary": e.summary, "value": e.value});
        if let Some(d) = &e.description {
            one["description"] = json!(d);
        }
        out.insert(e.name.clone(), one);
    }
    Value::Object(out)
}

/// Every answer carries `X-Request-Id` (the client's, or a new ULID), as its log line does.
fn request_id(doc: &mut Value) {
    let Some(paths) = doc.get_mut("paths").and_then(Value::as_object_mut) else {
        return;
    };
    for item in paths.values_mut() {
        for op in item
            .as_object_mut()
            .into_iter()
            .flat_map(|o| o.values_mut())
        {
            let Some(responses) = op.get_mut("responses").and_then(Value::as_object_mut) else {
                continue;
            };
            for r in responses.values_mut() {
                let Some(r) = r.as_object_mut() else { continue };
                let problem = r
                    .get("content")
                    .and_then(Value::as_object)
                    .is_some_and(|c| c.contains_key("application/problem+json"));
                let headers = r.entry("headers").or_insert_with(|| json!({}));
                if let Some(h) = headers.as_object_mut() {
                    if problem {
                        h.insert(
                            "Content-Language".into(),
                            json!({
                                "description": "The language of the problem's title and detail: the body's `language`, else `Accept-Language`, else English",
                                "schema": {"type": "string"}
                            }),
                        );
                        h.insert(
                            "Vary".into(),
                            json!({"description": "`accept-language`", "schema": {"type": "string"}}),
                        );
                    }
                    h.insert(
                        "X-Request-Id".into(),
                        json!({
                            "description": "The request's id: the client's `X-Request-Id`, or a new one; the server's log line carries it too",
                            "schema": {"type": "string"}
                        }),
                    );
                }
            }
        }
    }
}
