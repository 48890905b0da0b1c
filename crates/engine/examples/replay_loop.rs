//! Replay the benchmark's PHH hands in a loop, for a profiler (callgrind counts instructions,
//! which the machine's load does not move): `cargo build --release -p floorcall-engine
//! --example replay_loop`, then `valgrind --tool=callgrind target/release/examples/replay_loop
//! parsed 20` (`parsed`: the hold'em and Omaha hands, `games`: stud and draw, `text`: PHH text
//! → import → replay). Prints the hands replayed; divide the instructions by it (less those of
//! a run with 0 rounds, the loading); it also prints the loop's wall time a hand.
use floorcall_engine::hand::Hand;
use floorcall_engine::import::{HandFormat, phh, read_hand};
use floorcall_engine::replay::replay;
use std::hint::black_box;
use support::texts_of;

#[path = "../benches/support/mod.rs"]
mod support;

fn main() {
    let mut args = std::env::args().skip(1);
    let mode = args.next().unwrap_or_else(|| "parsed".into());
    let rounds: usize = args.next().and_then(|n| n.parse().ok()).unwrap_or(1000);
    let texts = match mode.as_str() {
        "games" => texts_of("mixed-games", false),
        _ => texts_of("phh-sample", true),
    };
    let parsed: Vec<Hand> = texts
        .iter()
        .filter_map(|t| Hand::parse(&phh::import(t).ok()?[0].hand).ok())
        .collect();
    let mut n = 0usize;
    let began = std::time::Instant::now();
    for _ in 0..rounds {
        if mode == "text" {
            for t in &texts {
                // As `/v1/hands/replay` reads a `hand_text`: imported, replayed once.
                if let Ok(mut h) = read_hand(None, Some(black_box(t)), Some(HandFormat::Phh))
                    && let (_, Ok(r)) = h.replay()
                {
                    black_box(&r.result());
                    n += 1;
                }
            }
        } else {
            for h in &parsed {
                if let Ok(r) = replay(black_box(h)) {
                    black_box(&r.result());
                    n += 1;
                }
            }
        }
    }
    let took = began.elapsed();
    // The loop's own time a hand (no loading), for comparing two builds run in turn.
    let per = took.as_nanos() as f64 / n.max(1) as f64;
    println!(
        "{mode}: {} hands, {n} replayed, {per:.1} ns a hand",
        parsed.len()
    );
}
