//! `floorcall`: serve the REST API, rule on a request file offline, or print the OpenAPI
//! document. With no subcommand it serves on the defaults.

use clap::{Parser, Subcommand};
use floorcall_engine::lang::Language;
use floorcall_engine::request::RulingRequest;
use floorcall_engine::rules::Edition;
use floorcall_web::config::{EditionArg, ServeArgs, Settings, redact, redact_in};
use floorcall_web::role::{Actor, Role};
use floorcall_web::store::Store;
use floorcall_web::{AppState, app, telemetry};
use std::path::PathBuf;
use std::process::ExitCode;
use std::sync::atomic::Ordering;
use std::time::Duration;

// Rulings allocate many small strings; mimalloc handles that load far better than glibc's
// malloc on the 2-core servers we measure (see the README's benchmark figures).
#[global_allocator]
static GLOBAL: mimalloc::MiMalloc = mimalloc::MiMalloc;

#[derive(Parser, Debug)]
#[command(
    name = "floorcall",
    version,
    long_version = long_version(),
    about = "Poker TDA floor rulings, cited by rule and edition"
)]
struct Cli {
    #[command(subcommand)]
    command: Option<Command>,
}

/// `floorcall --version`: the version and whether this build's console rules offline (as `GET
/// /healthz` says).
fn long_version() -> &'static str {
    use floorcall_web::console::{WASM_SHA256, WASM_SOURCE, WASM_STATUS};
    let text = format!(
        "{}\noffline engine: {WASM_STATUS} ({WASM_SOURCE}{})",
        env!("CARGO_PKG_VERSION"),
        WASM_SHA256
            .map(|d| format!(", sha256 {d}"))
            .unwrap_or_default()
    );
    Box::leak(text.into_boxed_str())
}

#[derive(Subcommand, Debug)]
enum Command {
    /// Serve the REST API (the default).
    Serve(Box<ServeArgs>),
    /// Rule on a request file (the body of POST /v1/rulings) offline; the ruling as JSON.
    Rule {
        file: PathBuf,
        #[arg(long, value_enum, default_value = "2024")]
        edition: EditionArg,
    },
    /// Print the OpenAPI document, generated from the code, its examples computed from the
    /// data-driven cases.
    Openapi {
        /// The folder of the cases (`tests/cases` of the source tree).
        #[arg(long, default_value = floorcall_web::contract::CASES)]
        cases: PathBuf,
    },
    /// Ask a running server's `/healthz` (the container's health check); exit 0 when alive.
    Health {
        /// The server's address (a 0.0.0.0 address is asked on 127.0.0.1).
        #[arg(long, env = "FLOORCALL_ADDR", default_value = "127.0.0.1:8080")]
        addr: std::net::SocketAddr,
    },
    /// Create, list, rotate and revoke API keys in the log database.
    Keys {
        #[command(subcommand)]
        command: KeysCommand,
        /// The log database (as for `serve`).
        #[arg(
            long,
            env = "FLOORCALL_DATABASE_URL",
            default_value = "sqlite://floorcall.sqlite",
            hide_env_values = true,
            global = true
        )]
        database: String,
    },
    /// Add, list and disable staff accounts (people who sign in to the console), and set
    /// their PIN or password.
    Staff {
        #[command(subcommand)]
        command: StaffCommand,
        /// The log database (as for `serve`).
        #[arg(
            long,
            env = "FLOORCALL_DATABASE_URL",
            default_value = "sqlite://floorcall.sqlite",
            hide_env_values = true,
            global = true
        )]
        database: String,
    },
    /// Copy the SQLite log while the server rules (one consistent snapshot; the server's
    /// writer is not held up), then verify the copy; or verify a backup file alone
    /// (`--verify FILE`). A PostgreSQL log: pg_dump or point-in-time recovery (see
    /// docs/deployment.md, "Backups, restores and upgrades").
    Backup {
        /// The log to copy (as for `serve`).
        #[arg(
            long,
            env = "FLOORCALL_DATABASE_URL",
            default_value = "sqlite://floorcall.sqlite",
            hide_env_values = true
        )]
        database: String,
        /// The backup file to write (a new file; `--force` replaces one).
        #[arg(long, required_unless_present = "verify", conflicts_with = "verify")]
        output: Option<PathBuf>,
        /// Replace an existing --output file.
        #[arg(long)]
        force: bool,
        /// Only verify this backup file: integrity, migrations, counts; exit 1 when it fails.
        #[arg(long, value_name = "FILE")]
        verify: Option<PathBuf>,
    },
    /// Restore a backup file as a SQLite log (stop the server that uses it first). Refuses to
    /// replace a log that holds records unless --force; verifies the result.
    Restore {
        /// The backup file (made by `floorcall backup`).
        #[arg(long)]
        from: PathBuf,
        /// The log to restore into (`sqlite:///var/lib/floorcall/floorcall.sqlite`).
        #[arg(long)]
        database: String,
        /// Replace a log that holds records.
        #[arg(long)]
        force: bool,
    },
    /// Apply the log's pending migrations (as `serve` does when it starts), or with --check
    /// say which are pending without applying them. --check exits 0 when the log is up to
    /// date, 3 when migrations are pending, 1 when this floorcall must not run on the log.
    Migrate {
        /// Only say what an upgrade will do.
        #[arg(long)]
        check: bool,
        /// The log database (as for `serve`).
        #[arg(
            long,
            env = "FLOORCALL_DATABASE_URL",
            default_value = "sqlite://floorcall.sqlite",
            hide_env_values = true
        )]
        database: String,
    },
}

