//! PokerStars text hand histories into the Hand model.
//!
//! Cash and tournament headers, antes, blinds, `raises X to Y` (Y is the street total),
//! `bets X` / `calls X` (chips added), "and is all-in", uncalled bets, shows and mucks, board
//! lines, and `collected` lines (the result, before rake). Player names may hold spaces and
//! symbols: action lines are matched against the seated names, longest first. Dollar amounts
//! become cents (scale 100). Run-it-twice hands and games other than hold'em and Omaha are
//! refused with an error naming the line.

use super::Imported;
use super::money::Decimal;
use crate::error::HandError;
use crate::hand::{ActionInput, ActionKind, Blinds, Game, HandInput, Limits, SeatInput, Street};

/// Import every hand of a PokerStars text (hands separated by blank lines or `***** # n ****`).
pub fn import(text: &str) -> Result<Vec<Imported>, HandError> {
    let lines: Vec<&str> = text.lines().collect();
    let mut starts: Vec<usize> = lines
        .iter()
        .enumerate()
        .filter(|(_, l)| {
            let l = l.trim_start_matches('\u{feff}').trim();
            l.starts_with("PokerStars Hand #") || l.starts_with("PokerStars Game #")
        })
        .map(|(i, _)| i)
        .collect();
    if starts.is_empty() {
        return Err(HandError::invalid(
            "line 1",
            "not a PokerStars hand history: no \"PokerStars Hand #\" header",
        ));
    }
    starts.push(lines.len());
    starts
        .windows(2)
        .map(|w| hand(&lines[w[0]..w[1]], w[0]))
        .collect()
}

fn err(line: usize, msg: impl Into<String>) -> HandError {
    HandError::invalid(format!("line {}", line + 1), msg)
}

/// Amounts as written (`$1.50`, `1,500`, `€2`): digits only, for the scale pass.
fn amount_text(s: &str) -> Option<String> {
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
            .ok_or_else(|| err(line, format!("\"{s}\" is not an amount")))
    }
}

