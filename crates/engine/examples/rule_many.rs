//! Rule on many requests at once: reads a JSON array of requests on stdin and prints a JSON
//! array of answers (each a ruling, or `{"error": …}`). For tools that grade sets of cards:
//! `cargo run -q -p floorcall-engine --example rule_many < requests.json`.
use floorcall_engine::lang::Language;
use floorcall_engine::request::RulingRequest;
use floorcall_engine::rules::Edition;
use serde_json::{Value, json};
use std::io::Read;

fn main() {
    let mut text = String::new();
    if std::io::stdin().read_to_string(&mut text).is_err() {
        std::process::exit(2);
    }
    let requests: Vec<Value> = serde_json::from_str(&text).unwrap_or_default();
    let out: Vec<Value> = requests
        .into_iter()
        .map(|r| match serde_json::from_value::<RulingRequest>(r) {
            Ok(req) => match req.decide(Edition::E2024, Language::En) {
                Ok(ruling) => serde_json::to_value(&ruling).unwrap_or_default(),
                Err(e) => json!({"error": e.to_string()}),
            },
            Err(e) => json!({"error": format!("request: {e}")}),
        })
        .collect();
    println!("{}", serde_json::to_string(&out).unwrap_or_default());
}
