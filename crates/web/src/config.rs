//! Settings from flags and environment (`floorcall serve --help`).

use crate::store::staff::SessionLimits;
use clap::{Args, ValueEnum};
use floorcall_engine::rules::Edition;
use std::net::SocketAddr;
use std::path::PathBuf;
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
    pub(crate) edition: EditionArg,
    /// Largest request body in bytes; larger bodies get 413.
    #[arg(long, env = "FLOORCALL_BODY_LIMIT", default_value_t = 1024 * 1024)]
    pub(crate) body_limit: usize,
    /// Seconds a request may take before it is answered 503.
    #[arg(long, env = "FLOORCALL_REQUEST_TIMEOUT", default_value_t = 10)]
    pub(crate) request_timeout: u64,
    /// SQLite log: also survive power loss (fsync every commit), not only a killed process.
    #[arg(long, env = "FLOORCALL_SQLITE_FULL_SYNC", default_value_t = false)]
    pub(crate) sqlite_full_sync: bool,
    /// SQLite log: microseconds the writer waits for a fuller batch, only when rulings come
    /// faster than one per wait (0: never waits).
    #[arg(long, env = "FLOORCALL_LOG_LINGER_US", default_value_t = crate::store::DEFAULT_LINGER_US)]
    pub log_linger_us: u64,
    /// Log lines as text or JSON.
    #[arg(long, env = "FLOORCALL_LOG_FORMAT", value_enum, default_value = "text")]
    pub log_format: LogFormat,
    /// Export a trace span per request over OTLP/HTTP (protobuf) to this collector, e.g.
    /// `http://127.0.0.1:4318` (`/v1/traces` is added to a URL without a path). Off by default:
    /// nothing is exported without it.
    #[arg(long, env = "FLOORCALL_OTLP_ENDPOINT", value_name = "URL")]
    pub otlp_endpoint: Option<String>,
    /// Serve without credentials, even on a network address (by default a server off
    /// loopback refuses to start until an admin credential exists, and refuses requests
    /// with 503 whenever none is left: `floorcall keys create --role admin`).
    #[arg(long, env = "FLOORCALL_NO_AUTH", default_value_t = false)]
    pub no_auth: bool,
    /// HTTPS: the server's certificate chain (PEM). With `--tls-key`, the server speaks
    /// HTTPS only (a plain HTTP request is answered 400 and the connection closed).
    #[arg(long, env = "FLOORCALL_TLS_CERT", requires = "tls_key")]
    pub tls_cert: Option<PathBuf>,
    /// HTTPS: the certificate's private key (PEM: PKCS#8, PKCS#1 or SEC1).
    #[arg(long, env = "FLOORCALL_TLS_KEY", requires = "tls_cert")]
    pub tls_key: Option<PathBuf>,
    /// With TLS: also listen for plain HTTP here and answer every request with a redirect
    /// (308) to the same path over HTTPS, e.g. `0.0.0.0:80`.
    #[arg(long, env = "FLOORCALL_HTTP_REDIRECT", requires = "tls_cert")]
    pub http_redirect: Option<SocketAddr>,
    /// The HTTPS port the redirect points to (default: the port of `--addr`).
    #[arg(long, env = "FLOORCALL_HTTPS_PORT")]
    pub https_port: Option<u16>,
    /// Hours a staff session lasts, however active.
    #[arg(long, env = "FLOORCALL_SESSION_HOURS", default_value_t = 8)]
    pub(crate) session_hours: u64,
    /// Minutes without a request after which a staff session ends.
    #[arg(long, env = "FLOORCALL_SESSION_IDLE_MINUTES", default_value_t = 30)]
    pub(crate) session_idle_minutes: u64,
    /// Requests in progress at once per key or person (each holds a connection); beyond it
    /// 429 (0: no bound).
    #[arg(
        long,
        env = "FLOORCALL_MAX_REQUESTS_PER_CREDENTIAL",
        default_value_t = 32
    )]
    pub(crate) max_requests_per_credential: usize,
    /// Exports (`format=ndjson` or `csv`) in progress at once per key or person; beyond it
    /// 429.
    #[arg(
        long,
        env = "FLOORCALL_MAX_EXPORTS_PER_CREDENTIAL",
        default_value_t = 2
    )]
    pub(crate) max_exports_per_credential: usize,
    /// Exports in progress at once on this server; beyond it 503.
    #[arg(long, env = "FLOORCALL_MAX_EXPORTS", default_value_t = 8)]
    pub(crate) max_exports: usize,
    /// Bytes of rulings (request and ruling as stored) each key or person may add to the log
    /// per UTC day; beyond it 429 until midnight UTC (0: no quota).
    #[arg(long, env = "FLOORCALL_DAILY_STORED_BYTES", default_value_t = 256 << 20)]
    pub(crate) daily_stored_bytes: u64,
    /// Bad credentials (unknown, revoked or expired keys and sessions, wrong PINs) a client
    /// address may send before it is refused (429) for a while; one more is allowed every 3 s
    /// (0: no throttle).
    #[arg(long, env = "FLOORCALL_BAD_CREDENTIAL_BURST", default_value_t = 20)]
    pub(crate) bad_credential_burst: u32,
    /// With a PostgreSQL log, keep the rate limit in this process instead of sharing it with
    /// every replica through the database.
    #[arg(long, env = "FLOORCALL_LOCAL_RATE_LIMIT", default_value_t = false)]
    pub(crate) local_rate_limit: bool,
    /// SQLite log: `/readyz` answers 503 when the log's file system has fewer free bytes.
    #[arg(long, env = "FLOORCALL_MIN_FREE_DISK", default_value_t = crate::store::DEFAULT_MIN_FREE_DISK)]
    pub(crate) min_free_disk: u64,
    /// Origins a browser app may call from (CORS), comma-separated, e.g.
    /// `https://console.casino.example`; none by default.
    #[arg(long, env = "FLOORCALL_CORS_ORIGINS", value_delimiter = ',')]
    pub cors_origins: Vec<String>,
    /// Host names the server answers to (the `Host` header, port aside), comma-separated; any
    /// by default.
    #[arg(long, env = "FLOORCALL_ALLOWED_HOSTS", value_delimiter = ',')]
    pub allowed_hosts: Vec<String>,
    /// Proxies whose `X-Forwarded-For` is believed, comma-separated addresses or networks
    /// (`10.0.0.7`, `172.16.0.0/12`): the TLS-terminating proxy in front of the replicas. A
    /// request that comes from one of them is the client's at the last address the header
    /// names that is not itself such a proxy (the throttle on bad credentials and the access
    /// log use it). None by default: the header is ignored.
    #[arg(long, env = "FLOORCALL_TRUSTED_PROXIES", value_delimiter = ',', value_parser = crate::net::Network::parse)]
    pub(crate) trusted_proxies: Vec<crate::net::Network>,
    /// Requests per second each API key may make on average (0: no limit).
    #[arg(long, env = "FLOORCALL_RATE_LIMIT", default_value_t = 200)]
    pub(crate) rate_limit: u32,
    /// Requests an API key may make in a burst above the average.
    #[arg(long, env = "FLOORCALL_RATE_BURST", default_value_t = 400)]
    pub(crate) rate_burst: u32,
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
    pub(crate) max_stored_request: usize,
    /// A folder of house-rule profiles (`*.toml`), beside the shipped ones: read at start; a
    /// file that does not read, or a name already taken with other content, stops the server.
    #[arg(long, env = "FLOORCALL_HOUSE_RULES", value_name = "DIR")]
    pub(crate) house_rules: Option<std::path::PathBuf>,
    /// The house-rule profile a request that names none is ruled under (it must exist); none:
    /// the TDA.
    #[arg(long, env = "FLOORCALL_DEFAULT_HOUSE", value_name = "NAME")]
    pub(crate) default_house: Option<String>,
    /// Days the players' personal data (their ids and names in rulings and incidents) is kept:
    /// older rows keep their rulings without it (checked at start and hourly). None: kept
    /// until erased on request (`DELETE /v1/players/{id}`).
    #[arg(long, env = "FLOORCALL_PERSONAL_DATA_DAYS", value_name = "DAYS",
        value_parser = clap::value_parser!(u32).range(1..=36500))]
    pub personal_data_days: Option<u32>,
    /// The room's time zone, an IANA name (`America/Sao_Paulo`, `Europe/Madrid`): the print
    /// views show their times in it and name it on the page. Default: UTC.
    #[arg(long, env = "FLOORCALL_TIME_ZONE", value_name = "ZONE", default_value = "UTC",
        value_parser = RoomZone::parse)]
    pub(crate) time_zone: RoomZone,
}

