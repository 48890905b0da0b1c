//! Timestamps without a date crate: milliseconds since the epoch and RFC 3339 (UTC).

use std::time::{SystemTime, UNIX_EPOCH};

pub fn now_ms() -> i64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |d| d.as_millis() as i64)
}

/// `2026-11-29T20:06:24.123Z`
pub fn rfc3339(ms: i64) -> String {
    let secs = ms.div_euclid(1000);
    let milli = ms.rem_euclid(1000);
    let days = secs.div_euclid(86_400);
    let sod = secs.rem_euclid(86_400);
    let (y, m, d) = civil_from_days(days);
    format!(
        "{y:04}-{m:02}-{d:02}T{:02}:{:02}:{:02}.{milli:03}Z",
        sod / 3600,
        (sod % 3600) / 60,
        sod % 60
    )
}

/// Parse an RFC 3339 timestamp (or a bare date) to milliseconds since the epoch.
pub fn parse_rfc3339(s: &str) -> Option<i64> {
    let s = s.trim();
    let (date, rest) = s.split_at(s.find('T').unwrap_or(s.len()));
    let mut it = date.split('-');
    let y: i64 = it.next()?.parse().ok()?;
    let m: u32 = it.next()?.parse().ok()?;
    let d: u32 = it.next()?.parse().ok()?;
    if it.next().is_some() || !(1..=12).contains(&m) || !(1..=31).contains(&d) {
        return None;
    }
    let mut ms = days_from_civil(y, m, d) * 86_400_000;
    if let Some(t) = rest.strip_prefix('T') {
        let (t, offset) = match t.find(['Z', '+', '-']) {
            Some(i) => (&t[..i], &t[i..]),
            None => (t, "Z"),
        };
        let mut parts = t.split(':');
        let h: i64 = parts.next()?.parse().ok()?;
        let mi: i64 = parts.next()?.parse().ok()?;
        let sec: f64 = parts.next().unwrap_or("0").parse().ok()?;
        if h > 23 || mi > 59 || !(0.0..61.0).contains(&sec) {
            return None;
        }
        ms += h * 3_600_000 + mi * 60_000 + (sec * 1000.0).round() as i64;
        if offset != "Z" {
            let sign = if offset.starts_with('-') { -1 } else { 1 };
            let mut o = offset[1..].split(':');
            let oh: i64 = o.next()?.parse().ok()?;
            let om: i64 = o.next().unwrap_or("0").parse().ok()?;
            ms -= sign * (oh * 3_600_000 + om * 60_000);
        }
    }
    Some(ms)
}

// Howard Hinnant's civil-date algorithms.
fn civil_from_days(z: i64) -> (i64, u32, u32) {
    let z = z + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z.rem_euclid(146_097);
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let y = yoe + era * 400;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let d = (doy - (153 * mp + 2) / 5 + 1) as u32;
    let m = if mp < 10 { mp + 3 } else { mp - 9 } as u32;
    (if m <= 2 { y + 1 } else { y }, m, d)
}

fn days_from_civil(y: i64, m: u32, d: u32) -> i64 {
    let y = if m <= 2 { y - 1 } else { y };
    let era = y.div_euclid(400);
    let yoe = y.rem_euclid(400);
    let m = i64::from(m);
    let doy = (153 * (if m > 2 { m - 3 } else { m + 9 }) + 2) / 5 + i64::from(d) - 1;
    let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    era * 146_097 + doe - 719_468
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn round_trip() {
        assert_eq!(rfc3339(0), "1970-01-01T00:00:00.000Z");
        let t = 1_795_983_984_123;
        assert_eq!(parse_rfc3339(&rfc3339(t)), Some(t));
        assert_eq!(parse_rfc3339("2026-11-29"), Some(1_795_910_400_000));
        assert_eq!(
            parse_rfc3339("2026-11-29T20:00:00+01:00"),
            parse_rfc3339("2026-11-29T19:00:00Z")
        );
        assert_eq!(parse_rfc3339("2026-13-01"), None);
        assert_eq!(parse_rfc3339("yesterday"), None);
    }
}