#[derive(Subcommand, Debug)]
enum KeysCommand {
    /// Create a key and print it (once: only its hash is stored).
    Create {
        /// Who or what holds it (`tablet-12`).
        #[arg(long)]
        name: String,
        /// What the key may do: each role may do what the roles before it may.
        #[arg(long, value_enum)]
        role: Role,
        /// Days until the key stops working (none: until revoked).
        #[arg(long, value_parser = clap::value_parser!(i64).range(1..=3650))]
        expires_in_days: Option<i64>,
    },
    /// List the keys (never the keys themselves).
    List,
    /// Replace a key (by id or name) with a new one, printed once; the old one is revoked.
    Rotate { id: String },
    /// Revoke a key by id or name; refused from the next request on. The last active admin
    /// credential is not revoked: make another first.
    Revoke { id: String },
}

#[derive(Subcommand, Debug)]
enum StaffCommand {
    /// Add a person. Their PIN or password is read from the first line of standard input
    /// (`read -rs PIN; printf '%s\n' "$PIN" | floorcall staff add …`); from a terminal, a
    /// random 8-digit PIN is made and printed once. Stored as an Argon2id hash only.
    Add {
        /// The name they sign in with (`Ana Souza`).
        #[arg(long)]
        name: String,
        #[arg(long, value_enum)]
        role: Role,
    },
    /// List the accounts (never a PIN).
    List,
    /// Disable an account (by id or name): it cannot sign in, its sessions end at once.
    Disable { id: String },
    /// Set a new PIN or password (standard input, as for `add`); the account's sessions end.
    SetPin { id: String },
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    match cli.command {
        Some(Command::Openapi { cases }) => match floorcall_web::contract::generate(&cases) {
            Ok(doc) => {
                print!("{doc}");
                ExitCode::SUCCESS
            }
            Err(e) => {
                eprintln!("floorcall openapi: {e}");
                ExitCode::FAILURE
            }
        },
        Some(Command::Rule { file, edition }) => rule(&file, edition.into()),
        Some(Command::Serve(args)) => serve(*args),
        Some(Command::Keys { command, database }) => keys(command, &database),
        Some(Command::Staff { command, database }) => staff(command, &database),
        Some(Command::Health { addr }) => health(addr),
        Some(Command::Backup {
            database,
            output,
            force,
            verify,
        }) => backup(&database, output, force, verify),
        Some(Command::Restore {
            from,
            database,
            force,
        }) => restore(&from, &database, force),
        Some(Command::Migrate { check, database }) => migrate(&database, check),
        None => serve(ServeArgs::parse_from_env()),
    }
}

