//! Staff accounts (admin): `POST /v1/staff` makes one (a person, their role, and the PIN or
//! password they sign in with), `GET /v1/staff` lists them, `DELETE /v1/staff/{id}` disables
//! one and ends its sessions at once (never the last admin credential: 409). The same from the
//! command line with `floorcall staff`.

use crate::extract::{AppJson, JsonBody};
use crate::problem::{AppError, BodyProblems, LogProblems, Problem};
use crate::role::{Caller, Role};
use crate::routes::keys::actor_of;
use crate::state::AppState;
use crate::store::staff::{Staff, check_secret};
use crate::text::WebText;
use axum::extract::{Path, State};
use axum::http::StatusCode;
use serde::Deserialize;
use utoipa::ToSchema;

/// A staff account to make.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub(crate) struct StaffRequest {
    /// The person's name, as they will sign in with it (`Ana Souza`), 1 to 100 characters.
    #[schema(min_length = 1, max_length = 100)]
    pub(crate) name: String,
    pub(crate) role: Role,
    /// Their PIN or password: 6 to 128 characters, not one character repeated. Stored as
    /// an Argon2id hash only.
    #[schema(min_length = 6, max_length = 128)]
    pub(crate) secret: String,
}

/// Check a staff name: 1 to 100 characters, not blank.
pub fn check_name(name: &str) -> Result<(), AppError> {
    let n = name.trim().chars().count();
    if n == 0 || name.chars().count() > 100 {
        return Err(AppError::Unprocessable {
            detail: WebText::StaffName.into(),
            field: Some("name".into()),
        });
    }
    Ok(())
}

/// Check a PIN or password.
pub(crate) fn check_pin(secret: &str) -> Result<(), AppError> {
    check_secret(secret).map_err(|why| AppError::Unprocessable {
        detail: if why.contains("repeated") {
            WebText::SecretRepeated.into()
        } else {
            WebText::SecretLength.into()
        },
        field: Some("secret".into()),
    })
}

/// Make a staff account.
#[utoipa::path(post, path = "/v1/staff", operation_id = "createStaff", tag = "staff",
    request_body(content = StaffRequest, example = json!({"name": "Ana Souza", "role": "floor", "secret": "482913"})),
    responses(
        (status = 201, description = "The account", body = Staff),
        BodyProblems,
        LogProblems,
        (status = 404, description = "The log is off: no accounts", body = Problem, content_type = "application/problem+json"),
        (status = 409, description = "An active account has the name", body = Problem, content_type = "application/problem+json")
    ))]
pub(crate) async fn create(
    State(s): State<AppState>,
    caller: Option<axum::Extension<Caller>>,
    JsonBody { value: req, .. }: JsonBody<StaffRequest>,
) -> Result<(StatusCode, AppJson<Staff>), AppError> {
    check_name(&req.name)?;
    check_pin(&req.secret)?;
    if !s.store.enabled() {
        return Err(AppError::NotFound(WebText::LogOff.into()));
    }
    let by = actor_of(&caller);
    let staff = s
        .store
        .staff()
        .create_staff(s.new_id(), &req.name, req.role, &req.secret, &by)
        .await?;
    tracing::info!(target: "floorcall::access", staff_id = %staff.id, name = %staff.name, role = staff.role.as_str(), by = %by.label(), "staff account created");
    Ok((StatusCode::CREATED, AppJson(staff)))
}

/// The staff accounts, oldest first, disabled ones included (never a PIN).
#[utoipa::path(get, path = "/v1/staff", operation_id = "listStaff", tag = "staff",
    responses(
        (status = 200, description = "The accounts", body = [Staff]),
        LogProblems
    ))]
pub(crate) async fn list(State(s): State<AppState>) -> Result<AppJson<Vec<Staff>>, AppError> {
    if !s.store.enabled() {
        return Ok(AppJson(Vec::new()));
    }
    Ok(AppJson(s.store.staff().list_staff().await?))
}

/// Disable a staff account (by id, or by the name of an active one): it can no longer sign
/// in and its sessions are refused from the next request on. The last active admin
/// credential is not disabled (409).
#[utoipa::path(delete, path = "/v1/staff/{id}", operation_id = "disableStaff", tag = "staff",
    params(("id" = String, Path, description = "The account's id, or its name")),
    responses(
        (status = 200, description = "The account, disabled", body = Staff),
        LogProblems,
        (status = 404, description = "No such account", body = Problem, content_type = "application/problem+json"),
        (status = 409, description = "The last active admin credential", body = Problem, content_type = "application/problem+json")
    ))]
pub(crate) async fn disable(
    State(s): State<AppState>,
    caller: Option<axum::Extension<Caller>>,
    Path(id): Path<String>,
) -> Result<AppJson<Staff>, AppError> {
    if !s.store.enabled() {
        return Err(AppError::NotFound(WebText::NoStaff { id }.into()));
    }
    let by = actor_of(&caller);
    match s.store.staff().disable_staff(&id, &by).await? {
        Some(st) => {
            tracing::info!(target: "floorcall::access", staff_id = %st.id, name = %st.name, by = %by.label(), "staff account disabled");
            Ok(AppJson(st))
        }
        None => Err(AppError::NotFound(WebText::NoStaff { id }.into())),
    }
}
