//! The engine for the browser: `decide` takes a ruling request (the JSON of `POST /v1/rulings`)
//! and returns the ruling exactly as the engine gives it to the server (without the log's `id`),
//! or a problem. The console loads the `.wasm` with `WebAssembly.instantiate` and passes bytes
//! through the module's memory, so neither wasm-bindgen nor a JavaScript bundler is needed:
//!
//! ```text
//! in  = alloc(len); copy the request's UTF-8 into memory[in .. in+len]
//! out = decide(in, len)            // decide frees the request's buffer
//! n   = u32 little-endian at memory[out .. out+4]; the answer is memory[out+4 .. out+4+n]
//! dealloc(out, n + 4)
//! ```
//!
//! The answer is JSON: a ruling, or `{"problem": {…}}` with the kind, the field and the action
//! index at fault, the rule's key and the detail in the request's language. Only the shipped
//! house-rule profiles are known here (a server's own profiles are the server's).

use floorcall_engine::error::HandError;
use floorcall_engine::lang::Language;
use floorcall_engine::request::RulingRequest;
use floorcall_engine::rules::Edition;
use serde::Serialize;

/// A request the engine refused, or JSON that is no ruling request.
#[derive(Debug, Serialize)]
pub struct Problem {
    /// `invalid`, `illegal_action`, `unsupported`, `dispute_mismatch`, or `bad_request` (the
    /// JSON does not parse as a ruling request).
    pub kind: String,
    /// The field at fault, as the server's problem names it (`spot.seats[3].acted`).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub field: Option<String>,
    /// The action at fault.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub action_index: Option<usize>,
    /// The key of the rule the act breaks.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub rule: Option<&'static str>,
    /// What is wrong, in the request's language.
    pub detail: String,
}

#[derive(Serialize)]
struct Refused {
    problem: Problem,
}

