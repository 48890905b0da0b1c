//! Bounds per credential: the rate limit (in this process, or shared through PostgreSQL by
//! every replica on one log), requests and exports in progress, the daily quota of stored
//! bytes, and the throttle on bad credentials per client address.

use super::{Store, StoreError, now_ms};
use std::collections::HashMap;
use std::net::IpAddr;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

/// Why a request is held back.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum Held {
    /// Over the rate: retry after this many seconds.
    Wait(u64),
    /// The shared limit could not be asked (the database): refused, not let through.
    Unavailable(String),
}

/// Requests per credential: `per_second` on average, bursts of `burst` (GCRA). In one
/// process with governor, or shared by every replica through a row per credential in
/// PostgreSQL (`rate_limits`: its next theoretical arrival time, on the database's clock).
pub enum RateLimiter {
    Off,
    Local(governor::DefaultKeyedRateLimiter<String>),
    Shared {
        pool: sqlx::PgPool,
        /// Microseconds between requests on average.
        interval_us: i64,
        /// How far ahead of now the next arrival may be: the burst.
        tolerance_us: i64,
    },
}

impl std::fmt::Debug for RateLimiter {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            RateLimiter::Off => "RateLimiter::Off",
            RateLimiter::Local(_) => "RateLimiter::Local",
            RateLimiter::Shared { .. } => "RateLimiter::Shared",
        })
    }
}

/// One request taken from a credential's allowance, on the database's clock, in one
/// statement: the row moves on only while it stays within the burst.
const SHARED_TAKE: &str = "WITH now AS (SELECT (EXTRACT(EPOCH FROM clock_timestamp()) * 1000000)::BIGINT AS us) \
INSERT INTO rate_limits AS r (name, tat_us) SELECT $1, now.us + $2 FROM now \
ON CONFLICT (name) DO UPDATE SET tat_us = GREATEST(r.tat_us, (SELECT us FROM now)) + $2 \
WHERE GREATEST(r.tat_us, (SELECT us FROM now)) + $2 - (SELECT us FROM now) <= $3 \
RETURNING tat_us";

/// How long until the credential may send again (µs), when it may not now.
const SHARED_WAIT: &str = "SELECT r.tat_us + $2 - $3 - (EXTRACT(EPOCH FROM clock_timestamp()) * 1000000)::BIGINT \
FROM rate_limits r WHERE r.name = $1";

impl RateLimiter {
    /// In this process: `per_second` requests a second per key on average (0: no limit),
    /// `burst` at once.
    pub(crate) fn new(per_second: u32, burst: u32) -> RateLimiter {
        use std::num::NonZeroU32;
        let Some(rate) = NonZeroU32::new(per_second) else {
            return RateLimiter::Off;
        };
        let burst = NonZeroU32::new(burst).unwrap_or(NonZeroU32::MIN);
        let quota = governor::Quota::per_second(rate).allow_burst(burst);
        RateLimiter::Local(governor::RateLimiter::keyed(quota))
    }

    /// Shared by every replica on the PostgreSQL log of `store` (in this process when the
    /// log is SQLite or off).
    pub(crate) fn for_store(
        store: &Store,
        per_second: u32,
        burst: u32,
        shared: bool,
    ) -> RateLimiter {
        match (store.pg(), per_second) {
            (_, 0) => RateLimiter::Off,
            (Some(pool), rate) if shared => {
                let interval_us = (1_000_000 / i64::from(rate)).max(1);
                RateLimiter::Shared {
                    pool: pool.clone(),
                    interval_us,
                    tolerance_us: interval_us * i64::from(burst.max(1)),
                }
            }
            _ => RateLimiter::new(per_second, burst),
        }
    }

    /// Take one request for `key`: `Ok`, or why not.
    pub(crate) async fn take(&self, key: &str) -> Result<(), Held> {
        use governor::clock::Clock;
        match self {
            RateLimiter::Off => Ok(()),
            RateLimiter::Local(limiter) => limiter.check_key(&key.to_string()).map_err(|later| {
                let wait = later.wait_time_from(limiter.clock().now());
                Held::Wait((wait.as_secs_f64().ceil() as u64).max(1))
            }),
            RateLimiter::Shared {
                pool,
                interval_us,
                tolerance_us,
            } => {
                let unavailable = |e: sqlx::Error| Held::Unavailable(e.to_string());
                let taken: Option<i64> = sqlx::query_scalar(SHARED_TAKE)
                    .bind(key)
                    .bind(*interval_us)
                    .bind(*tolerance_us)
                    .fetch_optional(pool)
                    .await
                    .map_err(unavailable)?;
                if taken.is_some() {
                    return Ok(());
                }
                let wait: Option<i64> = sqlx::query_scalar(SHARED_WAIT)
                    .bind(key)
                    .bind(*interval_us)
                    .bind(*tolerance_us)
                    .fetch_optional(pool)
                    .await
                    .map_err(unavailable)?;
                let us = wait.unwrap_or(1).max(1) as u64;
                Err(Held::Wait(us.div_ceil(1_000_000).max(1)))
            }
        }
    }

