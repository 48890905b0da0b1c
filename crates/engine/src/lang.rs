//! Languages of rulings: one per message file in `crates/engine/locales/` (English, Czech,
//! French, German, Italian, Japanese, Korean, Portuguese, Russian, Simplified Chinese,
//! Traditional Chinese and Spanish). `build.rs` generates [`Language`] from the files, so adding
//! a language is adding a file. A leaf module: the words themselves are rendered by `text`.

include!(concat!(env!("OUT_DIR"), "/language.rs"));

use unic_langid::LanguageIdentifier;

impl Language {
    /// Parse a language tag: "pt", "pt-BR", "es-AR", "en-US", "zh-TW", "zh-Hant-HK"…
    ///
    /// A language written in two scripts has a file for each (`zh`, `zh-Hant`): the tag's
    /// script, else the one its region writes (Taiwan, Hong Kong and Macao write Traditional
    /// Chinese), picks the file named by language and script, if there is one; otherwise the
    /// language alone decides (`zh-CN`, `zh-SG`, `zh-Hans` and `zh` are `zh`).
    ///
    /// The tag is read by `unic-langid` (either separator, any case) and matched by
    /// `fluent-langneg` (a file named by the language alone serves its regions and scripts).
    pub fn from_tag(tag: &str) -> Option<Language> {
        Language::negotiate(&langid(tag)?)
    }

    /// The first supported language of an `Accept-Language` header, by quality.
    ///
    /// The quality values are read here: `fluent_langneg::accepted_languages::parse` keeps the
    /// header's order and ignores `q` (so `en;q=0.5, es;q=0.7` would be English).
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

    /// The file for a language identifier, by `fluent-langneg`'s lookup.
    fn negotiate(requested: &LanguageIdentifier) -> Option<Language> {
        use std::sync::OnceLock;
        // The files' identifiers, the most specific first: the negotiator takes the first
        // file that matches as a range, and `zh` would otherwise take `zh-Hant-TW` before
        // `zh-Hant` could.
        static AVAILABLE: OnceLock<Vec<(LanguageIdentifier, Language)>> = OnceLock::new();
        let available = AVAILABLE.get_or_init(|| {
            let mut v: Vec<(LanguageIdentifier, Language)> = Language::ALL
                .into_iter()
                .filter_map(|l| Some((l.code().parse().ok()?, l)))
                .collect();
            v.sort_by_key(|(id, _)| {
                std::cmp::Reverse(
                    usize::from(id.script.is_some()) + usize::from(id.region.is_some()),
                )
            });
            v
        });
        let ids: Vec<&LanguageIdentifier> = available.iter().map(|(id, _)| id).collect();
        let found = fluent_langneg::negotiate_languages(
            std::slice::from_ref(requested),
            &ids,
            None,
            fluent_langneg::NegotiationStrategy::Lookup,
        );
        let found: &LanguageIdentifier = found.first()?;
        available
            .iter()
            .find(|(id, _)| id == found)
            .map(|(_, l)| *l)
    }

    /// Chips with the language's digit grouping: 1,300 (en), 1.300 (pt, es).
    pub fn chips(self, n: u64) -> String {
        let sep = self.group_separator();
        // The digits, last first, without the formatting machinery (a ruling writes dozens).
        let mut digits = [0u8; 20];
        let mut len = 0;
        let mut rest = n;
        loop {
            digits[len] = b'0' + (rest % 10) as u8;
            len += 1;
            rest /= 10;
            if rest == 0 {
                break;
            }
        }
        let mut out = String::with_capacity(len + (len - 1) / 3 * sep.len());
        for i in (0..len).rev() {
            out.push(char::from(digits[i]));
            if i > 0 && i.is_multiple_of(3) {
                out.push_str(sep);
            }
        }
        out
    }
}

