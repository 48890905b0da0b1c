//! A fast reader for the TOML that PHH files are written in: one `key = value` a line, bare
//! keys, and values that are integers, decimals, strings without escapes, booleans, or
//! one-line arrays of them (what PokerKit and the PHH datasets write).
//!
//! It gives the same table the `toml` crate would, or nothing: any text outside that subset
//! (a table header, an escape, a multi-line array, a date, a repeated key, an odd character)
//! is left to the `toml` crate, which reads all of TOML and words its errors. PHH import spent
//! about a third of its time in the general parser and the conversion of its document.
//!
//! The table is a [`Doc`] whose strings are borrowed from the text (a `toml::Table`'s, read
//! by the crate, are borrowed from it alike): reading a hand copies none of its actions.

/// A TOML table as the importer reads it: its keys in order, strings borrowed, and the items of
/// its arrays together in one list (one allocation for them all, not one an array).
#[derive(Debug, Clone, PartialEq, Default)]
pub(super) struct Doc<'a> {
    entries: Vec<(&'a str, Value<'a>)>,
    items: Vec<Value<'a>>,
}

/// Where an array's items are among its table's ([`Doc::items`]).
#[derive(Debug, Clone, Copy, PartialEq)]
pub(super) struct Items {
    start: usize,
    end: usize,
}

/// A TOML value, strings borrowed.
#[derive(Debug, Clone, PartialEq)]
pub(super) enum Value<'a> {
    String(&'a str),
    Integer(i64),
    Float(f64),
    Boolean(bool),
    /// An array: its items are its table's ([`Doc::items`]).
    Array(Items),
    Table(Doc<'a>),
    /// Anything else the `toml` crate reads (a date): as it is.
    Other(&'a toml::Value),
}

impl<'a> Doc<'a> {
    /// The value of a key.
    pub(super) fn get(&self, key: &str) -> Option<&Value<'a>> {
        self.entries.iter().find(|(k, _)| *k == key).map(|(_, v)| v)
    }

    /// Whether the table has a key.
    pub(super) fn contains_key(&self, key: &str) -> bool {
        self.get(key).is_some()
    }

    /// The keys and values, in the order of the table.
    pub(super) fn iter(&self) -> impl Iterator<Item = (&'a str, &Value<'a>)> {
        self.entries.iter().map(|(k, v)| (*k, v))
    }

    /// The items of an array of this table.
    pub(super) fn items(&self, a: Items) -> &[Value<'a>] {
        self.items.get(a.start..a.end).unwrap_or_default()
    }

    /// The items of a key's array: None when the key is missing or holds no array.
    pub(super) fn array(&self, key: &str) -> Option<&[Value<'a>]> {
        match self.get(key) {
            Some(Value::Array(a)) => Some(self.items(*a)),
            _ => None,
        }
    }

    /// A table the `toml` crate read, borrowed.
    pub(super) fn of_table(t: &'a toml::Table) -> Doc<'a> {
        let mut items = Vec::new();
        let entries = t
            .iter()
            .map(|(k, v)| (k.as_str(), Value::of(v, &mut items)))
            .collect();
        Doc { entries, items }
    }

    /// The `toml` crate's table of the same content.
    pub(super) fn to_table(&self) -> toml::Table {
        self.entries
            .iter()
            .map(|(k, v)| ((*k).to_string(), v.to_toml(self)))
            .collect()
    }
}

impl<'a> Value<'a> {
    /// A value the `toml` crate read, borrowed; an array's items put in `items`.
    fn of(v: &'a toml::Value, items: &mut Vec<Value<'a>>) -> Value<'a> {
        match v {
            toml::Value::String(s) => Value::String(s),
            toml::Value::Integer(i) => Value::Integer(*i),
            toml::Value::Float(f) => Value::Float(*f),
            toml::Value::Boolean(b) => Value::Boolean(*b),
            toml::Value::Array(a) => {
                // An array's items next to each other: those of the arrays in it first.
                let values: Vec<Value<'a>> = a.iter().map(|x| Value::of(x, items)).collect();
                let start = items.len();
                items.extend(values);
                Value::Array(Items {
                    start,
                    end: items.len(),
                })
            }
            toml::Value::Table(t) => Value::Table(Doc::of_table(t)),
            other => Value::Other(other),
        }
    }

    /// The `toml` crate's value (to write it as TOML does); `doc` is the table it is of.
    pub(super) fn to_toml(&self, doc: &Doc<'_>) -> toml::Value {
        match self {
            Value::String(s) => toml::Value::String((*s).to_string()),
            Value::Integer(i) => toml::Value::Integer(*i),
            Value::Float(f) => toml::Value::Float(*f),
            Value::Boolean(b) => toml::Value::Boolean(*b),
            Value::Array(a) => {
                toml::Value::Array(doc.items(*a).iter().map(|v| v.to_toml(doc)).collect())
            }
            Value::Table(t) => toml::Value::Table(t.to_table()),
            Value::Other(v) => (*v).clone(),
        }
    }

    /// A string's text.
    pub(super) fn as_str(&self) -> Option<&'a str> {
        match self {
            Value::String(s) => Some(s),
            _ => None,
        }
    }

    /// A float (not an integer).
    pub(super) fn as_float(&self) -> Option<f64> {
        match self {
            Value::Float(f) => Some(*f),
            _ => None,
        }
    }

    /// An integer.
    pub(super) fn as_integer(&self) -> Option<i64> {
        match self {
            Value::Integer(i) => Some(*i),
            _ => None,
        }
    }
}

