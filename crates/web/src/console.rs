//! The floor console at `/`: one page, its script and its style, built into the binary (no CDN,
//! no build step), so the console works with the network cable out.

use axum::Router;
use axum::http::header;
use axum::response::IntoResponse;
use axum::routing::get;

const INDEX: &str = include_str!("../console/index.html");
const SCRIPT: &str = include_str!("../console/app.js");
const STYLE: &str = include_str!("../console/app.css");

fn asset(content_type: &'static str, body: &'static str) -> impl IntoResponse {
    (
        [
            (header::CONTENT_TYPE, content_type),
            (header::CACHE_CONTROL, "no-cache"),
        ],
        body,
    )
}

/// The console's routes: the page, its script, its style (open to anyone: people sign in on the
/// page, and the API checks their session).
pub const ROUTES: [&str; 3] = ["/", "/console/app.js", "/console/app.css"];

/// `/`, `/console/app.js`, `/console/app.css`.
pub fn router<S: Clone + Send + Sync + 'static>() -> Router<S> {
    let [page, script, style] = ROUTES;
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
}
