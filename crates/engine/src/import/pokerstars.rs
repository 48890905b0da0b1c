//! PokerStars text hand histories into the Hand model.
//!
//! Cash and tournament headers, antes, blinds, `raises X to Y` (Y is the street total),
//! `bets X` / `calls X` (chips added), "and is all-in", uncalled bets, shows and mucks, board
//! lines, and `collected` lines (the result, before rake). Player names may hold spaces and
//! symbols: action lines are matched against the seated names, longest first. Dollar amounts
//! become cents (scale 100). Run-it-twice hands and games other than hold'em and Omaha are
//! refused with an error naming the line.
//!
//! The same reader takes the texts other sites write in PokerStars' shape: Full Tilt (its
//! 2016 text, `Full Tilt Hand #`, `Full Tilt Rush Hand #`), Run It Once (`Run It Once Poker
//! Hand #`, `Table ID '…'`) and GGPoker (`Poker Hand #HD…`, `#RC…`, `#TM…`, an ante in the
//! stakes `($0.02/$0.05($0.01))`), PokerMaster and PokerBros. Any other site is refused by the
//! name its header gives.

use super::Imported;
use super::money::Decimal;
use crate::error::HandError;
use crate::hand::{
    ActionInput, ActionKind, Blinds, Game, HandInput, Limits, Post, PostKind, SeatInput, Street,
};

/// Import every hand of a PokerStars text (hands separated by blank lines or `***** # n ****`).
pub fn import(text: &str) -> Result<Vec<Imported>, HandError> {
    import_all(text)?.into_iter().collect()
}

/// Every hand of a PokerStars text on its own, in order.
pub fn import_all(text: &str) -> Result<Vec<Result<Imported, HandError>>, HandError> {
    // Old Mac files end lines with CR alone.
    let text = if text.contains('\n') {
        std::borrow::Cow::Borrowed(text)
    } else {
        std::borrow::Cow::Owned(text.replace('\r', "\n"))
    };
    let lines: Vec<&str> = text.lines().collect();
    let mut starts: Vec<usize> = lines
        .iter()
        .enumerate()
        .filter(|(_, l)| is_header(l))
        .map(|(i, _)| i)
        .collect();
    if starts.is_empty() {
        // Another site's text in the same shape ("Full Tilt Hand #…", "Run It Once Poker Hand
        // #…"): refused by the site's name, as the text gives it.
        let first = lines
            .iter()
            .map(|l| l.trim_start_matches('\u{feff}').trim())
            .find(|l| !l.is_empty())
            .unwrap_or("");
        // "Acme Hand #…", "Acme Game #…", or "Winamax Poker - CashGame - HandId: #…".
        let site = [" Hand #", " Game #", " - "]
            .iter()
            .filter(|_| first.contains('#'))
            .filter_map(|m| first.find(m).map(|i| first[..i].trim()))
            .find(|s| !s.is_empty() && s.len() <= 40);
        if let Some(site) = site {
            return Err(HandError::unsupported(
                "line 1",
                Errors::OtherSite {
                    site: site.to_string(),
                },
            ));
        }
        return Err(HandError::invalid(
            "line 1",
            Errors::NotPokerstarsHandHistoryNo,
        ));
    }
    starts.push(lines.len());
    Ok(starts
        .windows(2)
        .map(|w| hand(&lines[w[0]..w[1]], w[0]))
        .collect())
}

/// A hand's first line: `PokerStars Hand #`, `PokerStars Game #`, and the Zoom and Home Game
/// forms (`PokerStars Zoom Hand #`, `PokerStars Home Game Hand #`), which are the same text.
fn is_header(line: &str) -> bool {
    let l = line.trim_start_matches('\u{feff}').trim();
    let pokerstars = l.strip_prefix("PokerStars ").is_some_and(|rest| {
        let kind = rest.split('#').next().unwrap_or("");
        matches!(
            kind.trim(),
            "Hand" | "Game" | "Zoom Hand" | "Home Game Hand" | "Home Game"
        ) && rest.contains('#')
    });
    // Sites that write the same text under their own header.
    pokerstars
        || [
            "Full Tilt Hand #",
            "Full Tilt Rush Hand #",
            "Full Tilt Game #",
            "Run It Once Poker Hand #",
            "Poker Hand #",
            "PokerMaster Hand #",
            "PokerBros Hand #",
        ]
        .iter()
        .any(|p| l.starts_with(p))
}

