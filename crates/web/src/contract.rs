//! The OpenAPI document as generated clients need it, finished after utoipa derived it from the
//! handlers and types.
//!
//! utoipa writes an internally tagged enum as `oneOf` of `allOf`s that add the tag to a
//! referenced schema; with `additionalProperties: false` on that schema no request can satisfy
//! it, and code generators cannot name the variants. Here `Dispute` becomes a `oneOf` of named
//! schemas (`BetDispute`, `OptionsDispute`, …), each with its `type` property, and a
//! `discriminator` with its mapping.

use floorcall_engine::ruling::DisputeKind;
use serde_json::{Value, json};

/// The named schema of each dispute type.
pub fn dispute_schema(kind: DisputeKind) -> &'static str {
    match kind {
        DisputeKind::Bet => "BetDispute",
        DisputeKind::Options => "OptionsDispute",
        DisputeKind::OutOfTurn => "OutOfTurnDispute",
        DisputeKind::IncorrectBet => "IncorrectBetDispute",
        DisputeKind::CardsDealt => "CardsDealtDispute",
        DisputeKind::ShowRequest => "ShowRequestDispute",
        DisputeKind::FaceUp => "FaceUpDispute",
        DisputeKind::Showdown => "ShowdownDispute",
    }
}

/// Finish the generated document.
pub fn refine(api: utoipa::openapi::OpenApi) -> utoipa::openapi::OpenApi {
    let Ok(mut doc) = serde_json::to_value(&api) else {
        return api;
    };
    disputes(&mut doc);
    serde_json::from_value(doc).unwrap_or(api)
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
    for kind in DisputeKind::ALL {
        let name = dispute_schema(kind);
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
        }
        one_of.push(json!({"$ref": reference}));
        mapping.insert(kind.as_str().into(), json!(reference));
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
