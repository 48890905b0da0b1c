//! Languages of rulings: one per message file in `crates/engine/locales/` (English, French,
//! German, Italian, Japanese, Korean, Portuguese, Russian, Simplified Chinese and Spanish
//! today). `build.rs` generates [`Language`] from the files, so adding a language is adding a
//! file. A leaf module: the words themselves are rendered by `text`.

include!(concat!(env!("OUT_DIR"), "/language.rs"));

impl Language {
    /// Parse a language tag: "pt", "pt-BR", "es-AR", "en-US"…
    pub fn from_tag(tag: &str) -> Option<Language> {
        let primary = tag.trim().split(['-', '_']).next()?.to_ascii_lowercase();
        Language::ALL.into_iter().find(|l| l.code() == primary)
    }

    /// The first supported language of an `Accept-Language` header, by quality.
    pub fn from_accept_language(header: &str) -> Option<Language> {
        let mut best: Option<(f32, usize, Language)> = None;
        for (pos, part) in header.split(',').enumerate() {
            let mut it = part.split(';');
            let tag = it.next().unwrap_or("");
            let q = it
                .find_map(|p| p.trim().strip_prefix("q="))
                .and_then(|q| q.trim().parse::<f32>().ok())
                .unwrap_or(1.0);
            if let Some(l) = Language::from_tag(tag)
                && q > 0.0
                && best.is_none_or(|(bq, bp, _)| q > bq || (q == bq && pos < bp))
            {
                best = Some((q, pos, l));
            }
        }
        best.map(|b| b.2)
    }

    /// Chips with the language's digit grouping: 1,300 (en), 1.300 (pt, es).
    pub fn chips(self, n: u64) -> String {
        let sep = self.group_separator();
        let digits = n.to_string();
        let mut out = String::with_capacity(digits.len() + digits.len() / 3 * sep.len());
        for (i, c) in digits.chars().enumerate() {
            if i > 0 && (digits.len() - i).is_multiple_of(3) {
                out.push_str(sep);
            }
            out.push(c);
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tags_and_headers() {
        assert_eq!(Language::from_tag("pt-BR"), Some(Language::Pt));
        assert_eq!(Language::from_tag("sv"), None);
        assert_eq!(Language::from_tag("fr-CA"), Some(Language::Fr));
        assert_eq!(Language::from_tag("zh-CN"), Some(Language::Zh));
        assert_eq!(
            Language::from_accept_language("sv-SE, pt-BR;q=0.9, en;q=0.8"),
            Some(Language::Pt)
        );
        assert_eq!(
            Language::from_accept_language("en;q=0.5, es;q=0.7"),
            Some(Language::Es)
        );
        assert_eq!(Language::from_accept_language("sv, nl"), None);
        assert_eq!(
            Language::from_accept_language("nl, ja;q=0.5"),
            Some(Language::Ja)
        );
    }

    #[test]
    fn chip_formatting() {
        assert_eq!(Language::En.chips(1300), "1,300");
        assert_eq!(Language::Pt.chips(1300), "1.300");
        assert_eq!(Language::Es.chips(1_000_000), "1.000.000");
        assert_eq!(Language::En.chips(999), "999");
        // French groups with a narrow no-break space, Russian with a no-break space, German and
        // Italian with a dot, Chinese, Japanese and Korean with a comma.
        assert_eq!(Language::Fr.chips(25_000), "25\u{202F}000");
        assert_eq!(Language::Ru.chips(25_000), "25\u{A0}000");
        assert_eq!(Language::De.chips(25_000), "25.000");
        assert_eq!(Language::It.chips(25_000), "25.000");
        for l in [Language::Zh, Language::Ja, Language::Ko] {
            assert_eq!(l.chips(25_000), "25,000");
        }
    }
}