fn err(line: usize, msg: impl Into<crate::text::Message>) -> HandError {
    HandError::invalid(format!("line {}", line + 1), msg)
}

/// Amounts as written (`$1.50`, `1,500`, `€2`): digits only, for the scale pass.
fn amount_text(s: &str) -> Option<String> {
    // A minus sign is no amount a seat or an action can have: refused, not dropped (`-1500`
    // read as 1500 would seat a player with chips the history does not give them).
    if s.contains(['-', '\u{2212}']) {
        return None;
    }
    let t: String = s
        .trim()
        .trim_end_matches([',', '.', ')'])
        .chars()
        .filter(|c| c.is_ascii_digit() || *c == '.')
        .collect();
    Decimal::parse(&t).map(|_| t)
}

struct Ctx {
    decimals: u32,
}

impl Ctx {
    fn chips(&self, s: &str, line: usize) -> Result<u64, HandError> {
        amount_text(s)
            .and_then(|t| Decimal::parse(&t))
            .and_then(|d| d.scaled(self.decimals))
            .ok_or_else(|| {
                err(
                    line,
                    Errors::NotAnAmount {
                        text: s.to_string(),
                    },
                )
            })
    }
}

/// What the header line says: the game, the hand's id, cash or tournament, and the blinds.
struct Header {
    game: Game,
    source_id: Option<String>,
    cash: bool,
    /// The blinds in the header's parentheses, as text: "10", "$0.50".
    blinds: Option<(String, String)>,
}

fn header(line: &str, offset: usize) -> Result<Header, HandError> {
    let header = line.trim_start_matches('\u{feff}').trim();
    let lower = header.to_ascii_lowercase();
    // Short deck ("6+ Hold'em"), 6-card Omaha, 5-card Omaha hi/lo and stud hi/lo are other
    // games, whatever their names contain.
    let other = lower.contains("6+ hold'em")
        || lower.contains("6 card omaha")
        || lower.contains("5 card omaha hi/lo")
        || lower.contains("stud hi/lo")
        || lower.contains("courchevel");
    let game = if other {
        None
    } else if lower.contains("omaha hi/lo pot limit") {
        Some(Game::Plo8)
    } else if lower.contains("omaha hi/lo no limit") {
        Some(Game::Nlo8)
    } else if lower.contains("omaha hi/lo limit") {
        Some(Game::O8)
    } else if lower.contains("hold'em no limit") {
        Some(Game::Nlhe)
    } else if lower.contains("hold'em limit") {
        Some(Game::Lhe)
    } else if lower.contains("5 card omaha pot limit") {
        Some(Game::Plo5)
    } else if lower.contains("omaha pot limit") {
        Some(Game::Plo)
    } else {
        None
    };
    let Some(game) = game else {
        let what = game_name(header);
        return Err(HandError::unsupported(
            format!("line {}", offset + 1),
            Errors::FloorcallReadsNoLimitLimit {
                what: (what).to_string(),
            },
        ));
    };
    let source_id = header
        .split('#')
        .nth(1)
        .and_then(|s| s.split(':').next())
        .map(|s| s.trim().to_string());
    // Blinds in the header: "(10/20)", "($0.50/$1.00 USD)", or GGPoker's
    // "($0.02/$0.05($0.01))" with the ante inside: the first parenthesis holding a slash.
    let blinds = header.match_indices('(').find_map(|(p, _)| {
        let inner = header[p + 1..].split(')').next().unwrap_or("");
        let (a, b) = inner.split_once('/')?;
        let b = b.split(['(', ' ']).next().unwrap_or("");
        (!a.contains('(') && !b.is_empty()).then(|| (a.trim().to_string(), b.to_string()))
    });
    Ok(Header {
        game,
        source_id,
        cash: !lower.contains("tournament #"),
        blinds,
    })
}

