//! Criterion benchmarks: seven-card evaluation, and replay of the shared PHH samples (parsed
//! hands, and PHH text imported then replayed), to compare with PokerKit on the same files
//! (`bench/pokerkit_replay.py`). Run: `cargo bench -p floorcall-engine`.

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use floorcall_engine::eval::eval_masks;
use floorcall_engine::hand::Hand;
use floorcall_engine::import::{HandFormat, phh, read_hand};
use floorcall_engine::replay::replay;
use std::hint::black_box;
use support::texts_of;

mod support;

fn random_hands(n: usize) -> Vec<[u16; 4]> {
    let mut x: u64 = 0x9E37_79B9_7F4A_7C15;
    let mut out = Vec::with_capacity(n);
    while out.len() < n {
        let mut used = 0u64;
        let mut m = [0u16; 4];
        let mut k = 0;
        while k < 7 {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            let c = (x % 52) as u8;
            if used & (1 << c) == 0 {
                used |= 1 << c;
                m[(c % 4) as usize] |= 1 << (c / 4);
                k += 1;
            }
        }
        out.push(m);
    }
    out
}

/// The hold'em and Omaha hands of the PHH samples (the set every session has measured).
pub fn sample_texts() -> Vec<String> {
    texts_of("phh-sample", true)
}

fn bench(c: &mut Criterion) {
    let hands = random_hands(100_000);
    let mut g = c.benchmark_group("eval");
    g.throughput(Throughput::Elements(hands.len() as u64));
    g.bench_function("seven_card", |b| {
        b.iter(|| {
            let mut acc = 0u32;
            for m in &hands {
                acc = acc.wrapping_add(eval_masks(black_box(*m)).raw());
            }
            acc
        })
    });
    g.finish();

    let texts = sample_texts();
    let parsed: Vec<Hand> = texts
        .iter()
        .map(|t| Hand::parse(&phh::import(t).expect("import")[0].hand).expect("parse"))
        .collect();
    let mut g = c.benchmark_group("replay");
    // Each hand's result is handed to `black_box` by reference: it is still worked out and
    // kept, but not copied (by value, the 280-byte result was copied into `black_box`'s
    // argument every hand, about 3 % of the stud/draw group's time, which is no replay's).
    g.throughput(Throughput::Elements(parsed.len() as u64));
    g.bench_function("phh_samples_parsed", |b| {
        b.iter(|| {
            for h in &parsed {
                let r = replay(black_box(h)).expect("replay");
                black_box(&r.result());
            }
        })
    });
    g.bench_function("phh_samples_from_text", |b| {
        b.iter(|| {
            // As `/v1/hands/replay` reads a request's `hand_text` (`import::read_hand`):
            // imported, validated and replayed once (the import's replay is the hand's).
            for t in &texts {
                let mut h =
                    read_hand(None, Some(black_box(t)), Some(HandFormat::Phh)).expect("import");
                let r = h.replay().1.expect("replay");
                black_box(&r.result());
            }
        })
    });
    // Stud, razz, stud/8 and draw: the WSOP mixed-game final table's hands of those games.
    let games: Vec<Hand> = texts_of("mixed-games", false)
        .iter()
        .map(|t| Hand::parse(&phh::import(t).expect("import")[0].hand).expect("parse"))
        .collect();
    g.throughput(Throughput::Elements(games.len() as u64));
    g.bench_function("mixed_games_stud_draw_parsed", |b| {
        b.iter(|| {
            for h in &games {
                let r = replay(black_box(h)).expect("replay");
                black_box(&r.result());
            }
        })
    });
    g.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches, ruling_benches);

fn rulings(c: &mut Criterion) {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/../../tests/cases/bet.json");
    let cases: Vec<serde_json::Value> =
        serde_json::from_str(&std::fs::read_to_string(path).expect("cases")).expect("json");
    let case = cases
        .iter()
        .find(|c| c["id"] == "SEED-45-2")
        .expect("seed case");
    let text = case["request"].to_string();
    let mut g = c.benchmark_group("ruling");
    g.throughput(Throughput::Elements(1));
    g.bench_function("seed_45_2_json_to_json", |b| {
        b.iter(|| {
            let req: floorcall_engine::request::RulingRequest =
                serde_json::from_str(black_box(&text)).expect("request");
            let r = req
                .decide(
                    floorcall_engine::rules::Edition::E2024,
                    floorcall_engine::lang::Language::En,
                )
                .expect("ruling");
            serde_json::to_string(&r).expect("json")
        })
    });
    g.finish();
}

criterion_group!(ruling_benches, rulings);
