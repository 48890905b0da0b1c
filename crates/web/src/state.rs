//! The handlers' shared state: settings, the store, the house profiles, the limits and the id
//! generator. It sits above `config`, `store` and `house` and below everything that serves a
//! request; nothing here reaches back up to the crate root.

use crate::config::Settings;
use crate::house;
use crate::store::{self, Store};
use floorcall_engine::rules::Edition;
use std::sync::atomic::AtomicBool;
use std::sync::{Arc, Mutex};

/// Shared state of the handlers: one reference count to bump per request, however many
/// parts the state has.
#[derive(Clone, Debug)]
pub struct AppState(Arc<Shared>);

/// What [`AppState`] shares.
pub struct Shared {
    pub(crate) settings: Settings,
    pub store: Store,
    /// The house-rule profiles requests may name, and the default (`--house-rules`,
    /// `--default-house`).
    pub(crate) houses: house::Houses,
    ids: Mutex<ulid::Generator>,
    pub shutting_down: Arc<AtomicBool>,
    /// Requests per credential (shared by replicas on a PostgreSQL log).
    pub limiter: store::limits::RateLimiter,
    /// Requests in progress per credential.
    pub(crate) in_progress: store::limits::InProgress,
    /// Exports in progress per credential, and on the server (key `*`).
    pub(crate) exports: store::limits::InProgress,
    /// Bytes of rulings stored per credential today.
    pub(crate) usage: store::limits::Usage,
    /// Bad credentials per client address.
    pub(crate) strikes: store::limits::Strikes,
}

impl std::ops::Deref for AppState {
    type Target = Shared;
    fn deref(&self) -> &Shared {
        &self.0
    }
}

impl std::fmt::Debug for Shared {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Shared")
            .field("settings", &self.settings)
            .field("store", &self.store)
            .field("houses", &self.houses.names())
            .finish_non_exhaustive()
    }
}

impl AppState {
    /// A state with the shipped house-rule profiles and no default.
    pub fn new(settings: Settings, store: Store) -> AppState {
        AppState::with_houses(settings, store, house::Houses::shipped())
    }

    /// A state with the house-rule profiles of `--house-rules` and `--default-house`.
    pub fn with_houses(settings: Settings, store: Store, houses: house::Houses) -> AppState {
        let limiter = store::limits::RateLimiter::for_store(
            &store,
            settings.rate_limit,
            settings.rate_burst,
            settings.shared_rate_limit,
        );
        let usage = store::limits::Usage::new(settings.daily_stored_bytes);
        let strikes = store::limits::Strikes::new(
            settings.bad_credential_burst,
            std::time::Duration::from_secs(3),
        );
        AppState(Arc::new(Shared {
            settings,
            store,
            houses,
            ids: Mutex::new(ulid::Generator::new()),
            shutting_down: Arc::new(AtomicBool::new(false)),
            limiter,
            in_progress: Default::default(),
            exports: Default::default(),
            usage,
            strikes,
        }))
    }

    /// A new id, sortable by time (ULID, monotonic within a millisecond).
    pub fn new_id(&self) -> String {
        let mut g = self.ids.lock().unwrap_or_else(|e| e.into_inner());
        match g.generate() {
            Ok(u) => u.to_string(),
            Err(_) => ulid::Ulid::new().to_string(),
        }
    }

    pub(crate) fn default_edition(&self) -> Edition {
        self.settings.edition
    }
}
