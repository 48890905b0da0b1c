//! Criterion benchmark of the floor's record queries on a large log: `similar` (the rulings on
//! the same facts as one), a player's record in an event (`GET /v1/players/{id}`) and the
//! penalty register (what a penalty without `prior` counts). The log holds the data-driven
//! cases' requests, ruled by the engine, in 50 events, each seat with one of 2,000 players:
//! 10,000 rulings, or `FLOORCALL_BENCH_RULINGS` (a festival: 1000000). The set-up checks that
//! the identical-fact ruling of the same event comes first.
//!
//!     cargo bench -p floorcall-web --bench record
//!     FLOORCALL_BENCH_RULINGS=1000000 cargo bench -p floorcall-web --bench record
//!
//! `FLOORCALL_BENCH_DATABASE` logs to that database instead of a scratch SQLite file (an empty
//! PostgreSQL database: `postgres://…`, or a SQLite file that is kept afterwards, for timing a
//! server's start on a festival's log).

use criterion::{Criterion, criterion_group, criterion_main};
use floorcall_engine::request::RulingRequest;
use floorcall_web::store::{NewRecord, Store};
use std::path::Path;

fn rulings() -> usize {
    std::env::var("FLOORCALL_BENCH_RULINGS")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(10_000)
}

/// Players of the festival, each seat given one.
const PLAYERS: usize = 2_000;

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

/// A ruling as the server logs it: `None` when the engine refuses the request.
fn prepare(n: usize, req: &RulingRequest, raw: &str, event: &str) -> Option<NewRecord> {
    let mut req = req.clone();
    if let Some(h) = &mut req.hand {
        for s in &mut h.seats {
            let p = (n * 7 + usize::from(s.seat)) % PLAYERS;
            s.player = Some(floorcall_engine::hand::PlayerRef {
                id: format!("P{p:04}"),
                name: None,
            });
        }
    }
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
    NewRecord::new(
        id,
        &req,
        raw.as_bytes(),
        &ruling,
        None,
        None,
        Some(format!("bench-{n}")),
    )
    .ok()
}

fn record(
    store: &Store,
    rt: &tokio::runtime::Runtime,
    n: usize,
    req: &RulingRequest,
    raw: &str,
    event: &str,
) -> Option<String> {
    let rec = prepare(n, req, raw, event)?;
    let id = rec.id.clone();
    rt.block_on(store.rulings().insert(rec)).ok()?;
    Some(id)
}

fn similar(c: &mut Criterion) {
    let rt = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()
        .expect("runtime");
    let dir = tempfile::tempdir().expect("temp");
    let url = std::env::var("FLOORCALL_BENCH_DATABASE")
        .unwrap_or_else(|_| format!("sqlite://{}", dir.path().join("log.sqlite").display()));
    let store = rt.block_on(Store::open(&url)).expect("store");
    let reqs = requests();
    assert!(!reqs.is_empty(), "no cases");
    let total = rulings();
    let mut n = 0;
    let mut i = 0;
    let started = std::time::Instant::now();
    // Logged as the server logs them under load: many at once, the writer committing each
    // batch in one transaction.
    while n < total - 2 {
        let mut batch = Vec::new();
        while batch.len() < 512 && n + batch.len() < total - 2 {
            let (req, raw) = &reqs[i % reqs.len()];
            i += 1;
            let k = n + batch.len();
            if let Some(rec) = prepare(k, req, raw, &format!("Event {}", k % 50)) {
                batch.push(rec);
            }
        }
        n += batch.len();
        rt.block_on(async {
            let mut set = tokio::task::JoinSet::new();
            for rec in batch {
                let store = store.clone();
                set.spawn(async move { store.rulings().insert(rec).await.is_ok() });
            }
            while let Some(ok) = set.join_next().await {
                assert!(ok.unwrap_or(false), "a ruling was not logged");
            }
        });
    }
    eprintln!(
        "{n} rulings logged in {:.1} s",
        started.elapsed().as_secs_f64()
    );
    // The target and its twin: the same facts, in an event of their own.
    let (req, raw) = reqs
        .iter()
        .find(|(r, _)| matches!(r.dispute, floorcall_engine::disputes::Dispute::Penalty(_)))
        .expect("a penalty case");
    let twin = record(&store, &rt, n, req, raw, "Target Event").expect("twin");
    let target = record(&store, &rt, n + 1, req, raw, "Target Event").expect("target");
    let (same, _) = rt
        .block_on(store.record().similar(&target, 20))
        .expect("similar")
        .expect("the target");
    assert_eq!(
        same.first().map(|r| r.id.as_str()),
        Some(twin.as_str()),
        "the identical-fact ruling first"
    );
    eprintln!("{total} rulings logged; {} on the same facts", same.len());
    let mut g = c.benchmark_group(format!("record among {total} rulings"));
    g.bench_function("similar", |b| {
        b.iter(|| {
            rt.block_on(store.record().similar(&target, 20))
                .expect("similar")
        })
    });
    // A player of a busy event: the event holds a fiftieth of the log.
    let player = "P0008";
    let seated = rt
        .block_on(store.record().player_rulings("Event 1", player))
        .expect("player");
    eprintln!("{player} seated in {} rulings of Event 1", seated.len());
    g.bench_function("player record in an event", |b| {
        b.iter(|| {
            rt.block_on(store.record().player_rulings("Event 1", player))
                .expect("player")
        })
    });
    g.bench_function("penalty register of a player", |b| {
        b.iter(|| {
            rt.block_on(store.record().register("Event 1", player))
                .expect("register")
        })
    });
    g.finish();
    rt.block_on(store.close());
}

criterion_group!(benches, similar);
criterion_main!(benches);
