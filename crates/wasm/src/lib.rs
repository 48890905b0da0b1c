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
//! index at fault, the rule's key and the detail in the request's language.
//!
//! The shipped house-rule profiles are built in. A server's own profile is given beside the
//! request, as the server serves it (`GET /v1/house-rules/{name}/definition`): the request's JSON
//! may carry `"house_definition": {"name", "version", "digest", "text"}` (the profile's TOML file
//! and its `sha256:` digest), and the request is ruled under it exactly as the server rules
//! under its file. The definition's text must hash to its digest and its name must be the
//! request's `house` (a request naming none is ruled under it, as under a server's default).
//! A request that pins a version (`house_version`, `house_digest`) is refused when the profile
//! is another version (`kind`: `house_changed`), as the server refuses it.

use floorcall_engine::error::HandError;
use floorcall_engine::house::Profile;
use floorcall_engine::lang::Language;
use floorcall_engine::request::{HousePin, RulingRequest};
use floorcall_engine::rules::Edition;
use serde::{Deserialize, Serialize};

/// A request the engine refused, or JSON that is no ruling request.
#[derive(Debug, Serialize)]
pub struct Problem {
    /// `invalid`, `illegal_action`, `unsupported`, `dispute_mismatch`, `bad_request` (the
    /// JSON does not parse as a ruling request), `bad_house_definition` (the profile given
    /// beside it does not read, is not the request's, or does not hash to its digest) or
    /// `house_changed` (the request pins another version of the profile).
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

/// A profile as the server serves it (`GET /v1/house-rules/{name}/definition`), given beside
/// a request.
#[derive(Debug, Deserialize)]
pub struct HouseDefinition {
    /// The profile's name.
    pub name: String,
    /// Its version.
    pub version: String,
    /// `sha256:` and the hex digest of `text`.
    pub digest: String,
    /// `toml` (the only format).
    #[serde(default)]
    pub format: Option<String>,
    /// The profile's TOML file.
    pub text: String,
}

fn refused(kind: &str, field: Option<&str>, detail: String) -> Problem {
    Problem {
        kind: kind.into(),
        field: field.map(String::from),
        action_index: None,
        rule: None,
        detail,
    }
}

/// The request and the profile given beside it, if any.
fn read(input: &[u8]) -> Result<(RulingRequest, Option<HouseDefinition>), Problem> {
    let bad = |e: serde_json::Error| refused("bad_request", None, e.to_string());
    let mut v: serde_json::Value = serde_json::from_slice(input).map_err(bad)?;
    let Some(d) = v.as_object_mut().and_then(|o| o.remove("house_definition")) else {
        // The request alone, read exactly as the server reads it.
        return Ok((serde_json::from_slice(input).map_err(bad)?, None));
    };
    let definition = match d {
        serde_json::Value::Null => None,
        d => Some(serde_json::from_value::<HouseDefinition>(d).map_err(|e| {
            refused(
                "bad_house_definition",
                Some("house_definition"),
                e.to_string(),
            )
        })?),
    };
    Ok((serde_json::from_value(v).map_err(bad)?, definition))
}

/// The profile of a definition, checked against its digest and the request's `house`.
fn profile_of(d: &HouseDefinition, req: &RulingRequest) -> Result<Profile, Problem> {
    let bad = |detail: String| refused("bad_house_definition", Some("house_definition"), detail);
    if let Some(f) = d.format.as_deref().filter(|f| *f != "toml") {
        return Err(bad(format!("the format `{f}` is not `toml`")));
    }
    let p = Profile::parse(&d.text).map_err(|e| bad(format!("the profile does not read: {e}")))?;
    if p.digest != d.digest {
        return Err(bad(format!(
            "the profile's text hashes to {}, not to its digest {}",
            p.digest, d.digest
        )));
    }
    if p.name != d.name || p.version != d.version {
        return Err(bad(format!(
            "the profile's file is {} version {}, not {} version {}",
            p.name, p.version, d.name, d.version
        )));
    }
    if let Some(name) = req.house.as_deref().filter(|n| *n != p.name) {
        return Err(bad(format!(
            "the request names the profile `{name}`, the definition is `{}`",
            p.name
        )));
    }
    Ok(p)
}

/// Rule on a request's JSON: the ruling's JSON, or `{"problem": …}`. The defaults are the
/// server's own when a request names none: the 2024 edition, English.
pub fn decide_json(input: &[u8]) -> String {
    let answer = read(input).and_then(|(req, definition)| {
        let lang = req.language.unwrap_or(Language::En);
        let edition = req.edition.unwrap_or(Edition::E2024);
        let profile = match &definition {
            Some(d) => Some(profile_of(d, &req)?),
            None => req
                .builtin_house()
                .map_err(|e| problem(&e, lang, edition))?
                .cloned(),
        };
        match req.house_pin(profile.as_ref()) {
            HousePin::Holds => {}
            HousePin::Changed | HousePin::NoProfile => {
                return Err(refused(
                    "house_changed",
                    Some("house_digest"),
                    format!(
                        "the request pins {} version {} ({}); the profile here is {}",
                        req.house.as_deref().unwrap_or("a profile"),
                        req.house_version.as_deref().unwrap_or("?"),
                        req.house_digest.as_deref().unwrap_or("?"),
                        profile.as_ref().map_or("none".to_string(), |p| format!(
                            "version {} ({})",
                            p.version, p.digest
                        )),
                    ),
                ));
            }
        }
        req.decide_under(Edition::E2024, Language::En, profile.as_ref())
            .map_err(|e| problem(&e, lang, edition))
            .and_then(|r| {
                serde_json::to_string(&r).map_err(|e| refused("internal", None, e.to_string()))
            })
    });
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

// Every buffer handed across the boundary is a `Box<[u8]>`: its allocation is exactly its
// length, so the pointer and the length the caller gives back are all it takes to free it. (A
// `Vec`'s capacity may exceed what `with_capacity` asked for, and `Vec::from_raw_parts` with
// another capacity than the allocation's is undefined behaviour whatever the allocator does.)

/// The buffer `ptr`..`ptr + len` as the box it was made from.
///
/// # Safety
/// `ptr` and `len` are a `Box<[u8]>` of exactly `len` bytes turned into a pointer by
/// `into_raw_buffer`, not freed or taken back yet.
#[allow(unsafe_code)]
unsafe fn from_raw_buffer(ptr: *mut u8, len: usize) -> Box<[u8]> {
    // SAFETY: the caller's promise; a zero-length box is the same dangling pointer back.
    unsafe { Box::from_raw(std::ptr::slice_from_raw_parts_mut(ptr, len)) }
}

/// The box's pointer, for the caller; freed by `from_raw_buffer` with the box's length.
fn into_raw_buffer(buffer: Box<[u8]>) -> *mut u8 {
    Box::into_raw(buffer).cast::<u8>()
}

/// A buffer of `len` bytes in the module's memory (zeroed), for the caller to fill.
#[unsafe(no_mangle)]
#[allow(unsafe_code)]
pub extern "C" fn alloc(len: usize) -> *mut u8 {
    into_raw_buffer(vec![0u8; len].into_boxed_slice())
}

/// Frees a buffer of `alloc` (its `len`) or of `decide` (its length prefix plus 4).
///
/// # Safety
/// `ptr` and `len` are a buffer this module handed out and did not free yet, with the length
/// it was handed out with.
#[unsafe(no_mangle)]
#[allow(unsafe_code)]
pub unsafe extern "C" fn dealloc(ptr: *mut u8, len: usize) {
    // SAFETY: the caller gives back a buffer of `alloc(len)` or `decide` (length `len`).
    drop(unsafe { from_raw_buffer(ptr, len) });
}

/// Rules on the request in `alloc`'s buffer (`len` bytes of UTF-8 JSON), frees it, and returns a
/// buffer holding the answer's length (u32, little-endian) and then the answer.
///
/// # Safety
/// `ptr` is a buffer of `alloc(len)` filled with `len` bytes.
#[unsafe(no_mangle)]
#[allow(unsafe_code)]
pub unsafe extern "C" fn decide(ptr: *mut u8, len: usize) -> *mut u8 {
    // SAFETY: the caller filled the `len` bytes of a buffer of `alloc(len)`; it is ours to free.
    let input = unsafe { from_raw_buffer(ptr, len) };
    let answer = decide_json(&input);
    drop(input);
    into_raw_buffer(framed(&answer))
}

/// The answer after its length (u32, little-endian), in a box of exactly that many bytes: what
/// `dealloc` is given back (`n + 4`).
fn framed(answer: &str) -> Box<[u8]> {
    // Never on wasm32, whose whole memory is 4 GiB; the prefix must still say the truth.
    const TOO_LONG: &str = r#"{"problem":{"kind":"internal","detail":"the answer is too long"}}"#;
    let (answer, n) = match u32::try_from(answer.len() + 4) {
        Ok(_) => (answer, answer.len() as u32),
        Err(_) => (TOO_LONG, TOO_LONG.len() as u32),
    };
    let mut out = Vec::with_capacity(answer.len() + 4);
    out.extend_from_slice(&n.to_le_bytes());
    out.extend_from_slice(answer.as_bytes());
    // `into_boxed_slice` drops any capacity beyond the length (reallocating if it must), so the
    // allocation is exactly `answer.len() + 4` bytes whatever `with_capacity` gave.
    out.into_boxed_slice()
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

    const HARBOUR: &str = include_str!("../../../tests/house-rules/harbour-club.toml");

    /// The examiner's clock card EX-HOUSE-34: the TDA kills the hand, Harbour Club's 40
    /// seconds keep the call.
    fn clock(extra: serde_json::Value) -> serde_json::Value {
        let mut req = serde_json::json!({"edition": "2024", "house": "harbour-club",
          "hand": {"game": "NLHE", "blinds": {"small": 200, "big": 400}, "button": 5,
            "seats": [{"seat": 1, "stack": 20000}, {"seat": 2, "stack": 20000}, {"seat": 3, "stack": 20000},
                      {"seat": 4, "stack": 20000}, {"seat": 5, "stack": 20000}],
            "actions": [{"seat": 3, "action": "raise", "to": 1000}, {"seat": 4, "action": "fold"},
              {"seat": 5, "action": "call"}, {"seat": 1, "action": "fold"}, {"seat": 2, "action": "call"},
              {"deal": "flop", "cards": "As9c6c"}, {"seat": 2, "action": "check"}, {"seat": 3, "action": "bet", "to": 1800}]},
          "dispute": {"type": "clock", "seat": 5, "seconds": 40, "acted": true, "act": {"action": "call"}}});
        if let (Some(o), Some(x)) = (req.as_object_mut(), extra.as_object()) {
            o.extend(x.clone());
        }
        let answer = decide_json(req.to_string().as_bytes());
        serde_json::from_str(&answer).expect("JSON")
    }

    fn definition() -> serde_json::Value {
        let p = Profile::parse(HARBOUR).expect("harbour-club reads");
        serde_json::json!({"name": p.name, "version": p.version, "digest": p.digest, "text": HARBOUR})
    }

    #[test]
    fn a_servers_own_profile_given_beside_the_request() {
        // Without it, the profile is unknown here.
        let v = clock(serde_json::json!({}));
        assert_eq!(v["problem"]["field"], "house", "{v}");
        let d = definition();
        let v = clock(serde_json::json!({"house_definition": d}));
        assert_eq!(v["outcome"], "stands", "{v}");
        assert_eq!(v["house"]["profile"], "harbour-club");
        assert_eq!(v["house"]["digest"], d["digest"]);
        assert_eq!(v["house"]["tda"]["outcome"], "dead_hand", "{v}");
        // Pinned to its own version: the same ruling; to another: refused.
        let v = clock(
            serde_json::json!({"house_definition": d, "house_version": "1", "house_digest": d["digest"]}),
        );
        assert_eq!(v["outcome"], "stands", "{v}");
        let other = format!("sha256:{}", "0".repeat(64));
        let v = clock(
            serde_json::json!({"house_definition": d, "house_version": "0", "house_digest": other}),
        );
        assert_eq!(v["problem"]["kind"], "house_changed", "{v}");
        // A text that is not the digest's, or another profile's name, is refused.
        let mut bad = d.clone();
        bad["text"] = serde_json::json!(HARBOUR.replace("value = 30", "value = 45"));
        let v = clock(serde_json::json!({"house_definition": bad}));
        assert_eq!(v["problem"]["kind"], "bad_house_definition", "{v}");
        let v = clock(serde_json::json!({"house_definition": d, "house": "wsop-2024"}));
        assert_eq!(v["problem"]["kind"], "bad_house_definition", "{v}");
        // A shipped profile pinned to another digest is refused too.
        let v = clock(serde_json::json!({"house": "wsop-2024", "house_digest": other}));
        assert_eq!(v["problem"]["kind"], "house_changed", "{v}");
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

    #[test]
    fn buffers_are_exactly_their_length() {
        // The frame's allocation is its length (what `dealloc` is given back), for short and
        // long answers alike.
        for answer in ["", "{}", &"x".repeat(1000), &"y".repeat(70_001)] {
            let b = framed(answer);
            assert_eq!(b.len(), answer.len() + 4);
            assert_eq!(&b[..4], &(answer.len() as u32).to_le_bytes());
            assert_eq!(&b[4..], answer.as_bytes());
        }
        // alloc and dealloc of any length, the empty buffer included.
        for len in [0, 1, 7, 4096, 65_537] {
            let p = alloc(len);
            assert!(!p.is_null());
            #[allow(unsafe_code)]
            // SAFETY: `p` is a buffer of `alloc(len)`, zeroed, freed once with its length.
            unsafe {
                assert!(std::slice::from_raw_parts(p, len).iter().all(|b| *b == 0));
                dealloc(p, len);
            }
        }
    }

    #[test]
    fn the_abi_round_trip_of_an_empty_request() {
        let p = alloc(0);
        #[allow(unsafe_code)]
        // SAFETY: `p` is `alloc(0)`, handed to `decide` with length 0; the answer freed with
        // its length prefix plus 4.
        let answer = unsafe {
            let out = decide(p, 0);
            let n = u32::from_le_bytes([*out, *out.add(1), *out.add(2), *out.add(3)]) as usize;
            let s = String::from_utf8_lossy(std::slice::from_raw_parts(out.add(4), n)).into_owned();
            dealloc(out, n + 4);
            s
        };
        assert!(answer.contains("bad_request"), "{answer}");
    }
}