/// The room's time zone (`--time-zone`), by its IANA name.
#[derive(Debug, Clone)]
pub struct RoomZone {
    /// The name as given (`America/Sao_Paulo`), printed beside the times.
    pub(crate) name: String,
    /// The zone's rules (from the system's time zone database).
    pub(crate) tz: jiff::tz::TimeZone,
}

impl RoomZone {
    /// A zone by its IANA name, from the system's database (`/usr/share/zoneinfo`); `UTC` needs
    /// none.
    pub fn parse(name: &str) -> Result<RoomZone, String> {
        let name = name.trim();
        if name.eq_ignore_ascii_case("utc") || name.is_empty() {
            return Ok(RoomZone::default());
        }
        jiff::tz::db()
            .get(name)
            .map(|tz| RoomZone {
                name: name.to_string(),
                tz,
            })
            .map_err(|e| {
                format!("--time-zone: \"{name}\" is not a time zone this system knows ({e}): an IANA name such as America/Sao_Paulo")
            })
    }

    /// Whether it is UTC.
    pub(crate) fn is_utc(&self) -> bool {
        self.name == "UTC"
    }
}

impl Default for RoomZone {
    fn default() -> Self {
        RoomZone {
            name: "UTC".to_string(),
            tz: jiff::tz::TimeZone::UTC,
        }
    }
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
            min_free_disk: self.min_free_disk,
            max_pages: None,
        }
    }
}

