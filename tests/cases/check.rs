// Shared by the engine's and the web service's case tests (included with `#[path]`): compares
// a ruling, as JSON, with a case's expected answer.
#![allow(dead_code)]

use serde_json::Value;

/// The other edition of a case.
pub fn other_edition(e: &str) -> &'static str {
    if e == "2026" { "2024" } else { "2026" }
}

fn subset(expected: &Value, got: &Value, path: &str, errs: &mut Vec<String>) {
    match expected {
        Value::Object(m) => {
            for (k, v) in m {
                subset(v, &got[k.as_str()], &format!("{path}.{k}"), errs);
            }
        }
        _ => {
            if expected != got {
                errs.push(format!("{path}: expected {expected}, got {got}"));
            }
        }
    }
}

/// The decision fields a case expects (action, options, money, discretion, alternatives),
/// compared with a ruling or with its TDA baseline (`house.tda`).
fn compare(e: &Value, ruling: &Value, errs: &mut Vec<String>) {
    for k in ["action", "options", "penalty", "next_hand"] {
        if let Some(x) = e.get(k) {
            subset(x, &ruling[k], k, errs);
        }
    }
    if let Some(r) = e.get("refunds")
        && &ruling["refunds"] != r
    {
        errs.push(format!("refunds: expected {r}, got {}", ruling["refunds"]));
    }
    if let Some(r) = e.get("returned")
        && &ruling["returned"] != r
    {
        errs.push(format!(
            "returned: expected {r}, got {}",
            ruling["returned"]
        ));
    }
    if let Some(d) = e.get("discretion")
        && &ruling["discretion"] != d
    {
        errs.push(format!(
            "discretion: expected {d}, got {}",
            ruling["discretion"]
        ));
    }
    if let Some(alts) = e.get("alternatives") {
        let got: Vec<Value> = ruling["alternatives"]
            .as_array()
            .map(|a| a.iter().map(|x| x["outcome"].clone()).collect())
            .unwrap_or_default();
        if alts.as_array() != Some(&got) {
            errs.push(format!(
                "alternatives: expected {alts}, got {}",
                Value::Array(got)
            ));
        }
    }
    if let Some(o) = e.get("alternative_options") {
        let first = ruling["alternatives"]
            .as_array()
            .and_then(|a| a.iter().find(|x| !x["options"].is_null()))
            .map(|x| x["options"].clone())
            .unwrap_or(Value::Null);
        subset(o, &first, "alternatives[].options", errs);
    }
    if let Some(r) = e.get("fold_returned") {
        let got = ruling["alternatives"]
            .as_array()
            .and_then(|a| a.iter().find(|x| x["outcome"] == "fold"))
            .map(|x| x["returned"].clone())
            .unwrap_or(Value::Null);
        if &got != r {
            errs.push(format!(
                "fold alternative returned: expected {r}, got {got}"
            ));
        }
    }
    if let Some(pots) = e.get("pots").and_then(Value::as_array) {
        let got = ruling["pots"].as_array().cloned().unwrap_or_default();
        if got.len() != pots.len() {
            errs.push(format!(
                "pots: expected {} pots, got {}",
                pots.len(),
                got.len()
            ));
        }
        for (k, (p, g)) in pots.iter().zip(&got).enumerate() {
            if p["amount"] != g["amount"] || p["winners"] != g["winners"] {
                errs.push(format!(
                    "pots[{k}]: expected {p}, got amount {} winners {}",
                    g["amount"], g["winners"]
                ));
            }
            if let Some(shares) = p.get("shares") {
                let gs: Vec<Value> = g["shares"]
                    .as_array()
                    .map(|a| a.iter().map(|s| s["amount"].clone()).collect())
                    .unwrap_or_default();
                if shares.as_array() != Some(&gs) {
                    errs.push(format!(
                        "pots[{k}].shares: expected {shares}, got {}",
                        Value::Array(gs)
                    ));
                }
            }
        }
    }
    // The TDA rule a house departs from is the first of the others cited.
    if let Some(k) = e.get("see_also_first")
        && &ruling["see_also"][0]["key"] != k
    {
        errs.push(format!(
            "see_also[0].key: expected {k}, got {}",
            ruling["see_also"][0]["key"]
        ));
    }
    for k in [
        "forfeited",
        "posts",
        "out_of_play",
        "prizes",
        "color_up",
        "mover",
        "mover_to",
        "chips_in_play",
        "seating",
    ] {
        if let Some(r) = e.get(k)
            && &ruling[k] != r
        {
            errs.push(format!("{k}: expected {r}, got {}", ruling[k]));
        }
    }
}