trait FromEnv {
    fn parse_from_env() -> Self;
}

impl FromEnv for ServeArgs {
    fn parse_from_env() -> Self {
        #[derive(Parser)]
        struct Only {
            #[command(flatten)]
            args: ServeArgs,
        }
        Only::parse_from(["floorcall"]).args
    }
}

fn rule(file: &PathBuf, edition: Edition) -> ExitCode {
    let text = match std::fs::read_to_string(file) {
        Ok(t) => t,
        Err(e) => {
            eprintln!("{}: {e}", file.display());
            return ExitCode::from(2);
        }
    };
    let req: RulingRequest = match serde_json::from_str(&text) {
        Ok(r) => r,
        Err(e) => {
            eprintln!("not a ruling request: {e}");
            return ExitCode::from(2);
        }
    };
    match req.decide(edition, Language::En) {
        Ok(r) => {
            println!("{}", serde_json::to_string_pretty(&r).unwrap_or_default());
            ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("{e}");
            ExitCode::from(1)
        }
    }
}

fn health(mut addr: std::net::SocketAddr) -> ExitCode {
    use std::io::{Read, Write};
    if addr.ip().is_unspecified() {
        addr.set_ip(std::net::Ipv4Addr::LOCALHOST.into());
    }
    let request = format!("GET /healthz HTTP/1.1\r\nHost: {addr}\r\nConnection: close\r\n\r\n");
    let connect = || -> std::io::Result<std::net::TcpStream> {
        let s = std::net::TcpStream::connect_timeout(&addr, Duration::from_secs(2))?;
        s.set_read_timeout(Some(Duration::from_secs(2)))?;
        s.set_write_timeout(Some(Duration::from_secs(2)))?;
        Ok(s)
    };
    let plain = || -> std::io::Result<String> {
        let mut s = connect()?;
        s.write_all(request.as_bytes())?;
        let mut out = String::new();
        s.read_to_string(&mut out)?;
        Ok(out)
    };
    // A server with --tls-cert answers plain HTTP 400: ask again over TLS. Only whether it
    // is alive is asked, so its certificate is not checked (the name it was made for is
    // rarely 127.0.0.1).
    let tls = || -> std::io::Result<String> {
        let config = health_tls::config();
        let name = rustls_pki_types::ServerName::from(addr.ip());
        let conn = rustls::ClientConnection::new(config, name).map_err(std::io::Error::other)?;
        let mut s = rustls::StreamOwned::new(conn, connect()?);
        s.write_all(request.as_bytes())?;
        let mut out = String::new();
        let _ = s.read_to_string(&mut out);
        Ok(out)
    };
    let answer = match plain() {
        Ok(r) if r.starts_with("HTTP/1.1 400") && r.contains("https://") => tls(),
        other => other,
    };
    match answer {
        Ok(r) if r.starts_with("HTTP/1.1 200") => ExitCode::SUCCESS,
        Ok(r) => {
            eprintln!("{}", r.lines().next().unwrap_or("no answer"));
            ExitCode::FAILURE
        }
        Err(e) => {
            eprintln!("{addr}: {e}");
            ExitCode::FAILURE
        }
    }
}

/// The health check's TLS: any certificate is taken (it asks only whether the server answers).
mod health_tls {
    use rustls::client::danger::{HandshakeSignatureValid, ServerCertVerified, ServerCertVerifier};
    use rustls::crypto::{CryptoProvider, verify_tls12_signature, verify_tls13_signature};
    use rustls::{DigitallySignedStruct, Error, SignatureScheme};
    use rustls_pki_types::{CertificateDer, ServerName, UnixTime};
    use std::sync::Arc;

    #[derive(Debug)]
    struct AnyCertificate(Arc<CryptoProvider>);

