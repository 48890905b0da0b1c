//! HTTPS with a certificate the test makes (rcgen): a casino's own CA signs the server's
//! certificate, the client trusts only the CA; plain HTTP to the HTTPS port is refused; the
//! binary serves HTTPS with `--tls-cert`/`--tls-key` and redirects plain HTTP with
//! `--http-redirect`; and the PostgreSQL log connects over TLS with `sslmode=require`.

use floorcall_web::config::Settings;
use floorcall_web::store::Store;
use floorcall_web::{AppState, server};
use std::sync::Arc;
use std::time::Duration;
use tokio::io::{AsyncReadExt, AsyncWriteExt};

/// A casino CA and a server certificate it signed for `localhost` and 127.0.0.1, as PEM
/// files in a temporary folder: (folder, CA PEM, cert path, key path).
fn casino_ca() -> (
    tempfile::TempDir,
    String,
    std::path::PathBuf,
    std::path::PathBuf,
) {
    use rcgen::{BasicConstraints, CertificateParams, CertifiedIssuer, IsCa, KeyPair};
    let mut ca_params = CertificateParams::new(Vec::<String>::new()).expect("ca params");
    ca_params.is_ca = IsCa::Ca(BasicConstraints::Unconstrained);
    ca_params
        .distinguished_name
        .push(rcgen::DnType::CommonName, "Casino Floor CA");
    let ca =
        CertifiedIssuer::self_signed(ca_params, KeyPair::generate().expect("key")).expect("ca");
    let leaf_key = KeyPair::generate().expect("key");
    let leaf = CertificateParams::new(vec!["localhost".to_string(), "127.0.0.1".to_string()])
        .expect("params")
        .signed_by(&leaf_key, &ca)
        .expect("leaf");
    let dir = tempfile::tempdir().expect("dir");
    let cert = dir.path().join("floorcall.crt");
    let key = dir.path().join("floorcall.key");
    std::fs::write(&cert, leaf.pem()).expect("write");
    std::fs::write(&key, leaf_key.serialize_pem()).expect("write");
    (dir, ca.pem(), cert, key)
}

fn client(ca_pem: &str) -> tokio_rustls::TlsConnector {
    use rustls_pki_types::CertificateDer;
    use rustls_pki_types::pem::PemObject;
    let mut roots = rustls::RootCertStore::empty();
    for c in CertificateDer::pem_slice_iter(ca_pem.as_bytes()) {
        roots.add(c.expect("pem")).expect("root");
    }
    let config = rustls::ClientConfig::builder_with_provider(Arc::new(
        rustls::crypto::ring::default_provider(),
    ))
    .with_safe_default_protocol_versions()
    .expect("versions")
    .with_root_certificates(roots)
    .with_no_client_auth();
    tokio_rustls::TlsConnector::from(Arc::new(config))
}

async fn https_get(
    connector: &tokio_rustls::TlsConnector,
    addr: std::net::SocketAddr,
    path: &str,
) -> std::io::Result<String> {
    let tcp = tokio::net::TcpStream::connect(addr).await?;
    let name = rustls_pki_types::ServerName::try_from("localhost").expect("name");
    let mut tls = connector.connect(name, tcp).await?;
    tls.write_all(
        format!("GET {path} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n").as_bytes(),
    )
    .await?;
    let mut out = Vec::new();
    tls.read_to_end(&mut out).await.ok();
    Ok(String::from_utf8_lossy(&out).to_string())
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_tls_handshake_with_the_tests_certificate_and_plain_http_refused() {
    let (_dir, ca, cert, key) = casino_ca();
    let acceptor = server::tls_acceptor(&cert, &key).expect("acceptor");
    let state = AppState::new(
        Settings {
            tls: true,
            ..Settings::default()
        },
        Store::open("sqlite::memory:").await.expect("store"),
    );
    let limits = server::Limits {
        tls: Some(acceptor),
        ..server::Limits::default()
    };
    let addr = crate::helpers::spawn_with(state, limits).await;
    let connector = client(&ca);
    let answer = https_get(&connector, addr, "/healthz")
        .await
        .expect("https");
    assert!(answer.starts_with("HTTP/1.1 200"), "{answer}");
    assert!(
        answer
            .to_ascii_lowercase()
            .contains("strict-transport-security: max-age=31536000"),
        "{answer}"
    );
    // A client that does not trust the casino's CA is refused at the handshake.
    let other = casino_ca();
    assert!(
        https_get(&client(&other.1), addr, "/healthz")
            .await
            .is_err(),
        "an unknown CA was trusted"
    );
    // Plain HTTP to the HTTPS port: a whole 400 problem, and the connection closed.
    let plain = tokio::task::spawn_blocking(move || {
        crate::helpers::http(addr, "GET", "/healthz", None, &[])
    })
    .await
    .expect("join");
    let (status, body) = plain.expect("an answer");
    assert_eq!(status, 400);
    let p: serde_json::Value = serde_json::from_str(&body).expect("problem");
    assert!(
        p["detail"].as_str().unwrap_or("").contains("https://"),
        "{p}"
    );
}

#[test]
fn bad_tls_files_are_a_clear_error() {
    let dir = tempfile::tempdir().expect("dir");
    let junk = dir.path().join("junk.pem");
    std::fs::write(&junk, "not a certificate").expect("write");
    let Err(e) = server::tls_acceptor(&junk, &junk) else {
        panic!("junk was taken for a certificate");
    };
    assert!(
        e.contains("--tls-cert") && e.contains("no certificate"),
        "{e}"
    );
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_floorcall"))
        .args([
            "serve",
            "--addr",
            "127.0.0.1:0",
            "--database",
            "none",
            "--tls-cert",
        ])
        .arg(dir.path().join("missing.crt"))
        .arg("--tls-key")
        .arg(&junk)
        .output()
        .expect("run");
    assert!(!out.status.success());
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains("--tls-cert") && !err.contains("panicked"),
        "{err}"
    );
}

