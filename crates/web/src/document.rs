//! The OpenAPI document the server serves: the committed `openapi/openapi.json`, embedded in
//! the binary (the staleness test keeps it equal to what the code generates). Parsed once.

use serde_json::Value;
use std::sync::OnceLock;

/// The document's text, as committed.
pub const JSON: &str = include_str!(concat!(
    env!("CARGO_MANIFEST_DIR"),
    "/../../openapi/openapi.json"
));

/// The document, parsed once.
pub(crate) fn value() -> &'static Value {
    static DOCUMENT: OnceLock<Value> = OnceLock::new();
    DOCUMENT.get_or_init(|| serde_json::from_str(JSON).unwrap_or(Value::Null))
}