/// The table of a PHH text in the subset, or None to read it with the `toml` crate.
pub(super) fn parse(text: &str) -> Option<Doc<'_>> {
    Reader {
        text,
        b: text.as_bytes(),
        i: 0,
        items: Vec::new(),
    }
    .table()
}

/// The subset's reader: the text, and where it is in it. Every position it stops at is at an
/// ASCII byte or the end, so the text's slices there are at character boundaries.
struct Reader<'a> {
    text: &'a str,
    b: &'a [u8],
    i: usize,
    /// The items of the table's arrays, as they are read (arrays do not nest in the subset:
    /// each array's items are together): the [`Doc`]'s.
    items: Vec<Value<'a>>,
}

/// The bytes of a bare key.
const KEY: [bool; 256] = {
    let mut t = [false; 256];
    let mut i = 0;
    while i < 256 {
        let b = i as u8;
        t[i] = b.is_ascii_alphanumeric() || b == b'_' || b == b'-';
        i += 1;
    }
    t
};

/// The bytes that end a bare value (a number, a boolean).
const WORD_END: [bool; 256] = {
    let mut t = [false; 256];
    t[b' ' as usize] = true;
    t[b'\t' as usize] = true;
    t[b',' as usize] = true;
    t[b']' as usize] = true;
    t[b'#' as usize] = true;
    t[b'\n' as usize] = true;
    t[b'\r' as usize] = true;
    t
};

impl<'a> Reader<'a> {
    /// The byte at the reader, if any.
    fn peek(&self) -> Option<u8> {
        self.b.get(self.i).copied()
    }

    /// Past spaces and tabs.
    fn blank(&mut self) {
        while let Some(b' ' | b'\t') = self.peek() {
            self.i += 1;
        }
    }

    /// Past a line break (`\n` or `\r\n`) at the reader, if there is one.
    fn line_end(&mut self) -> bool {
        match self.peek() {
            Some(b'\n') => {
                self.i += 1;
                true
            }
            Some(b'\r') if self.b.get(self.i + 1) == Some(&b'\n') => {
                self.i += 2;
                true
            }
            _ => false,
        }
    }

    /// Past a comment at the reader (up to the line break, which is left): none with a control
    /// character but the tab.
    fn comment(&mut self) -> Option<()> {
        let start = self.i;
        let rest = &self.b[start..];
        let end = rest
            .iter()
            .position(|&b| b == b'\n' || b == b'\r')
            .map_or(self.b.len(), |n| start + n);
        if has_control(&self.b[start..end]) {
            return None;
        }
        self.i = end;
        Some(())
    }

