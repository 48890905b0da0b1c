//! The words of the service's own problems: [`WebText`], each a message (`web-*`) of the web
//! crate's Fluent files (`crates/web/locales/<code>.ftl`), and [`serde_problem`], which reads
//! serde's English into one of them.
//!
//! The files extend the engine's: [`library`] is the engine's [`Library`] with them beside its
//! own, built once, so a problem can quote a reason of the engine (`web-at-field` with an
//! engine message as `$problem`) and both render in the same language. `build.rs` lists the
//! files, so adding a language is adding a file here and one in the engine.

use floorcall_engine::lang::Language;
use floorcall_engine::rules::Edition;
use floorcall_engine::text::{Arg, Library, Message, variables_in};
use std::sync::OnceLock;

include!(concat!(env!("OUT_DIR"), "/locales.rs"));

/// The web crate's message file of a language, if it has one (a test requires one for every
/// language of the engine).
pub(crate) fn file(lang: Language) -> Option<&'static str> {
    FILES
        .iter()
        .find(|(code, _)| *code == lang.code())
        .map(|(_, text)| *text)
}

/// The engine's words and the service's, built once.
pub(crate) fn library() -> &'static Library {
    static LIBRARY: OnceLock<Library> = OnceLock::new();
    LIBRARY.get_or_init(|| Library::new(|lang| file(lang).into_iter().collect()))
}

/// A message of the service (or of the engine) in a language, with rule numbers of an edition.
pub(crate) fn render(msg: &Message, lang: Language, edition: Edition) -> String {
    library().render(msg, lang, edition)
}

