//! The words of rulings, kept apart from the logic.
//!
//! A dispute module never writes a sentence. It returns typed reasons: a small enum per family
//! (declared with [`messages!`]) whose variants carry the numbers the sentence needs, each
//! variant tied to a message id. The sentences live in one [Fluent] file per language,
//! `crates/engine/locales/<code>.ftl`, which also holds the rule titles and summaries. This
//! module renders a [`Message`] in a language and an edition: chips with the language's digit
//! grouping, rule references with the edition's number, plurals by the language's rules.
//!
//! # Design
//!
//! - Fluent (`fluent-bundle`, Mozilla's reference implementation in Rust) was chosen over
//!   gettext-style catalogs because a message selects its own plural and grammatical forms
//!   (`{ $count -> [one] … *[other] … }`) with CLDR plural rules per language, so Portuguese
//!   and Spanish need no "(s)" and no Rust code knows how a language counts. Its files are
//!   plain text a translator edits without a build step.
//! - Arguments are typed ([`Arg`]): a `chips` argument is formatted with the language's
//!   grouping ("1,300" / "1.300"), a `rule` argument is a [`RuleKey`] rendered as "Rule 43" or
//!   "Regla 45" for the edition, so no rule number is ever patched into a sentence.
//! - A sentence that always names the same rule says so itself: `{ $rule_side_pots }` is
//!   the rule whose key is `side-pots`, filled in for the edition without the reason carrying
//!   it. The test checks that every such name is a rule of the catalog.
//! - The languages are the files: `build.rs` generates [`Language`] from `locales/*.ftl`.
//!   A test fails when a message is missing in a language, when a file has a message no
//!   reason uses, or when a message uses an argument its reason does not give.
//!
//! [Fluent]: https://projectfluent.org

use crate::lang::Language;
use crate::rules::{Edition, RuleKey};
use crate::units::Chips;
use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};
use std::borrow::Cow;
use std::collections::HashMap;
use std::sync::OnceLock;

/// A sentence to render: a message id and its arguments.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Message {
    id: &'static str,
    args: Vec<(&'static str, Arg)>,
}

impl Arg {
    fn shape(&self, unit: u64, out: &mut String) {
        use std::fmt::Write as _;
        let bb = |n: u64| n.saturating_mul(100) / unit.max(1);
        match self {
            Arg::Num(n) => {
                let _ = write!(out, "{n}");
            }
            Arg::Chips(n) => {
                let _ = write!(out, "{}bb", bb(*n));
            }
            Arg::Rule(k) => out.push_str(k.slug()),
            Arg::Seats(s) => {
                let _ = write!(out, "{}seats", s.len());
            }
            Arg::Sum(v) => {
                for n in v {
                    let _ = write!(out, "{}bb+", bb(*n));
                }
            }
            Arg::Choice(c) => out.push_str(c),
            Arg::List(v) | Arg::Clauses(v) => {
                out.push('[');
                for m in v {
                    m.shape(unit, out);
                }
                out.push(']');
            }
            Arg::Verbatim(_) => out.push('_'),
            Arg::Text(m) => m.shape(unit, out),
        }
    }
}

/// A typed argument of a message.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Arg {
    /// A count or a seat number: a Fluent number, which selects plural forms.
    Num(u64),
    /// An amount of chips, grouped the language's way ("1,300", "1.300").
    Chips(Chips),
    /// A rule, rendered with its number in the ruling's edition ("Rule 43", "Regra 43").
    Rule(RuleKey),
    /// Seats listed: "1, 3, 4".
    Seats(Vec<u8>),
    /// Several amounts added up: "1,000 + 100 = 1,100" (one amount alone is just itself).
    Sum(Vec<Chips>),
    /// A choice among fixed words, for the message to select on (`{ $pot -> [main] … }`).
    Choice(&'static str),
    /// Messages listed with commas: "seat 1 600, seat 2 600".
    List(Vec<Message>),
    /// Messages listed with semicolons: clauses of a sentence.
    Clauses(Vec<Message>),
    /// Text that is the same in every language (cards, a hand's name in the hand history).
    Verbatim(String),
    /// Another message, rendered first (a summary quoted in a reason).
    Text(Box<Message>),
}

