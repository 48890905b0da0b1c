//! The dispute forms of the floor console, described from the OpenAPI document the server
//! serves and worded from the web crate's message files, so that the console names no dispute
//! type: a new dispute family gets its form from its schema and its words from `.ftl` lines.
//!
//! Each dispute schema of the document (the `oneOf` of `Dispute`) becomes a [`DisputeForm`]:
//! its `type`, whether a spot can stand for its hand (`x-floorcall-spot`), and a field per
//! property it can be asked for on a tablet, required ones first, nested objects flattened to
//! dotted paths (`declared.word`). A field's kind follows its schema: an enum is a choice, a
//! boolean a box (a choice of yes and no where it may be left unsaid), an integer a number or
//! a seat (named `seat`, `requester`, `target` or `…_seat`), a list of chips the chips tapped
//! (the first) or typed, a list of lists of chips the motions of a string bet; a list of
//! objects (a dispute's `then` actions) has no form field. The first seat field is the one the
//! seat picker fills (`subject`).
//!
//! The words: `dispute-<type>` (the title), `field-<path>`, `option-<value>` (and
//! `option-true`, `option-false`), `outcome-<code>`, with `_` and `.` written `-`. A test
//! checks that every one is in every language's file, and that the files have no other.

use crate::text;
use floorcall_engine::lang::Language;
use floorcall_engine::rules::Edition;
use floorcall_engine::ruling::Outcome;
use floorcall_engine::text::{Message, variables_in};
use serde::Serialize;
use serde_json::Value;
use std::sync::OnceLock;
use utoipa::ToSchema;

/// The dispute types' forms and the outcome codes' words, in one language.
#[derive(Debug, Clone, Serialize, ToSchema)]
pub(crate) struct DisputeForms {
    pub(crate) language: Language,
    /// One per dispute type, in the document's order.
    pub(crate) disputes: Vec<DisputeForm>,
    /// Every outcome code a ruling answers with, in the language's words.
    pub(crate) outcomes: Vec<Word>,
}

/// The form of one dispute type.
#[derive(Debug, Clone, Serialize, ToSchema)]
pub(crate) struct DisputeForm {
    /// The dispute type (`dispute.type`).
    #[serde(rename = "type")]
    pub(crate) kind: String,
    /// What the floor is asked, in the language.
    pub(crate) title: String,
    /// Whether a `spot` can stand for the hand.
    pub(crate) spot: bool,
    /// What the hand's game must have for the dispute to apply (the engine's registry): `any`
    /// game, a `board` (hold'em, Omaha), a `button` (blinds: not stud) or `up-cards` (stud).
    /// The console offers the types a table's game can have first.
    pub(crate) needs: String,
    /// The fields, required ones first.
    pub(crate) fields: Vec<FormField>,
}

/// A field of a dispute form.
#[derive(Debug, Clone, Serialize, ToSchema)]
pub(crate) struct FormField {
    /// Its path in `dispute` (`declared.word`).
    pub(crate) name: String,
    pub(crate) kind: FieldKind,
    /// Its label, in the language.
    pub(crate) label: String,
    /// Whether the dispute needs it (else it may be left out).
    pub(crate) required: bool,
    /// Whether it is the seat the form's seat picker fills.
    pub(crate) subject: bool,
    /// A choice's values and their words.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub(crate) options: Vec<Word>,
}

/// How a field is entered.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub(crate) enum FieldKind {
    /// A seat of the table.
    Seat,
    /// A whole number (chips, a count, seconds).
    Number,
    /// Yes or no (a box).
    Bool,
    /// One of `options`.
    Select,
    /// Whole numbers, typed with spaces between (`2 5`).
    List,
    /// The chips pushed, tapped by denomination.
    Chips,
    /// Chips per forward motion (`1000 500 / 500`).
    Motions,
}

/// A code and its words.
#[derive(Debug, Clone, Serialize, ToSchema)]
pub(crate) struct Word {
    pub(crate) value: String,
    pub(crate) label: String,
}