/// The game a header names, for a refusal: "Badugi Limit", "Triple Draw 2-7 Lowball Limit"
/// (a mixed game's current game), "5 Card Draw Limit".
fn game_name(header: &str) -> String {
    let after = header.split_once(": ").map_or(header, |(_, r)| r);
    let part = after.split(" - ").next().unwrap_or(after).trim();
    // A mixed game names the game being played in parentheses: "8-Game (Razz Limit)".
    let named = part.match_indices('(').find_map(|(p, _)| {
        let inner = part[p + 1..].split(')').next()?;
        inner
            .starts_with(|c: char| c.is_ascii_alphabetic())
            .then_some(inner)
    });
    if let Some(n) = named {
        return n.trim().to_string();
    }
    // Drop the stakes, then the tournament and buy-in before the game.
    let part = part.split(" (").next().unwrap_or(part);
    let part = part.rsplit(", ").next().unwrap_or(part);
    // A buy-in is "100+9" or "$1.00+$0.20" (something after the plus, unlike "6+ Hold'em").
    let buy_in = |w: &str| {
        w.split_once('+').is_some_and(|(a, b)| {
            a.chars().any(|c| c.is_ascii_digit()) && b.chars().any(|c| c.is_ascii_digit())
        }) || matches!(w, "USD" | "EUR" | "GBP")
    };
    let words: Vec<&str> = part.split_whitespace().skip_while(|w| buy_in(w)).collect();
    if words.is_empty() {
        part.trim().to_string()
    } else {
        words.join(" ")
    }
}

/// A raise that no live opponent could call more than the bet, accepted by the site and its
/// excess handed back, is what the engine calls it: a call (each such raise in turn). A check
/// logged when no betting is possible any more is dropped.
fn calls_for_uncallable_raises(mut input: HandInput) -> HandInput {
    for _ in 0..input.actions.len() {
        let Ok(hand) = crate::hand::Hand::parse(&input) else {
            break;
        };
        let err = match crate::replay::replay(&hand) {
            Ok(_) => break,
            Err(e) => e,
        };
        // Run It Once logs a check for a player who is all-in without saying so, when no
        // betting is possible any more: the check is dropped.
        if let Some(i) = err
            .action_index
            .filter(|&i| {
                crate::replay::is_action_after_betting_over(&err) && i < input.actions.len()
            })
            .filter(|&i| input.actions[i].action == Some(ActionKind::Check))
        {
            input.actions.remove(i);
            continue;
        }
        let Some(i) = err
            .action_index
            .filter(|_| crate::replay::is_uncallable_raise(&err))
        else {
            break;
        };
        let Some(a) = input.actions.get_mut(i) else {
            break;
        };
        a.action = Some(ActionKind::Call);
        a.to = None;
    }
    input
}

/// Decimals of the hand's money: cents when any amount has decimals (or a cash game in
/// dollars or euros), at most two.
fn decimals(lines: &[&str], cash: bool) -> u32 {
    // A tournament's chips carry no currency: the buy-in in the header (`$1.00+$0.25`) and
    // prizes in the summary are money, not chips, and set no scale.
    let decimals = lines
        .iter()
        .enumerate()
        .filter(|(i, l)| cash || (*i > 0 && !l.contains('$') && !l.contains('€')))
        .flat_map(|(_, l)| l.split_whitespace())
        .filter_map(|w| {
            let w = w.trim_matches(|c: char| !c.is_ascii_digit() && c != '.');
            (w.contains('.') && w.chars().any(|c| c.is_ascii_digit())).then(|| {
                w.split_once('.')
                    .map_or(0, |(_, f)| f.trim_end_matches('0').len() as u32)
            })
        })
        .max()
        .unwrap_or(0)
        .min(2);
    if cash && lines.iter().any(|l| l.contains('$') || l.contains('€')) {
        decimals.max(2)
    } else {
        decimals
    }
}

/// Which blind a post line names.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Blind {
    Small,
    Big,
    /// "posts small & big blinds": a returning player's big blind (live) and small (dead).
    Both,
}

