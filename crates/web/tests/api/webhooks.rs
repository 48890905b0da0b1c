//! Webhooks against the real binary: a receiver this test starts, a server killed with SIGKILL
//! while events wait for delivery (the receiver refusing them), a restart on the same SQLite
//! file, and every event delivered: each event id at least once (exactly once after the
//! receiver drops duplicates by it), every signature valid.

use super::helpers::{free_port, http, start};
use hmac::{Hmac, Mac};
use sha2::Sha256;
use std::collections::{BTreeMap, BTreeSet};
use std::io::{Read, Write};
use std::net::{SocketAddr, TcpListener};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

/// What the receiver got: each request's headers (lowercase names) and body.
type Received = Arc<Mutex<Vec<(BTreeMap<String, String>, String)>>>;

/// A receiver on an ephemeral port: answers 503 while `refuse` is set, else 200.
fn receiver(refuse: Arc<AtomicBool>) -> (SocketAddr, Received) {
    let listener = TcpListener::bind("127.0.0.1:0").expect("bind");
    let addr = listener.local_addr().expect("addr");
    let got: Received = Arc::new(Mutex::new(Vec::new()));
    let seen = got.clone();
    std::thread::spawn(move || {
        for stream in listener.incoming() {
            let Ok(mut s) = stream else { continue };
            let _ = s.set_read_timeout(Some(Duration::from_secs(5)));
            let mut buf = Vec::new();
            let mut chunk = [0u8; 4096];
            let (head, body) = loop {
                let Ok(n) = s.read(&mut chunk) else {
                    break (String::new(), String::new());
                };
                if n == 0 {
                    break (String::new(), String::new());
                }
                buf.extend_from_slice(&chunk[..n]);
                let text = String::from_utf8_lossy(&buf).to_string();
                if let Some(i) = text.find("\r\n\r\n") {
                    let head = text[..i].to_string();
                    let len = head
                        .lines()
                        .find_map(|l| {
                            let (k, v) = l.split_once(':')?;
                            k.eq_ignore_ascii_case("content-length")
                                .then(|| v.trim().parse::<usize>().ok())?
                        })
                        .unwrap_or(0);
                    if buf.len() >= i + 4 + len {
                        break (
                            head,
                            String::from_utf8_lossy(&buf[i + 4..i + 4 + len]).to_string(),
                        );
                    }
                }
            };
            let headers: BTreeMap<String, String> = head
                .lines()
                .skip(1)
                .filter_map(|l| l.split_once(':'))
                .map(|(k, v)| (k.trim().to_ascii_lowercase(), v.trim().to_string()))
                .collect();
            let refused = refuse.load(Ordering::SeqCst);
            if !refused && !head.is_empty() {
                seen.lock()
                    .unwrap_or_else(|e| e.into_inner())
                    .push((headers, body));
            }
            let status = if refused {
                "503 Service Unavailable"
            } else {
                "200 OK"
            };
            let _ = s.write_all(
                format!("HTTP/1.1 {status}\r\nContent-Length: 0\r\nConnection: close\r\n\r\n")
                    .as_bytes(),
            );
        }
    });
    (addr, got)
}

fn valid(secret: &str, headers: &BTreeMap<String, String>, body: &str) -> bool {
    let Some(sig) = headers.get("floorcall-signature") else {
        return false;
    };
    let Some((t, v1)) = sig
        .strip_prefix("t=")
        .and_then(|rest| rest.split_once(",v1="))
    else {
        return false;
    };
    let mut mac = Hmac::<Sha256>::new_from_slice(secret.as_bytes()).expect("key");
    mac.update(format!("{t}.{body}").as_bytes());
    let want: String = mac
        .finalize()
        .into_bytes()
        .iter()
        .map(|b| format!("{b:02x}"))
        .collect();
    want == v1
}