/// The forms in a language, from the served document (built once per language).
pub(crate) fn forms(lang: Language) -> &'static DisputeForms {
    static FORMS: OnceLock<Vec<DisputeForms>> = OnceLock::new();
    let all = FORMS.get_or_init(|| {
        Language::ALL
            .iter()
            .map(|&l| build(crate::document::value(), l))
            .collect()
    });
    let i = Language::ALL.iter().position(|&l| l == lang).unwrap_or(0);
    &all[i]
}

/// The forms of a document, worded in a language.
pub(crate) fn build(doc: &Value, lang: Language) -> DisputeForms {
    let words = Words(lang);
    let disputes = shapes(doc)
        .into_iter()
        .map(|s| DisputeForm {
            title: words.get(&s.title_id(), &s.kind),
            needs: floorcall_engine::disputes::DisputeKind::parse(&s.kind)
                .map_or("any", |k| k.needs().word())
                .to_string(),
            kind: s.kind,
            spot: s.spot,
            fields: s
                .fields
                .into_iter()
                .map(|f| FormField {
                    label: words.get(&f.label_id(), &f.name),
                    options: f
                        .options
                        .iter()
                        .map(|v| Word {
                            label: words.get(&option_id(v), v),
                            value: v.clone(),
                        })
                        .collect(),
                    name: f.name,
                    kind: f.kind,
                    required: f.required,
                    subject: f.subject,
                })
                .collect(),
        })
        .collect();
    let outcomes = Outcome::all()
        .iter()
        .map(|o| Word {
            value: o.as_str().to_string(),
            label: words.get(&outcome_id(o.as_str()), o.as_str()),
        })
        .collect();
    DisputeForms {
        language: lang,
        disputes,
        outcomes,
    }
}

/// Every message id the forms of a document use (for the completeness test).
#[cfg(test)]
pub(crate) fn message_ids(doc: &Value) -> Vec<String> {
    let mut ids = Vec::new();
    for s in shapes(doc) {
        ids.push(s.title_id());
        for f in &s.fields {
            ids.push(f.label_id());
            ids.extend(f.options.iter().map(|v| option_id(v)));
        }
    }
    ids.extend(Outcome::all().iter().map(|o| outcome_id(o.as_str())));
    ids.sort();
    ids.dedup();
    ids
}

/// A message id from a code: `_` and `.` become `-`.
fn id(prefix: &str, code: &str) -> String {
    format!("{prefix}-{}", code.replace(['_', '.'], "-"))
}

fn option_id(value: &str) -> String {
    id("option", value)
}

fn outcome_id(code: &str) -> String {
    id("outcome", code)
}

/// A language's words for the forms.
struct Words(Language);

impl Words {
    /// The message `id` of the web crate's file, or `fallback` where the file lacks it.
    fn get(&self, id: &str, fallback: &str) -> String {
        let Some(source) = text::file(self.0) else {
            return fallback.to_string();
        };
        // The file's own copy of the id: a message takes a `'static` id.
        match variables_in(source).into_iter().find(|(m, _)| *m == id) {
            Some((id, _)) => text::render(&Message::new(id, Vec::new()), self.0, Edition::E2024),
            None => fallback.to_string(),
        }
    }
}

/// A dispute type's form before its words.
struct Shape {
    kind: String,
    spot: bool,
    fields: Vec<Field>,
}

impl Shape {
    fn title_id(&self) -> String {
        id("dispute", &self.kind)
    }
}

struct Field {
    name: String,
    kind: FieldKind,
    required: bool,
    subject: bool,
    options: Vec<String>,
}

impl Field {
    fn label_id(&self) -> String {
        id("field", &self.name)
    }
}

/// The forms of the document's dispute schemas, in the order of `Dispute`'s `oneOf`.
fn shapes(doc: &Value) -> Vec<Shape> {
    let schemas = &doc["components"]["schemas"];
    let mut out = Vec::new();
    for r in doc["components"]["schemas"]["Dispute"]["oneOf"]
        .as_array()
        .into_iter()
        .flatten()
    {
        let Some(schema) = deref(schemas, r) else {
            continue;
        };
        let Some(kind) = schema["properties"]["type"]["enum"][0].as_str() else {
            continue;
        };
        let mut fields = Vec::new();
        object_fields(schemas, schema, "", true, &mut fields);
        if let Some(f) = fields.iter_mut().find(|f| f.kind == FieldKind::Seat) {
            f.subject = true;
        }
        let mut tapped = false;
        for f in fields.iter_mut().filter(|f| f.kind == FieldKind::Chips) {
            // One set of chips is tapped; any other is typed.
            if tapped {
                f.kind = FieldKind::List;
            }
            tapped = true;
        }
        out.push(Shape {
            kind: kind.to_string(),
            spot: schema["x-floorcall-spot"] == true,
            fields,
        });
    }
    out
}