/// A blind post as the text gives it.
#[derive(Debug, Clone)]
struct BlindPost {
    name: String,
    blind: Blind,
    amount: u64,
    line: usize,
}

/// The hand as read so far, line by line.
struct Reader {
    cx: Ctx,
    /// Hole cards each player holds in this game.
    hole_cards: usize,
    button: u8,
    seats: Vec<SeatInput>,
    actions: Vec<ActionInput>,
    antes: Vec<(String, u64)>,
    posted_sb: Option<u64>,
    posted_bb: Option<u64>,
    /// Every blind post in order: who, which blind, how much (line for errors).
    blind_posts: Vec<BlindPost>,
    /// Chips in front this street, by name (PokerStars gives increments for bets and calls).
    committed: std::collections::HashMap<String, u64>,
    /// Players all-in from their ante or blind.
    all_in_from_posts: Vec<String>,
    collected: Vec<(String, u64)>,
    in_summary: bool,
    rake: Option<u64>,
    /// Money the site added to the pot ("STP added: €0.50").
    added: u64,
}

fn hand(lines: &[&str], offset: usize) -> Result<Imported, HandError> {
    let h = header(lines[0], offset)?;
    let decimals = decimals(lines, h.cash);
    let mut r = Reader {
        cx: Ctx { decimals },
        hole_cards: h.game.hole_cards(),
        button: 0,
        seats: Vec::new(),
        actions: Vec::new(),
        antes: Vec::new(),
        posted_sb: None,
        posted_bb: None,
        blind_posts: Vec::new(),
        committed: Default::default(),
        all_in_from_posts: Vec::new(),
        collected: Vec::new(),
        in_summary: false,
        rake: None,
        added: 0,
    };
    for (k, raw) in lines.iter().enumerate().skip(1) {
        r.line(offset + k, raw.trim())?;
    }
    r.finish(&h, offset, decimals)
}

impl Reader {
    fn line(&mut self, li: usize, l: &str) -> Result<(), HandError> {
        if l.is_empty() || l.starts_with("*****") && l.contains('#') {
            return Ok(());
        }
        if l.starts_with("*** SUMMARY") {
            self.in_summary = true;
            return Ok(());
        }
        if self.in_summary {
            if let Some(p) = l.find("Rake ") {
                self.rake = l[p + 5..]
                    .split_whitespace()
                    .next()
                    .and_then(|a| self.cx.chips(a, li).ok());
            }
            return Ok(());
        }
        if ["FIRST FLOP", "FIRST TURN", "FIRST RIVER", "run twice"]
            .iter()
            .any(|m| l.contains(m))
        {
            return Err(HandError::unsupported(
                format!("line {}", li + 1),
                Errors::RunTwiceHandsNotSupported,
            ));
        }
        if let Some(rest) = l
            .strip_prefix("Table '")
            .or_else(|| l.strip_prefix("Table ID '"))
        {
            return self.table_line(li, rest);
        }
        if self.seat_line(li, l)? {
            return Ok(());
        }
        if let Some(rest) = l.strip_prefix("*** ") {
            self.street_line(l, rest);
            return Ok(());
        }
        if let Some(rest) = l.strip_prefix("Dealt to ") {
            if let Some((name, cards)) = rest.rsplit_once(" [") {
                let cards = cards.trim_end_matches(']').replace(' ', "");
                if let Some(s) = self
                    .seats
                    .iter_mut()
                    .find(|s| s.name.as_deref() == Some(name))
                {
                    s.cards = Some(cards);
                }
            }
            return Ok(());
        }
        if let Some(a) = l.strip_prefix("STP added: ") {
            self.added += self.cx.chips(a.trim(), li)?;
            return Ok(());
        }
        if l.starts_with("Uncalled bet (") {
            // The replay hands uncalled chips back itself.
            return Ok(());
        }
        // "<name> collected X from pot"
        if let Some(p) = l.find(" collected ") {
            let name = &l[..p];
            if self.seats.iter().any(|s| s.name.as_deref() == Some(name)) {
                let amt = l[p + 11..].split_whitespace().next().unwrap_or("");
                let amount = self.cx.chips(amt, li)?;
                self.collected.push((name.to_string(), amount));
                return Ok(());
            }
        }
        // "<name>: <action>"
        match action_line(l, &self.seats) {
            Some((name, what)) => self.player_line(li, l, name, what.trim()),
            None => Ok(()),
        }
    }

