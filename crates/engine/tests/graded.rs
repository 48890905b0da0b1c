//! The examiners' cards kept as cases (`tests/cases/graded/`): scenario cards written by
//! independent examiners from the TDA text alone (a TD's facts, question and expected ruling),
//! each with its request and the checks that grade the answer (a path into the ruling's JSON and
//! an operator). Every card must pass. Cards whose facts need a server with a log (`setup`:
//! earlier rulings upheld in the register) are graded by the web crate's tests, not here.

use floorcall_engine::lang::Language;
use floorcall_engine::request::RulingRequest;
use floorcall_engine::rules::Edition;
use serde_json::Value;
use std::path::Path;

/// The value at a dotted path with `[i]` indexes (`pots[0].winners`); the root for "".
fn get<'a>(v: &'a Value, path: &str) -> Option<&'a Value> {
    if path.is_empty() {
        return Some(v);
    }
    let mut cur = v;
    for part in path.split('.') {
        let (name, rest) = part.split_once('[').map_or((part, ""), |(n, r)| (n, r));
        if let (Ok(i), Value::Array(_)) = (name.parse::<usize>(), cur) {
            // `prizes.0.amount`: one examiner's spelling of `prizes[0].amount`.
            cur = cur.get(i)?;
        } else if !name.is_empty() {
            cur = cur.get(name)?;
        }
        for idx in rest.split('[').filter(|s| !s.is_empty()) {
            let i: usize = idx.trim_end_matches(']').parse().ok()?;
            cur = cur.get(i)?;
        }
    }
    Some(cur)
}

/// The summary and the reasoning, one text.
fn text(r: &Value) -> String {
    let mut s = r["summary"].as_str().unwrap_or("").to_string();
    for line in r["reasoning"].as_array().into_iter().flatten() {
        s.push('\n');
        s.push_str(line.as_str().unwrap_or(""));
    }
    s
}

fn number(v: &Value) -> Option<f64> {
    v.as_f64()
}

/// One check on the ruling: the examiners' operators.
fn holds(r: &Value, c: &Value) -> bool {
    let op = c["op"].as_str().expect("op");
    let val = &c["value"];
    let path = c["path"].as_str().unwrap_or("");
    if op == "text_contains" {
        let want = val.as_str().map_or_else(|| val.to_string(), str::to_string);
        return text(r).contains(&want);
    }
    if op == "anyof" {
        return val
            .as_array()
            .expect("anyof: a list")
            .iter()
            .any(|c| holds(r, c));
    }
    let got = get(r, path).filter(|g| !g.is_null());
    match op {
        // `"value": false` asks for the opposite (one examiner's spelling of `not_exists`).
        "exists" => got.is_some() != (val == &Value::Bool(false)),
        "not_exists" => got.is_none(),
        "eq" => got == Some(val),
        "ne" => got != Some(val),
        "in" => got.is_some_and(|g| val.as_array().expect("in: a list").contains(g)),
        "contains" => match got {
            Some(Value::Array(items)) => match val {
                Value::Object(want) => items.iter().any(|i| {
                    want.iter()
                        .all(|(k, v)| i.get(k).is_some_and(|got| got == v))
                }),
                _ => items.contains(val),
            },
            Some(Value::String(s)) => s.contains(val.as_str().unwrap_or(&val.to_string())),
            _ => false,
        },
        "ge" => got.and_then(number) >= number(val),
        "le" => got
            .and_then(number)
            .zip(number(val))
            .is_some_and(|(g, w)| g <= w),
        other => panic!("unknown check operator {other}"),
    }
}

#[test]
fn every_examiner_card_kept_as_a_case_agrees() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../tests/cases/graded");
    let mut files: Vec<_> = std::fs::read_dir(&dir)
        .expect("tests/cases/graded")
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|x| x == "json"))
        .collect();
    files.sort();
    assert!(!files.is_empty(), "no graded cards in {}", dir.display());
    let (mut graded, mut failures) = (0, Vec::new());
    for f in &files {
        let set: Value = serde_json::from_str(&std::fs::read_to_string(f).expect("read"))
            .unwrap_or_else(|e| panic!("{}: {e}", f.display()));
        for card in set["cards"].as_array().expect("cards") {
            let id = card["id"].as_str().expect("id");
            if card.get("setup").is_some() || card.get("inexpressible").is_some() {
                continue;
            }
            let req: RulingRequest = serde_json::from_value(card["request"].clone())
                .unwrap_or_else(|e| panic!("{id}: the request does not parse: {e}"));
            let ruling = req
                .decide(Edition::E2024, Language::En)
                .unwrap_or_else(|e| panic!("{id}: refused: {e}"));
            let r = serde_json::to_value(&ruling).expect("serialize");
            graded += 1;
            let failed: Vec<String> = card["checks"]
                .as_array()
                .expect("checks")
                .iter()
                .filter(|c| !holds(&r, c))
                .map(|c| c.to_string())
                .collect();
            if !failed.is_empty() {
                failures.push(format!(
                    "{id} ({}): {}\n  got: {} {:?}",
                    f.file_name().unwrap().to_string_lossy(),
                    failed.join("; "),
                    r["outcome"],
                    r["summary"]
                ));
            }
        }
    }
    eprintln!(
        "examiners' cards graded: {graded}, disagreeing: {}",
        failures.len()
    );
    assert!(graded >= 50, "only {graded} cards graded");
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
