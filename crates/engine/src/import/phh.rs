//! PHH (Poker Hand History, TOML) into the Hand model.
//!
//! Players are positional: `p1` is the small blind and the last player is the button; heads-up
//! the arrays are reversed (the button posts the small blind), as PokerKit reads them. `cbr X`
//! is a bet or raise to X, `cc` a check or call, `f` a fold, `sm [cards]` a show (a muck without
//! cards), `d dh pN cards` deals hole cards and `d db cards` the board. A `.phhs` file holds
//! several hands as TOML tables `[n]`.

use super::Imported;
use super::money::Decimal;
use super::phh_toml::{Doc, Value};
use crate::error::HandError;
use crate::hand::{
    ActionInput, ActionKind, Blinds, BlindsPostedBy, Game, Hand, HandInput, HandRules, Limits,
    MAX_PLAYERS, Post, PostKind, SeatInput, Straddle, Street,
};
use std::borrow::Cow;

/// Import every hand of a `.phh` or `.phhs` text.
pub fn import(text: &str) -> Result<Vec<Imported>, HandError> {
    import_all(text)?.into_iter().collect()
}

/// Every hand of a `.phh` or `.phhs` text, imported, with the hand validated (what
/// `Hand::parse` gives for its [`Imported::hand`]): the import parses and replays each hand
/// once to normalize it, and hands that hand on rather than have it parsed again.
pub fn import_parsed(text: &str) -> Result<Vec<(Imported, Hand)>, HandError> {
    import_all_parsed(text)?.into_iter().collect()
}

/// Every hand of a PHH text on its own, in the order of the text (a `.phhs` file's `[n]`
/// tables as written, not in key order), each with its own id and scale.
pub fn import_all(text: &str) -> Result<Vec<Result<Imported, HandError>>, HandError> {
    Ok(import_all_parsed(text)?
        .into_iter()
        .map(|h| h.map(|(imported, _)| imported))
        .collect())
}

/// The items of an iterator of `n` results, or the first error: the vector sized once (a
/// `collect` into `Result<Vec<_>, _>` grows it from four, item by item).
fn all_of<T, E>(n: usize, items: impl Iterator<Item = Result<T, E>>) -> Result<Vec<T>, E> {
    let mut out = Vec::with_capacity(n);
    for item in items {
        out.push(item?);
    }
    Ok(out)
}

/// One hand of a text: imported, with its validated hand.
type ParsedHand = Result<(Imported, Hand), HandError>;

/// The one hand of a PHH text, validated (what [`import_parsed`] gives for a text of one hand,
/// and its error otherwise), without the [`Imported`] record a request's `hand_text` does not
/// use; with the import's replay of it where the import's pass was that replay.
pub(crate) fn hand_of_text(
    text: &str,
) -> Result<(Hand, Option<crate::replay::Detached>), HandError> {
    if let Some(doc) = super::phh_toml::parse(text)
        && doc.contains_key("variant")
    {
        return import_table(&doc, "", false).map(|(_, hand, replayed)| (hand, replayed));
    }
    super::one(import_parsed(text)?).map(|(_, hand)| (hand, None))
}

/// [`import_all`], each hand with its validated hand.
fn import_all_parsed(text: &str) -> Result<Vec<ParsedHand>, HandError> {
    // The subset PHH files are written in is read directly; the rest of TOML (and every
    // error) by the `toml` crate.
    let fast = super::phh_toml::parse(text);
    let full: toml::Table;
    let doc: Doc = match fast {
        Some(doc) => doc,
        None => {
            full = text.parse().map_err(|e: toml::de::Error| {
                let line = e
                    .span()
                    .map(|s| text[..s.start.min(text.len())].lines().count().max(1));
                HandError::invalid(
                    line.map_or("phh".to_string(), |l| format!("line {l}")),
                    Errors::NotValidToml {
                        detail: e.message().to_string(),
                    },
                )
            })?;
            Doc::of_table(&full)
        }
    };
    if doc.contains_key("variant") {
        return Ok(vec![in_full(import_table(&doc, "", true))]);
    }
    // Where each table starts in the text: `[key]` on a line of its own.
    let position = |key: &str| {
        let header = format!("[{key}]");
        text.lines()
            .position(|l| l.trim() == header || l.trim() == format!("[\"{key}\"]"))
            .unwrap_or(usize::MAX)
    };
    let mut tables: Vec<(usize, &str, &Doc)> = doc
        .iter()
        .filter_map(|(k, v)| match v {
            Value::Table(t) => Some((position(k), k, t)),
            _ => None,
        })
        .collect();
    tables.sort_by_key(|(pos, _, _)| *pos);
    if tables.is_empty() {
        return Err(HandError::invalid("variant", Errors::NoPhhHandFoundHand));
    }
    Ok(tables
        .into_iter()
        .map(|(_, key, t)| {
            in_full(import_table(t, &format!("[{key}]."), true)).map(|mut h| {
                h.0.source_id.get_or_insert_with(|| key.to_string());
                h
            })
        })
        .collect())
}

/// A hand's table read: the [`Imported`] record (with `import_table`'s `full`), the hand, and
/// (without) the import's own replay of it where it made one.
type TableRead = (Option<Imported>, Hand, Option<crate::replay::Detached>);

/// A hand imported with its [`Imported`] record (`import_table`'s `full`).
fn in_full(h: Result<TableRead, HandError>) -> ParsedHand {
    h.map(|(imported, hand, _)| (imported.expect("imported in full"), hand))
}

/// An amount as the TOML gives it: a whole number (read without a detour through text), or
/// text (a decimal, a string, a deep stack).
#[derive(Debug, Clone)]
enum Amount<'a> {
    Whole { negative: bool, value: u64 },
    Text(Cow<'a, str>),
}

impl Amount<'_> {
    const ZERO: Amount<'static> = Amount::Whole {
        negative: false,
        value: 0,
    };

    /// The amount as a decimal, None when it is not a non-negative one.
    fn decimal(&self) -> Option<Decimal> {
        match self {
            Amount::Whole {
                negative: false,
                value,
            } => Some(Decimal {
                mantissa: u128::from(*value),
                decimals: 0,
            }),
            Amount::Whole { .. } => None,
            Amount::Text(s) => Decimal::parse(s),
        }
    }

    /// A negative amount's size (a dead post in `blinds_or_straddles`), None for the rest.
    fn negated(&self) -> Option<Amount<'_>> {
        match self {
            Amount::Whole {
                negative: true,
                value,
            } => Some(Amount::Whole {
                negative: false,
                value: *value,
            }),
            Amount::Whole { .. } => None,
            Amount::Text(s) => s
                .trim()
                .strip_prefix('-')
                .map(|d| Amount::Text(Cow::Borrowed(d))),
        }
    }
}

impl std::fmt::Display for Amount<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Amount::Whole { negative, value } => {
                write!(f, "{}{value}", if *negative { "-" } else { "" })
            }
            Amount::Text(s) => f.write_str(s),
        }
    }
}

/// An amount; `field` names it, for the error.
fn amount_of<'a>(
    v: &'a Value,
    signed: bool,
    field: impl FnOnce() -> String,
) -> Result<Amount<'a>, HandError> {
    match v {
        Value::Integer(i) if *i >= 0 || signed => Ok(Amount::Whole {
            negative: *i < 0,
            value: i.unsigned_abs(),
        }),
        Value::Float(f) if (*f >= 0.0 || signed) && f.is_finite() => {
            Ok(Amount::Text(Cow::Owned(format!("{f}"))))
        }
        Value::String(s) => Ok(Amount::Text(Cow::Borrowed(s))),
        _ => Err(HandError::invalid(
            field(),
            Errors::ExpectedNonNegativeAmount,
        )),
    }
}

/// The amounts of a field (one or an array of them), each through `each`.
fn amount_list<'a>(
    t: &'a Doc<'a>,
    key: &str,
    p: &str,
    each: impl Fn(&'a Value) -> Option<Amount<'a>>,
) -> Result<Option<Vec<Amount<'a>>>, HandError> {
    // `blinds_or_straddles` may hold a negative entry: a dead post (PokerKit's convention).
    let signed = key == "blinds_or_straddles";
    let one = |i: Option<usize>, v: &'a Value| match each(v) {
        Some(a) => Ok(a),
        None => amount_of(v, signed, || match i {
            Some(i) => format!("{p}{key}[{i}]"),
            None => format!("{p}{key}"),
        }),
    };
    match t.get(key) {
        None => Ok(None),
        Some(Value::Array(a)) => {
            let a = t.items(*a);
            all_of(a.len(), a.iter().enumerate().map(|(i, v)| one(Some(i), v))).map(Some)
        }
        Some(v) => one(None, v).map(|a| Some(vec![a])),
    }
}