    /// "Table 'x' 9-max Seat #3 is the button".
    fn table_line(&mut self, li: usize, rest: &str) -> Result<(), HandError> {
        // A second table line: the hand was cut short and the next one runs into it (a
        // header glued to the end of a line).
        if self.button != 0 || !self.actions.is_empty() {
            return Err(err(li, Errors::HandCutShort));
        }
        if let Some(p) = rest.find("Seat #") {
            self.button = rest[p + 6..]
                .split_whitespace()
                .next()
                .and_then(|s| s.parse().ok())
                .ok_or_else(|| err(li, Errors::ButtonNotANumber))?;
        }
        Ok(())
    }

    /// "Seat 3: name (1500 in chips)": true when the line was one. A line before the summary
    /// that starts as a seat line ("Seat 3: …") and cannot be read as one is an error naming
    /// it: skipping it would leave a player out of the hand without a word.
    fn seat_line(&mut self, li: usize, l: &str) -> Result<bool, HandError> {
        let Some(rest) = l.strip_prefix("Seat ") else {
            return Ok(false);
        };
        let Some((num, after)) = rest.split_once(':') else {
            return Ok(false);
        };
        let unreadable = || {
            err(
                li,
                Errors::UnreadableSeatLine {
                    text: l.chars().take(80).collect(),
                },
            )
        };
        if num.is_empty() || !num.chars().all(|c| c.is_ascii_digit()) {
            return Err(unreadable());
        }
        let after = after.strip_prefix(' ').unwrap_or(after);
        // "name (1500 in chips)", perhaps followed by more: "is sitting out", or "out of hand
        // (moved from another table into small blind)".
        let Some(end) = after.find(" in chips") else {
            return Err(unreadable());
        };
        let (Ok(seat), Some(p)) = (num.parse::<u8>(), after[..end].rfind(" (")) else {
            return Err(unreadable());
        };
        if after[end..].contains("out of hand") {
            // Seated but not dealt in (moved from another table): not a player of this hand.
            return Ok(true);
        }
        let stack_text = &after[p + 2..end];
        let stack = self.cx.chips(stack_text, li)?;
        self.seats.push(SeatInput {
            up_cards: None,
            player: None,
            seat,
            name: Some(after[..p].to_string()),
            stack,
            cards: None,
            ante: None,
            absent: false,
        });
        Ok(true)
    }

    /// "*** FLOP *** [2c 3d 4h]" and the turn and river.
    fn street_line(&mut self, l: &str, rest: &str) {
        let street = if rest.starts_with("FLOP") {
            Street::Flop
        } else if rest.starts_with("TURN") {
            Street::Turn
        } else if rest.starts_with("RIVER") {
            Street::River
        } else {
            return;
        };
        let cards = l
            .rsplit('[')
            .next()
            .unwrap_or("")
            .trim_end_matches(']')
            .replace(' ', "");
        self.actions.push(ActionInput {
            deal: Some(street),
            cards: Some(cards),
            ..Default::default()
        });
        self.committed.clear();
    }