impl Message {
    /// A message with its arguments, as the [`messages!`] enums build them.
    pub fn new(id: &'static str, args: Vec<(&'static str, Arg)>) -> Message {
        Message { id, args }
    }

    /// The message's shape for a ruling's fingerprint (see `ruling::Draft::fingerprint`): its
    /// id and arguments, amounts in hundredths of `unit` (the big blind), seats left out (which
    /// seat it was is not a fact that decides), texts quoted from the hand left out.
    pub fn shape(&self, unit: u64, out: &mut String) {
        out.push_str(self.id);
        out.push('(');
        for (name, arg) in &self.args {
            if name.starts_with("seat") {
                continue;
            }
            out.push_str(name);
            out.push('=');
            arg.shape(unit, out);
            out.push(',');
        }
        out.push(')');
    }

    /// The message id in the `.ftl` files.
    pub fn id(&self) -> &'static str {
        self.id
    }

    /// The arguments, by name.
    pub fn args(&self) -> &[(&'static str, Arg)] {
        &self.args
    }

    /// The message in a language, with rule numbers of an edition.
    pub fn render(&self, lang: Language, edition: Edition) -> String {
        render(self, lang, edition)
    }
}

/// A message id with the arguments its reason gives, by name and kind (for the completeness
/// test).
#[derive(Debug, Clone, Copy)]
pub struct Spec {
    /// The message id.
    pub id: &'static str,
    /// The arguments: name and kind (`num`, `chips`, …).
    pub args: &'static [(&'static str, &'static str)],
}

/// Messages of the files that no reason family declares: the language's name, its digit
/// grouping, rule references and citation labels, and the fallback summary. Rule titles (`rule-<key>`) are checked
/// against the catalog.
pub const CORE: &[Spec] = &[
    Spec {
        id: "language-name",
        args: &[],
    },
    Spec {
        id: "number-group-separator",
        args: &[],
    },
    Spec {
        id: "list-separator",
        args: &[],
    },
    Spec {
        id: "list-last-separator",
        args: &[],
    },
    Spec {
        id: "clause-separator",
        args: &[],
    },
    Spec {
        id: "rule-ref",
        args: &[("number", "verbatim")],
    },
    Spec {
        id: "rule-ref-unknown",
        args: &[("number", "verbatim")],
    },
    Spec {
        id: "ruling-no-summary",
        args: &[],
    },
    Spec {
        id: "ruling-notice",
        args: &[],
    },
    Spec {
        id: "citation-number-unknown",
        args: &[("edition", "verbatim"), ("before", "verbatim")],
    },
    Spec {
        id: "citation-number-unknown-candidates",
        args: &[
            ("edition", "verbatim"),
            ("before", "verbatim"),
            ("candidates", "verbatim"),
        ],
    },
    Spec {
        id: "citation-new-in-2026",
        args: &[],
    },
];

/// The TDA permission notice in a language (English: [`crate::rules::NOTICE`]).
pub fn notice(lang: Language) -> String {
    plain(lang, "ruling-notice", None).unwrap_or_else(|| crate::rules::NOTICE.to_string())
}

/// The argument types of [`messages!`] fields, by the name used in the declaration.
#[allow(non_camel_case_types)]
pub mod kind {
    /// A count or seat number.
    pub type num = u64;
    /// A seat number.
    pub type seat = u8;
    /// A count of things.
    pub type count = usize;
    /// Several seats.
    pub type seats = Vec<u8>;
    /// Chips.
    pub type chips = crate::units::Chips;
    /// A rule.
    pub type rule = crate::rules::RuleKey;
    /// Amounts added up.
    pub type sum = Vec<crate::units::Chips>;
    /// Text the same in every language.
    pub type verbatim = String;
    /// Another message.
    pub type text = super::Message;
    /// A choice among fixed words.
    pub type choice = &'static str;
    /// Yes or no: the message selects on `[yes]` / `*[no]`.
    pub type flag = bool;
    /// Messages listed with commas.
    pub type list = Vec<super::Message>;
    /// Messages listed with semicolons.
    pub type clauses = Vec<super::Message>;
}

