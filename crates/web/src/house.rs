//! The house-rule profiles a server rules under ([`Houses`]): the ones that ship in the binary
//! and those of `--house-rules DIR`, read once at start, and the default of `--default-house`.
//!
//! Fail closed: a file that does not read stops the server with its path, line and field; a
//! name already taken (by a shipped profile or another file) is refused unless the two files are
//! the same bytes; a default that names no profile is refused. A running server never rereads
//! the folder: a changed file takes effect at the next start, and the log keeps every version a
//! ruling used (`store`), so a logged ruling is ruled again under its own.

use crate::problem::AppError;
use crate::text::WebText;
use floorcall_engine::house::{self, Profile, ProfileError};
use std::path::{Path, PathBuf};
use std::sync::Arc;

/// Why the profiles could not be read: the server does not start.
#[derive(Debug, thiserror::Error)]
pub enum HouseError {
    /// The folder cannot be listed.
    #[error("--house-rules {}: {source}", .dir.display())]
    Dir {
        dir: PathBuf,
        source: std::io::Error,
    },
    /// A file cannot be read (or is not UTF-8).
    #[error("{}: {source}", .file.display())]
    File {
        file: PathBuf,
        source: std::io::Error,
    },
    /// A file is no valid profile: where and what.
    #[error("{}: line {}, field {}: {}", .file.display(), .error.line, .error.field, .error.message)]
    Profile { file: PathBuf, error: ProfileError },
    /// A name taken, with other content.
    #[error("{}: the profile name `{name}` is already taken by {other}, with other content (rename one)", .file.display())]
    Duplicate {
        file: PathBuf,
        name: String,
        /// The other: "a shipped profile" or its file.
        other: String,
    },
    /// `--default-house` names no profile.
    #[error("--default-house {name}: no such profile (the profiles: {known})")]
    UnknownDefault { name: String, known: String },
}

/// A profile and where it comes from.
#[derive(Debug, Clone)]
struct Entry {
    profile: Arc<Profile>,
    /// Its file, for a profile of `--house-rules` (none: shipped).
    file: Option<PathBuf>,
}

/// The profiles a server knows, shipped first and then `--house-rules`'s by file name, and the
/// one a request that names none is ruled under.
#[derive(Debug, Clone)]
pub struct Houses {
    entries: Vec<Entry>,
    default: Option<Arc<Profile>>,
}

impl Default for Houses {
    fn default() -> Self {
        Houses::shipped()
    }
}

impl Houses {
    /// The shipped profiles only, and no default: a request that names none is ruled under the
    /// TDA.
    pub(crate) fn shipped() -> Houses {
        Houses {
            entries: house::builtin()
                .iter()
                .map(|p| Entry {
                    profile: Arc::new(p.clone()),
                    file: None,
                })
                .collect(),
            default: None,
        }
    }

    /// The shipped profiles, every `*.toml` of `dir` (files whose name starts with a dot
    /// aside), and the default: what `--house-rules` and `--default-house` ask for.
    pub fn load(dir: Option<&Path>, default: Option<&str>) -> Result<Houses, HouseError> {
        let mut houses = Houses::shipped();
        if let Some(dir) = dir {
            for (file, text) in read_dir(dir)? {
                let profile = Profile::parse(&text).map_err(|error| HouseError::Profile {
                    file: file.clone(),
                    error,
                })?;
                houses.add(profile, file)?;
            }
        }
        houses.set_default(default)?;
        Ok(houses)
    }

    /// Add a profile read from `file`: refused when its name is taken with other content; the
    /// same bytes twice are one profile.
    pub(crate) fn add(&mut self, profile: Profile, file: PathBuf) -> Result<(), HouseError> {
        if let Some(e) = self.entries.iter().find(|e| e.profile.name == profile.name) {
            if e.profile.digest == profile.digest {
                return Ok(());
            }
            return Err(HouseError::Duplicate {
                file,
                name: profile.name,
                other: match &e.file {
                    Some(f) => f.display().to_string(),
                    None => "a shipped profile".into(),
                },
            });
        }
        self.entries.push(Entry {
            profile: Arc::new(profile),
            file: Some(file),
        });
        Ok(())
    }