    /// "<name>: <action>": posts, folds, checks, calls, bets, raises, shows, mucks.
    fn player_line(&mut self, li: usize, l: &str, name: &str, what: &str) -> Result<(), HandError> {
        let seat = self
            .seats
            .iter()
            .find(|s| s.name.as_deref() == Some(name))
            .map_or(0, |s| s.seat);
        let words: Vec<&str> = what.split_whitespace().collect();
        let act = |kind: ActionKind, to: Option<u64>| ActionInput {
            seat: Some(seat),
            action: Some(kind),
            to,
            ..Default::default()
        };
        fn committed<'r>(r: &'r mut Reader, name: &str) -> &'r mut u64 {
            r.committed.entry(name.to_string()).or_default()
        }
        if words.first() == Some(&"posts") && what.ends_with("and is all-in") {
            self.all_in_from_posts.push(name.to_string());
        }
        match words.as_slice() {
            ["posts", "the", "ante", a, ..] => {
                let a = self.cx.chips(a, li)?;
                self.antes.push((name.to_string(), a));
            }
            ["posts", "small", "blind", a, ..] => {
                let a = self.cx.chips(a, li)?;
                self.posted_sb.get_or_insert(a);
                self.blind_posts.push(BlindPost {
                    name: name.to_string(),
                    blind: Blind::Small,
                    amount: a,
                    line: li,
                });
            }
            ["posts", "big", "blind", a, ..] => {
                let a = self.cx.chips(a, li)?;
                self.posted_bb.get_or_insert(a);
                *committed(self, name) += a;
                self.blind_posts.push(BlindPost {
                    name: name.to_string(),
                    blind: Blind::Big,
                    amount: a,
                    line: li,
                });
            }
            ["posts", "small", "&", "big", "blinds", a, ..] => {
                let a = self.cx.chips(a, li)?;
                self.blind_posts.push(BlindPost {
                    name: name.to_string(),
                    blind: Blind::Both,
                    amount: a,
                    line: li,
                });
            }
            ["posts", ..] => {
                return Err(HandError::unsupported(
                    format!("line {}", li + 1),
                    Errors::DeadOrExtraBlindsNot { l: (l).to_string() },
                ));
            }
            // PokerStars logs a sitting-out player who is all-in from the ante as folding: the
            // player is away, dealt in, has posted, and the hand is dead (Rule 30's model).
            ["folds", ..] if self.all_in_from_posts.iter().any(|n| n == name) => {
                if let Some(s) = self.seats.iter_mut().find(|s| s.seat == seat) {
                    s.absent = true;
                }
            }
            ["folds", ..] => self.actions.push(act(ActionKind::Fold, None)),
            ["checks", ..] => self.actions.push(act(ActionKind::Check, None)),
            ["calls", a, ..] => {
                let a = self.cx.chips(a, li)?;
                *committed(self, name) += a;
                self.actions.push(act(ActionKind::Call, None));
            }
            ["bets", a, ..] => {
                let a = self.cx.chips(a, li)?;
                let c = committed(self, name);
                *c += a;
                let to = *c;
                self.actions.push(act(ActionKind::Bet, Some(to)));
            }
            ["raises", _, "to", to, ..] => {
                let to = self.cx.chips(to, li)?;
                self.committed.insert(name.to_string(), to);
                self.actions.push(act(ActionKind::Raise, Some(to)));
            }
            ["shows", ..] => {
                let mut a = act(ActionKind::Show, None);
                // A partial show (one card of two, `XX` for a card kept hidden) leaves the
                // hand's cards unknown: the show is recorded, the hand stays whole.
                a.cards = what
                    .split('[')
                    .nth(1)
                    .and_then(|s| s.split(']').next())
                    .map(|s| s.replace(' ', ""))
                    .filter(|c| c.len() == 2 * self.hole_cards && !c.contains('X'));
                self.actions.push(a);
            }
            ["mucks", ..] | ["doesn't", "show", ..] => {
                self.actions.push(act(ActionKind::Muck, None));
            }
            _ => {} // chat, sitting out, disconnects, bounties, placements
        }
        Ok(())
    }

    /// The hand: blinds from the posts (else the header), antes uniform or per seat.
    fn finish(mut self, h: &Header, offset: usize, decimals: u32) -> Result<Imported, HandError> {
        if self.seats.len() < 2 {
            return Err(err(offset, Errors::FewerThanTwoPlayers));
        }
        if self.button == 0 {
            return Err(err(offset + 1, Errors::NoButtonLine));
        }
        let (head_small, head_big) = match &h.blinds {
            Some((a, b)) => (
                self.cx.chips(a, offset).unwrap_or(0),
                self.cx.chips(b, offset).unwrap_or(0),
            ),
            None => (0, 0),
        };
        // A limit game's header gives the small and big *bet*; its blinds are the posts (by
        // default half the small bet and the small bet).
        let (small, big, limits) = if h.game.structure() == crate::hand::Structure::FixedLimit {
            let small_bet = if head_small > 0 {
                head_small
            } else {
                self.posted_bb.unwrap_or(0)
            };
            let big_bet = if head_big > 0 {
                head_big
            } else {
                2 * small_bet
            };
            let big = self.posted_bb.unwrap_or(small_bet);
            let small = self.posted_sb.unwrap_or(big / 2);
            (
                small,
                big,
                Some(Limits {
                    small_bet,
                    big_bet,
                    cap: None,
                }),
            )
        } else {
            let small = self.posted_sb.unwrap_or(head_small);
            let big = if head_big == 0 {
                self.posted_bb.unwrap_or(0)
            } else {
                head_big
            };
            (small, big, None)
        };
        if big == 0 {
            return Err(err(offset, Errors::NoBigBlind));
        }
        let ante = self.antes();
        let (dead_small_blind, posts) = self.blind_seats(big, offset)?;
        // Some sites name five-card Omaha "Omaha Pot Limit": the cards dealt tell.
        let game = if h.game == Game::Plo
            && self
                .seats
                .iter()
                .any(|s| s.cards.as_ref().is_some_and(|c| c.len() == 10))
        {
            Game::Plo5
        } else {
            h.game
        };
        let input = super::phh::normalize(HandInput {
            betting: None,
            bring_in: None,
            game,
            blinds: Blinds { small, big },
            ante,
            big_blind_ante: 0,
            button: self.button,
            seats: self.seats,
            actions: self.actions,
            straddles: Vec::new(),
            posts,
            dead_small_blind,
            smallest_chip: None,
            limits,
        })?;
        let input = calls_for_uncallable_raises(input);
        let by_seat = |name: &str| {
            input
                .seats
                .iter()
                .find(|s| s.name.as_deref() == Some(name))
                .map_or(0, |s| s.seat)
        };
        let collected = self
            .collected
            .iter()
            .map(|(n, a)| (by_seat(n), *a))
            .collect();
        Ok(Imported {
            scale: 10u64.pow(decimals),
            finishing_stacks: None,
            source_id: h.source_id.clone(),
            collected,
            rake: self.rake,
            added: self.added,
            hand: input,
        })
    }

    /// The blind posts against the seats the button gives the blinds to: the small blind's and
    /// the big blind's own posts are the hand's blinds (no small blind posted: a dead small
    /// blind); any other post is a cash game's extra post, a big blind live (a new or returning
    /// player) and a small blind dead. Blinds posted by other seats than the button gives them
    /// are refused, naming the line.
    fn blind_seats(&self, big: u64, offset: usize) -> Result<(bool, Vec<Post>), HandError> {
        let mut order: Vec<u8> = self.seats.iter().map(|s| s.seat).collect();
        order.sort_unstable();
        let seat_of = |name: &str| {
            self.seats
                .iter()
                .find(|s| s.name.as_deref() == Some(name))
                .map_or(0, |s| s.seat)
        };
        let (sb, bb) = crate::hand::blind_positions(&order, self.button, false);
        let (sb_seat, bb_seat) = (order[sb.unwrap_or(bb)], order[bb]);
        let sb_post = self
            .blind_posts
            .iter()
            .position(|p| p.blind == Blind::Small && seat_of(&p.name) == sb_seat);
        // No small blind from the seat after the button, and the big blind from it: the small
        // blind is dead (the seat before was vacated).
        let dead_small_blind = order.len() >= 3
            && sb_post.is_none()
            && self
                .blind_posts
                .iter()
                .any(|p| p.blind == Blind::Big && seat_of(&p.name) == sb_seat);
        let bb_seat = if dead_small_blind { sb_seat } else { bb_seat };
        let bb_post = self
            .blind_posts
            .iter()
            .position(|p| p.blind == Blind::Big && seat_of(&p.name) == bb_seat);
        let mut posts = Vec::new();
        for (k, p) in self.blind_posts.iter().enumerate() {
            if Some(k) == sb_post || Some(k) == bb_post {
                continue;
            }
            let seat = seat_of(&p.name);
            let misplaced = |l: usize| {
                err(
                    l,
                    Errors::BlindNotButtonsOrder {
                        seat: seat.to_string(),
                    },
                )
            };
            if seat == bb_seat || (seat == sb_seat && !dead_small_blind) {
                return Err(misplaced(p.line));
            }
            let (live, dead) = match p.blind {
                Blind::Small => (0, p.amount),
                Blind::Big => (p.amount.min(big), p.amount.saturating_sub(big)),
                Blind::Both => (p.amount.min(big), p.amount.saturating_sub(big)),
            };
            if live > 0 {
                posts.push(Post {
                    seat,
                    amount: live,
                    kind: PostKind::Live,
                });
            }
            if dead > 0 {
                posts.push(Post {
                    seat,
                    amount: dead,
                    kind: PostKind::Dead,
                });
            }
        }
        if bb_post.is_none() && self.blind_posts.iter().any(|p| p.blind != Blind::Small) {
            let line = self.blind_posts.first().map_or(offset, |p| p.line);
            return Err(err(
                line,
                Errors::BlindNotButtonsOrder {
                    seat: bb_seat.to_string(),
                },
            ));
        }
        Ok((dead_small_blind, posts))
    }

    /// One ante for everyone (returned), or each seat's own (set on the seats; 0 returned).
    fn antes(&mut self) -> u64 {
        let uniform = self.antes.windows(2).all(|w| w[0].1 == w[1].1);
        if uniform && self.antes.len() == self.seats.len() {
            return self.antes.first().map_or(0, |a| a.1);
        }
        for s in self.seats.iter_mut() {
            s.ante = Some(
                self.antes
                    .iter()
                    .find(|a| Some(a.0.as_str()) == s.name.as_deref())
                    .map_or(0, |a| a.1),
            );
        }
        0
    }
}

