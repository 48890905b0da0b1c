//! The reader's first form (before the fifth round of issue 36), kept to compare the reader
//! with: `Option<Doc>` for the same text, on the tricky inputs and the samples. Its own types and
//! walk; the byte table of a string's stops is the reader's (unchanged since).

use super::STOP;

/// The table as the first form gave it: each array's items in a vector of its own.
#[derive(Debug, Clone, PartialEq)]
pub(super) struct Doc<'a> {
    entries: Vec<(&'a str, Value<'a>)>,
}

#[derive(Debug, Clone, PartialEq)]
pub(super) enum Value<'a> {
    String(&'a str),
    Integer(i64),
    Float(f64),
    Boolean(bool),
    Array(Vec<Value<'a>>),
}

impl Doc<'_> {
    fn contains_key(&self, key: &str) -> bool {
        self.entries.iter().any(|(k, _)| *k == key)
    }

    /// The `toml` crate's table of the same content.
    pub(super) fn to_table(&self) -> toml::Table {
        self.entries
            .iter()
            .map(|(k, v)| ((*k).to_string(), v.to_toml()))
            .collect()
    }
}

impl Value<'_> {
    fn to_toml(&self) -> toml::Value {
        match self {
            Value::String(s) => toml::Value::String((*s).to_string()),
            Value::Integer(i) => toml::Value::Integer(*i),
            Value::Float(f) => toml::Value::Float(*f),
            Value::Boolean(b) => toml::Value::Boolean(*b),
            Value::Array(a) => toml::Value::Array(a.iter().map(Value::to_toml).collect()),
        }
    }
}

/// A bare value as `super::scalar` reads it, in the first form's type.
fn scalar(word: &str) -> Option<Value<'static>> {
    Some(match super::scalar(word)? {
        super::Value::Integer(i) => Value::Integer(i),
        super::Value::Float(f) => Value::Float(f),
        super::Value::Boolean(b) => Value::Boolean(b),
        _ => return None,
    })
}

/// The table of a PHH text in the subset, or None to read it with the `toml` crate.
pub(super) fn parse(text: &str) -> Option<Doc<'_>> {
    // A PHH hand has ten to twenty keys (the WSOP files' eighteen: room for them without
    // growing, under a kilobyte).
    let mut table = Doc {
        entries: Vec::with_capacity(20),
    };
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
            .bytes()
            .position(|b| !(b.is_ascii_alphanumeric() || b == b'_' || b == b'-'))
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
        if table.contains_key(key) {
            // A repeated key is an error: the `toml` crate words it.
            return None;
        }
        table.entries.push((key, value));
    }
}

/// The text after spaces and tabs.
fn blank(s: &str) -> &str {
    let n = s.bytes().take_while(|&b| b == b' ' || b == b'\t').count();
    // Spaces and tabs are one byte each: `n` is at a character boundary.
    &s[n..]
}

/// Whether a text holds a control character other than the tab (`char::is_control`: U+0000 to
/// U+001F and U+007F to U+009F), read by bytes: the C1 controls are `0xC2 0x80..=0x9F` in UTF-8.
fn has_control(text: &str) -> bool {
    let b = text.as_bytes();
    if !b.iter().any(|&x| x < 0x20 || x == 0x7f || x == 0xc2) {
        return false;
    }
    b.iter().enumerate().any(|(i, &x)| {
        (x < 0x20 && x != b'\t')
            || x == 0x7f
            || (x == 0xc2 && b.get(i + 1).is_some_and(|y| (0x80..=0x9f).contains(y)))
    })
}

/// The text after a line break (`\n` or `\r\n`) at the start of `s`, if there is one.
fn line_end(s: &str) -> Option<&str> {
    s.strip_prefix('\n').or_else(|| s.strip_prefix("\r\n"))
}

/// A comment at the start of `s` (up to the line break, which is left): none with a control
/// character but the tab.
fn comment(s: &str) -> Option<&str> {
    let end = s
        .bytes()
        .position(|b| b == b'\n' || b == b'\r')
        .unwrap_or(s.len());
    let (text, rest) = s.split_at(end);
    if has_control(text) {
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
fn value(s: &str) -> Option<(Value<'_>, &str)> {
    let first = *s.as_bytes().first()?;
    match first {
        b'\'' | b'"' => {
            let body = &s[1..];
            // The closing quote, and whether the text before it holds a byte that may be an
            // escape or a control character (checked then): one pass over the bytes. The quote
            // is ASCII, so its byte is never inside another character.
            let b = body.as_bytes();
            let (mut i, mut odd) = (0, false);
            let end = loop {
                while i < b.len() && !STOP[usize::from(b[i])] {
                    i += 1;
                }
                match b.get(i) {
                    None => return None,
                    Some(&x) if x == first => break i,
                    Some(b'\'' | b'"') => {}
                    Some(_) => odd = true,
                }
                i += 1;
            };
            let text = &body[..end];
            // Literal strings have no escapes; basic strings with one are left to the crate.
            if odd && ((first == b'"' && text.contains('\\')) || has_control(text)) {
                return None;
            }
            Some((Value::String(text), &body[end + 1..]))
        }
        b'[' => {
            // Room for the items up to the first `]` (one more than the commas): an array
            // grows once at most, not at every power of two.
            let commas = s.bytes().take_while(|&b| b != b']').filter(|&b| b == b',');
            let mut items = Vec::with_capacity(commas.count() + 1);
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
                .bytes()
                .position(|b| matches!(b, b' ' | b'\t' | b',' | b']' | b'#' | b'\n' | b'\r'))
                .unwrap_or(s.len());
            let (word, rest) = s.split_at(end);
            Some((scalar(word)?, rest))
        }
    }
}
