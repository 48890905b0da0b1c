//! Criterion benchmark of `GET /v1/rulings/{id}/similar`'s query: 10,000 logged rulings (the
//! data-driven cases' requests, ruled by the engine, in 50 events), then the rulings on the same
//! facts as one of them. The set-up checks that the identical-fact ruling of the same event
//! comes first. Run: `cargo bench -p floorcall-web --bench record`.

use criterion::{Criterion, criterion_group, criterion_main};
use floorcall_engine::request::RulingRequest;
use floorcall_web::store::{NewRecord, Store};
use std::path::Path;

const RULINGS: usize = 10_000;

fn requests() -> Vec<(RulingRequest, String)> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../tests/cases");
    let mut out = Vec::new();
    let mut files: Vec<_> = std::fs::read_dir(&dir)
        .expect("tests/cases")
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|e| e == "json"))
        .collect();
    files.sort();
    for f in files {
        let Ok(v) = serde_json::from_str::<serde_json::Value>(
            &std::fs::read_to_string(&f).unwrap_or_default(),
        ) else {
            continue;
        };
        for c in v.as_array().into_iter().flatten() {
            let Some(r) = c.get("request") else { continue };
            if c.get("expected").and_then(|e| e.get("error")).is_some() {
                continue;
            }
            if let Ok(req) = serde_json::from_value::<RulingRequest>(r.clone()) {
                out.push((req, r.to_string()));
            }
        }
    }
    out
}

fn record(
    store: &Store,
    rt: &tokio::runtime::Runtime,
    n: usize,
    req: &RulingRequest,
    raw: &str,
    event: &str,
) -> Option<String> {
    let mut req = req.clone();
    let mut ctx = req.context.clone().unwrap_or_default();
    ctx.tournament = Some(event.to_string());
    req.context = Some(ctx);
    let ruling = req
        .decide(
            floorcall_engine::rules::Edition::E2024,
            floorcall_engine::lang::Language::En,
        )
        .ok()?;
    let id = ulid::Ulid::new().to_string();
    let rec = NewRecord::new(
        id.clone(),
        &req,
        raw.as_bytes(),
        &ruling,
        None,
        None,
        Some(format!("bench-{n}")),
    )
    .ok()?;
    rt.block_on(store.insert(rec)).ok()?;
    Some(id)
}

fn similar(c: &mut Criterion) {
    let rt = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()
        .expect("runtime");
    let dir = tempfile::tempdir().expect("temp");
    let url = format!("sqlite://{}", dir.path().join("log.sqlite").display());
    let store = rt.block_on(Store::open(&url)).expect("store");
    let reqs = requests();
    assert!(!reqs.is_empty(), "no cases");
    let mut n = 0;
    let mut i = 0;
    while n < RULINGS - 2 {
        let (req, raw) = &reqs[i % reqs.len()];
        i += 1;
        if record(&store, &rt, n, req, raw, &format!("Event {}", n % 50)).is_some() {
            n += 1;
        }
    }
    // The target and its twin: the same facts, in an event of their own.
    let (req, raw) = reqs
        .iter()
        .find(|(r, _)| matches!(r.dispute, floorcall_engine::disputes::Dispute::Penalty(_)))
        .expect("a penalty case");
    let twin = record(&store, &rt, n, req, raw, "Target Event").expect("twin");
    let target = record(&store, &rt, n + 1, req, raw, "Target Event").expect("target");
    let (same, _) = rt
        .block_on(store.similar(&target, 20))
        .expect("similar")
        .expect("the target");
    assert_eq!(
        same.first().map(|r| r.id.as_str()),
        Some(twin.as_str()),
        "the identical-fact ruling first"
    );
    eprintln!("{RULINGS} rulings logged; {} on the same facts", same.len());
    c.bench_function("similar among 10,000 rulings", |b| {
        b.iter(|| rt.block_on(store.similar(&target, 20)).expect("similar"))
    });
    rt.block_on(store.close());
}

criterion_group!(benches, similar);
criterion_main!(benches);
