//! What a key may do: the roles, ordered, and the caller a request carries once its key is
//! checked. A leaf: the guard, the key store and the handlers share it.

use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

/// What a key may do. Each role may do what the roles before it may.
#[derive(
    Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize, ToSchema,
)]
#[serde(rename_all = "lowercase")]
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
    pub const ALL: [Role; 4] = [Role::Reader, Role::Floor, Role::Supervisor, Role::Admin];

    pub fn as_str(self) -> &'static str {
        match self {
            Role::Reader => "reader",
            Role::Floor => "floor",
            Role::Supervisor => "supervisor",
            Role::Admin => "admin",
        }
    }

    pub fn parse(s: &str) -> Option<Role> {
        Role::ALL.into_iter().find(|r| r.as_str() == s)
    }
}

/// Who is calling: the key's name and role (absent on an open server).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Caller {
    pub name: String,
    pub role: Role,
}