/// The schema a `$ref` names, or the schema itself.
fn deref<'a>(schemas: &'a Value, s: &'a Value) -> Option<&'a Value> {
    match s["$ref"].as_str() {
        Some(r) => schemas.get(r.strip_prefix("#/components/schemas/")?),
        None => Some(s),
    }
}

/// A property's schema with `null` taken out, and whether it was there: `oneOf [X, null]`,
/// `type: [T, "null"]`. A schema that is itself a choice (`oneOf [count, list]`) is asked in
/// its first, simplest form.
fn unnull<'a>(schemas: &'a Value, p: &'a Value) -> Option<(&'a Value, bool)> {
    if let Some(alts) = p["oneOf"].as_array() {
        let nullable = alts.iter().any(|a| a["type"] == "null");
        let inner = alts.iter().find(|a| a["type"] != "null")?;
        let (s, n) = unnull(schemas, deref(schemas, inner)?)?;
        return Some((s, nullable || n));
    }
    let nullable = p["type"]
        .as_array()
        .is_some_and(|t| t.iter().any(|x| x == "null"));
    let s = deref(schemas, p)?;
    if s["oneOf"].is_array() && !std::ptr::eq(s, p) {
        let (inner, n) = unnull(schemas, s)?;
        return Some((inner, nullable || n));
    }
    Some((s, nullable))
}

/// The schema's type, `null` aside.
fn type_of(s: &Value) -> Option<&str> {
    match &s["type"] {
        Value::String(t) => Some(t),
        Value::Array(ts) => ts.iter().filter_map(Value::as_str).find(|t| *t != "null"),
        _ => None,
    }
}

fn is_seat(name: &str) -> bool {
    matches!(name, "seat" | "requester" | "target") || name.ends_with("_seat")
}

