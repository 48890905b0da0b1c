//! The benchmark's hands, shared by `benches/engine.rs` and `examples/replay_loop.rs` (the
//! profiler's loop replays the same hands the benchmark measures).
use floorcall_engine::hand::Hand;
use floorcall_engine::import::phh;
use floorcall_engine::replay::replay;
use std::path::{Path, PathBuf};

/// The PHH files of a shared folder that import and replay; `board`: hold'em and Omaha only,
/// else the other games only.
pub fn texts_of(folder: &str, board: bool) -> Vec<String> {
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
