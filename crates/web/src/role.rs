//! What a key may do: the roles, ordered, and the caller a request carries once its key is
//! checked. A leaf: the guard, the key store and the handlers share it.

use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

/// What a key may do. Each role may do what the roles before it may.
// One name per role, the same everywhere: serde's on the wire and in the database (`as_str`,
// `parse`, through `crate::wire`), clap's on the command line (`--role`); a test checks that
// they agree. strum gives the list of roles only.
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
    strum::VariantArray,
    clap::ValueEnum,
)]
#[serde(rename_all = "lowercase")]
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
        crate::wire::name(&self)
    }

    /// The role of a name.
    pub fn parse(s: &str) -> Option<Role> {
        crate::wire::parse(s)
    }
}

/// What kind of credential a caller used.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "lowercase")]
pub(crate) enum ActorKind {
    /// An API key (a device or an integration).
    Key,
    /// A staff account's session (a person signed in).
    Staff,
    /// The command line on the server (`floorcall keys`, `floorcall staff`).
    Cli,
    /// Nobody known: a server without credentials (loopback before the first one, or
    /// `--no-auth`).
    Anonymous,
}

impl ActorKind {
    /// The stored and wire name: `key`, `staff`, `cli`, `anonymous`.
    pub(crate) fn as_str(self) -> &'static str {
        crate::wire::name(&self)
    }

    /// The kind of a stored name.
    pub(crate) fn parse(s: &str) -> Option<ActorKind> {
        crate::wire::parse(s)
    }
}

/// Who made a record: the key or the person (and through which of their credentials).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, ToSchema)]
pub struct Actor {
    pub(crate) kind: ActorKind,
    /// The key's id, or the staff account's id (the command line: none).
    #[serde(skip_serializing_if = "String::is_empty")]
    pub(crate) id: String,
    /// The key's name, or the person's.
    pub(crate) name: String,
}

impl Actor {
    /// The command line on the server, as the operating system's user who ran it.
    pub fn cli() -> Actor {
        let user = std::env::var("USER")
            .or_else(|_| std::env::var("LOGNAME"))
            .unwrap_or_else(|_| "unknown".into());
        Actor {
            kind: ActorKind::Cli,
            id: String::new(),
            name: user.chars().take(100).collect(),
        }
    }

    /// `key:tablet-12`, `staff:Ana Souza`, `cli:root`: one text for a `*_by` column.
    pub(crate) fn label(&self) -> String {
        format!("{}:{}", self.kind.as_str(), self.name)
    }

    /// From the three columns a record keeps.
    pub(crate) fn from_columns(
        kind: Option<String>,
        id: Option<String>,
        name: Option<String>,
    ) -> Option<Actor> {
        Some(Actor {
            kind: ActorKind::parse(kind.as_deref()?)?,
            id: id.unwrap_or_default(),
            name: name.unwrap_or_default(),
        })
    }
}

/// Who is calling: the credential's kind, its id, the name of the key or the person, and the
/// role (absent on an open server).
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Caller {
    pub(crate) kind: ActorKind,
    /// The key's id or the staff account's id.
    pub(crate) id: String,
    pub(crate) name: String,
    pub(crate) role: Role,
    /// A session's id (a person signed in), for signing out.
    pub(crate) session: Option<String>,
}

impl Caller {
    /// The record of who did something.
    pub(crate) fn actor(&self) -> Actor {
        Actor {
            kind: self.kind,
            id: self.id.clone(),
            name: self.name.clone(),
        }
    }

    /// What the bounds per credential are counted by: one key, or one person whatever their
    /// sessions (`key:<id>`, `staff:<id>`).
    pub(crate) fn principal(&self) -> String {
        format!("{}:{}", self.kind.as_str(), self.id)
    }

    /// `key:tablet-12`, `staff:Ana Souza`.
    pub(crate) fn label(&self) -> String {
        format!("{}:{}", self.kind.as_str(), self.name)
    }
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
        // The stored names never change.
        let names: Vec<_> = Role::VARIANTS.iter().map(|r| r.as_str()).collect();
        assert_eq!(names, ["reader", "floor", "supervisor", "admin"]);
    }

    #[test]
    fn an_actor_kind_keeps_its_stored_name() {
        for (k, name) in [
            (ActorKind::Key, "key"),
            (ActorKind::Staff, "staff"),
            (ActorKind::Cli, "cli"),
            (ActorKind::Anonymous, "anonymous"),
        ] {
            assert_eq!(k.as_str(), name);
            assert_eq!(ActorKind::parse(name), Some(k));
            assert_eq!(serde_json::to_value(k).ok(), Some(name.into()));
        }
        assert_eq!(ActorKind::parse("Key"), None);
    }
}
