//! floorcall-web: the REST service over `floorcall-engine`.
//!
//! - [`app`] builds the router from the handlers in [`routes`]; the OpenAPI document it serves
//!   is the committed one ([`document`]), which [`contract`] generates from the handlers.
//! - [`problem`]: every 4xx/5xx is a problem document, in words of [`text`], in the language
//!   [`i18n`] negotiates; [`extract`]: JSON bodies and answers; [`store`]: the rulings log;
//!   [`auth`]: keys and their [`role`]s; [`telemetry`]: tracing, request ids, Prometheus
//!   metrics; [`config`]: flags and environment; [`house`]: the house-rule profiles a
//!   ruling may name.

pub mod auth;
pub mod config;
pub mod console;
pub mod contract;
pub mod document;
pub mod extract;
pub mod forms;
pub mod heavy;
pub mod house;
pub mod i18n;
#[cfg(feature = "otlp")]
pub mod otlp;
pub mod problem;
pub mod role;
pub mod routes;
pub mod secret;
pub mod security;
pub mod server;
pub mod store;
pub mod telemetry;
pub mod text;
pub mod webhooks;

use axum::Router;
use axum::extract::DefaultBodyLimit;
use config::Settings;
use floorcall_engine::rules::Edition;
use std::sync::atomic::AtomicBool;
use std::sync::{Arc, Mutex};
use store::Store;
use utoipa_axum::router::OpenApiRouter;

/// Shared state of the handlers: one reference count to bump per request, however many
/// parts the state has.
#[derive(Clone, Debug)]
pub struct AppState(Arc<Shared>);

/// What [`AppState`] shares.
pub struct Shared {
    pub settings: Settings,
    pub store: Store,
    /// The house-rule profiles requests may name, and the default (`--house-rules`,
    /// `--default-house`).
    pub houses: house::Houses,
    ids: Mutex<ulid::Generator>,
    pub shutting_down: Arc<AtomicBool>,
    /// Requests per credential (shared by replicas on a PostgreSQL log).
    pub limiter: store::limits::RateLimiter,
    /// Requests in progress per credential.
    pub in_progress: store::limits::InProgress,
    /// Exports in progress per credential, and on the server (key `*`).
    pub exports: store::limits::InProgress,
    /// Bytes of rulings stored per credential today.
    pub usage: store::limits::Usage,
    /// Bad credentials per client address.
    pub strikes: store::limits::Strikes,
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

    pub fn default_edition(&self) -> Edition {
        self.settings.edition
    }
}

/// Where the OpenAPI document is served, and its explorer (Swagger UI).
const DOCUMENT: &str = "/openapi.json";
const DOCS: &str = "/docs";

/// Swagger UI with the committed document, built once (a router is cheap to clone).
fn docs() -> Router {
    static DOCS_ROUTER: std::sync::OnceLock<Router> = std::sync::OnceLock::new();
    DOCS_ROUTER
        .get_or_init(|| {
            utoipa_swagger_ui::SwaggerUi::new(DOCS)
                .external_url_unchecked(DOCUMENT, document::value().clone())
                .into()
        })
        .clone()
}

/// The service's router: the operations, the document and its explorer, the console.
pub fn app(state: AppState) -> Router {
    telemetry::prometheus();
    let body_limit = state.settings.body_limit;
    let routes::Api {
        router: operations,
        mut access,
    } = routes::api();
    let (router, _) = OpenApiRouter::new()
        .merge(operations)
        .with_state(state.clone())
        .split_for_parts();
    // The document, its explorer and the console's files are open to anyone; every route
    // the guard does not find declared is refused.
    for route in [DOCUMENT, DOCS, "/docs/", "/docs/{*rest}"]
        .into_iter()
        .chain(console::ROUTES)
    {
        access.open(route);
    }
    let guard = auth::Guard {
        state: state.clone(),
        access: Arc::new(access),
    };
    let router = router
        .merge(docs())
        .merge(console::router())
        .fallback(routes::not_found)
        .method_not_allowed_fallback(routes::method_not_allowed)
        .layer(DefaultBodyLimit::max(body_limit))
        .layer(axum::middleware::from_fn_with_state(guard, auth::guard));
    let cors = security::cors(&state.settings.cors_origins);
    let router = telemetry::layers(router, state.clone())
        .layer(axum::middleware::from_fn_with_state(
            state.clone(),
            security::headers,
        ))
        .layer(axum::middleware::from_fn_with_state(
            state,
            security::check_host,
        ))
        // Every problem, the timeout's and the panic handler's included, is written in the
        // request's language.
        .layer(axum::middleware::from_fn(i18n::localize));
    // Outermost: a browser's preflight is answered before anything else looks at it.
    match cors {
        Some(c) => router.layer(c),
        None => router,
    }
}

/// The OpenAPI document as generated from the code, with the examples of the source tree's
/// cases (`tests/cases`): what `openapi/openapi.json` must hold.
pub fn openapi_json() -> Result<String, contract::examples::ExamplesError> {
    contract::generate(std::path::Path::new(contract::CASES))
}