    impl ServerCertVerifier for AnyCertificate {
        fn verify_server_cert(
            &self,
            _end_entity: &CertificateDer<'_>,
            _intermediates: &[CertificateDer<'_>],
            _server_name: &ServerName<'_>,
            _ocsp: &[u8],
            _now: UnixTime,
        ) -> Result<ServerCertVerified, Error> {
            Ok(ServerCertVerified::assertion())
        }
        fn verify_tls12_signature(
            &self,
            message: &[u8],
            cert: &CertificateDer<'_>,
            dss: &DigitallySignedStruct,
        ) -> Result<HandshakeSignatureValid, Error> {
            verify_tls12_signature(
                message,
                cert,
                dss,
                &self.0.signature_verification_algorithms,
            )
        }
        fn verify_tls13_signature(
            &self,
            message: &[u8],
            cert: &CertificateDer<'_>,
            dss: &DigitallySignedStruct,
        ) -> Result<HandshakeSignatureValid, Error> {
            verify_tls13_signature(
                message,
                cert,
                dss,
                &self.0.signature_verification_algorithms,
            )
        }
        fn supported_verify_schemes(&self) -> Vec<SignatureScheme> {
            self.0.signature_verification_algorithms.supported_schemes()
        }
    }

    pub fn config() -> Arc<rustls::ClientConfig> {
        let provider = Arc::new(rustls::crypto::ring::default_provider());
        let builder = rustls::ClientConfig::builder_with_provider(provider.clone())
            .with_safe_default_protocol_versions();
        match builder {
            Ok(b) => Arc::new(
                b.dangerous()
                    .with_custom_certificate_verifier(Arc::new(AnyCertificate(provider)))
                    .with_no_client_auth(),
            ),
            Err(_) => Arc::new(
                rustls::ClientConfig::builder()
                    .with_root_certificates(rustls::RootCertStore::empty())
                    .with_no_client_auth(),
            ),
        }
    }
}

fn keys(command: KeysCommand, database: &str) -> ExitCode {
    on_the_log(database, "keys", |store| async move {
        let out = match command {
            KeysCommand::Create {
                name,
                role,
                expires_in_days,
            } => {
                floorcall_web::routes::keys::check_name(&name).map_err(|e| e.to_string())?;
                let expires = floorcall_web::routes::keys::expiry(expires_in_days)
                    .map_err(|e| e.to_string())?;
                let k = store
                    .keys()
                    .create_key(
                        ulid::Ulid::new().to_string(),
                        name.trim(),
                        role,
                        expires,
                        &Actor::cli(),
                    )
                    .await
                    .map_err(|e| e.to_string())?;
                eprintln!(
                    "created key {} ({}, {}{}); it is shown this once:",
                    k.key.id,
                    k.key.name,
                    k.key.role.as_str(),
                    k.key
                        .expires_at
                        .as_deref()
                        .map(|e| format!(", expires {e}"))
                        .unwrap_or_default()
                );
                no_admin_warning(&store).await;
                k.secret
            }
            KeysCommand::Rotate { id } => {
                match store
                    .keys()
                    .rotate_key(&id, ulid::Ulid::new().to_string(), None, &Actor::cli())
                    .await
                    .map_err(|e| e.to_string())?
                {
                    Some(k) => {
                        eprintln!(
                            "key {} ({}) replaced by {}; the new key is shown this once:",
                            k.key.rotated_from.as_deref().unwrap_or("?"),
                            k.key.name,
                            k.key.id
                        );
                        k.secret
                    }
                    None => return Err(format!("no active key {id}")),
                }
            }
            KeysCommand::List => {
                let keys = store.keys().list_keys().await.map_err(|e| e.to_string())?;
                let mut out = String::from(
                    "id\tname\trole\tprefix\tcreated_at\trevoked_at\texpires_at\tcreated_by\trevoked_by",
                );
                for k in keys {
                    out.push_str(&format!(
                        "\n{}\t{}\t{}\t{}\t{}\t{}\t{}\t{}\t{}",
                        k.id,
                        k.name,
                        k.role.as_str(),
                        k.prefix,
                        k.created_at,
                        k.revoked_at.as_deref().unwrap_or("-"),
                        k.expires_at.as_deref().unwrap_or("-"),
                        k.created_by.as_deref().unwrap_or("-"),
                        k.revoked_by.as_deref().unwrap_or("-")
                    ));
                }
                out
            }
            KeysCommand::Revoke { id } => {
                match store
                    .keys()
                    .revoke_key(&id, &Actor::cli())
                    .await
                    .map_err(|e| e.to_string())?
                {
                    Some(k) => format!("revoked {} ({})", k.id, k.name),
                    None => return Err(format!("no active key {id}")),
                }
            }
        };
        Ok(out)
    })
}

/// After making a credential that is not an admin's: say that the server refuses requests
/// until an admin credential exists.
/// Runs a `keys` or `staff` command (`what`) on the log at `database`: opens it, hands it to
/// `body`, closes it, and prints the output or the error.
fn on_the_log<F, Fut>(database: &str, what: &str, body: F) -> ExitCode
where
    F: FnOnce(Store) -> Fut,
    Fut: std::future::Future<Output = Result<String, String>>,
{
    let rt = match tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
    {
        Ok(rt) => rt,
        Err(e) => {
            eprintln!("cannot start the runtime: {e}");
            return ExitCode::FAILURE;
        }
    };
    let result = rt.block_on(async {
        let store = Store::open(database).await.map_err(|e| {
            format!(
                "opening the rulings log {}: {}",
                redact(database),
                redact_in(&e.to_string(), database)
            )
        })?;
        if !store.enabled() {
            let whose = if what == "keys" {
                "keys"
            } else {
                "staff accounts"
            };
            return Err(format!("{whose} live in the log database: this log is off"));
        }
        let out = body(store.clone()).await;
        store.close().await;
        out
    });
    match result {
        Ok(out) => {
            println!("{out}");
            ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("floorcall {what}: {e}");
            ExitCode::FAILURE
        }
    }
}

async fn no_admin_warning(store: &Store) {
    if !store.keys().admin_exists().await.unwrap_or(true) {
        eprintln!(
            "note: no admin credential exists yet; the server refuses requests (503) until one does: floorcall keys create --name admin --role admin"
        );
    }
}

/// A PIN or password from the first line of standard input; from a terminal, a random
/// 8-digit PIN, printed.
fn read_pin() -> Result<(String, bool), String> {
    use std::io::{BufRead, IsTerminal};
    let stdin = std::io::stdin();
    if stdin.is_terminal() {
        return Ok((random_pin()?, true));
    }
    let mut line = String::new();
    stdin
        .lock()
        .read_line(&mut line)
        .map_err(|e| format!("reading the PIN from standard input: {e}"))?;
    let pin = line.trim_end_matches(['\r', '\n']).to_string();
    floorcall_web::store::staff::check_secret(&pin).map_err(String::from)?;
    Ok((pin, false))
}

/// A random 8-digit PIN (uniform digits: bytes of 250 and above are drawn again).
fn random_pin() -> Result<String, String> {
    loop {
        let mut pin = String::new();
        while pin.len() < 8 {
            let mut bytes = [0u8; 16];
            getrandom::fill(&mut bytes)
                .map_err(|e| format!("no randomness from the system: {e}"))?;
            for b in bytes {
                if b < 250 && pin.len() < 8 {
                    pin.push(char::from(b'0' + b % 10));
                }
            }
        }
        if floorcall_web::store::staff::check_secret(&pin).is_ok() {
            return Ok(pin);
        }
    }
}

fn staff(command: StaffCommand, database: &str) -> ExitCode {
    on_the_log(database, "staff", |store| async move {
        let by = Actor::cli();
        let out = match command {
            StaffCommand::Add { name, role } => {
                floorcall_web::routes::staff::check_name(&name).map_err(|e| e.to_string())?;
                let (pin, made) = read_pin()?;
                let st = store
                    .staff()
                    .create_staff(ulid::Ulid::new().to_string(), &name, role, &pin, &by)
                    .await
                    .map_err(|e| e.to_string())?;
                no_admin_warning(&store).await;
                if made {
                    eprintln!(
                        "added {} ({}, {}); their PIN, shown this once:",
                        st.name,
                        st.role.as_str(),
                        st.id
                    );
                    pin
                } else {
                    format!("added {} ({}, {})", st.name, st.role.as_str(), st.id)
                }
            }
            StaffCommand::List => {
                let all = store
                    .staff()
                    .list_staff()
                    .await
                    .map_err(|e| e.to_string())?;
                let mut out = String::from(
                    "id\tname\trole\tcreated_at\tcreated_by\tdisabled_at\tdisabled_by",
                );
                for s in all {
                    out.push_str(&format!(
                        "\n{}\t{}\t{}\t{}\t{}\t{}\t{}",
                        s.id,
                        s.name,
                        s.role.as_str(),
                        s.created_at,
                        s.created_by.as_deref().unwrap_or("-"),
                        s.disabled_at.as_deref().unwrap_or("-"),
                        s.disabled_by.as_deref().unwrap_or("-")
                    ));
                }
                out
            }
            StaffCommand::Disable { id } => {
                match store
                    .staff()
                    .disable_staff(&id, &by)
                    .await
                    .map_err(|e| e.to_string())?
                {
                    Some(s) => format!("disabled {} ({}); their sessions have ended", s.name, s.id),
                    None => return Err(format!("no staff account {id}")),
                }
            }
            StaffCommand::SetPin { id } => {
                let (pin, made) = read_pin()?;
                match store
                    .staff()
                    .set_staff_secret(&id, &pin, &by)
                    .await
                    .map_err(|e| e.to_string())?
                {
                    Some(s) if made => {
                        eprintln!("new PIN for {} ({}), shown this once:", s.name, s.id);
                        pin
                    }
                    Some(s) => format!(
                        "new PIN set for {} ({}); their sessions have ended",
                        s.name, s.id
                    ),
                    None => return Err(format!("no staff account {id}")),
                }
            }
        };
        Ok(out)
    })
}

fn backup(database: &str, output: Option<PathBuf>, force: bool, only: Option<PathBuf>) -> ExitCode {
    use floorcall_web::store::backup;
    let done = match (only, output) {
        (Some(file), _) => backup::verify(&file).map(|s| format!("verify {}\n{s}", file.display())),
        (None, Some(output)) => backup::sqlite_file(database, "floorcall backup")
            .and_then(|source| backup::backup(&source, &output, force))
            .map(|c| {
                format!(
                    "backup of {} to {}: {} bytes in {:.2} s\nverify {}\n{}",
                    redact(database),
                    output.display(),
                    c.bytes,
                    c.seconds,
                    output.display(),
                    c.summary
                )
            }),
        (None, None) => Err("give --output FILE, or --verify FILE".into()),
    };
    finish("backup", done)
}

fn restore(from: &std::path::Path, database: &str, force: bool) -> ExitCode {
    use floorcall_web::store::backup;
    let done = backup::sqlite_file(database, "floorcall restore")
        .and_then(|to| backup::restore(from, &to, force))
        .map(|s| {
            format!(
                "restored {} to {}\nverify {}\n{s}",
                from.display(),
                redact(database),
                redact(database)
            )
        });
    finish("restore", done)
}

fn migrate(database: &str, check: bool) -> ExitCode {
    use floorcall_web::store::backup;
    let rt = match tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
    {
        Ok(rt) => rt,
        Err(e) => {
            eprintln!("cannot start the runtime: {e}");
            return ExitCode::FAILURE;
        }
    };
    let shown = redact(database);
    let plan = match rt.block_on(backup::plan(database)) {
        Ok(p) => p,
        Err(e) => {
            eprintln!("floorcall migrate: {shown}: {}", redact_in(&e, database));
            return ExitCode::FAILURE;
        }
    };
    let (newest, name) = backup::latest();
    println!("log {shown}: migrations at {}", plan.version_text());
    if !plan.problems.is_empty() {
        for p in &plan.problems {
            eprintln!("floorcall migrate: {p}");
        }
        eprintln!(
            "floorcall migrate: this floorcall (migrations up to {newest}, {name}) must not run on this log; see {}",
            backup::DOCS
        );
        return ExitCode::FAILURE;
    }
    if plan.pending.is_empty() {
        println!("up to date: this floorcall's migrations end at {newest} ({name})");
        return ExitCode::SUCCESS;
    }
    println!(
        "{} pending, {}:",
        plan.pending.len(),
        if check {
            "applied in this order when `floorcall serve` (or `floorcall migrate`) starts on it"
        } else {
            "applying them in this order"
        }
    );
    for (v, name) in &plan.pending {
        println!("  {v:>4}  {name}");
    }
    if check {
        println!(
            "back up the log first (floorcall backup, or pg_dump): the older floorcall refuses to start on the migrated log"
        );
        return ExitCode::from(3);
    }
    match rt.block_on(Store::open(database)) {
        Ok(store) => {
            rt.block_on(store.close());
            println!("up to date: migrations at {newest} ({name})");
            ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!(
                "floorcall migrate: {shown}: {}",
                redact_in(&e.to_string(), database)
            );
            ExitCode::FAILURE
        }
    }
}

/// Prints a backup or restore's report, or its error (exit 1).
fn finish(what: &str, done: Result<String, String>) -> ExitCode {
    match done {
        Ok(out) => {
            println!("{out}");
            ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("floorcall {what}: {e}");
            ExitCode::FAILURE
        }
    }
}

fn serve(args: ServeArgs) -> ExitCode {
    let rt = match tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
    {
        Ok(rt) => rt,
        Err(e) => {
            eprintln!("cannot start the runtime: {e}");
            return ExitCode::FAILURE;
        }
    };
    let telemetry_guard = match telemetry::init_tracing(
        args.log_format,
        args.otlp_endpoint.as_deref(),
        rt.handle(),
    ) {
        Ok(t) => t,
        Err(e) => {
            eprintln!("floorcall: {e}");
            return ExitCode::FAILURE;
        }
    };
    // The server's own lines (start, shutdown) carry `task: "serve"`; a request's carry its
    // request id instead.
    let served = rt.block_on(tracing::Instrument::instrument(
        run(args),
        tracing::info_span!("serve", task = "serve"),
    ));
    // The last spans to the collector (the runtime still runs the export).
    telemetry_guard.shutdown();
    match served {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            tracing::error!(task = "serve", "{e}");
            eprintln!("floorcall: {e}");
            ExitCode::FAILURE
        }
    }
}