/// An object's properties as fields: required ones in the schema's order, then the others by
/// name; nested objects flattened.
fn object_fields(
    schemas: &Value,
    object: &Value,
    prefix: &str,
    required: bool,
    out: &mut Vec<Field>,
) {
    let Some(props) = object["properties"].as_object() else {
        return;
    };
    let needed: Vec<&str> = object["required"]
        .as_array()
        .into_iter()
        .flatten()
        .filter_map(Value::as_str)
        .collect();
    let mut names: Vec<&str> = needed
        .iter()
        .copied()
        .filter(|n| props.contains_key(*n))
        .collect();
    let mut rest: Vec<&str> = props
        .keys()
        .map(String::as_str)
        .filter(|n| !needed.contains(n))
        .collect();
    rest.sort_unstable();
    names.extend(rest);
    for name in names {
        if prefix.is_empty() && name == "type" {
            continue;
        }
        let Some((schema, nullable)) = unnull(schemas, &props[name]) else {
            continue;
        };
        let path = format!("{prefix}{name}");
        let required = required && needed.contains(&name);
        let field = |kind, options| Field {
            name: path.clone(),
            kind,
            required,
            subject: false,
            options,
        };
        match type_of(schema) {
            Some("object") => object_fields(schemas, schema, &format!("{path}."), required, out),
            Some("string") => {
                let values: Vec<String> = schema["enum"]
                    .as_array()
                    .into_iter()
                    .flatten()
                    .filter_map(Value::as_str)
                    .map(String::from)
                    .collect();
                if !values.is_empty() {
                    out.push(field(FieldKind::Select, values));
                }
            }
            Some("boolean") if nullable => out.push(field(
                FieldKind::Select,
                vec!["true".to_string(), "false".to_string()],
            )),
            Some("boolean") => out.push(field(FieldKind::Bool, Vec::new())),
            Some("integer") if is_seat(name) => out.push(field(FieldKind::Seat, Vec::new())),
            Some("integer") => out.push(field(FieldKind::Number, Vec::new())),
            Some("array") => {
                let Some(items) = deref(schemas, &schema["items"]) else {
                    continue;
                };
                let chips = schema["items"]["$ref"] == "#/components/schemas/Chips";
                match type_of(items) {
                    Some("integer") if chips => out.push(field(FieldKind::Chips, Vec::new())),
                    Some("integer") => out.push(field(FieldKind::List, Vec::new())),
                    Some("array") => out.push(field(FieldKind::Motions, Vec::new())),
                    // A list of objects (actions) has no field on a tablet's form.
                    _ => {}
                }
            }
            _ => {}
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use floorcall_engine::disputes::DisputeKind;

    #[test]
    fn every_dispute_type_has_a_form_worded_in_every_language() {
        let doc = crate::document::value();
        for lang in Language::ALL {
            let forms = build(doc, lang);
            assert_eq!(forms.disputes.len(), DisputeKind::ALL.len());
            for (form, kind) in forms.disputes.iter().zip(DisputeKind::ALL) {
                assert_eq!(form.kind, kind.as_str());
                assert_eq!(form.spot, kind.spot(), "{kind}");
                assert_ne!(
                    form.title,
                    form.kind,
                    "{kind} has no title in {}",
                    lang.code()
                );
                assert!(form.fields.iter().filter(|f| f.subject).count() <= 1);
                for f in &form.fields {
                    assert_ne!(
                        f.label,
                        f.name,
                        "{kind}.{} has no label in {}",
                        f.name,
                        lang.code()
                    );
                    assert_eq!(f.kind == FieldKind::Select, !f.options.is_empty());
                    // Every choice's word is in every file: the text module's test.
                }
            }
            assert_eq!(forms.outcomes.len(), Outcome::all().len());
        }
    }

    #[test]
    fn fields_follow_their_schemas() {
        let schema = serde_json::json!({"components": {"schemas": {
            "Chips": {"type": "integer"},
            "Word": {"type": "string", "enum": ["call", "raise"]},
            "Said": {"type": "object", "required": ["word"], "properties": {
                "word": {"$ref": "#/components/schemas/Word"},
                "to": {"oneOf": [{"$ref": "#/components/schemas/Chips"}, {"type": "null"}]}}},
            "XDispute": {"type": "object", "required": ["type", "target", "said"], "x-floorcall-spot": true,
                "properties": {
                    "type": {"type": "string", "enum": ["x"]},
                    "target": {"type": "integer"},
                    "said": {"$ref": "#/components/schemas/Said"},
                    "chips": {"type": "array", "items": {"$ref": "#/components/schemas/Chips"}},
                    "more": {"type": "array", "items": {"$ref": "#/components/schemas/Chips"}},
                    "motions": {"type": "array", "items": {"type": "array", "items": {"$ref": "#/components/schemas/Chips"}}},
                    "seats": {"type": "array", "items": {"type": "integer"}},
                    "sure": {"type": ["boolean", "null"]},
                    "done": {"type": "boolean"},
                    "then": {"type": "array", "items": {"type": "object"}}}},
            "Dispute": {"oneOf": [{"$ref": "#/components/schemas/XDispute"}]}}}});
        let s = shapes(&schema);
        let f: Vec<(&str, FieldKind, bool, bool)> = s[0]
            .fields
            .iter()
            .map(|f| (f.name.as_str(), f.kind, f.required, f.subject))
            .collect();
        assert!(s[0].spot);
        assert_eq!(
            f,
            [
                ("target", FieldKind::Seat, true, true),
                ("said.word", FieldKind::Select, true, false),
                ("said.to", FieldKind::Number, false, false),
                ("chips", FieldKind::Chips, false, false),
                ("done", FieldKind::Bool, false, false),
                ("more", FieldKind::List, false, false),
                ("motions", FieldKind::Motions, false, false),
                ("seats", FieldKind::List, false, false),
                ("sure", FieldKind::Select, false, false),
            ]
        );
    }
}
