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
    /// Rulings log: `sqlite://FILE`, `sqlite::memory:`, `postgres://…`, or `none`. Its
    /// password is never printed (help, logs, errors).
    #[arg(
        long,
        env = "FLOORCALL_DATABASE_URL",
        default_value = "sqlite://floorcall.sqlite",
        hide_env_values = true
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
    /// SQLite log: microseconds the writer waits for a fuller batch, only when rulings come
    /// faster than one per wait (0: never waits).
    #[arg(long, env = "FLOORCALL_LOG_LINGER_US", default_value_t = crate::store::DEFAULT_LINGER_US)]
    pub log_linger_us: u64,
    /// Log lines as text or JSON.
    #[arg(long, env = "FLOORCALL_LOG_FORMAT", value_enum, default_value = "text")]
    pub log_format: LogFormat,
    /// Serve without API keys on a non-loopback address (by default the server refuses to
    /// start there until a key exists: `floorcall keys create`).
    #[arg(long, env = "FLOORCALL_NO_AUTH", default_value_t = false)]
    pub no_auth: bool,
    /// Origins a browser app may call from (CORS), comma-separated, e.g.
    /// `https://console.casino.example`; none by default.
    #[arg(long, env = "FLOORCALL_CORS_ORIGINS", value_delimiter = ',')]
    pub cors_origins: Vec<String>,
    /// Host names the server answers to (the `Host` header, port aside), comma-separated; any
    /// by default.
    #[arg(long, env = "FLOORCALL_ALLOWED_HOSTS", value_delimiter = ',')]
    pub allowed_hosts: Vec<String>,
    /// Requests per second each API key may make on average (0: no limit).
    #[arg(long, env = "FLOORCALL_RATE_LIMIT", default_value_t = 200)]
    pub rate_limit: u32,
    /// Requests an API key may make in a burst above the average.
    #[arg(long, env = "FLOORCALL_RATE_BURST", default_value_t = 400)]
    pub rate_burst: u32,
    /// Open connections at most; beyond it the longest-idle connection is closed (and a new
    /// one is refused when none is idle). Lowered to fit the process's file limit.
    #[arg(long, env = "FLOORCALL_MAX_CONNECTIONS", default_value_t = 1024)]
    pub max_connections: usize,
    /// Seconds a client may take to send a request's headers, and a connection may stay idle
    /// between requests.
    #[arg(long, env = "FLOORCALL_IDLE_TIMEOUT", default_value_t = 30)]
    pub idle_timeout: u64,
    /// Largest ruling request stored in the log, in bytes; larger requests get 413.
    #[arg(long, env = "FLOORCALL_MAX_STORED_REQUEST", default_value_t = 256 * 1024)]
    pub max_stored_request: usize,
    /// A folder of house-rule profiles (`*.toml`), beside the shipped ones: read at start; a
    /// file that does not read, or a name already taken with other content, stops the server.
    #[arg(long, env = "FLOORCALL_HOUSE_RULES", value_name = "DIR")]
    pub house_rules: Option<std::path::PathBuf>,
    /// The house-rule profile a request that names none is ruled under (it must exist); none:
    /// the TDA.
    #[arg(long, env = "FLOORCALL_DEFAULT_HOUSE", value_name = "NAME")]
    pub default_house: Option<String>,
}

impl ServeArgs {
    /// The house-rule profiles to serve: the shipped ones, `--house-rules`'s, the default.
    pub fn houses(&self) -> Result<crate::house::Houses, crate::house::HouseError> {
        crate::house::Houses::load(self.house_rules.as_deref(), self.default_house.as_deref())
    }

    /// How the rulings log writes.
    pub fn log_options(&self) -> crate::store::Options {
        crate::store::Options {
            full_sync: self.sqlite_full_sync,
            linger: Duration::from_micros(self.log_linger_us),
        }
    }
}

