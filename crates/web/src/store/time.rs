//! Timestamps: milliseconds since the epoch in the database, RFC 3339 (UTC) on the wire.
//! Parsing and formatting are jiff's: calendar rules (month lengths, leap years, offsets) are a
//! date library's job, not ours.

use jiff::Timestamp;
use jiff::civil::{Date, DateTime};
use jiff::tz::Offset;

/// Now, in milliseconds since the epoch.
pub fn now_ms() -> i64 {
    Timestamp::now().as_millisecond()
}

/// `2026-11-29T20:06:24.123Z`
pub fn rfc3339(ms: i64) -> String {
    match Timestamp::from_millisecond(ms) {
        Ok(t) => format!("{t:.3}"),
        Err(_) => format!("{:.3}", Timestamp::UNIX_EPOCH),
    }
}

/// Parse an RFC 3339 timestamp, a date and time without offset (read as UTC), or a bare date
/// (its midnight, UTC), to milliseconds since the epoch. An impossible date (`2026-02-31`) is
/// refused.
pub fn parse_rfc3339(s: &str) -> Option<i64> {
    let s = s.trim();
    if let Ok(t) = s.parse::<Timestamp>() {
        return Some(t.as_millisecond());
    }
    let civil = match s.parse::<DateTime>() {
        Ok(dt) => dt,
        Err(_) => s
            .parse::<Date>()
            .ok()?
            .to_datetime(jiff::civil::Time::midnight()),
    };
    Offset::UTC
        .to_timestamp(civil)
        .ok()
        .map(|t| t.as_millisecond())
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
        assert_eq!(
            parse_rfc3339("2026-11-29T19:00:00"),
            parse_rfc3339("2026-11-29T19:00:00Z")
        );
        assert_eq!(parse_rfc3339("2026-13-01"), None);
        assert_eq!(parse_rfc3339("yesterday"), None);
    }

    #[test]
    fn impossible_dates_are_refused() {
        assert_eq!(parse_rfc3339("2026-02-31"), None);
        assert_eq!(parse_rfc3339("2026-02-29"), None);
        assert!(parse_rfc3339("2028-02-29").is_some());
        assert_eq!(parse_rfc3339("2026-04-31T10:00:00Z"), None);
        assert_eq!(parse_rfc3339("2026-11-29T24:30:00Z"), None);
    }
}