fn amounts<'a>(t: &'a Doc<'a>, key: &str, p: &str) -> Result<Option<Vec<Amount<'a>>>, HandError> {
    amount_list(t, key, p, |_| None)
}

/// The rules the hand was dealt under where they are not the TDA's, which PHH has no field for:
/// floorcall's export writes them as user-defined fields (PHH's names that start with an
/// underscore), each spelled as the hand's `rules` spells it, and reads them back:
/// `_fourth_street_open_pair = 'big_bet'`, `_limit_raise_after_short_all_in = 'next_level'`,
/// `_cap = 80` (an amount of the hand), `_later_betting = 'no_limit'`.
fn read_rules(t: &Doc<'_>, money: &Money, p: &str) -> Result<HandRules, HandError> {
    fn word<T: serde::de::DeserializeOwned + Default>(
        t: &Doc<'_>,
        key: &str,
        p: &str,
    ) -> Result<Option<T>, HandError> {
        let Some(v) = t.get(key) else {
            return Ok(None);
        };
        let text = v.as_str().unwrap_or_default();
        serde_json::from_value(serde_json::Value::String(text.to_string()))
            .map(Some)
            .map_err(|e| {
                HandError::invalid(
                    format!("{p}{key}"),
                    Errors::NotValidToml {
                        detail: e.to_string(),
                    },
                )
            })
    }
    let cap = match amounts(t, PHH_CAP, p)? {
        Some(v) => match v.first() {
            Some(a) => Some(money.amount(a, || format!("{p}{PHH_CAP}"))?),
            None => None,
        },
        None => None,
    };
    Ok(HandRules {
        fourth_street_open_pair: word(t, PHH_OPEN_PAIR, p)?.unwrap_or_default(),
        limit_raise_after_short_all_in: word(t, PHH_SHORT_ALL_IN, p)?.unwrap_or_default(),
        cap,
        later_betting: word::<Option<crate::hand::Structure>>(t, PHH_LATER_BETTING, p)?.flatten(),
    })
}

/// The user-defined PHH fields of the hand's rules (see [`read_rules`]).
const PHH_OPEN_PAIR: &str = "_fourth_street_open_pair";
const PHH_SHORT_ALL_IN: &str = "_limit_raise_after_short_all_in";
const PHH_CAP: &str = "_cap";
const PHH_LATER_BETTING: &str = "_later_betting";

/// The amounts and actions of one hand's table, as text.
struct Fields<'a> {
    stacks: Vec<Amount<'a>>,
    antes: Vec<Amount<'a>>,
    blinds: Vec<Amount<'a>>,
    small_bet: Option<Vec<Amount<'a>>>,
    big_bet: Option<Vec<Amount<'a>>>,
    /// The smallest bet (`min_bet`): a hand without blinds bets from it.
    min_bet: Option<Vec<Amount<'a>>>,
    /// The actions, their comments cut, in words.
    actions: Vec<PhhAction<'a>>,
}

/// One PHH action, its comment cut (the text up to a `#`), split into words once: the scale
/// (`decimals`, a bet's amount) and the reading (`read_actions_in`) both need them.
struct PhhAction<'a> {
    /// The text up to the comment, untrimmed.
    text: &'a str,
    /// The first five words (five or more match no action: an error).
    words: [&'a str; 5],
    /// How many words, at most five.
    count: usize,
}

impl<'a> PhhAction<'a> {
    fn new(text: &'a str) -> PhhAction<'a> {
        let (words, count) = words_of(text);
        PhhAction { text, words, count }
    }

    /// The words (at most five).
    fn words(&self) -> &[&'a str] {
        &self.words[..self.count]
    }
}

/// The first five words of a text as `split_whitespace` gives them, and how many (at most five):
/// an ASCII text (every PHH action) is split by its bytes (the whitespace of `char::is_whitespace`
/// below 0x80: the tab, the line feed, the vertical tab, the form feed, the carriage return and
/// the space), any other by `split_whitespace`.
fn words_of(text: &str) -> ([&str; 5], usize) {
    let mut words = [""; 5];
    let mut count = 0;
    if text.is_ascii() {
        let b = text.as_bytes();
        let space = |x: u8| x == b' ' || (b'\t'..=b'\r').contains(&x);
        let mut i = 0;
        while count < 5 {
            while i < b.len() && space(b[i]) {
                i += 1;
            }
            if i == b.len() {
                break;
            }
            let start = i;
            while i < b.len() && !space(b[i]) {
                i += 1;
            }
            words[count] = &text[start..i];
            count += 1;
        }
    } else {
        for (slot, word) in words.iter_mut().zip(text.split_whitespace()) {
            *slot = word;
            count += 1;
        }
    }
    (words, count)
}

/// Amounts of a hand in chip units: every amount scaled by the decimals of the most precise.
struct Money {
    decimals: u32,
}

impl Money {
    /// The amount `s` in chip units; `f` names the field, for the error.
    fn chips(&self, s: &str, f: impl FnOnce() -> String) -> Result<u64, HandError> {
        self.amount(&Amount::Text(Cow::Borrowed(s)), f)
    }

    /// [`Money::chips`] of an amount as the TOML gives it.
    fn amount(&self, a: &Amount, f: impl FnOnce() -> String) -> Result<u64, HandError> {
        a.decimal()
            .and_then(|d| d.scaled(self.decimals))
            .ok_or_else(|| {
                HandError::invalid(
                    f(),
                    Errors::NotAmount {
                        value: a.to_string(),
                    },
                )
            })
    }
}

/// Who sits where: seat numbers and names by position (the first `n`), heads-up reversed.
struct Positions<'a> {
    n: usize,
    seats: [u8; MAX_PLAYERS],
    names: [Option<&'a str>; MAX_PLAYERS],
}

impl Positions<'_> {
    /// Name the hand's seats by the players' names.
    fn name_seats(&self, hand: &mut Hand) {
        for (k, name) in self.names[..self.n].iter().enumerate() {
            if let Some(name) = name
                && let Some(s) = hand.seats.iter_mut().find(|s| s.seat == self.seats[k])
            {
                s.name = Some((*name).to_string());
            }
        }
    }

    /// Position k of the arrays -> player index. Heads-up the arrays are reversed.
    fn player_of(&self, k: usize) -> usize {
        if self.n == 2 { 1 - k } else { k }
    }
}

/// The posts of a hand: blinds, straddles and antes.
struct Posts {
    small: u64,
    big: u64,
    straddles: Vec<Straddle>,
    ante: u64,
    big_blind_ante: u64,
    /// Antes that differ from seat to seat, by position (else `None`).
    per_seat: Option<Vec<u64>>,
    /// Only the first player after the button posts, the big blind: a dead small blind.
    dead_small_blind: bool,
    /// Negative entries of `blinds_or_straddles` (PokerKit's convention): dead posts.
    dead_posts: Vec<Post>,
    /// Who posts the blinds: the positions, the button alone (only the last player's entry,
    /// the button's, is not 0), or nobody (every entry 0: `min_bet` is the smallest bet).
    by: BlindsPostedBy,
}