/// What the handlers need of the configuration.
#[derive(Debug, Clone)]
pub struct Settings {
    pub edition: Edition,
    pub body_limit: usize,
    pub request_timeout: Duration,
    /// Whether API keys are checked (off only with `--no-auth`).
    pub auth: bool,
    pub cors_origins: Vec<String>,
    pub allowed_hosts: Vec<String>,
    /// Per key: requests per second (0: no limit) and burst.
    pub rate_limit: u32,
    pub rate_burst: u32,
    pub idle_timeout: Duration,
    pub max_stored_request: usize,
}

impl Default for Settings {
    fn default() -> Self {
        Settings {
            edition: Edition::E2024,
            body_limit: 1024 * 1024,
            request_timeout: Duration::from_secs(10),
            auth: true,
            cors_origins: Vec::new(),
            allowed_hosts: Vec::new(),
            rate_limit: 200,
            rate_burst: 400,
            idle_timeout: Duration::from_secs(30),
            max_stored_request: 256 * 1024,
        }
    }
}

impl From<&ServeArgs> for Settings {
    fn from(a: &ServeArgs) -> Self {
        let list = |v: &[String]| -> Vec<String> {
            v.iter()
                .map(|s| s.trim().to_string())
                .filter(|s| !s.is_empty())
                .collect()
        };
        Settings {
            edition: a.edition.into(),
            body_limit: a.body_limit,
            request_timeout: Duration::from_secs(a.request_timeout.max(1)),
            auth: !a.no_auth,
            cors_origins: list(&a.cors_origins),
            allowed_hosts: list(&a.allowed_hosts)
                .into_iter()
                .map(|h| h.to_ascii_lowercase())
                .collect(),
            rate_limit: a.rate_limit,
            rate_burst: a.rate_burst.max(1),
            idle_timeout: Duration::from_secs(a.idle_timeout.max(1)),
            max_stored_request: a.max_stored_request,
        }
    }
}

/// A database URL fit to print: the password replaced by `***`
/// (`postgres://app:***@db/floorcall`).
///
/// ```
/// use floorcall_web::config::redact;
/// assert_eq!(redact("postgres://app:s3cret@db:5432/log"), "postgres://app:***@db:5432/log");
/// assert_eq!(redact("sqlite://floorcall.sqlite"), "sqlite://floorcall.sqlite");
/// ```
pub fn redact(url: &str) -> String {
    let Some((scheme, rest)) = url.split_once("://") else {
        return url.to_string();
    };
    let authority_end = rest.find(['/', '?']).unwrap_or(rest.len());
    let (authority, path) = rest.split_at(authority_end);
    let redacted = match authority.rsplit_once('@') {
        Some((userinfo, host)) => match userinfo.split_once(':') {
            Some((user, _)) => format!("{user}:***@{host}"),
            None => authority.to_string(),
        },
        None => authority.to_string(),
    };
    // `?password=…` in the query too.
    let path = match path.split_once('?') {
        Some((p, q)) => {
            let q: Vec<String> = q
                .split('&')
                .map(|kv| match kv.split_once('=') {
                    Some((k, _)) if k.eq_ignore_ascii_case("password") => format!("{k}=***"),
                    _ => kv.to_string(),
                })
                .collect();
            format!("{p}?{}", q.join("&"))
        }
        None => path.to_string(),
    };
    format!("{scheme}://{redacted}{path}")
}

/// `text` with every occurrence of the URL's password replaced by `***` (an error message
/// that quotes the URL).
pub fn redact_in(text: &str, url: &str) -> String {
    let password = url
        .split_once("://")
        .and_then(|(_, rest)| rest.split(['/', '?']).next())
        .and_then(|a| a.rsplit_once('@'))
        .and_then(|(userinfo, _)| userinfo.split_once(':'))
        .map(|(_, p)| p)
        .filter(|p| !p.is_empty());
    match password {
        Some(p) => text.replace(url, &redact(url)).replace(p, "***"),
        None => text.replace(url, &redact(url)),
    }
}