/// Rule on a request's JSON: the ruling's JSON, or `{"problem": …}`. The defaults are the
/// server's own when a request names none: the 2024 edition, English.
pub fn decide_json(input: &[u8]) -> String {
    let answer = match serde_json::from_slice::<RulingRequest>(input) {
        Err(e) => Err(Problem {
            kind: "bad_request".into(),
            field: None,
            action_index: None,
            rule: None,
            detail: e.to_string(),
        }),
        Ok(req) => {
            let lang = req.language.unwrap_or(Language::En);
            let edition = req.edition.unwrap_or(Edition::E2024);
            req.decide(Edition::E2024, Language::En)
                .map_err(|e| problem(&e, lang, edition))
                .and_then(|r| {
                    serde_json::to_string(&r).map_err(|e| Problem {
                        kind: "internal".into(),
                        field: None,
                        action_index: None,
                        rule: None,
                        detail: e.to_string(),
                    })
                })
        }
    };
    match answer {
        Ok(json) => json,
        Err(problem) => serde_json::to_string(&Refused { problem })
            .unwrap_or_else(|_| r#"{"problem":{"kind":"internal","detail":""}}"#.into()),
    }
}

fn problem(e: &HandError, lang: Language, edition: Edition) -> Problem {
    let kind = serde_json::to_value(e.kind)
        .ok()
        .and_then(|v| v.as_str().map(String::from))
        .unwrap_or_default();
    Problem {
        kind,
        field: e.field.clone(),
        action_index: e.action_index,
        rule: e.rule.map(|k| floorcall_engine::rules::entry(k).slug),
        detail: e.describe(lang, edition),
    }
}

/// A buffer of `len` bytes in the module's memory, for the caller to fill.
#[unsafe(no_mangle)]
#[allow(unsafe_code)]
pub extern "C" fn alloc(len: usize) -> *mut u8 {
    let mut v = Vec::<u8>::with_capacity(len.max(1));
    let p = v.as_mut_ptr();
    std::mem::forget(v);
    p
}

/// Frees a buffer of `alloc` (its `len`) or of `decide` (its length prefix plus 4).
///
/// # Safety
/// `ptr` and `len` are a buffer this module handed out and did not free yet.
#[unsafe(no_mangle)]
#[allow(unsafe_code)]
pub unsafe extern "C" fn dealloc(ptr: *mut u8, len: usize) {
    // SAFETY: the caller gives back a buffer `alloc` or `decide` made with this capacity.
    drop(unsafe { Vec::from_raw_parts(ptr, 0, len.max(1)) });
}

/// Rules on the request in `alloc`'s buffer (`len` bytes of UTF-8 JSON), frees it, and returns a
/// buffer holding the answer's length (u32, little-endian) and then the answer.
///
/// # Safety
/// `ptr` is a buffer of `alloc(len)` filled with `len` bytes.
#[unsafe(no_mangle)]
#[allow(unsafe_code)]
pub unsafe extern "C" fn decide(ptr: *mut u8, len: usize) -> *mut u8 {
    // SAFETY: the caller filled `len` bytes of a buffer of `alloc(len)`; it is ours to free.
    let input = unsafe { Vec::from_raw_parts(ptr, len, len.max(1)) };
    let answer = decide_json(&input);
    drop(input);
    let mut out = Vec::with_capacity(answer.len() + 4);
    out.extend_from_slice(&(answer.len() as u32).to_le_bytes());
    out.extend_from_slice(answer.as_bytes());
    let p = out.as_mut_ptr();
    // The capacity is exactly `answer.len() + 4`, what `dealloc` is given back.
    debug_assert_eq!(out.capacity(), out.len());
    std::mem::forget(out);
    p
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_ruling_and_a_problem() {
        let req = br#"{"hand": {"game": "NLHE", "blinds": {"small": 250, "big": 500}, "button": 5,
          "seats": [{"seat": 1, "stack": 20000}, {"seat": 2, "stack": 20000}, {"seat": 3, "stack": 20000},
                    {"seat": 4, "stack": 20000}, {"seat": 5, "stack": 20000}],
          "actions": [{"seat": 3, "action": "raise", "to": 1100}]},
          "dispute": {"type": "bet", "seat": 4, "chips": [1000, 100, 100, 100, 100, 100]}}"#;
        let v: serde_json::Value = serde_json::from_str(&decide_json(req)).expect("JSON");
        assert_eq!(v["outcome"], "raise");
        assert_eq!(v["action"]["to"], 1700);
        let bad = br#"{"hand": {"game": "NLHE", "blinds": {"small": 250, "big": 500}, "button": 5,
          "seats": [{"seat": 1, "stack": 20000}, {"seat": 2, "stack": 20000}], "actions": []},
          "dispute": {"type": "bet", "seat": 9, "chips": [100]}, "language": "pt"}"#;
        let v: serde_json::Value = serde_json::from_str(&decide_json(bad)).expect("JSON");
        assert!(
            v["problem"]["detail"]
                .as_str()
                .is_some_and(|d| !d.is_empty())
        );
        assert!(v["problem"]["field"].is_string(), "{v}");
        let v: serde_json::Value = serde_json::from_str(&decide_json(b"{")).expect("JSON");
        assert_eq!(v["problem"]["kind"], "bad_request");
    }

    #[test]
    fn the_abi_round_trip() {
        let req = br#"{"nope": 1}"#;
        let p = alloc(req.len());
        #[allow(unsafe_code)]
        // SAFETY: `p` is a fresh buffer of `req.len()` bytes.
        let answer = unsafe {
            std::ptr::copy_nonoverlapping(req.as_ptr(), p, req.len());
            let out = decide(p, req.len());
            let n = u32::from_le_bytes([*out, *out.add(1), *out.add(2), *out.add(3)]) as usize;
            let s = std::str::from_utf8(std::slice::from_raw_parts(out.add(4), n))
                .expect("UTF-8")
                .to_string();
            dealloc(out, n + 4);
            s
        };
        assert!(answer.contains("bad_request"), "{answer}");
    }
}
