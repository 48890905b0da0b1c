//! The web service's tests, one binary (zero2prod style): every endpoint and error status
//! in-process, the seed cases over real HTTP, the committed OpenAPI document, the rulings log
//! on SQLite and PostgreSQL, and a SIGKILL crash test.

mod auth;
mod bounds;
mod cases;
mod console;
mod crash;
mod endpoints;
mod examples;
mod helpers;
mod house;
mod log;
mod offline;
mod openapi;
mod people;
mod record;
mod review;
mod security;
mod tls;
mod webhooks;