impl Arg {
    #[doc(hidden)]
    pub fn num(v: &u64) -> Arg {
        Arg::Num(*v)
    }
    #[doc(hidden)]
    pub fn seat(v: &u8) -> Arg {
        Arg::Num(u64::from(*v))
    }
    #[doc(hidden)]
    pub fn count(v: &usize) -> Arg {
        Arg::Num(u64::try_from(*v).unwrap_or(u64::MAX))
    }
    #[doc(hidden)]
    pub fn seats(v: &[u8]) -> Arg {
        Arg::Seats(v.to_vec())
    }
    #[doc(hidden)]
    pub fn chips(v: &Chips) -> Arg {
        Arg::Chips(*v)
    }
    #[doc(hidden)]
    pub fn rule(v: &RuleKey) -> Arg {
        Arg::Rule(*v)
    }
    #[doc(hidden)]
    pub fn sum(v: &[Chips]) -> Arg {
        Arg::Sum(v.to_vec())
    }
    #[doc(hidden)]
    pub fn verbatim(v: &str) -> Arg {
        Arg::Verbatim(v.to_string())
    }
    #[doc(hidden)]
    pub fn text(v: &Message) -> Arg {
        Arg::Text(Box::new(v.clone()))
    }
    #[doc(hidden)]
    pub fn choice(v: &&'static str) -> Arg {
        Arg::Choice(v)
    }
    #[doc(hidden)]
    pub fn flag(v: &bool) -> Arg {
        Arg::Choice(if *v { "yes" } else { "no" })
    }
    #[doc(hidden)]
    pub fn list(v: &[Message]) -> Arg {
        Arg::List(v.to_vec())
    }
    #[doc(hidden)]
    pub fn clauses(v: &[Message]) -> Arg {
        Arg::Clauses(v.to_vec())
    }
}

/// A family of typed reasons: each value is one message with its arguments.
pub trait Reason {
    /// Every message of the family with its argument names.
    const SPECS: &'static [Spec];
    /// The message this reason renders as.
    fn message(&self) -> Message;
}

/// Declares a family of reasons: an enum whose variants name a message id and carry typed
/// arguments (`num`, `count`, `seat`, `seats`, `chips`, `rule`, `sum`, `verbatim`, `text`,
/// `choice`, `flag`, `list`, `clauses`).
///
/// ```text
/// messages! {
///     /// Why the clock ran out.
///     pub enum ClockReasons {
///         Expired { seat: seat, seconds: count } = "clock-expired",
///         Running = "clock-running",
///     }
/// }
/// ```
#[macro_export]
macro_rules! messages {
    (
        $(#[$meta:meta])*
        $vis:vis enum $name:ident {
            $(
                $(#[$vmeta:meta])*
                $variant:ident $({ $($field:ident : $kind:ident),* $(,)? })? = $id:literal
            ),* $(,)?
        }
    ) => {
        $(#[$meta])*
        // The fields are the message's arguments, named as in the `.ftl` files.
        #[allow(missing_docs)]
        #[derive(Debug, Clone, PartialEq, Eq)]
        $vis enum $name {
            $(
                $(#[$vmeta])*
                $variant $({ $($field: $crate::text::kind::$kind),* })?
            ),*
        }

        impl $crate::text::Reason for $name {
            const SPECS: &'static [$crate::text::Spec] = &[
                $( $crate::text::Spec {
                    id: $id,
                    args: &[$($((stringify!($field), stringify!($kind))),*)?],
                } ),*
            ];

            #[allow(unused_variables)]
            fn message(&self) -> $crate::text::Message {
                match self {
                    $(
                        Self::$variant $({ $($field),* })? => $crate::text::Message::new(
                            $id,
                            vec![$($((stringify!($field), $crate::text::Arg::$kind($field))),*)?],
                        ),
                    )*
                }
            }
        }

        impl From<$name> for $crate::text::Message {
            fn from(r: $name) -> $crate::text::Message {
                $crate::text::Reason::message(&r)
            }
        }
    };
}
pub use crate::messages;

/// A language's bundle and the rules each message names itself.
struct Loaded {
    lang: Language,
    bundle: FluentBundle<FluentResource>,
    rules: HashMap<&'static str, Vec<(&'static str, RuleKey)>>,
    /// Each rule as sentences name it, per edition (2024, 2026), by key: rendered once.
    refs: [Vec<String>; 2],
    /// Each rule's title, by key (empty where the file has none).
    titles: Vec<String>,
}

/// The words of every language: the engine's message files and, for a crate built on the
/// engine (the web service), its own files beside them. A message of either renders through
/// the library, and an argument that is another message (`text`) renders in the same one.
pub struct Library {
    loaded: Vec<Loaded>,
}

impl std::fmt::Debug for Library {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Library")
            .field("languages", &self.loaded.len())
            .finish_non_exhaustive()
    }
}

impl Library {
    /// The engine's words, and for each language the files `extra` gives (an empty slice
    /// for none). A message id may be defined once across them.
    pub fn new(extra: impl Fn(Language) -> Vec<&'static str>) -> Library {
        let loaded = Language::ALL
            .iter()
            .map(|&lang| {
                let mut sources = vec![lang.messages()];
                sources.extend(extra(lang));
                let (bundle, _errors) = bundle_of(lang, &sources);
                let rules = sources
                    .iter()
                    .flat_map(|src| variables_in(src))
                    .map(|(id, vars)| {
                        let rules = vars
                            .into_iter()
                            .filter_map(|v| Some((v, rule_var(v)?)))
                            .collect();
                        (id, rules)
                    })
                    .collect();
                let refs = [Edition::E2024, Edition::E2026].map(|edition| {
                    RuleKey::ALL
                        .iter()
                        .map(|&k| render_rule_ref(&bundle, k, edition))
                        .collect()
                });
                let titles = RuleKey::ALL
                    .iter()
                    .map(|k| {
                        format_plain(&bundle, &format!("rule-{}", k.slug())).unwrap_or_default()
                    })
                    .collect();
                Loaded {
                    lang,
                    bundle,
                    rules,
                    refs,
                    titles,
                }
            })
            .collect();
        Library { loaded }
    }

    /// The engine's own words.
    pub fn engine() -> &'static Library {
        static ENGINE: OnceLock<Library> = OnceLock::new();
        ENGINE.get_or_init(|| Library::new(|_| Vec::new()))
    }

    /// Render a message in a language, with the rule numbers of an edition.
    pub fn render(&self, msg: &Message, lang: Language, edition: Edition) -> String {
        render_in(self, msg, lang, edition)
    }

    fn entry(&self, lang: Language) -> &Loaded {
        self.loaded
            .iter()
            .find(|l| l.lang == lang)
            .unwrap_or(&self.loaded[0])
    }
}

