//! CPU-heavy work off the async workers.
//!
//! A ruling on an ordinary hand takes microseconds and runs where the request is handled. A
//! large body (a table balance for a whole tournament, a long hand history) can take
//! milliseconds to parse and compute: on the async workers it would hold up every other
//! request, `/healthz` included. Bodies of [`HEAVY_BYTES`] or more are parsed and computed on
//! the blocking pool instead, at most one per core at a time; the others wait for a turn
//! without holding a worker (and the request timeout still applies).

use std::sync::OnceLock;
use tokio::sync::Semaphore;

/// Bodies this large or larger are heavy.
pub const HEAVY_BYTES: usize = 64 * 1024;

fn turns() -> &'static Semaphore {
    static TURNS: OnceLock<Semaphore> = OnceLock::new();
    TURNS.get_or_init(|| {
        let cores = std::thread::available_parallelism().map_or(2, |n| n.get());
        Semaphore::new(cores)
    })
}

/// Run `f` for a request of `size` bytes: inline when small, else on the blocking pool when a
/// turn is free. A panic in `f` is resumed here (the panic layer answers 500).
pub(crate) async fn run<T, F>(size: usize, f: F) -> T
where
    T: Send + 'static,
    F: FnOnce() -> T + Send + 'static,
{
    if size < HEAVY_BYTES {
        return f();
    }
    let _turn = turns().acquire().await;
    metrics::counter!("floorcall_heavy_requests_total").increment(1);
    match tokio::task::spawn_blocking(f).await {
        Ok(v) => v,
        Err(e) if e.is_panic() => std::panic::resume_unwind(e.into_panic()),
        Err(e) => panic!("heavy task cancelled: {e}"),
    }
}