    /// Whether replicas share this limit.
    pub fn shared(&self) -> bool {
        matches!(self, RateLimiter::Shared { .. })
    }
}

/// Things in progress per credential (requests, exports), each at most so many at once.
#[derive(Debug, Default)]
pub(crate) struct InProgress(Arc<Mutex<HashMap<String, usize>>>);

/// One thing in progress; counted until dropped.
#[derive(Debug)]
pub(crate) struct Ticket {
    counts: Arc<Mutex<HashMap<String, usize>>>,
    key: String,
}

impl Drop for Ticket {
    fn drop(&mut self) {
        let mut m = self.counts.lock().unwrap_or_else(|e| e.into_inner());
        if let Some(n) = m.get_mut(&self.key) {
            *n -= 1;
            if *n == 0 {
                m.remove(&self.key);
            }
        }
    }
}

impl InProgress {
    /// A ticket for `key` while fewer than `max` are in progress (0: no bound).
    pub(crate) fn try_take(&self, key: &str, max: usize) -> Option<Ticket> {
        let mut m = self.0.lock().unwrap_or_else(|e| e.into_inner());
        let n = m.entry(key.to_string()).or_insert(0);
        if max > 0 && *n >= max {
            if *n == 0 {
                m.remove(key);
            }
            return None;
        }
        *n += 1;
        Some(Ticket {
            counts: self.0.clone(),
            key: key.to_string(),
        })
    }

    /// How many are in progress for `key`.
    #[cfg(test)]
    fn count(&self, key: &str) -> usize {
        let m = self.0.lock().unwrap_or_else(|e| e.into_inner());
        m.get(key).copied().unwrap_or(0)
    }
}

/// Bad credentials per client address: each failure takes one of `burst` strikes, one comes
/// back every `refill`; with none left the address is refused at once (429) until one does,
/// whatever credential it sends. Bounded memory: old entries are dropped.
#[derive(Debug)]
pub(crate) struct Strikes {
    refill: Duration,
    burst: u32,
    /// Per address: when its strikes are all back (GCRA's theoretical arrival time).
    tat: Mutex<HashMap<IpAddr, Instant>>,
}

const STRIKES_KEPT: usize = 100_000;

impl Strikes {
    pub(crate) fn new(burst: u32, refill: Duration) -> Strikes {
        Strikes {
            refill,
            burst,
            tat: Mutex::new(HashMap::new()),
        }
    }

    /// Seconds the address must wait before it may try a credential again, if it must.
    pub(crate) fn blocked(&self, ip: IpAddr) -> Option<u64> {
        if self.burst == 0 {
            return None;
        }
        let m = self.tat.lock().unwrap_or_else(|e| e.into_inner());
        let tat = *m.get(&ip)?;
        let now = Instant::now();
        let tolerance = self.refill * self.burst;
        let ahead = tat.checked_duration_since(now)?;
        (ahead + self.refill > tolerance + self.refill / 2).then(|| {
            let wait = ahead.saturating_sub(tolerance) + self.refill;
            wait.as_secs_f64().ceil().max(1.0) as u64
        })
    }

    /// A bad credential from the address.
    pub(crate) fn strike(&self, ip: IpAddr) {
        if self.burst == 0 {
            return;
        }
        let mut m = self.tat.lock().unwrap_or_else(|e| e.into_inner());
        let now = Instant::now();
        if m.len() >= STRIKES_KEPT {
            m.retain(|_, t| *t > now);
        }
        let t = m.entry(ip).or_insert(now);
        *t = (*t).max(now) + self.refill;
    }
}

/// Bytes of rulings stored per credential per UTC day, at most `quota`. Counted in this
/// process and added to the database's count (`usage`) at most once a second, which also
/// brings back what other replicas counted: across replicas the quota may be overshot by
/// about a second of each one's traffic.
///
/// # Design
///
/// The count's lock is held only while counting, never across a database round trip: the
/// once-a-second addition to the database runs in a task of its own, with the amounts it
/// carries counted meanwhile as if stored (the quota sees the same sum). Holding the lock
/// through that commit made every ruling that arrived meanwhile wait for it (on SQLite, for
/// the writer's transaction too), a stall once a second in the latency's tail. An addition
/// that fails goes back to what this process added, and the next one carries it.
#[derive(Debug)]
pub(crate) struct Usage {
    quota: u64,
    state: Arc<tokio::sync::Mutex<UsageState>>,
}