/// One hand's table: the hand validated, and with `full` the [`Imported`] record of it (else
/// None, its fields checked alike).
fn import_table(t: &Doc<'_>, p: &str, full: bool) -> Result<TableRead, HandError> {
    let game = variant(t, p)?;
    let fields = read_fields(t, p)?;
    let money = Money {
        decimals: decimals(&fields, p)?,
    };
    let at = positions(t, p, fields.stacks.len())?;
    if game.family() == crate::hand::Family::Stud {
        return import_stud(t, p, game, &fields, &money, &at, full);
    }
    let posts = posts(&fields, &money, &at, p)?;
    let limits = if game.structure() == crate::hand::Structure::FixedLimit {
        let sb = match &fields.small_bet {
            Some(v) => money.amount(&v[0], || format!("{p}small_bet"))?,
            None => posts.big,
        };
        let bbv = match &fields.big_bet {
            Some(v) => money.amount(&v[0], || format!("{p}big_bet"))?,
            None => 2 * sb,
        };
        Some(Limits {
            small_bet: sb,
            big_bet: bbv,
            cap: None,
        })
    } else {
        None
    };
    let mut read = read_actions(&fields.actions, &money, &at, p, game)?;
    // Five- and six-card Omaha and Big O have Omaha's codes: the cards dealt tell.
    let game = game.by_hole_cards(|n| read.hole[..at.n].iter().any(|h| h.len() == 2 * n));
    let mut hole = std::mem::take(&mut read.hole);
    let seats = all_of(
        at.n,
        (0..at.n).map(|k| {
            Ok(SeatInput {
                up_cards: None,
                player: None,
                seat: at.seats[k],
                // Without the record, the names go on the hand once it is read (not
                // copied into the input, then again into the hand).
                name: full
                    .then(|| at.names.get(k).copied().flatten().map(String::from))
                    .flatten(),
                stack: money.amount(&fields.stacks[k], || format!("{p}starting_stacks[{k}]"))?,
                cards: (!read.hole_unknown[k] && !hole[k].is_empty())
                    .then(|| std::mem::take(&mut hole[k])),
                ante: posts.per_seat.as_ref().map(|a| a[k]),
                absent: false,
            })
        }),
    )?;
    let (input, notes, mut hand, replayed) = normalize_replayed(
        HandInput {
            betting: None,
            bring_in: None,
            game,
            blinds: Blinds {
                small: posts.small,
                big: posts.big,
            },
            blinds_posted_by: posts.by,
            ante: posts.ante,
            big_blind_ante: posts.big_blind_ante,
            button: at.seats[at.n - 1],
            seats,
            actions: read.actions,
            straddles: posts.straddles,
            posts: posts.dead_posts,
            dead_small_blind: posts.dead_small_blind,
            smallest_chip: None,
            limits,
            rules: read_rules(t, &money, p)?,
        },
        !full,
    )?;
    if !full {
        at.name_seats(&mut hand);
    }
    Ok((imported(t, p, input, &money, notes, full)?, hand, replayed))
}

fn variant(t: &Doc<'_>, p: &str) -> Result<Game, HandError> {
    // The field, named only for an error.
    let field = || format!("{p}variant");
    let variant = t
        .get("variant")
        .and_then(Value::as_str)
        .ok_or_else(|| HandError::invalid(field(), Errors::MissingVariant))?;
    // The game's row by its code (Courchevel's `PC` is floorcall's, in PokerKit's manner).
    Game::from_phh(variant).ok_or_else(|| {
        HandError::unsupported(
            field(),
            Errors::VariantNotSupportedFloorcallModels {
                other: (variant).to_string(),
            },
        )
    })
}

/// A stack recorded as `inf` (PokerKit's "deeper than anything in the hand", written by
/// HandHQ's iPoker files): read as this many units, more than any bet a hand holds, so the
/// seat is never all-in.
pub const INF_STACK: &str = "1000000000";

fn read_fields<'a>(t: &'a Doc<'a>, p: &str) -> Result<Fields<'a>, HandError> {
    // A stack recorded as `inf` is read as deep as nothing in the hand reaches.
    let stacks = amount_list(t, "starting_stacks", p, |v| match v.as_float() {
        Some(f) if f.is_infinite() && f > 0.0 => Some(Amount::Text(Cow::Borrowed(INF_STACK))),
        _ => None,
    })?
    .ok_or_else(|| HandError::invalid(format!("{p}starting_stacks"), Errors::Missing))?;
    let n = stacks.len();
    if !(2..=MAX_PLAYERS).contains(&n) {
        return Err(HandError::invalid(
            format!("{p}starting_stacks"),
            Errors::PlayersHandHas { n: (n).to_string() },
        ));
    }
    let actions: Vec<PhhAction> = match t.array("actions") {
        Some(a) => {
            let actions = a.iter().enumerate().map(|(i, v)| {
                v.as_str()
                    .map(|s| {
                        // Up to a comment (`#` is one byte: the cut is at a character boundary).
                        let end = s.bytes().position(|b| b == b'#').unwrap_or(s.len());
                        PhhAction::new(&s[..end])
                    })
                    .ok_or_else(|| {
                        HandError::invalid(format!("{p}actions[{i}]"), Errors::ActionString)
                    })
            });
            all_of(a.len(), actions)?
        }
        _ => {
            return Err(HandError::invalid(
                format!("{p}actions"),
                Errors::MissingActions,
            ));
        }
    };
    Ok(Fields {
        antes: amounts(t, "antes", p)?.unwrap_or_else(|| vec![Amount::ZERO; n]),
        blinds: amounts(t, "blinds_or_straddles", p)?.unwrap_or_else(|| vec![Amount::ZERO; n]),
        small_bet: amounts(t, "small_bet", p)?,
        big_bet: amounts(t, "big_bet", p)?,
        min_bet: amounts(t, "min_bet", p)?,
        stacks,
        actions,
    })
}

/// One scale for every amount of the hand: enough decimals for the most precise one.
fn decimals(f: &Fields<'_>, p: &str) -> Result<u32, HandError> {
    let mut decimals = 0;
    // The decimals of one amount; the field is named only for an error.
    let mut count = |s: &Amount, field: &dyn Fn() -> String| -> Result<(), HandError> {
        let d = s.decimal().ok_or_else(|| {
            HandError::invalid(
                field(),
                Errors::NotAmount2 {
                    value: s.to_string(),
                },
            )
        })?;
        decimals = decimals.max(d.decimals);
        Ok(())
    };
    for (key, v) in [
        ("starting_stacks", &f.stacks),
        ("antes", &f.antes),
        ("blinds_or_straddles", &f.blinds),
    ] {
        for (i, s) in v.iter().enumerate() {
            // A negative blind is a dead post (PokerKit); its size counts like any amount.
            let negated = if key == "blinds_or_straddles" {
                s.negated()
            } else {
                None
            };
            count(negated.as_ref().unwrap_or(s), &|| format!("{p}{key}[{i}]"))?;
        }
    }
    for (i, a) in f.actions.iter().enumerate() {
        // Only a bet's words hold an amount.
        if let [_, "cbr", amount, ..] = a.words() {
            count(&Amount::Text(Cow::Borrowed(amount)), &|| {
                format!("{p}actions[{i}]")
            })?;
        }
    }
    if decimals > 6 {
        return Err(HandError::invalid(
            format!("{p}starting_stacks"),
            Errors::AmountsHaveMoreThanSix,
        ));
    }
    Ok(decimals)
}

/// The seats and names by position; `n` (the stacks', at most `MAX_PLAYERS`: `read_fields`
/// checks it) is how many.
fn positions<'a>(t: &Doc<'a>, p: &str, n: usize) -> Result<Positions<'a>, HandError> {
    let mut seats = [0u8; MAX_PLAYERS];
    let given = match t.array("seats") {
        Some(a) => {
            // Every entry a seat number (the first bad one is the error), then as many as
            // the stacks.
            for (i, v) in a.iter().enumerate() {
                let seat = v
                    .as_integer()
                    .and_then(|x| u8::try_from(x).ok())
                    .ok_or_else(|| {
                        HandError::invalid(format!("{p}seats[{i}]"), Errors::SeatNumber)
                    })?;
                if let Some(slot) = seats.get_mut(i) {
                    *slot = seat;
                }
            }
            a.len()
        }
        _ => {
            for (k, seat) in seats.iter_mut().enumerate().take(n) {
                *seat = k as u8 + 1;
            }
            n
        }
    };
    if given != n {
        return Err(HandError::invalid(
            format!("{p}seats"),
            Errors::SeatsStartingStacksDifferLength,
        ));
    }
    let mut names = [None; MAX_PLAYERS];
    if let Some(a) = t.array("players") {
        for (name, v) in names.iter_mut().zip(a) {
            *name = v.as_str();
        }
    }
    Ok(Positions { n, seats, names })
}