/// The binary as a casino runs it: HTTPS on one port, plain HTTP on another answered with a
/// redirect to the same path over HTTPS.
#[test]
fn the_binary_serves_https_and_redirects_plain_http() {
    let (dir, ca, cert, key) = casino_ca();
    let port = |_: ()| {
        std::net::TcpListener::bind("127.0.0.1:0")
            .and_then(|l| l.local_addr())
            .expect("port")
            .port()
    };
    let (https, http) = (port(()), port(()));
    struct Killed(std::process::Child);
    impl Drop for Killed {
        fn drop(&mut self) {
            let _ = self.0.kill();
            let _ = self.0.wait();
        }
    }
    let _child = Killed(
        std::process::Command::new(env!("CARGO_BIN_EXE_floorcall"))
            .args(["serve", "--database", "none"])
            .args(["--addr", &format!("127.0.0.1:{https}")])
            .arg("--tls-cert")
            .arg(&cert)
            .arg("--tls-key")
            .arg(&key)
            .args(["--http-redirect", &format!("127.0.0.1:{http}")])
            .stdout(std::process::Stdio::null())
            .stderr(std::process::Stdio::null())
            .spawn()
            .expect("spawn"),
    );
    let http_addr: std::net::SocketAddr = format!("127.0.0.1:{http}").parse().expect("addr");
    let https_addr: std::net::SocketAddr = format!("127.0.0.1:{https}").parse().expect("addr");
    let rt = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .expect("rt");
    let connector = client(&ca);
    let mut answer = String::new();
    for _ in 0..100 {
        std::thread::sleep(Duration::from_millis(50));
        if let Ok(a) = rt.block_on(https_get(&connector, https_addr, "/healthz")) {
            answer = a;
            break;
        }
    }
    assert!(answer.starts_with("HTTP/1.1 200"), "{answer}");
    // The container's health check finds the HTTPS server alive.
    let health = std::process::Command::new(env!("CARGO_BIN_EXE_floorcall"))
        .args(["health", "--addr", &https_addr.to_string()])
        .output()
        .expect("health");
    assert!(
        health.status.success(),
        "{}",
        String::from_utf8_lossy(&health.stderr)
    );
    let mut s = std::net::TcpStream::connect(http_addr).expect("connect");
    use std::io::{Read, Write};
    write!(s, "GET /v1/rules?language=pt HTTP/1.1\r\nHost: floor.casino.example:{http}\r\nConnection: close\r\n\r\n").expect("write");
    let mut out = String::new();
    s.read_to_string(&mut out).expect("read");
    assert!(out.starts_with("HTTP/1.1 308"), "{out}");
    assert!(
        out.to_ascii_lowercase().contains(&format!(
            "location: https://floor.casino.example:{https}/v1/rules?language=pt"
        )),
        "{out}"
    );
    drop(dir);
}

/// The PostgreSQL log over TLS: `sslmode=require` is honoured (sqlx was built without TLS, and
/// such a URL failed), and the connection is encrypted.
#[tokio::test]
async fn the_postgres_log_connects_over_tls() {
    let Some((url, db)) = crate::helpers::fresh_postgres("tls").await else {
        eprintln!(
            "skipped the_postgres_log_connects_over_tls: FLOORCALL_TEST_POSTGRES_URL is not set"
        );
        return;
    };
    let sep = if url.contains('?') { '&' } else { '?' };
    let store = Store::open(&format!("{url}{sep}sslmode=require"))
        .await
        .expect("sslmode=require");
    assert_eq!(
        store.connection_encrypted().await.expect("asked"),
        Some(true)
    );
    store.close().await;
    let plain = Store::open(&format!("{url}{sep}sslmode=disable"))
        .await
        .expect("sslmode=disable");
    assert_eq!(
        plain.connection_encrypted().await.expect("asked"),
        Some(false)
    );
    plain.close().await;
    db.drop_now().await;
}