/// The rule a `$rule_<key>` variable names (`$rule_side_pots` → `side-pots`).
pub(crate) fn rule_var(var: &str) -> Option<RuleKey> {
    let slug = var.strip_prefix("rule_")?.replace('_', "-");
    RuleKey::from_slug(&slug)
}

/// Every message of a language's file with the variables it uses (value and attributes).
pub fn variables(lang: Language) -> Vec<(&'static str, Vec<&'static str>)> {
    variables_in(lang.messages())
}

/// Every message of a Fluent file with the variables it uses (value and attributes).
pub fn variables_in(source: &str) -> Vec<(&str, Vec<&str>)> {
    use fluent_syntax::ast;
    fn pattern<'s>(p: &ast::Pattern<&'s str>, out: &mut Vec<&'s str>) {
        for e in &p.elements {
            if let ast::PatternElement::Placeable { expression } = e {
                expr(expression, out);
            }
        }
    }
    fn expr<'s>(e: &ast::Expression<&'s str>, out: &mut Vec<&'s str>) {
        match e {
            ast::Expression::Inline(i) => inline(i, out),
            ast::Expression::Select { selector, variants } => {
                inline(selector, out);
                for v in variants {
                    pattern(&v.value, out);
                }
            }
        }
    }
    fn inline<'s>(i: &ast::InlineExpression<&'s str>, out: &mut Vec<&'s str>) {
        match i {
            ast::InlineExpression::VariableReference { id } if !out.contains(&id.name) => {
                out.push(id.name);
            }
            ast::InlineExpression::Placeable { expression } => expr(expression, out),
            ast::InlineExpression::FunctionReference { arguments, .. } => {
                for a in &arguments.positional {
                    inline(a, out);
                }
            }
            _ => {}
        }
    }
    let resource = match fluent_syntax::parser::parse(source) {
        Ok(r) => r,
        Err((r, _)) => r,
    };
    resource
        .body
        .iter()
        .filter_map(|entry| match entry {
            ast::Entry::Message(m) => {
                let mut vars = Vec::new();
                if let Some(v) = &m.value {
                    pattern(v, &mut vars);
                }
                for a in &m.attributes {
                    pattern(&a.value, &mut vars);
                }
                Some((m.id.name, vars))
            }
            _ => None,
        })
        .collect()
}