async fn run(args: ServeArgs) -> Result<(), String> {
    telemetry::prometheus();
    // The house rules first: a profile that does not read stops the server before it touches
    // the log.
    let houses = args.houses().map_err(|e| e.to_string())?;
    tracing::info!(
        profiles = %houses.names().join(", "),
        default = houses.default_profile().map_or("none (the TDA)", |p| p.name.as_str()),
        "house rules"
    );
    floorcall_web::config::check_origins(&args.cors_origins)?;
    let tls = match (&args.tls_cert, &args.tls_key) {
        (Some(cert), Some(key)) => Some(floorcall_web::server::tls_acceptor(cert, key)?),
        _ => None,
    };
    let shown = redact(&args.database);
    let store = Store::open_with(&args.database, args.log_options())
        .await
        .map_err(|e| {
            format!(
                "opening the rulings log {shown}: {}",
                redact_in(&e.to_string(), &args.database)
            )
        })?;
    // Secure by default: a server reachable from the network needs an admin credential, or
    // says it does without any.
    if !args.no_auth && !args.addr.ip().is_loopback() {
        let admin = store.keys().admin_exists().await.unwrap_or(false);
        if !admin {
            store.close().await;
            return Err(format!(
                "refusing to serve on {} without an admin credential: create one with `floorcall keys create --name admin --role admin` (same --database), or pass --no-auth to serve without keys",
                args.addr
            ));
        }
    }
    let log = store.clone();
    // The webhooks' dispatcher: the log's events to their subscribers, until shutdown.
    let dispatcher = store
        .enabled()
        .then(|| floorcall_web::webhooks::Dispatcher::start(store.clone()));
    // The retention of personal data, if set: at start, then hourly.
    let retention = args
        .personal_data_days
        .filter(|_| store.enabled())
        .map(|days| {
            let store = store.clone();
            tokio::spawn(tracing::Instrument::instrument(
                async move {
                    let mut every = tokio::time::interval(Duration::from_secs(3600));
                    loop {
                        every.tick().await;
                        let cutoff = floorcall_web::store::now_ms() - i64::from(days) * 86_400_000;
                        match store.record().erase_before(cutoff).await {
                            Ok(0) => {}
                            Ok(rows) => {
                                tracing::info!(
                                    rows,
                                    days,
                                    "personal data past its retention erased"
                                )
                            }
                            Err(e) => {
                                tracing::warn!(error = %e, "the retention of personal data failed")
                            }
                        }
                    }
                },
                tracing::info_span!("retention", task = "retention"),
            ))
        });
    let state = AppState::with_houses(Settings::from(&args), store, houses);
    let flag = state.shutting_down.clone();
    let router = app(state);
    let listener = tokio::net::TcpListener::bind(args.addr)
        .await
        .map_err(|e| format!("cannot listen on {}: {e}", args.addr))?;
    tracing::info!(addr = %args.addr, log = %shown, tls = tls.is_some(), version = env!("CARGO_PKG_VERSION"), "floorcall listening");
    match floorcall_web::console::WASM_STATUS {
        "included" => tracing::info!(
            source = floorcall_web::console::WASM_SOURCE,
            "the console's offline engine is included: it rules with the network down"
        ),
        status => tracing::warn!(
            status,
            "the console's offline engine is {status} in this build: the console rules only while the server is reachable (see GET /healthz)"
        ),
    }
    let (tx, rx) = tokio::sync::oneshot::channel::<()>();
    let limits = floorcall_web::server::Limits {
        max_connections: args.max_connections,
        idle_timeout: Duration::from_secs(args.idle_timeout.max(1)),
        tls,
    };
    if let Some(redirect) = args.http_redirect {
        let port = args.https_port.unwrap_or(args.addr.port());
        let plain = tokio::net::TcpListener::bind(redirect)
            .await
            .map_err(|e| format!("cannot listen on {redirect} (--http-redirect): {e}"))?;
        tracing::info!(addr = %redirect, https_port = port, "redirecting plain HTTP to HTTPS");
        let router = floorcall_web::security::https_redirect(port, &args.allowed_hosts);
        let plain_limits = floorcall_web::server::Limits {
            tls: None,
            ..limits.clone()
        };
        tokio::spawn(floorcall_web::server::serve(
            plain,
            router,
            plain_limits,
            std::future::pending(),
        ));
    }
    let server = floorcall_web::server::serve(listener, router, limits, async move {
        shutdown_signal().await;
        flag.store(true, Ordering::Relaxed);
        tracing::info!("shutting down: finishing requests in flight");
        let _ = tx.send(());
    });
    let deadline = async {
        let _ = rx.await;
        tokio::time::sleep(Duration::from_secs(10)).await;
    };
    let served: Result<(), String> = tokio::select! {
        () = server => Ok(()),
        () = deadline => {
            tracing::warn!("shutdown deadline reached; closing remaining connections");
            Ok(())
        }
    };
    if let Some(d) = dispatcher {
        d.stop().await;
    }
    if let Some(r) = retention {
        r.abort();
        let _ = r.await;
    }
    // Every request is answered: commit what the log still holds and join its threads (the
    // SQLite checkpointer folds the WAL into the database) before the process exits.
    if tokio::time::timeout(Duration::from_secs(10), log.close())
        .await
        .is_err()
    {
        tracing::warn!("the rulings log did not close within 10 s");
    }
    tracing::info!("stopped");
    served
}

async fn shutdown_signal() {
    let ctrl_c = async {
        let _ = tokio::signal::ctrl_c().await;
    };
    #[cfg(unix)]
    let term = async {
        match tokio::signal::unix::signal(tokio::signal::unix::SignalKind::terminate()) {
            Ok(mut s) => {
                s.recv().await;
            }
            Err(_) => std::future::pending::<()>().await,
        }
    };
    #[cfg(not(unix))]
    let term = std::future::pending::<()>();
    tokio::select! {
        () = ctrl_c => {},
        () = term => {},
    }
}