#[derive(Debug, Default)]
struct UsageState {
    day: String,
    /// Per principal: the database's count when last asked (with what is being added to it
    /// now), and what this process added since.
    counts: HashMap<String, (u64, u64)>,
    flushed_ms: i64,
    /// An addition to the database is under way (one at a time).
    flushing: bool,
}

/// The UTC day of a time in ms, and the seconds left in it.
fn day_of(ms: i64) -> (String, u64) {
    let day = super::rfc3339(ms)[..10].to_string();
    let left = 86_400_000 - ms.rem_euclid(86_400_000);
    (day, (left as u64).div_ceil(1000).max(1))
}

impl Usage {
    /// `quota` bytes a day per credential (0: no quota).
    pub(crate) fn new(quota: u64) -> Usage {
        Usage {
            quota,
            state: Arc::new(tokio::sync::Mutex::new(UsageState::default())),
        }
    }

    /// Charge `bytes` to `principal`: `Ok`, or `Err` with the seconds until the day ends when
    /// the quota would be passed (nothing is charged then).
    pub(crate) async fn charge(
        &self,
        store: &Store,
        principal: &str,
        bytes: u64,
    ) -> Result<(), u64> {
        if self.quota == 0 || !store.enabled() {
            return Ok(());
        }
        let now = now_ms();
        let (day, left) = day_of(now);
        let mut st = self.state.lock().await;
        if st.day != day {
            st.day = day.clone();
            st.counts.clear();
        }
        if !st.counts.contains_key(principal) {
            let stored = store.usage().usage_of(principal, &day).await.unwrap_or(0);
            st.counts.insert(principal.to_string(), (stored, 0));
        }
        let (stored, added) = st.counts.get(principal).copied().unwrap_or((0, 0));
        if stored + added + bytes > self.quota {
            return Err(left);
        }
        st.counts
            .insert(principal.to_string(), (stored, added + bytes));
        if now - st.flushed_ms >= 1000 && !st.flushing {
            st.flushed_ms = now;
            // What this process added moves to the stored side while it travels.
            let pending: Vec<(String, u64)> = st
                .counts
                .iter_mut()
                .filter(|(_, (_, a))| *a > 0)
                .map(|(p, (s, a))| {
                    let carried = std::mem::take(a);
                    *s += carried;
                    (p.clone(), carried)
                })
                .collect();
            if !pending.is_empty() {
                st.flushing = true;
                let (state, store) = (self.state.clone(), store.clone());
                tokio::spawn(flush(state, store, day, pending));
            }
        }
        Ok(())
    }
}

/// Add what one process counted to the database's count, outside the count's lock; then take
/// the database's totals (every replica's), or give back what failed to be added.
async fn flush(
    state: Arc<tokio::sync::Mutex<UsageState>>,
    store: Store,
    day: String,
    pending: Vec<(String, u64)>,
) {
    let mut results = Vec::with_capacity(pending.len());
    for (p, carried) in pending {
        let r = store.usage().add_usage(&p, &day, carried).await;
        results.push((p, carried, r));
    }
    let mut st = state.lock().await;
    st.flushing = false;
    if st.day != day {
        return; // a new day: the counts started again
    }
    for (p, carried, r) in results {
        let Some((stored, added)) = st.counts.get_mut(&p) else {
            continue;
        };
        match r {
            Ok(total) => *stored = total,
            Err(e) => {
                tracing::warn!(error = %e, "the daily quota's count was not added to the log; it is carried to the next addition");
                *stored -= carried;
                *added += carried;
            }
        }
    }
}

/// The daily quota of stored bytes per credential.
/// A handle on the log (`Store::usage`): a reference, no allocation, no lock.
#[derive(Debug, Clone, Copy)]
pub struct UsageStore<'a> {
    pub(super) store: &'a Store,
}