/// The bundle of a language's engine file, with the errors met while reading it (for the
/// tests).
#[cfg(test)]
pub(crate) fn bundle(lang: Language) -> (FluentBundle<FluentResource>, Vec<String>) {
    bundle_of(lang, &[lang.messages()])
}

/// A bundle of several files of one language, with the errors met while reading them: a
/// syntax error, or a message id defined twice.
pub fn bundle_of(lang: Language, sources: &[&str]) -> (FluentBundle<FluentResource>, Vec<String>) {
    let mut errors = Vec::new();
    let langid = lang.code().parse().unwrap_or_default();
    let mut bundle = FluentBundle::new_concurrent(vec![langid]);
    // Rulings are plain text in one direction: no Unicode isolation marks around arguments.
    bundle.set_use_isolating(false);
    for source in sources {
        let resource = FluentResource::try_new(source.to_string()).unwrap_or_else(|(r, e)| {
            errors.extend(e.iter().map(|e| format!("{}.ftl: {e:?}", lang.code())));
            r
        });
        if let Err(e) = bundle.add_resource(resource) {
            errors.extend(e.iter().map(|e| format!("{}.ftl: {e:?}", lang.code())));
        }
    }
    (bundle, errors)
}

fn entry(lang: Language) -> &'static Loaded {
    Library::engine().entry(lang)
}

pub(crate) fn format_plain(bundle: &FluentBundle<FluentResource>, id: &str) -> Option<String> {
    let pattern = bundle.get_message(id)?.value()?;
    let mut errors = Vec::new();
    Some(
        bundle
            .format_pattern(pattern, None, &mut errors)
            .into_owned(),
    )
}

/// Chips with the language's digit grouping: 1,300 (en), 1.300 (pt, es).
pub fn chips(lang: Language, n: Chips) -> String {
    lang.chips(n)
}

/// A rule as reasoning text names it: "Rule 43" / "Regra 43" / "Regla 45", "RP-11" as printed;
/// where the edition's number is not known, its 2024 number, said to be so ("Rule 11 (2024
/// numbering)"), never a guess and never the bare key.
pub fn rule_ref(key: RuleKey, lang: Language, edition: Edition) -> String {
    Library::engine().rule_ref(key, lang, edition)
}

impl Library {
    fn rule_ref(&self, key: RuleKey, lang: Language, edition: Edition) -> String {
        self.rule_ref_str(key, lang, edition).to_string()
    }

    /// A rule as sentences name it, rendered once when the library was made.
    fn rule_ref_str(&self, key: RuleKey, lang: Language, edition: Edition) -> &str {
        let ed = match edition {
            Edition::E2024 => 0,
            Edition::E2026 => 1,
        };
        self.entry(lang).refs[ed]
            .get(key as usize)
            .map_or("", String::as_str)
    }
}

fn render_rule_ref(
    bundle: &FluentBundle<FluentResource>,
    key: RuleKey,
    edition: Edition,
) -> String {
    let e = crate::rules::entry(key);
    let with = |id: &str, n: &'static str| {
        let mut args = FluentArgs::new();
        args.set("number", FluentValue::from(n));
        let mut errors = Vec::new();
        bundle
            .get_message(id)
            .and_then(|m| m.value())
            .map(|p| {
                bundle
                    .format_pattern(p, Some(&args), &mut errors)
                    .into_owned()
            })
            .unwrap_or_else(|| n.to_string())
    };
    match e.number(edition) {
        Some(n) if n.starts_with("RP") => n.to_string(),
        Some(n) => with("rule-ref", n),
        None => match e.n2024 {
            Some(n) => with("rule-ref-unknown", n),
            None => e.slug.to_string(),
        },
    }
}

/// Render a message of the engine in a language, with the rule numbers of an edition.
pub fn render(msg: &Message, lang: Language, edition: Edition) -> String {
    render_in(Library::engine(), msg, lang, edition)
}