/// A case under a house profile: whether the house changed the ruling, the knob cited, and
/// the TDA's ruling kept beside it (its outcome, citation number for the edition, amounts).
fn house(h: &Value, ruling: &Value, edition: &str, errs: &mut Vec<String>) {
    let got = &ruling["house"];
    if got.is_null() {
        errs.push("house: expected a house block, got none".into());
        return;
    }
    if h["effect"] != got["effect"] {
        errs.push(format!(
            "house.effect: expected {}, got {}",
            h["effect"], got["effect"]
        ));
    }
    if let Some(k) = h.get("knobs") {
        let knobs: Vec<Value> = got["rules"]
            .as_array()
            .map(|a| a.iter().map(|c| c["house"]["knob"].clone()).collect())
            .unwrap_or_default();
        if k.as_array() != Some(&knobs) {
            errs.push(format!(
                "house.rules knobs: expected {k}, got {}",
                Value::Array(knobs)
            ));
        }
    }
    if h["effect"] == "changed" && ruling["citation"]["house"].is_null() {
        errs.push("citation: expected the house rule".into());
    }
    if let Some(t) = h.get("tda") {
        let b = &got["tda"];
        if t["outcome"] != b["outcome"] {
            errs.push(format!(
                "house.tda.outcome: expected {}, got {}",
                t["outcome"], b["outcome"]
            ));
        }
        if let Some(c) = t.get("citation") {
            if c["key"] != b["citation"]["key"] {
                errs.push(format!(
                    "house.tda.citation.key: expected {}, got {}",
                    c["key"], b["citation"]["key"]
                ));
            }
            if c["number"][edition] != b["citation"]["number"] {
                errs.push(format!(
                    "house.tda.citation.number ({edition}): expected {}, got {}",
                    c["number"][edition], b["citation"]["number"]
                ));
            }
        }
        let mut sub = Vec::new();
        compare(t, b, &mut sub);
        errs.extend(sub.into_iter().map(|m| format!("house.tda.{m}")));
    }
}

/// Check a ruling against the case for one edition. `same_edition` is false when the ruling
/// was asked for the other edition than the case's: then only the citation number and the
/// outcome (unless edition-dependent) are compared.
pub fn check(
    case: &Value,
    ruling: &Value,
    edition: &str,
    same_edition: bool,
) -> Result<(), String> {
    let e = &case["expected"];
    let mut errs = Vec::new();
    let id = case["id"].as_str().unwrap_or("?");
    // A case whose answer differs between the editions (the 2026 passive out-of-turn rule)
    // says so; in the other edition only the citation number is compared.
    let edition_dependent = e["edition_dependent"] == Value::Bool(true);
    if (same_edition || !edition_dependent) && ruling["outcome"] != e["outcome"] {
        errs.push(format!(
            "outcome: expected {}, got {}",
            e["outcome"], ruling["outcome"]
        ));
    }
    let c = &ruling["citation"];
    // A key may differ by edition too: `{"2024": "rp-hand-for-hand", "2026": "simultaneous-busts"}`.
    let key = match &e["citation"]["key"] {
        Value::Object(by) => by.get(edition).cloned().unwrap_or(Value::Null),
        k => k.clone(),
    };
    if c["key"] != key {
        errs.push(format!("citation.key: expected {key}, got {}", c["key"]));
    }
    if c["edition"] != edition {
        errs.push(format!(
            "citation.edition: expected {edition}, got {}",
            c["edition"]
        ));
    }
    if c["number"] != e["citation"]["number"][edition] {
        errs.push(format!(
            "citation.number ({edition}): expected {}, got {}",
            e["citation"]["number"][edition], c["number"]
        ));
    }
    // A part may differ by edition: `{"2024": "B", "2026": "C"}`.
    let part = match e["citation"].get("part") {
        Some(Value::Object(by)) => by.get(edition).cloned().unwrap_or(Value::Null),
        Some(p) => p.clone(),
        None => Value::Null,
    };
    if (same_edition || !edition_dependent) && c.get("part").cloned().unwrap_or(Value::Null) != part
    {
        errs.push(format!("citation.part: expected {part}, got {}", c["part"]));
    }
    if ruling["notice"].as_str().is_none_or(|n| n.is_empty()) {
        errs.push("notice missing".into());
    }
    if ruling["summary"].as_str().is_none_or(|s| s.is_empty()) {
        errs.push("summary empty".into());
    }
    if same_edition || !edition_dependent {
        compare(e, ruling, &mut errs);
        if let Some(h) = e.get("house") {
            house(h, ruling, edition, &mut errs);
        }
    }
    if errs.is_empty() {
        Ok(())
    } else {
        Err(format!("{id} ({edition}): {}", errs.join("; ")))
    }
}

/// Every case of every file under tests/cases, with its file name.
pub fn all_cases(dir: &std::path::Path) -> Vec<(String, Value)> {
    let mut files: Vec<_> = std::fs::read_dir(dir)
        .expect("tests/cases")
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|x| x == "json"))
        .collect();
    files.sort();
    let mut out = Vec::new();
    for f in files {
        let name = f
            .file_stem()
            .and_then(|s| s.to_str())
            .unwrap_or("")
            .to_string();
        let v: Vec<Value> =
            serde_json::from_str(&std::fs::read_to_string(&f).expect("read")).expect("json");
        out.extend(v.into_iter().map(|c| (name.clone(), c)));
    }
    out
}
