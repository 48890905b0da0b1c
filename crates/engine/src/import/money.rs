//! Decimal money amounts from hand histories, turned into integer chip units exactly.

/// A non-negative decimal amount as written in a source: digits and a count of decimals.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Decimal {
    /// The digits, without the decimal point.
    pub mantissa: u128,
    /// How many of them are decimals.
    pub decimals: u32,
}

impl Decimal {
    /// Parse `"12"`, `"0.50"`, `"1259450.25"`, `"1,000"` (thousands commas are dropped).
    pub fn parse(text: &str) -> Option<Decimal> {
        // The common case, a whole number of at most 19 digits (under `u64::MAX`), read
        // directly; the same as the reading below gives it.
        let b = text.as_bytes();
        if !b.is_empty() && b.len() <= 19 && b.iter().all(u8::is_ascii_digit) {
            let value = b.iter().fold(0u64, |n, d| n * 10 + u64::from(d - b'0'));
            return Some(Decimal {
                mantissa: u128::from(value),
                decimals: 0,
            });
        }
        // One pass over the bytes, commas skipped: the integer digits, then the decimals
        // up to the last that is not zero (the trailing zeros are dropped).
        let (mut mantissa, mut int_len, mut decimals, mut zeros) = (0u128, 0usize, 0u32, 0u32);
        let (mut point, mut any) = (false, false);
        for b in text.trim().bytes() {
            match b {
                b',' => {}
                b'.' if !point => point = true,
                b'0'..=b'9' => {
                    any = true;
                    let d = u128::from(b - b'0');
                    if !point {
                        int_len += 1;
                        mantissa = mantissa.saturating_mul(10).saturating_add(d);
                    } else if d == 0 {
                        zeros += 1;
                    } else {
                        let shift = 10u128.saturating_pow(zeros + 1);
                        mantissa = mantissa.saturating_mul(shift).saturating_add(d);
                        decimals += zeros + 1;
                        zeros = 0;
                    }
                }
                _ => return None,
            }
        }
        // Some digit, and at most 30 (leading zeros of the integer part included): the
        // saturating arithmetic above never saturated.
        if !any || int_len + decimals as usize > 30 {
            return None;
        }
        Some(Decimal { mantissa, decimals })
    }

    /// The amount in units of `10^-decimals`, when `decimals` is at least this amount's own.
    pub fn scaled(self, scale_decimals: u32) -> Option<u64> {
        let extra = scale_decimals.checked_sub(self.decimals)?;
        let v = self.mantissa.checked_mul(10u128.checked_pow(extra)?)?;
        u64::try_from(v).ok()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_exactly() {
        let d = Decimal::parse("1259450.25").unwrap();
        assert_eq!(d.scaled(2), Some(125_945_025));
        assert_eq!(Decimal::parse("0.50").unwrap().decimals, 1);
        assert_eq!(Decimal::parse("0.50").unwrap().scaled(2), Some(50));
        assert_eq!(Decimal::parse("1,000").unwrap().scaled(0), Some(1000));
        assert_eq!(Decimal::parse("10112.5").unwrap().scaled(0), None);
        assert_eq!(Decimal::parse("-5"), None);
        assert_eq!(Decimal::parse("1e5"), None);
        assert_eq!(Decimal::parse(""), None);
    }

    /// The one-pass reading agrees with the plain one (strings, splits, a format).
    #[test]
    fn parses_as_the_plain_reading() {
        fn plain(text: &str) -> Option<Decimal> {
            let t = text.trim().replace(',', "");
            let (int, frac) = match t.split_once('.') {
                Some((a, b)) => (a.to_string(), b.to_string()),
                None => (t.clone(), String::new()),
            };
            if int.is_empty() && frac.is_empty() {
                return None;
            }
            if !int.chars().all(|c| c.is_ascii_digit()) || !frac.chars().all(|c| c.is_ascii_digit())
            {
                return None;
            }
            let frac = frac.trim_end_matches('0');
            if int.len() + frac.len() > 30 {
                return None;
            }
            let digits = format!("{int}{frac}");
            let mantissa = if digits.is_empty() {
                0
            } else {
                digits.parse().ok()?
            };
            Some(Decimal {
                mantissa,
                decimals: frac.len() as u32,
            })
        }
        for t in [
            "",
            " ",
            ".",
            "..",
            ",",
            "0",
            "00",
            "0.0",
            ".5",
            "5.",
            "5.0",
            "0.050",
            " 12 ",
            "1,000",
            "1,000.5,0",
            "1.2.3",
            "-1",
            "+1",
            "1e5",
            "1 000",
            "١",
            "٣.5",
            "10112.5",
            "0.000001",
            "123456789012345678901234567890",
            "1234567890123456789012345678901",
            "12345678901234567890123456789.0000",
            "1234567890123456789012345678.90",
            "0000000000000000000000000000000001",
            "340282366920938463463374607431768211456",
            "99999999999999999999999999999999999999999.9",
            "1.00000000000000000000000000000000001",
            // About the whole numbers read directly (up to 19 digits).
            "7",
            "2750000",
            "0000000000000000000",
            "9999999999999999999",
            "1234567890123456789",
            "12345678901234567890",
            "18446744073709551615",
            "18446744073709551616",
            "99999999999999999999",
        ] {
            assert_eq!(Decimal::parse(t), plain(t), "{t:?}");
        }
    }
}