    /// Past spaces, line breaks and comments, as an array may hold between its values.
    fn gap(&mut self) -> Option<()> {
        loop {
            self.blank();
            match self.peek() {
                Some(b'#') => self.comment()?,
                Some(b'\n' | b'\r') => {
                    if !self.line_end() {
                        return Some(());
                    }
                }
                _ => return Some(()),
            }
        }
    }

    /// The table: `key = value` lines, blank lines and comments.
    fn table(mut self) -> Option<Doc<'a>> {
        // A PHH hand has ten to twenty keys (the WSOP files' eighteen: room for them without
        // growing, under a kilobyte).
        let mut entries = Vec::with_capacity(20);
        loop {
            self.blank();
            let Some(first) = self.peek() else {
                return Some(Doc {
                    entries,
                    items: self.items,
                });
            };
            if self.line_end() {
                continue;
            }
            if first == b'#' {
                self.comment()?;
                continue;
            }
            let start = self.i;
            while self.peek().is_some_and(|b| KEY[usize::from(b)]) {
                self.i += 1;
            }
            if self.i == start {
                return None;
            }
            let key = &self.text[start..self.i];
            self.blank();
            if self.peek() != Some(b'=') {
                return None;
            }
            self.i += 1;
            self.blank();
            let value = self.value()?;
            // Spaces and a comment, then the end of the line or of the text.
            self.blank();
            if self.peek() == Some(b'#') {
                self.comment()?;
            }
            if !self.line_end() && self.i < self.b.len() {
                return None;
            }
            if entries.iter().any(|(k, _)| *k == key) {
                // A repeated key is an error: the `toml` crate words it.
                return None;
            }
            entries.push((key, value));
        }
    }

    /// One value at the reader.
    fn value(&mut self) -> Option<Value<'a>> {
        match self.peek()? {
            q @ (b'\'' | b'"') => self.string(q),
            b'[' => self.array(),
            _ => self.bare(),
        }
    }

    /// A string at the reader, which is at its opening quote `q`.
    #[inline(always)]
    fn string(&mut self, q: u8) -> Option<Value<'a>> {
        // The closing quote, and whether the text before it holds a byte that may be an escape
        // or a control character (checked then): one pass over the bytes. The quote is ASCII,
        // so its byte is never inside another character.
        let start = self.i + 1;
        let b = self.b;
        let (mut i, mut odd) = (start, false);
        let end = loop {
            while i < b.len() && !STOP[usize::from(b[i])] {
                i += 1;
            }
            match b.get(i) {
                None => return None,
                Some(&x) if x == q => break i,
                Some(b'\'' | b'"') => {}
                Some(_) => odd = true,
            }
            i += 1;
        };
        let text = &self.text[start..end];
        // Literal strings have no escapes; basic strings with one are left to the crate.
        if odd && ((q == b'"' && text.contains('\\')) || has_control(text.as_bytes())) {
            return None;
        }
        self.i = end + 1;
        Some(Value::String(text))
    }

    /// An array at the reader, which is at its `[`: one line or several, of strings and bare
    /// values (an array in an array is left to the crate).
    fn array(&mut self) -> Option<Value<'a>> {
        self.i += 1;
        self.gap()?;
        let start = self.items.len();
        loop {
            if self.peek() == Some(b']') {
                self.i += 1;
                return Some(Value::Array(Items {
                    start,
                    end: self.items.len(),
                }));
            }
            let v = match self.peek()? {
                q @ (b'\'' | b'"') => self.string(q)?,
                b'[' => return None,
                _ => self.bare()?,
            };
            if self.items.capacity() == 0 {
                // Room for a hand's arrays at once (a WSOP hand's have about fifty items).
                self.items.reserve(64);
            }
            self.items.push(v);
            self.gap()?;
            if self.peek() == Some(b',') {
                self.i += 1;
                self.gap()?;
            } else if self.peek() != Some(b']') {
                return None;
            }
        }
    }

    /// A bare value at the reader (a number, a boolean).
    #[inline(always)]
    fn bare(&mut self) -> Option<Value<'a>> {
        // The common case, a whole number of at most 18 digits (no overflow) without a leading
        // zero, up to a byte that ends a word: read as its digits are found. Anything else is
        // `scalar`'s.
        let (b, start) = (self.b, self.i);
        let (mut i, mut n) = (start, 0i64);
        while i < b.len() && i - start < 18 && b[i].is_ascii_digit() {
            n = n * 10 + i64::from(b[i] - b'0');
            i += 1;
        }
        if i > start
            && (b[start] != b'0' || i == start + 1)
            && b.get(i).is_none_or(|&x| WORD_END[usize::from(x)])
        {
            self.i = i;
            return Some(Value::Integer(n));
        }
        self.word()
    }

    /// A bare value at the reader other than a short whole number.
    fn word(&mut self) -> Option<Value<'a>> {
        let start = self.i;
        let end = self.b[start..]
            .iter()
            .position(|&b| WORD_END[usize::from(b)])
            .map_or(self.b.len(), |n| start + n);
        let v = scalar(&self.text[start..end])?;
        self.i = end;
        Some(v)
    }
}