floorcall_engine::messages! {
    /// The words of the service's own problems (messages `web-*` of `crates/web/locales/`).
    pub(crate) enum WebText {
        /// A problem's title, by kind (`bad-request`, `invalid-field`, …).
        Title { kind: choice } = "web-title",
        /// Text from a library, with no translation (kept as is).
        Raw { text: verbatim } = "web-raw",
        /// The body is not JSON.
        NotJson { detail: text } = "web-not-json",
        /// A field at fault and what is wrong with it.
        AtField { field: verbatim, problem: text } = "web-at-field",
        /// A field no schema has.
        UnknownField { name: verbatim, expected: verbatim } = "web-unknown-field",
        /// A required field is missing.
        MissingField { name: verbatim } = "web-missing-field",
        /// A value outside a closed set.
        UnknownVariant { value: verbatim, expected: verbatim } = "web-unknown-variant",
        /// A value of the wrong type.
        InvalidType { found: verbatim, expected: verbatim } = "web-invalid-type",
        /// A value out of range.
        InvalidValue { found: verbatim, expected: verbatim } = "web-invalid-value",
        /// A query string that does not parse.
        BadQuery { problem: text } = "web-bad-query",
        /// Not JSON content.
        SendJson = "web-send-json",
        /// Over the body limit.
        BodyTooLarge = "web-body-too-large",
        /// The log cannot be reached.
        LogUnavailable { cause: verbatim } = "web-log-unavailable",
        /// An idempotency key reused with another request.
        KeyReused = "web-key-reused",
        /// No route.
        NoSuchPath { path: verbatim } = "web-no-such-path",
        /// No rule with the key.
        NoRule { key: verbatim } = "web-no-rule",
        /// No ruling with the id.
        NoRuling { id: verbatim } = "web-no-ruling",
        /// The log is off.
        LogOff = "web-log-off",
        /// What the register counted for a penalty: the event, how many, each.
        RegisterCounted { tournament: verbatim, count: count, entries: list } = "web-register-counted",
        /// One upheld penalty of the register: its table, time (UTC) and what it gave.
        RegisterEntry { table: verbatim, at: verbatim, given: choice, rounds: num } = "web-register-entry",
        /// A player id the log cannot search by.
        BadPlayerId = "web-bad-player-id",
        /// A record query's `limit` out of range.
        RecordLimit { most: num } = "web-record-limit",
        /// A webhook URL that is neither https nor loopback http.
        WebhookUrl = "web-webhook-url",
        /// No webhook with the id.
        NoWebhook { id: verbatim } = "web-no-webhook",
        /// No incident with the id.
        NoIncident { id: verbatim } = "web-no-incident",
        /// An incident's text over its limit.
        IncidentTooLong { most: num } = "web-incident-too-long",
        /// Signing off needs a person signed in.
        SignOffNeedsPerson = "web-sign-off-needs-person",
        /// A label of the print views, by what it labels.
        PrintLabel { what: choice } = "web-print-label",
        /// A final word's note over 4000 characters.
        NoteTooLong = "web-note-too-long",
        /// An idempotency key with other than visible ASCII.
        KeyNotAscii = "web-key-not-ascii",
        /// An idempotency key of the wrong length.
        KeyLength = "web-key-length",
        /// A time parameter that is not a time.
        NotATime { name: verbatim, value: verbatim } = "web-not-a-time",
        /// A limit out of range.
        LimitRange = "web-limit-range",
        /// The server is shutting down.
        ShuttingDown = "web-shutting-down",
        /// Every connection the server takes is open and busy.
        TooManyConnections = "web-too-many-connections",
        /// A request over the time limit.
        Timeout { seconds: num } = "web-timeout",
        /// An unexpected error (logged).
        Internal = "web-internal",
        /// A method the path does not allow.
        MethodNotAllowed = "web-method-not-allowed",
        /// A hand history text with no hand.
        NoHandInText = "web-no-hand-in-text",
        /// A `Host` not on the allow-list.
        HostNotAllowed { host: verbatim } = "web-host-not-allowed",
        /// No `Authorization: Bearer` key where one is needed.
        NoKey = "web-no-key",
        /// A key unknown or revoked.
        BadKey = "web-bad-key",
        /// A key whose role is below the operation's.
        RoleNeeded { role: verbatim, have: verbatim } = "web-role-needed",
        /// A route that declares no access (refused whatever the key).
        NoAccess = "web-no-access",
        /// Over the key's rate.
        RateLimited { seconds: num } = "web-rate-limited",
        /// A ruling request larger than the log stores.
        StoredRequestTooLarge { limit: count } = "web-stored-request-too-large",
        /// A text field over its length.
        AtMostChars { count: count } = "web-at-most-chars",
        /// No API key with the id.
        NoApiKey { id: verbatim } = "web-no-api-key",
        /// A key name of the wrong length.
        KeyName = "web-key-name",
        /// A house-rule profile name the server does not know, with the names it knows.
        UnknownHouse { name: verbatim, known: verbatim } = "web-unknown-house",
        /// No house-rule profile of the name.
        NoHouse { name: verbatim } = "web-no-house",
        /// A logged ruling that cannot be ruled again as it was logged, and why.
        NotRuledAgain { id: verbatim, problem: text } = "web-not-ruled-again",
        /// The log lacks the profile a ruling was given under.
        NoLoggedProfile { digest: verbatim } = "web-no-logged-profile",
        /// A ruling pinned to a version of a profile the server now has in another version.
        HouseChanged { name: verbatim, version: verbatim, digest: verbatim, now_version: verbatim, now_digest: verbatim } = "web-house-changed",
        /// A ruling pinned to a profile's version but ruled under no profile.
        HousePinWithoutHouse = "web-house-pin-without-house",
        /// No admin credential is left: the server refuses until one is made.
        NoAdmin = "web-no-admin",
        /// The last admin credential cannot be revoked or disabled.
        LastAdmin = "web-last-admin",
        /// A credential that was revoked.
        CredentialRevoked { name: verbatim } = "web-credential-revoked",
        /// A key past its expiry.
        KeyExpired { name: verbatim } = "web-key-expired",
        /// A session signed out, expired or revoked.
        SessionEnded { name: verbatim } = "web-session-ended",
        /// A session whose account is disabled.
        AccountDisabled { name: verbatim } = "web-account-disabled",
        /// A sign-in with a wrong name or PIN.
        BadSignIn = "web-bad-sign-in",
        /// An account locked after wrong PINs.
        AccountLocked { seconds: num } = "web-account-locked",
        /// An address that sent too many bad credentials.
        AddressThrottled { seconds: num } = "web-address-throttled",
        /// Too many requests in progress with one credential.
        TooManyInProgress { count: count } = "web-too-many-in-progress",
        /// Too many exports in progress with one credential.
        TooManyExports { count: count } = "web-too-many-exports",
        /// Every export the server takes is running.
        ExportsBusy = "web-exports-busy",
        /// A credential's daily quota of stored bytes is used.
        QuotaExceeded { limit: count, seconds: num } = "web-quota-exceeded",
        /// The shared rate limit cannot be asked.
        RateUnavailable { cause: verbatim } = "web-rate-unavailable",
        /// A staff name of the wrong length.
        StaffName = "web-staff-name",
        /// A PIN or password of the wrong length.
        SecretLength = "web-secret-length",
        /// A PIN or password of one character repeated.
        SecretRepeated = "web-secret-repeated",
        /// An active account has the name.
        NameTaken = "web-name-taken",
        /// No staff account with the id or name.
        NoStaff { id: verbatim } = "web-no-staff",
        /// Signing out with a key.
        NotASession = "web-not-a-session",
        /// Confirming with a key instead of a person.
        NeedsPerson = "web-needs-person",
        /// No such proposal waiting.
        NoProposal { id: verbatim } = "web-no-proposal",
        /// A proposal confirmed already.
        AlreadyConfirmed { id: verbatim } = "web-already-confirmed",
        /// A person confirming their own proposal.
        OwnProposal = "web-own-proposal",
        /// An expiry out of range.
        ExpiresRange = "web-expires-range",
        /// Plain HTTP to a server that speaks HTTPS only.
        HttpsOnly = "web-https-only",
    }
}

