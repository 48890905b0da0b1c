//! The backup drill (issue 38): the real binary rules under load, `floorcall backup` copies
//! its SQLite log while requests are in flight, the server rules on, the copy is restored
//! into a new log with `floorcall restore` and a second server serves it: every ruling
//! acknowledged before the backup started is there, byte for byte as the first server answers
//! it. And the commands' refusals: a damaged copy, a newer floorcall's log, a log that holds
//! records, a PostgreSQL URL.

use super::helpers::{free_port, http, sample_request, start, temp_db};
use std::path::Path;
use std::process::{Command, Output};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

/// `floorcall ARGS…`, its output.
fn floorcall(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_floorcall"))
        .args(args)
        .env_remove("FLOORCALL_DATABASE_URL")
        .output()
        .expect("run floorcall")
}

fn text(o: &Output) -> String {
    format!(
        "{}{}",
        String::from_utf8_lossy(&o.stdout),
        String::from_utf8_lossy(&o.stderr)
    )
}

/// Rulings acknowledged so far, in the order their answers arrived.
type Acked = Arc<Mutex<Vec<String>>>;

fn acked_now(acked: &Acked) -> Vec<String> {
    acked.lock().map(|a| a.clone()).unwrap_or_default()
}

#[cfg(unix)]
#[test]
fn a_backup_under_load_restores_every_ruling_acknowledged_before_it_began() {
    let t0 = Instant::now();
    let (dir, db) = temp_db("drill");
    let (mut first, addr) = start(&db, free_port());
    let body = Arc::new(sample_request());
    let acked: Acked = Arc::new(Mutex::new(Vec::new()));
    let stop = Arc::new(AtomicBool::new(false));
    // A bounded load: 6 clients, at most 2,000 rulings, at most 30 s.
    const MAX: usize = 2_000;
    let deadline = Instant::now() + Duration::from_secs(30);
    let mut workers = Vec::new();
    for _ in 0..6 {
        let (body, acked, stop) = (body.clone(), acked.clone(), stop.clone());
        workers.push(std::thread::spawn(move || {
            while !stop.load(Ordering::Relaxed) && Instant::now() < deadline {
                if acked.lock().map(|a| a.len()).unwrap_or(MAX) >= MAX {
                    break;
                }
                match http(addr, "POST", "/v1/rulings", Some(&body), &[]) {
                    Some((200, text)) => {
                        let v: serde_json::Value = serde_json::from_str(&text).unwrap_or_default();
                        if let Some(id) = v["id"].as_str()
                            && let Ok(mut a) = acked.lock()
                        {
                            a.push(id.to_string());
                        }
                    }
                    other => panic!("POST /v1/rulings: {other:?}"),
                }
            }
        }));
    }
    let wait_for = |n: usize| {
        while acked_now(&acked).len() < n && Instant::now() < deadline {
            std::thread::sleep(Duration::from_millis(5));
        }
    };
    wait_for(300);
    // The backup, while the clients keep ruling.
    let before: Vec<String> = acked_now(&acked);
    let file = dir.path().join("backup.sqlite");
    let file_s = file.display().to_string();
    let out = floorcall(&["backup", "--database", &db, "--output", &file_s]);
    let during_end = acked_now(&acked).len();
    assert!(out.status.success(), "backup failed: {}", text(&out));
    eprintln!("{}", String::from_utf8_lossy(&out.stdout));
    // More rulings after it.
    wait_for(during_end + 300);
    stop.store(true, Ordering::Relaxed);
    for w in workers {
        w.join().expect("a client panicked");
    }
    let all = acked_now(&acked);
    let after: Vec<&String> = all[during_end..].iter().collect();

    // The backup alone passes verification.
    let out = floorcall(&["backup", "--verify", &file_s]);
    assert!(out.status.success(), "verify failed: {}", text(&out));

    // Restored into a new log, served by a second server.
    let restored = format!("sqlite://{}", dir.path().join("restored.sqlite").display());
    let out = floorcall(&["restore", "--from", &file_s, "--database", &restored]);
    assert!(out.status.success(), "restore failed: {}", text(&out));
    let report = String::from_utf8_lossy(&out.stdout).to_string();
    eprintln!("{report}");
    assert!(report.contains("integrity          ok"), "{report}");
    // Restoring over it again is refused: it holds records now.
    let again = floorcall(&["restore", "--from", &file_s, "--database", &restored]);
    assert!(!again.status.success(), "{}", text(&again));
    assert!(text(&again).contains("--force"), "{}", text(&again));

    let (mut second, addr2) = start(&restored, free_port());
    let mut differ = Vec::new();
    for id in &before {
        let path = format!("/v1/rulings/{id}");
        let a = http(addr, "GET", &path, None, &[]);
        let b = http(addr2, "GET", &path, None, &[]);
        match (&a, &b) {
            (Some((200, x)), Some((200, y))) if x == y => {}
            _ => differ.push(format!("{id}: first {a:?}, restored {b:?}")),
        }
    }
    let present = |ids: &[&String]| {
        ids.iter()
            .filter(|id| {
                matches!(
                    http(addr2, "GET", &format!("/v1/rulings/{id}"), None, &[]),
                    Some((200, _))
                )
            })
            .count()
    };
    let during: Vec<&String> = all[before.len()..during_end].iter().collect();
    let during_found = present(&during);
    let after_found = present(&after);
    // The restored log holds the rulings of the copy: those before it at least, not those after.
    let copied: usize = report
        .lines()
        .find_map(|l| l.trim().strip_prefix("rulings"))
        .and_then(|n| n.trim().parse().ok())
        .unwrap_or(0);
    for p in [&mut first, &mut second] {
        let _ = p.kill();
        let _ = p.wait();
    }
    eprintln!(
        "drill: {} rulings acknowledged in all; {} before the backup began, {} found byte for byte after the restore; {} acknowledged while it ran ({} in the copy); {} after it finished ({} in the copy); {:.1} s",
        all.len(),
        before.len(),
        before.len() - differ.len(),
        during.len(),
        during_found,
        after.len(),
        after_found,
        t0.elapsed().as_secs_f64()
    );
    assert!(
        before.len() >= 300,
        "only {} before the backup",
        before.len()
    );
    assert!(!after.is_empty(), "no ruling after the backup");
    assert!(
        differ.is_empty(),
        "{} of {} differ: {:?}",
        differ.len(),
        before.len(),
        &differ[..differ.len().min(5)]
    );
    assert!(
        copied >= before.len() && copied <= all.len(),
        "{copied} rulings in the copy"
    );
    drop(dir);
}

