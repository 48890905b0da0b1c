//! The handlers, one module per resource, and [`api`], where each operation is registered
//! with who may call it.

pub(crate) mod console;
pub(crate) mod disputes;
pub(crate) mod games;
pub(crate) mod hands;
pub(crate) mod health;
pub(crate) mod house;
pub(crate) mod incidents;
pub mod keys;
pub(crate) mod players;
pub(crate) mod print;
pub(crate) mod reports;
pub(crate) mod rules;
pub mod rulings;
pub(crate) mod sessions;
pub mod staff;
pub(crate) mod tables;
pub(crate) mod webhooks;

use crate::auth::{Access, AccessTable};
use crate::problem::AppError;
use crate::role::Role;
use crate::state::AppState;
use crate::text::WebText;
use axum::http::{Method, Uri};
use utoipa::openapi::path::{Operation, PathItem};
use utoipa_axum::router::{OpenApiRouter, UtoipaMethodRouter};
use utoipa_axum::routes;

/// The API's operations: the router with their documentation, and who may call each.
pub struct Api {
    pub(crate) router: OpenApiRouter<AppState>,
    pub access: AccessTable,
}

impl std::fmt::Debug for Api {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Api")
            .field("access", &self.access)
            .finish_non_exhaustive()
    }
}

impl Api {
    /// Register the operations of `routes!(…)`, each callable with `access`: recorded in the
    /// table the guard consults and, for a role, in the operation's `x-floorcall-role` (the
    /// document's security, its note and its 401/403/429 answers follow from it).
    fn routes(mut self, access: Access, ops: UtoipaMethodRouter<AppState>) -> Api {
        let (schemas, mut paths, method_router) = ops;
        for (path, item) in paths.paths.iter_mut() {
            for (method, op) in operations(item) {
                self.access.declare(method, path, access);
                if let Access::Role(role) = access {
                    op.extensions
                        .get_or_insert_with(Default::default)
                        .insert("x-floorcall-role".into(), role.as_str().into());
                }
            }
        }
        self.router = self.router.routes((schemas, paths, method_router));
        self
    }
}

/// The operations of a path, with their methods.
fn operations(item: &mut PathItem) -> impl Iterator<Item = (Method, &mut Operation)> {
    [
        (Method::GET, &mut item.get),
        (Method::PUT, &mut item.put),
        (Method::POST, &mut item.post),
        (Method::DELETE, &mut item.delete),
        (Method::OPTIONS, &mut item.options),
        (Method::HEAD, &mut item.head),
        (Method::PATCH, &mut item.patch),
        (Method::TRACE, &mut item.trace),
    ]
    .into_iter()
    .filter_map(|(m, op)| op.as_mut().map(|op| (m, op)))
}

/// Every operation of the API, with its role (open: probes and metrics).
pub fn api() -> Api {
    use Access::{Open, Role as Needs};
    let api = Api {
        router: OpenApiRouter::new(),
        access: AccessTable::default(),
    };
    api.routes(Needs(Role::Floor), routes!(rulings::create))
        .routes(Needs(Role::Reader), routes!(rulings::list))
        .routes(Needs(Role::Reader), routes!(rulings::get))
        // A floor person's final word is a proposal; a supervisor's is the final word.
        .routes(Needs(Role::Floor), routes!(rulings::finalize))
        // Confirmed by a supervisor signed in as a person (the handler checks the session).
        .routes(Needs(Role::Supervisor), routes!(rulings::confirm))
        .routes(Needs(Role::Reader), routes!(rulings::render))
        .routes(Needs(Role::Reader), routes!(disputes::list))
        .routes(Needs(Role::Floor), routes!(hands::replay))
        .routes(Needs(Role::Floor), routes!(hands::import))
        .routes(Needs(Role::Reader), routes!(rules::list))
        .routes(Needs(Role::Reader), routes!(rules::get))
        .routes(Needs(Role::Reader), routes!(house::list))
        .routes(Needs(Role::Reader), routes!(house::get))
        .routes(Needs(Role::Reader), routes!(house::definition))
        .routes(Needs(Role::Floor), routes!(tables::balance_tables))
        // The players' personal data: supervisors see it, admins erase it.
        .routes(Needs(Role::Supervisor), routes!(players::get))
        .routes(Needs(Role::Admin), routes!(players::erase))
        // Consistency: the same facts, the queue, overrule rates; a table's warnings.
        .routes(Needs(Role::Reader), routes!(reports::similar))
        .routes(Needs(Role::Supervisor), routes!(reports::queue))
        .routes(Needs(Role::Supervisor), routes!(reports::consistency))
        .routes(Needs(Role::Floor), routes!(reports::warnings))
        .routes(Needs(Role::Floor), routes!(reports::hands))
        // Incidents away from a hand: recorded by the floor, signed off by a supervisor.
        .routes(Needs(Role::Floor), routes!(incidents::create))
        .routes(Needs(Role::Reader), routes!(incidents::list))
        .routes(Needs(Role::Reader), routes!(incidents::get))
        .routes(Needs(Role::Supervisor), routes!(incidents::sign_off))
        // One printed page of a ruling or an incident.
        .routes(Needs(Role::Reader), routes!(print::ruling))
        .routes(Needs(Role::Reader), routes!(print::incident))
        // Webhooks: admins subscribe casino systems to the log's events.
        .routes(Needs(Role::Admin), routes!(webhooks::create))
        .routes(Needs(Role::Admin), routes!(webhooks::list))
        .routes(Needs(Role::Admin), routes!(webhooks::deliveries))
        .routes(Needs(Role::Admin), routes!(webhooks::remove))
        .routes(Needs(Role::Admin), routes!(keys::create))
        .routes(Needs(Role::Admin), routes!(keys::list))
        .routes(Needs(Role::Admin), routes!(keys::revoke))
        .routes(Needs(Role::Admin), routes!(keys::rotate))
        .routes(Needs(Role::Admin), routes!(staff::create))
        .routes(Needs(Role::Admin), routes!(staff::list))
        .routes(Needs(Role::Admin), routes!(staff::disable))
        // Signing in needs no credential (it is how a person gets one: throttled).
        .routes(Open, routes!(sessions::sign_in))
        .routes(Needs(Role::Reader), routes!(sessions::current))
        .routes(Needs(Role::Reader), routes!(sessions::sign_out))
        .routes(Open, routes!(console::messages))
        // The games as the engine models them: the console's set-up needs them before sign-in.
        .routes(Open, routes!(games::list))
        .routes(Open, routes!(health::healthz))
        .routes(Open, routes!(health::readyz))
        // Metrics name routes, statuses and rates: a reader's, like the log.
        .routes(Needs(Role::Reader), routes!(health::metrics))
}

pub(crate) async fn not_found(uri: Uri) -> AppError {
    AppError::NotFound(
        WebText::NoSuchPath {
            path: uri.path().to_string(),
        }
        .into(),
    )
}

pub(crate) async fn method_not_allowed() -> AppError {
    AppError::MethodNotAllowed
}
