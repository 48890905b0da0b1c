//! Rows per second through the rulings log alone (no HTTP): `cargo run --release -p
//! floorcall-web --example store_bench -- sqlite:///tmp/x.sqlite [writers]`.
use floorcall_engine::disputes::DisputeKind;
use floorcall_engine::lang::Language;
use floorcall_engine::rules::{Edition, RuleKey};
use floorcall_engine::ruling::Outcome;
use floorcall_web::store::{NewRecord, Store, now_ms};
use std::time::Instant;

#[tokio::main(flavor = "multi_thread", worker_threads = 2)]
async fn main() {
    let url = std::env::args()
        .nth(1)
        .unwrap_or_else(|| "sqlite::memory:".into());
    let writers: usize = std::env::args()
        .nth(2)
        .and_then(|s| s.parse().ok())
        .unwrap_or(32);
    let handle = floorcall_web::telemetry::prometheus();
    let store = Store::open(&url).await.expect("open");
    let n = 20_000usize;
    let t = Instant::now();
    let mut tasks = Vec::new();
    for w in 0..writers {
        let store = store.clone();
        tasks.push(tokio::spawn(async move {
            for i in 0..n / writers {
                let rec = NewRecord {
                    id: format!("01J{:06}{:017}", w, i),
                    created_ms: now_ms(),
                    edition: Edition::E2024,
                    language: Language::En,
                    dispute_type: DisputeKind::Bet,
                    outcome: Outcome::Raise,
                    rule_key: RuleKey::MultipleChipBetting,
                    tournament: Some("Main".into()),
                    table: Some("12".into()),
                    floor: None,
                    idempotency_key: None,
                    request: "x".repeat(1000),
                    ruling: "y".repeat(1500),
                    house: None,
                    actor: None,
                    request_id: None,
                    fingerprint: None,
                    discretion: false,
                    offender: None,
                    players: None,
                };
                store.rulings().insert(rec).await.expect("insert");
            }
        }));
    }
    for t in tasks {
        t.await.expect("join");
    }
    let secs = t.elapsed().as_secs_f64();
    let mut out = format!("{n} rows in {secs:.2}s: {:.0} rows/s\n", n as f64 / secs);
    for line in handle.render().lines() {
        if line.contains("_sum") || line.contains("_count") {
            out.push_str(line);
            out.push('\n');
        }
    }
    use std::io::Write;
    let _ = std::io::stdout().write_all(out.as_bytes());
}
