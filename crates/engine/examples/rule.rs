//! Print the ruling for a request file: `cargo run -p floorcall-engine --example rule -- FILE.json`.
use floorcall_engine::lang::Language;
use floorcall_engine::request::RulingRequest;
use floorcall_engine::rules::Edition;

fn main() {
    let Some(path) = std::env::args().nth(1) else {
        eprintln!("usage: rule REQUEST.json");
        std::process::exit(2);
    };
    let text = match std::fs::read_to_string(&path) {
        Ok(t) => t,
        Err(e) => {
            eprintln!("{path}: {e}");
            std::process::exit(2);
        }
    };
    let req: RulingRequest = match serde_json::from_str(&text) {
        Ok(r) => r,
        Err(e) => {
            eprintln!("not a ruling request: {e}");
            std::process::exit(2);
        }
    };
    match req.decide(Edition::E2024, Language::En) {
        Ok(r) => println!("{}", serde_json::to_string_pretty(&r).unwrap_or_default()),
        Err(e) => eprintln!("error: {e}"),
    }
}
