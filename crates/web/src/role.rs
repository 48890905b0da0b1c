//! What a key may do: the roles, ordered, and the caller a request carries once its key is
//! checked. A leaf: the guard, the key store and the handlers share it.

use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

/// What a key may do. Each role may do what the roles before it may.
// One name per role, the same everywhere: serde's on the wire, strum's in the database
// (`as_str`, `parse`, the list of roles), clap's on the command line (`--role`); a test checks
// that they agree.
#[derive(
    Debug,
    Clone,
    Copy,
    PartialEq,
    Eq,
    PartialOrd,
    Ord,
    Hash,
    Serialize,
    Deserialize,
    ToSchema,
    strum::IntoStaticStr,
    strum::EnumString,
    strum::VariantArray,
    clap::ValueEnum,
)]
#[serde(rename_all = "lowercase")]
#[strum(serialize_all = "lowercase")]
#[value(rename_all = "lowercase")]
pub enum Role {
    /// Read the rulings log and the rules.
    Reader,
    /// Also ask for rulings, replay and import hands, balance tables.
    Floor,
    /// Also give the final word on a ruling.
    Supervisor,
    /// Also create, list and revoke keys.
    Admin,
}

impl Role {
    /// The role's name: `reader`, `floor`, `supervisor`, `admin`.
    pub fn as_str(self) -> &'static str {
        self.into()
    }

    /// The role of a name.
    pub fn parse(s: &str) -> Option<Role> {
        s.parse().ok()
    }
}

/// Who is calling: the key's name and role (absent on an open server).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Caller {
    pub name: String,
    pub role: Role,
}

#[cfg(test)]
mod tests {
    use super::*;
    use clap::ValueEnum;
    use strum::VariantArray;

    #[test]
    fn a_role_has_one_name_on_the_wire_in_the_database_and_on_the_command_line() {
        assert_eq!(Role::VARIANTS.len(), 4);
        for &r in Role::VARIANTS {
            assert_eq!(serde_json::to_value(r).ok(), Some(r.as_str().into()));
            assert_eq!(Role::parse(r.as_str()), Some(r));
            let cli = r.to_possible_value().map(|v| v.get_name().to_string());
            assert_eq!(cli.as_deref(), Some(r.as_str()));
        }
        assert!(Role::Reader < Role::Floor && Role::Supervisor < Role::Admin);
        assert_eq!(Role::parse("root"), None);
    }
}
