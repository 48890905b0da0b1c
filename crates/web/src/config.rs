//! Settings from flags and environment (`floorcall serve --help`).

use clap::{Args, ValueEnum};
use floorcall_engine::rules::Edition;
use std::net::SocketAddr;
use std::time::Duration;

#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum, Default)]
pub enum LogFormat {
    #[default]
    Text,
    Json,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum, Default)]
pub enum EditionArg {
    #[default]
    #[value(name = "2024")]
    E2024,
    #[value(name = "2026")]
    E2026,
}

impl From<EditionArg> for Edition {
    fn from(e: EditionArg) -> Self {
        match e {
            EditionArg::E2024 => Edition::E2024,
            EditionArg::E2026 => Edition::E2026,
        }
    }
}

/// `floorcall serve` flags; each has an environment variable.
#[derive(Debug, Clone, Args)]
pub struct ServeArgs {
    /// Address to listen on.
    #[arg(long, env = "FLOORCALL_ADDR", default_value = "127.0.0.1:8080")]
    pub addr: SocketAddr,
    /// Rulings log: `sqlite://FILE`, `sqlite::memory:`, `postgres://…`, or `none`.
    #[arg(
        long,
        env = "FLOORCALL_DATABASE_URL",
        default_value = "sqlite://floorcall.sqlite"
    )]
    pub database: String,
    /// TDA edition when a request names none.
    #[arg(long, env = "FLOORCALL_EDITION", value_enum, default_value = "2024")]
    pub edition: EditionArg,
    /// Largest request body in bytes; larger bodies get 413.
    #[arg(long, env = "FLOORCALL_BODY_LIMIT", default_value_t = 1024 * 1024)]
    pub body_limit: usize,
    /// Seconds a request may take before it is answered 503.
    #[arg(long, env = "FLOORCALL_REQUEST_TIMEOUT", default_value_t = 10)]
    pub request_timeout: u64,
    /// SQLite log: also survive power loss (fsync every commit), not only a killed process.
    #[arg(long, env = "FLOORCALL_SQLITE_FULL_SYNC", default_value_t = false)]
    pub sqlite_full_sync: bool,
    /// Log lines as text or JSON.
    #[arg(long, env = "FLOORCALL_LOG_FORMAT", value_enum, default_value = "text")]
    pub log_format: LogFormat,
}

/// What the handlers need of the configuration.
#[derive(Debug, Clone)]
pub struct Settings {
    pub edition: Edition,
    pub body_limit: usize,
    pub request_timeout: Duration,
}

impl Default for Settings {
    fn default() -> Self {
        Settings {
            edition: Edition::E2024,
            body_limit: 1024 * 1024,
            request_timeout: Duration::from_secs(10),
        }
    }
}

impl From<&ServeArgs> for Settings {
    fn from(a: &ServeArgs) -> Self {
        Settings {
            edition: a.edition.into(),
            body_limit: a.body_limit,
            request_timeout: Duration::from_secs(a.request_timeout.max(1)),
        }
    }
}