fn render_in(lib: &Library, msg: &Message, lang: Language, edition: Edition) -> String {
    let loaded = lib.entry(lang);
    let implicit = loaded.rules.get(msg.id).map_or(&[][..], Vec::as_slice);
    // The arguments straight into Fluent's own list; the rules' references borrowed from the
    // library, where each was rendered once.
    let mut args = FluentArgs::with_capacity(msg.args.len() + implicit.len());
    for (name, arg) in &msg.args {
        args.set(*name, value(lib, arg, lang, edition));
    }
    for &(name, key) in implicit {
        args.set(
            name,
            FluentValue::String(Cow::Borrowed(lib.rule_ref_str(key, lang, edition))),
        );
    }
    let bundle = &loaded.bundle;
    let Some(pattern) = bundle.get_message(msg.id).and_then(|m| m.value()) else {
        debug_assert!(false, "message {} missing in {}.ftl", msg.id, lang.code());
        return msg.id.to_string();
    };
    let mut errors = Vec::new();
    let s = bundle.format_pattern(pattern, Some(&args), &mut errors);
    debug_assert!(
        errors.is_empty(),
        "{} in {}.ftl: {errors:?}",
        msg.id,
        lang.code()
    );
    s.into_owned()
}

fn value<'a>(lib: &'a Library, arg: &'a Arg, lang: Language, edition: Edition) -> FluentValue<'a> {
    match arg {
        Arg::Num(n) => FluentValue::from(*n),
        // Zero as a number, so that a message's `[0]` variant selects it (a string never
        // matches a numeric key); it prints as 0 in every language all the same.
        Arg::Chips(0) => FluentValue::from(0),
        Arg::Chips(c) => FluentValue::String(Cow::Owned(chips(lang, *c))),
        Arg::Rule(k) => FluentValue::String(Cow::Borrowed(lib.rule_ref_str(*k, lang, edition))),
        Arg::Sum(parts) => {
            let total: Chips = parts.iter().sum();
            let text = if parts.len() > 1 {
                let terms: Vec<String> = parts.iter().map(|&p| chips(lang, p)).collect();
                format!("{} = {}", terms.join(" + "), chips(lang, total))
            } else {
                chips(lang, total)
            };
            FluentValue::String(Cow::Owned(text))
        }
        Arg::Seats(seats) => {
            let list: Vec<String> = seats.iter().map(u8::to_string).collect();
            FluentValue::String(Cow::Owned(join_all(lang, &list)))
        }
        Arg::Verbatim(s) => FluentValue::String(Cow::Borrowed(s)),
        Arg::Text(m) => FluentValue::String(Cow::Owned(render_in(lib, m, lang, edition))),
        Arg::Choice(c) => FluentValue::String(Cow::Borrowed(c)),
        Arg::List(ms) | Arg::Clauses(ms) => {
            let sep = if matches!(arg, Arg::List(_)) {
                lang.list_separator()
            } else {
                lang.clause_separator()
            };
            let parts: Vec<String> = ms
                .iter()
                .map(|m| render_in(lib, m, lang, edition))
                .collect();
            FluentValue::String(Cow::Owned(parts.join(sep)))
        }
    }
}

/// Items joined as the language lists them all together: "1, 2 and 3" (en), "1、2、3" (zh).
fn join_all(lang: Language, items: &[String]) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [init @ .., last] => {
            let mut out = init.join(lang.list_separator());
            out.push_str(lang.list_last_separator());
            out.push_str(last);
            out
        }
    }
}

/// A rule's title in a language, as the file has it (rendered once).
fn title_in(key: RuleKey, lang: Language) -> Option<&'static str> {
    entry(lang)
        .titles
        .get(key as usize)
        .map(String::as_str)
        .filter(|t| !t.is_empty())
}

/// A rule's title in a language (the English title if the file lacks one: a test forbids it).
/// Titles and summaries are written here in our own words; they go out with
/// [`crate::rules::NOTICE`].
pub fn title(key: RuleKey, lang: Language) -> String {
    title_in(key, lang)
        .or_else(|| title_in(key, Language::En))
        .unwrap_or(key.slug())
        .to_string()
}

/// A rule's short summary in a language (message `rule-<key>`, attribute `.summary`).
pub fn summary(key: RuleKey, lang: Language) -> String {
    plain(lang, &format!("rule-{}", key.slug()), Some("summary")).unwrap_or_default()
}

/// A message of the file that is not a reason's: a rule title or summary, a label.
pub(crate) fn plain(lang: Language, id: &str, attribute: Option<&str>) -> Option<String> {
    let bundle = &entry(lang).bundle;
    let msg = bundle.get_message(id)?;
    let pattern = match attribute {
        Some(a) => msg.get_attribute(a)?.value(),
        None => msg.value()?,
    };
    let mut errors = Vec::new();
    Some(
        bundle
            .format_pattern(pattern, None, &mut errors)
            .into_owned(),
    )
}