/// A tag as a language identifier, with the script its region implies where the language has
/// two (`zh-TW` → `zh-Hant-TW`, `zh-CN` → `zh-Hans-CN`). Subtags past what an identifier holds
/// (extensions: `en-US-u-ca-gregory`, private use) are dropped, as they were before.
///
/// The implied script is ours, not the negotiator's: without CLDR's likely-subtags table
/// (`fluent-langneg`'s `cldr` feature, a table the browser's engine would carry for one rule)
/// it would not add it, and even with it, it tries `zh` as a range for `zh-TW` before it adds
/// likely subtags, so Taiwan would get Simplified Chinese.
fn langid(tag: &str) -> Option<LanguageIdentifier> {
    let tag = tag.trim();
    let mut end = tag.len();
    let mut id: LanguageIdentifier = loop {
        if let Ok(id) = tag[..end].parse::<LanguageIdentifier>() {
            break id;
        }
        end = tag[..end].rfind(['-', '_'])?;
    };
    if id.language.is_empty() {
        return None;
    }
    if id.script.is_none()
        && let Some(script) =
            implied_script(id.language.as_str(), id.region.as_ref().map(|r| r.as_str()))
    {
        id.script = script.parse().ok();
    }
    Some(id)
}

/// The script a region writes a language in, where the language has two (CLDR's likely
/// subtags): Chinese in Taiwan, Hong Kong and Macao is Traditional.
fn implied_script(language: &str, region: Option<&str>) -> Option<&'static str> {
    match (language, region) {
        ("zh", Some("TW" | "HK" | "MO")) => Some("Hant"),
        ("zh", Some(_)) => Some("Hans"),
        _ => None,
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
        assert_eq!(Language::from_tag("cs"), Some(Language::Cs));
        assert_eq!(Language::from_tag("cs-CZ"), Some(Language::Cs));
        assert_eq!(
            Language::from_accept_language("sk;q=0.9, cs-CZ;q=0.8"),
            Some(Language::Cs)
        );
    }

    #[test]
    fn chinese_by_script_and_region() {
        for tag in [
            "zh",
            "zh-CN",
            "zh-SG",
            "zh-Hans",
            "zh-Hans-CN",
            "zh_CN",
            "ZH-cn",
        ] {
            assert_eq!(Language::from_tag(tag), Some(Language::Zh), "{tag}");
        }
        // Traditional Chinese where its file is there; Simplified otherwise, as before.
        let hant = Language::ALL
            .into_iter()
            .find(|l| l.code() == "zh-Hant")
            .unwrap_or(Language::Zh);
        for tag in [
            "zh-TW",
            "zh-HK",
            "zh-MO",
            "zh-Hant",
            "zh-hant",
            "zh-Hant-TW",
            "zh_TW",
        ] {
            assert_eq!(Language::from_tag(tag), Some(hant), "{tag}");
        }
        assert_eq!(
            Language::from_accept_language("zh-TW, zh;q=0.8, en;q=0.5"),
            Some(hant)
        );
        for l in Language::ALL {
            assert_eq!(Language::from_tag(l.code()), Some(l), "{}", l.code());
        }
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
        // Czech with a no-break space; Traditional Chinese, when its file is there, with a comma.
        assert_eq!(Language::Cs.chips(25_000), "25\u{A0}000");
        assert_eq!(Language::Cs.chips(1_000_000), "1\u{A0}000\u{A0}000");
        if let Some(hant) = Language::ALL.into_iter().find(|l| l.code() == "zh-Hant") {
            assert_eq!(hant.chips(25_000), "25,000");
        }
    }

    #[test]
    fn tags_beyond_an_identifier() {
        // Extensions and private use are dropped, a wildcard or nothing is no language.
        assert_eq!(Language::from_tag("en-US-u-ca-gregory"), Some(Language::En));
        assert_eq!(Language::from_tag("pt-BR-x-casino"), Some(Language::Pt));
        assert_eq!(Language::from_tag(" de-AT "), Some(Language::De));
        assert_eq!(Language::from_tag("*"), None);
        assert_eq!(Language::from_tag(""), None);
        assert_eq!(Language::from_accept_language(""), None);
        assert_eq!(
            Language::from_accept_language("*, fr;q=0.1"),
            Some(Language::Fr)
        );
        assert_eq!(
            Language::from_accept_language("es;q=0, it"),
            Some(Language::It)
        );
        // Chinese outside Taiwan, Hong Kong and Macao is Simplified.
        assert_eq!(Language::from_tag("zh-GB"), Some(Language::Zh));
        assert_eq!(Language::from_tag("zh-US"), Some(Language::Zh));
    }
}