/// The prefix of the floor console's own messages (the section `## console` at the end of
/// each web message file).
pub(crate) const CONSOLE_PREFIX: &str = "console-";

/// The console's messages in a language, by id: each rendered with every variable `$name`
/// standing as `{$name}`, which the page replaces with its value (the messages use no
/// selectors, so nothing depends on a value the page has not given yet).
pub(crate) fn console_messages(lang: Language) -> Vec<(&'static str, String)> {
    let en = file(Language::En).unwrap_or_default();
    variables_in(en)
        .into_iter()
        .filter(|(id, _)| id.starts_with(CONSOLE_PREFIX))
        .map(|(id, vars)| {
            let args = vars
                .into_iter()
                .map(|v| (v, Arg::Verbatim(format!("{{${v}}}"))))
                .collect();
            (id, render(&Message::new(id, args), lang, Edition::E2024))
        })
        .collect()
}

/// A language's name in itself ("Português"), from the engine's file.
pub(crate) fn language_name(lang: Language) -> String {
    render(
        &Message::new("language-name", Vec::new()),
        lang,
        Edition::E2024,
    )
}

/// What serde said about a body or query, in words any language renders: unknown and missing
/// fields, closed sets and types are recognised; anything else is kept as serde wrote it.
pub(crate) fn serde_problem(full: &str) -> Message {
    let text = match full.rfind(" at line ") {
        Some(i) if full[i..].contains(" column ") => &full[..i],
        _ => full,
    };
    let quoted = |s: &str| s.trim().trim_matches('`').to_string();
    if let Some(rest) = text.strip_prefix("unknown field ")
        && let Some((name, expected)) = rest.split_once(", expected ")
    {
        return WebText::UnknownField {
            name: quoted(name),
            expected: expected.trim_start_matches("one of ").to_string(),
        }
        .into();
    }
    if let Some(rest) = text.strip_prefix("unknown field ") {
        return WebText::UnknownField {
            name: quoted(rest.split(',').next().unwrap_or(rest)),
            expected: String::new(),
        }
        .into();
    }
    if let Some(rest) = text.strip_prefix("missing field ") {
        return WebText::MissingField { name: quoted(rest) }.into();
    }
    if let Some(rest) = text.strip_prefix("unknown variant ")
        && let Some((value, expected)) = rest.split_once(", expected ")
    {
        return WebText::UnknownVariant {
            value: quoted(value),
            expected: expected.trim_start_matches("one of ").to_string(),
        }
        .into();
    }
    for (prefix, invalid_type) in [("invalid type: ", true), ("invalid value: ", false)] {
        if let Some(rest) = text.strip_prefix(prefix)
            && let Some((found, expected)) = rest.split_once(", expected ")
        {
            let (found, expected) = (found.to_string(), expected.to_string());
            return if invalid_type {
                WebText::InvalidType { found, expected }.into()
            } else {
                WebText::InvalidValue { found, expected }.into()
            };
        }
    }
    WebText::Raw {
        text: full.to_string(),
    }
    .into()
}

#[cfg(test)]
mod tests {
    use super::*;
    use floorcall_engine::text::{Reason, Spec, bundle_of, variables};