fn posts<'a>(
    f: &'a Fields<'a>,
    money: &Money,
    at: &Positions,
    p: &str,
) -> Result<Posts, HandError> {
    let n = at.n;
    let get = |v: &'a [Amount<'a>], k: usize| v.get(k).unwrap_or(&Amount::ZERO);
    // By player: the first `n` of each.
    let mut blinds = [0u64; MAX_PLAYERS];
    let mut antes = [0u64; MAX_PLAYERS];
    let mut dead_posts = Vec::new();
    for k in 0..n {
        let pl = at.player_of(k);
        let field = || format!("{p}blinds_or_straddles[{k}]");
        let text = get(&f.blinds, k);
        // A negative entry is a post outside the blinds that goes to the pot dead.
        if let Some(dead) = text.negated() {
            let amount = money.amount(&dead, field)?;
            if amount > 0 {
                dead_posts.push(Post {
                    seat: at.seats[pl],
                    amount,
                    kind: PostKind::Dead,
                });
            }
        } else {
            blinds[pl] = money.amount(text, field)?;
        }
        antes[pl] = money.amount(get(&f.antes, k), || format!("{p}antes[{k}]"))?;
    }
    let (blinds, antes) = (&blinds[..n], &antes[..n]);
    let ante_form = |antes: &[u64]| {
        if antes.iter().all(|&a| a == antes[0]) {
            (antes[0], None)
        } else {
            (0, Some(antes.to_vec()))
        }
    };
    // A button blind (only the button, the last player, posts) or no blinds at all (antes
    // alone, the smallest bet `min_bet`): the button acts last on every round. The posts are
    // by player (heads-up the arrays are reversed): the button is the last player.
    let button = n - 1;
    let only_button = blinds[button] > 0
        && (0..n).all(|pl| pl == button || blinds[pl] == 0)
        && dead_posts.is_empty();
    let none = blinds.iter().all(|&b| b == 0) && dead_posts.is_empty();
    if only_button || none {
        let big = if only_button {
            blinds[button]
        } else {
            match &f.min_bet {
                Some(v) => money.amount(&v[0], || format!("{p}min_bet"))?,
                None => 0,
            }
        };
        if big == 0 {
            return Err(HandError::unsupported(
                format!("{p}blinds_or_straddles"),
                Errors::HandsWithoutBigBlindButton,
            ));
        }
        let (ante, per_seat) = ante_form(antes);
        return Ok(Posts {
            small: 0,
            big,
            straddles: Vec::new(),
            ante,
            big_blind_ante: 0,
            per_seat,
            dead_small_blind: false,
            dead_posts,
            by: if only_button {
                BlindsPostedBy::Button
            } else {
                BlindsPostedBy::Nobody
            },
        });
    }
    // Our model: heads-up, the button (last player) posts the small blind; three or more
    // players with only the first after the button posting: that post is the big blind and
    // the small blind is dead.
    let dead_small_blind = n >= 3 && blinds[0] > 0 && blinds[1] == 0;
    let (sb_player, bb_player) = if n == 2 {
        (1, 0)
    } else if dead_small_blind {
        (0, 0)
    } else {
        (0, 1)
    };
    let big = blinds[bb_player];
    if big == 0 {
        return Err(HandError::unsupported(
            format!("{p}blinds_or_straddles"),
            Errors::HandsWithoutBigBlindButton,
        ));
    }
    let straddles = (2..n)
        .map(|k| at.player_of(k))
        .filter(|&pl| blinds[pl] > 0)
        .map(|pl| Straddle {
            seat: at.seats[pl],
            amount: blinds[pl],
        })
        .collect();
    let (ante, big_blind_ante, per_seat) = if antes.iter().all(|&a| a == antes[0]) {
        (antes[0], 0, None)
    } else if antes
        .iter()
        .enumerate()
        .all(|(i, &a)| i == bb_player || a == 0)
    {
        (0, antes[bb_player], None)
    } else {
        (0, 0, Some(antes.to_vec()))
    };
    Ok(Posts {
        // With a dead small blind the level's small blind is not in the hand: half the big
        // blind stands for it (pot-limit counts it, Rule 54-B).
        small: if dead_small_blind {
            big / 2
        } else {
            blinds[sb_player]
        },
        big,
        dead_small_blind,
        dead_posts,
        straddles,
        ante,
        big_blind_ante,
        per_seat,
        by: BlindsPostedBy::Positions,
    })
}

/// An imported PHH hand: the hand, its scale, the recorded finishing stacks and its id; with
/// `full` false, None (the finishing stacks still checked: an error there is the hand's).
fn imported(
    t: &Doc<'_>,
    p: &str,
    input: HandInput,
    money: &Money,
    notes: Vec<crate::text::Message>,
    full: bool,
) -> Result<Option<Imported>, HandError> {
    if !full {
        // Checked as the record reads them, nothing kept.
        if let Some(v) = t.get("finishing_stacks") {
            let each = |i: Option<usize>, v| {
                amount_of(v, false, || match i {
                    Some(i) => format!("{p}finishing_stacks[{i}]"),
                    None => format!("{p}finishing_stacks"),
                })
            };
            match v {
                Value::Array(a) => {
                    for (i, v) in t.items(*a).iter().enumerate() {
                        each(Some(i), v)?;
                    }
                }
                v => {
                    each(None, v)?;
                }
            }
        }
        return Ok(None);
    }
    Ok(Some(Imported {
        hand: input,
        scale: 10u64.pow(money.decimals),
        finishing_stacks: amounts(t, "finishing_stacks", p)?
            .map(|v| v.iter().map(Amount::to_string).collect()),
        source_id: t.get("hand").map(|v| match v {
            Value::String(s) => (*s).to_string(),
            Value::Integer(i) => i.to_string(),
            other => other.to_toml(t).to_string(),
        }),
        collected: Vec::new(),
        rake: None,
        added: 0,
        notes,
    }))
}

/// A stud hand: players in seat order, antes and the bring-in, no blinds or button.
fn import_stud(
    t: &Doc<'_>,
    p: &str,
    game: Game,
    fields: &Fields<'_>,
    money: &Money,
    at: &Positions,
    full: bool,
) -> Result<TableRead, HandError> {
    let bring_in = match amounts(t, "bring_in", p)? {
        Some(v) => money.amount(&v[0], || format!("{p}bring_in"))?,
        None => 0,
    };
    let small_bet = match &fields.small_bet {
        Some(v) => money.amount(&v[0], || format!("{p}small_bet"))?,
        None => 0,
    };
    let big_bet = match &fields.big_bet {
        Some(v) => money.amount(&v[0], || format!("{p}big_bet"))?,
        None => 2 * small_bet,
    };
    let antes = (0..at.n).map(|k| {
        let a = fields.antes.get(k).unwrap_or(&Amount::ZERO);
        money.amount(a, || format!("{p}antes[{k}]"))
    });
    let antes = all_of(at.n, antes)?;
    let uniform = antes.iter().all(|&a| a == antes[0]);
    let read = read_actions_in(&fields.actions, money, at, p, false, 0)?;
    let seats = all_of(
        at.n,
        (0..at.n).map(|k| {
            let dealt = &read.hole[k];
            let known = !dealt.contains('?') && !dealt.is_empty();
            // The up cards where the down cards are not known: the third to the sixth card.
            let up: String = (2..6)
                .filter_map(|c| dealt.get(2 * c..2 * c + 2))
                .take_while(|c| !c.contains('?'))
                .collect();
            Ok(SeatInput {
                up_cards: (!known && !up.is_empty()).then_some(up),
                player: None,
                seat: at.seats[k],
                // Without the record, the names go on the hand once it is read (not
                // copied into the input, then again into the hand).
                name: full
                    .then(|| at.names.get(k).copied().flatten().map(String::from))
                    .flatten(),
                stack: money.amount(&fields.stacks[k], || format!("{p}starting_stacks[{k}]"))?,
                cards: known.then(|| dealt.clone()),
                ante: (!uniform).then_some(antes[k]),
                absent: false,
            })
        }),
    )?;
    let (input, notes, mut hand, replayed) = normalize_replayed(
        HandInput {
            betting: None,
            bring_in: Some(bring_in),
            game,
            blinds: Blinds::default(),
            blinds_posted_by: Default::default(),
            ante: if uniform { antes[0] } else { 0 },
            big_blind_ante: 0,
            button: 0,
            seats,
            actions: read.actions,
            straddles: Vec::new(),
            posts: Vec::new(),
            dead_small_blind: false,
            smallest_chip: None,
            limits: Some(Limits {
                small_bet,
                big_bet,
                cap: None,
            }),
            rules: read_rules(t, money, p)?,
        },
        !full,
    )?;
    if !full {
        at.name_seats(&mut hand);
    }
    Ok((imported(t, p, input, money, notes, full)?, hand, replayed))
}