/// The name and the action text of "<name>: <action>", matching seated names longest first.
fn action_line<'a>(l: &'a str, seats: &[SeatInput]) -> Option<(&'a str, &'a str)> {
    let mut best: Option<(&str, &str)> = None;
    for s in seats {
        let Some(n) = s.name.as_deref() else { continue };
        if let Some(rest) = l.strip_prefix(n)
            && let Some(what) = rest.strip_prefix(": ")
            && best.is_none_or(|(b, _)| n.len() > b.len())
        {
            best = Some((&l[..n.len()], what));
        }
    }
    best
}

crate::text::messages! {
    /// The errors of this module, in the words of `crates/engine/locales/*.ftl`.
    pub(crate) enum Errors {
        /// Not an amount.
        NotAnAmount { text: verbatim } = "error-pokerstars-not-an-amount",
        /// A line that starts as a seat line and cannot be read as one.
        UnreadableSeatLine { text: verbatim } = "error-pokerstars-unreadable-seat-line",
        /// The button seat is not a number.
        ButtonNotANumber = "error-pokerstars-button-not-a-number",
        /// Fewer than two players.
        FewerThanTwoPlayers = "error-pokerstars-fewer-than-two-players",
        /// No big blind.
        NoBigBlind = "error-pokerstars-no-big-blind",
        /// No button line.
        NoButtonLine = "error-pokerstars-no-button-line",
        NotPokerstarsHandHistoryNo = "error-pokerstars-not-pokerstars-hand-history-no",
        OtherSite { site: verbatim } = "error-pokerstars-other-site",
        FloorcallReadsNoLimitLimit { what: verbatim } = "error-pokerstars-floorcall-reads-no-limit-limit",
        RunTwiceHandsNotSupported = "error-pokerstars-run-twice-hands-not-supported",
        DeadOrExtraBlindsNot { l: verbatim } = "error-pokerstars-dead-or-extra-blinds-not",
        BlindNotButtonsOrder { seat: verbatim } = "error-pokerstars-blind-not-buttons-order",
        HandCutShort = "error-pokerstars-hand-cut-short",
    }
}
