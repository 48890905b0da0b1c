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
        let t = text.trim().replace(',', "");
        let (int, frac) = match t.split_once('.') {
            Some((a, b)) => (a.to_string(), b.to_string()),
            None => (t.clone(), String::new()),
        };
        if int.is_empty() && frac.is_empty() {
            return None;
        }
        if !int.chars().all(|c| c.is_ascii_digit()) || !frac.chars().all(|c| c.is_ascii_digit()) {
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
}
