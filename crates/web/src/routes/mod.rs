//! The handlers, one module per resource.

pub mod hands;
pub mod health;
pub mod keys;
pub mod rules;
pub mod rulings;
pub mod tables;

use crate::AppState;
use crate::problem::AppError;
use crate::text::WebText;
use axum::http::Uri;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(rulings::create, rulings::list))
        .routes(routes!(rulings::get, rulings::finalize))
        .routes(routes!(hands::replay))
        .routes(routes!(hands::import))
        .routes(routes!(rules::list))
        .routes(routes!(rules::get))
        .routes(routes!(tables::balance))
        .routes(routes!(keys::create, keys::list))
        .routes(routes!(keys::revoke))
        .routes(routes!(health::healthz))
        .routes(routes!(health::readyz))
        .routes(routes!(health::metrics))
}

pub async fn not_found(uri: Uri) -> AppError {
    AppError::NotFound(
        WebText::NoSuchPath {
            path: uri.path().to_string(),
        }
        .into(),
    )
}

pub async fn method_not_allowed() -> AppError {
    AppError::MethodNotAllowed
}