/// When credentials are needed.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum AuthMode {
    /// Never (`--no-auth`).
    Off,
    /// Until the first credential is made (a loopback server: `cargo run` just works); from
    /// then on as [`AuthMode::Required`], whatever is revoked or deleted later.
    UntilFirstCredential,
    /// Always: a server off loopback. With no admin credential left it refuses every
    /// request that needs one with 503.
    Required,
}

/// Check `--cors-origins`: each an origin (`https://console.casino.example`, a port
/// allowed), never `*` (any site could then read the answers a browser holds credentials
/// for).
pub fn check_origins(origins: &[String]) -> Result<(), String> {
    for o in origins.iter().map(|o| o.trim()).filter(|o| !o.is_empty()) {
        if o == "*" || o.contains('*') {
            return Err(format!(
                "--cors-origins: \"{o}\" is not allowed: list each origin a browser app calls from (https://console.casino.example)"
            ));
        }
        let rest = o
            .strip_prefix("https://")
            .or_else(|| o.strip_prefix("http://"));
        let host = rest.map(|r| r.trim_end_matches('/')).unwrap_or("");
        let valid = !host.is_empty()
            && !host.contains(['/', '?', '#', '@', ' '])
            && axum::http::HeaderValue::from_str(o).is_ok();
        if !valid {
            return Err(format!(
                "--cors-origins: \"{o}\" is not an origin: scheme and host, e.g. https://console.casino.example or http://10.0.0.5:8080"
            ));
        }
    }
    Ok(())
}

/// What the handlers need of the configuration.
#[derive(Debug, Clone)]
pub struct Settings {
    pub edition: Edition,
    pub body_limit: usize,
    pub request_timeout: Duration,
    /// When credentials are needed.
    pub auth: AuthMode,
    pub cors_origins: Vec<String>,
    pub allowed_hosts: Vec<String>,
    /// `--trusted-proxies`: whose `X-Forwarded-For` names the client.
    pub trusted_proxies: Vec<crate::net::Network>,
    /// Per key: requests per second (0: no limit) and burst.
    pub rate_limit: u32,
    pub rate_burst: u32,
    pub idle_timeout: Duration,
    pub max_stored_request: usize,
    /// How long staff sessions live.
    pub sessions: SessionLimits,
    /// Per credential: requests and exports in progress, stored bytes a day.
    pub max_requests_per_credential: usize,
    pub max_exports_per_credential: usize,
    pub max_exports: usize,
    pub daily_stored_bytes: u64,
    /// Bad credentials per client address before it is refused for a while.
    pub bad_credential_burst: u32,
    /// Share the rate limit through a PostgreSQL log.
    pub shared_rate_limit: bool,
    /// The server speaks HTTPS (answers carry `Strict-Transport-Security`).
    pub tls: bool,
    /// The room's time zone, for the print views' times (`--time-zone`).
    pub time_zone: RoomZone,
}

impl Default for Settings {
    fn default() -> Self {
        Settings {
            edition: Edition::E2024,
            body_limit: 1024 * 1024,
            request_timeout: Duration::from_secs(10),
            auth: AuthMode::UntilFirstCredential,
            cors_origins: Vec::new(),
            allowed_hosts: Vec::new(),
            trusted_proxies: Vec::new(),
            rate_limit: 200,
            rate_burst: 400,
            idle_timeout: Duration::from_secs(30),
            max_stored_request: 256 * 1024,
            sessions: SessionLimits::default(),
            max_requests_per_credential: 32,
            max_exports_per_credential: 2,
            max_exports: 8,
            daily_stored_bytes: 256 << 20,
            bad_credential_burst: 20,
            shared_rate_limit: true,
            tls: false,
            time_zone: RoomZone::default(),
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
            auth: if a.no_auth {
                AuthMode::Off
            } else if a.addr.ip().is_loopback() {
                AuthMode::UntilFirstCredential
            } else {
                AuthMode::Required
            },
            cors_origins: list(&a.cors_origins),
            allowed_hosts: list(&a.allowed_hosts)
                .into_iter()
                .map(|h| h.to_ascii_lowercase())
                .collect(),
            trusted_proxies: a.trusted_proxies.clone(),
            rate_limit: a.rate_limit,
            rate_burst: a.rate_burst.max(1),
            idle_timeout: Duration::from_secs(a.idle_timeout.max(1)),
            max_stored_request: a.max_stored_request,
            sessions: SessionLimits {
                ttl: Duration::from_secs(a.session_hours.clamp(1, 24 * 7) * 3600),
                idle: Duration::from_secs(a.session_idle_minutes.clamp(1, 24 * 60) * 60),
            },
            max_requests_per_credential: a.max_requests_per_credential,
            max_exports_per_credential: a.max_exports_per_credential.max(1),
            max_exports: a.max_exports.max(1),
            daily_stored_bytes: a.daily_stored_bytes,
            bad_credential_burst: a.bad_credential_burst,
            shared_rate_limit: !a.local_rate_limit,
            tls: a.tls_cert.is_some(),
            time_zone: a.time_zone.clone(),
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