#[cfg(unix)]
#[test]
fn sigkill_with_events_waiting_then_restart_delivers_every_event_signed() {
    let (_dir, db) = super::helpers::temp_db("webhooks");
    let refuse = Arc::new(AtomicBool::new(true));
    let (hook, got) = receiver(refuse.clone());
    let port = free_port();
    let (mut child, addr) = start(&db, port);
    let body = serde_json::json!({
        "url": format!("http://{hook}/floorcall"),
        "events": ["ruling.created", "ruling.final", "penalty.upheld"]
    })
    .to_string();
    let (status, text) = http(addr, "POST", "/v1/webhooks", Some(&body), &[]).expect("answer");
    assert_eq!(status, 201, "{text}");
    let created: serde_json::Value = serde_json::from_str(&text).expect("json");
    let secret = created["secret"].as_str().expect("secret").to_string();
    let hook_id = created["webhook"]["id"].as_str().expect("id").to_string();
    // Rulings and final words while the receiver refuses every delivery.
    let request = super::helpers::sample_request();
    let mut expected = BTreeSet::new();
    for i in 0..12 {
        let (status, text) =
            http(addr, "POST", "/v1/rulings", Some(&request), &[]).expect("answer");
        assert_eq!(status, 200, "{text}");
        let v: serde_json::Value = serde_json::from_str(&text).expect("json");
        let id = v["id"].as_str().expect("id").to_string();
        expected.insert(format!("ruling.created:{id}"));
        if i % 3 == 0 {
            let word = serde_json::json!({"final": "upheld"}).to_string();
            let (status, text) = http(
                addr,
                "PATCH",
                &format!("/v1/rulings/{id}"),
                Some(&word),
                &[],
            )
            .expect("answer");
            assert_eq!(status, 200, "{text}");
            let v: serde_json::Value = serde_json::from_str(&text).expect("json");
            let entry = v["final_history"][0]["id"].as_str().expect("entry");
            expected.insert(format!("ruling.final:{entry}"));
        }
    }
    // Let a first attempt or two fail, then kill the server before anything is delivered.
    std::thread::sleep(Duration::from_millis(1500));
    let _ = child.kill();
    let _ = child.wait();
    assert!(got.lock().expect("got").is_empty());
    // The receiver comes back; so does the server, on the same log.
    refuse.store(false, Ordering::SeqCst);
    let (mut child, addr) = start(&db, port);
    let deadline = Instant::now() + Duration::from_secs(60);
    let ids = loop {
        let ids: BTreeSet<String> = got
            .lock()
            .expect("got")
            .iter()
            .filter_map(|(h, _)| h.get("floorcall-event-id").cloned())
            .collect();
        if ids.len() >= expected.len() || Instant::now() > deadline {
            break ids;
        }
        std::thread::sleep(Duration::from_millis(200));
    };
    assert_eq!(ids, expected, "every event, once after de-duplication");
    for (h, body) in got.lock().expect("got").iter() {
        assert!(
            valid(&secret, h, body),
            "a signature does not verify: {h:?}"
        );
        let v: serde_json::Value = serde_json::from_str(body).expect("json body");
        assert_eq!(
            Some(v["id"].as_str().unwrap_or_default()),
            h.get("floorcall-event-id").map(String::as_str)
        );
        assert_eq!(
            Some(v["event"].as_str().unwrap_or_default()),
            h.get("floorcall-event").map(String::as_str)
        );
    }
    // The admins' view: every delivery delivered, the failed attempts counted. Delivery is at
    // least once: the killed process may have sent an event the receiver holds and never
    // recorded it, so its row is delivered again by the restarted one a moment later (the
    // receiver de-duplicates by event id). Wait for the rows, up to 30 s.
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(30);
    let (status, text) = loop {
        let (status, text) = http(
            addr,
            "GET",
            &format!("/v1/webhooks/{hook_id}/deliveries"),
            None,
            &[],
        )
        .expect("answer");
        let done = serde_json::from_str::<serde_json::Value>(&text)
            .ok()
            .and_then(|v| {
                v.as_array()
                    .map(|l| l.iter().all(|d| d["status"] == "delivered"))
            })
            .unwrap_or(false);
        if done || std::time::Instant::now() > deadline {
            break (status, text);
        }
        std::thread::sleep(std::time::Duration::from_millis(200));
    };
    assert_eq!(status, 200);
    let deliveries: serde_json::Value = serde_json::from_str(&text).expect("json");
    let list = deliveries.as_array().expect("list");
    assert_eq!(list.len(), expected.len());
    assert!(list.iter().all(|d| d["status"] == "delivered"), "{text}");
    assert!(
        list.iter().any(|d| d["attempts"].as_i64() > Some(1)),
        "{text}"
    );
    let _ = child.kill();
    let _ = child.wait();
}

/// A round's statements on deliveries by id find them by the ids' index: one chosen by
/// `status = 'pending'` would read every pending delivery (the backlog) for each of them.
#[tokio::test]
async fn a_round_finds_its_deliveries_by_id() {
    let s = super::helpers::memory_state().await;
    let plans = s.store.outbox().delivery_plans().await.expect("plans");
    assert_eq!(plans.len(), 3);
    for (name, plan) in plans {
        let text = plan.join(" | ");
        assert!(
            plan[0].contains("sqlite_autoindex_webhook_deliveries_1 (id=?)"),
            "{name}: {text}"
        );
        if name == "claim" {
            // The due ones are found by the due index, oldest first.
            assert!(
                text.contains("webhook_deliveries_due (status=? AND next_ms<?)"),
                "{name}: {text}"
            );
        }
    }
}
