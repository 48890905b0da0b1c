//! One spelling per enum: serde's (`rename_all`, `rename`) is the name on the wire, in the
//! database and in the logs; these two read and write it, so that no enum spells its names a
//! second time (a hand-written `match`, or strum's attributes beside serde's). A leaf.

use serde::Serialize;
use serde::de::{DeserializeOwned, IntoDeserializer, value};

/// The name serde gives a unit variant (`FinalWord::Upheld` → `upheld`); empty for anything
/// else. No allocation: the name is the derive's `&'static str`.
pub(crate) fn name<T: Serialize>(v: &T) -> &'static str {
    floorcall_engine::units::wire_name(v)
}

/// The unit variant serde reads from a name, if it names one.
pub(crate) fn parse<T: DeserializeOwned>(s: &str) -> Option<T> {
    let d: value::StrDeserializer<'_, value::Error> = s.into_deserializer();
    T::deserialize(d).ok()
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde::Deserialize;

    #[derive(Debug, PartialEq, Serialize, Deserialize)]
    #[serde(rename_all = "snake_case")]
    enum Kind {
        PlayerIdentity,
        #[serde(rename = "other")]
        Else,
    }

    #[test]
    fn a_name_is_serdes_and_reads_back() {
        assert_eq!(name(&Kind::PlayerIdentity), "player_identity");
        assert_eq!(name(&Kind::Else), "other");
        assert_eq!(parse::<Kind>("player_identity"), Some(Kind::PlayerIdentity));
        assert_eq!(parse::<Kind>("other"), Some(Kind::Else));
        assert_eq!(parse::<Kind>("Else"), None);
        assert_eq!(parse::<Kind>(""), None);
    }
}