/// The actions of a hand and the hole cards dealt, by position.
struct Read {
    actions: Vec<ActionInput>,
    /// By position, the first `n` (a hand has at most `MAX_PLAYERS`: `read_fields` checks it).
    hole: [String; MAX_PLAYERS],
    hole_unknown: [bool; MAX_PLAYERS],
}

fn read_actions(
    raw: &[PhhAction],
    money: &Money,
    at: &Positions,
    p: &str,
    game: Game,
) -> Result<Read, HandError> {
    let exposed = game.board_cards(game.first_street());
    read_actions_in(raw, money, at, p, true, exposed)
}

/// The actions; `positional`: a hand with blinds, where a player's unknown cards make the
/// whole hand unknown (stud keeps each card's place, to find the up cards).
fn read_actions_in(
    raw: &[PhhAction],
    money: &Money,
    at: &Positions,
    p: &str,
    positional: bool,
    exposed: usize,
) -> Result<Read, HandError> {
    let n = at.n;
    // Draw games: the position whose draw waits for its new cards, and where that draw is.
    let mut drawing = [None::<usize>; MAX_PLAYERS];
    let mut r = Read {
        actions: Vec::with_capacity(raw.len()),
        hole: Default::default(),
        hole_unknown: [false; MAX_PLAYERS],
    };
    let mut board = Board {
        exposed,
        ..Board::default()
    };
    for (i, a) in raw.iter().enumerate() {
        // The field, named only for an error.
        let f = || format!("{p}actions[{i}]");
        let player_index = |w: &str| -> Result<usize, HandError> {
            // `p1` to `p9`, read directly; any other word as a number after the `p`.
            if let [b'p', d @ b'1'..=b'9'] = *w.as_bytes()
                && usize::from(d - b'0') <= n
            {
                return Ok(usize::from(d - b'1'));
            }
            w.strip_prefix('p')
                .and_then(|x| x.parse::<usize>().ok())
                .filter(|&x| (1..=n).contains(&x))
                .map(|x| x - 1)
                .ok_or_else(|| {
                    HandError::invalid(f(), Errors::NotPlayerHand { w: (w).to_string() })
                })
        };
        // The words (five or more match no action: the error below).
        let w = a.words();
        let seat = |who: &str| player_index(who).map(|k| at.seats[k]);
        match w {
            [] => continue,
            ["d", "dh", who, cards] => {
                let k = player_index(who)?;
                if let Some(d) = drawing[k].take() {
                    // The cards a draw takes.
                    if !cards.contains('?') {
                        r.actions[d].cards = Some(cards.to_string());
                    }
                } else if cards.contains('?') && positional {
                    r.hole_unknown[k] = true;
                } else {
                    r.hole[k].push_str(cards);
                }
            }
            [who, "pb"] => r.actions.push(player_act(seat(who)?, ActionKind::BringIn)),
            [who, "sd"] => r.actions.push(player_act(seat(who)?, ActionKind::Draw)),
            [who, "sd", cards] => {
                let k = player_index(who)?;
                let mut act = player_act(at.seats[k], ActionKind::Draw);
                act.discards = Some(cards.to_string());
                drawing[k] = Some(r.actions.len());
                r.actions.push(act);
            }
            ["d", "db", cards] => {
                if let Some(deal) = board.deal(cards, f)? {
                    r.actions.push(deal);
                }
            }
            [who, "f"] => r.actions.push(player_act(seat(who)?, ActionKind::Fold)),
            [who, "cc"] => r.actions.push(player_act(seat(who)?, ActionKind::Call)),
            [who, "cbr", amount] => {
                let mut act = player_act(seat(who)?, ActionKind::Raise);
                act.to = Some(money.chips(amount, f)?);
                r.actions.push(act);
            }
            [who, "sm"] => r.actions.push(player_act(seat(who)?, ActionKind::Muck)),
            [who, "sm", cards] => {
                let mut act = player_act(seat(who)?, ActionKind::Show);
                if !cards.contains('?') {
                    act.cards = Some(cards.to_string());
                }
                r.actions.push(act);
            }
            _ => {
                return Err(HandError::invalid(
                    f(),
                    Errors::NotPhhActionFloorcallUnderstands {
                        value: a.text.trim().to_string(),
                    },
                ));
            }
        }
    }
    Ok(r)
}

/// Board cards as PHH deals them (several `d db` lines may make one street).
#[derive(Default)]
struct Board {
    pending: String,
    count: usize,
    /// Board cards dealt before the first round (Courchevel's one; else none).
    exposed: usize,
}

impl Board {
    /// Deal `cards`: the street's deal once its cards are complete.
    fn deal(
        &mut self,
        cards: &str,
        f: impl FnOnce() -> String,
    ) -> Result<Option<ActionInput>, HandError> {
        self.pending.push_str(cards);
        let count = self.pending.len() / 2;
        let street = match self.count + count {
            c if self.count == 0 && self.exposed > 0 && c == self.exposed => Street::Preflop,
            3 if self.count == self.exposed => Street::Flop,
            4 if self.count == 3 => Street::Turn,
            5 if self.count == 4 => Street::River,
            c if c < 3 && (self.count > 0 || c < self.exposed || self.exposed == 0) => {
                return Ok(None);
            }
            _ => {
                return Err(HandError::invalid(f(), Errors::BoardCardsDoNotAdd));
            }
        };
        let deal = ActionInput {
            deal: Some(street),
            cards: (!self.pending.contains('?')).then(|| self.pending.clone()),
            ..Default::default()
        };
        self.count += count;
        self.pending.clear();
        Ok(Some(deal))
    }
}

fn player_act(seat: u8, kind: ActionKind) -> ActionInput {
    ActionInput {
        seat: Some(seat),
        action: Some(kind),
        ..Default::default()
    }
}

/// Replace PHH's "check or call" and "complete, bet or raise" with the word that fits the
/// state (a check where nothing was owed, a bet where nobody had bet), and repair a history that
/// leaves out a player's turn: the players skipped are given the fold (facing a bet) or the
/// check that the recorded sequence implies, as PokerKit does. Stops quietly at the first action
/// the replay refuses: the rest is kept as written and the replay reports it.
pub fn normalize(input: HandInput) -> Result<HandInput, HandError> {
    normalize_noted(input).map(|(input, _)| input)
}

/// [`normalize`], and the notes of what it read otherwise than the text spells it: a
/// fixed-limit raise recorded "to" the most its opponents can put in (an all-in for less than
/// the raise), which is the limit's raise called all in for less ([`capped_limit_raise`]).
pub fn normalize_noted(
    input: HandInput,
) -> Result<(HandInput, Vec<crate::text::Message>), HandError> {
    normalize_parsed(input).map(|(input, notes, _)| (input, notes))
}

/// How an action of the normalized hand differs from the hand as parsed: another action in
/// the parsed one's place, or one the history left out.
enum Slot {
    Replace(crate::hand::Action),
    Insert(crate::hand::Action),
}

/// [`normalize_noted`], and the normalized hand validated: the hand `Hand::parse` gives for
/// the normalized input, built from the hand the normalization parsed and replayed (the
/// actions it filled in or reworded put in their place) instead of parsing it a second time.
pub fn normalize_parsed(
    input: HandInput,
) -> Result<(HandInput, Vec<crate::text::Message>, Hand), HandError> {
    normalize_replayed(input, false).map(|(input, notes, hand, _)| (input, notes, hand))
}

