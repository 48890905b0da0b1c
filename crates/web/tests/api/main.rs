//! The web service's tests, one binary (zero2prod style): every endpoint and error status
//! in-process, the seed cases over real HTTP, the committed OpenAPI document, the rulings log
//! on SQLite and PostgreSQL, a SIGKILL crash test, the backup drill and the upgrade from every
//! earlier schema.

mod auth;
mod backup;
mod bounds;
mod cases;
mod console;
mod crash;
mod endpoints;
mod examples;
mod failover;
mod helpers;
mod house;
mod log;
mod observability;
mod offline;
mod openapi;
mod people;
mod record;
mod review;
mod security;
mod tls;
mod upgrade;
mod webhooks;