/// Whether a text holds a control character other than the tab (`char::is_control`: U+0000 to
/// U+001F and U+007F to U+009F), read by bytes: the C1 controls are `0xC2 0x80..=0x9F` in UTF-8.
fn has_control(b: &[u8]) -> bool {
    if !b.iter().any(|&x| x < 0x20 || x == 0x7f || x == 0xc2) {
        return false;
    }
    b.iter().enumerate().any(|(i, &x)| {
        (x < 0x20 && x != b'\t')
            || x == 0x7f
            || (x == 0xc2 && b.get(i + 1).is_some_and(|y| (0x80..=0x9f).contains(y)))
    })
}

/// The bytes a string's scan stops at: the quotes, and those that may be an escape or start a
/// control character (`has_control`'s), checked then.
const STOP: [bool; 256] = {
    let mut t = [false; 256];
    let mut i = 0;
    while i < 0x20 {
        t[i] = true;
        i += 1;
    }
    t[0x7f] = true;
    t[0xc2] = true;
    t[b'\\' as usize] = true;
    t[b'\'' as usize] = true;
    t[b'"' as usize] = true;
    t
};

/// A bare value: a boolean, a decimal integer, a decimal number with a point, or an infinity.
fn scalar(word: &str) -> Option<Value<'static>> {
    // The common case, a whole number of digits without a leading zero (at most 18 digits:
    // no overflow), read directly.
    let b = word.as_bytes();
    if !b.is_empty()
        && b.len() <= 18
        && (b[0] != b'0' || b.len() == 1)
        && b.iter().all(u8::is_ascii_digit)
    {
        let n = b.iter().fold(0i64, |n, d| n * 10 + i64::from(d - b'0'));
        return Some(Value::Integer(n));
    }
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