impl UsageStore<'_> {
    /// Bytes stored by `principal` on `day`, as the database counts them.
    async fn usage_of(&self, principal: &str, day: &str) -> Result<u64, StoreError> {
        let db = self.store.db()?;
        let n: Option<i64> =
            sqlx::query_scalar("SELECT bytes FROM usage WHERE principal = $1 AND day = $2")
                .bind(principal.to_string())
                .bind(day.to_string())
                .fetch_optional(&db.pool)
                .await?;
        Ok(n.unwrap_or(0).max(0) as u64)
    }

    /// Add to the database's count; the new total (every replica's).
    async fn add_usage(&self, principal: &str, day: &str, bytes: u64) -> Result<u64, StoreError> {
        let db = self.store.db()?;
        let n: i64 = sqlx::query_scalar(
            "INSERT INTO usage (principal, day, bytes) VALUES ($1, $2, $3) \
             ON CONFLICT (principal, day) DO UPDATE SET bytes = usage.bytes + excluded.bytes \
             RETURNING bytes",
        )
        .bind(principal.to_string())
        .bind(day.to_string())
        .bind(bytes as i64)
        .fetch_one(&db.pool)
        .await?;
        Ok(n.max(0) as u64)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test]
    async fn the_local_rate_limit_refills() {
        let l = RateLimiter::new(1, 3);
        for _ in 0..3 {
            assert_eq!(l.take("tablet").await, Ok(()));
        }
        assert_eq!(l.take("tablet").await, Err(Held::Wait(1)));
        // Another key has its own count.
        assert_eq!(l.take("other").await, Ok(()));
        // A second later, one more.
        tokio::time::sleep(Duration::from_millis(1050)).await;
        assert_eq!(l.take("tablet").await, Ok(()));
        assert_eq!(l.take("tablet").await, Err(Held::Wait(1)));
        // No limit.
        let off = RateLimiter::new(0, 1);
        for _ in 0..1000 {
            assert_eq!(off.take("any").await, Ok(()));
        }
    }

    /// Wait until no addition to the database is under way.
    async fn settled(u: &Usage) {
        for _ in 0..200 {
            if !u.state.lock().await.flushing {
                return;
            }
            tokio::time::sleep(Duration::from_millis(10)).await;
        }
        panic!("the addition to the log did not end");
    }

    #[tokio::test]
    async fn the_daily_quota_is_added_to_the_log_in_the_background_and_shared() {
        let store = Store::open("sqlite::memory:").await.expect("log");
        let day = day_of(now_ms()).0;
        // Two replicas on one log, 1,000 bytes a day.
        let (a, b) = (Usage::new(1000), Usage::new(1000));
        assert_eq!(a.charge(&store, "tablet", 600).await, Ok(()));
        // The first charge starts an addition at once; the count holds it while it travels.
        {
            let st = a.state.lock().await;
            let (stored, added) = st.counts["tablet"];
            assert_eq!(stored + added, 600, "{stored} + {added}");
        }
        settled(&a).await;
        assert_eq!(store.usage().usage_of("tablet", &day).await.ok(), Some(600));
        assert_eq!(a.state.lock().await.counts["tablet"], (600, 0));
        // The other replica starts from the log's count.
        assert_eq!(b.charge(&store, "tablet", 300).await, Ok(()));
        settled(&b).await;
        assert_eq!(store.usage().usage_of("tablet", &day).await.ok(), Some(900));
        assert!(
            b.charge(&store, "tablet", 200).await.is_err(),
            "900 + 200 > 1,000"
        );
        // Within the second, `a` adds locally (no addition starts) and sees the quota too.
        assert_eq!(a.charge(&store, "tablet", 100).await, Ok(()));
        assert!(!a.state.lock().await.flushing);
        assert_eq!(a.state.lock().await.counts["tablet"], (600, 100));
        assert!(
            a.charge(&store, "tablet", 350).await.is_err(),
            "600 + 100 + 350 > 1,000"
        );
        // Another credential has its own count.
        assert_eq!(a.charge(&store, "other", 900).await, Ok(()));
        store.close().await;
    }

    #[test]
    fn tickets_bound_what_is_in_progress() {
        let p = InProgress::default();
        let a = p.try_take("k", 2).expect("one");
        let b = p.try_take("k", 2).expect("two");
        assert!(p.try_take("k", 2).is_none());
        assert!(p.try_take("other", 2).is_some());
        drop(a);
        assert_eq!(p.count("k"), 1);
        assert!(p.try_take("k", 2).is_some());
        drop(b);
    }

    #[test]
    fn bad_credentials_block_an_address_after_the_burst() {
        let s = Strikes::new(3, Duration::from_secs(10));
        let ip: IpAddr = "10.0.0.9".parse().expect("ip");
        for _ in 0..3 {
            assert_eq!(s.blocked(ip), None);
            s.strike(ip);
        }
        let wait = s.blocked(ip).expect("blocked after 3");
        assert!((1..=11).contains(&wait), "{wait}");
        assert_eq!(s.blocked("10.0.0.10".parse().expect("ip")), None);
    }

    #[test]
    fn a_day_ends_at_midnight_utc() {
        let (day, left) = day_of(86_400_000 * 3 + 1000);
        assert_eq!(day, "1970-01-04");
        assert_eq!(left, 86_399);
    }
}