    /// Rule under `name` when a request names no profile (none, or an empty name: the TDA).
    pub(crate) fn set_default(&mut self, name: Option<&str>) -> Result<(), HouseError> {
        let name = name.map(str::trim).filter(|n| !n.is_empty());
        self.default = match name {
            None => None,
            Some(n) => Some(
                self.get(n)
                    .ok_or_else(|| HouseError::UnknownDefault {
                        name: n.to_string(),
                        known: self.names().join(", "),
                    })?
                    .clone(),
            ),
        };
        Ok(())
    }

    /// The profile of a name.
    pub(crate) fn get(&self, name: &str) -> Option<&Arc<Profile>> {
        self.entries
            .iter()
            .find(|e| e.profile.name == name)
            .map(|e| &e.profile)
    }

    /// Every profile, shipped first.
    pub(crate) fn all(&self) -> impl Iterator<Item = &Arc<Profile>> {
        self.entries.iter().map(|e| &e.profile)
    }

    /// Whether a profile ships with floorcall (else it was read from `--house-rules`).
    pub(crate) fn is_shipped(&self, name: &str) -> bool {
        self.entries
            .iter()
            .any(|e| e.profile.name == name && e.file.is_none())
    }

    /// The names, shipped first.
    pub fn names(&self) -> Vec<&str> {
        self.all().map(|p| p.name.as_str()).collect()
    }

    /// The default profile (`--default-house`), if any.
    pub fn default_profile(&self) -> Option<&Arc<Profile>> {
        self.default.as_ref()
    }

    /// The profile a request is ruled under: the one it names (`field`, its JSON path), else
    /// the default, else none (the TDA). A name no profile has is a 422 naming the field and
    /// listing the names.
    pub(crate) fn resolve(
        &self,
        name: Option<&str>,
        field: &str,
    ) -> Result<Option<Arc<Profile>>, AppError> {
        let Some(name) = name else {
            return Ok(self.default.clone());
        };
        self.get(name).cloned().map(Some).ok_or_else(|| {
            let problem = WebText::UnknownHouse {
                name: name.to_string(),
                known: self.names().join(", "),
            };
            AppError::Unprocessable {
                detail: WebText::AtField {
                    field: field.to_string(),
                    problem: problem.into(),
                }
                .into(),
                field: Some(field.to_string()),
            }
        })
    }
}