/// The reader's first form, kept to compare the reader with.
#[cfg(test)]
mod first_form;

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
        let fast = parse(text).map(|d| d.to_table());
        let full: Option<toml::Table> = text.parse().ok();
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

    /// The reader gives what its first form gave (the same table, or none) on tricky texts:
    /// escapes, odd whitespace and line ends, comments, arrays cut short, errors of every kind.
    #[test]
    fn reads_as_its_first_form_did() {
        let tricky = [
            "",
            "\n\r\n\n",
            "a = 1",
            "a = 1\n",
            "a = 1\r\n",
            "a = 1\r",
            "a = 1\rb = 2\n",
            "a=1\nb=2",
            " \t a \t = \t 'x' \t # c\t\n",
            "a = 'x\\y'\n",
            "a = \"x\\y\"\n",
            "a = \"x\\ty\"\n",
            "a = \"it's\"\nb = 'say \"hi\"'\n",
            "a = 'x\u{7}'\n",
            "a = 'x\u{85}'\n",
            "a = 'x\u{a0}y'\n",
            "a = 'Plüribus'\n",
            "a = ''\nb = \"\"\n",
            "a = '''x'''\n",
            "a = 'x\n",
            "a = 'x",
            "a = \"x'\n",
            "a = [",
            "a = [1",
            "a = [1,",
            "a = [1 2]",
            "a = [,]",
            "a = [1,,2]",
            "a = []",
            "a = [ ]\n",
            "a = [\n]\n",
            "a = [1,]\n",
            "a = [ 1 , 2 , ]\n",
            "a = [[1]]\n",
            "a = [1, [2]]\n",
            "a = ['x', \"y\", 3, 4.5, true, -inf]\n",
            "a = [\n  # c\n  'x', # d\r\n  'y'\n  # e\n]\n",
            "a = [ # c \u{7}\n 1]\n",
            "a = [1\r2]\n",
            "a = [1\r\n,2]\n",
            "a = ['p1 cc # why']\n",
            "a = 1 # c\nb = [2]# d",
            "a = 1 # \u{7}\n",
            "a = 1 # \u{85}\n",
            "# only a comment",
            "# c\r\na = 1\n",
            "# c\ra = 1\n",
            "a = 1\na = 2\n",
            "a = 1\nb = 1\na = 3\n",
            "a-b_c9 = 1\n",
            "a.b = 1\n",
            "'a' = 1\n",
            "= 1\n",
            "a 1\n",
            "a =\n",
            "a = \n",
            "a = 1 b\n",
            "a = 1_000\n",
            "a = 01\n",
            "a = 0\nb = -0\nc = +0\n",
            "a = 1e3\n",
            "a = 1.\n",
            "a = .5\n",
            "a = 1.5.2\n",
            "a = nan\n",
            "a = inf\nb = +inf\nc = -inf\n",
            "a = 0x10\n",
            "a = 1979-05-27\n",
            "a = {b = 1}\n",
            "a = 99999999999999999999\n",
            "a = 999999999999999999\n",
            "a = 9223372036854775807\nb = -9223372036854775808\n",
            "a = 9223372036854775808\n",
            "a = truex\n",
            "a = true\nb = false\n",
            "[1]\nvariant = 'NT'\n",
            "a = 1\n[1]\nb = 2\n",
            "a = \u{7f}\n",
            "a = 'x'\u{7f}\n",
            "\u{feff}a = 1\n",
        ];
        for text in tricky {
            assert_eq!(
                parse(text).map(|d| d.to_table()),
                first_form::parse(text).map(|d| d.to_table()),
                "{text:?}"
            );
        }
        // Texts of fragments put together at random (a fixed seed): every mix of quotes,
        // brackets, comments, line ends and values the fragments can make.
        let fragments = [
            "a",
            "actions",
            "b_1",
            " ",
            "\t",
            "=",
            " = ",
            "'",
            "\"",
            "[",
            "]",
            ",",
            "#",
            "\n",
            "\r\n",
            "\r",
            "1",
            "0",
            "-5",
            "+7",
            "2.5",
            "1.",
            "inf",
            "true",
            "\\",
            "\u{7}",
            "é",
            "\u{85}",
            "'p1 cc'",
            "\"d dh p1 AsKd\"",
            "'x # y'",
            "{",
            ".",
            "_",
            "01",
            "1_0",
            "\u{7f}",
            "\u{c2}",
        ];
        let mut seed: u64 = 0x2545_f491_4f6c_dd1d;
        let mut next = |n: usize| {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            (seed % n as u64) as usize
        };
        let (mut read, mut declined) = (0, 0);
        for _ in 0..20_000 {
            let len = next(24);
            let text: String = (0..len).map(|_| fragments[next(fragments.len())]).collect();
            // Alone, and in the shape of a hand: a key, then the fragments as its value.
            let hand = format!("variant = 'NT'\nactions = {text}\nplayers = ['a']\n");
            for text in [text, hand] {
                let fast = parse(&text).map(|d| d.to_table());
                assert_eq!(
                    fast,
                    first_form::parse(&text).map(|d| d.to_table()),
                    "{text:?}"
                );
                if fast.is_some() {
                    read += 1;
                } else {
                    declined += 1;
                }
            }
        }
        // Both outcomes are exercised.
        assert!(
            read > 1_000 && declined > 1_000,
            "{read} read, {declined} declined"
        );
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
                    assert_eq!(
                        parse(&text).map(|d| d.to_table()),
                        first_form::parse(&text).map(|d| d.to_table()),
                        "{p:?}"
                    );
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
