//! The profiles that ship in the binary (`house-rules/*.toml` at the top of the repository):
//! the TDA's two editions, the WSOP's 2024 tournament rules and an example casino.

use super::Profile;
use std::sync::OnceLock;

/// The shipped profiles' files: name and text.
const FILES: &[(&str, &str)] = &[
    (
        "tda-2024.toml",
        include_str!("../../../../house-rules/tda-2024.toml"),
    ),
    (
        "tda-2026.toml",
        include_str!("../../../../house-rules/tda-2026.toml"),
    ),
    (
        "wsop-2024.toml",
        include_str!("../../../../house-rules/wsop-2024.toml"),
    ),
    (
        "example-series.toml",
        include_str!("../../../../house-rules/example-series.toml"),
    ),
    (
        "example-casino.toml",
        include_str!("../../../../house-rules/example-casino.toml"),
    ),
];

/// The shipped profiles, read once.
pub fn builtin() -> &'static [Profile] {
    static PROFILES: OnceLock<Vec<Profile>> = OnceLock::new();
    PROFILES.get_or_init(|| {
        FILES
            .iter()
            .map(|(file, text)| {
                Profile::parse(text).unwrap_or_else(|e| panic!("house-rules/{file}: {e}"))
            })
            .collect()
    })
}

/// The shipped profile of a name.
pub fn named(name: &str) -> Option<&'static Profile> {
    builtin().iter().find(|p| p.name == name)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Edition;

    #[test]
    fn every_shipped_profile_reads_and_is_named_for_its_file() {
        for ((file, _), p) in FILES.iter().zip(builtin()) {
            assert_eq!(format!("{}.toml", p.name), *file);
        }
        assert!(
            named("tda-2024")
                .unwrap()
                .differences(Edition::E2024)
                .is_empty()
        );
        assert!(
            named("tda-2026")
                .unwrap()
                .differences(Edition::E2026)
                .is_empty()
        );
        let wsop: Vec<_> = named("wsop-2024")
            .unwrap()
            .differences(Edition::E2024)
            .iter()
            .map(|k| k.name)
            .collect();
        assert!(
            wsop.contains(&"clock_expiry") && wsop.contains(&"limit_cap_bets"),
            "{wsop:?}"
        );
    }
}
