//! A burst of concurrent rulings against the real binary, SIGKILL in the middle of it, a
//! restart on the same SQLite file: every ruling a client received is there, with its outcome.

use super::helpers::{free_port, http, sample_request, start};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

#[cfg(unix)]
#[test]
fn sigkill_mid_burst_loses_no_acknowledged_ruling() {
    let (dir, db) = super::helpers::temp_db("crash");
    let (mut child, addr) = start(&db, free_port());
    let body = Arc::new(sample_request());
    let acked: Arc<Mutex<Vec<(String, String)>>> = Arc::new(Mutex::new(Vec::new()));
    let stop = Instant::now() + Duration::from_secs(20);
    let mut workers = Vec::new();
    for _ in 0..8 {
        let (body, acked) = (body.clone(), acked.clone());
        workers.push(std::thread::spawn(move || {
            while Instant::now() < stop {
                match http(addr, "POST", "/v1/rulings", Some(&body), &[]) {
                    Some((200, text)) => {
                        let v: serde_json::Value = serde_json::from_str(&text).unwrap_or_default();
                        if let (Some(id), Some(o)) = (v["id"].as_str(), v["outcome"].as_str()) {
                            acked
                                .lock()
                                .unwrap_or_else(|e| e.into_inner())
                                .push((id.into(), o.into()));
                        }
                    }
                    _ => break,
                }
            }
        }));
    }
    // Kill once a good number of rulings are in flight and acknowledged.
    let t = Instant::now();
    while acked.lock().map(|a| a.len()).unwrap_or(0) < 200 && t.elapsed() < Duration::from_secs(15)
    {
        std::thread::sleep(Duration::from_millis(5));
    }
    child.kill().expect("SIGKILL");
    let _ = child.wait();
    for w in workers {
        let _ = w.join();
    }
    let acked = acked.lock().map(|a| a.clone()).unwrap_or_default();
    assert!(
        acked.len() >= 200,
        "only {} rulings acknowledged before the kill",
        acked.len()
    );
    let (mut child, addr) = start(&db, free_port());
    let mut missing = Vec::new();
    for (id, outcome) in &acked {
        match http(addr, "GET", &format!("/v1/rulings/{id}"), None, &[]) {
            Some((200, text)) => {
                let v: serde_json::Value = serde_json::from_str(&text).unwrap_or_default();
                if v["outcome"] != outcome.as_str() {
                    missing.push(format!("{id}: outcome {}", v["outcome"]));
                }
            }
            other => missing.push(format!("{id}: {other:?}")),
        }
    }
    let _ = child.kill();
    let _ = child.wait();
    drop(dir);
    eprintln!(
        "{} acknowledged rulings before SIGKILL; {} missing after restart",
        acked.len(),
        missing.len()
    );
    assert!(missing.is_empty(), "{missing:?}");
}
