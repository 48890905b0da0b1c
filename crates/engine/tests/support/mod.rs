//! The shared reference material (`../shared` beside the repository, or `FLOORCALL_SHARED`).
//!
//! It is data the project did not write (real hand histories, PHH samples), so it is never
//! copied into the repository: tests over it run when it is present and say they were skipped
//! when it is not. CI sets `FLOORCALL_REQUIRE_SHARED=1`, which turns a missing folder into a
//! failure, so a broken path can never pass as a skip there.

use std::io::Write;
use std::path::{Path, PathBuf};

/// The shared folder's `sub` folder, or `None` (with a line saying the test was skipped).
pub fn shared(sub: &str, test: &str) -> Option<PathBuf> {
    let root = std::env::var_os("FLOORCALL_SHARED").map_or_else(
        || Path::new(env!("CARGO_MANIFEST_DIR")).join("../../../shared"),
        PathBuf::from,
    );
    let dir = root.join(sub);
    if dir.is_dir() {
        return Some(dir);
    }
    let required = std::env::var_os("FLOORCALL_REQUIRE_SHARED").is_some_and(|v| v != "0");
    assert!(
        !required,
        "{test}: FLOORCALL_REQUIRE_SHARED is set but {} is missing",
        dir.display()
    );
    // Written to the stream itself, not through `eprintln!`, so that the test harness does not
    // capture it: the skip shows in the output of `cargo test`.
    let _ = writeln!(
        std::io::stderr(),
        "skipped {test}: the shared reference folder {} is absent (set FLOORCALL_SHARED to run it)",
        dir.display()
    );
    None
}
