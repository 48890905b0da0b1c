//! Replay the benchmark's PHH hands in a loop, for a profiler (callgrind counts instructions,
//! which the machine's load does not move): `cargo build --release -p floorcall-engine
//! --example replay_loop`, then `valgrind --tool=callgrind target/release/examples/replay_loop
//! parsed 20` (`parsed`: the hold'em and Omaha hands, `games`: stud and draw, `text`: PHH text
//! → import → replay). Prints the hands replayed; divide the instructions by it (less those of
//! a run with 0 rounds, the loading).
use floorcall_engine::hand::Hand;
use floorcall_engine::import::{HandFormat, phh, read_hand};
use floorcall_engine::replay::replay;
use std::hint::black_box;
use std::path::{Path, PathBuf};

fn texts_of(folder: &str, board: bool) -> Vec<String> {
    let root = std::env::var_os("FLOORCALL_SHARED").map_or_else(
        || Path::new(env!("CARGO_MANIFEST_DIR")).join("../../../shared"),
        PathBuf::from,
    );
    let mut files = Vec::new();
    let mut stack = vec![root.join(folder)];
    while let Some(d) = stack.pop() {
        for e in std::fs::read_dir(&d).into_iter().flatten().flatten() {
            let p = e.path();
            if p.is_dir() {
                stack.push(p);
            } else if p.extension().is_some_and(|x| x == "phh") {
                files.push(p);
            }
        }
    }
    files.sort();
    files
        .iter()
        .filter_map(|p| std::fs::read_to_string(p).ok())
        .filter(|t| {
            phh::import(t).is_ok_and(|h| {
                Hand::parse(&h[0].hand)
                    .is_ok_and(|hand| hand.game.has_board() == board && replay(&hand).is_ok())
            })
        })
        .collect()
}

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
    for _ in 0..rounds {
        if mode == "text" {
            for t in &texts {
                // As `/v1/hands/replay` reads a `hand_text`: imported, replayed once.
                if let Ok(mut h) = read_hand(None, Some(black_box(t)), Some(HandFormat::Phh))
                    && let (_, Ok(r)) = h.replay()
                {
                    black_box(r.result());
                    n += 1;
                }
            }
        } else {
            for h in &parsed {
                if let Ok(r) = replay(black_box(h)) {
                    black_box(r.result());
                    n += 1;
                }
            }
        }
    }
    println!("{mode}: {} hands, {n} replayed", parsed.len());
}
