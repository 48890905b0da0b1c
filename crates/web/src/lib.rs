//! floorcall-web: the REST service over `floorcall-engine`.
//!
//! - [`app`] builds the router from the handlers in [`routes`]; the OpenAPI document it serves
//!   is the committed one ([`document`]), which [`contract`] generates from the handlers.
//! - [`problem`]: every 4xx/5xx is a problem document, in words of [`text`], in the language
//!   [`i18n`] negotiates; [`extract`]: JSON bodies and answers; [`store`]: the rulings log;
//!   [`auth`]: keys and their [`role`]s; [`telemetry`]: tracing, request ids, Prometheus
//!   metrics; [`config`]: flags and environment; [`house`]: the house-rule profiles a
//!   ruling may name; [`state`]: what every handler shares ([`AppState`]).

pub mod auth;
pub mod config;
pub mod console;
pub mod contract;
pub mod document;
pub(crate) mod extract;
pub(crate) mod forms;
pub mod heavy;
pub mod house;
pub(crate) mod i18n;
pub(crate) mod net;
#[cfg(feature = "otlp")]
pub(crate) mod otlp;
pub(crate) mod problem;
pub mod role;
pub mod routes;
pub(crate) mod secret;
pub mod security;
pub mod server;
pub(crate) mod state;
pub mod store;
pub mod telemetry;
pub(crate) mod text;
pub mod webhooks;
pub(crate) mod wire;

pub use state::{AppState, Shared};

use axum::Router;
use axum::extract::DefaultBodyLimit;
use axum::middleware::{from_fn, from_fn_with_state};
use std::sync::Arc;
use tower_http::catch_panic::CatchPanicLayer;
use tower_http::request_id::{PropagateRequestIdLayer, SetRequestIdLayer};
use utoipa_axum::router::OpenApiRouter;

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
        .method_not_allowed_fallback(routes::method_not_allowed);
    // The middleware, outermost first, composed into one layer: `Router::layer` wraps each
    // route's service in it once, so that a request clones one stack of concrete services
    // (reference counts) rather than a boxed service per layer, each box cloned again by every
    // `from_fn` layer around it (about a quarter of a ruling's instructions, and more of a
    // `/healthz`'s, before).
    let request_id = axum::http::HeaderName::from_static(telemetry::REQUEST_ID);
    let stack = tower::ServiceBuilder::new()
        // A browser's preflight is answered before anything else looks at it.
        .option_layer(security::cors(&state.settings.cors_origins))
        // Every problem, the timeout's and the panic handler's included, is written in the
        // request's language.
        .layer(from_fn(i18n::localize))
        // The client's address behind a trusted proxy, before anything reads it.
        .layer(from_fn_with_state(state.clone(), security::forwarded))
        .layer(from_fn_with_state(state.clone(), security::check_host))
        .layer(from_fn_with_state(state.clone(), security::headers))
        // The operational layers: the client's id set apart, the server's request id, trace,
        // metrics, panic catching, timeout.
        .layer(from_fn(telemetry::own_request_id))
        .layer(SetRequestIdLayer::new(
            request_id.clone(),
            telemetry::MakeUlid,
        ))
        .layer(PropagateRequestIdLayer::new(request_id))
        .layer(telemetry::trace())
        .layer(from_fn(telemetry::record_metrics))
        .layer(CatchPanicLayer::custom(telemetry::panic_response))
        .layer(from_fn_with_state(state, telemetry::timeout))
        // The credential, checked against the operation's role.
        .layer(from_fn_with_state(guard, auth::guard))
        .layer(DefaultBodyLimit::max(body_limit));
    router.layer(stack)
}

/// The OpenAPI document as generated from the code, with the examples of the source tree's
/// cases (`tests/cases`): what `openapi/openapi.json` must hold.
pub fn openapi_json() -> Result<String, contract::examples::ExamplesError> {
    contract::generate(std::path::Path::new(contract::CASES))
}
