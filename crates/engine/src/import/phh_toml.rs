//! A fast reader for the TOML that PHH files are written in: one `key = value` a line, bare
//! keys, and values that are integers, decimals, strings without escapes, booleans, or
//! one-line arrays of them (what PokerKit and the PHH datasets write).
//!
//! It gives the same table the `toml` crate would, or nothing: any text outside that subset
//! (a table header, an escape, a multi-line array, a date, a repeated key, an odd character)
//! is left to the `toml` crate, which reads all of TOML and words its errors. PHH import spent
//! about a third of its time in the general parser and the conversion of its document.

use toml::{Table, Value};

/// The table of a PHH text in the subset, or None to read it with the `toml` crate.
pub(super) fn parse(text: &str) -> Option<Table> {
    let mut table = Table::new();
    let mut rest = text;
    loop {
        rest = blank(rest);
        if rest.is_empty() {
            return Some(table);
        }
        if let Some(after) = line_end(rest) {
            rest = after;
            continue;
        }
        if rest.starts_with('#') {
            rest = comment(rest)?;
            continue;
        }
        let end = rest
            .find(|c: char| !(c.is_ascii_alphanumeric() || c == '_' || c == '-'))
            .unwrap_or(rest.len());
        let (key, after) = rest.split_at(end);
        if key.is_empty() {
            return None;
        }
        let after = blank(after).strip_prefix('=')?;
        let (value, after) = value(blank(after))?;
        // Spaces and a comment, then the end of the line or of the text.
        let mut after = blank(after);
        if after.starts_with('#') {
            after = comment(after)?;
        }
        rest = match line_end(after) {
            Some(next) => next,
            None if after.is_empty() => after,
            None => return None,
        };
        if table.insert(key.to_string(), value).is_some() {
            // A repeated key is an error: the `toml` crate words it.
            return None;
        }
    }
}

/// The text after spaces and tabs.
fn blank(s: &str) -> &str {
    s.trim_start_matches([' ', '\t'])
}

/// The text after a line break (`\n` or `\r\n`) at the start of `s`, if there is one.
fn line_end(s: &str) -> Option<&str> {
    s.strip_prefix('\n').or_else(|| s.strip_prefix("\r\n"))
}

/// A comment at the start of `s` (up to the line break, which is left): none with a control
/// character but the tab.
fn comment(s: &str) -> Option<&str> {
    let end = s.find(['\n', '\r']).unwrap_or(s.len());
    let (text, rest) = s.split_at(end);
    if text.chars().any(|c| c.is_control() && c != '\t') {
        return None;
    }
    Some(rest)
}

/// Spaces, line breaks and comments, as an array may hold between its values.
fn gap(mut s: &str) -> Option<&str> {
    loop {
        s = blank(s);
        if let Some(after) = line_end(s) {
            s = after;
        } else if s.starts_with('#') {
            s = comment(s)?;
        } else {
            return Some(s);
        }
    }
}

/// One value at the start of `s`, and the text after it.
fn value(s: &str) -> Option<(Value, &str)> {
    let first = *s.as_bytes().first()?;
    match first {
        b'\'' | b'"' => {
            let quote = char::from(first);
            let body = &s[1..];
            let end = body.find(quote)?;
            let text = &body[..end];
            // Literal strings have no escapes; basic strings with one are left to the crate.
            if (quote == '"' && text.contains('\\'))
                || text.chars().any(|c| c.is_control() && c != '\t')
            {
                return None;
            }
            Some((Value::String(text.to_string()), &body[end + 1..]))
        }
        b'[' => {
            let mut items = Vec::new();
            let mut rest = gap(&s[1..])?;
            loop {
                if let Some(after) = rest.strip_prefix(']') {
                    return Some((Value::Array(items), after));
                }
                let (v, after) = value(rest)?;
                if matches!(v, Value::Array(_)) {
                    return None;
                }
                items.push(v);
                rest = gap(after)?;
                if let Some(after) = rest.strip_prefix(',') {
                    rest = gap(after)?;
                } else if !rest.starts_with(']') {
                    return None;
                }
            }
        }
        _ => {
            let end = s
                .find([' ', '\t', ',', ']', '#', '\n', '\r'])
                .unwrap_or(s.len());
            let (word, rest) = s.split_at(end);
            Some((scalar(word)?, rest))
        }
    }
}