/// [`normalize_parsed`]; with `record`, the replay of the normalized hand where the
/// normalization's own pass is that replay (every action applied as the replay applies it,
/// none filled in: the checks and bets it rewords play as the calls and raises the text
/// wrote), for [`crate::replay::Detached::bind`].
fn normalize_replayed(mut input: HandInput, record: bool) -> Result<Normalized, HandError> {
    use crate::hand::{Act, Action};
    let mut hand = Hand::parse(&input)?;
    let mut notes = Vec::new();
    let Ok(mut table) = crate::replay::Table::new(&hand) else {
        return Ok((input, notes, hand, None));
    };
    // The decisions, as `replay` records them (before every betting action).
    let mut decisions = if record {
        crate::replay::Decisions::with_capacity(hand.actions.len())
    } else {
        crate::replay::Decisions::default()
    };
    // The actions are reworded in place; only once a skipped turn is filled in do they move to
    // a new list (`out`, the actions before that turn first).
    let mut slots: Vec<ActionInput> = std::mem::take(&mut input.actions);
    let mut out: Option<Vec<ActionInput>> = None;
    // How the normalized hand's actions differ from the parsed ones, by their index among the
    // normalized: the reworded and the filled in (the others are the parsed actions as they are).
    let mut edits: Vec<(usize, Slot)> = Vec::new();
    // How many normalized actions so far.
    let mut done = 0;
    // Whether the hand must be parsed again: an edit this function does not mirror.
    let mut reparse = false;
    let mut k = 0;
    while k < hand.actions.len() {
        let mut a = &hand.actions[k];
        let (kind, to) = (slots[k].action, slots[k].to);
        // The slot's words once reworded.
        let (mut new_kind, mut new_to) = (kind, to);
        let capped;
        if let Action::Player { seat, act } = a
            && act.is_betting()
        {
            if table.deal_implied(k).is_err() {
                break;
            }
            // Fill in skipped turns (at most one round of them); not where the turn is not
            // known (a stud round whose opener the cards do not tell).
            for _ in 0..hand.seats.len() * usize::from(!table.opener_open()) {
                match table.to_act() {
                    Some(s) if s != *seat && !table.has_folded(*seat) => {
                        let fill = if table.options(s).is_some_and(|o| o.can_check) {
                            (Act::Check, ActionKind::Check)
                        } else {
                            (Act::Fold, ActionKind::Fold)
                        };
                        let filled = Action::Player {
                            seat: s,
                            act: fill.0,
                        };
                        if table.apply(k, &filled).is_err() {
                            break;
                        }
                        out.get_or_insert_with(|| {
                            let mut out = Vec::with_capacity(slots.len() + hand.seats.len());
                            out.extend(slots[..k].iter_mut().map(std::mem::take));
                            out
                        })
                        .push(player_act(s, fill.1));
                        edits.push((done, Slot::Insert(filled)));
                        done += 1;
                    }
                    _ => break,
                }
            }
            let decision = if record { table.decision(k) } else { None };
            // The options of the seat to act, worked out once (the decision holds them).
            let facing_zero = match &decision {
                Some(d) if d.seat == *seat => d.options.to_call == 0,
                _ => table.options(*seat).is_some_and(|o| o.to_call == 0),
            };
            decisions.extend(decision);
            let no_bet = table.current_bet() == 0;
            match new_kind {
                Some(ActionKind::Call) if facing_zero => new_kind = Some(ActionKind::Check),
                Some(ActionKind::Raise) if no_bet => new_kind = Some(ActionKind::Bet),
                _ => {}
            }
            if let Some((to, full)) = capped_limit_raise(&table, *seat, act) {
                notes.push(
                    super::Notes::CappedLimitRaise {
                        index: done,
                        seat: *seat,
                        to,
                        full,
                        excess: full - to,
                    }
                    .into(),
                );
                new_to = Some(full);
                capped = Action::Player {
                    seat: *seat,
                    act: match act {
                        Act::Bet(_) => Act::Bet(full),
                        _ => Act::Raise(full),
                    },
                };
                a = &capped;
            }
        }
        if table.apply(k, a).is_err() {
            // Kept as written.
            break;
        }
        // The action `Hand::parse` reads from the slot, where the slot was reworded.
        if (kind, to) != (new_kind, new_to) {
            if let Action::Player { seat, .. } = a {
                let act = match (new_kind, new_to) {
                    (Some(ActionKind::Check), _) => Some(Act::Check),
                    (Some(ActionKind::Bet), Some(t)) if t > 0 => Some(Act::Bet(t)),
                    (Some(ActionKind::Raise), Some(t)) if t > 0 => Some(Act::Raise(t)),
                    _ => None,
                };
                reparse |= act.is_none();
                if let Some(act) = act {
                    edits.push((done, Slot::Replace(Action::Player { seat: *seat, act })));
                }
            } else {
                reparse = true;
            }
        }
        let slot = &mut slots[k];
        (slot.action, slot.to) = (new_kind, new_to);
        if let Some(out) = &mut out {
            out.push(std::mem::take(slot));
        }
        done += 1;
        k += 1;
    }
    let inserted = out.is_some();
    // The pass is the normalized hand's replay when it applied every action, each at its own
    // index (none inserted) and as the hand has it (a reworded one recorded in its new word).
    let replayed = (record && k == hand.actions.len() && !inserted && !reparse).then(|| {
        for (index, s) in &edits {
            if let Slot::Replace(Action::Player { act, .. }) = s {
                table.reword(*index, act.kind());
            }
        }
        crate::replay::Detached::of(std::mem::take(&mut decisions), table)
    });
    input.actions = match out {
        Some(mut out) => {
            out.extend(slots.drain(k..));
            out
        }
        None => slots,
    };
    if reparse || (inserted && !hand.runs.is_empty()) {
        // The run of a deal is by its index, which an inserted action moves.
        let hand = Hand::parse(&input)?;
        return Ok((input, notes, hand, None));
    }
    if !inserted {
        // Each action at its own index: the reworded ones put in place.
        for (index, s) in edits {
            if let Slot::Replace(a) = s {
                hand.actions[index] = a;
            }
        }
    } else {
        // The normalized actions in order: the parsed ones, the reworded in their place and
        // the filled in among them; then the rest as parsed.
        let mut parsed = std::mem::take(&mut hand.actions).into_iter();
        let mut actions = Vec::with_capacity(input.actions.len());
        let mut edits = edits.into_iter().peekable();
        for index in 0..done {
            match edits.next_if(|(i, _)| *i == index) {
                Some((_, Slot::Replace(a))) => {
                    parsed.next();
                    actions.push(a);
                }
                Some((_, Slot::Insert(a))) => actions.push(a),
                None => actions.extend(parsed.next()),
            }
        }
        actions.extend(parsed);
        hand.actions = actions;
    }
    debug_assert_eq!(Hand::parse(&input).ok().as_ref(), Some(&hand));
    #[cfg(debug_assertions)]
    if let Some(r) = &replayed {
        let fresh = crate::replay::replay(&hand).ok();
        let bound = r.clone().bind(&hand);
        debug_assert_eq!(
            fresh.map(|f| format!("{f:?}")),
            Some(format!("{bound:?}")),
            "the importer's replay is the hand's"
        );
    }
    Ok((input, notes, hand, replayed))
}

/// The normalized input, its notes, the hand, and its replay where the pass made it.
type Normalized = (
    HandInput,
    Vec<crate::text::Message>,
    Hand,
    Option<crate::replay::Detached>,
);

/// A fixed-limit bet or raise recorded "to" less than the limit's amount, where that amount is
/// the most any live opponent can put in (their chips in front and behind: every one of them
/// all in at it) and the raiser has the chips for the full raise: histories written from the
/// chips that end up in play (PHH's WSOP files) record such a raise as the opponent's all-in.
/// It is the limit's raise (Rule 48: a bet or raise is of the limit's size), which the
/// opponent calls all in for less and whose excess is returned uncalled: the same chips change
/// hands. Returns the amount recorded and the full raise, when `act` is such a raise.
fn capped_limit_raise(
    table: &crate::replay::Table,
    seat: u8,
    act: &crate::hand::Act,
) -> Option<(u64, u64)> {
    use crate::hand::Act;
    let (Act::Bet(to) | Act::Raise(to)) = *act else {
        return None;
    };
    if table.hand().structure != crate::hand::Structure::FixedLimit || table.to_act() != Some(seat)
    {
        return None;
    }
    let o = table.options(seat)?;
    let full = o.min_raise_to?;
    // The limit's raise, the raiser not short of it, and the amount recorded below it.
    if !o.can_raise
        || o.max_raise_to != Some(full)
        || table.committed(seat) + table.stack(seat) < full
        || to >= full
        || to <= table.current_bet()
    {
        return None;
    }
    // The most any live opponent can reach on this street is exactly the amount recorded.
    let reach = table
        .live_seats()
        .into_iter()
        .filter(|&s| s != seat)
        .map(|s| table.committed(s) + table.stack(s))
        .max()?;
    (reach == to).then_some((to, full))
}

/// The PHH variant code of a game (PokerKit's codes where it has one).
pub fn variant_code(game: Game) -> &'static str {
    game.phh()
}

