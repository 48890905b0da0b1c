//! The floor console at `/`: one page, its script, its style and its service worker, built into
//! the binary (no CDN, no build step), and the engine compiled to WebAssembly (the committed
//! `crates/wasm/dist/floorcall.wasm`, or the file `FLOORCALL_CONSOLE_WASM` names; see
//! `build.rs`), so the console works with the network cable out and rules while the server
//! cannot be reached. [`WASM_STATUS`] says whether this build has it (`GET /healthz`).

use axum::Router;
use axum::http::{StatusCode, header};
use axum::response::{IntoResponse, Response};
use axum::routing::get;

include!(concat!(env!("OUT_DIR"), "/console_wasm.rs"));

const INDEX: &str = include_str!("../console/index.html");
const SCRIPT: &str = include_str!("../console/app.js");
const STYLE: &str = include_str!("../console/app.css");
const WORKER: &str = include_str!("../console/sw.js");

fn asset(content_type: &'static str, body: &'static str) -> impl IntoResponse {
    (
        [
            (header::CONTENT_TYPE, content_type),
            (header::CACHE_CONTROL, "no-cache"),
        ],
        body,
    )
}

/// The offline engine, or 404 when this build has none (the console then rules online only).
fn wasm() -> Response {
    match WASM {
        Some(bytes) => (
            [
                (header::CONTENT_TYPE, "application/wasm"),
                (header::CACHE_CONTROL, "no-cache"),
            ],
            bytes,
        )
            .into_response(),
        None => StatusCode::NOT_FOUND.into_response(),
    }
}

/// The console's routes: the page, its script, its style, the engine as WebAssembly and the
/// service worker (at the root, so that it serves the page offline). Open to anyone: people sign
/// in on the page, and the API checks their session.
pub(crate) const ROUTES: [&str; 5] = [
    "/",
    "/console/app.js",
    "/console/app.css",
    "/console/floorcall.wasm",
    "/sw.js",
];

/// `/`, `/console/app.js`, `/console/app.css`, `/console/floorcall.wasm`, `/sw.js`.
pub(crate) fn router<S: Clone + Send + Sync + 'static>() -> Router<S> {
    let [page, script, style, engine, worker] = ROUTES;
    Router::new()
        .route(
            page,
            get(|| async { asset("text/html; charset=utf-8", INDEX) }),
        )
        .route(
            script,
            get(|| async { asset("text/javascript; charset=utf-8", SCRIPT) }),
        )
        .route(
            style,
            get(|| async { asset("text/css; charset=utf-8", STYLE) }),
        )
        .route(engine, get(|| async { wasm() }))
        .route(
            worker,
            get(|| async { asset("text/javascript; charset=utf-8", WORKER) }),
        )
}