/// A bare value: a boolean, a decimal integer, a decimal number with a point, or an infinity.
fn scalar(word: &str) -> Option<Value> {
    match word {
        "true" => return Some(Value::Boolean(true)),
        "false" => return Some(Value::Boolean(false)),
        "inf" | "+inf" => return Some(Value::Float(f64::INFINITY)),
        "-inf" => return Some(Value::Float(f64::NEG_INFINITY)),
        _ => {}
    }
    let digits = word.strip_prefix(['+', '-']).unwrap_or(word);
    let (whole, fraction) = match digits.split_once('.') {
        Some((w, f)) => (w, Some(f)),
        None => (digits, None),
    };
    // TOML's integer part: no leading zero, no underscore here (left to the crate).
    let whole_ok = !whole.is_empty()
        && whole.bytes().all(|b| b.is_ascii_digit())
        && (whole == "0" || !whole.starts_with('0'));
    if !whole_ok {
        return None;
    }
    match fraction {
        None => word.parse::<i64>().ok().map(Value::Integer),
        Some(f) if !f.is_empty() && f.bytes().all(|b| b.is_ascii_digit()) => {
            word.parse::<f64>().ok().map(Value::Float)
        }
        Some(_) => None,
    }
}

/// The shared reference folder, as the integration tests find it (a skip said when absent, a
/// failure under `FLOORCALL_REQUIRE_SHARED`).
#[cfg(test)]
#[path = "../../tests/support/mod.rs"]
mod shared_folder;

#[cfg(test)]
mod tests {
    use super::*;

    /// The subset reads a text as the `toml` crate does, or declines it.
    fn same(text: &str) -> bool {
        let fast = parse(text);
        let full: Option<Table> = text.parse().ok();
        match fast {
            Some(t) => {
                assert_eq!(Some(&t), full.as_ref(), "{text:?}");
                true
            }
            None => false,
        }
    }

    #[test]
    fn reads_phh_as_the_toml_crate_does() {
        assert!(same(
            "variant = 'NT'\nante_trimming_status = true\nantes = [0, 0, 0]\n\
             blinds_or_straddles = [50, 100, 0]\nmin_bet = 100\n\
             starting_stacks = [10000, 9999.5, inf]\n\
             actions = ['d dh p1 4s6d', \"p2 f\", 'p3 cbr 225',]  # a comment\n\
             # a line of comment\n\r\n\
             hand = 75\nplayers = ['MrPink', 'Mr Orange', 'Plüribus']\n\
             finishing_stacks = [-0, +5, -12.25]\r\n"
        ));
        assert!(same(""));
        assert!(same("a = []\nb = [ 1 ,2 ]\n\tc\t=\t'x'\t"));
        assert!(same(
            "actions = [\n  # Pre-flop\n\n  \"d dh p1 Ac2d\",  # Ivey\r\n  'p1 f'\n  # end\n,\n]\n"
        ));
    }

    #[test]
    fn leaves_the_rest_of_toml_to_the_crate() {
        for text in [
            "[1]\nvariant = 'NT'\n",
            "a = 1\na = 2\n",
            "a = \"x\\ty\"\n",
            "a = [1\r2]\n",
            "a = 1_000\n",
            "a = 01\n",
            "a = 1e3\n",
            "a = 1.\n",
            "a = .5\n",
            "a = nan\n",
            "a = 0x10\n",
            "a = 1979-05-27\n",
            "a = [[1]]\n",
            "a = {b = 1}\n",
            "a.b = 1\n",
            "'a' = 1\n",
            "a = 1 b\n",
            "a = 'x\n",
            "a = '''x'''\n",
            "a = 99999999999999999999\n",
            "a = 1\rb = 2\n",
            "a = 1\r",
            "a = 1 # \u{7}\n",
            "= 1\n",
            "a 1\n",
        ] {
            assert!(!same(text), "{text:?} is not in the subset");
        }
    }

    /// Every PHH file of the shared samples (and the test fixtures) reads as the `toml` crate
    /// reads it, and the hold'em, stud and draw samples are all in the subset.
    #[test]
    fn shared_samples_read_as_the_toml_crate_reads_them() {
        let here = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
        // The repository's own PHH files always; the shared samples when they are there.
        let mut stack = vec![here.join("tests"), here.join("../../tests")];
        stack.extend(
            ["phh-sample", "mixed-games"]
                .into_iter()
                .filter_map(|sub| super::shared_folder::shared(sub, "phh_toml shared samples")),
        );
        let (mut read, mut declined) = (0, Vec::new());
        while let Some(d) = stack.pop() {
            for e in std::fs::read_dir(&d).into_iter().flatten().flatten() {
                let p = e.path();
                if p.is_dir() {
                    stack.push(p);
                } else if p.extension().is_some_and(|x| x == "phh" || x == "phhs")
                    && let Ok(text) = std::fs::read_to_string(&p)
                {
                    if same(&text) {
                        read += 1;
                    } else {
                        declined.push(p);
                    }
                }
            }
        }
        eprintln!(
            "{read} PHH files read by the subset, {} left to the crate",
            declined.len()
        );
        let unexpected: Vec<_> = declined
            .iter()
            .filter(|p| p.extension().is_some_and(|x| x == "phh"))
            .filter(|p| {
                p.to_string_lossy().contains("phh-sample")
                    || p.to_string_lossy().contains("mixed-games")
            })
            .collect();
        assert!(unexpected.is_empty(), "{unexpected:?}");
    }
}