fn hand(lines: &[&str], offset: usize) -> Result<Imported, HandError> {
    let header = lines[0].trim_start_matches('\u{feff}').trim();
    let lower = header.to_ascii_lowercase();
    let game = if lower.contains("hold'em no limit") {
        Game::Nlhe
    } else if lower.contains("hold'em limit") {
        Game::Lhe
    } else if lower.contains("omaha pot limit") && !lower.contains("hi/lo") {
        Game::Plo
    } else {
        let what = header
            .split(['-', ':'])
            .nth(1)
            .unwrap_or(header)
            .trim()
            .to_string();
        return Err(HandError::unsupported(
            format!("line {}", offset + 1),
            format!("\"{what}\": floorcall reads no-limit and limit hold'em and pot-limit Omaha"),
        ));
    };
    let source_id = header
        .split('#')
        .nth(1)
        .and_then(|s| s.split(':').next())
        .map(|s| s.trim().to_string());
    let cash = !lower.contains("tournament #");
    // One scale for the hand: cents when any amount has decimals.
    let decimals = lines
        .iter()
        .flat_map(|l| l.split_whitespace())
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
    let decimals = if cash && lines.iter().any(|l| l.contains('$') || l.contains('€')) {
        decimals.max(2)
    } else {
        decimals
    };
    let cx = Ctx { decimals };
    // Blinds in the header: "(10/20)" or "($0.50/$1.00 USD)".
    let (mut small, mut big) = (0u64, 0u64);
    if let Some(p) = header.rfind('(') {
        let inner = &header[p + 1..];
        let inner = inner.split(')').next().unwrap_or("");
        let mut parts = inner.split('/');
        if let (Some(a), Some(b)) = (parts.next(), parts.next()) {
            small = cx.chips(a, offset).unwrap_or(0);
            big = cx
                .chips(b.split_whitespace().next().unwrap_or(""), offset)
                .unwrap_or(0);
        }
    }
    let mut button = 0u8;
    let mut seats: Vec<SeatInput> = Vec::new();
    let mut actions: Vec<ActionInput> = Vec::new();
    let mut antes: Vec<(String, u64)> = Vec::new();
    let mut posted_sb = None;
    let mut posted_bb = None;
    let mut committed: std::collections::HashMap<String, u64> = Default::default();
    let mut collected: Vec<(String, u64)> = Vec::new();
    let mut in_summary = false;
    let mut rake: Option<u64> = None;
    for (k, raw) in lines.iter().enumerate().skip(1) {
        let li = offset + k;
        let l = raw.trim();
        if l.is_empty() || l.starts_with("*****") && l.contains('#') {
            continue;
        }
        if l.starts_with("*** SUMMARY") {
            in_summary = true;
            continue;
        }
        if in_summary {
            if let Some(p) = l.find("Rake ") {
                rake = l[p + 5..]
                    .split_whitespace()
                    .next()
                    .and_then(|a| cx.chips(a, li).ok());
            }
            continue;
        }
        if l.contains("FIRST FLOP")
            || l.contains("FIRST TURN")
            || l.contains("FIRST RIVER")
            || l.contains("run twice")
        {
            return Err(HandError::unsupported(
                format!("line {}", li + 1),
                "run-it-twice hands are not supported: a ruling is about one board",
            ));
        }
        if let Some(rest) = l.strip_prefix("Table '") {
            if let Some(p) = rest.find("Seat #") {
                button = rest[p + 6..]
                    .split_whitespace()
                    .next()
                    .and_then(|s| s.parse().ok())
                    .ok_or_else(|| err(li, "the button seat is not a number"))?;
            }
            continue;
        }
        if let Some(rest) = l.strip_prefix("Seat ")
            && let Some((num, after)) = rest.split_once(": ")
            && let Ok(seat) = num.parse::<u8>()
            && let Some(p) = after.rfind(" (")
            && after[p..].contains("in chips")
        {
            let name = after[..p].to_string();
            let stack_text = after[p + 2..].split(" in chips").next().unwrap_or("");
            let stack = cx.chips(stack_text, li)?;
            seats.push(SeatInput {
                seat,
                name: Some(name),
                stack,
                cards: None,
                ante: None,
            });
            continue;
        }
        if let Some(rest) = l.strip_prefix("*** ") {
            let next = if rest.starts_with("FLOP") {
                Some(Street::Flop)
            } else if rest.starts_with("TURN") {
                Some(Street::Turn)
            } else if rest.starts_with("RIVER") {
                Some(Street::River)
            } else {
                None
            };
            if let Some(s) = next {
                let cards = l
                    .rsplit('[')
                    .next()
                    .unwrap_or("")
                    .trim_end_matches(']')
                    .replace(' ', "");
                actions.push(ActionInput {
                    deal: Some(s),
                    cards: Some(cards),
                    ..Default::default()
                });
                committed.clear();
            }
            continue;
        }
        if let Some(rest) = l.strip_prefix("Dealt to ") {
            if let Some((name, cards)) = rest.rsplit_once(" [") {
                let cards = cards.trim_end_matches(']').replace(' ', "");
                if let Some(s) = seats.iter_mut().find(|s| s.name.as_deref() == Some(name)) {
                    s.cards = Some(cards);
                }
            }
            continue;
        }
        if l.starts_with("Uncalled bet (") {
            // The replay hands uncalled chips back itself.
            continue;
        }
        // "<name> collected X from pot"
        if let Some(p) = l.find(" collected ") {
            let name = &l[..p];
            if seats.iter().any(|s| s.name.as_deref() == Some(name)) {
                let amt = l[p + 11..].split_whitespace().next().unwrap_or("");
                collected.push((name.to_string(), cx.chips(amt, li)?));
                continue;
            }
        }
        // "<name>: <action>"
        let Some((name, what)) = action_line(l, &seats) else {
            continue;
        };
        let seat = seats
            .iter()
            .find(|s| s.name.as_deref() == Some(name))
            .map(|s| s.seat)
            .unwrap_or(0);
        let what = what.trim();
        let words: Vec<&str> = what.split_whitespace().collect();
        let act = |kind: ActionKind, to: Option<u64>| ActionInput {
            seat: Some(seat),
            action: Some(kind),
            to,
            ..Default::default()
        };
        match words.as_slice() {
            ["posts", "the", "ante", a, ..] => antes.push((name.to_string(), cx.chips(a, li)?)),
            ["posts", "small", "blind", a, ..] => {
                let a = cx.chips(a, li)?;
                posted_sb = Some(a);
                *committed.entry(name.to_string()).or_default() += a;
            }
            ["posts", "big", "blind", a, ..] => {
                let a = cx.chips(a, li)?;
                posted_bb = Some(a);
                *committed.entry(name.to_string()).or_default() += a;
            }
            ["posts", "small", "&", "big", ..] | ["posts", ..] => {
                return Err(HandError::unsupported(
                    format!("line {}", li + 1),
                    format!("\"{l}\": dead or extra blinds are not supported"),
                ));
            }
            ["folds", ..] => actions.push(act(ActionKind::Fold, None)),
            ["checks", ..] => actions.push(act(ActionKind::Check, None)),
            ["calls", a, ..] => {
                let a = cx.chips(a, li)?;
                *committed.entry(name.to_string()).or_default() += a;
                actions.push(act(ActionKind::Call, None));
            }
            ["bets", a, ..] => {
                let a = cx.chips(a, li)?;
                let c = committed.entry(name.to_string()).or_default();
                *c += a;
                actions.push(act(ActionKind::Bet, Some(*c)));
            }
            ["raises", _, "to", to, ..] => {
                let to = cx.chips(to, li)?;
                committed.insert(name.to_string(), to);
                actions.push(act(ActionKind::Raise, Some(to)));
            }
            ["shows", ..] => {
                let cards = what
                    .split('[')
                    .nth(1)
                    .and_then(|s| s.split(']').next())
                    .map(|s| s.replace(' ', ""));
                let mut a = act(ActionKind::Show, None);
                a.cards = cards;
                actions.push(a);
            }
            ["mucks", ..] | ["doesn't", "show", ..] => actions.push(act(ActionKind::Muck, None)),
            _ => {} // chat, sitting out, disconnects, bounties, placements
        }
    }
    if seats.len() < 2 {
        return Err(err(offset, "fewer than two seated players"));
    }
    if button == 0 {
        return Err(err(
            offset + 1,
            "no \"Seat #N is the button\" in the table line",
        ));
    }
    let small = posted_sb.unwrap_or(small);
    let big = if big == 0 {
        posted_bb.unwrap_or(0)
    } else {
        big
    };
    if big == 0 {
        return Err(err(offset, "no big blind found"));
    }
    // Antes: one amount for everyone, or per seat.
    let uniform = antes.windows(2).all(|w| w[0].1 == w[1].1);
    let ante = if uniform && antes.len() == seats.len() {
        antes.first().map_or(0, |a| a.1)
    } else {
        for s in seats.iter_mut() {
            s.ante = Some(
                antes
                    .iter()
                    .find(|a| Some(a.0.as_str()) == s.name.as_deref())
                    .map_or(0, |a| a.1),
            );
        }
        0
    };
    let limits = (game == Game::Lhe).then_some(Limits {
        small_bet: big,
        big_bet: 2 * big,
        cap: None,
    });
    let input = HandInput {
        game,
        blinds: Blinds { small, big },
        ante,
        big_blind_ante: 0,
        button,
        seats,
        actions,
        straddles: Vec::new(),
        smallest_chip: None,
        limits,
    };
    let input = super::phh::normalize(input)?;
    let by_seat = |name: &str| {
        input
            .seats
            .iter()
            .find(|s| s.name.as_deref() == Some(name))
            .map_or(0, |s| s.seat)
    };
    let collected = collected.iter().map(|(n, a)| (by_seat(n), *a)).collect();
    Ok(Imported {
        scale: 10u64.pow(decimals),
        finishing_stacks: None,
        source_id,
        collected,
        rake,
        hand: input,
    })
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