/// Write a hand as PHH text. A dead small blind and dead posts have PHH forms (the big blind
/// alone first, a negative entry); a live post outside the blinds has none and is left out, as
/// are the deals of a board's later runs (PHH writes one board) and a stud community card
/// (PHH's stud has no board). The hand's rules where they are not the TDA's (`hand.rules`)
/// have no PHH field: they are written as user-defined fields (names with an underscore,
/// which PHH leaves to its users and floorcall reads back), so another reader replays the
/// hand under the TDA's rules unless it knows them.
pub fn export(hand: &Hand) -> String {
    let table = crate::replay::Table::new(hand).ok();
    let stud = hand.game.family() == crate::hand::Family::Stud;
    // Stud has no positions: the players in seat order.
    let order = if stud {
        (0..hand.seats.len()).collect()
    } else {
        positional_order(hand, table.as_ref())
    };
    let (blinds, antes) = if stud {
        let antes = order
            .iter()
            .map(|&i| hand.seats[i].ante.to_string())
            .collect();
        (vec!["0".to_string(); order.len()], antes)
    } else {
        export_posts(hand, table.as_ref(), &order)
    };
    let list = |v: Vec<String>| format!("[{}]", v.join(", "));
    let variant = variant_code(hand.game);
    let of = |f: &dyn Fn(usize) -> String| order.iter().map(|&i| f(i)).collect::<Vec<_>>();
    let mut out = format!("variant = '{variant}'\nante_trimming_status = false\n");
    out.push_str(&format!("antes = {}\n", list(antes)));
    out.push_str(&format!("blinds_or_straddles = {}\n", list(blinds)));
    if hand.structure == crate::hand::Structure::FixedLimit {
        let (s, b) = match hand.limits {
            Some(l) => (l.small_bet, l.big_bet),
            None => {
                let (s, b, _) = hand.limit_sizes();
                (s, b)
            }
        };
        out.push_str(&format!("small_bet = {s}\nbig_bet = {b}\n"));
    }
    if stud {
        out.push_str(&format!("bring_in = {}\n", hand.bring_in));
    } else {
        out.push_str(&format!("min_bet = {}\n", hand.blinds.big));
    }
    let stacks = of(&|i| hand.seats[i].stack.to_string());
    out.push_str(&format!("starting_stacks = {}\n", list(stacks)));
    out.push_str(&format!(
        "seats = {}\n",
        list(of(&|i| hand.seats[i].seat.to_string()))
    ));
    let quoted: Vec<String> = export_actions(hand, &order)
        .iter()
        .map(|a| format!("'{a}'"))
        .collect();
    out.push_str(&format!("actions = [{}]\n", quoted.join(", ")));
    if order.iter().any(|&i| hand.seats[i].name.is_some()) {
        let names = of(&|i| {
            toml::Value::String(hand.seats[i].name.clone().unwrap_or_default()).to_string()
        });
        out.push_str(&format!("players = {}\n", list(names)));
    }
    out.push_str(&export_rules(hand));
    out
}

/// The hand's rules where they are not the TDA's, as user-defined PHH fields (see
/// [`read_rules`]); nothing for a hand under the TDA's.
fn export_rules(hand: &Hand) -> String {
    use crate::units::wire_name;
    let r = &hand.rules;
    let mut out = String::new();
    let mut word = |key: &str, value: &str| out.push_str(&format!("{key} = '{value}'\n"));
    if !r.fourth_street_open_pair.is_small_bet() {
        word(PHH_OPEN_PAIR, wire_name(&r.fourth_street_open_pair));
    }
    if !r.limit_raise_after_short_all_in.is_full_bet() {
        word(
            PHH_SHORT_ALL_IN,
            wire_name(&r.limit_raise_after_short_all_in),
        );
    }
    if let Some(later) = &r.later_betting {
        word(PHH_LATER_BETTING, wire_name(later));
    }
    if let Some(cap) = r.cap {
        out.push_str(&format!("{PHH_CAP} = {cap}\n"));
    }
    out
}

/// Positional order: the small blind first, the button last; heads-up the arrays are
/// reversed (p1 is the big blind, p2 the button).
fn positional_order(hand: &Hand, table: Option<&crate::replay::Table>) -> Vec<usize> {
    let n = hand.seats.len();
    let mut order: Vec<usize> = match table {
        Some(t) => t
            .seats_from_button()
            .iter()
            .filter_map(|s| hand.seat_index(*s))
            .collect(),
        None => (0..n).collect(),
    };
    // (A button blind's big blind is the button: the order from the button stands.)
    if n == 2
        && hand.blinds_posted_by.is_positions()
        && let Some(bb) = table.map(|t| t.big_blind_seat())
    {
        order.sort_by_key(|&i| if hand.seats[i].seat == bb { 0 } else { 1 });
    }
    order
}

/// `blinds_or_straddles` and `antes`, by position.
fn export_posts(
    hand: &Hand,
    table: Option<&crate::replay::Table>,
    order: &[usize],
) -> (Vec<String>, Vec<String>) {
    let n = hand.seats.len();
    let sb_seat = table.and_then(|t| t.small_blind_seat());
    let bb_seat = table.map(|t| t.big_blind_seat());
    let mut blinds = vec!["0".to_string(); n];
    let mut antes = vec!["0".to_string(); n];
    for (k, &i) in order.iter().enumerate() {
        let seat = hand.seats[i].seat;
        // PHH lists blinds small-first; heads-up it reverses, so index 0 is the big blind.
        let slot = if n == 2 { 1 - k } else { k };
        if Some(seat) == sb_seat {
            blinds[slot] = hand.blinds.small.to_string();
        }
        if Some(seat) == bb_seat && hand.blinds_posted_by != BlindsPostedBy::Nobody {
            blinds[slot] = hand.blinds.big.to_string();
        }
        if let Some(st) = hand.straddles.iter().find(|s| s.seat == seat) {
            blinds[slot] = st.amount.to_string();
        }
        // A dead post is a negative entry (PokerKit); PHH has no form for a live post.
        let dead: u64 = hand
            .posts
            .iter()
            .filter(|p| p.seat == seat && p.kind == crate::hand::PostKind::Dead)
            .map(|p| p.amount)
            .sum();
        if dead > 0 && blinds[slot] == "0" {
            blinds[slot] = format!("-{dead}");
        }
        let mut a = hand.seats[i].ante;
        if Some(seat) == bb_seat {
            a += hand.big_blind_ante;
        }
        antes[slot] = a.to_string();
    }
    (blinds, antes)
}