    fn web_file(lang: Language) -> &'static str {
        file(lang).unwrap_or_else(|| panic!("crates/web/locales/{}.ftl is missing", lang.code()))
    }

    #[test]
    fn every_language_has_a_web_file_and_every_file_is_a_language() {
        for lang in Language::ALL {
            web_file(lang);
        }
        for (code, _) in FILES {
            assert!(
                Language::ALL.iter().any(|l| l.code() == *code),
                "crates/web/locales/{code}.ftl is no language of the engine (crates/engine/locales/)"
            );
        }
    }

    #[test]
    fn every_web_file_parses_and_defines_no_engine_message() {
        for lang in Language::ALL {
            let (_, errors) = bundle_of(lang, &[web_file(lang)]);
            assert!(errors.is_empty(), "{errors:?}");
            let engine = variables(lang);
            for (id, _) in variables_in(web_file(lang)) {
                assert!(
                    !engine.iter().any(|(e, _)| *e == id),
                    "{id} is in both {0}.ftl files (engine and web)",
                    lang.code()
                );
            }
        }
    }

    #[test]
    fn every_web_message_is_in_every_language_with_only_its_arguments() {
        for lang in Language::ALL {
            let file = variables_in(web_file(lang));
            for spec in WebText::SPECS {
                let Some((_, vars)) = file.iter().find(|(id, _)| *id == spec.id) else {
                    panic!(
                        "{} is missing in crates/web/locales/{}.ftl",
                        spec.id,
                        lang.code()
                    );
                };
                for v in vars {
                    assert!(
                        spec.args.iter().any(|(name, _)| name == v),
                        "{}.ftl: {} uses ${v}, which its WebText does not give",
                        lang.code(),
                        spec.id
                    );
                }
            }
        }
    }

    #[test]
    fn no_web_message_is_unused() {
        let forms = crate::forms::message_ids(crate::document::value());
        for lang in Language::ALL {
            for (id, _) in variables_in(web_file(lang)) {
                assert!(
                    WebText::SPECS.iter().any(|s| s.id == id)
                        || forms.iter().any(|f| f == id)
                        || id.starts_with(CONSOLE_PREFIX),
                    "crates/web/locales/{}.ftl: {id} is no WebText message, no word of the dispute forms and no console word",
                    lang.code()
                );
            }
        }
    }

    #[test]
    fn every_word_of_the_dispute_forms_is_in_every_language_without_arguments() {
        let forms = crate::forms::message_ids(crate::document::value());
        assert!(forms.len() > 100, "{}", forms.len());
        for lang in Language::ALL {
            let file = variables_in(web_file(lang));
            for id in &forms {
                let Some((_, vars)) = file.iter().find(|(m, _)| m == id) else {
                    panic!("{id} is missing in crates/web/locales/{}.ftl", lang.code());
                };
                assert!(vars.is_empty(), "{}.ftl: {id} uses {vars:?}", lang.code());
            }
        }
    }

    /// The console's files, where its words are named without the prefix: `t("seat")`,
    /// `data-i18n="seat"`, or a key quoted in a table (`"did-fold"`).
    const CONSOLE_FILES: [&str; 2] = [
        include_str!("../console/app.js"),
        include_str!("../console/index.html"),
    ];

    /// The keys the console's files ask for: `t("…")` and `data-i18n…="…"`.
    fn console_keys_named() -> Vec<String> {
        let mut out = Vec::new();
        for text in CONSOLE_FILES {
            for (open, close) in [
                ("t(\"", '"'),
                ("data-i18n=\"", '"'),
                ("data-i18n-placeholder=\"", '"'),
                ("data-i18n-label=\"", '"'),
            ] {
                let mut rest = text;
                while let Some(i) = rest.find(open) {
                    // `t(` as a call of its own, not the end of a name (`createElement(`).
                    let own = rest[..i]
                        .chars()
                        .next_back()
                        .is_none_or(|c| !(c.is_ascii_alphanumeric() || c == '_' || c == '.'));
                    rest = &rest[i + open.len()..];
                    if !own {
                        continue;
                    }
                    let Some(j) = rest.find(close) else { break };
                    let key = &rest[..j];
                    if !key.is_empty() && key.chars().all(|c| c.is_ascii_lowercase() || c == '-') {
                        out.push(key.to_string());
                    }
                }
            }
        }
        out.sort();
        out.dedup();
        out
    }

    #[test]
    fn the_console_words_are_in_every_language_with_the_same_arguments_and_no_selector() {
        let en = variables_in(web_file(Language::En));
        let console: Vec<_> = en
            .iter()
            .filter(|(id, _)| id.starts_with(CONSOLE_PREFIX))
            .collect();
        assert!(console.len() > 80, "{}", console.len());
        for lang in Language::ALL {
            let source = web_file(lang);
            // One section, at the end of the file: every console message after `## console`.
            let head = source
                .find("\n## console\n")
                .unwrap_or_else(|| panic!("{}.ftl has no `## console` section", lang.code()));
            let file = variables_in(source);
            for (id, vars) in &console {
                let Some((_, theirs)) = file.iter().find(|(m, _)| m == id) else {
                    panic!("{id} is missing in crates/web/locales/{}.ftl", lang.code());
                };
                let (mut a, mut b) = (vars.clone(), theirs.clone());
                a.sort();
                b.sort();
                assert_eq!(
                    a,
                    b,
                    "{}.ftl: {id} takes other arguments than in en.ftl",
                    lang.code()
                );
                let at = source.find(&format!("\n{id} =")).unwrap_or_default();
                assert!(
                    at > head,
                    "{}.ftl: {id} is outside the `## console` section",
                    lang.code()
                );
            }
            for (id, _) in &file {
                assert!(
                    !id.starts_with(CONSOLE_PREFIX) || console.iter().any(|(e, _)| e == id),
                    "{}.ftl: {id} is not in en.ftl",
                    lang.code()
                );
            }
            for (id, text) in console_messages(lang) {
                assert!(!text.is_empty(), "{id} in {}", lang.code());
                let left = text.replace("{$", "").replace('}', "");
                assert!(
                    !left.contains('{') && !left.contains("->"),
                    "{}.ftl: {id} uses a selector or a literal: {text:?}",
                    lang.code()
                );
                let (_, vars) = console.iter().find(|(e, _)| *e == id).expect("listed");
                for v in vars {
                    assert!(
                        text.contains(&format!("{{${v}}}")),
                        "{}.ftl: {id} drops ${v}: {text:?}",
                        lang.code()
                    );
                }
            }
        }
    }

    #[test]
    fn every_console_word_is_used_by_the_console_and_every_word_it_names_exists() {
        let named = console_keys_named();
        assert!(named.len() > 50, "{}", named.len());
        let en = console_messages(Language::En);
        for key in &named {
            let id = format!("{CONSOLE_PREFIX}{key}");
            assert!(
                en.iter().any(|(m, _)| *m == id),
                "the console names {key:?}; crates/web/locales/en.ftl has no {id}"
            );
        }
        for (id, _) in &en {
            let key = &id[CONSOLE_PREFIX.len()..];
            assert!(
                CONSOLE_FILES
                    .iter()
                    .any(|f| f.contains(&format!("\"{key}\""))),
                "{id} is used nowhere in crates/web/console"
            );
        }
    }

    /// A sample value of each kind a WebText takes.
    fn sample(spec: &Spec, name: &str, kind: &str) -> Arg {
        match kind {
            "num" | "count" | "seat" => Arg::Num(2),
            "chips" => Arg::Chips(25_000),
            "verbatim" => Arg::Verbatim("x".into()),
            "text" => Arg::Text(Box::new(WebText::KeyName.into())),
            "choice" => Arg::Choice("bad-request"),
            "list" => Arg::List(vec![WebText::KeyName.into(), WebText::KeyName.into()]),
            other => panic!("{}: ${name} is of a kind no WebText uses: {other}", spec.id),
        }
    }

    #[test]
    fn every_web_message_renders_in_every_language() {
        for spec in WebText::SPECS {
            let args = spec
                .args
                .iter()
                .map(|&(name, kind)| (name, sample(spec, name, kind)))
                .collect();
            let msg = Message::new(spec.id, args);
            for lang in Language::ALL {
                // Debug builds assert that Fluent reported no error.
                let text = render(&msg, lang, Edition::E2024);
                assert!(!text.is_empty(), "{} in {}", spec.id, lang.code());
                for marker in ["{", "}", "$"] {
                    assert!(
                        !text.contains(marker),
                        "{} in {}: {text:?} contains {marker:?}",
                        spec.id,
                        lang.code()
                    );
                }
            }
        }
    }

    #[test]
    fn serde_messages_are_read_into_words_for_every_language() {
        let m = serde_problem(
            "unknown field `editon`, expected one of `edition`, `language` at line 1 column 12",
        );
        assert_eq!(
            render(&m, Language::En, Edition::E2024),
            "unknown field `editon`, expected one of `edition`, `language`"
        );
        assert_eq!(
            render(&m, Language::Pt, Edition::E2024),
            "campo desconhecido `editon`; os campos possíveis são `edition`, `language`"
        );
        let m = serde_problem("missing field `dispute`");
        assert_eq!(
            render(&m, Language::Es, Edition::E2024),
            "falta el campo `dispute`"
        );
        let m = serde_problem("unknown variant `2022`, expected `2024` or `2026`");
        assert!(render(&m, Language::Pt, Edition::E2024).starts_with("valor desconhecido `2022`"));
        // Anything else is kept as serde wrote it, location included.
        let m = serde_problem("expected value at line 1 column 1");
        assert_eq!(
            render(&m, Language::Es, Edition::E2024),
            "expected value at line 1 column 1"
        );
    }
}
