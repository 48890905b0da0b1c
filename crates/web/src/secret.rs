//! API keys as secrets: made from the operating system's randomness, stored as their SHA-256,
//! recognised by their first characters. A leaf shared by the key store and the command line.

/// A new key: `fck_` and 64 hex digits (256 random bits from the operating system).
pub(crate) fn new_secret() -> Result<String, String> {
    new_token("fck")
}

/// A new token: `<prefix>_` and 64 hex digits (256 random bits). Keys are `fck_…`, staff
/// sessions `fcs_…`, so the guard knows which to look up.
pub(crate) fn new_token(prefix: &str) -> Result<String, String> {
    let mut bytes = [0u8; 32];
    getrandom::fill(&mut bytes).map_err(|e| format!("no randomness from the system: {e}"))?;
    Ok(format!("{prefix}_{}", hex::encode(bytes)))
}

/// What the access log may show of a presented credential it does not know: its first 12
/// characters (a prefix as listings show; 224 of its 256 bits stay unsaid), visible ASCII
/// only.
pub(crate) fn shown(presented: &str) -> String {
    presented
        .chars()
        .take(12)
        .map(|c| if c.is_ascii_graphic() { c } else { '?' })
        .collect()
}

/// The stored form of a key: its SHA-256, in hex.
pub(crate) fn hash(secret: &str) -> String {
    use sha2::Digest;
    hex::encode(sha2::Sha256::digest(secret.as_bytes()))
}

/// The first characters of a key, shown in listings to recognise it by.
pub(crate) fn prefix(secret: &str) -> String {
    secret.chars().take(12).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_key_is_stored_as_its_sha256_in_lowercase_hex() {
        // FIPS 180-2's example: the stored form of every key ever made must not change.
        assert_eq!(
            hash("abc"),
            "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"
        );
    }

    #[test]
    fn keys_are_random_and_stored_hashed() {
        let a = new_secret().expect("key");
        let b = new_secret().expect("key");
        assert_ne!(a, b);
        assert!(a.starts_with("fck_") && a.len() == 68);
        assert_eq!(hash(&a).len(), 64);
        assert_ne!(hash(&a), hash(&b));
        assert!(!hash(&a).contains(&a[4..]));
        // SHA-256 of "abc".
        assert_eq!(
            hash("abc"),
            "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"
        );
    }
}