/// The hole-card deals, then every action, in PHH notation.
fn export_actions(hand: &Hand, order: &[usize]) -> Vec<String> {
    use crate::cards::cards_to_string;
    use crate::hand::{Act, Action};
    let pos = |seat: u8| {
        order
            .iter()
            .position(|&i| hand.seats[i].seat == seat)
            .map_or(0, |k| k + 1)
    };
    let mut acts: Vec<String> = Vec::new();
    let stud = hand.game.family() == crate::hand::Family::Stud;
    // Stud: a seat's card at a place in the deal (0 to 6), or `??`.
    let card_at = |i: usize, place: usize| -> String {
        let s = &hand.seats[i];
        if let Some(c) = s.cards.as_ref().and_then(|c| c.get(place)) {
            return c.to_string();
        }
        match s
            .up
            .as_ref()
            .and_then(|u| place.checked_sub(2).and_then(|k| u.get(k)))
        {
            Some(c) if (2..6).contains(&place) => c.to_string(),
            _ => "??".into(),
        }
    };
    for (k, &i) in order.iter().enumerate() {
        let c = if stud {
            (0..3).map(|p| card_at(i, p)).collect()
        } else {
            hand.seats[i]
                .cards
                .as_deref()
                .map(cards_to_string)
                .unwrap_or_else(|| "??".repeat(hand.game.first_deal()))
        };
        acts.push(format!("d dh p{} {c}", k + 1));
    }
    let mut table = crate::replay::Table::new(hand).ok();
    let mut place = 3;
    for (ix, a) in hand.actions.iter().enumerate() {
        // Stud: a show once no more betting is possible (a player all in before seventh
        // street), or in a hand the replay refuses, comes after the cards still to come, to
        // the seats that hold them.
        let show = matches!(
            a,
            Action::Player {
                act: Act::Show(_),
                ..
            }
        );
        let closed = table
            .as_ref()
            .is_none_or(|t| t.phase() == crate::replay::Phase::Closed);
        if stud && show && closed {
            while place < 7 {
                for (k, &i) in order.iter().enumerate() {
                    if hand.seats[i]
                        .cards
                        .as_ref()
                        .is_some_and(|c| c.len() > place)
                    {
                        acts.push(format!("d dh p{} {}", k + 1, card_at(i, place)));
                    }
                }
                place += 1;
            }
        }
        if let Some(t) = table.as_mut() {
            let due = matches!(t.phase(), crate::replay::Phase::AwaitingDeal(_))
                && matches!(a, Action::Player { act, .. } if act.is_betting())
                || matches!(a, Action::Deal { .. });
            if stud && due && place < 7 {
                // The next street's card to each player still in.
                for (k, &i) in order.iter().enumerate() {
                    if !t.has_folded(hand.seats[i].seat) {
                        acts.push(format!("d dh p{} {}", k + 1, card_at(i, place)));
                    }
                }
                place += 1;
            }
            if t.apply(ix, a).is_err() {
                table = None;
            }
        }
        // PHH has no form for a board run again (PokerKit's notation reads no runout count):
        // the first run's board is written, a later run's deals are left out.
        if (stud && matches!(a, Action::Deal { .. })) || hand.run_of(ix).is_some() {
            continue;
        }
        if let Action::Player {
            seat,
            act: Act::Draw { count, cards, .. },
        } = a
        {
            let who = format!("p{}", pos(*seat));
            acts.push(match act_discards(a) {
                Some(d) => format!("{who} sd {d}"),
                None => format!("{who} sd"),
            });
            if *count > 0 {
                let c = cards
                    .as_deref()
                    .map(cards_to_string)
                    .unwrap_or_else(|| "??".repeat(usize::from(*count)));
                acts.push(format!("d dh {who} {c}"));
            }
            continue;
        }
        acts.push(match a {
            Action::Deal { cards, street } => format!(
                "d db {}",
                cards
                    .as_deref()
                    .map(cards_to_string)
                    .unwrap_or_else(|| "??".repeat(hand.game.board_cards(*street)))
            ),
            Action::Player { seat, act } => {
                let who = format!("p{}", pos(*seat));
                match act {
                    Act::Fold => format!("{who} f"),
                    Act::Check | Act::Call => format!("{who} cc"),
                    Act::Bet(t) | Act::Raise(t) => format!("{who} cbr {t}"),
                    Act::AllIn => match all_in_to(hand, a) {
                        Some(to) => format!("{who} cbr {to}"),
                        None => format!("{who} cc"),
                    },
                    Act::Show(Some(c)) => format!("{who} sm {}", cards_to_string(c)),
                    Act::Show(None) => format!("{who} sm ????"),
                    Act::Muck => format!("{who} sm"),
                    Act::BringIn => format!("{who} pb"),
                    Act::Complete => format!("{who} cbr {}", hand.limit_sizes().0),
                    Act::Draw {
                        discards, count, ..
                    } => match discards {
                        Some(d) => format!("{who} sd {}", cards_to_string(d)),
                        None => format!("{who} sd {}", "??".repeat(usize::from(*count))),
                    },
                }
            }
        });
    }
    acts
}

/// A draw's discards in PHH (`??` for each one not known), None to stand pat.
fn act_discards(a: &crate::hand::Action) -> Option<String> {
    match a {
        crate::hand::Action::Player {
            act: crate::hand::Act::Draw {
                count, discards, ..
            },
            ..
        } if *count > 0 => Some(match discards {
            Some(d) => crate::cards::cards_to_string(d),
            None => "??".repeat(usize::from(*count)),
        }),
        _ => None,
    }
}

/// The street total an `all_in` action raises to, or `None` when it only calls.
fn all_in_to(hand: &Hand, action: &crate::hand::Action) -> Option<u64> {
    let idx = hand.actions.iter().position(|a| std::ptr::eq(a, action))?;
    let crate::hand::Action::Player { seat, .. } = action else {
        return None;
    };
    let mut t = crate::replay::replay_prefix(hand, idx).ok()?;
    t.deal_implied(idx).ok()?;
    let to = t.committed(*seat) + t.stack(*seat);
    (to > t.current_bet()).then_some(to)
}

crate::text::messages! {
    /// The errors of this module, in the words of `crates/engine/locales/*.ftl`.
    pub(crate) enum Errors {
        /// The text is not TOML.
        NotValidToml { detail: verbatim } = "error-phh-not-valid-toml",
        NoPhhHandFoundHand = "error-phh-no-phh-hand-found-hand",
        ExpectedNonNegativeAmount = "error-phh-expected-non-negative-amount",
        NotAmount { value: verbatim } = "error-phh-not-amount",
        MissingVariant = "error-phh-missing-variant",
        VariantNotSupportedFloorcallModels { other: verbatim } = "error-phh-variant-not-supported-floorcall-models",
        Missing = "error-phh-missing",
        PlayersHandHas { n: verbatim } = "error-phh-players-hand-has",
        ActionString = "error-phh-action-string",
        MissingActions = "error-phh-missing-actions",
        NotAmount2 { value: verbatim } = "error-phh-not-amount-2",
        AmountsHaveMoreThanSix = "error-phh-amounts-have-more-than-six",
        SeatNumber = "error-phh-seat-number",
        SeatsStartingStacksDifferLength = "error-phh-seats-starting-stacks-differ-length",
        HandsWithoutBigBlindButton = "error-phh-hands-without-big-blind-button",
        NotPlayerHand { w: verbatim } = "error-phh-not-player-hand",
        NotPhhActionFloorcallUnderstands { value: verbatim } = "error-phh-not-phh-action-floorcall-understands",
        BoardCardsDoNotAdd = "error-phh-board-cards-do-not-add",
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// An action's words are `split_whitespace`'s (its first five, and how many up to five):
    /// ASCII texts split by their bytes, the others by `split_whitespace`.
    #[test]
    fn words_are_split_whitespace_s() {
        for text in [
            "",
            " ",
            "p1 cc",
            "  p1   cbr   225  ",
            "d dh p1 4s6d",
            "p1\tcbr\t2.5",
            "p1\ncbr\r\n3",
            "p1\u{b}cc",
            "p1\u{c}f",
            "p1\u{1c}cc",
            "p1\u{1f} f",
            "p1\u{7f}f",
            "p1\u{85}f",
            "p1\u{a0}f",
            "p1\u{2003}sm AsKd",
            "é p1 f",
            "a b c d e",
            "a b c d e f g",
            "  a b c d e f  ",
            "p1 sm ????",
        ] {
            let (words, count) = words_of(text);
            let expected: Vec<&str> = text.split_whitespace().take(5).collect();
            assert_eq!(&words[..count], expected.as_slice(), "{text:?}");
            assert!(words[count..].iter().all(|w| w.is_empty()), "{text:?}");
        }
    }
}

#[cfg(test)]
mod normalize_tests {
    use super::*;

    /// A history that leaves out a player's turn: the fold filled in where the turn was
    /// skipped, the checks and bets reworded around it, and the hand the normalization hands
    /// on is `Hand::parse` of the normalized input (the same hand as parsing it again).
    #[test]
    fn a_skipped_turn_is_filled_in_among_reworded_actions() {
        let text = "variant = 'NT'\nantes = [0, 0, 0]\nblinds_or_straddles = [1, 2, 0]\n\
                    min_bet = 2\nstarting_stacks = [200, 200, 200]\n\
                    actions = ['d dh p1 AsKs', 'd dh p2 QhQd', 'd dh p3 7c2d', 'p3 cc', \
                    'p2 cc', 'd db Jc8d3h', 'p2 cc', 'p3 cbr 4', 'p2 cc', 'd db 9s', 'p2 cc', \
                    'p3 cc', 'd db 4c', 'p2 cbr 10', 'p3 f']\n";
        let (imported, hand) = import_parsed(text).unwrap().remove(0);
        let kinds: Vec<_> = imported.hand.actions.iter().map(|a| a.action).collect();
        use ActionKind::*;
        // The hole cards go on the seats; p1's fold, left out after p3's call, filled in.
        assert_eq!(
            kinds,
            [
                Some(Call),
                Some(Fold),
                Some(Check),
                None,
                Some(Check),
                Some(Bet),
                Some(Call),
                None,
                Some(Check),
                Some(Check),
                None,
                Some(Bet),
                Some(Fold),
            ],
        );
        assert_eq!(Hand::parse(&imported.hand).unwrap(), hand);
        // As a request's text: the same hand, replayed by the import or anew alike.
        let (read, _) = hand_of_text(text).unwrap();
        let mut named = Hand::parse(&imported.hand).unwrap();
        named.seats.iter_mut().for_each(|s| s.name = None);
        assert_eq!(read, named);
    }
}