/// The `*.toml` files of a folder, by file name, with their text.
fn read_dir(dir: &Path) -> Result<Vec<(PathBuf, String)>, HouseError> {
    let listing = std::fs::read_dir(dir).map_err(|source| HouseError::Dir {
        dir: dir.to_path_buf(),
        source,
    })?;
    let mut files = Vec::new();
    for entry in listing {
        let entry = entry.map_err(|source| HouseError::Dir {
            dir: dir.to_path_buf(),
            source,
        })?;
        let path = dir.join(entry.file_name());
        let name = entry.file_name();
        let name = name.to_string_lossy();
        if name.starts_with('.') || !name.ends_with(".toml") || path.is_dir() {
            continue;
        }
        files.push(path);
    }
    files.sort();
    files
        .into_iter()
        .map(|file| match std::fs::read_to_string(&file) {
            Ok(text) => Ok((file, text)),
            Err(source) => Err(HouseError::File { file, source }),
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    const RIVER: &str = r#"name = "river-casino"
version = "3"
source = "the room's rules, 2025"

[knobs.clock_expiry]
value = "always_dead"
rule = "14"
"#;

    fn folder(files: &[(&str, &str)]) -> tempfile::TempDir {
        let dir = tempfile::tempdir().expect("a temporary folder");
        for (name, text) in files {
            std::fs::write(dir.path().join(name), text).expect("write");
        }
        dir
    }

    #[test]
    fn a_folder_adds_its_profiles_to_the_shipped_ones() {
        let dir = folder(&[
            ("river.toml", RIVER),
            ("notes.txt", "not a profile"),
            (".river.toml", "not read either"),
        ]);
        let h = Houses::load(Some(dir.path()), Some("river-casino")).expect("loads");
        let shipped = house::builtin().len();
        assert_eq!(h.names().len(), shipped + 1);
        assert_eq!(h.names()[shipped], "river-casino");
        assert!(h.is_shipped("wsop-2024") && !h.is_shipped("river-casino"));
        assert_eq!(
            h.default_profile().map(|p| p.name.as_str()),
            Some("river-casino")
        );
        assert_eq!(
            h.resolve(None, "house")
                .ok()
                .flatten()
                .map(|p| p.version.clone()),
            Some("3".to_string())
        );
        assert!(
            h.resolve(Some("wsop-2024"), "house")
                .is_ok_and(|p| p.is_some())
        );
    }

    #[test]
    fn a_bad_file_names_its_path_line_and_field() {
        let bad = RIVER.replace("[knobs.clock_expiry]", "[knobs.clock_secs]");
        let dir = folder(&[("river.toml", &bad)]);
        let e = Houses::load(Some(dir.path()), None).expect_err("refused");
        let shown = e.to_string();
        let path = dir.path().join("river.toml").display().to_string();
        assert!(
            shown.starts_with(&format!(
                "{path}: line 5, field knobs.clock_secs: unknown knob"
            )),
            "{shown}"
        );
        let e = Houses::load(Some(&dir.path().join("missing")), None).expect_err("no folder");
        assert!(matches!(e, HouseError::Dir { .. }), "{e}");
    }

    #[test]
    fn a_name_taken_with_other_content_is_refused_and_the_same_bytes_are_one_profile() {
        let shipped = house::named("wsop-2024").expect("shipped");
        let dir = folder(&[("wsop.toml", &shipped.text), ("a.toml", RIVER)]);
        let h = Houses::load(Some(dir.path()), None).expect("the same bytes");
        assert_eq!(h.names().iter().filter(|n| **n == "wsop-2024").count(), 1);
        assert!(h.is_shipped("wsop-2024"));
        let other = shipped
            .text
            .replace("version = \"2024.1\"", "version = \"9\"");
        let dir = folder(&[("wsop.toml", &other)]);
        let e = Houses::load(Some(dir.path()), None).expect_err("taken");
        assert!(e.to_string().contains("a shipped profile"), "{e}");
        let again = RIVER.replace("version = \"3\"", "version = \"4\"");
        let dir = folder(&[("a.toml", RIVER), ("b.toml", &again)]);
        let e = Houses::load(Some(dir.path()), None).expect_err("taken");
        assert!(
            e.to_string().contains("b.toml") && e.to_string().contains("a.toml"),
            "{e}"
        );
    }

    #[test]
    fn an_unknown_default_is_refused_and_an_unknown_name_is_a_422_on_the_field() {
        let e = Houses::load(None, Some("river-casino")).expect_err("no such profile");
        assert!(e.to_string().contains("wsop-2024"), "{e}");
        let h = Houses::load(None, Some(" ")).expect("an empty default is none");
        assert!(h.resolve(None, "house").is_ok_and(|p| p.is_none()));
        let e = h.resolve(Some("nope"), "house").expect_err("unknown");
        let p = e.problem(floorcall_engine::lang::Language::En);
        assert_eq!((p.status, p.field.as_deref()), (422, Some("house")));
        assert!(
            p.detail.contains("`nope`") && p.detail.contains("tda-2024"),
            "{}",
            p.detail
        );
    }
}