/// A log with a few rulings, made by the binary's own server, and its backup at `file`.
fn small_backup(dir: &Path, file: &Path) -> String {
    let db = format!("sqlite://{}", dir.join("small.sqlite").display());
    let (mut server, addr) = start(&db, free_port());
    let body = sample_request();
    for _ in 0..3 {
        assert!(matches!(
            http(addr, "POST", "/v1/rulings", Some(&body), &[]),
            Some((200, _))
        ));
    }
    let out = floorcall(&[
        "backup",
        "--database",
        &db,
        "--output",
        &file.display().to_string(),
    ]);
    let _ = server.kill();
    let _ = server.wait();
    assert!(out.status.success(), "{}", text(&out));
    db
}

#[test]
fn verify_fails_on_a_damaged_copy_and_on_a_newer_floorcalls_log() {
    let (dir, _) = temp_db("verify");
    let file = dir.path().join("b.sqlite");
    let db = small_backup(dir.path(), &file);
    let file_s = file.display().to_string();
    // A second backup to the same file is refused without --force, replaced with it.
    let out = floorcall(&["backup", "--database", &db, "--output", &file_s]);
    assert!(!out.status.success());
    assert!(text(&out).contains("--force"), "{}", text(&out));
    let out = floorcall(&["backup", "--database", &db, "--output", &file_s, "--force"]);
    assert!(out.status.success(), "{}", text(&out));
    let report = String::from_utf8_lossy(&out.stdout).to_string();
    for line in [
        "rulings            3",
        "players",
        "incidents          0",
        "keys               0",
        "staff              0",
        // Three events, pending or delivered as the server's dispatcher got to them.
        "outbox pending",
        "outbox delivered",
        "last ruling        0",
        ", this floorcall's newest",
    ] {
        assert!(report.contains(line), "{line}: {report}");
    }

    // A migration this floorcall does not know: a newer floorcall's log.
    let newer = dir.path().join("newer.sqlite");
    std::fs::copy(&file, &newer).expect("copy");
    let conn = rusqlite::Connection::open(&newer).expect("open");
    conn.execute(
        "INSERT INTO _sqlx_migrations (version, description, success, checksum, execution_time) \
         VALUES (9999, 'from the future', 1, x'00', 1)",
        [],
    )
    .expect("insert");
    drop(conn);
    let out = floorcall(&["backup", "--verify", &newer.display().to_string()]);
    assert!(!out.status.success(), "{}", text(&out));
    assert!(text(&out).contains("newer floorcall"), "{}", text(&out));

    // A damaged file: an index page overwritten.
    let damaged = dir.path().join("damaged.sqlite");
    let mut bytes = std::fs::read(&file).expect("read");
    let page = 4096;
    assert!(bytes.len() > 3 * page);
    let last = bytes.len() - page;
    for b in &mut bytes[last + 8..last + page] {
        *b = 0x5a;
    }
    std::fs::write(&damaged, &bytes).expect("write");
    let out = floorcall(&["backup", "--verify", &damaged.display().to_string()]);
    assert!(!out.status.success(), "{}", text(&out));
    eprintln!("a damaged copy: {}", text(&out).trim());
    // And it is not restored.
    let target = format!("sqlite://{}", dir.path().join("r.sqlite").display());
    let out = floorcall(&[
        "restore",
        "--from",
        &damaged.display().to_string(),
        "--database",
        &target,
    ]);
    assert!(!out.status.success(), "{}", text(&out));
    assert!(!dir.path().join("r.sqlite").exists());
}

#[test]
fn backup_and_restore_refuse_a_postgres_log_and_point_to_the_documentation() {
    for args in [
        vec![
            "backup",
            "--database",
            "postgres://floorcall:secret@db.casino.internal/floorcall",
            "--output",
            "/tmp/never.sqlite",
        ],
        vec![
            "restore",
            "--from",
            "/tmp/never.sqlite",
            "--database",
            "postgres://floorcall:secret@db.casino.internal/floorcall",
        ],
    ] {
        let out = floorcall(&args);
        assert!(!out.status.success());
        let t = text(&out);
        assert!(
            t.contains("pg_dump") && t.contains("docs/deployment.md"),
            "{t}"
        );
        assert!(!t.contains("secret"), "{t}");
    }
}
